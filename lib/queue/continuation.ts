// The plan a parked (blocked) row resumes with: the `continuation: …` marker in a block note.
// Only the current park counts: later notes without a marker are read past, but a marker from an
// earlier park (before the row was last started again) is never resurfaced.
import type { Transition } from './row.js';

/** Exact case on purpose: "Continuation:" in prose is not the marker. */
export const CONTINUATION_MARKER = 'continuation:';

/** The text after the marker in one note, or null when the note carries none. */
export function continuationInNote(note: string | undefined): string | null {
  if (!note) return null;
  const at = note.indexOf(CONTINUATION_MARKER);
  if (at < 0) return null;
  const text = note
    .slice(at + CONTINUATION_MARKER.length)
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}

/**
 * Walks back from the newest transition while the row stays blocked; the newest note with a
 * marker wins. The walk stops at the transition that entered the current park.
 */
export function currentParkContinuation(transitions: readonly Transition[]): string | null {
  for (let i = transitions.length - 1; i >= 0; i--) {
    const t = transitions[i]!;
    if (t.to !== 'blocked') return null;
    const found = continuationInNote(t.note);
    if (found !== null) return found;
    if (t.from !== 'blocked') return null;
  }
  return null;
}

/** The note a block records: the caller's note, then the continuation marker last (it runs to the end). */
export function blockNote(note: string | undefined, continuation: string | undefined): string | undefined {
  const parts = [
    note?.trim(),
    continuation?.trim() ? `${CONTINUATION_MARKER} ${continuation.trim()}` : undefined,
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : undefined;
}
