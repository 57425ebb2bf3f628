// After `rig seat answer` refused, what the seat does wait for a person on (lib/views/attention.ts,
// the one place that says it), so the caller knows whether anything is to be answered at all:
// auto mode's notice is needs_input from the hook, not a permission menu. Pure.
import type { Attention } from '../views/attention.js';

export function answerAdvice(seatRef: string, waits: readonly Attention[]): string {
  const asks = waits.filter((a) => a.kind !== 'held');
  if (asks.length === 0) return `${seatRef} waits for a person on nothing that status knows of.`;
  const what = asks.map(
    (a) =>
      `${a.kind === 'permission' ? 'a permission request' : 'input'} (${a.what}; ${a.evidence === 'pane' ? 'a screen guess' : `from the ${a.evidence}`})`,
  );
  return `${seatRef} waits for ${what.join(', ')}: look at the pane, or rig seat status ${seatRef}.`;
}
