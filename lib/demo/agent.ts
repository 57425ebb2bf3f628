// The demo's scripted agent: the scripted composer (lib/demo/composer.ts, Claude look) playing a
// Claude Code session, with no model behind it. It fires the plugins' hooks exactly as Claude Code
// does (lib/demo/agent-hooks.ts; the stdin JSON uses the real field names, see
// docs/supported-clients.md "Hook events"), so `rig demo` can show what OpenRig learns from a
// runtime's hooks: refocus delivered at a prompt, activity busy → idle, a permission stop.
// Its screen says it is scripted.
//
// The script: SessionStart at launch. Each prompt: UserPromptSubmit (any additionalContext a hook
// returns is shown), a working row, then either a scripted reply and Stop, or — when the prompt
// asks to "run the build" — a Bash tool call: PreToolUse, PermissionRequest (with the addRules
// suggestion Claude Code sent for `npm run …` in a project), the permission menu, Notification
// permission_prompt a moment later; answer 1 runs it (PostToolUse, a reply, Stop), anything else
// declines. A prompt submitted while a turn runs (or a menu waits) is kept and taken when the turn
// ends, in order, as Claude Code queues it. `/exit` fires SessionEnd and quits. Launched with
// `--settings FILE` (OpenRig adds it for the context sensor), it runs that statusLine command as
// Claude does, with scripted usage figures (lib/demo/agent-statusline.ts).
import { randomUUID } from 'node:crypto';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { realpathSync } from 'node:fs';
import { startComposer, type Composer } from './composer.js';
import { additionalContext, fireHooks, loadPlugins, type HookRun } from './agent-hooks.js';
import { readStatusLine, runStatusLineOnce, settingsArg, statusLineInput } from './agent-statusline.js';

export const SCRIPTED_LABEL = 'SCRIPTED DEMO AGENT: not Claude Code, no model; fires hooks as Claude does';
export const BUILD_COMMAND = 'npm run build';
/** The permission_suggestions Claude Code 2.1.328/2.1.332 sent for `npm run …` in the project. */
export const BUILD_SUGGESTIONS = [
  {
    type: 'addRules',
    rules: [{ toolName: 'Bash', ruleContent: 'npm run *' }],
    behavior: 'allow',
    destination: 'localSettings',
  },
];

export interface AgentOptions {
  /** `--settings FILE` (OpenRig adds it for the context sensor): its statusLine runs as Claude's would. */
  settings?: string;
  /** How long a scripted turn "thinks" before replying. */
  turnMs: number;
  /** How long after the menu opens the permission_prompt notification fires (Claude: about 6 s). */
  notifyMs: number;
}

