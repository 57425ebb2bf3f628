// A file system that hangs inside open() (a dead network mount): the built hook, run through the
// command its registration names, must hand the runtime its payload and end within the default
// budget whatever one call does. A FIFO stands in for the hung file: the preload (hung-fs.cjs) opens
// it without O_NONBLOCK, so a real thread-pool thread waits in openat() until the test opens the
// FIFO's other end — exactly what Node's exit would wait for. The test releases it only after the
// hook has ended, so "ended while the call still hung" is a fact, not a race against a clock; the
// time the hook took is printed as a figure (the budget's promise is about 4.5 s).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makeSeat, REPO, type Seat } from './harness.js';
import { createQueueRow } from '../../lib/queue/queue-store.js';
import { queueSeatIndexPath } from '../../lib/home/paths.js';
import { commandRunning } from '../helpers/registrations.js';

const PRELOAD = join(import.meta.dirname, 'hung-fs.cjs');
/**
 * Only a hook that waits for the hung call ever meets this: the call is released then, so such a
 * hook ends (and fails) instead of hanging to the runner's limit. Far past any budget, on any load.
 */
const RELEASE_AFTER_MS = 50_000;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  payload?: string;
  ms: number;
  /** The hook ended while the hung call still hung (before the test released it). */
  endedWhileHung: boolean;
  opens: string[];
}

/** The command that runs the refocus job on `event` (event-jobs.cjs beside seat-events on a prompt). */
const registered = (plugin: 'openrig-core' | 'codex', event: string): string =>
  commandRunning(plugin, event, 'refocus');

/** Opens both ends of the FIFO, which wakes every open() waiting on it, reader or writer. */
function release(fifo: string): void {
  const fds: number[] = [];
  for (const flags of [constants.O_RDONLY, constants.O_WRONLY]) {
    try {
      fds.push(openSync(fifo, flags | constants.O_NONBLOCK));
    } catch {
      // gone already
    }
  }
  for (const fd of fds) closeSync(fd);
}

/** Runs the registered command as a runtime does (`sh -c`), with `hung` FIFOs hanging until it ends. */
function runRegistered(
  seat: Seat,
  opts: { plugin?: 'openrig-core' | 'codex'; hung: string[]; log?: string[]; env?: Record<string, string> },
): Promise<Run> {
  const plugin = opts.plugin ?? 'openrig-core';
  const log = join(seat.dir, `hung-fs-${Date.now()}-${Math.random().toString(16).slice(2)}.log`);
  const input = JSON.stringify({
    session_id: 's',
    transcript_path: seat.transcript,
    hook_event_name: 'UserPromptSubmit',
    prompt: 'x',
  });
  const started = Date.now();
  const child = spawn('/bin/sh', ['-c', registered(plugin, 'UserPromptSubmit')], {
    cwd: seat.dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...seat.env,
      ...(plugin === 'codex' ? { OPENRIG_SEAT_PROJECT_DIR: seat.dir, OPENRIG_NODE: 'n-0123456789abcdef' } : {}),
      ...opts.env,
      CLAUDE_PLUGIN_ROOT: join(REPO, 'plugins', plugin),
      NODE_OPTIONS: `--require ${PRELOAD}`,
      HUNG_FS_MATCH: JSON.stringify([...opts.hung, ...(opts.log ?? [])]),
      HUNG_FS_LOG: log,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  child.stdin.end(input);
  let released = false;
  const releaser = setTimeout(() => {
    released = true;
    for (const f of opts.hung) release(f);
  }, RELEASE_AFTER_MS);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const ms = Date.now() - started;
      const endedWhileHung = !released;
      clearTimeout(releaser);
      for (const f of opts.hung) release(f);
      let payload: string | undefined;
      try {
        payload = JSON.parse(stdout).hookSpecificOutput.additionalContext;
      } catch {
        payload = undefined;
      }
      const opens = existsSync(log)
        ? readFileSync(log, 'utf8')
            .split('\n')
            .filter((l) => l.startsWith('open '))
        : [];
      resolve({ code, signal, stdout, stderr, payload, ms, endedWhileHung, opens });
    });
  });
}

const health = (seat: Seat) => {
  const f = seat.files().find((n) => n.endsWith('#health.json'));
  return f ? JSON.parse(readFileSync(join(seat.home.refocus, f), 'utf8')) : undefined;
};

async function seatWithIndex(): Promise<{ seat: Seat; index: string }> {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  await createQueueRow(seat.home, seat.env, { destination: 'dev@test-rig', summary: 'a row so the seat has an index' });
  const index = queueSeatIndexPath(seat.home, 'dev@test-rig');
  assert.ok(existsSync(index));
  return { seat, index };
}

const fifoAt = (path: string) => {
  rmSync(path, { force: true });
  execFileSync('mkfifo', ['-m', '600', path]);
};

