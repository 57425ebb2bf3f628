// TraceRun.blocksInOrder: every node's block is rendered at once, each in its own fork, and joined
// in node order as if rendered one after another — whatever order they finish in, and with the
// first cut ending the list exactly where a one-by-one trace would have stopped.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TraceRun } from '../../lib/trace/trace-run.js';
import { CutSignal } from '../../lib/util/lookup-signal.js';

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

function run(signal?: CutSignal): TraceRun {
  return TraceRun.create({
    depth: 'light',
    packet: false,
    now: 0,
    thresholdDays: 7,
    cwd: '/',
    env: { OPENRIG_HOME: '/nonexistent-openrig-home' },
    signal,
  });
}

test('blocks finishing in reverse order are joined in item order, failures in that order', async () => {
  const r = run();
  const started: string[] = [];
  const lines = await r.blocksInOrder(
    ['a', 'b', 'c'],
    async (fork, item, i) => {
      started.push(item);
      await delay((3 - i) * 15);
      return [`${item}:${fork.gap(`${item} failed`)}`];
    },
    (item) => item,
  );
  assert.equal(started, ['a', 'b', 'c'], 'all started before any finished');
  assert.equal(lines, ['', 'a:TRACE GAP — a failed', '', 'b:TRACE GAP — b failed', '', 'c:TRACE GAP — c failed']);
  assert.equal(r.failures, ['TRACE GAP — a failed', 'TRACE GAP — b failed', 'TRACE GAP — c failed']);
  assert.is(r.stopped, false);
});

test('the first block that was cut ends the list; later blocks and their failures are dropped', async () => {
  const r = run();
  const lines = await r.blocksInOrder(
    ['a', 'b', 'c'],
    async (fork, item) => {
      if (item === 'b') return [fork.cut('b') ?? ''];
      if (item === 'c') return [fork.gap('c failed')];
      return [item];
    },
    (item) => item,
  );
  assert.equal(lines, ['', 'a', '', 'TRACE GAP — trace cut short before b: aborted']);
  assert.equal(r.failures, ['TRACE GAP — trace cut short before b: aborted']);
  assert.is(r.stopped, true);
});

test('a run already aborted renders nothing and gives one cut line naming the first item', async () => {
  const signal = new CutSignal();
  signal.abort(new Error('budget spent'));
  const r = run(signal);
  let rendered = 0;
  const lines = await r.blocksInOrder(
    ['a', 'b'],
    async () => {
      rendered++;
      return ['x'];
    },
    (item) => `${item}/LEARNED.md`,
  );
  assert.is(rendered, 0);
  assert.equal(lines, ['', 'TRACE GAP — trace cut short before a/LEARNED.md: budget spent']);
  assert.is(r.stopped, true);
  assert.equal(
    await r.blocksInOrder(
      ['c'],
      async () => ['y'],
      (item) => item,
    ),
    [],
    'a stopped run adds nothing more',
  );
});

test('a block left unread after a cut may fail later without an unhandled rejection', async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (e: unknown) => unhandled.push(e);
  process.on('unhandledRejection', onUnhandled);
  try {
    const r = run();
    const lines = await r.blocksInOrder(
      ['a', 'b'],
      async (fork, item) => {
        if (item === 'a') return [fork.cut('a') ?? ''];
        await delay(10);
        throw new Error('late failure');
      },
      (item) => item,
    );
    assert.equal(lines, ['', 'TRACE GAP — trace cut short before a: aborted']);
    await delay(40);
    assert.equal(unhandled, []);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});

test('a block that fails before any cut fails the whole call, as a one-by-one trace would', async () => {
  const r = run();
  try {
    await r.blocksInOrder(
      ['a', 'b'],
      async (_fork, item) => {
        if (item === 'a') throw new Error('boom');
        return [item];
      },
      (item) => item,
    );
    assert.unreachable('should have thrown');
  } catch (e) {
    assert.is((e as Error).message, 'boom');
  }
});

test.run();
