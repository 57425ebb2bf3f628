// The synchronous reads that remain (SPEC.md frontmatter while resolving missions, state
// documents) must refuse a FIFO at once: a blocking open would freeze the main thread, where no
// deadline or timer can ever fire. Each case runs in a child process with a hard timeout, so a
// regression fails instead of hanging the suite.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRegularFileSync, ReadRegularFileError } from '../../lib/util/read-regular-file.js';
import { tempDir } from '../helpers/home.js';
import { REPO } from '../helpers/cli.js';

const TSX = join(REPO, 'node_modules', 'tsx', 'dist', 'loader.mjs');

function inChild(code: string): { status: number | null; stdout: string; stderr: string; timedOut: boolean } {
  const r = spawnSync(process.execPath, ['--import', TSX, '--input-type=module', '-e', code], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: 8000,
  });
  return {
    status: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
    timedOut: r.error !== undefined || r.signal === 'SIGTERM',
  };
}

test('readRegularFileSync: bytes of a regular file; missing, FIFO, folder and size refused with their reason', () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'a.md'), 'hello');
  assert.is(readRegularFileSync(join(dir, 'a.md'), 100).toString(), 'hello');
  execFileSync('mkfifo', [join(dir, 'fifo')]);
  const cases: [string, number, string][] = [
    [join(dir, 'nope.md'), 100, 'missing'],
    [join(dir, 'fifo'), 100, 'not-regular'],
    [dir, 100, 'not-regular'],
    [join(dir, 'a.md'), 3, 'too-large'],
  ];
  for (const [path, max, failure] of cases) {
    try {
      readRegularFileSync(path, max);
      assert.unreachable(path);
    } catch (err) {
      assert.instance(err, ReadRegularFileError);
      assert.is((err as ReadRegularFileError).failure, failure, path);
    }
  }
});

test('mission resolution and intent with a FIFO SPEC.md return at once; control: a plain sync read blocks', () => {
  const ws = tempDir();
  mkdirSync(join(ws, 'missions', 'folder-name'), { recursive: true });
  execFileSync('mkfifo', [join(ws, 'missions', 'folder-name', 'SPEC.md')]);
  const resolved = inChild(`
    import { resolveMissionDirs } from './lib/workspace/missions.ts';
    import { fsWorkResolver } from './lib/queue/work-resolver.ts';
    console.log(JSON.stringify(resolveMissionDirs(${JSON.stringify(ws)}, 'by-id')));
    const r = fsWorkResolver(${JSON.stringify(ws)});
    console.log(JSON.stringify(r.intentOf(${JSON.stringify(join(ws, 'missions', 'folder-name'))})));
  `);
  assert.not.ok(resolved.timedOut, 'returned');
  assert.is(resolved.status, 0, resolved.stderr);
  assert.is(resolved.stdout, '[]\nnull\n');
  const control = inChild(
    `import { readFileSync } from 'node:fs'; readFileSync(${JSON.stringify(join(ws, 'missions', 'folder-name', 'SPEC.md'))});`,
  );
  assert.ok(control.timedOut, 'a blocking read of the FIFO hangs');
});

test('a FIFO at a state document path is quarantined, not waited on', () => {
  const dir = tempDir();
  const file = join(dir, 'config.json');
  execFileSync('mkfifo', [file]);
  const r = inChild(`
    import { readDocument } from './lib/store/index.ts';
    import { configKind } from './lib/config/config.ts';
    const messages = [];
    const doc = readDocument(configKind, ${JSON.stringify(file)}, { onCorrupt: 'fresh', report: (m) => messages.push(m) });
    console.log(JSON.stringify({ doc: doc ?? null, messages }));
  `);
  assert.not.ok(r.timedOut, 'returned');
  assert.is(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.is(out.doc, null);
  assert.match(out.messages[0], /not a regular file/);
});

test.run();
