// Table tests for the pure parts: budget arithmetic, settings, keys, role lines, work args, payloads.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bounded, Deadline, lookupCap, parseBudget } from '../../lib/refocus/budget.js';
import { readSettings, WORK_PACKET_DEFAULT } from '../../lib/refocus/settings.js';
import { flag } from '../../lib/util/env-flag.js';
import { keyFor, refocusFiles, sanitize } from '../../lib/refocus/keys.js';
import { renderRole } from '../../lib/refocus/role.js';
import { deriveWorkArgs } from '../../lib/refocus/work.js';
import { buildPayload, hookOutput } from '../../lib/refocus/payload.js';
import {
  consumeAfterDelivery,
  plan,
  snapshotOutcome,
  unwrapPrompt,
  whyText,
  type Plan,
  type RefocusState,
} from '../../lib/refocus/trigger.js';
import { runLockWaitMs } from '../../lib/refocus/engine.js';
import { latestBoundedEndMs } from '../../lib/refocus/budget.js';
import { HARD_STOP_MS } from '../../lib/refocus/hook-process.js';
import { definitions, jobsOfCommand } from '../helpers/registrations.js';
import { isCompleteObject, stdinPlan, worthTryingComplete } from '../../lib/hook/stdin.js';

test('stdin plan: a pipe is reopened non-blocking, a socket reads once then streams, a file reads on, a terminal gives none', () => {
  assert.equal((['terminal', 'fifo', 'socket', 'file'] as const).map(stdinPlan), [
    'none',
    'reopen',
    'first-then-stream',
    'pool',
  ]);
});

test('stdin: only one whole JSON object counts as complete input', () => {
  const table: [string, boolean][] = [
    ['{"a":1}', true],
    ['{"a":1}\n', true],
    ['{"a":{"b":2}}  \r\n', true],
    ['{"a":{"b":2}', false], // a nested object closed, the outer one not yet
    ['{"a":"}"', false],
    ['{"a":1}{"b":2}', false],
    ['[{"a":1}]', false],
    ['null', false],
    ['', false],
    ['{"a":1} trailing', false],
  ];
  for (const [text, want] of table) assert.is(isCompleteObject(text), want, JSON.stringify(text));
  // Tried only on small input whose last read ends in } or a newline (a larger one is read to its end).
  const tries: [number, number | undefined, boolean][] = [
    [300, 0x7d, true],
    [300, 0x0a, true],
    [300, 0x22, false],
    [300, undefined, false],
    [64 * 1024, 0x7d, true],
    [64 * 1024 + 1, 0x7d, false],
    [1_500_000, 0x0a, false],
  ];
  for (const [bytes, last, want] of tries) assert.is(worthTryingComplete(bytes, last), want, `${bytes} ${last}`);
});

test('a snapshot settles only what writes nothing: a held or quiet run, a delivery as the state stands', () => {
  const st: RefocusState = {
    schema: 'refocus-state',
    version: 1,
    seat: 's@r',
    occupant: 'o',
    lastBytes: 10,
    baselineAt: '2026-01-01T00:00:00.000Z',
  };
  const table: [Plan, ReturnType<typeof snapshotOutcome>][] = [
    [{ kind: 'hold', advisories: [] }, 'done'],
    [{ kind: 'nothing', state: undefined, advisories: [] }, 'done'],
    [{ kind: 'nothing', state: st, advisories: [] }, 'locked'],
    [{ kind: 'record', state: st, advisories: [] }, 'locked'],
    [{ kind: 'deliver', state: st, changed: false, why: 'on demand', advisories: [] }, 'deliver'],
    [{ kind: 'deliver', state: st, changed: true, why: 'on demand', advisories: [] }, 'locked'],
  ];
  for (const [p, want] of table) assert.is(snapshotOutcome(p), want, JSON.stringify(p));
  // As plan() decides: a due prompt on a stored state delivers as it stands; a first observation
  // and a shrink record first.
  const input = {
    event: 'UserPromptSubmit' as const,
    runtime: 'claude' as const,
    seat: 's@r',
    occupant: 'o',
    size: 10,
    nowMs: Date.parse('2026-01-02T00:00:00.000Z'),
    thresholdBytes: 1000,
    onDemand: true,
    prompt: 'go',
  };
  assert.is(snapshotOutcome(plan({ ...input, state: st })), 'deliver');
  assert.is(snapshotOutcome(plan({ ...input, state: { ...st, pendingOn: 'Stop' }, onDemand: false })), 'deliver');
  assert.is(snapshotOutcome(plan({ ...input, state: undefined })), 'locked');
  assert.is(snapshotOutcome(plan({ ...input, state: { ...st, lastBytes: 50 } })), 'locked');
  assert.is(snapshotOutcome(plan({ ...input, state: st, onDemand: false, size: 20 })), 'done');
});

