// The shared seat builder makes records the registry accepts: the defaults, a changed name or rig
// (the session follows), a partial tmux block merged over the default, projectDir following cwd.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { seatKind, readSeat } from '../../lib/seat/registry.js';
import { addSeat, seatRecord } from './seat.js';
import { tempHome } from './home.js';

test('every built record is valid for the seat kind', () => {
  const cases = [
    seatRecord(),
    seatRecord({ name: 'dev', rig: 'r', runtime: 'codex', cwd: '/work' }),
    seatRecord({ tmux: { socket: '/nonexistent.sock', paneId: '%3' }, typingGuard: 'hold', status: 'stopped' }),
  ];
  for (const rec of cases) assert.ok(seatKind.validate(rec), JSON.stringify(seatKind.validate.errors));
});

test('defaults and merges', () => {
  const d = seatRecord();
  assert.equal([d.name, d.rig, d.tmux], ['w1', 't', { socket: null, session: 'w1@t' }]);
  const r = seatRecord({ name: 'dev', rig: 'r', cwd: '/work', tmux: { socket: '/s', paneId: '%1' } });
  assert.equal(r.tmux, { socket: '/s', session: 'dev@r', paneId: '%1' });
  assert.is(r.projectDir, '/work');
  assert.is(seatRecord({ cwd: '/a', projectDir: '/b' }).projectDir, '/b');
  assert.is.not(seatRecord().nodeId, seatRecord().nodeId, 'a fresh node id each time');
});

test('addSeat writes the record it returns', async () => {
  const { home } = tempHome();
  const rec = await addSeat(home, { name: 'a', rig: 'r' });
  assert.equal(readSeat(home, 'r', 'a'), rec);
});

test.run();
