// A journal whose last line was torn (a full disk cut the write short, or a crash): the next
// hook's line starts on a line boundary, never glued onto the torn bytes, and readers skip the
// torn line and keep every whole one. Here with the torn tail planted as a full disk leaves it;
// test/store/full-disk-mount.proc.test.ts makes a real one on a full tmpfs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appendFileSync, mkdirSync, readFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { readSeatHooks } from '../../lib/activity/store.js';
import { appendObservation, journalEntry } from '../../lib/activity/journal-append.js';
import { parseJournal } from '../../lib/activity/journal.js';
import { homePaths, seatHooksJournalPath, type HomePaths } from '../../lib/home/paths.js';
import { tempHome } from '../helpers/home.js';
import { setDiskWrite } from '../../lib/store/disk-write.js';
import { NODE, OCC, T0, obsOf } from './harness.js';

function home(): HomePaths {
  const h = tempHome();
  mkdirSync(h.dir, { recursive: true });
  return homePaths(h.dir);
}

const journalOf = (h: HomePaths) => seatHooksJournalPath(h, NODE, OCC);

/** The first `keep` bytes of an observation's line, no newline: what a cut-short write leaves. */
function tornLine(seq: number, keep: number): string {
  return JSON.stringify(journalEntry(obsOf('UserPromptSubmit', seq))).slice(0, keep);
}

test('after a torn tail, the next line starts on a line boundary and its event is read (a Stop is not lost)', () => {
  const h = home();
  appendObservation(h, obsOf('UserPromptSubmit', T0 + 1));
  appendFileSync(journalOf(h), tornLine(T0 + 2, 40));
  appendObservation(h, obsOf('Stop', T0 + 3));
  const lines = readFileSync(journalOf(h), 'utf8').split('\n').filter(Boolean);
  assert.is(lines.length, 3);
  assert.is(lines[1], tornLine(T0 + 2, 40), 'the torn bytes stand alone on their line');
  assert.is(JSON.parse(lines[2]!).event, 'Stop', 'the Stop is a line of its own, not glued onto them');
  const doc = readSeatHooks(h, NODE, OCC)!;
  assert.is(doc.lastHook.event, 'Stop');
  assert.is(doc.activity.state, 'idle');
});

test('a torn tail at every cut of a line: the Stop after it is read every time', () => {
  const whole = JSON.stringify(journalEntry(obsOf('UserPromptSubmit', T0 + 2)));
  for (let keep = 1; keep < whole.length; keep += 7) {
    const h = home();
    appendObservation(h, obsOf('UserPromptSubmit', T0 + 1));
    appendFileSync(journalOf(h), whole.slice(0, keep));
    appendObservation(h, obsOf('Stop', T0 + 3));
    assert.is(readSeatHooks(h, NODE, OCC)?.lastHook.event, 'Stop', `cut after ${keep} bytes`);
  }
});

test('a journal that is only a torn line: the first whole line after it counts', () => {
  const h = home();
  mkdirSync(dirname(journalOf(h)), { recursive: true });
  appendFileSync(journalOf(h), tornLine(T0 + 1, 25));
  appendObservation(h, obsOf('Stop', T0 + 2));
  assert.is(readSeatHooks(h, NODE, OCC)?.lastHook.event, 'Stop');
});

test('every line starts on a line boundary: a whole journal reads the same, empty lines skipped', () => {
  const h = home();
  appendObservation(h, obsOf('UserPromptSubmit', T0 + 1));
  appendObservation(h, obsOf('Stop', T0 + 2));
  const text = readFileSync(journalOf(h), 'utf8');
  assert.ok(text.startsWith('\n{') && text.endsWith('}\n'), JSON.stringify(text.slice(0, 20)));
  assert.is(parseJournal(Buffer.from(text), 0).values.length, 2);
  assert.is(readSeatHooks(h, NODE, OCC)?.lastHook.event, 'Stop');
});

test('a line the disk cuts short (any number of bytes free): the run is told, and the next Stop is read', () => {
  const whole = Buffer.byteLength(`${JSON.stringify(journalEntry(obsOf('UserPromptSubmit', T0 + 2)))}\n`);
  for (const free of [0, 1, 17, 60, whole - 1]) {
    const h = home();
    appendObservation(h, obsOf('UserPromptSubmit', T0 + 1));
    let left = free;
    setDiskWrite((_file, fd, buf, offset, length, position) => {
      if (left <= 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      const n = Math.min(length, left);
      left -= n;
      return writeSync(fd, buf, offset, n, position);
    });
    try {
      assert.throws(
        () => appendObservation(h, obsOf('UserPromptSubmit', T0 + 2)),
        (e: NodeJS.ErrnoException) => e.code === 'ENOSPC',
        `${free} bytes free`,
      );
    } finally {
      setDiskWrite(undefined);
    }
    appendObservation(h, obsOf('Stop', T0 + 3));
    const doc = readSeatHooks(h, NODE, OCC)!;
    assert.is(doc.lastHook.event, 'Stop', `${free} bytes free`);
    assert.is(doc.activity.state, 'idle');
  }
});

test('parseJournal: a torn line is skipped, never merged with the line after it (table)', () => {
  const stop = JSON.stringify(journalEntry(obsOf('Stop', T0 + 3)));
  const rows: [string, string, unknown[]][] = [
    ['torn then whole', `{"event":"UserPro\n${stop}\n`, [JSON.parse(stop)]],
    ['whole, torn, whole', `{"a":1}\n{"b":\n{"c":3}\n`, [{ a: 1 }, { c: 3 }]],
    ['empty lines', `\n\n${stop}\n\n`, [JSON.parse(stop)]],
    ['torn last line left for later', `{"a":1}\n{"b":`, [{ a: 1 }]],
  ];
  for (const [name, text, want] of rows) assert.equal(parseJournal(Buffer.from(text), 0).values, want, name);
});

test.run();
