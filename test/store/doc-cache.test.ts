// DocCache: an unchanged file's parsed copy is reused; any replace (a new inode), a removal or a
// quarantined document is read afresh; files not read since the last sweep are forgotten.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync, writeFileSync } from 'node:fs';
import { tempHome } from '../helpers/home.js';
import { DocCache } from '../../lib/store/doc-cache.js';
import { updateDocument } from '../../lib/store/index.js';
import { watchdogJobsKind } from '../../lib/watchdog/store.js';

const { home } = tempHome();
const file = home.watchdogJobs;

test('unchanged: the same parsed copy; replaced: the new one; removed: undefined', async () => {
  await updateDocument(watchdogJobsKind, file, () => ({
    schema: 'watchdog-jobs' as const,
    version: 1 as const,
    jobs: {},
  }));
  const cache = new DocCache();
  const a = cache.read(watchdogJobsKind, file);
  assert.ok(a);
  assert.is(cache.read(watchdogJobsKind, file), a, 'no re-read of an unchanged file');
  await updateDocument(watchdogJobsKind, file, () => ({
    schema: 'watchdog-jobs' as const,
    version: 1 as const,
    jobs: {},
  }));
  const b = cache.read(watchdogJobsKind, file);
  assert.ok(b);
  assert.is.not(b, a, 'an atomic replace is a new file, even with the same bytes');
  rmSync(file);
  assert.is(cache.read(watchdogJobsKind, file), undefined);
});

test('a corrupt replacement is read (and quarantined) like any read, not served from the cache', async () => {
  await updateDocument(watchdogJobsKind, file, () => ({
    schema: 'watchdog-jobs' as const,
    version: 1 as const,
    jobs: {},
  }));
  const cache = new DocCache();
  assert.ok(cache.read(watchdogJobsKind, file));
  rmSync(file);
  writeFileSync(file, '{ not json');
  const lines: string[] = [];
  assert.is(cache.read(watchdogJobsKind, file, { onCorrupt: 'fresh', report: (m) => lines.push(m) }), undefined);
  assert.is(lines.length, 1);
});

test('sweep forgets files not read since the last sweep', async () => {
  await updateDocument(watchdogJobsKind, file, () => ({
    schema: 'watchdog-jobs' as const,
    version: 1 as const,
    jobs: {},
  }));
  const cache = new DocCache();
  cache.read(watchdogJobsKind, file);
  cache.sweep();
  assert.is(cache.size, 1, 'read in this round: kept');
  cache.sweep();
  assert.is(cache.size, 0, 'not read in the last round: dropped');
});

test('through: any reader, called again only when the file changed or is gone', async () => {
  const write = () =>
    updateDocument(watchdogJobsKind, file, () => ({ schema: 'watchdog-jobs' as const, version: 1 as const, jobs: {} }));
  await write();
  const cache = new DocCache();
  let loads = 0;
  const load = () => ++loads;
  assert.is(cache.through(file, load), 1);
  assert.is(cache.through(file, load), 1, 'unchanged: the first answer');
  await write();
  assert.is(cache.through(file, load), 2, 'replaced: loaded again');
  rmSync(file);
  assert.is(cache.through(file, load), 3, 'gone: loaded (the reader says what absent means)');
  assert.is(cache.through(file, load), 4, 'still gone: never cached');
});

test.run();
