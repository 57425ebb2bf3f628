// How a Claude seat gets the status-line sensor without a file written into the user's project:
// its own settings file under the home (context-usage/<nodeId>/claude-settings.json, 0600),
// passed on the command line as `--settings FILE`. Claude Code ranks that flag above the user's,
// project and local settings and merges statusLine key by key, so OpenRig's command runs and
// chains whatever the user had (lib/context-usage/chain.ts). refreshInterval keeps an idle seat
// sampling (Claude otherwise re-runs the status line only on conversation events).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sensorSettingsPath, type Env, type HomePaths } from '../home/paths.js';
import type { Runtime } from '../seat/registry.js';
import { selectsCorePlugin } from '../rig/defaults.js';
import { execCommand } from '../rig/pane-command.js';
import { findUserStatusLine, settingsCandidates } from './chain.js';
import { loadAtomicWriter, writeFileAtomicallySync } from '../store/atomic-write.js';

/** Seconds between status-line runs of an idle seat: far inside CONTEXT_STALE_MS, cheap (one Node start). */
export const SENSOR_REFRESH_S = 30;
/** The sensor script inside the vendored Claude plugin. */
export const SENSOR_SCRIPT = join('hooks', 'scripts', 'statusline.cjs');

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Pure: the settings a seat is launched with; a user's shorter refresh interval is kept. */
export function sensorSettings(scriptPath: string, userRefreshS?: number): Record<string, unknown> {
  const refresh =
    userRefreshS !== undefined && userRefreshS >= 1 ? Math.min(userRefreshS, SENSOR_REFRESH_S) : SENSOR_REFRESH_S;
  return {
    statusLine: {
      type: 'command',
      command: `node ${shellQuote(scriptPath)} --runtime claude`,
      refreshInterval: refresh,
    },
  };
}

/**
 * Pure: the seat's command with `--settings FILE` added, or null when it cannot be added safely:
 * not one simple command (a pipeline or list: the flag could land on the wrong program), or the
 * command passes its own --settings (Claude reads one; the seat's choice stands, no sensor).
 */
export function withSensorSettings(command: string, settingsFile: string): string | null {
  // A command that already execs its program (`exec node agent.cjs`) is the same simple command.
  const program = command.replace(/^\s*exec\s+/, '');
  if (!execCommand(program).startsWith('exec ')) return null;
  if (/(^|\s)--settings(\s|=|$)/.test(command)) return null;
  return `${command.trimEnd()} --settings ${shellQuote(settingsFile)}`;
}

export interface SensorSeat {
  nodeId: string;
  runtime: Runtime;
  plugins: readonly string[];
  projectDir: string;
}

/**
 * The command a seat launches with: for a Claude seat that loads openrig-core, the sensor's
 * settings written (atomically, 0600) and the flag added; otherwise `command` unchanged. `env`
 * is the seat's environment (HOME, CLAUDE_CONFIG_DIR), where the user's own status line is found.
 */
export async function sensorLaunchCommand(
  home: HomePaths,
  seat: SensorSeat,
  command: string,
  env: Env,
): Promise<string> {
  if (seat.runtime !== 'claude-code' || !selectsCorePlugin(seat.plugins)) return command;
  const file = sensorSettingsPath(home, seat.nodeId);
  const launched = withSensorSettings(command, file);
  if (launched === null) return command;
  const user = findUserStatusLine(
    settingsCandidates(seat.projectDir, env).map((path) => {
      try {
        return { path, text: readFileSync(path, 'utf8') };
      } catch {
        return { path, text: undefined };
      }
    }),
  );
  const settings = sensorSettings(join(home.vendoredCorePlugin, SENSOR_SCRIPT), user?.refreshInterval);
  await loadAtomicWriter();
  writeFileAtomicallySync(file, `${JSON.stringify(settings, null, 2)}\n`);
  return launched;
}
