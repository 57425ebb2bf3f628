// The listing index in buckets: stable routing, one bucket rewritten per change, crash repair and
// rebuild across buckets, migration from the single-file index, and `rig queue list` output equal
// to what the single-file index printed for the same rows (fixtures/queue-list-golden.json).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempHome } from '../helpers/home.js';
import { rig, json } from '../helpers/cli.js';
import { queueListingBucketPath, queueRowPath, type HomePaths } from '../../lib/home/paths.js';
import { readDocument, updateDocument } from '../../lib/store/index.js';
import { queueRowKind, rowIdsOfFileNames, rowIfNamed, type QueueRow } from '../../lib/queue/row.js';
import {
  applyRowToSeatIndex,
  emptySeatIndex,
  foldSeatRows,
  listingEntryOf,
  queueIndexIntentKind,
} from '../../lib/queue/index-entry.js';
import { bucketOf, LISTING_BUCKETS, listingBucketKind, listingBuiltFrom } from '../../lib/queue/listing-bucket.js';
import {
  createQueueRow,
  listQueueRows,
  loadQueueIndex,
  rebuildQueueIndex,
  transitionQueueRow,
} from '../../lib/queue/queue-store.js';
import { applyTransition } from '../../lib/queue/transitions.js';
import { listFixtureRows, LIST_CASES } from './list-fixture.js';

const GOLDEN = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'queue-list-golden.json'), 'utf8'),
) as Record<string, { code: number; stdout: string; stderr: string }>;

async function writeRows(home: HomePaths, rows: QueueRow[]): Promise<void> {
  for (const r of rows) await updateDocument(queueRowKind, queueRowPath(home, r.id), () => r);
}

/** name → bytes and mtime of every file in the listing folder. */
/** The listing before an operation, every file backdated a minute first: a rewrite after it shows in
 *  its mtime without waiting for the clock to move. */
function baseline(home: HomePaths): Map<string, { bytes: string; mtimeMs: number }> {
  backdate(home);
  return snapshot(home);
}

function backdate(home: HomePaths): void {
  const past = new Date(Date.now() - 60_000);
  for (const f of readdirSync(home.queueListing)) {
    const full = join(home.queueListing, f);
    if (statSync(full).isFile()) utimesSync(full, past, past);
  }
}

function snapshot(home: HomePaths): Map<string, { bytes: string; mtimeMs: number }> {
  const out = new Map<string, { bytes: string; mtimeMs: number }>();
  for (const f of readdirSync(home.queueListing).sort()) {
    const full = join(home.queueListing, f);
    if (statSync(full).isFile()) out.set(f, { bytes: readFileSync(full, 'utf8'), mtimeMs: statSync(full).mtimeMs });
  }
  return out;
}

function changedFiles(
  before: Map<string, { bytes: string; mtimeMs: number }>,
  after: Map<string, { bytes: string; mtimeMs: number }>,
): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((n) => before.get(n)?.bytes !== after.get(n)?.bytes || before.get(n)?.mtimeMs !== after.get(n)?.mtimeMs)
    .sort();
}

const bucketFile = (home: HomePaths, id: string) =>
  queueListingBucketPath(home, bucketOf(id)).slice(home.queueListing.length + 1);
const bucketOn = (home: HomePaths, id: string) =>
  readDocument(listingBucketKind, queueListingBucketPath(home, bucketOf(id)))?.rows[id];

