// The per-occupant state through lib/activity/store.ts: the journal a run appends to and the
// document it is folded into (the first-launch marker, a relaunched seat's old state, folds at
// their points, a corrupt document, retiring a long journal with a late writer), lock-free reads,
// and 50 shuffled observations for one seat (newest seq wins), with a fold that ignores seq as
// the negative control.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldJournal, readSeatHooks, recordObservation } from '../../lib/activity/store.js';
import {
  FOLD_EVERY_BYTES,
  appendObservation,
  appendToJournal,
  crossesFoldPoint,
  journalEntry,
} from '../../lib/activity/journal-append.js';
import { RETIRE_AT_BYTES, foldEntries, foldOffsets, parseJournal } from '../../lib/activity/journal.js';
import { mergeObservation } from '../../lib/activity/merge.js';
import { seatHooksKind } from '../../lib/activity/kind.js';
import { promptHash } from '../../lib/activity/prompt-hash.js';
import type { HookObservation, SeatHooksDoc } from '../../lib/activity/contract.js';
import { homePaths, seatHooksJournalPath, seatHooksPath, type HomePaths } from '../../lib/home/paths.js';
import { UNCHANGED } from '../../lib/store/index.js';
import { tempHome } from '../helpers/home.js';
import { NODE, NOW_MS, OCC, T0, obsOf, rng, shuffle } from './harness.js';

function home(): HomePaths {
  const h = tempHome();
  mkdirSync(h.dir, { recursive: true });
  return homePaths(h.dir);
}

const journalOf = (h: HomePaths, occupant = OCC) => seatHooksJournalPath(h, NODE, occupant);

test('first run: the journal (0600, folder 0700) gives the first-launch marker; later runs merge, firstLaunch stays', async () => {
  const h = home();
  const plugin = { version: '0.1.0', bundleHash: '0123456789abcdef' };
  const a = await recordObservation(h, obsOf('SessionStart', T0 + 1, { subtype: 'startup', sessionId: 's-1', plugin }));
  assert.equal(a!.firstLaunch, {
    at: a!.lastHook.at,
    seq: T0 + 1,
    event: 'SessionStart',
    ...{ pluginVersion: '0.1.0', bundleHash: '0123456789abcdef' },
  });
  assert.is(statSync(journalOf(h)).mode & 0o777, 0o600);
  assert.is(statSync(join(h.activity, NODE)).mode & 0o777, 0o700);
  assert.not.ok(existsSync(seatHooksPath(h, NODE, OCC)), 'no document before the first fold point');
  const b = await recordObservation(h, obsOf('UserPromptSubmit', T0 + 2, { promptHash: promptHash('x') }));
  const c = await recordObservation(h, obsOf('Stop', T0 + 1));
  assert.equal(c, b, 'an older run changes nothing');
  const read = readSeatHooks(h, NODE, OCC)!;
  assert.is(read.activity.state, 'running');
  assert.is(read.firstLaunch.seq, T0 + 1);
  assert.is(read.session?.id, 's-1');
  assert.is(readSeatHooks(h, NODE, 'o-ffffffffffffffff'), undefined);
  assert.is(readSeatHooks(h, '../x', OCC), undefined, 'an invalid node id never becomes a path');
  await recordObservation(h, { ...obsOf('Stop', T0 + 9), occupant: '../../o' } as HookObservation).then(
    () => assert.unreachable('an invalid occupant must be refused'),
    (e: Error) => assert.match(e.message, /invalid occupant/),
  );
  // What a line keeps: never the permission evidence, the tool or the agent.
  await recordObservation(h, obsOf('PostToolUse', T0 + 3, { toolName: 'Bash', agentId: 'a1', sessionId: 's-1' }));
  const lines = readFileSync(journalOf(h), 'utf8').trim().split('\n');
  const line = JSON.parse(lines[lines.length - 1]!);
  assert.is(line.event, 'PostToolUse');
  assert.is(line.sessionId, 's-1', 'what the document is folded from is kept');
  for (const k of ['toolName', 'agentId', 'permission']) assert.not.ok(k in line, k);
  assert.equal(journalEntry(obsOf('Stop', T0 + 4, { toolName: 'Bash' })), obsOf('Stop', T0 + 4));
});

