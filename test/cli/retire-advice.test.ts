// The retire command held-messages advises, and what a retirement records for its attribution.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loginName, retireCommand, usableOperator } from '../../lib/cli/retire-advice.js';
import { retiredByText } from '../../lib/delivery/outbox/retire-attributed.js';

test('retireCommand, table', () => {
  const cases: [string, string, boolean, string | undefined, string][] = [
    [
      'w@t',
      'ob-20260101000000-0a1b2c3d',
      false,
      'pat',
      "rig seat retire-held-message w@t ob-20260101000000-0a1b2c3d --reason 'read outside the pane' --operator pat",
    ],
    // From a seat's shell the seat identity names the actor: no --operator.
    ['w@t', 'x1', true, 'pat', "rig seat retire-held-message w@t x1 --reason 'read outside the pane'"],
    // A name the shell would split or expand is quoted, so the line runs as printed.
    [
      'w@t',
      'wake-intent-q1:w@t',
      false,
      "o'brien $HOME",
      `rig seat retire-held-message w@t wake-intent-q1:w@t --reason 'read outside the pane' --operator 'o'\\''brien $HOME'`,
    ],
    // No usable login name: the one placeholder to replace.
    [
      'w@t',
      'x1',
      false,
      undefined,
      "rig seat retire-held-message w@t x1 --reason 'read outside the pane' --operator YOUR-ADDRESS",
    ],
  ];
  for (const [ref, id, fromSeat, op, want] of cases) assert.is(retireCommand(ref, id, fromSeat, op), want);
});

test('usableOperator: what --operator accepts, or undefined', () => {
  const cases: [string | undefined, string | undefined][] = [
    ['pat', 'pat'],
    ['alice@example.com', 'alice@example.com'],
    [undefined, undefined],
    ['', undefined],
    [' pat', undefined],
    ['a\u0007b', undefined],
    ['x'.repeat(200), 'x'.repeat(200)],
    ['x'.repeat(201), undefined],
  ];
  for (const [name, want] of cases) assert.is(usableOperator(name), want, JSON.stringify(name));
});

test('loginName: $USER, then $LOGNAME, skipping unusable values', () => {
  assert.is(loginName({ USER: 'pat', LOGNAME: 'lee' }), 'pat');
  assert.is(loginName({ USER: '', LOGNAME: 'lee' }), 'lee');
  assert.is(loginName({ USER: 'bad\u0001', LOGNAME: 'lee' }), 'lee');
});

test('retiredByText, table: the seat as named, the operator labelled, else nothing', () => {
  const cases: [Parameters<typeof retiredByText>[0], string | undefined][] = [
    [{ seat: 'lead@t', nodeId: 'n-0123456789abcdef', operator: null }, 'lead@t'],
    [{ seat: 'lead@t', nodeId: null, operator: null }, 'lead@t'],
    [{ seat: null, nodeId: null, operator: 'pat' }, 'operator pat (as given; not authenticated)'],
    [{ seat: null, nodeId: null, operator: null }, undefined],
  ];
  for (const [actor, want] of cases) assert.is(retiredByText(actor), want, JSON.stringify(actor));
});

test.run();
