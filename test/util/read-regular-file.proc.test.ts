// readRegularFile: regular files only, opened non-blocking (a FIFO without a writer is refused at
// once, never waited on), bounded in size, and every wait raced against the caller's signal.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdirSync, openSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { readRegularFile, ReadRegularFileError, type ReadFailure } from '../../lib/util/read-regular-file.js';
import { tempDir } from '../helpers/home.js';
import { sleep } from '../../lib/util/sleep.js';

const mkfifo = (path: string) => execFileSync('mkfifo', [path]);

async function failure(p: Promise<unknown>): Promise<ReadRegularFileError> {
  try {
    await p;
  } catch (err) {
    assert.instance(err, ReadRegularFileError);
    return err as ReadRegularFileError;
  }
  assert.unreachable('expected a ReadRegularFileError');
  throw new Error('unreachable');
}

function expectFailure(e: ReadRegularFileError, failure: ReadFailure, reason: string | RegExp, path: string) {
  assert.is(e.failure, failure);
  if (typeof reason === 'string') assert.is(e.reason, reason);
  else assert.match(e.reason, reason);
  assert.is(e.path, path);
  assert.is(e.message, `${path}: ${e.reason}`);
  assert.not.match(e.reason, /\n/);
}

test('a regular file: its bytes, size and mtime; an empty file; a symlink to a file', async () => {
  const dir = tempDir();
  const file = join(dir, 'a.md');
  writeFileSync(file, 'héllo\n');
  const r = await readRegularFile(file, { maxBytes: 100 });
  assert.ok(r.bytes.equals(Buffer.from('héllo\n')));
  assert.is(r.size, 7);
  assert.is(r.truncated, false);
  assert.ok(r.mtimeMs > 0);
  writeFileSync(join(dir, 'empty'), '');
  assert.is((await readRegularFile(join(dir, 'empty'), { maxBytes: 100 })).bytes.length, 0);
  symlinkSync(file, join(dir, 'link.md'));
  assert.ok((await readRegularFile(join(dir, 'link.md'), { maxBytes: 100 })).bytes.equals(r.bytes));
});

test('missing: ENOENT and ENOTDIR', async () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'file'), 'x');
  expectFailure(
    await failure(readRegularFile(join(dir, 'nope'), { maxBytes: 10 })),
    'missing',
    'ENOENT',
    join(dir, 'nope'),
  );
  expectFailure(
    await failure(readRegularFile(join(dir, 'file', 'below'), { maxBytes: 10 })),
    'missing',
    'ENOTDIR',
    join(dir, 'file', 'below'),
  );
});

test('a FIFO without a writer is refused at once; control: a blocking open of it does not return', async () => {
  const dir = tempDir();
  const fifo = join(dir, 'LEARNED.md');
  mkfifo(fifo);
  const started = Date.now();
  const e = await failure(readRegularFile(fifo, { maxBytes: 10 }));
  const ms = Date.now() - started;
  expectFailure(e, 'not-regular', 'a FIFO, not a regular file', fifo);
  assert.is(e.detail.fileType, 'FIFO');
  assert.ok(ms < 1000, `refused in ${ms} ms`);
  // Negative control: the same path opened the ordinary way waits for a writer.
  let settled = false;
  const blocking = open(fifo, 'r').then((h) => {
    settled = true;
    return h;
  });
  await sleep(300);
  assert.is(settled, false, 'a blocking open of a FIFO waits');
  const writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
  await (await blocking).close();
  closeSync(writer);
  console.log(`figure: FIFO refused in ${ms} ms`);
});

