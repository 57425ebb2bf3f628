// The published state document: only the fields issue 26 lists (never reasons, tool input, paths,
// the actor's id), ages as times, and a change only when something a reader sees changed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SeatDeliveryStatus } from '../../lib/views/seat-status.js';
import { isSeatStateDoc, seatStateDoc, stateChanged } from '../../lib/federation/state-doc.js';

const NOW = Date.parse('2026-12-05T12:00:00.000Z');

function status(over: Partial<SeatDeliveryStatus> = {}): SeatDeliveryStatus {
  return {
    seat: 'w1@t',
    nodeId: 'n-0123456789abcdef',
    runtime: 'claude-code',
    status: 'running',
    typingGuard: {
      desiredMode: 'hold',
      effectiveMode: 'hold',
      desired: true,
      effective: true,
      pending: false,
      source: 'operator',
      actor: 'lead@t',
      actorLabel: 'lead@t',
      reason: 'SECRET-REASON',
      changedAt: '2026-12-05T11:00:00.000Z',
      heldCount: 2,
      heldBytes: 100,
      label: 'Typing guard: on (hold)',
    },
    pane: { state: 'ready', paneId: '%1', session: 'w1@t', currentCommand: 'claude' },
    activity: {
      state: 'needs_input',
      reason: 'permission_prompt',
      source: 'hook',
      ageMs: 12_345,
      event: 'PermissionRequest',
    },
    hooks: { seen: true, lastEvent: 'PermissionRequest', ageMs: 1, firstLaunch: null },
    operation: { inFlight: false },
    permission_stop: {
      state: 'observed',
      pending: 'request_observed',
      tool: { name: 'Bash' },
      actor: { category: 'subagent_or_teammate', id: 'agent-SECRET' },
      observed_at: '2026-12-05T11:59:47.655Z',
      age_ms: 12_345,
      suggested_rules: {
        state: 'available',
        native: 'present',
        entries: [
          {
            type: 'addRules',
            rules: [{ toolName: 'Bash', ruleContent: 'rm -rf SECRET' }],
            behavior: 'allow',
            destination: 'session',
          },
        ],
        unsupported: false,
        size_cut: false,
      },
    },
    context: {
      state: 'known',
      usedPercent: 42,
      source: 'statusline',
      sampledAt: '2026-12-05T11:59:50.000Z',
      ageMs: 10_000,
      text: '42%',
    } as SeatDeliveryStatus['context'],
    ...over,
  };
}

test('seatStateDoc: the listed fields, ages as times, nothing secret', () => {
  const doc = seatStateDoc(status(), 'hostA', NOW);
  assert.equal(doc, {
    v: 1,
    host: 'hostA',
    seat: 'w1@t',
    nodeId: 'n-0123456789abcdef',
    runtime: 'claude-code',
    status: 'running',
    pane: 'ready',
    activity: {
      state: 'needs_input',
      reason: 'permission_prompt',
      source: 'hook',
      event: 'PermissionRequest',
      since: '2026-12-05T11:59:47.000Z',
    },
    context: { state: 'known', usedPercent: 42, source: 'statusline', sampledAt: '2026-12-05T11:59:50.000Z' },
    guard: { mode: 'hold', pending: false },
    held: 2,
    permissionStop: {
      pending: 'request_observed',
      tool: 'Bash',
      actor: 'subagent_or_teammate',
      observedAt: '2026-12-05T11:59:47.655Z',
    },
    publishedAt: '2026-12-05T12:00:00.000Z',
  });
  assert.not.match(JSON.stringify(doc), /SECRET/);
  assert.ok(isSeatStateDoc(doc));
});

test('seatStateDoc: a screen-only activity has no time; a terminal no context; no stop no descriptor', () => {
  const doc = seatStateDoc(
    status({
      activity: { state: 'busy', reason: 'spinner', source: 'pane' },
      context: null,
      permission_stop: { state: 'unavailable' },
    }),
    'hostA',
    NOW,
  );
  assert.is(doc.activity.since, null);
  assert.is(doc.context, null);
  assert.is(doc.permissionStop, null);
});

test('stateChanged: what a reader sees, not the publish time or a second of rounding', () => {
  const a = seatStateDoc(status(), 'hostA', NOW);
  const rows: [string, ReturnType<typeof seatStateDoc> | undefined, ReturnType<typeof seatStateDoc>, boolean][] = [
    ['first', undefined, a, true],
    ['same, later', a, seatStateDoc(status(), 'hostA', NOW + 700), false],
    [
      'guard',
      a,
      seatStateDoc(status({ typingGuard: { ...status().typingGuard, effectiveMode: 'off' } }), 'hostA', NOW),
      true,
    ],
    ['held', a, seatStateDoc(status({ typingGuard: { ...status().typingGuard, heldCount: 3 } }), 'hostA', NOW), true],
    ['activity', a, seatStateDoc(status({ activity: { ...status().activity, state: 'busy' } }), 'hostA', NOW), true],
    [
      'new hook record',
      a,
      seatStateDoc(status({ activity: { ...status().activity, ageMs: 100 } }), 'hostA', NOW),
      true,
    ],
    [
      'age known → unknown',
      a,
      seatStateDoc(
        status({
          activity: { state: 'needs_input', reason: 'permission_prompt', source: 'hook', event: 'PermissionRequest' },
        }),
        'hostA',
        NOW,
      ),
      true,
    ],
  ];
  for (const [what, prev, next, want] of rows) assert.is(stateChanged(prev, next), want, what);
});

test('isSeatStateDoc: a document of another shape or version is not trusted', () => {
  const a = seatStateDoc(status(), 'hostA', NOW);
  for (const bad of [null, 'x', {}, { ...a, v: 2 }, { ...a, held: '2' }, { ...a, activity: null }])
    assert.is(isSeatStateDoc(bad), false, JSON.stringify(bad));
});

test.run();
