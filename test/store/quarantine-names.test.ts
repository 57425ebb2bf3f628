// Quarantined documents: their names, finding them again (in a folder and under a root), and the
// once-only marker that remembers a person was told.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import {
  markAdvised,
  parseQuarantineName,
  quarantinedIn,
  quarantinedUnder,
  quarantineTarget,
} from '../../lib/store/quarantine.js';

const NAMES: [string, { original: string; stamp: string } | undefined][] = [
  ['b.json.corrupt-2026-12-05T15-17-23-531Z', { original: 'b.json', stamp: '2026-12-05T15-17-23-531Z' }],
  ['b.json.corrupt-2026-12-05T15-17-23-531Z-2', { original: 'b.json', stamp: '2026-12-05T15-17-23-531Z-2' }],
  [
    'a.corrupt-x.json.corrupt-2026-01-01T00-00-00-000Z',
    { original: 'a.corrupt-x.json', stamp: '2026-01-01T00-00-00-000Z' },
  ],
  ['b.json.corrupt-2026-12-05T15-17-23-531Z.advised', undefined],
  ['b.corrupt-2026-12-05T15-17-23-531Z', { original: 'b', stamp: '2026-12-05T15-17-23-531Z' }],
  ['b.json', undefined],
  ['b.json.corrupt-', undefined],
  ['.corrupt-2026-12-05T15-17-23-531Z', undefined],
  ['b.json.corrupt-yesterday', undefined],
  ['b.json.123456', undefined],
];

test('parseQuarantineName: the moved name back to the original and its stamp', () => {
  for (const [name, want] of NAMES) assert.equal(parseQuarantineName(name), want, name);
});

test('quarantinedIn: oldest first, whatever order the folder lists them in', () => {
  const dir = tempDir();
  const stamps = ['2026-03-01', '2024-01-01', '2026-01-01', '2025-06-01', '2026-02-01', '2023-01-01'];
  for (const [i, day] of stamps.entries()) writeFileSync(join(dir, `s${i}.json.corrupt-${day}T00-00-00-000Z`), 'x');
  assert.equal(
    quarantinedIn(dir).map((q) => q.stamp.slice(0, 10)),
    [...stamps].sort(),
  );
});

test('quarantineTarget: stamped with the time, and never a name already taken', () => {
  const dir = tempDir();
  const file = join(dir, 'b.json');
  const at = new Date('2026-12-05T15:17:23.531Z');
  const first = quarantineTarget(file, at);
  assert.is(first, `${file}.corrupt-2026-12-05T15-17-23-531Z`);
  writeFileSync(first, 'x');
  assert.is(quarantineTarget(file, at), `${first}-1`);
  assert.equal(parseQuarantineName(`b.json.corrupt-2026-12-05T15-17-23-531Z-1`)?.original, 'b.json');
});

test('quarantinedIn / markAdvised: found oldest first; told once, the marker a private empty file', () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'b.json.corrupt-2026-12-05T15-17-23-531Z'), 'x');
  writeFileSync(join(dir, 'a.json.corrupt-2025-01-01T00-00-00-000Z'), 'x');
  writeFileSync(join(dir, 'c.json'), '{}');
  const found = quarantinedIn(dir);
  assert.equal(
    found.map((q) => [q.original, q.advised]),
    [
      [join(dir, 'a.json'), false],
      [join(dir, 'b.json'), false],
    ],
  );
  assert.is(markAdvised(found[1]!), true, 'the first to tell');
  assert.is(markAdvised(found[1]!), false, 'nobody tells twice');
  assert.is(statSync(`${found[1]!.path}.advised`).mode & 0o777, 0o600);
  assert.equal(
    quarantinedIn(dir).map((q) => q.advised),
    [false, true],
  );
  assert.equal(quarantinedIn(join(dir, 'missing')), []);
});

test('markAdvised: a marker that cannot be written still tells (told twice beats never)', () => {
  const q = { path: join(tempDir(), 'no', 'such', 'x.json.corrupt-2026-01-01T00-00-00-000Z') };
  assert.is(markAdvised({ ...q, original: '', stamp: '', advised: false }), true);
});

test('quarantinedUnder: every folder below the root, lock folders skipped', () => {
  const root = tempDir();
  mkdirSync(join(root, 'seats', 'r'), { recursive: true });
  mkdirSync(join(root, 'x.json.lock'), { recursive: true });
  writeFileSync(join(root, 'seats', 'r', 'b.json.corrupt-2026-12-05T15-17-23-531Z'), 'x');
  writeFileSync(join(root, 'jobs.json.corrupt-2026-12-05T15-17-23-531Z'), 'x');
  writeFileSync(join(root, 'x.json.lock', 'y.json.corrupt-2026-12-05T15-17-23-531Z'), 'x');
  assert.equal(
    quarantinedUnder(root)
      .map((q) => q.path.slice(root.length + 1))
      .sort(),
    ['jobs.json.corrupt-2026-12-05T15-17-23-531Z', 'seats/r/b.json.corrupt-2026-12-05T15-17-23-531Z'],
  );
});

test.run();
