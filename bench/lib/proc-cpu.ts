// CPU time a process has used so far, from /proc/<pid>/stat (Linux): its own (user + system) and
// that of its children it has waited for (a seat's hooks, for an agent; `rig send`s, for the bench
// itself). Undefined elsewhere or when the process is gone: the figure is then left out, never guessed.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS_PER_S = 100;

export interface CpuUse {
  selfMs: number;
  childrenMs: number;
}

export function cpuOf(pid: number | 'self' | undefined): CpuUse | undefined {
  if (!pid) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime, stime, cutime, cstime are 14-17.
    const f = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_S;
    return { selfMs: ms(f[11]! + f[12]!), childrenMs: ms(f[13]! + f[14]!) };
  } catch {
    return undefined;
  }
}

/** CPU used between two readings of the same processes (summed), or undefined if any reading failed. */
export function cpuSpent(
  before: (CpuUse | undefined)[],
  after: (CpuUse | undefined)[],
  part: keyof CpuUse,
): number | undefined {
  let total = 0;
  for (let i = 0; i < before.length; i++) {
    const a = before[i];
    const b = after[i];
    if (!a || !b) return undefined;
    total += b[part] - a[part];
  }
  return total;
}
