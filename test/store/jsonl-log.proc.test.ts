// Append-only logs: a line torn at any byte costs that line only; an altered line is dropped and
// counted; the next append after a torn tail starts on a line of its own; appendLogOnce keeps
// exactly one record per key under 8 concurrent processes (and the unlocked control does not).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync, truncateSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { appendLog, readLog, decodeLines, encodeLine } from '../../lib/store/index.js';
import { bundleChild, lastJson, runTogether } from '../fixtures/store/children.js';
import { figure } from '../fixtures/store/figure.js';

interface Entry {
  id: number;
  text: string;
}

const EARLIER: Entry[] = [
  { id: 1, text: 'first' },
  { id: 2, text: 'second, with a tab\tand a newline\n inside' },
  { id: 3, text: 'third' },
];
// Multi-byte characters in the last line, so some cuts split a character.
const LAST: Entry = { id: 4, text: 'último — ünïcödé ✓ 漢字 🙂' };

function writeLog(): { file: string; lastStart: number; size: number } {
  const file = join(tempDir(), 'logs', 'events.jsonl');
  for (const e of [...EARLIER, LAST]) appendLog(file, e);
  const size = statSync(file).size;
  return { file, lastStart: size - Buffer.byteLength(encodeLine(LAST)), size };
}

test('a record survives the round trip, embedded newlines and tabs included', () => {
  const { file } = writeLog();
  assert.equal(readLog<Entry>(file), { records: [...EARLIER, LAST], dropped: 0 });
});

test('truncating the last line at every byte offset keeps every earlier record', () => {
  const { file, lastStart, size } = writeLog();
  const whole = readFileSync(file);
  let cuts = 0;
  for (let cut = lastStart; cut < size; cut++) {
    writeFileSync(file, whole.subarray(0, cut));
    const read = readLog<Entry>(file);
    // Cut right before the final newline, the record itself is complete and kept.
    const complete = cut === size - 1;
    assert.equal(read.records, complete ? [...EARLIER, LAST] : EARLIER, `cut at ${cut}`);
    assert.is(read.dropped, cut === lastStart || complete ? 0 : 1, `cut at ${cut}`);
    cuts++;
  }
  figure(
    `jsonl torn tail: ${cuts} cut offsets of a ${size - lastStart}-byte last line: earlier ${EARLIER.length} records intact at every cut`,
  );
});

test('after a torn tail, the next append is read back (it does not glue onto the torn line)', () => {
  for (const keep of [1, 17, 30]) {
    const { file, lastStart } = writeLog();
    truncateSync(file, lastStart + keep);
    const next: Entry = { id: 5, text: 'after the crash' };
    appendLog(file, next);
    appendLog(file, { id: 6, text: 'and another' });
    const read = readLog<Entry>(file);
    assert.equal(read.records, [...EARLIER, next, { id: 6, text: 'and another' }], `torn after ${keep} bytes`);
    assert.is(read.dropped, 1, 'only the torn line is lost');
  }
});

test('a tampered middle line is dropped and counted; its neighbours survive', () => {
  const { file } = writeLog();
  const lines = readFileSync(file, 'utf8').split('\n');
  lines[1] = lines[1]!.replace('"id":2', '"id":9');
  writeFileSync(file, lines.join('\n'));
  assert.equal(readLog<Entry>(file), { records: [EARLIER[0]!, EARLIER[2]!, LAST], dropped: 1 });
  // A line whose checksum is intact but whose separator is missing, and plain junk, count too.
  assert.equal(decodeLines('junk\n' + encodeLine({ a: 1 }) + 'abc\t{}\n'), { records: [{ a: 1 }], dropped: 2 });
  // An empty line (two appenders that both repaired a torn tail) is no record and no loss.
  assert.equal(decodeLines(encodeLine({ a: 1 }) + '\n' + encodeLine({ b: 2 })), {
    records: [{ a: 1 }, { b: 2 }],
    dropped: 0,
  });
});

test('a missing log reads as empty', () => {
  assert.equal(readLog(join(tempDir(), 'nope.jsonl')), { records: [], dropped: 0 });
});

const PROCS = 8;
const KEYS = 30;

async function runOnce(mode: 'once' | 'nolock') {
  const script = await bundleChild('log-once-child');
  const file = join(tempDir(), 'logs', 'once.jsonl');
  const results = await runTogether(
    script,
    Array.from({ length: PROCS }, () => [file, String(KEYS), mode]),
  );
  for (const r of results) assert.is(r.code, 0, r.stderr);
  const created = results.reduce((sum, r) => sum + lastJson<{ created: number }>(r).created, 0);
  const read = readLog<{ key: string }>(file);
  const perKey = new Map<string, number>();
  for (const r of read.records) perKey.set(r.key, (perKey.get(r.key) ?? 0) + 1);
  return { created, read, perKey };
}

test(`appendLogOnce under ${PROCS} processes: exactly one record per key`, async () => {
  const { created, read, perKey } = await runOnce('once');
  figure(
    `jsonl appendLogOnce: ${PROCS} procs x ${KEYS} keys: ${read.records.length} records, ${[...perKey.values()].filter((n) => n > 1).length} duplicated keys, ${created} reported created`,
  );
  assert.is(read.dropped, 0);
  assert.is(perKey.size, KEYS);
  assert.ok(
    [...perKey.values()].every((n) => n === 1),
    'no key twice',
  );
  assert.is(created, KEYS, 'exactly one process was told it created each key');
});

test('negative control: an unlocked check-then-append duplicates keys', async () => {
  const { read, perKey } = await runOnce('nolock');
  const duplicated = [...perKey.values()].filter((n) => n > 1).length;
  figure(
    `jsonl appendLogOnce control (no lock): ${read.records.length} records for ${KEYS} keys, ${duplicated} duplicated keys`,
  );
  assert.ok(read.records.length > KEYS, 'without the lock some key is appended twice');
});

test.run();
