// The scripted agent's screens (lib/demo/composer.ts, in a private tmux pane) read exactly as the
// real clients' captures in test/fixtures/captures read: the same composer reader and the same
// screen activity classifier, the same verdicts. The demo, and every real-tmux test built on the
// scripted composer, shows real behaviour only while this holds. Text with a space on the wrap
// edge reads back exactly: the clients wrap at words (the space at the break is consumed, as in
// cx-j3 and cc-k1-busy), never with a space at the head of the next row.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, type Harness, type TestSeat } from '../delivery/send-harness.js';
import { lookUntil, tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { captureScreens, composerOps } from '../../lib/delivery/composer/ops.js';
import { readComposer } from '../../lib/delivery/composer/read.js';
import { realState, settledVerdict, type Look, type Verdict } from './screen-verdict.js';

const settleOn = (h: Harness, seat: TestSeat, runtime: Look, want: Verdict) =>
  settledVerdict(h.tmux.socket, seat.paneId, runtime, want);
/** The scripted agent's own look: Claude's empty composer shows no placeholder (lib/demo/agent.ts). */
const AGENT_LOOK: Record<Look, string[]> = { claude: ['--no-placeholder'], codex: [] };

if (!tmuxAvailable()) {
  test.skip('scripted screens (tmux is not installed)', () => {});
} else {
  let h: Harness;
  test.before(async () => {
    h = await harness();
  });
  test.after(async () => {
    await h.close();
  });

  for (const runtime of ['codex', 'claude'] as const) {
    test(`${runtime}: the approval menu reads as the real client's (a menu to answer, not a draft)`, async () => {
      const want = realState(runtime, 'approval-menu');
      assert.is(want.override, 'menu', 'the real menu is one the override answers');
      const seat = await h.addSeat({ runtime, composerArgs: AGENT_LOOK[runtime] });
      seat.keys('C-o');
      await waitFor(() => seat.state().menu, 5000, 'menu');
      assert.equal(await settleOn(h, seat, runtime, want), want);
      seat.keys('Escape');
      await waitFor(() => !seat.state().menu, 5000, 'menu closed');
    });

    test(`${runtime}: empty, typed draft, multi-line draft and busy read as the real client's`, async () => {
      const seat = await h.addSeat({ runtime, composerArgs: AGENT_LOOK[runtime] });
      assert.equal(await settleOn(h, seat, runtime, realState(runtime, 'empty')), realState(runtime, 'empty'));
      seat.type('hello draft');
      await waitFor(() => seat.state().input === 'hello draft', 5000, 'draft');
      const typed = realState(runtime, 'typed-draft');
      assert.equal(await settleOn(h, seat, runtime, typed), typed);
      seat.keys('C-u');
      h.tmux.run('set-buffer', '-b', `ml-${runtime}`, 'short1\nshort2\nshort3');
      h.tmux.run('paste-buffer', '-p', '-r', '-d', '-b', `ml-${runtime}`, '-t', seat.paneId);
      await waitFor(() => seat.state().input === 'short1\nshort2\nshort3', 5000, 'multi-line draft');
      const multi = realState(runtime, 'multiline-draft');
      assert.equal(await settleOn(h, seat, runtime, multi), multi);
      seat.keys('C-u');
      seat.keys('C-b');
      await waitFor(() => seat.state().busy && seat.state().input === '', 5000, 'busy');
      const busy = realState(runtime, 'busy');
      assert.equal(await settleOn(h, seat, runtime, busy), busy);
      seat.keys('C-b');
    });

    test(`${runtime}: text with a space on the wrap edge reads back exactly (80 columns)`, async () => {
      // Input width 78 (80 minus the two-cell prompt): the space falls just past a full row, on
      // its last cell, and ordinary words wrap several times.
      const texts = [
        `${'a'.repeat(78)} bcd`,
        `${'a'.repeat(77)} bcd efg`,
        `${'x'.repeat(76)} ${'y'.repeat(78)} z`,
        'the quick brown fox jumps over the lazy dog '.repeat(4).trim(),
      ];
      for (const [i, text] of texts.entries()) {
        const seat = await h.addSeat({ runtime, width: 80, height: 24, composerArgs: AGENT_LOOK[runtime] });
        h.tmux.run('set-buffer', '-b', `wrap-${runtime}-${i}`, text);
        h.tmux.run('paste-buffer', '-p', '-r', '-d', '-b', `wrap-${runtime}-${i}`, '-t', seat.paneId);
        await waitFor(() => seat.state().input === text, 5000, 'pasted');
        const { value: reading } = await lookUntil(
          async () =>
            readComposer((await captureScreens({ socket: h.tmux.socket }, seat.paneId)).snapshot, { runtime }),
          (r) => composerOps.owns(r, text, {}),
        );
        const rows = reading.rows;
        assert.ok(
          composerOps.owns(reading, text, {}),
          `${runtime}: ${JSON.stringify(text)} read back as ${JSON.stringify(rows)}`,
        );
        assert.ok(rows.length > 1, 'the text wrapped');
        for (const r of rows.slice(1))
          assert.not.ok(r.startsWith(' '), `no row starts with a space: ${JSON.stringify(r)}`);
        assert.ok(
          rows.every((r) => r.length <= 78),
          'no row is wider than the input',
        );
      }
    });
  }
}

test.run();
