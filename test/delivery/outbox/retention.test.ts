import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { tempHome } from '../../helpers/home.js';
import { outboxDir, type HomePaths } from '../../../lib/home/paths.js';
import {
  createAttempt,
  finalizeAttempt,
  getRecord,
  heldQuota,
  holdMessage,
  listHeld,
  listRecords,
  retireHeld,
  RetentionFullError,
  type AttemptInput,
} from '../../../lib/delivery/outbox/outbox.js';
import {
  FINISHED_KEEP,
  HELD_BYTES_LIMIT,
  HELD_RECORD_LIMIT,
  MESSAGE_BYTES_LIMIT,
  PRUNE_TRIGGER_RECORDS,
  RETENTION_FULL_MESSAGE,
  planPrune,
  retentionProblem,
} from '../../../lib/delivery/outbox/retention.js';

const NODE = 'n-0123456789abcdef';
const MiB = 1024 * 1024;
const input = (text: string, over: Partial<AttemptInput> = {}): AttemptInput => ({
  destination: 'dev@my-rig',
  sender: 'lead@my-rig',
  kind: 'notice',
  text,
  ...over,
});
const files = (home: HomePaths) =>
  readdirSync(outboxDir(home, NODE))
    .filter((n) => n.endsWith('.json'))
    .sort();

async function refusal(p: Promise<unknown>): Promise<RetentionFullError> {
  try {
    await p;
  } catch (err) {
    assert.instance(err, RetentionFullError);
    return err as RetentionFullError;
  }
  return assert.unreachable('expected RetentionFullError') as never;
}

test("the limits are the spec's: 100 records, 8 MiB, 1 MiB per message (all inclusive)", () => {
  assert.is(HELD_RECORD_LIMIT, 100);
  assert.is(HELD_BYTES_LIMIT, 8 * MiB);
  assert.is(MESSAGE_BYTES_LIMIT, MiB);
  assert.is(retentionProblem({ records: 99, bytes: 0 }, 1), undefined);
  assert.is(retentionProblem({ records: 100, bytes: 0 }, 1), 'records');
  assert.is(retentionProblem({ records: 7, bytes: 7 * MiB }, MiB), undefined);
  assert.is(retentionProblem({ records: 8, bytes: 8 * MiB }, 1), 'bytes');
  assert.is(retentionProblem({ records: 0, bytes: 0 }, MiB + 1), 'message');
});

test('exactly 100 held messages fit; the 101st is refused before anything is written', async () => {
  const { home } = tempHome();
  for (let i = 0; i < HELD_RECORD_LIMIT; i++) await holdMessage(home, NODE, input(`m${i}`), 'typing_guard_enabled');
  assert.equal(heldQuota(home, NODE), {
    records: 100,
    bytes: listHeld(home, NODE).reduce((s, r) => s + r.receipt.bytes, 0),
  });
  const before = files(home);
  const err = await refusal(holdMessage(home, NODE, input('one more'), 'typing_guard_enabled'));
  assert.is(err.message, 'Retire a specific held message to release active quota; no input was written.');
  assert.is(err.message, RETENTION_FULL_MESSAGE);
  assert.is(err.code, 'retained_quota_full');
  assert.is(err.limit, 'records');
  assert.equal(err.usage, { records: 100, bytes: heldQuota(home, NODE).bytes });
  assert.equal(files(home), before, 'nothing kept');

  // Retiring one specific message frees exactly one slot; retired messages no longer count.
  const oldest = listHeld(home, NODE)[0]!;
  await retireHeld(home, NODE, oldest.id, { actor: 'dev@my-rig', reason: 'read outside the pane' });
  assert.is(heldQuota(home, NODE).records, 99);
  const next = await holdMessage(home, NODE, input('fits now'), 'typing_guard_enabled');
  assert.is(next.state, 'held');
  await refusal(holdMessage(home, NODE, input('full again'), 'typing_guard_enabled'));
  // Holds made in the same millisecond list by id, so the oldest need not be m0: compare its own body.
  assert.is(getRecord(home, NODE, oldest.id)!.body, oldest.body, 'the retired evidence is kept');
  assert.match(oldest.body ?? '', /^m\d+$/);
});

test('8 × 1 MiB fill the 8 MiB byte quota exactly; one more byte is refused; retiring frees it', async () => {
  const { home } = tempHome();
  const ids: string[] = [];
  for (let i = 0; i < 8; i++) {
    const text = String.fromCharCode(97 + i).repeat(MiB);
    ids.push((await holdMessage(home, NODE, input(text), 'typing_guard_enabled')).id);
  }
  assert.equal(heldQuota(home, NODE), { records: 8, bytes: 8 * MiB });
  const err = await refusal(holdMessage(home, NODE, input('x'), 'typing_guard_enabled'));
  assert.is(err.limit, 'bytes');
  assert.is(err.message, RETENTION_FULL_MESSAGE);
  assert.is(listHeld(home, NODE).length, 8);
  await retireHeld(home, NODE, ids[3]!, { actor: 'dev@my-rig', reason: 'done' });
  await holdMessage(home, NODE, input('x'.repeat(MiB)), 'typing_guard_enabled');
  assert.equal(heldQuota(home, NODE), { records: 8, bytes: 8 * MiB });
});

