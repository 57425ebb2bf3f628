// The environment a seat's pane starts with, composed as a pure function so every rule has a table
// test. `set` goes to tmux as `-e KEY=VALUE`; `unset` names variables the pane must not inherit
// from the tmux server (which keeps the environment of whoever started it, possibly another seat).
import { isAbsolute, resolve } from 'node:path';
import type { Env } from '../home/paths.js';
import type { Runtime } from '../seat/registry.js';
import { selectsCorePlugin } from '../seat/defaults.js';
import { PANE_VARS } from '../seat/pane-vars.js';
import { formatSeatRef } from '../seat/ref.js';

const PLUGIN_DIRS_VAR = 'CLAUDE_CODE_PLUGIN_DIRS';

export interface PaneEnvInput {
  seat: string;
  rig: string;
  runtime: Runtime;
  plugins: readonly string[];
  nodeId: string;
  occupant: string;
  /** Absolute $OPENRIG_HOME. */
  homeRoot: string;
  /** $OPENRIG_HOME/plugins/openrig-core. */
  vendoredPluginDir: string;
  /** Real path of the seat's cwd. */
  projectDir: string;
  /** The spec's `env` for this seat. */
  specEnv: Readonly<Record<string, string>>;
  /** The environment `rig up` runs in. */
  launchingEnv: Env;
  /** Socket path of the seat's tmux server, or null for the default server. */
  tmuxSocket: string | null;
  /** Variables this launch's contributions add (launch-plan.ts launchEnv), e.g. a handoff note. */
  launchEnv?: Readonly<Record<string, string>>;
}

export interface PaneEnv {
  /** Variables to set, in a stable order: the spec's own first, then OpenRig's. */
  set: Record<string, string>;
  /** Variables to remove from what the pane would otherwise inherit. */
  unset: string[];
}

const samePath = (a: string, b: string) => (isAbsolute(a) && isAbsolute(b) ? resolve(a) === resolve(b) : a === b);

/**
 * The seat's declared plugin list with OpenRig's vendored folder taken out (it is re-added last,
 * only where it belongs), empty entries dropped.
 */
export function declaredPluginDirs(declared: string | undefined, vendoredPluginDir: string): string[] {
  if (!declared) return [];
  return declared.split(':').filter((d) => d.trim() !== '' && !samePath(d, vendoredPluginDir));
}

export function composePaneEnv(input: PaneEnvInput): PaneEnv {
  const set: Record<string, string> = { ...input.specEnv };
  const unset: string[] = [];
  const withCore = selectsCorePlugin(input.plugins);

  set[PANE_VARS.home] = input.homeRoot;
  set[PANE_VARS.session] = formatSeatRef(input.seat, input.rig);
  set[PANE_VARS.node] = input.nodeId;
  set[PANE_VARS.nodeId] = input.nodeId;
  set[PANE_VARS.runtime] = input.runtime;
  set[PANE_VARS.occupant] = input.occupant;
  // A `rig` run inside the seat talks to the same tmux server the seat lives on.
  if (input.tmuxSocket) set[PANE_VARS.tmuxSocket] = input.tmuxSocket;
  else unset.push(PANE_VARS.tmuxSocket);

  // A handoff note belongs to the launch that placed it, never to one inherited from the server.
  const handoff = input.launchEnv?.[PANE_VARS.handoffNote];
  if (handoff !== undefined) set[PANE_VARS.handoffNote] = handoff;
  else unset.push(PANE_VARS.handoffNote);

  if (withCore) set[PANE_VARS.projectDir] = input.projectDir;
  else unset.push(PANE_VARS.projectDir);

  // The seat's own list: its spec's env, else what the launching environment declares.
  const declaredText = Object.hasOwn(input.specEnv, PLUGIN_DIRS_VAR)
    ? input.specEnv[PLUGIN_DIRS_VAR]
    : input.launchingEnv[PLUGIN_DIRS_VAR];
  const dirs = declaredPluginDirs(declaredText, input.vendoredPluginDir);
  if (withCore && input.runtime === 'claude-code') dirs.push(input.vendoredPluginDir);
  if (dirs.length) set[PLUGIN_DIRS_VAR] = dirs.join(':');
  else {
    delete set[PLUGIN_DIRS_VAR];
    unset.push(PLUGIN_DIRS_VAR);
  }
  return { set, unset };
}
