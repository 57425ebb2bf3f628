// Work-candidate derivation and strict current work, as tables over a fake resolver (pure), plus
// one pass over real folders (mission resolved by folder name and by SPEC id, intent from SPEC).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveWorkCandidates, handoffAncestors, oneLine, type CandidateRow } from '../../lib/queue/work-candidates.js';
import {
  deriveCurrentWork,
  NO_CURRENT_BATON_BASIS,
  NO_TYPED_WORK_RESOLVED_BASIS,
  distinctNodesBasis,
} from '../../lib/queue/current-work.js';
import { fsWorkResolver, type WorkResolver } from '../../lib/queue/work-resolver.js';
import { bodyHash } from '../../lib/queue/index-entry.js';
import { tempDir } from '../helpers/home.js';

const ROOT = '/ws/missions';

function fakeResolver(table: {
  missions?: Record<string, string[]>;
  slices?: Record<string, string[]>;
  intents?: Record<string, string>;
  onHost?: string[];
}): WorkResolver {
  const onHost = table.onHost ?? [];
  return {
    missionsRoot: ROOT,
    missionDirs: (m) => table.missions?.[m] ?? [],
    sliceDirs: (dir, s) => table.slices?.[`${dir}|${s}`] ?? [],
    intentOf: (dir) => table.intents?.[dir] ?? null,
    missionsOnHost: () => ({ names: onHost.slice(0, 30), truncated: onHost.length > 30 }),
  };
}

const STD = fakeResolver({
  missions: { alpha: [`${ROOT}/alpha`], beta: [`${ROOT}/beta`], twin: [`${ROOT}/twin`, `${ROOT}/twin-copy`] },
  slices: { [`${ROOT}/alpha|s1`]: [`${ROOT}/alpha/slices/s1`] },
  intents: {
    [`${ROOT}/alpha`]: 'ship alpha',
    [`${ROOT}/alpha/slices/s1`]: 'slice one of alpha',
    [`${ROOT}/beta`]: 'beta intent',
  },
  onHost: ['alpha', 'beta', 'twin', 'twin-copy'],
});

let seq = 0;
function row(over: Partial<CandidateRow> & { body?: string }): CandidateRow {
  seq++;
  const stamp = `2026-01-01T00:${String(Math.floor(seq / 60)).padStart(2, '0')}:${String(seq % 60).padStart(2, '0')}.000Z`;
  const { body, ...rest } = over;
  return {
    id: `q-20260101000000-${seq.toString(16).padStart(8, '0')}`,
    state: 'in-progress',
    priority: 'routine',
    tags: [],
    summary: `row ${seq}`,
    createdAt: stamp,
    updatedAt: stamp,
    blockedOn: null,
    continuation: null,
    handedOffFrom: null,
    chainOfRecord: [],
    bodyHash: bodyHash(body ?? 'same body'),
    ...rest,
  };
}

function derive(rows: CandidateRow[], others: CandidateRow[] = [], resolver = STD) {
  const all = new Map([...rows, ...others].map((r) => [r.id, r]));
  return deriveWorkCandidates({ rows, lookup: (id) => all.get(id), resolver });
}

test('tag candidate without a slice: mission folder, intent, source string', () => {
  const r = row({ tags: ['mission:alpha', 'review'] });
  const wc = derive([r]);
  assert.equal(wc.candidates, [
    {
      kind: 'tag',
      qitemId: r.id,
      mission: 'alpha',
      slice: null,
      workNodePath: `${ROOT}/alpha`,
      intent: 'ship alpha',
      source: `tag mission:alpha on row ${r.id}`,
      unresolved: null,
    },
  ]);
  assert.equal(wc.unknown, []);
  assert.is(wc.missionsRoot, ROOT);
});

test('tag candidate with one mission and one slice pairs them; the slice folder is the node', () => {
  const r = row({ tags: ['mission:alpha', 'slice:s1'] });
  const [c] = derive([r]).candidates;
  assert.is(c!.slice, 's1');
  assert.is(c!.workNodePath, `${ROOT}/alpha/slices/s1`);
  assert.is(c!.intent, 'slice one of alpha');
  assert.is(c!.source, `tag mission:alpha + slice:s1 on row ${r.id}`);
});

