// Wall-time harness for hook-shaped commands: spawn a command with a given stdin and env N times,
// alternating run by run with a baseline (default `node -e 0`), so drift in machine load hits
// both sides alike. Reports each side's median and the median of the per-pair ratios.
//
// Every run starts after a short pause (settleMs, default 50). On the 2-core VM this was measured
// on, a Node process started the instant another one exited ran 20-25 ms slower at times, and
// which side of a pair that hit followed from the alternation, not from the command. Hooks are
// never started back to back like that; the pause takes the artefact out of both sides alike.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { median, percentile } from './stats.js';
import { cpuOf } from './proc-cpu.js';

export interface TimedCommand {
  command: string;
  args: string[];
  /** Written to the command's stdin (closed after). */
  stdin?: string;
  /** Replaces the environment entirely when given. */
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Exit codes that count as success (default [0]); anything else fails the run loudly. */
  okCodes?: number[];
}

export interface HarnessOptions {
  /** Timed pairs (default 30). */
  runs?: number;
  /** Untimed pairs first, so caches are warm on both sides (default 3). */
  warmup?: number;
  /** Default: `node -e 0` with the subject's stdin and env. */
  baseline?: TimedCommand;
  /** Per run (default 30 s). */
  timeoutMs?: number;
  /** Pause before every run, subject and baseline alike (default 50 ms). */
  settleMs?: number;
}

export interface HarnessResult {
  runs: number;
  subjectMs: number[];
  baselineMs: number[];
  subjectMedianMs: number;
  baselineMedianMs: number;
  subjectP95Ms: number;
  baselineP95Ms: number;
  /** Median over pairs of subject / baseline. */
  medianRatio: number;
  /**
   * CPU time (user + system) per run, each side's mean: the reaped children's time from /proc, in
   * 10 ms ticks, so only the mean over many runs means anything. Unlike wall time, load does not
   * stretch it. NaN where /proc is not there.
   */
  subjectCpuMs: number;
  baselineCpuMs: number;
  /** The subject's stdout and stderr from its last run, for callers that check the output. */
  lastStdout: string;
  lastStderr: string;
}

const pause = (ms: number) => {
  if (ms > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

function timeOnce(
  cmd: TimedCommand,
  timeoutMs: number,
  settleMs: number,
): { ms: number; cpuMs: number; stdout: string; stderr: string } {
  pause(settleMs);
  const cpuBefore = cpuOf('self')?.childrenMs ?? Number.NaN;
  const started = performance.now();
  const r = spawnSync(cmd.command, cmd.args, {
    input: cmd.stdin ?? '',
    env: cmd.env ?? process.env,
    cwd: cmd.cwd,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 16 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  if (r.error) throw r.error;
  const ok = cmd.okCodes ?? [0];
  if (r.status === null || !ok.includes(r.status)) {
    throw new Error(`${cmd.command} ${cmd.args.join(' ')} exited ${r.status ?? r.signal}:\n${r.stderr}`);
  }
  return { ms, cpuMs: (cpuOf('self')?.childrenMs ?? Number.NaN) - cpuBefore, stdout: r.stdout, stderr: r.stderr };
}

export function nodeBaseline(subject: Pick<TimedCommand, 'stdin' | 'env' | 'cwd'> = {}): TimedCommand {
  return { command: process.execPath, args: ['-e', '0'], stdin: subject.stdin, env: subject.env, cwd: subject.cwd };
}

/** Runs subject and baseline alternately (the first of each pair alternates too). */
export function compareWithBaseline(subject: TimedCommand, opts: HarnessOptions = {}): HarnessResult {
  const runs = opts.runs ?? 30;
  const warmup = opts.warmup ?? 3;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const settleMs = opts.settleMs ?? 50;
  const baseline = opts.baseline ?? nodeBaseline(subject);
  const subjectMs: number[] = [];
  const baselineMs: number[] = [];
  const ratios: number[] = [];
  let last = { ms: 0, cpuMs: 0, stdout: '', stderr: '' };
  let subjectCpu = 0;
  let baselineCpu = 0;
  for (let i = 0; i < warmup + runs; i++) {
    let s: number;
    let b: { ms: number; cpuMs: number };
    if (i % 2 === 0) {
      last = timeOnce(subject, timeoutMs, settleMs);
      s = last.ms;
      b = timeOnce(baseline, timeoutMs, settleMs);
    } else {
      b = timeOnce(baseline, timeoutMs, settleMs);
      last = timeOnce(subject, timeoutMs, settleMs);
      s = last.ms;
    }
    if (i < warmup) continue;
    subjectCpu += last.cpuMs;
    baselineCpu += b.cpuMs;
    subjectMs.push(s);
    baselineMs.push(b.ms);
    ratios.push(s / b.ms);
  }
  return {
    runs,
    subjectMs,
    baselineMs,
    subjectMedianMs: median(subjectMs),
    baselineMedianMs: median(baselineMs),
    subjectP95Ms: percentile(subjectMs, 95),
    baselineP95Ms: percentile(baselineMs, 95),
    medianRatio: median(ratios),
    subjectCpuMs: subjectCpu / runs,
    baselineCpuMs: baselineCpu / runs,
    lastStdout: last.stdout,
    lastStderr: last.stderr,
  };
}
