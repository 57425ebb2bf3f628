// OpenRig as a person installs it: `npm pack` of this tree, `npm install -g` of the tarball into an
// empty prefix, then the installed `rig` run from a folder that has nothing to do with the clone:
// --version, the demo (its scripted agent and the plugin's hooks come from the installed copy), a
// `rig up` of a spec (both plugins vendored from the installed copy, the daemon started by it),
// and `npx <tarball> demo`. npm runs offline against an empty cache and an unreachable registry,
// so the package must install with nothing from the network. Prints the package's sizes.
// Needs the tree built (npm run build); the demo needs tmux (a private server of its own).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { REPO } from '../helpers/cli.js';
import { privateTmux, tmuxAvailable } from '../helpers/tmux.js';
import { stopDaemon } from '../../lib/daemon/start-stop.js';
import { homePaths } from '../../lib/home/paths.js';
import { SHIPPED_PLUGIN_DIRS } from '../../lib/home/plugin-facts.js';
import { BIN_DIR } from '../../lib/util/package-root.js';

const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
const NODE_DIR = dirname(process.execPath);
const NPM = join(NODE_DIR, 'npm');
const SYSTEM_PATH = [NODE_DIR, '/usr/local/bin', '/usr/bin', '/bin'].join(':');
const MINUTES = 60_000;

const work = tempDir('openrig-package-');
const dirs = Object.fromEntries(
  ['pack', 'prefix', 'cache', 'home', 'elsewhere', 'tmp'].map((d) => {
    mkdirSync(join(work, d));
    return [d, join(work, d)];
  }),
) as Record<'pack' | 'prefix' | 'cache' | 'home' | 'elsewhere' | 'tmp', string>;

/** npm with nothing of the developer's: a throwaway HOME and cache, offline, the registry unreachable. */
const npmEnv = {
  PATH: SYSTEM_PATH,
  HOME: dirs.home,
  NPM_CONFIG_PREFIX: dirs.prefix,
  NPM_CONFIG_CACHE: dirs.cache,
  NPM_CONFIG_OFFLINE: 'true',
  NPM_CONFIG_REGISTRY: 'http://127.0.0.1:9/',
  NPM_CONFIG_UPDATE_NOTIFIER: 'false',
  NPM_CONFIG_AUDIT: 'false',
  NPM_CONFIG_FUND: 'false',
  NPM_CONFIG_LOGLEVEL: 'error',
};

/** Where the user runs rig: the installed executables first on PATH, their own folder elsewhere. */
const userEnv = { ...npmEnv, PATH: `${dirs.prefix}/bin:${SYSTEM_PATH}`, TMPDIR: dirs.tmp, SHELL: '/bin/sh' };

function run(
  program: string,
  args: string[],
  env: Record<string, string>,
  cwd = dirs.elsewhere,
  timeout = 5 * MINUTES,
) {
  const r = spawnSync(program, args, { cwd, env, encoding: 'utf8', input: '', timeout });
  return { code: r.status ?? -1, stdout: r.stdout ?? '', stderr: r.stderr ?? '', error: r.error };
}

/** Every file of a tree with its bytes, relative paths sorted: two copies compare equal or not. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile())) {
    const full = join(e.parentPath, e.name);
    out[full.slice(dir.length + 1)] = readFileSync(full).toString('base64');
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The demo's throwaway folder and socket, from its first line; stopped and ended if a run left them. */
async function cleanUpDemo(stdout: string): Promise<void> {
  const m = /throwaway OPENRIG_HOME (\S+)\/home, private tmux server (\S+)/.exec(stdout);
  if (!m || !existsSync(m[1]!)) return;
  await stopDaemon(homePaths(join(m[1]!, 'home')), 10_000).catch(() => undefined);
  spawnSync('tmux', ['-S', m[2]!, 'kill-server'], { stdio: 'ignore' });
}

/** What a demo run shows when every seat came up from the installed copy and all was torn down. */
function assertDemo(r: { code: number; stdout: string; stderr: string }, installed: string): void {
  assert.is(r.code, 0, r.stderr + r.stdout);
  const agent = /agent: a scripted agent \((\S+)\), not Claude Code/.exec(r.stdout);
  assert.ok(agent, `the demo kept its agent seat:\n${r.stdout}`);
  assert.is(realpathSync(agent![1]!), join(installed, BIN_DIR, 'demo-agent.cjs'));
  for (const seat of ['alpha', 'beta', 'agent'])
    assert.match(r.stdout, new RegExp(`${seat}@demo\\s+started\\s+pane %\\d+`));
  // The plugin the demo home vendored from the installed copy ran its refocus hook at the prompt.
  assert.match(r.stdout, /UserPromptSubmit hook context received: REFOCUS/);
  assert.match(r.stdout, /Torn down/);
}

const cannot = !tmuxAvailable() ? 'tmux is not installed' : !existsSync(NPM) ? `no npm beside ${process.execPath}` : '';
const tmuxTest = cannot ? test.skip : test;
if (cannot) console.log(`skipped: ${cannot}`);

let tarball = '';
let installed = '';

