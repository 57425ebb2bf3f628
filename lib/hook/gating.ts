// Seat gating: a Claude (or Codex) that is not the seat's own project must change nothing for the
// seat. Equal real paths act as the seat; a subfolder or another project is a no-op; when either
// side is unknown (a seat launched before gating, a manual run) the hook behaves as it always did.
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Env } from '../home/paths.js';
import type { AgentClient as Runtime } from '../seat/runtime.js';
import { paneIdentity } from '../seat/identity.js';

export type GateResult = { act: true; reason: 'legacy' | 'same-project' } | { act: false; reason: string };

function canonical(dir: string, cwd: string): string {
  const abs = resolve(cwd, dir);
  try {
    // The native call (one realpath(3)): the JS walk lstats every component and costs a hook run
    // about 0.4 ms per path on its first call; both resolve an existing path alike.
    return realpathSync.native(abs);
  } catch {
    // A folder that does not exist still compares by its normalized path (trailing slash ignored).
    return abs;
  }
}

/**
 * Claude gives CLAUDE_PROJECT_DIR (fixed at start, so a cd inside the session keeps working).
 * Codex plugin hooks get no project variable; their working folder is the session's project.
 */
export function gate(env: Env, runtime: Runtime, cwd: string): GateResult {
  const seatDir = paneIdentity(env).projectDir;
  const projectDir = env.CLAUDE_PROJECT_DIR?.trim() || (runtime === 'codex' && seatDir ? cwd : undefined);
  if (!seatDir || !projectDir) return { act: true, reason: 'legacy' };
  const a = canonical(seatDir, cwd);
  const b = canonical(projectDir, cwd);
  if (a === b) return { act: true, reason: 'same-project' };
  return { act: false, reason: `project ${b} is not the seat's project ${a}` };
}
