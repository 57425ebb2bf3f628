// Crash consistency (design C/C′): a child rewrites a ~200 KB document in a loop and is SIGKILLed
// at a random moment, 200 times. With the store's atomic write the file is always one whole
// version, never older than the last write the child saw acknowledged, and the temp files the
// kills leave behind are swept. The negative control writes in place and must tear.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { sweepOrphanTemps } from '../../lib/store/index.js';
import { bundleChild, startChild } from '../fixtures/store/children.js';
import { wholeDocumentSeq } from '../fixtures/store/crash-document.js';
import { figure } from '../fixtures/store/figure.js';
import { sleep } from '../fixtures/store/child-io.js';

const KILLS = 200;
const LANES = 2;
const BYTES = 200 * 1024;
const CONTROL_MAX_KILLS = 200;

interface Round {
  torn: boolean;
  /** The file's sequence number when whole. */
  seq: number | undefined;
  lastAck: number;
}

/** Starts a writer at `firstSeq`, lets it acknowledge at least one write, then kills it mid-loop. */
async function killRound(script: string, file: string, firstSeq: number, mode: 'atomic' | 'inplace'): Promise<Round> {
  const live = startChild(script, [file, String(BYTES), String(firstSeq), mode]);
  await live.waitForOutput('ack ');
  await sleep(Math.random() * 12);
  live.child.kill('SIGKILL');
  const result = await live.done;
  assert.is(result.signal, 'SIGKILL', `the writer died of the kill, not of its own failure: ${result.stderr}`);
  const acks = [...result.stdout.matchAll(/^ack (\d+)$/gm)].map((m) => Number(m[1]));
  const lastAck = acks[acks.length - 1] ?? firstSeq - 1;
  const seq = wholeDocumentSeq(readFileSync(file, 'utf8'), BYTES);
  return { torn: seq === undefined, seq, lastAck };
}

const tempsOf = (dir: string) => readdirSync(dir).filter((n) => /^doc\.json\.\d+$/.test(n));

test('200 SIGKILLs during atomic writes: 0 torn, 0 regressions, orphans swept', async () => {
  const script = await bundleChild('atomic-writer-child');
  let torn = 0;
  let regressions = 0;
  let lastSeq = 0;
  const started = Date.now();
  // Two lanes (own folder each) at once: the rounds are bound by Node's start-up, not by the disk.
  const lane = async (dir: string, kills: number) => {
    const file = join(dir, 'doc.json');
    let next = 1;
    for (let i = 0; i < kills; i++) {
      const r = await killRound(script, file, next, 'atomic');
      if (r.torn) torn++;
      if (r.seq !== undefined && r.seq < r.lastAck) regressions++;
      next = Math.max(r.seq ?? 0, r.lastAck) + 1;
    }
    lastSeq += next - 1;
  };
  const dirs = Array.from({ length: LANES }, () => tempDir());
  await Promise.all(dirs.map((dir) => lane(dir, KILLS / LANES)));
  const orphans = dirs.flatMap((dir) => tempsOf(dir).map((name) => join(dir, name))).sort();
  const removed = dirs.flatMap((dir) => sweepOrphanTemps(dir, 0).removed).sort();
  figure(
    `kill9: ${KILLS} kills of a ${BYTES / 1024} KB atomic writer: torn ${torn}, ack-regressions ${regressions}, orphans ${orphans.length} (swept ${removed.length}); ${lastSeq} writes in all (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  assert.is(torn, 0, 'no torn file');
  assert.is(regressions, 0, 'never older than the last acknowledged write');
  assert.equal(removed, orphans, 'the sweep removed exactly the orphan temp files');
  for (const dir of dirs) {
    assert.equal(tempsOf(dir), [], 'no temp file is left');
    assert.ok(
      wholeDocumentSeq(readFileSync(join(dir, 'doc.json'), 'utf8'), BYTES) !== undefined,
      'the document itself is untouched by the sweep',
    );
  }
});

test('negative control: in-place writeFileSync tears under SIGKILL', async () => {
  const script = await bundleChild('atomic-writer-child');
  const file = join(tempDir(), 'doc.json');
  let torn = 0;
  let kills = 0;
  let next = 1;
  // Stop at the fifth tear: the point is to prove the check sees tears, not to count them all.
  while (kills < CONTROL_MAX_KILLS && torn < 5) {
    const r = await killRound(script, file, next, 'inplace');
    kills++;
    if (r.torn) torn++;
    next = Math.max(r.seq ?? 0, r.lastAck) + 1;
  }
  figure(`kill9 control (in-place writeFileSync): torn ${torn} of ${kills} kills (stops at 5)`);
  assert.ok(torn > 0, 'in-place writes must tear under SIGKILL');
});

test.run();
