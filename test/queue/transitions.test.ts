// The transition legality table, the continuation of the current park, and field checks (pure).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { applyTransition, checkTransition, type QueueVerb } from '../../lib/queue/transitions.js';
import { blockNote, continuationInNote, currentParkContinuation } from '../../lib/queue/continuation.js';
import { buildQueueRow } from '../../lib/queue/queue-store.js';
import {
  checkSeatName,
  checkSummary,
  checkTags,
  isQueueId,
  newQueueId,
  QUEUE_STATES,
  QueueInputError,
  type QueueState,
  type Transition,
} from '../../lib/queue/row.js';

// verb × from-state → resulting state, or '-' when refused. Every cell is checked.
const TABLE: Record<QueueVerb, Record<QueueState, QueueState | '-'>> = {
  start: {
    pending: 'in-progress',
    'in-progress': '-',
    blocked: 'in-progress',
    done: '-',
    failed: '-',
    denied: '-',
    canceled: '-',
    'handed-off': '-',
  },
  block: {
    pending: 'blocked',
    'in-progress': 'blocked',
    blocked: 'blocked',
    done: '-',
    failed: '-',
    denied: '-',
    canceled: '-',
    'handed-off': '-',
  },
  done: {
    pending: '-',
    'in-progress': 'done',
    blocked: '-',
    done: '-',
    failed: '-',
    denied: '-',
    canceled: '-',
    'handed-off': '-',
  },
  fail: {
    pending: '-',
    'in-progress': 'failed',
    blocked: 'failed',
    done: '-',
    failed: '-',
    denied: '-',
    canceled: '-',
    'handed-off': '-',
  },
  deny: {
    pending: 'denied',
    'in-progress': '-',
    blocked: '-',
    done: '-',
    failed: '-',
    denied: '-',
    canceled: '-',
    'handed-off': '-',
  },
  cancel: {
    pending: 'canceled',
    'in-progress': 'canceled',
    blocked: 'canceled',
    done: '-',
    failed: '-',
    denied: '-',
    canceled: '-',
    'handed-off': '-',
  },
  handoff: {
    pending: 'handed-off',
    'in-progress': 'handed-off',
    blocked: 'handed-off',
    done: '-',
    failed: '-',
    denied: '-',
    canceled: '-',
    'handed-off': '-',
  },
};

test('transition legality table: every verb × state', () => {
  let cells = 0;
  for (const [verb, row] of Object.entries(TABLE) as [QueueVerb, Record<QueueState, QueueState | '-'>][]) {
    for (const from of QUEUE_STATES) {
      const expected = row[from];
      const got = checkTransition(verb, from);
      cells++;
      if (expected === '-') {
        assert.is(got.ok, false, `${verb} from ${from} should be refused`);
        if (!got.ok) assert.is(got.reason, `it is ${from}`);
      } else {
        assert.equal(got, { ok: true, to: expected }, `${verb} from ${from}`);
      }
    }
  }
  assert.is(cells, 7 * 8);
});

test('a refused transition on a closed row says it is closed', () => {
  const r = checkTransition('start', 'done');
  assert.is(r.ok, false);
  if (!r.ok) assert.match(r.todo, 'closed');
});

function baseRow() {
  return buildQueueRow(
    { destination: 'alice@r', summary: 'x', tags: ['mission:m'] },
    'bob@r',
    new Date('2026-02-03T04:05:06Z'),
  );
}

test('applyTransition appends one transition and sets blockedOn only while blocked; input untouched', () => {
  const row = baseRow();
  const blocked = applyTransition(row, {
    verb: 'block',
    actor: 'alice@r',
    at: '2026-02-03T05:00:00.000Z',
    note: 'continuation: step 2',
    blockedOn: 'review',
  });
  assert.ok(blocked.ok);
  if (!blocked.ok) return;
  assert.is(row.transitions.length, 0);
  assert.is(blocked.row.state, 'blocked');
  assert.is(blocked.row.blockedOn, 'review');
  assert.equal(blocked.row.transitions, [
    { at: '2026-02-03T05:00:00.000Z', from: 'pending', to: 'blocked', actor: 'alice@r', note: 'continuation: step 2' },
  ]);
  const started = applyTransition(blocked.row, { verb: 'start', actor: 'alice@r', at: '2026-02-03T06:00:00.000Z' });
  assert.ok(started.ok && started.row.blockedOn === null && started.row.transitions.length === 2);
  const refused = applyTransition(started.ok ? started.row : row, { verb: 'start', actor: 'x', at: 'y' });
  assert.equal(refused.ok, false);
});