test('a slice pairs only with exactly one mission and one slice tag', () => {
  const twoMissions = row({ tags: ['mission:alpha', 'mission:beta', 'slice:s1'] });
  const twoSlices = row({ tags: ['mission:alpha', 'slice:s1', 'slice:s2'] });
  const a = derive([twoMissions]).candidates;
  assert.equal(
    a.map((c) => [c.mission, c.slice]),
    [
      ['alpha', null],
      ['beta', null],
    ],
  );
  const b = derive([twoSlices]).candidates;
  assert.equal(
    b.map((c) => [c.mission, c.slice, c.workNodePath]),
    [['alpha', null, `${ROOT}/alpha`]],
  );
});

test('an unresolved slice keeps the mission path and intent and names the reason', () => {
  const r = row({ tags: ['mission:alpha', 'slice:nope'] });
  const [c] = derive([r]).candidates;
  assert.is(c!.workNodePath, `${ROOT}/alpha`);
  assert.is(c!.intent, 'ship alpha');
  assert.is(c!.unresolved, `slice nope resolves to 0 directories under ${ROOT}/alpha/slices`);
});

test('a mission resolving to two folders (or none) is named, never replaced', () => {
  const twin = row({ tags: ['mission:twin'] });
  const gone = row({ tags: ['mission:ghost'] });
  const wc = derive([twin, gone]);
  const byMission = Object.fromEntries(wc.candidates.map((c) => [c.mission, c]));
  assert.is(byMission.twin!.unresolved, 'mission twin resolves to 2 directories on this host');
  assert.is(byMission.twin!.workNodePath, null);
  assert.is(byMission.twin!.intent, null);
  assert.is(byMission.ghost!.unresolved, 'mission ghost resolves to 0 directories on this host');
});

test('ancestry: an untagged row borrows the nearest local ancestor mission (handedOffFrom first, then chain reversed)', () => {
  const root = row({ state: 'handed-off', tags: ['mission:beta'] });
  const middle = row({
    state: 'handed-off',
    tags: ['mission:alpha'],
    handedOffFrom: root.id,
    chainOfRecord: [root.id],
  });
  const child = row({ handedOffFrom: middle.id, chainOfRecord: [root.id, middle.id] });
  assert.equal(handoffAncestors(child), [middle.id, root.id]);
  const wc = derive([child], [root, middle]);
  assert.equal(wc.candidates, [
    {
      kind: 'ancestry',
      qitemId: child.id,
      mission: 'alpha',
      slice: null,
      workNodePath: `${ROOT}/alpha`,
      intent: 'ship alpha',
      source: `handoff ancestor ${middle.id} carries mission:alpha; row ${child.id} itself is untagged`,
      unresolved: null,
    },
  ]);
  // An untagged middle ancestor is read past to the tagged one.
  const plainMiddle = { ...middle, tags: [] };
  const wc2 = derive([child], [root, plainMiddle]);
  assert.is(wc2.candidates[0]!.mission, 'beta');
  assert.is(
    wc2.candidates[0]!.source,
    `handoff ancestor ${root.id} carries mission:beta; row ${child.id} itself is untagged`,
  );
});

test('ancestry unknowns: remote or removed ancestor, retargeted handoff, no ancestry, no tagged ancestor', () => {
  const remote = row({ handedOffFrom: 'q-20250101000000-deadbeef', chainOfRecord: ['q-20250101000000-deadbeef'] });
  const origin = row({ state: 'handed-off', tags: ['mission:alpha'], body: 'original work' });
  const retargeted = row({ handedOffFrom: origin.id, chainOfRecord: [origin.id], body: 'something else entirely' });
  const lone = row({});
  const plainOrigin = row({ state: 'handed-off', tags: ['misc'] });
  const plainChild = row({ handedOffFrom: plainOrigin.id, chainOfRecord: [plainOrigin.id] });
  const wc = derive([remote, retargeted, lone, plainChild], [origin, plainOrigin]);
  assert.equal(wc.candidates, []);
  const reasons = Object.fromEntries(wc.unknown.map((u) => [u.qitemId, u.reason]));
  assert.is(
    reasons[remote.id],
    'handoff ancestor q-20250101000000-deadbeef is not on this host (remote or removed); no mission assumed',
  );
  assert.is(reasons[retargeted.id], `retargeted handoff from ${origin.id} (new body, no tags); no mission assumed`);
  assert.is(reasons[lone.id], 'no mission tag and no handoff ancestry');
  assert.is(reasons[plainChild.id], 'no handoff ancestor carries a mission tag');
  assert.is(wc.unknown.find((u) => u.qitemId === lone.id)!.summary, lone.summary);
});

