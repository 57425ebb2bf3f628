// A trace never hangs its caller: a FIFO posing as a chain file is reported, and an AbortSignal
// cuts a trace whose file access stalls (here: every libuv pool thread held by blocked FIFO opens).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { closeSync, constants, openSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { renderTrace } from '../../lib/trace/render.js';
import { fixture, baseOptions } from './fixture.js';

const mkfifo = (path: string) => execFileSync('mkfifo', [path]);

/** The fixture with a FIFO in each tree: a seat-level LEARNED.md and the mission's PROGRESS.md. */
function fifoFixture(): ReturnType<typeof fixture> {
  const f = fixture();
  for (const file of [join(f.topo, 'rigs/demo/LEARNED.md'), join(f.mission, 'PROGRESS.md')]) {
    rmSync(file);
    mkfifo(file);
  }
  return f;
}

test('a FIFO chain file is reported as unreadable at once, with or without a signal', async () => {
  const f = fifoFixture();
  for (const signal of [undefined, AbortSignal.timeout(5000)]) {
    const started = Date.now();
    const r = await renderTrace({
      ...baseOptions(f),
      trees: 'both',
      depth: 'light',
      packet: true,
      sessionName: 'builder@demo',
      workStart: f.slice,
      signal,
    });
    assert.ok(Date.now() - started < 2000, 'returned promptly');
    assert.ok(
      r.text.includes(`TRACE GAP — unreadable file ${join(f.topo, 'rigs/demo/LEARNED.md')}: not a regular file`),
    );
    assert.ok(r.text.includes(`TRACE GAP — unreadable file ${join(f.mission, 'PROGRESS.md')}: not a regular file`));
    assert.ok(r.text.includes('### rigs/demo/seats/builder · LEARNED.md'), 'the levels after it are still traced');
    assert.is(r.failed, true);
  }
});

test('both trees, read side by side, render exactly as one after the other, failures in that order', async () => {
  const f = fifoFixture();
  const opts = {
    ...baseOptions(f),
    depth: 'light' as const,
    packet: true,
    sessionName: 'builder@demo',
    workStart: f.slice,
  };
  const both = await renderTrace({ ...opts, trees: 'both' });
  const topology = await renderTrace({ ...opts, trees: 'topology' });
  const work = await renderTrace({ ...opts, trees: 'work' });
  assert.is(both.text, `${topology.text}\n\n${work.text}`);
  assert.equal(both.failures, [...topology.failures, ...work.failures]);
  assert.ok(topology.failures.length > 0 && work.failures.length > 0, 'each tree contributes a failure');
});

test('a signal aborted before the start gives only the cut line, as a failure', async () => {
  const f = fixture();
  const c = new AbortController();
  c.abort(new Error('budget spent'));
  const r = await renderTrace({
    ...baseOptions(f),
    trees: 'both',
    depth: 'light',
    sessionName: 'builder@demo',
    workStart: f.slice,
    signal: c.signal,
  });
  assert.is(r.text, 'TRACE GAP — trace cut short before the trace started: budget spent');
  assert.is(r.failed, true);
});

test('a stalled trace is cut by its signal and returns what it has', async () => {
  const f = fixture();
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const fifos = Array.from({ length: pool }, (_, i) => join(f.dir, `stall-${i}`));
  fifos.forEach(mkfifo);
  // Each blocking open holds one pool thread until a writer appears.
  const held = fifos.map((p) => open(p, 'r'));
  await new Promise((r) => setTimeout(r, 50));
  const c = new AbortController();
  const timer = setTimeout(() => c.abort('trace lookup budget (300 ms) spent'), 300);
  const started = Date.now();
  const r = await renderTrace({
    ...baseOptions(f),
    trees: 'both',
    depth: 'light',
    sessionName: 'builder@demo',
    workStart: f.slice,
    signal: c.signal,
  });
  const elapsed = Date.now() - started;
  clearTimeout(timer);
  // Release the pool: a writer on each FIFO completes the blocked opens.
  const writers = fifos.map((p) => openSync(p, constants.O_WRONLY | constants.O_NONBLOCK));
  for (const h of await Promise.all(held)) await h.close();
  writers.forEach(closeSync);
  console.log(`figure: stalled trace cut after ${elapsed} ms (signal at 300 ms)`);
  assert.ok(elapsed < 1500, `cut promptly (${elapsed} ms)`);
  assert.ok(
    r.text.startsWith(
      '## TOPOLOGY TRACE\nTRACE GAP — trace cut short before the rest of the topology trace: trace lookup budget (300 ms) spent',
    ),
    r.text,
  );
  // The work tree, read beside it, stalled too: it keeps its own heading and cut line.
  assert.ok(r.text.includes('## WORK TRACE\nTRACE GAP — trace cut short before'), r.text);
  assert.is(r.failed, true);
});

test('control: without a signal the same stall does not return until the pool frees', async () => {
  const f = fixture();
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const fifos = Array.from({ length: pool }, (_, i) => join(f.dir, `stall-${i}`));
  fifos.forEach(mkfifo);
  const held = fifos.map((p) => open(p, 'r'));
  await new Promise((r) => setTimeout(r, 50));
  let done = false;
  const pending = renderTrace({
    ...baseOptions(f),
    trees: 'topology',
    depth: 'light',
    sessionName: 'builder@demo',
  }).then((r) => {
    done = true;
    return r;
  });
  await new Promise((r) => setTimeout(r, 400));
  assert.is(done, false, 'the stall is real: the abort is what ends it');
  const writers = fifos.map((p) => openSync(p, constants.O_WRONLY | constants.O_NONBLOCK));
  for (const h of await Promise.all(held)) await h.close();
  writers.forEach(closeSync);
  const r = await pending;
  assert.is(r.failed, false);
});

test.run();
