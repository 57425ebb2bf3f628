// The status-line wrapper (plugins/openrig-core/hooks/statusline.sh) as Claude runs it, with the
// built sensor beside it: a recorded user command is run by the wrapper and its output printed
// unchanged while the sensor records the sample in the background; a failing, oversized or slow
// command (cut with everything it started) gives OpenRig's line; a changed status line is the
// wrapper's from the next run; no record, no setsid or a chained OpenRig line leave the sensor to
// run alone. Then the protocol's pure parts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { readContextUsage } from '../../lib/context-usage/store.js';
import { CHAIN_OUTPUT_MAX_BYTES, CHAIN_TIMEOUT_MS, CHAINED_ENV } from '../../lib/context-usage/chain.js';
import {
  CHAINED_COMMAND_FILE,
  RUN_FILE_MAX_AGE_MS,
  WRAPPER_SCRIPT,
  chainedCommandText,
  isStaleRunFile,
  sensorModeOf,
} from '../../lib/context-usage/wrapper-protocol.js';
import { recordChainedCommand, sweepRunFiles } from '../../lib/context-usage/wrapped-run.js';
import { homePaths, sensorDir } from '../../lib/home/paths.js';
import { tempDir } from '../helpers/home.js';

const REPO = join(import.meta.dirname, '..', '..');
const WRAPPER = join(REPO, 'plugins', 'openrig-core', WRAPPER_SCRIPT);
const NODE = 'n-0123456789abcdef';
const OCC = 'o-00000000000000a1';
const SEAT = 'impl@demo';
const SID = '64059922-fb03-4887-a119-86ddc6799ab9';

function setup() {
  const dir = tempDir('openrig-wrapper-');
  const root = join(dir, 'openrig');
  const proj = join(dir, 'proj');
  const userHome = join(dir, 'user');
  mkdirSync(root, { mode: 0o700 });
  mkdirSync(proj);
  mkdirSync(join(userHome, '.claude'), { recursive: true });
  const home = homePaths(root);
  const seatDir = sensorDir(home, NODE);
  mkdirSync(seatDir, { recursive: true, mode: 0o700 });
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: userHome,
    OPENRIG_HOME: root,
    OPENRIG_NODE: NODE,
    OPENRIG_OCCUPANT_GENERATION: OCC,
    OPENRIG_SESSION_NAME: SEAT,
    OPENRIG_SEAT_PROJECT_DIR: proj,
    CLAUDE_PROJECT_DIR: proj,
  };
  const userLine = (command: string) =>
    writeFileSync(
      join(userHome, '.claude', 'settings.json'),
      JSON.stringify({ statusLine: { type: 'command', command } }),
    );
  return { dir, root, proj, userHome, env, home, seatDir, userLine };
}

type Setup = ReturnType<typeof setup>;

const input = (used: number) =>
  JSON.stringify({
    session_id: SID,
    model: { id: 'claude-opus-5-5', display_name: 'Opus 5.5' },
    context_window: { context_window_size: 200000, used_percentage: used },
  });

function wrap(s: Setup, used: number, env: Record<string, string> = s.env) {
  const started = Date.now();
  const r = spawnSync('/bin/sh', [WRAPPER, s.seatDir], {
    input: input(used),
    env,
    cwd: s.proj,
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { ...r, ms: Date.now() - started };
}

const sleepMs = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The background sensor ends on its own; waits for what it leaves (a sample, a record, clean files). */
function eventually(what: string, check: () => boolean, ms = 10_000): void {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`never happened: ${what}`);
    sleepMs(20);
  }
}

/** Whether no background sensor of this setup is still running (Linux: by /proc, its cwd the project). */
function sensorsDone(s: Setup): boolean {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return true;
  }
  return !pids.some((pid) => {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return cmd.includes('--record-only') && readlinkSync(`/proc/${pid}/cwd`) === s.proj;
    } catch {
      return false;
    }
  });
}

const usedNow = (s: Setup) => {
  const reading = readContextUsage(s.home, NODE, { occupant: OCC, sessionId: SID }, Date.now());
  return reading.state === 'known' ? reading.sample.usedPercent : undefined;
};
const runFiles = (s: Setup) => readdirSync(s.seatDir).filter((n) => n.startsWith('run.'));
const recorded = (s: Setup) => {
  const f = join(s.seatDir, CHAINED_COMMAND_FILE);
  return existsSync(f) ? readFileSync(f, 'utf8') : undefined;
};
const openrigLine = (used: number) => `openrig ${SEAT} · ctx ${used}% · held 0\n`;

