// watchModel (lib/views/watch-model.ts): the rig-wide view from per-seat readings. Seats that need a
// person come first, then busy, then idle, then the rest; a stale hook record reads stale, never
// as a state; the header counts each band and sums only the spend the runtimes report.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { totalSpend, watchActivity, watchModel, type SeatReading } from '../../lib/views/watch-model.js';
import type { SeatDeliveryStatus } from '../../lib/views/seat-status.js';

function reading(
  seat: string,
  over: {
    state?: string;
    source?: string;
    ageMs?: number;
    hookStale?: boolean;
    held?: number;
    stop?: boolean;
    spend?: SeatReading['spend'];
    stage?: string;
  } = {},
): SeatReading {
  const status = {
    seat,
    nodeId: 'n-1',
    runtime: 'claude-code',
    status: 'running',
    typingGuard: { heldCount: over.held ?? 0, effectiveMode: 'off' } as SeatDeliveryStatus['typingGuard'],
    pane: { state: 'ready', paneId: '%1', session: seat },
    activity: {
      state: over.state ?? 'idle',
      reason: 'r',
      source: over.source ?? 'hook',
      ...(over.ageMs !== undefined ? { ageMs: over.ageMs } : {}),
      ...(over.hookStale
        ? { hook: { state: 'unknown', reason: 'stale_runtime_hook', ageMs: 720_000, stale: true, source: 'hook' } }
        : {}),
    },
    hooks: { seen: true, lastEvent: 'Stop', ageMs: 1, firstLaunch: null },
    operation: { inFlight: null },
    permission_stop: over.stop
      ? {
          state: 'observed',
          pending: 'request_observed',
          tool: { name: 'Bash' },
          actor: { category: 'main' },
          observed_at: '2026-12-05T00:00:00.000Z',
          age_ms: 4200,
          suggested_rules: { state: 'unavailable', reason: 'x' },
        }
      : { state: 'unavailable' },
    context: null,
    ...(over.stage
      ? { compaction: { stage: over.stage, since: null, waitingFor: '', owesTurn: false, lastOutcome: null } }
      : {}),
  } as SeatDeliveryStatus;
  return {
    status,
    queue: { pending: 0, wake: null },
    spend: over.spend ?? null,
    tmux: { socket: null, session: seat },
  };
}

const MIXED = [
  reading('z-idle@r'),
  reading('unknown@r', { state: 'unknown', source: 'pane' }),
  reading('b-busy@r', { state: 'busy' }),
  reading('held@r', { held: 2 }),
  reading('d-busy@r', { state: 'busy' }),
  reading('a-idle@r'),
  reading('perm@r', { state: 'needs_input', stop: true, ageMs: 900 }),
  reading('wait@r', { state: 'needs_input', source: 'pane' }),
  reading('c-busy@r', { state: 'busy' }),
  reading('a-busy@r', { state: 'busy' }),
];
const ORDER = [
  'held@r',
  'perm@r',
  'wait@r',
  'a-busy@r',
  'b-busy@r',
  'c-busy@r',
  'd-busy@r',
  'a-idle@r',
  'z-idle@r',
  'unknown@r',
];

test('order: a person needed, then busy, then idle, then the rest; by ref within a band', () => {
  const m = watchModel(MIXED);
  assert.equal(
    m.rows.map((r) => r.ref),
    ORDER,
  );
  // Every band a different size, so a count taken from the wrong band shows.
  assert.equal(m.counts, { seats: 10, attention: 3, busy: 4, idle: 2, other: 1 });
  const perm = m.rows.find((r) => r.ref === 'perm@r')!;
  assert.equal(perm.waits, [{ kind: 'permission', evidence: 'hook', what: 'Bash', ageMs: 4200 }]);
});

test('the order does not depend on the order the seats were read in', () => {
  for (const input of [[...MIXED].reverse(), [...MIXED.slice(5), ...MIXED.slice(0, 5)], [...MIXED].sort(() => 0)])
    assert.equal(
      watchModel(input).rows.map((r) => r.ref),
      ORDER,
    );
});

const activityCases: Array<[string, Parameters<typeof reading>[1], ReturnType<typeof watchActivity>]> = [
  [
    'hook word with its age',
    { state: 'idle', ageMs: 1200 },
    { state: 'idle', source: 'hook', ageMs: 1200, stale: false },
  ],
  [
    'screen vetoed the hook',
    { state: 'needs_input', source: 'hook+pane', ageMs: 50 },
    { state: 'needs_input', source: 'hook+pane', ageMs: 50, stale: false },
  ],
  [
    'screen alone: no age',
    { state: 'busy', source: 'pane' },
    { state: 'busy', source: 'pane', ageMs: null, stale: false },
  ],
  [
    'a stale hook record with nothing better: stale, with its age, never its old state',
    { state: 'unknown', source: 'pane', hookStale: true },
    { state: 'stale', source: 'pane', ageMs: 720_000, stale: true },
  ],
  [
    'a stale hook record but the screen decided: the screen’s state',
    { state: 'busy', source: 'pane', hookStale: true },
    { state: 'busy', source: 'pane', ageMs: null, stale: false },
  ],
];

test('watchActivity: whose word, its age, stale named', () => {
  for (const [name, over, want] of activityCases) assert.equal(watchActivity(reading('a@r', over).status), want, name);
});

test('compaction: a run under way is shown; armed (waiting for the threshold) and none are not', () => {
  const m = watchModel([
    reading('a@r', { stage: 'await-idle' }),
    reading('b@r', { stage: 'none' }),
    reading('c@r', { stage: 'armed' }),
    reading('d@r', { stage: 'cooldown' }),
    reading('e@r'),
  ]);
  assert.equal(
    m.rows.map((r) => r.compaction),
    ['await-idle', null, null, 'cooldown', null],
  );
});

const spendCases: Array<[string, SeatReading['spend'][], ReturnType<typeof totalSpend>]> = [
  ['nobody reports', [null, null], null],
  ['no seats', [], null],
  ['dollars only', [{ usd: 1.25 }, null, { usd: 0.5 }], { usd: 1.75 }],
  ['tokens only', [{ tokens: 100 }, { tokens: 20 }], { tokens: 120 }],
  ['both kinds kept apart', [{ usd: 2 }, { tokens: 5 }, null], { usd: 2, tokens: 5 }],
  ['a zero is a figure', [{ usd: 0 }], { usd: 0 }],
];

test('totalSpend: sums what is reported, never invents a zero', () => {
  for (const [name, spends, want] of spendCases) assert.equal(totalSpend(spends), want, name);
});

test('the header total is the rows’ spend', () => {
  const m = watchModel([reading('a@r', { spend: { usd: 1 } }), reading('b@r', { spend: { tokens: 7 } })]);
  assert.equal(m.spend, { usd: 1, tokens: 7 });
});

test.run();
