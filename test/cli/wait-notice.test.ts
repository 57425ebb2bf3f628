// "waiting for … (up to N s)" (lib/cli/wait-notice.ts): said once on stderr when a wait outlasts
// its moment, never for a quick one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { noticeWhileWaiting, startWaitNotice, waitingLine, NOTICE_AFTER_MS } from '../../lib/cli/wait-notice.js';
import type { Context } from '../../lib/cli/cli-context.js';
import { waitFor } from '../helpers/tmux.js';

test('waitingLine (table)', () => {
  const rows: [string, number | undefined, string][] = [
    ['the daemon to answer', 10_000, 'waiting for the daemon to answer (up to 10 s)'],
    ['w@t to be idle', 1500, 'waiting for w@t to be idle (up to 2 s)'],
    ['a@r to start', undefined, 'waiting for a@r to start'],
  ];
  for (const [what, ms, want] of rows) assert.is(waitingLine(what, ms), want);
  assert.is(NOTICE_AFTER_MS, 1000, 'about a second, as the CLI promises');
});

function ctx(): { ctx: Context; err: string[] } {
  const err: string[] = [];
  const c = { io: { out: () => {}, err: (t: string) => err.push(t) }, env: {} } as unknown as Context;
  return { ctx: c, err };
}

test('a quick wait says nothing, even after its moment would have passed', async () => {
  const { ctx: c, err } = ctx();
  const clock = startWaitNotice(c, { what: 'x', upToMs: 5000 }, 40);
  clock.done();
  // A timer of the same delay set after the notice's fires after it: the moment has passed.
  await new Promise((r) => setTimeout(r, 40));
  assert.equal(err, []);
  assert.is(await noticeWhileWaiting(c, { what: 'y' }, async () => 7), 7);
  assert.equal(err, []);
});

test('a long wait says it once, escaped, on stderr', async () => {
  const { ctx: c, err } = ctx();
  const clock = startWaitNotice(c, { what: 'w\u001b[2J@t to be idle', upToMs: 3000 }, 30);
  await waitFor(() => err.length > 0, 5000, 'the notice');
  clock.done();
  assert.equal(err, ['waiting for w\\x1b[2J@t to be idle (up to 3 s)\n']);
});

test.run();
