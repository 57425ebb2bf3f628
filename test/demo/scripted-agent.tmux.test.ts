// The demo's scripted agent (dist/bin/demo-agent.cjs) in a private tmux pane fires its plugins'
// hooks as Claude Code does: a recorder plugin in CLAUDE_CODE_PLUGIN_DIRS sees each event with
// exactly the field names real Claude Code 2.1.328/2.1.332 sent (test/real/hook-events.test.ts
// measured them; docs/supported-clients.md "Hook events"), with CLAUDE_PROJECT_DIR and
// CLAUDE_PLUGIN_ROOT set as Claude sets them, and its screen says it is scripted. Its empty
// composer and its permission menu read as real Claude's captures of those states.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { privateTmux, waitFor } from '../helpers/tmux.js';
import { REPO } from '../helpers/cli.js';
import { claudeRecorderPlugin, eventsNamed, readRecords } from '../real/lib/hook-recorder.js';
import { BUILD_SUGGESTIONS } from '../../lib/demo/agent.js';
import { realState, settledVerdict } from './screen-verdict.js';

/** The stdin keys real Claude Code sent per event (besides nothing: the whole set). */
const REAL_CLAUDE_KEYS: Record<string, string> = {
  SessionStart: 'cwd,hook_event_name,model,session_id,source,transcript_path',
  UserPromptSubmit: 'cwd,hook_event_name,permission_mode,prompt,prompt_id,session_id,transcript_path',
  PreToolUse:
    'cwd,effort,hook_event_name,permission_mode,prompt_id,session_id,tool_input,tool_name,tool_use_id,transcript_path',
  PermissionRequest:
    'cwd,effort,hook_event_name,permission_mode,permission_suggestions,prompt_id,session_id,tool_input,tool_name,transcript_path',
  Notification: 'cwd,hook_event_name,message,notification_type,prompt_id,session_id,transcript_path',
  PostToolUse:
    'cwd,duration_ms,effort,hook_event_name,permission_mode,prompt_id,session_id,tool_input,tool_name,tool_response,tool_use_id,transcript_path',
  Stop: 'background_tasks,cwd,effort,hook_event_name,last_assistant_message,permission_mode,prompt_id,session_crons,session_id,stop_hook_active,transcript_path',
  SessionEnd: 'cwd,hook_event_name,prompt_id,reason,session_id,transcript_path',
};
const EVENTS = Object.keys(REAL_CLAUDE_KEYS);

test('the scripted agent fires each Claude hook event with the real field names and plugin env', async () => {
  const dir = tempDir();
  const proj = join(dir, 'proj');
  mkdirSync(proj);
  const log = join(dir, 'hooks.jsonl');
  const recorder = claudeRecorderPlugin(dir, log, EVENTS);
  const tmux = privateTmux();
  const agent = join(REPO, 'dist', 'bin', 'demo-agent.cjs');
  tmux.newPane('agent', { width: 100, height: 40 }, [
    '-c',
    proj,
    '-e',
    `CLAUDE_CODE_PLUGIN_DIRS=${recorder}`,
    '-e',
    `HOME=${dir}`,
    process.execPath,
    agent,
    '--turn-ms',
    '200',
    '--notify-ms',
    '200',
  ]);
  const screen = () => tmux.run('capture-pane', '-p', '-t', '=agent:');
  const paneId = tmux.run('display-message', '-p', '-t', '=agent:', '#{pane_id}').trim();
  /** The agent's pane read as OpenRig reads a Claude seat, against the real client's capture of that state. */
  const readsAsReal = async (state: string) => {
    const want = realState('claude', state);
    assert.equal(await settledVerdict(tmux.socket, paneId, 'claude', want), want, `${state} reads as Claude's`);
  };
  const keys = (...k: string[]) => tmux.run('send-keys', '-t', '=agent:', ...k);
  try {
    await waitFor(() => screen().includes('SCRIPTED DEMO AGENT'), 10_000, 'the scripted label');
    assert.match(screen(), 'not Claude Code, no model');
    await waitFor(() => eventsNamed(log, 'SessionStart')[0], 10_000, 'SessionStart');
    await readsAsReal('empty');
    keys('-l', 'hello agent');
    await new Promise((r) => setTimeout(r, 300));
    keys('Enter');
    await waitFor(() => eventsNamed(log, 'Stop')[0], 10_000, 'Stop');
    keys('-l', 'please run the build');
    await new Promise((r) => setTimeout(r, 300));
    keys('Enter');
    await waitFor(() => eventsNamed(log, 'Notification')[0], 10_000, 'Notification');
    assert.match(screen(), 'Do you want to proceed?');
    await readsAsReal('approval-menu');
    keys('1');
    await waitFor(() => eventsNamed(log, 'Stop')[1], 10_000, 'the second Stop');
    keys('-l', '/exit');
    await new Promise((r) => setTimeout(r, 300));
    keys('Enter');
    await waitFor(() => eventsNamed(log, 'SessionEnd')[0], 10_000, 'SessionEnd');

    const records = readRecords(log);
    for (const event of EVENTS) {
      const r = records.find((x) => x.stdin.hook_event_name === event);
      assert.ok(r, `${event} fired`);
      assert.is(Object.keys(r!.stdin).sort().join(','), REAL_CLAUDE_KEYS[event], `${event} fields`);
      assert.is(r!.env.CLAUDE_PROJECT_DIR, proj, `${event}: CLAUDE_PROJECT_DIR`);
      assert.is(r!.env.CLAUDE_PLUGIN_ROOT, recorder, `${event}: CLAUDE_PLUGIN_ROOT`);
    }
    const session = records[0]!.stdin.session_id;
    assert.ok(records.every((r) => r.stdin.session_id === session && r.stdin.cwd === proj));
    assert.is(eventsNamed(log, 'UserPromptSubmit')[0]!.stdin.prompt, 'hello agent');
    const perm = eventsNamed(log, 'PermissionRequest')[0]!.stdin;
    assert.equal(perm.permission_suggestions, BUILD_SUGGESTIONS);
    assert.is(perm.tool_name, 'Bash');
    assert.is(eventsNamed(log, 'Notification')[0]!.stdin.notification_type, 'permission_prompt');
    const pre = eventsNamed(log, 'PreToolUse')[0]!.stdin;
    const post = eventsNamed(log, 'PostToolUse')[0]!.stdin;
    assert.is(post.tool_use_id, pre.tool_use_id);
    assert.is(eventsNamed(log, 'SessionEnd')[0]!.stdin.reason, 'prompt_input_exit');
    // The order Claude fires them in.
    const order = records.map((r) => r.stdin.hook_event_name);
    assert.equal(order, [
      'SessionStart',
      'UserPromptSubmit',
      'Stop',
      'UserPromptSubmit',
      'PreToolUse',
      'PermissionRequest',
      'Notification',
      'PostToolUse',
      'Stop',
      'SessionEnd',
    ]);
  } finally {
    tmux.kill();
  }
});

test.run();
