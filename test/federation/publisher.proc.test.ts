// A publishing pass: a document per recorded seat the first time, nothing when nothing a reader
// sees changed, a put when something did, and a delete for a seat no longer recorded — also one
// whose key the bucket still held from before the daemon started. Stopped seats: files only.
// The cheap passes (issue 26 item 2): a files pass reads every seat's files and probes the pane
// only of a seat whose files said something new; a touched pass reads only the seats named.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempHome } from '../helpers/home.js';
import { addSeat } from '../helpers/seat.js';
import { rmSync } from 'node:fs';
import { updateSeat } from '../../lib/seat/registry.js';
import { seatRecordPath } from '../../lib/home/paths.js';
import { FULL_PASS } from '../../lib/federation/publish-plan.js';
import { newPublishMemory, publishPass, type PublishSink, type StatusReader } from '../../lib/federation/publisher.js';
import { seatStatus } from '../../lib/views/seat-status.js';
import { seatKey } from '../../lib/federation/names.js';
import type { SeatStateDoc } from '../../lib/federation/state-doc.js';
import { setDesiredMode } from '../../lib/delivery/guard/store.js';

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

/** seatStatus, counting the reads that would probe a pane (one tmux call each) by seat name. */
function counting() {
  const full: string[] = [];
  let filesOnly = 0;
  const read: StatusReader = (home, seat, opts) => {
    if (opts.filesOnly) filesOnly++;
    else full.push(seat.name);
    return seatStatus(home, seat, opts);
  };
  return {
    read,
    full,
    get filesOnly() {
      return filesOnly;
    },
    reset() {
      full.length = 0;
      filesOnly = 0;
    },
  };
}

const files = { all: false, files: true, relist: true, nodes: new Set<string>() };
const touched = (...nodes: string[]) => ({ all: false, files: false, relist: false, nodes: new Set(nodes) });

test('first pass puts each seat; an unchanged second pass puts nothing; a change is put', async () => {
  const { home } = tempHome();
  const w1 = await addSeat(home, { name: 'w1', status: 'stopped' });
  await addSeat(home, { name: 'w2', status: 'stopped', runtime: 'codex' });
  const memory = newPublishMemory();
  const a = sink();
  const r1 = await publishPass(home, 'hostA', seatStatus, memory, a.s);
  assert.equal([r1.seats, r1.put, r1.deleted], [2, 2, 0]);
  assert.equal(a.puts.map(([, d]) => d.seat).sort(), ['w1@t', 'w2@t']);
  assert.ok(a.puts.every(([k, d]) => k === seatKey('hostA', d.nodeId) && d.host === 'hostA'));
  const b = sink();
  const r2 = await publishPass(home, 'hostA', seatStatus, memory, b.s);
  assert.equal([r2.put, r2.deleted], [0, 0], 'nothing changed');
  await updateSeat(home, 't', 'w1', (cur) => ({ ...cur!, status: 'running' as const, tmux: { ...cur!.tmux } }));
  // Back to stopped with another runtime word visible to readers: the record status is in the document.
  await updateSeat(home, 't', 'w1', (cur) => ({ ...cur!, status: 'stopped' as const, runtime: 'codex' as const }));
  const c = sink();
  const r3 = await publishPass(home, 'hostA', seatStatus, memory, c.s);
  assert.is(r3.put, 1);
  assert.is(c.puts[0]![1].nodeId, w1.nodeId);
  assert.is(c.puts[0]![1].runtime, 'codex');
});

test('a seat no longer recorded, and a leftover key of this host, are deleted', async () => {
  const { home } = tempHome();
  await addSeat(home, { name: 'w1', status: 'stopped' });
  const memory = newPublishMemory();
  await publishPass(home, 'hostA', seatStatus, memory, sink().s);
  const leftover = seatKey('hostA', 'n-00000000000000ff');
  const [gone] = [...memory.published.keys()];
  rmSync(seatRecordPath(home, 't', 'w1'));
  const d = sink();
  const r = await publishPass(home, 'hostA', seatStatus, memory, d.s, { ownKeysThere: [leftover] });
  assert.equal([r.seats, r.deleted], [0, 2]);
  assert.equal(d.dels.sort(), [gone!, leftover].sort());
  assert.is(memory.published.size, 0);
});

test('a files pass with nothing new probes no pane and puts nothing', async () => {
  const { home } = tempHome();
  await addSeat(home, { name: 'w1' });
  await addSeat(home, { name: 'w2' });
  const memory = newPublishMemory();
  const c = counting();
  await publishPass(home, 'hostA', c.read, memory, sink().s, { plan: FULL_PASS });
  assert.equal(c.full.sort(), ['w1', 'w2'], 'the full pass probes every running seat');
  c.reset();
  const s = sink();
  const r = await publishPass(home, 'hostA', c.read, memory, s.s, { plan: files });
  assert.equal(c.full, [], 'no pane probe when no seat file changed');
  assert.is(c.filesOnly, 2, "each seat's files are read");
  assert.equal([r.put, r.deleted], [0, 0]);
});

test('a files pass probes only the seat whose files changed, and puts it', async () => {
  const { home } = tempHome();
  const w1 = await addSeat(home, { name: 'w1' });
  await addSeat(home, { name: 'w2' });
  const memory = newPublishMemory();
  const c = counting();
  await publishPass(home, 'hostA', c.read, memory, sink().s);
  await setDesiredMode(home, w1.nodeId, { mode: 'off', reason: 'test', actor: null, fallbackMode: 'hold' });
  c.reset();
  const s = sink();
  const r = await publishPass(home, 'hostA', c.read, memory, s.s, { plan: files });
  assert.equal(c.full, ['w1']);
  assert.is(r.put, 1);
  // Hold to off waits for the seat to be idle: the change readers see is a pending one.
  assert.equal([s.puts[0]![1].nodeId, s.puts[0]![1].guard.pending], [w1.nodeId, true]);
});

test('a touched pass reads only the named seats, lists nothing and deletes nothing', async () => {
  const { home } = tempHome();
  const w1 = await addSeat(home, { name: 'w1' });
  await addSeat(home, { name: 'w2' });
  const memory = newPublishMemory();
  const c = counting();
  await publishPass(home, 'hostA', c.read, memory, sink().s);
  await setDesiredMode(home, w1.nodeId, { mode: 'off', reason: 'test', actor: null, fallbackMode: 'hold' });
  rmSync(seatRecordPath(home, 't', 'w2'));
  c.reset();
  const s = sink();
  const r = await publishPass(home, 'hostA', c.read, memory, s.s, { plan: touched(w1.nodeId) });
  assert.equal(c.full, ['w1']);
  assert.is(c.filesOnly, 0);
  assert.equal([r.put, r.deleted], [1, 0], 'the seat list is not read again: w2 stays until a relisting pass');
  const again = await publishPass(home, 'hostA', c.read, memory, sink().s, { plan: files });
  assert.is(again.deleted, 1);
});

test('a seat not published yet is read in full by any pass', async () => {
  const { home } = tempHome();
  await addSeat(home, { name: 'w1' });
  const memory = newPublishMemory();
  await publishPass(home, 'hostA', seatStatus, memory, sink().s);
  await addSeat(home, { name: 'w2' });
  const c = counting();
  const r = await publishPass(home, 'hostA', c.read, memory, sink().s, { plan: files });
  assert.equal(c.full, ['w2']);
  assert.is(r.put, 1);
});

test.run();
