// The bound of each compaction stage, as rig seat compact shows it (lib/compaction/stage-bound.ts, pure).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stageBoundMs } from '../../lib/compaction/stage-bound.js';
import type { CompactionRecord } from '../../lib/compaction/record.js';

const run = {
  id: 'r1',
  origin: 'manual',
  actor: 'openrig',
  caller: null,
  startedAt: '',
  prepIdleWaitMs: 90_000,
} as const;

test('stageBoundMs: the prep idle wait, PostCompact, the restore and audit fallbacks; none otherwise (table)', () => {
  const rows: [CompactionRecord['step'], number | undefined][] = [
    ['armed', undefined],
    ['prep', undefined],
    ['await-idle', 90_000],
    ['await-postcompact', 900_000],
    ['boundary', undefined],
    ['restore', 120_000],
    ['audit', 120_000],
    ['cooldown', undefined],
  ];
  for (const [step, want] of rows) assert.is(stageBoundMs({ step, run }), want, step);
  assert.is(stageBoundMs({ step: 'await-idle' }), undefined, 'no run, no bound');
});

test.run();
