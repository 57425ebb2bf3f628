// A rig of scripted seats for the send benchmarks: the demo's scripted agent (dist/bin/demo-agent.cjs,
// lib/demo/agent.ts: a Claude-like composer that fires the seat's plugin hooks as Claude Code does)
// in K seats, brought up by `rig up` on a private tmux server, so every send goes through what a
// real rig has (the daemon, the vendored plugin's hooks, the seat's activity record).
// Each seat also loads a one-line recorder plugin: its UserPromptSubmit and Stop hooks append the
// hook's stdin (one JSON line, the prompt in it) to the seat's own log: a prompt recorded there is
// what "arrived" means, and as many Stops as prompts means every turn has ended.
// With kind 'terminal' the seats are hook-less terminal seats running `cat` into the seat's log
// instead: a message that arrived is its line there, and there are no turns (nor hooks) to wait for,
// so a send's cost is OpenRig's own (the rig send process, the daemon, tmux).
// Everything started here ends in stop(): `rig down`, the daemon by its pid, the private server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAUDE_DEFAULT_HOOKS_FILE, PLUGIN_MANIFESTS } from '../../lib/home/plugin-facts.js';
import { tempDir } from '../../test/helpers/home.js';
import { REPO, RIG_BUNDLE } from '../../test/helpers/cli.js';
import { sleep } from '../../lib/util/sleep.js';
import { killIfOurs } from './kill-ours.js';

export const DEMO_AGENT = join(REPO, 'dist', 'bin', 'demo-agent.cjs');

export type SeatKind = 'scripted' | 'terminal';

export interface ScriptedRig {
  kind: SeatKind;
  rig: string;
  /** name@rig of each seat, in order. */
  seats: string[];
  socket: string;
  /** The private tmux server's pid. */
  serverPid: number;
  /** Each seat's agent process (its pane's pid: the pane execs the agent). */
  agentPids(): number[];
  /** The daemon's pid, once it runs. */
  daemonPid(): number | undefined;
  openrigHome: string;
  /** The environment every `rig` command of this rig runs with. */
  rigEnv: Record<string, string>;
  /** The prompts each seat's UserPromptSubmit hook received, in order (terminal: the lines its cat wrote). */
  prompts(seat: string): string[];
  /** How many turns of the seat have ended (its Stop hooks; terminal: as many as prompts, it has no turns). */
  stops(seat: string): number;
  capture(seat: string): string;
  stop(): void;
}

/** A Claude plugin whose UserPromptSubmit and Stop hooks append their stdin line to $BENCH_PROMPT_LOG. */
function recorderPlugin(dir: string): string {
  const root = join(dir, 'bench-recorder');
  mkdirSync(join(root, '.claude-plugin'), { recursive: true });
  mkdirSync(join(root, 'hooks'), { recursive: true });
  writeFileSync(join(root, PLUGIN_MANIFESTS.claude), JSON.stringify({ name: 'bench-recorder', version: '0.0.0' }));
  // sh, not node: one more Node start per prompt would weigh on the figures it is there to check.
  const command = '{ cat; echo; } >> "$BENCH_PROMPT_LOG"';
  writeFileSync(
    join(root, CLAUDE_DEFAULT_HOOKS_FILE),
    JSON.stringify({
      hooks: Object.fromEntries(
        ['UserPromptSubmit', 'Stop'].map((e) => [e, [{ hooks: [{ type: 'command', command, timeout: 30 }] }]]),
      ),
    }),
  );
  return root;
}

