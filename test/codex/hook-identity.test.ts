// Codex's trusted_hash and hook keys, computed by OpenRig, against the values the real clients
// wrote (config.toml after "Trust all") and reported (app-server hooks/list), both versions.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from '@decimalturn/toml-patch';
import { eventSnake, hookIdentities, normalizedTimeout } from '../../lib/codex/hook-identity.js';
import { parseHooksList } from '../../lib/codex/client-hooks.js';
import { fixtureJson, fixtureText, recordedClientHooks, RECORDED_CONTENT_HASH, VERSIONS } from './fixtures.js';

const HOOKS = fixtureJson('openrig-codex-hooks.json');

for (const v of VERSIONS) {
  test(`the five shipped identities equal what Codex ${v} wrote into config.toml`, () => {
    const ids = hookIdentities('openrig-core@openrig-local', 'hooks/codex.json', HOOKS);
    assert.is(ids.length, 5);
    const state = (parse(fixtureText(`trusted-config.${v}.toml`)) as any).hooks.state;
    const written = Object.keys(state).filter((k) => k.startsWith('openrig-core@openrig-local:'));
    assert.equal(written.sort(), ids.map((i) => i.key).sort());
    for (const i of ids) {
      assert.is(state[i.key].trusted_hash, i.hash, i.key);
      assert.is(state[i.key].trusted_content_hash, RECORDED_CONTENT_HASH, i.key);
    }
  });

  test(`the identities equal Codex ${v}'s own currentHash (hooks/list)`, () => {
    const ids = new Map(
      hookIdentities('openrig-core@openrig-local', 'hooks/codex.json', HOOKS).map((i) => [i.key, i.hash]),
    );
    const client = recordedClientHooks(v);
    assert.is(client.length, 5);
    for (const h of client) {
      assert.is(h.identityHash, ids.get(h.key), h.key);
      assert.is(h.contentHash, RECORDED_CONTENT_HASH);
      assert.is(h.trustStatus, 'trusted');
    }
  });
}

test('normalized timeouts and matchers hash as Codex 0.171.0 computed them (default 600, floor 1, SessionEnd 3)', () => {
  const client = parseHooksList(fixtureJson('clamp-hooks-list.0.171.0.json').result);
  const ids = hookIdentities('p1@mk', 'hooks/hooks.json', fixtureJson('clamp-hooks.json'));
  assert.is(client.length, 4);
  for (const h of client) {
    const mine = ids.find((i) => i.key === h.key);
    assert.ok(mine, h.key);
    assert.is(mine!.hash, h.identityHash, h.key);
  }
  assert.equal(client.map((h) => [h.key.split(':').slice(2).join(':'), h.timeoutSec]).sort(), [
    ['pre_tool_use:0:0', 1],
    ['session_end:0:0', 3],
    ['stop:0:0', 600],
    ['stop:0:1', 99999],
  ]);
});

test('timeout normalization table', () => {
  const rows: [string, unknown, number][] = [
    ['stop', undefined, 600],
    ['stop', 5, 5],
    ['stop', 0, 1],
    ['stop', -3, 1],
    ['stop', 99999, 99999],
    ['stop', 7.9, 7],
    ['stop', '5', 600],
    ['stop', Number.POSITIVE_INFINITY, 600],
    ['session_end', 10, 3],
    ['session_end', undefined, 3],
    ['session_end', 2, 2],
    ['interrupt', 60, 3],
    ['user_prompt_submit', 60, 60],
  ];
  for (const [event, given, want] of rows)
    assert.is(normalizedTimeout(event, given), want, `${event} ${String(given)}`);
});

test('event names to snake case', () => {
  assert.is(eventSnake('UserPromptSubmit'), 'user_prompt_submit');
  assert.is(eventSnake('SessionStart'), 'session_start');
  assert.is(eventSnake('Stop'), 'stop');
  assert.is(eventSnake('PermissionRequest'), 'permission_request');
});

test('a changed command, timeout or matcher changes the hash; the key stays', () => {
  const base = { hooks: { Stop: [{ hooks: [{ type: 'command', command: 'a', timeout: 5 }] }] } };
  const [a] = hookIdentities('x@y', 'h.json', base);
  const variants = [
    { hooks: { Stop: [{ hooks: [{ type: 'command', command: 'b', timeout: 5 }] }] } },
    { hooks: { Stop: [{ hooks: [{ type: 'command', command: 'a', timeout: 6 }] }] } },
    { hooks: { Stop: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'a', timeout: 5 }] }] } },
    { hooks: { Stop: [{ hooks: [{ type: 'command', command: 'a', timeout: 5, async: true }] }] } },
    { hooks: { Stop: [{ hooks: [{ type: 'command', command: 'a', timeout: 5, statusMessage: 'working' }] }] } },
  ];
  for (const v of variants) {
    const [b] = hookIdentities('x@y', 'h.json', v);
    assert.is(b!.key, a!.key);
    assert.is.not(b!.hash, a!.hash, JSON.stringify(v));
  }
});

test('a hook file without hooks has no identities', () => {
  assert.equal(hookIdentities('x@y', 'h.json', null), []);
  assert.equal(hookIdentities('x@y', 'h.json', { hooks: 'no' }), []);
  assert.equal(hookIdentities('x@y', 'h.json', { hooks: { Stop: 'no' } }), []);
});

test('the shipped plugin still has exactly the five definitions the fixtures were recorded with', () => {
  const shipped = JSON.parse(fixtureText('../../../plugins/codex/hooks/codex.json'));
  assert.equal(
    hookIdentities('p@m', 'hooks/codex.json', shipped).map((i) => i.hash),
    hookIdentities('p@m', 'hooks/codex.json', HOOKS).map((i) => i.hash),
  );
});

test.run();