test('a recorded command: the wrapper runs it with the same stdin and prints its output unchanged; the sensor records beside it', () => {
  const s = setup();
  const seen = join(s.dir, 'stdin-seen');
  const command = `cat >'${seen}'; printf 'user line \\033[1mbold\\033[0m'`;
  s.userLine(command);
  recordChainedCommand(s.seatDir, command);
  const r = wrap(s, 37);
  assert.is(r.status, 0, r.stderr);
  assert.is(r.stdout, 'user line \x1b[1mbold\x1b[0m', 'byte for byte, no newline added');
  assert.is(r.stderr, '');
  assert.is(readFileSync(seen, 'utf8'), input(37), 'the same stdin');
  eventually('the background sensor records the sample', () => usedNow(s) === 37);
  eventually('the run files are removed', () => runFiles(s).length === 0);
  assert.is(statSync(join(s.seatDir, CHAINED_COMMAND_FILE)).mode & 0o777, 0o600);
});

test('a recorded command that fails, prints more than 64 KiB or outruns 2 s: OpenRig’s line instead, with why', () => {
  const s = setup();
  const rows: [string, string][] = [
    ['echo partial; exit 3', 'exited 3'],
    [
      `head -c ${CHAIN_OUTPUT_MAX_BYTES + 1} /dev/zero | tr '\\0' x`,
      `printed more than ${CHAIN_OUTPUT_MAX_BYTES} bytes`,
    ],
  ];
  for (const [command, why] of rows) {
    eventually('the last run’s sensor ended', () => sensorsDone(s));
    s.userLine(command);
    recordChainedCommand(s.seatDir, command);
    const r = wrap(s, 41);
    assert.is(r.status, 0, r.stderr);
    assert.is(r.stdout, openrigLine(41), command);
    assert.match(r.stderr, `your status line command failed (${why}); showing OpenRig's`);
  }
  // Slow, with a child of its own: both gone after the cut (its whole session is killed).
  const pidFile = join(s.dir, 'grandchild');
  const slow = `sleep 30 & echo $! >'${pidFile}'; wait`;
  eventually('the last run’s sensor ended', () => sensorsDone(s));
  s.userLine(slow);
  recordChainedCommand(s.seatDir, slow);
  const r = wrap(s, 43);
  assert.is(r.stdout, openrigLine(43));
  assert.match(r.stderr, `no answer within ${CHAIN_TIMEOUT_MS} ms; cut`);
  assert.ok(r.ms >= CHAIN_TIMEOUT_MS - 100 && r.ms < CHAIN_TIMEOUT_MS + 5000, `${r.ms} ms`);
  const grandchild = Number(readFileSync(pidFile, 'utf8'));
  eventually('the command’s own child is killed with it', () => {
    try {
      process.kill(grandchild, 0);
      return false;
    } catch {
      return true;
    }
  });
  eventually('the run files are removed', () => runFiles(s).length === 0);
});

test('a command that ends at once: the 2 s cut never fires later (it is killed even before it is its own session)', () => {
  const s = setup();
  s.userLine('exit 3');
  recordChainedCommand(s.seatDir, 'exit 3');
  // Twenty runs: a cut not yet in its own session when the command ended was missed about one
  // run in ten, and 2 s later it recreated its marker and killed whatever had the command's pid.
  for (let i = 0; i < 20; i++) assert.is(wrap(s, 50).stdout, openrigLine(50));
  sleepMs(CHAIN_TIMEOUT_MS + 500);
  assert.equal(runFiles(s), [], 'no cut fired after its run ended');
});

test('a changed status line: this run shows the recorded one, the sensor records the new one, the next run shows it', () => {
  const s = setup();
  recordChainedCommand(s.seatDir, 'echo old line');
  s.userLine('echo new line');
  assert.is(wrap(s, 10).stdout, 'old line\n');
  eventually('the new command is recorded', () => recorded(s) === chainedCommandText('echo new line'));
  assert.is(wrap(s, 10).stdout, 'new line\n');
  // A user who drops their line: one more run of the recorded one, then OpenRig's. (The last
  // run's sensor must have read the settings before they change, or it is that run's sensor that
  // finds the line dropped.)
  eventually('the last run’s sensor ended', () => sensorsDone(s));
  writeFileSync(join(s.userHome, '.claude', 'settings.json'), '{}');
  assert.is(wrap(s, 11).stdout, 'new line\n');
  eventually('the record is removed', () => recorded(s) === undefined);
  assert.is(wrap(s, 12).stdout, openrigLine(12));
});

