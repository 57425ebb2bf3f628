// The orphan sweep removes only temp files a killed atomic writer can leave (`<name>.json.<n>`,
// also .jsonl and .md), only once they are old enough, never inside lock folders, and never
// documents, quarantined files or anything else.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync, utimesSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { sweepOrphanTemps, ORPHAN_MIN_AGE_MS } from '../../lib/store/index.js';

const OLD = ['state.json.3456789012', 'seats/main/seat-a.json.17', 'logs/events.jsonl.42', 'refocus/content.md.9'];
const KEPT_EVEN_WHEN_OLD = [
  'state.json',
  'state.json.corrupt-2025-01-01T00-00-00-000Z',
  'state.json.corrupt-2025-01-01T00-00-00-000Z-1',
  'notes.txt.123',
  'plain.123',
  'archive.json.1.bak',
  'state.json.lock/inner.json.5',
  'outbox.jsonl',
];
const YOUNG = ['young.json.555'];

function layout(): string {
  const root = tempDir();
  const hourAgo = (Date.now() - 3_600_000) / 1000;
  for (const rel of [...OLD, ...KEPT_EVEN_WHEN_OLD, ...YOUNG]) {
    const full = join(root, rel);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, 'x');
    if (!YOUNG.includes(rel)) utimesSync(full, hourAgo, hourAgo);
  }
  return root;
}

const rels = (root: string, paths: string[]) => paths.map((p) => p.slice(root.length + 1)).sort();

test(`default age (${ORPHAN_MIN_AGE_MS} ms): old temp files go, young ones and everything else stay`, () => {
  const root = layout();
  const { removed } = sweepOrphanTemps(root);
  assert.equal(rels(root, removed), [...OLD].sort());
  for (const rel of [...KEPT_EVEN_WHEN_OLD, ...YOUNG]) assert.ok(existsSync(join(root, rel)), `${rel} is left alone`);
});

test('minAge 0 also takes the young temp file, and still nothing else', () => {
  const root = layout();
  const { removed } = sweepOrphanTemps(root, 0);
  assert.equal(rels(root, removed), [...OLD, ...YOUNG].sort());
  for (const rel of KEPT_EVEN_WHEN_OLD) assert.ok(existsSync(join(root, rel)), `${rel} is left alone`);
});

test('a missing folder sweeps to nothing', () => {
  assert.equal(sweepOrphanTemps(join(tempDir(), 'absent')), { removed: [] });
});

test.run();
