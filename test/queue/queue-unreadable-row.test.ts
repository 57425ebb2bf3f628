// A corrupt queue row: `rig queue list` (which reads the listing index, not the rows) and the verbs
// that read the row (done, show, handoff…) must say the same thing — the row is unreadable, with
// the path of its moved-aside file — not "listed" on one side and "does not exist" on the other.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempHome } from '../helpers/home.js';
import { rig, json } from '../helpers/cli.js';
import { queueRowPath } from '../../lib/home/paths.js';
import { markUnreadable, type UnreadableRowRef } from '../../lib/queue/unreadable-row.js';
import type { IndexedRow } from '../../lib/queue/index-entry.js';

const row = (id: string): IndexedRow =>
  ({ id, state: 'pending', priority: 'routine', destination: 'a@r', summary: id }) as unknown as IndexedRow;
const ref = (id: string): UnreadableRowRef => ({ file: `/q/${id}.json.corrupt-t`, movedFrom: `/q/${id}.json` });

const MARK: [string, Parameters<typeof markUnreadable>, [string, boolean, boolean][]][] = [
  [
    'nothing unreadable',
    [[row('a'), row('b')], new Map(), new Set(['a', 'b']), false],
    [
      ['a', false, true],
      ['b', false, true],
    ],
  ],
  [
    'an indexed row is marked where it stands',
    [[row('a'), row('b')], new Map([['b', ref('b')]]), new Set(['a', 'b']), false],
    [
      ['a', false, true],
      ['b', true, true],
    ],
  ],
  [
    'one the index no longer holds follows the rest, unfiltered only',
    [
      [row('a')],
      new Map([
        ['z', ref('z')],
        ['y', ref('y')],
      ]),
      new Set(['a']),
      false,
    ],
    [
      ['a', false, true],
      ['z', true, false],
      ['y', true, false],
    ],
  ],
  ['filtered: left out', [[row('a')], new Map([['z', ref('z')]]), new Set(['a']), true], [['a', false, true]]],
  [
    'filtered out by its last good entry: not brought back',
    [[row('a')], new Map([['b', ref('b')]]), new Set(['a', 'b']), true],
    [['a', false, true]],
  ],
];

test('markUnreadable: [id, unreadable, has its index entry]', () => {
  for (const [name, args, want] of MARK)
    assert.equal(
      markUnreadable(...args).map((r) => [r.id, r.unreadable !== undefined, 'state' in r]),
      want,
      name,
    );
});

async function setup() {
  const t = tempHome();
  const ids: string[] = [];
  for (const summary of ['first', 'second']) {
    const r = await rig(['queue', 'create', '--destination', 'alice@r', '--summary', summary, '--json'], t.env);
    assert.is(r.code, 0, r.stderr);
    ids.push(json(r).row.id);
  }
  const [bad, good] = ids as [string, string];
  writeFileSync(queueRowPath(t.home, bad), 'garbage {');
  return { ...t, bad, good };
}

const movedAside = (dir: string, id: string) =>
  readdirSync(dir)
    .filter((n) => n.startsWith(`${id}.json.corrupt-`) && !n.endsWith('.advised'))
    .map((n) => join(dir, n));

/** The one refusal line every verb gives for the unreadable row. */
function assertUnreadable(r: { code: number; stderr: string }, id: string, moved: string, verb: string) {
  assert.is(r.code, 1, `${verb}: ${r.stderr}`);
  const lines = r.stderr.split('\n').filter(Boolean);
  assert.is(lines.length, 1, `${verb}: ${r.stderr}`);
  assert.ok(lines[0]!.startsWith(`rig: queue row ${id} is unreadable: its file was moved to ${moved}`), lines[0]);
  assert.match(lines[0]!, ' — repair it and move it back');
  assert.not.match(r.stderr, /no queue row/);
}

test('done, show and list agree: the row is unreadable, with the path of its moved file', async () => {
  const { home, env, bad, good } = await setup();
  // The first reader finds the corrupt file and moves it aside.
  const first = await rig(['queue', 'done', bad], env);
  const [moved] = movedAside(home.queueRows, bad);
  assert.ok(moved, 'the row file was moved aside');
  assertUnreadable(first, bad, moved!, 'first done');
  // From then on every verb says the same, and so does list.
  assertUnreadable(await rig(['queue', 'done', bad], env), bad, moved!, 'done again');
  assertUnreadable(await rig(['queue', 'show', bad], env), bad, moved!, 'show');
  assertUnreadable(await rig(['queue', 'handoff', bad, '--to', 'bob@r'], env), bad, moved!, 'handoff');
  const list = await rig(['queue', 'list'], env);
  assert.is(list.code, 0, list.stderr);
  assert.match(list.stdout, new RegExp(`^${bad}  unreadable .*first — its file was moved to ${moved}$`, 'm'));
  assert.match(list.stdout, new RegExp(`^${good}  pending `, 'm'));
  const j = json(await rig(['queue', 'list', '--json'], env));
  const entry = j.rows.find((r: any) => r.id === bad);
  assert.equal(entry.unreadable, { file: moved, movedFrom: queueRowPath(home, bad) });
  assert.is(j.rows.find((r: any) => r.id === good).unreadable, undefined);
});

test('after a reindex (which drops the row from the index) list still names it as unreadable', async () => {
  const { home, env, bad } = await setup();
  await rig(['queue', 'show', bad], env);
  const [moved] = movedAside(home.queueRows, bad);
  assert.is((await rig(['queue', 'reindex'], env)).code, 0);
  const list = await rig(['queue', 'list'], env);
  assert.match(list.stdout, new RegExp(`^${bad}  unreadable .*— its file was moved to ${moved}$`, 'm'));
  assertUnreadable(await rig(['queue', 'done', bad], env), bad, moved!, 'done after reindex');
  // A filtered list cannot tell whether a row it cannot read matches: it is left out there.
  const filtered = await rig(['queue', 'list', '--state', 'pending'], env);
  assert.not.match(filtered.stdout, bad);
});

test.run();
