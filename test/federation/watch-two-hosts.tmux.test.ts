// rig watch across two hosts on one machine: a nats-server on a free loopback port, two OpenRig
// homes with their own private tmux servers and built daemons (as test/federation/two-hosts.tmux.test.ts).
// Host B's `rig watch --once` and `--once --json` show host A's seat with host A beside B's own;
// after A's daemon is killed, A's seat reads stale with the silence, never its last state. The live
// view at 80×24 shows the HOST column, and `a` on A's seat says it is on another host.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RIG_BUNDLE, rigProcess } from '../helpers/cli.js';
import { tempDir, tempHome, type TestHome } from '../helpers/home.js';
import { addSeat } from '../helpers/seat.js';
import { privateTmux, tmuxAvailable, waitFor, type PrivateTmux } from '../helpers/tmux.js';
import { NATS_SERVER, startNats, type TestNats } from '../helpers/nats.js';

interface Host {
  name: string;
  t: TestHome;
  env: Record<string, string>;
  tmux: PrivateTmux;
  daemon?: ChildProcess;
}

let nats: TestNats | undefined;
const hosts: Host[] = [];
const children: ChildProcess[] = [];

test.after(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const h of hosts) h.tmux.kill();
  await nats?.kill();
});

async function makeHost(name: string, password: string, seat: string): Promise<Host> {
  const t = tempHome();
  const tokenFile = join(tempDir('openrig-fed-secret-'), 'password');
  writeFileSync(tokenFile, `${password}\n`, { mode: 0o600 });
  const env = { ...t.env };
  for (const [key, value] of [
    ['federation.url', nats!.url],
    ['federation.host', name],
    ['federation.user', name],
    ['federation.tokenFile', tokenFile],
  ] as const) {
    const r = rigProcess(['config', 'set', key, value], env);
    assert.is(r.code, 0, `${key}: ${r.stderr}`);
  }
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

interface Snapshot {
  seats: Array<{
    ref: string;
    host: string | null;
    activity: { state: string; stale: boolean; ageMs: number | null };
    guard: string;
  }>;
}

const watchJson = (h: Host): Snapshot | undefined => {
  const r = rigProcess(['watch', '--once', '--json'], h.env, { timeoutMs: 30_000 });
  try {
    return JSON.parse(r.stdout) as Snapshot;
  } catch {
    return undefined;
  }
};
const seatOf = (s: Snapshot | undefined, ref: string) => s?.seats.find((x) => x.ref === ref);

if (!NATS_SERVER || !tmuxAvailable())
  test.skip(`needs nats-server and tmux (.ci/run installs them): ${NATS_SERVER ? 'no tmux' : 'no nats-server'}`, () => {});
else {
  let a: Host;
  let b: Host;
  test.before(async () => {
    nats = await startNats([
      { host: 'hostA', password: 'pw-a' },
      { host: 'hostB', password: 'pw-b' },
    ]);
    a = await makeHost('hostA', 'pw-a', 'wa');
    b = await makeHost('hostB', 'pw-b', 'wb');
    startDaemon(a);
    startDaemon(b);
  });

  test("host B's rig watch --once and --json show host A's seat with host A", async () => {
    const snap = await waitFor(
      () => {
        const s = watchJson(b);
        return seatOf(s, 'wa@t') && seatOf(s, 'wb@t') ? s : undefined;
      },
      90_000,
      "A's seat in B's rig watch --json",
    );
    assert.is(seatOf(snap, 'wa@t')!.host, 'hostA');
    assert.is(seatOf(snap, 'wb@t')!.host, null, "B's own seat");
    assert.is(seatOf(snap, 'wa@t')!.activity.stale, false);
    const once = rigProcess(['watch', '--once'], b.env, { timeoutMs: 30_000 });
    assert.is(once.code, 0, once.stderr);
    assert.match(once.stdout, /SEAT +HOST +AGENT/);
    assert.match(once.stdout, /wa@t +hostA +term /);
    assert.match(once.stdout, /wb@t {2,}term /);
    // Off federation (A's view has B's seat too, by the same way): A sees B.
    const fromA = await waitFor(() => seatOf(watchJson(a), 'wb@t'), 60_000, "B's seat in A's view");
    assert.is(fromA.host, 'hostB');
  });

  test("host B's rig watch --json stream: A's seat in its events, with host", async () => {
    const child = spawn(process.execPath, [RIG_BUNDLE, 'watch', '--json'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...b.env },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
    try {
      const rows = () =>
        out
          .split('\n')
          .filter((l) => l.trim())
          .flatMap((l) => {
            const e = JSON.parse(l) as { seats?: Snapshot['seats']; seat?: Snapshot['seats'][number] };
            return e.seats ?? (e.seat ? [e.seat] : []);
          });
      const a = await waitFor(() => rows().find((r) => r.ref === 'wa@t'), 60_000, "A's seat in the stream");
      assert.is(a.host, 'hostA');
      assert.is(rows().find((r) => r.ref === 'wb@t')?.host, null);
    } finally {
      child.kill('SIGTERM');
    }
  });

  test('the live view at 80×24: the HOST column; a on the other host’s seat says so', async () => {
    const vars = Object.entries({ ...b.env, TERM: 'xterm-256color', NO_COLOR: '1' }).map(([k, v]) => `${k}=${v}`);
    const pane = b.tmux.newPane('watch@x', { width: 80, height: 24 }, [
      'env',
      ...vars,
      process.execPath,
      RIG_BUNDLE,
      'watch',
    ]);
    const screen = () => b.tmux.run('capture-pane', '-p', '-t', pane);
    await waitFor(() => /wa@t +hostA/.test(screen()), 60_000, 'A’s seat in the live view');
    assert.ok(
      screen()
        .split('\n')
        .every((l) => l.length <= 80),
      screen(),
    );
    // Move to A's seat (rows: both idle-ish, by ref) and press a.
    const rows = screen().split('\n');
    const at = rows.findIndex((l) => /wa@t/.test(l));
    const sel = rows.findIndex((l) => l.startsWith('> '));
    for (let i = sel; i < at; i++) b.tmux.run('send-keys', '-t', pane, 'Down');
    for (let i = sel; i > at; i--) b.tmux.run('send-keys', '-t', pane, 'Up');
    await waitFor(() => /^> wa@t/m.test(screen()), 30_000, 'A’s seat selected');
    b.tmux.run('send-keys', '-t', pane, 'a');
    await waitFor(() => /wa@t is on host hostA, not this one/.test(screen()), 30_000, 'the other-host line');
    // s goes through rig send as on any row; its outcome line shows, whatever remote sending says.
    b.tmux.run('send-keys', '-t', pane, 's');
    await waitFor(() => /send to wa@t: /.test(screen()), 30_000, 'the send prompt');
    b.tmux.run('send-keys', '-t', pane, '-l', 'hello across hosts');
    b.tmux.run('send-keys', '-t', pane, 'Enter');
    const footer = () => screen().trimEnd().split('\n').at(-1)!.trim();
    const outcome = await waitFor(
      () => {
        const f = footer();
        return f && !/^sending to wa@t/.test(f) && !/^send to/.test(f) && !/q quit/.test(f) ? f : undefined;
      },
      150_000,
      'rig send’s outcome line',
    );
    console.log(`figure: s on host A's seat from host B's watch: ${outcome}`);
    b.tmux.run('send-keys', '-t', pane, 'q');
  });

  test("after A's daemon is killed: A's seat reads stale with the silence, never its last state", async () => {
    a.daemon!.kill('SIGKILL');
    const snap = await waitFor(
      () => {
        const s = watchJson(b);
        return seatOf(s, 'wa@t')?.activity.stale ? s : undefined;
      },
      120_000,
      "A's seat stale in B's rig watch --json",
    );
    const row = seatOf(snap, 'wa@t')!;
    assert.is(row.host, 'hostA');
    assert.is(row.activity.state, 'stale');
    assert.ok((row.activity.ageMs ?? 0) > 0, JSON.stringify(row));
    assert.is(row.guard, '—', 'no last guard');
    const once = rigProcess(['watch', '--once'], b.env, { timeoutMs: 30_000 });
    assert.match(once.stdout, /wa@t +hostA +term +stale·host silent \d+[sm] /);
    assert.is(seatOf(snap, 'wb@t')!.activity.stale, false, "B's own seat is unaffected");
  });
}

test.run();
