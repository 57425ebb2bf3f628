// Which typing-guard mode wins, as a table (lib/delivery/guard/preference.ts, pure): a node's saved
// document and its audit lines → desired and effective mode, pending, and where the answer came from
// (the spec default, the saved mode, a later boolean-only write, or the audit when the document is lost).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolvePreference } from '../../../lib/delivery/guard/preference.js';
import type { AnyGuardAuditEntry, GuardAuditEntry, GuardDocument } from '../../../lib/delivery/guard/document.js';
import type { GuardMode } from '../../../lib/delivery/guard/policy.js';

const NODE = 'n-0123456789abcdef';
const T1 = '2024-05-01T10:00:00.000Z';
const T2 = '2024-05-01T10:05:00.000Z';

/** Our own write of `mode` at `at`, desired and effective in step (or effective still `effective`). */
function saved(mode: GuardMode, at = T1, effective?: GuardMode): { doc: GuardDocument; line: GuardAuditEntry } {
  const doc: GuardDocument = {
    schema: 'guard',
    version: 1,
    nodeId: NODE,
    desired: { mode, revision: 'gr-a', changedAt: at, actor: 'ops@rig', reason: 'why' },
    effective: { mode: effective ?? mode, revision: effective ? 'gr-old' : 'gr-a', activatedAt: at },
    legacy: { enabled: mode !== 'off', writtenAt: at },
  };
  const line = ours('set', mode, at);
  return { doc, line };
}

function ours(event: GuardAuditEntry['event'], mode: GuardMode, at = T1, revision = 'gr-a'): GuardAuditEntry {
  return {
    at,
    nodeId: NODE,
    event,
    mode,
    revision,
    enabled: mode !== 'off',
    previousDesired: 'off',
    previousEffective: 'off',
    actor: 'ops@rig',
    actorLabel: 'ops@rig',
    reason: 'why',
  };
}

const legacyLine = (enabled: boolean, at = T2): AnyGuardAuditEntry => ({
  at,
  nodeId: NODE,
  enabled,
  actor: 'old@rig',
  reason: 'legacy',
});

type Want = { desired: GuardMode; effective: GuardMode; pending: boolean; source: string };
type Row = [string, GuardDocument | undefined, AnyGuardAuditEntry[], GuardMode, Want];

const s = saved('draft-aware');
const pendingHold = saved('hold', T1, 'off');
const laterBit = { ...s.doc, legacy: { enabled: false, writtenAt: T2 } };
const bitOffMode = { ...saved('hold').doc, legacy: { enabled: false, writtenAt: T1 } };
const onlyBit: GuardDocument = { schema: 'guard', version: 1, nodeId: NODE, legacy: { enabled: true, writtenAt: T2 } };
const noEffective: GuardDocument = { ...s.doc, effective: undefined };

