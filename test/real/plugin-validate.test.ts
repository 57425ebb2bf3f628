// The shipped Claude Code plugin passes the real client's own validator, in every selected set.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { REPO } from '../helpers/cli.js';
import { selectedSets } from './lib/clients.js';

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`claude plugin validate plugins/openrig-core (${c.label})`, () => {});
    continue;
  }
  test(`claude plugin validate plugins/openrig-core passes (${c.label})`, () => {
    const r = spawnSync(c.claudeBin, ['plugin', 'validate', join(REPO, 'plugins', 'openrig-core')], {
      env: c.env(tempDir()),
      encoding: 'utf8',
      timeout: 60_000,
    });
    console.log(
      r.stdout
        .split('\n')
        .filter((l) => /passed|error|✘/i.test(l))
        .map((l) => `figure: ${c.set}: ${l.trim()}`)
        .join('\n'),
    );
    assert.is(r.status, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /Validation passed/);
  });
}

test.run();
