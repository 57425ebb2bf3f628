// Re-captures the composer fixtures from the real clients: every composer state the table test
// (test/delivery/composer/captures.test.ts) covers, from each selected client set, as
// NAME.plain.txt (`capture-pane -p`), NAME.styled.txt (`-p -e`) and NAME.cursor.txt
// (`x,y,w,h cursor_flag=N alternate_on=N`). Names: `cc-<version>-<state>`, `cx-<version>-<state>`.
//
// Usage: node --import tsx test/real/capture/capture.ts [--out DIR] [--only claude|codex]
//        (REAL_CLIENTS=pinned|newest|both as for npm run test:real; DIR default test/fixtures/captures)
//
// Each client runs on its own private tmux server against a loopback fake model server. The
// project folder is always PROJECT below, so paths on screen (and the layouts they push around,
// such as Codex's status line wrapping at 80 columns) are the same on every machine.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { selectedSets, type RealClients } from '../lib/clients.js';
import { startFakeAnthropic } from '../lib/fake-anthropic.js';
import { startFakeOpenAI } from '../lib/fake-openai.js';
import type { FakeServer } from '../lib/fake-server.js';
import { sleep } from '../../../lib/util/sleep.js';

const ROOT = '/tmp/openrig-capture';
const PROJECT = `${ROOT}/proj`;
const SLOW_MS = 9000;

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const OUT = flag('--out') ?? join(import.meta.dirname, '..', '..', 'fixtures', 'captures');
const ONLY = flag('--only');

class Pane {
  readonly socket: string;
  constructor(
    readonly dir: string,
    readonly name: string,
  ) {
    this.socket = join(dir, 'tmux.sock');
  }
  tmux(...a: string[]) {
    const r = spawnSync('tmux', ['-S', this.socket, '-f', '/dev/null', ...a], { encoding: 'utf8' });
    if (r.status !== 0 && a[0] !== 'kill-server') throw new Error(`tmux ${a.join(' ')}: ${r.stderr}`);
    return r.stdout;
  }
  get target() {
    return `=${this.name}:`;
  }
  start(width: number, height: number, env: Record<string, string>, argv: string[]) {
    const envArgs = Object.entries(env).map(([k, v]) => `${k}=${v}`);
    const r = spawnSync(
      'env',
      [
        '-i',
        `PATH=${env.PATH}`,
        `HOME=${env.HOME}`,
        'tmux',
        '-S',
        this.socket,
        '-f',
        '/dev/null',
        'new-session',
        '-d',
        '-s',
        this.name,
        '-x',
        String(width),
        '-y',
        String(height),
        '-c',
        PROJECT,
        'env',
        '-i',
        ...envArgs,
        ...argv,
      ],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`tmux new-session: ${r.stderr}`);
  }
  plain() {
    return this.tmux('capture-pane', '-p', '-t', this.target);
  }
  keys(...k: string[]) {
    this.tmux('send-keys', '-t', this.target, ...k);
  }
  literal(text: string) {
    this.tmux('send-keys', '-t', this.target, '-l', text);
  }
  paste(text: string) {
    const file = join(this.dir, 'paste.txt');
    writeFileSync(file, text);
    this.tmux('load-buffer', '-b', 'cap', file);
    this.tmux('paste-buffer', '-p', '-r', '-d', '-b', 'cap', '-t', this.target);
  }
  capture(name: string) {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, `${name}.plain.txt`), this.plain());
    writeFileSync(join(OUT, `${name}.styled.txt`), this.tmux('capture-pane', '-p', '-e', '-t', this.target));
    writeFileSync(
      join(OUT, `${name}.cursor.txt`),
      this.tmux(
        'display-message',
        '-p',
        '-t',
        this.target,
        '#{cursor_x},#{cursor_y},#{pane_width},#{pane_height} cursor_flag=#{cursor_flag} alternate_on=#{alternate_on}',
      ),
    );
    console.log(`captured ${name}`);
  }
  async until(check: (screen: string) => boolean, what: string, timeoutMs = 40_000) {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const s = this.plain();
      if (check(s)) return;
      if (Date.now() > end) throw new Error(`${this.name}: timed out waiting for ${what}\n${s}`);
      await sleep(200);
    }
  }
  stop() {
    this.tmux('kill-server');
  }
}

const LONG_PASTE = Array.from({ length: 40 }, (_, i) => `line ${i + 1} of a long pasted text block`).join('\n');
const SHORT_LINES = 'short1\nshort2\nshort3';

/** Lines of the screen below the last rule-like or prompt row, for "is the composer idle" checks. */
const tail = (s: string, n = 6) => s.trimEnd().split('\n').slice(-n).join('\n');

