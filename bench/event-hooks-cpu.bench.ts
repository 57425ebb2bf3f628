// The CPU a prompt costs in OpenRig hook processes: what Claude Code runs for one UserPromptSubmit
// (and one Stop), as it runs it, every registered command at once through `sh -c` with the event's
// JSON on stdin, measured as the user+sys time of all those processes (bash's `times`: the
// children's rusage, to the millisecond). "before" is the registration this replaced, one process
// per job (refocus.cjs and seat-events.cjs side by side); "after" is what the shipped claude.json
// registers now (event-jobs.cjs, both jobs in one process). The two run alternately, pair by pair,
// on the same seat (an ordinary prompt: refocus has nothing due, seat-events appends a line), each
// after a short pause; medians of each side and of the per-pair ratio, with the load average.
// Figures only.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { figure, median, ms } from './lib/stats.js';

const RUNS = Math.max(10, Number(process.env.BENCH_RUNS) || 30);
const WARMUP = 3;
const root = join(import.meta.dirname, '..');
const plugin = join(root, 'plugins', 'openrig-core');
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/** The UserPromptSubmit and Stop registration before event-jobs: one process per job. */
const BEFORE = [
  'exec 3>&2 2>/dev/null; (exec node "${CLAUDE_PLUGIN_ROOT}/hooks/scripts/refocus.cjs" --runtime claude 2>&3 3>&-) || [ $? -eq 142 ]',
  'node "${CLAUDE_PLUGIN_ROOT}/hooks/scripts/seat-events.cjs" --runtime claude',
];

/** What the shipped claude.json registers for `event` now. */
function registered(event: string): string[] {
  const hooks = JSON.parse(readFileSync(join(plugin, 'hooks', 'claude.json'), 'utf8')).hooks as Record<
    string,
    { hooks: { command: string }[] }[]
  >;
  return (hooks[event] ?? []).flatMap((g) => g.hooks.map((h) => h.command));
}

// Every command at once, each through its own sh as Claude runs it, then the children's CPU.
const RUNNER = [
  'set -u',
  'pids=""',
  'i=0',
  'while [ "$i" -lt "$N" ]; do',
  '  eval "cmd=\\$CMD_$i"',
  '  sh -c "$cmd" < "$INPUT" > "$OUT.$i" 2> "$ERR.$i" &',
  '  pids="$pids $!"',
  '  i=$((i + 1))',
  'done',
  'for p in $pids; do wait "$p" || echo "a hook command failed: $?" >&2; done',
  'times',
].join('\n');

interface Sample {
  cpuMs: number;
  wallMs: number;
}

function runEvent(commands: string[], input: string, env: NodeJS.ProcessEnv, dir: string): Sample {
  const inputFile = join(dir, 'input.json');
  writeFileSync(inputFile, input);
  const cmdEnv = Object.fromEntries(commands.map((c, i) => [`CMD_${i}`, c]));
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  const started = performance.now();
  // --norc, and no socket on stdin: bash run with a socket for stdin takes itself for a remote
  // shell and reads ~/.bashrc, whose cost would land in the figure.
  const r = spawnSync('bash', ['--norc', '--noprofile', '-c', RUNNER], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      ...cmdEnv,
      N: String(commands.length),
      INPUT: inputFile,
      OUT: join(dir, 'out'),
      ERR: join(dir, 'err'),
    },
    cwd: env.CLAUDE_PROJECT_DIR,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const wallMs = performance.now() - started;
  if (r.status !== 0 || r.stderr) throw new Error(`the hook commands failed (${r.status}): ${r.stderr}`);
  for (let i = 0; i < commands.length; i++) {
    const err = readFileSync(join(dir, `err.${i}`), 'utf8');
    if (err) throw new Error(`a hook wrote an advisory: ${err}`);
  }
  // times: the shell's own user and sys, then its children's.
  const lines = r.stdout.trim().split('\n');
  const secs = [...(lines[lines.length - 1] ?? '').matchAll(/(\d+)m([\d.]+)s/g)].map(
    (m) => Number(m[1]) * 60 + Number(m[2]),
  );
  if (secs.length !== 2) throw new Error(`unexpected times output: ${r.stdout}`);
  return { cpuMs: (secs[0]! + secs[1]!) * 1000, wallMs };
}

const dir = mkdtempSync(join(tmpdir(), 'openrig-bench-event-hooks-'));
try {
  const home = join(dir, 'home');
  mkdirSync(home);
  const project = join(dir, 'proj');
  mkdirSync(project);
  const transcript = join(dir, 'session.jsonl');
  writeFileSync(transcript, 'x'.repeat(1000));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    CLAUDE_PLUGIN_ROOT: plugin,
    CLAUDE_PROJECT_DIR: project,
    OPENRIG_HOME: home,
    OPENRIG_NODE: 'n-0123456789abcdef',
    OPENRIG_OCCUPANT_GENERATION: 'o-00000000000000b1',
    OPENRIG_SESSION_NAME: 'dev@bench',
    OPENRIG_SEAT_PROJECT_DIR: project,
  };
  const base = {
    session_id: 'd476e937-883c-45ad-83f2-c176e885fa5f',
    transcript_path: transcript,
    cwd: project,
    permission_mode: 'default',
  };
  const events: [string, Record<string, unknown>][] = [
    ['UserPromptSubmit', { hook_event_name: 'UserPromptSubmit', prompt: 'next step' }],
    ['Stop', { hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'Done.' }],
  ];
  for (const [event, fields] of events) {
    const input = JSON.stringify({ ...base, ...fields });
    const after = registered(event);
    const sides = { before: BEFORE, after };
    const cpu: Record<'before' | 'after', number[]> = { before: [], after: [] };
    const wall: Record<'before' | 'after', number[]> = { before: [], after: [] };
    const ratios: number[] = [];
    const loadAtStart = load();
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const order = i % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      const pair = {} as Record<'before' | 'after', Sample>;
      for (const side of order) pair[side] = runEvent(sides[side], input, env, dir);
      if (i < WARMUP) continue;
      for (const side of order) {
        cpu[side].push(pair[side].cpuMs);
        wall[side].push(pair[side].wallMs);
      }
      ratios.push(pair.after.cpuMs / pair.before.cpuMs);
    }
    figure(
      `${event} hook CPU (user+sys of every process Claude starts for it): before (${BEFORE.length} processes) median ${ms(median(cpu.before))}, after (${after.length} process) median ${ms(median(cpu.after))}; per-pair after/before median ${median(ratios).toFixed(3)}; wall ${ms(median(wall.before))} → ${ms(median(wall.after))} (${RUNS} pairs; ${loadAtStart} at the start, ${load()} at the end)`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
