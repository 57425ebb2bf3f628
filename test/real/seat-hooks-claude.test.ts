// Real Claude Code (each selected set) as an OpenRig seat, its state read from its own hooks (the
// vendored plugin's seat-events hook): a `rig send` is reported consumed (the runtime's
// UserPromptSubmit carried the delivered text); `rig seat status` reads activity running from the
// hook during a slow turn and idle after it; with `--permission-mode default` and a tool call the
// status has permission_stop observed with the rules the client suggested — compared with what a
// recorder plugin, loaded beside OpenRig's, saw in the same PermissionRequest. In the client's own
// default mode (no --permission-mode: "auto mode"), the first tool call opens a notice that waits
// for a person and fires Notification agent_needs_input: status and ps read needs_input from the
// hook (issue 21).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { selectedSets } from './lib/clients.js';
import { startFakeAnthropic } from './lib/fake-anthropic.js';
import { launchSeat, until } from './lib/rig-seat.js';
import { claudeRecorderPlugin, eventsNamed, readRecords } from './lib/hook-recorder.js';
import { consumedInTheEnd, hookActivity, hookTurn, rigSend, statusUntil } from './lib/seat-status.js';
import { rigProcess } from '../helpers/cli.js';

const SLOW_MS = 15_000;
/** A command in the project that is not read-only: Claude suggests an addRules entry for it. */
const IN_PROJECT_COMMAND = 'npm run fake-build';

/** Where a run leaves the client's Notification stdin, for test/fixtures/hook-json (OPENRIG_REAL_CAPTURE_DIR). */
const CAPTURE_DIR = process.env.OPENRIG_REAL_CAPTURE_DIR;

/** `rig ps --json`: the seat's activity as ps shows it (the hook's word, no screen). */
function psActivity(seat: { session: string; rigEnv: Record<string, string> }) {
  const r = rigProcess(['ps', '--json'], seat.rigEnv, { timeoutMs: 30_000 });
  try {
    const seats = JSON.parse(r.stdout).seats as { ref: string; activity?: { state?: string; source?: string } }[];
    return seats.find((v) => v.ref === seat.session)?.activity;
  } catch {
    return undefined;
  }
}

const composerReady = (s: string) => /❯\u00a0/.test(s) && !/esc to interrupt/.test(s) && !/Do you want/.test(s);

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`seat state from real Claude Code hooks (${c.label})`, () => {});
    continue;
  }
  test(`real Claude Code seat: consumed send, running then idle from hooks, permission stop with the client's rules (${c.label})`, async () => {
    const dir = tempDir('openrig-real-seathooks-cc-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const log = join(dir, 'recorder.jsonl');
    const recorder = claudeRecorderPlugin(dir, log, ['UserPromptSubmit', 'PermissionRequest', 'Stop']);
    const apiKey = 'sk-ant-fake';
    c.seedClaudeHome(home, proj, apiKey);
    const fake = await startFakeAnthropic({ slowMs: SLOW_MS, toolCommand: () => IN_PROJECT_COMMAND });
    const seat = await launchSeat({
      rig: `realhookscc${c.set}`,
      seat: 'cc',
      runtime: 'claude-code',
      cwd: proj,
      command: `${c.claudeBin} --permission-mode default --plugin-dir ${recorder}`,
      env: c.env(home, { ANTHROPIC_API_KEY: apiKey, ANTHROPIC_BASE_URL: fake.url, CLAUDE_CODE_MAX_RETRIES: '0' }),
    });
    try {
      await until(() => composerReady(seat.capture()), 40_000, 'the Claude composer', seat.capture);
      const booted = await statusUntil(seat, (s) => s.hooks?.seen === true, 20_000, 'hooks seen (SessionStart)');
      console.log(`figure: real claude ${c.claudeVersion}: hooks after launch ${JSON.stringify(booted.hooks)}`);

      // A slow turn: the send is consumed, activity is running from the hook while the model works.
      const slow = `SLOWTEST openrig seat hooks ${Date.now()}`;
      const sent = rigSend(seat, slow);
      assert.is(sent.code, 0, sent.raw);
      assert.is(sent.sent, true, sent.raw);
      assert.is(
        await consumedInTheEnd(seat, sent),
        true,
        `the runtime's UserPromptSubmit shows the send arriving: ${sent.raw}`,
      );
      await until(
        () => eventsNamed(log, 'UserPromptSubmit').some((r) => String(r.stdin.prompt).includes(slow)),
        10_000,
        'the recorder to see the same prompt',
      );
      await hookTurn(seat, () => eventsNamed(log, 'Stop').length, SLOW_MS, `real claude ${c.claudeVersion}`);

      // A tool call under --permission-mode default: the permission menu, and the evidence.
      await until(() => composerReady(seat.capture()), 20_000, 'the composer after the slow turn', seat.capture);
      const tool = rigSend(seat, 'TOOLTEST please run the build');
      assert.is(await consumedInTheEnd(seat, tool), true, tool.raw);
      await until(() => /Do you want to proceed\?/.test(seat.capture()), 40_000, 'the permission menu', seat.capture);
      const recorded = await until(() => eventsNamed(log, 'PermissionRequest')[0], 20_000, 'the recorded request');
      const native = recorded.stdin.permission_suggestions as { type: string }[];
      console.log(`figure: real claude ${c.claudeVersion}: client's permission_suggestions ${JSON.stringify(native)}`);
      const stopped = await statusUntil(
        seat,
        (s) => s.permission_stop?.state === 'observed',
        20_000,
        'permission_stop observed',
      );
      const ps = stopped.permission_stop!;
      assert.ok(ps.state === 'observed');
      if (ps.state !== 'observed') return;
      assert.is(ps.tool.name, 'Bash');
      assert.equal(ps.actor, { category: 'main' });
      assert.is(ps.pending, 'request_observed');
      assert.ok(ps.suggested_rules.state === 'available', JSON.stringify(ps.suggested_rules));
      if (ps.suggested_rules.state !== 'available') return;
      assert.is(ps.suggested_rules.native, 'present');
      // The supported subset, in the client's order, exactly as sent.
      const expected = native.filter((e) => ['addRules', 'replaceRules', 'removeRules'].includes(e.type));
      assert.ok(expected.length > 0, 'the client suggested at least one rule entry');
      assert.equal(ps.suggested_rules.entries, expected);
      assert.is(ps.suggested_rules.unsupported, native.length !== expected.length);
      assert.is(ps.suggested_rules.size_cut, false);
      assert.not.ok(stopped.raw.includes(IN_PROJECT_COMMAND), 'the raw tool input is never in the status');
      console.log(`figure: real claude ${c.claudeVersion}: permission_stop ${JSON.stringify(ps)}`);
      const waiting = await statusUntil(seat, (s) => hookActivity(s, 'needs_input'), 10_000, 'needs_input (hook)');
      console.log(`figure: real claude ${c.claudeVersion}: at the permission menu ${JSON.stringify(waiting.activity)}`);

      seat.tmux('send-keys', '-t', `=${seat.session}:`, 'Escape');
      await until(() => composerReady(seat.capture()), 20_000, 'the composer after declining', seat.capture);
    } finally {
      seat.stop();
      await fake.close();
    }
  });
}