test('bucket routing: fixed ids keep their bucket; every bucket is used and none is crowded', () => {
  // Pinned values (FNV-1a of the id, modulo 64): a changed hash or count would strand every bucket file.
  assert.is(LISTING_BUCKETS, 64);
  assert.equal(
    [
      'q-20260101000000-00000000',
      'q-20260101000000-ffffffff',
      'q-20991231235959-0123abcd',
      'q-20260517083000-9e3779b9',
    ].map((id) => bucketOf(id)),
    [24, 8, 58, 53],
  );
  const counts = new Array(LISTING_BUCKETS).fill(0);
  for (let i = 0; i < 6400; i++) {
    const id = `q-2026${String(101000000 + i * 37).padStart(10, '0')}-${((i * 2654435761) >>> 0).toString(16).padStart(8, '0')}`;
    const b = bucketOf(id);
    assert.ok(Number.isInteger(b) && b >= 0 && b < LISTING_BUCKETS, `${id} → ${b}`);
    counts[b]++;
  }
  console.log(
    `\nfigure: 6400 ids over ${LISTING_BUCKETS} buckets: min ${Math.min(...counts)}, max ${Math.max(...counts)} (mean 100)`,
  );
  assert.ok(Math.min(...counts) >= 50 && Math.max(...counts) <= 160, `uneven buckets: ${counts.join(',')}`);
});

test("a create or a transition rewrites only its row's bucket; the other buckets keep bytes and mtime", async () => {
  const { home, env } = tempHome();
  await writeRows(home, listFixtureRows(200));
  await rebuildQueueIndex(home);
  const files = readdirSync(home.queueListing).filter((f) => /^\d\d\.json$/.test(f));
  assert.ok(files.length > 40, `expected most buckets in use, got ${files.length}`);

  let before = baseline(home);
  const { row } = await createQueueRow(home, env, { destination: 'alice@r', summary: 'one more' });
  let changed = changedFiles(before, snapshot(home));
  assert.equal(changed, [bucketFile(home, row.id)]);
  assert.is(bucketOn(home, row.id)?.state, 'pending');

  // A transition of an existing row: only that row's bucket.
  const existing = listFixtureRows(200).find((r) => r.state === 'pending' && bucketOf(r.id) !== bucketOf(row.id))!;
  before = baseline(home);
  await transitionQueueRow(home, env, existing.id, { verb: 'start' });
  changed = changedFiles(before, snapshot(home));
  assert.equal(changed, [bucketFile(home, existing.id)]);
  assert.is(bucketOn(home, existing.id)?.state, 'in-progress');
  assert.ok(!existsSync(home.queueIndexIntent));
});

test('crash repair: a row written without its bucket is seen by readers and folded in by the next writer; reindex rebuilds every bucket', async () => {
  const { home, env } = tempHome();
  const fixture = listFixtureRows(40);
  await writeRows(home, fixture);
  await rebuildQueueIndex(home);
  const target = fixture.find((r) => r.state === 'pending')!;
  const other = fixture.find(
    (r) => r.state === 'pending' && r.id !== target.id && bucketOf(r.id) !== bucketOf(target.id),
  )!;

  // A writer killed after the row write, before the bucket write: its intent is left behind.
  const moved = applyTransition(target, { verb: 'start', actor: 'alice@r', at: new Date().toISOString() });
  assert.ok(moved.ok);
  if (!moved.ok) return;
  await updateDocument(queueIndexIntentKind, home.queueIndexIntent, () => ({
    schema: 'queue-index-intent',
    version: 1,
    ids: [target.id],
  }));
  await updateDocument(queueRowKind, queueRowPath(home, target.id), () => moved.row);
  assert.is(bucketOn(home, target.id)?.state, 'pending', 'the bucket on disk is behind the row');
  const listed = await listQueueRows(home, { state: 'in-progress' });
  assert.ok(
    listed.some((r) => r.id === target.id),
    'readers apply the intent in memory',
  );

  // The next writer changes a row in another bucket and folds the left-over row into its own.
  const before = baseline(home);
  await transitionQueueRow(home, env, other.id, { verb: 'start' });
  assert.is(bucketOn(home, target.id)?.state, 'in-progress');
  assert.is(bucketOn(home, other.id)?.state, 'in-progress');
  assert.not.ok(existsSync(home.queueIndexIntent));
  assert.equal(changedFiles(before, snapshot(home)), [bucketFile(home, target.id), bucketFile(home, other.id)].sort());

  // Damage three buckets (one deleted, one wrong, one garbage); reindex restores all from the rows.
  const ids = fixture.map((r) => r.id);
  const [a, b, c] = [...new Set(ids.map((id) => bucketOf(id)))];
  rmSync(queueListingBucketPath(home, a!));
  await updateDocument(listingBucketKind, queueListingBucketPath(home, b!), () => ({
    schema: 'queue-index-bucket',
    version: 1,
    rows: {},
  }));
  writeFileSync(queueListingBucketPath(home, c!), 'not json');
  const reindex = await rig(['queue', 'reindex'], env);
  assert.is(reindex.stdout, `Queue index rebuilt from ${fixture.length} rows.\n`, reindex.stderr);
  for (let bucket = 0; bucket < LISTING_BUCKETS; bucket++) {
    const want: Record<string, unknown> = {};
    for (const id of ids.filter((x) => bucketOf(x) === bucket).sort())
      want[id] = listingEntryOf(readDocument(queueRowKind, queueRowPath(home, id))!);
    const got = readDocument(listingBucketKind, queueListingBucketPath(home, bucket))?.rows ?? {};
    assert.equal(Object.fromEntries(Object.entries(got).sort()), want, `bucket ${bucket}`);
  }
});

