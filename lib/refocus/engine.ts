// The locked part of a refocus run, under two locks. The state lock guards the state document
// and is held only to read, decide and write: every event records its due state there at once.
// The delivery lock is held by a prompt through its lookups and output, so two prompts never
// deliver one due episode; the consume afterwards is folded into the state as it is then, so a
// PostCompact recorded during a delivery is kept for the next prompt. Loaded lazily by the hook:
// the nothing-to-do path never evaluates it.
import type { HomePaths } from '../home/paths.js';
import {
  LOCK_WAIT_MS,
  LockTimeoutError,
  readDocument,
  replaceDocument,
  updateDocument,
  UNCHANGED,
  withLock,
  type AtomicWriteOptions,
} from '../store/index.js';
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
import { consumeAfterDelivery, plan, snapshotOutcome, type HookEvent, type RefocusState } from './trigger.js';
import { isoTime } from '../util/iso-time.js';

const NO_IDENTITY_ADVISORY = (seat: string) =>
  `refocus: no session identity and no transcript path for ${seat} — measurement unavailable this episode`;

/**
 * Delivery lock wait for one prompt: long enough to queue behind a slow delivery, and counted from
 * the process start (`elapsedMs` so far), so the run still ends inside the 60 s registration.
 */
export const runLockWaitMs = (budgetMs: number, elapsedMs: number) =>
  Math.max(1000, Math.max(5000, 50_000 - budgetMs) - Math.max(0, elapsedMs));
/** The state lock is held for milliseconds; this wait only matters behind a crashed holder (stale after 5 s). */
const STATE_LOCK_WAIT_MS = LOCK_WAIT_MS;

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
  /**
   * Test hook: runs once the lock that orders this run is held (the delivery lock for a prompt,
   * the state lock otherwise), before anything is read.
   */
  onLocked?: () => Promise<void>;
}

export interface RunResult {
  delivered: boolean;
  /** An unexpected failure (not a lock timeout): the run degraded to one stderr line. */
  error?: string;
  /** A lookup or the issue report was cut at its deadline (its operation may still be pending). */
  cut: boolean;
}

