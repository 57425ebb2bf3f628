// Lost updates (design A/A′): 16 processes × 200 increments of one document. Under updateDocument
// no increment is lost, nor with a read + replaceDocument under one outer lock; the same loop with
// a plain read + atomic write (no lock) must lose some, which proves the test can see the bug it
// guards against.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { readDocument } from '../../lib/store/index.js';
import { counterV1 } from '../fixtures/store/counter-kind.js';
import { bundleChild, lastJson, runTogether } from '../fixtures/store/children.js';
import { figure } from '../fixtures/store/figure.js';

const PROCS = 16;
const UPDATES = 200;
const EXPECTED = PROCS * UPDATES;

async function runCounter(mode: 'lock' | 'outer' | 'nolock', procs = PROCS, updates = UPDATES) {
  const child = await bundleChild('counter-child');
  const file = join(tempDir(), 'state', 'counter.json');
  const started = Date.now();
  const results = await runTogether(child, Array.from({ length: procs }, () => [file, String(updates), mode]));
  const seconds = (Date.now() - started) / 1000;
  const doc = readDocument(counterV1, file);
  const reports = results.map((r) => ({ pid: r.pid, code: r.code, ...lastJson<{ done: number; failed: number }>(r) }));
  return { doc, reports, seconds, results };
}

test('16 processes x 200 locked updates lose nothing', async () => {
  const { doc, reports, seconds, results } = await runCounter('lock');
  const got = doc?.n ?? 0;
  figure(`lock-counter: ${PROCS} procs x ${UPDATES} updates: expected ${EXPECTED}, got ${got}, lost ${EXPECTED - got} (${seconds.toFixed(1)} s)`);
  for (const r of reports) {
    assert.is(r.code, 0, `child ${r.pid} exited ${r.code}`);
    assert.is(r.failed, 0, `child ${r.pid} had failed updates: ${results.find((x) => x.pid === r.pid)?.stderr}`);
    assert.is(doc?.by[String(r.pid)], UPDATES, `every update of ${r.pid} is counted`);
  }
  assert.is(got, EXPECTED);
  assert.is(Object.values(doc?.by ?? {}).reduce((a, b) => a + b, 0), EXPECTED);
});

test('8 processes x 100 read + replaceDocument under one outer lock lose nothing (the refocus state\'s pattern)', async () => {
  const { doc, reports, seconds, results } = await runCounter('outer', 8, 100);
  const got = doc?.n ?? 0;
  figure(`lock-counter outer lock: 8 procs x 100 replaces: expected 800, got ${got}, lost ${800 - got} (${seconds.toFixed(1)} s)`);
  for (const r of reports) {
    assert.is(r.code, 0, `child ${r.pid} exited ${r.code}`);
    assert.is(r.failed, 0, `child ${r.pid} had failed updates: ${results.find((x) => x.pid === r.pid)?.stderr}`);
  }
  assert.is(got, 800);
});

test('negative control: the same loop without the lock loses updates', async () => {
  const { doc, reports, seconds } = await runCounter('nolock');
  const got = doc?.n ?? 0;
  figure(`lock-counter control (no lock): ${PROCS} procs x ${UPDATES} updates: expected ${EXPECTED}, got ${got}, lost ${EXPECTED - got} (${seconds.toFixed(1)} s)`);
  for (const r of reports) assert.is(r.done, UPDATES, 'every unlocked write itself succeeded');
  assert.ok(got < EXPECTED, `without the lock updates must be lost (got ${got} of ${EXPECTED})`);
});

test.run();
