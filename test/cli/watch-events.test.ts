// rig watch --json (lib/cli/watch/events.ts): a snapshot first, then an event only where a state
// changed; ages that merely grew are not a change.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { changeEvents, snapshotEvent } from '../../lib/cli/watch/events.js';
import { model, row } from './watch-rows.js';

const AT = '2026-12-05T22:00:00.000Z';

test('snapshot: every seat, the counts and the spend', () => {
  const e = snapshotEvent(model([row('a@r', { spend: { usd: 1 } })]), AT);
  assert.is(e.event, 'snapshot');
  if (e.event !== 'snapshot') return;
  assert.equal(
    e.seats.map((s) => s.ref),
    ['a@r'],
  );
  assert.equal(e.spend, { usd: 1 });
});

test('only ages moved (activity, waits, context sample time and wording): no event', () => {
  const a = model([
    row('a@r', { context: { state: 'known', usedPercent: 4, ageMs: 1, sampledAt: AT, text: '4% (1s ago)' } }),
  ]);
  const b = model([
    row('a@r', {
      activity: { state: 'idle', source: 'hook', ageMs: 99_000, stale: false },
      context: {
        state: 'known',
        usedPercent: 4,
        ageMs: 90_000,
        sampledAt: '2026-12-05T22:01:00.000Z',
        text: '4% (1 min ago)',
      },
    }),
  ]);
  assert.equal(changeEvents(a, b, AT), []);
});

test('a changed state: that seat and the summary; a seat gone: removed', () => {
  const a = model([row('a@r'), row('b@r')]);
  const b = model([row('a@r', { band: 1, activity: { state: 'busy', source: 'hook', ageMs: 0, stale: false } })]);
  const ev = changeEvents(a, b, AT);
  assert.equal(
    ev.map((e) => e.event),
    ['seat', 'removed', 'summary'],
  );
  assert.equal(ev[1], { event: 'removed', at: AT, ref: 'b@r' });
});

test('a new seat is a seat event', () => {
  const ev = changeEvents(model([]), model([row('n@r')]), AT);
  assert.equal(
    ev.map((e) => e.event),
    ['seat', 'summary'],
  );
});

test.run();
