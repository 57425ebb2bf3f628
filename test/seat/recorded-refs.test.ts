// The seat refs shell completion offers (recordedSeatRefs): the registry's file names alone,
// sorted by rig then name, names a ref could not spell skipped, and a bound that says it cut.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordedSeatRefs } from '../../lib/seat/registry.js';
import { tempHome } from '../helpers/home.js';

const { home } = tempHome();
const files: [string, string][] = [
  ['r', 'bob.json'],
  ['r', 'alice.json'],
  ['r', 'notes.txt'],
  ['r', '.hidden.json'],
  ['r', 'two words.json'],
  ['alpha', 'zed.json'],
  ['bad rig', 'x.json'],
];
for (const [rig, file] of files) {
  mkdirSync(join(home.seats, rig), { recursive: true });
  writeFileSync(join(home.seats, rig, file), '{}');
}
writeFileSync(join(home.seats, 'stray.json'), '{}');

const CASES: [string, number, { refs: string[]; truncated: boolean }][] = [
  ['every ref, rig then name; odd names skipped', 100, { refs: ['zed@alpha', 'alice@r', 'bob@r'], truncated: false }],
  ['exactly at the bound: nothing cut', 3, { refs: ['zed@alpha', 'alice@r', 'bob@r'], truncated: false }],
  ['one under: cut, and it says so', 2, { refs: ['zed@alpha', 'alice@r'], truncated: true }],
  ['a bound of none', 0, { refs: [], truncated: true }],
];

for (const [name, limit, want] of CASES) {
  test(`recordedSeatRefs: ${name}`, () => {
    assert.equal(recordedSeatRefs(home, limit), want);
  });
}

test('recordedSeatRefs: a home with no registry lists nothing', () => {
  assert.equal(recordedSeatRefs(tempHome().home, 10), { refs: [], truncated: false });
});

test.run();
