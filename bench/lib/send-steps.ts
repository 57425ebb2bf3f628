// One measured send, as timestamps on one clock (performance.now() in the bench process), and the
// steps the send benchmarks print from it. Pure.

export interface SendSample {
  /** Just before the sender was spawned (`rig send`, or the first `tmux send-keys`). */
  start: number;
  /** The text reached the pane (tmux ran the paste, or the send-keys with the text). */
  text?: number;
  /** tmux ran the send-keys with Enter. */
  enter?: number;
  /** The fake model server received the first request carrying the text. */
  model?: number;
  /** `rig send` exited (undefined for the baseline). */
  returned?: number;
}

export const STEPS = [
  ['start → text in the pane', 'start', 'text'],
  ['text → Enter', 'text', 'enter'],
  ["start → Enter (the sender's own part)", 'start', 'enter'],
  ['Enter → model request (the client and its hooks)', 'enter', 'model'],
  ['start → model request', 'start', 'model'],
  ['start → rig send returns', 'start', 'returned'],
] as const satisfies readonly (readonly [string, keyof SendSample, keyof SendSample])[];

export type StepName = (typeof STEPS)[number][0];

/** Each step's duration in ms; a step with a missing end (or an end before its start) is absent. */
export function stepDurations(s: SendSample): Partial<Record<StepName, number>> {
  const out: Partial<Record<StepName, number>> = {};
  for (const [name, from, to] of STEPS) {
    const a = s[from];
    const b = s[to];
    if (a !== undefined && b !== undefined && b >= a) out[name] = b - a;
  }
  return out;
}
