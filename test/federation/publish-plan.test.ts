// The publisher's read schedule (lib/federation/publish-plan.ts): what notified paths owe, the plan
// for what is owed, and which seats a plan reads in full (a pane probe each).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  FULL_PASS,
  fullReads,
  nothingOwed,
  owePaths,
  planOf,
  pollOwes,
  publishedFolders,
  type Owed,
  type PassPlan,
} from '../../lib/federation/publish-plan.js';
import { homePaths } from '../../lib/home/paths.js';

const A = 'n-00000000000000aa';
const B = 'n-00000000000000bb';
const C = 'n-00000000000000cc';

test('owePaths: a seat file owes that seat; anything else owes a files pass', () => {
  const rows: [string[], { files: boolean; nodes: string[] }][] = [
    [[], { files: false, nodes: [] }],
    [[`guards/${A}.json`], { files: false, nodes: [A] }],
    [[`activity/${A}/hooks.json`, `outbox/${B}/x.json`], { files: false, nodes: [A, B] }],
    [[`activity/.${A}.json.tmp-123`], { files: false, nodes: [A] }],
    [['seats/r/w1.json'], { files: true, nodes: [] }],
    [['guards/audit.jsonl', `guards/${A}.json`], { files: true, nodes: [A] }],
    [['activity'], { files: true, nodes: [] }],
  ];
  for (const [paths, want] of rows) {
    const o = nothingOwed();
    owePaths(o, paths);
    assert.equal({ files: o.files, nodes: [...o.nodes].sort(), all: o.all }, { ...want, all: false }, paths.join(' '));
  }
});

test('planOf: everything first, then the files pass (which reads the list again), then seats named', () => {
  const owed = (o: Partial<Owed>): Owed => ({ ...nothingOwed(), ...o });
  const rows: [Owed, PassPlan | null][] = [
    [owed({}), null],
    [owed({ all: true, files: true, nodes: new Set([A]) }), FULL_PASS],
    [owed({ files: true }), { all: false, files: true, relist: true, nodes: new Set() }],
    [owed({ nodes: new Set([A]) }), { all: false, files: false, relist: false, nodes: new Set([A]) }],
    [owed({ files: true, nodes: new Set([B]) }), { all: false, files: true, relist: true, nodes: new Set([B]) }],
  ];
  for (const [o, want] of rows) assert.equal(planOf(o), want);
});

test('pollOwes: the files pass, every third tick the screens, and everything after a failure', () => {
  const rows: [number, number, boolean, 'all' | 'files'][] = [
    [1, 3, false, 'files'],
    [2, 3, false, 'files'],
    [3, 3, false, 'all'],
    [4, 3, false, 'files'],
    [6, 3, false, 'all'],
    [1, 3, true, 'all'],
    [1, 1, false, 'all'],
  ];
  for (const [tick, every, failed, want] of rows)
    assert.is(pollOwes(tick, every, failed), want, `${tick} ${every} ${failed}`);
});

test('fullReads: all, named, changed and never published seats; nothing else', () => {
  const seats = [{ nodeId: A }, { nodeId: B }, { nodeId: C }];
  const pub = new Set([A, B, C]);
  const plan = (p: Partial<PassPlan>): PassPlan => ({
    all: false,
    files: false,
    relist: false,
    nodes: new Set(),
    ...p,
  });
  const rows: [PassPlan, Set<string>, Set<string>, string[]][] = [
    [FULL_PASS, new Set(), pub, [A, B, C]],
    [plan({ files: true }), new Set(), pub, []],
    [plan({ files: true }), new Set([B]), pub, [B]],
    [plan({ nodes: new Set([C]) }), new Set(), pub, [C]],
    [plan({ nodes: new Set([C, 'n-00000000000000dd']) }), new Set(), pub, [C]],
    [plan({ files: true }), new Set(), new Set([A]), [B, C]],
  ];
  for (const [p, changed, published, want] of rows)
    assert.equal([...fullReads(p, seats, changed, published)].sort(), want);
});

test('publishedFolders: the registry and the per-seat folders, not the queue, logs or caches', () => {
  const h = homePaths('/h');
  const f = publishedFolders(h);
  for (const want of [h.seats, h.activity, h.guards, h.outbox, h.contextUsage]) assert.ok(f.includes(want), want);
  for (const never of [h.queue, h.logs, h.plugins, h.codeCache, h.root]) assert.not.ok(f.includes(never), never);
});

test.run();
