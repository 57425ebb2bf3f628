// The notification's JSON, environment and text (lib/notify/event.ts): names the seat, what it
// waits for, since when and the command that jumps there; controls from records never pass.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ago, eventEnv, eventOf, plain } from '../../lib/notify/event.js';

const NOW = Date.parse('2026-12-05T12:00:30.000Z');
const seat = {
  name: 'agent',
  rig: 'demo',
  tmux: { socket: '/tmp/x y/tmux.sock', session: 'agent@demo', paneId: '%3' },
};

test('the event names the seat, the kind, what, since and the jump commands', () => {
  const e = eventOf({ seat: 'agent@demo', kind: 'permission', what: 'Bash', since: NOW - 30_000 }, seat, {
    host: 'box',
    now: NOW,
  });
  assert.equal(e, {
    schema: 'openrig-notification',
    version: 1,
    test: false,
    seat: 'agent@demo',
    rig: 'demo',
    host: 'box',
    kind: 'permission',
    what: 'Bash',
    since: '2026-12-05T12:00:00.000Z',
    at: '2026-12-05T12:00:30.000Z',
    jump: "tmux -S '/tmp/x y/tmux.sock' attach -t '=agent@demo'",
    switchClient: "tmux -S '/tmp/x y/tmux.sock' switch-client -t '=agent@demo'",
    text: "agent@demo waits at a permission stop: Bash (since 12:00:00 UTC, 30s ago) on box — jump: tmux -S '/tmp/x y/tmux.sock' attach -t '=agent@demo'",
  });
});

test('the text per kind; the default server has no -S; an unknown since says so', () => {
  const plain = { name: 'a', rig: 'r', tmux: { socket: null, session: 'a@r' } };
  const cases: Array<[string, string, number, RegExp]> = [
    ['needs_input', 'idle_prompt', NOW - 5000, /^a@r waits for input: idle_prompt \(since 12:00:25 UTC, 5s ago\)/],
    [
      'held',
      '1 held message from lead@r',
      NOW - 125_000,
      /^a@r holds messages for a person: 1 held message from lead@r \(since 11:58:25 UTC, 2m5s ago\)/,
    ],
    ['indeterminate', 'delivery ob-1 from lead@r', NOW, /^a@r: a delivery ended indeterminate: delivery ob-1/],
    [
      'idle_with_rows',
      '2 pending rows',
      NOW - 3_600_000,
      /^a@r is idle with work waiting: 2 pending rows \(since 11:00:30 UTC, 1h0m ago\)/,
    ],
    ['compaction_failed', 'no_postcompact', NOW, /^a@r: managed compaction failed: no_postcompact/],
    ['needs_input', 'x', Number.NaN, /^a@r waits for input: x \(since unknown\)/],
  ];
  for (const [kind, what, since, want] of cases) {
    const e = eventOf({ seat: 'a@r', kind: kind as never, what, since }, plain, { host: 'h', now: NOW });
    assert.match(e.text, want, kind);
    assert.is(e.jump, "tmux attach -t '=a@r'");
  }
});

test('controls in what (from records and panes) are replaced before anything leaves', () => {
  const e = eventOf({ seat: 'a@r', kind: 'needs_input', what: 'x\u001b]0;pwned\u0007y', since: NOW }, seat, {
    host: 'h\n',
    now: NOW,
  });
  assert.not.match(e.what, /[\u0000-\u001f]/);
  assert.not.match(e.text, /[\u0000-\u001f]/);
  assert.not.match(e.host, /[\u0000-\u001f]/);
});

test('eventEnv: each field as OPENRIG_NOTIFY_*, and the whole event as JSON', () => {
  const e = eventOf({ seat: 'agent@demo', kind: 'permission', what: 'Bash', since: NOW }, seat, {
    host: 'box',
    now: NOW,
    test: true,
  });
  const env = eventEnv(e);
  assert.is(env.OPENRIG_NOTIFY_SEAT, 'agent@demo');
  assert.is(env.OPENRIG_NOTIFY_RIG, 'demo');
  assert.is(env.OPENRIG_NOTIFY_HOST, 'box');
  assert.is(env.OPENRIG_NOTIFY_KIND, 'permission');
  assert.is(env.OPENRIG_NOTIFY_WHAT, 'Bash');
  assert.is(env.OPENRIG_NOTIFY_SINCE, '2026-12-05T12:00:30.000Z');
  assert.is(env.OPENRIG_NOTIFY_JUMP, e.jump);
  assert.is(env.OPENRIG_NOTIFY_TEXT, e.text);
  assert.is(env.OPENRIG_NOTIFY_TEST, '1');
  assert.equal(JSON.parse(env.OPENRIG_NOTIFY_EVENT!), e);
});

test('ago: seconds, minutes, hours; a future time is 0s', () => {
  const cases: Array<[number, string]> = [
    [-5000, '0s'],
    [0, '0s'],
    [999, '0s'],
    [1000, '1s'],
    [59_999, '59s'],
    [60_000, '1m0s'],
    [61_000, '1m1s'],
    [3_599_999, '59m59s'],
    [3_600_000, '1h0m'],
    [3_660_000, '1h1m'],
    [7_199_999, '1h59m'],
    [90_000_000, '25h0m'],
  ];
  for (const [ms, want] of cases) assert.is(ago(ms), want, String(ms));
});

test('plain: controls become one space, trimmed; longer than max is cut to max with an ellipsis', () => {
  const cases: Array<[string, number | undefined, string]> = [
    ['a\u0000\u001fb', undefined, 'a b'],
    ['  x\n', undefined, 'x'],
    ['a'.repeat(200), undefined, 'a'.repeat(200)],
    ['a'.repeat(201), undefined, `${'a'.repeat(199)}…`],
    ['abcde', 5, 'abcde'],
    ['abcdef', 5, 'abcd…'],
  ];
  for (const [input, max, want] of cases) assert.is(plain(input, max), want, JSON.stringify(input));
  const e = eventOf({ seat: 'a@r', kind: 'held', what: 'w', since: NOW }, seat, { host: 'h'.repeat(101), now: NOW });
  assert.is(e.host, `${'h'.repeat(99)}…`);
  const e2 = eventOf({ seat: 'a@r', kind: 'held', what: 'w', since: NOW }, seat, { host: 'h'.repeat(100), now: NOW });
  assert.is(e2.host, 'h'.repeat(100));
});

test.run();
