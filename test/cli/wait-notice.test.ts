// "waiting for … (up to N s)" (lib/cli/wait-notice.ts): said once on stderr when a wait outlasts
// its moment, never for a quick one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  noticeWhileWaiting,
  startWaitNotice,
  waitingLine,
  NOTICE_AFTER_MS,
  type NoticeTimers,
} from '../../lib/cli/wait-notice.js';
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

/** A clock the test drives: what was set, what was cleared, and a way to fire what is still set. */
function manualTimers() {
  const set: Array<{ fire: () => void; ms: number; cleared: boolean }> = [];
  const timers: NoticeTimers = {
    set(fire, ms) {
      set.push({ fire, ms, cleared: false });
      return set.length - 1;
    },
    clear(handle) {
      set[handle as number]!.cleared = true;
    },
  };
  const fireDue = () => {
    for (const t of set) if (!t.cleared) t.fire();
  };
  return { timers, set, fireDue };
}

test('a quick wait says nothing, even after its moment would have passed', async () => {
  const { ctx: c, err } = ctx();
  const m = manualTimers();
  const clock = startWaitNotice(c, { what: 'x', upToMs: 5000 }, 40, m.timers);
  clock.done();
  assert.equal(
    m.set.map((t) => [t.ms, t.cleared]),
    [[40, true]],
  );
  m.fireDue(); // the moment passes: nothing is left to fire
  assert.equal(err, []);
  assert.is(await noticeWhileWaiting(c, { what: 'y' }, async () => 7, m.timers), 7);
  assert.equal(
    m.set.map((t) => [t.ms, t.cleared]),
    [
      [40, true],
      [NOTICE_AFTER_MS, true],
    ],
  );
  m.fireDue();
  assert.equal(err, []);
});

test('control: a wait still running when its moment comes is said, once', async () => {
  const { ctx: c, err } = ctx();
  const m = manualTimers();
  let finish: (v: number) => void = () => undefined;
  const running = noticeWhileWaiting(
    c,
    { what: 'z', upToMs: 2000 },
    () => new Promise<number>((r) => (finish = r)),
    m.timers,
  );
  m.fireDue();
  assert.equal(err, ['waiting for z (up to 2 s)\n']);
  finish(3);
  assert.is(await running, 3);
  assert.equal(
    m.set.map((t) => t.cleared),
    [true],
  );
});

test('a long wait says it once, escaped, on stderr', async () => {
  const { ctx: c, err } = ctx();
  const clock = startWaitNotice(c, { what: 'w\u001b[2J@t to be idle', upToMs: 3000 }, 30);
  await waitFor(() => err.length > 0, 5000, 'the notice');
  clock.done();
  assert.equal(err, ['waiting for w\\x1b[2J@t to be idle (up to 3 s)\n']);
});

test.run();
