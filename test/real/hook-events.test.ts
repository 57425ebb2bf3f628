// Which hook events the real clients fire, with which fields (each selected pin set), before the
// product relies on them: a recorder plugin registers every event OpenRig's seat-events hook uses
// and appends each hook's stdin to a log; a fake model server drives a tool call (TOOLTEST), an
// API error (ERRORTEST) and ordinary turns. docs/supported-clients.md ("Hook events") is the table
// this test proves. The clients run in a private tmux server with a throwaway HOME.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { clientPath, selectedSets, type RealClients } from './lib/clients.js';
import { startFakeAnthropic } from './lib/fake-anthropic.js';
import { startFakeOpenAI } from './lib/fake-openai.js';
import { claudeRecorderPlugin, codexRecorderMarketplace, eventsNamed, readRecords } from './lib/hook-recorder.js';
import { until } from './lib/rig-seat.js';
import { sleep } from '../../lib/util/sleep.js';

const CLAUDE_EVENTS = [
  'SessionStart',
  'UserPromptSubmit',
  'PreToolUse',
  'PostToolUse',
  'Stop',
  'StopFailure',
  'Notification',
  'PermissionRequest',
  'SessionEnd',
];
const CODEX_EVENTS = ['SessionStart', 'UserPromptSubmit', 'Stop', 'PermissionRequest'];

