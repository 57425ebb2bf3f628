// What a hook process sets up once for all the jobs it runs (lib/hook/process-shell.ts): the name
// its advisories use, libuv's pool size, and the one stdin read each job takes its input from.
// Pure: a process with one job gets exactly that job's own settings.

export interface JobStdinBounds {
  maxBytes: number;
  waitMs?: number;
}

export interface JobFacts {
  label: string;
  stdin: JobStdinBounds;
  poolThreads?: number;
}

export interface ProcessBounds {
  /** `seat-events+refocus`: names the process in the lines no single job owns. */
  label: string;
  /** Set only when every job sets one (a job that leaves it unset wants Node's default). */
  poolThreads?: number;
  /** The shared read: it takes the most any job takes and waits as long as the longest wait. */
  stdin: { maxBytes: number; waitMs: number };
}

export function processBounds(jobs: readonly JobFacts[], defaultWaitMs: number): ProcessBounds {
  const pools = jobs.map((j) => j.poolThreads);
  return {
    label: jobs.map((j) => j.label).join('+'),
    poolThreads: pools.length > 0 && pools.every((p) => p !== undefined) ? Math.max(...(pools as number[])) : undefined,
    stdin: {
      maxBytes: Math.max(0, ...jobs.map((j) => j.stdin.maxBytes)),
      waitMs: Math.max(0, ...jobs.map((j) => j.stdin.waitMs ?? defaultWaitMs)),
    },
  };
}

/**
 * How one job takes the shared input: when the read ends (`whole`), or, for a job that waits less
 * than the read does, what has come by its own wait (`by-wait`), as it would have alone.
 */
export function jobStdinPlan(
  job: JobStdinBounds,
  shared: ProcessBounds['stdin'],
  defaultWaitMs: number,
): 'whole' | 'by-wait' {
  return (job.waitMs ?? defaultWaitMs) < shared.waitMs ? 'by-wait' : 'whole';
}

/** Whether input of `bytes` is within a job's own bound. */
export function withinJobBound(bytes: number, job: JobStdinBounds): boolean {
  return bytes <= job.maxBytes;
}