test('consume after a delivery: a compaction recorded meanwhile stays due; a failure keeps due; a Stop meanwhile is consumed', () => {
  const base: RefocusState = {
    schema: 'refocus-state',
    version: 1,
    seat: 's@r',
    occupant: 'o',
    lastBytes: 100,
    baselineAt: 'T0',
  };
  const at = (iso: string) => Date.parse(iso);
  const growth = base; // a growth delivery claims a state with nothing pending
  const pcT1 = { ...base, pendingOn: 'PostCompact' as const, pendingAt: '2026-01-01T00:00:01.000Z' };
  const pcT2 = { ...base, pendingOn: 'PostCompact' as const, pendingAt: '2026-01-01T00:00:02.000Z' };
  const stop = { ...base, pendingOn: 'Stop' as const, pendingAt: '2026-01-01T00:00:01.000Z' };
  const now = at('2026-01-01T00:00:03.000Z');
  const rows: [string, RefocusState | undefined, RefocusState, boolean, Partial<RefocusState>][] = [
    [
      'nothing meanwhile: consumed, baseline moves',
      growth,
      growth,
      true,
      { pendingOn: undefined, lastBytes: 500, firedOn: 'UserPromptSubmit' },
    ],
    [
      'compaction meanwhile: stays due',
      pcT1,
      growth,
      true,
      { pendingOn: 'PostCompact', pendingAt: pcT1.pendingAt, lastBytes: 500 },
    ],
    ['the compaction it delivered: consumed', pcT1, pcT1, true, { pendingOn: undefined }],
    [
      'a second compaction during its delivery: stays due',
      pcT2,
      pcT1,
      true,
      { pendingOn: 'PostCompact', pendingAt: pcT2.pendingAt },
    ],
    ['a Stop meanwhile: consumed with the baseline', stop, growth, true, { pendingOn: undefined, lastBytes: 500 }],
    ['failed: kept due', growth, growth, false, { pendingOn: 'UserPromptSubmit', lastBytes: 100 }],
    ['failed with a compaction meanwhile: the compaction stays', pcT1, growth, false, { pendingOn: 'PostCompact' }],
    ['state gone meanwhile: from what was claimed', undefined, growth, true, { pendingOn: undefined, lastBytes: 500 }],
  ];
  for (const [name, current, claimed, ok, want] of rows) {
    const got = consumeAfterDelivery(current, claimed, ok, 500, now);
    for (const [k, v] of Object.entries(want)) assert.equal((got as any)[k], v, `${name}: ${k}`);
  }
  // Every PostCompact stamps its own time, so a second one is told apart from the one claimed.
  const first = plan({
    event: 'PostCompact',
    runtime: 'codex',
    seat: 's@r',
    occupant: 'o',
    state: pcT1,
    size: 100,
    nowMs: at('2026-01-01T00:00:05.000Z'),
    thresholdBytes: 1,
    onDemand: false,
    prompt: '',
  });
  assert.is(first.kind === 'record' && first.state.pendingAt, '2026-01-01T00:00:05.000Z');
});

