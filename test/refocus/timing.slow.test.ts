// The refocus hook against the clock, in-process: the budget cuts each lookup and the issue report
// to their caps, and the run lock keeps a PostCompact that arrives during a delivery. Real seconds
// pass (a hanging lookup, a delivery held for seconds), so this runs apart from the quick loop.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeLookups, hook, makeSeat, type Seat } from './harness.js';
import { waitFor } from '../helpers/tmux.js';

const UPS = { hook_event_name: 'UserPromptSubmit', prompt: 'carry on' };

test('budget: a hanging trace is cut at its 2 s cap, the attempt delivers what it has and counts as failed', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const started = Date.now();
  const r = await hook(seat, UPS, { lookups: fakeLookups({ traceHang: true }), startedAt: started });
  const took = Date.now() - started;
  assert.ok(took >= 1900 && took < 3500, `took ${took}`);
  assert.match(r.payload!, 'TRACE GAP — trace cut at its 2000 ms deadline');
  assert.match(r.payload!, '# Refocus');
  assert.is(seat.state()!.pendingOn, 'UserPromptSubmit');
  assert.ok(r.outcome.cut);
});

test('budget: each lookup is also cut to what is left of B (hanging REF after a slow whoami)', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const started = Date.now() - 3000; // 3 s of B already spent
  const r = await hook(seat, UPS, {
    env: { OPENRIG_REFOCUS_CONTENT_REF: 'slow/ref' },
    lookups: fakeLookups({ contextHang: true }),
    startedAt: started,
  });
  const took = Date.now() - (started + 3000);
  assert.ok(took < 1800, `took ${took}`);
  assert.match(r.payload!, /^REFOCUS CONTENT REF FAILED: slow\/ref — cut at its 1[45]\d\d ms deadline/);
});

test('budget: OPENRIG_REFOCUS_BUDGET_MS raises caps in proportion; whoami without budget is "no budget left"', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1', OPENRIG_REFOCUS_BUDGET_MS: '9000' });
  const slow = fakeLookups({ traceDelayMs: 2600 });
  const r = await hook(seat, UPS, { lookups: slow });
  assert.match(r.payload!, 'TRACE-BODY', 'a 2.6 s trace fits the 4 s cap at B=9000');
  assert.is(seat.state()!.pendingOn, undefined);
  const s2 = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const r2 = await hook(s2, UPS, { startedAt: Date.now() - 4480 });
  assert.match(
    r2.payload!,
    /Role file: unknown \(queue whoami not started: no budget left \(spent: start-up, input and lock 4[45]\d\d ms, config \d+ ms\)\)/,
  );
  assert.match(
    r2.payload!,
    /TRACE GAP — trace not started: no budget left \(spent: start-up, input and lock 4[45]\d\d ms, config \d+ ms, queue whoami 0 ms\)/,
  );
  const s3 = makeSeat({ OPENRIG_REFOCUS_NOW: '1', OPENRIG_REFOCUS_BUDGET_MS: 'lots' });
  const r3 = await hook(s3, UPS);
  assert.match(r3.stderr, 'OPENRIG_REFOCUS_BUDGET_MS="lots" is not a number — using 4500');
});

test('budget: the issue report gets its own 1.5 s after the lookups (slow stream receipt confirmed)', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const lk = fakeLookups({ traceFailed: true, emitDelayMs: 800 });
  for (let i = 0; i < 3; i++) await hook(seat, UPS, { lookups: lk, startedAt: Date.now() - 4400 });
  const healthFile = seat.files().find((n) => n.endsWith('#health.json'))!;
  assert.ok(JSON.parse(readFileSync(join(seat.home.refocus, healthFile), 'utf8')).reportedAt);
  const s2 = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const hang = fakeLookups({ traceFailed: true, emitDelayMs: 5000 });
  for (let i = 0; i < 2; i++) await hook(s2, UPS, { lookups: hang });
  const t = Date.now();
  const r = await hook(s2, UPS, { lookups: hang });
  assert.ok(Date.now() - t < 2500, 'report capped at 1.5 s');
  assert.match(r.stderr, 'unconfirmed');
});
/** Waits until a delivery holds the seat's run lock (`<state>.run.lock`, lib/refocus/keys.ts). */
const deliveryHoldsItsLock = (seat: Seat) =>
  waitFor(
    () => seat.files().some((f) => f.endsWith('.run.lock')) || undefined,
    5000,
    'the delivery to take its run lock',
  );

