// Private by construction: documents, logs and TTL records are 0600 and every folder the store
// creates is 0700, whatever the umask, and a rewrite narrows a file that was wider.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { statSync, writeFileSync, mkdirSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import {
  updateDocument,
  appendLog,
  writeTtlRecord,
  writeFileAtomically,
  writeFileAtomicallySync,
  ensureDir,
  loadAtomicWriter,
} from '../../lib/store/index.js';
import { counterV1, increment } from '../fixtures/store/counter-kind.js';

const mode = (p: string) => statSync(p).mode & 0o777;

for (const umask of [0o000, 0o022]) {
  test(`umask ${umask.toString(8).padStart(3, '0')}: files 0600, created folders 0700`, async () => {
    const previous = process.umask(umask);
    try {
      const root = tempDir();
      const doc = join(root, 'a', 'b', 'doc.json');
      await updateDocument(counterV1, doc, (c) => increment(c, 'x'));
      const log = join(root, 'logs', 'deep', 'events.jsonl');
      appendLog(log, { n: 1 });
      const ttl = join(root, 'run', 'evidence', 'r.json');
      await writeTtlRecord(ttl, 1, 1000);
      const plain = join(root, 'plain', 'p.json');
      writeFileAtomicallySync(plain, '{}');
      ensureDir(join(root, 'only', 'folders'));
      for (const file of [doc, log, ttl, plain]) assert.is(mode(file), 0o600, file);
      for (const dir of ['a', 'a/b', 'logs', 'logs/deep', 'run', 'run/evidence', 'plain', 'only', 'only/folders']) {
        assert.is(mode(join(root, dir)), 0o700, dir);
      }
    } finally {
      process.umask(previous);
    }
  });
}

// The synchronous writer needs the library loaded first (the store loads it before any lock).
await loadAtomicWriter();
test('a rewrite replaces a 0644 file with a 0600 one', async () => {
  const dir = tempDir();
  const file = join(dir, 'doc.json');
  writeFileSync(file, JSON.stringify({ schema: 'test-counter', version: 1, n: 1, by: { x: 1 } }));
  chmodSync(file, 0o644);
  await updateDocument(counterV1, file, (c) => increment(c, 'x'));
  assert.is(mode(file), 0o600);
  chmodSync(file, 0o644);
  await writeFileAtomically(file, '{}');
  assert.is(mode(file), 0o600);
});

test('an existing folder keeps the mode its owner gave it', () => {
  const dir = join(tempDir(), 'shared');
  mkdirSync(dir, { mode: 0o750 });
  chmodSync(dir, 0o750);
  ensureDir(dir);
  assert.is(mode(dir), 0o750);
});

test.run();
