// `rig seat answer` on real clients (each selected set, pinned and newest), launched as OpenRig
// seats by `rig up`, against the loopback fake model servers: approve once and deny once.
// - Claude Code in manual mode (`--permission-mode manual`): the Bash permission menu; --choice 1
//   runs the command (its marker file appears), --deny picks the row that says No (nothing runs).
// - Claude Code in its own default mode (no flag; it starts in auto mode): the fake server's tool
//   call opens auto mode's classifier notice, never a permission menu and no PermissionRequest;
//   the test asserts that, and that `rig seat answer` refuses there with nothing pressed.
// - Codex (`-a on-request -s read-only`, its approval menu as in real-clients.md §4.2): --choice 1
//   presses the row's own key (y) and the command runs; --deny presses its No row's key (esc).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { rigProcess } from '../helpers/cli.js';
import { selectedSets } from './lib/clients.js';
import { startFakeAnthropic } from './lib/fake-anthropic.js';
import { startFakeOpenAI } from './lib/fake-openai.js';
import { launchSeat, until, type RealSeat } from './lib/rig-seat.js';
import { consumedInTheEnd, rigSend, statusUntil } from './lib/seat-status.js';
import { homePaths } from '../../lib/home/paths.js';

const CLAUDE_MENU = /Do you want to proceed\?/;
const CODEX_MENU = /Would you like to run the following command\?/;
const claudeReady = (s: string) => /❯\u00a0/.test(s) && !/esc to interrupt/.test(s) && !CLAUDE_MENU.test(s);
const codexReady = (s: string) =>
  /fake-model/.test(s) && /›/.test(s) && !/esc to interrupt/.test(s) && !CODEX_MENU.test(s);

interface AnswerJson {
  outcome?: string;
  reason?: string;
  message?: string;
  tool?: string | null;
  choice?: { row: number | null; label: string; key: string } | null;
  closedBy?: string;
  saw?: string;
  code: number;
  raw: string;
}

function rigAnswer(seat: RealSeat, ...flags: string[]): AnswerJson {
  const r = rigProcess(
    ['seat', 'answer', seat.session, ...flags, '--reason', 'real-client test', '--json'],
    seat.rigEnv,
    {
      timeoutMs: 120_000,
    },
  );
  try {
    return { ...JSON.parse(r.stdout), code: r.code, raw: r.stdout + r.stderr };
  } catch {
    return { code: r.code, raw: r.stdout + r.stderr };
  }
}

/** A tool call the client must ask about, and the recorded request the answer is tied to. */
async function toMenu(seat: RealSeat, prompt: string, menu: RegExp, ready: (s: string) => boolean): Promise<void> {
  await until(() => ready(seat.capture()), 60_000, 'the composer', seat.capture);
  const sent = rigSend(seat, prompt);
  assert.is(sent.code, 0, sent.raw);
  assert.is(await consumedInTheEnd(seat, sent), true, sent.raw);
  await until(() => menu.test(seat.capture()), 60_000, 'the permission menu', seat.capture);
  await statusUntil(
    seat,
    (s) => s.permission_stop?.state === 'observed' && s.permission_stop.pending === 'request_observed',
    30_000,
    'the recorded PermissionRequest',
  );
}

