// The launch step end to end on fixture CODEX_HOMEs, with Codex's two processes replaced by
// doubles: `codex plugin …` does what the real CLI does to the files (a marketplace entry, a copy
// into plugins/cache, enabled = true), and hooks/list answers with the identities of the installed
// hook file and a content hash derived from the installed bytes (as Codex's changes when they do).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { patch, parse } from '@decimalturn/toml-patch';
import { tempDir, tempHome } from '../helpers/home.js';
import { REPO } from '../helpers/cli.js';
import { ensureCodexPlugin, type EnsureCodexPluginInput } from '../../lib/codex/ensure.js';
import type { ClientHook, ClientHooksQuery } from '../../lib/codex/client-hooks.js';
import type { CodexRun } from '../../lib/codex/codex-cli.js';
import { identitiesIn } from '../../lib/codex/read-state.js';
import { folderDigest } from '../../lib/codex/bundle.js';
import { codexPluginStatus } from '../../lib/codex/read-state.js';

const SHIPPED = join(REPO, 'plugins', 'codex');
const CACHE = ['plugins', 'cache', 'openrig', 'openrig-core'];

interface Fake {
  calls: string[][];
  queries: number;
  codex: (run: CodexRun, args: string[]) => Promise<string>;
  queryHooks: (q: ClientHooksQuery) => Promise<ClientHook[]>;
}

function fakeCodex(codexHome: string): Fake {
  const config = join(codexHome, 'config.toml');
  const edit = (fn: (v: any) => void) => {
    const text = existsSync(config) ? readFileSync(config, 'utf8') : '';
    const v = text.trim() ? (parse(text) as any) : {};
    fn(v);
    writeFileSync(config, patch(text, v, { inlineTableStart: 99 }));
  };
  const installedDir = () => {
    const cache = join(codexHome, ...CACHE);
    const [v] = existsSync(cache) ? readdirSync(cache) : [];
    return v ? join(cache, v) : undefined;
  };
  const trustedBy = (key: string, hash: string, content: string) => {
    const st = existsSync(config) ? ((parse(readFileSync(config, 'utf8')) as any).hooks?.state?.[key] ?? {}) : {};
    return st.trusted_hash === hash && st.trusted_content_hash === content ? 'trusted' : 'untrusted';
  };
  const fake: Fake = {
    calls: [],
    queries: 0,
    async codex(_run, args) {
      fake.calls.push(args);
      const [a, b, c, d] = args;
      if (a === 'plugin' && b === 'marketplace' && c === 'add')
        edit((v) => ((v.marketplaces ??= {}).openrig = { source_type: 'local', source: d }));
      else if (a === 'plugin' && b === 'marketplace' && c === 'remove') edit((v) => delete v.marketplaces.openrig);
      else if (a === 'plugin' && b === 'add') {
        const src = (parse(readFileSync(config, 'utf8')) as any).marketplaces.openrig.source;
        const plugin = join(src, 'plugins', 'openrig-core');
        const version = JSON.parse(readFileSync(join(plugin, '.codex-plugin', 'plugin.json'), 'utf8')).version;
        rmSync(join(codexHome, ...CACHE), { recursive: true, force: true });
        cpSync(plugin, join(codexHome, ...CACHE, version), { recursive: true });
        edit((v) => ((v.plugins ??= {})['openrig-core@openrig'] = { enabled: true }));
      } else throw new Error(`unexpected codex ${args.join(' ')}`);
      return '';
    },
    async queryHooks() {
      fake.queries++;
      const dir = installedDir();
      const content = `sha256:${createHash('sha256').update(folderDigest(dir!)!).digest('hex')}`;
      return identitiesIn(dir).map((i) => ({
        key: i.key,
        pluginId: 'openrig-core@openrig',
        enabled: true,
        trustStatus: trustedBy(i.key, i.hash, content),
        identityHash: i.hash,
        contentHash: content,
      }));
    },
  };
  return fake;
}

function setup(configText?: string) {
  const { home } = tempHome();
  const dir = tempDir('openrig-codex-home-');
  const codexHome = join(dir, '.codex');
  mkdirSync(codexHome, { recursive: true });
  if (configText !== undefined) writeFileSync(join(codexHome, 'config.toml'), configText);
  const fake = fakeCodex(codexHome);
  const run = (shipped = SHIPPED, extra: Partial<EnsureCodexPluginInput> = {}) =>
    ensureCodexPlugin({
      home,
      specEnv: { CODEX_HOME: codexHome, OPENRIG_SHIPPED_CODEX_PLUGIN: shipped },
      launchingEnv: { PATH: process.env.PATH },
      command: '/opt/codex/bin/codex --no-daemon',
      projectDir: dir,
      codex: fake.codex,
      queryHooks: fake.queryHooks,
      ...extra,
    });
  const config = () => readFileSync(join(codexHome, 'config.toml'), 'utf8');
  const state = () => (parse(config()) as any).hooks?.state ?? {};
  const ours = () => Object.keys(state()).filter((k) => k.startsWith('openrig-core@openrig:'));
  const record = () => JSON.parse(readFileSync(join(codexHome, '.openrig-core-hook-trust.json'), 'utf8'));
  return { home, dir, codexHome, fake, run, config, state, ours, record };
}