/** A client in its own tmux server (clean environment, no config file); only this server is touched. */
function privateTmux(dir: string, home: string, cwd: string, env: Record<string, string>, command: string) {
  const socket = join(dir, 'tmux.sock');
  const tmux = (...args: string[]) =>
    spawnSync('tmux', ['-S', socket, '-f', '/dev/null', ...args], {
      encoding: 'utf8',
      env: { PATH: clientPath(), HOME: home },
    });
  const envArgs = Object.entries(env).map(([k, v]) => `${k}=${v}`);
  const r = spawnSync(
    'env',
    [
      '-i',
      ...envArgs,
      'tmux',
      '-S',
      socket,
      '-f',
      '/dev/null',
      'new-session',
      '-d',
      '-x',
      '160',
      '-y',
      '50',
      '-s',
      'probe',
      '-c',
      cwd,
      command,
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`tmux did not start: ${r.stderr}`);
  const capture = () => tmux('capture-pane', '-p', '-t', '=probe:').stdout ?? '';
  return {
    capture,
    keys: (...keys: string[]) => tmux('send-keys', '-t', '=probe:', ...keys),
    async type(text: string) {
      const file = join(dir, `msg-${Date.now()}.txt`);
      writeFileSync(file, text);
      tmux('load-buffer', '-b', 'probe', file);
      tmux('paste-buffer', '-p', '-r', '-d', '-b', 'probe', '-t', '=probe:');
      await sleep(500);
      tmux('send-keys', '-t', '=probe:', 'Enter');
    },
    stop: () => tmux('kill-server'),
  };
}

/** Keys present in a record's stdin, for the figure lines (the doc table lists them). */
const keysOf = (r: { stdin: Record<string, unknown> }) => Object.keys(r.stdin).sort().join(',');

function claudeHomeWithIdleThreshold(c: RealClients, home: string, proj: string, apiKey: string, idleMs: number) {
  c.seedClaudeHome(home, proj, apiKey);
  const file = join(home, '.claude.json');
  const cfg = JSON.parse(readFileSync(file, 'utf8'));
  // The idle_prompt Notification fires after this long at an idle prompt (default 60,000 ms).
  cfg.messageIdleNotifThresholdMs = idleMs;
  writeFileSync(file, JSON.stringify(cfg, null, 2));
}

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`hook events of real Claude Code (${c.label})`, () => {});
    test.skip(`hook events of real Codex (${c.label})`, () => {});
    continue;
  }

  test(`real Claude Code fires every hook event OpenRig registers, with its key fields (${c.label})`, async () => {
    const dir = tempDir('openrig-real-hooks-cc-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const log = join(dir, 'hooks.jsonl');
    const plugin = claudeRecorderPlugin(dir, log, CLAUDE_EVENTS);
    const apiKey = 'sk-ant-fake';
    claudeHomeWithIdleThreshold(c, home, proj, apiKey, 5000);
    const outside = join(dir, 'outside-marker.txt');
    const inProjectCommand = 'npm run fake-build';
    const fake = await startFakeAnthropic({
      // TOOLTEST writes outside the project (a directory suggestion); TOOLTEST INPROJECT runs a
      // command in the project that is not read-only (a rule suggestion).
      toolCommand: (last) => (last.includes('INPROJECT') ? inProjectCommand : `echo fake-tool-run > ${outside}`),
    });
    const t = privateTmux(
      dir,
      home,
      proj,
      c.env(home, { ANTHROPIC_API_KEY: apiKey, ANTHROPIC_BASE_URL: fake.url, CLAUDE_CODE_MAX_RETRIES: '0' }),
      `${c.claudeBin} --permission-mode default --plugin-dir ${plugin}`,
    );
    const screen = () => `${t.capture()}\n--- hooks ---\n${readRecords(log).map(keysOf).join('\n')}`;
    const composer = (s: string) => /❯\u00a0/.test(s) && !/esc to interrupt/.test(s) && !/Do you want/.test(s);
    try {
      await until(() => composer(t.capture()), 40_000, 'the Claude composer', screen);
      const start = await until(() => eventsNamed(log, 'SessionStart')[0], 20_000, 'SessionStart', screen);
      assert.is(start.stdin.source, 'startup');
      assert.type(start.stdin.session_id, 'string');
      assert.type(start.stdin.transcript_path, 'string');
      assert.is(start.stdin.cwd, proj);
      assert.is(start.env.CLAUDE_PLUGIN_ROOT, plugin, 'CLAUDE_PLUGIN_ROOT is the plugin dir');
      assert.is(start.env.CLAUDE_PROJECT_DIR, proj, 'CLAUDE_PROJECT_DIR is the project');
      console.log(`figure: claude ${c.claudeVersion} SessionStart: ${keysOf(start)}`);

      // A tool call outside the project: PreToolUse, PermissionRequest, then (at a menu left open)
      // Notification permission_prompt; approving runs it: PostToolUse, then Stop after the reply.
      await t.type('TOOLTEST outside');
      const prompt = await until(() => eventsNamed(log, 'UserPromptSubmit')[0], 20_000, 'UserPromptSubmit', screen);
      assert.is(prompt.stdin.prompt, 'TOOLTEST outside');
      assert.type(prompt.stdin.prompt_id, 'string');
      assert.is(prompt.stdin.permission_mode, 'default');
      console.log(`figure: claude ${c.claudeVersion} UserPromptSubmit: ${keysOf(prompt)}`);
      const pre = await until(() => eventsNamed(log, 'PreToolUse')[0], 30_000, 'PreToolUse', screen);
      assert.is(pre.stdin.tool_name, 'Bash');
      assert.type(pre.stdin.tool_use_id, 'string');
      assert.ok(String((pre.stdin.tool_input as { command?: string }).command).includes(outside));
      console.log(`figure: claude ${c.claudeVersion} PreToolUse: ${keysOf(pre)}`);
      await until(() => /Do you want to proceed\?/.test(t.capture()), 30_000, 'the permission menu', screen);
      const perm = await until(() => eventsNamed(log, 'PermissionRequest')[0], 20_000, 'PermissionRequest', screen);
      assert.is(perm.stdin.tool_name, 'Bash');
      assert.ok(Array.isArray(perm.stdin.permission_suggestions), 'permission_suggestions is an array');
      console.log(`figure: claude ${c.claudeVersion} PermissionRequest: ${keysOf(perm)}`);
      console.log(
        `figure: claude ${c.claudeVersion} permission_suggestions (outside the project): ${JSON.stringify(perm.stdin.permission_suggestions)}`,
      );
      const note = await until(
        () => eventsNamed(log, 'Notification').find((r) => r.stdin.notification_type === 'permission_prompt'),
        30_000,
        'Notification permission_prompt',
        screen,
      );
      assert.type(note.stdin.message, 'string');
      console.log(
        `figure: claude ${c.claudeVersion} Notification permission_prompt after ${note.at - perm.at} ms at the menu: ${keysOf(note)}`,
      );
      t.keys('1');
      const post = await until(() => eventsNamed(log, 'PostToolUse')[0], 30_000, 'PostToolUse', screen);
      assert.is(post.stdin.tool_name, 'Bash');
      assert.is(post.stdin.tool_use_id, pre.stdin.tool_use_id, 'PostToolUse names the same tool use');
      assert.ok(existsSync(outside), 'the approved command ran');
      console.log(`figure: claude ${c.claudeVersion} PostToolUse: ${keysOf(post)}`);
      const stop = await until(() => eventsNamed(log, 'Stop')[0], 30_000, 'Stop', screen);
      assert.is(stop.stdin.stop_hook_active, false);
      assert.type(stop.stdin.last_assistant_message, 'string');
      console.log(`figure: claude ${c.claudeVersion} Stop: ${keysOf(stop)}`);

      // The idle prompt notification (threshold seeded to 5 s).
      const idle = await until(
        () => eventsNamed(log, 'Notification').find((r) => r.stdin.notification_type === 'idle_prompt'),
        75_000,
        'Notification idle_prompt',
        screen,
      );
      console.log(
        `figure: claude ${c.claudeVersion} Notification idle_prompt ${idle.at - stop.at} ms after Stop: ${JSON.stringify(idle.stdin.message)}`,
      );

      // A command in the project: the suggestions the client offers for a rule.
      await t.type('TOOLTEST INPROJECT');
      await until(
        () => eventsNamed(log, 'PermissionRequest')[1],
        40_000,
        'PermissionRequest for the in-project command',
        screen,
      );
      const perm2 = eventsNamed(log, 'PermissionRequest')[1]!;
      assert.is((perm2.stdin.tool_input as { command?: string }).command, inProjectCommand);
      const suggestions = perm2.stdin.permission_suggestions as { type?: string }[];
      assert.ok(Array.isArray(suggestions), 'permission_suggestions is an array');
      console.log(
        `figure: claude ${c.claudeVersion} permission_suggestions (in the project): ${JSON.stringify(suggestions)}`,
      );
      assert.ok(
        suggestions.some((s) => s.type === 'addRules'),
        `an addRules suggestion for a command in the project: ${JSON.stringify(suggestions)}`,
      );
      await until(() => /Do you want to proceed\?/.test(t.capture()), 20_000, 'the second permission menu', screen);
      t.keys('Escape');
      await until(() => composer(t.capture()), 30_000, 'the composer after declining', screen);

      // An API error with retries off: StopFailure (and no Stop for that turn). Last: the next
      // request would still carry the failed prompt. A plain turn first, since after the decline
      // the next user message carries the tool result (which the fake answers normally).
      await t.type('hello after the decline');
      await until(() => eventsNamed(log, 'Stop').length >= 2, 30_000, 'Stop after the plain turn', screen);
      await until(() => composer(t.capture()), 30_000, 'the composer after the plain turn', screen);
      const stopsBefore = eventsNamed(log, 'Stop').length;
      await t.type('ERRORTEST now');
      const failure = await until(() => eventsNamed(log, 'StopFailure')[0], 40_000, 'StopFailure', screen);
      assert.type(failure.stdin.error, 'string');
      console.log(
        `figure: claude ${c.claudeVersion} StopFailure: error=${failure.stdin.error}; fields ${keysOf(failure)}`,
      );
      await sleep(1500);
      assert.is(eventsNamed(log, 'Stop').length, stopsBefore, 'no Stop for the failed turn');

      await until(() => composer(t.capture()), 30_000, 'the composer after the error', screen);

      await sleep(1000);
      await t.type('/exit');
      const end = await until(() => eventsNamed(log, 'SessionEnd')[0], 30_000, 'SessionEnd', screen);
      assert.type(end.stdin.reason, 'string');
      console.log(`figure: claude ${c.claudeVersion} SessionEnd: reason=${end.stdin.reason}; fields ${keysOf(end)}`);
      const seen = [...new Set(readRecords(log).map((r) => r.stdin.hook_event_name))];
      for (const e of CLAUDE_EVENTS) assert.ok(seen.includes(e), `${e} fired`);
      assert.ok(
        readRecords(log).every((r) => r.stdin.session_id === start.stdin.session_id),
        'one session id throughout',
      );
    } finally {
      t.stop();
      await fake.close();
    }
  });

  test(`real Codex fires every hook event OpenRig registers, with its key fields (${c.label})`, async () => {
    const dir = tempDir('openrig-real-hooks-cx-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const log = join(dir, 'hooks.jsonl');
    const apiKey = 'sk-fake';
    const marker = join(dir, 'cx-marker.txt');
    const fake = await startFakeOpenAI({ toolMarker: marker });
    c.seedCodexHome(home, fake.port, apiKey, proj);
    const mkt = codexRecorderMarketplace(dir, log, CODEX_EVENTS);
    c.codexCli(home, ['plugin', 'marketplace', 'add', mkt.dir], proj);
    c.codexCli(home, ['plugin', 'add', mkt.plugin], proj);
    const t = privateTmux(
      dir,
      home,
      proj,
      c.env(home, { OPENAI_API_KEY: apiKey }),
      `${c.codexBin} --no-daemon --dangerously-bypass-hook-trust -a on-request -s read-only`,
    );
    const screen = () => `${t.capture()}\n--- hooks ---\n${readRecords(log).map(keysOf).join('\n')}`;
    try {
      await until(() => /fake-model/.test(t.capture()) && /›/.test(t.capture()), 40_000, 'the Codex composer', screen);
      await t.type('TOOLTEST please');
      const start = await until(() => eventsNamed(log, 'SessionStart')[0], 30_000, 'SessionStart', screen);
      assert.is(start.stdin.source, 'startup');
      assert.type(start.stdin.session_id, 'string');
      console.log(`figure: codex ${c.codexVersion} SessionStart: ${keysOf(start)}`);
      const prompt = await until(() => eventsNamed(log, 'UserPromptSubmit')[0], 20_000, 'UserPromptSubmit', screen);
      assert.is(prompt.stdin.prompt, 'TOOLTEST please');
      assert.type(prompt.stdin.turn_id, 'string');
      console.log(`figure: codex ${c.codexVersion} UserPromptSubmit: ${keysOf(prompt)}`);
      await until(
        () => /Would you like to run the following command\?/.test(t.capture()),
        40_000,
        'the approval menu',
        screen,
      );
      const perm = await until(() => eventsNamed(log, 'PermissionRequest')[0], 20_000, 'PermissionRequest', screen);
      assert.is(perm.stdin.tool_name, 'Bash');
      assert.ok(String((perm.stdin.tool_input as { command?: string }).command).includes(marker));
      console.log(`figure: codex ${c.codexVersion} PermissionRequest: ${keysOf(perm)}`);
      console.log(
        `figure: codex ${c.codexVersion} PermissionRequest permission_suggestions: ${JSON.stringify(perm.stdin.permission_suggestions)}`,
      );
      t.keys('y');
      const stop = await until(() => eventsNamed(log, 'Stop')[0], 40_000, 'Stop', screen);
      assert.is(stop.stdin.stop_hook_active, false);
      assert.type(stop.stdin.last_assistant_message, 'string');
      assert.ok(existsSync(marker), 'the approved command ran');
      console.log(`figure: codex ${c.codexVersion} Stop: ${keysOf(stop)}`);
      const seen = [...new Set(readRecords(log).map((r) => r.stdin.hook_event_name))];
      for (const e of CODEX_EVENTS) assert.ok(seen.includes(e), `${e} fired`);
      console.log(`figure: codex ${c.codexVersion} plugin hook env names: ${Object.keys(start.env).sort().join(',')}`);
    } finally {
      t.stop();
      await fake.close();
    }
  });
}

test.run();
