// The permission evidence store: the latest observation per node as a TTL record under
// run/permission/ (0600 in 0700), newest by seq, completed only by the same actor's later
// PostToolUse, expiring five minutes after its source time, nothing raw ever written.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { HookObservation } from '../../../lib/activity/contract.js';
import { permissionEvidencePath } from '../../../lib/home/paths.js';
import { normalizePermissionRequest } from '../../../lib/activity/permission/permission.js';
import {
  PERMISSION_EVIDENCE_TTL_MS,
  applyPermissionEffects,
  readPermissionStop,
} from '../../../lib/activity/permission/store.js';
import { readTtlRecord, writeTtlRecord } from '../../../lib/store/ttl-record.js';
import type { PermissionObservation } from '../../../lib/activity/permission/types.js';
import { tempHome } from '../../helpers/home.js';
import { add, bash, fixture, request } from './cases.js';

const NODE = 'n-0123456789abcdef';
const OCC = 'o-00000000000000aa';
const OTHER_OCC = 'o-00000000000000bb';
const T0 = Date.parse('2026-12-01T12:00:00.000Z');
const seqAt = (ms: number) => ms * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

function permission(ms: number, agentId?: string, tool = 'Bash'): PermissionObservation {
  const extra: Record<string, unknown> = { tool_name: tool };
  if (agentId !== undefined) extra.agent_id = agentId;
  const r = normalizePermissionRequest(request([add([bash('npm test:*')])], extra), seqAt(ms), iso(ms));
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

function hookObs(event: string, ms: number, opts: Partial<HookObservation> = {}): HookObservation {
  return {
    v: 1,
    nodeId: NODE,
    occupant: OCC,
    seat: 'dev@rig',
    runtime: 'claude',
    event,
    seq: seqAt(ms),
    observedAt: iso(ms),
    ...opts,
  };
}

function requestObs(ms: number, agentId?: string, opts: Partial<HookObservation> = {}): HookObservation {
  const obs = hookObs('PermissionRequest', ms, { toolName: 'Bash', permission: permission(ms, agentId), ...opts });
  if (agentId !== undefined) obs.agentId = agentId;
  return obs;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full));
    else out.push(full);
  }
  return out;
}

test('a PermissionRequest is recorded: 0600 file in a 0700 folder, read back as request_observed', async () => {
  const { home } = tempHome();
  await applyPermissionEffects(home, requestObs(T0), T0 + 50);
  const file = permissionEvidencePath(home, NODE);
  assert.is(statSync(file).mode & 0o777, 0o600);
  assert.is(statSync(home.permissionEvidence).mode & 0o777, 0o700);
  const status = readPermissionStop(home, NODE, T0 + 2_000);
  assert.equal(status, {
    state: 'observed',
    pending: 'request_observed',
    tool: { name: 'Bash' },
    actor: { category: 'main' },
    observed_at: iso(T0),
    age_ms: 2_000,
    suggested_rules: permission(T0).suggested_rules,
  });
});

test('no record: unavailable; an invalid node id is never a path', async () => {
  const { home } = tempHome();
  assert.equal(readPermissionStop(home, NODE, T0), { state: 'unavailable' });
  assert.equal(readPermissionStop(home, '../etc', T0), { state: 'unavailable' });
  await applyPermissionEffects(home, requestObs(T0, undefined, { nodeId: '../../x' }), T0);
  await applyPermissionEffects(home, requestObs(T0, undefined, { occupant: 'not-an-occupant' }), T0);
  assert.equal(filesUnder(home.root), []);
});

test('an observation that fails the ingress check is not written', async () => {
  const { home } = tempHome();
  const obs = requestObs(T0);
  (obs.permission as unknown as Record<string, unknown>).tool_input = { command: 'ls' };
  await applyPermissionEffects(home, obs, T0);
  await applyPermissionEffects(home, hookObs('PermissionRequest', T0), T0); // no permission at all
  assert.equal(filesUnder(home.root), []);
});

test('the newest by seq wins; an older or equal run never replaces it', async () => {
  const { home } = tempHome();
  await applyPermissionEffects(home, requestObs(T0 + 2_000, 'sub-1'), T0 + 3_000);
  await applyPermissionEffects(home, requestObs(T0 + 1_000), T0 + 3_000); // older, late
  let s = readPermissionStop(home, NODE, T0 + 3_000);
  assert.ok(s.state === 'observed' && s.actor.category === 'subagent_or_teammate');
  const equal = requestObs(T0 + 2_000);
  await applyPermissionEffects(home, equal, T0 + 3_000); // equal seq: keep
  s = readPermissionStop(home, NODE, T0 + 3_000);
  assert.ok(s.state === 'observed' && s.actor.category === 'subagent_or_teammate');
  await applyPermissionEffects(home, requestObs(T0 + 2_001), T0 + 3_000); // newer, another actor
  s = readPermissionStop(home, NODE, T0 + 3_000);
  assert.ok(s.state === 'observed' && s.actor.category === 'main', 'latest across actors');
});

