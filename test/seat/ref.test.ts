// The seat ref's one spelling: formatSeatRef writes what parseSeatRef reads back, and a tmux
// session is named by it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatSeatRef, parseSeatRef, sessionNameFor } from '../../lib/seat/ref.js';

const cases: [seat: string, rig: string, text: string][] = [
  ['dev', 'main', 'dev@main'],
  ['a.b_c-1', 'R2', 'a.b_c-1@R2'],
  ['x', 'y', 'x@y'],
];

for (const [seat, rig, text] of cases) {
  test(`formatSeatRef(${seat}, ${rig}) is ${text} and parses back`, () => {
    assert.is(formatSeatRef(seat, rig), text);
    assert.is(sessionNameFor(seat, rig), text);
    assert.equal(parseSeatRef(formatSeatRef(seat, rig)), { kind: 'name', seat, rig, text });
  });
}

test.run();
