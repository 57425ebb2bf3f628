// The one place `rig up` starts the daemon: start it when it is not running and wait until it
// answers (lib/daemon/start-stop.ts ensureDaemon).
import type { HomePaths, Env } from '../home/paths.js';
import type { TmuxServer } from '../tmux/client.js';
import { ensureDaemon } from '../daemon/start-stop.js';

export interface DaemonStepInput {
  home: HomePaths;
  env: Env;
  /** The tmux server the rig's seats live on. */
  server: TmuxServer;
  /** Path of the running rig bundle, to start the daemon with. */
  selfPath?: string;
}

export interface DaemonStepResult {
  /** One line for `rig up` to print (e.g. "daemon: started (pid 123)"); nothing when silent. */
  note?: string;
}

export async function ensureDaemonForUp(input: DaemonStepInput): Promise<DaemonStepResult> {
  // `rig up` never fails for want of the daemon: seats still start, and rig send says how to start it.
  try {
    const r = await ensureDaemon({ home: input.home, env: input.env, selfPath: input.selfPath });
    if (!r.started) return {};
    return { note: `daemon: started (pid ${r.status.pid}, socket ${r.status.socket})` };
  } catch (err) {
    return {
      note: `daemon: could not start (${(err as Error).message.split('\n')[0]}) — rig send needs it: rig daemon start`,
    };
  }
}
