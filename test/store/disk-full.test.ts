// The store on a full disk, through its write seam (a disk with N bytes free: the write that
// reaches the end is cut short, the next fails with ENOSPC): a document keeps its old bytes and
// leaves no temp file, a log line is whole or skipped and the next starts on a new line, and the
// person gets one line naming the file and where to free space. The same on a real tmpfs:
// test/store/full-disk-mount.proc.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { setDiskWrite, writeFully, type DiskWrite } from '../../lib/store/disk-write.js';
import { DiskFullError, StoreError, asDiskFull, isDiskFull, noSpaceLine } from '../../lib/store/errors.js';
import { appendLog, readLog, updateDocument, writeFileAtomicallySync } from '../../lib/store/index.js';
import { failureReport, EXIT_CODES } from '../../lib/cli/errors.js';
import { counterV1, increment } from '../fixtures/store/counter-kind.js';

/** A disk with `free` bytes left; `writes` counts the calls. */
function diskWith(free: number): DiskWrite & { writes: number } {
  const d = ((_file, fd, buf, offset, length, position) => {
    d.writes++;
    if (free <= 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const n = Math.min(length, free);
    free -= n;
    return writeSync(fd, buf, offset, n, position);
  }) as DiskWrite & { writes: number };
  d.writes = 0;
  return d;
}

function onDisk<T>(disk: DiskWrite, fn: () => T): T {
  setDiskWrite(disk);
  try {
    return fn();
  } finally {
    setDiskWrite(undefined);
  }
}

async function onDiskAsync<T>(disk: DiskWrite, fn: () => Promise<T>): Promise<T> {
  setDiskWrite(disk);
  try {
    return await fn();
  } finally {
    setDiskWrite(undefined);
  }
}

test('isDiskFull / noSpaceLine: the codes a full disk gives, and what the line says (table)', () => {
  const rows: [unknown, boolean][] = [
    [{ code: 'ENOSPC' }, true],
    [{ code: 'EDQUOT' }, true],
    [new DiskFullError('/h/a.json', 'ENOSPC'), true],
    [{ code: 'EACCES' }, false],
    [{ code: 'EIO' }, false],
    [{ code: 'toString' }, false],
    [new Error('ENOSPC in the text only'), false],
    [undefined, false],
    ['ENOSPC', false],
  ];
  for (const [err, want] of rows) assert.is(isDiskFull(err), want, JSON.stringify(err));
  assert.equal(noSpaceLine('ENOSPC', '/h/q/r.json', '/h/q'), {
    what: 'no space left on the device to write /h/q/r.json',
    todo: 'free space in /h/q (or on the disk that holds it), then try again',
  });
  assert.is(noSpaceLine('EDQUOT', '/h/x', '/h').what, 'the disk quota is used up to write /h/x');
  const wrapped = asDiskFull(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }), '/h/q/r.json');
  assert.instance(wrapped, DiskFullError);
  assert.is((wrapped as DiskFullError).file, '/h/q/r.json');
  const other = new Error('EIO');
  assert.is(asDiskFull(other, '/h/x'), other, 'anything else passes through');
});

test('failureReport: a full disk is one line naming the file and where to free space (table)', () => {
  const rows: [string, unknown, string][] = [
    [
      'store',
      new DiskFullError('/h/queue/rows/q-1.json', 'ENOSPC'),
      'rig: no space left on the device to write /h/queue/rows/q-1.json — free space in /h/queue/rows (or on the disk that holds it), then try again\n',
    ],
    [
      'raw, with a path',
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', path: '/h/plugins/x.js' }),
      'rig: no space left on the device to write /h/plugins/x.js — free space in /h/plugins (or on the disk that holds it), then try again\n',
    ],
    [
      'raw, quota, no path',
      Object.assign(new Error('EDQUOT'), { code: 'EDQUOT' }),
      'rig: the disk quota is used up to write a file — free space in the disk OpenRig writes to (or on the disk that holds it), then try again\n',
    ],
    [
      'other store error keeps its advice',
      new StoreError('/h/a.json kept changing', '/h/a.json'),
      'rig: /h/a.json kept changing — check the file, or move it aside and retry\n',
    ],
  ];
  for (const [name, err, line] of rows) {
    const r = failureReport(err);
    assert.is(r.line, line, name);
    assert.is(r.exitCode, EXIT_CODES.refused, name);
  }
});

test('writeFully continues a short write and fails with ENOSPC when the disk has no more', () => {
  const file = join(tempDir(), 'f');
  const disk = diskWith(10);
  const fd = openSync(file, 'w');
  try {
    assert.throws(
      () => onDisk(disk, () => writeFully(file, fd, Buffer.from('0123456789abcdef'))),
      (e: NodeJS.ErrnoException) => e.code === 'ENOSPC',
    );
  } finally {
    closeSync(fd);
  }
  assert.is(disk.writes, 2, 'the short write was continued once, and that write failed');
  assert.is(readFileSync(file, 'utf8'), '0123456789');
});

test('a document on a disk with 0…N bytes free: DiskFullError and the old bytes, or the new document whole', async () => {
  const dir = tempDir();
  const file = join(dir, 'doc.json');
  await updateDocument(counterV1, file, (c) => increment(c, 'a'));
  let refused = 0;
  for (let free = 0; ; free += 7) {
    const before = readFileSync(file, 'utf8');
    let err: unknown;
    await onDiskAsync(diskWith(free), () => updateDocument(counterV1, file, (c) => increment(c, 'b'))).catch(
      (e) => (err = e),
    );
    assert.equal(readdirSync(dir).sort(), ['doc.json'], `${free} bytes: no temp file or lock left`);
    if (err === undefined) {
      assert.is(JSON.parse(readFileSync(file, 'utf8')).by.b, 1);
      break;
    }
    refused++;
    assert.instance(err, DiskFullError, String(err));
    assert.is((err as DiskFullError).file, file);
    assert.is(readFileSync(file, 'utf8'), before, `${free} bytes free: the document kept its bytes`);
  }
  assert.ok(refused > 5);
});

test('writeFileAtomicallySync on a full disk throws DiskFullError and leaves the target as it was', () => {
  const dir = tempDir();
  const file = join(dir, 'plain.json');
  writeFileAtomicallySync(file, '{"old":true}\n');
  assert.throws(
    () => onDisk(diskWith(4), () => writeFileAtomicallySync(file, '{"new":true}\n')),
    (e: unknown) => e instanceof DiskFullError && e.file === file,
  );
  assert.is(readFileSync(file, 'utf8'), '{"old":true}\n');
  assert.equal(readdirSync(dir), ['plain.json']);
});

test('a log on a full disk: the append throws, earlier records stay, the next append starts on a new line', () => {
  const file = join(tempDir(), 'audit.jsonl');
  appendLog(file, { n: 1 });
  appendLog(file, { n: 2 });
  assert.throws(
    () => onDisk(diskWith(9), () => appendLog(file, { n: 3, text: 'cut short by the disk' })),
    (e: unknown) => e instanceof DiskFullError && e.file === file,
  );
  assert.throws(
    () => onDisk(diskWith(0), () => appendLog(file, { n: 4 })),
    (e: unknown) => e instanceof DiskFullError,
  );
  appendLog(file, { n: 5 });
  const read = readLog<{ n: number }>(file);
  assert.equal(
    read.records.map((r) => r.n),
    [1, 2, 5],
  );
  assert.is(read.dropped, 1, 'the torn line is dropped, not merged with the next');
});

test.run();
