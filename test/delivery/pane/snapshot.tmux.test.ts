// captureSnapshot against a real tmux (private server) with a scripted composer in the pane, and
// `rig composer read --seat` on top of it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureSnapshot, combineSnapshot, parseProbe } from '../../../lib/delivery/pane/snapshot.js';
import { readComposer } from '../../../lib/delivery/composer/read.js';
import { addSeat } from '../../helpers/seat.js';
import { TmuxError } from '../../../lib/tmux/client.js';
import { privateTmux, tmuxAvailable, waitFor } from '../../helpers/tmux.js';
import { tempDir, tempHome } from '../../helpers/home.js';
import { rig, json } from '../../helpers/cli.js';

// A deterministic stand-in for Claude Code's input: rule, `❯` + NBSP, rule, footer, and the
// caret drawn as a reverse-video cell, as the real client does.
const COMPOSER = `
const mode = process.argv[2];
const w = process.stdout.columns || 60, rule = '\\u2500'.repeat(w);
const input = mode === 'draft' ? 'hello draft\\x1b[7m \\x1b[0m' : '\\x1b[7mR\\x1b[0;2mesend your message to try again\\x1b[0m';
process.stdout.write('\\x1b[2J\\x1b[HReady\\r\\n' + rule + '\\r\\n\\u276f\\u00a0' + input + '\\r\\n' + rule + '\\r\\n  ? for shortcuts');
process.stdout.write('\\x1b[3;' + (mode === 'draft' ? 14 : 3) + 'H');
setInterval(() => {}, 1 << 30);
`;

// Without tmux the live-pane tests are counted as skipped (with the reason), never as passed.
const available = tmuxAvailable();
const liveTest = available ? test : test.skip;
if (!available) console.log('skip: tmux is not installed, so the live-pane tests cannot run');
const script = join(tempDir('openrig-composer-'), 'composer.cjs');
writeFileSync(script, COMPOSER);

function startPane(mode: 'empty' | 'draft') {
  const server = privateTmux();
  const paneId = server.newPane(`seat-${mode}`, { width: 60, height: 12 }, [process.execPath, script, mode]);
  return { server, paneId };
}

async function ready(server: ReturnType<typeof privateTmux>, paneId: string, text: string) {
  await waitFor(() => server.run('capture-pane', '-p', '-t', paneId).includes(text), 5000, `"${text}" on screen`);
}

test('parseProbe: five numbers, cursor inside the pane, else nothing', () => {
  assert.equal(parseProbe('2|7|120|40|0\n'), { x: 2, y: 7, width: 120, height: 40, inMode: false });
  assert.equal(parseProbe('120|39|120|40|1'), { x: 120, y: 39, width: 120, height: 40, inMode: true });
  for (const bad of ['', '2|7|120|40', '2|40|120|40|0', '121|0|120|40|0', 'a|1|2|3|0', '2|7|120|40|0|9']) {
    assert.is(parseProbe(bad), null, bad);
  }
});

test('combineSnapshot: a caret or size that moved during the capture gives no snapshot', () => {
  const p = { x: 2, y: 7, width: 120, height: 40, inMode: false };
  assert.equal(combineSnapshot(p, 'S', { ...p }), {
    styled: 'S',
    cursor: { x: 2, y: 7 },
    size: { width: 120, height: 40 },
    inMode: false,
  });
  assert.is(combineSnapshot(p, 'S', { ...p, x: 3 }), null);
  assert.is(combineSnapshot(p, 'S', { ...p, y: 8 }), null);
  assert.is(combineSnapshot(p, 'S', { ...p, width: 100 }), null);
  assert.is(combineSnapshot(p, 'S', { ...p, height: 30 }), null);
  assert.is(combineSnapshot(p, 'S', null), null);
  assert.is(combineSnapshot(null, 'S', p), null);
  assert.is(combineSnapshot(p, 'S', { ...p, inMode: true })!.inMode, true, 'a mode seen at either probe counts');
  assert.is(combineSnapshot({ ...p, inMode: true }, 'S', p)!.inMode, true);
});

liveTest("live pane: the faint placeholder under Claude's caret reads empty; a typed draft reads draft", async () => {
  const empty = startPane('empty');
  try {
    await ready(empty.server, empty.paneId, 'for shortcuts');
    const snap = await captureSnapshot({ socket: empty.server.socket }, empty.paneId);
    assert.ok(snap, 'a stable snapshot');
    assert.equal(snap!.cursor, { x: 2, y: 2 });
    assert.equal(snap!.size, { width: 60, height: 12 });
    assert.is(snap!.inMode, false);
    assert.ok(snap!.styled.includes('\x1b[7m'), 'styling kept');
    const r = readComposer(snap, { runtime: 'claude' });
    assert.is(r.state, 'empty');
    assert.is(r.reason, 'placeholder');
    assert.is(r.suggestion, 'Resend your message to try again');
  } finally {
    empty.server.kill();
  }
  const draft = startPane('draft');
  try {
    await ready(draft.server, draft.paneId, 'hello draft');
    const r = readComposer(await captureSnapshot({ socket: draft.server.socket }, draft.paneId), { runtime: 'claude' });
    assert.is(r.state, 'draft');
    assert.equal(r.rows, ['hello draft']);
    assert.ok(r.cursorAtEnd);
  } finally {
    draft.server.kill();
  }
});