test('one message may be at most 1 MiB of UTF-8, counted in bytes not characters', async () => {
  const { home } = tempHome();
  const exact = await holdMessage(home, NODE, input('é'.repeat(MiB / 2)), 'typing_guard_enabled');
  assert.is(exact.receipt.bytes, MiB);
  const err = await refusal(holdMessage(home, NODE, input('é'.repeat(MiB / 2) + 'a'), 'typing_guard_enabled'));
  assert.is(err.limit, 'message');
  assert.match(err.message, /larger than 1048576 bytes \(1 MiB\).*no input was written/);
  assert.is(listHeld(home, NODE).length, 1);
});

test('a draft-aware attempt refused at capacity is closed as failed with its reason, nothing kept', async () => {
  const { home } = tempHome();
  for (let i = 0; i < HELD_RECORD_LIMIT; i++) await holdMessage(home, NODE, input(`m${i}`), 'typing_guard_enabled');
  const attempt = await createAttempt(home, NODE, input('a draft-aware send', { kind: 'send' }));
  const err = await refusal(
    finalizeAttempt(home, NODE, attempt.id, { state: 'held', reason: 'draft_input_busy', body: 'a draft-aware send' }),
  );
  assert.is(err.limit, 'records');
  const rec = getRecord(home, NODE, attempt.id)!;
  assert.equal(err.record, rec);
  assert.is(rec.state, 'failed');
  assert.is(rec.reason, 'draft_input_busy', 'the protection reason is kept');
  assert.is(rec.body, undefined);
  assert.ok(rec.warnings.some((w) => w.startsWith('retained_quota_full: Retire a specific held message')));
  assert.is(heldQuota(home, NODE).records, 100);
});

test('attempts that are not held never count against the active quota', async () => {
  const { home } = tempHome();
  for (let i = 0; i < HELD_RECORD_LIMIT; i++) await holdMessage(home, NODE, input(`m${i}`), 'typing_guard_enabled');
  const a = await createAttempt(home, NODE, input('x'.repeat(MiB), { kind: 'urgent' }));
  await finalizeAttempt(home, NODE, a.id, { state: 'complete', reason: 'delivered' });
  assert.is(heldQuota(home, NODE).records, 100);
});

test(`finished records are pruned oldest first once the folder passes ${PRUNE_TRIGGER_RECORDS}; held and sending ones stay`, async () => {
  const { home } = tempHome();
  const held = await holdMessage(home, NODE, input('keep me'), 'typing_guard_enabled');
  const sending = await createAttempt(home, NODE, input('in flight'));
  const finished: string[] = [];
  while (files(home).length < PRUNE_TRIGGER_RECORDS) {
    const r = await createAttempt(home, NODE, input('x', { kind: 'send' }));
    await finalizeAttempt(home, NODE, r.id, {
      state: finished.length % 2 ? 'complete' : 'indeterminate',
      reason: 'delivered',
    });
    finished.push(r.id);
  }
  assert.is(files(home).length, PRUNE_TRIGGER_RECORDS, 'no pruning up to the trigger');
  const last = await createAttempt(home, NODE, input('one more'));
  const left = listRecords(home, NODE);
  const leftFinished = left.filter((r) => r.state === 'complete' || r.state === 'indeterminate').map((r) => r.id);
  assert.is(leftFinished.length, FINISHED_KEEP);
  assert.equal(leftFinished, finished.slice(-FINISHED_KEEP), 'the newest finished records are the ones kept');
  assert.ok(getRecord(home, NODE, held.id), 'held kept');
  assert.ok(getRecord(home, NODE, sending.id), 'sending kept');
  assert.ok(getRecord(home, NODE, last.id), 'the new attempt saved');
  assert.is(files(home).length, FINISHED_KEEP + 3);
});

test('retired bodies are kept within their own byte bound; older retired records keep the receipt only', async () => {
  const { home } = tempHome();
  const ids: string[] = [];
  for (let i = 0; i < 9; i++) {
    const id = (await holdMessage(home, NODE, input(String(i).repeat(MiB)), 'typing_guard_enabled')).id;
    await retireHeld(home, NODE, id, { actor: 'dev@my-rig', reason: 'read' });
    ids.push(id);
  }
  const oldest = getRecord(home, NODE, ids[0]!)!;
  assert.is(oldest.body, undefined);
  assert.is(oldest.bodyPruned, true);
  assert.is(oldest.state, 'retired');
  assert.is(oldest.receipt.bytes, MiB);
  for (const id of ids.slice(1)) assert.is(getRecord(home, NODE, id)!.body?.length, MiB);
});

test('planPrune is pure and never touches held or sending records', () => {
  const entries = [
    ...Array.from({ length: 700 }, (_, i) => ({
      id: `f${String(i).padStart(4, '0')}`,
      state: 'complete',
      createdAt: `2026-01-01T00:00:${String(i).padStart(4, '0')}`,
      bytes: 1,
      hasBody: false,
    })),
    { id: 'h', state: 'held', createdAt: '2000-01-01T00:00:00Z', bytes: 1, hasBody: true },
    { id: 's', state: 'sending', createdAt: '2000-01-01T00:00:00Z', bytes: 1, hasBody: false },
  ];
  const plan = planPrune(entries);
  assert.is(plan.remove.length, 700 - FINISHED_KEEP);
  assert.not.ok(plan.remove.includes('h') || plan.remove.includes('s'));
  assert.is(plan.remove[0], 'f0000');
  assert.equal(planPrune(entries.slice(0, 10)), { remove: [], stripBody: [] });
});

test.run();
