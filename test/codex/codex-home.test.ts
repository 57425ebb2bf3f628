import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { codexPluginPaths, codexProgram, seatCodexHome } from '../../lib/codex/codex-home.js';
import { bundleDifferences, bundleDigest } from '../../lib/codex/bundle.js';
import { marketplaceCatalog } from '../../lib/codex/marketplace.js';
import { findProgram } from '../../lib/codex/codex-cli.js';

test('CODEX_HOME: the seat spec first, then the launching env, else $HOME/.codex', () => {
  const rows: [Record<string, string>, Record<string, string>, ReturnType<typeof seatCodexHome>][] = [
    [{ CODEX_HOME: '/s/cx' }, { CODEX_HOME: '/l/cx', HOME: '/l' }, { dir: '/s/cx', explicit: true }],
    [{}, { CODEX_HOME: '/l/cx', HOME: '/l' }, { dir: '/l/cx', explicit: true }],
    [{ HOME: '/s' }, { HOME: '/l' }, { dir: '/s/.codex', explicit: false }],
    [{}, { HOME: '/l' }, { dir: '/l/.codex', explicit: false }],
    [{ CODEX_HOME: '' }, { HOME: '/l' }, { dir: '/l/.codex', explicit: false }],
    [{ CODEX_HOME: 'relative' }, { HOME: '/l' }, { dir: '/l/.codex', explicit: false }],
    [{}, {}, undefined],
  ];
  for (const [spec, env, want] of rows) assert.equal(seatCodexHome(spec, env), want, JSON.stringify([spec, env]));
});

test('the codex program a seat runs', () => {
  const rows: [string, string][] = [
    ['codex', 'codex'],
    ['codex --no-daemon -a on-request', 'codex'],
    ['/opt/cx/node_modules/.bin/codex --no-daemon', '/opt/cx/node_modules/.bin/codex'],
    ['  /x/codex.js', '/x/codex.js'],
    ['env FOO=1 codex', 'codex'],
    ['my-wrapper --codex', 'codex'],
    ['', 'codex'],
  ];
  for (const [cmd, want] of rows) assert.is(codexProgram(cmd), want, cmd);
});

test('paths in CODEX_HOME', () => {
  assert.equal(codexPluginPaths('/c'), {
    config: '/c/config.toml',
    record: '/c/.openrig-core-hook-trust.json',
    pluginCache: '/c/plugins/cache/openrig/openrig-core',
  });
});

test('bundle digest and differences: every file, by path and bytes', () => {
  const f = (path: string, s: string) => ({ path, bytes: Buffer.from(s) });
  const a = [f('a', 'x'), f('b/c', 'y')];
  assert.is(bundleDigest(a), bundleDigest([f('a', 'x'), f('b/c', 'y')]));
  assert.is.not(bundleDigest(a), bundleDigest([f('a', 'x'), f('b/c', 'z')]));
  assert.is.not(bundleDigest([f('a', 'xy'), f('b', '')]), bundleDigest([f('a', 'x'), f('b', 'y')]));
  assert.equal(bundleDifferences(a, a), []);
  assert.equal(bundleDifferences(a, [f('a', 'x'), f('b/c', 'Y'), f('extra', '')]), ['b/c', 'extra']);
  assert.equal(bundleDifferences(a, [f('a', 'x')]), ['b/c']);
});

test('the marketplace catalog names openrig-core from ./plugins/openrig-core', () => {
  const c = JSON.parse(marketplaceCatalog());
  assert.is(c.name, 'openrig');
  assert.equal(c.plugins[0].source, { source: 'local', path: './plugins/openrig-core' });
});

test('finding the codex program: a path as given, a name on PATH', () => {
  assert.is(findProgram(process.execPath, ''), process.execPath);
  assert.is(findProgram('/nonexistent/codex', '/usr/bin'), undefined);
  assert.is(findProgram('sh', '/nonexistent:/bin'), '/bin/sh');
  assert.is(findProgram('no-such-program-here', '/bin:/usr/bin'), undefined);
  assert.is(findProgram('sh', undefined), undefined);
});

test.run();
