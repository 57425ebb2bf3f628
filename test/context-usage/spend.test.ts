// Spend as the runtimes report it: Claude's status-line JSON carries cost.total_cost_usd, Codex's
// rollout token_count carries total_token_usage.total_tokens. The sensors keep each figure in the
// sample beside the context share, the view shows it only while the sample is fresh, and a
// runtime that reports nothing has no figure (never a zero).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseStatusLine } from '../../lib/context-usage/statusline-input.js';
import { rolloutSample, tokenCountOf } from '../../lib/context-usage/rollout.js';
import { contextView } from '../../lib/context-usage/seat-context.js';
import { nextUsageDoc } from '../../lib/context-usage/next-doc.js';
import { validate_context_usage_v1 } from '../../lib/store/validators/context-usage.v1.generated.js';
import { spendOf } from '../../lib/views/watch-read.js';

const AT = '2026-12-05T22:00:00.000Z';
const real = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'hook-json', 'cc-statusline.after-fake-turn.json'), 'utf8'),
);

test('Claude: the real status line’s cost.total_cost_usd is kept in the sample', () => {
  const r = parseStatusLine(real, AT);
  assert.is(r.kind, 'sample');
  if (r.kind !== 'sample') return;
  assert.is(r.sample.costUsd, real.cost.total_cost_usd);
});

test('Claude: no cost field, a negative or non-number cost: no figure', () => {
  for (const cost of [undefined, null, { total_cost_usd: -1 }, { total_cost_usd: '0.5' }, { total_cost_usd: NaN }]) {
    const r = parseStatusLine({ ...real, cost }, AT);
    assert.is(r.kind, 'sample');
    if (r.kind === 'sample') assert.is(r.sample.costUsd, undefined, JSON.stringify(cost));
  }
});

const codexLine = (last: number, total: unknown) =>
  JSON.stringify({
    timestamp: AT,
    type: 'event_msg',
    payload: {
      type: 'token_count',
      info: {
        total_token_usage: { total_tokens: total },
        last_token_usage: { total_tokens: last },
        model_context_window: 258400,
      },
    },
  });

test('Codex: total_token_usage.total_tokens is the session’s tokens; absent or junk: none', () => {
  const tc = tokenCountOf(codexLine(9012, 48_000))!;
  assert.is(tc.sessionTokens, 48_000);
  assert.is(rolloutSample(tc, null).sessionTokens, 48_000);
  for (const junk of [undefined, -3, 1.5, '7']) {
    const t = tokenCountOf(codexLine(9012, junk))!;
    assert.ok(t, 'the context figure still reads');
    assert.is(t.sessionTokens, undefined, String(junk));
    assert.not.ok('sessionTokens' in rolloutSample(t, null));
  }
});

test('the stored document with the figures passes its schema; a changed cost alone is written', () => {
  const owner = { nodeId: 'n-0123456789abcdef', occupant: 'o-0123456789abcdef', seat: 'a@r' };
  const sample = { usedPercent: 15, sampledAt: AT, source: 'statusline' as const, sessionId: null, costUsd: 0.25 };
  const doc = nextUsageDoc(undefined, owner, sample, null)!;
  assert.ok(validate_context_usage_v1(doc), JSON.stringify((validate_context_usage_v1 as any).errors));
  const codex = { ...sample, source: 'rollout' as const, costUsd: undefined, sessionTokens: 48_000 };
  delete (codex as { costUsd?: number }).costUsd;
  assert.ok(validate_context_usage_v1(nextUsageDoc(undefined, owner, codex, null)!));
  const later = { ...sample, sampledAt: '2026-12-05T22:00:05.000Z', costUsd: 0.5 };
  assert.ok(nextUsageDoc(doc, owner, later, null), 'a new cost is news');
  assert.is(
    nextUsageDoc(doc, owner, { ...later, costUsd: 0.25 }, null),
    null,
    'the same figures within a minute are not',
  );
});

test('the view and spendOf: fresh figures shown, stale or unknown samples have none', () => {
  const sample = { usedPercent: 15, sampledAt: AT, source: 'statusline' as const, sessionId: null, costUsd: 1.5 };
  const known = contextView({ state: 'known', sample, ageMs: 1000 });
  assert.is(known.costUsd, 1.5);
  assert.equal(spendOf(known), { usd: 1.5 });
  const stale = contextView({ state: 'stale', sample, ageMs: 20 * 60_000 });
  assert.is(stale.costUsd, undefined);
  assert.is(spendOf(stale), null);
  assert.is(spendOf(contextView({ state: 'unknown', reason: 'no sample' })), null);
  assert.is(spendOf(null), null);
  const codex = { ...sample, source: 'rollout' as const, costUsd: undefined, sessionTokens: 48_000 };
  assert.equal(spendOf(contextView({ state: 'known', sample: codex, ageMs: 1 })), { tokens: 48_000 });
  const none = { usedPercent: 15, sampledAt: AT, source: 'rollout' as const, sessionId: null };
  assert.is(spendOf(contextView({ state: 'known', sample: none, ageMs: 1 })), null);
});

test.run();
