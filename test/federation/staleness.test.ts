// A host reads stale once its heartbeat is older than the bound: the age shown is the heartbeat's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hostFreshness, STALE_AFTER_MS } from '../../lib/federation/staleness.js';

test('hostFreshness: live up to the bound, stale past it, unknown with no beat, no negative age', () => {
  const now = 1_000_000;
  const rows: [number | undefined, ReturnType<typeof hostFreshness>][] = [
    [now, { state: 'live', ageMs: 0 }],
    [now - STALE_AFTER_MS, { state: 'live', ageMs: STALE_AFTER_MS }],
    [now - STALE_AFTER_MS - 1, { state: 'stale', ageMs: STALE_AFTER_MS + 1 }],
    [now - 60_000, { state: 'stale', ageMs: 60_000 }],
    [now + 5000, { state: 'live', ageMs: 0 }],
    [undefined, { state: 'unknown', ageMs: null }],
  ];
  for (const [beat, want] of rows) assert.equal(hostFreshness(beat, now), want, String(beat));
  assert.equal(hostFreshness(now - 500, now, 100), { state: 'stale', ageMs: 500 });
});

test.run();