function newerBuild(version = '0.1.1'): string {
  const dir = join(tempDir('openrig-newer-'), 'codex');
  cpSync(SHIPPED, dir, { recursive: true });
  const m = join(dir, '.codex-plugin', 'plugin.json');
  writeFileSync(m, readFileSync(m, 'utf8').replace('"version": "0.1.0"', `"version": "${version}"`));
  appendFileSync(join(dir, 'skills', 'refocusing', 'SKILL.md'), '\nnewer\n');
  return dir;
}

const USER_CONFIG = `# my Codex settings
model = "gpt-x" # the one I like

[profiles.fast]   # an unknown-to-OpenRig layer
model = "mini"

[future_section]
# Codex may add keys OpenRig does not know
mystery = [1, 2, 3]
`;

test('fresh CODEX_HOME: installed the way Codex does, the five hooks approved, record written, comments kept', async () => {
  const t = setup(USER_CONFIG);
  const r = await t.run();
  assert.is(r.install, 'install');
  assert.is(r.trust, 'trusted-first', r.reason);
  assert.is(r.status?.state, 'trusted');
  assert.equal(
    t.fake.calls.map((c) => c.slice(0, 3).join(' ')),
    ['plugin marketplace add', 'plugin add openrig-core@openrig'],
  );
  assert.is(t.ours().length, 5);
  assert.ok(t.config().startsWith(USER_CONFIG), t.config());
  const rec = t.record();
  assert.is(rec.pluginVersion, '0.1.0');
  assert.is(Object.keys(rec.hooks).length, 5);
  assert.match(r.line, /codex plugin openrig-core 0\.1\.0: trusted \(first installation/);
  assert.not.ok(existsSync(join(t.codexHome, '.hook-trust')), "Codex's baseline is never written");
});

test('a second launch with nothing changed asks no Codex process and writes nothing', async () => {
  const t = setup();
  await t.run();
  const before = t.config();
  const calls = t.fake.calls.length;
  const queries = t.fake.queries;
  const r = await t.run();
  assert.is(r.trust, 'already-trusted');
  assert.is(t.fake.calls.length, calls);
  assert.is(t.fake.queries, queries);
  assert.is(t.config(), before);
});

test('approved earlier, then an upgrade of the bundle: approval renewed, no duplicate tables', async () => {
  const t = setup();
  await t.run();
  const first = t.state();
  const r = await t.run(newerBuild());
  assert.is(r.install, 'upgrade');
  assert.is(r.trust, 'renewed', r.reason);
  assert.is(r.status?.state, 'trusted');
  assert.is(r.status?.version, '0.1.1');
  const now = t.state();
  for (const k of t.ours()) {
    assert.is(now[k].trusted_hash, first[k].trusted_hash);
    assert.is.not(now[k].trusted_content_hash, first[k].trusted_content_hash);
  }
  const headers = t.config().match(/^\[hooks\.state\."openrig-core@openrig:[^\]]+\]$/gm) ?? [];
  assert.is(headers.length, 5, t.config());
  assert.is(new Set(headers).size, 5);
  assert.is(t.record().pluginVersion, '0.1.1');
});

test('approved then hand-edited: not reinstalled, not trusted, status says modified', async () => {
  const t = setup();
  await t.run();
  const script = join(t.codexHome, ...CACHE, '0.1.0', 'hooks', 'scripts', 'seat-events.cjs');
  appendFileSync(script, '\n// edited\n');
  const before = t.config();
  const r = await t.run();
  assert.is(r.install, 'keep-modified');
  assert.is(r.trust, 'native-review');
  assert.match(r.reason, /differs from this build's shipped copy \(hooks\/scripts\/seat-events\.cjs\)/);
  assert.is(r.status?.state, 'modified');
  assert.is(t.config(), before);
  assert.match(readFileSync(script, 'utf8'), /edited/);
  assert.is(codexPluginStatus(t.codexHome, SHIPPED).state, 'modified');
});

test('disabled by the user: left alone entirely', async () => {
  const text = `[plugins."openrig-core@openrig"]\nenabled = false # I turned it off\n`;
  const t = setup(text);
  const r = await t.run();
  assert.is(r.install, 'disabled');
  assert.is(t.fake.calls.length, 0);
  assert.is(t.config(), text);
});

test('another plugin present: its state and tables are untouched', async () => {
  const other = `[plugins."other@mkt"]
enabled = true

[hooks.state."other@mkt:hooks/hooks.json:stop:0:0"]
trusted_hash = "sha256:${'1'.repeat(64)}"
trusted_content_hash = "sha256:${'2'.repeat(64)}"
`;
  const t = setup(other);
  const r = await t.run();
  assert.is(r.trust, 'trusted-first', r.reason);
  assert.ok(t.config().includes(other), t.config());
  assert.is(Object.keys(t.state()).length, 6);
});

test("a user's own hooks on the same events (config layer) and their trust stay", async () => {
  const mine = `[[hooks.UserPromptSubmit]]
[[hooks.UserPromptSubmit.hooks]]
type = "command"
command = "my-prompt-logger"

[hooks.state."/home/u/.codex/config.toml:user_prompt_submit:0:0"]
trusted_hash = "sha256:${'3'.repeat(64)}"
`;
  const t = setup(mine);
  const r = await t.run();
  assert.is(r.trust, 'trusted-first', r.reason);
  assert.ok(t.config().includes(mine), t.config());
  const v = parse(t.config()) as any;
  assert.is(v.hooks.UserPromptSubmit[0].hooks[0].command, 'my-prompt-logger');
});

test('installed before without an OpenRig record: files updated, trust left to Codex', async () => {
  const t = setup();
  await t.run(newerBuild('0.0.9'));
  rmSync(join(t.codexHome, '.openrig-core-hook-trust.json'));
  const r = await t.run();
  assert.is(r.install, 'update-unproven');
  assert.is(r.trust, 'native-review');
  assert.is(r.status?.state, 'needs-review');
});

test('a marketplace registered from another home is re-pointed (remove, then add)', async () => {
  const t = setup(`[marketplaces.openrig]\nsource_type = "local"\nsource = "/elsewhere/plugins/codex-marketplace"\n`);
  const r = await t.run();
  assert.is(r.trust, 'trusted-first', r.reason);
  assert.equal(
    t.fake.calls.map((c) => c.slice(0, 3).join(' ')),
    ['plugin marketplace remove', 'plugin marketplace add', 'plugin add openrig-core@openrig'],
  );
});

test('an explicit CODEX_HOME that does not exist: nothing done, said plainly', async () => {
  const t = setup();
  const r = await ensureCodexPlugin({
    home: t.home,
    specEnv: { CODEX_HOME: join(t.dir, 'missing') },
    launchingEnv: {},
    command: 'codex',
    projectDir: t.dir,
    codex: t.fake.codex,
    queryHooks: t.fake.queryHooks,
  });
  assert.match(r.line, /does not exist; create it/);
  assert.is(t.fake.calls.length, 0);
});

test('a seat whose codex cannot run: nothing in its CODEX_HOME is touched, not even a lock', async () => {
  const t = setup(USER_CONFIG);
  const r = await ensureCodexPlugin({
    home: t.home,
    specEnv: { CODEX_HOME: t.codexHome, PATH: '/nonexistent' },
    launchingEnv: {},
    command: 'codex --no-daemon',
    projectDir: t.dir,
    queryHooks: t.fake.queryHooks,
  });
  assert.match(r.line, /codex not found on the seat's PATH/);
  assert.equal(readdirSync(t.codexHome), ['config.toml']);
  assert.is(t.config(), USER_CONFIG);
});

test('a failed config write leaves the original intact and records nothing', async () => {
  const t = setup(USER_CONFIG);
  const failing = async (file: string, data: string) => {
    // What an atomic writer leaves when it fails: at most a stray temp file beside the target.
    writeFileSync(`${file}.tmp-failed`, data.slice(0, 20));
    throw new Error('no space left on device');
  };
  await t.run(SHIPPED, { writeFile: failing }).then(
    () => assert.unreachable('the write failure must surface'),
    (err: Error) => assert.match(err.message, /no space left/),
  );
  const after = t.config();
  assert.ok(after.startsWith(USER_CONFIG), "the user's text is intact");
  assert.is(t.ours().length, 0);
  assert.not.ok(existsSync(join(t.codexHome, '.openrig-core-hook-trust.json')));
});

test('negative control: a non-atomic writer that fails midway does damage the file (the check above can see it)', async () => {
  const t = setup(USER_CONFIG);
  const naive = async (file: string, data: string) => {
    writeFileSync(file, data.slice(0, 20));
    throw new Error('no space left on device');
  };
  await t.run(SHIPPED, { writeFile: naive }).catch(() => undefined);
  assert.not.ok(t.config().startsWith(USER_CONFIG));
});

test.run();
