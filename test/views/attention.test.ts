// attentionOf (lib/views/attention.ts): what a seat waits for a person on, with whose word it is.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { attentionBand, attentionOf, isRecordedEvidence } from '../../lib/views/attention.js';
import type { SeatDeliveryStatus } from '../../lib/views/seat-status.js';

function status(over: {
  state?: string;
  source?: string;
  reason?: string;
  ageMs?: number;
  stop?: SeatDeliveryStatus['permission_stop'];
  held?: number;
}): SeatDeliveryStatus {
  return {
    seat: 'a@r',
    nodeId: 'n-1',
    runtime: 'claude-code',
    status: 'running',
    typingGuard: { heldCount: over.held ?? 0 } as SeatDeliveryStatus['typingGuard'],
    pane: { state: 'ready', paneId: '%1', session: 'r' },
    activity: {
      state: over.state ?? 'idle',
      reason: over.reason ?? 'stop',
      source: over.source ?? 'hook',
      ...(over.ageMs !== undefined ? { ageMs: over.ageMs } : {}),
    },
    hooks: { seen: true, lastEvent: 'Stop', ageMs: 1, firstLaunch: null },
    operation: { inFlight: null },
    permission_stop: over.stop ?? { state: 'unavailable' },
    context: null,
  };
}

const observed = (pending: 'request_observed' | 'completed'): SeatDeliveryStatus['permission_stop'] => ({
  state: 'observed',
  pending,
  tool: { name: 'Bash' },
  actor: { category: 'main' },
  observed_at: '2026-12-05T00:00:00.000Z',
  age_ms: 4200,
  suggested_rules: { state: 'unavailable', reason: 'not_relayed' },
});

const cases: Array<[string, Parameters<typeof status>[0], Array<[string, string, string, number | null]>, number]> = [
  ['idle, nothing held', {}, [], 2],
  ['busy', { state: 'busy', reason: 'prompt' }, [], 1],
  ['unknown', { state: 'unknown', source: 'pane' }, [], 3],
  [
    'hook says needs_input, permission open',
    { state: 'needs_input', reason: 'permission_prompt', ageMs: 900, stop: observed('request_observed') },
    [['permission', 'hook', 'Bash', 4200]],
    0,
  ],
  [
    'needs_input, the permission batch already ran: a plain wait',
    { state: 'needs_input', reason: 'idle_prompt', ageMs: 900, stop: observed('completed') },
    [['needs_input', 'hook', 'idle_prompt', 900]],
    0,
  ],
  [
    'the screen alone shows a menu',
    { state: 'needs_input', source: 'pane', reason: 'menu' },
    [['needs_input', 'pane', 'menu', null]],
    0,
  ],
  [
    'the screen vetoes the hook into needs_input',
    { state: 'needs_input', source: 'hook+pane', reason: 'menu', ageMs: 50, stop: observed('request_observed') },
    [['permission', 'hook+pane', 'Bash', 4200]],
    0,
  ],
  ['permission recorded but busy now: not waiting', { state: 'busy', stop: observed('request_observed') }, [], 1],
  ['idle with held messages', { held: 2 }, [['held', 'outbox', '2 held', null]], 0],
  [
    'waiting and held',
    { state: 'needs_input', reason: 'idle_prompt', ageMs: 5, held: 1 },
    [
      ['needs_input', 'hook', 'idle_prompt', 5],
      ['held', 'outbox', '1 held', null],
    ],
    0,
  ],
];

for (const [name, over, want, band] of cases) {
  test(name, () => {
    const s = status(over);
    assert.equal(
      attentionOf(s).map((a) => [a.kind, a.evidence, a.what, a.ageMs]),
      want,
    );
    assert.is(attentionBand(s), band);
  });
}

test('a screen guess alone is not recorded evidence; hook, hook+pane and outbox are', () => {
  const kinds = ['hook', 'hook+pane', 'pane', 'outbox'] as const;
  assert.equal(
    kinds.map((evidence) => isRecordedEvidence({ kind: 'needs_input', evidence, what: '', ageMs: null })),
    [true, true, false, true],
  );
});

test.run();