test('a mission named only in body text is never evidence; missionsOnHost is listed', () => {
  const r = row({ tags: [], summary: 'work on mission:alpha', body: 'mission:alpha please, see missions/alpha' });
  const wc = derive([r]);
  assert.equal(wc.candidates, []);
  assert.is(wc.unknown[0]!.reason, 'no mission tag and no handoff ancestry');
  assert.equal(wc.missionsOnHost, ['alpha', 'beta', 'twin', 'twin-copy']);
  assert.is(wc.missionsOnHostTruncated, false);
});

test('held and next: 25 blocked and 15 pending → 20 and 10 shown, totals and flags; held never next', () => {
  const rows: CandidateRow[] = [];
  for (let i = 0; i < 25; i++)
    rows.push(row({ state: 'blocked', blockedOn: `review ${i}`, continuation: i === 24 ? 'resume at step 3' : null }));
  for (let i = 0; i < 15; i++)
    rows.push(
      row({
        state: 'pending',
        tags: i === 0 ? ['mission:alpha', 'mission:beta'] : [],
        priority: i === 14 ? 'critical' : 'routine',
      }),
    );
  const wc = derive(rows);
  assert.is(wc.held.length, 20);
  assert.is(wc.next.length, 10);
  assert.is(wc.heldTotal, 25);
  assert.is(wc.nextTotal, 15);
  assert.is(wc.heldTruncated, true);
  assert.is(wc.nextTruncated, true);
  assert.equal(wc.candidates, []);
  // Newest change first among held: the last blocked row carries the continuation.
  assert.equal(wc.held[0], {
    qitemId: rows[24]!.id,
    summary: rows[24]!.summary,
    blockedOn: 'review 24',
    continuation: 'resume at step 3',
  });
  assert.is(wc.held[1]!.continuation, null);
  // Next: most urgent first, then oldest first; mission tags listed.
  assert.is(wc.next[0]!.qitemId, rows[39]!.id);
  assert.equal(wc.next[1], { qitemId: rows[25]!.id, summary: rows[25]!.summary, missions: ['alpha', 'beta'] });
  const heldIds = new Set(wc.held.map((h) => h.qitemId));
  assert.ok(wc.next.every((n) => !heldIds.has(n.qitemId)));
  // Exactly at the caps: no truncation.
  const exact = derive([...rows.slice(5, 25), ...rows.slice(30, 40)]);
  assert.equal(
    [exact.held.length, exact.heldTruncated, exact.next.length, exact.nextTruncated],
    [20, false, 10, false],
  );
});

test('held and next lines are one line of about 160 characters and name rig queue show when cut', () => {
  const long = 'word '.repeat(60);
  assert.is(oneLine('a\n  b', 'q-x'), 'a b');
  const cut = oneLine(long, 'q-20260101000000-00000001');
  assert.ok(cut.endsWith('… (rig queue show q-20260101000000-00000001)'), cut);
  assert.ok(cut.length < 160 + 50);
  const r = row({ state: 'blocked', summary: 'short', continuation: long });
  assert.match(derive([r]).held[0]!.continuation!, `(rig queue show ${r.id})`);
});

