// Federation's configuration checks, as tables: a URL's scheme, a host name safe as a subject token,
// the credentials required, secret files owner-only; and off (no url) means nothing is checked.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  fileProblem,
  hostNameOf,
  settingsOf,
  settingsProblems,
  valueProblem,
  type FederationField,
  type FileFacts,
} from '../../lib/config/federation.js';

test('valueProblem: url schemes and host names', () => {
  const rows: [FederationField, string, boolean][] = [
    ['url', 'nats://127.0.0.1:4222', true],
    ['url', 'tls://hub.example.org:4222', true],
    ['url', 'nats://a:4222,nats://b:4222', true],
    ['url', 'http://127.0.0.1:4222', false],
    ['url', 'nats://user:secret@127.0.0.1:4222', false],
    ['url', '127.0.0.1:4222', false],
    ['url', 'nats://', false],
    ['host', 'laptop', true],
    ['host', 'build_box-2', true],
    ['host', 'a.b', false],
    ['host', 'x*', false],
    ['host', 'x>', false],
    ['host', '-lead', false],
    ['host', 'has space', false],
    ['host', 'x'.repeat(64), false],
    ['user', 'host-a', true],
    ['user', 'a b', false],
    ['jsDomain', 'hub', true],
    ['jsDomain', 'hub-1', true],
    ['jsDomain', 'a.b', false],
    ['jsDomain', 'h*', false],
    ['jsDomain', 'h>', false],
  ];
  for (const [field, value, ok] of rows)
    assert.is(valueProblem(field, value) === undefined, ok, `${field}=${JSON.stringify(value)}`);
});

test('hostNameOf: the machine name as a subject-safe token', () => {
  const rows: [string, string][] = [
    ['laptop', 'laptop'],
    ['build-01.example.org', 'build-01'],
    ['my host', 'my-host'],
    ['_x', 'x'],
    ['', 'host'],
    ['...', 'host'],
    ['é', 'host'],
  ];
  for (const [given, want] of rows) assert.is(hostNameOf(given), want, given);
});

test('fileProblem: secret files must be 0600; certificates may be shared', () => {
  const f = (exists: boolean, isFile: boolean, mode: number): FileFacts => ({ exists, isFile, mode });
  const rows: [FederationField, FileFacts, boolean][] = [
    ['tokenFile', f(true, true, 0o600), true],
    ['tokenFile', f(true, true, 0o400), true],
    ['tokenFile', f(true, true, 0o640), false],
    ['tokenFile', f(true, true, 0o604), false],
    ['credsFile', f(true, true, 0o644), false],
    ['tlsKey', f(true, true, 0o644), false],
    ['tlsCa', f(true, true, 0o644), true],
    ['tlsCert', f(true, true, 0o644), true],
    ['tokenFile', f(false, false, 0), false],
    ['tokenFile', f(true, false, 0o700), false],
  ];
  for (const [field, facts, ok] of rows)
    assert.is(fileProblem(field, '/x', facts) === undefined, ok, `${field} ${JSON.stringify(facts)}`);
});

const none = {
  url: '',
  host: 'a',
  user: '',
  tokenFile: '',
  credsFile: '',
  tlsCa: '',
  tlsCert: '',
  tlsKey: '',
  jsDomain: '',
};
const good: FileFacts = { exists: true, isFile: true, mode: 0o600 };

test('settingsProblems: off without a url; authenticated only; pairs that go together', () => {
  const rows: [Partial<typeof none>, number][] = [
    [{}, 0],
    [{ url: 'nats://127.0.0.1:4222' }, 1],
    [{ url: 'nats://127.0.0.1:4222', tokenFile: '/t' }, 0],
    [{ url: 'nats://127.0.0.1:4222', user: 'a', tokenFile: '/t' }, 0],
    [{ url: 'nats://127.0.0.1:4222', user: 'a', credsFile: '/c' }, 1],
    [{ url: 'nats://127.0.0.1:4222', tokenFile: '/t', credsFile: '/c' }, 1],
    [{ url: 'nats://127.0.0.1:4222', tokenFile: '/t', tlsCert: '/c' }, 1],
    [{ url: 'nats://127.0.0.1:4222', tokenFile: '/t', tlsCert: '/c', tlsKey: '/k' }, 0],
    [{ url: 'http://x', host: 'a.b', tokenFile: '/t' }, 2],
    [{ url: 'nats://127.0.0.1:4222', tokenFile: '/t', jsDomain: 'hub' }, 0],
    [{ url: 'nats://127.0.0.1:4222', tokenFile: '/t', jsDomain: 'a.b' }, 1],
  ];
  for (const [given, n] of rows) {
    const got = settingsProblems({ ...none, ...given }, () => good);
    assert.is(got.length, n, `${JSON.stringify(given)}: ${got.join('; ')}`);
  }
  const loose = settingsProblems({ ...none, url: 'nats://h:1', tokenFile: '/t' }, () => ({ ...good, mode: 0o644 }));
  assert.match(loose[0]!, /0600/);
});

test('settingsOf: undefined when off; the lists and TLS files when on', () => {
  assert.is(settingsOf(none), undefined);
  assert.equal(settingsOf({ ...none, url: 'nats://a:1, nats://b:2', tokenFile: '/t', tlsCa: '/ca' }), {
    urls: ['nats://a:1', 'nats://b:2'],
    host: 'a',
    tokenFile: '/t',
    tls: { ca: '/ca' },
  });
  assert.is(settingsOf({ ...none, url: 'nats://a:1', tokenFile: '/t', jsDomain: 'hub' })?.jsDomain, 'hub');
});

test.run();
