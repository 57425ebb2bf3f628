// Which tmux sessions rig ps lists as `unrecorded` (or `unreadable`): seat-named sessions no record
// accounts for on their own server. Pure table tests.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { seatOfSession, unrecordedSessions } from '../../lib/rig/unrecorded.js';
import type { PaneInfo, ServerPanes } from '../../lib/rig/liveness.js';

const SESSIONS: [string, { name: string; rig: string } | undefined][] = [
  ['b@r', { name: 'b', rig: 'r' }],
  ['dev-1@my.rig', { name: 'dev-1', rig: 'my.rig' }],
  ['scratch', undefined],
  ['@r', undefined],
  ['b@', undefined],
  ['a@b@c', undefined],
  ['..@r', undefined],
  ['-x@r', undefined],
];

test('seatOfSession: only <seat>@<rig> with valid names', () => {
  for (const [session, want] of SESSIONS) assert.equal(seatOfSession(session), want, session);
});

const pane = (session: string, paneId: string, over: Partial<PaneInfo> = {}): PaneInfo => ({
  session,
  paneId,
  dead: false,
  currentCommand: 'sleep',
  ...over,
});
const up = (...panes: PaneInfo[]): ServerPanes => ({ ok: true, panes });
const rec = (socket: string | null, session: string) => ({ tmux: { socket, session } });

type Case = [
  string,
  Parameters<typeof unrecordedSessions>,
  [ref: string, status: string, socket: string | null, paneId: string, state: string][],
];

const CASES: Case[] = [
  ['nothing running', [[], []], []],
  ['a recorded session is not listed', [[{ socket: '/s', panes: up(pane('a@r', '%1')) }], [rec('/s', 'a@r')]], []],
  [
    'a seat-named session with no record is',
    [[{ socket: '/s', panes: up(pane('a@r', '%1'), pane('b@r', '%2')) }], [rec('/s', 'a@r')]],
    [['b@r', 'unrecorded', '/s', '%2', 'alive']],
  ],
  [
    'a record names the session on another server: still unrecorded here',
    [[{ socket: '/s', panes: up(pane('b@r', '%2')) }], [rec('/other', 'b@r')]],
    [['b@r', 'unrecorded', '/s', '%2', 'alive']],
  ],
  [
    'the default server (null) is a server like any other',
    [[{ socket: null, panes: up(pane('b@r', '%2')) }], [rec(null, 'b@r')]],
    [],
  ],
  ['not seat-named: left alone', [[{ socket: '/s', panes: up(pane('scratch', '%3'), pane('x@', '%4')) }], []], []],
  [
    'one row per session (its first pane); a dead pane reads dead',
    [[{ socket: '/s', panes: up(pane('b@r', '%2', { dead: true, deadStatus: 3 }), pane('b@r', '%5')) }], []],
    [['b@r', 'unrecorded', '/s', '%2', 'dead']],
  ],
  [
    'the rig filter',
    [[{ socket: '/s', panes: up(pane('b@r', '%2'), pane('c@q', '%3')) }], [], 'q'],
    [['c@q', 'unrecorded', '/s', '%3', 'alive']],
  ],
  [
    'a server that could not be asked contributes nothing',
    [[{ socket: '/s', panes: { ok: false, noServer: true, error: 'no server' } }], []],
    [],
  ],
  [
    'sorted by rig, then name',
    [
      [
        {
          socket: '/s',
          panes: up(
            pane('z@a', '%1'),
            pane('b@r', '%2'),
            pane('a@r', '%3'),
            pane('c@b', '%4'),
            pane('a@z', '%5'),
            pane('m@r', '%6'),
            pane('b@b', '%7'),
          ),
        },
      ],
      [],
    ],
    [
      ['z@a', 'unrecorded', '/s', '%1', 'alive'],
      ['b@b', 'unrecorded', '/s', '%7', 'alive'],
      ['c@b', 'unrecorded', '/s', '%4', 'alive'],
      ['a@r', 'unrecorded', '/s', '%3', 'alive'],
      ['b@r', 'unrecorded', '/s', '%2', 'alive'],
      ['m@r', 'unrecorded', '/s', '%6', 'alive'],
      ['a@z', 'unrecorded', '/s', '%5', 'alive'],
    ],
  ],
  [
    'a seat whose record cannot be read is unreadable, not unrecorded',
    [[{ socket: '/s', panes: up(pane('b@r', '%2'), pane('c@r', '%3')) }], [], undefined, [{ rig: 'r', seat: 'b' }]],
    [
      ['b@r', 'unreadable', '/s', '%2', 'alive'],
      ['c@r', 'unrecorded', '/s', '%3', 'alive'],
    ],
  ],
  [
    "a rig whose folder cannot be read: all its seats' sessions are unreadable",
    [[{ socket: '/s', panes: up(pane('b@r', '%2'), pane('c@q', '%3')) }], [], undefined, [{ rig: 'r' }]],
    [
      ['c@q', 'unrecorded', '/s', '%3', 'alive'],
      ['b@r', 'unreadable', '/s', '%2', 'alive'],
    ],
  ],
];

test('unrecordedSessions: the sessions rig ps lists without a record', () => {
  for (const [name, args, want] of CASES) {
    const got = unrecordedSessions(...args).map((u) => [u.ref, u.status, u.socket, u.pane.id, u.pane.state]);
    assert.equal(got, want, name);
  }
});

test('unrecordedSessions: the occupant tag and exit status are carried', () => {
  const [u] = unrecordedSessions(
    [{ socket: '/s', panes: up(pane('b@r', '%2', { occupant: 'o-1', dead: true, deadStatus: 2, pid: 42 })) }],
    [],
  );
  assert.equal(u, {
    ref: 'b@r',
    name: 'b',
    rig: 'r',
    status: 'unrecorded',
    session: 'b@r',
    socket: '/s',
    pane: { id: '%2', state: 'dead', currentCommand: 'sleep', pid: 42, deadStatus: 2 },
    occupant: 'o-1',
  });
});

test.run();