function rigSync(argv: string[], env: Record<string, string>, timeoutMs: number) {
  const r = spawnSync(process.execPath, [RIG_BUNDLE, ...argv], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: env.HOME ?? process.env.HOME ?? '/tmp', ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  return { code: r.status ?? -1, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

/** The daemon's pid from its run file, if one is recorded. */
function daemonPid(openrigHome: string): number | undefined {
  try {
    const pid = JSON.parse(readFileSync(join(openrigHome, 'run', 'daemon.json'), 'utf8')).pid;
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Brings up `count` scripted seats (in `dir`'s home and tmux server when given, so several rigs can
 * share them) and waits until every seat's agent has run its SessionStart hooks.
 */
export async function upScriptedRig(opts: {
  rig: string;
  count: number;
  /** A throwaway folder holding the home and the tmux socket (one is made when absent). */
  dir?: string;
  /** A scripted turn's "thinking" time (the agent's --turn-ms). */
  turnMs?: number;
  /** 'scripted' (default): the demo's agent with the seat's hooks; 'terminal': hook-less seats running cat. */
  kind?: SeatKind;
}): Promise<ScriptedRig> {
  const kind = opts.kind ?? 'scripted';
  if (!existsSync(DEMO_AGENT) || !existsSync(RIG_BUNDLE)) throw new Error('build first: npm run build');
  const dir = opts.dir ?? tempDir('openrig-bench-');
  const socket = join(dir, 'tmux.sock');
  const openrigHome = join(dir, 'openrig');
  const project = join(dir, 'project');
  const logs = join(dir, `prompts-${opts.rig}`);
  mkdirSync(openrigHome, { recursive: true });
  mkdirSync(project, { recursive: true });
  mkdirSync(logs, { recursive: true });
  const plugin = recorderPlugin(dir);
  const clean = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir };
  const tmux = (...args: string[]) =>
    spawnSync('tmux', ['-S', socket, '-f', '/dev/null', ...args], { encoding: 'utf8', env: clean });
  // The server's own environment is clean, so nothing of the caller's session reaches a seat.
  if (tmux('has-session', '-t', '=keepalive').status !== 0) {
    const started = spawnSync(
      'env',
      ['-i', ...Object.entries(clean).map(([k, v]) => `${k}=${v}`), 'tmux', '-S', socket, '-f', '/dev/null'].concat([
        'new-session',
        '-d',
        '-s',
        'keepalive',
        'sleep 86400',
      ]),
      { encoding: 'utf8' },
    );
    if (started.status !== 0) throw new Error(`tmux server did not start: ${started.stderr}`);
  }
  const serverPid = Number(tmux('display-message', '-p', '-t', '=keepalive:', '#{pid}').stdout.trim());
  const names = Array.from({ length: opts.count }, (_, i) => `s${i + 1}`);
  const logOf = (name: string) => join(logs, `${name}.jsonl`);
  const yaml = [
    `name: ${opts.rig}`,
    'seats:',
    ...names.flatMap((name) =>
      kind === 'terminal'
        ? [
            `  - name: ${name}`,
            '    runtime: terminal',
            `    cwd: ${JSON.stringify(project)}`,
            `    command: ${JSON.stringify(`exec cat >> ${JSON.stringify(logOf(name))}`)}`,
          ]
        : [
            `  - name: ${name}`,
            '    runtime: claude-code',
            `    cwd: ${JSON.stringify(project)}`,
            `    command: ${JSON.stringify(`exec ${JSON.stringify(process.execPath)} ${JSON.stringify(DEMO_AGENT)} --turn-ms ${opts.turnMs ?? 0}`)}`,
            '    env:',
            `      CLAUDE_CODE_PLUGIN_DIRS: ${JSON.stringify(plugin)}`,
            `      BENCH_PROMPT_LOG: ${JSON.stringify(logOf(name))}`,
          ],
    ),
    '',
  ].join('\n');
  const specFile = join(dir, `${opts.rig}.yaml`);
  writeFileSync(specFile, yaml);
  const rigEnv = {
    HOME: dir,
    OPENRIG_HOME: openrigHome,
    OPENRIG_TMUX_SOCKET: socket,
    OPENRIG_TMUX_CONFIG: '/dev/null',
  };
  const seats = names.map((n) => `${n}@${opts.rig}`);
  /** A terminal seat's log lines (its cat's output): each message's tag is on one of them. */
  const lines = (seat: string): string[] => {
    const file = logOf(seat.split('@')[0]!);
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  };
  /** The seat's hook lines; a line still being written is read next time. */
  const records = (seat: string): { hook_event_name?: string; prompt?: unknown }[] => {
    const file = logOf(seat.split('@')[0]!);
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((l) => {
        try {
          return l ? [JSON.parse(l)] : [];
        } catch {
          return [];
        }
      });
  };
  const paneCommand = (seat: string) =>
    tmux('display-message', '-p', '-t', `=${seat}:`, '#{pane_current_command}').stdout.trim();
  const capture = (seat: string) => tmux('capture-pane', '-p', '-t', `=${seat}:`).stdout ?? '';
  const handle: ScriptedRig = {
    kind,
    rig: opts.rig,
    seats,
    socket,
    serverPid,
    agentPids: () =>
      seats.map((s) => Number(tmux('display-message', '-p', '-t', `=${s}:`, '#{pane_pid}').stdout.trim())),
    daemonPid: () => daemonPid(openrigHome),
    openrigHome,
    rigEnv,
    prompts(seat) {
      if (kind === 'terminal') return lines(seat).filter((l) => l.includes('['));
      return records(seat)
        .filter((r) => r.hook_event_name === 'UserPromptSubmit')
        .map((r) => String(r.prompt ?? ''));
    },
    stops(seat) {
      if (kind === 'terminal') return this.prompts(seat).length;
      return records(seat).filter((r) => r.hook_event_name === 'Stop').length;
    },
    capture,
    stop() {
      rigSync(['down', opts.rig], rigEnv, 60_000);
      // rig down stops the daemon once no seat runs; a daemon that is still there goes by its pid.
      const pid = daemonPid(openrigHome);
      if (pid) {
        rigSync(['daemon', 'stop'], rigEnv, 30_000);
        killIfOurs(pid, `OPENRIG_HOME=${openrigHome}`);
      }
      // The private server, every agent with it; by its pid if kill-server cannot reach it.
      tmux('kill-server');
      killIfOurs(serverPid, socket);
    },
  };
  const up = rigSync(['up', specFile], rigEnv, 300_000);
  if (up.code !== 0) {
    handle.stop();
    throw new Error(`rig up failed (${up.code}): ${up.stderr}${up.stdout}`);
  }
  try {
    await until(
      kind === 'terminal'
        ? () => seats.every((s) => paneCommand(s) === 'cat')
        : () => seats.every((s) => capture(s).includes('SessionStart:')),
      600_000,
      kind === 'terminal'
        ? 'every terminal seat to run cat'
        : 'every scripted seat to start and run its SessionStart hooks',
      // Each look is a tmux process per seat: not too often while 20 agents start.
      1000,
    );
  } catch (err) {
    handle.stop();
    throw err;
  }
  return handle;
}

/** Polls `check` every `everyMs` until it holds; throws naming `what` after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs: number, what: string, everyMs = 100): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}
