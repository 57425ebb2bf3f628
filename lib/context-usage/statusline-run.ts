// The status-line sensor's body, testable in-process: bounded stdin → the user's own status line
// started (if there is one) → the sample recorded for the seat (identity, then the seat gate, then
// a home that exists) → the chained output printed unchanged, or OpenRig's line when there is no
// chained command or it failed or was slow. It prints exactly one status line's text on every path
// and returns; failures end as one stderr line.
import { readFileSync } from 'node:fs';
import { parseJsonInput } from '../hook/input.js';
import { lockWaitFor, type LockWaitRule } from '../hook/lock-wait.js';
import { isDir } from '../util/is-dir.js';
import { homePaths, resolveHome, type Env } from '../home/paths.js';
import { seatIdentity } from '../activity/observe.js';
import { gate } from '../refocus/gating.js';
import { CHAINED_ENV, findUserStatusLine, settingsCandidates, type ChainResult } from './chain.js';
import { judgeSample } from './freshness.js';
import { openrigLine } from './line.js';
import { parseStatusLine, type StatusLineParse } from './statusline-input.js';
import type { ContextReading } from './contract.js';
import { LockTimeoutError } from '../store/errors.js';
import { sampleWorthWriting } from './store-peek.js';

export interface StatusLineIo {
  argv: readonly string[];
  env: Env;
  cwd: string;
  readStdin(): Promise<string | undefined>;
  out(text: string): void;
  err(line: string): void;
  now(): number;
  /** When the process stops itself: the lock wait ends before. */
  deadlineAt?: number;
  /** Tests: replaces the chained run (same contract). */
  chain?: (command: string, input: string | Promise<string>, opts: { env: Env; cwd: string }) => Promise<ChainResult>;
}

export type RecordPath =
  | 'written'
  | 'unchanged'
  | 'no-identity'
  | 'gated'
  | 'no-home'
  | 'no-figure'
  | 'invalid'
  | 'busy'
  | 'error';

export interface StatusLineOutcome {
  code: 0;
  printed: 'chained' | 'openrig';
  chain: 'none' | 'ok' | 'failed';
  recorded: RecordPath;
}

const LABEL = 'openrig statusline';
/** The sample's lock wait: 1 s without a deadline; else all but 300 ms for the write and the print, at least 50 ms. */
const LOCK_WAIT: LockWaitRule = { fallbackMs: 1000, reserveMs: 300, floorMs: 50 };

const readText = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

export async function runStatusLine(io: StatusLineIo): Promise<StatusLineOutcome> {
  const err = (line: string) => {
    try {
      io.err(`${LABEL}: ${line}`);
    } catch {
      // stderr gone
    }
  };
  // The user's own line starts first, before stdin is read (its stdin follows when it arrives):
  // its start-up and Node's fork of it overlap the read, the parse and the record. The project
  // folder is CLAUDE_PROJECT_DIR (Claude fixes it at start; the seat gate reads it too), else the
  // input's workspace.project_dir once read.
  const input = io.readStdin().catch(() => undefined);
  const rawText = input.then((t) => t ?? '');
  // Wrapped: an async function would wait for a promise it returns, i.e. for the whole chained run.
  const startChain = async (projectDir: string): Promise<{ result: Promise<ChainResult> } | undefined> => {
    if (io.env[CHAINED_ENV]) return undefined;
    const user = findUserStatusLine(
      settingsCandidates(projectDir, io.env).map((path) => ({ path, text: readText(path) })),
    );
    if (!user) return undefined;
    const run = io.chain ?? (await import('./chain-run.js')).runChained;
    const result = run(user.command, rawText, { env: io.env, cwd: io.cwd }).catch(
      (e: Error): ChainResult => ({ ok: false, why: e.message }),
    );
    return { result };
  };
  const envProject = io.env.CLAUDE_PROJECT_DIR?.trim();
  let started = envProject ? await startChain(envProject) : undefined;
  const raw = await rawText;
  const now = io.now();
  const parsed: StatusLineParse = parseStatusLine(parseJsonInput(raw), new Date(now).toISOString());
  if (!envProject) started = await startChain((parsed.kind !== 'invalid' ? parsed.facts.projectDir : null) || io.cwd);
  const chained = started?.result;

  const id = seatIdentity(io.env, io.argv);
  let recorded: RecordPath = 'no-identity';
  let home: ReturnType<typeof homePaths> | undefined;
  try {
    if (parsed.kind === 'invalid') {
      recorded = 'invalid';
      if (raw) err(parsed.why);
    } else if (!id) recorded = 'no-identity';
    else if (!gate(io.env, 'claude', io.cwd).act) recorded = 'gated';
    else {
      const root = resolveHome(io.env);
      if (!isDir(root)) recorded = 'no-home';
      else {
        home = homePaths(root);
        if (parsed.kind === 'no-figure') recorded = 'no-figure';
        else if (!sampleWorthWriting(home, id, parsed.sample, parsed.facts.model)) recorded = 'unchanged';
        else {
          // Only a run that writes loads the store's lock and atomic-write code (its own chunk).
          const { recordSample } = await import('./store.js');
          const waitMs = lockWaitFor(LOCK_WAIT, io.deadlineAt, io.now());
          try {
            const wrote = await recordSample(home, id, parsed.sample, parsed.facts.model, { waitMs, report: err });
            recorded = wrote ? 'written' : 'unchanged';
          } catch (e) {
            if (!(e instanceof LockTimeoutError)) throw e;
            recorded = 'busy';
            err(`sample not recorded: ${e.message}`);
          }
        }
      }
    }
  } catch (e) {
    recorded = 'error';
    err(`sample not recorded: ${(e as Error)?.message ?? String(e)}`);
  }

  if (chained) {
    const r = await chained;
    if (r.ok) {
      io.out(r.stdout);
      return { code: 0, printed: 'chained', chain: 'ok', recorded };
    }
    err(`your status line command failed (${r.why}); showing OpenRig's`);
  }
  const reading: ContextReading =
    parsed.kind === 'sample' ? judgeSample(parsed.sample, {}, now) : { state: 'unknown', reason: 'no sample' };
  let facts: { guardMode: string | null; held: number | null } = { guardMode: null, held: null };
  if (id && home && recorded !== 'gated') {
    try {
      facts = (await import('./line-facts.js')).seatLineFacts(home, id);
    } catch {
      // the line goes out without them
    }
  }
  io.out(`${openrigLine({ seat: id?.seat ?? null, reading, ...facts })}\n`);
  return { code: 0, printed: 'openrig', chain: chained ? 'failed' : 'none', recorded };
}
