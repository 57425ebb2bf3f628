// The built event-jobs bundle run as the runtimes run it (the registered command through sh -c):
// one process does both jobs of an event, and a crash or a long run of one job never costs the
// other its record or its output. The faults are planted by a preload (plant-fault.cjs: an
// uncaught error from the job's own call) or a hung file (../refocus/hung-fs.cjs). Negative
// controls: the same fault in a process that ends at its first crash, as a process with one run
// does, loses the other job's work, so each planted fault does bite.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readSeatHooks } from '../../lib/activity/store.js';
import { restorePendingKind } from '../../lib/refocus/kinds.js';
import { restoreMarkerFiles } from '../../lib/refocus/keys.js';
import { writeRestoreMarker } from '../../lib/refocus/restore-marker.js';
import { peekDocument } from '../../lib/store/peek.js';
import { REPO } from '../helpers/cli.js';
import { waitFor } from '../helpers/tmux.js';
import { commandRunning, type PluginDir } from '../helpers/registrations.js';
import { makeSeat, type Seat } from '../refocus/harness.js';

const PLANT = join(REPO, 'test', 'hook', 'plant-fault.cjs');
const HUNG = join(REPO, 'test', 'refocus', 'hung-fs.cjs');
const NODE = 'n-0123456789abcdef';
const OCC = 'o-00000000000000a1';
const SHAPE = /^\{"hookSpecificOutput":\{"hookEventName":"UserPromptSubmit","additionalContext":".*"\}\}$/s;
const SESSION = '5b6f1c2e-0000-4000-8000-000000000001';

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** A seat both jobs act for: refocus on demand (every prompt delivers), seat-events with its identity. */
function seat(extra: Record<string, string> = {}): Seat & { project: string } {
  const s = makeSeat({
    OPENRIG_REFOCUS_NOW: '1',
    OPENRIG_NODE: NODE,
    OPENRIG_OCCUPANT_GENERATION: OCC,
    ...extra,
  });
  mkdirSync(s.home.root, { recursive: true, mode: 0o700 });
  const project = join(s.dir, 'proj');
  mkdirSync(project);
  return Object.assign(s, { project });
}

const activity = (s: Seat) => readSeatHooks(s.home, NODE, OCC)?.activity?.state;

/**
 * Runs the command `plugin` registers for `event` as the runtime does. `feed` writes the input
 * (default: all of it at once); it may first wait for a condition on the command's stderr.
 */
