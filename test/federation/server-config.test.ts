// The permissions the documented configs give each host: the one server's (plain JetStream API),
// a leaf's (the same, as sent to the hub's domain), and the hub's for a leaf connection (request and
// answer subjects whole, every other host's sender position denied), as tables.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hostPermissions, inDomain, leafConfig, serverConfig } from '../../lib/federation/server-config.js';

test('inDomain: the API and KV writes move under $JS.<domain>.API; nothing else does', () => {
  const rows: [string, string | undefined, string][] = [
    ['$JS.API.INFO', 'hub', '$JS.hub.API.INFO'],
    ['$JS.API.STREAM.INFO.KV_openrig_seats', 'hub', '$JS.hub.API.STREAM.INFO.KV_openrig_seats'],
    ['$KV.openrig_seats.host.a', 'hub', '$JS.hub.API.$KV.openrig_seats.host.a'],
    ['$JS.ACK.OPENRIG_SEND.send_a.>', 'hub', '$JS.ACK.OPENRIG_SEND.send_a.>'],
    ['$JS.FC.KV_openrig_seats.>', 'hub', '$JS.FC.KV_openrig_seats.>'],
    ['openrig.send.*.a', 'hub', 'openrig.send.*.a'],
    ['$JS.API.INFO', undefined, '$JS.API.INFO'],
    ['$KV.openrig_seats.host.a', undefined, '$KV.openrig_seats.host.a'],
  ];
  for (const [subject, domain, want] of rows) assert.is(inDomain(subject, domain), want, `${subject} in ${domain}`);
});

test('hostPermissions: one server, a leaf, and the hub for a leaf connection', () => {
  const plain = hostPermissions('a');
  assert.ok(plain.publish.includes('openrig.send.*.a'));
  assert.ok(plain.publish.includes('$KV.openrig_seats.seat.a.>'));
  assert.is(plain.publishDeny, undefined);

  const leaf = hostPermissions('a', 'hub');
  assert.is(leaf.publish.length, plain.publish.length);
  assert.not.ok(
    leaf.publish.some((s) => s.startsWith('$JS.API.') || s.startsWith('$KV.')),
    'nothing left outside the domain',
  );
  assert.ok(leaf.publish.includes('$JS.hub.API.$KV.openrig_seats.seat.a.>'));
  assert.ok(leaf.publish.includes('openrig.send.*.a'), 'a leaf keeps the narrow request subject');
  assert.equal(leaf.subscribe, plain.subscribe);

  const hub = hostPermissions('a', 'hub', ['b', 'c']);
  for (const whole of ['openrig.send.>', 'openrig.outcome.>', 'openrig.queue.>', 'openrig.qread.>'])
    assert.ok(hub.publish.includes(whole), whole);
  for (const own of ['openrig.send.*.a', 'openrig.outcome.*.a', 'openrig.queue.*.a', 'openrig.qread.*.a'])
    assert.not.ok(hub.publish.includes(own), own);
  const positions = (h: string) => [
    `openrig.send.*.${h}`,
    `openrig.outcome.*.${h}`,
    `openrig.queue.*.${h}`,
    `openrig.qread.*.${h}`,
  ];
  assert.equal(hub.publishDeny, [...positions('b'), ...positions('c')]);
  assert.is(hub.publish.length, leaf.publish.length, 'the four narrow subjects replaced by the four whole ones');
  assert.equal(hub.subscribe, plain.subscribe);
  assert.equal(hostPermissions('a', 'hub', []).publishDeny, []);
});

test('serverConfig: the hub names its domain, a leaf port, and denies each user the other hosts only', () => {
  const hosts = [
    { host: 'a', password: 'pa' },
    { host: 'b', password: 'pb' },
  ];
  const one = serverConfig({ listen: '127.0.0.1:1', storeDir: '/s', hosts });
  assert.not.match(one, /domain|leafnodes|deny/);
  assert.match(one, /"openrig\.send\.\*\.a"/);
  const hub = serverConfig({ listen: '127.0.0.1:1', storeDir: '/s', hosts, domain: 'hub', leafListen: '127.0.0.1:2' });
  assert.match(hub, /jetstream: \{ store_dir: "\/s", domain: "hub" \}/);
  assert.match(hub, /leafnodes: \{ listen: "127\.0\.0\.1:2" \}/);
  const [userA, userB] = hub.split('user: ').slice(1);
  const denies = (h: string) =>
    `deny: ["openrig.send.*.${h}", "openrig.outcome.*.${h}", "openrig.queue.*.${h}", "openrig.qread.*.${h}"]`;
  assert.ok(userA!.includes(denies('b')), userA);
  assert.ok(userB!.includes(denies('a')), userB);
  const leaf = leafConfig({ listen: '127.0.0.1:3', host: hosts[0]!, domain: 'hub', hubUrl: 'nats-leaf://a:pa@h:2' });
  assert.not.match(leaf, /jetstream|deny/);
  assert.match(leaf, /remotes: \[ \{ url: "nats-leaf:\/\/a:pa@h:2" \} \]/);
  assert.match(leaf, /"\$JS\.hub\.API\.\$KV\.openrig_seats\.seat\.a\.>"/);
});

test.run();
