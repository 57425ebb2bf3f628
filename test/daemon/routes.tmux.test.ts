// The daemon's routes over its socket: malformed bodies are 400 with the reason, unknown seats 404,
// bodies are bounded (413), a guard change waits for the operation in flight and answers 202
// {pending: true}, and the actor comes only from X-OpenRig-Session (absent → unattributed).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { harness, type Harness } from '../delivery/send-harness.js';
import { waitFor } from '../helpers/tmux.js';
import { daemonRequest } from '../../lib/daemon/client.js';
import { readGuardAudit } from '../../lib/delivery/guard/store.js';
import { rig, json } from '../helpers/cli.js';

let h: Harness;
let releasePaste: (() => void) | undefined;
let pasted = false;
test.before(async () => {
  h = await harness();
  await h.startDaemon({
    hooks: {
      afterPaste: async () => {
        pasted = true;
        if (releasePaste === undefined) return;
        await new Promise<void>((r) => {
          releasePaste = r;
        });
      },
    },
  });
});
test.after(async () => {
  await h.close();
});

const call = (method: 'GET' | 'POST', path: string, body?: unknown, session?: string) =>
  daemonRequest(h.home.daemonSocket, method, path, body, { session });

function rawPost(path: string, text: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath: h.home.daemonSocket, method: 'POST', path, headers: { 'content-type': 'application/json' } },
      (res) => {
        let data = '';
        res.on('data', (d) => {
          data += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

test('send: 400 for malformed requests, 404 for an unknown seat, 413 for a huge body', async () => {
  const bad = await rawPost('/api/transport/send', '{not json');
  assert.is(bad.status, 400);
  assert.is(bad.body.reason, 'invalid_json');
  assert.is((await call('POST', '/api/transport/send', { message: 'x' })).status, 400);
  assert.is(
    (await call('POST', '/api/transport/send', { seat: 'a@b', message: 'x', actorSession: 'me@t' })).body.reason,
    'invalid_body',
  );
  const wait = await call('POST', '/api/transport/send', { seat: 'a@b', message: 'x', waitForIdleMs: -5 });
  assert.is(wait.status, 400);
  assert.is(wait.body.reason, 'invalid_wait_for_idle');
  const di = await call('POST', '/api/transport/send', { seat: 'a@b', message: 'x', dangerouslyInteract: true });
  assert.is(di.status, 400);
  assert.is(di.body.reason, 'dangerously_interact_requires_reason');
  const unknown = await call('POST', '/api/transport/send', { seat: 'nobody@t', message: 'x' });
  assert.is(unknown.status, 404);
  assert.is(unknown.body.reason, 'seat_not_found');
  const huge = await call('POST', '/api/transport/send', { seat: 'a@b', message: 'x'.repeat(3 * 1024 * 1024) });
  assert.is(huge.status, 413);
  assert.is((await call('GET', '/api/no/such/route')).status, 404);
});

test('set-typing-guard: 400 reasons, 404, unattributed actor, header actor', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const path = `/api/seat/set-typing-guard/${seat.ref}`;
  assert.is((await call('POST', path, { mode: 'hold' })).status, 400);
  const obsolete = await call('POST', path, { mode: 'hold', reason: 'r', holdSeconds: 5 });
  assert.is(obsolete.status, 400);
  assert.match(obsolete.body.error, 'holdSeconds');
  assert.is((await call('POST', path, { mode: 'hold', enabled: true, reason: 'r' })).status, 400);
  assert.is((await call('POST', path, { mode: 'loud', reason: 'r' })).status, 400);
  assert.is(
    (await call('POST', path, { mode: 'hold', reason: 'r', actor: 'boss@t' })).status,
    400,
    'no actor from the body',
  );
  assert.is((await call('POST', '/api/seat/set-typing-guard/ghost@t', { mode: 'hold', reason: 'r' })).status, 404);

  const anon = await call('POST', path, { enabled: true, reason: 'from a plain terminal' });
  assert.is(anon.status, 200, JSON.stringify(anon.body));
  assert.is(anon.body.desiredMode, 'hold');
  assert.is(anon.body.actor, null);
  assert.is(anon.body.actorLabel, 'unattributed (no seat identity)');
  const named = await call('POST', path, { mode: 'draft-aware', reason: 'from a seat' }, 'lead@t');
  assert.is(named.status, 200);
  assert.is(named.body.actor, 'lead@t');
  const audit = readGuardAudit(h.home, seat.record.nodeId) as any[];
  assert.equal(
    audit.filter((e) => e.event === 'set').map((e) => e.actorLabel),
    ['unattributed (no seat identity)', 'lead@t'],
  );
  assert.ok(
    audit.every((e) => e.actor !== seat.ref),
    'never the target seat',
  );
});

test('a mode change waits for the operation in flight: 202 {pending: true}, then effective', async () => {
  const seat = await h.addSeat({ runtime: 'codex' });
  pasted = false;
  releasePaste = () => {};
  const sending = call('POST', '/api/transport/send', { seat: seat.ref, message: 'slow one' }, 'lead@t');
  await waitFor(() => pasted, 10_000, 'paste');
  const change = await call(
    'POST',
    `/api/seat/set-typing-guard/${seat.ref}`,
    { mode: 'hold', reason: 'quiet please' },
    'lead@t',
  );
  assert.is(change.status, 202, JSON.stringify(change.body));
  assert.is(change.body.pending, true);
  assert.is(change.body.desiredMode, 'hold');
  assert.is(change.body.effectiveMode, 'off');
  const mid = await call('GET', `/api/seat/status/${seat.ref}`);
  assert.is(mid.body.typingGuard.pending, true);
  assert.is(mid.body.operation.inFlight, true);
  releasePaste!();
  releasePaste = undefined;
  const sent = await sending;
  assert.is(sent.body.outcome, 'delivered', 'the operation that started before the change completes');
  // Activation runs on the seat's lease right after the send released it.
  let after = await call('GET', `/api/seat/status/node/${seat.record.nodeId}`);
  for (let i = 0; i < 100 && after.body.typingGuard.pending; i++) {
    await new Promise((r) => setTimeout(r, 50));
    after = await call('GET', `/api/seat/status/node/${seat.record.nodeId}`);
  }
  assert.is(after.status, 200);
  assert.is(after.body.typingGuard.effectiveMode, 'hold');
  assert.is(after.body.typingGuard.pending, false);
  assert.is(after.body.typingGuard.label, 'Typing guard: on (hold)');
  const next = await call('POST', '/api/transport/send', { seat: seat.ref, message: 'after' }, 'lead@t');
  assert.is(next.body.outcome, 'retained');
});

test('status and held-message routes: 404s, ids, retirement needs the header', async () => {
  const seat = await h.addSeat({ runtime: 'claude', typingGuard: 'hold' });
  assert.is((await call('GET', '/api/seat/status/nobody@t')).status, 404);
  assert.is((await call('GET', '/api/seat/status/node/n-0000000000000000')).status, 404);
  assert.is((await call('GET', '/api/seat/status/node/garbage')).status, 400);
  const held = await call('POST', '/api/transport/send', { seat: seat.ref, message: 'keep me' });
  assert.is(held.status, 200);
  assert.is(held.body.outcome, 'retained');
  assert.ok(held.body.warnings.some((w: string) => w.includes('without sender identity')));
  const id = held.body.outboxIds[0];
  const list = await call('GET', `/api/seat/held-messages/${seat.ref}`);
  assert.is(list.body.total, 1);
  assert.is(list.body.items[0].sender, 'unattributed');
  assert.is((await call('GET', `/api/seat/held-messages/${seat.ref}?id=${id}`)).body.entry.id, id);
  assert.is((await call('GET', `/api/seat/held-messages/${seat.ref}?id=ob-nope`)).status, 404);
  assert.is((await call('GET', `/api/seat/held-messages/${seat.ref}?limit=0`)).status, 400);
  const noActor = await call('POST', `/api/seat/retire-held-message/${seat.ref}/${id}`, { reason: 'done' });
  assert.is(noActor.status, 400);
  assert.is(noActor.body.reason, 'actor_required');
  assert.is((await call('POST', `/api/seat/retire-held-message/${seat.ref}/${id}`, {}, 'lead@t')).status, 400);
  assert.is(
    (await call('POST', `/api/seat/retire-held-message/${seat.ref}/ob-missing`, { reason: 'x' }, 'lead@t')).status,
    404,
  );
  const ok = await call('POST', `/api/seat/retire-held-message/${seat.ref}/${id}`, { reason: 'done' }, 'lead@t');
  assert.is(ok.status, 200);
  assert.is(ok.body.entry.retiredBy, 'lead@t');
});

test('rig seat set-typing-guard: actor from OPENRIG_SESSION_NAME or unattributed; usage errors', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const anon = await rig(
    ['seat', 'set-typing-guard', seat.ref, '--enabled', 'true', '--reason', 'quiet', '--json'],
    h.env,
  );
  assert.is(anon.code, 0, anon.stderr);
  assert.is(json(anon).actor, null);
  assert.is(json(anon).desiredMode, 'hold');
  const named = await rig(['seat', 'set-typing-guard', seat.ref, '--mode', 'draft-aware', '--reason', 'mine'], {
    ...h.env,
    OPENRIG_SESSION_NAME: 'dev@t',
  });
  assert.is(named.code, 0, named.stderr);
  assert.match(named.stdout, 'Typing guard: draft-aware');
  assert.match(named.stdout, 'Recorded actor: dev@t');
  assert.is(
    (await rig(['seat', 'set-typing-guard', seat.ref, '--mode', 'hold', '--enabled', 'true', '--reason', 'r'], h.env))
      .code,
    2,
  );
  assert.is((await rig(['seat', 'set-typing-guard', seat.ref, '--mode', 'hold'], h.env)).code, 2);
  assert.is((await rig(['seat', 'set-typing-guard', seat.ref, '--mode', 'loud', '--reason', 'r'], h.env)).code, 2);
  const status = json(await rig(['seat', 'status', seat.ref, '--json'], h.env));
  assert.is(status.typingGuard.desiredMode, 'draft-aware');
  assert.is(status.typingGuard.actor, 'dev@t');
  assert.is(status.daemon, 'running');
  // The daemon resolves the ref; one it cannot resolve fails with the CLI's own wording and codes.
  const unknown = await rig(['seat', 'status', 'nosuch@t'], h.env);
  assert.is(unknown.code, 1);
  assert.match(unknown.stderr, /^rig: no seat matches "nosuch@t" — run rig seat list to see known seats/);
  const malformed = await rig(['seat', 'status', 'bad ref!!'], h.env);
  assert.is(malformed.code, 2);
  assert.match(malformed.stderr, /^rig: invalid seat ref "bad ref!!"/);
  const missing = await rig(['seat', 'status'], h.env);
  assert.is(missing.code, 2);
});

test.run();
