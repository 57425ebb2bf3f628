// The hook bundles swap some dependencies of the store libraries for lighter stand-ins
// (lib/store/hook-shims). What the libraries promise must still hold there: a lock is removed when
// its holder is stopped by a signal (signal-exit 4 in place of 3), locks exclude each other across
// the two builds, and atomic writes from many processes at once lose nothing. A full refocus fire
// from the built hooks (refocus.cjs, and event-jobs.cjs as a prompt runs it) never loads the modules
// the stand-ins exist to avoid.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { bundleChild, startChild } from '../fixtures/store/children.js';
import { withLock, LockTimeoutError } from '../../lib/store/index.js';
import { CLAUDE_BUNDLE, makeSeat, REPO } from '../refocus/harness.js';

const EVENT_JOBS_BUNDLE = join(REPO, 'plugins', 'openrig-core', 'hooks', 'scripts', 'event-jobs.cjs');

async function holdThenSignal(
  hook: boolean,
  signal: NodeJS.Signals,
): Promise<{ lockLeft: boolean; signal: NodeJS.Signals | null }> {
  const script = await bundleChild('lock-signal-child', { hook });
  const file = join(tempDir(), 'doc.json');
  const holder = startChild(script, [file]);
  await holder.waitForOutput('held\n');
  assert.ok(existsSync(`${file}.lock`), 'the lock folder is there while held');
  holder.child.kill(signal);
  const done = await holder.done;
  return { lockLeft: existsSync(`${file}.lock`), signal: done.signal };
}

test('a holder stopped by SIGTERM or SIGINT leaves no lock behind, with the stand-ins as without', async () => {
  for (const hook of [true, false]) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const r = await holdThenSignal(hook, signal);
      assert.not.ok(r.lockLeft, `${hook ? 'hook' : 'plain'} build, ${signal}: lock removed`);
      assert.is(r.signal, signal, 'the process still ends by the signal');
    }
  }
  // Negative control: SIGKILL runs no handler, so the lock stays (until it goes stale).
  assert.ok((await holdThenSignal(true, 'SIGKILL')).lockLeft);
});

test('a lock held by the hook build excludes the plain build', async () => {
  const script = await bundleChild('lock-signal-child', { hook: true });
  const file = join(tempDir(), 'doc.json');
  const holder = startChild(script, [file]);
  await holder.waitForOutput('held\n');
  try {
    await withLock(file, () => assert.unreachable('took a lock the hook build holds'), { waitMs: 300 });
    assert.unreachable('expected a timeout');
  } catch (err) {
    assert.instance(err, LockTimeoutError);
  } finally {
    holder.child.kill('SIGTERM');
    await holder.done;
  }
  assert.is(await withLock(file, () => 'taken'), 'taken');
});

test('a full refocus fire from the built hook loads none of the modules the stand-ins avoid', () => {
  // Trees that resolve: a failed attempt would load node:crypto for its issue id, by design.
  const trees = tempDir();
  for (const [path, text] of [
    ['topology/LEARNED.md', '# Host\n'],
    ['topology/rigs/test-rig/LEARNED.md', '# Rig\n'],
    ['topology/rigs/test-rig/seats/dev/LEARNED.md', '# dev\n'],
    ['workspace/SPEC.md', '---\nintent: test\n---\n# Project\n'],
  ] as const) {
    mkdirSync(dirname(join(trees, path)), { recursive: true });
    writeFileSync(join(trees, path), text);
  }
  const seat = makeSeat({
    OPENRIG_REFOCUS_NOW: '1',
    OPENRIG_REFOCUS_TREES: 'both',
    OPENRIG_TOPOLOGY_ROOT: join(trees, 'topology'),
    OPENRIG_WORKSPACE_ROOT: join(trees, 'workspace'),
  });
  const probe = join(tempDir(), 'loaded.cjs');
  const out = join(tempDir(), 'loaded.txt');
  writeFileSync(
    probe,
    `process.on('exit', () => require('fs').writeFileSync(${JSON.stringify(out)}, process.moduleLoadList.join('\\n')));\n`,
  );
  const input = JSON.stringify({
    session_id: 'occ',
    transcript_path: seat.transcript,
    hook_event_name: 'UserPromptSubmit',
    prompt: 'go',
  });
  // refocus.cjs alone, and event-jobs.cjs as a prompt runs it (seat-events beside refocus, for a
  // seat with an identity: its first run per occupant hashes the bundle with node:crypto, by design,
  // so that run is not counted).
  const seatEvents = {
    OPENRIG_NODE: 'n-0123456789abcdef',
    OPENRIG_OCCUPANT_GENERATION: 'o-00000000000000a1',
  };
  for (const [argv, env, firstCounted] of [
    [[CLAUDE_BUNDLE, '--runtime', 'claude'], {}, 0],
    [[EVENT_JOBS_BUNDLE, '--runtime', 'claude', '--event', 'UserPromptSubmit'], seatEvents, 1],
  ] as const) {
    for (let run = 0; run < firstCounted + 2; run++) {
      // twice: the second run starts from the code cache the first one saved
      const r = spawnSync(process.execPath, ['-r', probe, ...argv], {
        input,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...seat.env, ...env },
        encoding: 'utf8',
      });
      assert.is(r.status, 0, r.stderr);
      assert.match(r.stdout, /additionalContext/);
      if (run < firstCounted) continue;
      const loaded = new Set(require_('fs').readFileSync(out, 'utf8').split('\n'));
      for (const m of [
        'NativeModule crypto',
        'NativeModule assert',
        'NativeModule stream',
        'NativeModule worker_threads',
        'NativeModule net',
      ]) {
        assert.not.ok(loaded.has(m), `${argv[0]}: run ${run + 1} loaded ${m}`);
      }
    }
  }
  assert.ok(existsSync(join(seat.home.activity, seatEvents.OPENRIG_NODE)), 'event-jobs ran seat-events too');
  assert.ok(
    seat.files().some((f) => f.endsWith('.json')),
    'the fire wrote its state',
  );
  assert.not.ok(
    seat.files().some((f) => f.endsWith('#health.json')),
    'and counted no failure',
  );
});

// uvu runs this file as ESM; a sync file read through node:module keeps the test short.
const require_ = process.getBuiltinModule('node:module').createRequire(import.meta.url);

test.run();
