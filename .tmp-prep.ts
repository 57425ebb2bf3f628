import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { privateTmux } from './test/helpers/tmux.js';
import { tempHome } from './test/helpers/home.js';
import { newNodeId, newOccupant, updateSeat, type SeatRecord } from './lib/seat/registry.js';
import { holdMessage } from './lib/delivery/outbox.js';
const { home, env, dir } = tempHome();
const tmux = privateTmux();
const session = 'status@b';
const paneId = tmux.run('new-session', '-d', '-P', '-F', '#{pane_id}', '-x', '120', '-y', '40', '-s', session, 'node', join(process.cwd(), 'test', 'fixtures', 'scripted-composer.mjs'), 'claude', join(dir, '..', 'status.state.json')).trim();
const seat: SeatRecord = { schema: 'seat', version: 1, name: 'status', rig: 'b', nodeId: newNodeId(), runtime: 'claude-code', cwd: dir, projectDir: dir,
  plugins: [], roleFiles: [], typingGuard: 'hold', tmux: { socket: tmux.socket, session, paneId }, occupant: newOccupant(), launchedAt: new Date().toISOString(), status: 'running' };
await updateSeat(home, 'b', 'status', () => seat);
for (let i = 0; i < 100; i++) await holdMessage(home, seat.nodeId, { destination: 'status@b', sender: 'lead@b', kind: 'send', text: `From: lead@b\nTo: status@b\n---\nheld message ${i} `.padEnd(400, '.') }, 'typing_guard_enabled');
const cmd = process.argv.slice(2);
spawnSync('bash', ['-c', cmd.join(' ')], { env: { ...process.env, ...env, NODEID: seat.nodeId }, stdio: 'inherit' });
spawnSync(process.execPath, ['dist/bin/rig.cjs', 'daemon', 'stop'], { env: { ...process.env, ...env } });