test("a relaunched seat's first run removes the earlier occupants' state of that node (only older ones)", async () => {
  const h = home();
  const old1 = 'o-1111111111111111';
  const newer = 'o-3333333333333333';
  await recordObservation(h, { ...obsOf('Stop', T0 + 1), occupant: old1 });
  await foldJournal(h, NODE, old1);
  await recordObservation(h, { ...obsOf('Stop', T0 + 50), occupant: newer });
  const other = { ...obsOf('Stop', T0 + 2), nodeId: 'n-ffffffffffffffff' };
  await recordObservation(h, other);
  await recordObservation(h, obsOf('SessionStart', T0 + 10));
  const names = readdirSync(join(h.activity, NODE)).sort();
  assert.equal(
    names,
    [`${OCC}.jsonl`, `${newer}.jsonl`],
    'the older occupant (document and journal) went; a newer one stays',
  );
  assert.ok(existsSync(seatHooksJournalPath(h, 'n-ffffffffffffffff', OCC)), "another node's state is untouched");
});

test('folds: the run that crosses a fold point folds; what readers see is the same before and after', async () => {
  const F = FOLD_EVERY_BYTES;
  const rows: [number, number, boolean][] = [
    [2 * F, 100, true],
    [2 * F - 1, 100, false],
    [2 * F + 100, 100, false],
    [2 * F + 100, 101, true],
    [100, 100, false],
  ];
  for (const [size, bytes, want] of rows) assert.is(crossesFoldPoint(size, bytes), want, `${size} ${bytes}`);
  const h = home();
  let folds = 0;
  for (let i = 0; i < 200; i++) {
    const o = obsOf(i % 2 ? 'Stop' : 'UserPromptSubmit', T0 + 1 + i, { promptHash: promptHash(`p${i}`) });
    const before = readSeatHooks(h, NODE, OCC);
    const a = appendObservation(h, o);
    if (a.foldDue) {
      folds++;
      const seen = readSeatHooks(h, NODE, OCC);
      await foldJournal(h, NODE, OCC);
      assert.equal(readSeatHooks(h, NODE, OCC), seen, 'a fold changes nothing a reader sees');
      const doc = JSON.parse(readFileSync(seatHooksPath(h, NODE, OCC), 'utf8'));
      assert.is(doc.journal.folded, statSync(journalOf(h)).size, 'folded to the end');
    }
    assert.ok(before === undefined || before.lastHook.seq === T0 + i);
  }
  assert.ok(folds >= 2, `${folds} folds`);
  const doc = readSeatHooks(h, NODE, OCC)!;
  assert.is(doc.lastHook.seq, T0 + 200);
  assert.equal(
    doc.prompts!.map((p) => p.seq),
    [192, 193, 194, 195, 196, 197, 198, 199].map((i) => T0 + 1 + i),
  );
});

test('foldOffsets: the offsets move on; a long journal is retired only while the retired one is quiet', () => {
  const R = RETIRE_AT_BYTES;
  const rows: [number, number | undefined, boolean, unknown][] = [
    [500, undefined, true, { offsets: { folded: 500 }, retire: false }],
    [500, 900, true, { offsets: { folded: 500, retiredFolded: 900 }, retire: false }],
    [R - 1, 900, true, { offsets: { folded: R - 1, retiredFolded: 900 }, retire: false }],
    [R, 900, true, { offsets: { folded: 0, retiredFolded: R }, retire: true }],
    [R, undefined, true, { offsets: { folded: 0, retiredFolded: R }, retire: true }],
    [R + 5, 900, false, { offsets: { folded: R + 5, retiredFolded: 900 }, retire: false }],
  ];
  for (const [end, retiredEnd, quietNow, want] of rows)
    assert.equal(foldOffsets(end, retiredEnd, quietNow), want, `${end} ${retiredEnd} ${quietNow}`);
});

