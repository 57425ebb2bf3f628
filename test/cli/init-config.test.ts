import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { statSync, readdirSync, writeFileSync, mkdirSync, readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { tempHome } from '../helpers/home.js';
import { rig, json } from '../helpers/cli.js';

// Every path under a folder with its mode, mtime and (for files) content hash.
function backdate(dir: string): void {
  const past = new Date(Date.now() - 60_000);
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) backdate(full);
    utimesSync(full, past, past);
  }
}

function snapshot(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      const st = statSync(full);
      const hash = st.isFile() ? createHash('sha256').update(readFileSync(full)).digest('hex') : 'dir';
      out.push(`${full} ${(st.mode & 0o777).toString(8)} ${st.mtimeMs} ${hash}`);
      if (st.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return out;
}

test('rig init creates the layout with 0700 folders; a second run writes nothing', async () => {
  const { dir, env } = tempHome();
  const first = await rig(['init'], env);
  assert.is(first.code, 0, first.stderr);
  assert.ok(first.stdout.includes('created'));
  for (const sub of ['', 'seats', 'run', 'logs', 'queue/rows', 'compaction/restore-pending']) {
    assert.is(statSync(join(dir, sub)).mode & 0o777, 0o700, `mode of ${sub || 'home'}`);
  }
  const manifest = join(dir, 'plugins', 'openrig-core', '.claude-plugin', 'plugin.json');
  assert.ok(statSync(manifest).isFile());
  assert.is(statSync(manifest).mode & 0o777, 0o600, 'vendored plugin files are private too');
  assert.is(statSync(join(dir, 'plugins', 'openrig-core', 'hooks')).mode & 0o777, 0o700);
  // Every file and folder backdated a minute first: a rewrite by the second run shows in its mtime.
  backdate(dir);
  const before = snapshot(dir);
  const second = await rig(['init', '--json'], env);
  assert.is(second.code, 0, second.stderr);
  const report = json(second);
  assert.equal(report.created, []);
  assert.is(report.plugin, 'unchanged');
  assert.equal(snapshot(dir), before);
});

test('rig init reports a path of the wrong type by its exact location and exits 1', async () => {
  const { dir, env } = tempHome();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'run'), 'not a folder');
  const r = await rig(['init'], env);
  assert.is(r.code, 1);
  assert.match(r.stderr, `rig: ${join(dir, 'run')} exists but is a file, not a folder — move it aside`);
  assert.ok(statSync(join(dir, 'run')).isFile(), 'the file is left alone');
});

test('rig config resolves env over config over default and names each source', async () => {
  const { dir, env } = tempHome();
  await rig(['init'], env);
  const set = await rig(['config', 'set', 'workspace.root', '/srv/work'], env);
  assert.is(set.code, 0, set.stderr);
  const all = json(await rig(['config', '--json'], { ...env, OPENRIG_TOPOLOGY_ROOT: '/srv/topo' }));
  assert.equal(all.sources['topology.root'], { value: '/srv/topo', source: 'env', env: 'OPENRIG_TOPOLOGY_ROOT' });
  assert.equal(all.sources['workspace.root'], { value: '/srv/work', source: 'config', env: 'OPENRIG_WORKSPACE_ROOT' });
  assert.equal(all.sources['context.root'], {
    value: join(dir, 'context'),
    source: 'default',
    env: 'OPENRIG_CONTEXT_ROOT',
  });
  assert.is(all.config.workspace.root, '/srv/work');
  const get = await rig(['config', 'get', 'workspace.root'], env);
  assert.is(get.stdout, '/srv/work\n');
  assert.is(statSync(join(dir, 'config.json')).mode & 0o777, 0o600);
});

test('rig config refuses an unknown key with the list of known keys (exit 2)', async () => {
  const { env } = tempHome();
  for (const argv of [
    ['config', 'get', 'topology.rot'],
    ['config', 'set', 'nope', 'x'],
  ]) {
    const r = await rig(argv, env);
    assert.is(r.code, 2);
    assert.match(r.stderr, 'known keys: topology.root, workspace.root, context.root');
  }
});

test('unknown flags and repeated value flags are usage errors', async () => {
  const { env } = tempHome();
  const r = await rig(['config', '--bogus'], env);
  assert.is(r.code, 2);
  assert.match(r.stderr, /^rig: unknown option --bogus — see rig config --help/);
});

test.run();
