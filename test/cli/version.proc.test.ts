// rig version looks programs up on PATH and asks each for its version under a deadline. Stand-in
// programs (shell scripts in a throwaway folder, the only folder on PATH) give fixed answers; a
// hung `claude --version`, which also leaves a child holding its output, must not hang the command:
// it reads "unknown" once the deadline passes, and both processes are killed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { json, REPO, rigProcess } from '../helpers/cli.js';
import { waitFor } from '../helpers/tmux.js';
import { gatherVersions } from '../../lib/cli/version.js';
import { findProgram } from '../../lib/codex/codex-cli.js';
import { TESTED_CLIENT_SETS } from '../../lib/seat/tested-clients.js';

const { version } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
const SLEEP = findProgram('sleep', process.env.PATH)!;

/** A folder holding the given programs as shell scripts; it is the whole PATH of the runs below. */
function programs(scripts: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, body] of Object.entries(scripts)) {
    writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(dir, name), 0o755);
  }
  return dir;
}

const answers = {
  tmux: 'echo "tmux 3.3a"',
  claude: `echo "${TESTED_CLIENT_SETS.pinned.claude} (Claude Code)"`,
  codex: 'echo "codex-cli 9.9.9"',
};

/** A claude that never answers: it records its pid and its child's, and waits on the child. */
function hungClaude(pidFile: string): string {
  return `echo $$ > ${pidFile}; ${SLEEP} 600 & echo $! >> ${pidFile}; wait`;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('gatherVersions: each program on PATH with its version, clients marked tested or not, a missing one named', async () => {
  const dir = programs(answers);
  const r = await gatherVersions({ PATH: dir }, dir, 30_000);
  assert.is(r.openrig, version);
  assert.is(r.node, process.versions.node);
  assert.equal(r.tmux, { found: true, path: join(dir, 'tmux'), version: '3.3a', problem: null });
  assert.equal(
    [r.claude.version, r.claude.tested, r.claude.tested_in],
    [TESTED_CLIENT_SETS.pinned.claude, true, ['pinned']],
  );
  assert.equal([r.codex.version, r.codex.tested, r.codex.path], ['9.9.9', false, join(dir, 'codex')]);
  const none = await gatherVersions({ PATH: programs({ tmux: answers.tmux }) }, dir, 30_000);
  assert.equal([none.claude.found, none.claude.tested, none.codex.found], [false, null, false]);
});

test('gatherVersions: a hung claude --version reads unknown at the deadline, and it and its child are killed', async () => {
  const pidFile = join(tempDir(), 'pids');
  const dir = programs({ ...answers, claude: hungClaude(pidFile) });
  const started = Date.now();
  const r = await gatherVersions({ PATH: dir }, dir, 1000);
  const took = Date.now() - started;
  assert.equal([r.claude.found, r.claude.version, r.claude.problem], [true, null, 'no answer within 1 s']);
  assert.is(r.claude.tested, null);
  // The others answered within the same deadline.
  assert.is(r.codex.version, '9.9.9');
  assert.ok(took >= 1000, `returned after ${took} ms, before the deadline`);
  assert.ok(took < 20_000, `returned after ${took} ms`);
  const pids = await waitFor(
    () => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim().split('\n').map(Number),
    10_000,
    'the pid file',
  );
  assert.is(pids.length, 2, String(pids));
  await waitFor(() => pids.every((p) => !alive(p)), 10_000, `the hung claude and its child (${pids}) to be gone`);
});

test('the built rig: --version, version, and version --json with a hung claude (unknown, not a hang)', async () => {
  const pidFile = join(tempDir(), 'pids');
  const dir = programs({ ...answers, claude: hungClaude(pidFile) });
  const flag = rigProcess(['--version'], { PATH: dir });
  assert.is(flag.code, 0, flag.stderr);
  assert.is(flag.stdout, `openrig ${version}\n`);

  const started = Date.now();
  const r = rigProcess(['version', '--json'], { PATH: dir }, { timeoutMs: 120_000 });
  const took = Date.now() - started;
  assert.is(r.code, 0, r.stderr + r.stdout);
  const report = json(r);
  assert.equal([report.claude.version, report.claude.problem], [null, 'no answer within 5 s']);
  assert.is(report.tmux.version, '3.3a');
  assert.ok(took < 60_000, `rig version took ${took} ms`);
  console.log(`figure: rig version with a hung claude --version returned after ${took} ms (deadline 5 s)`);

  const human = rigProcess(['version'], { PATH: programs(answers) });
  assert.is(human.code, 0, human.stderr);
  const lines = human.stdout.trimEnd().split('\n');
  assert.is(lines[0], `openrig  ${version}`);
  assert.match(
    lines[3]!,
    new RegExp(`^claude +${TESTED_CLIENT_SETS.pinned.claude.replace(/\./g, '\\.')} +tested \\(pinned\\) `),
  );
  assert.match(lines[4]!, /^codex +9\.9\.9 +not tested \(tested: /);
});

test.run();
