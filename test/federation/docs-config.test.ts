// docs/federation.md's server config is the one lib/federation/server-config.ts writes (and the
// tests run): a copy that drifted from the permissions tested would be a config that does not work.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverConfig } from '../../lib/federation/server-config.js';

test('the documented server config is serverConfig for laptop and buildbox', () => {
  const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'federation.md'), 'utf8');
  const conf = serverConfig({
    listen: '0.0.0.0:4222',
    storeDir: '/var/lib/nats/jetstream',
    hosts: [
      { host: 'laptop', password: '$2a$11$REPLACE_WITH_BCRYPT_OF_LAPTOP_PASSWORD' },
      { host: 'buildbox', password: '$2a$11$REPLACE_WITH_BCRYPT_OF_BUILDBOX_PASSWORD' },
    ],
  });
  assert.ok(doc.includes(`\`\`\`\n${conf}\`\`\``), 'docs/federation.md carries the generated config verbatim');
});

test.run();
