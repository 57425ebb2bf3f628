// One attempt per channel kind (lib/notify/deliver.ts), each bounded: a command gets the event as
// JSON on stdin and as OPENRIG_NOTIFY_* variables; one that hangs is killed with its whole process
// group at the deadline (a child it started goes too); a webhook that never answers is aborted.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { waitFor } from '../helpers/tmux.js';
import { buildChannel } from '../../lib/notify/channel.js';
import { deliverTo } from '../../lib/notify/deliver.js';
import { eventOf } from '../../lib/notify/event.js';

const NOW = Date.now();
const event = eventOf(
  { seat: 'agent@demo', kind: 'permission', what: 'Bash', since: NOW - 5000 },
  { name: 'agent', rig: 'demo', tmux: { socket: '/tmp/s.sock', session: 'agent@demo' } },
  { host: 'box', now: NOW },
);
const channel = (kind: 'command' | 'webhook', target: string, timeoutMs = 5000) =>
  buildChannel({ kind, target, timeoutMs }, 'nc-0000000a', NOW);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('a command gets the event on stdin and in its environment; exit 0 is delivered', async () => {
  const dir = tempDir();
  const out = join(dir, 'got.jsonl');
  const env = join(dir, 'env.txt');
  const r = await deliverTo(
    channel(
      'command',
      `cat >> '${out}'; printf '%s|%s|%s' "$OPENRIG_NOTIFY_SEAT" "$OPENRIG_NOTIFY_KIND" "$OPENRIG_NOTIFY_JUMP" > '${env}'`,
    ),
    event,
  );
  assert.is(r.outcome, 'delivered', r.detail);
  assert.equal(JSON.parse(readFileSync(out, 'utf8')), event);
  assert.is(readFileSync(env, 'utf8'), `agent@demo|permission|${event.jump}`);
});

test('a command that fails: its exit status and the start of its stderr', async () => {
  const r = await deliverTo(channel('command', 'echo "no route" >&2; exit 3'), event);
  assert.is(r.outcome, 'failed');
  assert.is(r.detail, 'exit 3: no route');
});

test('a command that hangs is killed with its process group at the deadline', async () => {
  const dir = tempDir();
  const pids = join(dir, 'pids');
  const started = Date.now();
  // The shell starts a child that would outlive it, then waits forever itself.
  const r = await deliverTo(
    channel('command', `sleep 300 & echo $! > '${pids}'; echo $$ >> '${pids}'; wait`, 1000),
    event,
  );
  const took = Date.now() - started;
  assert.is(r.outcome, 'timeout');
  assert.match(r.detail!, 'process group was killed');
  assert.ok(took >= 1000 && took < 10_000, `took ${took} ms`);
  console.log(`figure: a hung command channel (deadline 1000 ms) ended in ${took} ms`);
  const [child, shell] = readFileSync(pids, 'utf8').trim().split('\n').map(Number);
  await waitFor(() => !alive(child!) && !alive(shell!), 10_000, 'the command and its child to be gone');
});

test('a missing program is failed, not thrown', async () => {
  const dir = tempDir();
  const r = await deliverTo(channel('command', `'${join(dir, 'nope')}'`), event);
  assert.is(r.outcome, 'failed');
  assert.match(r.detail!, /exit 127/);
  assert.ok(!existsSync(join(dir, 'nope')));
});

test('a webhook that never answers is aborted at its deadline', async () => {
  const held: ServerResponse[] = [];
  const server = createServer((_req, res) => held.push(res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  try {
    const started = Date.now();
    const r = await deliverTo(channel('webhook', `http://127.0.0.1:${port}/x/secret-token`, 1000), event);
    const took = Date.now() - started;
    assert.is(r.outcome, 'timeout');
    assert.not.match(r.detail!, 'secret-token');
    assert.ok(took >= 1000 && took < 10_000, `took ${took} ms`);
    console.log(`figure: a hung webhook (deadline 1000 ms) ended in ${took} ms`);
  } finally {
    for (const res of held) res.destroy();
    server.close();
  }
});

test('a webhook nobody listens on is failed with the cause, never the URL', async () => {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  const r = await deliverTo(channel('webhook', `http://127.0.0.1:${port}/x/secret-token`), event);
  assert.is(r.outcome, 'failed');
  assert.match(r.detail!, 'ECONNREFUSED');
  assert.not.match(r.detail!, 'secret-token');
});

test.run();