test('parseJournal: complete lines only; a torn or foreign line is skipped, the rest count', () => {
  const text = '{"a":1}\nnot json\n{"b":2}\n{"c":';
  const r = parseJournal(Buffer.from(text), 100);
  assert.equal(r.values, [{ a: 1 }, { b: 2 }]);
  assert.is(r.end, 100 + text.lastIndexOf('\n') + 1);
  assert.equal(parseJournal(Buffer.from('{"c":'), 7), { values: [], end: 7 });
  // And a reader skips such lines in a real journal.
  const h = home();
  appendObservation(h, obsOf('Stop', T0 + 1));
  writeFileSync(journalOf(h), `${readFileSync(journalOf(h), 'utf8')}garbage\n{"v":1,"nodeId":"../x"}\n`);
  appendObservation(h, obsOf('UserPromptSubmit', T0 + 2));
  assert.is(readSeatHooks(h, NODE, OCC)!.activity.seq, T0 + 2);
});

test('foldEntries: the plugin proof comes from the first entry carrying one (concurrent first runs)', () => {
  const plugin = { version: '0.2.0', bundleHash: 'fedcba9876543210' };
  const doc = foldEntries(undefined, [obsOf('Stop', T0 + 5, { plugin }), obsOf('SessionStart', T0 + 1)], NOW_MS)!;
  assert.equal(doc.firstLaunch, {
    at: doc.firstLaunch.at,
    seq: T0 + 1,
    event: 'SessionStart',
    pluginVersion: '0.2.0',
    bundleHash: 'fedcba9876543210',
  });
  assert.is(foldEntries(undefined, [], NOW_MS), undefined);
});

test('a corrupt document is moved aside and reported at the next fold; the journal folds again from its start', async () => {
  const h = home();
  appendObservation(h, obsOf('SessionStart', T0 + 1, { sessionId: 's-9' }));
  mkdirSync(join(h.activity, NODE), { recursive: true });
  writeFileSync(seatHooksPath(h, NODE, OCC), '{"schema":"seat-hooks","version":1');
  assert.is(readSeatHooks(h, NODE, OCC), undefined, 'a reader never guesses past a bad document');
  const reports: string[] = [];
  const doc = await foldJournal(h, NODE, OCC, { report: (m) => reports.push(m) });
  assert.is(reports.length, 1);
  assert.ok(readdirSync(join(h.activity, NODE)).some((n) => n.includes('.corrupt-')));
  assert.is(doc?.session?.id, 's-9');
  assert.is(readSeatHooks(h, NODE, OCC)?.session?.id, 's-9');
});

