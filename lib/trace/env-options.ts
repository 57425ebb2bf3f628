// The environment's trace defaults, read in one place so `trace-to-root`, `rig trace` and the
// refocus hook agree: OPENRIG_REFOCUS_TREES / _DEPTH / _TOPOLOGY_NODE / _WORK_NODE /
// _NOTES_MAX_AGE_DAYS, and the seat's session name and node id as the pane has them
// (lib/seat/identity.ts).
import type { Env } from '../home/paths.js';
import { paneIdentity } from '../seat/identity.js';
import { DEFAULT_NOTES_MAX_AGE_DAYS } from './age-cue.js';

export type Trees = 'topology' | 'work' | 'both';
export type DepthName = 'light' | 'full';

export const TREES: readonly Trees[] = ['topology', 'work', 'both'];
export const DEPTHS: readonly DepthName[] = ['light', 'full'];

export interface EnvTraceDefaults {
  trees?: Trees;
  depth?: DepthName;
  topologyStart?: string;
  workStart?: string;
  sessionName?: string;
  nodeId?: string;
  notesMaxAgeDays: number;
  /** Values that were set but unusable (each ignored for its default). */
  problems: string[];
}

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

export function traceDefaultsFromEnv(env: Env): EnvTraceDefaults {
  const problems: string[] = [];
  const pick = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
    const v = value(env, name)?.toLowerCase();
    if (v === undefined) return undefined;
    if ((allowed as readonly string[]).includes(v)) return v as T;
    problems.push(`${name}=${JSON.stringify(env[name])} is not one of ${allowed.join(', ')}; using the default`);
    return undefined;
  };
  let notesMaxAgeDays = DEFAULT_NOTES_MAX_AGE_DAYS;
  const age = value(env, 'OPENRIG_REFOCUS_NOTES_MAX_AGE_DAYS');
  if (age !== undefined) {
    const n = Number(age);
    if (Number.isFinite(n) && n > 0) notesMaxAgeDays = n;
    else
      problems.push(
        `OPENRIG_REFOCUS_NOTES_MAX_AGE_DAYS=${JSON.stringify(age)} is not a positive number; using ${DEFAULT_NOTES_MAX_AGE_DAYS}`,
      );
  }
  const { session: sessionName, nodeId } = paneIdentity(env);
  return {
    trees: pick('OPENRIG_REFOCUS_TREES', TREES),
    depth: pick('OPENRIG_REFOCUS_DEPTH', DEPTHS),
    topologyStart: value(env, 'OPENRIG_REFOCUS_TOPOLOGY_NODE'),
    workStart: value(env, 'OPENRIG_REFOCUS_WORK_NODE'),
    sessionName,
    nodeId,
    notesMaxAgeDays,
    problems,
  };
}
