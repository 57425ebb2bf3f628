// The context-usage sensor's pure parts as tables: the status-line input (field names as real
// Claude Code 2.1.328/2.1.332 send them), freshness (the 10-minute edge, another session), the
// wording (status, ps cell, OpenRig's own line), whether a sample is worth a write, and the chain's
// settings discovery and verdicts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CONTEXT_STALE_MS, type ContextSample } from '../../lib/context-usage/contract.js';
import { parseStatusLine } from '../../lib/context-usage/statusline-input.js';
import { judgeSample } from '../../lib/context-usage/freshness.js';
import { contextCell, contextLine, percentText, viewCell } from '../../lib/context-usage/text.js';
import { openrigLine } from '../../lib/context-usage/line.js';
import { nextUsageDoc, RESAMPLE_WRITE_MS } from '../../lib/context-usage/next-doc.js';
import {
  CHAIN_OUTPUT_MAX_BYTES,
  CHAIN_TIMEOUT_MS,
  chainVerdict,
  findUserStatusLine,
  settingsCandidates,
  statusLineOf,
} from '../../lib/context-usage/chain.js';
import type { ContextUsageDoc } from '../../lib/context-usage/kind.js';

const NOW = Date.parse('2026-12-02T02:00:00.000Z');
const AT = new Date(NOW).toISOString();

/** The shape Claude Code 2.1.328 sent after a fake turn (fixtures/real-clients cc-statusline, trimmed). */
const real = (cw: Record<string, unknown>) => ({
  session_id: '64059922-fb03-4887-a119-86ddc6799ab9',
  transcript_path: '/h/.claude/projects/-p/64059922.jsonl',
  cwd: '/p',
  model: { id: 'claude-opus-5-5', display_name: 'Opus 5.5' },
  workspace: { current_dir: '/p', project_dir: '/p', added_dirs: [] },
  version: '2.1.328',
  context_window: cw,
  exceeds_200k_tokens: false,
});

