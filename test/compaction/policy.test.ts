// Managed compaction's policy (env over config over default) and the per-seat extra restore file's
// front matter rule (pure tables).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  DEFAULT_COMPACTION_POLICY,
  parseThreshold,
  resolveCompactionPolicy,
} from '../../lib/config/compaction-policy.js';
import { judgeExtraFile } from '../../lib/compaction/front-matter.js';
import { buildPacket, ENTRY_CHARS, TOP_FILES } from '../../lib/compaction/packet.js';

test('threshold: a whole number 1–100, nothing else', () => {
  const rows: [unknown, number | undefined][] = [
    [80, 80],
    [1, 1],
    [100, 100],
    [0, undefined],
    [101, undefined],
    [80.5, undefined],
    ['80', 80],
    [' 75 ', 75],
    ['80abc', undefined],
    ['8e1', undefined],
    ['', undefined],
    [null, undefined],
    [true, undefined],
  ];
  for (const [v, want] of rows) assert.is(parseThreshold(v), want, JSON.stringify(v));
});

test('off by default, 80 by default; env wins over config; invalid values make the policy invalid', () => {
  const d = resolveCompactionPolicy(undefined, {});
  assert.ok(d.valid);
  assert.is(d.policy.enabled, false);
  assert.is(d.policy.thresholdPercent, 80);
  const c = resolveCompactionPolicy({ enabled: true, thresholdPercent: 70, prepInstruction: 'write MAP.md' }, {});
  assert.ok(c.valid);
  assert.is(c.policy.enabled, true);
  assert.is(c.policy.thresholdPercent, 70);
  assert.is(c.policy.prepInstruction, 'write MAP.md');
  assert.is(c.policy.auditInstruction, DEFAULT_COMPACTION_POLICY.auditInstruction);
  const e = resolveCompactionPolicy(
    { enabled: true, thresholdPercent: 70 },
    { OPENRIG_COMPACTION_ENABLED: 'off', OPENRIG_COMPACTION_THRESHOLD_PERCENT: '90' },
  );
  assert.is(e.policy.enabled, false);
  assert.is(e.policy.thresholdPercent, 90);
  assert.is(
    resolveCompactionPolicy({ thresholdPercent: 70 }, { OPENRIG_COMPACTION_THRESHOLD_PERCENT: ' ' }).policy
      .thresholdPercent,
    70,
  );
  const bad = resolveCompactionPolicy({ thresholdPercent: 150, enabled: 'maybe' }, {});
  assert.not.ok(bad.valid);
  if (!bad.valid) assert.is(bad.problems.length, 2);
  assert.not.ok(resolveCompactionPolicy(undefined, { OPENRIG_COMPACTION_THRESHOLD_PERCENT: '80abc' }).valid);
  assert.not.ok(resolveCompactionPolicy({ compactInstruction: 5 }, {}).valid);
  for (const [v, want] of [
    ['yes', true],
    ['ON', true],
    ['1', true],
    ['no', false],
    ['0', false],
  ] as const)
    assert.is(resolveCompactionPolicy(undefined, { OPENRIG_COMPACTION_ENABLED: v }).policy.enabled, want, v);
  assert.not.ok(resolveCompactionPolicy({ enabled: 1 }, {}).valid, 'a number is not a switch');
});

test('extra restore file: another seat named in a well-formed fence is refused; generic and malformed are used', () => {
  const rows: [string, boolean][] = [
    ['no front matter at all', true],
    ['---\nseat: w1@t\n---\nbody', true],
    ['---\nseat: w1\n---\nbody', true],
    ['---\ntarget_seat: "w1@t"\n---\nbody', true],
    ['---\nseat: w2@t\n---\nbody', false],
    ['---\nsession_name: other@t\n---\n', false],
    ['---\nSession: w1@other\n---\nbody', false],
    ['---\ntitle: notes\n---\nbody', true],
    ['---\nthis is not yaml\n---\nseat: w2@t', true],
    ['---\nseat: w2@t\nno closing fence', true],
    ['body\n---\nseat: w2@t\n---\n', true],
    ['---\nseat: w2\n---\nbody', false],
    ["---\nseat: 'w2@t'\n---\nbody", false],
    ["---\nseat: 'w1@t'\n---\nbody", true],
    ['---\nseat: "w1@t\'\n---\nbody', false],
    ['---\nseat: "\n---\nbody', false],
    ['---\nseat: ""\n---\nbody', true],
    ['---\n# for another seat\n\n  note: indented\nseat: w2@t\n---\nbody', false],
  ];
  for (const [text, use] of rows) assert.is(judgeExtraFile(text, 'w1@t').use, use, text);
  const used = judgeExtraFile('---\nseat: w1@t\n---\nthe body', 'w1@t');
  assert.ok(used.use && used.body === 'the body' && used.namedSeat === 'w1@t');
  const refused = judgeExtraFile('---\nseat: w2@t\n---\n', 'w1@t');
  assert.ok(!refused.use && refused.reason.includes('w2@t'));
});

test('packet: the newest entries, each cut; touched files ranked by edits then reads', () => {
  const line = (o: unknown) => JSON.stringify(o);
  const lines = [
    '{"partial": tr', // a tail cut mid-line is skipped
    line({ type: 'user', message: { role: 'user', content: 'fix the bug' } }),
    line({
      type: 'assistant',
      message: {
        content: [
          { type: 'tool_use', name: 'Bash', input: { command: 'npm test' } },
          { type: 'text', text: 'x'.repeat(ENTRY_CHARS + 50) },
          { type: 'tool_use', name: 'Read', input: { file_path: '/p/a.ts' } },
          { type: 'tool_use', name: 'Edit', input: { file_path: '/p/b.ts' } },
          { type: 'tool_use', name: 'Read', input: { file_path: '/p/b.ts' } },
        ],
      },
    }),
    line({ type: 'summary', summary: 'ignored' }),
  ];
  const p = buildPacket(lines);
  assert.is(p.entries, 2);
  assert.is(p.shown, 2);
  assert.equal(
    p.files.map((f) => f.path),
    ['/p/b.ts', '/p/a.ts'],
  );
  assert.ok(p.excerpt.includes('[…cut]'));
  assert.ok(p.excerpt.includes('[tool Bash: npm test]'));
  const many = Array.from({ length: TOP_FILES + 5 }, (_, i) =>
    line({ type: 'assistant', message: { content: [{ type: 'tool_use', name: 'Read', input: { path: `/f${i}` } }] } }),
  );
  assert.is(buildPacket(many).files.length, TOP_FILES);
  // Past the excerpt's bound, older tool calls still count for the touched files; the newest entries are kept.
  const long = [
    line({
      type: 'assistant',
      message: { content: [{ type: 'tool_use', name: 'Edit', input: { file_path: '/old.ts' } }] },
    }),
    ...Array.from({ length: 40 }, (_, i) => line({ type: 'user', message: { content: `n${i} ${'y'.repeat(1900)}` } })),
  ];
  const lp = buildPacket(long);
  assert.ok(lp.shown < 41 && lp.shown > 10);
  assert.ok(lp.excerpt.includes('n39 '), 'the newest entry is kept');
  assert.not.ok(lp.excerpt.includes('n0 '), 'the oldest is dropped');
  assert.equal(
    lp.files.map((f) => f.path),
    ['/old.ts'],
  );
  assert.is(lp.entries, 41);
});

test.run();
