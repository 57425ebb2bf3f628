// Runs an async step over many items with a bounded number in flight, checking the signal before
// each: a long list (120,000 mission folders) keeps the event loop turning and stops at a cut.
import type { LookupSignal } from './lookup-signal.js';

export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  step: (item: T, i: number) => Promise<R>,
  signal?: LookupSignal,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (;;) {
      signal?.throwIfAborted();
      const i = next++;
      if (i >= items.length) return;
      out[i] = await step(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}
