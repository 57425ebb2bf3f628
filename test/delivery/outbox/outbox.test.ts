import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempHome } from '../../helpers/home.js';
import { outboxDir, type HomePaths } from '../../../lib/home/paths.js';
import {
  createAttempt,
  finalizeAttempt,
  getRecord,
  holdMessage,
  listHeld,
  listRecords,
  newOutboxId,
  pageHeld,
  publicState,
  recordConsumption,
  recoverSending,
  retireHeld,
  textSha256,
  OutboxConflictError,
  OutboxInputError,
  OutboxNotFoundError,
  OutboxStateError,
  type AttemptInput,
  type FinalState,
  type OutboxState,
} from '../../../lib/delivery/outbox/outbox.js';

const NODE = 'n-0123456789abcdef';
const OTHER = 'n-fedcba9876543210';
const TEXT = 'From: lead@my-rig\nTo: dev@my-rig\n---\nplease review PR 12\n---';

const input = (over: Partial<AttemptInput> = {}): AttemptInput => ({
  destination: 'dev@my-rig',
  sender: 'lead@my-rig',
  kind: 'send',
  text: TEXT,
  ...over,
});
const fileText = (home: HomePaths, id: string, nodeId = NODE) =>
  readFileSync(join(outboxDir(home, nodeId), `${id}.json`), 'utf8');

async function rejects(p: Promise<unknown>, check: RegExp | ((e: unknown) => boolean)): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    if (check instanceof RegExp) assert.match(String((err as Error).message), check);
    else assert.ok(check(err), String(err));
    return err;
  }
  assert.unreachable('expected a rejection');
}

test('ids: generated ids have the documented shape; unsafe ids are refused before any path is built', async () => {
  assert.match(newOutboxId(new Date('2026-07-09T10:11:12.345Z')), /^ob-20260709101112-[0-9a-f]{8}$/);
  const { home } = tempHome();
  for (const bad of ['../x', 'a/b', '.hidden', '', 'a..b', 'x'.repeat(129), 'sp ace']) {
    await rejects(createAttempt(home, NODE, input({ id: bad })), (e) => e instanceof OutboxInputError);
  }
  for (const good of ['wake-intent-q-20260709-abc', 'guard-watchdog-occ.7', 'd-1:dev@my-rig']) {
    const rec = await createAttempt(home, NODE, input({ id: good }));
    assert.is(rec.id, good);
  }
  await rejects(createAttempt(home, '../n', input()), /invalid node id/);
  await rejects(createAttempt(home, NODE, input({ destination: 'dev' })), /name@rig/);
  await rejects(createAttempt(home, NODE, input({ kind: 'wake' as never })), /invalid kind/);
});

test('an attempt starts in sending with a receipt and no body; finishing keeps no body either', async () => {
  const { home } = tempHome();
  const rec = await createAttempt(
    home,
    NODE,
    input({ sender: null, binding: { session: 'dev@my-rig', paneId: '%3' }, pointer: 'q-1' }),
  );
  assert.is(rec.state, 'sending');
  assert.is(rec.reason, 'delivery_in_progress');
  assert.is(rec.sender, 'unattributed');
  assert.equal(rec.receipt, { textSha256: textSha256(TEXT), bytes: Buffer.byteLength(TEXT), ids: [rec.id] });
  assert.is(rec.body, undefined);
  assert.not.ok(fileText(home, rec.id).includes('please review'), 'the text is not on disk');
  assert.equal(publicState(rec), { id: rec.id, state: 'sending', reason: 'delivery_in_progress' });
  for (const [state, reason] of [
    ['complete', 'delivered'],
    ['indeterminate', 'render_unverified'],
    ['failed', 'caller_cancelled'],
  ] as const) {
    const r = await createAttempt(home, NODE, input());
    const done = await finalizeAttempt(home, NODE, r.id, { state, reason, warnings: ['bookkeeping note'] });
    assert.is(done.state, state);
    assert.is(done.reason, reason);
    assert.equal(done.warnings, ['bookkeeping note']);
    assert.is(done.body, undefined);
    assert.not.ok(fileText(home, r.id).includes('please review'), `${state} keeps no text`);
    assert.equal(publicState(done), { id: r.id, state, reason });
  }
  assert.ok(statSync(outboxDir(home, NODE)).mode % 0o1000 === 0o700, 'the seat folder is private');
});

