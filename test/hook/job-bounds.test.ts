// What a hook process sets up once for its jobs (lib/hook/job-bounds.ts): the label, the pool
// size, the shared stdin read, and how each job takes its input from it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { jobStdinPlan, processBounds, withinJobBound, type JobFacts } from '../../lib/hook/job-bounds.js';

const MB = 1024 * 1024;
const seatEvents: JobFacts = { label: 'seat-events', stdin: { maxBytes: 8 * MB, waitMs: 2000 }, poolThreads: 1 };
const refocus: JobFacts = { label: 'refocus', stdin: { maxBytes: 8 * MB } };
const compaction: JobFacts = { label: 'compaction', stdin: { maxBytes: 8 * MB, waitMs: 2000 }, poolThreads: 1 };

test('processBounds: one job keeps its own settings; several take the widest, and Node’s pool default when one asks for it', () => {
  const rows: [string, JobFacts[], ReturnType<typeof processBounds>][] = [
    [
      'refocus alone',
      [refocus],
      { label: 'refocus', poolThreads: undefined, stdin: { maxBytes: 8 * MB, waitMs: 10_000 } },
    ],
    [
      'seat-events alone',
      [seatEvents],
      { label: 'seat-events', poolThreads: 1, stdin: { maxBytes: 8 * MB, waitMs: 2000 } },
    ],
    [
      'prompt: seat-events + refocus',
      [seatEvents, refocus],
      { label: 'seat-events+refocus', poolThreads: undefined, stdin: { maxBytes: 8 * MB, waitMs: 10_000 } },
    ],
    [
      'two jobs that both set a pool',
      [seatEvents, { ...compaction, poolThreads: 3 }],
      { label: 'seat-events+compaction', poolThreads: 3, stdin: { maxBytes: 8 * MB, waitMs: 2000 } },
    ],
    [
      'bounds differ',
      [
        { label: 'a', stdin: { maxBytes: 10, waitMs: 5 } },
        { label: 'b', stdin: { maxBytes: 20, waitMs: 3 } },
      ],
      { label: 'a+b', poolThreads: undefined, stdin: { maxBytes: 20, waitMs: 5 } },
    ],
    ['no jobs', [], { label: '', poolThreads: undefined, stdin: { maxBytes: 0, waitMs: 0 } }],
  ];
  for (const [what, jobs, want] of rows) assert.equal(processBounds(jobs, 10_000), want, what);
});

test('jobStdinPlan: a job that waits less than the shared read takes what came by its own wait', () => {
  const shared = { maxBytes: 8 * MB, waitMs: 10_000 };
  assert.is(jobStdinPlan(seatEvents.stdin, shared, 10_000), 'by-wait');
  assert.is(jobStdinPlan(refocus.stdin, shared, 10_000), 'whole');
  assert.is(jobStdinPlan({ maxBytes: 1, waitMs: 10_000 }, shared, 10_000), 'whole');
  assert.is(jobStdinPlan({ maxBytes: 1, waitMs: 9999 }, shared, 10_000), 'by-wait');
  assert.is(jobStdinPlan(seatEvents.stdin, { maxBytes: 8 * MB, waitMs: 2000 }, 10_000), 'whole');
});

test('withinJobBound: up to and including the bound', () => {
  assert.ok(withinJobBound(10, { maxBytes: 10 }));
  assert.not.ok(withinJobBound(11, { maxBytes: 10 }));
  assert.ok(withinJobBound(0, { maxBytes: 0 }));
});

test.run();
