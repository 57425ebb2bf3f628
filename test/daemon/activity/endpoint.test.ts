// The relay endpoint's pure decisions (loopback hosts, the base URL, the token a request presents,
// the token compare, the --port/--host parse step) as tables, and the token and endpoint files:
// created 0600, reused, narrowed, replaced when malformed, removed only when they are ours.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tempHome } from '../../helpers/home.js';
import { rig } from '../../helpers/cli.js';
import {
  endpointBaseUrl,
  ensureActivityToken,
  isLoopbackHost,
  presentedToken,
  readActivityToken,
  removeActivityEndpoint,
  TOKEN_PATTERN,
  tokensMatch,
  writeActivityEndpoint,
} from '../../../lib/daemon/activity/endpoint.js';
import { tcpOptionsProblem } from '../../../lib/daemon/tcp.js';

const mode = (f: string) => statSync(f).mode & 0o777;

test('isLoopbackHost (table)', () => {
  const rows: [string, boolean][] = [
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['LOCALHOST', true],
    ['::1', true],
    ['[::1]', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['', false],
    ['*', false],
    ['10.0.0.1', false],
    ['192.168.1.10', false],
    ['128.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['example.com', false],
    ['localhost.example.com', false],
    ['127.0.0.1.nip.io', false],
    ['fe80::1', false],
  ];
  for (const [host, want] of rows) assert.is(isLoopbackHost(host), want, host);
});

test('endpointBaseUrl: an explicit host verbatim, a wildcard or none → 127.0.0.1 (table)', () => {
  const rows: [string | undefined, number, string][] = [
    [undefined, 7433, 'http://127.0.0.1:7433'],
    ['', 7433, 'http://127.0.0.1:7433'],
    ['0.0.0.0', 7433, 'http://127.0.0.1:7433'],
    ['::', 7433, 'http://127.0.0.1:7433'],
    ['[::]', 7433, 'http://127.0.0.1:7433'],
    ['*', 80, 'http://127.0.0.1:80'],
    ['127.0.0.1', 1, 'http://127.0.0.1:1'],
    ['127.0.0.2', 7433, 'http://127.0.0.2:7433'],
    ['localhost', 7433, 'http://localhost:7433'],
    ['::1', 7433, 'http://[::1]:7433'],
    ['[::1]', 7433, 'http://[::1]:7433'],
  ];
  for (const [host, port, want] of rows) assert.is(endpointBaseUrl(host, port), want, String(host));
});

test('presentedToken: bearer first, else x-openrig-activity-token (table)', () => {
  const t = 'a'.repeat(64);
  const rows: [Record<string, string | string[] | undefined>, string | undefined][] = [
    [{}, undefined],
    [{ authorization: `Bearer ${t}` }, t],
    [{ authorization: `bearer ${t}` }, t],
    [{ authorization: `Bearer   ${t}  ` }, t],
    [{ authorization: `Basic ${t}` }, ''],
    [{ authorization: 'Bearer' }, ''],
    [{ authorization: `Bearer ${t} extra` }, ''],
    [{ 'x-openrig-activity-token': t }, t],
    [{ 'x-openrig-activity-token': ` ${t} ` }, t],
    [{ authorization: 'Bearer wrong', 'x-openrig-activity-token': t }, 'wrong'],
    [{ authorization: [`Bearer ${t}`] }, t],
  ];
  for (const [headers, want] of rows) assert.is(presentedToken(headers), want, JSON.stringify(headers));
});

test('tokensMatch', () => {
  const t = 'b'.repeat(64);
  assert.ok(tokensMatch(t, t));
  assert.not.ok(tokensMatch(undefined, t));
  assert.not.ok(tokensMatch('', t));
  assert.not.ok(tokensMatch(t.slice(1), t));
  assert.not.ok(tokensMatch(`${t}b`, t));
  assert.not.ok(tokensMatch(`${t.slice(0, 63)}c`, t));
});

test('tcpOptionsProblem (table)', () => {
  const rows: [Parameters<typeof tcpOptionsProblem>[0], string | undefined][] = [
    [{ port: 7433 }, undefined],
    [{ port: 0 }, undefined],
    [{ port: 65535, host: '::1' }, undefined],
    [{ port: 7433, host: 'localhost' }, undefined],
    [{ port: 7433, host: '0.0.0.0' }, 'not_loopback'],
    [{ port: 7433, host: '192.168.0.2' }, 'not_loopback'],
    [{ port: 65536 }, 'invalid_port'],
    [{ port: -1 }, 'invalid_port'],
    [{ port: 1.5 }, 'invalid_port'],
  ];
  for (const [opts, want] of rows) assert.is(tcpOptionsProblem(opts)?.code, want, JSON.stringify(opts));
});

test('rig daemon start: a host off loopback, a bad port or --host alone is a usage error (exit 2), nothing started', async () => {
  const { env, home } = tempHome();
  const rows: [string[], RegExp][] = [
    [
      ['--port', '7433', '--host', '0.0.0.0'],
      /^rig: --host 0\.0\.0\.0 is not a loopback address — the TCP listener binds loopback only/,
    ],
    [['--port', '7433', '--host', '192.168.1.5'], /^rig: --host 192\.168\.1\.5 is not a loopback address — /],
    [['--port', '70000'], /^rig: --port 70000 is not a port number — /],
    [['--port', 'http'], /^rig: --port http is not a port number — /],
    [['--host', '127.0.0.1'], /^rig: --host needs --port — usage: rig daemon start/],
  ];
  for (const [args, message] of rows) {
    for (const fg of [[], ['--foreground']]) {
      const r = await rig(['daemon', 'start', ...fg, ...args], env);
      assert.is(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, message);
    }
  }
  assert.not.ok(existsSync(home.daemonSocket), 'no daemon was started');
  assert.not.ok(existsSync(home.activityHookToken), 'no token was made');
});

test('the token file: created 0600 (64 hex), reused, its mode narrowed, a malformed one replaced', async () => {
  const { home } = tempHome();
  assert.is(readActivityToken(home), undefined);
  const first = await ensureActivityToken(home);
  assert.ok(first.created);
  assert.match(first.token, TOKEN_PATTERN);
  assert.is(mode(home.activityHookToken), 0o600);
  assert.is(readActivityToken(home), first.token);

  const again = await ensureActivityToken(home);
  assert.equal(again, { token: first.token, created: false }, 'reused');

  chmodSync(home.activityHookToken, 0o644);
  assert.is((await ensureActivityToken(home)).token, first.token);
  assert.is(mode(home.activityHookToken), 0o600, 'narrowed back to 0600');

  writeFileSync(home.activityHookToken, 'not-a-token\n', { mode: 0o600 });
  assert.is(readActivityToken(home), undefined, 'a malformed token counts as none');
  const fresh = await ensureActivityToken(home);
  assert.ok(fresh.created);
  assert.is.not(fresh.token, first.token);
  assert.is(readFileSync(home.activityHookToken, 'utf8').trim(), fresh.token);
  assert.is(mode(home.activityHookToken), 0o600);
});

test('the endpoint file: 0600 {baseUrl, token}; removed only when it names our base URL', async () => {
  const { home } = tempHome();
  mkdirSync(home.root, { recursive: true });
  const token = 'c'.repeat(64);
  await writeActivityEndpoint(home, { baseUrl: 'http://127.0.0.1:7433', token });
  assert.is(mode(home.activityEndpoint), 0o600);
  assert.equal(JSON.parse(readFileSync(home.activityEndpoint, 'utf8')), { baseUrl: 'http://127.0.0.1:7433', token });
  removeActivityEndpoint(home, 'http://127.0.0.1:9999');
  assert.ok(existsSync(home.activityEndpoint), 'another daemon’s endpoint is left alone');
  removeActivityEndpoint(home, 'http://127.0.0.1:7433');
  assert.not.ok(existsSync(home.activityEndpoint));
  removeActivityEndpoint(home, 'http://127.0.0.1:7433'); // already gone: no throw
});

test.run();
