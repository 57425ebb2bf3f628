// The daemon's tmux control clients on a private server: a read through a control client answers
// exactly what a tmux process answers (output and errors), writes go that way only when the caller
// marks them (and then once), a client never attaches where attaching would change the user's
// tmux, and a dead or stuck client only sends reads back to tmux processes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { privateTmux, tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { spawnTmux, tmux as runTmux, TmuxError, type TmuxServer } from '../../lib/tmux/client.js';
import { ControlPool, routeTmuxReadsThroughControlClients } from '../../lib/tmux/control-pool.js';
import { ControlClient } from '../../lib/tmux/control-client.js';
import { captureScreens } from '../../lib/delivery/composer/ops.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';

if (!tmuxAvailable()) {
  console.log('skip: tmux is not installed');
  process.exit(0);
}

const tmux = privateTmux();
test.after(() => tmux.kill());
const server: TmuxServer = { socket: tmux.socket };

// A pane that draws styled text, wide characters, and lines that look like control-mode guards.
const paneId = tmux.newPane('ctl', { width: 90, height: 14 }, [
  'sh',
  '-c',
  "printf '\\033[1mbold\\033[0m \\033[2mdim\\033[0m ❯\\302\\240é 中文\\n%%end 1 1 1\\n%%exit\\n%%begin 2 2 1\\n' ; exec sleep 600",
]);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function readyPool(pool: ControlPool, on: TmuxServer = server): Promise<number> {
  pool.warm(on);
  return waitFor(() => pool.clientPid(on), 5000, 'control client ready');
}

