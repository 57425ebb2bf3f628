import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tempHome } from '../../helpers/home.js';
import { guardPath, type HomePaths } from '../../../lib/home/paths.js';
import { appendLog, withLock, writeFileAtomically } from '../../../lib/store/index.js';
import { GUARD_MODES } from '../../../lib/delivery/guard/policy.js';
import {
  activateDesired,
  listGuardNodes,
  readGuard,
  readGuards,
  readGuardAudit,
  reconcileLegacy,
  setDesiredMode,
  GuardInputError,
} from '../../../lib/delivery/guard/store.js';
import type { GuardAuditEntry, GuardDocument } from '../../../lib/delivery/guard/document.js';
import { UNATTRIBUTED_LABEL } from '../../../lib/seat/ref.js';

const NODE = 'n-0123456789abcdef';
const OTHER = 'n-fedcba9876543210';

const raw = (home: HomePaths, nodeId = NODE): GuardDocument =>
  JSON.parse(readFileSync(guardPath(home, nodeId), 'utf8'));

/**
 * A boolean-only writer, as docs/typing-guard.md describes it: under the document's lock it appends
 * its audit line ({at, nodeId, enabled, actor, reason}; no event, no mode), then rewrites only the
 * `legacy` block, leaving every field it does not understand as it was.
 */
async function olderWriter(
  home: HomePaths,
  enabled: boolean,
  opts: { at?: string; nodeId?: string } = {},
): Promise<void> {
  const nodeId = opts.nodeId ?? NODE;
  const file = guardPath(home, nodeId);
  await withLock(file, async () => {
    let doc: Record<string, unknown>;
    try {
      doc = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      doc = { schema: 'guard', version: 1, nodeId };
    }
    const at = opts.at ?? new Date().toISOString();
    appendLog(home.guardAudit, {
      at,
      nodeId,
      enabled,
      actor: 'old-daemon@rig',
      reason: `legacy ${enabled ? 'on' : 'off'}`,
    });
    doc.legacy = { enabled, writtenAt: at };
    await writeFileAtomically(file, JSON.stringify(doc, null, 2) + '\n');
  });
}

const set = (
  home: HomePaths,
  mode: (typeof GUARD_MODES)[number],
  actor: string | null = 'lead@my-rig',
  nodeId = NODE,
) => setDesiredMode(home, nodeId, { mode, reason: `want ${mode}`, actor, fallbackMode: 'off' });

async function rejects(p: Promise<unknown>, check: RegExp | ((e: unknown) => boolean)): Promise<void> {
  try {
    await p;
  } catch (err) {
    if (check instanceof RegExp) assert.match(String((err as Error).message), check);
    else assert.ok(check(err), String(err));
    return;
  }
  assert.unreachable('expected a rejection');
}

const tick = () => new Promise((r) => setTimeout(r, 3));

test('no saved preference: the fallback (spec default) applies, unsaved', () => {
  const { home } = tempHome();
  const p = readGuard(home, NODE, 'sends-only');
  assert.equal(p, {
    nodeId: NODE,
    desiredMode: 'sends-only',
    effectiveMode: 'sends-only',
    pending: false,
    desiredEnabled: false,
    effectiveEnabled: false,
    legacyEnabled: true,
    revision: 'default',
    effectiveRevision: 'default',
    changedAt: '',
    actor: null,
    reason: null,
    source: 'default',
  });
  assert.equal(listGuardNodes(home), []);
});

test('a change writes desired and its audit line at once; it is pending until activation', async () => {
  const { home } = tempHome();
  const p = await set(home, 'draft-aware');
  assert.is(p.desiredMode, 'draft-aware');
  assert.is(p.effectiveMode, 'off');
  assert.is(p.pending, true);
  assert.is(p.desiredEnabled, false, 'the API boolean describes hold-all');
  assert.is(p.legacyEnabled, true, 'the stored bit is fail-safe');
  assert.is(p.actor, 'lead@my-rig');
  assert.is(p.reason, 'want draft-aware');
  assert.is(p.source, 'saved');
  assert.equal(readGuard(home, NODE, 'off'), p, 'what the setter returns is what a reader sees');
  const audit = readGuardAudit(home, NODE) as GuardAuditEntry[];
  assert.is(audit.length, 1);
  assert.is(audit[0]!.event, 'set');
  assert.is(audit[0]!.mode, 'draft-aware');
  assert.is(audit[0]!.revision, p.revision);
  assert.is(audit[0]!.previousDesired, 'off');
  assert.is(audit[0]!.previousEffective, 'off');
  assert.is(audit[0]!.actorLabel, 'lead@my-rig');
  assert.is(audit[0]!.at, p.changedAt);

  const active = await activateDesired(home, NODE, 'off');
  assert.is(active.effectiveMode, 'draft-aware');
  assert.is(active.pending, false);
  assert.is(active.revision, p.revision, 'activation keeps the revision');
  assert.is(active.source, 'saved', 'an activation line does not upset the re-upgrade rule');
  const after = readGuardAudit(home, NODE) as GuardAuditEntry[];
  assert.is(after.length, 2);
  assert.is(after[1]!.event, 'activated');
  // Activating again changes nothing.
  const mtime = statSync(guardPath(home, NODE)).mtimeMs;
  await tick();
  assert.equal(await activateDesired(home, NODE, 'off'), active);
  assert.is(statSync(guardPath(home, NODE)).mtimeMs, mtime);
  assert.is(readGuardAudit(home, NODE).length, 2);
  assert.equal(listGuardNodes(home), [NODE]);
});

