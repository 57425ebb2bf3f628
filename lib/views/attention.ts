// What a seat waits for a person on, from its status read model (lib/views/seat-status.ts): the one
// place `rig watch` (ordering, the "waits for" column) and the notifier (episodes) take it from.
// Pure. Evidence is named, so a caller can refuse a screen guess alone: the notifier fires only on
// recorded evidence (hook, hook+pane, outbox), the view shows every kind with its source.
import type { SeatDeliveryStatus } from './seat-status.js';

/** permission: a PermissionRequest still open; needs_input: the runtime (or screen) says it waits;
 *  held: messages the typing guard keeps for a person to release or retire. */
export type AttentionKind = 'permission' | 'needs_input' | 'held';

export interface Attention {
  kind: AttentionKind;
  /** Whose word: the hook's record (screen agreeing or unread), the hook vetoed into it by the
   *  screen, the screen alone, or the outbox's own records (held messages). */
  evidence: 'hook' | 'hook+pane' | 'pane' | 'outbox';
  /** What it waits on, for a person: the tool descriptor, the reason word, the held count. Never raw tool input. */
  what: string;
  /** How long it has been so (ms), where the evidence carries an age; null when unknown. */
  ageMs: number | null;
}

/** Recorded evidence: what a notification may fire on (never a screen guess alone). */
export function isRecordedEvidence(a: Attention): boolean {
  return a.evidence !== 'pane';
}

function evidenceOf(source: string): Attention['evidence'] {
  return source === 'hook' || source === 'hook+pane' ? source : 'pane';
}

/**
 * Everything the seat waits for a person on, most pressing first: an open permission stop (while
 * the activity says it waits), else a plain needs_input; then held messages. Empty when nothing.
 */
export function attentionOf(s: SeatDeliveryStatus): Attention[] {
  const out: Attention[] = [];
  const waiting = s.activity.state === 'needs_input';
  const stop = s.permission_stop;
  if (waiting) {
    const evidence = evidenceOf(s.activity.source);
    if (stop.state === 'observed' && stop.pending === 'request_observed') {
      out.push({ kind: 'permission', evidence, what: stop.tool.name, ageMs: stop.age_ms });
    } else {
      out.push({ kind: 'needs_input', evidence, what: s.activity.reason, ageMs: s.activity.ageMs ?? null });
    }
  }
  const held = s.typingGuard.heldCount;
  if (held > 0) out.push({ kind: 'held', evidence: 'outbox', what: `${held} held`, ageMs: null });
  return out;
}

/** Sort band for views: a person is needed (0), busy (1), idle (2), anything else (3). */
export function attentionBand(s: SeatDeliveryStatus): number {
  if (attentionOf(s).length > 0) return 0;
  if (s.activity.state === 'busy') return 1;
  if (s.activity.state === 'idle') return 2;
  return 3;
}
