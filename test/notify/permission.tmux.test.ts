// The notifier end to end (issue 25 item 2): the demo's scripted agent, brought up by `rig up` on a
// private tmux server with its daemon, stops at a permission menu (PermissionRequest, then the
// Notification permission_prompt hook ~1.5 s later). A command channel (a script appending stdin
// to a file) and a loopback webhook each get exactly one notification for that episode, naming
// the seat, what it waits for (the tool, never its input), since when and the jump command; the
// repeated Notification hook adds none; the episode ends when the menu is answered; history
// records both attempts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { REPO, rigProcess } from '../helpers/cli.js';
import { privateTmux, tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { homePaths } from '../../lib/home/paths.js';
import { stopDaemon } from '../../lib/daemon/start-stop.js';
import { addCommandChannel } from '../../lib/notify/command-channel.js';
import { addChannel, readHistory, readNotifierState } from '../../lib/notify/store.js';
import { buildChannel } from '../../lib/notify/channel.js';
import { BUILD_COMMAND } from '../../lib/demo/agent.js';
import { readSeatHooks } from '../../lib/activity/store.js';
import { readSeat } from '../../lib/seat/registry.js';

const AGENT = join(REPO, 'dist', 'bin', 'demo-agent.cjs');

if (!tmuxAvailable()) test.skip('needs tmux', () => undefined);
else
  test('a scripted agent at a permission menu: one notification per channel for the episode', async () => {
    const dir = tempDir();
    const home = homePaths(join(dir, 'home'));
    const tmux = privateTmux();
    const env = {
      OPENRIG_HOME: home.root,
      OPENRIG_TMUX_SOCKET: tmux.socket,
      OPENRIG_TMUX_CONFIG: '/dev/null',
      SHELL: '/bin/sh',
    };
    const got: unknown[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (b) => (body += b));
      req.on('end', () => {
        got.push(JSON.parse(body));
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const received = join(dir, 'received.jsonl');
    const script = join(dir, 'record.sh');
    writeFileSync(script, `#!/bin/sh\ncat >> '${received}'\n`, { mode: 0o700 });
    const lines = () => (existsSync(received) ? readFileSync(received, 'utf8').trim().split('\n').filter(Boolean) : []);
    try {
      const cmd = await addCommandChannel(home, script);
      const hook = await addChannel(
        home,
        buildChannel({ kind: 'webhook', target: `http://127.0.0.1:${port}/hook/token-xyz` }, 'nc-0000abcd', Date.now()),
      );
      const spec = join(dir, 'rig.yaml');
      writeFileSync(
        spec,
        [
          'name: t',
          'seats:',
          '  - name: agent',
          '    runtime: claude-code',
          '    cwd: .',
          `    command: 'exec "${process.execPath}" "${AGENT}" --turn-ms 300 --notify-ms 1500'`,
          '',
        ].join('\n'),
      );
      const up = rigProcess(['up', spec], env, { cwd: dir });
      assert.is(up.code, 0, up.stderr + up.stdout);
      const seat = readSeat(home, 't', 'agent')!;
      const screen = () => tmux.run('capture-pane', '-p', '-t', '=agent@t:');
      await waitFor(() => screen().includes('SCRIPTED DEMO AGENT'), 20_000, 'the agent');
      tmux.run('send-keys', '-t', '=agent@t:', '-l', 'please run the build');
      await waitFor(() => screen().includes('please run the build'), 10_000, 'the prompt typed');
      // An Enter right after a typed burst is a newline (the composer's early-Enter rule, as real
      // clients do): under load it can land inside that window, so Enter again until it submits.
      for (let i = 0; ; i++) {
        tmux.run('send-keys', '-t', '=agent@t:', 'Enter');
        const submitted = await waitFor(() => screen().includes('UserPromptSubmit'), 3000, 'the prompt submitted').then(
          () => true,
          (err) => {
            if (i >= 4) throw err;
            return false;
          },
        );
        if (submitted) break;
      }

      await waitFor(() => lines().length >= 1 && got.length >= 1, 30_000, 'a notification on each channel').catch(
        (err) => {
          console.log(
            `debug: lines=${lines().length} got=${got.length} history=${JSON.stringify(readHistory(home))} state=${JSON.stringify(readNotifierState(home))} screen=${screen()}`,
          );
          throw err;
        },
      );
      // The Notification hook comes after the PermissionRequest: the same episode.
      const lastEvent = () => readSeatHooks(home, seat.nodeId, seat.occupant)?.lastHook.event;
      await waitFor(() => lastEvent() === 'Notification', 20_000, 'the Notification hook');
      assert.match(screen(), 'Do you want to proceed?');
      // Answered: the agent runs the tool and stops; the episode ends.
      tmux.run('send-keys', '-t', '=agent@t:', '1');
      await waitFor(() => lastEvent() === 'Stop', 20_000, 'the Stop hook');
      await waitFor(() => Object.keys(readNotifierState(home).episodes).length === 0, 30_000, 'the episode to end');
      await waitFor(() => readHistory(home).length >= 2, 20_000, 'both attempts recorded');

      assert.is(lines().length, 1, 'exactly one on the command channel');
      assert.is(got.length, 1, 'exactly one on the webhook');
      const e = JSON.parse(lines()[0]!);
      assert.equal(got[0], { ...e, at: (got[0] as { at: string }).at });
      assert.is(e.schema, 'openrig-notification');
      assert.is(e.seat, 'agent@t');
      assert.is(e.rig, 't');
      assert.is(e.kind, 'permission');
      assert.is(e.what, 'Bash');
      assert.is(e.test, false);
      assert.ok(Date.parse(e.since) <= Date.parse(e.at), `${e.since} ≤ ${e.at}`);
      assert.match(e.jump, `attach -t '=agent@t'`);
      assert.match(e.jump, tmux.socket);
      assert.not.ok(JSON.stringify(e).includes(BUILD_COMMAND), 'never the raw tool input');
      const hist = readHistory(home);
      assert.equal(
        hist.map((h) => [h.channel, h.outcome]).sort(),
        [
          [cmd.id, 'delivered'],
          [hook.id, 'delivered'],
        ].sort(),
      );
      assert.ok(
        hist.every((h) => !h.target.includes('token-xyz')),
        'the webhook path is never recorded',
      );
      const hr = rigProcess(['notify', 'history'], env);
      assert.not.match(hr.stdout, 'token-xyz');
      assert.match(hr.stdout, 'agent@t permission: Bash');
    } finally {
      await stopDaemon(home, 20_000).catch(() => undefined);
      tmux.kill();
      server.close();
    }
  });

test.run();
