// The Codex sensor (lib/context-usage/rollout.ts): token_count lines as Codex 0.169.0/0.171.0 write
// them, the newest wins, a cut first line is skipped, the backwards read finds a count several
// steps back and gives up past its bound; and a Codex seat's reading through its recorded rollout.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isRolloutPath,
  newestTokenCount,
  readRolloutUsage,
  ROLLOUT_MAX_BYTES,
  ROLLOUT_STEP_BYTES,
  rolloutSample,
  tokenCountOf,
} from '../../lib/context-usage/rollout.js';
import { seatContext, seatContextReading } from '../../lib/context-usage/seat-context.js';
import { homePaths } from '../../lib/home/paths.js';
import type { SeatHooksDoc } from '../../lib/activity/contract.js';
import { tempDir } from '../helpers/home.js';

/** A token_count line exactly as Codex 0.169.0 wrote it against the fake server. */
const tc = (total: number, at = '2026-12-02T01:47:20.433Z', window: number | null = 258400) =>
  JSON.stringify({
    timestamp: at,
    ordinal: 12,
    type: 'event_msg',
    payload: {
      type: 'token_count',
      info: {
        total_token_usage: { input_tokens: total * 3, output_tokens: 12, total_tokens: total * 3 },
        last_token_usage: { input_tokens: total - 12, cached_input_tokens: 0, output_tokens: 12, total_tokens: total },
        last_usage_includes_reasoning: false,
        model_context_window: window,
      },
      rate_limits: { limit_id: 'codex', primary: null },
    },
  });
const other = (n: number) =>
  JSON.stringify({ timestamp: '2026-12-02T01:47:20.420Z', type: 'response_item', payload: { type: 'message', n } });

test('tokenCountOf: the last call’s total over the model window; anything else is no figure', () => {
  assert.equal(tokenCountOf(tc(9012)), {
    tokens: 9012,
    window: 258400,
    at: '2026-12-02T01:47:20.433Z',
    // The session's own total (the watch's spend) rides along.
    sessionTokens: 27036,
  });
  const rows: string[] = [
    other(1),
    tc(9012, '2026-12-02T01:47:20.433Z', null),
    tc(9012, 'yesterday'),
    '{"type":"event_msg","payload":{"type":"token_count","info":null}}',
    '{"type":"response_item","payload":{"type":"token_count"}}',
    'not json "token_count"',
    '',
  ];
  for (const line of rows) assert.is(tokenCountOf(line), undefined, line);
  // Each check on its own: a valid count with one thing wrong.
  const ok = JSON.parse(tc(9012));
  const variant = (edit: (o: any) => void) => {
    const o = structuredClone(ok);
    edit(o);
    return JSON.stringify(o);
  };
  const broken = [
    variant((o) => (o.type = 'response_item')),
    variant((o) => (o.payload.type = 'token_count_v2')),
    variant((o) => (o.payload.info.last_token_usage.total_tokens = -1)),
    variant((o) => (o.payload.info.last_token_usage.total_tokens = 1.5)),
    variant((o) => (o.payload.info.last_token_usage.total_tokens = '9012')),
    variant((o) => (o.payload.info.model_context_window = 0)),
    variant((o) => (o.payload.info.model_context_window = -5)),
    variant((o) => (o.payload.info.model_context_window = 1.5)),
    variant((o) => (o.payload.info.model_context_window = '258400')),
  ];
  for (const line of broken) assert.is(tokenCountOf(line), undefined, line);
  // The edges that are figures: no tokens yet, a one-token window.
  assert.is(tokenCountOf(variant((o) => (o.payload.info.last_token_usage.total_tokens = 0)))?.tokens, 0);
  assert.is(tokenCountOf(variant((o) => (o.payload.info.model_context_window = 1)))?.window, 1);
});

test('newestTokenCount: the newest wins; a window’s first line may be cut and is skipped', () => {
  const text = [tc(100), other(1), tc(200), other(2), ''].join('\n');
  assert.is(newestTokenCount(text, true)?.tokens, 200);
  assert.is(newestTokenCount([tc(300), other(1)].join('\n'), false), undefined, 'a first line that may be cut');
  assert.is(newestTokenCount([tc(300), other(1)].join('\n'), true)?.tokens, 300);
  assert.is(newestTokenCount('', true), undefined);
  // The second line of a window is whole; the last line needs no newline after it.
  assert.is(newestTokenCount([other(1), tc(400), other(2)].join('\n'), false)?.tokens, 400);
  assert.is(newestTokenCount([other(1), tc(500)].join('\n'), true)?.tokens, 500);
  // More tokens than the window (a client that over-reports): capped at 100%.
  assert.is(rolloutSample({ tokens: 300, window: 200, at: '2026-12-02T01:47:20.433Z' }, null).usedPercent, 100);
});

