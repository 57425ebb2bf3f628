// The variables OpenRig sets in a seat's pane, named once: composePaneEnv sets them and a spec's
// env may not (RESERVED_ENV_KEYS), so adding one here reserves it too.
export const PANE_VARS = {
  home: 'OPENRIG_HOME',
  session: 'OPENRIG_SESSION_NAME',
  node: 'OPENRIG_NODE',
  /** The activity relay reads the identity under this name. */
  nodeId: 'OPENRIG_NODE_ID',
  runtime: 'OPENRIG_RUNTIME',
  occupant: 'OPENRIG_OCCUPANT_GENERATION',
  projectDir: 'OPENRIG_SEAT_PROJECT_DIR',
  tmuxSocket: 'OPENRIG_TMUX_SOCKET',
  /** A handover successor's handoff note (placed under the home). */
  handoffNote: 'OPENRIG_HANDOFF_NOTE',
} as const;

/** Keys a spec's env may not set: OpenRig's own, and tmux's (they belong to the pane). */
export const RESERVED_ENV_KEYS: readonly string[] = [...Object.values(PANE_VARS), 'TMUX', 'TMUX_PANE'];
