// Enter at once after a bracketed paste (issue 23 item 1), held to the real clients: Claude Code and
// Codex of each selected set, launched by `rig up` in their default modes, get short sends (one
// line, several lines) and a 5,000-character one through `rig send`. OpenRig presses Enter as soon
// as the composer shows the pasted text whole, with no paste-burst window. Each send must reach
// the model whole and once: the conversation request the fake model server receives carries the
// text exactly once, and no other prompt is submitted (a text split by an early Enter would show
// as a part in one prompt and the rest in another, or stay in the composer). The runtime's own
// UserPromptSubmit record confirms each one (in the answer or, later, on the outbox record).
// Figures: start → model request and start → `rig send` returned, per client. Codex's managed
// app-server daemon (its default mode starts one) is ended by pid afterwards.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { RIG_BUNDLE } from '../helpers/cli.js';
import { selectedSets, type RealClients } from './lib/clients.js';
import { startFakeAnthropic } from './lib/fake-anthropic.js';
import { startFakeOpenAI } from './lib/fake-openai.js';
import type { FakeServer, RecordedRequest } from './lib/fake-server.js';
import { launchSeat, until, type RealSeat } from './lib/rig-seat.js';
import { consumedInTheEnd, statusUntil, type SendJson } from './lib/seat-status.js';

/** A long message: 5,000 characters over many lines, every line numbered so a lost or doubled part shows. */
function longText(tag: string): string {
  const lines: string[] = [];
  for (let i = 0; lines.join('\n').length < 5000; i++)
    lines.push(`${tag} line ${String(i).padStart(3, '0')}: the quick brown fox jumps over the lazy dog, twice.`);
  return lines.join('\n').slice(0, 5000).trimEnd();
}

/** How often `needle` occurs in `hay`. */
function occurrences(hay: string, needle: string): number {
  let n = 0;
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + needle.length)) n++;
  return n;
}

/** `rig send` as a child process (the test's own event loop keeps serving the fake model meanwhile). */
function rigSendAsync(seat: RealSeat, text: string): Promise<{ sent: SendJson; startedAt: number; endedAt: number }> {
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const child = spawn(process.execPath, [RIG_BUNDLE, 'send', seat.session, text, '--json'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...seat.rigEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('close', (code) => {
      const endedAt = Date.now();
      let parsed: Partial<SendJson> = {};
      try {
        parsed = JSON.parse(out);
      } catch {
        // reported through raw
      }
      resolve({ sent: { ...parsed, raw: out + err, code: code ?? -1 }, startedAt, endedAt });
    });
  });
}

/**
 * Codex in its default mode starts a managed app-server daemon that outlives the TUI; its binary
 * lives under the test's own HOME, which is how this test finds the ones it started (by pid).
 */
async function endCodexDaemons(home: string): Promise<void> {
  const mine = () =>
    readdirSync('/proc')
      .filter((n) => /^\d+$/.test(n))
      .map(Number)
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith(`${home}/.codex/`);
        } catch {
          return false;
        }
      });
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    for (const pid of mine()) {
      try {
        process.kill(pid, signal);
      } catch {
        // already gone
      }
    }
    const end = Date.now() + 5000;
    while (mine().length && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    if (!mine().length) return;
  }
}

interface Client {
  label: string;
  /** The composer drawn and idle. */
  ready(screen: string): boolean;
  /** A conversation turn (not a side request such as a title): it carries the tools. */
  isTurn(r: RecordedRequest): boolean;
}

