// What the notifier fires on: one need a seat has of a person, as the tick gathered it. Types and
// the kinds only (the contract shared by the gathering in needs.ts, the episode rule in
// episodes.ts and the event in event.ts).

/**
 * permission / needs_input: the seat waits at a permission stop or for input (one episode: the
 * seat waits); held: a message from a person is kept by the typing guard; indeterminate: a
 * delivery ended without knowing whether it arrived; idle_with_rows: pending queue rows while the
 * seat stays idle; compaction_failed: a managed compaction's run failed.
 */
export const NEED_KINDS = [
  'permission',
  'needs_input',
  'held',
  'indeterminate',
  'idle_with_rows',
  'compaction_failed',
] as const;
export type NeedKind = (typeof NEED_KINDS)[number];

export interface Need {
  /** The episode this need belongs to: the same key on later ticks continues it. */
  key: string;
  /** name@rig. */
  seat: string;
  kind: NeedKind;
  /** What it waits on, for a person: a tool descriptor, a reason word, a count. Never raw tool input. */
  what: string;
  /** Since when (ms since the epoch), as the evidence dates it. */
  since: number;
  /** Backed by recorded evidence now (a fresh hook record, the outbox, the queue, a compaction record), not the screen alone. */
  recorded: boolean;
}
