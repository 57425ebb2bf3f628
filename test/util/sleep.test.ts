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

test('waits its time without a signal, and with one that never aborts', async () => {
  assert.ok((await timed(sleep(60))) >= 55);
  assert.ok((await timed(sleep(60, new AbortController().signal))) >= 55);
});

test('an abort ends the wait at once; an aborted signal does not wait', async () => {
  const c = new AbortController();
  setTimeout(() => c.abort(), 20);
  const waited = await timed(sleep(5_000, c.signal));
  assert.ok(waited < 1_000, `woke after ${waited} ms`);
  assert.ok((await timed(sleep(5_000, c.signal))) < 50);
});

test.run();
