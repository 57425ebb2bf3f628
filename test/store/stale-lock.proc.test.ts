// Stale-lock recovery (design D): a holder SIGKILLed while it holds the lock leaves `<file>.lock/`
// behind; the next withLock takes it over once the holder's last refresh is LOCK_STALE_MS old,
// so within LOCK_STALE_MS + LOCK_UPDATE_MS of the kill (the first mtime a process writes may sit
// up to a second ahead). A live holder that keeps refreshing is never robbed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { withLock, LOCK_STALE_MS, LOCK_UPDATE_MS, LockTimeoutError } from '../../lib/store/index.js';
import { bundleChild, startChild } from '../fixtures/store/children.js';
import { figure } from '../fixtures/store/figure.js';
import { sleep } from '../fixtures/store/child-io.js';

const MARGIN_MS = 500;
const BOUND_MS = LOCK_STALE_MS + LOCK_UPDATE_MS + MARGIN_MS;

/** Kills a holder `heldForMs` after it took the lock; returns ms from the kill to our acquisition. */
async function waitAfterKill(heldForMs: number): Promise<number> {
  const script = await bundleChild('lock-holder-child');
  const file = join(tempDir(), 'state', 'doc.json');
  const holder = startChild(script, [file, '600000']);
  await holder.waitForOutput('held\n');
  await sleep(heldForMs);
  holder.child.kill('SIGKILL');
  const killedAt = Date.now();
  assert.is((await holder.done).signal, 'SIGKILL');
  assert.ok(existsSync(`${file}.lock`), 'the kill left the lock folder behind');
  const acquiredAt = await withLock(file, () => Date.now());
  assert.not.ok(existsSync(`${file}.lock`), 'our release removed the lock folder');
  return acquiredAt - killedAt;
}

test('a holder killed right after locking: the lock is taken over within stale + update', async () => {
  const waited = await waitAfterKill(0);
  figure(
    `stale-lock: holder SIGKILLed right after locking; next lock after ${waited} ms (stale ${LOCK_STALE_MS}, update ${LOCK_UPDATE_MS}, bound ${BOUND_MS})`,
  );
  assert.ok(waited <= BOUND_MS, `waited ${waited} ms`);
  // The lock is not stolen early: its mtime was at most an update period old when the holder died.
  assert.ok(waited >= LOCK_STALE_MS - LOCK_UPDATE_MS, `waited only ${waited} ms`);
});

test('a holder killed after refreshing its lock: same bound', async () => {
  const waited = await waitAfterKill(2 * LOCK_UPDATE_MS + 200);
  figure(
    `stale-lock: holder SIGKILLed after holding ${2 * LOCK_UPDATE_MS + 200} ms; next lock after ${waited} ms (bound ${BOUND_MS})`,
  );
  assert.ok(waited <= BOUND_MS, `waited ${waited} ms`);
  assert.ok(waited >= LOCK_STALE_MS - LOCK_UPDATE_MS, `waited only ${waited} ms`);
});

test('a live holder keeps its lock past LOCK_STALE_MS: a waiter times out, then gets it after release', async () => {
  const script = await bundleChild('lock-holder-child');
  const file = join(tempDir(), 'doc.json');
  const holdMs = LOCK_STALE_MS + 2 * LOCK_UPDATE_MS;
  const holder = startChild(script, [file, String(holdMs)]);
  await holder.waitForOutput('held\n');
  const waitMs = LOCK_STALE_MS + LOCK_UPDATE_MS;
  try {
    await withLock(file, () => assert.unreachable('took a lock that was still refreshed'), { waitMs });
    assert.unreachable('expected a timeout');
  } catch (err) {
    assert.instance(err, LockTimeoutError);
  }
  const acquiredAt = await withLock(file, () => Date.now());
  const done = await holder.done;
  const releasedAt = Number(/releasing (\d+)/.exec(done.stdout)?.[1]);
  assert.ok(done.stdout.endsWith('released\n'), done.stdout);
  assert.is(done.code, 0, done.stderr);
  assert.ok(acquiredAt >= releasedAt, 'taken only after the holder let go');
  figure(
    `stale-lock: a live holder kept its lock for ${holdMs} ms (> stale ${LOCK_STALE_MS}); a ${waitMs} ms waiter timed out; the next one got it ${acquiredAt - releasedAt} ms after release`,
  );
});

test.run();
