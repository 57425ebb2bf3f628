// Other hosts' seats in a view: a live host's seat with ages computed now; a stale or unheard host's
// seat as stale with the heartbeat's age and no last state; this host's own and forged entries out.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { remoteRows, remoteTable, type FederationSnapshot } from '../../lib/federation/remote-view.js';
import type { SeatStateDoc } from '../../lib/federation/state-doc.js';
import { STALE_AFTER_MS } from '../../lib/federation/staleness.js';

const NOW = Date.parse('2026-12-05T12:00:00.000Z');

function doc(host: string, nodeId: string, seat: string): SeatStateDoc {
  return {
    v: 1,
    host,
    seat,
    nodeId,
    runtime: 'codex',
    status: 'running',
    pane: 'ready',
    activity: {
      state: 'busy',
      reason: 'working',
      source: 'hook',
      event: 'UserPromptSubmit',
      since: '2026-12-05T11:59:50.000Z',
    },
    context: { state: 'known', usedPercent: 30, source: 'rollout', sampledAt: '2026-12-05T11:59:40.000Z' },
    guard: { mode: 'hold', pending: false },
    held: 1,
    permissionStop: null,
    publishedAt: '2026-12-05T11:59:59.000Z',
  };
}

const A1 = 'n-000000000000000a';
const B1 = 'n-000000000000000b';
const C1 = 'n-000000000000000c';

const snap: FederationSnapshot = {
  seats: [
    { host: 'hostA', nodeId: A1, doc: doc('hostA', A1, 'w1@t') },
    { host: 'hostB', nodeId: B1, doc: doc('hostB', B1, 'w2@t') },
    { host: 'hostC', nodeId: C1, doc: doc('hostC', C1, 'w3@t') },
    // Filed under hostB but written as hostA's seat: dropped.
    { host: 'hostB', nodeId: A1, doc: doc('hostA', A1, 'forged@t') },
  ],
  beats: { hostA: NOW - 1000, hostB: NOW - STALE_AFTER_MS - 5000 },
};

test('remoteRows: live with ages, stale with the silence only, unknown without a beat, self and forged out', () => {
  const rows = remoteRows(snap, 'self', NOW);
  assert.equal(
    rows.map((r) => [r.host, r.seat, r.hostState, r.hostAgeMs]),
    [
      ['hostA', 'w1@t', 'live', 1000],
      ['hostB', 'w2@t', 'stale', STALE_AFTER_MS + 5000],
      ['hostC', 'w3@t', 'unknown', null],
    ],
  );
  const live = rows[0]!;
  assert.ok(live.hostState === 'live');
  if (live.hostState === 'live') {
    assert.is(live.activity.ageMs, 10_000);
    assert.is(live.context?.ageMs, 20_000);
    assert.equal(live.guard, { mode: 'hold', pending: false });
  }
  // A stale host's seat carries no activity, guard or context: never its last state.
  assert.equal(Object.keys(rows[1]!).sort(), ['host', 'hostAgeMs', 'hostState', 'nodeId', 'runtime', 'seat']);
  assert.equal(
    remoteRows(snap, 'hostA', NOW).map((r) => r.host),
    ['hostB', 'hostC'],
  );
});

test('remoteTable: HOST first; a stale host says how long it has been silent', () => {
  const lines = remoteTable(remoteRows(snap, 'self', NOW));
  assert.match(lines[0]!, /^HOST\s+SEAT\s+RUNTIME\s+ACTIVITY\s+GUARD\s+HELD$/);
  assert.match(lines[1]!, /^hostA\s+w1@t\s+codex\s+busy·hook 10s ctx 30%\s+hold\s+1$/);
  assert.match(lines[2]!, /^hostB\s+w2@t\s+codex\s+stale \(host silent 11s\)/);
  assert.not.match(lines[2]!, /busy|hold/);
  assert.match(lines[3]!, /stale \(no heartbeat seen\)/);
});

test.run();