/** The no-identity path: only the seat's sentinel, one advisory per episode. */
export async function noIdentity(io: EngineIo): Promise<void> {
  const file = sentinelFile(io.home.refocus, io.settings.seat);
  let opened = false;
  await updateDocument(
    refocusSentinelKind,
    file,
    (cur) => {
      if (cur?.activeEpisode === true) return UNCHANGED;
      opened = true;
      return {
        schema: 'refocus-sentinel' as const,
        version: 1 as const,
        seat: io.settings.seat,
        activeEpisode: true,
        recordedAt: isoTime(io.now()),
      };
    },
    { onCorrupt: 'fresh', report: (m) => io.err(`refocus: ${m}`) },
  );
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

type Decision = { kind: 'done' } | { kind: 'deliver'; state: RefocusState; why: string };

export async function lockedRun(io: EngineIo, o: Occupant): Promise<RunResult> {
  const result: RunResult = { delivered: false, cut: false };
  const s = io.settings;
  const report = (m: string) => io.err(`refocus: ${m}`);
  // The state document is only ever written under the state lock, which therefore serializes its
  // writers: no second, per-document lock is taken for it. That lock is held for a read, a
  // decision and a write, never through a delivery, so recording due state (a PostCompact, a
  // Stop's growth) never waits behind one, at any budget.
  type Write = (next: RefocusState, opts?: AtomicWriteOptions) => Promise<unknown>;
  const underStateLock = <T>(fn: (write: Write) => Promise<T>) =>
    withLock(
      o.files.stateLock,
      (held) => fn((next, opts) => replaceDocument(refocusStateKind, o.files.state, next, held, opts)),
      { waitMs: STATE_LOCK_WAIT_MS },
    );
  const planFor = (state: RefocusState | undefined, managed?: boolean) =>
    plan({
      event: o.event,
      runtime: s.runtime,
      seat: s.seat,
      occupant: o.occupant,
      state,
      size: o.size,
      nowMs: io.now(),
      thresholdBytes: s.thresholdBytes,
      onDemand: s.onDemand,
      prompt: o.prompt,
      managed,
    });
  // A prompt, under the delivery lock, first decides on a lock-free snapshot, as the hook's
  // nothing-to-do path does: a snapshot is a whole document (atomic replace), so deciding on it is
  // deciding just before whichever run writes next, and a PostCompact recorded after it is folded
  // in by the consume. A delivery that records nothing first (the usual one) then never takes the
  // state lock before its consume; anything to write, or an active or unreadable sentinel, is
  // decided again under it.
  const snapshot = (): Decision | undefined => {
    const sentinel = peekDocument(refocusSentinelKind, o.files.sentinel);
    if (sentinel.found && sentinel.doc?.activeEpisode !== false) return undefined;
    const state = peekDocument(refocusStateKind, o.files.state);
    if (!state.found || !state.doc) return undefined;
    const p = planFor(state.doc);
    const outcome = snapshotOutcome(p);
    if (outcome === 'locked') return undefined;
    for (const a of p.advisories) io.err(a);
    return p.kind === 'deliver' && outcome === 'deliver'
      ? { kind: 'deliver', state: p.state, why: p.why }
      : { kind: 'done' };
  };
  const decide = () =>
    underStateLock(async (write): Promise<Decision> => {
      if (io.onLocked && o.event !== 'UserPromptSubmit') await io.onLocked();
      // A valid identity ends a no-identity episode, so the next one is reported again. Only an
      // active (or unreadable) sentinel is worth the document lock; a missing or closed one is the
      // same as this run having gone just before a no-identity run that opens one.
      const sentinel = peekDocument(refocusSentinelKind, o.files.sentinel);
      if (sentinel.found && sentinel.doc?.activeEpisode !== false) {
        await updateDocument(
          refocusSentinelKind,
          o.files.sentinel,
          (cur) =>
            cur?.activeEpisode === true ? { ...cur, activeEpisode: false, clearedAt: isoTime(io.now()) } : UNCHANGED,
          { onCorrupt: 'fresh', report },
        );
      }
      const state = readDocument(refocusStateKind, o.files.state, { onCorrupt: 'fresh', report });
      const managed =
        o.event === 'PostCompact' && s.runtime === 'claude'
          ? readManagedFlag(io.home, { seat: s.seat, sessionId: o.sessionId, transcriptPath: o.transcriptPath }, io.err)
          : undefined;
      const p = planFor(state, managed);
      for (const a of p.advisories) io.err(a);
      if (p.kind === 'hold') return { kind: 'done' };
      if (p.kind === 'nothing' || p.kind === 'record') {
        if (p.state) await write(p.state);
        return { kind: 'done' };
      }
      if (p.changed) await write(p.state);
      return { kind: 'deliver', state: p.state, why: p.why };
    });
  let stage = 'state';
  try {
    // Only a prompt can deliver: every other event records under the state lock alone.
    if (o.event !== 'UserPromptSubmit') {
      await decide();
      return result;
    }
    stage = 'run';
    await withLock(
      o.files.runLock,
      async () => {
        if (io.onLocked) await io.onLocked();
        stage = 'state';
        const d = snapshot() ?? (await decide());
        if (d.kind === 'done') return;
        const lookups = await io.lookups();
        const composed = await composeRefocus({
          settings: s,
          home: io.home,
          env: io.env,
          cwd: io.cwd,
          why: d.why,
          deadline: new Deadline(io.startedAt, s.budgetMs, io.now),
          lookups,
          pluginRoot: io.pluginRoot,
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
        // Consumed only now that stdout holds the payload; a failed attempt stays due, and so does a
        // compaction recorded while this run delivered. Atomic but not fsynced (two fsyncs were about
        // 2.5 ms of a fire): a power cut or kernel crash that loses it leaves the document as it was
        // before the consume, still due, so the worst it does is deliver this refocus once more at
        // the next prompt. Nothing recorded is lost: the state written before the delivery (a
        // baseline, a compaction) was fsynced when it was written. (ext4 and btrfs write a file's
        // data before a rename that replaces another; a filesystem that does not could leave it
        // empty after a crash, which reads as corrupt and starts the seat's state afresh, as any
        // unreadable state does.)
        await underStateLock(async (write) => {
          await write(
            consumeAfterDelivery(
              readDocument(refocusStateKind, o.files.state, { onCorrupt: 'fresh', report }),
              d.state,
              ok,
              o.size,
              io.now(),
            ),
            { durable: false },
          );
        });
        const reason = written ? composed.reasons.join('; ') : 'stdout write failed';
        for (const a of await recordAttempt({
          home: io.home,
          seat: s.seat,
          occupant: o.occupant,
          failed: !ok,
          reason,
          nowMs: io.now(),
          emit: (item, signal) => lookups.emitIssue(io.home, item, signal),
          reportMs: ISSUE_REPORT_MS,
          onReportCut: () => {
            result.cut = true;
          },
        }))
          io.err(a);
      },
      { waitMs: runLockWaitMs(s.budgetMs, io.now() - io.startedAt) },
    );
  } catch (err) {
    if (err instanceof LockTimeoutError) {
      io.err(
        stage === 'run'
          ? `refocus: another refocus delivery for ${s.seat} kept the lock too long; this prompt was skipped (the due state is kept)`
          : `refocus: the refocus state of ${s.seat} stayed locked too long; this event was skipped`,
      );
    } else {
      result.error = (err as Error)?.message ?? String(err);
      io.err(`refocus: ${result.error}`);
    }
  }
  return result;
}
