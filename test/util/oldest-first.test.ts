// oldestFirst (lib/util/oldest-first.ts): creation time first, the id breaking ties, stable both ways.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { oldestFirst } from '../../lib/util/oldest-first.js';

test('oldest first; same time: by id; the same record: equal', () => {
  const r = (createdAt: string, id: string) => ({ createdAt, id });
  const rows: [ReturnType<typeof r>, ReturnType<typeof r>, number][] = [
    [r('2026-12-05T10:00:00.000Z', 'b'), r('2026-12-05T10:00:00.001Z', 'a'), -1],
    [r('2026-12-05T10:00:00.001Z', 'a'), r('2026-12-05T10:00:00.000Z', 'b'), 1],
    [r('2026-12-05T10:00:00.000Z', 'a'), r('2026-12-05T10:00:00.000Z', 'b'), -1],
    [r('2026-12-05T10:00:00.000Z', 'b'), r('2026-12-05T10:00:00.000Z', 'a'), 1],
    [r('2026-12-05T10:00:00.000Z', 'a'), r('2026-12-05T10:00:00.000Z', 'a'), 0],
  ];
  for (const [a, b, want] of rows)
    assert.is(oldestFirst(a, b), want, `${a.createdAt} ${a.id} vs ${b.createdAt} ${b.id}`);
});

test.run();
