// The shipped Claude Code plugin passes the real client's own validator.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { REPO } from '../helpers/cli.js';
import { CLAUDE_BIN, clientEnv, clientsMissing } from './lib/clients.js';

const missing = clientsMissing();
if (missing) {
  console.log(`skipped: ${missing}`);
  test.skip('claude plugin validate plugins/openrig-core', () => {});
} else {
  test('claude plugin validate plugins/openrig-core passes', () => {
    const r = spawnSync(CLAUDE_BIN, ['plugin', 'validate', join(REPO, 'plugins', 'openrig-core')], { env: clientEnv(tempDir()), encoding: 'utf8', timeout: 60_000 });
    console.log(r.stdout.split('\n').filter((l) => /passed|error|✘/i.test(l)).map((l) => `figure: ${l.trim()}`).join('\n'));
    assert.is(r.status, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /Validation passed/);
  });
}

test.run();