async function claude(c: RealClients, dir: string, fake: FakeServer) {
  const v = c.claudeVersion;
  const home = join(dir, 'home-cc');
  c.seedClaudeHome(home, PROJECT, 'sk-ant-fake');
  const env = c.env(home, {
    ANTHROPIC_API_KEY: 'sk-ant-fake',
    ANTHROPIC_BASE_URL: fake.url,
    CLAUDE_CODE_MAX_RETRIES: '0',
  });
  const prompt = /❯\u00a0/;
  const idle = (s: string) => prompt.test(s) && !/esc to interrupt/i.test(s);
  const p = new Pane(dir, 'cc');
  p.start(120, 40, env, [c.claudeBin, '--permission-mode', 'manual']);
  try {
    await p.until(idle, 'the Claude composer');
    await sleep(1500);
    p.capture(`cc-${v}-empty`);
    p.literal('hello draft');
    await p.until((s) => s.includes('hello draft'), 'the typed draft');
    await sleep(300);
    p.capture(`cc-${v}-typed-draft`);
    p.keys('C-u');
    await p.until((s) => !s.includes('hello draft'), 'the draft cleared');
    p.paste(SHORT_LINES);
    await p.until((s) => s.includes('short3'), 'the multi-line draft');
    await sleep(300);
    p.capture(`cc-${v}-multiline-draft`);
    p.keys('C-c');
    await p.until((s) => !s.includes('short3'), 'the multi-line draft cleared');
    // A second Ctrl-C soon after the first would exit Claude Code: let its window pass.
    await sleep(3000);
    p.paste(LONG_PASTE);
    await p.until((s) => /\[Pasted text #\d+/.test(s), 'the paste label');
    await sleep(300);
    p.capture(`cc-${v}-paste-label`);
    p.keys('C-u');
    await p.until((s) => !/\[Pasted text #\d+/.test(tail(s)), 'the paste cleared');
    p.literal('SLOWTEST one');
    await sleep(300);
    p.keys('Enter');
    await p.until((s) => /esc to interrupt/i.test(s), 'the busy screen');
    await sleep(1000);
    p.capture(`cc-${v}-busy`);
    p.literal('draft while busy');
    await p.until((s) => s.includes('draft while busy'), 'the draft while busy');
    await sleep(300);
    p.capture(`cc-${v}-busy-with-draft`);
    p.keys('Enter');
    await sleep(1000);
    p.capture(`cc-${v}-queued-followup`);
    await p.until(
      (s) => idle(s) && (s.match(/Hello from the fake API server/g) ?? []).length >= 2,
      'the queue drained',
      SLOW_MS + 30_000,
    );
    await sleep(800);
    p.literal('TOOLTEST run the marker');
    await sleep(300);
    p.keys('Enter');
    await p.until((s) => /Do you want to proceed\?/.test(s), 'the permission menu');
    await sleep(500);
    p.capture(`cc-${v}-approval-menu`);
    p.keys('Enter');
    await p.until(
      (s) => !/Do you want to proceed\?/.test(s) && idle(s) && /Hello from the fake API server/.test(tail(s, 14)),
      'the turn after approval',
    );
    await sleep(800);
    p.capture(`cc-${v}-after-approval`);
    // Last: an API error puts the faint "Resend your message" placeholder in the composer (the
    // failed prompt then stays in the conversation, so it comes after everything else).
    p.literal('ERRORTEST please');
    await sleep(300);
    p.keys('Enter');
    await p.until((s) => /Resend your message/.test(tail(s, 8)) && idle(s), 'the API error', 30_000);
    await sleep(800);
    p.capture(`cc-${v}-placeholder`);
  } finally {
    p.stop();
  }
  const small = new Pane(dir, 'cc80');
  small.start(
    80,
    24,
    c.env(home, { ANTHROPIC_API_KEY: 'sk-ant-fake', ANTHROPIC_BASE_URL: fake.url, CLAUDE_CODE_MAX_RETRIES: '0' }),
    [c.claudeBin, '--permission-mode', 'manual'],
  );
  try {
    await small.until(idle, 'the 80x24 Claude composer');
    await sleep(1000);
    small.literal('hello fake server');
    await sleep(300);
    small.keys('Enter');
    await small.until((s) => idle(s) && /Hello from the fake API server/.test(s), 'the first reply');
    await sleep(1500);
    small.capture(`cc-${v}-after-first-prompt-80x24`);
  } finally {
    small.stop();
  }
}

async function codex(c: RealClients, dir: string, fake: FakeServer) {
  const v = c.codexVersion;
  const glyph = /^› /m;
  const idle = (s: string) => /fake-model/.test(s) && glyph.test(s) && !/esc to interrupt/i.test(s);
  const run = async (
    name: string,
    width: number,
    height: number,
    extraConfig: string[],
    body: (p: Pane) => Promise<void>,
  ) => {
    const home = join(dir, `home-${name}`);
    c.seedCodexHome(home, fake.port, 'sk-fake', PROJECT, extraConfig);
    const p = new Pane(dir, name);
    p.start(width, height, c.env(home, { OPENAI_API_KEY: 'sk-fake' }), [
      c.codexBin,
      '--no-daemon',
      '-a',
      'on-request',
      '-s',
      'read-only',
    ]);
    try {
      await p.until((s) => idle(s) && /Ask Codex to do anything/.test(s), 'the Codex composer');
      await sleep(1500);
      await body(p);
    } finally {
      p.stop();
    }
  };
  await run('cx', 120, 40, [], async (p) => {
    p.capture(`cx-${v}-empty`);
    p.literal('hello draft');
    await p.until((s) => s.includes('› hello draft'), 'the typed draft');
    await sleep(300);
    p.capture(`cx-${v}-typed-draft`);
    p.keys('C-c');
    await p.until((s) => !s.includes('hello draft'), 'the draft cleared');
    p.paste(SHORT_LINES);
    await p.until((s) => s.includes('short3'), 'the multi-line draft');
    await sleep(300);
    p.capture(`cx-${v}-multiline-draft`);
    p.keys('C-c');
    await p.until((s) => !s.includes('short3'), 'the multi-line draft cleared');
    p.paste(LONG_PASTE);
    await p.until((s) => /\[Pasted Content \d+ chars\]/.test(s), 'the paste label');
    await sleep(300);
    p.capture(`cx-${v}-paste-label`);
    p.keys('C-c');
    await p.until((s) => /Ask Codex to do anything/.test(s), 'the placeholder again');
    await sleep(300);
    p.capture(`cx-${v}-placeholder`);
    p.literal('SLOWTEST one');
    await sleep(400);
    p.keys('Enter');
    await p.until((s) => /esc to interrupt/i.test(s), 'the busy screen');
    await sleep(1000);
    p.capture(`cx-${v}-busy`);
    p.literal('draft while busy');
    await p.until((s) => s.includes('draft while busy'), 'the draft while busy');
    await sleep(300);
    p.capture(`cx-${v}-busy-with-draft`);
    p.keys('Tab');
    await sleep(1000);
    p.capture(`cx-${v}-queued-followup`);
    await p.until(
      (s) => idle(s) && (s.match(/Hello from the fake Responses server/g) ?? []).length >= 2,
      'the queue drained',
      SLOW_MS + 30_000,
    );
    await sleep(800);
    p.literal('TOOLTEST run the marker');
    await sleep(400);
    p.keys('Enter');
    await p.until((s) => /Would you like to run the following command\?/.test(s), 'the approval menu');
    await sleep(500);
    p.capture(`cx-${v}-approval-menu`);
    p.keys('y');
    await p.until(
      (s) =>
        !/Would you like to run/.test(s) &&
        idle(s) &&
        (s.match(/Hello from the fake Responses server/g) ?? []).length >= 3,
      'the turn after approval',
    );
    await sleep(800);
    p.capture(`cx-${v}-after-approval`);
  });
  // Codex 0.171 titles the thread after the first prompt and shows the title on the status line;
  // a prompt this long makes that line wrap in an 80-column pane.
  const firstPrompt = async (p: Pane, name: string) => {
    p.literal('hello fake server, this first prompt names the thread');
    await sleep(400);
    p.keys('Enter');
    await p.until((s) => idle(s) && /Hello from the fake Responses server/.test(s), 'the first reply');
    await sleep(2000);
    p.capture(name);
  };
  await run('cx80', 80, 24, [], (p) => firstPrompt(p, `cx-${v}-after-first-prompt-80x24`));
  // A status line the user chose (`[tui] status_line`), items in another order.
  await run('cxsl', 120, 40, ['status_line = ["current-dir", "thread-title", "model-with-reasoning"]'], (p) =>
    firstPrompt(p, `cx-${v}-custom-status-line`),
  );
}

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped ${c.label}: ${missing}`);
    continue;
  }
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(PROJECT, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'openrig-cap-'));
  const marker = join(ROOT, 'fake', 'tool-ran.txt');
  mkdirSync(join(ROOT, 'fake'), { recursive: true });
  const anthropic = await startFakeAnthropic({ slowMs: SLOW_MS, toolMarker: marker });
  const openai = await startFakeOpenAI({ slowMs: SLOW_MS, toolMarker: marker });
  try {
    if (ONLY !== 'codex') await claude(c, dir, anthropic);
    if (ONLY !== 'claude') await codex(c, dir, openai);
  } finally {
    await anthropic.close();
    await openai.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
rmSync(ROOT, { recursive: true, force: true });
