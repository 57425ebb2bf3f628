// rig seat status for a remote seat: which row a ref names (ambiguous across hosts), and its lines.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { matchRemoteSeat, remoteStatusLines } from '../../lib/federation/remote-status.js';
import type { RemoteSeatRow } from '../../lib/federation/remote-view.js';

const stale: RemoteSeatRow = {
  host: 'hostB',
  hostState: 'stale',
  hostAgeMs: 42_000,
  seat: 'w1@t',
  nodeId: 'n-000000000000000b',
  runtime: 'codex',
};
const live: RemoteSeatRow = {
  host: 'hostA',
  hostState: 'live',
  hostAgeMs: 1000,
  seat: 'w1@t',
  nodeId: 'n-000000000000000a',
  runtime: 'claude-code',
  status: 'running',
  pane: 'ready',
  activity: {
    state: 'needs_input',
    reason: 'permission_prompt',
    source: 'hook',
    event: 'PermissionRequest',
    ageMs: 3000,
  },
  context: null,
  guard: { mode: 'hold', pending: true },
  held: 2,
  permissionStop: { pending: 'request_observed', tool: 'Bash', actor: 'main', ageMs: 3000 },
};

test('matchRemoteSeat: by ref or node id; one ref on two hosts is ambiguous', () => {
  assert.equal(matchRemoteSeat([live], 'w1@t'), { kind: 'one', row: live });
  assert.equal(matchRemoteSeat([live, stale], 'n-000000000000000b'), { kind: 'one', row: stale });
  assert.equal(matchRemoteSeat([live, stale], 'w1@t'), { kind: 'many', hosts: ['hostA', 'hostB'] });
  assert.equal(matchRemoteSeat([live], 'w2@t'), { kind: 'none' });
});

test('remoteStatusLines: a live seat with its host; a stale one with its silence and no state', () => {
  const l = remoteStatusLines(live);
  assert.match(l[0]!, /w1@t .*on host hostA/);
  assert.ok(l.some((x) => /Typing guard: hold \(activation pending\); 2 held/.test(x)));
  assert.ok(l.some((x) => /Activity: needs_input .*hook, 3s ago/.test(x)));
  assert.ok(l.some((x) => /Permission stop: Bash/.test(x)));
  const s = remoteStatusLines(stale);
  assert.equal(s.length, 2);
  assert.match(s[1]!, /silent for 42s/);
});

test.run();