const COMPLETION_ROWS: [string, string | undefined, HookObservation, 'request_observed' | 'completed'][] = [
  ['main, later PostToolUse of main → completed', undefined, hookObs('PostToolUse', T0 + 10), 'completed'],
  [
    'main, PostToolUse of a subagent → untouched',
    undefined,
    hookObs('PostToolUse', T0 + 10, { agentId: 'sub-1' }),
    'request_observed',
  ],
  [
    'subagent, its own later PostToolUse → completed',
    'sub-1',
    hookObs('PostToolUse', T0 + 10, { agentId: 'sub-1' }),
    'completed',
  ],
  ['subagent, PostToolUse of main → untouched', 'sub-1', hookObs('PostToolUse', T0 + 10), 'request_observed'],
  [
    'subagent, PostToolUse of another subagent → untouched',
    'sub-1',
    hookObs('PostToolUse', T0 + 10, { agentId: 'sub-2' }),
    'request_observed',
  ],
  ['PostToolUse with an earlier seq → untouched', undefined, hookObs('PostToolUse', T0 - 10), 'request_observed'],
  ['PostToolUse with the same seq → untouched', undefined, hookObs('PostToolUse', T0), 'request_observed'],
  [
    'PostToolUse of another occupant → untouched',
    undefined,
    hookObs('PostToolUse', T0 + 10, { occupant: OTHER_OCC }),
    'request_observed',
  ],
  ['PreToolUse → untouched', undefined, hookObs('PreToolUse', T0 + 10), 'request_observed'],
  ['Stop → untouched', undefined, hookObs('Stop', T0 + 10), 'request_observed'],
  ['UserPromptSubmit → untouched', undefined, hookObs('UserPromptSubmit', T0 + 10), 'request_observed'],
  [
    'PostToolUse of another node → untouched',
    undefined,
    hookObs('PostToolUse', T0 + 10, { nodeId: 'n-ffffffffffffffff' }),
    'request_observed',
  ],
];

for (const [name, requester, follow, pending] of COMPLETION_ROWS) {
  test(`completion: ${name}`, async () => {
    const { home } = tempHome();
    await applyPermissionEffects(home, requestObs(T0, requester), T0);
    const before = readFileSync(permissionEvidencePath(home, NODE), 'utf8');
    await applyPermissionEffects(home, follow, T0 + 20);
    const s = readPermissionStop(home, NODE, T0 + 30);
    assert.ok(s.state === 'observed');
    if (s.state === 'observed') assert.is(s.pending, pending);
    if (pending === 'request_observed') assert.is(readFileSync(permissionEvidencePath(home, NODE), 'utf8'), before);
  });
}

test('a new request after completion is request_observed again', async () => {
  const { home } = tempHome();
  await applyPermissionEffects(home, requestObs(T0), T0);
  await applyPermissionEffects(home, hookObs('PostToolUse', T0 + 10), T0 + 10);
  await applyPermissionEffects(home, requestObs(T0 + 20), T0 + 20);
  const s = readPermissionStop(home, NODE, T0 + 30);
  assert.ok(s.state === 'observed' && s.pending === 'request_observed' && s.observed_at === iso(T0 + 20));
});

test("a late request whose actor's tool batch already ran after it reads completed", async () => {
  const { home } = tempHome();
  await applyPermissionEffects(home, requestObs(T0), T0);
  await applyPermissionEffects(home, hookObs('PostToolUse', T0 + 30), T0 + 30);
  await applyPermissionEffects(home, requestObs(T0 + 10), T0 + 40); // fired before that PostToolUse
  let s = readPermissionStop(home, NODE, T0 + 50);
  assert.ok(s.state === 'observed' && s.pending === 'completed' && s.observed_at === iso(T0 + 10));
  // the same for another actor: its state is unknown
  await applyPermissionEffects(home, requestObs(T0 + 20, 'sub-1'), T0 + 50);
  s = readPermissionStop(home, NODE, T0 + 60);
  assert.ok(s.state === 'observed' && s.pending === 'request_observed');
});

