// One `rig send` as its own process (the built bundle), timed from spawn to exit, with its JSON
// result. Asynchronous, so many can run at once and the caller's event loop keeps observing.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { RIG_BUNDLE } from '../../test/helpers/cli.js';

export interface TimedSend {
  /** performance.now() at spawn and at exit. */
  startedAt: number;
  endedAt: number;
  ms: number;
  code: number | null;
  /** The send's result (`--json`), undefined when stdout was not one. */
  result?: { outcome?: string; reason?: string; consumed?: boolean };
  stderr: string;
}

export function rigSend(
  env: Record<string, string>,
  seat: string,
  message: string,
  flags: string[] = [],
): Promise<TimedSend> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const child = spawn(process.execPath, [RIG_BUNDLE, 'send', seat, message, '--json', ...flags], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (code) => {
      const endedAt = performance.now();
      let result: TimedSend['result'];
      try {
        result = JSON.parse(stdout);
      } catch {
        result = undefined;
      }
      resolve({ startedAt, endedAt, ms: endedAt - startedAt, code, result, stderr: stderr + (result ? '' : stdout) });
    });
  });
}

/** POSIX sh single quoting. */
const shQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

/**
 * Many `rig send`s started at once by one sh, each in a subshell of its own that notes its start
 * and end time (`date +%s%N`). Spawning them one by one from this process would hold its event
 * loop for every fork (at load 10 about 190 ms each, so 400 sends took over a minute to start and
 * their exits were noticed only after): sh forks cheaply, and the times are the sends' own. The
 * sends' CPU reaches this process's waited-for children through the subshells and sh.
 */
export function rigSendBurst(
  env: Record<string, string>,
  sends: readonly { seat: string; message: string }[],
  dir: string,
): Promise<TimedSend[]> {
  const node = shQuote(process.execPath);
  const bundle = shQuote(RIG_BUNDLE);
  const script = sends
    .map(({ seat, message }, i) => {
      const f = (ext: string) => shQuote(join(dir, `send-${i}.${ext}`));
      return `( s=$(date +%s%N); ${node} ${bundle} send ${shQuote(seat)} ${shQuote(message)} --json >${f('out')} 2>${f('err')}; c=$?; echo "$s $(date +%s%N) $c" >${f('t')} ) &`;
    })
    .concat('wait')
    .join('\n');
  mkdirSync(dir, { recursive: true });
  // Epoch ns → this process's performance.now() (ms since its timeOrigin).
  const toPerf = (ns: string) => Number(BigInt(ns) / 1000n) / 1000 - performance.timeOrigin;
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', script], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: 'ignore',
    });
    child.on('error', reject);
    child.on('close', () => {
      resolve(
        sends.map((_, i) => {
          const read = (ext: string) => readFileSync(join(dir, `send-${i}.${ext}`), 'utf8');
          const [s = '0', e = '0', c = '-1'] = read('t').trim().split(' ');
          const startedAt = toPerf(s);
          const endedAt = toPerf(e);
          const stdout = read('out');
          let result: TimedSend['result'];
          try {
            result = JSON.parse(stdout);
          } catch {
            result = undefined;
          }
          return {
            startedAt,
            endedAt,
            ms: endedAt - startedAt,
            code: Number(c),
            result,
            stderr: read('err') + (result ? '' : stdout),
          };
        }),
      );
    });
  });
}