function runRegistered(
  s: Seat & { project: string },
  opts: {
    plugin?: PluginDir;
    event?: string;
    job?: 'refocus' | 'compaction';
    env?: Record<string, string>;
    preload?: string[];
    input?: Record<string, unknown>;
    feed?: (write: (text: string) => void, stderr: () => string) => Promise<void>;
    whileRunning?: () => void;
  } = {},
): Promise<Run> {
  const plugin = opts.plugin ?? 'openrig-core';
  const event = opts.event ?? 'UserPromptSubmit';
  const input = JSON.stringify({
    session_id: SESSION,
    transcript_path: s.transcript,
    cwd: s.project,
    hook_event_name: event,
    prompt: 'next step',
    ...opts.input,
  });
  const started = Date.now();
  const child = spawn('/bin/sh', ['-c', commandRunning(plugin, event, opts.job ?? 'refocus')], {
    cwd: s.project,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...s.env,
      OPENRIG_SEAT_PROJECT_DIR: s.project,
      ...(plugin === 'codex' ? {} : { CLAUDE_PROJECT_DIR: s.project }),
      CLAUDE_PLUGIN_ROOT: join(REPO, 'plugins', plugin),
      ...(opts.preload ? { NODE_OPTIONS: opts.preload.map((p) => `--require ${p}`).join(' ') } : {}),
      ...opts.env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let closed = false;
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  child.stdin.on('error', () => undefined);
  const feed = opts.feed ?? (async (write) => write(input));
  void feed(
    (text) => child.stdin.end(text),
    () => stderr,
  ).then(() => {
    if (!closed) child.stdin.end(input);
  });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      closed = true;
      resolve({ code, signal, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** Resolves once `cond` holds (the shared waitFor; the deadline is far past any load). */
const until = (cond: () => boolean, what: string, ms = 60_000): Promise<unknown> => waitFor(cond, ms, what);

test('Claude UserPromptSubmit and Stop: one process records the activity and answers with the refocus payload', async () => {
  const s = seat();
  const prompt = await runRegistered(s);
  assert.is(prompt.code, 0, prompt.stderr);
  assert.match(prompt.stdout, SHAPE, prompt.stderr);
  assert.is(prompt.stderr, '');
  assert.is(activity(s), 'running');
  assert.ok(s.state(SESSION), `refocus recorded its attempt: ${JSON.stringify(s.files())}`);
  const stop = await runRegistered(s, { event: 'Stop', input: { stop_hook_active: false } });
  assert.is(stop.code, 0, stop.stderr);
  assert.is(stop.stdout, '', 'a Stop answers nothing');
  assert.is(activity(s), 'idle');
});

test('Codex UserPromptSubmit through its guard: the same two jobs in one process', async () => {
  const s = seat();
  const r = await runRegistered(s, { plugin: 'codex', input: { model: 'gpt-5', turn_id: 't1' } });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, SHAPE, r.stderr);
  assert.is(activity(s), 'running');
  assert.is(readSeatHooks(s.home, NODE, OCC)?.runtime, 'codex');
});

test('Claude PostCompact: the compaction stamp and the refocus due state, from one process', async () => {
  const s = seat({ OPENRIG_REFOCUS_NOW: '' });
  await writeRestoreMarker(s.home, {
    sessionName: 'dev@test-rig',
    sessionId: SESSION,
    nodeId: NODE,
    occupant: OCC,
    managedRefocusPending: false,
    createdAt: new Date().toISOString(),
    packetPath: null,
    trigger: 'manual',
    cwd: null,
  });
  const r = await runRegistered(s, { event: 'PostCompact', input: { trigger: 'manual', compact_summary: 'x' } });
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, '', 'PostCompact answers nothing: the due state waits for the next prompt');
  const marker = peekDocument(restorePendingKind, restoreMarkerFiles(s.home.restorePending, 'dev@test-rig').marker);
  assert.ok(marker.found && marker.doc?.postCompactAt, `compaction stamped the marker: ${r.stderr}`);
  assert.is(s.state(SESSION)?.pendingOn, 'PostCompact', 'refocus recorded its due state');
});

test('seat-events crashes: the refocus payload is still the answer, the advisory names seat-events', async () => {
  const s = seat();
  const r = await runRegistered(s, {
    preload: [PLANT],
    env: { PLANT_CRASH_PATH: JSON.stringify([s.home.activity]), PLANT_THROW: '1' },
  });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, SHAPE, r.stderr);
  assert.match(r.stderr, /^seat-events: degraded to silence: /m);
  assert.match(r.stderr, 'planted crash');
  assert.not.match(r.stderr, /^refocus:/m);
  assert.ok(s.state(SESSION), 'refocus recorded its attempt');
});

test('negative control: the same crash in a process that ends at it loses the refocus payload', async () => {
  const s = seat();
  const r = await runRegistered(s, {
    preload: [PLANT],
    env: { PLANT_CRASH_PATH: JSON.stringify([s.home.activity]), PLANT_THROW: '1', PLANT_END_ON_CRASH: '1' },
  });
  assert.match(r.stderr, 'planted: ended at the first crash', r.stderr);
  assert.is(r.stdout, '', 'the fault must bite: ended at the crash, the payload is lost');
});

// refocus writes an advisory for an invalid setting before it reads its input: the crash planted
// there comes while both jobs still wait for stdin, which is written only after it.
const crashRefocusEarly = (s: Seat & { project: string }, end: boolean) =>
  runRegistered(s, {
    preload: [PLANT],
    env: {
      OPENRIG_REFOCUS_TREES: 'bogus',
      PLANT_CRASH_STDERR: 'OPENRIG_REFOCUS_TREES',
      ...(end ? { PLANT_END_ON_CRASH: '1' } : {}),
    },
    feed: async (write, stderr) => {
      await until(() => /planted crash/.test(stderr()), 'the planted crash');
      write(
        JSON.stringify({
          session_id: SESSION,
          transcript_path: s.transcript,
          cwd: s.project,
          hook_event_name: 'UserPromptSubmit',
          prompt: 'next step',
        }),
      );
    },
  });

test("refocus crashes: seat-events' record is still written, nothing answers, the advisory names refocus", async () => {
  const s = seat();
  const r = await crashRefocusEarly(s, false);
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stderr, /^refocus: degraded to silence: planted crash/m);
  assert.is(activity(s), 'running', `the record: ${r.stderr}`);
  assert.is(r.stdout, '', 'a crashed refocus answers nothing, as its own process would');
  assert.is(s.state(SESSION), undefined, 'and it decides nothing on the input it never got');
});

test('negative control: the same crash in a process that ends at it loses the record', async () => {
  const s = seat();
  const r = await crashRefocusEarly(s, true);
  assert.match(r.stderr, 'planted: ended at the first crash', r.stderr);
  assert.is(activity(s), undefined, 'the fault must bite: ended at the crash, the record is lost');
});

test("refocus runs long (config.json hangs in open()): seat-events' record is there while it runs, the payload at the end", async () => {
  const s = seat();
  const fifo = s.home.config;
  rmSync(fifo, { force: true });
  execFileSync('mkfifo', ['-m', '600', fifo]);
  let recordedWhileRunning = false;
  const running = runRegistered(s, {
    preload: [HUNG],
    env: { HUNG_FS_MATCH: JSON.stringify([fifo]) },
  });
  let done = false;
  void running.then(() => {
    done = true;
  });
  await until(() => done || activity(s) === 'running', 'the record or the end');
  recordedWhileRunning = !done;
  const r = await running;
  // Wake the hung open (reader and writer ends) so nothing is left behind.
  for (const flags of [constants.O_RDONLY, constants.O_WRONLY]) {
    try {
      closeSync(openSync(fifo, flags | constants.O_NONBLOCK));
    } catch {
      // gone already
    }
  }
  assert.ok(recordedWhileRunning, 'the record came before the long refocus run ended');
  assert.is(r.code, 0, `exit ${r.code} ${r.signal}: ${r.stderr}`);
  assert.match(r.stdout, SHAPE, r.stderr);
  assert.match(JSON.parse(r.stdout).hookSpecificOutput.additionalContext, /config cut at its 2000 ms deadline/);
  assert.not.match(r.stderr, /Alarm clock/, "the wrapper drops the shell's report of the end signal");
  console.log(`figure: config.json hung; the UserPromptSubmit command returned after ${r.ms} ms`);
  assert.ok(existsSync(fifo));
});

test('an event the table does not know runs nothing and says so on stderr', () => {
  const s = seat();
  const r = spawnSync(
    process.execPath,
    [
      join(REPO, 'plugins', 'openrig-core', 'hooks', 'scripts', 'event-jobs.cjs'),
      '--runtime',
      'claude',
      '--event',
      'Nope',
    ],
    { input: '{}', env: { PATH: process.env.PATH, ...s.env }, encoding: 'utf8' },
  );
  assert.is(r.status, 0, r.stderr);
  assert.is(r.stdout, '');
  assert.is(r.stderr, 'event-jobs: no OpenRig job runs on "Nope" — register the event\'s own script instead\n');
  assert.not.ok(existsSync(s.home.activity));
});

test.run();
