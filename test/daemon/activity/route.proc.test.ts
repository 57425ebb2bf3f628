// POST /api/activity/hooks through the daemon's real HTTP servers, on the Unix socket and on the
// loopback TCP listener: every answer (503, 401, 413, 400 invalid_json / invalid_observation,
// 404 session_not_found, 200), TCP serving that route only, the token and endpoint files across a
// restart, permission evidence cleared at start, and a host off loopback refused. The store's
// apply function is a fake except in the last test, which runs the real stores; daemons run in this process.
// Its own process: the daemon's seat routes run tmux against the seats' sockets.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempHome } from '../../helpers/home.js';
import { rig } from '../../helpers/cli.js';
import type { SeatRecord } from '../../../lib/seat/registry.js';
import { addSeat } from '../../helpers/seat.js';
import { startDaemon, type RunningDaemon, type StartOptions } from '../../../lib/daemon/daemon.js';
import { fileLog, silentLog } from '../../../lib/timers/log.js';
import { TcpListenError } from '../../../lib/daemon/tcp.js';
import { ACTIVITY_MAX_BODY_BYTES } from '../../../lib/daemon/activity/route.js';
import type { HookObservation, SeatHooksDoc } from '../../../lib/activity/contract.js';
import { readSeatHooks } from '../../../lib/activity/store.js';
import { normalizePermissionRequest } from '../../../lib/activity/permission/permission.js';
import { readPermissionStop } from '../../../lib/activity/permission/store.js';

const th = tempHome();
const { home, env } = th;

const applied: HookObservation[] = [];
const permissionApplied: HookObservation[] = [];
let applyAnswer: SeatHooksDoc | undefined;
const fakeApply = async (_home: unknown, obs: HookObservation) => {
  applied.push(obs);
  return applyAnswer;
};

function options(extra: Partial<StartOptions> = {}): StartOptions {
  return {
    log: silentLog,
    env: { OPENRIG_TMUX_CONTROL: 'off' },
    activity: {
      applyObservation: fakeApply,
      applyPermissionEffects: async (_h, obs) => {
        permissionApplied.push(obs);
      },
    },
    ...extra,
  };
}

type Target = { socketPath: string } | { host: string; port: number };
interface Answer {
  status: number;
  body: any;
}

