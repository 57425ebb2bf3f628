// Shared by the refocus tests: a seat with a throwaway home and transcript, an in-process hook run
// with captured streams, and fake lookups that record every call.
import { writeRestoreMarker } from '../../lib/refocus/restore-marker.js';
import { appendFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, tempHome } from '../helpers/home.js';
import { runRefocusHook, type HookOutcome } from '../../lib/refocus/hook-run.js';
import type { RefocusLookups, TraceRequest } from '../../lib/refocus/lookups.js';
import { homePaths, type HomePaths } from '../../lib/home/paths.js';

export const REPO = join(import.meta.dirname, '..', '..');
export const FIXTURES = join(REPO, 'test', 'fixtures', 'hook-json');
export const CLAUDE_BUNDLE = join(REPO, 'plugins', 'openrig-core', 'hooks', 'scripts', 'refocus.cjs');
export const CODEX_BUNDLE = join(REPO, 'plugins', 'codex', 'hooks', 'scripts', 'refocus.cjs');
export const fixture = (name: string) =>
  JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Record<string, unknown>;

export interface Call {
  name: string;
  args: unknown;
}

export interface FakeOptions {
  traceText?: string;
  traceFailed?: boolean;
  traceDelayMs?: number;
  whoami?: unknown;
  whoamiError?: Error;
  whoamiDelayMs?: number;
  contextBytes?: Buffer;
  contextError?: Error & { reason?: string };
  contextDelayMs?: number;
  /** never settles and ignores its signal */
  contextHang?: boolean;
  traceHang?: boolean;
  emitError?: Error;
  emitDelayMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function fakeLookups(o: FakeOptions = {}): RefocusLookups & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    config(home) {
      calls.push({ name: 'config', args: null });
      return {
        topologyRoot: '/nowhere/topology',
        workspaceRoot: '/nowhere/workspace',
        contextRoot: join(home.root, 'context'),
      };
    },
    async whoami(_home, _env, opts) {
      calls.push({ name: 'whoami', args: { sessionName: opts.sessionName, workCandidates: opts.workCandidates } });
      if (o.whoamiDelayMs) await sleep(o.whoamiDelayMs);
      opts.signal.throwIfAborted();
      if (o.whoamiError) throw o.whoamiError;
      return (
        o.whoami ?? {
          role: { state: 'no-record', files: [] },
          currentWork: { workNodePath: '/w/missions/m', qitemId: 'q1' },
        }
      );
    },
    async trace(req: TraceRequest) {
      const { signal, home: _h, env: _e, ...rest } = req;
      calls.push({ name: 'trace', args: rest });
      if (o.traceHang) await new Promise(() => undefined);
      if (o.traceDelayMs) await sleep(o.traceDelayMs);
      signal?.throwIfAborted();
      return {
        text: o.traceText ?? '## TOPOLOGY TRACE\nTRACE-BODY',
        failed: o.traceFailed ?? false,
        failures: o.traceFailed ? ['TRACE GAP — x'] : [],
      };
    },
    async contextEntry(root, ref) {
      calls.push({ name: 'context', args: { root, ref } });
      if (o.contextHang) await new Promise(() => undefined);
      if (o.contextDelayMs) await sleep(o.contextDelayMs);
      if (o.contextError) throw o.contextError;
      return o.contextBytes ?? Buffer.from('CONTEXT BYTES\n');
    },
    async emitIssue(_home, item) {
      calls.push({ name: 'emit', args: item });
      if (o.emitDelayMs) await sleep(o.emitDelayMs);
      if (o.emitError) throw o.emitError;
      return { created: true };
    },
  };
}

export interface Seat {
  dir: string;
  home: HomePaths;
  transcript: string;
  env: Record<string, string | undefined>;
  grow(bytes: number): void;
  setSize(bytes: number): void;
  state(occupant?: string): Record<string, any> | undefined;
  files(): string[];
}

export function makeSeat(extraEnv: Record<string, string | undefined> = {}): Seat {
  const th = tempHome();
  const dir = tempDir('openrig-refocus-');
  const transcript = join(dir, 'occupant-1.jsonl');
  writeFileSync(transcript, '');
  const home = homePaths(th.dir);
  return {
    dir,
    home,
    transcript,
    env: { OPENRIG_HOME: th.dir, OPENRIG_SESSION_NAME: 'dev@test-rig', OPENRIG_REFOCUS_BYTES: '1000', ...extraEnv },
    grow: (bytes) => appendFileSync(transcript, 'x'.repeat(bytes)),
    setSize: (bytes) => writeFileSync(transcript, 'y'.repeat(bytes)),
    state(occupant = 'occupant-1') {
      try {
        return JSON.parse(readFileSync(join(home.refocus, `dev@test-rig__${occupant}.json`), 'utf8'));
      } catch {
        return undefined;
      }
    },
    files() {
      try {
        return readdirSync(home.refocus).sort();
      } catch {
        return [];
      }
    },
  };
}

export interface HookRun {
  stdout: string;
  stderr: string;
  outcome: HookOutcome;
  payload?: string;
}

export async function hook(
  seat: Seat,
  input: Record<string, unknown> | string,
  opts: {
    runtime?: 'claude' | 'codex';
    env?: Record<string, string | undefined>;
    lookups?: RefocusLookups;
    now?: () => number;
    startedAt?: number;
    cwd?: string;
    failOut?: boolean;
  } = {},
): Promise<HookRun> {
  let stdout = '';
  let stderr = '';
  const body =
    typeof input === 'string'
      ? input
      : JSON.stringify({ session_id: 'occupant-1', transcript_path: seat.transcript, ...input });
  const outcome = await runRefocusHook({
    argv: ['--runtime', opts.runtime ?? 'claude'],
    env: { ...seat.env, ...opts.env },
    cwd: opts.cwd ?? seat.dir,
    readStdin: async () => body,
    out: async (t) => {
      if (opts.failOut) throw new Error('EPIPE');
      stdout += t;
    },
    err: (l) => {
      stderr += l + '\n';
    },
    now: opts.now,
    startedAt: opts.startedAt,
    lookups: opts.lookups ?? fakeLookups(),
  });
  let payload: string | undefined;
  if (stdout) payload = JSON.parse(stdout).hookSpecificOutput.additionalContext;
  return { stdout, stderr, outcome, payload };
}

/** Writes a marker through the actuator's own writer, and checks it lands under the expected name. */
export async function writeMarker(
  seat: Seat,
  name: string,
  body: { sessionName: string; sessionId?: string; transcriptPath?: string; managedRefocusPending: boolean },
): Promise<void> {
  const file = await writeRestoreMarker(seat.home, body, { expected: name.endsWith('.expected.json') });
  if (file !== join(seat.home.restorePending, name)) throw new Error(`marker written to ${file}, expected ${name}`);
}