test('a folder, a device and a socket are refused with their kind', async () => {
  const dir = tempDir();
  mkdirSync(join(dir, 'folder.md'));
  const f = await failure(readRegularFile(join(dir, 'folder.md'), { maxBytes: 10 }));
  expectFailure(f, 'not-regular', 'a folder, not a regular file', join(dir, 'folder.md'));
  assert.is(f.detail.fileType, 'folder');
  const d = await failure(readRegularFile('/dev/null', { maxBytes: 10 }));
  expectFailure(d, 'not-regular', 'a device, not a regular file', '/dev/null');
  const sock = join(dir, 's.sock');
  const server = createServer();
  await new Promise<void>((r) => server.listen(sock, r));
  try {
    const s = await failure(readRegularFile(sock, { maxBytes: 10 }));
    expectFailure(s, 'not-regular', 'a socket, not a regular file', sock);
  } finally {
    server.close();
  }
});

test('size: refused above maxBytes by default; cut to its first maxBytes on request', async () => {
  const dir = tempDir();
  const file = join(dir, 'big');
  writeFileSync(file, 'abcdefghij');
  expectFailure(await failure(readRegularFile(file, { maxBytes: 9 })), 'too-large', '10 bytes; the limit is 9', file);
  const exact = await readRegularFile(file, { maxBytes: 10 });
  assert.is(exact.bytes.toString(), 'abcdefghij');
  assert.is(exact.truncated, false);
  const cut = await readRegularFile(file, { maxBytes: 4, overLimit: 'cut' });
  assert.is(cut.bytes.toString(), 'abcd');
  assert.is(cut.size, 10);
  assert.is(cut.truncated, true);
});

test('a signal aborted before the read refuses at once, with its reason in one line', async () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'f'), 'x');
  const c = new AbortController();
  c.abort(new Error('budget\nspent'));
  expectFailure(
    await failure(readRegularFile(join(dir, 'f'), { maxBytes: 10, signal: c.signal })),
    'aborted',
    'aborted: budget spent',
    join(dir, 'f'),
  );
});

test('a read stalled behind a saturated thread pool ends when its signal fires; control: without a signal it waits', async () => {
  const dir = tempDir();
  const file = join(dir, 'f');
  writeFileSync(file, 'content');
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const fifos = Array.from({ length: pool }, (_, i) => join(dir, `stall-${i}`));
  fifos.forEach(mkfifo);
  // Each blocking open holds one pool thread until a writer appears.
  const held = fifos.map((p) => open(p, 'r'));
  await sleep(50);
  const c = new AbortController();
  const timer = setTimeout(() => c.abort('lookup deadline'), 200);
  const started = Date.now();
  const e = await failure(readRegularFile(file, { maxBytes: 100, signal: c.signal }));
  const ms = Date.now() - started;
  clearTimeout(timer);
  let unsignalledDone = false;
  const unsignalled = readRegularFile(file, { maxBytes: 100 }).then((r) => {
    unsignalledDone = true;
    return r;
  });
  await sleep(200);
  const stalled = !unsignalledDone;
  const writers = fifos.map((p) => openSync(p, constants.O_WRONLY | constants.O_NONBLOCK));
  for (const h of await Promise.all(held)) await h.close();
  writers.forEach(closeSync);
  expectFailure(e, 'aborted', 'aborted: lookup deadline', file);
  assert.ok(ms < 1000, `ended ${ms} ms after the start (signal at 200 ms)`);
  assert.ok(stalled, 'the stall is real: without a signal the read waits for the pool');
  assert.is((await unsignalled).bytes.toString(), 'content');
  console.log(`figure: stalled read ended ${ms} ms after the start (signal at 200 ms)`);
});

test('no descriptor is left open, whatever the outcome', async () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'ok'), 'x');
  writeFileSync(join(dir, 'big'), 'x'.repeat(100));
  mkfifo(join(dir, 'fifo'));
  const fds = () => readdirSync('/proc/self/fd').length;
  const before = fds();
  for (let i = 0; i < 50; i++) {
    await readRegularFile(join(dir, 'ok'), { maxBytes: 10 });
    await readRegularFile(join(dir, 'fifo'), { maxBytes: 10 }).catch(() => undefined);
    await readRegularFile(join(dir, 'big'), { maxBytes: 10 }).catch(() => undefined);
  }
  await sleep(50);
  assert.is(fds(), before);
});

test.run();
