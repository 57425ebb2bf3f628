// `rig daemon start --foreground` as a service manager runs it (the built bundle, as systemd or
// launchd would): it stays in the foreground while it serves, a second one for the same home is
// refused at once with a non-zero exit (no double daemon), SIGTERM ends it cleanly with exit 0
// (socket and pid file gone: Restart=on-failure leaves it stopped), and a fatal start-up error
// exits non-zero with one line, not a stack trace.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { RIG_BUNDLE, rigProcess } from '../helpers/cli.js';
import { tempHome } from '../helpers/home.js';
import { waitFor } from '../helpers/tmux.js';
import { EXIT_CODES } from '../../lib/cli/errors.js';

const started: ChildProcess[] = [];
test.after(() => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

function foreground(env: Record<string, string>) {
  const child = spawn(process.execPath, [RIG_BUNDLE, 'daemon', 'start', '--foreground'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => out };
}

test('serves in the foreground; a second start is refused; SIGTERM ends it with exit 0 and its files gone', async () => {
  const t = tempHome();
  const fg = foreground(t.env);
  let exited: { code: number | null } | undefined;
  void fg.exited.then((e) => (exited = e));
  await waitFor(
    () => {
      const s = rigProcess(['daemon', 'status', '--json'], t.env);
      return s.code === 0 && JSON.parse(s.stdout).pid === fg.child.pid;
    },
    15_000,
    'the foreground daemon to answer',
  );
  assert.is(exited, undefined, 'still running: it did not fork away');

  const second = rigProcess(['daemon', 'start', '--foreground'], t.env, { timeoutMs: 30_000 });
  assert.is(second.code, EXIT_CODES.refused, second.stderr);
  assert.ok(second.stderr.startsWith(`rig: the OpenRig daemon is already running (pid ${fg.child.pid}`), second.stderr);
  assert.is(second.stderr.trim().split('\n').length, 1);
  assert.is(
    JSON.parse(rigProcess(['daemon', 'status', '--json'], t.env).stdout).pid,
    fg.child.pid,
    'the first serves on',
  );

  fg.child.kill('SIGTERM');
  const end = await fg.exited;
  assert.equal(end, { code: 0, signal: null }, fg.output());
  assert.not.ok(existsSync(t.home.daemonSocket), 'socket removed');
  assert.not.ok(existsSync(t.home.daemonPid), 'pid file removed');
});

test('a fatal start-up error (run/ is a file) exits non-zero with one line naming it, no stack trace', async () => {
  const t = tempHome();
  mkdirSync(t.dir, { recursive: true });
  writeFileSync(t.home.run, 'not a folder');
  const fg = foreground(t.env);
  const end = await fg.exited;
  assert.is(end.code, EXIT_CODES.refused, fg.output());
  const lines = fg.output().trim().split('\n');
  assert.is(lines.length, 1, fg.output());
  assert.match(lines[0]!, /^rig: the daemon could not start: EEXIST: .*\/run.* — /);
  assert.not.match(fg.output(), /internal error|\n\s+at /);
});

test.run();