test('parseStatusLine: the real fields, before the first answer, computed from usage, junk', () => {
  const after = parseStatusLine(
    real({
      total_input_tokens: 150000,
      total_output_tokens: 12,
      context_window_size: 1000000,
      current_usage: {
        input_tokens: 150000,
        output_tokens: 12,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
      used_percentage: 15,
      remaining_percentage: 85,
    }),
    AT,
  );
  assert.equal(after, {
    kind: 'sample',
    sample: {
      usedPercent: 15,
      sampledAt: AT,
      source: 'statusline',
      sessionId: '64059922-fb03-4887-a119-86ddc6799ab9',
      windowSize: 1000000,
      tokens: 150000,
    },
    facts: { sessionId: '64059922-fb03-4887-a119-86ddc6799ab9', model: 'claude-opus-5-5', projectDir: '/p' },
  });
  const before = parseStatusLine(
    real({ total_input_tokens: 0, context_window_size: 1000000, current_usage: null, used_percentage: null }),
    AT,
  );
  assert.is(before.kind, 'no-figure');
  // No used_percentage (an older client): input plus both cache parts over the window; output is not held yet.
  const computed = parseStatusLine(
    real({
      context_window_size: 200000,
      current_usage: {
        input_tokens: 1000,
        cache_creation_input_tokens: 9000,
        cache_read_input_tokens: 40000,
        output_tokens: 999,
      },
    }),
    AT,
  );
  assert.ok(computed.kind === 'sample');
  if (computed.kind === 'sample') {
    assert.is(computed.sample.usedPercent, 25);
    assert.is(computed.sample.tokens, 50000);
  }
  const rows: [unknown, string][] = [
    [undefined, 'invalid'],
    ['text', 'invalid'],
    [[1], 'invalid'],
    [{ session_id: 'x' }, 'invalid'],
    [real({ used_percentage: -3 }), 'no-figure'],
    [real({ used_percentage: 'ten' }), 'no-figure'],
    [real({ used_percentage: -0.5 }), 'no-figure'],
    [null, 'invalid'],
    [{ ...real({}), context_window: null }, 'invalid'],
    [{ ...real({}), context_window: [15] }, 'invalid'],
    // Cache parts without the input count are no figure of the window.
    [real({ context_window_size: 200000, current_usage: { cache_read_input_tokens: 5000 } }), 'no-figure'],
  ];
  for (const [input, kind] of rows) assert.is(parseStatusLine(input, AT).kind, kind, JSON.stringify(input));
  // The edges: 0 % is a figure; only input counted when the cache parts are absent; window and
  // tokens kept only as positive whole numbers; a project path up to 4096 characters.
  const facts = (cw: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const r = parseStatusLine({ ...real(cw), ...extra }, AT);
    return r.kind === 'sample' ? r : undefined;
  };
  assert.is(facts({ used_percentage: 0 })?.sample.usedPercent, 0);
  assert.is(facts({ context_window_size: 100000, current_usage: { input_tokens: 1000 } })?.sample.tokens, 1000);
  assert.is(facts({ context_window_size: 100000, current_usage: { input_tokens: 1000 } })?.sample.usedPercent, 1);
  const windows: [unknown, number | undefined][] = [
    [1, 1],
    [0, undefined],
    [2.5, undefined],
    [undefined, undefined],
  ];
  for (const [w, want] of windows)
    assert.is(facts({ used_percentage: 5, context_window_size: w })?.sample.windowSize, want, String(w));
  assert.is(facts({ used_percentage: 5, current_usage: { input_tokens: 1.5 } })?.sample.tokens, undefined);
  const dir4096 = `/${'d'.repeat(4095)}`;
  assert.is(facts({ used_percentage: 5 }, { workspace: { project_dir: dir4096 } })?.facts.projectDir, dir4096);
  assert.is(facts({ used_percentage: 5 }, { workspace: { project_dir: `${dir4096}e` } })?.facts.projectDir, null);
  // Over 100 is capped; a bad session id or model is dropped, never stored.
  const odd = parseStatusLine(
    { ...real({ used_percentage: 130 }), session_id: '../x', model: { id: 'a b\u001b' } },
    AT,
  );
  assert.ok(odd.kind === 'sample');
  if (odd.kind === 'sample') {
    assert.is(odd.sample.usedPercent, 100);
    assert.is(odd.sample.sessionId, null);
    assert.is(odd.facts.model, null);
  }
});

const sample = (over: Partial<ContextSample> = {}): ContextSample => ({
  usedPercent: 42,
  sampledAt: AT,
  source: 'statusline',
  sessionId: 's-1',
  ...over,
});
const ago = (ms: number) => new Date(NOW - ms).toISOString();

test('judgeSample: fresh, the 10-minute edge, stale, another session, unknown session, future, bad', () => {
  assert.is(CONTEXT_STALE_MS, 600_000);
  const rows: [ContextSample | undefined, string | null | undefined, string, string | number][] = [
    [undefined, 's-1', 'unknown', 'no sample'],
    [sample(), 's-1', 'known', 0],
    [sample({ sampledAt: ago(600_000) }), 's-1', 'known', 600_000],
    [sample({ sampledAt: ago(600_001) }), 's-1', 'stale', 600_001],
    [sample({ sampledAt: ago(720_000) }), 's-1', 'stale', 720_000],
    [sample({ sessionId: 's-0' }), 's-1', 'unknown', 'sample from another session'],
    // The seat's session is not known yet (no SessionStart seen): the occupant check alone decides.
    [sample({ sessionId: 's-0' }), null, 'known', 0],
    [sample({ sessionId: 's-0' }), undefined, 'known', 0],
    [sample({ sampledAt: new Date(NOW + 5000).toISOString() }), 's-1', 'known', 0],
    [sample({ sampledAt: 'yesterday' }), 's-1', 'unknown', 'sample without a time'],
    [sample({ usedPercent: Number.NaN }), 's-1', 'unknown', 'sample out of range'],
    [sample({ usedPercent: -0.5 }), 's-1', 'unknown', 'sample out of range'],
    [sample({ usedPercent: 100.5 }), 's-1', 'unknown', 'sample out of range'],
    [sample({ usedPercent: 0 }), 's-1', 'known', 0],
    [sample({ usedPercent: 0.5 }), 's-1', 'known', 0],
    [sample({ usedPercent: 99.5 }), 's-1', 'known', 0],
    [sample({ usedPercent: 100 }), 's-1', 'known', 0],
  ];
  for (const [s, sid, state, detail] of rows) {
    const r = judgeSample(s, { sessionId: sid }, NOW);
    assert.is(r.state, state, JSON.stringify([s, sid]));
    if (r.state === 'unknown') assert.is(r.reason, detail);
    else assert.is(r.ageMs, detail);
  }
});

test('wording: percent, the status line, the ps cell, OpenRig’s own line', () => {
  const pct: [number, string][] = [
    [0, '0%'],
    [0.04, '0%'],
    [3.487, '3.5%'],
    [9.96, '10%'],
    [9.46, '9.5%'],
    [10.46, '10%'],
    [15, '15%'],
    [42.6, '43%'],
    [100, '100%'],
  ];
  for (const [p, text] of pct) assert.is(percentText(p), text, String(p));
  const known = judgeSample(sample({ windowSize: 200000, sampledAt: ago(12_000) }), {}, NOW);
  const stale = judgeSample(sample({ sampledAt: ago(12 * 60_000) }), {}, NOW);
  const rollout = judgeSample(sample({ source: 'rollout', usedPercent: 3.49, sampledAt: ago(61_000) }), {}, NOW);
  const none = judgeSample(undefined, {}, NOW);
  assert.is(contextLine(known), '42% of 200,000 (status line, 12s ago)');
  assert.is(contextLine(stale), 'unknown (stale, 12 min)');
  assert.is(contextLine(rollout), '3.5% (rollout, 1 min ago)');
  assert.is(contextLine(none), 'unknown (no sample)');
  assert.is(contextCell(known), '42%·12s');
  assert.is(contextCell(stale), 'stale·12m');
  assert.is(contextCell(none), '-');
  assert.is(contextCell(null), '-');
  // The ps cell from the --json view says the same.
  const views: [Parameters<typeof viewCell>[0], string][] = [
    [{ state: 'known', usedPercent: 42, ageMs: 12_000 }, '42%·12s'],
    [{ state: 'stale', ageMs: 12 * 60_000 }, 'stale·12m'],
    [{ state: 'known', ageMs: 1000 }, '-'],
    [{ state: 'known', usedPercent: 42 }, '-'],
    [{ state: 'unknown' }, '-'],
    [null, '-'],
    [undefined, '-'],
  ];
  for (const [v, cell] of views) assert.is(viewCell(v), cell, JSON.stringify(v));
  assert.is(
    openrigLine({ seat: 'impl@demo', reading: known, guardMode: 'draft-aware', held: 2 }),
    'openrig impl@demo · ctx 42% · guard draft-aware · held 2',
  );
  assert.is(openrigLine({ seat: null, reading: none, guardMode: null, held: null }), 'openrig · ctx ?');
  assert.is(
    openrigLine({ seat: 'a@b', reading: stale, guardMode: 'off', held: 0 }),
    'openrig a@b · ctx stale · guard off · held 0',
  );
});

test('nextUsageDoc: a new figure, session, occupant or model is written; the same figure again only after 60 s; never an older one', () => {
  const owner = { nodeId: 'n-0123456789abcdef', occupant: 'o-0123456789abcdef', seat: 'impl@demo' };
  const doc: ContextUsageDoc = {
    schema: 'context-usage',
    version: 1,
    ...owner,
    model: 'm',
    sample: sample({ sampledAt: ago(30_000) }),
  };
  assert.is(RESAMPLE_WRITE_MS, 60_000);
  const rows: [ContextUsageDoc | undefined, typeof owner, ContextSample, string | null, boolean][] = [
    [undefined, owner, sample(), 'm', true],
    [doc, owner, sample(), 'm', false],
    [doc, owner, sample({ sampledAt: new Date(NOW + 29_999).toISOString() }), 'm', false],
    [doc, owner, sample({ sampledAt: new Date(NOW + 30_000).toISOString() }), 'm', true],
    [doc, owner, sample({ usedPercent: 43 }), 'm', true],
    [doc, owner, sample({ sessionId: 's-2' }), 'm', true],
    [doc, owner, sample({ tokens: 5 }), 'm', true],
    [doc, owner, sample(), 'other', true],
    [doc, { ...owner, occupant: 'o-1111111111111111' }, sample(), 'm', true],
    // Taken in the same millisecond with another figure: written; one millisecond older: not.
    [doc, owner, sample({ sampledAt: ago(30_000), usedPercent: 44 }), 'm', true],
    [doc, owner, sample({ sampledAt: ago(30_001), usedPercent: 44 }), 'm', false],
    // Older than what is stored, same session: a late run never replaces a newer sample…
    [doc, owner, sample({ sampledAt: ago(40_000), usedPercent: 41 }), 'm', false],
    // …but another session's older sample does (the stored one is not this session's).
    [doc, owner, sample({ sampledAt: ago(40_000), sessionId: 's-2' }), 'm', true],
  ];
  for (const [cur, o, next, model, want] of rows) {
    const r = nextUsageDoc(cur, o, next, model);
    assert.is(r !== null, want, JSON.stringify([next, model, o.occupant]));
    if (r !== null)
      assert.equal(r, { schema: 'context-usage', version: 1, ...o, sample: next, ...(model ? { model } : {}) });
  }
});

test('chain discovery: the project’s local, then shared, then the user’s settings; only a type:command line', () => {
  assert.is(CHAIN_TIMEOUT_MS, 2000);
  assert.is(CHAIN_OUTPUT_MAX_BYTES, 64 * 1024);
  assert.equal(settingsCandidates('/p', { HOME: '/h' }), [
    '/p/.claude/settings.local.json',
    '/p/.claude/settings.json',
    '/h/.claude/settings.json',
  ]);
  assert.equal(settingsCandidates(null, { HOME: '/h', CLAUDE_CONFIG_DIR: '/cfg' }), ['/cfg/settings.json']);
  assert.equal(settingsCandidates(null, {}), []);
  const line = (sl: unknown) => JSON.stringify({ statusLine: sl });
  const rows: [string | undefined, string | undefined][] = [
    [undefined, undefined],
    ['not json', undefined],
    ['null', undefined],
    [line({ type: 'command', command: 'echo hi' }), 'echo hi'],
    [line({ command: 'echo hi' }), undefined],
    [line({ type: 'command', command: '  ' }), undefined],
    [line({ type: 'command', command: 7 }), undefined],
    [line(null), undefined],
    [line('echo hi'), undefined],
  ];
  for (const [text, cmd] of rows) assert.is(statusLineOf(text, 'f')?.command, cmd, String(text));
  assert.equal(statusLineOf(line({ type: 'command', command: 'x', padding: 2, refreshInterval: 5 }), 'f'), {
    command: 'x',
    from: 'f',
    padding: 2,
    refreshInterval: 5,
  });
  const refresh: [unknown, number | undefined][] = [
    [1, 1],
    [0.5, undefined],
    [0, undefined],
    ['5', undefined],
  ];
  for (const [r, want] of refresh)
    assert.is(
      statusLineOf(line({ type: 'command', command: 'x', refreshInterval: r }), 'f')?.refreshInterval,
      want,
      String(r),
    );
  const found = findUserStatusLine([
    { path: 'local', text: '{}' },
    { path: 'project', text: line({ type: 'command', command: 'project-line' }) },
    { path: 'user', text: line({ type: 'command', command: 'user-line' }) },
  ]);
  assert.equal(found, { command: 'project-line', from: 'project' });
  assert.is(findUserStatusLine([{ path: 'u', text: undefined }]), undefined);
});

test('chainVerdict: output unchanged on success; exit, signal, timeout, spawn error and oversize fail', () => {
  const base = { code: 0, signal: null, timedOut: false, stdout: 'mine\n', cut: false };
  assert.equal(chainVerdict(base), { ok: true, stdout: 'mine\n' });
  assert.equal(chainVerdict({ ...base, stdout: '' }), { ok: true, stdout: '' });
  assert.is(chainVerdict({ ...base, code: 3 }).ok, false);
  assert.is(chainVerdict({ ...base, code: null, signal: 'SIGTERM' }).ok, false);
  assert.is(chainVerdict({ ...base, code: null, timedOut: true }).ok, false);
  assert.is(chainVerdict({ ...base, spawnError: 'ENOENT' }).ok, false);
  const big = chainVerdict({ ...base, cut: true });
  assert.equal(big, { ok: false, why: `printed more than ${CHAIN_OUTPUT_MAX_BYTES} bytes` });
  // The cut kills the command: whether it ended on its own first or by that kill, the why is the size.
  assert.equal(chainVerdict({ ...base, code: null, signal: 'SIGKILL', cut: true }), big);
  assert.equal(chainVerdict({ ...base, code: 1, cut: true }), big);
});

test.run();
