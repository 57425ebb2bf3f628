// The daemon dying in the middle of a `rig send`: the CLI says in one line that input may have been
// written, names the outbox attempt to inspect, and exits 1 — no internal error, no stack trace.
// The daemon runs in a child process that hangs right after the paste; the test SIGKILLs it there.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RIG_BUNDLE, REPO } from '../helpers/cli.js';
import { waitFor } from '../helpers/tmux.js';
import { tempDir } from '../helpers/home.js';
import { harness, type Harness } from '../delivery/send-harness.js';
import { listRecords } from '../../lib/delivery/outbox/outbox.js';
import { sendLostLine } from '../../lib/cli/send.js';
import { EXIT_CODES } from '../../lib/cli/errors.js';

let h: Harness;
const started: number[] = [];
test.before(async () => {
  h = await harness();
});
test.after(async () => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  await h.close();
});

function child(env: Record<string, string>): Promise<ChildProcess> {
  const loader = join(REPO, 'node_modules', 'tsx', 'dist', 'loader.mjs');
  const c = spawn(process.execPath, ['--import', loader, join(import.meta.dirname, 'daemon-child.ts')], {
    env: { ...process.env, ...h.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(c.pid!);
  return new Promise((resolve, reject) => {
    let out = '';
    c.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('ready')) resolve(c);
    });
    c.stderr!.on('data', (d) => {
      out += d;
    });
    c.once('exit', (code) => reject(new Error(`child exited ${code}: ${out}`)));
  });
}

function rigAsync(
  argv: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const p = spawn(process.execPath, [RIG_BUNDLE, ...argv], {
    env: { PATH: process.env.PATH!, HOME: process.env.HOME!, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(p.pid!);
  let stdout = '';
  let stderr = '';
  p.stdout!.on('data', (d) => {
    stdout += d;
  });
  p.stderr!.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve) => p.once('exit', (code) => resolve({ code, stdout, stderr })));
}

test('SIGKILL of the daemon after the paste: one rig: line, input may have been written, the outbox id, exit indeterminate', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const marker = join(tempDir(), 'pasted');
  const c = await child({ CHILD_MARKER: marker, CHILD_AFTER_PASTE: 'hang' });
  const sent = rigAsync(['send', seat.ref, 'cut short'], { ...h.env, OPENRIG_SESSION_NAME: 'lead@t' });
  await waitFor(() => existsSync(marker), 10_000, 'paste');
  c.kill('SIGKILL');
  const r = await sent;
  const [rec] = listRecords(h.home, seat.record.nodeId);
  assert.is(rec?.state, 'sending');
  assert.is(r.code, EXIT_CODES.indeterminate, r.stderr);
  const lines = r.stderr.trimEnd().split('\n');
  assert.is(lines.length, 1, r.stderr);
  assert.match(lines[0]!, /^rig: .*input may have been written to w\d+@t/);
  assert.ok(lines[0]!.includes(rec!.id), `names the outbox id ${rec!.id}: ${lines[0]}`);
  assert.not.match(r.stderr, /internal error|\n\s+at /);
});

test('sendLostLine: the attempts found decide what is said (pure)', () => {
  const none = sendLostLine('w1@t', 'the daemon closed the connection without an answer', []);
  assert.match(none.what, /input may have been written to w1@t/);
  assert.match(none.what, /no outbox attempt of this send was found/);
  assert.match(none.todo, /check the pane/);
  const one = sendLostLine('w1@t', 'x', ['ob-20260101000000-aaaaaaaa']);
  assert.match(one.what, /outbox ob-20260101000000-aaaaaaaa/);
  assert.match(one.todo, /indeterminate/);
  const two = sendLostLine('w1@t', 'x', ['ob-1', 'ob-2']);
  assert.match(two.what, /outbox ob-1, ob-2/);
});

test.run();
