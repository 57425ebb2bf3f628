// Deterministic queue rows for the `rig queue list` golden test (queue-listing.test.ts): fixed
// ids and times, every state and priority, ties in updatedAt so the id tie-break shows. The golden
// output in fixtures/queue-list-golden.json was captured from the single-file listing index.
// Not a test file itself.
import type { QueueRow, QueueState, Priority } from '../../lib/queue/row.js';
import { QUEUE_STATES, PRIORITIES } from '../../lib/queue/row.js';

export const LIST_SEATS = ['alice@r', 'bob@r', 'carol@x'];

export function listFixtureRows(count = 60): QueueRow[] {
  const rows: QueueRow[] = [];
  for (let i = 0; i < count; i++) {
    const created = new Date(Date.UTC(2026, 0, 1, 0, 0, i));
    const stamp = created.toISOString().replace(/[-:T]/g, '').slice(0, 14);
    // A tail that is not monotonic in i, so id order differs from creation order.
    const tail = ((i * 2654435761) >>> 0).toString(16).padStart(8, '0');
    const state: QueueState = QUEUE_STATES[i % QUEUE_STATES.length]!;
    const priority: Priority = PRIORITIES[(i * 7) % PRIORITIES.length]!;
    // Every fourth row shares its updatedAt with the previous one.
    const updated = new Date(Date.UTC(2026, 0, 2, 0, 0, i % 4 === 3 ? i - 1 : i)).toISOString();
    rows.push({
      schema: 'queue-row',
      version: 1,
      id: `q-${stamp}-${tail}`,
      createdAt: created.toISOString(),
      updatedAt: state === 'pending' ? created.toISOString() : updated,
      source: i % 5 === 0 ? 'unattributed' : LIST_SEATS[(i + 1) % LIST_SEATS.length]!,
      destination: LIST_SEATS[i % LIST_SEATS.length]!,
      state,
      priority,
      tags: i % 3 === 0 ? ['mission:alpha', `n${i}`] : [],
      summary: `fixture row ${i}${i % 6 === 0 ? ' — with “unicode” text' : ''}`,
      body: `body ${i}`,
      blockedOn: state === 'blocked' ? `thing ${i}` : null,
      handedOffFrom: null,
      handedOffTo: null,
      chainOfRecord: [],
      transitions: [],
    });
  }
  return rows;
}

/** The `rig queue list` invocations the golden covers. */
export const LIST_CASES: string[][] = [
  ['queue', 'list'],
  ['queue', 'list', '--json'],
  ['queue', 'list', '--state', 'blocked'],
  ['queue', 'list', '--destination', 'bob@r', '--json'],
  ['queue', 'list', '--destination', 'carol@x', '--state', 'pending'],
  ['queue', 'list', '--state', 'canceled', '--destination', 'nobody@r'],
];
