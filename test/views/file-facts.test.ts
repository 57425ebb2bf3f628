// changedFacts (lib/views/file-facts.ts): the files poll reads a seat in full only when its
// files say something new; an age that grew is nothing new.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { changedFacts } from '../../lib/views/file-facts.js';
import type { SeatDeliveryStatus } from '../../lib/views/seat-status.js';

const status = (node: string, state: string, ageMs: number, held = 0) =>
  ({
    nodeId: node,
    activity: { state, reason: 'r', source: 'hook', ageMs },
    typingGuard: { heldCount: held },
    context: { state: 'known', usedPercent: 4, ageMs, sampledAt: 'x', text: `4% (${ageMs} ago)` },
  }) as unknown as SeatDeliveryStatus;

test('new, changed, aged-only, and gone seats', () => {
  const first = changedFacts(
    new Map(),
    new Map([
      ['a', status('a', 'idle', 1)],
      ['b', status('b', 'idle', 1)],
    ]),
  );
  assert.equal(first.changed, ['a', 'b'], 'never seen: read');
  const aged = changedFacts(
    first.keys,
    new Map([
      ['a', status('a', 'idle', 9000)],
      ['b', status('b', 'idle', 9000)],
    ]),
  );
  assert.equal(aged.changed, [], 'only ages moved');
  const moved = changedFacts(
    aged.keys,
    new Map([
      ['a', status('a', 'busy', 0)],
      ['b', status('b', 'idle', 9, 1)],
    ]),
  );
  assert.equal(moved.changed, ['a', 'b'], 'a state and a held count');
  const gone = changedFacts(moved.keys, new Map([['b', status('b', 'idle', 9, 1)]]));
  assert.equal(gone.changed, []);
  assert.equal([...gone.keys.keys()], ['b']);
});

test.run();
