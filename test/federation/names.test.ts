// Federation's names: a key per seat under its host's prefix, a heartbeat key per host, and a key
// that is not ours (or names a host badly) is never taken for one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { heartbeatKey, kvSubject, parseKey, seatKey, sendSubject } from '../../lib/federation/names.js';

const NODE = 'n-0123456789abcdef';

test('seat and heartbeat keys carry only the host and the node id', () => {
  assert.is(seatKey('hostA', NODE), `seat.hostA.${NODE}`);
  assert.is(heartbeatKey('hostA'), 'host.hostA');
  assert.is(kvSubject(seatKey('hostA', NODE)), `$KV.openrig_seats.seat.hostA.${NODE}`);
  assert.is(sendSubject('hostA'), 'openrig.send.hostA.*');
});

test('names refuse a host or node id that would change the subject', () => {
  for (const bad of ['a.b', '*', '>', '', 'a b']) {
    assert.throws(() => seatKey(bad, NODE), /host name/, bad);
    assert.throws(() => heartbeatKey(bad), /host name/, bad);
  }
  assert.throws(() => seatKey('a', 'w1@t'), /node id/);
});

test('parseKey: ours or nothing', () => {
  const rows: [string, ReturnType<typeof parseKey>][] = [
    [`seat.hostA.${NODE}`, { kind: 'seat', host: 'hostA', nodeId: NODE }],
    ['host.hostA', { kind: 'host', host: 'hostA' }],
    [`seat.hostA.${NODE}.x`, undefined],
    ['seat.hostA.w1', undefined],
    ['host.a.b', undefined],
    ['other', undefined],
    [`seat..${NODE}`, undefined],
  ];
  for (const [key, want] of rows) assert.equal(parseKey(key), want, key);
});

test.run();