test('retiring a long journal: a late writer of the retired one is still read; a busy retired journal is not replaced', async () => {
  const h = home();
  let seq = T0;
  const fill = () => {
    while (!existsSync(journalOf(h)) || statSync(journalOf(h)).size < RETIRE_AT_BYTES)
      appendObservation(h, obsOf('PreToolUse', ++seq, { sessionId: 'sess-long-enough-to-fill-the-journal-quickly' }));
  };
  fill();
  const before = readSeatHooks(h, NODE, OCC)!;
  await foldJournal(h, NODE, OCC);
  const retired = seatHooksJournalPath(h, NODE, OCC, true);
  assert.ok(existsSync(retired) && !existsSync(journalOf(h)), 'the journal was retired');
  assert.equal(readSeatHooks(h, NODE, OCC), before);
  // A run that opened the journal just before the rename appends to the retired file.
  appendToJournal(retired, obsOf('Stop', ++seq));
  appendObservation(h, obsOf('UserPromptSubmit', ++seq, { promptHash: promptHash('after') }));
  const view = readSeatHooks(h, NODE, OCC)!;
  assert.is(view.lastHook.seq, seq);
  assert.is(view.activity.seq, seq);
  // The retired journal was just written (a writer may still be at it): the next long journal waits.
  fill();
  await foldJournal(h, NODE, OCC);
  assert.ok(existsSync(journalOf(h)), 'not retired while the retired one is busy');
  assert.is(readSeatHooks(h, NODE, OCC)!.lastHook.seq, seq);
  // Once it is quiet, it is replaced, and nothing that was in it is lost.
  const old = Date.now() / 1000 - 60;
  utimesSync(retired, old, old);
  const late = ++seq;
  appendToJournal(retired, obsOf('Stop', late));
  utimesSync(retired, old, old);
  await foldJournal(h, NODE, OCC);
  assert.not.ok(existsSync(journalOf(h)), 'retired now');
  const doc = readSeatHooks(h, NODE, OCC)!;
  assert.is(doc.lastHook.seq, late, 'the late line of the replaced retired journal was folded first');
  assert.ok(seatHooksKind.validate(JSON.parse(readFileSync(seatHooksPath(h, NODE, OCC), 'utf8'))));
});

/** 50 observations, one per run, with seqs shuffled (the newest never last). */
function shuffledRuns(seed: number) {
  const events = ['UserPromptSubmit', 'PreToolUse', 'PostToolUse', 'Notification', 'Stop', 'PermissionRequest'];
  const runs = Array.from({ length: 50 }, (_, i) =>
    obsOf(events[i % events.length]!, T0 + 1000 + i, {
      ...(events[i % events.length] === 'Notification' ? { subtype: 'idle_prompt' } : {}),
      promptHash: promptHash(`prompt ${i}`),
    }),
  );
  const order = shuffle(runs, rng(seed));
  if (order[order.length - 1]!.seq === T0 + 1049) order.unshift(order.pop()!);
  return order;
}

const newestWins = (doc: SeatHooksDoc) =>
  doc.activity.seq === T0 + 1049 &&
  doc.lastHook.seq === T0 + 1049 &&
  JSON.stringify(doc.prompts!.map((p) => p.seq)) ===
    JSON.stringify([42, 43, 44, 45, 46, 47, 48, 49].map((i) => T0 + 1000 + i));

test('50 concurrent shuffled runs for one seat (in-process, injected seq, folds between): the newest wins every field', async () => {
  for (const seed of [1, 2, 3]) {
    const h = home();
    const order = shuffledRuns(seed);
    await Promise.all(
      order.map(async (o, i) => {
        await recordObservation(h, o);
        if (i % 7 === 0) await foldJournal(h, NODE, OCC);
      }),
    );
    const doc = readSeatHooks(h, NODE, OCC)!;
    assert.ok(newestWins(doc), JSON.stringify(doc));
    assert.is(doc.activity.event, 'PreToolUse', 'the newest run (i = 49) was a PreToolUse');
    assert.ok(seatHooksKind.validate(doc));
  }
});

test('negative control: a fold that ignores seq ends on whichever line came last, not the newest', () => {
  // mergeObservation told every stored seq is 0, in append order: each line then overwrites.
  const blind = (entries: HookObservation[]) => {
    let doc: SeatHooksDoc | undefined;
    for (const o of entries) {
      const next = mergeObservation(
        doc && { ...doc, activity: { ...doc.activity, seq: 0 }, lastHook: { ...doc.lastHook, seq: 0 } },
        o,
        NOW_MS,
      );
      if (next !== UNCHANGED) doc = next;
    }
    return doc;
  };
  let lost = 0;
  for (const seed of [1, 2, 3]) if (!newestWins(blind(shuffledRuns(seed))!)) lost++;
  assert.is(lost, 3, 'without the seq rule a late older line regresses the state every time');
  for (const seed of [1, 2, 3]) assert.ok(newestWins(foldEntries(undefined, shuffledRuns(seed), NOW_MS)!));
});

test.run();
