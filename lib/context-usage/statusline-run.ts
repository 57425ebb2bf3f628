// The status-line sensor's body, testable in-process: bounded stdin → the user's own status line
// started (if there is one) → the sample recorded for the seat (identity, then the seat gate, then
// a home that exists) → the chained output printed unchanged, or OpenRig's line when there is no
// chained command or it failed or was slow. It prints exactly one status line's text on every path
// and returns — except beside the wrapper (wrapper-protocol.ts), which runs the user's line and
// prints it itself: then the sensor records and prints nothing, or, after that line failed, prints
// OpenRig's line without recording. Failures end as one stderr line.
import { parseJsonInput } from '../hook/input.js';
import { lockWaitFor, type LockWaitRule } from '../hook/lock-wait.js';
import { isDir } from '../util/is-dir.js';
import { homePaths, resolveHome, sensorDir, type Env } from '../home/paths.js';
import { seatIdentity, seqTime } from '../activity/observe.js';
import { gate } from '../hook/gating.js';
import { CHAINED_ENV, findUserStatusLine, settingsCandidates, type ChainResult } from './chain.js';
import { judgeSample } from './freshness.js';
import { openrigLine } from './line.js';
import { parseStatusLine, type StatusLineParse } from './statusline-input.js';
import type { ContextReading } from './contract.js';
import { LockTimeoutError } from '../store/errors.js';
import { sampleWorthWriting } from './store-peek.js';
import { sensorModeOf } from './wrapper-protocol.js';
import { keepFacts, lineFactsSources, readKeptFacts, type LineFacts } from './line-facts-cache.js';
import { filesStamp } from '../util/file-stamp.js';
import { readIfPresent } from '../util/read-if-present.js';
import { recordChainedCommand, sweepRunFiles } from './wrapped-run.js';

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
  /** 'nothing': started by the wrapper beside the user's line, which prints that line itself. */
  printed: 'chained' | 'openrig' | 'nothing';
  /** 'failed' includes the wrapper's report of the user's line it ran. */
  chain: 'none' | 'ok' | 'failed';
  /** 'skipped': the wrapper's line-only run, after the wrapper's record-only run took the sample. */
  recorded: RecordPath | 'skipped';
  /** OpenRig's line for a seat: its guard mode and held count kept from an earlier run, or read now. */
  facts?: 'kept' | 'read';
}

const LABEL = 'openrig statusline';
/** The sample's lock wait: 1 s without a deadline; else all but 300 ms for the write and the print, at least 50 ms. */
const LOCK_WAIT: LockWaitRule = { fallbackMs: 1000, reserveMs: 300, floorMs: 50 };

const readText = (path: string) => {
  try {
    return readIfPresent(path);
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
  const id = seatIdentity(io.env, io.argv);
  const root = resolveHome(io.env);
  const mode = sensorModeOf(io.argv);
  // The seat's own folder (the wrapper's record and run files); only for a seat this run may write for.
  const seatDir = id && gate(io.env, 'claude', io.cwd).act ? sensorDir(homePaths(root), id.nodeId) : undefined;
  // The user's own line starts first, before stdin is read (its stdin follows when it arrives):
  // its start-up and Node's fork of it overlap the read, the parse and the record. The project
  // folder is CLAUDE_PROJECT_DIR (Claude fixes it at start; the seat gate reads it too), else the
  // input's workspace.project_dir once read. Started by the wrapper, the sensor runs no command:
  // it records what this run's settings name, so the wrapper's next run starts that one.
  const input = io.readStdin().catch(() => undefined);
  const rawText = input.then((t) => t ?? '');
  // Wrapped: an async function would wait for a promise it returns, i.e. for the whole chained run.
  const startChain = async (projectDir: string): Promise<{ result: Promise<ChainResult> } | undefined> => {
    if (io.env[CHAINED_ENV] || mode.kind === 'line-only') return undefined;
    const user = findUserStatusLine(
      settingsCandidates(projectDir, io.env).map((path) => ({ path, text: readText(path) })),
    );
    // A folder the launch made, never a new one.
    if (seatDir && isDir(seatDir)) {
      try {
        recordChainedCommand(seatDir, user?.command);
        if (mode.kind === 'record-only') sweepRunFiles(seatDir);
      } catch (e) {
        err(`chained command not recorded: ${(e as Error).message}`);
      }
    }
    if (!user || mode.kind === 'record-only') return undefined;
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
  // seqTime: the same text as toISOString, without the first call's set-up (about 1 ms of a run).
  const parsed: StatusLineParse = parseStatusLine(parseJsonInput(raw), seqTime(now * 1000));
  if (!envProject) started = await startChain((parsed.kind !== 'invalid' ? parsed.facts.projectDir : null) || io.cwd);

  let recorded: StatusLineOutcome['recorded'] = 'no-identity';
  let home: ReturnType<typeof homePaths> | undefined;
  try {
    if (parsed.kind === 'invalid') {
      recorded = 'invalid';
      if (raw) err(parsed.why);
    } else if (!id) recorded = 'no-identity';
    else if (!seatDir) recorded = 'gated';
    else if (!isDir(root)) recorded = 'no-home';
    else {
      home = homePaths(root);
      if (mode.kind === 'line-only') recorded = 'skipped';
      else if (parsed.kind === 'no-figure') recorded = 'no-figure';
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
  } catch (e) {
    recorded = 'error';
    err(`sample not recorded: ${(e as Error)?.message ?? String(e)}`);
  }
  if (mode.kind === 'record-only') return { code: 0, printed: 'nothing', chain: 'none', recorded };

  const chain = mode.kind === 'line-only' ? mode.chain : started ? await started.result : undefined;
  if (chain?.ok) {
    io.out(chain.stdout);
    return { code: 0, printed: 'chained', chain: 'ok', recorded };
  }
  if (chain) err(`your status line command failed (${chain.why}); showing OpenRig's`);
  const reading: ContextReading =
    parsed.kind === 'sample' ? judgeSample(parsed.sample, {}, now) : { state: 'unknown', reason: 'no sample' };
  let facts: LineFacts = { guardMode: null, held: null };
  let factsFrom: StatusLineOutcome['facts'];
  if (id && home) {
    // The kept answer while its sources are unchanged (line-facts-cache.ts), else read again.
    const state = filesStamp(lineFactsSources(home, id));
    const kept = seatDir ? readKeptFacts(seatDir, state) : undefined;
    factsFrom = kept ? 'kept' : 'read';
    if (kept) facts = kept;
    else {
      const readAt = Date.now();
      try {
        facts = (await import('./line-facts.js')).seatLineFacts(home, id);
        if (seatDir && isDir(seatDir)) keepFacts(seatDir, state, facts, readAt);
      } catch {
        // the line goes out without them
      }
    }
  }
  io.out(`${openrigLine({ seat: id?.seat ?? null, reading, ...facts })}\n`);
  const out: StatusLineOutcome = { code: 0, printed: 'openrig', chain: chain ? 'failed' : 'none', recorded };
  if (factsFrom) out.facts = factsFrom;
  return out;
}
