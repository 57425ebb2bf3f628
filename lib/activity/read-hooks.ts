// The readers' side of the per-occupant hook document (SeatHooksDoc): a lock-free, read-only look
// for readiness, status, ps and the send flow's `consumed` check. The hook writes the document by
// atomic replace, so a read is always of a whole document; anything that does not read cleanly is
// treated as "no hook record" (the reader never quarantines or rewrites what the hook owns).
import { crypto } from '../util/lazy-builtins.js';
import type { SeatHooksDoc } from './contract.js';
import { defineKind } from '../store/index.js';
import { peekDocument } from '../store/peek.js';
import type { Validator } from '../store/validator.js';
import { seatHooksPath, type HomePaths } from '../home/paths.js';
import { NODE_ID_PATTERN, OCCUPANT_PATTERN } from '../seat/ref.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeq = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === 'string';

/**
 * What the readers rely on, checked structurally.
 * MERGE: replace with validate_seat_hooks_v1 from lib/store/validators/seat-hooks.v1.generated.js
 * (the `seat-hooks` v1 schema is the hook helper's).
 */
const structuralSeatHooks: Validator = (doc: unknown): boolean => {
  if (!isObject(doc) || doc.schema !== 'seat-hooks' || doc.version !== 1) return false;
  if (!isText(doc.nodeId) || !isText(doc.occupant) || !isText(doc.seat)) return false;
  const a = doc.activity;
  if (!isObject(a) || !['running', 'needs_input', 'idle', 'unknown'].includes(a.state as string)) return false;
  if (!isText(a.reason) || !isText(a.event) || !isSeq(a.seq) || !isText(a.at)) return false;
  const last = doc.lastHook;
  if (!isObject(last) || !isText(last.event) || !isSeq(last.seq) || !isText(last.at)) return false;
  const first = doc.firstLaunch;
  if (!isObject(first) || !isText(first.at) || !isSeq(first.seq) || !isText(first.event)) return false;
  if (doc.session !== undefined && (!isObject(doc.session) || !isText(doc.session.id) || !isSeq(doc.session.seq)))
    return false;
  if (doc.prompts !== undefined) {
    if (!Array.isArray(doc.prompts)) return false;
    if (!doc.prompts.every((p) => isObject(p) && isText(p.hash) && isSeq(p.seq))) return false;
  }
  return true;
};

const seatHooksKind = defineKind<SeatHooksDoc>({ schema: 'seat-hooks', version: 1, validate: structuralSeatHooks });

/**
 * The hook document of one seat occupant, or undefined (none yet, unreadable, or not this
 * occupant's). Ids are checked before they become a path. Never locks, never writes.
 * MERGE: lib/activity/store.ts exports readSeatHooks with the same contract; keep one.
 */
export function readSeatHooks(home: HomePaths, nodeId: string, occupant: string): SeatHooksDoc | undefined {
  if (!NODE_ID_PATTERN.test(nodeId) || !OCCUPANT_PATTERN.test(occupant)) return undefined;
  const peek = peekDocument(seatHooksKind, seatHooksPath(home, nodeId, occupant));
  if (!peek.found || !peek.doc) return undefined;
  const doc = peek.doc;
  return doc.nodeId === nodeId && doc.occupant === occupant ? doc : undefined;
}

// ------------------------------------------------------------------------------- prompt matching

/**
 * The prompt text as both sides hash it: CRLF → LF, Claude's `<pasted_content id="x">…
 * </pasted_content id="x">` wrapper removed (as lib/refocus/trigger.ts unwrapPrompt does), trimmed.
 * MERGE: lib/activity/prompt-hash.ts (the hook helper's) owns this rule and the hash; use it here.
 */
export function normalisePrompt(text: string): string {
  const lf = text.replace(/\r\n/g, '\n').trim();
  const m = /^<pasted_content id="([^"]*)">([\s\S]*)<\/pasted_content id="([^"]*)">$/.exec(lf);
  return m && m[1] === m[3] ? (m[2] ?? '').trim() : lf;
}

/** MERGE: stand-in for the hook helper's promptHash(); only promptMatches and tests call it. */
export function promptHashOf(text: string): string {
  return crypto().createHash('sha256').update(normalisePrompt(text), 'utf8').digest('hex').slice(0, 32);
}

/** Does this prompt record carry the delivered text? The one place the hash comparison lives. */
export function promptMatches(record: { hash: string }, deliveredText: string): boolean {
  return record.hash === promptHashOf(deliveredText);
}

/** A prompt record of this text at or after `sinceSeq` (µs since the epoch), newest first. */
export function consumedRecord(
  doc: SeatHooksDoc | undefined,
  deliveredText: string,
  sinceSeq: number,
): { hash: string; seq: number; at: string } | undefined {
  const prompts = doc?.prompts ?? [];
  for (let i = prompts.length - 1; i >= 0; i--) {
    const p = prompts[i]!;
    if (p.seq >= sinceSeq && promptMatches(p, deliveredText)) return p;
  }
  return undefined;
}
