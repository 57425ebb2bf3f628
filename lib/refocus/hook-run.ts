// The refocus hook's body, testable in-process: settings → gate → bounded stdin → event contract →
// a lock-free look at the due state. Only when something must be written or delivered is the
// locked engine (store, lookups, trace) loaded — from its own file in the built plugin — so the
// nothing-to-do path costs little more than starting Node. Every path returns 0; failures end as
// one stderr line.
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { homePaths, resolveHome, type HomePaths } from '../home/paths.js';
import { markFullRun, useCodeCache } from '../util/code-cache.js';
import { gate } from '../hook/gating.js';
import { refocusFiles } from './keys.js';
import { refocusSentinelKind, refocusStateKind } from './kinds.js';
import type { RefocusLookups } from './lookups.js';
import { peekDocument } from '../store/peek.js';
import { readSettings, runtimeFromArgv, type Env } from './settings.js';
import { isAcknowledgement, plan, snapshotOutcome, unwrapPrompt, type HookEvent } from './trigger.js';

export interface HookIo {
  argv: readonly string[];
  env: Env;
  cwd: string;
  /** The hook's stdin, already bounded; undefined when none could be read. */
  readStdin(): Promise<string | undefined>;
  out(text: string): Promise<void>;
  err(line: string): void;
  now?(): number;
  /** When the attempt began (the budget counts from here); default now. */
  startedAt?: number;
  /** Injected lookups (tests); default: the live library functions, loaded on first use. */
  lookups?: RefocusLookups;
  pluginRoot?: string;
  onLocked?: () => Promise<void>;
}

export interface HookOutcome {
  code: 0;
  /** What the run did, for tests and the process runner ('error': an internal error, degraded to silence). */
  path: 'disabled' | 'gated' | 'skipped' | 'no-identity' | 'fast' | 'locked' | 'error';
  delivered: boolean;
  /** A lookup or the issue report was cut: a call of it may still be on the thread pool. */
  cut: boolean;
}

const HANDLED = new Set(['UserPromptSubmit', 'Stop', 'PostCompact']);

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

function parseInput(raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function transcriptSize(path: string | undefined): number {
  if (!path) return 0;
  try {
    const st = statSync(path);
    return st.isFile() ? st.size : 0;
  } catch {
    return 0;
  }
}

export async function runRefocusHook(io: HookIo): Promise<HookOutcome> {
  const outcome: HookOutcome = { code: 0, path: 'skipped', delivered: false, cut: false };
  const err = (line: string) => {
    try {
      io.err(line);
    } catch {
      // stderr gone: nothing else to tell
    }
  };
  try {
    const now = io.now ?? Date.now;
    const startedAt = io.startedAt ?? now();
    const runtime = runtimeFromArgv(io.argv);
    const { settings, advisories } = readSettings(io.env, runtime);
    if (!settings.enabled) return { ...outcome, path: 'disabled' };
    if (!gate(io.env, runtime, io.cwd).act) return { ...outcome, path: 'gated' };
    for (const a of advisories) err(a);
    const input = parseInput(await io.readStdin());
    const event = str(input.hook_event_name) ?? 'UserPromptSubmit';
    const prompt = unwrapPrompt(input.prompt, runtime);
    if (event === 'UserPromptSubmit' && isAcknowledgement(prompt)) return outcome;
    // SessionStart is always a no-op: fresh orientation belongs to the onboarding pack.
    if (!HANDLED.has(event)) return outcome;
    const home: HomePaths = homePaths(resolveHome(io.env));
    const sessionId = str(input.session_id) ?? str(input.sessionId);
    const transcriptPath =
      typeof input.transcript_path === 'string' && input.transcript_path
        ? input.transcript_path
        : typeof input.transcriptPath === 'string' && input.transcriptPath
          ? input.transcriptPath
          : undefined;
    const occupant = sessionId ?? str(transcriptPath ? basename(transcriptPath).replace(/\.jsonl$/, '') : undefined);
    const engineIo = async () => {
      // The engine chunk compiles from a code cache after the first run (lib/util/code-cache.ts).
      if (settings.codeCache) useCodeCache(home.codeCache);
      const engine = await import('./full-run.js');
      const lookups = async () => io.lookups ?? engine.liveLookups;
      return {
        engine,
        io: {
          settings,
          home,
          env: io.env,
          cwd: io.cwd,
          startedAt,
          now,
          out: io.out,
          err,
          lookups,
          pluginRoot: io.pluginRoot,
          onLocked: io.onLocked,
        },
      };
    };
    if (!occupant) {
      const sentinel = peekDocument(refocusSentinelKind, refocusFiles(home.refocus, settings.seat, '-').sentinel);
      if (sentinel.found && sentinel.doc?.activeEpisode === true) return { ...outcome, path: 'no-identity' };
      const { engine, io: eio } = await engineIo();
      await engine.noIdentity(eio);
      return { ...outcome, path: 'no-identity' };
    }
    const size = transcriptSize(transcriptPath);
    const files = refocusFiles(home.refocus, settings.seat, occupant);
    const hookEvent = event as Exclude<HookEvent, 'SessionStart'>;
    // Lock-free look: a prompt or Stop with nothing due and nothing to store ends here. A snapshot
    // is a whole document (atomic replace), so deciding on it is the same as running just before
    // whichever run is writing now. On demand (OPENRIG_REFOCUS_NOW) a prompt is always due, so
    // there is nothing to look for.
    if (hookEvent !== 'PostCompact' && !(settings.onDemand && hookEvent === 'UserPromptSubmit')) {
      const sentinel = peekDocument(refocusSentinelKind, files.sentinel);
      const state = peekDocument(refocusStateKind, files.state);
      const sentinelQuiet = !sentinel.found || (sentinel.doc !== undefined && sentinel.doc.activeEpisode === false);
      if (sentinelQuiet && state.found && state.doc) {
        const p = plan({
          event: hookEvent,
          runtime,
          seat: settings.seat,
          occupant,
          state: state.doc,
          size,
          nowMs: now(),
          thresholdBytes: settings.thresholdBytes,
          onDemand: settings.onDemand,
          prompt,
        });
        if (snapshotOutcome(p) === 'done') return { ...outcome, path: 'fast' };
      }
    }
    const { engine, io: eio } = await engineIo();
    const r = await engine.lockedRun(eio, {
      event: hookEvent,
      occupant,
      sessionId,
      transcriptPath,
      size,
      prompt,
      files,
    });
    // A delivery ran the whole engine: the code cache it leaves covers every later run.
    if (r.delivered) markFullRun();
    // An unexpected failure inside the engine is the same internal-error path as one out here.
    return { ...outcome, path: r.error !== undefined ? 'error' : 'locked', delivered: r.delivered, cut: r.cut };
  } catch (e) {
    err(`refocus: degraded to silence: ${(e as Error)?.message ?? String(e)}`);
    return { ...outcome, path: 'error' };
  }
}
