// ControlClient.close() waits for the tmux client process to end (killing it after a grace
// period). tmux 3.3a, told to exit while a control client's output is unread, waits for that
// client for ever: an owner that exits right after closing can leave a server being killed
// running, unreachable once its socket is gone. Rounds of "kill-server, close, exit" leave no
// server when the owner waits; the same without waiting is printed as a figure (on the machine
// this was written on it left a server in most rounds).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { killTmuxProcessesFor, privateTmux, tmuxAvailable, tmuxProcessesFor, waitFor } from '../helpers/tmux.js';
import { tempDir } from '../helpers/home.js';

if (!tmuxAvailable()) {
  console.log('skip: tmux is not installed');
  process.exit(0);
}

const child = join(tempDir(), 'control-exit-child.mjs');
await build({
  entryPoints: [join(import.meta.dirname, '..', 'fixtures', 'tmux', 'control-exit-child.ts')],
  outfile: child,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'error',
});

const ROUNDS = 6;

async function rounds(mode: 'wait' | 'nowait'): Promise<number> {
  let left = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const t = privateTmux();
    t.run('new-session', '-d', '-s', 'x', 'sleep 600');
    const r = spawnSync(process.execPath, [child, t.socket, mode], { encoding: 'utf8', timeout: 10_000 });
    assert.is(r.status, 0, r.stderr);
    const ended = await waitFor(() => tmuxProcessesFor(t.socket).length === 0, 1500, 'the server to end').then(
      () => true,
      () => false,
    );
    if (!ended) left++;
    killTmuxProcessesFor(t.socket);
  }
  return left;
}

test('an owner that waits for close() never leaves a server being killed behind', async () => {
  const control = await rounds('nowait');
  console.log(`figure: control-exit: owner exiting without waiting left ${control} of ${ROUNDS} servers running`);
  assert.is(await rounds('wait'), 0);
});

test.run();
