// Records test/fixtures/codex-trust/{trusted-config,trusted-hooks-list}.<version>.json|toml from the
// real Codex of each selected set, as docs/codex-plugin.md "How the fixtures were recorded" says:
// a throwaway HOME with a fake provider, a local marketplace holding plugins/codex, `codex plugin
// marketplace add` + `plugin add`, the TUI's "Hooks need review" answered `2` (Trust all), then
// config.toml and app-server's hooks/list saved with the throwaway paths replaced by /FIXTURE/.
// Run: REAL_CLIENTS_DIR=… node --import tsx test/real/capture/record-codex-trust.ts
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { tempDir } from '../../helpers/home.js';
import { REPO } from '../../helpers/cli.js';
import { selectedSets } from '../lib/clients.js';
import { openrigMarketplace } from '../lib/codex-marketplace.js';
import { startFakeOpenAI } from '../lib/fake-openai.js';
import { privateTmux, waitFor } from '../../helpers/tmux.js';

const OUT = join(REPO, 'test', 'fixtures', 'codex-trust');

function hooksList(bin: string, env: Record<string, string>, cwd: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['app-server'], { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let buf = '';
    const send = (m: unknown) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...(m as object) })}\n`);
    child.stdout.on('data', (d) => {
      buf += d;
      for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        const msg = JSON.parse(line);
        if (msg.id === 1) {
          send({ method: 'initialized' });
          send({ id: 2, method: 'hooks/list', params: { cwds: [cwd] } });
        } else if (msg.id === 2) {
          child.kill();
          resolve(msg);
        }
      }
    });
    child.on('error', reject);
    send({ id: 1, method: 'initialize', params: { clientInfo: { name: 'openrig', version: '1' } } });
    // An app-server that ends before answering fails the recording at once (no clock involved).
    child.on('exit', (code, signal) => reject(new Error(`app-server ended (${signal ?? code}) before answering`)));
  });
}

for (const c of selectedSets()) {
  const dir = tempDir('openrig-rec-cxtrust-');
  const home = join(dir, 'home');
  const proj = join(dir, 'proj');
  mkdirSync(proj, { recursive: true });
  const fake = await startFakeOpenAI();
  c.seedCodexHome(home, fake.port, 'sk-fake', proj);
  const mkt = openrigMarketplace(dir);
  c.codexCli(home, ['plugin', 'marketplace', 'add', mkt.dir], proj);
  c.codexCli(home, ['plugin', 'add', mkt.plugin], proj);
  const env = c.env(home, { OPENAI_API_KEY: 'sk-fake' });
  const tmux = privateTmux();
  const pane = tmux.newPane('rec', { width: 160, height: 50 }, [
    'env',
    '-i',
    ...Object.entries(env).map(([k, v]) => `${k}=${v}`),
    'sh',
    '-c',
    `cd '${proj}' && exec '${c.codexBin}' --no-daemon`,
  ]);
  const cap = () => tmux.run('capture-pane', '-p', '-t', pane);
  await waitFor(() => /Hooks need review/.test(cap()), 60_000, 'the hook review');
  console.log(cap());
  tmux.run('send-keys', '-t', pane, '2');
  // Some versions take the digit as the choice, others move the selection and wait for Enter.
  await waitFor(() => !/Hooks need review/.test(cap()) || /› 2\. Trust all/.test(cap()), 30_000, 'the choice');
  if (/Hooks need review/.test(cap())) tmux.run('send-keys', '-t', pane, 'Enter');
  await waitFor(
    () => /fake-model/.test(cap()) && /›/.test(cap()) && !/Hooks need review/.test(cap()),
    60_000,
    'the composer',
  );
  console.log(cap());
  tmux.kill();
  const scrub = (s: string) =>
    s
      .split(dir)
      .join('/FIXTURE')
      .replace(/\/FIXTURE\/marketplace/g, '/FIXTURE/mkt')
      .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:9');
  writeFileSync(
    join(OUT, `trusted-config.${c.codexVersion}.toml`),
    scrub(readFileSync(join(home, '.codex', 'config.toml'), 'utf8')),
  );
  const list = await hooksList(c.codexBin, env, proj);
  writeFileSync(join(OUT, `trusted-hooks-list.${c.codexVersion}.json`), `${scrub(JSON.stringify(list, null, 1))}\n`);
  await fake.close();
  console.log(`recorded ${c.codexVersion}`);
}
copyFileSync(join(REPO, 'plugins', 'codex', 'hooks', 'codex.json'), join(OUT, 'openrig-codex-hooks.json'));
process.exit(0);