const ROWS: Row[] = [
  [
    'nothing saved: the spec default',
    undefined,
    [],
    'sends-only',
    { desired: 'sends-only', effective: 'sends-only', pending: false, source: 'default' },
  ],
  [
    'saved and matching its audit line: the saved mode',
    s.doc,
    [s.line],
    'off',
    { desired: 'draft-aware', effective: 'draft-aware', pending: false, source: 'saved' },
  ],
  [
    'saved, not yet in force: pending',
    pendingHold.doc,
    [pendingHold.line],
    'off',
    { desired: 'hold', effective: 'off', pending: true, source: 'saved' },
  ],
  [
    'an activation line after the set is skipped',
    s.doc,
    [s.line, ours('activated', 'draft-aware', T2)],
    'off',
    { desired: 'draft-aware', effective: 'draft-aware', pending: false, source: 'saved' },
  ],
  [
    'a boolean-only line after the set: its bit wins (on → hold)',
    s.doc,
    [s.line, legacyLine(true)],
    'off',
    { desired: 'hold', effective: 'hold', pending: false, source: 'legacy' },
  ],
  [
    'the bit rewritten later (off): off, at once',
    laterBit,
    [s.line],
    'hold',
    { desired: 'off', effective: 'off', pending: false, source: 'legacy' },
  ],
  [
    'the bit disagrees with the saved mode: the bit',
    bitOffMode,
    [saved('hold').line],
    'hold',
    { desired: 'off', effective: 'off', pending: false, source: 'legacy' },
  ],
  [
    'the audit line names another revision: the bit',
    s.doc,
    [ours('set', 'draft-aware', T1, 'gr-z')],
    'off',
    { desired: 'hold', effective: 'hold', pending: false, source: 'legacy' },
  ],
  [
    'the audit line names another mode: the bit',
    s.doc,
    [ours('set', 'hold')],
    'off',
    { desired: 'hold', effective: 'hold', pending: false, source: 'legacy' },
  ],
  [
    'the audit line at another time: the bit',
    s.doc,
    [ours('set', 'draft-aware', T2)],
    'off',
    { desired: 'hold', effective: 'hold', pending: false, source: 'legacy' },
  ],
  [
    'a reconciled line counts as ours',
    s.doc,
    [ours('reconciled', 'draft-aware')],
    'off',
    { desired: 'draft-aware', effective: 'draft-aware', pending: false, source: 'saved' },
  ],
  [
    'no audit at all beside a document: the bit',
    s.doc,
    [],
    'off',
    { desired: 'hold', effective: 'hold', pending: false, source: 'legacy' },
  ],
  [
    'no effective block: the bit',
    noEffective,
    [s.line],
    'off',
    { desired: 'hold', effective: 'hold', pending: false, source: 'legacy' },
  ],
  [
    'only a boolean-only writer touched it',
    onlyBit,
    [legacyLine(true)],
    'off',
    { desired: 'hold', effective: 'hold', pending: false, source: 'legacy' },
  ],
  [
    'document lost, our set line: its mode',
    undefined,
    [s.line],
    'off',
    { desired: 'draft-aware', effective: 'draft-aware', pending: false, source: 'audit' },
  ],
  [
    'document lost, a boolean-only off line last',
    undefined,
    [s.line, legacyLine(false)],
    'hold',
    { desired: 'off', effective: 'off', pending: false, source: 'audit' },
  ],
  [
    'document lost, only an activation line: the default',
    undefined,
    [ours('activated', 'hold')],
    'urgent-only',
    { desired: 'urgent-only', effective: 'urgent-only', pending: false, source: 'default' },
  ],
];

for (const [name, doc, audit, fallback, want] of ROWS) {
  test(name, () => {
    const p = resolvePreference(NODE, doc, audit, fallback);
    assert.equal({ desired: p.desiredMode, effective: p.effectiveMode, pending: p.pending, source: p.source }, want);
    assert.is(p.desiredEnabled, want.desired === 'hold', 'desiredEnabled is hold-all');
    assert.is(p.effectiveEnabled, want.effective === 'hold', 'effectiveEnabled is hold-all');
  });
}

test('what the answer carries: revisions, who and why, from the line that decided', () => {
  const fromSaved = resolvePreference(NODE, pendingHold.doc, [pendingHold.line], 'off');
  assert.equal(
    [fromSaved.revision, fromSaved.effectiveRevision, fromSaved.changedAt, fromSaved.actor, fromSaved.reason],
    ['gr-a', 'gr-old', T1, 'ops@rig', 'why'],
  );
  const fromBit = resolvePreference(NODE, s.doc, [s.line, legacyLine(true)], 'off');
  assert.equal(
    [fromBit.revision, fromBit.changedAt, fromBit.actor, fromBit.reason, fromBit.legacyEnabled],
    ['gr-a', T1, 'old@rig', 'legacy', true],
  );
  const bitOnly = resolvePreference(NODE, onlyBit, [], 'off');
  assert.equal(
    [bitOnly.revision, bitOnly.effectiveRevision, bitOnly.changedAt, bitOnly.actor],
    ['legacy', 'legacy', T2, null],
  );
  const fromAudit = resolvePreference(NODE, undefined, [legacyLine(false, T2)], 'hold');
  assert.equal(
    [fromAudit.revision, fromAudit.changedAt, fromAudit.actor, fromAudit.reason, fromAudit.legacyEnabled],
    ['legacy', T2, 'old@rig', 'legacy', false],
  );
  const byDefault = resolvePreference(NODE, undefined, [], 'draft-aware');
  assert.equal(
    [byDefault.revision, byDefault.changedAt, byDefault.actor, byDefault.reason, byDefault.legacyEnabled],
    ['default', '', null, null, true],
  );
});

test.run();
