// The embedded default is unchanged (issue 26 item 1): the NATS client lives in one chunk the
// daemon alone loads, through a dynamic import, and only with federation configured. No hook bundle
// and no other rig chunk carries it, and a daemon without federation config never loads it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, RIG_BUNDLE, rigProcess } from '../helpers/cli.js';
import { tempDir, tempHome } from '../helpers/home.js';
import { waitFor } from '../helpers/tmux.js';
import { freePort } from '../helpers/nats.js';
import { daemonRequest } from '../../lib/daemon/client.js';

/** Text only the NATS client has: its connection class and its packages' paths in the bundle. */
const NATS_MARKS = [/NatsConnectionImpl/, /@nats-io\//];
const CLIENT_CHUNK = 'federation-link.chunk.cjs';

const children: ChildProcess[] = [];
test.after(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

function bundles(): string[] {
  const dirs = [
    join(REPO, 'dist', 'bin'),
    ...['openrig-core', 'codex'].map((p) => join(REPO, 'plugins', p, 'hooks', 'scripts')),
  ];
  return dirs.flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith('.cjs'))
      .map((f) => join(d, f)),
  );
}

test('only the federation chunk carries the NATS client', () => {
  const all = bundles();
  const carrying = all.filter((f) => NATS_MARKS.some((m) => m.test(readFileSync(f, 'utf8'))));
  assert.equal(
    carrying.map((f) => f.slice(REPO.length + 1)),
    [`dist/bin/${CLIENT_CHUNK}`],
  );
  assert.ok(
    all.some((f) => f.includes('/plugins/openrig-core/hooks/scripts/')),
    'hook bundles were looked at',
  );
  // The daemon reaches it only through loadChunk (the dynamic import), never a static require.
  const daemonChunk = readFileSync(join(REPO, 'dist', 'bin', 'cli-daemon.chunk.cjs'), 'utf8');
  assert.match(daemonChunk, new RegExp(CLIENT_CHUNK.replace(/\./g, '\\.')));
  assert.not.match(daemonChunk, /require\(["'][^"']*federation-link/);
});

test("the federation chunk has no tmux client of its own: its pane reads go through the daemon's", () => {
  // A chunk's copy of lib/tmux/client.ts would not see the daemon's control clients: every pane
  // read of a publishing pass would be a tmux process (measured: 10 ms a seat instead of 0.6).
  const chunk = readFileSync(join(REPO, 'dist', 'bin', CLIENT_CHUNK), 'utf8');
  assert.not.match(chunk, /lib\/tmux\/client\.ts/);
  assert.not.match(chunk, /lib\/views\/seat-status\.ts/);
});

async function daemonStatusOf(env: Record<string, string>, socket: string): Promise<any> {
  const child = spawn(process.execPath, [RIG_BUNDLE, 'daemon', 'start', '--foreground'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: 'ignore',
  });
  children.push(child);
  let body: any;
  await waitFor(
    () => {
      void daemonRequest(socket, 'GET', '/api/daemon/status', undefined, { timeoutMs: 5000 })
        .then((r) => {
          body = r.body;
        })
        .catch(() => undefined);
      return body?.federation?.state === 'off' || body?.federation?.clientLoaded ? body : undefined;
    },
    60_000,
    'the daemon status with its federation state',
  );
  // It stops when told, federation or not (a connection still being tried is no reason to linger).
  child.kill('SIGTERM');
  await waitFor(() => child.exitCode !== null || child.signalCode !== null, 30_000, 'the daemon to exit after SIGTERM');
  return body;
}

test('a daemon without federation config never loads the NATS client', async () => {
  const { env, home } = tempHome();
  const body = await daemonStatusOf(env, home.daemonSocket);
  assert.equal(body.federation, { state: 'off', clientLoaded: false });
});

test('negative control: configured (to a server not there), the daemon loads it, starts, and stops when told', async () => {
  const { env, home } = tempHome();
  const token = join(tempDir(), 'token');
  writeFileSync(token, 'x\n', { mode: 0o600 });
  const port = await freePort();
  for (const [k, v] of [
    ['federation.url', `nats://127.0.0.1:${port}`],
    ['federation.tokenFile', token],
  ]) {
    const r = rigProcess(['config', 'set', k!, v!], env);
    assert.is(r.code, 0, r.stderr);
  }
  const body = await daemonStatusOf(env, home.daemonSocket);
  assert.equal(body.federation, { state: 'on', clientLoaded: true });
});

test.run();