test('whoami hangs in open(): cut at 2 s, and the Claude hook is back with its payload while the call still hangs', async () => {
  const { seat, index } = await seatWithIndex();
  fifoAt(index);
  const r = await runRegistered(seat, { hung: [index] });
  console.log(`figure: queue index hung until the hook ended, Claude hook command returned after ${r.ms} ms`);
  assert.is(r.code, 0, `exit ${r.code} ${r.signal}: ${r.stderr}`);
  assert.ok(r.payload, `no payload: ${r.stderr}`);
  assert.match(r.payload!, /Role file: unknown \(queue whoami cut at its 2000 ms deadline\)/);
  assert.not.match(r.stderr, /Alarm clock/, "the shell's report of the signal is dropped");
  assert.match(r.stderr, 'ending without waiting', "node's own stderr is kept");
  assert.ok(r.endedWhileHung, `ended only after the hung call was released (${r.ms} ms)`);
  assert.is(seat.state('s')?.pendingOn, 'UserPromptSubmit', 'the cut attempt stays due');
  assert.is(health(seat)?.failures, 1, 'the cut attempt counts as failed');
});

test('config.json hangs in open(): opened once, reported under config, back while the call still hangs', async () => {
  const { seat } = await seatWithIndex();
  mkdirSync(seat.home.root, { recursive: true, mode: 0o700 });
  fifoAt(seat.home.config);
  const r = await runRegistered(seat, { hung: [seat.home.config] });
  console.log(`figure: config.json hung until the hook ended, Claude hook command returned after ${r.ms} ms`);
  assert.is(r.code, 0, `exit ${r.code} ${r.signal}: ${r.stderr}`);
  assert.ok(r.payload, `no payload: ${r.stderr}`);
  assert.is(r.opens.length, 1, `config.json opened once per run:\n${r.opens.join('\n')}`);
  assert.not.match(r.payload!, 'queue whoami cut', 'the slowness is config’s, not whoami’s');
  assert.not.match(r.payload!, /trace cut|trace not started/);
  assert.match(r.payload!, /config cut at its 2000 ms deadline/);
  assert.match(health(seat)?.lastReason ?? '', /^config cut at its 2000 ms deadline/);
  assert.ok(r.endedWhileHung, `ended only after the hung call was released (${r.ms} ms)`);
});

test('a healthy config.json is opened once per run, not once per lookup', async () => {
  const { seat } = await seatWithIndex();
  writeFileSync(seat.home.config, JSON.stringify({ schema: 'config', version: 1 }), { mode: 0o600 });
  const r = await runRegistered(seat, { hung: [], log: [seat.home.config] });
  assert.is(r.code, 0, r.stderr);
  assert.ok(r.payload, r.stderr);
  assert.is(r.opens.length, 1, `config.json opened once per run:\n${r.opens.join('\n')}`);
});

test('the issue report hangs in open() (third failed attempt): cut at its 1.5 s, back while the call still hangs', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1', OPENRIG_REFOCUS_CONTENT_REF: 'no/such' });
  mkdirSync(dirname(seat.home.streamLog), { recursive: true, mode: 0o700 });
  fifoAt(seat.home.streamLog);
  let last: Run | undefined;
  for (let i = 0; i < 3; i++) last = await runRegistered(seat, { hung: [seat.home.streamLog] });
  const r = last!;
  console.log(`figure: stream log hung until the hook ended, third failed fire returned after ${r.ms} ms`);
  assert.is(r.code, 0, `exit ${r.code} ${r.signal}: ${r.stderr}`);
  assert.ok(r.payload, `no payload: ${r.stderr}`);
  assert.match(r.stderr, 'issue-stream report unconfirmed');
  assert.is(health(seat)?.failures, 3);
  assert.ok(r.endedWhileHung, `ended only after the hung call was released (${r.ms} ms)`);
});

test("Codex: the hook ends while the call still hangs too, and its command maps the end signal to 0 without the shell's report", async () => {
  const { seat, index } = await seatWithIndex();
  fifoAt(index);
  const r = await runRegistered(seat, { plugin: 'codex', hung: [index] });
  console.log(`figure: queue index hung until the hook ended, Codex hook command returned after ${r.ms} ms`);
  assert.is(r.code, 0, `exit ${r.code} ${r.signal}: ${r.stderr}`);
  assert.not.match(r.stderr, /Alarm clock/, "the shell's report of the signal is dropped");
  assert.match(r.stderr, 'ending without waiting', "node's own stderr is kept");
  assert.ok(r.payload, `the payload was written before the end: ${r.stderr}`);
  assert.ok(r.endedWhileHung, `ended only after the hung call was released (${r.ms} ms)`);
  assert.is(seat.state('s')?.pendingOn, 'UserPromptSubmit', 'the cut attempt stays due for the next prompt');
});

test.run();
