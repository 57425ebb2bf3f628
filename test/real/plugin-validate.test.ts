// The shipped Claude Code plugin passes the real client's own validator with no error and no
// warning, in every selected set. The plugin directory's own checks (an icon, a README in the
// plugin folder: what a catalog submission needs) do not change that result; they are printed as
// figures, and none may be one that refuses a submission.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { REPO } from '../helpers/cli.js';
import { selectedSets } from './lib/clients.js';
import { SHIPPED_PLUGIN_DIRS } from '../../lib/home/plugin-facts.js';

interface Finding {
  path?: string;
  code?: string | null;
  message: string;
}

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`claude plugin validate ${SHIPPED_PLUGIN_DIRS.claude} (${c.label})`, () => {});
    continue;
  }
  test(`claude plugin validate ${SHIPPED_PLUGIN_DIRS.claude} passes with no warning (${c.label})`, () => {
    const r = spawnSync(c.claudeBin, ['plugin', 'validate', '--json', join(REPO, SHIPPED_PLUGIN_DIRS.claude)], {
      env: c.env(tempDir()),
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.is(r.status, 0, r.stdout + r.stderr);
    const report = JSON.parse(r.stdout);
    const line = (f: Finding) => `${f.path ?? f.code ?? '?'}: ${f.message}`;
    const directory: (Finding & { severity: string; blocking: boolean })[] = report.directory?.findings ?? [];
    console.log(
      [
        `figure: ${c.set}: success ${report.success}, ${report.manifest.errors.length} errors, ${report.manifest.warnings.length} warnings`,
        ...directory.map((f) => `figure: ${c.set}: plugin directory ${f.severity}: ${f.code}`),
      ].join('\n'),
    );
    assert.is(report.success, true);
    assert.equal(report.manifest.errors.map(line), [], 'manifest errors');
    assert.equal(report.manifest.warnings.map(line), [], 'manifest warnings');
    assert.equal(directory.filter((f) => f.blocking).map(line), [], 'plugin directory checks that refuse a submission');
  });
}

test.run();
