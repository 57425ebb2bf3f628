// The locked part of a refocus run: one seat occupant's read → decide → deliver → consume happens
// under one lock, so overlapping hook runs (a PostCompact while a prompt is delivering, two prompts
// at once) are serialized: a due episode is delivered once and no PostCompact is lost. Loaded
// lazily by the hook: the nothing-to-do path never evaluates it.
import type { HomePaths } from '../home/paths.js';
import { LockTimeoutError, readDocument, replaceDocument, updateDocument, UNCHANGED, withLock } from '../store/index.js';
import { Deadline, ISSUE_REPORT_MS } from './budget.js';
import { composeRefocus } from './compose.js';
import { recordAttempt } from './health.js';
import { sentinelFile, type RefocusFiles } from './keys.js';
import { refocusSentinelKind, refocusStateKind } from './kinds.js';
import type { RefocusLookups } from './lookups.js';
import { hookOutput } from './payload.js';
import { peekDocument } from '../store/peek.js';
import { readManagedFlag } from './restore-marker.js';
import type { Env, RefocusSettings } from './settings.js';
import { afterAttempt, plan, type HookEvent, type RefocusState } from './trigger.js';

const NO_IDENTITY_ADVISORY = (seat: string) => `refocus: no session identity and no transcript path for ${seat} — measurement unavailable this episode`;

/** Lock wait for one run: long enough to queue behind a slow delivery, inside the 60 s registration. */
const runLockWaitMs = (budgetMs: number) => Math.max(5000, 50_000 - budgetMs);

export interface EngineIo {
  settings: RefocusSettings;
  home: HomePaths;
  env: Env;
  cwd: string;
  startedAt: number;
  now(): number;
  out(text: string): Promise<void>;
  err(line: string): void;
  lookups(): Promise<RefocusLookups>;
  pluginRoot?: string;
  /** Test hook: runs while the run lock is held, before anything is read. */
  onLocked?: () => Promise<void>;
}

export interface RunResult {
  delivered: boolean;
  /** A lookup was cut at its deadline (its operation may still be pending). */
  cut: boolean;
}

/** The no-identity path: only the seat's sentinel, one advisory per episode. */
export async function noIdentity(io: EngineIo): Promise<void> {
  const file = sentinelFile(io.home.refocus, io.settings.seat);
  let opened = false;
  await updateDocument(refocusSentinelKind, file, (cur) => {
    if (cur?.activeEpisode === true) return UNCHANGED;
    opened = true;
    return { schema: 'refocus-sentinel' as const, version: 1 as const, seat: io.settings.seat, activeEpisode: true, recordedAt: new Date(io.now()).toISOString() };
  }, { onCorrupt: 'fresh', report: (m) => io.err(`refocus: ${m}`) });
  if (opened) io.err(NO_IDENTITY_ADVISORY(io.settings.seat));
}

export interface Occupant {
  event: Exclude<HookEvent, 'SessionStart'>;
  occupant: string;
  sessionId?: string;
  transcriptPath?: string;
  size: number;
  prompt: string;
  files: RefocusFiles;
}

export async function lockedRun(io: EngineIo, o: Occupant): Promise<RunResult> {
  const result: RunResult = { delivered: false, cut: false };
  const s = io.settings;
  const report = (m: string) => io.err(`refocus: ${m}`);
  try {
    await withLock(o.files.runLock, async (runLock) => {
      // The state document is only ever written here, under this run lock, which therefore
      // serializes its writers: no second, per-document lock is taken for it.
      const write = (next: RefocusState) => replaceDocument(refocusStateKind, o.files.state, next, runLock);
      if (io.onLocked) await io.onLocked();
      // A valid identity ends a no-identity episode, so the next one is reported again. Only an
      // active (or unreadable) sentinel is worth the document lock; a missing or closed one is the
      // same as this run having gone just before a no-identity run that opens one.
      const sentinel = peekDocument(refocusSentinelKind, o.files.sentinel);
      if (sentinel.found && sentinel.doc?.activeEpisode !== false) {
        await updateDocument(refocusSentinelKind, o.files.sentinel, (cur) => (cur?.activeEpisode === true
          ? { ...cur, activeEpisode: false, clearedAt: new Date(io.now()).toISOString() }
          : UNCHANGED), { onCorrupt: 'fresh', report });
      }
      const state = readDocument(refocusStateKind, o.files.state, { onCorrupt: 'fresh', report });
      const managed = o.event === 'PostCompact' && s.runtime === 'claude'
        ? readManagedFlag(io.home, { seat: s.seat, sessionId: o.sessionId, transcriptPath: o.transcriptPath }, io.err)
        : undefined;
      const p = plan({
        event: o.event, runtime: s.runtime, seat: s.seat, occupant: o.occupant, state, size: o.size,
        nowMs: io.now(), thresholdBytes: s.thresholdBytes, onDemand: s.onDemand, prompt: o.prompt, managed,
      });
      for (const a of p.advisories) io.err(a);
      if (p.kind === 'hold') return;
      if (p.kind === 'nothing') {
        if (p.state) await write(p.state);
        return;
      }
      if (p.kind === 'record') {
        await write(p.state);
        return;
      }
      if (p.changed) await write(p.state);
      const lookups = await io.lookups();
      const composed = await composeRefocus({
        settings: s, home: io.home, env: io.env, cwd: io.cwd, why: p.why,
        deadline: new Deadline(io.startedAt, s.budgetMs, io.now), lookups, pluginRoot: io.pluginRoot,
      });
      result.cut = composed.cut;
      let written = true;
      try {
        await io.out(hookOutput(composed.payload));
      } catch {
        written = false;
      }
      const ok = written && !composed.failed;
      result.delivered = written;
      // Consumed only now that stdout holds the payload; a failed attempt stays due.
      await write(afterAttempt(p.state, ok, o.size, io.now()));
      const reason = written ? composed.reasons.join('; ') : 'stdout write failed';
      for (const a of await recordAttempt({
        home: io.home, seat: s.seat, occupant: o.occupant, failed: !ok, reason, nowMs: io.now(),
        emit: (item, signal) => lookups.emitIssue(io.home, item, signal), reportMs: ISSUE_REPORT_MS,
      })) io.err(a);
    }, { waitMs: runLockWaitMs(s.budgetMs) });
  } catch (err) {
    if (err instanceof LockTimeoutError) io.err(`refocus: another refocus run for ${s.seat} kept the lock too long; this event was skipped`);
    else io.err(`refocus: ${(err as Error)?.message ?? String(err)}`);
  }
  return result;
}