test('readRolloutUsage: several steps back found; past the bound unknown; paths that are no rollout refused', () => {
  const dir = tempDir('openrig-rollout-');
  const file = join(dir, 'rollout-2026-12-02T01-47-10-01a2346f.jsonl');
  const filler = other(0).padEnd(2000, ' ');
  const lines = [other(0), tc(51680), ...Array.from({ length: 100 }, () => filler)];
  writeFileSync(file, `${lines.join('\n')}\n`);
  assert.ok(100 * 2000 > 3 * ROLLOUT_STEP_BYTES, 'the count sits several steps back');
  const r = readRolloutUsage(file, 'sid-1');
  assert.ok(r.ok, JSON.stringify(r));
  if (r.ok)
    assert.equal(r.sample, {
      usedPercent: 20,
      sampledAt: '2026-12-02T01:47:20.433Z',
      source: 'rollout',
      sessionId: 'sid-1',
      windowSize: 258400,
      tokens: 51680,
      sessionTokens: 155040,
    });
  assert.equal(readRolloutUsage(file, 'sid-1', 100_000), { ok: false, reason: 'no token count in the rollout yet' });
  // The bound counts from the end: a count within it is found however large the file is read.
  assert.ok(readRolloutUsage(file, 'sid-1', 250_000).ok);
  assert.is(ROLLOUT_MAX_BYTES, 1024 * 1024);
  assert.is(ROLLOUT_STEP_BYTES, 64 * 1024);
  assert.equal(readRolloutUsage('/etc/passwd', null), { ok: false, reason: 'no rollout file recorded' });
  // A count on the file's last line with no newline after it (Codex mid-write) is read.
  const unterminated = join(dir, 'rollout-unterminated.jsonl');
  writeFileSync(unterminated, `${other(0)}\n${tc(777)}`);
  assert.is((readRolloutUsage(unterminated, null) as { sample?: { tokens?: number } }).sample?.tokens, 777);
  const empty = join(dir, 'rollout-empty.jsonl');
  writeFileSync(empty, '');
  assert.equal(readRolloutUsage(empty, null), { ok: false, reason: 'rollout is empty' });
  assert.equal(readRolloutUsage(join(dir, 'rollout-missing.jsonl'), null), {
    ok: false,
    reason: 'rollout file not readable',
  });
  for (const p of ['/etc/passwd', 'rollout-x.jsonl', '/x/notes.jsonl', '/x/rollout-a.json'])
    assert.is(isRolloutPath(p), false, p);
  assert.is(isRolloutPath(file), true);
});

test('a Codex seat: its reading comes from the rollout its hooks recorded, judged for its session', () => {
  const dir = tempDir('openrig-rollout-seat-');
  const home = homePaths(join(dir, 'openrig'));
  const file = join(dir, 'rollout-2026-12-02T01-47-10-sid.jsonl');
  const now = Date.parse('2026-12-02T01:48:00.000Z');
  writeFileSync(file, `${tc(9012)}\n`);
  const seat = { nodeId: 'n-0123456789abcdef', occupant: 'o-00000000000000a1', runtime: 'codex' as const };
  const doc = (transcriptPath?: string) =>
    ({
      session: { id: 'sid', seq: 1, at: '2026-12-02T01:47:10.000Z', ...(transcriptPath ? { transcriptPath } : {}) },
    }) as SeatHooksDoc;
  const view = seatContext(home, seat, doc(file), now);
  assert.equal(view, {
    state: 'known',
    source: 'rollout',
    sampledAt: '2026-12-02T01:47:20.433Z',
    ageMs: 39_567,
    sessionId: 'sid',
    text: '3.5% of 258,400 (rollout, 39s ago)',
    usedPercent: (9012 / 258400) * 100,
    windowSize: 258400,
    tokens: 9012,
    sessionTokens: 27036,
  });
  assert.equal(seatContextReading(home, seat, doc(), now), { state: 'unknown', reason: 'no rollout recorded yet' });
  assert.equal(seatContextReading(home, seat, undefined, now), { state: 'unknown', reason: 'no rollout recorded yet' });
  // 12 minutes later the same count is stale: its age, never its number.
  assert.equal(seatContext(home, seat, doc(file), now + 12 * 60_000)?.text, 'unknown (stale, 12 min)');
  assert.is(seatContext(home, seat, doc(file), now + 12 * 60_000)?.usedPercent, undefined);
  assert.is(seatContext(home, { ...seat, runtime: 'terminal' }, doc(file), now), null);
});

test.run();
