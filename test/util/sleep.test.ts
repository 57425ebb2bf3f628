// sleep(ms, signal): the one wait of every poll loop. It waits its time; an abort ends the wait at
// once (resolving, so the loop decides), and a signal already aborted does not wait at all.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sleep } from '../../lib/util/sleep.js';

const timed = async (p: Promise<void>) => {
  const t = performance.now();
  await p;
  return performance.now() - t;
};

// A timer counts from the event loop's cached clock, which can lag the real one by however long
// the last turn ran (seconds on a loaded machine, after the imports): start each wait on a fresh
// turn, and ask only that it waits most of its time, which a sleep that returns at once never does.
const freshTurn = () => new Promise((r) => setImmediate(r));

test('waits its time without a signal, and with one that never aborts', async () => {
  await freshTurn();
  const plain = await timed(sleep(200));
  assert.ok(plain >= 150, `waited ${plain} ms`);
  await freshTurn();
  const signalled = await timed(sleep(200, new AbortController().signal));
  assert.ok(signalled >= 150, `waited ${signalled} ms`);
});

test('an abort ends the wait at once; an aborted signal does not wait', async () => {
  const c = new AbortController();
  setTimeout(() => c.abort(), 20);
  const waited = await timed(sleep(5_000, c.signal));
  assert.ok(waited < 1_000, `woke after ${waited} ms`);
  assert.ok((await timed(sleep(5_000, c.signal))) < 50);
});

test.run();
