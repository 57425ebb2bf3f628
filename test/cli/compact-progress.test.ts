// What `rig seat compact` shows while it follows its run (lib/cli/compact-progress.ts, pure) and
// when it stops following.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compactStageLine, followState } from '../../lib/cli/compact-progress.js';
import type { CompactionRecord } from '../../lib/compaction/record.js';

const rec = (over: Partial<CompactionRecord>): CompactionRecord =>
  ({
    schema: 'compaction-state',
    version: 1,
    nodeId: 'n-1',
    seat: 'w@t',
    occupant: 'o',
    step: 'prep',
    stepSince: '2026-01-01T00:00:00.000Z',
    rearmed: false,
    ...over,
  }) as CompactionRecord;
const run = {
  id: 'r1',
  origin: 'manual',
  actor: 'openrig',
  caller: null,
  startedAt: '',
  prepIdleWaitMs: 90_000,
} as const;

test('followState (table)', () => {
  const rows: [string, CompactionRecord | undefined, ReturnType<typeof followState>][] = [
    ['our run is on the record', rec({ run }), { state: 'running' }],
    [
      'our run ended done',
      rec({ step: 'cooldown', lastOutcome: { at: '', result: 'done', reason: 'audit delivered', runId: 'r1' } }),
      { state: 'ended', result: 'done', reason: 'audit delivered' },
    ],
    [
      'our run failed',
      rec({
        step: 'cooldown',
        lastOutcome: { at: '', result: 'failed', reason: 'wait_for_idle_timeout', runId: 'r1' },
      }),
      { state: 'ended', result: 'failed', reason: 'wait_for_idle_timeout' },
    ],
    ['another run on the record', rec({ run: { ...run, id: 'r2' } }), { state: 'gone' }],
    [
      "another run's outcome",
      rec({ step: 'cooldown', lastOutcome: { at: '', result: 'done', reason: 'x', runId: 'r0' } }),
      { state: 'gone' },
    ],
    ['no record', undefined, { state: 'gone' }],
  ];
  for (const [name, r, want] of rows) assert.equal(followState(r, 'r1'), want, name);
});

test('compactStageLine: the stage and its wait; on a terminal the time in it and its bound (table)', () => {
  const view = {
    seat: 'w@t',
    stage: 'await-idle' as const,
    since: '2026-01-01T00:00:00.000Z',
    waitingFor: 'the prep was delivered',
  };
  const t0 = Date.parse(view.since);
  const key = 'w@t compaction: await-idle — the prep was delivered';
  const rows: [Parameters<typeof compactStageLine>[1], string][] = [
    [{ nowMs: t0 + 12_400, boundMs: 90_000, live: true }, `${key} (12 s, up to 90 s)`],
    [{ nowMs: t0 + 12_400, live: true }, `${key} (12 s)`],
    [{ nowMs: t0 + 11_990, live: true }, `${key} (11 s)`],
    [{ nowMs: t0 - 5000, live: true }, `${key} (0 s)`],
    [{ nowMs: t0 + 12_400, boundMs: 90_000, live: false }, `${key} (up to 90 s)`],
    [{ nowMs: t0 + 12_400, live: false }, key],
  ];
  for (const [o, line] of rows) assert.equal(compactStageLine(view, o), { key, line }, JSON.stringify(o));
  const odd = compactStageLine({ ...view, waitingFor: 'a\u001b[2Jb' }, { nowMs: t0, live: false });
  assert.is(odd.key, 'w@t compaction: await-idle — a\\x1b[2Jb', 'recorded text is escaped');
});

test.run();
