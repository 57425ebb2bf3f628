// Every lookup ends at its cap whatever the file system does: the built hook runs under a preload
// (slow-fs.cjs) that makes chosen paths slow — a synchronous call blocks the main thread, an
// asynchronous one completes late — and logs each call. What must hold: no synchronous call on a
// lookup path, the slow lookup is named in the payload, the attempt counts as failed, the run ends
// before the slow read does, and what finished in time is delivered.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAUDE_BUNDLE, makeSeat, type Seat } from './harness.js';
import { createQueueRow } from '../../lib/queue/queue-store.js';
import { queueSeatIndexPath } from '../../lib/home/paths.js';

const PRELOAD = join(import.meta.dirname, 'slow-fs.cjs');

interface SlowRun {
  code: number | null;
  stdout: string;
  stderr: string;
  payload?: string;
  log: string[];
  ms: number;
}

function runSlow(
  seat: Seat,
  env: Record<string, string>,
  slow: { match: string[]; ms: number },
  input?: string,
): SlowRun {
  const log = join(seat.dir, `slow-fs-${Date.now()}-${Math.random().toString(16).slice(2)}.log`);
  const body =
    input ??
    JSON.stringify({
      session_id: 's',
      transcript_path: seat.transcript,
      hook_event_name: 'UserPromptSubmit',
      prompt: 'x',
    });
  const t = Date.now();
  const r = spawnSync(process.execPath, ['--require', PRELOAD, CLAUDE_BUNDLE, '--runtime', 'claude'], {
    input: body,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...seat.env,
      ...env,
      SLOW_FS_MATCH: JSON.stringify(slow.match),
      SLOW_FS_MS: String(slow.ms),
      SLOW_FS_LOG: log,
    },
    encoding: 'utf8',
    timeout: 40_000,
    killSignal: 'SIGKILL',
  });
  const lines = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
  let payload: string | undefined;
  try {
    payload = r.stdout ? JSON.parse(r.stdout).hookSpecificOutput.additionalContext : undefined;
  } catch {
    payload = undefined;
  }
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, payload, log: lines, ms: Date.now() - t };
}

const health = (seat: Seat) => {
  const f = seat.files().find((n) => n.endsWith('#health.json'));
  return f ? JSON.parse(readFileSync(join(seat.home.refocus, f), 'utf8')) : undefined;
};

async function seatWithRow(extra: Record<string, string> = {}): Promise<Seat> {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1', ...extra });
  await createQueueRow(seat.home, seat.env, { destination: 'dev@test-rig', summary: 'a row so the seat has an index' });
  assert.ok(existsSync(queueSeatIndexPath(seat.home, 'dev@test-rig')));
  return seat;
}

test('a queue index that blocks for 62 s: whoami is cut at its cap and named, the role is unknown, the attempt failed', async () => {
  const seat = await seatWithRow();
  const r = runSlow(seat, {}, { match: ['by-destination'], ms: 62_000 });
  assert.is(r.code, 0, r.stderr);
  assert.ok(r.payload, `no payload: ${r.stderr}`);
  assert.equal(r.log.filter((l) => l.startsWith('sync ')).slice(0, 3), [], 'no synchronous read on a lookup path');
  assert.equal(r.log.filter((l) => l.startsWith('done ')).slice(0, 3), [], 'the run ended before the slow read did');
  assert.match(r.payload!, /Role file: unknown \(queue whoami cut at its 2000 ms deadline\)/);
  assert.not.match(r.payload!, 'Role file: no-record');
  assert.not.match(r.payload!, 'no budget left');
  assert.is(seat.state('s')?.pendingOn, 'UserPromptSubmit', 'the cut attempt stays due');
  assert.is(health(seat)?.failures, 1, 'the cut attempt counts as failed');
  console.log(`figure: 62 s queue index, hook exited after ${r.ms} ms`);
});

test('a slow missions shelf (whoami over many missions): no synchronous read; cut or finished inside the cap', async () => {
  const seat = await seatWithRow({ OPENRIG_REFOCUS_WORK_PACKET: '1' });
  const work = join(seat.dir, 'workspace');
  for (let i = 0; i < 400; i++) mkdirSync(join(work, 'missions', `m${i}`), { recursive: true });
  writeFileSync(join(work, 'missions', 'm7', 'SPEC.md'), '---\nintent: seven\n---\n');
  const r = runSlow(seat, { OPENRIG_WORKSPACE_ROOT: work }, { match: [join(work, 'missions')], ms: 10 });
  assert.is(r.code, 0, r.stderr);
  assert.ok(r.payload, r.stderr);
  assert.equal(r.log.filter((l) => l.startsWith('sync ')).slice(0, 3), [], 'no synchronous read on a lookup path');
  assert.ok(
    r.log.some((l) => l.startsWith('async ')),
    'the shelf was read',
  );
  console.log(`figure: 400 missions at 10 ms per call, hook exited after ${r.ms} ms`);
});

