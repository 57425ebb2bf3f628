// `rig daemon start --port 0` through the built bundle: the detached daemon gets the flags, status
// names its TCP endpoint, the endpoint file names the same one and authenticates, and
// `rig daemon stop` removes the file. Only the daemon this test started is ever signalled.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { rigProcess, RIG_BUNDLE } from '../../helpers/cli.js';
import { tempHome } from '../../helpers/home.js';

const { home, env } = tempHome();
const daemonEnv = { ...env, OPENRIG_TMUX_CONTROL: 'off' };
let pid: number | undefined;

test.after(() => {
  if (pid === undefined) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    /* stopped already */
  }
});

function post(url: string, headers: Record<string, string>): Promise<{ status: number; reason?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/activity/hooks`, { method: 'POST', headers }, (res) => {
      let data = '';
      res.on('data', (d) => {
        data += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reason: JSON.parse(data).reason }));
    });
    req.on('error', reject);
    req.end('{}');
  });
}

test('start --port 0 (detached), status, endpoint file, stop', async () => {
  assert.ok(existsSync(RIG_BUNDLE), 'run node build.mjs first');
  const up = rigProcess(['daemon', 'start', '--port', '0', '--json'], daemonEnv);
  assert.is(up.code, 0, up.stderr);
  const started = JSON.parse(up.stdout);
  pid = started.pid;
  assert.match(started.tcp.baseUrl, /^http:\/\/127\.0\.0\.1:\d+$/);

  const status = rigProcess(['daemon', 'status'], daemonEnv);
  assert.match(status.stdout, `tcp ${started.tcp.baseUrl}: POST /api/activity/hooks only`);
  const endpoint = JSON.parse(readFileSync(home.activityEndpoint, 'utf8'));
  assert.is(endpoint.baseUrl, started.tcp.baseUrl);
  assert.is(endpoint.token, readFileSync(home.activityHookToken, 'utf8').trim());
  for (const out of [up.stdout, status.stdout, readFileSync(home.daemonLog, 'utf8')])
    assert.not.ok(out.includes(endpoint.token), 'the token is never printed or logged');

  // Authenticated: past 401, refused as an observation (the body is {}).
  assert.equal(await post(endpoint.baseUrl, { authorization: `Bearer ${endpoint.token}` }), {
    status: 400,
    reason: 'invalid_observation',
  });
  assert.is((await post(endpoint.baseUrl, {})).status, 401);

  const down = rigProcess(['daemon', 'stop'], daemonEnv);
  assert.is(down.code, 0, down.stderr);
  pid = undefined;
  assert.not.ok(existsSync(home.activityEndpoint), 'removed at a clean stop');
  assert.ok(existsSync(home.activityHookToken), 'the token stays');
});

test('a host off loopback: exit 2 before anything starts', () => {
  const r = rigProcess(['daemon', 'start', '--port', '0', '--host', '0.0.0.0'], daemonEnv);
  assert.is(r.code, 2);
  assert.match(r.stderr, /^rig: --host 0\.0\.0\.0 is not a loopback address — /);
  assert.not.ok(existsSync(home.daemonSocket));
});

test.run();
