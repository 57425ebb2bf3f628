// package.json is the one place the package's version, license, author and repository are written;
// each shipped plugin manifest (Claude Code's and Codex's) carries the same values, so a plugin
// catalog and `claude plugin validate` see who made it and where it lives (no "no author" warning).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../helpers/cli.js';
import { PLUGIN_MANIFESTS, SHIPPED_PLUGIN_DIRS } from '../../lib/home/plugin-facts.js';

const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));

/** Pure: a package.json repository (string or {url}) as the plain https address a manifest gives. */
export function repositoryAddress(repository: unknown): string | undefined {
  const url = typeof repository === 'string' ? repository : (repository as { url?: unknown } | undefined)?.url;
  if (typeof url !== 'string') return undefined;
  return url.replace(/^git\+/, '').replace(/\.git$/, '');
}

test('repositoryAddress: the forms package.json may use', () => {
  const cases: [unknown, string | undefined][] = [
    [{ type: 'git', url: 'git+https://example.org/o/r.git' }, 'https://example.org/o/r'],
    ['https://example.org/o/r', 'https://example.org/o/r'],
    [{ type: 'git' }, undefined],
    [undefined, undefined],
  ];
  for (const [input, want] of cases) assert.is(repositoryAddress(input), want, JSON.stringify(input));
});

test('package.json names an author and a repository', () => {
  assert.type(pkg.author, 'string');
  assert.match(pkg.author, /\S/);
  assert.match(repositoryAddress(pkg.repository) ?? '', /^https:\/\/\S+$/);
});

for (const runtime of ['claude', 'codex'] as const) {
  test(`the ${runtime} plugin manifest carries package.json's version, license, author and repository`, () => {
    const file = join(REPO, SHIPPED_PLUGIN_DIRS[runtime], PLUGIN_MANIFESTS[runtime]);
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    assert.is(manifest.version, pkg.version, `${file}: version`);
    assert.is(manifest.license, pkg.license, `${file}: license`);
    assert.equal(manifest.author, { name: pkg.author }, `${file}: author`);
    assert.is(manifest.repository, repositoryAddress(pkg.repository), `${file}: repository`);
    assert.is(manifest.homepage, repositoryAddress(pkg.repository), `${file}: homepage`);
  });
}

test.run();