test('five minutes from the source time, then gone: the expired record is deleted by the read', async () => {
  const { home } = tempHome();
  const file = permissionEvidencePath(home, NODE);
  await applyPermissionEffects(home, requestObs(T0), T0 + 1_000); // arrived 1 s after it fired
  assert.is(readPermissionStop(home, NODE, T0 + PERMISSION_EVIDENCE_TTL_MS - 1).state, 'observed');
  assert.ok(existsSync(file));
  assert.equal(readPermissionStop(home, NODE, T0 + PERMISSION_EVIDENCE_TTL_MS), { state: 'unavailable' });
  assert.not.ok(existsSync(file), 'deleted lazily by the status read');
});

test('an expired record is discarded by the next observation too', async () => {
  const { home } = tempHome();
  await applyPermissionEffects(home, requestObs(T0 + 10, 'sub-1'), T0 + 10);
  // a PostToolUse after expiry: the record is gone, nothing is marked completed or rewritten
  await applyPermissionEffects(
    home,
    hookObs('PostToolUse', T0 + 20, { agentId: 'sub-1' }),
    T0 + 10 + PERMISSION_EVIDENCE_TTL_MS,
  );
  assert.not.ok(existsSync(permissionEvidencePath(home, NODE)));
  // a request after expiry finds the old record expired and replaces it: its completedSeq is gone too
  await applyPermissionEffects(home, requestObs(T0 + 10, 'sub-1'), T0 + 20);
  await applyPermissionEffects(home, hookObs('PostToolUse', T0 + 30, { agentId: 'sub-1' }), T0 + 30);
  const late = T0 + 10 + PERMISSION_EVIDENCE_TTL_MS;
  await applyPermissionEffects(home, requestObs(T0 + 20 + 1_000, 'sub-1'), late);
  const s = readPermissionStop(home, NODE, late);
  assert.ok(s.state === 'observed' && s.pending === 'request_observed' && s.observed_at === iso(T0 + 1_020));
});

test('a request arriving after its own five minutes is not recorded', async () => {
  const { home } = tempHome();
  await applyPermissionEffects(home, requestObs(T0), T0 + PERMISSION_EVIDENCE_TTL_MS);
  assert.not.ok(existsSync(permissionEvidencePath(home, NODE)));
});

test('a source time in the future never lengthens the life beyond five minutes from arrival', async () => {
  const { home } = tempHome();
  await applyPermissionEffects(home, requestObs(T0 + 60_000), T0);
  assert.equal(readPermissionStop(home, NODE, T0 + PERMISSION_EVIDENCE_TTL_MS), { state: 'unavailable' });
});

test('completion keeps the original expiry', async () => {
  const { home } = tempHome();
  await applyPermissionEffects(home, requestObs(T0), T0);
  await applyPermissionEffects(home, hookObs('PostToolUse', T0 + 60_000), T0 + 60_000);
  assert.is(readPermissionStop(home, NODE, T0 + 60_001).state, 'observed');
  assert.equal(readPermissionStop(home, NODE, T0 + PERMISSION_EVIDENCE_TTL_MS), { state: 'unavailable' });
});

test("with the seat's occupant, a record from an earlier occupant reads unavailable", async () => {
  const { home } = tempHome();
  await applyPermissionEffects(home, requestObs(T0), T0);
  assert.is(readPermissionStop(home, NODE, T0 + 1, OCC).state, 'observed');
  assert.equal(readPermissionStop(home, NODE, T0 + 1, OTHER_OCC), { state: 'unavailable' });
  assert.is(readPermissionStop(home, NODE, T0 + 1).state, 'observed', 'without an occupant: shown');
});

test('a tampered record reads unavailable (checked like a posted observation)', async () => {
  const { home } = tempHome();
  const file = permissionEvidencePath(home, NODE);
  await writeTtlRecord(
    file,
    {
      v: 1,
      occupant: OCC,
      pending: 'request_observed',
      expiresAt: T0 + 60_000,
      observation: { tool: { name: 'Bash' } },
    },
    60_000,
    T0,
  );
  assert.equal(readPermissionStop(home, NODE, T0 + 1), { state: 'unavailable' });
  await writeTtlRecord(
    file,
    { v: 1, occupant: OCC, pending: 'approved', expiresAt: T0 + 60_000, observation: permission(T0) },
    60_000,
    T0,
  );
  assert.equal(readPermissionStop(home, NODE, T0 + 1), { state: 'unavailable' });
});

