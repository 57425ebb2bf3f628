// A state file that exists but cannot be opened is a store error naming the file, what is wrong
// and what to do — never a bare errno error that the CLI reports as an internal error with a
// stack. Tests run as root, and root opens a 0000 file; a symbolic link to itself fails to open
// (ELOOP) for every user, so it drives the same path in-process. EACCES itself, under a non-root
// uid, is test/cli/unreadable-state.proc.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir, tempHome } from '../helpers/home.js';
import { isStoreError, readDocument, readLog } from '../../lib/store/index.js';
import { unreadableReason } from '../../lib/store/unreadable.js';
import { failureReport } from '../../lib/cli/errors.js';
import { CorruptDocumentError } from '../../lib/store/errors.js';
import { counterV1 } from '../fixtures/store/counter-kind.js';
import { listSeats, readSeat, scanSeats, updateSeat } from '../../lib/seat/registry.js';
import { NO_SERVER, seatRecord, type SeatFields } from '../helpers/seat.js';
import { readGuard } from '../../lib/delivery/guard/store.js';
import { listHeld } from '../../lib/delivery/outbox/outbox.js';
import { readJobs } from '../../lib/watchdog/store.js';
import { guardPath, outboxDir, seatRecordPath } from '../../lib/home/paths.js';

/** A path that exists and cannot be opened by anyone: a symbolic link to itself. */
function loop(file: string): string {
  mkdirSync(dirname(file), { recursive: true });
  symlinkSync(file, file);
  return file;
}

/** The error `fn` throws (fails the test when it returns). */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  assert.unreachable('expected a throw');
}

/** Asserts one `rig: <file>: <what> — <what to do>` line, exit 1, no stack. */
function assertOneLine(err: unknown, file: string) {
  assert.ok(isStoreError(err), `a store error, got ${(err as Error)?.stack ?? err}`);
  const { line, exitCode } = failureReport(err);
  assert.is(exitCode, 1);
  assert.ok(line.startsWith(`rig: ${file}: `), line);
  assert.match(line, / — \S/);
  assert.not.match(line, /internal error|\n\s+at /);
  assert.is(line.indexOf('\n'), line.length - 1, line);
}

const REASONS: [string | undefined, RegExp, RegExp][] = [
  ['EACCES', /^permission denied$/, /ls -l .*seat\.json.*chown/],
  ['EPERM', /^permission denied$/, /ls -l .*seat\.json/],
  ['ELOOP', /symbolic link/, /replace the link/],
  ['EIO', /I\/O error/, /disk/],
  ['ENOTDIR', /not a folder/, /folders above/],
  ['EMFILE', /too many open files/, /retry/],
  ['EWHATEVER', /^cannot be read \(EWHATEVER\)$/, /move it aside/],
  [undefined, /^cannot be read$/, /move it aside/],
];

test('unreadableReason: what is wrong and what to do, per error code', () => {
  for (const [code, what, todo] of REASONS) {
    const r = unreadableReason(code, '/h/seats/r/seat.json');
    assert.match(r.what, what, String(code));
    assert.match(r.todo, todo, String(code));
  }
});

test('readDocument: a file that cannot be opened is a store error naming it, one line at the top', () => {
  const file = loop(join(tempDir(), 'counter.json'));
  const err = thrown(() => readDocument(counterV1, file, { onCorrupt: 'fresh' }));
  assert.match((err as Error).message, `${file}: a symbolic link loop`);
  assertOneLine(err, file);
});

test('readLog: a log that cannot be opened is a store error naming it', () => {
  const file = loop(join(tempDir(), 'audit.jsonl'));
  assertOneLine(
    thrown(() => readLog(file)),
    file,
  );
});

test('a corrupt document reported at the top stays on one line (the parser quotes the bad text)', () => {
  const err = new CorruptDocumentError('/h/q.json', '/h/q.json.corrupt-1', 'invalid JSON: "garbage\n" is not valid');
  const { line } = failureReport(err);
  assert.is(line.indexOf('\n'), line.length - 1, line);
  assert.match(line, /garbage\\x0a/);
});

/** Terminal seat NAME of rig r, on no tmux server; a's node id is n-00000000000000aa. */
const record = (name: string, fields: SeatFields = {}) =>
  seatRecord({
    name,
    rig: 'r',
    nodeId: `n-00000000000000${name}${name}`.slice(0, 18),
    runtime: 'terminal',
    tmux: { socket: NO_SERVER, paneId: '%1' },
    occupant: 'o-00000000000000b2',
    launchedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  });

test('seat registry: one unopenable record is named; every other seat is still listed', async () => {
  const { home } = tempHome();
  await updateSeat(home, 'r', 'a', () => record('a'));
  await updateSeat(home, 'r', 'c', () => record('c'));
  const bad = loop(seatRecordPath(home, 'r', 'b'));
  assertOneLine(
    thrown(() => readSeat(home, 'r', 'b')),
    bad,
  );
  const scan = scanSeats(home);
  assert.equal(
    scan.records.map((s) => s.name),
    ['a', 'c'],
  );
  assert.equal(
    scan.unreadable.map((u) => [u.file, u.seat, u.rig]),
    [[bad, 'b', 'r']],
  );
  assert.is(scan.unreadable[0]!.what, `${bad}: a symbolic link loop`);
  assert.match(scan.unreadable[0]!.todo, /replace the link/);
  const reported: unknown[] = [];
  assert.equal(
    listSeats(home, undefined, undefined, (u) => reported.push(u)).map((s) => s.name),
    ['a', 'c'],
  );
  assert.equal(reported, scan.unreadable);
});

test('guard file, outbox record and watchdog jobs file that cannot be opened: store errors naming them', () => {
  const { home } = tempHome();
  const node = 'n-00000000000000aa';
  const guard = loop(guardPath(home, node));
  assertOneLine(
    thrown(() => readGuard(home, node, 'off')),
    guard,
  );
  const outbox = loop(join(outboxDir(home, node), 'd-20260101000000-0123456789abcdef.json'));
  assertOneLine(
    thrown(() => listHeld(home, node)),
    outbox,
  );
  const jobs = loop(home.watchdogJobs);
  assertOneLine(
    thrown(() => readJobs(home)),
    jobs,
  );
});

test.run();
