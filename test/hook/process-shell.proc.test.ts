// The hook shell every hook runs in (lib/hook/process-shell.ts), as a process: stdin bounded and
// handed over, stdout written once, advisories on stderr, an uncaught error or rejection degraded
// to one stderr line and exit 0, and the hard stop ending a run that never settles.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from '../helpers/cli.js';

const CHILD = join(REPO, 'test', 'hook', 'shell-child.ts');

function run(which: string, input = '') {
  const t = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', CHILD, which, '--runtime', 'claude'], {
    input,
    cwd: REPO,
    encoding: 'utf8',
    // Generous: a loaded machine starts tsx slowly; the hard stop case ends by itself long before.
    timeout: 120_000,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - t };
}

test('a run gets its stdin, its argv and the shell facts, writes stdout once and an advisory, and exits 0', () => {
  const r = run('echo', '{"hook_event_name":"Stop"}');
  assert.is(r.code, 0, r.stderr);
  assert.equal(JSON.parse(r.stdout), {
    input: '{"hook_event_name":"Stop"}',
    argv: ['echo', '--runtime', 'claude'],
    pool: '1',
    stopAfterStart: 60_000,
    startedBeforeNow: true,
  });
  assert.is(r.stderr, 'an advisory\n');
});

test('an uncaught error degrades to one stderr line under the label, nothing on stdout, exit 0', () => {
  const r = run('throw');
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, '');
  assert.is(r.stderr, 'shell-test: degraded to silence: boom\n');
});

test("an unhandled rejection does too, in the hook's own words", () => {
  const r = run('reject');
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, '');
  assert.is(r.stderr, 'shell-test: degraded: rejected\n');
});

test('the hard stop ends a run that never settles and keeps a timer alive', () => {
  const r = run('hang');
  assert.is(r.signal, null, 'ended by itself, not by the test timeout');
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, '');
  console.log(
    `figure: a run that never settles ended ${r.ms} ms after spawn (hard stop 1500 ms from the process start)`,
  );
});

test.run();
