// A writer that never closes the hook's stdin (half a JSON object, the pipe left open) must not keep
// the hook process alive: it decides after its stdin wait and exits, on both kinds of descriptor a
// runtime hands it — a pipe (a shell, a Rust runtime) and a socket (a Node runtime's child stdio).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CLAUDE_BUNDLE, makeSeat } from './harness.js';

const baseEnv = () => ({ PATH: process.env.PATH, HOME: process.env.HOME });
/** Longer than the hook's 10 s stdin wait; the writer stays open this long. */
const WRITER_OPEN_S = 25;

function exitOrGuard(child: ReturnType<typeof spawn>, writerDone: () => boolean) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; writerStillOpen: boolean; stderr: string }>(
    (resolve) => {
      let stderr = '';
      child.stderr!.on('data', (d) => {
        stderr += d;
      });
      // A guard only, so a hung hook fails this test instead of the runner's time limit.
      const guard = setTimeout(() => child.kill('SIGKILL'), (WRITER_OPEN_S + 10) * 1000);
      child.on('exit', (code, signal) => {
        clearTimeout(guard);
        resolve({ code, signal, writerStillOpen: !writerDone(), stderr });
      });
    },
  );
}

test('half an object on a pipe that stays open: the hook exits 0 while the writer still holds it', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const done = join(seat.dir, 'writer-done');
  const fifo = join(seat.dir, 'stdin.fifo');
  execFileSync('mkfifo', [fifo]);
  // A named pipe as the hook's stdin; a separate writer puts half an object in it and keeps its end
  // open, then marks its end. (A shell pipeline would wait for both sides, hiding the hook's exit.)
  const child = spawn('sh', ['-c', `exec "${process.execPath}" "${CLAUDE_BUNDLE}" --runtime claude < "${fifo}"`], {
    env: { ...baseEnv(), ...seat.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const writer = spawn(
    'sh',
    ['-c', `exec 3> "${fifo}"; printf '{"session_id":"s","hook_event_' >&3; sleep ${WRITER_OPEN_S}; : > "${done}"`],
    { stdio: 'ignore' },
  );
  const r = await exitOrGuard(child, () => existsSync(done));
  assert.is(r.signal, null, r.stderr);
  assert.is(r.code, 0, r.stderr);
  assert.ok(r.writerStillOpen, 'the hook exited before the writer closed its end');
  writer.kill();
});

test('half an object on a socket that stays open (a Node parent): the hook exits 0 while the writer still holds it', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  let closed = false;
  const child = spawn(process.execPath, [CLAUDE_BUNDLE, '--runtime', 'claude'], {
    env: { ...baseEnv(), ...seat.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin!.write('{"session_id":"s","hook_event_');
  const closer = setTimeout(() => {
    closed = true;
    child.stdin!.end();
  }, WRITER_OPEN_S * 1000);
  const r = await exitOrGuard(child, () => closed);
  clearTimeout(closer);
  assert.is(r.signal, null, r.stderr);
  assert.is(r.code, 0, r.stderr);
  assert.ok(r.writerStillOpen, 'the hook exited before the writer closed its end');
});

test.run();
