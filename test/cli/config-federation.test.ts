// rig config set for federation's keys: a value is checked before it is stored (a URL's scheme, a
// host name that is one subject token, a secret file that exists and is 0600), with one line of
// refusal; a good one is stored and read back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rig } from '../helpers/cli.js';
import { tempDir, tempHome } from '../helpers/home.js';

test('good values are stored and read back; the host defaults to the machine name', async () => {
  const { env } = tempHome();
  const dir = tempDir();
  const token = join(dir, 'token');
  writeFileSync(token, 'secret\n', { mode: 0o600 });
  for (const [k, v] of [
    ['federation.url', 'nats://127.0.0.1:4222'],
    ['federation.user', 'laptop'],
    ['federation.tokenFile', token],
  ]) {
    const r = await rig(['config', 'set', k!, v!], env);
    assert.is(r.code, 0, r.stderr);
  }
  const got = JSON.parse((await rig(['config', 'get', 'federation.url', '--json'], env)).stdout);
  assert.equal(got, { key: 'federation.url', value: 'nats://127.0.0.1:4222', source: 'config' });
  const host = JSON.parse((await rig(['config', 'get', 'federation.host', '--json'], env)).stdout);
  assert.is(host.source, 'default');
  assert.match(host.value, /^[A-Za-z0-9][A-Za-z0-9_-]*$/);
  const set = await rig(['config', 'set', 'federation.host', 'build_box-2'], env);
  assert.is(set.code, 0, set.stderr);
});

test('bad values are refused in one line, and nothing is stored', async () => {
  const { env } = tempHome();
  const dir = tempDir();
  const loose = join(dir, 'loose');
  writeFileSync(loose, 'secret\n', { mode: 0o644 });
  const rows: [string, string, RegExp][] = [
    ['federation.url', 'http://127.0.0.1:4222', /not a nats:\/\/ or tls:\/\/ server address/],
    ['federation.url', 'nats://me:secret@hub:4222', /no user or token in it/],
    ['federation.host', 'a.b', /not a host name/],
    ['federation.tokenFile', loose, /readable by others .*0600/],
    ['federation.tokenFile', join(dir, 'missing'), /does not exist/],
  ];
  for (const [k, v, why] of rows) {
    const r = await rig(['config', 'set', k, v], env);
    assert.is(r.code, 2, `${k} ${v}: ${r.stderr}`);
    assert.match(r.stderr, /^rig: federation\.\S+ .* — /);
    assert.match(r.stderr, why);
    assert.is(r.stderr.trim().split('\n').length, 1, 'one line');
    const after = JSON.parse((await rig(['config', 'get', k, '--json'], env)).stdout);
    assert.is.not(after.source, 'config', `${k} not stored`);
  }
});

test.run();
