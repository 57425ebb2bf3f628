// writeFileAtomicallySync with { durable: false } (the refocus consume after a delivery, see
// lib/refocus/engine.ts): no fsync, but still atomic. Caught in the middle of its write (through
// the store's disk-write seam), the target still holds the old document whole; a write the disk
// cuts short leaves it as it was and no temp file. The negative control writes in place through
// the same seam and is caught torn.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs, { closeSync, openSync, readdirSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { setDiskWrite, writeFully, type DiskWrite } from '../../lib/store/disk-write.js';
import { writeFileAtomicallySync } from '../../lib/store/index.js';

const doc = (n: number) => JSON.stringify({ n, pad: 'x'.repeat(64 * 1024) });

/** Writes through the seam a few bytes at a time, reading `target` after the first piece. */
function watching(target: string, seen: string[]): DiskWrite {
  return (_file, fd, buf, offset, length, position) => {
    const n = writeSync(fd, buf, offset, Math.min(length, 1000), position);
    if (seen.length === 0) seen.push(readFileSync(target, 'utf8'));
    return n;
  };
}

function withDisk<T>(disk: DiskWrite, fn: () => T): T {
  setDiskWrite(disk);
  try {
    return fn();
  } finally {
    setDiskWrite(undefined);
  }
}

for (const durable of [false, true]) {
  test(`durable: ${durable}: mid-write the target is the old document, whole; after, the new one`, () => {
    const dir = tempDir();
    const file = join(dir, 'state.json');
    writeFileSync(file, doc(1));
    const seen: string[] = [];
    withDisk(watching(file, seen), () => writeFileAtomicallySync(file, doc(2), { durable }));
    assert.is(seen.length, 1, 'caught mid-write');
    assert.ok(seen[0] === doc(1), 'the old document, byte for byte');
    assert.ok(readFileSync(file, 'utf8') === doc(2), 'the new document, byte for byte');
    assert.equal(readdirSync(dir), ['state.json'], 'no temp file left');
  });
}

test('durable: false on a full disk: the old document stays, no temp file, the error says ENOSPC', () => {
  const dir = tempDir();
  const file = join(dir, 'state.json');
  writeFileSync(file, doc(1));
  let free = 5000;
  const full: DiskWrite = (_f, fd, buf, offset, length, position) => {
    if (free <= 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const n = writeSync(fd, buf, offset, Math.min(length, free), position);
    free -= n;
    return n;
  };
  assert.throws(
    () => withDisk(full, () => writeFileAtomicallySync(file, doc(2), { durable: false })),
    (e: NodeJS.ErrnoException) => e.code === 'ENOSPC' || /ENOSPC|no space/i.test(String(e.message)),
  );
  assert.is(JSON.parse(readFileSync(file, 'utf8')).n, 1);
  assert.equal(readdirSync(dir), ['state.json']);
});

test('negative control: the same write in place is caught torn', () => {
  const dir = tempDir();
  const file = join(dir, 'state.json');
  writeFileSync(file, doc(1));
  const seen: string[] = [];
  withDisk(watching(file, seen), () => {
    const fd = openSync(file, 'r+');
    try {
      writeFully(file, fd, Buffer.from(doc(22)));
    } finally {
      closeSync(fd);
    }
  });
  assert.is(seen.length, 1);
  assert.ok(seen[0] !== doc(1) && seen[0] !== doc(22), 'neither the old document nor the new: torn');
});

/** How many times fsyncSync is called during `fn` (the unit runner's own fsync is kept and restored). */
function countingFsyncs(fn: () => void): number {
  const real = fs.fsyncSync;
  let calls = 0;
  fs.fsyncSync = (fd) => {
    calls++;
    real(fd);
  };
  syncBuiltinESMExports();
  try {
    fn();
  } finally {
    fs.fsyncSync = real;
    syncBuiltinESMExports();
  }
  return calls;
}

test('fsyncs: the file and its folder by default, none with durable: false', () => {
  const dir = tempDir();
  const file = join(dir, 'state.json');
  writeFileSync(file, doc(1));
  assert.is(
    countingFsyncs(() => writeFileAtomicallySync(file, doc(2))),
    2,
  );
  assert.is(
    countingFsyncs(() => writeFileAtomicallySync(file, doc(3), { durable: false })),
    0,
  );
  assert.ok(readFileSync(file, 'utf8') === doc(3));
});

test.run();
