// TTL records carry their own expiry and are deleted by the first read after it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { writeTtlRecord, readTtlRecord } from '../../lib/store/index.js';
import { sleep } from '../fixtures/store/child-io.js';

const recordFile = () => join(tempDir(), 'run', 'evidence', 'seat.json');

test('a record is live until its expiry, then the read deletes it', async () => {
  const file = recordFile();
  const now = 1_000_000;
  await writeTtlRecord(file, { tool: 'Bash', n: 1 }, 1000, now);
  assert.equal(readTtlRecord(file, now), { tool: 'Bash', n: 1 });
  assert.equal(readTtlRecord(file, now + 999), { tool: 'Bash', n: 1 });
  assert.ok(existsSync(file), 'reading a live record keeps it');
  assert.is(readTtlRecord(file, now + 1000), undefined, 'expired at exactly expiresAt');
  assert.not.ok(existsSync(file), 'the expired record was deleted by the read');
  assert.is(readTtlRecord(file, now), undefined, 'gone for every later reader');
});

test('expiry on the real clock', async () => {
  const file = recordFile();
  // Long enough that a loaded machine still reads it back before it expires.
  await writeTtlRecord(file, 'soon gone', 1000);
  assert.is(readTtlRecord(file), 'soon gone');
  await sleep(1100);
  assert.is(readTtlRecord(file), undefined);
  assert.not.ok(existsSync(file));
});

test('a rewrite extends the expiry', async () => {
  const file = recordFile();
  await writeTtlRecord(file, 'a', 100, 0);
  await writeTtlRecord(file, 'b', 100, 90);
  assert.is(readTtlRecord(file, 150), 'b');
});

test('a missing record reads as undefined; an unreadable or foreign one is deleted', async () => {
  const file = recordFile();
  assert.is(readTtlRecord(file), undefined);
  await writeTtlRecord(file, 1, 1000);
  for (const junk of ['{"torn', '{"schema":"seat","expiresAt":99999999999999,"value":1}', 'null']) {
    writeFileSync(file, junk);
    assert.is(readTtlRecord(file), undefined, junk);
    assert.not.ok(existsSync(file), `deleted: ${junk}`);
  }
});

test('records are written 0600', async () => {
  const file = recordFile();
  await writeTtlRecord(file, 1, 1000);
  assert.is(statSync(file).mode & 0o777, 0o600);
});

test.run();
