// Ends a process the bench started, by its pid, only while that pid is still ours: its command
// line (or, for the daemon, its environment) names the throwaway socket or home we gave it, so a
// pid the system has since reused for someone else's process is left alone. Linux /proc.
import { readFileSync } from 'node:fs';

function mentions(pid: number, file: 'cmdline' | 'environ', text: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0').join(' ').includes(text);
  } catch {
    return false; // gone, or not ours to read
  }
}

/** SIGKILL to `pid` when its command line or environment contains `text`; true when sent. */
export function killIfOurs(pid: number | undefined, text: string): boolean {
  if (!pid || !(mentions(pid, 'cmdline', text) || mentions(pid, 'environ', text))) return false;
  try {
    process.kill(pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}
