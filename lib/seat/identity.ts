// The seat identity a process reads from the variables OpenRig put in its pane (PANE_VARS), read in
// this one place so hooks, the CLI and the trace see the same fields the same way. Pure and light
// (every hook bundle carries it): each value trimmed, a blank one is unset. Only the node id is
// checked here, because which variable gives it depends on its form; each caller checks the rest
// as its use needs (a hook refuses an invalid session, the CLI reports it, the queue ignores it).
import type { Env } from '../home/paths.js';
import { PANE_VARS } from './pane-vars.js';
import { NODE_ID_PATTERN } from './ref.js';

export interface PaneIdentity {
  /** The seat's ref name@rig as the pane has it (not validated). */
  session?: string;
  /** OPENRIG_NODE_ID, else OPENRIG_NODE: the first in the n-<16 hex> form. */
  nodeId?: string;
  /** The seat's launch generation as the pane has it (not validated). */
  occupant?: string;
  /** The seat's runtime as the pane has it (claude-code, codex, terminal; not validated). */
  runtime?: string;
  /** The seat's project folder (what hook gating compares with the runtime's). */
  projectDir?: string;
}

const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

export function paneIdentity(env: Env): PaneIdentity {
  const nodeId = [value(env, PANE_VARS.nodeId), value(env, PANE_VARS.node)].find(
    (v) => v !== undefined && NODE_ID_PATTERN.test(v),
  );
  return {
    session: value(env, PANE_VARS.session),
    nodeId,
    occupant: value(env, PANE_VARS.occupant),
    runtime: value(env, PANE_VARS.runtime),
    projectDir: value(env, PANE_VARS.projectDir),
  };
}