/** Reads (each may start a client once the pool's wait is over) until a client is ready. */
async function readsUntilClient(pool: ControlPool, on: TmuxServer): Promise<number> {
  const end = Date.now() + 6000;
  while (Date.now() < end) {
    await runTmux(on, ['display-message', '-p', 'x']);
    const pid = pool.clientPid(on);
    if (pid) return pid;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no control client came back');
}

async function outcome(
  p: Promise<{ stdout: string }>,
): Promise<{ stdout?: string; failure?: string; message?: string }> {
  try {
    return { stdout: (await p).stdout };
  } catch (err) {
    assert.instance(err, TmuxError);
    return { failure: (err as TmuxError).failure, message: (err as TmuxError).stderr.trim() };
  }
}

test('reads through a control client answer exactly as a tmux process does', async () => {
  await waitFor(() => tmux.run('capture-pane', '-p', '-t', paneId).includes('%begin 2 2 1'), 3000, 'pane output');
  const pool = new ControlPool();
  await readyPool(pool);
  const lists: string[][] = [
    ['display-message', '-p', '-t', paneId, "#{pane_id}|#{cursor_x}|it's ; $HOME ~ {x} \\ #[fg=red] \u00a0❯"],
    ['display-message', '-p', ''],
    ['capture-pane', '-p', '-e', '-t', paneId],
    ['capture-pane', '-p', '-t', paneId, '-S', '-20'],
    [
      'list-panes',
      '-t',
      '=ctl:',
      '-F',
      '#{pane_id} #{pane_dead} #{pane_in_mode} #{pane_current_command}',
      ';',
      'display-message',
      '-p',
      '-t',
      paneId,
      'x',
      ';',
      'capture-pane',
      '-p',
      '-e',
      '-t',
      paneId,
    ],
    ['list-panes', '-t', '=nosuch:', '-F', '#{pane_id}'],
    ['display-message', '-p', 'before', ';', 'list-panes', '-t', '%999', ';', 'display-message', '-p', 'never'],
    ['display-message', '-p', '-t', '%999', '#{pane_id}|empty'],
  ];
  for (const args of lists) {
    const before = pool.counts.control;
    const viaControl = await outcome(pool.route(server, args, 5000)!.then((r) => r!));
    assert.is(pool.counts.control, before + 1, `answered by the control client: ${args.join(' ')}`);
    const viaProcess = await outcome(spawnTmux(server, args));
    assert.equal(viaControl, viaProcess, args.join(' '));
  }
  pool.close();
});

test('the send flow capture reads the same through a control client', async () => {
  const plain = await captureScreens(server, paneId, { history: 20 });
  const { pool, release } = routeTmuxReadsThroughControlClients({});
  await readyPool(pool!);
  const before = pool!.counts.control;
  const routed = await captureScreens(server, paneId, { history: 20 });
  assert.is(pool!.counts.control, before + 1);
  assert.ok(routed.snapshot, 'a snapshot');
  assert.equal(routed, plain);
  release();
});

test('writes and unencodable lines go to a tmux process; reads wait for a ready client', async () => {
  const pool = new ControlPool();
  assert.is(
    pool.route(server, ['display-message', '-p', 'x'], 1000),
    undefined,
    'no client yet: a tmux process answers',
  );
  await readyPool(pool);
  assert.is(pool.route(server, ['send-keys', '-t', paneId, ''], 1000), undefined);
  assert.is(pool.route(server, ['capture-pane', '-p', ';', 'send-keys', '-t', paneId, ''], 1000), undefined);
  assert.is(pool.route(server, ['display-message', '-p', 'a\nb'], 1000), undefined);
  assert.ok(pool.route(server, ['display-message', '-p', 'x'], 1000));
  pool.close();
});

test('a write the caller marks goes through the ready client once; unmarked or unknown writes do not', async () => {
  const pool = new ControlPool();
  await readyPool(pool);
  const file = join(tempDir(), 'buf.txt');
  writeFileSync(file, 'through the control client', { mode: 0o600 });
  const before = pool.counts.control;
  const loaded = await pool.route(
    server,
    ['load-buffer', '-b', 'ctlw', file, ';', 'list-buffers', '-F', '#{buffer_size}', '-f', '#{==:#{buffer_name},ctlw}'],
    5000,
    true,
  );
  assert.is(loaded?.stdout, '26\n', 'loaded, and its size read back in the same list');
  assert.is(pool.counts.control, before + 1);
  assert.is(tmux.run('show-buffer', '-b', 'ctlw'), 'through the control client');
  // tmux 3.3a answers a load of an unreadable file through a control client as a success: the
  // size read back is what tells.
  const missing = await pool.route(
    server,
    [
      'load-buffer',
      '-b',
      'ctlx',
      `${file}.missing`,
      ';',
      'list-buffers',
      '-F',
      '#{buffer_size}',
      '-f',
      '#{==:#{buffer_name},ctlx}',
    ],
    5000,
    true,
  );
  assert.is(missing?.stdout, '', 'no buffer');
  assert.is((await pool.route(server, ['delete-buffer', '-b', 'ctlw'], 5000, true))?.stdout, '');
  assert.is(pool.route(server, ['kill-session', '-t', 'nosuch'], 1000, true), undefined, 'not a write the pool takes');
  assert.is(pool.route(server, ['delete-buffer', '-b', 'ctlw'], 1000), undefined, 'unmarked: a tmux process');
  pool.close();
});

test('a marked write whose client ends before answering fails as unanswered, and is not run again', async () => {
  const t = privateTmux();
  const s2: TmuxServer = { socket: t.socket };
  t.run('new-session', '-d', '-s', 'x', 'sleep 600');
  const serverPid = Number(t.run('display-message', '-p', '#{pid}').trim());
  const { pool, release } = routeTmuxReadsThroughControlClients({});
  await readyPool(pool!, s2);
  const spawned = pool!.counts.process;
  process.kill(serverPid, 'SIGSTOP');
  try {
    const stuck = await outcome(runTmux(s2, ['send-keys', '-t', '=x:', 'Enter'], { timeoutMs: 300, write: true }));
    assert.is(stuck.failure, 'unanswered');
    assert.match(stuck.message!, /may have run/);
  } finally {
    process.kill(serverPid, 'SIGCONT');
  }
  assert.is(pool!.counts.process, spawned, 'the write was not handed to a tmux process');
  t.kill();
  release();
});

test('OPENRIG_TMUX_CONTROL=off routes nothing', async () => {
  const { pool, release } = routeTmuxReadsThroughControlClients({ OPENRIG_TMUX_CONTROL: 'off' });
  assert.is(pool, undefined);
  release();
});

test('many reads at once each get their own answer', async () => {
  const pool = new ControlPool();
  await readyPool(pool);
  const answers = await Promise.all(
    Array.from(
      { length: 60 },
      (_, i) => pool.route(server, ['display-message', '-p', `n${i}`, ';', 'display-message', '-p', `m${i}`], 5000)!,
    ),
  );
  for (const [i, r] of answers.entries()) assert.is(r!.stdout, `n${i}\nm${i}\n`);
  pool.close();
});

test('the control client changes no window size and detaches on close', async () => {
  const size = () => tmux.run('display-message', '-p', '-t', paneId, '#{window_width}x#{window_height}').trim();
  const clients = () => tmux.run('list-clients', '-F', '#{client_pid}').trim().split('\n').filter(Boolean).map(Number);
  const was = size();
  const pool = new ControlPool();
  const pid = await readyPool(pool);
  assert.ok(clients().includes(pid), 'listed as a client while in use');
  assert.is(size(), was);
  pool.close();
  await waitFor(() => !alive(pid), 3000, 'control client exit');
  assert.not.ok(clients().includes(pid));
  assert.is(size(), was);
});

test('sessions with destroy-unattached, servers with exit-unattached: never attached', async () => {
  const t = privateTmux();
  const s2: TmuxServer = { socket: t.socket };
  const attach = (on: typeof t, session: string) =>
    ControlClient.spawn(['-S', on.socket, '-f', '/dev/null', '-C', 'attach-session', '-t', `=${session}`], process.env);
  // Such a session lives only while some client is attached (setting the option on an unattached
  // session destroys it at once), so each is held by a client of the test's own.
  const doomedSession = async (on: typeof t, name: string) => {
    on.run('new-session', '-d', '-s', name, 'sleep 600');
    const holder = attach(on, name);
    assert.equal(await holder.run("'display-message' '-p' ok", 1, 3000), { ok: true, stdout: 'ok\n' });
    on.run('set-option', '-t', name, 'destroy-unattached', 'on');
    return holder;
  };
  const holder = await doomedSession(t, 'doomed');
  // Negative control: a client that attaches to such a session and leaves destroys it. On a server
  // of its own: on a loaded machine, the victim's leaving took the held session (and so the whole
  // server) with it now and then, which is tmux's accounting of the test's own clients, not the pool.
  const v = privateTmux();
  const victim = await doomedSession(v, 'victim');
  victim.close();
  await waitFor(() => v.tryRun('has-session', '-t', '=victim').status !== 0, 3000, 'session destroyed on detach');
  v.kill();

  // The pool picks nothing here: the only session would be destroyed when it left.
  const pool = new ControlPool();
  pool.warm(s2);
  // Asserted once the start attempt has ended (not after a fixed time, which a loaded machine outruns).
  await waitFor(() => pool.slotState(s2) === 'waiting' || undefined, 10_000, 'the pool gave up');
  assert.is(pool.clientPid(s2), undefined);
  // With a safe session beside it, that one is attached.
  t.run('new-session', '-d', '-s', 'safe', 'sleep 600');
  const pool2 = new ControlPool();
  const pid = await readyPool(pool2, s2);
  const attachedTo = t.run('list-clients', '-F', '#{client_pid} #{session_name}').trim().split('\n');
  assert.ok(attachedTo.includes(`${pid} safe`), attachedTo.join(' / '));
  pool2.close();
  await waitFor(() => !alive(pid), 3000, 'control client exit');
  // exit-unattached on: no client at all.
  t.run('set-option', '-g', 'exit-unattached', 'on');
  const pool3 = new ControlPool();
  pool3.warm(s2);
  await waitFor(() => pool3.slotState(s2) === 'waiting' || undefined, 10_000, 'the pool gave up');
  assert.is(pool3.clientPid(s2), undefined);
  assert.is(t.tryRun('has-session', '-t', '=doomed').status, 0, 'the held session is untouched');
  pool.close();
  pool3.close();
  holder.close();
  t.kill();
});

test('a stuck server: the read times out and the client is dropped; a dead server: reads fall back', async () => {
  const t = privateTmux();
  const s2: TmuxServer = { socket: t.socket };
  t.run('new-session', '-d', '-s', 'x', 'sleep 600');
  const serverPid = Number(t.run('display-message', '-p', '#{pid}').trim());
  const { pool, release } = routeTmuxReadsThroughControlClients({});
  const pid = await readyPool(pool!, s2);
  process.kill(serverPid, 'SIGSTOP');
  try {
    const stuck = await outcome(runTmux(s2, ['display-message', '-p', 'x'], { timeoutMs: 300 }));
    assert.is(stuck.failure, 'other');
    assert.match(stuck.message!, /did not answer within 300 ms/);
    assert.is(pool!.clientPid(s2), undefined, 'the stuck client is no longer used');
  } finally {
    process.kill(serverPid, 'SIGCONT');
  }
  await waitFor(() => !alive(pid), 3000, 'stuck client closed');
  assert.equal(await outcome(runTmux(s2, ['display-message', '-p', 'back'])), { stdout: 'back\n' });
  // A read after the wait (about a second) starts a new client.
  const pid2 = await readsUntilClient(pool!, s2);
  assert.is.not(pid2, pid);
  t.kill();
  await waitFor(() => !alive(pid2), 3000, 'client ends with its server');
  const gone = await outcome(runTmux(s2, ['display-message', '-p', 'x']));
  assert.is(gone.failure, 'no-server');
  release();
});

test.run();
