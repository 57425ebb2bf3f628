// The built CLI and hooks are split into an entry plus chunk files (build.mjs): these tests hold
// the split to what it promises — every chunk an entry requires exists beside it and none is
// stale, `rig help` loads no command chunk, and errors thrown inside a command chunk still get the
// top-level handler's exit codes and wording even though the chunk has its own error classes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMAND_ENTRIES, loadAllCommands } from '../../lib/cli/commands.js';
import { CHUNK_WRAPPER_CLOSE, CHUNK_WRAPPER_OPEN } from '../../lib/util/code-cache.js';
import { REPO, RIG_BUNDLE, rigProcess } from '../helpers/cli.js';
import { tempDir, tempHome } from '../helpers/home.js';
import { EXIT_CODES } from '../../lib/cli/errors.js';

const BUNDLE_DIRS = ['dist/bin', 'plugins/openrig-core/hooks/scripts', 'plugins/codex/hooks/scripts'];
// A bundle names a chunk it loads as `loadChunk(__dirname, "<name>.chunk.cjs")` (minified: any name).
const chunkRequires = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/\(__dirname, ?"([a-z0-9-]+\.chunk\.cjs)"\)/g)].map((m) => m[1]!);

// A command that only needs the daemon's "not running" refusal must not carry the daemon itself
// (a command module's top-level definition call is kept by the bundler with all it imports).
test('send and the seat verbs that talk to the daemon do not carry the daemon', () => {
  for (const chunk of ['cli-send', 'cli-seat-retire-held-message', 'cli-seat-set-typing-guard']) {
    const text = readFileSync(join(REPO, 'dist', 'bin', `${chunk}.chunk.cjs`), 'utf8');
    assert.not.match(text, /function startDaemon\(/, `${chunk} bundles startDaemon`);
  }
  assert.match(readFileSync(join(REPO, 'dist', 'bin', 'cli-daemon.chunk.cjs'), 'utf8'), /function startDaemon\(/);
});

test('every chunk a bundle requires exists beside it, and every chunk there is required', () => {
  for (const dir of BUNDLE_DIRS) {
    const files = readdirSync(join(REPO, dir)).filter((f) => f.endsWith('.cjs'));
    const required = new Set<string>();
    for (const f of files) for (const c of chunkRequires(join(REPO, dir, f))) required.add(c);
    for (const c of required) assert.ok(files.includes(c), `${dir}: ${c} is required but missing`);
    for (const f of files.filter((x) => x.endsWith('.chunk.cjs'))) {
      assert.ok(required.has(f), `${dir}: ${f} is stale (nothing requires it)`);
      // loadChunk compiles the file's text as it is: one function expression, the CommonJS wrapper.
      const text = readFileSync(join(REPO, dir, f), 'utf8');
      assert.ok(
        text.startsWith(`${CHUNK_WRAPPER_OPEN}\n`) && text.endsWith(`\n${CHUNK_WRAPPER_CLOSE}\n`),
        `${dir}/${f} is wrapped`,
      );
    }
  }
  // The hook keeps its engine out of the common path.
  // (and its trace mode, `refocus.cjs --trace`, the work packet's route, in a chunk of its own).
  assert.equal(chunkRequires(join(REPO, 'plugins/openrig-core/hooks/scripts/refocus.cjs')).sort(), [
    'cli-trace-main.chunk.cjs',
    'refocus-full-run.chunk.cjs',
  ]);
  // Both plugins carry the same scripts but the Claude-only status-line sensor and the chunks only
  // it loads (build.mjs HOOK_ONLY): Codex has no status-line command.
  const claudeOnly = new Set(['statusline.cjs', ...chunkRequires(join(REPO, BUNDLE_DIRS[1]!, 'statusline.cjs'))]);
  assert.ok(claudeOnly.has('context-usage-store.chunk.cjs'), [...claudeOnly].join(','));
  assert.equal(
    readdirSync(join(REPO, BUNDLE_DIRS[1]!))
      .filter((f) => !claudeOnly.has(f))
      .sort(),
    readdirSync(join(REPO, BUNDLE_DIRS[2]!)).sort(),
  );
  assert.not.ok(readdirSync(join(REPO, BUNDLE_DIRS[2]!)).includes('statusline.cjs'));
});

test('the command table and the command modules agree on names and order', async () => {
  const commands = await loadAllCommands();
  assert.equal(
    commands.map((c) => c.name),
    COMMAND_ENTRIES.map((e) => e.name),
  );
});

test('rig help needs no command chunk', () => {
  const { env } = tempHome();
  // A copy of the CLI entry alone in a folder: help must work without any chunk beside it.
  const lone = tempDir('openrig-lone-rig-');
  writeFileSync(join(lone, 'rig.cjs'), readFileSync(RIG_BUNDLE));
  const r = rigProcess(['help'], env);
  assert.is(r.code, 0);
  const alone = spawnSync(process.execPath, [join(lone, 'rig.cjs'), 'help'], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  assert.is(alone.status, 0, alone.stderr);
  assert.is(alone.stdout, r.stdout);
  for (const e of COMMAND_ENTRIES) assert.ok(alone.stdout.includes(`  ${e.name}`), e.name);
  // …while a command does need its chunk, and says so in one line rather than half-running.
  const missing = spawnSync(process.execPath, [join(lone, 'rig.cjs'), 'ps'], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  assert.is(missing.status, EXIT_CODES.internal);
  assert.match(missing.stderr, /^rig: could not load the ps command: .*cli-ps\.chunk\.cjs.* — reinstall openrig/);
  assert.is(missing.stderr.trim().split('\n').length, 1);
});

test('errors from inside a command chunk keep their exit codes and wording', () => {
  const { env, home } = tempHome();
  const usage = rigProcess(['seat', 'status', 'bad ref!!'], env);
  assert.is(usage.code, 2);
  assert.match(usage.stderr, /^rig: invalid seat ref "bad ref!!".* — /);
  const refused = rigProcess(['seat', 'status', 'nosuch@x'], env);
  assert.is(refused.code, 1);
  assert.match(refused.stderr, /^rig: no seat matches "nosuch@x" — run rig seat list/);
  // A store error (a record from a newer openrig) crosses the chunk boundary as a store error.
  mkdirSync(join(home.seats, 'r'), { recursive: true });
  writeFileSync(join(home.seats, 'r', 'a.json'), JSON.stringify({ schema: 'seat', version: 99 }));
  const newer = rigProcess(['seat', 'show', 'a@r'], env);
  assert.is(newer.code, 1);
  assert.match(newer.stderr, /newer than this openrig understands \(1\) — check the file, or move it aside and retry/);
  assert.not.match(newer.stderr, /internal error/);
});

test.run();
