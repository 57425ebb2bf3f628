// rig doctor (the built CLI): for a Codex seat's CODEX_HOME it names the plugin's state and, when
// something is left to do, what. Prepared through the launch step with Codex doubled
// (test/codex/ensure.test.ts has the doubles' rationale); here only what doctor prints matters.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { patch, parse } from '@decimalturn/toml-patch';
import { tempDir, tempHome } from '../helpers/home.js';
import { REPO, rigProcess } from '../helpers/cli.js';
import { addSeat } from '../helpers/seat.js';
import { ensureCodexPlugin } from '../../lib/codex/ensure.js';
import { identitiesIn } from '../../lib/codex/read-state.js';

async function prepare() {
  const t = tempHome();
  const dir = tempDir('openrig-doctor-');
  const codexHome = join(dir, '.codex');
  mkdirSync(codexHome, { recursive: true });
  const config = join(codexHome, 'config.toml');
  const cache = join(codexHome, 'plugins', 'cache', 'openrig', 'openrig-core', '0.1.0');
  const edit = (fn: (v: any) => void) => {
    const text = existsSync(config) ? readFileSync(config, 'utf8') : '';
    const v = text.trim() ? (parse(text) as any) : {};
    fn(v);
    writeFileSync(config, patch(text, v, { inlineTableStart: 99 }));
  };
  await ensureCodexPlugin({
    home: t.home,
    specEnv: { CODEX_HOME: codexHome },
    launchingEnv: {},
    command: 'codex',
    projectDir: dir,
    codex: async (_r, args) => {
      if (args[1] === 'add') {
        cpSync(join(REPO, 'plugins', 'codex'), cache, { recursive: true });
        edit((v) => ((v.plugins ??= {})['openrig-core@openrig'] = { enabled: true }));
      } else edit((v) => ((v.marketplaces ??= {}).openrig = { source: args[3] }));
      return '';
    },
    queryHooks: async () =>
      identitiesIn(cache).map((i) => ({
        key: i.key,
        pluginId: 'openrig-core@openrig',
        enabled: true,
        trustStatus: 'untrusted',
        identityHash: i.hash,
        contentHash: `sha256:${'c'.repeat(64)}`,
      })),
  });
  await addSeat(t.home, {
    name: 'cx',
    rig: 'r',
    runtime: 'codex',
    cwd: dir,
    plugins: ['openrig-core'],
    typingGuard: 'draft-aware',
    tmux: { socket: '/nonexistent/openrig-test.sock', paneId: '%1' },
    codexHome,
  });
  const doctor = (...args: string[]) => rigProcess(['doctor', ...args], t.env);
  return { codexHome, cache, config, doctor };
}

test('trusted, then modified since approval, then disabled by the user: each with what to do', async () => {
  const p = await prepare();
  let r = p.doctor('--json');
  assert.is(r.code, 0, r.stderr);
  let out = JSON.parse(r.stdout);
  assert.is(out.ok, true, r.stdout);
  assert.is(out.findings[0].state, 'trusted');
  assert.match(out.findings[0].subject, /cx@r/);

  appendFileSync(join(p.cache, 'hooks', 'scripts', 'refocus.cjs'), '\n// edited\n');
  r = p.doctor();
  assert.is(r.code, 0);
  assert.match(r.stdout, /todo codex-plugin: .*cx@r/);
  assert.match(r.stdout, /modified: openrig-core 0\.1\.0: the installed plugin was changed after OpenRig approved it/);
  assert.match(r.stdout, /do: Codex will ask to review/);

  writeFileSync(p.config, readFileSync(p.config, 'utf8').replace('enabled = true', 'enabled = false'));
  out = JSON.parse(p.doctor('--json').stdout);
  assert.is(out.findings[0].state, 'disabled');
  assert.match(out.findings[0].todo, /leaves that alone/);
});

test('nothing launched yet: only the daemon service is reported (not installed), nothing to do', () => {
  const t = tempHome();
  const user = tempDir('openrig-user-');
  const r = rigProcess(['doctor'], { ...t.env, HOME: user, XDG_CONFIG_HOME: join(user, 'cfg') });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /^ok {3}daemon-service: .*\/cfg\/systemd\/user\/openrig-daemon-[0-9a-f]{8}\.service\n/);
  assert.match(r.stdout, /not-installed: no service runs the daemon for this home/);
  assert.not.match(r.stdout, /^todo/m);
});

test.run();
