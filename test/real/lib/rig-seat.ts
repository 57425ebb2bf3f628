// Launches a real client as an OpenRig seat: a private tmux server started with a clean
// environment, then `rig up` with a one-seat spec, so the seat gets exactly what OpenRig gives it
// (OPENRIG_* variables, CLAUDE_CODE_PLUGIN_DIRS, the vendored plugin).
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { rigProcess } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/home.js';
import { clientPath } from './clients.js';
import { sleep } from '../../../lib/util/sleep.js';

export interface RealSeat {
  /** What `rig up` printed. */
  upOutput: string;
  socket: string;
  session: string;
  openrigHome: string;
  rigEnv: Record<string, string>;
  tmux(...args: string[]): { status: number; stdout: string; stderr: string };
  capture(): string;
  /** Bracketed paste, a pause longer than any paste-burst window, then Enter. */
  type(text: string): Promise<void>;
  stop(): void;
}

export async function launchSeat(spec: {
  rig: string;
  seat: string;
  runtime: 'claude-code' | 'codex';
  cwd: string;
  command: string;
  env: Record<string, string>;
  /** Extra environment for `rig up` itself (e.g. OPENRIG_SHIPPED_CODEX_PLUGIN). */
  rigEnv?: Record<string, string>;
}): Promise<RealSeat> {
  const dir = tempDir('openrig-real-');
  const socket = join(dir, 'tmux.sock');
  const openrigHome = join(dir, 'openrig');
  mkdirSync(openrigHome, { recursive: true });
  const tmux = (...args: string[]) => {
    const r = spawnSync('tmux', ['-S', socket, '-f', '/dev/null', ...args], {
      encoding: 'utf8',
      env: { PATH: clientPath(), HOME: spec.env.HOME ?? dir },
    });
    return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
  };
  // The server's own environment is clean, so nothing of the developer's session reaches a seat.
  const started = spawnSync(
    'env',
    [
      '-i',
      `PATH=${clientPath()}`,
      `HOME=${spec.env.HOME ?? dir}`,
      'tmux',
      '-S',
      socket,
      '-f',
      '/dev/null',
      'new-session',
      '-d',
      '-s',
      'keepalive',
      'sleep 3600',
    ],
    { encoding: 'utf8' },
  );
  if (started.status !== 0) throw new Error(`tmux server did not start: ${started.stderr}`);
  const yaml = [
    `name: ${spec.rig}`,
    'seats:',
    `  - name: ${spec.seat}`,
    `    runtime: ${spec.runtime}`,
    `    cwd: ${JSON.stringify(spec.cwd)}`,
    `    command: ${JSON.stringify(spec.command)}`,
    '    env:',
    ...Object.entries(spec.env).map(([k, v]) => `      ${k}: ${JSON.stringify(v)}`),
    '',
  ].join('\n');
  const specFile = join(dir, 'rig.yaml');
  writeFileSync(specFile, yaml);
  const rigEnv = { OPENRIG_HOME: openrigHome, OPENRIG_TMUX_SOCKET: socket, OPENRIG_TMUX_CONFIG: '/dev/null' };
  const up = rigProcess(['up', specFile], { ...rigEnv, ...spec.rigEnv }, { timeoutMs: 90_000 });
  if (up.code !== 0) throw new Error(`rig up failed (${up.code}): ${up.stderr}${up.stdout}`);
  const session = `${spec.seat}@${spec.rig}`;
  const seat: RealSeat = {
    upOutput: up.stdout + up.stderr,
    socket,
    session,
    openrigHome,
    rigEnv,
    tmux,
    capture: () => tmux('capture-pane', '-p', '-t', `=${session}:`).stdout,
    async type(text: string) {
      const file = join(dir, `msg-${Date.now()}.txt`);
      writeFileSync(file, text, { mode: 0o600 });
      tmux('load-buffer', '-b', 'realtest', file);
      tmux('paste-buffer', '-p', '-r', '-d', '-b', 'realtest', '-t', `=${session}:`);
      await sleep(500);
      tmux('send-keys', '-t', `=${session}:`, 'Enter');
    },
    stop() {
      rigProcess(['down', spec.rig], rigEnv, { timeoutMs: 30_000 });
      rigProcess(['daemon', 'stop'], rigEnv, { timeoutMs: 30_000 });
      tmux('kill-server');
    },
  };
  return seat;
}

/** Polls until `check` returns something truthy, else throws with `what` and the last screen. */
export async function until<T>(
  check: () => T | undefined | false,
  timeoutMs: number,
  what: string,
  screen?: () => string,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > end)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${screen ? `\n--- screen ---\n${screen()}` : ''}`,
      );
    await sleep(200);
  }
}
