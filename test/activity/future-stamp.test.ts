// A hook record stamped in the future (issue 21, item 7): one line dated 2100 — a clock stepped
// back since it was written, or a forged file — must not keep a seat busy after real Stop hooks,
// whether the 2100 line is still in the journal or already folded into the document, and a
// reader never shows it as fresh (`busy·hook 0s`).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { foldJournal, readSeatHooks, recordObservation } from '../../lib/activity/store.js';
import { compareSeq, mergeObservation } from '../../lib/activity/merge.js';
import { foldEntries } from '../../lib/activity/journal.js';
import type { SeatHooksDoc } from '../../lib/activity/contract.js';
import { UNCHANGED } from '../../lib/store/index.js';
import { FUTURE_SKEW_MS } from '../../lib/util/clock-clamp.js';
import { hookActivityAt } from '../../lib/activity/freshness.js';
import { homePaths, type HomePaths } from '../../lib/home/paths.js';
import { viewActivity, viewHooks } from '../../lib/views/seat-view.js';
import { activityCell } from '../../lib/activity/text.js';
import { tempHome } from '../helpers/home.js';
import { NODE, NOW_MS, OCC, T0, obsOf } from './harness.js';

/** 2100-01-01, in seq's unit (µs since the epoch). */
const SEQ_2100 = Date.parse('2100-01-01T00:00:00.000Z') * 1000;
const seqNow = (offsetMs = 0) => Math.round((Date.now() + offsetMs) * 1000);

function home(): HomePaths {
  const h = tempHome();
  mkdirSync(h.dir, { recursive: true });
  return homePaths(h.dir);
}

const LIVE = { state: 'alive' as const, pane: { currentCommand: 'node' } as never };

test('a 2100 record in the journal, then real Stop hooks: the seat reads idle', async () => {
  const h = home();
  await recordObservation(h, obsOf('UserPromptSubmit', seqNow(-20_000)));
  await recordObservation(h, obsOf('PreToolUse', SEQ_2100));
  await recordObservation(h, obsOf('Stop', seqNow(-1000)));
  await recordObservation(h, obsOf('Stop', seqNow()));
  const doc = readSeatHooks(h, NODE, OCC)!;
  assert.is(doc.activity.event, 'Stop', 'the real later hook wins over the future-stamped one');
  assert.is(doc.lastHook.event, 'Stop');
  const reading = hookActivityAt(doc, Date.now());
  assert.is(reading.state, 'idle');
  assert.is(reading.stale, false);
});

test('a 2100 record already folded into the document, then a real Stop: idle, and the next fold keeps it', async () => {
  const h = home();
  await recordObservation(h, obsOf('UserPromptSubmit', SEQ_2100));
  const folded = await foldJournal(h, NODE, OCC);
  assert.is(folded?.activity.seq, SEQ_2100, 'the document holds the future stamp');
  await recordObservation(h, obsOf('Stop', seqNow()));
  assert.is(readSeatHooks(h, NODE, OCC)!.activity.state, 'idle');
  const again = await foldJournal(h, NODE, OCC);
  assert.is(again?.activity.state, 'idle');
  assert.is(readSeatHooks(h, NODE, OCC)!.activity.state, 'idle');
});

test('a 2100 record alone is never shown as fresh: unknown, no age, not busy·hook 0s', async () => {
  const h = home();
  await recordObservation(h, obsOf('PreToolUse', SEQ_2100));
  const doc = readSeatHooks(h, NODE, OCC)!;
  const now = Date.now();
  const reading = hookActivityAt(doc, now);
  assert.is(reading.state, 'unknown');
  assert.is(reading.ageMs, null);
  const cell = activityCell(viewActivity({ runtime: 'claude-code' }, LIVE, doc, now) ?? undefined);
  assert.is.not(cell, 'busy·hook 0s');
  assert.is(cell, 'unknown·hook');
  assert.is(viewHooks(doc, now).ageMs, null, 'the last hook has no age to show');
});

/** NOW_MS + `ms`, in seq's unit. */
const ahead = (ms: number) => (NOW_MS + ms) * 1000;

test('compareSeq: by seq, except that a seq past the skew is older than any believable one', () => {
  // [a, b, sign of compareSeq(a, b)]
  const rows: [string, number, number, number][] = [
    ['both believable: the higher is newer', T0 + 2, T0 + 1, 1],
    ['… and the lower older', T0 + 1, T0 + 2, -1],
    ['equal', T0 + 1, T0 + 1, 0],
    ['within the skew is believable', ahead(FUTURE_SKEW_MS), T0, 1],
    ['a believable seq beats one past the skew', T0, ahead(FUTURE_SKEW_MS) + 1, 1],
    ['… and a 2100 one', T0, SEQ_2100, 1],
    ['2100 is older than a believable seq', SEQ_2100, T0, -1],
    ['two future seqs: by seq', SEQ_2100, ahead(60 * 60_000), 1],
  ];
  for (const [what, a, b, sign] of rows) assert.is(Math.sign(compareSeq(a, b, NOW_MS)), sign, what);
});

test('mergeObservation and foldEntries: a real later hook wins over a future-stamped one, in any order', () => {
  const merged = (events: [string, number][]) => {
    let doc: SeatHooksDoc | undefined;
    for (const [e, seq] of events) {
      const next = mergeObservation(doc, obsOf(e, seq, e === 'SessionStart' ? { sessionId: `s-${seq}` } : {}), NOW_MS);
      if (next !== UNCHANGED) doc = next;
    }
    return doc!;
  };
  // [what, the runs in the order they are merged, the activity's event, lastHook's seq]
  const rows: [string, [string, number][], string, number][] = [
    [
      '2100 first, then a Stop',
      [
        ['PreToolUse', SEQ_2100],
        ['Stop', T0 + 5],
      ],
      'Stop',
      T0 + 5,
    ],
    [
      'a Stop, then a late 2100 line',
      [
        ['Stop', T0 + 5],
        ['PreToolUse', SEQ_2100],
      ],
      'Stop',
      T0 + 5,
    ],
    [
      'a lead within the skew is an ordinary newer run',
      [
        ['Stop', T0 + 5],
        ['PreToolUse', ahead(1000)],
      ],
      'PreToolUse',
      ahead(1000),
    ],
    ['2100 alone is what there is', [['PreToolUse', SEQ_2100]], 'PreToolUse', SEQ_2100],
    [
      'after the real Stop, the ordinary order holds',
      [
        ['PreToolUse', SEQ_2100],
        ['Stop', T0 + 5],
        ['UserPromptSubmit', T0 + 4],
      ],
      'Stop',
      T0 + 5,
    ],
  ];
  for (const [what, events, event, last] of rows) {
    const doc = merged(events);
    assert.is(doc.activity.event, event, what);
    assert.is(doc.lastHook.seq, last, what);
    const folded = foldEntries(
      undefined,
      events.map(([e, seq]) => obsOf(e, seq)),
      NOW_MS,
    )!;
    assert.is(folded.activity.event, event, `${what} (folded)`);
  }
  const sessions = merged([
    ['SessionStart', SEQ_2100],
    ['SessionStart', T0 + 3],
  ]);
  assert.is(sessions.session?.id, `s-${T0 + 3}`, 'a real SessionStart names the session over a 2100 one');
});

test.run();
