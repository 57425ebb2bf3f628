// What `npm pack` puts in the package: everything an installed copy runs (the bundles, the plugins
// with their hook scripts, the license, the changelog, the notices of the code the bundles carry)
// and nothing else (no tests, fixtures or sources); the executables npx and a global install see;
// no runtime dependencies, since every bundle carries its own (build.mjs refuses a bundle that
// would require a package at run time).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../helpers/cli.js';
import { HOOK_SCRIPTS_DIR, PLUGIN_MANIFESTS, SHIPPED_PLUGIN_DIRS } from '../../lib/home/plugin-facts.js';
import { BIN_DIR } from '../../lib/util/package-root.js';

const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));

/** Pure: the executable `npx <package>` runs: the only bin, else the one named like the package. */
export function npxBin(manifest: { name: string; bin?: Record<string, string> | string }): string | undefined {
  const bin = manifest.bin;
  if (typeof bin === 'string') return bin;
  const names = Object.keys(bin ?? {});
  if (names.length === 1) return bin![names[0]!];
  return bin?.[manifest.name.replace(/^@[^/]+\//, '')];
}

test('npxBin: one bin, a bin named like the package, or none it can choose', () => {
  const cases: [Parameters<typeof npxBin>[0], string | undefined][] = [
    [{ name: 'p', bin: 'x.js' }, 'x.js'],
    [{ name: 'p', bin: { a: 'a.js' } }, 'a.js'],
    [{ name: 'p', bin: { a: 'a.js', p: 'p.js' } }, 'p.js'],
    [{ name: '@s/p', bin: { a: 'a.js', p: 'p.js' } }, 'p.js'],
    [{ name: 'p', bin: { a: 'a.js', b: 'b.js' } }, undefined],
    [{ name: 'p' }, undefined],
  ];
  for (const [manifest, want] of cases) assert.is(npxBin(manifest), want, JSON.stringify(manifest));
});

/** Files in a folder of the tree, repo-relative, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(REPO, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(REPO.length + 1));
}

const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
  cwd: REPO,
  encoding: 'utf8',
  env: { ...process.env, NPM_CONFIG_UPDATE_NOTIFIER: 'false', NPM_CONFIG_LOGLEVEL: 'error' },
  timeout: 120_000,
});
const packed: string[] = pack.status === 0 ? JSON.parse(pack.stdout)[0].files.map((f: { path: string }) => f.path) : [];

test('npm pack runs', () => {
  assert.is(pack.status, 0, pack.stderr);
  assert.ok(packed.length > 10, pack.stdout);
});

test('the package holds only what an installed copy uses: no tests, fixtures, sources or build reports', () => {
  const allowed = [
    /^(package\.json|README\.md|LICENSE|CHANGELOG\.md|dist\/THIRD-PARTY-NOTICES\.md)$/,
    new RegExp(`^${BIN_DIR}/[a-z0-9-]+(\\.chunk)?\\.cjs$`),
    /^plugins\//,
    /^state-schema\/[a-z0-9.-]+\.schema\.json$/,
    /^examples\/[^/]+\.ya?ml$/,
  ];
  assert.equal(
    packed.filter((p) => !allowed.some((re) => re.test(p))),
    [],
    'files outside what the package should ship',
  );
  assert.equal(
    packed.filter(
      (p) => /^(lib|bench|scripts|docs)\//.test(p) || /(^|\/)(test|fixtures|node_modules)\//.test(p) || /\.ts$/.test(p),
    ),
    [],
  );
});

test('the package holds everything an installed copy runs: every bundle, both plugins, the license and changelog', () => {
  const needed = [
    'LICENSE',
    'CHANGELOG.md',
    'README.md',
    // The licenses of the code the bundles carry (build.mjs writes it).
    'dist/THIRD-PARTY-NOTICES.md',
    ...filesUnder(BIN_DIR).filter((f) => f.endsWith('.cjs')),
    ...Object.values(SHIPPED_PLUGIN_DIRS).flatMap((d) => filesUnder(d)),
    ...Object.entries(PLUGIN_MANIFESTS).map(([rt, m]) => `${SHIPPED_PLUGIN_DIRS[rt as 'claude' | 'codex']}/${m}`),
    ...filesUnder('examples'),
  ];
  assert.ok(needed.includes(`${BIN_DIR}/demo-agent.cjs`), 'the tree is built (npm run build)');
  assert.equal(
    needed.filter((f) => !packed.includes(f)),
    [],
    'files an installed copy needs but the package leaves out',
  );
  // Every hook script a plugin's hook file runs is in that plugin.
  for (const dir of Object.values(SHIPPED_PLUGIN_DIRS)) {
    for (const hooksFile of packed.filter((p) => p.startsWith(`${dir}/hooks/`) && p.endsWith('.json'))) {
      const text = readFileSync(join(REPO, hooksFile), 'utf8');
      const scripts = [...text.matchAll(new RegExp(`${HOOK_SCRIPTS_DIR}/([a-z0-9-]+\\.cjs)`, 'g'))].map((m) => m[1]);
      assert.ok(scripts.length > 0, hooksFile);
      for (const s of scripts) assert.ok(packed.includes(`${dir}/${HOOK_SCRIPTS_DIR}/${s}`), `${hooksFile} runs ${s}`);
    }
  }
});

test('executables: rig, and openrig (what npx runs: the bin named like the package) for the same bundle', () => {
  assert.is(pkg.bin.rig, `${BIN_DIR}/rig.cjs`);
  assert.is(npxBin(pkg), pkg.bin.rig);
  for (const target of Object.values(pkg.bin) as string[]) assert.ok(packed.includes(target), target);
});

test('no runtime dependencies: the bundles carry their own', () => {
  assert.equal(pkg.dependencies ?? {}, {});
  assert.equal(pkg.bundleDependencies ?? pkg.bundledDependencies ?? [], []);
});

test.run();