test('asking for the mode already desired is idempotent: same revision, no write, no audit line', async () => {
  const { home } = tempHome();
  const first = await set(home, 'hold');
  const mtime = statSync(guardPath(home, NODE)).mtimeMs;
  await tick();
  const again = await setDesiredMode(home, NODE, {
    mode: 'hold',
    reason: 'another reason',
    actor: 'other@my-rig',
    fallbackMode: 'off',
  });
  assert.equal(again, first);
  assert.is(statSync(guardPath(home, NODE)).mtimeMs, mtime);
  assert.is(readGuardAudit(home, NODE).length, 1);
  // Still idempotent while pending, and after activation.
  await activateDesired(home, NODE);
  const active = await set(home, 'hold');
  assert.is(active.revision, first.revision);
  assert.is(active.effectiveEnabled, true);
  assert.is(active.desiredEnabled, true);
});

test('a request equal to the mode in force takes effect at once (nothing to wait for)', async () => {
  const { home } = tempHome();
  const p = await setDesiredMode(home, NODE, { mode: 'off', reason: 'explicit', actor: null, fallbackMode: 'off' });
  assert.is(p.pending, false);
  assert.is(p.source, 'saved', 'the first explicit choice is saved even when it equals the default');
  // Going back to the effective mode while a change is pending cancels the pending change.
  await set(home, 'hold');
  const back = await set(home, 'off');
  assert.is(back.pending, false);
  assert.is(back.effectiveMode, 'off');
});

test('an actor-less change is recorded as unattributed (no seat identity), never from the target', async () => {
  const { home } = tempHome();
  const p = await set(home, 'urgent-only', null);
  assert.is(p.actor, null);
  const [entry] = readGuardAudit(home, NODE) as GuardAuditEntry[];
  assert.is(entry!.actor, null);
  assert.is(entry!.actorLabel, UNATTRIBUTED_LABEL);
  assert.is(UNATTRIBUTED_LABEL, 'unattributed (no seat identity)');
  await set(home, 'hold', 'dev-impl@my-rig');
  const entries = readGuardAudit(home, NODE) as GuardAuditEntry[];
  assert.is(entries[1]!.actor, 'dev-impl@my-rig');
});

test('the stored legacy bit is on for every mode but off', async () => {
  const { home } = tempHome();
  for (const mode of GUARD_MODES) {
    await set(home, mode);
    const doc = raw(home);
    assert.is(doc.legacy.enabled, mode !== 'off', mode);
    assert.is(doc.legacy.writtenAt, doc.desired!.changedAt, mode);
    assert.is(readGuard(home, NODE, 'off').source, 'saved', mode);
  }
});

test('siblings keep their own preference and audit', async () => {
  const { home } = tempHome();
  await set(home, 'hold', 'a@r', NODE);
  await set(home, 'draft-aware', 'b@r', OTHER);
  assert.is(readGuard(home, NODE, 'off').desiredMode, 'hold');
  assert.is(readGuard(home, OTHER, 'off').desiredMode, 'draft-aware');
  assert.is(readGuardAudit(home, NODE).length, 1);
  assert.equal(listGuardNodes(home), [NODE, OTHER].sort());
});

test('readGuards (one audit read for a listing) answers as readGuard does for each node', async () => {
  const { home } = tempHome();
  const THIRD = 'n-00000000000000aa';
  await set(home, 'hold', 'a@r', NODE);
  await activateDesired(home, NODE);
  await set(home, 'draft-aware', 'b@r', OTHER);
  await tick();
  await olderWriter(home, false, { nodeId: OTHER });
  const wanted = [
    { nodeId: NODE, fallbackMode: 'off' as const },
    { nodeId: OTHER, fallbackMode: 'off' as const },
    { nodeId: THIRD, fallbackMode: 'sends-only' as const },
    { nodeId: 'not-a-node', fallbackMode: 'off' as const },
  ];
  const got = readGuards(home, wanted);
  for (const [i, w] of wanted.slice(0, 3).entries()) assert.equal(got[i], readGuard(home, w.nodeId, w.fallbackMode));
  assert.equal(
    got.slice(0, 3).map((g) => (g instanceof Error ? g.message : g.effectiveMode)),
    ['hold', 'off', 'sends-only'],
  );
  assert.instance(got[3], Error, "a bad node id is that entry's error only");
});

