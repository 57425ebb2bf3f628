// Instance configuration: $OPENRIG_HOME/config.json, each key overridable from the environment.
// Resolution order per key: environment variable, then config.json, then the default.
import { isAbsolute, resolve } from 'node:path';
import { readDocument, updateDocument, defineKind, type Versioned } from '../store/index.js';
import { validate_config_v1 } from '../store/validators/config.v1.generated.js';
import type { Env, HomePaths } from '../home/paths.js';
import type { CompactionSection } from './compaction-policy.js';
import type { KeyInfo } from './key-info.js';
import { FEDERATION_KEYS, type FederationField, type FederationSection } from './federation.js';

export interface ConfigDocument extends Versioned {
  schema: 'config';
  version: 1;
  topology?: { root?: string };
  workspace?: { root?: string };
  context?: { root?: string };
  /** Managed compaction's policy (compaction-policy.ts). */
  compaction?: CompactionSection;
  /** Federation over NATS (lib/config/federation.ts); absent: single-host, no NATS. */
  federation?: FederationSection;
}

export const configKind = defineKind<ConfigDocument>({ schema: 'config', version: 1, validate: validate_config_v1 });

export type ConfigKey = 'topology.root' | 'workspace.root' | 'context.root' | `federation.${FederationField}`;
export type ConfigSource = 'env' | 'config' | 'default';

export const CONFIG_KEYS: Record<ConfigKey, KeyInfo> = {
  'topology.root': {
    env: 'OPENRIG_TOPOLOGY_ROOT',
    describe: 'root of the topology tree (rigs/<rig>/seats/<seat>/)',
    kind: 'path',
    fallback: (h) => h.defaultTopology,
  },
  'workspace.root': {
    env: 'OPENRIG_WORKSPACE_ROOT',
    describe: 'root of the work tree (SPEC.md, missions/, slices/)',
    kind: 'path',
    fallback: (h) => h.defaultWorkspace,
  },
  'context.root': {
    env: 'OPENRIG_CONTEXT_ROOT',
    describe: 'root of the context library (rig context)',
    kind: 'path',
    fallback: (h) => h.defaultContext,
  },
  ...FEDERATION_KEYS,
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

type Section = 'topology' | 'workspace' | 'context' | 'federation';

function storedValue(doc: ConfigDocument | undefined, key: ConfigKey): string | undefined {
  const [section, field] = key.split('.') as [Section, string];
  return (doc?.[section] as Record<string, string> | undefined)?.[field];
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
    if (fromEnv)
      out[key] = { key, value: info.kind === 'path' ? resolve(cwd, fromEnv) : fromEnv, source: 'env', env: info.env };
    else if (fromDoc) out[key] = { key, value: fromDoc, source: 'config', env: info.env };
    else out[key] = { key, value: info.fallback(home), source: 'default', env: info.env };
  }
  return out;
}

/** The value as it is stored: a path absolute (relative input resolved against cwd), text as given. */
export function storedForm(key: ConfigKey, value: string, cwd: string): string {
  if (CONFIG_KEYS[key].kind === 'text') return value;
  return isAbsolute(value) ? resolve(value) : resolve(cwd, value);
}

/** Stores a key's value (a path made absolute); the caller checked it (lib/config/federation.ts). */
export async function setConfigValue(
  home: HomePaths,
  key: ConfigKey,
  value: string,
  cwd = process.cwd(),
): Promise<string> {
  const stored = storedForm(key, value, cwd);
  const [section, field] = key.split('.') as [Section, string];
  await updateDocument(configKind, home.config, (current) => ({
    ...(current ?? { schema: 'config' as const, version: 1 as const }),
    [section]: { ...(current?.[section] ?? {}), [field]: stored },
  }));
  return stored;
}
