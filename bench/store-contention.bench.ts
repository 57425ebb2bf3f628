// 8 processes contending on one document: locked updates per second across all of them, and
// lost updates (must be 0). Children are the lost-update test's child, bundled like a hook.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDocument } from '../lib/store/index.js';
import { counterV1 } from '../test/fixtures/store/counter-kind.js';
import { bundleChild, lastJson, runTogether } from '../test/fixtures/store/children.js';
import { describeTally, tally, type ChildReport } from '../test/fixtures/store/counter-tally.js';
import { figure } from './lib/stats.js';

const PROCS = 8;
const UPDATES = Number(process.env.BENCH_UPDATES) || 200;

const dir = mkdtempSync(join(tmpdir(), 'openrig-bench-contention-'));
try {
  const child = await bundleChild('counter-child');
  const file = join(dir, 'counter.json');
  const started = Date.now();
  const results = await runTogether(
    child,
    Array.from({ length: PROCS }, () => [file, String(UPDATES), 'lock']),
    300_000,
  );
  const seconds = (Date.now() - started) / 1000;
  const reports = results.map((r) => ({ pid: r.pid, code: r.code, ...lastJson<Omit<ChildReport, 'pid' | 'code'>>(r) }));
  const t = tally(PROCS * UPDATES, readDocument(counterV1, file), reports);
  figure(
    `${describeTally(`store-contention: ${PROCS} procs x ${UPDATES} locked updates of one document`, t, seconds)}: ${(t.counted / seconds).toFixed(0)} updates/s`,
  );
  if (t.lost !== 0) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
