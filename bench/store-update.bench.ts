// Uncontended locked update of one document in-process: what one updateDocument costs (lock,
// read, validate, atomic write with fsync of file and folder, release), with its parts alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readDocument, updateDocument, withLock, writeFileAtomically } from '../lib/store/index.js';
import { counterV1, increment } from '../test/fixtures/store/counter-kind.js';
import { figure, ms, percentile } from './lib/stats.js';

const UPDATES = Number(process.env.BENCH_UPDATES) || 300;
const WARMUP = 20;

async function sample(n: number, fn: () => unknown): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

const line = (label: string, s: number[]) =>
  `${label}: p50 ${ms(percentile(s, 50))}, p95 ${ms(percentile(s, 95))}, max ${ms(Math.max(...s))} over ${s.length}`;

const dir = mkdtempSync(join(tmpdir(), 'openrig-bench-store-'));
try {
  const file = join(dir, 'state', 'counter.json');
  const updates = await sample(UPDATES, () => updateDocument(counterV1, file, (c) => increment(c, 'bench')));
  const stored = readDocument(counterV1, file)?.n;
  if (stored !== UPDATES + WARMUP) throw new Error(`expected ${UPDATES + WARMUP} updates stored, found ${stored}`);
  figure(line('store-update: uncontended locked updateDocument', updates));
  figure(
    line('store-update: withLock alone (no I/O inside)', await sample(UPDATES, () => withLock(file, () => undefined))),
  );
  figure(
    line(
      'store-update: writeFileAtomically alone (fsync file + folder)',
      await sample(UPDATES, () => writeFileAtomically(join(dir, 'plain.json'), '{"n":1}\n')),
    ),
  );
  figure(
    line(
      'store-update: readDocument (lock-free read + validate)',
      await sample(UPDATES, () => readDocument(counterV1, file)),
    ),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
