// Multi-line messages land whole: 100 sends through the real flow into the scripted composer are
// each submitted exactly once, never split into several submissions and never left as a newline.
// Negative controls show the composer would catch the classic mistakes: text typed with
// send-keys -l followed at once by Enter stays unsubmitted (the early-Enter rule), and a paste
// without bracketed-paste and raw newlines is submitted line by line.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness, enveloped, sleep, type Harness } from '../send-harness.js';
import { waitFor } from '../../helpers/tmux.js';
import { tempDir } from '../../helpers/home.js';

const SENDS = Number(process.env.DELIVERY_SENDS) || 100;

let h: Harness;
test.before(async () => {
  h = await harness();
});
test.after(async () => {
  await h.close();
});

function message(i: number): string {
  const lines = [
    `message ${i}: please look at these`,
    `  - item ${i}.1 with  two spaces`,
    `  - item ${i}.2 ends with spaces  `,
    '',
    `last line of ${i}`,
  ];
  return lines.slice(0, 2 + (i % 4)).join('\n') + (i % 5 === 0 ? '\n\n' : '');
}

test(`${SENDS} multi-line sends → each submitted exactly once, none split`, async () => {
  const claude = await h.addSeat({ runtime: 'claude' });
  const codex = await h.addSeat({ runtime: 'codex' });
  const expected: Record<string, string[]> = { [claude.ref]: [], [codex.ref]: [] };
  const latencies: number[] = [];
  for (let i = 0; i < SENDS; i++) {
    const seat = i % 2 === 0 ? claude : codex;
    const started = Date.now();
    const r = await h.send(seat, message(i));
    latencies.push(Date.now() - started);
    assert.is(r.outcome, 'delivered', `send ${i}: ${JSON.stringify(r)}`);
    // The trailing newlines are not part of what is typed: Enter is its own step.
    expected[seat.ref]!.push(enveloped(seat, message(i).replace(/\n+$/, '')));
  }
  await sleep(300);
  for (const seat of [claude, codex]) {
    const s = seat.state();
    assert.is(s.submissions.length, expected[seat.ref]!.length, `${seat.ref}: one submission per send`);
    assert.equal(s.submissions, expected[seat.ref], `${seat.ref}: every message whole and in order`);
    assert.is(s.input, '', `${seat.ref}: nothing left in the composer`);
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `figure: ${SENDS} sends, p50 ${latencies[Math.floor(latencies.length / 2)]} ms, p95 ${latencies[Math.floor(latencies.length * 0.95)]} ms (in-process deliver)`,
  );
});

test('negative control: send-keys -l then an immediate Enter does not submit (the early-Enter rule)', async () => {
  for (const runtime of ['claude', 'codex'] as const) {
    // A burst window far longer than any scheduling delay: on a loaded machine the Enter of a
    // second tmux process can arrive seconds after the text, and the rule under test is what the
    // composer does with an Enter inside the window, not how fast this machine is.
    const seat = await h.addSeat({ runtime, composerArgs: ['--burst-window', '60000'] });
    h.tmux.run(
      'send-keys',
      '-t',
      seat.paneId,
      '-l',
      'first line\nsecond line',
      ';',
      'send-keys',
      '-t',
      seat.paneId,
      'Enter',
    );
    // A marker typed after the Enter: once it is in the composer, the Enter has been handled.
    h.tmux.run('send-keys', '-t', seat.paneId, '-l', '#');
    await waitFor(() => seat.state().input.endsWith('#') || undefined, 10_000, 'the marker after the Enter');
    const s = seat.state();
    assert.equal(s.submissions, [], `${runtime}: an Enter right after typed text is a newline`);
    assert.is(s.input, 'first line\nsecond line\n#');
  }
});

test('negative control: a paste without -p/-r is submitted line by line (split)', async () => {
  // Short unbracketed input is not a burst for Claude Code: each CR is an Enter keypress.
  const seat = await h.addSeat({ runtime: 'claude', composerArgs: ['--burst-min', '100000'] });
  const file = join(tempDir(), 'buf.txt');
  writeFileSync(file, 'line one\nline two\nline three');
  h.tmux.run('load-buffer', '-b', 'negctl', file);
  h.tmux.run('paste-buffer', '-d', '-b', 'negctl', '-t', seat.paneId);
  await waitFor(() => seat.state().submissions.length >= 2 || undefined, 3000, 'split submissions');
  assert.ok(seat.state().submissions.length >= 2, `split into ${seat.state().submissions.length} submissions`);
});

test('long pastes collapse to labels and are still owned and submitted once', async () => {
  const claude = await h.addSeat({ runtime: 'claude' });
  const codex = await h.addSeat({ runtime: 'codex' });
  const long = Array.from({ length: 40 }, (_, i) => `row ${i} of a long report with some words`).join('\n');
  for (const seat of [claude, codex]) {
    const r = await h.send(seat, long);
    assert.is(r.outcome, 'delivered', JSON.stringify(r));
    await sleep(200);
    assert.equal(seat.state().submissions, [enveloped(seat, long)]);
  }
});

test.run();
