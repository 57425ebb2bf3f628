// The context-usage sensors on real clients (each selected set), as OpenRig seats:
// - Claude Code: launched by `rig up` with the sensor's --settings; the user's own statusLine
//   (in HOME/.claude/settings.json) is chained — its line is on the screen, and it got the same
//   stdin — and the sample records the used percentage the fake server's usage implies
//   (150,000 input tokens over the client's window), read back by rig seat status and rig ps.
//   Nothing is written into the project.
// - Codex: the rollout's newest token_count (the fake server reports 9,012 tokens) over the
//   model's window, found through the transcript path the seat-events hook recorded.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { rigProcess } from '../helpers/cli.js';
import { selectedSets } from './lib/clients.js';
import { startFakeAnthropic } from './lib/fake-anthropic.js';
import { startFakeOpenAI } from './lib/fake-openai.js';
import { launchSeat, until, type RealSeat } from './lib/rig-seat.js';
import { openrigMarketplace } from './lib/codex-marketplace.js';

const INPUT_TOKENS = 150_000;
const composerReady = (s: string) => /❯\u00a0/.test(s) && !/esc to interrupt/.test(s);

interface ContextJson {
  state?: string;
  usedPercent?: number;
  windowSize?: number;
  tokens?: number;
  source?: string;
  sessionId?: string | null;
  text?: string;
}

function statusContext(seat: RealSeat): ContextJson | undefined {
  const r = rigProcess(['seat', 'status', seat.session, '--json'], seat.rigEnv, { timeoutMs: 30_000 });
  try {
    return JSON.parse(r.stdout).context ?? undefined;
  } catch {
    return undefined;
  }
}