const auditText = (seat: RealSeat) => {
  const file = homePaths(seat.openrigHome).seatAnswerAudit;
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
};

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`rig seat answer on real clients (${c.label})`, () => {});
    continue;
  }

  test(`real Claude Code, manual mode: approve once, deny once (${c.label})`, async () => {
    const dir = tempDir('openrig-real-answer-cc-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const approved = join(dir, 'approved.txt');
    const denied = join(dir, 'denied.txt');
    const apiKey = 'sk-ant-fake';
    c.seedClaudeHome(home, proj, apiKey);
    const fake = await startFakeAnthropic({
      toolCommand: (last) => `echo fake-tool-run > ${/DENYME/.test(last) ? denied : approved}`,
    });
    const seat = await launchSeat({
      rig: `realanswercc${c.set}`,
      seat: 'cc',
      runtime: 'claude-code',
      cwd: proj,
      command: `${c.claudeBin} --permission-mode manual`,
      env: c.env(home, { ANTHROPIC_API_KEY: apiKey, ANTHROPIC_BASE_URL: fake.url, CLAUDE_CODE_MAX_RETRIES: '0' }),
    });
    try {
      await toMenu(seat, 'TOOLTEST please write the marker', CLAUDE_MENU, claudeReady);
      const yes = rigAnswer(seat, '--choice', '1');
      console.log(
        `figure: real claude ${c.claudeVersion} (manual): approve ${JSON.stringify({ ...yes, raw: undefined })}`,
      );
      assert.is(yes.code, 0, yes.raw);
      assert.is(yes.outcome, 'answered', yes.raw);
      assert.is(yes.tool, 'Bash');
      assert.is((yes as { seat?: string }).seat, seat.session);
      assert.equal(yes.choice, { row: 1, label: 'Yes', key: '1' });
      await until(() => existsSync(approved), 30_000, 'the approved command to run', seat.capture);

      await toMenu(seat, 'TOOLTEST DENYME please write the other marker', CLAUDE_MENU, claudeReady);
      const no = rigAnswer(seat, '--deny');
      console.log(`figure: real claude ${c.claudeVersion} (manual): deny ${JSON.stringify({ ...no, raw: undefined })}`);
      assert.is(no.code, 0, no.raw);
      assert.is(no.outcome, 'answered', no.raw);
      assert.is(no.choice?.label, 'No', no.raw);
      await until(() => !CLAUDE_MENU.test(seat.capture()), 30_000, 'the menu closed', seat.capture);
      assert.not.ok(existsSync(denied), 'the denied command did not run');
      const audit = auditText(seat);
      assert.match(audit, '"outcome":"answered');
      assert.not.match(audit, 'fake-tool-run', 'the audit never keeps the command');
    } finally {
      seat.stop();
      await fake.close();
    }
  });

  test(`real Claude Code, its default (auto) mode: no permission menu; rig seat answer refuses (${c.label})`, async () => {
    const dir = tempDir('openrig-real-answer-auto-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const marker = join(dir, 'auto.txt');
    const apiKey = 'sk-ant-fake';
    c.seedClaudeHome(home, proj, apiKey);
    const fake = await startFakeAnthropic({ toolMarker: marker });
    const seat = await launchSeat({
      rig: `realanswerauto${c.set}`,
      seat: 'cc',
      runtime: 'claude-code',
      cwd: proj,
      // No --permission-mode: the client's own default.
      command: `${c.claudeBin}`,
      env: c.env(home, { ANTHROPIC_API_KEY: apiKey, ANTHROPIC_BASE_URL: fake.url, CLAUDE_CODE_MAX_RETRIES: '0' }),
    });
    try {
      await until(() => claudeReady(seat.capture()), 60_000, 'the Claude composer', seat.capture);
      const mode = /auto mode on/.test(seat.capture())
        ? 'auto'
        : /manual mode on/.test(seat.capture())
          ? 'manual'
          : '?';
      console.log(`figure: real claude ${c.claudeVersion}: default mode reads ${mode}`);
      assert.is(mode, 'auto', 'the client starts in its auto mode');
      const sent = rigSend(seat, 'TOOLTEST please write the marker');
      assert.is(sent.code, 0, sent.raw);
      // The hook says the seat waits for a person: auto mode's notice, not a permission request.
      const waiting = await statusUntil(
        seat,
        (s) => s.activity?.hook?.state === 'needs_input',
        60_000,
        'the notice (needs_input from the hook)',
      );
      assert.is(waiting.activity?.hook?.reason, 'agent_needs_input', waiting.raw);
      assert.is(waiting.permission_stop?.state, 'unavailable', 'no PermissionRequest was recorded');
      assert.not.match(seat.capture(), CLAUDE_MENU, 'no permission menu on screen');
      const refused = rigAnswer(seat, '--choice', '1');
      console.log(
        `figure: real claude ${c.claudeVersion} (auto): answer ${JSON.stringify({ ...refused, raw: undefined })}`,
      );
      assert.is(refused.code, 1, refused.raw);
      assert.is(refused.outcome, 'refused', refused.raw);
      assert.ok(refused.reason === 'no_menu' || refused.reason === 'no_observation', refused.raw);
      assert.match(refused.raw, /^rig: not answered/m);
      // Without --json it also says what the seat does wait on (lib/views/attention.ts): the notice.
      const human = rigProcess(['seat', 'answer', seat.session, '--choice', '1', '--reason', 'again'], seat.rigEnv, {
        timeoutMs: 120_000,
      });
      assert.is(human.code, 1, human.stderr);
      assert.match(human.stderr, `${seat.session} waits for input (agent_needs_input; from the hook`);
      assert.match(human.stderr, 'rig: not answered (no_menu)');
      assert.not.ok(existsSync(marker), 'nothing ran');
    } finally {
      seat.stop();
      await fake.close();
    }
  });

  test(`real Codex, on-request approvals: approve once, deny once (${c.label})`, async () => {
    const dir = tempDir('openrig-real-answer-cx-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const marker = join(dir, 'cx-marker.txt');
    const apiKey = 'sk-fake';
    const fake = await startFakeOpenAI({ toolMarker: marker });
    c.seedCodexHome(home, fake.port, apiKey, proj);
    const seat = await launchSeat({
      rig: `realanswercx${c.set}`,
      seat: 'cx',
      runtime: 'codex',
      cwd: proj,
      command: `${c.codexBin} --no-daemon -a on-request -s read-only`,
      env: c.env(home, { OPENAI_API_KEY: apiKey }),
    });
    try {
      await until(() => codexReady(seat.capture()), 60_000, 'the Codex composer', seat.capture);
      await toMenu(seat, 'TOOLTEST please write the marker', CODEX_MENU, codexReady);
      const yes = rigAnswer(seat, '--choice', '1');
      console.log(`figure: real codex ${c.codexVersion}: approve ${JSON.stringify({ ...yes, raw: undefined })}`);
      assert.is(yes.code, 0, yes.raw);
      assert.is(yes.outcome, 'answered', yes.raw);
      assert.is(yes.tool, 'Bash');
      assert.is(yes.choice?.key, 'y', yes.raw);
      await until(() => existsSync(marker), 30_000, 'the approved command to run', seat.capture);

      // The fake server calls a tool only when no tool output is among the last three input items:
      // a plain turn first pushes the approved call's output out of that window.
      await until(() => codexReady(seat.capture()), 60_000, 'the composer', seat.capture);
      const replies = () => seat.capture().split('Hello from the fake Responses server').length;
      const before = replies();
      const plain = rigSend(seat, 'hello between the two tool calls');
      assert.is(await consumedInTheEnd(seat, plain), true, plain.raw);
      await until(() => replies() > before && codexReady(seat.capture()), 60_000, 'the plain reply', seat.capture);
      await toMenu(seat, 'TOOLTEST please write the marker again', CODEX_MENU, codexReady);
      rmSync(marker);
      const no = rigAnswer(seat, '--deny');
      console.log(`figure: real codex ${c.codexVersion}: deny ${JSON.stringify({ ...no, raw: undefined })}`);
      assert.is(no.code, 0, no.raw);
      assert.is(no.outcome, 'answered', no.raw);
      assert.is(no.choice?.key, 'Escape', no.raw);
      assert.match(no.choice?.label ?? '', /^No\b/);
      await until(() => !CODEX_MENU.test(seat.capture()), 30_000, 'the menu closed', seat.capture);
      assert.not.ok(existsSync(marker), 'the denied command did not run');
    } finally {
      seat.stop();
      await fake.close();
    }
  });
}

test.run();
