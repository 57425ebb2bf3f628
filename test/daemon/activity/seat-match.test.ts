// Which seat a relayed observation may write for (lib/daemon/activity/route.ts seatProblem, pure):
// the node's seat, by its name@rig, at its current occupant; anything else is 404 session_not_found.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { seatProblem } from '../../../lib/daemon/activity/route.js';

const seat = { name: 'dev', rig: 'r', occupant: 'o-00000000000000a1' };
const obs = { nodeId: 'n-0123456789abcdef', seat: 'dev@r', occupant: 'o-00000000000000a1' };

test('seatProblem: the current occupant of the named seat, nothing else', () => {
  const rows: [typeof seat | undefined, typeof obs, RegExp | undefined][] = [
    [seat, obs, undefined],
    [undefined, obs, /no seat has node id n-0123456789abcdef/],
    [seat, { ...obs, seat: 'other@r' }, /is dev@r, not other@r/],
    [seat, { ...obs, seat: 'dev@other' }, /is dev@r, not dev@other/],
    [seat, { ...obs, occupant: 'o-00000000000000b2' }, /not dev@r's current occupant/],
  ];
  for (const [s, o, want] of rows) {
    const got = seatProblem(s, o);
    if (want === undefined) assert.is(got, undefined, JSON.stringify(o));
    else assert.match(got ?? '', want, JSON.stringify(o));
  }
});

test.run();
