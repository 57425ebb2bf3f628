// Seat refs on the command line: malformed, traversal, control characters and ambiguous refs are
// usage errors (exit 2); an unknown seat is refused (exit 1). Also list/show without tmux records.
// Its own process: seat list and ps run tmux to find the recorded socket's panes missing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tempHome } from '../helpers/home.js';
import { rig, json } from '../helpers/cli.js';
import { addSeat, NO_SERVER, type SeatFields } from '../helpers/seat.js';
import type { HomePaths } from '../../lib/home/paths.js';

// Terminal seats on no tmux server. a@r and b@r share a node id, so that id is an ambiguous ref.
const SEAT: SeatFields = {
  runtime: 'terminal',
  typingGuard: 'sends-only',
  nodeId: 'n-00000000000000a1',
  occupant: 'o-00000000000000b2',
  launchedAt: '2026-01-01T00:00:00.000Z',
};

async function seed(home: HomePaths) {
  await addSeat(home, { ...SEAT, name: 'a', rig: 'r', tmux: { socket: NO_SERVER, paneId: '%7' } });
  await addSeat(home, { ...SEAT, name: 'b', rig: 'r', tmux: { socket: NO_SERVER, paneId: '%7' } });
  await addSeat(home, {
    ...SEAT,
    name: 'c',
    rig: 's',
    nodeId: 'n-00000000000000c3',
    tmux: { socket: NO_SERVER, paneId: '%8' },
  });
}

const REFUSED_REFS: [string, string][] = [
  ['../a@r', '".." is not allowed'],
  ['a@../r', '".." is not allowed'],
  ['a/b@r', 'path separators are not allowed'],
  ['/etc/passwd', 'expected name@rig'],
  ['a\u0007@r', 'control characters are not allowed'],
  ['a\n@r', 'control characters are not allowed'],
  ['%12x', 'a pane id is % followed by digits'],
  ['n-00000000000000a1', 'matches 2 seats'],
  ['%7', 'matches 2 seats'],
];

for (const [ref, why] of REFUSED_REFS) {
  test(`rig seat show ${JSON.stringify(ref)} is refused with exit 2`, async () => {
    const { home, env } = tempHome();
    await seed(home);
    const r = await rig(['seat', 'show', ref], env);
    assert.is(r.code, 2, r.stderr);
    assert.ok(r.stderr.includes(why), r.stderr);
    assert.not.match(r.stderr, /[\u0000-\u0009\u000b-\u001f]/, 'control characters are escaped in the message');
    assert.is(r.stdout, '');
  });
}

test('an unknown seat is refused with exit 1', async () => {
  const { home, env } = tempHome();
  await seed(home);
  const r = await rig(['seat', 'show', 'zzz@r'], env);
  assert.is(r.code, 1);
  assert.match(r.stderr, 'no seat matches "zzz@r" — run rig seat list');
});

test('rig down refuses invalid rig and seat names with exit 2 and touches nothing', async () => {
  const { home, env } = tempHome();
  await seed(home);
  for (const argv of [
    ['down', '../r'],
    ['down', 'r/x'],
    ['down', 'r', '--seat', '../a'],
    ['down', 'r', '--seat', 'a\u001b[2J'],
  ]) {
    const r = await rig(argv, env);
    assert.is(r.code, 2, `${argv.join(' ')}: ${r.stderr}`);
  }
  const list = json(await rig(['seat', 'list', '--json'], env));
  assert.equal(
    list.seats.map((s: any) => s.status),
    ['running', 'running', 'running'],
  );
  assert.not.ok(existsSync(join(home.seats, '..', 'r')));
});

test('rig seat list --rig filters; unreachable panes read as missing; ps hides nothing running', async () => {
  const { home, env } = tempHome();
  await seed(home);
  const all = json(await rig(['seat', 'list', '--json'], env));
  assert.equal(
    all.seats.map((s: any) => s.ref),
    ['a@r', 'b@r', 'c@s'],
  );
  assert.equal(
    all.seats.map((s: any) => s.pane.state),
    ['missing', 'missing', 'missing'],
  );
  const only = json(await rig(['seat', 'list', '--rig', 's', '--json'], env));
  assert.equal(
    only.seats.map((s: any) => s.ref),
    ['c@s'],
  );
  const bad = await rig(['seat', 'list', '--rig', '../s'], env);
  assert.is(bad.code, 2);
  const text = await rig(['seat', 'list'], env);
  assert.is(text.code, 0);
  assert.match(text.stdout, /^SEAT\s+RUNTIME\s+STATUS\s+PANE\s+STATE\s+NODE/);
  assert.match(text.stdout, /c@s\s+terminal\s+running\s+%8\s+missing\s+n-00000000000000c3/);
  const shown = json(await rig(['seat', 'show', 'n-00000000000000c3', '--json'], env));
  assert.is(shown.seat.ref, 'c@s');
  assert.is(shown.record.occupant, 'o-00000000000000b2');
});

test('rig down of an unknown rig is refused with exit 1', async () => {
  const { env } = tempHome();
  const r = await rig(['down', 'nothing'], env);
  assert.is(r.code, 1);
  assert.match(r.stderr, 'no seats are recorded for rig nothing');
});

test.run();
