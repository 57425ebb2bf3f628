// Instance configuration: $OPENRIG_HOME/config.json, each key overridable from the environment.
// Resolution order per key: environment variable, then config.json, then the default.
import { isAbsolute, resolve } from 'node:path';
import { readDocument, updateDocument, defineKind, type Versioned } from '../store/index.js';
import { validate_config_v1 } from '../store/validators/config.v1.generated.js';
import type { Env, HomePaths } from '../home/paths.js';
import type { CompactionSection } from './compaction-policy.js';

export interface ConfigDocument extends Versioned {
  schema: 'config';
  version: 1;
  topology?: { root?: string };
  workspace?: { root?: string };
  context?: { root?: string };
  /** Managed compaction's policy (compaction-policy.ts). */
  compaction?: CompactionSection;
}

export const configKind = defineKind<ConfigDocument>({ schema: 'config', version: 1, validate: validate_config_v1 });

export type ConfigKey = 'topology.root' | 'workspace.root' | 'context.root';
export type ConfigSource = 'env' | 'config' | 'default';

interface KeyInfo {
  env: string;
  describe: string;
  fallback(home: HomePaths): string;
}

export const CONFIG_KEYS: Record<ConfigKey, KeyInfo> = {
  'topology.root': {
    env: 'OPENRIG_TOPOLOGY_ROOT',
    describe: 'root of the topology tree (rigs/<rig>/seats/<seat>/)',
    fallback: (h) => h.defaultTopology,
  },
  'workspace.root': {
    env: 'OPENRIG_WORKSPACE_ROOT',
    describe: 'root of the work tree (SPEC.md, missions/, slices/)',
    fallback: (h) => h.defaultWorkspace,
  },
  'context.root': {
    env: 'OPENRIG_CONTEXT_ROOT',
    describe: 'root of the context library (rig context)',
    fallback: (h) => h.defaultContext,
  },
};

export const KNOWN_CONFIG_KEYS = Object.keys(CONFIG_KEYS) as ConfigKey[];

export function isConfigKey(key: string): key is ConfigKey {
  return Object.hasOwn(CONFIG_KEYS, key);
}

export interface ResolvedValue {
  key: ConfigKey;
  value: string;
  source: ConfigSource;
  env: string;
}

function storedValue(doc: ConfigDocument | undefined, key: ConfigKey): string | undefined {
  const [section, field] = key.split('.') as ['topology' | 'workspace' | 'context', 'root'];
  return doc?.[section]?.[field];
}

/** Every key with its value and where it came from. Env paths are made absolute against cwd. */
export function resolveConfig(home: HomePaths, env: Env, cwd = process.cwd()): Record<ConfigKey, ResolvedValue> {
  return resolveConfigFrom(readDocument(configKind, home.config, { onCorrupt: 'fresh' }), home, env, cwd);
}

/** Pure: resolveConfig over a config document already read (lookups read it without blocking). */
export function resolveConfigFrom(
  doc: ConfigDocument | undefined,
  home: HomePaths,
  env: Env,
  cwd = process.cwd(),
): Record<ConfigKey, ResolvedValue> {
  const out = {} as Record<ConfigKey, ResolvedValue>;
  for (const key of KNOWN_CONFIG_KEYS) {
    const info = CONFIG_KEYS[key];
    const fromEnv = env[info.env]?.trim();
    const fromDoc = storedValue(doc, key);
    if (fromEnv) out[key] = { key, value: resolve(cwd, fromEnv), source: 'env', env: info.env };
    else if (fromDoc) out[key] = { key, value: fromDoc, source: 'config', env: info.env };
    else out[key] = { key, value: info.fallback(home), source: 'default', env: info.env };
  }
  return out;
}

/** Stores an absolute path for a key; relative input is resolved against cwd first. */
export async function setConfigValue(
  home: HomePaths,
  key: ConfigKey,
  value: string,
  cwd = process.cwd(),
): Promise<string> {
  const stored = isAbsolute(value) ? resolve(value) : resolve(cwd, value);
  const [section] = key.split('.') as ['topology' | 'workspace' | 'context'];
  await updateDocument(configKind, home.config, (current) => ({
    ...(current ?? { schema: 'config' as const, version: 1 as const }),
    [section]: { ...(current?.[section] ?? {}), root: stored },
  }));
  return stored;
}