test('nothing to do costs nothing: other events and a PostToolUse without a record create no file or folder', async () => {
  const { home } = tempHome();
  for (const event of ['PostToolUse', 'PreToolUse', 'Stop', 'SessionStart', 'Notification', 'UserPromptSubmit']) {
    await applyPermissionEffects(home, hookObs(event, T0), T0);
  }
  assert.not.ok(existsSync(home.root), 'not even the home folder');
  mkdirSync(home.permissionEvidence, { recursive: true });
  await applyPermissionEffects(home, hookObs('PostToolUse', T0), T0);
  assert.equal(readdirSync(home.permissionEvidence), [], 'no lock folder either');
});

test('concurrent requests for one node: the newest by seq wins (and an unlocked read-modify-write does not)', async () => {
  const shuffle = <T>(xs: T[], seed: number): T[] => {
    let s = seed;
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) {
      s = (s * 1103515245 + 12345) % 2147483648;
      const j = s % (i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  const N = 30;
  const times = Array.from({ length: N }, (_, i) => T0 + i);
  const newest = iso(T0 + N - 1);
  for (const seed of [1, 2, 3]) {
    const { home } = tempHome();
    const order = shuffle(times, seed);
    const results = await Promise.allSettled(order.map((t) => applyPermissionEffects(home, requestObs(t), T0 + N)));
    assert.equal(
      results.filter((r) => r.status === 'rejected'),
      [],
      'every run got the lock in time',
    );
    const s = readPermissionStop(home, NODE, T0 + N);
    assert.ok(s.state === 'observed' && s.observed_at === newest, `seed ${seed}`);
  }
  // Negative control: the same runs as a naive read-then-write without the lock lose the newest.
  let lost = 0;
  for (const seed of [1, 2, 3, 4, 5]) {
    const { home } = tempHome();
    const file = permissionEvidencePath(home, NODE);
    const naive = async (t: number) => {
      const current = readTtlRecord<{ seq: number }>(file, T0 + N);
      // A turn of the event loop between the read and the write, as any real writer has (the
      // store's own write is synchronous, so without this no two runs would interleave here).
      await new Promise((r) => setImmediate(r));
      if (current && current.seq >= seqAt(t)) return;
      await writeTtlRecord(file, { seq: seqAt(t) }, 60_000, T0 + N);
    };
    await Promise.all(shuffle(times, seed).map(naive));
    if (readTtlRecord<{ seq: number }>(file, T0 + N)?.seq !== seqAt(T0 + N - 1)) lost++;
  }
  assert.ok(lost > 0, 'the race exists without the lock');
});

test('security: a secret in tool_input, reasons or withheld suggestions reaches no file under the home', async () => {
  const { home } = tempHome();
  const SECRET = 'sk-live-SECRETSECRET0123456789';
  const input = {
    ...fixture('cc-fake-PermissionRequest.01.json'),
    tool_input: { command: `curl -H "Authorization: Bearer ${SECRET}" https://example.test`, description: SECRET },
    reason: `provider says ${SECRET}`,
    decision_reason: SECRET,
    permission_suggestions: [
      add([bash('curl:*')]),
      { type: 'addDirectories', directories: [`/home/${SECRET}`], destination: 'session' },
      { type: 'setMode', mode: SECRET, destination: 'session' },
      { ...add([{ toolName: 'Bash', ruleContent: 'ls', note: SECRET } as never]), reason: SECRET },
    ],
  };
  const produced = normalizePermissionRequest(input, seqAt(T0), iso(T0));
  assert.ok(produced.ok);
  if (!produced.ok) return;
  await applyPermissionEffects(home, requestObs(T0, undefined, { permission: produced.value }), T0);
  await applyPermissionEffects(home, hookObs('PostToolUse', T0 + 5), T0 + 5);
  const files = filesUnder(home.root);
  assert.ok(files.length > 0, 'something was written');
  for (const f of files) {
    const bytes = readFileSync(f, 'utf8');
    assert.not.ok(bytes.includes('SECRET'), f);
    assert.not.ok(bytes.includes('Authorization'), f);
  }
  // what was kept is the suggestion subset only
  const s = readPermissionStop(home, NODE, T0 + 6);
  assert.ok(s.state === 'observed' && s.pending === 'completed');
  if (s.state === 'observed') {
    assert.equal(s.suggested_rules, {
      state: 'available',
      native: 'present',
      entries: [add([bash('curl:*')]), add([bash('ls')])],
      unsupported: true,
      size_cut: false,
    });
  }
});

test.run();
