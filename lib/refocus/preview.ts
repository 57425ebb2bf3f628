// What a seat would receive now, built by the same composer the hook uses, and a seat's due state,
// baseline and failure episode — read-only: nothing here consumes or writes due state. Used by
// `rig refocus` and by `rig send --context`.
import { readdirSync } from 'node:fs';
import { legacyHealthFile } from './health-names.js';
import { join } from 'node:path';
import type { HomePaths } from '../home/paths.js';
import { readDocument } from '../store/index.js';
import { Deadline } from './budget.js';
import { composeRefocus, type Composed } from './compose.js';
import { isStateFileOf, refocusFiles, sentinelFile } from './keys.js';
import { refocusHealthKind, refocusSentinelKind, refocusStateKind, type RefocusHealth } from './kinds.js';
import type { RefocusLookups } from './lookups.js';
import { readSettings, type Env, type Runtime } from './settings.js';
import type { RefocusState } from './trigger.js';
import { PANE_VARS } from '../seat/pane-vars.js';

export interface PreviewOptions {
  /** The seat's session name (name@rig). */
  seat: string;
  env: Env;
  /** The seat's working folder (relative config paths resolve against it). */
  cwd: string;
  runtime?: Runtime;
  nodeId?: string;
  /** The reason shown in the header (default "on demand"). */
  why?: string;
  lookups?: RefocusLookups;
  pluginRoot?: string;
  now?: () => number;
}

export interface Preview extends Composed {
  seat: string;
  advisories: string[];
}

export async function previewRefocus(home: HomePaths, opts: PreviewOptions): Promise<Preview> {
  const env: Env = {
    ...opts.env,
    [PANE_VARS.session]: opts.seat,
    ...(opts.nodeId ? { [PANE_VARS.nodeId]: opts.nodeId } : {}),
  };
  const { settings, advisories } = readSettings(env, opts.runtime ?? 'claude');
  const now = opts.now ?? Date.now;
  const lookups = opts.lookups ?? (await import('./live-lookups.js')).liveLookups;
  const composed = await composeRefocus({
    settings,
    home,
    env,
    cwd: opts.cwd,
    why: opts.why ?? 'on demand',
    deadline: new Deadline(now(), settings.budgetMs, now),
    lookups,
    pluginRoot: opts.pluginRoot,
  });
  return { ...composed, seat: opts.seat, advisories };
}

export interface OccupantStatus {
  occupant: string;
  file: string;
  due: boolean;
  state: RefocusState;
  health?: RefocusHealth;
}

export interface SeatStatus {
  seat: string;
  occupants: OccupantStatus[];
  noIdentityEpisode: boolean;
}

export function refocusStatus(home: HomePaths, seat: string): SeatStatus {
  let names: string[] = [];
  try {
    names = readdirSync(home.refocus)
      .filter((n) => isStateFileOf(n, seat))
      .sort();
  } catch {
    // no refocus folder yet
  }
  const occupants: OccupantStatus[] = [];
  for (const name of names) {
    const file = join(home.refocus, name);
    const state = readDocument(refocusStateKind, file, { onCorrupt: 'fresh', report: () => undefined });
    if (!state || state.seat !== seat) continue;
    const readHealth = (f: string) =>
      readDocument(refocusHealthKind, f, { onCorrupt: 'fresh', report: () => undefined });
    const health =
      readHealth(refocusFiles(home.refocus, seat, state.occupant).health) ??
      readHealth(legacyHealthFile(home.refocus, seat, state.occupant));
    occupants.push({ occupant: state.occupant, file, due: state.pendingOn !== undefined, state, health });
  }
  // Most recently active occupant first.
  const last = (o: OccupantStatus) =>
    Math.max(
      Date.parse(o.state.firedAt ?? '') || 0,
      Date.parse(o.state.pendingAt ?? '') || 0,
      Date.parse(o.state.baselineAt) || 0,
    );
  occupants.sort((a, b) => last(b) - last(a));
  const sentinel = readDocument(refocusSentinelKind, sentinelFile(home.refocus, seat), {
    onCorrupt: 'fresh',
    report: () => undefined,
  });
  return { seat, occupants, noIdentityEpisode: sentinel?.activeEpisode === true };
}
