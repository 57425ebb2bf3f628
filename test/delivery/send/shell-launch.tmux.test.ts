// A seat whose agent runs under `sh -c` (tmux then reports the pane's command as `sh`): the send
// flow must still see the agent there. Real tmux, the scripted composer started through sh -c
// (with a second command after it, so no shell can exec it away).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, enveloped, FIXTURE, sleep, type Harness } from '../send-harness.js';
import { waitFor } from '../../helpers/tmux.js';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { paneArgv } from '../../../lib/rig/pane-command.js';
import { descendantCommands } from '../../../lib/delivery/pane/process.js';
import { agentAmong } from '../../../lib/delivery/send/verdicts.js';

let h: Harness;
test.before(async () => {
  h = await harness();
});
test.after(async () => {
  await h.close();
});

async function shellLaunched(name: string) {
  const stateFile = join(h.dir, '..', `${name}.state.json`);
  const seat = await h.addSeat({
    name,
    command: ['/bin/sh', '-c', `node '${FIXTURE}' claude '${stateFile}'; exit $?`],
  });
  seat.stateFile = stateFile;
  await waitFor(
    () => {
      try {
        return seat.state();
      } catch {
        return undefined;
      }
    },
    5000,
    'composer start',
  );
  assert.is(
    h.tmux.run('display-message', '-p', '-t', seat.paneId, '#{pane_current_command}').trim(),
    'sh',
    'the pane reports the shell',
  );
  return seat;
}

test('guard off, a menu up under sh -c: target_needs_input, not target_runtime_not_running; idle sends go through', async () => {
  const seat = await shellLaunched('shmenu');
  const idle = await h.send(seat, 'hello');
  assert.is(idle.outcome, 'delivered', JSON.stringify(idle));
  seat.keys('C-o');
  await waitFor(() => seat.state().menu, 3000, 'menu');
  const r = await h.send(seat, 'while the menu is up');
  assert.is(r.reason, 'target_needs_input', JSON.stringify(r));
  assert.is(r.sent, false);
  await sleep(200);
  assert.equal(seat.state().submissions, [enveloped(seat, 'hello')]);
});

test('--dangerously-interact answers a recognised menu under sh -c as it does without the shell', async () => {
  const seat = await shellLaunched('shanswer');
  seat.keys('C-o');
  await waitFor(() => seat.state().menu, 3000, 'menu');
  const r = await h.send(seat, '1', { dangerouslyInteract: true, reason: 'pick yes' });
  assert.is(r.outcome, 'delivered', JSON.stringify(r));
  assert.is(r.reason, 'menu_answered');
  assert.equal(seat.state().menuAnswers, [1]);
  assert.equal(seat.state().submissions, []);
});

test('the process table below the pane: the agent under sh -c is found, a bare shell has none', async () => {
  const shell = await shellLaunched('shtree');
  const pid = Number(h.tmux.run('display-message', '-p', '-t', shell.paneId, '#{pane_pid}').trim());
  assert.ok((await descendantCommands(pid))?.includes('node'), 'node runs below sh');
  assert.is(agentAmong(await descendantCommands(pid)), true);
  const bare = await h.addSeat({ name: 'baretree', command: ['/bin/sh'] });
  const barePid = Number(h.tmux.run('display-message', '-p', '-t', bare.paneId, '#{pane_pid}').trim());
  assert.is(agentAmong(await descendantCommands(barePid)), false);
});

test("a seat launched with rig up's pane command: the pane's process is the agent itself", async () => {
  const stateFile = join(h.dir, '..', 'upargv.state.json');
  const argv = paneArgv({ command: `node '${FIXTURE}' claude '${stateFile}'`, interactiveShell: false, unset: [] });
  const seat = await h.addSeat({ name: 'upargv', command: argv });
  await waitFor(() => existsSync(stateFile), 5000, 'composer start');
  assert.is(h.tmux.run('display-message', '-p', '-t', seat.paneId, '#{pane_current_command}').trim(), 'node');
});

test('a bare shell on an agent seat is still refused target_runtime_not_running', async () => {
  const seat = await h.addSeat({ name: 'bare', command: ['/bin/sh'] });
  await sleep(300);
  const r = await h.send(seat, 'anyone there?');
  assert.is(r.reason, 'target_runtime_not_running', JSON.stringify(r));
  assert.is(r.sent, false);
});

test.run();