async function exercise(seat: RealSeat, fake: FakeServer, client: Client) {
  await until(() => client.ready(seat.capture()), 60_000, `the ${client.label} composer`, seat.capture);
  const tag = `m${Date.now().toString(36)}`;
  const texts = [
    `${tag} short one-line message`,
    `${tag} a message over lines:\n  - first point\n  - second point\nthat is all`,
    longText(`${tag}L`),
  ];
  const toRequest: number[] = [];
  const toReturn: number[] = [];
  for (const text of texts) {
    const from = fake.requests.length;
    const { sent, startedAt, endedAt } = await rigSendAsync(seat, text);
    assert.is(sent.code, 0, sent.raw);
    assert.is(sent.outcome, 'delivered', sent.raw);
    const turn = await until(
      () => fake.requests.slice(from).find((r) => client.isTurn(r) && r.body.includes(tag)),
      60_000,
      `${client.label}: the model request for a ${text.length}-character send`,
      seat.capture,
    );
    // JSON carries the text with its newlines escaped; the whole of it, exactly once.
    const wire = JSON.stringify(text).slice(1, -1);
    assert.is(occurrences(turn.body, wire), 1, `${client.label}: the ${text.length}-character text whole, once`);
    toRequest.push(turn.at - startedAt);
    toReturn.push(endedAt - startedAt);
    assert.is(
      await consumedInTheEnd(seat, sent),
      true,
      `${client.label}: the runtime recorded the prompt: ${sent.raw}`,
    );
    await until(() => client.ready(seat.capture()), 60_000, `${client.label}: idle after the reply`, seat.capture);
    // The turn is over for OpenRig too (the runtime's Stop hook, or the screen): the next send
    // goes to an idle seat, as the measurements it stands for did.
    await statusUntil(seat, (st) => st.activity?.state === 'idle', 60_000, `${client.label}: seat status idle`);
    // No later turn repeats or continues it.
    const turns = fake.requests.slice(from).filter((r) => client.isTurn(r));
    const prompts = turns.filter((r) => r.body.includes(tag));
    assert.ok(
      prompts.every((r) => occurrences(r.body, wire) === 1),
      `${client.label}: every turn since carries the text once`,
    );
    tagCheck(turns, tag, texts.indexOf(text) + 1, client.label);
  }
  console.log(
    `figure: real ${client.label}: start → model request ${toRequest.slice(0, 2).join(', ')} ms (short; the first starts the daemon's control client), ${toRequest[2]} ms (5,000 chars); start → rig send returned ${toReturn.slice(0, 2).join(', ')} ms, ${toReturn[2]} ms`,
  );
}

/** The newest turn holds exactly `sends` prompts of this run: none split into two, none lost. */
function tagCheck(turns: RecordedRequest[], tag: string, sends: number, label: string) {
  const last = turns[turns.length - 1];
  assert.ok(last, `${label}: a turn`);
  // Each send opens with the tag once (the long one's lines carry `${tag}L`, counted apart).
  const opens = occurrences(last!.body, `${tag} `);
  assert.is(opens, Math.min(sends, 2), `${label}: ${sends} prompts so far, each submitted once`);
}

function run(c: RealClients) {
  test(`real Claude Code (${c.label}): Enter right after the paste, short and 5,000 characters, each whole and once`, async () => {
    const dir = tempDir('openrig-real-enter-cc-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    c.seedClaudeHome(home, proj, 'sk-ant-fake');
    const fake = await startFakeAnthropic();
    const seat = await launchSeat({
      rig: `realentercc${c.set}`,
      seat: 'cc',
      runtime: 'claude-code',
      cwd: proj,
      command: c.claudeBin,
      env: c.env(home, {
        ANTHROPIC_API_KEY: 'sk-ant-fake',
        ANTHROPIC_BASE_URL: fake.url,
        CLAUDE_CODE_MAX_RETRIES: '0',
      }),
    });
    try {
      await exercise(seat, fake, {
        label: `claude ${c.claudeVersion}`,
        ready: (s) => /❯\u00a0/.test(s) && !/esc to interrupt/.test(s),
        isTurn: (r) =>
          r.path.startsWith('/v1/messages') && !r.path.includes('count_tokens') && /"tools"\s*:\s*\[\s*\{/.test(r.body),
      });
    } finally {
      seat.stop();
      await fake.close();
    }
  });

  test(`real Codex (${c.label}): Enter right after the paste, short and 5,000 characters, each whole and once`, async () => {
    const dir = tempDir('openrig-real-enter-cx-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const fake = await startFakeOpenAI();
    c.seedCodexHome(home, fake.port, 'sk-fake', proj);
    const seat = await launchSeat({
      rig: `realentercx${c.set}`,
      seat: 'cx',
      runtime: 'codex',
      cwd: proj,
      command: c.codexBin,
      env: c.env(home, { OPENAI_API_KEY: 'sk-fake' }),
    });
    try {
      await exercise(seat, fake, {
        label: `codex ${c.codexVersion}`,
        ready: (s) => /fake-model/.test(s) && /›/.test(s) && !/esc to interrupt/.test(s) && !/Working/.test(s),
        isTurn: (r) => r.path.endsWith('/responses') && /"tools"\s*:\s*\[\s*\{/.test(r.body),
      });
    } finally {
      seat.stop();
      await endCodexDaemons(home);
      await fake.close();
    }
  });
}

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`Enter right after the paste, real clients (${c.label})`, () => {});
    continue;
  }
  run(c);
}

test.run();
