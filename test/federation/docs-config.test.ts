// docs/federation.md's server configs are the ones lib/federation/server-config.ts writes (and the
// tests run): a copy that drifted from the permissions tested would be a config that does not work.
// One server; the hub of leaf nodes; a host's leaf.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { leafConfig, serverConfig } from '../../lib/federation/server-config.js';

const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'federation.md'), 'utf8');
const hosts = [
  { host: 'laptop', password: '$2a$11$REPLACE_WITH_BCRYPT_OF_LAPTOP_PASSWORD' },
  { host: 'buildbox', password: '$2a$11$REPLACE_WITH_BCRYPT_OF_BUILDBOX_PASSWORD' },
];
const carries = (conf: string) => doc.includes(`\`\`\`\n${conf}\`\`\``);

test('the documented server config is serverConfig for laptop and buildbox', () => {
  const conf = serverConfig({ listen: '0.0.0.0:4222', storeDir: '/var/lib/nats/jetstream', hosts });
  assert.ok(carries(conf), 'docs/federation.md carries the generated config verbatim');
});

test('the documented hub and leaf configs are the ones the leaf-node test runs', () => {
  const hub = serverConfig({
    listen: '0.0.0.0:4222',
    storeDir: '/var/lib/nats/jetstream',
    hosts,
    domain: 'hub',
    leafListen: '0.0.0.0:7422',
  });
  assert.ok(carries(hub), 'the hub config, verbatim');
  const leaf = leafConfig({
    listen: '127.0.0.1:4222',
    host: hosts[0]!,
    domain: 'hub',
    hubUrl: 'nats-leaf://laptop:THE-LAPTOP-PASSWORD@hub.example.org:7422',
  });
  assert.ok(carries(leaf), "the laptop's leaf config, verbatim");
});

test.run();
