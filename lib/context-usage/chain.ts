// The user's own status line, chained: the seat is launched with OpenRig's statusLine in
// --settings, which Claude Code ranks above the user's, project and local settings (it merges
// the statusLine objects key by key, so the flag's command and refreshInterval win and the user's
// padding stays). The command the user would have seen is therefore found here, in the same
// files, highest rank first, and run with the same stdin; its output is printed unchanged.
import { join } from 'node:path';
import type { Env } from '../home/paths.js';

/** A chained command that has not finished by then is cut; the OpenRig line is shown instead. */
export const CHAIN_TIMEOUT_MS = 2000;
/** At most this much of the chained command's output is kept (a status line is a line or two). */
export const CHAIN_OUTPUT_MAX_BYTES = 64 * 1024;
/** Set for the chained command: an OpenRig status line it runs in turn never chains again. */
export const CHAINED_ENV = 'OPENRIG_STATUSLINE_CHAINED';

export interface UserStatusLine {
  command: string;
  /** The settings file it came from. */
  from: string;
  padding?: number;
  refreshInterval?: number;
}

/**
 * Pure: the settings files Claude Code reads below the --settings flag, highest rank first:
 * the project's local and shared settings, then the user's ($CLAUDE_CONFIG_DIR, else ~/.claude).
 */
export function settingsCandidates(projectDir: string | null, env: Env): string[] {
  const out: string[] = [];
  if (projectDir)
    out.push(join(projectDir, '.claude', 'settings.local.json'), join(projectDir, '.claude', 'settings.json'));
  const configDir = env.CLAUDE_CONFIG_DIR?.trim() || (env.HOME?.trim() ? join(env.HOME.trim(), '.claude') : '');
  if (configDir) out.push(join(configDir, 'settings.json'));
  return out;
}

/** Pure: one settings file's statusLine command, if it has one Claude would run. */
export function statusLineOf(text: string | undefined, from: string): UserStatusLine | undefined {
  if (!text) return undefined;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  const sl = (v as { statusLine?: unknown } | null)?.statusLine as Record<string, unknown> | undefined;
  if (!sl || typeof sl !== 'object' || sl.type !== 'command') return undefined;
  if (typeof sl.command !== 'string' || !sl.command.trim()) return undefined;
  const out: UserStatusLine = { command: sl.command, from };
  if (typeof sl.padding === 'number') out.padding = sl.padding;
  if (typeof sl.refreshInterval === 'number' && sl.refreshInterval >= 1) out.refreshInterval = sl.refreshInterval;
  return out;
}

/** Pure: the first file (highest rank) with a status line wins, as in Claude's own merge. */
export function findUserStatusLine(
  files: readonly { path: string; text: string | undefined }[],
): UserStatusLine | undefined {
  for (const f of files) {
    const sl = statusLineOf(f.text, f.path);
    if (sl) return sl;
  }
  return undefined;
}

export type ChainResult = { ok: true; stdout: string } | { ok: false; why: string };

/** Pure: a finished chained run → what is printed (its output unchanged) or why it is not. */
export function chainVerdict(r: {
  code: number | null;
  signal: string | null;
  timedOut: boolean;
  spawnError?: string;
  stdout: string;
  cut: boolean;
}): ChainResult {
  if (r.spawnError) return { ok: false, why: `could not start: ${r.spawnError}` };
  if (r.timedOut) return { ok: false, why: `no answer within ${CHAIN_TIMEOUT_MS} ms; cut` };
  // The size cut kills the command: how it then ended (its own exit or that kill) is not the why.
  if (r.cut) return { ok: false, why: `printed more than ${CHAIN_OUTPUT_MAX_BYTES} bytes` };
  if (r.signal) return { ok: false, why: `ended by ${r.signal}` };
  if (r.code !== 0) return { ok: false, why: `exited ${r.code}` };
  return { ok: true, stdout: r.stdout };
}