test('serialized runs: a PostCompact arriving while a prompt delivers is kept (negative control without the lock)', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_BYTES: '100' });
  await hook(seat, UPS);
  seat.grow(200);
  const slow = fakeLookups({ traceDelayMs: 1500 });
  const delivering = hook(seat, UPS, { lookups: slow });
  await deliveryHoldsItsLock(seat);
  await hook(seat, { hook_event_name: 'PostCompact' }, { runtime: 'codex' });
  const d = await delivering;
  assert.ok(d.payload);
  assert.is(seat.state()!.pendingOn, 'PostCompact', 'PostCompact survived the delivery');
  const next = await hook(seat, UPS, { runtime: 'codex' });
  assert.ok(next.payload!.startsWith('REFOCUS (just compacted'));
});

test('a PostCompact never waits behind a delivery: recorded at once during a delivery longer than any lock wait (B=45000)', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_BYTES: '100', OPENRIG_REFOCUS_BUDGET_MS: '45000' });
  await hook(seat, UPS);
  seat.grow(200);
  // A delivery that outlasts the old run-lock wait at this budget (max(5 s, 50 s − B) = 5 s).
  const delivering = hook(seat, UPS, { lookups: fakeLookups({ traceDelayMs: 6500 }) });
  await deliveryHoldsItsLock(seat);
  const pc = await hook(seat, { hook_event_name: 'PostCompact' }, { runtime: 'codex' });
  assert.not.match(pc.stderr, 'kept the lock too long');
  assert.is(seat.state()!.pendingOn, 'PostCompact', 'recorded while the delivery still runs');
  const d = await delivering;
  assert.ok(d.payload);
  assert.is(
    seat.state()!.pendingOn,
    'PostCompact',
    'the delivery, which began before the compaction, does not consume it',
  );
  const next = await hook(seat, UPS, { runtime: 'codex' });
  assert.ok(next.payload!.startsWith('REFOCUS (just compacted'));
  assert.is(seat.state()!.pendingOn, undefined);
});

test('negative control: without the run lock the same interleaving loses the PostCompact', async () => {
  const { plan, afterAttempt } = await import('../../lib/refocus/trigger.js');
  const { updateDocument, readDocument } = await import('../../lib/store/index.js');
  const { refocusStateKind } = await import('../../lib/refocus/kinds.js');
  const seat = makeSeat({ OPENRIG_REFOCUS_BYTES: '100' });
  await hook(seat, UPS);
  seat.grow(200);
  const file = join(seat.home.refocus, 'dev@test-rig__occupant-1.json');
  const base = {
    runtime: 'codex' as const,
    seat: 'dev@test-rig',
    occupant: 'occupant-1',
    size: 200,
    thresholdBytes: 100,
    onDemand: true,
    prompt: 'x',
  };
  // prompt run reads and decides to deliver …
  const seen = readDocument(refocusStateKind, file)!;
  const p = plan({ ...base, event: 'UserPromptSubmit', state: seen, nowMs: Date.now() });
  assert.is(p.kind, 'deliver');
  // … a PostCompact run records its due state meanwhile …
  const pc = plan({ ...base, event: 'PostCompact', state: readDocument(refocusStateKind, file), nowMs: Date.now() });
  await updateDocument(refocusStateKind, file, () => (pc as { state: any }).state);
  assert.is(seat.state()!.pendingOn, 'PostCompact');
  // … and the prompt run consumes what it had read: the PostCompact is gone.
  await updateDocument(refocusStateKind, file, () => afterAttempt((p as { state: any }).state, true, 200, Date.now()));
  assert.is(seat.state()!.pendingOn, undefined, 'lost without the lock');
});

test.run();