test('finalize is a compare-and-set from sending only; repeating the same outcome is a no-op', async () => {
  const { home } = tempHome();
  const rec = await createAttempt(home, NODE, input());
  const done = await finalizeAttempt(home, NODE, rec.id, { state: 'complete', reason: 'delivered' });
  assert.equal(await finalizeAttempt(home, NODE, rec.id, { state: 'complete', reason: 'delivered' }), done);
  const illegal: FinalState[] = ['failed', 'indeterminate', 'held'];
  for (const to of illegal) {
    const err = await rejects(
      finalizeAttempt(home, NODE, rec.id, { state: to, reason: 'x', ...(to === 'held' ? { body: TEXT } : {}) }),
      (e) => e instanceof OutboxStateError,
    );
    assert.is((err as OutboxStateError).code, 'illegal_transition');
  }
  await rejects(
    finalizeAttempt(home, NODE, rec.id, { state: 'complete', reason: 'other_reason' }),
    (e) => e instanceof OutboxStateError,
  );
  assert.is(getRecord(home, NODE, rec.id)!.state, 'complete');
  await rejects(
    finalizeAttempt(home, NODE, 'ob-missing', { state: 'complete', reason: 'delivered' }),
    (e) => e instanceof OutboxNotFoundError,
  );
  await rejects(
    finalizeAttempt(home, NODE, rec.id, { state: 'sending' as never, reason: 'x' }),
    /invalid outcome state/,
  );
  await rejects(finalizeAttempt(home, NODE, rec.id, { state: 'complete', reason: 'Not A Code' }), /snake_case/);
  // Held and retired records cannot be finalized into anything else.
  const held = await holdMessage(home, NODE, input(), 'typing_guard_enabled');
  for (const to of ['complete', 'indeterminate', 'failed'] as const) {
    await rejects(
      finalizeAttempt(home, NODE, held.id, { state: to, reason: 'delivered' }),
      (e) => e instanceof OutboxStateError,
    );
  }
  await retireHeld(home, NODE, held.id, { actor: 'dev@my-rig', reason: 'read it' });
  await rejects(
    finalizeAttempt(home, NODE, held.id, { state: 'complete', reason: 'delivered' }),
    (e) => e instanceof OutboxStateError,
  );
  // A finished attempt cannot be retired.
  await rejects(
    retireHeld(home, NODE, rec.id, { actor: 'dev@my-rig', reason: 'x' }),
    (e) => e instanceof OutboxStateError,
  );
});

test('recordConsumption: the outcome first, consumed later; true is never undone; only a delivered or indeterminate record', async () => {
  const { home } = tempHome();
  const rec = await createAttempt(home, NODE, input());
  await rejects(recordConsumption(home, NODE, rec.id, true), (e) => e instanceof OutboxStateError);
  const done = await finalizeAttempt(home, NODE, rec.id, { state: 'complete', reason: 'delivered' });
  assert.is(done.consumed, undefined, 'the outcome alone says nothing of consumption');
  const later = await recordConsumption(home, NODE, rec.id, true);
  assert.is(later.consumed, true);
  assert.is(later.state, 'complete');
  assert.is(later.reason, 'delivered');
  assert.is((await recordConsumption(home, NODE, rec.id, false)).consumed, true, 'a later "not seen" never undoes it');
  const unseen = await createAttempt(home, NODE, input());
  await finalizeAttempt(home, NODE, unseen.id, { state: 'indeterminate', reason: 'submit_unconfirmed' });
  assert.is((await recordConsumption(home, NODE, unseen.id, false)).consumed, false);
  assert.is(getRecord(home, NODE, unseen.id)?.consumed, false);
  const held = await holdMessage(home, NODE, input(), 'typing_guard_enabled');
  await rejects(recordConsumption(home, NODE, held.id, true), (e) => e instanceof OutboxStateError);
  await rejects(recordConsumption(home, NODE, 'ob-missing', true), (e) => e instanceof OutboxNotFoundError);
});

test('a draft-aware refusal before input finalizes as held and keeps the body (checked against the receipt)', async () => {
  const { home } = tempHome();
  const rec = await createAttempt(home, NODE, input({ kind: 'notice' }));
  await rejects(
    finalizeAttempt(home, NODE, rec.id, { state: 'held', reason: 'draft_input_busy' }),
    /needs the message body/,
  );
  await rejects(
    finalizeAttempt(home, NODE, rec.id, { state: 'held', reason: 'draft_input_busy', body: 'other text' }),
    (e) => e instanceof OutboxConflictError && e.code === 'delivery_identity_conflict',
  );
  await rejects(
    finalizeAttempt(home, NODE, rec.id, { state: 'complete', reason: 'delivered', body: TEXT }),
    /only a held outcome/,
  );
  const held = await finalizeAttempt(home, NODE, rec.id, { state: 'held', reason: 'draft_input_busy', body: TEXT });
  assert.is(held.state, 'held');
  assert.is(held.body, TEXT);
  assert.equal(publicState(held), { id: rec.id, state: 'held', reason: 'draft_input_busy' });
  assert.equal(
    listHeld(home, NODE).map((r) => r.id),
    [rec.id],
  );
});