function call(
  target: Target,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        ...target,
        method,
        path,
        headers: {
          ...(body !== undefined
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        let data = '';
        res.on('data', (d) => {
          data += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data ? JSON.parse(data) : undefined }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const observation = (seat: SeatRecord, extra: Record<string, unknown> = {}) => ({
  v: 1,
  nodeId: seat.nodeId,
  occupant: seat.occupant,
  seat: `${seat.name}@${seat.rig}`,
  runtime: 'claude',
  event: 'PreToolUse',
  toolName: 'Bash',
  seq: Date.now() * 1000,
  observedAt: new Date().toISOString(),
  ...extra,
});

let seat: SeatRecord;
let daemon: RunningDaemon | undefined;
const sock = (): Target => ({ socketPath: home.daemonSocket });
const tcp = (): Target => ({ host: '127.0.0.1', port: daemon!.tcp!.port });
const token = () => readFileSync(home.activityHookToken, 'utf8').trim();
const bearer = (t = token()) => ({ authorization: `Bearer ${t}` });

test.after(async () => {
  await daemon?.close();
});

test('503 activity_hook_unconfigured on the socket when no token exists; a leftover endpoint file is removed', async () => {
  seat = await addSeat(home, { name: 'w1', cwd: th.dir });
  mkdirSync(home.root, { recursive: true });
  writeFileSync(home.activityEndpoint, '{"baseUrl":"http://127.0.0.1:1","token":"x"}\n', { mode: 0o600 });
  daemon = await startDaemon(home, options());
  assert.is(daemon.tcp, undefined);
  assert.not.ok(existsSync(home.activityEndpoint), 'no TCP: no endpoint file');
  assert.not.ok(existsSync(home.activityHookToken), 'no TCP: no token made');
  const r = await call(
    sock(),
    'POST',
    '/api/activity/hooks',
    JSON.stringify(observation(seat)),
    bearer('f'.repeat(64)),
  );
  assert.is(r.status, 503);
  assert.is(r.body.reason, 'activity_hook_unconfigured');
  assert.is(applied.length, 0);
  await daemon.close();
  daemon = undefined;
});

test('a TCP start clears permission evidence, makes the token (0600) and writes the endpoint file (0600)', async () => {
  mkdirSync(join(home.permissionEvidence, 'nested'), { recursive: true });
  writeFileSync(join(home.permissionEvidence, `${seat.nodeId}.json`), '{}');
  writeFileSync(join(home.permissionEvidence, 'nested', 'x.json'), '{}');
  const logged = fileLog(home.daemonLog);
  daemon = await startDaemon(home, options({ tcp: { port: 0 }, log: logged }));
  assert.ok(
    !existsSync(home.permissionEvidence) || readdirSync(home.permissionEvidence).length === 0,
    'run/permission/ emptied at start',
  );
  assert.ok(daemon.tcp && daemon.tcp.port > 0);
  assert.is(daemon.tcp.baseUrl, `http://127.0.0.1:${daemon.tcp.port}`);
  assert.match(token(), /^[0-9a-f]{64}$/);
  assert.is(statSync(home.activityHookToken).mode & 0o777, 0o600);
  assert.is(statSync(home.activityEndpoint).mode & 0o777, 0o600);
  assert.equal(JSON.parse(readFileSync(home.activityEndpoint, 'utf8')), {
    baseUrl: daemon.tcp.baseUrl,
    token: token(),
  });
  assert.not.ok(readFileSync(home.daemonLog, 'utf8').includes(token()), 'the token is never logged');
});

test('401 activity_hook_unauthorized without the right token, on both transports, before the body is looked at', async () => {
  const body = JSON.stringify(observation(seat));
  for (const target of [sock(), tcp()]) {
    const rows: [Record<string, string>, string][] = [
      [{}, 'no header'],
      [bearer('0'.repeat(64)), 'wrong bearer'],
      [{ authorization: `Basic ${token()}` }, 'not a bearer'],
      [{ 'x-openrig-activity-token': 'nope' }, 'wrong x-openrig-activity-token'],
      [{ authorization: 'Bearer nope', 'x-openrig-activity-token': token() }, 'a wrong bearer is not rescued'],
    ];
    for (const [headers, name] of rows) {
      const r = await call(target, 'POST', '/api/activity/hooks', body, headers);
      assert.is(r.status, 401, name);
      assert.is(r.body.reason, 'activity_hook_unauthorized', name);
      assert.not.ok(JSON.stringify(r.body).includes(token()), 'the answer never holds the token');
    }
    const notJson = await call(target, 'POST', '/api/activity/hooks', '{not json', {});
    assert.is(notJson.status, 401, 'unauthenticated: 401, not invalid_json');
  }
  assert.is(applied.length, 0);
});

test('200 {ok, activity} on both transports (bearer or x-openrig-activity-token); the validated observation is applied', async () => {
  applyAnswer = {
    activity: { state: 'running', reason: 'tool_use', event: 'PreToolUse', seq: 1, at: 'x' },
  } as SeatHooksDoc;
  for (const [target, headers] of [
    [sock(), bearer()],
    [tcp(), bearer()],
    [tcp(), { 'x-openrig-activity-token': token() }],
  ] as [Target, Record<string, string>][]) {
    applied.length = 0;
    permissionApplied.length = 0;
    const obs = observation(seat);
    const r = await call(target, 'POST', '/api/activity/hooks', JSON.stringify(obs), headers);
    assert.is(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body, { ok: true, activity: applyAnswer.activity });
    assert.equal(applied, [obs]);
    assert.equal(permissionApplied, [obs], 'the permission effects saw the same observation');
  }
  applyAnswer = undefined;
  const none = await call(tcp(), 'POST', '/api/activity/hooks', JSON.stringify(observation(seat)), bearer());
  assert.equal(none.body, { ok: true, activity: null }, 'nothing applied: activity null');
});

test('400 invalid_json and invalid_observation (naming the field); 413 over 64 KiB', async () => {
  applied.length = 0;
  for (const target of [sock(), tcp()]) {
    const bad = await call(target, 'POST', '/api/activity/hooks', '{"v":1,', bearer());
    assert.is(bad.status, 400);
    assert.is(bad.body.reason, 'invalid_json');
    const empty = await call(target, 'POST', '/api/activity/hooks', '', bearer());
    assert.is(empty.status, 400);
    assert.is(empty.body.reason, 'invalid_observation');
    const rows: [Record<string, unknown>, string][] = [
      [{ nodeId: 'n-../../etc' }, 'nodeId'],
      [{ occupant: 'o-zz' }, 'occupant'],
      [{ seq: 5 }, 'seq'],
      [{ runtime: 'terminal' }, 'runtime'],
      [{ tool_input: { command: 'rm -rf /' } }, 'unknown field tool_input'],
      [{ permission: { tool: { name: 'Bash' } } }, 'permission'],
    ];
    for (const [change, field] of rows) {
      const r = await call(target, 'POST', '/api/activity/hooks', JSON.stringify(observation(seat, change)), bearer());
      assert.is(r.status, 400, field);
      assert.is(r.body.reason, 'invalid_observation', field);
      assert.match(r.body.error, field);
    }
    const huge = JSON.stringify({ ...observation(seat), pad: ' '.repeat(ACTIVITY_MAX_BODY_BYTES) });
    const big = await call(target, 'POST', '/api/activity/hooks', huge, bearer());
    assert.is(big.status, 413);
    assert.is(big.body.reason, 'body_too_large');
  }
  assert.is(applied.length, 0, 'nothing refused reached the store');
});

test('404 session_not_found: unknown node, a seat name that is not the node’s, a previous occupant', async () => {
  applied.length = 0;
  const other = await addSeat(home, { name: 'w2', cwd: th.dir });
  const rows: [Record<string, unknown>, RegExp][] = [
    [{ nodeId: 'n-0000000000000000' }, /no seat has node id n-0000000000000000 — List seats with: rig ps/],
    [{ seat: 'w2@t' }, /is w1@t, not w2@t/],
    [{ occupant: other.occupant }, /not w1@t's current occupant/],
    [{ occupant: 'o-0000000000000000' }, /not w1@t's current occupant/],
  ];
  for (const target of [sock(), tcp()]) {
    for (const [change, message] of rows) {
      const r = await call(target, 'POST', '/api/activity/hooks', JSON.stringify(observation(seat, change)), bearer());
      assert.is(r.status, 404, JSON.stringify(change));
      assert.is(r.body.reason, 'session_not_found');
      assert.match(r.body.error, message);
    }
  }
  assert.is(applied.length, 0);
  // The other seat with its own identity is found.
  const ok = await call(tcp(), 'POST', '/api/activity/hooks', JSON.stringify(observation(other)), bearer());
  assert.is(ok.status, 200);
});

test('TCP serves POST /api/activity/hooks only: every other route is 404 there, token or not', async () => {
  const rows: [string, string, string | undefined][] = [
    ['GET', '/api/daemon/status', undefined],
    ['POST', '/api/transport/send', JSON.stringify({ seat: 'w1@t', message: 'hi' })],
    ['GET', `/api/seat/status/w1@t`, undefined],
    ['GET', `/api/seat/status/node/${seat.nodeId}`, undefined],
    ['POST', '/api/seat/set-typing-guard/w1@t', JSON.stringify({ mode: 'hold', reason: 'x' })],
    ['GET', '/api/seat/held-messages/w1@t', undefined],
    ['POST', '/api/seat/retire-held-message/w1@t/x', JSON.stringify({ reason: 'x' })],
    ['GET', '/', undefined],
  ];
  for (const [method, path, body] of rows) {
    for (const headers of [{}, bearer()]) {
      const r = await call(tcp(), method, path, body, headers);
      assert.is(r.status, 404, `${method} ${path}`);
      assert.is(r.body.reason, 'not_found');
    }
    // Control: the same request on the socket reaches a route (whatever it answers, not "no route").
    const s = await call(sock(), method, path, body, { 'x-openrig-session': 'lead@t' });
    if (path !== '/') assert.is.not(s.body?.reason, 'not_found', `${method} ${path} on the socket`);
  }
});

test('status shows the TCP endpoint (never the token)', async () => {
  const r = await call(sock(), 'GET', '/api/daemon/status');
  assert.equal(r.body.tcp, { host: '127.0.0.1', port: daemon!.tcp!.port, baseUrl: daemon!.tcp!.baseUrl });
  const human = await rig(['daemon', 'status'], env);
  assert.is(human.code, 0, human.stderr);
  assert.match(human.stdout, `tcp ${daemon!.tcp!.baseUrl}: POST /api/activity/hooks only`);
  const asJson = await rig(['daemon', 'status', '--json'], env);
  assert.is(JSON.parse(asJson.stdout).tcp.baseUrl, daemon!.tcp!.baseUrl);
  for (const out of [human.stdout, asJson.stdout]) assert.not.ok(out.includes(token()));
});

test('a clean stop removes the endpoint file, keeps the token; a restart reuses it, so an old env still authenticates', async () => {
  const before = token();
  const oldPort = daemon!.tcp!.port;
  await daemon!.close();
  daemon = undefined;
  assert.not.ok(existsSync(home.activityEndpoint), 'endpoint file removed at stop');
  assert.is(token(), before, 'token kept');
  daemon = await startDaemon(home, options({ tcp: { port: 0 } }));
  assert.is(token(), before, 'token reused');
  assert.is(JSON.parse(readFileSync(home.activityEndpoint, 'utf8')).token, before);
  assert.is(JSON.parse(readFileSync(home.activityEndpoint, 'utf8')).baseUrl, daemon.tcp!.baseUrl);
  const r = await call(tcp(), 'POST', '/api/activity/hooks', JSON.stringify(observation(seat)), bearer(before));
  assert.is(r.status, 200);
  if (daemon.tcp!.port !== oldPort) {
    const gone = await call({ host: '127.0.0.1', port: oldPort }, 'GET', '/').catch((e: Error) => e);
    assert.ok(gone instanceof Error, 'the old listener is closed');
  }
});

test('a host off loopback is refused before anything listens', async () => {
  await daemon!.close();
  daemon = undefined;
  for (const host of ['0.0.0.0', '::', '192.168.1.1']) {
    const err = await startDaemon(home, options({ tcp: { host, port: 0 } })).catch((e: unknown) => e);
    assert.instance(err, TcpListenError, host);
    assert.is((err as TcpListenError).code, 'not_loopback');
    assert.not.ok(existsSync(home.daemonSocket), `${host}: no socket`);
    assert.not.ok(existsSync(home.activityEndpoint), `${host}: no endpoint file`);
  }
});

test('with the real stores: a relayed PermissionRequest lands in the occupant document and the permission evidence', async () => {
  await daemon?.close();
  daemon = await startDaemon(home, { log: silentLog, env: { OPENRIG_TMUX_CONTROL: 'off' }, tcp: { port: 0 } });
  const seq = Date.now() * 1000;
  const observedAt = new Date(seq / 1000).toISOString();
  const input = {
    hook_event_name: 'PermissionRequest',
    tool_name: 'Bash',
    tool_input: { command: 'echo SECRET-VALUE' },
    permission_suggestions: [
      {
        type: 'addRules',
        rules: [{ toolName: 'Bash', ruleContent: 'npm run *' }],
        behavior: 'allow',
        destination: 'localSettings',
      },
    ],
  };
  const evidence = normalizePermissionRequest(input, seq, observedAt);
  assert.ok(evidence.ok);
  const obs = observation(seat, {
    event: 'PermissionRequest',
    seq,
    observedAt,
    permission: evidence.ok && evidence.value,
  });
  const r = await call(tcp(), 'POST', '/api/activity/hooks', JSON.stringify(obs), bearer());
  assert.is(r.status, 200, JSON.stringify(r.body));
  assert.is(r.body.activity.state, 'needs_input');
  const doc = readSeatHooks(home, seat.nodeId, seat.occupant);
  assert.is(doc?.activity.state, 'needs_input', 'the occupant document was written');
  const stop = readPermissionStop(home, seat.nodeId, Date.now(), seat.occupant);
  assert.is(stop.state, 'observed');
  if (stop.state === 'observed')
    assert.equal(stop.suggested_rules.state === 'available' && stop.suggested_rules.entries[0]?.rules, [
      { toolName: 'Bash', ruleContent: 'npm run *' },
    ]);
  // Both status routes return it (the seat has no pane here: the evidence does not depend on one).
  for (const path of [`/api/seat/status/${seat.name}@${seat.rig}`, `/api/seat/status/node/${seat.nodeId}`]) {
    const st = await call(sock(), 'GET', path);
    assert.is(st.status, 200, `${path}: ${JSON.stringify(st.body)}`);
    assert.is(st.body.permission_stop.state, 'observed', path);
    assert.is(st.body.permission_stop.tool.name, 'Bash', path);
    assert.not.ok(JSON.stringify(st.body).includes('SECRET-VALUE'), `${path}: no tool input`);
  }
  await daemon.close();
  daemon = undefined;
});

test.run();