export function parseAgentArgs(argv: string[]): AgentOptions {
  const opt = (name: string, fallback: number) => {
    const i = argv.indexOf(name);
    const n = i >= 0 ? Number(argv[i + 1]) : Number.NaN;
    return Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return { turnMs: opt('--turn-ms', 3000), notifyMs: opt('--notify-ms', 1500), settings: settingsArg(argv) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const oneLine = (s: string, max = 44) => {
  const flat = s.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export function runAgent(opts: AgentOptions): void {
  const projectDir = realpathSync(process.cwd());
  const home = process.env.HOME ?? homedir();
  const plugins = loadPlugins(process.env.CLAUDE_CODE_PLUGIN_DIRS);
  const sessionId = randomUUID();
  const slug = projectDir.replace(/[/.]/g, '-');
  const common = {
    session_id: sessionId,
    transcript_path: join(home, '.claude', 'projects', slug, `${sessionId}.jsonl`),
    cwd: projectDir,
  };
  let promptId = '';
  let tools = 0;
  let busy = false;
  let pendingTool: { id: string; input: { command: string; description: string }; started: number } | undefined;
  /** Prompts submitted during a turn, taken in order when it ends. */
  const queued: string[] = [];
  let composer: Composer;

  const report = (event: string, runs: HookRun[]) => {
    const failed = runs.filter((r) => r.code !== 0 || r.timedOut);
    const note = runs.length
      ? `${runs.length} hook${runs.length === 1 ? '' : 's'} ran${failed.length ? `, ${failed.length} failed` : ''}`
      : 'no hook registered';
    composer.print(`  ⎿ [scripted] ${event}: ${note}`);
    for (const r of runs) {
      const ctx = additionalContext(r.stdout);
      if (ctx) composer.print(`  ⎿ [scripted] ${event} hook context received: ${oneLine(ctx)}`);
    }
  };
  // Hook commands run `node …`: the agent's own node comes first on their PATH (one difference from
  // Claude Code, which passes its PATH as it is), so the demo works when node is not on the PATH.
  const env = { ...process.env, PATH: [dirname(process.execPath), process.env.PATH].filter(Boolean).join(delimiter) };
  const fire = async (event: string, fields: Record<string, unknown>) => {
    const runs = await fireHooks(plugins, { ...common, ...fields, hook_event_name: event }, { projectDir, home, env });
    report(event, runs);
    return runs;
  };
  const effort = { level: 'medium' };
  // The status line (the context sensor): after each turn (its line shown) and every refreshInterval.
  const statusLine = readStatusLine(opts.settings);
  let turns = 0;
  const sampleStatus = async (show: boolean) => {
    if (!statusLine) return;
    const line = await runStatusLineOnce(statusLine.command, statusLineInput(common, turns), { env, cwd: projectDir });
    if (show && line) composer.print(`  ⎿ [scripted] status line: ${oneLine(line, 70)}`);
  };
  if (statusLine && statusLine.refreshS >= 1)
    setInterval(() => void sampleStatus(false), statusLine.refreshS * 1000).unref();

  /** The next queued prompt, if any, once nothing runs. */
  const takeQueued = () => {
    const next = busy || pendingTool ? undefined : queued.shift();
    if (next !== undefined) void onPrompt(next);
  };

  const endTurn = async (reply: string) => {
    composer.print(`● ${reply}`, '');
    turns += 1;
    composer.setBusy(false);
    await sampleStatus(true);
    await fire('Stop', {
      prompt_id: promptId,
      permission_mode: 'default',
      effort,
      stop_hook_active: false,
      last_assistant_message: reply,
      background_tasks: [],
      session_crons: [],
    });
    // The turn ends with its Stop hooks, as Claude's does: a queued prompt starts the next one.
    busy = false;
    takeQueued();
  };

  const onPrompt = async (text: string) => {
    if (text.trim() === '/exit') {
      await fire('SessionEnd', { prompt_id: promptId, reason: 'prompt_input_exit' });
      process.stdout.write('\x1b[?2004l\n');
      process.exit(0);
    }
    if (busy || pendingTool) {
      queued.push(text);
      composer.print(`  ⎿ [scripted] queued: ${oneLine(text)} (taken when this turn ends)`);
      return;
    }
    busy = true;
    promptId = randomUUID();
    const mode = { prompt_id: promptId, permission_mode: 'default' };
    const runs = await fire('UserPromptSubmit', { ...mode, prompt: text });
    if (runs.some((r) => /"decision"\s*:\s*"block"/.test(r.stdout))) {
      composer.print('  ⎿ [scripted] a hook blocked this prompt');
      busy = false;
      takeQueued();
      return;
    }
    composer.setBusy(true);
    await sleep(opts.turnMs);
    if (/run the build/i.test(text)) {
      tools += 1;
      const input = { command: BUILD_COMMAND, description: 'Run the build' };
      pendingTool = { id: `toolu_scripted_${tools}`, input, started: Date.now() };
      composer.print(`● Bash(${BUILD_COMMAND})`);
      const tool = { ...mode, effort, tool_name: 'Bash', tool_input: input };
      await fire('PreToolUse', { ...tool, tool_use_id: pendingTool.id });
      // Claude Code sends no tool_use_id with PermissionRequest.
      await fire('PermissionRequest', { ...tool, permission_suggestions: BUILD_SUGGESTIONS });
      composer.setBusy(false);
      composer.openMenu(BUILD_COMMAND);
      setTimeout(() => {
        if (!pendingTool) return;
        void fire('Notification', {
          prompt_id: promptId,
          message: 'Claude needs your permission',
          notification_type: 'permission_prompt',
        });
      }, opts.notifyMs);
      return;
    }
    await endTurn(`Scripted reply ${tools + 1}: nothing was asked of a model; this text is fixed.`);
  };

  const onMenuAnswer = async (answer: number) => {
    const tool = pendingTool;
    if (!tool) return;
    pendingTool = undefined;
    if (answer !== 1) {
      composer.print('  ⎿ Interrupted · [scripted] the command was declined and did not run', '');
      busy = false;
      takeQueued();
      return;
    }
    composer.setBusy(true);
    await sleep(Math.min(opts.turnMs, 1000));
    composer.print('  ⎿ [scripted] (the command was not really run)');
    await fire('PostToolUse', {
      prompt_id: promptId,
      permission_mode: 'default',
      effort,
      tool_name: 'Bash',
      tool_input: tool.input,
      tool_response: { stdout: '', stderr: '', interrupted: false, isImage: false, noOutputExpected: false },
      tool_use_id: tool.id,
      duration_ms: Date.now() - tool.started,
    });
    await endTurn('Scripted reply: the build "ran" (scripted).');
  };

  composer = startComposer({
    runtime: 'claude',
    burstWindowMs: 120,
    burstMin: 3,
    collapseLines: 10,
    collapseChars: 1000,
    busyAfterSubmitMs: 0,
    clearAfterSubmitMs: 0,
    // Claude Code 2.1.328/2.1.332 show no placeholder in an empty composer (cc-<version>-empty).
    placeholder: false,
    title: ` ${SCRIPTED_LABEL}`,
    onSubmit: (text) => void onPrompt(text),
    onMenuAnswer: (answer) => void onMenuAnswer(answer),
  });
  composer.print(
    `  plugins: ${plugins.length ? plugins.map((p) => p.name).join(', ') : '(none in CLAUDE_CODE_PLUGIN_DIRS)'}`,
    '',
  );
  void fire('SessionStart', { source: 'startup', model: 'scripted-demo' });
}