for (const c of selectedSets()) {
  if (c.missing()) {
    test.skip(`auto mode's first-tool notice reads needs_input (${c.label})`, () => {});
    continue;
  }
  test(`real Claude Code seat in its default (auto) mode: the first tool call's notice reads needs_input from the hook (${c.label})`, async () => {
    const dir = tempDir('openrig-real-seathooks-auto-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const log = join(dir, 'recorder.jsonl');
    const recorder = claudeRecorderPlugin(dir, log, ['PreToolUse', 'PermissionRequest', 'Notification', 'Stop']);
    const apiKey = 'sk-ant-fake';
    c.seedClaudeHome(home, proj, apiKey);
    const fake = await startFakeAnthropic({ toolCommand: () => IN_PROJECT_COMMAND });
    const seat = await launchSeat({
      rig: `realautocc${c.set}`,
      seat: 'cc',
      runtime: 'claude-code',
      cwd: proj,
      // No --permission-mode: the client's own default.
      command: `${c.claudeBin} --plugin-dir ${recorder}`,
      env: c.env(home, { ANTHROPIC_API_KEY: apiKey, ANTHROPIC_BASE_URL: fake.url, CLAUDE_CODE_MAX_RETRIES: '0' }),
    });
    try {
      await until(() => composerReady(seat.capture()), 40_000, 'the Claude composer', seat.capture);
      assert.match(seat.capture(), /auto mode on/, 'the client started in its auto mode');
      await statusUntil(seat, (s) => s.hooks?.seen === true, 20_000, 'hooks seen (SessionStart)');
      const tool = rigSend(seat, 'TOOLTEST please run the build');
      assert.is(await consumedInTheEnd(seat, tool), true, tool.raw);
      const note = await until(
        () => eventsNamed(log, 'Notification').find((r) => r.stdin.notification_type !== 'idle_prompt'),
        60_000,
        "the client's Notification at its first tool call",
        seat.capture,
      );
      console.log(`figure: real claude ${c.claudeVersion} (auto mode): notification ${JSON.stringify(note.stdin)}`);
      if (CAPTURE_DIR) {
        mkdirSync(CAPTURE_DIR, { recursive: true });
        writeFileSync(
          join(CAPTURE_DIR, `cc-${c.claudeVersion}-auto-Notification.json`),
          JSON.stringify(note.stdin, null, 2) + '\n',
        );
      }
      assert.is(note.stdin.notification_type, 'agent_needs_input');
      const seen = readRecords(log);
      const pre = seen.find((r) => r.stdin.hook_event_name === 'PreToolUse');
      console.log(
        `figure: real claude ${c.claudeVersion} (auto mode): hooks until the notice ${seen.map((r) => r.stdin.hook_event_name).join(' ')}; notice ${pre ? note.at - pre.at : '?'} ms after PreToolUse`,
      );
      // The hook's own reading (status shows it beside the screen's for 5 minutes; it decides alone for 15 s).
      const waiting = await statusUntil(
        seat,
        (s) => s.activity?.state === 'needs_input' && s.activity.hook?.state === 'needs_input',
        30_000,
        'needs_input, the hook reading needs_input',
      );
      assert.is(waiting.activity?.hook?.reason, 'agent_needs_input', waiting.raw);
      console.log(
        `figure: real claude ${c.claudeVersion} (auto mode): at the notice ${JSON.stringify(waiting.activity)}`,
      );
      const ps = await until(
        () => {
          const a = psActivity(seat);
          return a?.state === 'needs_input' && a.source === 'hook' ? a : undefined;
        },
        30_000,
        'rig ps: needs_input from the hook',
      );
      console.log(`figure: real claude ${c.claudeVersion} (auto mode): rig ps ${JSON.stringify(ps)}`);
    } finally {
      seat.stop();
      await fake.close();
    }
  });
}

test.run();