test('currentWork basis strings: none typed, several distinct, typed but unresolved, one node', () => {
  const pendingTyped = row({ state: 'pending', tags: ['mission:alpha'] });
  const blockedTyped = row({ state: 'blocked', tags: ['mission:alpha'] });
  const untyped = row({});
  assert.equal(deriveCurrentWork([], STD), { currentWork: null, currentWorkBasis: NO_CURRENT_BATON_BASIS });
  assert.equal(deriveCurrentWork([pendingTyped, blockedTyped, untyped], STD), {
    currentWork: null,
    currentWorkBasis: NO_CURRENT_BATON_BASIS,
  });
  assert.is(
    NO_CURRENT_BATON_BASIS,
    'no typed in-progress work (only in-progress rows are considered; a typed row that is pending or blocked is not current work)',
  );
  const a = row({ tags: ['mission:alpha'] });
  const b = row({ tags: ['mission:beta'] });
  const c = row({ tags: ['mission:alpha', 'slice:s1'] });
  assert.equal(deriveCurrentWork([a, b, c], STD), { currentWork: null, currentWorkBasis: distinctNodesBasis(3) });
  assert.is(distinctNodesBasis(2), '2 distinct typed work nodes — refusing to guess');
  const twin = row({ tags: ['mission:twin'] });
  const badSlice = row({ tags: ['mission:alpha', 'slice:nope'] });
  assert.equal(deriveCurrentWork([twin, badSlice], STD), {
    currentWork: null,
    currentWorkBasis: NO_TYPED_WORK_RESOLVED_BASIS,
  });
  assert.is(NO_TYPED_WORK_RESOLVED_BASIS, 'no typed in-progress work resolved to a work node');
  assert.equal(deriveCurrentWork([c, untyped, twin], STD), {
    currentWork: { workNodePath: `${ROOT}/alpha/slices/s1`, qitemId: c.id },
  });
  // Two rows on the same node: one node, named by the most recently changed row.
  const a2 = row({ tags: ['mission:alpha'] });
  assert.equal(deriveCurrentWork([a, a2], STD), { currentWork: { workNodePath: `${ROOT}/alpha`, qitemId: a2.id } });
});

test('fsWorkResolver: folder name or SPEC id, block-scalar intent, duplicates counted, 30-name cap', () => {
  const ws = tempDir();
  const spec = (dir: string, text: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'SPEC.md'), text);
  };
  spec(join(ws, 'missions', 'alpha'), '---\nintent: >-\n  ship the\n  alpha thing\n---\n# Alpha\n');
  spec(join(ws, 'missions', 'alpha', 'slices', 's1'), '---\nintent: "slice \\"one\\""\n---\n');
  spec(join(ws, 'missions', 'renamed'), '---\nid: beta\nintent: beta by id\n---\n');
  spec(join(ws, 'missions', 'twin-a'), '---\nid: twin\n---\n');
  spec(join(ws, 'missions', 'twin-b'), '---\nid: twin\n---\n');
  for (let i = 0; i < 30; i++) spec(join(ws, 'missions', `z${String(i).padStart(2, '0')}`), 'no frontmatter\n');
  const resolver = fsWorkResolver(ws);
  const r1 = row({ tags: ['mission:alpha', 'slice:s1'] });
  const r2 = row({ tags: ['mission:beta'] });
  const r3 = row({ tags: ['mission:twin'] });
  const wc = deriveWorkCandidates({ rows: [r1, r2, r3], lookup: () => undefined, resolver });
  const by = Object.fromEntries(wc.candidates.map((c) => [c.mission, c]));
  assert.is(by.alpha!.workNodePath, join(ws, 'missions', 'alpha', 'slices', 's1'));
  assert.is(by.alpha!.intent, 'slice "one"');
  assert.is(by.beta!.workNodePath, join(ws, 'missions', 'renamed'));
  assert.is(by.beta!.intent, 'beta by id');
  assert.is(by.twin!.unresolved, 'mission twin resolves to 2 directories on this host');
  assert.is(wc.missionsRoot, join(ws, 'missions'));
  assert.is(wc.missionsOnHost.length, 30);
  assert.is(wc.missionsOnHostTruncated, true);
  assert.equal(wc.missionsOnHost.slice(0, 4), ['alpha', 'renamed', 'twin-a', 'twin-b']);
  const mission = deriveWorkCandidates({ rows: [row({ tags: ['mission:alpha'] })], lookup: () => undefined, resolver })
    .candidates[0]!;
  assert.is(mission.intent, 'ship the alpha thing');
});

test.run();