test('a slow config.json and seat registry: no lookup (config, whoami, trace, content) reads them synchronously', async () => {
  const seat = await seatWithRow({
    OPENRIG_REFOCUS_WORK_PACKET: '1',
    OPENRIG_SESSION_NAME: 'not-canonical',
    OPENRIG_NODE_ID: 'n-0123456789abcdef',
  });
  writeFileSync(
    seat.home.config,
    JSON.stringify({ schema: 'config', version: 1, workspace: { root: join(seat.dir, 'ws') } }),
  );
  const content = join(seat.dir, 'content.md');
  writeFileSync(content, '# slow content\n');
  const r = runSlow(
    seat,
    { OPENRIG_REFOCUS_CONTENT_FILE: content },
    { match: [seat.home.config, seat.home.seats, content], ms: 30_000 },
  );
  assert.is(r.code, 0, r.stderr);
  assert.ok(r.payload, r.stderr);
  assert.equal(r.log.filter((l) => l.startsWith('sync ')).slice(0, 3), [], 'no synchronous read on a lookup path');
  assert.equal(r.log.filter((l) => l.startsWith('done ')).slice(0, 3), [], 'the run ended before any slow read did');
  assert.match(r.payload!, '# Refocus', 'the shipped default stands in for the cut content file');
  assert.match(r.payload!, /TRACE GAP — /);
  assert.is(health(seat)?.failures, 1, 'the cut attempt counts as failed');
});

test('a FIFO stream file: the issue report is bounded by its own 1.5 s, unconfirmed, retried next time', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1', OPENRIG_REFOCUS_CONTENT_REF: 'no/such' });
  mkdirSync(join(seat.home.root, 'stream'), { recursive: true });
  execFileSync('mkfifo', [seat.home.streamLog]);
  const input = JSON.stringify({
    session_id: 's',
    transcript_path: seat.transcript,
    hook_event_name: 'UserPromptSubmit',
    prompt: 'x',
  });
  let last: SlowRun | undefined;
  for (let i = 0; i < 3; i++) last = runSlow(seat, {}, { match: [], ms: 0 }, input);
  assert.is(last!.code, 0, last!.stderr);
  assert.ok(last!.payload, `killed or blocked: ${last!.stderr}`);
  assert.match(last!.stderr, 'issue-stream report unconfirmed');
  const h = health(seat);
  assert.is(h.failures, 3);
  assert.ok(h.issueId && !h.reportedAt, JSON.stringify(h));
  rmSync(seat.home.streamLog);
  console.log(`figure: FIFO stream file, third fire exited after ${last!.ms} ms`);
});

test('the topology trace cut, the work trace finished beside it: the payload keeps the work trace', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1', OPENRIG_REFOCUS_TREES: 'both' });
  const topo = join(seat.dir, 'topology');
  const work = join(seat.dir, 'workspace');
  mkdirSync(join(topo, 'rigs', 'test-rig', 'seats', 'dev'), { recursive: true });
  writeFileSync(join(topo, 'LEARNED.md'), '# host\n');
  writeFileSync(join(topo, 'rigs', 'test-rig', 'seats', 'dev', 'LEARNED.md'), '# dev\n');
  mkdirSync(join(work, 'missions', 'alpha'), { recursive: true });
  writeFileSync(join(work, 'SPEC.md'), '---\nintent: the project\n---\n');
  writeFileSync(join(work, 'missions', 'alpha', 'SPEC.md'), '---\nintent: alpha work as text\n---\n');
  const r = runSlow(
    seat,
    {
      OPENRIG_TOPOLOGY_ROOT: topo,
      OPENRIG_WORKSPACE_ROOT: work,
      OPENRIG_REFOCUS_WORK_NODE: join(work, 'missions', 'alpha'),
    },
    { match: [join(topo, 'rigs')], ms: 20_000 },
  );
  assert.is(r.code, 0, r.stderr);
  assert.ok(r.payload, r.stderr);
  assert.match(r.payload!, /## TOPOLOGY TRACE[\s\S]*TRACE GAP — trace cut short/);
  assert.match(r.payload!, '## WORK TRACE');
  assert.match(r.payload!, 'alpha work as text');
  assert.is(seat.state('s')?.pendingOn, 'UserPromptSubmit', 'a cut attempt still counts as failed');
});

test.run();
