import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalSeat } from '../../lib/trace/session-name.js';
import { renderTrace } from '../../lib/trace/render.js';
import { seatKind } from '../../lib/seat/registry.js';
import { seatRecord } from '../helpers/seat.js';
import { writeFileAtomically } from '../../lib/store/index.js';
import { seatRecordPath } from '../../lib/home/paths.js';
import { fixture, baseOptions } from './fixture.js';

// The canonical session-name vectors.
const vectors: [string | undefined, { member: string; rig: string } | null][] = [
  ['builder@demo', { member: 'builder', rig: 'demo' }],
  ['member@rig@x', { member: 'member', rig: 'rig@x' }],
  ['human@some-rig', { member: 'human', rig: 'some-rig' }],
  ['r03-worker', null],
  ['bare', null],
  ['@rig', null],
  ['member@', null],
  ['human@kernel', null],
  ['human-mvs@host', null],
  ['mike@external', null],
  ['seat/x@demo', null],
  ['', null],
  [undefined, null],
  ['..@..', null],
];
for (const [name, want] of vectors) {
  test(`canonicalSeat(${JSON.stringify(name)})`, () => assert.equal(canonicalSeat(name), want));
}

const topologyStart = async (opts: Parameters<typeof renderTrace>[0]) => {
  const r = await renderTrace(opts);
  return /^start: (.*)$/m.exec(r.text)?.[1] ?? r.text;
};

test('a canonical name with a seat folder gives rigs/<rig>/seats/<member>', async () => {
  const f = fixture({ topo: { 'rigs/rig@x/seats/member': null } });
  assert.is(
    await topologyStart({ ...baseOptions(f), trees: 'topology', depth: 'light', sessionName: 'builder@demo' }),
    f.seat,
  );
  assert.is(
    await topologyStart({ ...baseOptions(f), trees: 'topology', depth: 'light', sessionName: 'member@rig@x' }),
    join(f.topo, 'rigs/rig@x/seats/member'),
  );
});

test('an explicit start wins over the session name', async () => {
  const f = fixture();
  const r = await renderTrace({
    ...baseOptions(f),
    trees: 'topology',
    depth: 'light',
    sessionName: 'builder@demo',
    topologyStart: join(f.topo, 'rigs/demo'),
  });
  assert.ok(r.text.includes(`start: ${join(f.topo, 'rigs/demo')}`));
  assert.ok(!r.text.includes('seats/builder'));
});

test('a stale or non-canonical name falls back to the seat record of the node id, else the gap', async () => {
  const f = fixture({ topo: { 'rigs/other/seats/worker/LEARNED.md': '# worker\n' } });
  const nodeId = 'n-0123456789abcdef';
  mkdirSync(join(f.home.dir, 'seats', 'other'), { recursive: true });
  const rec = seatRecord({ name: 'worker', rig: 'other', nodeId, cwd: f.dir, typingGuard: 'draft-aware' });
  assert.ok(seatKind.validate(rec), 'fixture record is valid');
  await writeFileAtomically(seatRecordPath(f.home.home, 'other', 'worker'), JSON.stringify(rec));
  for (const sessionName of ['gone@demo', 'r03-worker', 'human@kernel', undefined]) {
    assert.is(
      await topologyStart({ ...baseOptions(f), trees: 'topology', depth: 'light', sessionName, nodeId }),
      join(f.topo, 'rigs/other/seats/worker'),
      String(sessionName),
    );
  }
  const none = await renderTrace({ ...baseOptions(f), trees: 'topology', depth: 'light', sessionName: 'gone@demo' });
  assert.ok(
    none.text.endsWith(
      'TRACE GAP — current topology node is unresolved; pass --topology-start with a literal absolute path (or configure OPENRIG_REFOCUS_TOPOLOGY_NODE separately)',
    ),
  );
  assert.ok(none.failed);
  const unknownId = await renderTrace({
    ...baseOptions(f),
    trees: 'topology',
    depth: 'light',
    nodeId: 'n-ffffffffffffffff',
  });
  assert.ok(unknownId.text.includes('current topology node is unresolved'));
});

test.run();
