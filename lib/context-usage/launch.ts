// How a Claude seat gets the status-line sensor without a file written into the user's project:
// its own settings file under the home (context-usage/<nodeId>/claude-settings.json, 0600),
// passed on the command line as `--settings FILE`. Claude Code ranks that flag above the user's,
// project and local settings and merges statusLine key by key, so OpenRig's command runs and
// chains whatever the user had (lib/context-usage/chain.ts). The command is the plugin's wrapper,
// which starts the user's own line beside the sensor (lib/context-usage/wrapper-protocol.ts); the
// launch records the user's command for its first run. refreshInterval keeps an idle seat
// sampling (Claude otherwise re-runs the status line only on conversation events).
import { readFileSync } from 'node:fs';
import { shellQuote } from '../util/shell-quote.js';
import { join } from 'node:path';
import { sensorDir, sensorSettingsPath } from '../home/paths.js';
import type { PreLaunchStep } from '../seat/launch-contract.js';
import { selectsCorePlugin } from '../seat/defaults.js';
import { findUserStatusLine, settingsCandidates } from './chain.js';
import { loadAtomicWriter, writeFileAtomicallySync } from '../store/atomic-write.js';
import { WRAPPER_SCRIPT } from './wrapper-protocol.js';
import { recordChainedCommand } from './wrapped-run.js';

/** Seconds between status-line runs of an idle seat: far inside CONTEXT_STALE_MS, cheap (one Node start). */
export const SENSOR_REFRESH_S = 30;
/**
 * Pure: the settings a seat is launched with — the wrapper (by /bin/sh, so its file mode does not
 * matter) given the seat's own context-usage folder; a user's shorter refresh interval is kept.
 */
export function sensorSettings(wrapperPath: string, seatDir: string, userRefreshS?: number): Record<string, unknown> {
  const refresh =
    userRefreshS !== undefined && userRefreshS >= 1 ? Math.min(userRefreshS, SENSOR_REFRESH_S) : SENSOR_REFRESH_S;
  return {
    statusLine: {
      type: 'command',
      command: `/bin/sh ${shellQuote(wrapperPath)} ${shellQuote(seatDir)}`,
      refreshInterval: refresh,
    },
  };
}

/**
 * Pure: does the command pass its own --settings? Claude reads one such flag; the seat's choice
 * then stands and it runs without the sensor. (Whether arguments can be added at all, to one
 * simple command only, is the launch plan's rule: lib/rig/launch-plan.ts composeCommand.)
 */
export function passesOwnSettings(command: string): boolean {
  return /(^|\s)--settings(\s|=|$)/.test(command);
}

/**
 * The launch step (lib/rig/launch-steps.ts): a Claude seat that loads openrig-core gets its
 * sensor settings written (atomically, 0600) and `--settings FILE` added; any other seat, or one
 * with its own --settings, nothing. `ctx.env` is the seat's environment (HOME, CLAUDE_CONFIG_DIR),
 * where the user's own status line is found.
 */
export const sensorLaunchStep: PreLaunchStep = async (ctx) => {
  if (ctx.runtime !== 'claude-code' || !selectsCorePlugin(ctx.plugins)) return undefined;
  if (passesOwnSettings(ctx.command)) return undefined;
  const file = sensorSettingsPath(ctx.home, ctx.nodeId);
  const user = findUserStatusLine(
    settingsCandidates(ctx.projectDir, ctx.env).map((path) => {
      try {
        return { path, text: readFileSync(path, 'utf8') };
      } catch {
        return { path, text: undefined };
      }
    }),
  );
  const dir = sensorDir(ctx.home, ctx.nodeId);
  const settings = sensorSettings(join(ctx.home.vendoredCorePlugin, WRAPPER_SCRIPT), dir, user?.refreshInterval);
  await loadAtomicWriter();
  writeFileAtomicallySync(file, `${JSON.stringify(settings, null, 2)}\n`);
  recordChainedCommand(dir, user?.command);
  return { source: 'sensor', options: ['--settings', file] };
};