liveTest('live pane: copy mode is seen and reads unknown', async () => {
  const { server, paneId } = startPane('empty');
  try {
    await ready(server, paneId, 'for shortcuts');
    server.run('copy-mode', '-t', paneId);
    const snap = await captureSnapshot({ socket: server.socket }, paneId);
    assert.ok(snap!.inMode);
    assert.is(readComposer(snap).reason, 'copy_mode');
    server.run('send-keys', '-t', paneId, '-X', 'cancel');
    const after = await captureSnapshot({ socket: server.socket }, paneId);
    assert.is(after!.inMode, false);
    assert.is(readComposer(after).state, 'empty');
  } finally {
    server.kill();
  }
});

liveTest(
  'live pane: a missing pane or server is a TmuxError the caller can name; a non-pane target is refused',
  async () => {
    const { server, paneId } = startPane('empty');
    try {
      await ready(server, paneId, 'for shortcuts');
      const err = await captureSnapshot({ socket: server.socket }, '%999').catch((e) => e);
      assert.instance(err, TmuxError);
      assert.is((err as TmuxError).failure, 'not-found');
    } finally {
      server.kill();
    }
    const gone = await captureSnapshot({ socket: server.socket }, paneId).catch((e) => e);
    assert.instance(gone, TmuxError);
    assert.is((gone as TmuxError).failure, 'no-server');
    await captureSnapshot({ socket: server.socket }, 'seat-empty:0').then(
      () => assert.unreachable('accepted a session target'),
      (e) => assert.match(String(e), /not a pane id/),
    );
  },
);

liveTest("rig composer read --seat: reads the seat's pane through its recorded socket", async () => {
  const home = tempHome();
  const { server, paneId } = startPane('draft');
  try {
    await ready(server, paneId, 'hello draft');
    await addSeat(home.home, { name: 'dev', rig: 'demo', tmux: { socket: server.socket, paneId } });
    const out = await rig(['composer', 'read', '--seat', 'dev@demo', '--json'], home.env);
    assert.is(out.code, 0, out.stderr);
    const j = json(out);
    assert.is(j.state, 'draft');
    assert.equal(j.rows, ['hello draft']);
    assert.is(j.runtime, 'claude');
    assert.equal(j.source, { kind: 'seat', seat: 'dev@demo', paneId });
    assert.equal(j.cursor, { x: 13, y: 2 });
    const human = await rig(['composer', 'read', '--seat', paneId], home.env);
    assert.is(human.code, 0, human.stderr);
    assert.match(human.stdout, /^state: draft$/m);
    assert.match(human.stdout, /^ {2}"hello draft"$/m);
    assert.match(human.stdout, /^seat: dev@demo \(pane %\d+\)$/m);
  } finally {
    server.kill();
  }
  const gone = await rig(['composer', 'read', '--seat', 'dev@demo'], home.env);
  assert.is(gone.code, 1);
  assert.match(gone.stderr, /^rig: no tmux server for seat dev@demo — /);
});

test('rig composer read --seat: refusals and the terminal runtime', async () => {
  const home = tempHome();
  const unknown = await rig(['composer', 'read', '--seat', 'nobody@demo'], home.env);
  assert.is(unknown.code, 1);
  assert.match(unknown.stderr, /^rig: no seat matches/);
  await addSeat(home.home, { name: 'dev', rig: 'demo', tmux: { socket: '/nonexistent/sock' } });
  const noPane = await rig(['composer', 'read', '--seat', 'dev@demo'], home.env);
  assert.is(noPane.code, 1);
  assert.match(noPane.stderr, /has no recorded pane/);
  await addSeat(home.home, {
    name: 'dev',
    rig: 'demo',
    runtime: 'terminal',
    tmux: { socket: '/nonexistent/sock', paneId: '%3' },
  });
  const terminal = await rig(['composer', 'read', '--seat', 'dev@demo', '--json'], home.env);
  assert.is(terminal.code, 0, terminal.stderr);
  assert.is(json(terminal).state, 'unknown');
  assert.is(json(terminal).reason, 'unsupported_runtime');
  const mixed = await rig(['composer', 'read', '--seat', 'dev@demo', '--cursor', '1,1'], home.env);
  assert.is(mixed.code, 2);
});

test.run();