test('the sensor alone: no record yet (it chains itself and records the command), no setsid, or a chained OpenRig line', () => {
  const s = setup();
  s.userLine('cat >/dev/null; echo mine');
  const first = wrap(s, 20);
  assert.is(first.stdout, 'mine\n', first.stderr);
  assert.is(recorded(s), chainedCommandText('cat >/dev/null; echo mine'), 'the next run is the wrapper’s');
  assert.is(wrap(s, 21).stdout, 'mine\n');
  // No setsid on PATH (macOS): the sensor chains the command itself, every run.
  const bin = join(s.dir, 'bin');
  mkdirSync(bin);
  for (const tool of ['cat', 'node', 'sh', 'wc', 'rm', 'sleep', 'head', 'tr']) {
    const found = spawnSync('/bin/sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
    if (found) symlinkSync(found, join(bin, tool));
  }
  const noSetsid = wrap(s, 22, { ...s.env, PATH: bin });
  assert.is(noSetsid.stdout, 'mine\n', noSetsid.stderr);
  assert.equal(runFiles(s), [], 'the wrapper made no run files');
  // Inside a chained OpenRig line the wrapper never chains again; the sensor prints its own line.
  assert.is(wrap(s, 23, { ...s.env, [CHAINED_ENV]: '1' }).stdout, openrigLine(23));
});

test('the wrapper’s limits are the sensor’s (2 s, 64 KiB)', () => {
  const text = readFileSync(WRAPPER, 'utf8');
  assert.ok(text.includes(`sleep ${CHAIN_TIMEOUT_MS / 1000};`), 'the cut');
  assert.ok(text.includes(`-gt ${CHAIN_OUTPUT_MAX_BYTES} ]`), 'the output bound');
});

test('chainedCommandText: the wrapper’s shell gets back exactly the command', () => {
  for (const command of ['echo \'a b\' "$HOME" `date` \\\\ ;', 'printf "%s\\n" x\ny', "it's", '']) {
    const file = join(tempDir('openrig-chained-'), 'c.sh');
    writeFileSync(file, chainedCommandText(command));
    const r = spawnSync('/bin/sh', ['-c', '. "$1" && printf %s "$c"', 'sh', file], { encoding: 'utf8' });
    assert.is(r.stdout, command);
  }
});

test('sensorModeOf: the wrapper’s flags, its statuses worded as the sensor’s own chain would', () => {
  const rows: [string[], unknown][] = [
    [['--runtime', 'claude'], { kind: 'alone' }],
    [['--runtime', 'claude', '--record-only'], { kind: 'record-only' }],
    [['--line-only', '--chain-status', '3'], { kind: 'line-only', chain: { ok: false, why: 'exited 3' } }],
    [
      ['--line-only', '--chain-status', 'cut'],
      { kind: 'line-only', chain: { ok: false, why: `no answer within ${CHAIN_TIMEOUT_MS} ms; cut` } },
    ],
    [
      ['--line-only', '--chain-status', 'big'],
      { kind: 'line-only', chain: { ok: false, why: `printed more than ${CHAIN_OUTPUT_MAX_BYTES} bytes` } },
    ],
    [['--line-only', '--chain-status', '0'], { kind: 'line-only', chain: { ok: false, why: 'failed' } }],
    [['--line-only', '--chain-status', 'x'], { kind: 'line-only', chain: { ok: false, why: 'failed' } }],
    [['--line-only'], { kind: 'line-only', chain: { ok: false, why: 'failed' } }],
  ];
  for (const [argv, want] of rows) assert.equal(sensorModeOf(argv), want, argv.join(' '));
});

test('isStaleRunFile and sweepRunFiles: only run files, only old ones', () => {
  const now = 1_800_000_000_000;
  const old = now - RUN_FILE_MAX_AGE_MS - 1;
  const rows: [string, number, boolean][] = [
    ['run.123.in', old, true],
    ['run.123.out', old, true],
    ['run.123.cut', old, true],
    ['run.123.in', now - RUN_FILE_MAX_AGE_MS, false],
    ['run.x.in', old, false],
    ['sample.json', old, false],
    [CHAINED_COMMAND_FILE, old, false],
  ];
  for (const [name, mtime, want] of rows) assert.is(isStaleRunFile(name, mtime, now), want, name);
  const s = setup();
  for (const n of ['run.1.in', 'run.1.out', 'run.2.cut']) writeFileSync(join(s.seatDir, n), '');
  recordChainedCommand(s.seatDir, 'echo x');
  sweepRunFiles(s.seatDir, Date.now() + RUN_FILE_MAX_AGE_MS + 1000);
  assert.equal(readdirSync(s.seatDir), [CHAINED_COMMAND_FILE]);
});

test.run();
