// The notifier's episode rule (lib/notify/episodes.ts): one notification per episode and channel,
// opened only on recorded evidence, ended when the need leaves, a hold-down per seat × channel,
// quiet while the seat's pane is focused. A table of ticks, each fed the state the last one left.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decideEpisodes, emptyNotifierState, type NotifierState } from '../../lib/notify/episodes.js';
import type { Need } from '../../lib/notify/need.js';

const HOLD = 60_000;
const need = (o: Partial<Need> = {}): Need => ({
  key: 'a@r#waiting',
  seat: 'a@r',
  kind: 'permission',
  what: 'Bash',
  since: 1000,
  recorded: true,
  ...o,
});

interface Tick {
  at: number;
  needs: Need[];
  channels?: string[];
  focused?: string[];
  /** [episode key, channel] fired this tick. */
  fire: [string, string][];
  open: string[];
}

const cases: Array<[string, Tick[]]> = [
  [
    'a recorded need opens an episode and fires once per channel',
    [
      {
        at: 2000,
        needs: [need()],
        fire: [
          ['a@r#waiting', 'c1'],
          ['a@r#waiting', 'c2'],
        ],
        open: ['a@r#waiting'],
      },
    ],
  ],
  ['a screen guess alone opens nothing', [{ at: 2000, needs: [need({ recorded: false })], fire: [], open: [] }]],
  [
    'the same need next tick (a repeated Notification hook) fires nothing more',
    [
      {
        at: 2000,
        needs: [need()],
        fire: [
          ['a@r#waiting', 'c1'],
          ['a@r#waiting', 'c2'],
        ],
        open: ['a@r#waiting'],
      },
      { at: 8000, needs: [need({ what: 'Bash' })], fire: [], open: ['a@r#waiting'] },
    ],
  ],
  [
    'an open episode goes on on the screen’s word (the hook aged past 15 s) and ends when the need leaves',
    [
      {
        at: 2000,
        needs: [need()],
        fire: [
          ['a@r#waiting', 'c1'],
          ['a@r#waiting', 'c2'],
        ],
        open: ['a@r#waiting'],
      },
      { at: 30_000, needs: [need({ recorded: false })], fire: [], open: ['a@r#waiting'] },
      { at: 31_000, needs: [], fire: [], open: [] },
    ],
  ],
  [
    'a new episode after the hold-down fires again',
    [
      {
        at: 2000,
        needs: [need()],
        fire: [
          ['a@r#waiting', 'c1'],
          ['a@r#waiting', 'c2'],
        ],
        open: ['a@r#waiting'],
      },
      { at: 3000, needs: [], fire: [], open: [] },
      {
        at: 2000 + HOLD,
        needs: [need({ since: 2000 + HOLD })],
        fire: [
          ['a@r#waiting', 'c1'],
          ['a@r#waiting', 'c2'],
        ],
        open: ['a@r#waiting'],
      },
    ],
  ],
  [
    'a new episode inside the hold-down waits, and fires once the hold-down ends if it still stands',
    [
      {
        at: 2000,
        needs: [need()],
        fire: [
          ['a@r#waiting', 'c1'],
          ['a@r#waiting', 'c2'],
        ],
        open: ['a@r#waiting'],
      },
      { at: 3000, needs: [], fire: [], open: [] },
      { at: 4000, needs: [need({ since: 4000 })], fire: [], open: ['a@r#waiting'] },
      { at: 2000 + HOLD - 1, needs: [need({ since: 4000 })], fire: [], open: ['a@r#waiting'] },
      {
        at: 2000 + HOLD,
        needs: [need({ since: 4000 })],
        fire: [
          ['a@r#waiting', 'c1'],
          ['a@r#waiting', 'c2'],
        ],
        open: ['a@r#waiting'],
      },
    ],
  ],
  [
    'a flapping seat inside the hold-down is quiet when it leaves before the hold-down ends',
    [
      {
        at: 2000,
        needs: [need()],
        fire: [
          ['a@r#waiting', 'c1'],
          ['a@r#waiting', 'c2'],
        ],
        open: ['a@r#waiting'],
      },
      { at: 3000, needs: [], fire: [], open: [] },
      { at: 4000, needs: [need({ since: 4000 })], fire: [], open: ['a@r#waiting'] },
      { at: 5000, needs: [], fire: [], open: [] },
    ],
  ],
  [
    'the hold-down is per seat and channel: another seat fires at once',
    [
      {
        at: 2000,
        needs: [need()],
        fire: [
          ['a@r#waiting', 'c1'],
          ['a@r#waiting', 'c2'],
        ],
        open: ['a@r#waiting'],
      },
      {
        at: 3000,
        needs: [need(), need({ key: 'b@r#waiting', seat: 'b@r' })],
        fire: [
          ['b@r#waiting', 'c1'],
          ['b@r#waiting', 'c2'],
        ],
        open: ['a@r#waiting', 'b@r#waiting'],
      },
    ],
  ],
  [
    'quiet while the pane is focused; notified once focus leaves while it still waits',
    [
      { at: 2000, needs: [need()], focused: ['a@r'], fire: [], open: ['a@r#waiting'] },
      { at: 3000, needs: [need()], focused: ['a@r'], fire: [], open: ['a@r#waiting'] },
      {
        at: 4000,
        needs: [need()],
        fire: [
          ['a@r#waiting', 'c1'],
          ['a@r#waiting', 'c2'],
        ],
        open: ['a@r#waiting'],
      },
    ],
  ],
  [
    'focused for its whole life: never notified',
    [
      { at: 2000, needs: [need()], focused: ['a@r'], fire: [], open: ['a@r#waiting'] },
      { at: 3000, needs: [], fire: [], open: [] },
    ],
  ],
  [
    'focus on another seat does not quiet this one',
    [
      {
        at: 2000,
        needs: [need()],
        focused: ['b@r'],
        fire: [
          ['a@r#waiting', 'c1'],
          ['a@r#waiting', 'c2'],
        ],
        open: ['a@r#waiting'],
      },
    ],
  ],
  [
    'a channel added during an episode gets it once; a removed channel is forgotten',
    [
      { at: 2000, needs: [need()], channels: ['c1'], fire: [['a@r#waiting', 'c1']], open: ['a@r#waiting'] },
      { at: 3000, needs: [need()], channels: ['c1', 'c2'], fire: [['a@r#waiting', 'c2']], open: ['a@r#waiting'] },
      { at: 4000, needs: [need()], channels: ['c2'], fire: [], open: ['a@r#waiting'] },
    ],
  ],
  [
    'no channels: episodes are still tracked, nothing fires',
    [
      { at: 2000, needs: [need()], channels: [], fire: [], open: ['a@r#waiting'] },
      { at: 3000, needs: [need()], channels: ['c1'], fire: [['a@r#waiting', 'c1']], open: ['a@r#waiting'] },
    ],
  ],
  [
    'each kind is its own episode',
    [
      {
        at: 2000,
        needs: [need(), need({ key: 'a@r#held', kind: 'held', what: '1 held' })],
        channels: ['c1'],
        fire: [['a@r#waiting', 'c1']],
        open: ['a@r#held', 'a@r#waiting'],
      },
      {
        at: 2000 + HOLD,
        needs: [need(), need({ key: 'a@r#held', kind: 'held', what: '1 held' })],
        channels: ['c1'],
        fire: [['a@r#held', 'c1']],
        open: ['a@r#held', 'a@r#waiting'],
      },
    ],
  ],
];