test('the whole run ends inside its registration: the bounded work, the lock wait and the last-resort stop, at every budget', () => {
  // Every command that runs the refocus job: refocus.cjs alone, or event-jobs.cjs beside the other jobs of its event.
  const timeouts = (['openrig-core', 'codex'] as const).flatMap((plugin) =>
    definitions(plugin)
      .filter((d) => jobsOfCommand(d.command).includes('refocus'))
      .map((d) => d.timeout * 1000),
  );
  assert.ok(timeouts.length === 5, `${timeouts.length} refocus registrations`);
  for (const registration of timeouts) {
    assert.ok(HARD_STOP_MS < registration, `last-resort stop ${HARD_STOP_MS} inside ${registration}`);
    for (const raw of ['4500', '9000', '45000', '52000', '999999']) {
      const b = parseBudget(raw).budgetMs;
      assert.ok(latestBoundedEndMs(b) < HARD_STOP_MS, `B=${b}: bounded work ends by ${latestBoundedEndMs(b)}`);
      assert.ok(runLockWaitMs(b, 0) < HARD_STOP_MS, `B=${b}: the delivery lock wait ends before the stop`);
    }
  }
});

test('delivery lock wait: max(5 s, 50 s − B), less what the run has already spent, at least 1 s', () => {
  assert.is(runLockWaitMs(4500, 0), 45_500);
  assert.is(runLockWaitMs(4500, 10_000), 35_500);
  assert.is(runLockWaitMs(52_000, 0), 5000);
  assert.is(runLockWaitMs(52_000, 9000), 1000);
});

test('budget: cap = 2000 × B / 4500; 45 000 → 20 s, 52 000 → about 23 s; clamp and fallback with one advisory', () => {
  assert.is(lookupCap(4500), 2000);
  assert.is(lookupCap(45_000), 20_000);
  assert.is(lookupCap(52_000), 23_111);
  const table: [string | undefined, number, boolean][] = [
    [undefined, 4500, false],
    ['', 4500, false],
    ['45000', 45_000, false],
    ['52000', 52_000, false],
    ['60000', 52_000, true],
    ['1e9', 52_000, true],
    ['100', 4500, true],
    ['-5', 4500, true],
    ['0', 4500, true],
    ['abc', 4500, true],
    ['NaN', 4500, true],
    ['Infinity', 4500, true],
    ['9000.7', 9000, false],
  ];
  for (const [raw, ms, advised] of table) {
    const r = parseBudget(raw);
    assert.is(r.budgetMs, ms, String(raw));
    assert.is(Boolean(r.advisory), advised, String(raw));
  }
  let now = 1000;
  const d = new Deadline(1000, 45_000, () => now);
  assert.is(d.lookupMs(), 20_000);
  now = 1000 + 40_000;
  assert.is(d.lookupMs(), 5000, 'cut to what is left of B');
  now = 1000 + 50_000;
  assert.is(d.lookupMs(), 0);
});

test('bounded: value, error, cut, no budget left, and a late partial result within grace', async () => {
  assert.equal(await bounded(100, async () => 5, String).then((r) => [r.ok, r.ok && r.value]), [true, 5]);
  const e = await bounded(
    100,
    async () => {
      throw new Error('x');
    },
    (err) => (err as Error).message,
  );
  assert.equal([e.ok, !e.ok && e.cut, !e.ok && e.reason], [false, false, 'x']);
  const c = await bounded(60, () => new Promise(() => undefined), String);
  assert.equal([c.ok, !c.ok && c.cut, !c.ok && c.reason], [false, true, 'cut at its 60 ms deadline']);
  const n = await bounded(10, async () => 1, String);
  assert.equal([n.ok, !n.ok && n.reason], [false, 'no budget left']);
  const partial = await bounded(
    60,
    (signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve('partial'))),
    String,
    100,
  );
  assert.equal([partial.ok, partial.ok && partial.value, partial.ok && partial.cut], [true, 'partial', true]);
});

