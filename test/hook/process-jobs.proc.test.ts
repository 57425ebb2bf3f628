// Several jobs in one hook process (runHookJobs, lib/hook/process-shell.ts): stdin read once and
// handed to each, each job's own deadline, and a crash (uncaught error or rejection) charged to the
// job it came from: the other job's record is written and its answer printed. Negative control: the
// same jobs under one run (one shell around both, as a process with a single run has) lose the
// other job's work to the same crash, so the planted fault does bite.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../helpers/cli.js';
import { waitFor } from '../helpers/tmux.js';
import { tempDir } from '../helpers/home.js';

const CHILD = join(REPO, 'test', 'hook', 'jobs-child.ts');
const INPUT = '{"hook_event_name":"UserPromptSubmit"}';

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  record?: string;
  ms: number;
}

/**
 * Runs the child in `scenario`. `feed` writes its stdin (default: all of INPUT, then closes); it
 * may wait for a condition on the child's stderr first.
 */
function run(
  scenario: string,
  feed: (stdin: NodeJS.WritableStream, stderr: () => string) => Promise<void> | void = (s) => {
    s.end(INPUT);
  },
): Promise<Run> {
  const record = join(tempDir('openrig-jobs-'), 'record.txt');
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, scenario, '--runtime', 'claude'], {
    cwd: REPO,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, JOBS_RECORD: record },
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
  child.stdin.on('error', () => undefined);
  void feed(child.stdin, () => stderr);
  return new Promise((resolve) => {
    child.on('close', (code, signal) =>
      resolve({
        code,
        signal,
        stdout,
        stderr,
        record: existsSync(record) ? readFileSync(record, 'utf8') : undefined,
        ms: Date.now() - started,
      }),
    );
  });
}

/** Resolves once `cond` holds (the shared waitFor; the deadline is far past any load). */
const until = (cond: () => boolean, what: string, ms = 60_000): Promise<unknown> => waitFor(cond, ms, what);

const ANSWER = JSON.stringify({ answer: INPUT });

test('both jobs get the one stdin read, the writer records, the answer is printed, exit 0', async () => {
  const r = await run('plain');
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, ANSWER);
  assert.is(r.record, `writer got ${INPUT}`, 'the second reader got the same bytes, not an empty pipe');
  assert.is(r.stderr, '');
});

test('the writer crashes (an uncaught error in its own callback): the answer is still printed, the advisory names the writer', async () => {
  const r = await run('writer-crashes');
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, ANSWER, r.stderr);
  assert.is(r.stderr, 'writer: degraded to silence: planted crash\n');
});

test('negative control: under one run the same crash ends the process before the answer', async () => {
  const r = await run('unisolated-writer-crashes');
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, '', 'the fault must bite: without isolation the answer is lost');
  assert.match(r.stderr, 'both: degraded to silence: planted crash');
});

test("the answer crashes: the writer's record is still written after it, the answer gets no input and prints nothing", async () => {
  const r = await run('answer-crashes');
  assert.is(r.code, 0, r.stderr);
  assert.is(r.record, `writer got ${INPUT}`, r.stderr);
  assert.is(r.stdout, '');
  assert.is(r.stderr, 'answer: degraded: planted crash\n', 'in its own words; and it never got as far as out()');
});

test('negative control: under one run the same crash loses the record', async () => {
  const r = await run('unisolated-answer-crashes');
  assert.match(r.stderr, 'both: degraded to silence: planted crash', 'the run got as far as the crash');
  assert.is(r.record, undefined, 'the fault must bite: without isolation the record is lost');
});

test('an unhandled rejection is charged to its job as well', async () => {
  const r = await run('writer-rejects');
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, ANSWER, r.stderr);
  assert.is(r.stderr, 'writer: degraded to silence: planted rejection\n');
  assert.is(r.record, undefined, 'a crashed job gets no input, so it records nothing on it');
});

test('the writer hangs: the answer is printed at once, the process ends at the writer’s own deadline', async () => {
  const r = await run('writer-hangs');
  assert.is(r.signal, null, 'ended by itself');
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, ANSWER);
  assert.is(r.record, undefined);
  console.log(
    `figure: writer hung; the process ended ${r.ms} ms after spawn (the writer's stop: 1500 ms after it started)`,
  );
});

test('the answer runs past its own deadline: what it prints after that is refused, the writer’s record kept', async () => {
  const r = await run('answer-late');
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, '', 'a job past its deadline prints nothing');
  assert.match(r.stderr, 'answer: out refused: answer is over (expired)');
  assert.is(r.record, `writer got ${INPUT}`);
});

test('each job waits for stdin as long as it would alone: the short one takes what came by its wait', async () => {
  const r = await run('stdin-waits', async (stdin, stderr) => {
    stdin.write('{"hook_event_name":');
    await until(() => stderr().includes('short got'), "the short job's answer");
    stdin.end('"Stop"}');
  });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stderr, 'short got "{\\"hook_event_name\\":"');
  assert.is(r.stdout, JSON.stringify({ answer: '{"hook_event_name":"Stop"}' }));
});

test.run();
