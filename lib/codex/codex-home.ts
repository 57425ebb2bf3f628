// Which CODEX_HOME a Codex seat uses, which codex binary it runs, and where Codex keeps OpenRig's
// plugin inside it. Pure.
import { join } from 'node:path';
import type { Env } from '../home/paths.js';
import { CODEX_MARKETPLACE_NAME, CODEX_PLUGIN_NAME, PLUGIN_CACHE_PARTS, TRUST_RECORD_FILE } from './facts.js';

export interface SeatCodexHome {
  /** Absolute CODEX_HOME (not yet canonical: the folder may not exist). */
  dir: string;
  /** True when the seat names CODEX_HOME itself (Codex then requires the folder to exist). */
  explicit: boolean;
}

/** The seat's own value of a variable: its spec's env first, else what `rig up` runs with. */
export function seatVar(name: string, specEnv: Readonly<Record<string, string>>, launching: Env): string | undefined {
  const v = Object.hasOwn(specEnv, name) ? specEnv[name] : launching[name];
  return v === undefined || v.trim() === '' ? undefined : v;
}

/** CODEX_HOME when the seat sets it (absolute), else $HOME/.codex; undefined with neither. */
export function seatCodexHome(specEnv: Readonly<Record<string, string>>, launching: Env): SeatCodexHome | undefined {
  const set = seatVar('CODEX_HOME', specEnv, launching);
  if (set?.startsWith('/')) return { dir: set, explicit: true };
  const home = seatVar('HOME', specEnv, launching);
  if (!home?.startsWith('/')) return undefined;
  return { dir: join(home, '.codex'), explicit: false };
}

/**
 * The codex program a seat runs: the first word of its command when that word names a codex
 * binary (`codex`, `/path/to/codex`), else `codex` from PATH.
 */
export function codexProgram(command: string): string {
  const first = /^\s*(\S+)/.exec(command)?.[1] ?? '';
  const base = first.split('/').pop() ?? '';
  return /^codex(\.js)?$/.test(base) ? first : 'codex';
}

export interface CodexPluginPaths {
  config: string;
  record: string;
  /** CODEX_HOME/plugins/cache/openrig/openrig-core (one version folder below). */
  pluginCache: string;
}

export function codexPluginPaths(codexHome: string): CodexPluginPaths {
  return {
    config: join(codexHome, 'config.toml'),
    record: join(codexHome, TRUST_RECORD_FILE),
    pluginCache: join(codexHome, ...PLUGIN_CACHE_PARTS, CODEX_MARKETPLACE_NAME, CODEX_PLUGIN_NAME),
  };
}
