// The verbs rig watch runs (lib/cli/watch/child-verb.ts) and where Enter goes (jump.ts): the
// command lines, the one outcome line in the command's own words, switch-client or the attach line.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { outcomeLine, verbArgv } from '../../lib/cli/watch/child-verb.js';
import { currentTmuxSocket, jumpPlan, pickClient } from '../../lib/cli/watch/jump.js';

test('verbArgv: rig send, rig seat answer (choice or deny, with the reason), rig seat held-messages', () => {
  assert.equal(verbArgv({ kind: 'send', ref: 'a@r', text: 'hi there' }), ['send', 'a@r', 'hi there']);
  assert.equal(verbArgv({ kind: 'answer', ref: 'a@r', choice: 2, reason: 'ok' }), [
    'seat',
    'answer',
    'a@r',
    '--choice',
    '2',
    '--reason',
    'ok',
  ]);
  assert.equal(verbArgv({ kind: 'answer', ref: 'a@r', choice: 'deny', reason: 'no' }), [
    'seat',
    'answer',
    'a@r',
    '--deny',
    '--reason',
    'no',
  ]);
  assert.equal(verbArgv({ kind: 'held', ref: 'a@r' }), ['seat', 'held-messages', 'a@r']);
});

const exited = (code: number, stdout: string, stderr = '') =>
  ({ kind: 'exited', code, signal: null, stdout, stderr, cut: false }) as const;

test('outcomeLine: the command’s first line, or its rig: line when it failed', () => {
  const rows: Array<[string, Parameters<typeof outcomeLine>[0], string]> = [
    [
      'delivered',
      exited(0, 'delivered to a@r (typed and confirmed)\nOutbox: o-1 (complete)\n'),
      'delivered to a@r (typed and confirmed)',
    ],
    [
      'held: the closing rig: line',
      exited(
        4,
        'held for a@r\nOutbox: o-2 (held)\n',
        'rig: held, not typed (typing_guard_enabled) — see rig seat held-messages a@r\n',
      ),
      'rig: held, not typed (typing_guard_enabled) — see rig seat held-messages a@r',
    ],
    [
      'failed, only stderr',
      exited(3, '', 'rig: the OpenRig daemon is not running — start it with: rig daemon start\n'),
      'rig: the OpenRig daemon is not running — start it with: rig daemon start',
    ],
    ['failed, nothing said', exited(9, ''), 'rig: exited with code 9 — see rig --help'],
    ['ok, nothing said', exited(0, ''), 'done'],
    [
      'timeout',
      { kind: 'timeout', stdout: '', stderr: '' },
      'rig: no answer within 120 s — check the seat with rig seat status',
    ],
    [
      'not started',
      { kind: 'failed', message: 'ENOENT' },
      'rig: could not run rig (ENOENT) — check the install (rig version)',
    ],
  ];
  for (const [name, o, want] of rows) assert.is(outcomeLine(o), want, name);
});

test('jumpPlan: switch-client on the seat’s own server, else the attach command', () => {
  const seat = { socket: '/tmp/rig.sock', session: 'a@r', paneId: '%3' };
  assert.equal(jumpPlan(seat, '/tmp/rig.sock,123,0'), {
    kind: 'switch',
    args: ['-S', '/tmp/rig.sock', 'switch-client', '-t', '%3'],
  });
  assert.equal(jumpPlan(seat, '/tmp/other.sock,123,0'), {
    kind: 'print',
    command: 'tmux -S /tmp/rig.sock attach -t a@r',
  });
  assert.equal(jumpPlan(seat, undefined), { kind: 'print', command: 'tmux -S /tmp/rig.sock attach -t a@r' });
  const dflt = { socket: null, session: 'b r@x', paneId: null };
  assert.equal(jumpPlan(dflt, '/tmp/tmux-1000/default,1,0'), {
    kind: 'switch',
    args: ['switch-client', '-t', 'b r@x'],
  });
  assert.equal(jumpPlan(dflt, ''), { kind: 'print', command: "tmux attach -t 'b r@x'" });
  assert.is(currentTmuxSocket('relative,1,2'), null);
});

test('switch-client names the client showing our pane, never a control client', () => {
  const seat = { socket: '/tmp/rig.sock', session: 'a@r', paneId: '%3' };
  const listing = ['/dev/pts/9|1|%7', '/dev/pts/4|0|%2', '/dev/pts/5|0|%7', ''].join('\n');
  assert.is(pickClient(listing, '%7'), '/dev/pts/5');
  assert.is(pickClient(listing, '%8'), null);
  assert.is(pickClient('/dev/pts/9|1|%7', '%7'), null, 'only a control client shows it');
  assert.is(pickClient(listing, undefined), null);
  assert.equal(jumpPlan(seat, '/tmp/rig.sock,1,0', '/dev/pts/5'), {
    kind: 'switch',
    args: ['-S', '/tmp/rig.sock', 'switch-client', '-c', '/dev/pts/5', '-t', '%3'],
  });
});

test.run();
