// A publishing pass: a document per recorded seat the first time, nothing when nothing a reader
// sees changed, a put when something did, and a delete for a seat no longer recorded — also one
// whose key the bucket still held from before the daemon started. Stopped seats: files only.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempHome } from '../helpers/home.js';
import { addSeat } from '../helpers/seat.js';
import { rmSync } from 'node:fs';
import { updateSeat } from '../../lib/seat/registry.js';
import { seatRecordPath } from '../../lib/home/paths.js';
import { publishPass, type PublishSink } from '../../lib/federation/publisher.js';
import { seatStatus } from '../../lib/views/seat-status.js';
import { seatKey } from '../../lib/federation/names.js';
import type { SeatStateDoc } from '../../lib/federation/state-doc.js';

function sink() {
  const puts: [string, SeatStateDoc][] = [];
  const dels: string[] = [];
  const s: PublishSink = {
    put: async (k, d) => {
      puts.push([k, d]);
    },
    del: async (k) => {
      dels.push(k);
    },
  };
  return { s, puts, dels };
}

test('first pass puts each seat; an unchanged second pass puts nothing; a change is put', async () => {
  const { home } = tempHome();
  const w1 = await addSeat(home, { name: 'w1', status: 'stopped' });
  await addSeat(home, { name: 'w2', status: 'stopped', runtime: 'codex' });
  const published = new Map<string, SeatStateDoc>();
  const a = sink();
  const r1 = await publishPass(home, 'hostA', seatStatus, published, a.s);
  assert.equal([r1.seats, r1.put, r1.deleted], [2, 2, 0]);
  assert.equal(a.puts.map(([, d]) => d.seat).sort(), ['w1@t', 'w2@t']);
  assert.ok(a.puts.every(([k, d]) => k === seatKey('hostA', d.nodeId) && d.host === 'hostA'));
  const b = sink();
  const r2 = await publishPass(home, 'hostA', seatStatus, published, b.s);
  assert.equal([r2.put, r2.deleted], [0, 0], 'nothing changed');
  await updateSeat(home, 't', 'w1', (cur) => ({ ...cur!, status: 'running' as const, tmux: { ...cur!.tmux } }));
  // Back to stopped with another runtime word visible to readers: the record status is in the document.
  await updateSeat(home, 't', 'w1', (cur) => ({ ...cur!, status: 'stopped' as const, runtime: 'codex' as const }));
  const c = sink();
  const r3 = await publishPass(home, 'hostA', seatStatus, published, c.s);
  assert.is(r3.put, 1);
  assert.is(c.puts[0]![1].nodeId, w1.nodeId);
  assert.is(c.puts[0]![1].runtime, 'codex');
});

test('a seat no longer recorded, and a leftover key of this host, are deleted', async () => {
  const { home } = tempHome();
  await addSeat(home, { name: 'w1', status: 'stopped' });
  const published = new Map<string, SeatStateDoc>();
  await publishPass(home, 'hostA', seatStatus, published, sink().s);
  const leftover = seatKey('hostA', 'n-00000000000000ff');
  const [gone] = [...published.keys()];
  rmSync(seatRecordPath(home, 't', 'w1'));
  const d = sink();
  const r = await publishPass(home, 'hostA', seatStatus, published, d.s, [leftover]);
  assert.equal([r.seats, r.deleted], [0, 2]);
  assert.equal(d.dels.sort(), [gone!, leftover].sort());
  assert.is(published.size, 0);
});

test.run();
