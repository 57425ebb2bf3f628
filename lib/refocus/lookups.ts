// The in-process lookups a refocus makes. The engine takes them as an object so tests can inject
// slow, failing or hanging ones; live-lookups.ts wires the real library functions.
import type { HomePaths } from '../home/paths.js';
import type { Env } from './settings.js';

export interface TraceRequest {
  trees: 'topology' | 'work' | 'both';
  depth: 'light' | 'full';
  topologyStart?: string;
  workStart?: string;
  workBasis?: string;
  workUnknown?: string;
  packet?: boolean;
  workCandidates?: unknown;
  topologyRoot?: string;
  workspaceRoot?: string;
  sessionName?: string;
  nodeId?: string;
  home?: HomePaths;
  env?: Env;
  cwd?: string;
  notesMaxAgeDays?: number;
  signal?: AbortSignal;
}

export interface TraceResult {
  text: string;
  failed: boolean;
  failures: string[];
}

export interface Roots {
  topologyRoot?: string;
  workspaceRoot?: string;
  contextRoot?: string;
}

export interface RefocusLookups {
  /** Live config roots (env over config.json over defaults). Synchronous and local. */
  config(home: HomePaths, env: Env, cwd: string): Roots;
  whoami(home: HomePaths, env: Env, opts: { sessionName?: string; workCandidates?: boolean; signal: AbortSignal; cwd: string }): Promise<unknown>;
  trace(req: TraceRequest): Promise<TraceResult>;
  contextEntry(contextRoot: string, ref: string, signal: AbortSignal): Promise<Buffer>;
  emitIssue(home: HomePaths, item: { source: string; id: string; hintType: string; hintTags: string[]; body: string }): Promise<unknown>;
}