const t = (from: QueueState, to: QueueState, note?: string): Transition => ({
  at: '2026-01-01T00:00:00.000Z',
  from,
  to,
  actor: 'a@r',
  ...(note ? { note } : {}),
});

test('continuation: the current park only; later notes without a marker are read past; exact case', () => {
  assert.is(continuationInNote('waiting; continuation: resume at step 3'), 'resume at step 3');
  assert.is(continuationInNote('Continuation: not the marker'), null);
  assert.is(continuationInNote('continuation:   '), null);
  assert.is(blockNote('waiting on CI', 'rerun the suite'), 'waiting on CI; continuation: rerun the suite');
  assert.is(blockNote(undefined, undefined), undefined);
  const cases: [string, Transition[], string | null][] = [
    ['no transitions', [], null],
    ['single park with marker', [t('pending', 'blocked', 'continuation: plan A')], 'plan A'],
    [
      'read past later blocked notes',
      [
        t('in-progress', 'blocked', 'continuation: plan A'),
        t('blocked', 'blocked', 'still waiting'),
        t('blocked', 'blocked'),
      ],
      'plan A',
    ],
    [
      'newest marker in the park wins',
      [t('in-progress', 'blocked', 'continuation: plan A'), t('blocked', 'blocked', 'continuation: plan B')],
      'plan B',
    ],
    [
      'an earlier park is never resurfaced',
      [
        t('in-progress', 'blocked', 'continuation: old plan'),
        t('blocked', 'in-progress'),
        t('in-progress', 'blocked', 'no plan this time'),
      ],
      null,
    ],
    ['not blocked now', [t('in-progress', 'blocked', 'continuation: plan A'), t('blocked', 'in-progress')], null],
    ['wrong case is not the marker', [t('in-progress', 'blocked', 'Continuation: plan A')], null],
  ];
  for (const [name, transitions, expected] of cases) assert.is(currentParkContinuation(transitions), expected, name);
});

test('row field checks: id shape, seats, summary, tags', () => {
  const id = newQueueId(new Date('2026-02-03T04:05:06Z'));
  assert.match(id, /^q-20260203040506-[0-9a-f]{8}$/);
  assert.ok(isQueueId(id));
  for (const bad of ['q-1-2', '../etc', 'q-20260203040506-XYZ12345', `${id}/x`]) assert.not.ok(isQueueId(bad), bad);
  assert.is(checkSeatName('alice@r1', 'd'), 'alice@r1');
  for (const bad of ['alice', '../x@r', 'a@b/c', 'n-0123456789abcdef', '%3', 'a\u0007@r']) {
    assert.throws(
      () => checkSeatName(bad, 'destination'),
      (e: unknown) => e instanceof QueueInputError && e.field === 'destination',
      bad,
    );
  }
  assert.throws(() => checkSummary('  '), /required/);
  assert.throws(() => checkSummary('two\nlines'), /one line/);
  assert.throws(() => checkSummary('x'.repeat(201)), /at most 200/);
  assert.is(checkSummary('  padded  '), 'padded');
  assert.equal(checkTags(['mission:m', 'slice:s', 'free', 'free']), ['mission:m', 'slice:s', 'free']);
  for (const bad of ['mission:../x', 'mission:', 'slice:a b', '-lead', 'a\u0000b'])
    assert.throws(
      () => checkTags([bad]),
      (e: unknown) => e instanceof QueueInputError,
      bad,
    );
});

test.run();
