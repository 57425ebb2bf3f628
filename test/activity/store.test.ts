// The per-occupant document through lib/store: the first-launch marker and a relaunched seat's old
// records, lock-free reads, a corrupt document, and 50 concurrent shuffled observations for one
// seat in-process (newest seq wins), with the seq check removed as the negative control.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyObservation, readSeatHooks } from '../../lib/activity/store.js';
import { mergeObservation } from '../../lib/activity/merge.js';
import { seatHooksKind } from '../../lib/activity/kind.js';
import { promptHash } from '../../lib/activity/prompt-hash.js';
import type { HookObservation, SeatHooksDoc } from '../../lib/activity/contract.js';
import { homePaths, seatHooksPath, type HomePaths } from '../../lib/home/paths.js';
import { updateDocument } from '../../lib/store/index.js';
import { tempHome } from '../helpers/home.js';
import { NODE, OCC, T0, obsOf, rng, shuffle } from './harness.js';

function home(): HomePaths {
  const h = tempHome();
  mkdirSync(h.dir, { recursive: true });
  return homePaths(h.dir);
}

test('first run: the document with its first-launch marker (0600); later runs merge, firstLaunch stays', async () => {
  const h = home();
  const plugin = { version: '0.1.0', bundleHash: '0123456789abcdef' };
  const a = await applyObservation(h, obsOf('SessionStart', T0 + 1, { subtype: 'startup', sessionId: 's-1', plugin }));
  assert.ok(a.created && a.changed);
  assert.equal(a.doc.firstLaunch, {
    at: a.doc.lastHook.at,
    seq: T0 + 1,
    event: 'SessionStart',
    ...{ pluginVersion: '0.1.0', bundleHash: '0123456789abcdef' },
  });
  const file = seatHooksPath(h, NODE, OCC);
  assert.is(statSync(file).mode & 0o777, 0o600);
  const b = await applyObservation(h, obsOf('UserPromptSubmit', T0 + 2, { promptHash: promptHash('x') }));
  assert.ok(!b.created && b.changed);
  const c = await applyObservation(h, obsOf('Stop', T0 + 1));
  assert.ok(!c.changed, 'an older run writes nothing');
  const read = readSeatHooks(h, NODE, OCC)!;
  assert.equal(read, b.doc);
  assert.is(read.activity.state, 'running');
  assert.is(read.firstLaunch.seq, T0 + 1);
  assert.is(readSeatHooks(h, NODE, 'o-ffffffffffffffff'), undefined);
  assert.is(readSeatHooks(h, '../x', OCC), undefined, 'an invalid node id never becomes a path');
  await applyObservation(h, { ...obsOf('Stop', T0 + 9), occupant: '../../o' } as HookObservation).then(
    () => assert.unreachable('an invalid occupant must be refused'),
    (e: Error) => assert.match(e.message, /invalid occupant/),
  );
});

test("a relaunched seat's first run removes the earlier occupants' documents of that node (only older ones)", async () => {
  const h = home();
  const old1 = 'o-1111111111111111';
  const newer = 'o-3333333333333333';
  await applyObservation(h, { ...obsOf('Stop', T0 + 1), occupant: old1 });
  await applyObservation(h, { ...obsOf('Stop', T0 + 50), occupant: newer });
  const other = { ...obsOf('Stop', T0 + 2), nodeId: 'n-ffffffffffffffff' };
  await applyObservation(h, other);
  const r = await applyObservation(h, obsOf('SessionStart', T0 + 10));
  assert.ok(r.created);
  const names = readdirSync(join(h.activity, NODE))
    .filter((n) => n.endsWith('.json'))
    .sort();
  assert.equal(names, [`${OCC}.json`, `${newer}.json`], 'the older occupant went; a newer one (a late old run) stays');
  assert.ok(existsSync(seatHooksPath(h, 'n-ffffffffffffffff', OCC)), "another node's record is untouched");
});

test('a corrupt document is moved aside and reported; the run starts a fresh one', async () => {
  const h = home();
  const file = seatHooksPath(h, NODE, OCC);
  mkdirSync(join(h.activity, NODE), { recursive: true });
  writeFileSync(file, '{"schema":"seat-hooks","version":1');
  const reports: string[] = [];
  const r = await applyObservation(h, obsOf('Stop', T0 + 5), { report: (m) => reports.push(m) });
  assert.ok(r.created);
  assert.is(reports.length, 1);
  assert.ok(readdirSync(join(h.activity, NODE)).some((n) => n.includes('.corrupt-')));
});

/**
 * 50 observations, one per run, with seqs shuffled; applied concurrently, or one after another in the
 * shuffled order (`inOrder`: a deterministic out-of-order arrival, for the negative control).
 */
async function concurrentRuns(
  h: HomePaths,
  apply: (obs: HookObservation) => Promise<unknown>,
  seed: number,
  inOrder = false,
) {
  const events = ['UserPromptSubmit', 'PreToolUse', 'PostToolUse', 'Notification', 'Stop', 'PermissionRequest'];
  const runs = Array.from({ length: 50 }, (_, i) =>
    obsOf(events[i % events.length]!, T0 + 1000 + i, {
      ...(events[i % events.length] === 'Notification' ? { subtype: 'idle_prompt' } : {}),
      promptHash: promptHash(`prompt ${i}`),
    }),
  );
  const order = shuffle(runs, rng(seed));
  // The newest must not be applied last, or even a broken merge would end on it.
  if (order[order.length - 1]!.seq === T0 + 1049) order.unshift(order.pop()!);
  if (inOrder) for (const o of order) await apply(o);
  else await Promise.all(order.map((o) => apply(o)));
  return readSeatHooks(h, NODE, OCC)!;
}

const newestWins = (doc: SeatHooksDoc) =>
  doc.activity.seq === T0 + 1049 &&
  doc.lastHook.seq === T0 + 1049 &&
  JSON.stringify(doc.prompts!.map((p) => p.seq)) ===
    JSON.stringify([42, 43, 44, 45, 46, 47, 48, 49].map((i) => T0 + 1000 + i));

test('50 concurrent shuffled runs for one seat (in-process, injected seq): the newest wins every field', async () => {
  for (const seed of [1, 2, 3]) {
    const h = home();
    const doc = await concurrentRuns(h, (o) => applyObservation(h, o), seed);
    assert.ok(newestWins(doc), JSON.stringify(doc));
    assert.is(doc.activity.event, 'PreToolUse', 'the newest run (i = 49) was a PreToolUse');
    assert.ok(seatHooksKind.validate(doc));
  }
});

test('negative control: the same runs with the seq check removed end on whichever arrived last, not the newest', async () => {
  // mergeObservation told every stored seq is 0: each run then overwrites, as a merge without the check would.
  const blind = (doc: SeatHooksDoc | undefined, o: HookObservation) =>
    mergeObservation(
      doc && { ...doc, activity: { ...doc.activity, seq: 0 }, lastHook: { ...doc.lastHook, seq: 0 } },
      o,
    );
  let lost = 0;
  for (const seed of [1, 2, 3]) {
    const h = home();
    const doc = await concurrentRuns(
      h,
      (o) => updateDocument(seatHooksKind, seatHooksPath(h, o.nodeId, o.occupant), (cur) => blind(cur, o)),
      seed,
      // In the shuffled order (the newest never last): concurrent, the lock's order could by
      // chance apply the newest last and hide what the check does.
      true,
    );
    if (!newestWins(doc)) lost++;
  }
  assert.is(lost, 3, 'without the seq check a late older run regresses the state every time');
});

test.run();
