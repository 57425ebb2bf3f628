// Two hosts on one machine (issue 26 item 6): a nats-server on a free loopback port with the
// documented per-host users, two OpenRig homes, each with its own private tmux server and its own
// built daemon process. What one host's seat does shows in the other's `rig ps --all` and
// `rig seat status`; a host whose heartbeat stops reads stale; a killed NATS server leaves local work
// untouched and the view honest. Every wait is on a condition, with generous deadlines.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { json, RIG_BUNDLE, rigProcess } from '../helpers/cli.js';
import { tempDir, tempHome, type TestHome } from '../helpers/home.js';
import { addSeat } from '../helpers/seat.js';
import { privateTmux, tmuxAvailable, waitFor, type PrivateTmux } from '../helpers/tmux.js';
import { NATS_SERVER, startNats, type TestNats } from '../helpers/nats.js';
import { daemonRequest } from '../../lib/daemon/client.js';
import { STALE_AFTER_MS } from '../../lib/federation/staleness.js';

interface Host {
  name: string;
  t: TestHome;
  env: Record<string, string>;
  tmux: PrivateTmux;
  daemon?: ChildProcess;
}

let nats: TestNats | undefined;
const NATS_USERS = [
  { host: 'hostA', password: 'pw-a' },
  { host: 'hostB', password: 'pw-b' },
];
/** The server's store, kept across its restart. */
const natsStore = tempDir('openrig-nats-');
const hosts: Host[] = [];
const children: ChildProcess[] = [];

test.after(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const h of hosts) h.tmux.kill();
  await nats?.kill();
});

async function makeHost(name: string, password: string, seat: string): Promise<Host> {
  const t = tempHome();
  const secrets = tempDir('openrig-fed-secret-');
  const tokenFile = join(secrets, 'password');
  writeFileSync(tokenFile, `${password}\n`, { mode: 0o600 });
  const env = { ...t.env };
  const set = (key: string, value: string) => {
    const r = rigProcess(['config', 'set', key, value], env);
    assert.is(r.code, 0, `${key}: ${r.stderr}`);
  };
  set('federation.url', nats!.url);
  set('federation.host', name);
  set('federation.user', name);
  set('federation.tokenFile', tokenFile);
  const tmux = privateTmux();
  const paneId = tmux.newPane(`${seat}@t`, { width: 100, height: 30 }, ['sh', '-c', 'while :; do sleep 60; done']);
  await addSeat(t.home, { name: seat, rig: 't', runtime: 'terminal', tmux: { socket: tmux.socket, paneId } });
  const h: Host = { name, t, env, tmux };
  hosts.push(h);
  return h;
}

function startDaemon(h: Host): void {
  const child = spawn(process.execPath, [RIG_BUNDLE, 'daemon', 'start', '--foreground'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...h.env },
    stdio: 'ignore',
  });
  children.push(child);
  h.daemon = child;
}

async function federation(h: Host): Promise<any> {
  try {
    const r = await daemonRequest(h.t.home.daemonSocket, 'GET', '/api/federation/seats', undefined, {
      timeoutMs: 10_000,
    });
    return r.status === 200 ? r.body : undefined;
  } catch {
    return undefined;
  }
}

