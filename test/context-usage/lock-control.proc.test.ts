// The context-usage store's lock and its negative control: 20 processes store one sample each, all
// at once, each with a turn of its event loop between its read and its write. Under the lock the newest sample is what
// stays (the rule "never replace a newer sample" sees every earlier write); without the lock each
// decides on a stale read and the oldest, written last, wins — so the first check can fail. The
// children say when they are ready and when they have read, so the interleaving is made, not
// hoped for from timing (a loaded machine wakes twenty processes over seconds).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { contextSamplePath, homePaths } from '../../lib/home/paths.js';
import { tempDir } from '../helpers/home.js';

const COUNT = 20;
const dir = tempDir('openrig-ctx-lock-');
const child = join(dir, 'record-child.cjs');
await build({
  entryPoints: [join(import.meta.dirname, 'record-child.ts')],
  outfile: child,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'error',
});

/** Resolves once `child` has printed `word` on a line of its own. */
function said(c: ReturnType<typeof spawn>, word: string): Promise<void> {
  return new Promise((resolve) => {
    let out = '';
    const on = (d: Buffer) => {
      out += d.toString('utf8');
      if (out.split('\n').includes(word)) {
        c.stdout!.off('data', on);
        resolve();
      }
    };
    c.stdout!.on('data', on);
  });
}

async function race(mode: 'locked' | 'unlocked'): Promise<number> {
  const root = join(dir, mode);
  mkdirSync(root);
  const procs = Array.from({ length: COUNT }, (_, i) => {
    const c = spawn(process.execPath, [child, mode, root, String(i)], { stdio: ['pipe', 'pipe', 'pipe'] });
    let err = '';
    c.stderr!.on('data', (d) => {
      err += d;
    });
    const ready = said(c, 'ready');
    const read = said(c, 'read');
    return {
      c,
      ready,
      read,
      done: new Promise<[number | null, string]>((r) => c.on('close', (code) => r([code, err]))),
    };
  });
  await Promise.all(procs.map((p) => p.ready));
  for (const p of procs) p.c.stdin!.write('go\n');
  if (mode === 'unlocked') {
    // Every child has read before any writes; then they write newest first, the oldest last.
    await Promise.all(procs.map((p) => p.read));
    for (const p of [...procs].reverse()) {
      p.c.stdin!.end('write\n');
      await p.done;
    }
  } else for (const p of procs) p.c.stdin!.end();
  for (const [code, err] of await Promise.all(procs.map((p) => p.done))) assert.is(code, 0, err);
  return JSON.parse(readFileSync(contextSamplePath(homePaths(root), 'n-0123456789abcdef'), 'utf8')).sample.usedPercent;
}

test(`${COUNT} concurrent samples under the lock: the newest stays`, async () => {
  assert.is(await race('locked'), COUNT - 1);
});

test('negative control: the same writes without the lock keep an older sample', async () => {
  assert.is.not(await race('unlocked'), COUNT - 1, 'without the lock the check above must fail');
});

test.run();
