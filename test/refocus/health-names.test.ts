// Failure-episode files moved from a sha256 name to the state file's own key (so a run never loads
// node:crypto). An episode in progress under the old name survives the move; a newer file under
// the new name wins; an unreadable old file stays where it is; the move happens once per home;
// `rig refocus --status` (read-only) still finds an episode that was not moved yet.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeLookups, hook, makeSeat, type Seat } from './harness.js';
import { refocusFiles } from '../../lib/refocus/keys.js';
import { migrateLegacyHealthNames } from '../../lib/refocus/health-names.js';
import { refocusStatus } from '../../lib/refocus/preview.js';

const UPS = { hook_event_name: 'UserPromptSubmit', prompt: 'carry on' };
const SEAT = 'dev@test-rig';
const legacyName = (seat: string, occupant: string) =>
  `${createHash('sha256')
    .update(JSON.stringify([seat, occupant]))
    .digest('hex')}.health.json`;

function writeLegacy(seat: Seat, occupant: string, failures: number, extra: Record<string, unknown> = {}): string {
  mkdirSync(seat.home.refocus, { recursive: true });
  const file = join(seat.home.refocus, legacyName(SEAT, occupant));
  writeFileSync(
    file,
    JSON.stringify({
      schema: 'refocus-health',
      version: 1,
      seat: SEAT,
      occupant,
      failures,
      issueId: 'refocus-00000000-1111-2222-3333-444444444444',
      episodeStartedAt: '2026-01-01T00:00:00.000Z',
      ...extra,
    }),
    { mode: 0o600 },
  );
  return file;
}

test('an episode in progress under the old name continues: the third failure reports its issue id', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const legacy = writeLegacy(seat, 'occupant-1', 2);
  const lk = fakeLookups({ traceFailed: true });
  await hook(seat, UPS, { lookups: lk });
  const emits = lk.calls.filter((c) => c.name === 'emit').map((c) => (c.args as { id: string }).id);
  assert.equal(emits, ['refocus-00000000-1111-2222-3333-444444444444'], 'counted on from 2, under the same issue id');
  assert.not.ok(existsSync(legacy), 'the old name is gone');
  const moved = JSON.parse(readFileSync(refocusFiles(seat.home.refocus, SEAT, 'occupant-1').health, 'utf8'));
  assert.is(moved.failures, 3);
  assert.ok(seat.files().includes('#health-names-v2'));
});

test('a success also moves it, and resets it; the move is once per home', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  writeLegacy(seat, 'occupant-1', 1);
  await hook(seat, UPS);
  assert.is(JSON.parse(readFileSync(refocusFiles(seat.home.refocus, SEAT, 'occupant-1').health, 'utf8')).failures, 0);
  // After the marker, an old-named file (say, restored from a backup) is no longer looked for.
  const late = writeLegacy(seat, 'other', 1);
  await hook(seat, UPS);
  assert.ok(existsSync(late));
});

test('a newer file under the new name wins; an unreadable old file stays; no folder is no error', () => {
  const seat = makeSeat();
  const older = writeLegacy(seat, 'occupant-1', 2);
  const newer = refocusFiles(seat.home.refocus, SEAT, 'occupant-1').health;
  writeFileSync(
    newer,
    JSON.stringify({ schema: 'refocus-health', version: 1, seat: SEAT, occupant: 'occupant-1', failures: 0 }),
  );
  const broken = join(seat.home.refocus, `${'ab'.repeat(32)}.health.json`);
  writeFileSync(broken, '{ not json');
  migrateLegacyHealthNames(seat.home.refocus);
  assert.not.ok(existsSync(older));
  assert.is(JSON.parse(readFileSync(newer, 'utf8')).failures, 0);
  assert.ok(existsSync(broken));
  migrateLegacyHealthNames(join(seat.dir, 'no-such-folder'));
});

test('status (read-only) shows an episode still under the old name, and moves nothing', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  await hook(seat, UPS, { env: { OPENRIG_REFOCUS_ENABLED: '1' } });
  const legacy = writeLegacy(seat, 'occupant-1', 2);
  // the run above wrote the marker; start over from an unmoved home
  const marker = join(seat.home.refocus, '#health-names-v2');
  writeFileSync(marker, '');
  const status = refocusStatus(seat.home, SEAT);
  const mine = status.occupants.find((o) => o.occupant === 'occupant-1');
  assert.ok(mine, JSON.stringify(status));
  assert.is(JSON.stringify(mine).includes('"failures":2'), true, JSON.stringify(mine));
  assert.ok(existsSync(legacy));
});

test.run();
