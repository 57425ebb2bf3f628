// After Enter: did the runtime itself take the text? Its UserPromptSubmit hook records the prompt's
// hash in the seat's hook document; a record of this text with a seq after the paste is native
// consumption (the `consumed` field), and it counts as submit evidence. Looked for while the screen
// is watched; once the screen has decided, a seat that read idle and whose hooks are live gets a
// grace (consumedWaitMs) for the hook to land; otherwise one look. The grace is waited for
// under the seat's lease only when consumption could still change the outcome; otherwise the caller
// has its answer at once and the record's `consumed` follows (consumptionDecidesOutcome).
import type { SeatHooksDoc } from '../../activity/contract.js';
import { promptHash } from '../../activity/prompt-hash.js';
import type { HookLookup } from '../readiness.js';
import { sleep } from '../../util/sleep.js';

/** Pure: a prompt record of this text (promptHash) at or after `sinceSeq` (µs since the epoch), newest first. */
export function consumedRecord(
  doc: SeatHooksDoc | undefined,
  deliveredText: string,
  sinceSeq: number,
): { hash: string; seq: number; at: string } | undefined {
  const prompts = doc?.prompts ?? [];
  const hash = promptHash(deliveredText);
  for (let i = prompts.length - 1; i >= 0; i--) {
    const p = prompts[i]!;
    if (p.seq >= sinceSeq && p.hash === hash) return p;
  }
  return undefined;
}

export class ConsumptionWatch {
  /** A hook document of this occupant was seen: its hooks run. */
  live = false;
  found = false;
  constructor(
    private readonly lookup: HookLookup,
    private readonly text: string,
    /** The paste, in µs since the epoch (the unit of seq). */
    private readonly sinceSeq: number,
  ) {}

  /** One read of the hook document; true once a prompt record of this text was seen. */
  look(): boolean {
    if (this.found) return true;
    const doc = this.lookup();
    if (doc) this.live = true;
    this.found = consumedRecord(doc, this.text, this.sinceSeq) !== undefined;
    return this.found;
  }
}

/**
 * Pure: until when to keep looking once the screen has decided. No grace where hooks were never
 * seen or the seat was not idle before the send (a busy runtime takes the prompt later, if at
 * all); never past the submit-confirmation cap.
 */
export function consumedLookUntil(o: {
  enterAt: number;
  capMs: number;
  waitMs: number;
  wasIdle: boolean;
  /** A hook document of this occupant was seen, or the seat selected OpenRig's plugin. */
  hooksLive: boolean;
}): number {
  if (!o.hooksLive || !o.wasIdle) return o.enterAt;
  return o.enterAt + Math.max(0, Math.min(o.waitMs, o.capMs));
}

/** After the answer nobody waits on the exact moment the record lands; a look costs a file read. */
export const FOLLOW_UP_POLL_MS = 100;

/** Looks until found, `until`, or `stop` (at least once, and once more when stopped). */
export async function settleConsumption(
  watch: ConsumptionWatch,
  until: () => number,
  pollMs: number,
  stop?: AbortSignal,
): Promise<boolean> {
  for (;;) {
    if (watch.look()) return true;
    if (Date.now() >= until() || stop?.aborted) return false;
    await sleep(Math.max(pollMs, 25), stop);
  }
}

/**
 * Pure: whether the runtime's record could still change the send's outcome once the screen has
 * decided. The screen saw the text stay (false): a record turns unconfirmed into delivered. The
 * screen could not be read (undefined) and --verify was asked: a record is the only confirmation.
 * Otherwise the outcome is delivered whatever the record says, so the caller is answered and the
 * lease released at once; the record's `consumed` is saved when the grace ends.
 */
export function consumptionDecidesOutcome(screen: boolean | undefined, verifyAsked: boolean): boolean {
  return screen === false || (screen === undefined && verifyAsked);
}
