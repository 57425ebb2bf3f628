// The in-process lookups a refocus makes. The engine takes them as an object so tests can inject
// slow, failing or hanging ones; live-lookups.ts wires the real library functions.
import type { HomePaths } from '../home/paths.js';
import type { TraceOptions, TraceResult } from '../trace/render.js';
import type { Env } from './settings.js';
import type { LookupSignal } from '../util/lookup-signal.js';

// The trace's own request and result types: the hook passes whatever the queue answered as
// candidates, and the trace validates their shape itself (an invalid shape is a trace gap).
export type TraceRequest = Omit<TraceOptions, 'workCandidates'> & { workCandidates?: unknown };
export type { TraceResult };

export interface Roots {
  topologyRoot?: string;
  workspaceRoot?: string;
  contextRoot?: string;
}

/**
 * The attempt's one read of config, as its lookup ended. whoami and the trace take it instead of
 * reading config.json again: a slow config.json is waited for once and reported under config.
 */
export type ConfigOutcome = { ok: true; roots: Roots } | { ok: false; reason: string };

export interface RefocusLookups {
  /** Live config roots (env over config.json over defaults), read without blocking. */
  config(home: HomePaths, env: Env, cwd: string, signal: LookupSignal): Roots | Promise<Roots>;
  whoami(
    home: HomePaths,
    env: Env,
    opts: { sessionName?: string; workCandidates?: boolean; signal: LookupSignal; cwd: string; config: ConfigOutcome },
  ): Promise<unknown>;
  trace(req: TraceRequest): Promise<TraceResult>;
  contextEntry(contextRoot: string, ref: string, signal: LookupSignal): Promise<Buffer>;
  emitIssue(
    home: HomePaths,
    item: { source: string; id: string; hintType: string; hintTags: string[]; body: string },
    signal: LookupSignal,
  ): Promise<unknown>;
}