for (const [name, ticks] of cases) {
  test(name, () => {
    let state: NotifierState = emptyNotifierState();
    ticks.forEach((t, i) => {
      const d = decideEpisodes({
        state,
        needs: t.needs,
        channels: t.channels ?? ['c1', 'c2'],
        focused: new Set(t.focused ?? []),
        now: t.at,
        holdDownMs: HOLD,
      });
      assert.equal(
        d.fire.map((f) => [f.key, f.channel]),
        t.fire,
        `tick ${i}: fired`,
      );
      assert.equal(Object.keys(d.state.episodes).sort(), t.open, `tick ${i}: open episodes`);
      state = d.state;
    });
  });
}

test('the episode keeps its first since and the newest what; a fire carries both', () => {
  let d = decideEpisodes({
    state: emptyNotifierState(),
    needs: [need({ since: 500, what: 'Bash' })],
    channels: [],
    focused: new Set(),
    now: 2000,
    holdDownMs: HOLD,
  });
  d = decideEpisodes({
    state: d.state,
    needs: [need({ since: 1500, what: 'Edit' })],
    channels: ['c1'],
    focused: new Set(),
    now: 3000,
    holdDownMs: HOLD,
  });
  assert.is(d.fire.length, 1);
  assert.is(d.fire[0]!.episode.since, 500);
  assert.is(d.fire[0]!.episode.what, 'Edit');
  assert.is(d.fire[0]!.episode.kind, 'permission');
});

test('the decision leaves its input state alone', () => {
  const state = emptyNotifierState();
  decideEpisodes({ state, needs: [need()], channels: ['c1'], focused: new Set(), now: 2000, holdDownMs: HOLD });
  assert.equal(state, emptyNotifierState());
});

test('hold-down marks older than the hold-down are dropped (the state stays bounded)', () => {
  let d = decideEpisodes({
    state: emptyNotifierState(),
    needs: [need()],
    channels: ['c1'],
    focused: new Set(),
    now: 2000,
    holdDownMs: HOLD,
  });
  d = decideEpisodes({ state: d.state, needs: [], channels: ['c1'], focused: new Set(), now: 3000, holdDownMs: HOLD });
  assert.equal(Object.keys(d.state.lastSent), ['a@r|c1']);
  d = decideEpisodes({
    state: d.state,
    needs: [],
    channels: ['c1'],
    focused: new Set(),
    now: 2000 + HOLD,
    holdDownMs: HOLD,
  });
  assert.equal(d.state.lastSent, {});
});

test.run();
