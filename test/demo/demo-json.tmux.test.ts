// rig demo --json: the narration goes to stderr and stdout carries one JSON document saying what
// the demo did (its throwaway folder, the steps it ran, the seats it started and how to attach,
// and the teardown), as the built bundle prints it. The demo's tmux server is private (its socket
// is in its throwaway folder), as in up-down-demo.tmux.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { rigProcess } from '../helpers/cli.js';
import { killTmuxProcessesFor, tmuxAvailable, tmuxProcessesFor, waitFor } from '../helpers/tmux.js';
import { stopDaemon } from '../../lib/daemon/start-stop.js';
import { homePaths } from '../../lib/home/paths.js';
import { DEMO_STEPS } from '../../lib/demo/steps.js';

const run = tmuxAvailable() ? test : test.skip;
if (!tmuxAvailable()) console.log('skip: tmux is not installed');

async function cleanUp(dir: string | undefined, socket: string | undefined): Promise<void> {
  if (dir) await stopDaemon(homePaths(join(dir, 'home')), 10_000).catch(() => undefined);
  if (!socket) return;
  spawnSync('tmux', ['-S', socket, 'kill-server'], { env: { ...process.env, TMUX: undefined } as NodeJS.ProcessEnv });
  const ended = await waitFor(() => tmuxProcessesFor(socket).length === 0, 3000, 'the demo tmux server to exit').then(
    () => true,
    () => false,
  );
  if (!ended)
    console.log(`figure: demo --json left tmux process(es) for ${socket}; killed ${killTmuxProcessesFor(socket)}`);
}

run('rig demo --json: narration on stderr, one JSON summary of what it did on stdout', async () => {
  const tmp = tempDir();
  const r = rigProcess(['demo', '--json'], { TMPDIR: tmp, SHELL: '/bin/sh' }, { input: '' });
  let summary: any;
  try {
    summary = JSON.parse(r.stdout);
  } catch {
    assert.unreachable(`stdout is not one JSON document (exit ${r.code}):\n${r.stdout}\n${r.stderr}`);
  }
  try {
    assert.is(r.code, 0, r.stderr);
    assert.ok(summary.dir.startsWith(tmp), 'the throwaway folder is under TMPDIR');
    assert.is(summary.home, join(summary.dir, 'home'));
    assert.is(summary.tmuxSocket, join(summary.dir, 'tmux.sock'));
    assert.equal(
      summary.steps.map((s: any) => s.id),
      DEMO_STEPS.map((s) => s.id),
    );
    assert.equal(
      summary.seats.map((s: any) => [s.seat, s.outcome]),
      [
        ['alpha@demo', 'started'],
        ['beta@demo', 'started'],
        ['agent@demo', 'started'],
      ],
    );
    for (const s of summary.seats) {
      assert.match(s.paneId, /^%\d+$/);
      assert.ok(s.attach.endsWith(`attach -t '=${s.seat}'`), s.attach);
    }
    assert.is(summary.kept, false);
    assert.is(summary.interrupted, false);
    assert.equal(summary.teardown, { problems: [] });
    assert.not.ok(existsSync(summary.dir), 'torn down');
    // What a person reads went to stderr: the steps and the commands the demo typed.
    assert.match(r.stderr, `[1/${DEMO_STEPS.length}]`);
    assert.match(r.stderr, '$ rig seat status');
  } finally {
    await cleanUp(summary?.dir, summary?.tmuxSocket);
  }
});

test.run();