test('settings: truthiness, thresholds, per-runtime packet default (off on both), invalid knobs fall back', () => {
  for (const [v, want] of [
    [undefined, true],
    ['', true],
    ['1', true],
    ['yes', true],
    ['banana', true],
    ['0', false],
    [' OFF ', false],
    ['False', false],
    ['no', false],
  ] as const) {
    assert.is(flag(v, true), want, String(v));
  }
  assert.equal(WORK_PACKET_DEFAULT, { claude: false, codex: false });
  const { settings, advisories } = readSettings(
    { OPENRIG_REFOCUS_BYTES: '-1', OPENRIG_REFOCUS_TREES: 'all', OPENRIG_REFOCUS_DEPTH: 'deep' },
    'codex',
  );
  assert.is(settings.thresholdBytes, 2_600_000);
  assert.is(settings.trees, 'both');
  assert.is(settings.depth, 'light');
  assert.is(settings.packet, false);
  assert.is(settings.seat, 'unknown-seat');
  assert.is(advisories.length, 3);
  assert.is(readSettings({ OPENRIG_REFOCUS_WORK_PACKET: '1' }, 'claude').settings.packet, true);
});

test('keys: safe ids kept, unsafe ones bounded with a hash suffix, distinct ids distinct, contained', () => {
  assert.is(keyFor('occupant'), 'occupant');
  assert.is(sanitize('a/b c'), 'a_b_c');
  const a = keyFor('../../etc/passwd');
  assert.match(a, /^\.\._\.\._etc_passwd__[0-9a-f]{8}$/);
  const long = 'x'.repeat(80);
  assert.is.not(keyFor(`${long}1`), keyFor(`${long}2`));
  assert.ok(keyFor(`${long}1`).length <= 64 + 10);
  assert.is.not(keyFor('a/b'), keyFor('a_b'));
  assert.match(keyFor('..'), /^\.\.__[0-9a-f]{8}$/);
  const f = refocusFiles('/h/refocus', 'dev@rig', '../../x');
  assert.ok(f.state.startsWith('/h/refocus/dev@rig__'));
  assert.is(f.health, `${f.state.slice(0, -'.json'.length)}#health.json`);
  assert.is(refocusFiles('/h/refocus', 'dev@rig', 'occ').health, '/h/refocus/dev@rig__occ#health.json');
  // An occupant whose own id ends in ".health" keeps a state file apart from another's health file.
  assert.is.not(
    refocusFiles('/h/refocus', 'dev@rig', 'occ.health').state,
    refocusFiles('/h/refocus', 'dev@rig', 'occ').health,
  );
  assert.is(f.sentinel, '/h/refocus/dev@rig#no-identity-sentinel.json');
});

test('role lines: every state, never "missing" for a failed lookup', () => {
  const table: [Parameters<typeof renderRole>[0], string][] = [
    [{ ok: false, reason: 'no budget left' }, 'Role file: unknown (no budget left)'],
    [{ ok: true, answer: 'broken' }, 'Role file: unknown (queue whoami has no role information)'],
    [{ ok: true, answer: {} }, 'Role file: unknown (queue whoami has no role information)'],
    [
      { ok: true, answer: { role: { state: 'unknown', files: [] } } },
      'Role file: unknown (role observation unavailable)',
    ],
    [
      { ok: true, answer: { role: { state: 'unknown', files: [], reason: 'registry unreadable' } } },
      'Role file: unknown (registry unreadable)',
    ],
    [{ ok: true, answer: { role: { state: 'no-record', files: [] } } }, 'Role file: no-record'],
    [{ ok: true, answer: { role: { state: 'not-declared', files: [] } } }, 'Role file: not-declared'],
    [
      { ok: true, answer: { role: { state: 'present', files: [] } } },
      'Role file: unknown (malformed role information)',
    ],
    [
      { ok: true, answer: { role: { state: 'present', files: [{ resolvedPath: 3, state: 'present' }] } } },
      'Role file: unknown (malformed role information)',
    ],
    [
      { ok: true, answer: { role: { state: 'weird', files: [{ resolvedPath: '/a', state: 'present' }] } } },
      'Role file: unknown (malformed role information)',
    ],
    [
      {
        ok: true,
        answer: { role: { state: 'present', files: [{ resolvedPath: '/a "b"', state: 'present' }], note: 'N.' } },
      },
      'Your seat\'s role file: "/a \\"b\\"". Re-read it if your role is unclear.\nBinding recorded at: unknown. N.',
    ],
  ];
  for (const [input, want] of table) assert.is(renderRole(input), want);
});

