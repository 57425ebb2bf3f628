// fdWriter: the CLI's output written straight to its descriptor. Every byte arrives, in order,
// through a pipe slower than the writer; a reader that goes away early ends the output quietly.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, constants, openSync } from 'node:fs';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { REPO } from '../helpers/cli.js';
import { tempDir } from '../helpers/home.js';
import { fdWriter } from '../../lib/util/fd-write.js';

const child = (body: string) => [
  '--import',
  'tsx',
  '-e',
  `import { fdWriter } from ${JSON.stringify(join(REPO, 'lib/util/fd-write.ts'))};\nconst out = fdWriter(1, () => process.stdout);\n${body}`,
];

test('three megabytes in many writes arrive whole and in order through a pipe', () => {
  const r = spawnSync(
    process.execPath,
    child("for (let i = 0; i < 30000; i++) out(String(i).padStart(99, '.') + '\\n');"),
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  assert.is(r.status, 0, r.stderr);
  const lines = r.stdout.split('\n');
  assert.is(lines.length, 30001);
  assert.is(lines[12345], '12345'.padStart(99, '.'));
  assert.is(r.stdout.length, 30000 * 100);
});

test('a reader that stops early (| head) ends the output quietly: exit 0, nothing on stderr', () => {
  const r = spawnSync(
    'sh',
    [
      '-c',
      `"${process.execPath}" ${child(
        "for (let i = 0; i < 30000; i++) out(String(i).padStart(99, '.') + '\\n'); process.stderr.write('finished\\n');",
      )
        .map((a) => `'${a.replace(/'/g, "'\\''")}'`)
        .join(' ')} | head -c 10 >/dev/null`,
    ],
    { encoding: 'utf8', cwd: REPO },
  );
  assert.is(r.status, 0, r.stderr);
  assert.is(r.stderr.trim(), 'finished', 'the writer went on to the end without an EPIPE error');
});

test('a non-blocking descriptor hands over to the stream (EAGAIN); an EPIPE there ends the output quietly', async () => {
  // A FIFO opened read-write and non-blocking, never read: it fills and then answers EAGAIN.
  const fifo = join(tempDir(), 'out.fifo');
  execFileSync('mkfifo', [fifo]);
  const fd = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
  const handed: number[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      handed.push(chunk.length);
      done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    },
  });
  try {
    const out = fdWriter(fd, () => stream);
    const line = 'x'.repeat(1023) + '\n';
    for (let i = 0; i < 200; i++) out(line); // 200 KB: more than any pipe buffer
    await new Promise((r) => setImmediate(r));
    assert.ok(handed.length >= 1, 'the rest went to the stream');
    out(line);
    await new Promise((r) => setImmediate(r));
    assert.is(handed.length, 1, 'after the EPIPE nothing more is written');
  } finally {
    closeSync(fd);
  }
});

test.run();
