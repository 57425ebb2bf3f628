// What the status-line wrapper (plugins/openrig-core/hooks/statusline.sh) and the sensor share.
// The wrapper runs the user's own line itself when OpenRig has recorded it in the seat's folder
// (chained-command.sh, a shell assignment of c), and starts the sensor beside it with
// --record-only; when that command fails, it runs the sensor with --line-only --chain-status
// <exit status | cut | big> to print OpenRig's line instead. Per run it keeps run.<pid>.in (the
// status-line JSON), .out (the command's output) and .cut (the 2 s cut's marker), and removes
// them as it ends. Pure: names, texts and their reading.
import { join } from 'node:path';
import { shellQuote } from '../util/shell-quote.js';
import { chainVerdict, type ChainResult } from './chain.js';

/** The wrapper inside the Claude plugin (the settings run it with /bin/sh and the seat's folder). */
export const WRAPPER_SCRIPT = join('hooks', 'statusline.sh');
/** The recorded user command, in the seat's context-usage folder. */
export const CHAINED_COMMAND_FILE = 'chained-command.sh';
/** Run files older than this belong to a wrapper that was killed before it removed them. */
export const RUN_FILE_MAX_AGE_MS = 60_000;

/** Pure: the recorded form of a user command (the wrapper sources it and runs `/bin/sh -c "$c"`). */
export function chainedCommandText(command: string): string {
  return `c=${shellQuote(command)}\n`;
}

/**
 * How the sensor was started: alone (it chains the user's line itself), by the wrapper beside the
 * user's line it runs (record the sample, print nothing), or by the wrapper after that line failed
 * (print OpenRig's line, saying why; the sample is the other run's).
 */
export type SensorMode = { kind: 'alone' } | { kind: 'record-only' } | { kind: 'line-only'; chain: ChainResult };

/** Pure: the wrapper's flags → the mode; a status the wrapper would never pass still reads as a failure. */
export function sensorModeOf(argv: readonly string[]): SensorMode {
  if (argv.includes('--record-only')) return { kind: 'record-only' };
  if (!argv.includes('--line-only')) return { kind: 'alone' };
  const i = argv.indexOf('--chain-status');
  const status = i >= 0 ? argv[i + 1] : undefined;
  const failed = { code: null, signal: null, timedOut: false, stdout: '', cut: false };
  if (status === 'cut') return { kind: 'line-only', chain: chainVerdict({ ...failed, timedOut: true }) };
  if (status === 'big') return { kind: 'line-only', chain: chainVerdict({ ...failed, code: 0, cut: true }) };
  if (status !== undefined && /^\d{1,3}$/.test(status) && status !== '0')
    return { kind: 'line-only', chain: chainVerdict({ ...failed, code: Number(status) }) };
  return { kind: 'line-only', chain: { ok: false, why: 'failed' } };
}

/** Pure: a run file (run.<pid>.in|out|cut) left long enough ago to be a killed wrapper's. */
export function isStaleRunFile(name: string, mtimeMs: number, now: number): boolean {
  return /^run\.\d+\.(in|out|cut)$/.test(name) && now - mtimeMs > RUN_FILE_MAX_AGE_MS;
}