test('holdMessage keeps the body; held messages list oldest first per seat; reading never changes them', async () => {
  const { home } = tempHome();
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const r = await holdMessage(home, NODE, input({ text: `message ${i}` }), 'typing_guard_enabled');
    assert.is(r.body, `message ${i}`);
    assert.is(r.state, 'held');
    ids.push(r.id);
    await new Promise((res) => setTimeout(res, 2));
  }
  await holdMessage(home, OTHER, input({ text: 'sibling' }), 'typing_guard_enabled');
  const before = readdirSync(outboxDir(home, NODE)).map((n) => statSync(join(outboxDir(home, NODE), n)).mtimeMs);
  assert.equal(
    listHeld(home, NODE).map((r) => r.id),
    ids,
  );
  assert.equal(
    listHeld(home, OTHER).map((r) => r.body),
    ['sibling'],
  );
  assert.is(getRecord(home, NODE, ids[1]!)!.body, 'message 1');
  assert.is(getRecord(home, OTHER, ids[1]!), undefined, 'a record is only found under its own seat');
  const page = pageHeld(home, NODE, { limit: 2, offset: 1 });
  assert.equal(
    page.items.map((r) => r.id),
    ids.slice(1, 3),
  );
  assert.equal({ ...page, items: [] }, { items: [], total: 3, limit: 2, offset: 1, truncated: false });
  assert.is(pageHeld(home, NODE, { limit: 1 }).truncated, true);
  assert.is(pageHeld(home, NODE).limit, 100);
  assert.throws(() => pageHeld(home, NODE, { limit: 1001 }), /1 to 1000/);
  assert.throws(() => pageHeld(home, NODE, { offset: -1 }), /offset/);
  assert.equal(
    readdirSync(outboxDir(home, NODE)).map((n) => statSync(join(outboxDir(home, NODE), n)).mtimeMs),
    before,
  );
});

test('holding the same id again: same message is idempotent, a different one or a used id conflicts', async () => {
  const { home } = tempHome();
  const first = await holdMessage(home, NODE, input({ id: 'wake-intent-q1', kind: 'notice' }), 'typing_guard_enabled');
  assert.equal(
    await holdMessage(home, NODE, input({ id: 'wake-intent-q1', kind: 'notice' }), 'typing_guard_enabled'),
    first,
  );
  await rejects(
    holdMessage(home, NODE, input({ id: 'wake-intent-q1', kind: 'notice', text: 'changed' }), 'typing_guard_enabled'),
    (e) => e instanceof OutboxConflictError && e.code === 'delivery_identity_conflict',
  );
  await rejects(
    createAttempt(home, NODE, input({ id: 'wake-intent-q1' })),
    (e) => e instanceof OutboxConflictError && e.code === 'delivery_identity_conflict',
  );
  const sending = await createAttempt(home, NODE, input({ id: 'guard-send-1' }));
  await rejects(
    createAttempt(home, NODE, input({ id: sending.id })),
    (e) => e instanceof OutboxConflictError && e.code === 'delivery_in_progress',
  );
  await rejects(
    holdMessage(home, NODE, input({ id: sending.id }), 'typing_guard_enabled'),
    (e) => e instanceof OutboxConflictError && e.code === 'delivery_in_progress',
  );
  await finalizeAttempt(home, NODE, sending.id, { state: 'indeterminate', reason: 'render_unverified' });
  await rejects(
    createAttempt(home, NODE, input({ id: sending.id })),
    (e) => e instanceof OutboxConflictError && e.code === 'delivery_already_attempted',
  );
});

