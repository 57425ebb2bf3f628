// Reads everything the status classifier and the trust plan need from one CODEX_HOME: the config,
// OpenRig's record, the installed copy of the plugin and its hook identities.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig, type ConfigText } from './config-file.js';
import { codexPluginPaths, type CodexPluginPaths } from './codex-home.js';
import { CODEX_HOOKS_FILE, CODEX_PLUGIN_ID } from './facts.js';
import { folderDigest } from './bundle.js';
import { hookIdentities, type HookIdentity } from './hook-identity.js';
import { hookStates, pluginEnabled } from './hook-state.js';
import { readTrustRecord } from './trust-record.js';
import { classifyCodexPlugin, type CodexPluginStatus, type StatusInput } from './status.js';

export interface CodexHomeState {
  paths: CodexPluginPaths;
  config: ConfigText;
  installedVersion: string | undefined;
  installedDir: string | undefined;
  input: StatusInput;
}

/** Identities from a plugin folder's hook file ([] when unreadable). */
export function identitiesIn(pluginDir: string | undefined): HookIdentity[] {
  if (!pluginDir) return [];
  try {
    return hookIdentities(
      CODEX_PLUGIN_ID,
      CODEX_HOOKS_FILE,
      JSON.parse(readFileSync(join(pluginDir, CODEX_HOOKS_FILE), 'utf8')),
    );
  } catch {
    return [];
  }
}

/** The installed version folder: `prefer` when present, else the only (or last sorted) one. */
function installedVersionDir(cache: string, prefer: string | undefined): string | undefined {
  if (prefer && existsSync(join(cache, prefer))) return prefer;
  let names: string[];
  try {
    names = readdirSync(cache).filter((n) => !n.startsWith('.'));
  } catch {
    return undefined;
  }
  return names.sort().pop();
}

export function readCodexHomeState(
  codexHome: string,
  shippedDir: string | undefined,
  shippedVersion?: string,
): CodexHomeState {
  const paths = codexPluginPaths(codexHome);
  const config = readConfig(paths.config);
  const installedVersion = installedVersionDir(paths.pluginCache, shippedVersion);
  const installedDir = installedVersion ? join(paths.pluginCache, installedVersion) : undefined;
  const identities = identitiesIn(installedDir);
  return {
    paths,
    config,
    installedVersion,
    installedDir,
    input: {
      installedVersion,
      installedDigest: installedDir ? folderDigest(installedDir) : undefined,
      shippedDigest: shippedDir ? folderDigest(shippedDir) : undefined,
      pluginEnabled: pluginEnabled(config.value, CODEX_PLUGIN_ID),
      identities,
      states: hookStates(
        config.value,
        identities.map((i) => i.key),
      ),
      record: readTrustRecord(paths.record),
    },
  };
}

export function codexPluginStatus(codexHome: string, shippedDir: string | undefined): CodexPluginStatus {
  return classifyCodexPlugin(readCodexHomeState(codexHome, shippedDir).input);
}
