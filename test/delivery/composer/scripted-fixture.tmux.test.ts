// The scripted composer as the readers see it: every screen the delivery tests rely on is read
// the way the real clients' captures are (empty with a dim placeholder or ghost, a draft, a
// collapsed paste label, a numbered menu, a working row, copy mode). If the fixture and the
// readers ever disagree, this file says where.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, type Harness, type TestSeat } from '../send-harness.js';
import { waitFor } from '../../helpers/tmux.js';
import { captureScreens, composerOps } from '../../../lib/delivery/composer/ops.js';
import { classifyActivity } from '../../../lib/delivery/activity.js';
import { readComposer } from '../../../lib/delivery/composer/read.js';

let h: Harness;
test.before(async () => {
  h = await harness();
});
test.after(async () => {
  await h.close();
});

async function look(seat: TestSeat) {
  const s = await captureScreens({ socket: h.tmux.socket }, seat.paneId, { history: 20 });
  const reading = readComposer(s.snapshot, { runtime: seat.record.runtime === 'codex' ? 'codex' : 'claude' });
  const activity = classifyActivity(s.plain ?? '', seat.record.runtime, { composer: reading });
  return { reading, activity, snapshot: s.snapshot };
}

const settle = () => new Promise((r) => setTimeout(r, 150));

for (const runtime of ['claude', 'codex'] as const) {
  test(`${runtime}: the fixture's screens read as the real client's would`, async () => {
    const seat = await h.addSeat({ runtime });
    let v = await look(seat);
    assert.is(v.reading.state, 'empty', `placeholder: ${v.reading.reason}`);
    assert.ok(v.reading.suggestion, 'the dim placeholder is a discounted hint');
    assert.is(v.activity.state, 'idle', v.activity.reason);
    assert.is(v.snapshot?.cursor.x, 2);

    seat.type('a draft');
    await waitFor(() => seat.state().input === 'a draft', 3000, 'draft');
    await settle();
    v = await look(seat);
    assert.is(v.reading.state, 'draft');
    assert.equal(v.reading.rows, ['a draft']);
    assert.is(v.reading.cursorAtEnd, true);
    assert.ok(composerOps.owns(v.reading, 'a draft', {}), 'ownership of exactly this text');
    assert.not.ok(composerOps.owns(v.reading, 'a draf', {}));

    seat.keys('C-u');
    seat.keys('C-t');
    await waitFor(() => seat.state().ghost && seat.state().input === '', 3000, 'ghost');
    await settle();
    v = await look(seat);
    assert.is(v.reading.state, 'empty', `ghost: ${v.reading.reason}`);
    assert.is(v.activity.state, 'idle', v.activity.reason);
    seat.keys('C-t');

    seat.keys('C-b');
    await waitFor(() => seat.state().busy, 3000, 'busy');
    await settle();
    v = await look(seat);
    assert.is(v.activity.state, 'busy', v.activity.reason);
    seat.keys('C-b');

    seat.keys('C-o');
    await waitFor(() => seat.state().menu, 3000, 'menu');
    await settle();
    v = await look(seat);
    assert.is(v.activity.state, 'needs_input', v.activity.reason);
    assert.is(v.reading.state, 'unknown');
    seat.keys('Escape');

    await waitFor(() => !seat.state().menu, 3000, 'menu closed');
    h.tmux.run('copy-mode', '-t', seat.paneId);
    v = await look(seat);
    assert.is(v.reading.state, 'unknown');
    assert.is(v.reading.reason, 'copy_mode');
    h.tmux.run('send-keys', '-t', seat.paneId, '-X', 'cancel');
  });
}

test('paste labels: Claude counts newlines, Codex counts characters', async () => {
  const long = Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n');
  for (const runtime of ['claude', 'codex'] as const) {
    const seat = await h.addSeat({ runtime, composerArgs: runtime === 'codex' ? ['--collapse-chars', '100'] : [] });
    h.tmux.run('set-buffer', '-b', `lbl-${runtime}`, long);
    h.tmux.run('paste-buffer', '-p', '-r', '-d', '-b', `lbl-${runtime}`, '-t', seat.paneId);
    await waitFor(() => seat.state().input === long, 3000, 'pasted');
    await settle();
    const v = await look(seat);
    assert.is(v.reading.state, 'draft');
    assert.is(v.reading.collapsedPaste, true, JSON.stringify(v.reading.rows));
    assert.equal(v.reading.pasteLabels, [
      runtime === 'claude' ? '[Pasted text #1 +39 lines]' : `[Pasted Content ${long.length} chars]`,
    ]);
    assert.ok(composerOps.owns(v.reading, long, { labelsSeenAfterPaste: v.reading.pasteLabels }));
  }
});

test.run();
