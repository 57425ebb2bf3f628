// The first-launch marker's proof of which plugin ran: the version in the plugin manifest beside
// the running bundle and a hash of the bundle file itself. Read only when the occupant has no
// document yet (once per launch), so node:crypto is loaded then and never on an ordinary run.
import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { crypto } from '../util/lazy-builtins.js';
import type { AgentClient } from '../seat/runtime.js';
import { UNKNOWN_PLUGIN } from './merge.js';
import { PLUGIN_MANIFESTS } from '../home/plugin-facts.js';

/** A manifest version as the marker keeps it ('unknown' fits too). */
export const PLUGIN_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
/** The bundle's sha256, first 16 hex digits, or 'unknown' (unreadable, or a relay-only seat). */
export const BUNDLE_HASH_PATTERN = /^(?:[0-9a-f]{16}|unknown)$/;
const MAX_FILE_BYTES = 16 * 1024 * 1024;

function readSmallFile(file: string): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > MAX_FILE_BYTES) return undefined;
    return readFileSync(fd);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Pure: a manifest's text → its version, or 'unknown'. */
export function manifestVersion(text: string | undefined): string {
  if (text === undefined) return UNKNOWN_PLUGIN;
  try {
    const v = (JSON.parse(text) as { version?: unknown })?.version;
    return typeof v === 'string' && PLUGIN_VERSION_PATTERN.test(v) ? v : UNKNOWN_PLUGIN;
  } catch {
    return UNKNOWN_PLUGIN;
  }
}

/**
 * `script`: the running bundle (plugins/<p>/hooks/scripts/seat-events.cjs). Its plugin's manifest
 * is ../../.claude-plugin/plugin.json (Claude) or ../../.codex-plugin/plugin.json (Codex).
 */
export function pluginInfo(script: string, runtime: AgentClient): { version: string; bundleHash: string } {
  const root = join(dirname(script), '..', '..');
  const { claude, codex } = PLUGIN_MANIFESTS;
  const manifests = runtime === 'codex' ? [codex, claude] : [claude, codex];
  let version = UNKNOWN_PLUGIN;
  for (const m of manifests) {
    version = manifestVersion(readSmallFile(join(root, m))?.toString('utf8'));
    if (version !== UNKNOWN_PLUGIN) break;
  }
  const bytes = readSmallFile(script);
  const bundleHash = bytes ? crypto().createHash('sha256').update(bytes).digest('hex').slice(0, 16) : UNKNOWN_PLUGIN;
  return { version, bundleHash };
}