function psContext(seat: RealSeat): ContextJson | undefined {
  const r = rigProcess(['ps', '--json'], seat.rigEnv, { timeoutMs: 30_000 });
  return JSON.parse(r.stdout).seats.find((s: { ref: string }) => s.ref === seat.session)?.context;
}

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`context usage sensors on real clients (${c.label})`, () => {});
    continue;
  }

  test(`real Claude Code: the status-line sensor records the fake server's usage and chains the user's line (${c.label})`, async () => {
    const dir = tempDir('openrig-real-ctx-cc-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const apiKey = 'sk-ant-fake';
    c.seedClaudeHome(home, proj, apiKey);
    const userStdin = join(dir, 'user-stdin.jsonl');
    const parents = join(dir, 'user-line-parents.txt');
    mkdirSync(join(home, '.claude'), { recursive: true });
    writeFileSync(
      join(home, '.claude', 'settings.json'),
      JSON.stringify({
        statusLine: {
          type: 'command',
          // It also notes who ran it: the wrapper (statusline.sh), not a Node sensor's fork.
          command: `cat >> ${userStdin}; tr '\\0' ' ' </proc/$PPID/cmdline >> ${parents}; echo >> ${parents}; echo; echo "USERLINE-OK from the user"`,
          padding: 1,
        },
      }),
    );
    const fake = await startFakeAnthropic({ inputTokens: INPUT_TOKENS });
    const seat = await launchSeat({
      rig: `realctxcc${c.set}`,
      seat: 'cc',
      runtime: 'claude-code',
      cwd: proj,
      command: c.claudeBin,
      env: c.env(home, { ANTHROPIC_API_KEY: apiKey, ANTHROPIC_BASE_URL: fake.url, CLAUDE_CODE_MAX_RETRIES: '0' }),
    });
    try {
      await until(() => composerReady(seat.capture()), 40_000, 'the Claude composer', seat.capture);
      // The user's own line is what the screen shows (chained, never clobbered).
      await until(
        () => seat.capture().includes('USERLINE-OK from the user'),
        20_000,
        "the user's status line",
        seat.capture,
      );
      // Before any answer there is no figure.
      const early = statusContext(seat);
      assert.is(early?.state, 'unknown', JSON.stringify(early));
      await seat.type(`openrig context sensor ${Date.now()}`);
      const ctx = await until(
        () => {
          const v = statusContext(seat);
          return v?.state === 'known' ? v : undefined;
        },
        40_000,
        'a known context reading',
        seat.capture,
      );
      console.log(`figure: real claude ${c.claudeVersion}: context ${JSON.stringify(ctx)}`);
      assert.is(ctx.source, 'statusline');
      assert.ok(ctx.windowSize && ctx.windowSize > 0, JSON.stringify(ctx));
      const implied = (INPUT_TOKENS / ctx.windowSize!) * 100;
      assert.ok(Math.abs(ctx.usedPercent! - implied) < 1, `used ${ctx.usedPercent}% vs implied ${implied}%`);
      assert.is(ctx.tokens, INPUT_TOKENS);
      // The chained command got the same stdin: Claude's JSON with this session's id.
      const seen = readFileSync(userStdin, 'utf8');
      assert.ok(ctx.sessionId && seen.includes(`"session_id":"${ctx.sessionId}"`), seen.slice(0, 300));
      assert.ok(seen.includes('"used_percentage"'), 'the real field name');
      const ranBy = readFileSync(parents, 'utf8');
      assert.match(ranBy, /\/bin\/sh \S*\/hooks\/statusline\.sh /, 'the wrapper ran the user’s line');
      assert.not.match(ranBy, /statusline\.cjs/, 'never a Node sensor forking it');
      const ps = psContext(seat);
      assert.is(ps?.usedPercent, ctx.usedPercent, JSON.stringify(ps));
      // Installed through --settings under the home: nothing in the project.
      assert.not.ok(existsSync(join(proj, '.claude', 'settings.local.json')), 'no settings.local.json written');
      assert.equal(
        readdirSync(proj).filter((n) => n !== '.claude'),
        [],
      );
      const text = rigProcess(['ps'], seat.rigEnv, { timeoutMs: 30_000 }).stdout;
      assert.match(text, /CONTEXT/);
      console.log(`figure: real claude ${c.claudeVersion}: rig ps\n${text}`);
    } finally {
      seat.stop();
      await fake.close();
    }
  });

  test(`real Codex: the rollout's newest token_count gives the seat's context (${c.label})`, async () => {
    const dir = tempDir('openrig-real-ctx-cx-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const apiKey = 'sk-fake';
    const fake = await startFakeOpenAI();
    c.seedCodexHome(home, fake.port, apiKey, proj);
    const mkt = openrigMarketplace(dir);
    c.codexCli(home, ['plugin', 'marketplace', 'add', mkt.dir], proj);
    c.codexCli(home, ['plugin', 'add', mkt.plugin], proj);
    const seat = await launchSeat({
      rig: `realctxcx${c.set}`,
      seat: 'cx',
      runtime: 'codex',
      cwd: proj,
      command: `${c.codexBin} --no-daemon --dangerously-bypass-hook-trust`,
      env: c.env(home, { OPENAI_API_KEY: apiKey }),
    });
    try {
      await until(
        () => /fake-model/.test(seat.capture()) && /›/.test(seat.capture()),
        40_000,
        'the Codex composer',
        seat.capture,
      );
      await seat.type(`openrig context sensor ${Date.now()}`);
      const ctx = await until(
        () => {
          const v = statusContext(seat);
          return v?.state === 'known' ? v : undefined;
        },
        40_000,
        'a known context reading from the rollout',
        seat.capture,
      );
      console.log(`figure: real codex ${c.codexVersion}: context ${JSON.stringify(ctx)}`);
      assert.is(ctx.source, 'rollout');
      assert.is(ctx.tokens, 9012, 'the fake server’s total_tokens');
      assert.ok(ctx.windowSize && ctx.windowSize > 0);
      assert.ok(Math.abs(ctx.usedPercent! - (9012 / ctx.windowSize!) * 100) < 1e-9);
      assert.is(psContext(seat)?.tokens, 9012);
    } finally {
      seat.stop();
      await fake.close();
    }
  });
}

test.run();
