// The readers' side of the hook document (readSeatHooks in lib/activity/store.ts): a lock-free read that only
// accepts a whole, well-formed document of this very occupant; the prompt normalisation and the
// `consumed` match (hash and seq after the paste); the send flow's look-until rule.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { tempHome } from '../helpers/home.js';
import { hookDoc, writeHookDoc, writeRaw } from '../helpers/hook-doc.js';
import { readSeatHooks } from '../../lib/activity/store.js';
import { normalizePrompt, promptHash } from '../../lib/activity/prompt-hash.js';
import { consumedLookUntil, consumedRecord } from '../../lib/delivery/send/consumed.js';
import { seatHooksPath } from '../../lib/home/paths.js';

const seat = { nodeId: 'n-0123456789abcdef', occupant: 'o-00000000000000aa', name: 'w', rig: 'r' };

test('readSeatHooks: missing, whole, another occupant, invalid ids, malformed (never moved aside)', () => {
  const { home } = tempHome();
  assert.is(readSeatHooks(home, seat.nodeId, seat.occupant), undefined, 'no document yet');
  const doc = hookDoc(seat, { state: 'running', event: 'PreToolUse' });
  writeHookDoc(home, doc);
  assert.equal(readSeatHooks(home, seat.nodeId, seat.occupant), doc);
  assert.is(readSeatHooks(home, seat.nodeId, 'o-00000000000000bb'), undefined, 'another occupant has none');
  assert.is(readSeatHooks(home, 'n-../../etc', seat.occupant), undefined, 'an invalid node id never becomes a path');
  assert.is(readSeatHooks(home, seat.nodeId, '../x'), undefined, 'an invalid occupant never becomes a path');
  // a document filed under this occupant but naming another one is not this occupant's
  const other = hookDoc({ ...seat, occupant: 'o-00000000000000cc' });
  writeRaw(seatHooksPath(home, seat.nodeId, seat.occupant), JSON.stringify(other));
  assert.is(readSeatHooks(home, seat.nodeId, seat.occupant), undefined);
  const file = seatHooksPath(home, seat.nodeId, seat.occupant);
  const bad: unknown[] = [
    '{"schema":"seat-hooks"',
    { ...doc, version: 2 },
    { ...doc, activity: { ...doc.activity, state: 'asleep' } },
    { ...doc, activity: { ...doc.activity, seq: -1 } },
    { ...doc, lastHook: undefined },
    { ...doc, prompts: [{ hash: 1, seq: 2 }] },
    { ...doc, session: { id: 5 } },
  ];
  for (const b of bad) {
    writeRaw(file, typeof b === 'string' ? b : JSON.stringify(b));
    assert.is(readSeatHooks(home, seat.nodeId, seat.occupant), undefined, JSON.stringify(b).slice(0, 80));
  }
  assert.ok(existsSync(file), 'the reader never quarantines or removes what the hook owns');
  assert.equal(
    readdirSync(dirname(file)).filter((n) => n.includes('corrupt')),
    [],
  );
});

test('normalizePrompt: CRLF, Claude paste wrapper (matching ids only), trimming', () => {
  const rows: [string, string][] = [
    ['hello', 'hello'],
    ['  hello \n', 'hello'],
    ['a\r\nb\r\n', 'a\nb'],
    ['<pasted_content id="p1">From: x\nTo: y\n---\nbody</pasted_content id="p1">', 'From: x\nTo: y\n---\nbody'],
    ['<pasted_content id="p1">\r\n body \r\n</pasted_content id="p1">', 'body'],
    ['<pasted_content id="p1">body</pasted_content id="p2">', '<pasted_content id="p1">body</pasted_content id="p2">'],
    [
      'say <pasted_content id="p1">body</pasted_content id="p1">',
      'say <pasted_content id="p1">body</pasted_content id="p1">',
    ],
  ];
  for (const [raw, want] of rows) assert.is(normalizePrompt(raw), want, JSON.stringify(raw));
});

test('the delivered text matches the runtime’s record of it (paste wrapper, CRLF), not another text', () => {
  const text = 'From: lead@t\nTo: w@t\n---\nplease review';
  assert.is(promptHash(`<pasted_content id="7">${text}</pasted_content id="7">`), promptHash(text));
  assert.is(promptHash(text.replace(/\n/g, '\r\n')), promptHash(text));
  assert.is.not(promptHash(`${text}!`), promptHash(text));
});

test('consumedRecord: this text, at or after the paste; an older identical prompt does not count', () => {
  const text = 'From: lead@t\nTo: w@t\n---\nagain';
  const paste = 1_800_000_000_000_000;
  const doc = (prompts: { text: string; seq: number }[]) => hookDoc(seat, { prompts });
  assert.is(consumedRecord(undefined, text, paste), undefined);
  assert.is(consumedRecord(hookDoc(seat), text, paste), undefined, 'no prompts');
  assert.is(consumedRecord(doc([{ text, seq: paste - 1 }]), text, paste), undefined, 'before the paste');
  assert.is(consumedRecord(doc([{ text: 'other', seq: paste + 5 }]), text, paste), undefined, 'another text');
  assert.is(consumedRecord(doc([{ text, seq: paste }]), text, paste)?.seq, paste, 'at the paste');
  assert.is(
    consumedRecord(
      doc([
        { text, seq: paste - 9 },
        { text: 'x', seq: paste + 1 },
        { text, seq: paste + 2 },
      ]),
      text,
      paste,
    )?.seq,
    paste + 2,
  );
});

test('consumedLookUntil: grace only for an idle seat with live hooks, never past the cap', () => {
  const rows: [Parameters<typeof consumedLookUntil>[0], number][] = [
    [{ enterAt: 1000, capMs: 10_000, waitMs: 2000, wasIdle: true, hooksLive: true }, 3000],
    [{ enterAt: 1000, capMs: 10_000, waitMs: 2000, wasIdle: false, hooksLive: true }, 1000],
    [{ enterAt: 1000, capMs: 10_000, waitMs: 2000, wasIdle: true, hooksLive: false }, 1000],
    [{ enterAt: 1000, capMs: 500, waitMs: 2000, wasIdle: true, hooksLive: true }, 1500],
    [{ enterAt: 1000, capMs: 500, waitMs: -5, wasIdle: true, hooksLive: true }, 1000],
  ];
  for (const [input, want] of rows) assert.is(consumedLookUntil(input), want, JSON.stringify(input));
});

test.run();
