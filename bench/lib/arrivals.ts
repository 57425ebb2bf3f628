// Did every message arrive exactly once? Pure: the messages sent to one seat (each a unique tag)
// against the prompts its UserPromptSubmit hook recorded (a prompt carries the tag inside the
// envelope). A tag must not be a prefix of another's (the benches bracket them: `[m-3-07]`).

export interface Arrivals {
  /** Sent, never recorded. */
  missing: string[];
  /** Recorded more than once, with the count. */
  duplicated: { tag: string; times: number }[];
  /** Recorded prompts that carry no sent tag (someone else's input, or a cut prompt). */
  unexpected: number;
}

export function arrivals(sent: readonly string[], prompts: readonly string[]): Arrivals {
  const times = new Map(sent.map((t) => [t, 0]));
  let unexpected = 0;
  for (const p of prompts) {
    const tags = sent.filter((t) => p.includes(t));
    if (!tags.length) unexpected++;
    for (const t of tags) times.set(t, (times.get(t) ?? 0) + 1);
  }
  return {
    missing: sent.filter((t) => times.get(t) === 0),
    duplicated: sent.flatMap((t) => ((times.get(t) ?? 0) > 1 ? [{ tag: t, times: times.get(t)! }] : [])),
    unexpected,
  };
}

/** Exactly once each, nothing else. */
export const allArrivedOnce = (a: Arrivals) => !a.missing.length && !a.duplicated.length && !a.unexpected;
