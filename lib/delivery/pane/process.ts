// What runs under a pane's own process. tmux names the pane's foreground process group leader as
// #{pane_current_command}; an agent started by `sh -c` without exec stays in its shell's group, so
// the pane reads `sh` although the agent is there. Only that case asks the process table.
import { readFile } from 'node:fs/promises';
import { childProcess } from '../../util/lazy-builtins.js';

/** How many processes below the pane are looked at (sh → env → agent is three deep). */
const MAX_PROCESSES = 64;

/** Linux: the kernel lists each task's children; empty when the file is missing (no /proc). */
async function procChildren(pid: number): Promise<number[] | undefined> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  return text.split(/\s+/).filter(Boolean).map(Number);
}

async function procComm(pid: number): Promise<string | undefined> {
  return (await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => undefined))?.trim();
}

/** Elsewhere (macOS): one `ps` listing of pid, parent and command name. */
function psTable(): Promise<{ pid: number; ppid: number; comm: string }[] | undefined> {
  return new Promise((resolve) => {
    childProcess().execFile(
      'ps',
      ['-A', '-o', 'pid=,ppid=,comm='],
      { timeout: 2000, maxBuffer: 4 * 1024 * 1024 },
      (err, stdout) => {
        if (err) return resolve(undefined);
        resolve(
          stdout
            .split('\n')
            .map((l) => /^\s*(\d+)\s+(\d+)\s+(.+)$/.exec(l))
            .filter((m): m is RegExpExecArray => m !== null)
            .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), comm: m[3]!.trim() })),
        );
      },
    );
  });
}

/**
 * The command names of the processes below `pid` (children first), or undefined when the process
 * table cannot be read. Names only: nothing else about the processes is read.
 */
export async function descendantCommands(pid: number): Promise<string[] | undefined> {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const first = await procChildren(pid);
  if (first !== undefined) {
    const names: string[] = [];
    const queue = [...first];
    while (queue.length && names.length < MAX_PROCESSES) {
      const p = queue.shift()!;
      const comm = await procComm(p);
      if (comm !== undefined) names.push(comm);
      queue.push(...((await procChildren(p)) ?? []));
    }
    return names;
  }
  const table = await psTable();
  if (!table) return undefined;
  const names: string[] = [];
  const queue = [pid];
  while (queue.length && names.length < MAX_PROCESSES) {
    const parent = queue.shift()!;
    for (const row of table)
      if (row.ppid === parent) {
        names.push(row.comm);
        queue.push(row.pid);
      }
  }
  return names;
}
