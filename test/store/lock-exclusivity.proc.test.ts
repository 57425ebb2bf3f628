// Exclusivity log (design E, after proper-lockfile's own stress test): workers append ACQUIRED and
// RELEASED around their critical section to one O_APPEND log. Appends land in the order the
// kernel ran them, so a second ACQUIRED before the holder's RELEASED is an overlap. With withLock
// there are none; without it (the control) there must be some.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { bundleChild, runTogether } from '../fixtures/store/children.js';
import { figure } from '../fixtures/store/figure.js';

const WORKERS = 8;
const ROUNDS = 250;

/** Walks the log; counts overlaps (an ACQUIRED while held) and foreign releases. */
function auditLog(text: string): { acquisitions: number; overlaps: number; foreignReleases: number } {
  let holder: string | undefined;
  let acquisitions = 0;
  let overlaps = 0;
  let foreignReleases = 0;
  for (const line of text.split('\n')) {
    const [event, pid] = line.split(' ');
    if (event === 'ACQUIRED') {
      acquisitions++;
      if (holder !== undefined) overlaps++;
      holder = pid;
    } else if (event === 'RELEASED') {
      if (holder !== pid) foreignReleases++;
      holder = undefined;
    }
  }
  return { acquisitions, overlaps, foreignReleases };
}

async function run(mode: 'lock' | 'nolock') {
  const script = await bundleChild('exclusivity-child');
  const dir = tempDir();
  const log = join(dir, 'events.log');
  const started = Date.now();
  const results = await runTogether(
    script,
    Array.from({ length: WORKERS }, () => [join(dir, 'target.json'), log, String(ROUNDS), mode]),
  );
  for (const r of results) assert.is(r.code, 0, r.stderr);
  return { ...auditLog(readFileSync(log, 'utf8')), seconds: (Date.now() - started) / 1000 };
}

test('the audit sees an overlap in a hand-made log', () => {
  assert.equal(auditLog('ACQUIRED 1\nRELEASED 1\nACQUIRED 2\nRELEASED 2\n'), {
    acquisitions: 2,
    overlaps: 0,
    foreignReleases: 0,
  });
  assert.equal(auditLog('ACQUIRED 1\nACQUIRED 2\nRELEASED 1\nRELEASED 2\n'), {
    acquisitions: 2,
    overlaps: 1,
    foreignReleases: 2,
  });
});

test(`${WORKERS} workers x ${ROUNDS} locked rounds: never two holders`, async () => {
  const r = await run('lock');
  figure(
    `exclusivity: ${WORKERS} workers x ${ROUNDS} rounds: ${r.acquisitions} acquisitions, ${r.overlaps} overlaps, ${r.foreignReleases} foreign releases (${r.seconds.toFixed(1)} s)`,
  );
  assert.is(r.acquisitions, WORKERS * ROUNDS);
  assert.is(r.overlaps, 0);
  assert.is(r.foreignReleases, 0);
});

test('negative control: without the lock the log shows overlaps', async () => {
  const r = await run('nolock');
  figure(`exclusivity control (no lock): ${r.acquisitions} acquisitions, ${r.overlaps} overlaps`);
  assert.is(r.acquisitions, WORKERS * ROUNDS);
  assert.ok(r.overlaps > 0, 'unlocked workers must overlap');
});

test.run();