// ----------------------------------------------------------------- rollback / re-upgrade rule

test('re-upgrade, unchanged: with no later boolean write the saved draft-aware mode survives', async () => {
  const { home } = tempHome();
  await set(home, 'draft-aware');
  await activateDesired(home, NODE);
  const r = await reconcileLegacy(home, NODE, 'off');
  assert.is(r.reconciled, false);
  assert.is(r.preference.desiredMode, 'draft-aware');
  assert.is(r.preference.effectiveMode, 'draft-aware');
  assert.is(r.preference.source, 'saved');
});

test('re-upgrade, later on: a boolean-only writer turning the bit on means hold', async () => {
  const { home } = tempHome();
  await set(home, 'off');
  await tick();
  await olderWriter(home, true);
  const seen = readGuard(home, NODE, 'off');
  assert.is(seen.source, 'legacy');
  assert.is(seen.desiredMode, 'hold');
  assert.is(seen.effectiveMode, 'hold', 'a boolean write was in force at once');
  assert.is(seen.actor, 'old-daemon@rig');
  const r = await reconcileLegacy(home, NODE, 'off');
  assert.is(r.reconciled, true);
  assert.is(r.overriddenMode, 'off');
  assert.is(r.preference.source, 'saved');
  assert.is(r.preference.desiredMode, 'hold');
  const last = readGuardAudit(home, NODE).at(-1) as GuardAuditEntry;
  assert.is(last.event, 'reconciled');
  assert.is(last.actor, 'old-daemon@rig');
  assert.is((await reconcileLegacy(home, NODE, 'off')).reconciled, false, 'reconciling twice changes nothing');
});

test('re-upgrade, later off: turning the bit off beats a saved draft-aware', async () => {
  const { home } = tempHome();
  await set(home, 'draft-aware');
  await activateDesired(home, NODE);
  await tick();
  await olderWriter(home, false);
  assert.is(readGuard(home, NODE, 'off').desiredMode, 'off');
  const r = await reconcileLegacy(home, NODE, 'off');
  assert.is(r.preference.desiredMode, 'off');
  assert.is(r.preference.effectiveMode, 'off');
  assert.is(r.overriddenMode, 'draft-aware');
  assert.is(raw(home).legacy.enabled, false);
});

test('re-upgrade, off then on: the last boolean write wins, so draft-aware becomes hold', async () => {
  const { home } = tempHome();
  await set(home, 'draft-aware');
  await tick();
  await olderWriter(home, false);
  await tick();
  await olderWriter(home, true);
  const r = await reconcileLegacy(home, NODE, 'off');
  assert.is(r.preference.desiredMode, 'hold');
  assert.is(r.overriddenMode, 'draft-aware');
});

test('re-upgrade, same-value on-to-on write in the same clock tick still wins', async () => {
  const { home } = tempHome();
  const p = await set(home, 'draft-aware');
  await activateDesired(home, NODE);
  // Same bit (on), same timestamp as the mode change: only the newer audit line tells them apart.
  await olderWriter(home, true, { at: p.changedAt });
  const doc = raw(home);
  assert.is(doc.legacy.writtenAt, doc.desired!.changedAt);
  assert.is(doc.legacy.enabled, true);
  const seen = readGuard(home, NODE, 'off');
  assert.is(seen.source, 'legacy');
  assert.is(seen.desiredMode, 'hold');
  const r = await reconcileLegacy(home, NODE, 'off');
  assert.is(r.preference.desiredMode, 'hold');
});

test('a bit changed without an audit line (timestamps disagree) also wins', async () => {
  const { home } = tempHome();
  await set(home, 'sends-only');
  const doc = raw(home);
  doc.legacy = { enabled: true, writtenAt: new Date(Date.parse(doc.legacy.writtenAt) + 5).toISOString() };
  await writeFileAtomically(guardPath(home, NODE), JSON.stringify(doc));
  assert.is(readGuard(home, NODE, 'off').desiredMode, 'hold');
});

test('a lost audit log is fail-safe: the stored bit decides', async () => {
  const { home } = tempHome();
  await set(home, 'draft-aware');
  rmSync(home.guardAudit);
  const p = readGuard(home, NODE, 'off');
  assert.is(p.source, 'legacy');
  assert.is(p.desiredMode, 'hold', 'draft-aware stored the bit on, so the seat holds rather than types');
});

