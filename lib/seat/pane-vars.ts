// The variables OpenRig sets in a seat's pane, named once: composePaneEnv sets them, paneIdentity
// (./identity.ts) reads them back, and a spec's env may not set them (RESERVED_ENV_KEYS), so adding
// one here reserves it too. The home and the tmux socket are read below the seat's floor, so their
// names live with their readers and are only gathered here.
import { HOME_VAR } from '../home/paths.js';
import { TMUX_SOCKET_VAR } from '../tmux/client.js';

export const PANE_VARS = {
  home: HOME_VAR,
  session: 'OPENRIG_SESSION_NAME',
  node: 'OPENRIG_NODE',
  /** The activity relay reads the identity under this name. */
  nodeId: 'OPENRIG_NODE_ID',
  runtime: 'OPENRIG_RUNTIME',
  occupant: 'OPENRIG_OCCUPANT_GENERATION',
  projectDir: 'OPENRIG_SEAT_PROJECT_DIR',
  tmuxSocket: TMUX_SOCKET_VAR,
  /** A handover successor's handoff note (placed under the home). */
  handoffNote: 'OPENRIG_HANDOFF_NOTE',
} as const;

/** Keys a spec's env may not set: OpenRig's own, and tmux's (they belong to the pane). */
export const RESERVED_ENV_KEYS: readonly string[] = [...Object.values(PANE_VARS), 'TMUX', 'TMUX_PANE'];
