// Real Claude Code and Codex (each selected pin set) as OpenRig seats receiving `rig send`: into
// an empty composer the message is submitted exactly once (seen by a recorder hook's
// UserPromptSubmit); after that first prompt (where Codex 0.171.0 adds the thread title to its
// status line) `rig seat status` reads the seat idle, then a draft; with the person's draft in
// the composer under draft-aware the send is held and the draft stays intact; once the draft is
// cleared, a draft-aware send into the empty composer is delivered once, and so is one with the
// guard off.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { rigProcess } from '../helpers/cli.js';
import { selectedSets } from './lib/clients.js';
import { startFakeAnthropic } from './lib/fake-anthropic.js';
import { startFakeOpenAI } from './lib/fake-openai.js';
import { launchSeat, until, type RealSeat } from './lib/rig-seat.js';

/** A hook command that appends each UserPromptSubmit stdin as one line to `log`. */
function recorder(dir: string, log: string): string {
  const script = join(dir, 'record-prompt.sh');
  writeFileSync(script, `#!/bin/sh\ntr -d '\\n' >> '${log}'\necho >> '${log}'\n`);
  chmodSync(script, 0o755);
  return script;
}

function prompts(log: string): string[] {
  if (!existsSync(log)) return [];
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l).prompt as string);
}

function activity(seat: RealSeat): { state: string; reason: string } {
  const r = rigProcess(['seat', 'status', seat.session, '--json'], seat.rigEnv, { timeoutMs: 30_000 });
  try {
    return JSON.parse(r.stdout).activity ?? { state: 'none', reason: r.stdout };
  } catch {
    return { state: 'none', reason: r.stderr + r.stdout };
  }
}