test('a corrupt document is moved aside and the audit keeps the seat protected until it is restored', async () => {
  const { home } = tempHome();
  await set(home, 'draft-aware');
  await activateDesired(home, NODE);
  writeFileSync(guardPath(home, NODE), '{"schema":"guard","version":1,');
  const reports: string[] = [];
  const orig = process.stderr.write.bind(process.stderr);
  (process.stderr as unknown as { write: (s: string) => boolean }).write = (s: string) => {
    reports.push(String(s));
    return true;
  };
  let p;
  try {
    p = readGuard(home, NODE, 'off');
  } finally {
    (process.stderr as unknown as { write: typeof orig }).write = orig;
  }
  assert.ok(
    reports.some((r) => /was unreadable/.test(r)),
    'the quarantine is reported',
  );
  assert.ok(readdirSync(home.guards).some((n) => n.startsWith(`${NODE}.json.corrupt-`)));
  assert.is(p.source, 'audit');
  assert.is(p.desiredMode, 'draft-aware', 'not the off default');
  assert.is(p.effectiveMode, 'draft-aware');
  const restored = await activateDesired(home, NODE, 'off');
  assert.is(restored.source, 'saved');
  assert.is(restored.effectiveMode, 'draft-aware');
  assert.is(raw(home).legacy.enabled, true);
  assert.match((readGuardAudit(home, NODE).at(-1) as GuardAuditEntry).reason, /restored from the audit log/);
});

test('a document written only by a boolean-only writer is read through its bit', async () => {
  const { home } = tempHome();
  await olderWriter(home, true);
  assert.equal(Object.keys(raw(home)).sort(), ['legacy', 'nodeId', 'schema', 'version']);
  const p = readGuard(home, NODE, 'off');
  assert.is(p.desiredMode, 'hold');
  assert.is(p.source, 'legacy');
  // Activation at daemon start adopts it; a later mode change then works as usual.
  const active = await activateDesired(home, NODE, 'off');
  assert.is(active.source, 'saved');
  assert.is(active.effectiveMode, 'hold');
  const next = await set(home, 'draft-aware');
  assert.is(next.desiredMode, 'draft-aware');
  assert.is(next.effectiveMode, 'hold');
  assert.is(next.pending, true);
});

test('activation never makes a stale mode effective over a later boolean write', async () => {
  const { home } = tempHome();
  await set(home, 'draft-aware'); // pending: effective off
  await tick();
  await olderWriter(home, false);
  const p = await activateDesired(home, NODE, 'off');
  assert.is(p.effectiveMode, 'off');
  assert.is(p.desiredMode, 'off');
  assert.is(p.pending, false);
  assert.is(p.source, 'saved');
});

test('a mode change after a boolean write starts from what the boolean put in force', async () => {
  const { home } = tempHome();
  await set(home, 'off');
  await tick();
  await olderWriter(home, true);
  const p = await set(home, 'draft-aware');
  assert.is(p.source, 'saved');
  assert.is(p.desiredMode, 'draft-aware');
  assert.is(p.effectiveMode, 'hold');
  assert.is(p.pending, true);
  const entry = readGuardAudit(home, NODE).at(-1) as GuardAuditEntry;
  assert.is(entry.previousDesired, 'hold');
});

test('concurrent changes serialise: the saved mode stays authoritative and every change is audited', async () => {
  const { home } = tempHome();
  const modes = ['hold', 'draft-aware', 'urgent-only', 'sends-only', 'openrig-urgent'] as const;
  await Promise.all(modes.map((m) => set(home, m)));
  const p = readGuard(home, NODE, 'off');
  assert.is(p.source, 'saved');
  const sets = (readGuardAudit(home, NODE) as GuardAuditEntry[]).filter((e) => e.event === 'set');
  assert.is(sets.length, modes.length);
  assert.is(sets.at(-1)!.mode, p.desiredMode, 'the last audited change is the saved one');
});

test('invalid requests are refused before anything is written', async () => {
  const { home } = tempHome();
  await rejects(
    setDesiredMode(home, '../etc', { mode: 'hold', reason: 'x', actor: null, fallbackMode: 'off' }),
    (e: unknown) => e instanceof GuardInputError,
  );
  await rejects(
    setDesiredMode(home, NODE, { mode: 'on' as never, reason: 'x', actor: null, fallbackMode: 'off' }),
    /invalid mode/,
  );
  await rejects(setDesiredMode(home, NODE, { mode: 'hold', reason: '  ', actor: null, fallbackMode: 'off' }), /reason/);
  await rejects(
    setDesiredMode(home, NODE, { mode: 'hold', reason: 'x'.repeat(1001), actor: null, fallbackMode: 'off' }),
    /longer/,
  );
  assert.throws(() => readGuard(home, 'n-XYZ', 'off'), /invalid node id/);
  assert.is(readGuardAudit(home).length, 0);
  assert.equal(listGuardNodes(home), []);
});

test.run();
