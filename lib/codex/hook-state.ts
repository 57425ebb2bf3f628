// Codex's hook state for OpenRig's keys, read out of a parsed config.toml, and the edit that writes
// approvals into it. Pure. Codex keeps one `[hooks.state."<key>"]` table per hook; an edit changes
// only the keys it is given, in place, so no table is ever written twice and no one else's entry
// (other plugins, the user's own hooks, unknown layers) is touched.
import type { TomlTable } from './config-file.js';

export interface HookStateEntry {
  trusted_hash?: string;
  trusted_content_hash?: string;
  enabled?: boolean;
}

export interface Approval {
  trusted_hash: string;
  trusted_content_hash: string;
}

function table(v: unknown): TomlTable | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as TomlTable) : undefined;
}

/** The state entries of the given keys (absent keys are left out). */
export function hookStates(config: TomlTable, keys: readonly string[]): Record<string, HookStateEntry> {
  const state = table(table(config.hooks)?.state) ?? {};
  const out: Record<string, HookStateEntry> = {};
  for (const key of keys) {
    const e = table(state[key]);
    if (!e) continue;
    out[key] = {
      ...(typeof e.trusted_hash === 'string' ? { trusted_hash: e.trusted_hash } : {}),
      ...(typeof e.trusted_content_hash === 'string' ? { trusted_content_hash: e.trusted_content_hash } : {}),
      ...(typeof e.enabled === 'boolean' ? { enabled: e.enabled } : {}),
    };
  }
  return out;
}

/** `[plugins."<id>"] enabled`, when the config says. */
export function pluginEnabled(config: TomlTable, pluginId: string): boolean | undefined {
  const e = table(table(config.plugins)?.[pluginId])?.enabled;
  return typeof e === 'boolean' ? e : undefined;
}

/** `[marketplaces.<name>] source`, when registered. */
export function marketplaceSource(config: TomlTable, name: string): string | undefined {
  const s = table(table(config.marketplaces)?.[name])?.source;
  return typeof s === 'string' ? s : undefined;
}

/**
 * A copy of the config with the approvals set on their keys. An existing entry keeps every other
 * field it has (an `enabled`, anything newer Codex adds); a missing one is created.
 */
export function withApprovals(config: TomlTable, approvals: Readonly<Record<string, Approval>>): TomlTable {
  const next: TomlTable = structuredClone(config);
  const hooks = (table(next.hooks) ?? (next.hooks = {})) as TomlTable;
  const state = (table(hooks.state) ?? (hooks.state = {})) as TomlTable;
  for (const [key, a] of Object.entries(approvals)) {
    const entry = (table(state[key]) ?? (state[key] = {})) as TomlTable;
    entry.trusted_hash = a.trusted_hash;
    entry.trusted_content_hash = a.trusted_content_hash;
  }
  return next;
}