tmuxTest('npm pack, then npm install -g of the tarball into an empty prefix, offline', () => {
  const pack = run(NPM, ['pack', '--json', '--ignore-scripts', '--pack-destination', dirs.pack], npmEnv, REPO);
  assert.is(pack.code, 0, pack.stderr);
  const info = JSON.parse(pack.stdout)[0];
  tarball = join(dirs.pack, info.filename);
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `figure: package ${info.id}: ${info.entryCount} files, ${mb(info.size)} packed, ${mb(info.unpackedSize)} unpacked`,
  );
  const install = run(NPM, ['install', '-g', tarball], npmEnv);
  assert.is(install.code, 0, install.stderr + install.stdout);
  installed = join(dirs.prefix, 'lib', 'node_modules', pkg.name);
  assert.ok(existsSync(join(installed, 'package.json')), installed);
  for (const name of Object.keys(pkg.bin)) assert.ok(existsSync(join(dirs.prefix, 'bin', name)), `bin ${name}`);
  // Nothing was installed beside it: the package has no runtime dependencies.
  assert.not.ok(existsSync(join(installed, 'node_modules')), 'no dependencies installed');
});

tmuxTest('the installed rig answers --version and version from another folder', () => {
  const flag = run('rig', ['--version'], userEnv);
  assert.is(flag.code, 0, flag.stderr);
  assert.is(flag.stdout, `openrig ${pkg.version}\n`);
  const report = run('rig', ['version', '--json'], userEnv);
  assert.is(report.code, 0, report.stderr);
  assert.is(JSON.parse(report.stdout).openrig, pkg.version);
});

tmuxTest('rig demo from another folder: its agent seat and the plugin hooks come from the installed copy', async () => {
  const r = run('rig', ['demo'], userEnv);
  try {
    assertDemo(r, installed);
  } finally {
    await cleanUpDemo(r.stdout);
  }
});

tmuxTest('rig up of a spec: both plugins vendored from the installed copy, the daemon started by it', async () => {
  const tmux = privateTmux();
  const project = join(work, 'project');
  const codexHome = join(work, 'codex-home');
  const fakeBin = join(work, 'fake-bin');
  for (const d of [project, codexHome, fakeBin]) mkdirSync(d);
  // A stand-in codex: its plugin commands succeed without installing anything, a seat just waits.
  writeFileSync(join(fakeBin, 'codex'), '#!/bin/sh\ncase "$1" in plugin) exit 0 ;; esac\nexec sleep 600\n');
  chmodSync(join(fakeBin, 'codex'), 0o755);
  const spec = join(work, 'rig.yaml');
  writeFileSync(
    spec,
    [
      'name: pkg',
      'seats:',
      '  - name: cc',
      '    runtime: claude-code',
      `    cwd: ${project}`,
      "    command: 'exec sleep 600'",
      '  - name: cx',
      '    runtime: codex',
      `    cwd: ${project}`,
      '    env:',
      `      CODEX_HOME: ${codexHome}`,
      '',
    ].join('\n'),
  );
  const openrigHome = join(work, 'openrig-home');
  const env = {
    ...userEnv,
    PATH: `${fakeBin}:${userEnv.PATH}`,
    OPENRIG_HOME: openrigHome,
    OPENRIG_TMUX_SOCKET: tmux.socket,
    OPENRIG_TMUX_CONFIG: '/dev/null',
  };
  try {
    const up = run('rig', ['up', spec], env);
    assert.is(up.code, 0, up.stderr + up.stdout);
    assert.match(up.stdout, /cc@pkg\s+started/);
    assert.match(up.stdout, /cx@pkg\s+started/);
    const home = homePaths(openrigHome);
    assert.equal(tree(home.vendoredCorePlugin), tree(join(installed, SHIPPED_PLUGIN_DIRS.claude)));
    assert.equal(
      tree(join(home.codexMarketplace, 'plugins', 'openrig-core')),
      tree(join(installed, SHIPPED_PLUGIN_DIRS.codex)),
    );
    const status = run('rig', ['daemon', 'status', '--json'], env);
    assert.is(JSON.parse(status.stdout).running, true, status.stdout);
    const down = run('rig', ['down', 'pkg'], env);
    assert.is(down.code, 0, down.stderr + down.stdout);
  } finally {
    await stopDaemon(homePaths(openrigHome), 10_000).catch(() => undefined);
    tmux.kill();
  }
});

// The tarball as a file: spec; given as a bare path that exists, npx would run the file itself.
tmuxTest('npx <tarball> demo runs the same rig (npx picks the bin named like the package)', async () => {
  const r = run(join(NODE_DIR, 'npx'), ['--yes', `file:${tarball}`, 'demo'], {
    ...npmEnv,
    TMPDIR: dirs.tmp,
    SHELL: '/bin/sh',
  });
  try {
    const npxCopy = readdirSync(join(dirs.cache, '_npx')).map((h) =>
      join(dirs.cache, '_npx', h, 'node_modules', pkg.name),
    );
    assert.is(npxCopy.length, 1, String(npxCopy));
    assertDemo(r, realpathSync(npxCopy[0]!));
  } finally {
    await cleanUpDemo(r.stdout);
  }
});

test.run();
