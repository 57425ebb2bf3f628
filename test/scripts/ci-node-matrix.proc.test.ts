// scripts/ci-node-matrix.ts end to end, with stand-ins for the Node releases (cached shell scripts
// that answer `--version` and print a closing line) and an npm registry that refuses connections:
// the folded closing line adds the test run piped in, each release's two runs, and one skip for
// the release that could not be fetched; a failure anywhere fails the whole.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NODE_MATRIX } from '../../scripts/node-matrix/versions.js';
import { tempDir } from '../helpers/home.js';

const REPO = join(import.meta.dirname, '..', '..');
const HOST_RUN = 'ok   test/x.test.ts  (5 passed, 0 failed; 1.0 s)\n5 passed, 0 failed, 0 skipped\n';

/** A cache folder holding a stand-in for each release but the last; `failing` fails its smoke run. */
function cacheWithStandIns(failing?: string): string {
  const cache = tempDir('openrig-node-matrix-');
  for (const version of NODE_MATRIX.slice(0, -1)) {
    const bin = join(cache, version, 'bin');
    mkdirSync(bin, { recursive: true });
    const smoke =
      version === failing
        ? 'echo "FAIL smoke"; echo "2 passed, 1 failed, 0 skipped"; exit 1'
        : 'echo "3 passed, 0 failed, 0 skipped"';
    writeFileSync(
      join(bin, 'node'),
      [
        '#!/bin/sh',
        `[ "$1" = --version ] && { echo v${version}; exit 0; }`,
        'case "$*" in',
        '  *test/unit.mjs*) echo "7 passed, 0 failed, 1 skipped" ;;',
        `  *bundle-smoke*) ${smoke} ;;`,
        '  *) echo "unexpected: $*"; exit 3 ;;',
        'esac',
        '',
      ].join('\n'),
    );
    chmodSync(join(bin, 'node'), 0o755);
  }
  return cache;
}

function matrix(cache: string, hostRun: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ci-node-matrix.ts', '--fold'], {
    cwd: REPO,
    input: hostRun,
    encoding: 'utf8',
    timeout: 300_000,
    env: {
      ...process.env,
      NODE_MATRIX_DIR: cache,
      // Nothing listens there: the fetch of the uncached release fails at once, as offline.
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_cache: join(cache, '.npm'),
    },
  });
  const lines = r.stdout.trimEnd().split('\n');
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, last: lines.at(-1) };
}

const ran = NODE_MATRIX.length - 1;
const last = NODE_MATRIX.at(-1)!;

test('every run folded into one closing line; the release not to be had is a skip, not a pass', () => {
  const r = matrix(cacheWithStandIns(), HOST_RUN);
  assert.ok(r.stdout.startsWith(HOST_RUN), r.stdout);
  assert.match(r.stdout, `ci: node ${last}: SKIPPED (counted as skipped, not passed) — could not download node-`);
  assert.match(r.stdout, /from the npm registry \(offline\?\): .*ECONNREFUSED/);
  assert.is(r.last, `${5 + ran * (7 + 3)} passed, 0 failed, ${ran + 1} skipped`, r.stdout + r.stderr);
  assert.is(r.code, 0, r.stderr);
});

test("a release's failed run fails the whole, its output shown; so does a failure piped in", () => {
  const failing = NODE_MATRIX[0];
  const r = matrix(cacheWithStandIns(failing), HOST_RUN);
  assert.match(r.stdout, '     | FAIL smoke');
  assert.is(r.last, `${5 + ran * 7 + (ran - 1) * 3 + 2} passed, 1 failed, ${ran + 1} skipped`, r.stdout);
  assert.is(r.code, 1);
  const host = matrix(cacheWithStandIns(), '3 passed, 2 failed, 0 skipped\n');
  assert.is(host.last, `${3 + ran * (7 + 3)} passed, 2 failed, ${ran + 1} skipped`, host.stdout);
  assert.is(host.code, 1);
  const silent = matrix(cacheWithStandIns(), 'npm ERR! something broke\n');
  assert.match(silent.stdout, 'printed no closing line: counted as one failure');
  assert.is(silent.last, `${ran * (7 + 3)} passed, 1 failed, ${ran + 1} skipped`, silent.stdout);
  assert.is(silent.code, 1);
});

test.run();