/** Waits (async) until `look` gives a value `ok` accepts; fails with the last look. */
async function until<T>(look: () => Promise<T>, ok: (v: T) => boolean, ms: number, what: string): Promise<T> {
  let last: T | undefined;
  let done = false;
  const poll = async () => {
    while (!done) {
      last = await look();
      if (ok(last)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const p = poll();
  try {
    await waitFor(
      () => (last !== undefined && ok(last) ? true : undefined),
      ms,
      `${what} (last: ${JSON.stringify(last)})`,
    );
  } finally {
    done = true;
  }
  await p;
  return last as T;
}

const psAll = (h: Host) => json(rigProcess(['ps', '--all', '--json'], h.env));

if (!NATS_SERVER || !tmuxAvailable())
  test.skip(`needs nats-server and tmux (.ci/run installs them): ${NATS_SERVER ? 'no tmux' : 'no nats-server'}`, () => {});
else {
  let a: Host;
  let b: Host;
  test.before(async () => {
    nats = await startNats(NATS_USERS, undefined, natsStore);
    a = await makeHost('hostA', 'pw-a', 'wa');
    b = await makeHost('hostB', 'pw-b', 'wb');
    startDaemon(a);
    startDaemon(b);
  });

  test("a state change on host A shows in host B's rig ps --all and rig seat status", async () => {
    // B hears of A's seat, with its host, guard off.
    await until(
      () => federation(b),
      (f) => f?.seats?.some((s: any) => s.seat === 'wa@t' && s.hostState === 'live'),
      60_000,
      "A's seat in B's view",
    );
    const before = psAll(b);
    const row = before.federation.seats.find((s: any) => s.seat === 'wa@t');
    assert.is(row.host, 'hostA');
    assert.is(row.guard.mode, 'off');
    assert.is(before.federation.host, 'hostB');
    assert.ok(!before.federation.seats.some((s: any) => s.host === 'hostB'), "B's own seats are not remote");
    assert.ok(
      before.seats.some((s: any) => s.ref === 'wb@t'),
      "B's own seat as before",
    );

    const changed = Date.now();
    const set = rigProcess(['seat', 'set-typing-guard', 'wa@t', '--mode', 'hold', '--reason', 'test'], a.env);
    assert.is(set.code, 0, set.stderr);
    const after = await until(
      async () => psAll(b),
      (p) => p.federation?.seats?.find((s: any) => s.seat === 'wa@t')?.guard?.mode === 'hold',
      30_000,
      "A's guard change in B's rig ps --all",
    );
    console.log(
      `figure: A's guard change seen in B's rig ps --all after ${Date.now() - changed} ms (including the CLI runs)`,
    );
    assert.is(after.federation.connection, 'connected');

    const text = rigProcess(['ps', '--all'], b.env);
    assert.is(text.code, 0, text.stderr);
    assert.match(text.stdout, /HOST\s+SEAT\s+RUNTIME\s+ACTIVITY\s+GUARD\s+HELD/);
    assert.match(text.stdout, /hostA\s+wa@t\s+terminal\s+\S+\s+hold\s+0/);

    const status = rigProcess(['seat', 'status', 'wa@t', '--json'], b.env);
    assert.is(status.code, 0, status.stderr);
    const s = JSON.parse(status.stdout);
    assert.is(s.host, 'hostA');
    assert.is(s.remote, true);
    assert.equal(s.guard, { mode: 'hold', pending: false });
    const human = rigProcess(['seat', 'status', 'wa@t'], b.env);
    assert.match(human.stdout, /wa@t .*on host hostA/);
    // A ref no host has is refused as before.
    const none = rigProcess(['seat', 'status', 'nobody@t'], b.env);
    assert.is(none.code, 1);
    assert.match(none.stderr, /^rig: /);
  });

  test("a stopped heartbeat: B shows A's seats stale with the silence, never their last state", async () => {
    a.daemon!.kill('SIGKILL');
    const stale = await until(
      async () => psAll(b),
      (p) => p.federation?.seats?.find((s: any) => s.seat === 'wa@t')?.hostState === 'stale',
      60_000,
      "A's seat stale in B's view",
    );
    const row = stale.federation.seats.find((s: any) => s.seat === 'wa@t');
    assert.ok(row.hostAgeMs > STALE_AFTER_MS, `silence ${row.hostAgeMs} ms`);
    assert.is(row.guard, undefined, 'no last guard');
    assert.is(row.activity, undefined, 'no last activity');
    assert.is(stale.federation.hosts.hostA.state, 'stale');
    const text = rigProcess(['ps', '--all'], b.env);
    assert.match(text.stdout, /hostA\s+wa@t\s+terminal\s+stale \(host silent \d+s\)/);
    const status = rigProcess(['seat', 'status', 'wa@t'], b.env);
    assert.match(status.stdout, /Stale: host hostA has been silent for \d+s/);
    assert.not.match(status.stdout, /Typing guard/);
  });

  test('a killed NATS server: local work goes on, and the view says what it knows', async () => {
    // A back first (the killed daemon's socket is stale; the start replaces it), live again in B's view.
    startDaemon(a);
    await until(
      () => federation(b),
      (f) => f?.seats?.find((s: any) => s.seat === 'wa@t')?.hostState === 'live',
      60_000,
      'A live again in B',
    );
    await nats!.kill();
    await until(
      () => federation(a),
      (f) => f?.connection === 'disconnected',
      30_000,
      'A sees NATS gone',
    );
    // Local work on A: a guard change through its daemon, its status, its ps.
    const t0 = Date.now();
    const set = rigProcess(['seat', 'set-typing-guard', 'wa@t', '--mode', 'off', '--reason', 'cut off'], a.env);
    assert.is(set.code, 0, set.stderr);
    const st = json(rigProcess(['seat', 'status', 'wa@t', '--json'], a.env));
    assert.is(st.daemon, 'running');
    assert.is(st.typingGuard.effectiveMode, 'off');
    console.log(
      `figure: with NATS down, a guard change and a seat status on A took ${Date.now() - t0} ms (two CLI processes)`,
    );
    const ps = rigProcess(['ps', '--all', '--json'], a.env);
    assert.is(ps.code, 0, ps.stderr);
    assert.is(JSON.parse(ps.stdout).federation.connection, 'disconnected');
    // B: disconnected, and A's seats go stale as their heartbeat ages (not shown as last heard live).
    const view = await until(
      async () => psAll(b),
      (p) =>
        p.federation?.connection === 'disconnected' &&
        p.federation.seats.find((s: any) => s.seat === 'wa@t')?.hostState === 'stale',
      60_000,
      "B disconnected, A's seat stale",
    );
    const text = rigProcess(['ps', '--all'], b.env);
    assert.match(text.stdout, /federation disconnected/);
    assert.ok(
      view.seats.some((s: any) => s.ref === 'wb@t'),
      "B's own seats still listed",
    );
  });

  test('NATS back (same port and store): what A changed while cut off reaches B', async () => {
    nats = await startNats(NATS_USERS, nats!.port, natsStore);
    const back = await until(
      async () => psAll(b),
      (p) =>
        p.federation?.connection === 'connected' &&
        p.federation.seats.find((s: any) => s.seat === 'wa@t')?.hostState === 'live',
      60_000,
      "B reconnected, A's seat live again",
    );
    assert.equal(
      back.federation.seats.find((s: any) => s.seat === 'wa@t').guard,
      { mode: 'off', pending: false },
      'the change made while cut off',
    );
  });

  test('cut off again, a daemon still stops when told (its reconnecting does not keep it alive)', async () => {
    await nats!.kill();
    await until(
      () => federation(a),
      (f) => f?.connection === 'disconnected',
      30_000,
      'A sees NATS gone',
    );
    const d = a.daemon!;
    d.kill('SIGTERM');
    await waitFor(() => d.exitCode !== null || d.signalCode !== null, 30_000, "A's daemon to exit after SIGTERM");
    assert.is(d.exitCode, 0);
  });
}

test.run();