test('migration: an old single-file index is replaced by buckets rebuilt from the rows, and removed only after them', async () => {
  const { home, env } = tempHome();
  const fixture = listFixtureRows();
  await writeRows(home, fixture);
  // An old index that disagrees with the rows: the rows win.
  const legacy = {
    schema: 'queue-index',
    version: 1,
    rows: { [fixture[0]!.id]: { ...listingEntryOf(fixture[0]!), state: 'done', summary: 'stale' } },
  };
  writeFileSync(home.queueLegacyIndex, JSON.stringify(legacy));
  assert.not.ok(existsSync(home.queueListing));
  const r = await rig(['queue', 'list', '--json'], env);
  assert.is(r.stdout, GOLDEN['queue list --json']!.stdout);
  assert.not.ok(existsSync(home.queueLegacyIndex), 'the old index is gone');
  assert.ok(existsSync(home.queueListingManifest));
  assert.ok(readdirSync(home.queueListing).length > 1);

  // Killed after the buckets and manifest but before the removal: the next reader rebuilds and removes it.
  writeFileSync(home.queueLegacyIndex, JSON.stringify(legacy));
  const again = await rig(['queue', 'list', '--json'], env);
  assert.is(again.stdout, GOLDEN['queue list --json']!.stdout);
  assert.not.ok(existsSync(home.queueLegacyIndex));

  // A writer on an unmigrated home migrates before its change.
  const w = tempHome();
  await writeRows(w.home, fixture);
  writeFileSync(w.home.queueLegacyIndex, JSON.stringify(legacy));
  const { row } = await createQueueRow(w.home, w.env, { destination: 'alice@r', summary: 'after migration' });
  assert.not.ok(existsSync(w.home.queueLegacyIndex));
  const all = await loadQueueIndex(w.home);
  assert.is(Object.keys(all.rows).length, fixture.length + 1);
  assert.is(all.rows[row.id]!.summary, 'after migration');
  assert.is(all.rows[fixture[0]!.id]!.summary, fixture[0]!.summary);
});

test('rig queue list: output identical to the single-file index for the same rows, built by rebuild or by commits', async () => {
  const { home, env } = tempHome();
  const fixture = listFixtureRows();
  await writeRows(home, fixture);
  for (const args of LIST_CASES) {
    const r = await rig(args, env);
    assert.equal({ code: r.code, stdout: r.stdout, stderr: r.stderr }, GOLDEN[args.join(' ')], args.join(' '));
  }
});

