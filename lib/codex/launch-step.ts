// The one call `rig up` (a launch or relaunch) makes for a Codex seat that selects openrig-core. It
// never stops the launch: a failure becomes a note on the seat's line, and Codex then asks for
// review itself as it would without OpenRig.
import type { Env, HomePaths } from '../home/paths.js';
import { ensureCodexPlugin, type EnsureCodexPluginResult } from './ensure.js';
import { escapeForTerminal } from '../util/terminal-text.js';

export interface CodexLaunchSeat {
  runtime: string;
  plugins: readonly string[];
  command: string;
  env: Readonly<Record<string, string>>;
}

export async function codexPluginLaunchStep(
  home: HomePaths,
  seat: CodexLaunchSeat,
  launchingEnv: Env,
  projectDir: string,
): Promise<{ line: string; result?: EnsureCodexPluginResult }> {
  try {
    const result = await ensureCodexPlugin({
      home,
      specEnv: seat.env,
      launchingEnv,
      command: seat.command,
      projectDir,
    });
    // The line can carry Codex's own stderr; `rig up` prints it to a terminal.
    return { line: escapeForTerminal(result.line), result };
  } catch (err) {
    return { line: escapeForTerminal(`codex plugin: not installed or not trusted: ${(err as Error).message}`) };
  }
}