async function exercise(
  seat: RealSeat,
  log: string,
  label: string,
  composerReady: (screen: string) => boolean,
  clearKey: string,
) {
  await until(() => composerReady(seat.capture()), 40_000, `the ${label} composer`, seat.capture);
  const send = (text: string, ...flags: string[]) =>
    rigProcess(['send', seat.session, text, '--raw', '--json', ...flags], seat.rigEnv, { timeoutMs: 60_000 });
  const first = `openrig delivery check ${Date.now()}`;
  const r1 = send(first);
  assert.is(r1.code, 0, r1.stderr + r1.stdout);
  const result1 = JSON.parse(r1.stdout);
  assert.is(result1.sent, true, r1.stdout);
  await until(
    () => prompts(log).some((p) => p.includes(first)),
    30_000,
    `${label}: UserPromptSubmit for the send`,
    seat.capture,
  );
  await new Promise((r) => setTimeout(r, 1500));
  assert.is(prompts(log).filter((p) => p.includes(first)).length, 1, 'submitted exactly once');
  console.log(`figure: real ${label}: empty composer → ${result1.outcome}, submitted once`);

  await until(() => composerReady(seat.capture()), 40_000, `the ${label} composer after the reply`, seat.capture);
  let seen = activity(seat);
  await until(
    () => (seen = activity(seat)).state === 'idle',
    20_000,
    `${label}: seat status idle after the first prompt`,
    () => `${JSON.stringify(seen)}\n${seat.capture()}`,
  );
  console.log(`figure: real ${label}: seat status after the first prompt → ${seen.state} (${seen.reason})`);
  const draft = 'my unfinished draft';
  seat.tmux('send-keys', '-t', `=${seat.session}:`, '-l', draft);
  await until(() => seat.capture().includes(draft), 10_000, `${label}: the draft on screen`, seat.capture);
  await until(
    () => (seen = activity(seat)).reason === 'prompt_draft',
    10_000,
    `${label}: seat status sees the draft`,
    () => `${JSON.stringify(seen)}\n${seat.capture()}`,
  );
  const guard = rigProcess(
    ['seat', 'set-typing-guard', seat.session, '--mode', 'draft-aware', '--reason', 'real client test'],
    seat.rigEnv,
  );
  assert.is(guard.code, 0, guard.stderr);
  const before = prompts(log).length;
  const r2 = send('this must be held');
  const result2 = JSON.parse(r2.stdout);
  assert.is(result2.sent, false, r2.stdout);
  assert.is(result2.outcome, 'retained', r2.stdout);
  assert.is(result2.reason, 'draft_input_busy', r2.stdout);
  await new Promise((r) => setTimeout(r, 1500));
  assert.ok(seat.capture().includes(draft), 'the draft is intact');
  assert.not.ok(seat.capture().includes('this must be held'), 'nothing was typed');
  assert.is(prompts(log).length, before, 'nothing was submitted');
  console.log(`figure: real ${label}: draft under draft-aware → ${result2.outcome} (${result2.reason}), draft intact`);

  seat.tmux('send-keys', '-t', `=${seat.session}:`, clearKey);
  await until(() => !seat.capture().includes(draft), 10_000, `${label}: the draft cleared`, seat.capture);
  const third = `openrig draft-aware check ${Date.now()}`;
  const r3 = send(third);
  const result3 = JSON.parse(r3.stdout);
  assert.is(result3.outcome, 'delivered', r3.stdout);
  await until(
    () => prompts(log).some((p) => p.includes(third)),
    30_000,
    `${label}: UserPromptSubmit for the draft-aware send`,
    seat.capture,
  );
  await new Promise((r) => setTimeout(r, 1500));
  assert.is(prompts(log).filter((p) => p.includes(third)).length, 1, 'the draft-aware send is submitted exactly once');
  console.log(
    `figure: real ${label}: draft-aware into the empty composer after the first prompt → ${result3.outcome}, submitted once`,
  );

  // Guard off after the first prompt: the runtime is recognised (not target_runtime_not_running).
  await until(() => composerReady(seat.capture()), 40_000, `the ${label} composer after the third reply`, seat.capture);
  const off = rigProcess(
    ['seat', 'set-typing-guard', seat.session, '--mode', 'off', '--reason', 'real client test'],
    seat.rigEnv,
  );
  assert.is(off.code, 0, off.stderr);
  const fourth = `openrig guard-off check ${Date.now()}`;
  const r4 = send(fourth);
  const result4 = JSON.parse(r4.stdout);
  assert.is(result4.outcome, 'delivered', r4.stdout);
  await until(
    () => prompts(log).some((p) => p.includes(fourth)),
    30_000,
    `${label}: UserPromptSubmit for the guard-off send`,
    seat.capture,
  );
  console.log(`figure: real ${label}: guard off after the first prompt → ${result4.outcome}`);
}

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`rig send into real clients (${c.label})`, () => {});
    continue;
  }
  test(`rig send into real Claude Code: submitted once; a draft under draft-aware is held (${c.label})`, async () => {
    const dir = tempDir('openrig-real-send-cc-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const log = join(dir, 'prompts.jsonl');
    const settings = join(dir, 'settings.json');
    writeFileSync(
      settings,
      JSON.stringify({
        hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: recorder(dir, log), timeout: 10 }] }] },
      }),
    );
    c.seedClaudeHome(home, proj, 'sk-ant-fake');
    const fake = await startFakeAnthropic();
    const seat = await launchSeat({
      rig: `realsendcc${c.set}`,
      seat: 'cc',
      runtime: 'claude-code',
      cwd: proj,
      command: `${c.claudeBin} --permission-mode manual --settings ${settings}`,
      env: c.env(home, {
        ANTHROPIC_API_KEY: 'sk-ant-fake',
        ANTHROPIC_BASE_URL: fake.url,
        CLAUDE_CODE_MAX_RETRIES: '0',
      }),
    });
    try {
      await exercise(
        seat,
        log,
        `claude ${c.claudeVersion}`,
        (s) => /❯\u00a0/.test(s) && !/esc to interrupt/.test(s),
        'C-u',
      );
    } finally {
      seat.stop();
      await fake.close();
    }
  });

  test(`rig send into real Codex: submitted once; a draft under draft-aware is held (${c.label})`, async () => {
    const dir = tempDir('openrig-real-send-cx-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const log = join(dir, 'prompts.jsonl');
    const fake = await startFakeOpenAI();
    c.seedCodexHome(home, fake.port, 'sk-fake', proj);
    writeFileSync(
      join(home, '.codex', 'hooks.json'),
      JSON.stringify({
        hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: recorder(dir, log), timeout: 10 }] }] },
      }),
    );
    const seat = await launchSeat({
      rig: `realsendcx${c.set}`,
      seat: 'cx',
      runtime: 'codex',
      cwd: proj,
      command: `${c.codexBin} --no-daemon --dangerously-bypass-hook-trust`,
      env: c.env(home, { OPENAI_API_KEY: 'sk-fake' }),
    });
    try {
      await exercise(
        seat,
        log,
        `codex ${c.codexVersion}`,
        (s) => /fake-model/.test(s) && /›/.test(s) && !/esc to interrupt/.test(s),
        'C-c',
      );
    } finally {
      seat.stop();
      await fake.close();
    }
  });
}

test.run();