test('retire: held → retired, needs actor and reason, is idempotent, keeps evidence; public state stays held', async () => {
  const { home } = tempHome();
  const held = await holdMessage(home, NODE, input(), 'typing_guard_enabled');
  await rejects(retireHeld(home, NODE, held.id, { actor: '', reason: 'r' }), /seat's shell/);
  await rejects(retireHeld(home, NODE, held.id, { actor: 'dev@my-rig', reason: ' ' }), /non-empty reason/);
  await rejects(
    retireHeld(home, NODE, 'ob-nope', { actor: 'dev@my-rig', reason: 'r' }),
    (e) => e instanceof OutboxNotFoundError,
  );
  const retired = await retireHeld(home, NODE, held.id, { actor: 'dev@my-rig', reason: 'read outside the pane' });
  assert.is(retired.state, 'retired');
  assert.is(retired.retiredBy, 'dev@my-rig');
  assert.is(retired.retirementReason, 'read outside the pane');
  assert.ok(retired.retiredAt);
  assert.is(retired.reason, 'typing_guard_enabled', 'why it was held stays on the record');
  assert.is(retired.body, TEXT, 'evidence preserved');
  assert.equal(publicState(retired), { id: held.id, state: 'held', reason: 'message_retired', retired: true });
  assert.equal(await retireHeld(home, NODE, held.id, { actor: 'other@my-rig', reason: 'again' }), retired);
  assert.equal(listHeld(home, NODE), []);
  assert.is(getRecord(home, NODE, held.id)!.state, 'retired');
});

test('recoverSending: every sending attempt becomes indeterminate (interrupted_write); nothing else moves', async () => {
  const { home } = tempHome();
  assert.equal(await recoverSending(home), [], 'an empty home recovers nothing');
  const a = await createAttempt(home, NODE, input());
  const b = await createAttempt(home, OTHER, input());
  const c = await createAttempt(home, NODE, input());
  await finalizeAttempt(home, NODE, c.id, { state: 'complete', reason: 'delivered' });
  const h = await holdMessage(home, NODE, input(), 'typing_guard_enabled');
  const ids = await recoverSending(home);
  assert.equal(ids.sort(), [a.id, b.id].sort());
  for (const [node, id] of [
    [NODE, a.id],
    [OTHER, b.id],
  ] as const) {
    const r = getRecord(home, node, id)!;
    assert.is(r.state, 'indeterminate');
    assert.is(r.reason, 'interrupted_write');
    assert.ok(r.warnings.some((w) => /not replayed/.test(w)));
    assert.equal(publicState(r), { id, state: 'indeterminate', reason: 'interrupted_write' });
  }
  assert.is(getRecord(home, NODE, c.id)!.state, 'complete');
  assert.is(getRecord(home, NODE, h.id)!.state, 'held');
  assert.equal(await recoverSending(home), [], 'a second pass finds nothing');
  await rejects(
    finalizeAttempt(home, NODE, a.id, { state: 'complete', reason: 'delivered' }),
    (e) => e instanceof OutboxStateError,
  );
});

test('a corrupt record is quarantined and reported, never overwritten; the rest still list', async () => {
  const { home } = tempHome();
  const good = await holdMessage(home, NODE, input(), 'typing_guard_enabled');
  writeFileSync(join(outboxDir(home, NODE), 'ob-broken.json'), '{"schema":"outbox-record","version":1,"state":"held"}');
  const errors: string[] = [];
  const orig = process.stderr.write.bind(process.stderr);
  (process.stderr as unknown as { write: (s: string) => boolean }).write = (s: string) => {
    errors.push(String(s));
    return true;
  };
  try {
    assert.equal(
      listRecords(home, NODE).map((r) => r.id),
      [good.id],
    );
  } finally {
    (process.stderr as unknown as { write: typeof orig }).write = orig;
  }
  assert.ok(errors.some((e) => /ob-broken\.json was unreadable/.test(e)));
  assert.ok(readdirSync(outboxDir(home, NODE)).some((n) => n.startsWith('ob-broken.json.corrupt-')));
});

test('the schema itself refuses a body on a non-held record and a held record without one', async () => {
  const { outboxRecordKind } = await import('../../../lib/delivery/outbox/outbox.js');
  const { home } = tempHome();
  const rec = await createAttempt(home, NODE, input());
  const states: OutboxState[] = ['sending', 'complete', 'indeterminate', 'failed'];
  for (const state of states)
    assert.not.ok(outboxRecordKind.validate({ ...rec, state, body: TEXT }), `${state} with a body`);
  assert.not.ok(outboxRecordKind.validate({ ...rec, state: 'held' }), 'held without a body');
  assert.not.ok(
    outboxRecordKind.validate({ ...rec, state: 'retired', body: TEXT }),
    'retired without retirement fields',
  );
  assert.ok(outboxRecordKind.validate({ ...rec, state: 'held', body: TEXT }));
});

test.run();