test('rig queue list: rows changed by commits list the same as after a full rebuild', async () => {
  const { home, env } = tempHome();
  const made: string[] = [];
  for (let i = 0; i < 30; i++) {
    const r = await rig(
      [
        'queue',
        'create',
        '--json',
        '--destination',
        i % 2 ? 'alice@r' : 'bob@r',
        '--summary',
        `row ${i}`,
        '--priority',
        i % 3 ? 'routine' : 'urgent',
      ],
      env,
    );
    made.push(json(r).row.id);
  }
  for (const id of made.slice(0, 10)) await rig(['queue', 'start', id], env);
  for (const id of made.slice(0, 4)) await rig(['queue', 'done', id], env);
  await rig(['queue', 'handoff', made[5]!, '--to', 'carol@x'], env);
  const cases = [...LIST_CASES, ['queue', 'list', '--destination', 'alice@r', '--json']];
  const viaCommits = [];
  for (const c of cases) viaCommits.push(await rig(c, env));
  const reindex = await rig(['queue', 'reindex'], env);
  assert.is(reindex.stdout, 'Queue index rebuilt from 31 rows.\n');
  for (const [i, c] of cases.entries()) {
    const r = await rig(c, env);
    assert.is(viaCommits[i]!.stdout, r.stdout, c.join(' '));
  }
  // And both agree with the rows themselves.
  const rows = readdirSync(home.queueRows).map((f) => readDocument(queueRowKind, join(home.queueRows, f))!);
  const want = rows
    .map((r) => ({ id: r.id, ...listingEntryOf(r) }))
    .sort((x, y) => (x.updatedAt !== y.updatedAt ? (x.updatedAt < y.updatedAt ? 1 : -1) : x.id < y.id ? 1 : -1));
  assert.equal(json(viaCommits[1]!).rows, want);
});

const ID_A = 'q-20260101000000-0000000a';
const ID_B = 'q-20260101000000-0000000b';

test('rowIdsOfFileNames: only `<queue id>.json` names count, sorted', () => {
  const cases: [string[], string[]][] = [
    [[], []],
    [
      [`${ID_B}.json`, `${ID_A}.json`],
      [ID_A, ID_B],
    ],
    [[ID_A, `${ID_A}.json.tmp`, `${ID_A}.json.corrupt-2026`, 'notes.json', `${ID_B}.json`], [ID_B]],
    [['q-1.json', '.json', `x${ID_A}.json`], []],
  ];
  for (const [names, want] of cases) assert.equal(rowIdsOfFileNames(names), want, names.join(','));
});

test('rowIfNamed: a row counts only when it names the id it was read for', () => {
  const [row] = listFixtureRows().slice(0, 1);
  assert.is(rowIfNamed(row, row!.id), row);
  assert.is(rowIfNamed(row, ID_A), undefined);
  assert.is(rowIfNamed(undefined, ID_A), undefined);
});

test('listingBuiltFrom: built only with the current bucket count and no legacy index', () => {
  const manifest = (buckets: number) => ({ schema: 'queue-index-manifest' as const, version: 1 as const, buckets });
  const cases: [boolean, ReturnType<typeof manifest> | undefined, boolean][] = [
    [false, manifest(LISTING_BUCKETS), true],
    [true, manifest(LISTING_BUCKETS), false],
    [false, manifest(LISTING_BUCKETS + 1), false],
    [false, undefined, false],
    [true, undefined, false],
  ];
  for (const [legacy, m, want] of cases) assert.is(listingBuiltFrom(legacy, m), want, `${legacy} ${m?.buckets}`);
});

test("foldSeatRows: folds only the destination's rows, in order, passing over gaps", () => {
  const rows = listFixtureRows();
  const destination = rows[0]!.destination;
  const mixed = [undefined, ...rows, undefined];
  const byHand = rows
    .filter((r) => r.destination === destination)
    .reduce(applyRowToSeatIndex, emptySeatIndex(destination));
  assert.equal(foldSeatRows(emptySeatIndex(destination), destination, mixed), byHand);
  assert.ok(
    rows.some((r) => r.destination !== destination),
    'the fixture has rows for other destinations',
  );
  assert.equal(foldSeatRows(emptySeatIndex(destination), destination, []), emptySeatIndex(destination));
});

test.run();
