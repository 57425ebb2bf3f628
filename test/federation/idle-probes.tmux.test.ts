// A federated built daemon's full publishing pass, once its tmux control client is attached, starts
// no tmux process: every pane probe goes through the control client (lib/tmux/control-pool.ts).
// The count is exact, not a snapshot of /proc: the daemon's PATH starts with a `tmux` wrapper that
// appends its arguments to a log and execs the real tmux, so every tmux process the daemon starts
// is a line. Only the start's first reads (before the client is ready) may run in processes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RIG_BUNDLE } from '../helpers/cli.js';
import { tempDir, tempHome } from '../helpers/home.js';
import { addSeat } from '../helpers/seat.js';
import { privateTmux, tmuxAvailable, waitFor, type PrivateTmux } from '../helpers/tmux.js';
import { NATS_SERVER, startNats, type TestNats } from '../helpers/nats.js';
import { daemonRequest } from '../../lib/daemon/client.js';

const SEATS = 12;
/** RIG_BUNDLE runs another build (a before, to see this test fail where the probes ran in processes). */
const BUNDLE = process.env.RIG_BUNDLE ?? RIG_BUNDLE;

let nats: TestNats | undefined;
let tmux: PrivateTmux | undefined;
let daemon: ChildProcess | undefined;

test.after(async () => {
  if (daemon && daemon.exitCode === null && daemon.signalCode === null) {
    const exited = new Promise((r) => daemon!.once('exit', r));
    daemon.kill('SIGKILL');
    await exited;
  }
  tmux?.kill();
  await nats?.kill();
});

/** A `tmux` that logs one line per process started, then becomes the real tmux. */
function loggingTmux(): { bin: string; log: string } {
  const real = spawnSync('sh', ['-c', 'command -v tmux'], { encoding: 'utf8' }).stdout.trim();
  const bin = tempDir('openrig-tmux-wrap-');
  const log = join(tempDir('openrig-tmux-log-'), 'started');
  writeFileSync(log, '');
  writeFileSync(join(bin, 'tmux'), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${real}' "$@"\n`);
  chmodSync(join(bin, 'tmux'), 0o755);
  return { bin, log };
}

const started = (log: string): string[] => readFileSync(log, 'utf8').split('\n').filter(Boolean);

async function lastPass(socket: string): Promise<any> {
  try {
    const r = await daemonRequest(socket, 'GET', '/api/federation/seats', undefined, { timeoutMs: 10_000 });
    return r.status === 200 ? r.body?.lastPass : undefined;
  } catch {
    return undefined;
  }
}

const cannot = !tmuxAvailable() ? 'no tmux' : !NATS_SERVER ? 'no nats-server' : undefined;
if (cannot) test.skip(`needs nats-server and tmux (.ci/run installs them): ${cannot}`, () => {});
else
  test('a full pass over running seats starts no tmux process once the control client is attached', async () => {
    nats = await startNats([{ host: 'hostA', password: 'pw-a' }]);
    const t = tempHome();
    const token = join(tempDir('openrig-fed-secret-'), 'password');
    writeFileSync(token, 'pw-a\n', { mode: 0o600 });
    tmux = privateTmux();
    for (let i = 0; i < SEATS; i++) {
      const paneId = tmux.newPane(`s${i}@r`, { width: 80, height: 24 }, ['sh', '-c', 'while :; do sleep 60; done']);
      await addSeat(t.home, { name: `s${i}`, rig: 'r', runtime: 'terminal', tmux: { socket: tmux.socket, paneId } });
    }
    const wrap = loggingTmux();
    daemon = spawn(process.execPath, [BUNDLE, 'daemon', 'start', '--foreground'], {
      env: {
        PATH: `${wrap.bin}:${process.env.PATH}`,
        HOME: process.env.HOME,
        ...t.env,
        OPENRIG_FEDERATION_URL: nats.url,
        OPENRIG_FEDERATION_HOST: 'hostA',
        OPENRIG_FEDERATION_USER: 'hostA',
        OPENRIG_FEDERATION_TOKEN_FILE: token,
      },
      stdio: 'ignore',
    });

    // One status read through the daemon's own route: it starts the control client whatever the
    // pass does, so a build whose pass reads through some other copy of the tmux client is counted
    // too, instead of waiting for an attach that never comes.
    const status = await waitFor(
      async () =>
        daemonRequest(t.home.daemonSocket, 'GET', `/api/seat/status/${encodeURIComponent('s0@r')}`, undefined, {
          timeoutMs: 10_000,
        }).catch(() => undefined),
      30_000,
      'the daemon answers',
    );
    assert.is(status?.status, 200, JSON.stringify(status?.body));

    // Attached: tmux lists the daemon as a control-mode client, and the wrapper saw it start (so the
    // log does see the daemon's tmux processes).
    await waitFor(
      () => tmux!.tryRun('list-clients', '-F', '#{client_control_mode}').stdout.split('\n').includes('1') || undefined,
      30_000,
      'the daemon attaches its control client',
    );
    assert.ok(
      started(wrap.log).some((l) => l.includes(' -C attach-session ')),
      `the wrapper logged the control client: ${started(wrap.log).join(' | ')}`,
    );
    // Any pass that ended after the attach: every read from before it has ended too (one pass at a
    // time), so a late line of the start's reads cannot fall into the count below.
    const attachedAt = Date.now();
    await waitFor(
      async () => {
        const p = await lastPass(t.home.daemonSocket);
        return p && Date.parse(p.at) > attachedAt;
      },
      30_000,
      'a pass that ended after the attach',
    );
    const countFrom = Date.now();
    const before = started(wrap.log).length;

    // A full pass (the screens poll, every 15 s) that began after that and probed every seat.
    const pass = await waitFor(
      async () => {
        const p = await lastPass(t.home.daemonSocket);
        // No plan or read count: a build from before the read schedule, where every pass read every seat.
        const full = (p?.plan ?? 'all') === 'all' && (p?.read ?? p?.seats) === SEATS;
        return full && Date.parse(p.at) - p.ms > countFrom ? p : undefined;
      },
      60_000,
      'a full pass after the attach',
    );
    const during = started(wrap.log).slice(before);
    console.log(
      `figure: a full pass over ${SEATS} running seats after the attach: ${during.length} tmux processes started (pass ${pass.ms} ms); before the attach: ${before}`,
    );
    assert.equal(during, [], `tmux processes the daemon started after its control client attached`);
  });

test.run();
