// State the user cannot read: a seat record, a guard file, an outbox record or the watchdog jobs
// file gives one `rig: <file>: <what> — <what to do>` line, never `internal error` with a stack,
// and one unreadable seat record does not hide the others from rig ps or rig seat list.
//
// EACCES for real: the built rig runs under a non-root uid (setpriv, when the tests run as root, as
// they do here; root itself opens a 0000 file, so chmod alone would prove nothing), on a home that
// uid owns, with the file made 0000. A symbolic link to itself (ELOOP) fails to open for every
// user, so the in-process tests use it for the listing behaviour.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, chownSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { tempHome } from '../helpers/home.js';
import { RIG_BUNDLE, rig, json, type CliResult } from '../helpers/cli.js';
import { updateSeat } from '../../lib/seat/registry.js';
import { NO_SERVER, seatRecord, type SeatFields } from '../helpers/seat.js';
import { guardPath, outboxDir, seatRecordPath } from '../../lib/home/paths.js';
import { setDesiredMode } from '../../lib/delivery/guard/store.js';

const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;
const setpriv = spawnSync('setpriv', ['--version'], { encoding: 'utf8' }).status === 0;
/** Why the EACCES tests cannot run here, or undefined when they can. */
const noEacces = isRoot && !setpriv ? 'running as root without setpriv: no way to be a user root is not' : undefined;

/** Terminal seat NAME of rig r, on no tmux server; a's node id is n-00000000000000aa. */
const record = (name: string, fields: SeatFields = {}) =>
  seatRecord({
    name,
    rig: 'r',
    nodeId: `n-00000000000000${name}${name}`,
    runtime: 'terminal',
    tmux: { socket: NO_SERVER, paneId: '%1' },
    occupant: 'o-00000000000000b2',
    launchedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  });

async function seed() {
  const t = tempHome();
  for (const n of ['a', 'b', 'c']) await updateSeat(t.home, 'r', n, () => record(n));
  return t;
}

/** Asserts stderr is exactly the one line `rig: <file>: <what> — <todo>`. */
function assertOneLine(r: CliResult, file: string, what: RegExp) {
  const lines = r.stderr.split('\n').filter(Boolean);
  assert.is(lines.length, 1, r.stderr);
  const line = lines[0]!;
  assert.ok(line.startsWith(`rig: ${file}: `), line);
  assert.match(line, what);
  assert.match(line, / — \S/);
  assert.not.match(r.stderr, /internal error|\n\s+at /);
}

test('rig ps and rig seat list (in-process): a record that cannot be opened is named; the other seats are listed', async () => {
  const { home, env } = await seed();
  const bad = seatRecordPath(home, 'r', 'b');
  // Replace b's record with a link to itself.
  rmSync(bad);
  symlinkSync(bad, bad);
  for (const argv of [
    ['ps', '--all'],
    ['seat', 'list'],
  ]) {
    const r = await rig(argv, env);
    assert.is(r.code, 0, `${argv.join(' ')}: ${r.stderr}`);
    assert.match(r.stdout, /^a@r /m, r.stdout);
    assert.match(r.stdout, /^c@r /m, r.stdout);
    assert.not.match(r.stdout, /^b@r /m);
    assertOneLine(r, bad, /a symbolic link loop/);
  }
  const j = json(await rig(['ps', '--all', '--json'], env));
  assert.equal(
    j.seats.map((s: any) => s.ref),
    ['a@r', 'c@r'],
  );
  assert.equal(
    j.unreadable.map((u: any) => [u.file, u.seat, u.rig]),
    [[bad, 'b', 'r']],
  );
});

/** Runs the built rig as a user that cannot read a 0000 file (nobody under setpriv when root). */
function rigAsUser(argv: string[], env: Record<string, string>): CliResult {
  const base = [process.execPath, RIG_BUNDLE, ...argv];
  const cmd = isRoot
    ? ['setpriv', '--reuid', String(NOBODY), '--regid', String(NOBODY), '--clear-groups', ...base]
    : base;
  const raw = spawnSync(cmd[0]!, cmd.slice(1), {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: raw.status ?? -1, stdout: raw.stdout, stderr: raw.stderr };
}

/** Gives the test home (and the temporary folder above it) to the user rigAsUser runs as. */
function handOver(dir: string) {
  if (!isRoot) return;
  const chownAll = (p: string) => {
    chownSync(p, NOBODY, NOBODY);
    if (statSync(p).isDirectory()) for (const n of readdirSync(p)) chownAll(join(p, n));
  };
  chownAll(dirname(dir));
}

function placeholder(file: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '{}\n');
}

function eaccesTest(name: string, fn: () => Promise<void>) {
  if (noEacces) test.skip(`${name} (skipped: ${noEacces})`, () => {});
  else test(name, fn);
}

eaccesTest(
  'EACCES (built rig, non-root uid): seat record, guard file, outbox record, watchdog jobs: one line each',
  async () => {
    const { dir, home, env } = await seed();
    const node = 'n-00000000000000aa';
    const guard = guardPath(home, node);
    const outbox = join(outboxDir(home, node), 'd-1.json');
    // A real guard document: rig ps now reads every seat's effective guard mode, and a placeholder
    // would be moved aside as corrupt before the guard step.
    await setDesiredMode(home, node, { mode: 'draft-aware', reason: 'test', actor: null, fallbackMode: 'off' });
    placeholder(outbox);
    placeholder(home.watchdogJobs);
    handOver(dir);
    const userEnv = { ...env, HOME: dirname(dir) };
    const seatB = seatRecordPath(home, 'r', 'b');
    const locked = (file: string, fn: () => void) => {
      chmodSync(file, 0o000);
      try {
        fn();
      } finally {
        chmodSync(file, 0o600);
      }
    };
    locked(seatB, () => {
      const ps = rigAsUser(['ps', '--all'], userEnv);
      assert.is(ps.code, 0, ps.stderr);
      assert.match(ps.stdout, /^a@r /m, ps.stdout);
      assert.match(ps.stdout, /^c@r /m, ps.stdout);
      assertOneLine(ps, seatB, /: permission denied — see who owns it \(ls -l /);
      const show = rigAsUser(['seat', 'show', 'b@r'], userEnv);
      assert.is(show.code, 1);
      assertOneLine(show, seatB, /permission denied/);
    });
    locked(guard, () => {
      const r = rigAsUser(['seat', 'status', 'a@r'], userEnv);
      assert.is(r.code, 1, r.stderr);
      assertOneLine(r, guard, /permission denied/);
    });
    locked(outbox, () => {
      const r = rigAsUser(['seat', 'held-messages', 'a@r'], userEnv);
      assert.is(r.code, 1, r.stderr);
      assertOneLine(r, outbox, /permission denied/);
    });
    locked(home.watchdogJobs, () => {
      const r = rigAsUser(['watchdog', 'list'], userEnv);
      assert.is(r.code, 1, r.stderr);
      assertOneLine(r, home.watchdogJobs, /permission denied/);
    });
  },
);

test.run();