test('work args: explicit, node, basis, unknown reasons, packet candidates', () => {
  assert.equal(
    deriveWorkArgs({
      explicitNode: '/w',
      packet: false,
      whoami: { ok: true, answer: { currentWork: { workNodePath: '/x' } } },
    }),
    { workStart: '/w' },
  );
  assert.equal(
    deriveWorkArgs({ packet: false, whoami: { ok: true, answer: { currentWork: { workNodePath: '/x' } } } }),
    { workStart: '/x' },
  );
  assert.equal(
    deriveWorkArgs({ packet: false, whoami: { ok: true, answer: { currentWork: null, currentWorkBasis: 'b' } } }),
    { workBasis: 'b' },
  );
  assert.equal(deriveWorkArgs({ packet: false, whoami: { ok: true, answer: { currentWork: null } } }), {
    workUnknown: 'queue whoami named no current work and no basis',
  });
  assert.equal(deriveWorkArgs({ packet: false, whoami: { ok: true, answer: 7 } }), {
    workUnknown: 'queue whoami answer was malformed',
  });
  assert.equal(deriveWorkArgs({ packet: false, whoami: { ok: false, reason: 'cut at its 2000 ms deadline' } }), {
    workUnknown: 'queue whoami failed: cut at its 2000 ms deadline',
  });
  const wc = { candidates: [] };
  assert.equal(
    deriveWorkArgs({
      packet: true,
      whoami: { ok: true, answer: { currentWork: { workNodePath: '/x' }, workCandidates: wc } },
    }),
    { workCandidates: wc },
  );
  assert.equal(
    deriveWorkArgs({ packet: true, whoami: { ok: true, answer: { currentWork: null, currentWorkBasis: 'b' } } }),
    { workBasis: 'b' },
  );
});

test('payload layouts and the output shape; why text; prompt unwrapping', () => {
  assert.is(
    buildPayload('on demand', 'T', 'R', { kind: 'ref', ref: 'a/b', text: 'C\n' }),
    'REFOCUS (on demand). Answer briefly, out loud, before your next move:\n\nT\n\nR\n\nREFOCUS CONTENT SOURCE: OPENRIG_REFOCUS_CONTENT_REF=a/b\n\nC\n',
  );
  assert.is(
    buildPayload('w', 'T', undefined, { kind: 'file', source: '/f', text: 'C' }),
    'REFOCUS (w). Answer briefly, out loud, before your next move:\n\nT\n\nC',
  );
  assert.is(
    buildPayload('w', 'T', 'R', { kind: 'ref-failed', ref: 'a/b', reason: 'gone', shipped: 'S' }),
    'REFOCUS CONTENT REF FAILED: a/b — gone\n\nThe configured source failed; use the shipped default below for this turn.\n\nS\n\nT\n\nR',
  );
  assert.is(
    hookOutput('x"y'),
    '{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"x\\"y"}}',
  );
  const st = {
    schema: 'refocus-state' as const,
    version: 1 as const,
    seat: 's',
    occupant: 'o',
    lastBytes: 1000,
    baselineAt: 'x',
  };
  assert.is(whyText(false, st, 3_001_000), '3MB of work since your last refocus');
  assert.is(whyText(false, { ...st, pendingOn: 'PostCompact' }, 0), 'just compacted — your picture is lossy');
  assert.is(whyText(true, { ...st, pendingOn: 'PostCompact' }, 0), 'on demand');
  assert.is(unwrapPrompt(' <pasted_content id="1"> hi </pasted_content id="1"> ', 'claude'), 'hi');
  assert.is(
    unwrapPrompt('<pasted_content id="1">hi</pasted_content id="1">', 'codex'),
    '<pasted_content id="1">hi</pasted_content id="1">',
  );
  assert.is(unwrapPrompt(5, 'claude'), '');
});

test.run();
