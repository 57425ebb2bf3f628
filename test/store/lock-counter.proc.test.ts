// Lost updates (design A/A′): 16 processes × 100 increments of one document. Under updateDocument
// no completed increment is lost, nor with a read + replaceDocument under one outer lock; the same
// loop with a plain read + atomic write (no lock) must lose some, which proves the test can see the
// bug it guards against. On a loaded machine a lock may give up (LockTimeoutError): that update was
// refused, visibly, and is reported as such in the figure, never counted as lost.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { readDocument } from '../../lib/store/index.js';
import { counterV1 } from '../fixtures/store/counter-kind.js';
import { bundleChild, lastJson, runTogether } from '../fixtures/store/children.js';
import { describeTally, tally, type ChildReport } from '../fixtures/store/counter-tally.js';
import { figure } from '../fixtures/store/figure.js';

const PROCS = 16;
// 100 each: 16 x 200 took 180 s at load 30 and met the children's time bound; the control still loses most.
const UPDATES = 100;

async function runCounter(mode: 'lock' | 'outer' | 'nolock', procs = PROCS, updates = UPDATES, lockWaitMs?: number) {
  const child = await bundleChild('counter-child');
  const file = join(tempDir(), 'state', 'counter.json');
  const started = Date.now();
  const results = await runTogether(
    child,
    Array.from({ length: procs }, () => [
      file,
      String(updates),
      mode,
      ...(lockWaitMs === undefined ? [] : [String(lockWaitMs)]),
    ]),
  );
  const seconds = (Date.now() - started) / 1000;
  const doc = readDocument(counterV1, file);
  const reports: ChildReport[] = results.map((r) => ({
    pid: r.pid,
    code: r.code,
    ...lastJson<Omit<ChildReport, 'pid' | 'code'>>(r),
  }));
  return { t: tally(procs * updates, doc, reports), reports, seconds };
}

function assertNothingLost(t: ReturnType<typeof tally>, reports: ChildReport[]): void {
  for (const r of reports) {
    assert.is(r.code, 0, `child ${r.pid} exited ${r.code}`);
    assert.is(r.otherFailed, 0, `child ${r.pid} failed other than by lock wait: ${r.firstError}`);
  }
  assert.ok(t.done > 0, 'some updates completed (else the run proves nothing)');
  assert.is(t.lost, 0, `completed updates lost: ${t.lost}`);
  assert.equal(t.childrenShort, [], "every child's completed updates are all in the document");
  assert.is(t.done + t.lockGaveUp, t.expected, 'every update either completed or was refused by the lock');
}

test('tally: a refused lock is not a lost update; a completed update missing from the document is', () => {
  const r = (pid: number, done: number, lockGaveUp = 0): ChildReport => ({
    pid,
    code: 0,
    done,
    lockGaveUp,
    otherFailed: 0,
  });
  const cases: [string, { n: number; by: Record<string, number> } | undefined, ChildReport[], number, number[]][] = [
    ['all counted', { n: 4, by: { 1: 2, 2: 2 } }, [r(1, 2), r(2, 2)], 0, []],
    ['one refused by the lock', { n: 3, by: { 1: 2, 2: 1 } }, [r(1, 2), r(2, 1, 1)], 0, []],
    ['one completed and lost', { n: 3, by: { 1: 2, 2: 1 } }, [r(1, 2), r(2, 2)], 1, [2]],
    ['overwritten by another child', { n: 2, by: { 2: 2 } }, [r(1, 2), r(2, 2)], 2, [1]],
    ['no document', undefined, [r(1, 1)], 1, [1]],
  ];
  for (const [name, doc, reports, lost, short] of cases) {
    const t = tally(4, doc, reports);
    assert.is(t.lost, lost, name);
    assert.equal(t.childrenShort, short, name);
  }
});

test('16 processes x 100 locked updates lose nothing', async () => {
  const { t, reports, seconds } = await runCounter('lock');
  figure(describeTally(`lock-counter: ${PROCS} procs x ${UPDATES} updates`, t, seconds));
  assertNothingLost(t, reports);
});

test('a lock that gives up (forced: no wait, as under load) is reported as refused, never as lost', async () => {
  const { t, reports, seconds } = await runCounter('lock', 8, 100, 0);
  figure(describeTally('lock-counter no wait: 8 procs x 100 updates', t, seconds));
  assertNothingLost(t, reports);
});

test("8 processes x 100 read + replaceDocument under one outer lock lose nothing (the refocus state's pattern)", async () => {
  const { t, reports, seconds } = await runCounter('outer', 8, 100);
  figure(describeTally('lock-counter outer lock: 8 procs x 100 replaces', t, seconds));
  assertNothingLost(t, reports);
});

test('negative control: the same loop without the lock loses updates', async () => {
  const { t, reports, seconds } = await runCounter('nolock');
  figure(describeTally(`lock-counter control (no lock): ${PROCS} procs x ${UPDATES} updates`, t, seconds));
  for (const r of reports) assert.is(r.done, UPDATES, 'every unlocked write itself succeeded');
  assert.ok(t.lost > 0, `without the lock completed updates must be lost (counted ${t.counted} of ${t.done})`);
});

test.run();
