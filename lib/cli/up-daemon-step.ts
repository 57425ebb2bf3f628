// The one place `rig up` starts the daemon: start it when it is not running and wait until it
// answers — through this home's service where one is installed (the CLI hands that in), else
// detached (lib/daemon/start-stop.ts ensureDaemon).
import type { HomePaths, Env } from '../home/paths.js';
import type { TmuxServer } from '../tmux/client.js';
import { daemonStatus, ensureDaemon, type DaemonStatus } from '../daemon/start-stop.js';

export interface DaemonStepInput {
  home: HomePaths;
  env: Env;
  /** The tmux server the rig's seats live on. */
  server: TmuxServer;
  /** Path of the running rig bundle, to start the daemon with. */
  selfPath?: string;
  /** Starts it through this home's installed service; undefined: there is none, start it detached. */
  viaService?: () => Promise<{ name: string; status: DaemonStatus } | undefined>;
}

export interface DaemonStepResult {
  /** One line for `rig up` to print (e.g. "daemon: started (pid 123)"); nothing when silent. */
  note?: string;
}

export async function ensureDaemonForUp(input: DaemonStepInput): Promise<DaemonStepResult> {
  // `rig up` never fails for want of the daemon: seats still start, and rig send says how to start it.
  try {
    if (input.viaService && !(await daemonStatus(input.home)).running) {
      const s = await input.viaService();
      if (s) return { note: `daemon: started by its service ${s.name} (pid ${s.status.pid})` };
    }
    const r = await ensureDaemon({ home: input.home, env: input.env, selfPath: input.selfPath });
    if (!r.started) return {};
    return { note: `daemon: started (pid ${r.status.pid}, socket ${r.status.socket})` };
  } catch (err) {
    return {
      note: `daemon: could not start (${(err as Error).message.split('\n')[0]}) — rig send needs it: rig daemon start`,
    };
  }
}
