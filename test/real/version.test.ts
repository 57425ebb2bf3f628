// rig version against the real clients of each selected set: the `claude` and `codex` on PATH answer
// within the deadline, with the set's own builds, and both read as tested in that set.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dirname } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { json, rigProcess } from '../helpers/cli.js';
import { selectedSets } from './lib/clients.js';

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`rig version (${c.label})`, () => {});
    continue;
  }
  test(`rig version finds both clients and marks them tested (${c.label})`, () => {
    const env = c.env(tempDir());
    const PATH = [dirname(c.claudeBin), env.PATH].join(':');
    const r = rigProcess(['version', '--json'], { ...env, PATH }, { timeoutMs: 120_000 });
    assert.is(r.code, 0, r.stderr + r.stdout);
    const report = json(r);
    console.log(
      `figure: ${c.set}: claude ${report.claude.version} tested ${report.claude.tested}, codex ${report.codex.version} tested ${report.codex.tested}`,
    );
    assert.equal(
      [report.claude.version, report.claude.tested, report.claude.tested_in.includes(c.set)],
      [c.claudeVersion, true, true],
      JSON.stringify(report.claude),
    );
    assert.equal(
      [report.codex.version, report.codex.tested, report.codex.tested_in.includes(c.set)],
      [c.codexVersion, true, true],
      JSON.stringify(report.codex),
    );
  });
}

test.run();
