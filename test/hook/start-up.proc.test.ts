// What the built hooks spend on their usual paths before their work: no thrown file-system error
// (a process's first one costs about 0.4 ms to build; a missing sentinel, settings file or line
// source is answered without one) and no Date#toISOString (its first call sets up V8's date cache,
// about 1 ms, reading the local time zone). Checked on the refocus hook's nothing-due path and full
// fire and on the status line printing OpenRig's own line, each in its steady state (the run after
// the one that made its state, cache and kept line facts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { CLAUDE_BUNDLE, makeSeat } from '../refocus/harness.js';

const STATUSLINE_BUNDLE = join(dirname(CLAUDE_BUNDLE), 'statusline.cjs');

// Preloaded into the hook: every synchronous node:fs call that throws, and every toISOString or
// toJSON of a Date, is written to COSTS_LOG as one line at exit.
const probe = join(tempDir('openrig-start-up-'), 'costs.cjs');
writeFileSync(
  probe,
  `'use strict';
const fs = require('node:fs');
const seen = [];
for (const name of Object.keys(fs)) {
  const f = fs[name];
  if (typeof f !== 'function' || !name.endsWith('Sync')) continue;
  const wrapped = function (...args) {
    try { return f.apply(this, args); } catch (e) { seen.push('threw ' + name + ' ' + e.code + ' ' + args[0]); throw e; }
  };
  if (f.native) wrapped.native = f.native;
  fs[name] = wrapped;
}
for (const name of ['toISOString', 'toJSON']) {
  const f = Date.prototype[name];
  Date.prototype[name] = function (...args) { seen.push('Date#' + name); return f.apply(this, args); };
}
process.on('exit', () => fs.writeFileSync(process.env.COSTS_LOG, seen.join('\\n')));
`,
);

function run(bundle: string, env: Record<string, string | undefined>, input: string, cwd?: string) {
  const log = join(tempDir('openrig-start-up-log-'), 'costs.log');
  const r = spawnSync(process.execPath, ['-r', probe, bundle, '--runtime', 'claude'], {
    input,
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, COSTS_LOG: log },
    encoding: 'utf8',
  });
  assert.is(r.status, 0, r.stderr);
  assert.is(r.stderr, '');
  const costs = readFileSync(log, 'utf8');
  return { stdout: r.stdout, costs: costs === '' ? [] : costs.split('\n') };
}

test('refocus: the nothing-due prompt and a full fire build no file-system error and leave the date cache alone', () => {
  const trees = tempDir('openrig-start-up-trees-');
  for (const [path, text] of [
    ['topology/LEARNED.md', '# Host\n'],
    ['topology/rigs/test-rig/seats/dev/LEARNED.md', '# dev\n'],
    ['workspace/SPEC.md', '---\nintent: test\n---\n# Project\n'],
  ] as const) {
    mkdirSync(dirname(join(trees, path)), { recursive: true });
    writeFileSync(join(trees, path), text);
  }
  const seat = makeSeat({
    OPENRIG_REFOCUS_TREES: 'both',
    OPENRIG_TOPOLOGY_ROOT: join(trees, 'topology'),
    OPENRIG_WORKSPACE_ROOT: join(trees, 'workspace'),
  });
  seat.grow(100);
  const input = JSON.stringify({
    session_id: 'occ',
    transcript_path: seat.transcript,
    hook_event_name: 'UserPromptSubmit',
    prompt: 'go',
  });
  run(CLAUDE_BUNDLE, seat.env, input); // the occupant's baseline
  const idle = run(CLAUDE_BUNDLE, seat.env, input);
  assert.is(idle.stdout, '', 'nothing due');
  assert.equal(idle.costs, [], 'nothing due');
  const fire = { ...seat.env, OPENRIG_REFOCUS_NOW: '1' };
  assert.match(run(CLAUDE_BUNDLE, fire, input).stdout, /additionalContext/); // leaves the code cache
  const again = run(CLAUDE_BUNDLE, fire, input);
  assert.match(again.stdout, /additionalContext/);
  assert.equal(again.costs, [], 'full fire');
});

test("status line: OpenRig's own line builds no file-system error and leaves the date cache alone", () => {
  const dir = tempDir('openrig-start-up-sl-');
  const root = join(dir, 'openrig');
  const proj = join(dir, 'proj');
  const userHome = join(dir, 'user');
  mkdirSync(root, { mode: 0o700 });
  mkdirSync(proj);
  mkdirSync(userHome);
  const env = {
    HOME: userHome,
    OPENRIG_HOME: root,
    OPENRIG_NODE: 'n-0123456789abcdef',
    OPENRIG_OCCUPANT_GENERATION: 'o-00000000000000a1',
    OPENRIG_SESSION_NAME: 'impl@demo',
    OPENRIG_SEAT_PROJECT_DIR: proj,
    CLAUDE_PROJECT_DIR: proj,
  };
  mkdirSync(join(root, 'context-usage', env.OPENRIG_NODE), { recursive: true, mode: 0o700 });
  const input = JSON.stringify({
    session_id: '64059922-fb03-4887-a119-86ddc6799ab9',
    model: { id: 'claude-opus-5-5' },
    workspace: { project_dir: proj },
    context_window: { context_window_size: 200000, used_percentage: 15 },
  });
  run(STATUSLINE_BUNDLE, env, input, proj); // records the sample and keeps the line facts
  const steady = run(STATUSLINE_BUNDLE, env, input, proj);
  assert.match(steady.stdout, /^openrig impl@demo · ctx 15%/);
  assert.equal(steady.costs, []);
  rmSync(dir, { recursive: true, force: true });
});

test.run();
