// rig refocus: preview with the same builder, nothing consumed; --status shows due state,
// baseline and failure episode.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rig, json } from '../helpers/cli.js';
import { addSeat } from '../helpers/seat.js';
import { fakeLookups, hook, makeSeat } from './harness.js';
import { previewRefocus } from '../../lib/refocus/preview.js';

async function register(seat: ReturnType<typeof makeSeat>) {
  await addSeat(seat.home, {
    name: 'dev',
    rig: 'test-rig',
    nodeId: 'n-0123456789abcdef',
    cwd: seat.dir,
    tmux: { session: 'dev' },
    occupant: 'o-0123456789abcdef',
  });
}

test('rig refocus --seat prints the payload without consuming due state; --status shows it', async () => {
  const seat = makeSeat();
  await register(seat);
  await hook(seat, { hook_event_name: 'UserPromptSubmit', prompt: 'x' });
  await hook(seat, { hook_event_name: 'PostCompact' }, { runtime: 'codex' });
  const file = join(seat.home.refocus, 'dev@test-rig__occupant-1.json');
  const before = readFileSync(file);
  const r = await rig(['refocus', '--seat', 'dev@test-rig'], seat.env, seat.dir);
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /^REFOCUS \(on demand\)\. Answer briefly/);
  assert.match(r.stdout, '# Refocus');
  assert.ok(readFileSync(file).equals(before), 'nothing consumed');
  const j = json(await rig(['refocus', '--seat', 'dev@test-rig', '--json'], seat.env, seat.dir));
  assert.is(j.seat, 'dev@test-rig');
  assert.match(j.payload, 'REFOCUS (on demand)');
  const st = await rig(['refocus', '--seat', 'dev@test-rig', '--status'], seat.env, seat.dir);
  assert.is(st.code, 0, st.stderr);
  assert.match(st.stdout, 'occupant occupant-1');
  assert.match(st.stdout, 'due: yes (PostCompact since');
  assert.match(st.stdout, 'baseline: 0 bytes');
  const sj = json(await rig(['refocus', '--seat', 'dev@test-rig', '--status', '--json'], seat.env, seat.dir));
  assert.is(sj.occupants[0].state.pendingOn, 'PostCompact');
  assert.ok(readFileSync(file).equals(before), 'status reads only');
});

test('rig refocus: usage and unknown seat errors', async () => {
  const seat = makeSeat();
  const none = await rig(['refocus'], seat.env);
  assert.is(none.code, 2);
  assert.match(none.stderr, /^rig: --seat is required — /);
  const unknown = await rig(['refocus', '--seat', 'ghost@test-rig'], seat.env);
  assert.is(unknown.code, 1);
});

test('previewRefocus uses the same builder as the hook (same payload for the same lookups)', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const lk = fakeLookups();
  const viaHook = await hook(seat, { hook_event_name: 'UserPromptSubmit', prompt: 'x' }, { lookups: lk });
  const preview = await previewRefocus(seat.home, {
    seat: 'dev@test-rig',
    env: seat.env,
    cwd: seat.dir,
    lookups: fakeLookups(),
  });
  assert.is(preview.payload, viaHook.payload);
});

test.run();
