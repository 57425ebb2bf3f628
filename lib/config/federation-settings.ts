// Federation's settings as this home resolves them (environment, config.json, default), with the
// named files looked at: the one read the daemon and `rig ps --all` make before anything federated.
import { statSync } from 'node:fs';
import type { Env, HomePaths } from '../home/paths.js';
import { resolveConfig, type ConfigKey } from './config.js';
import {
  settingsOf,
  settingsProblems,
  type FederationField,
  type FederationSettings,
  type FileFacts,
} from './federation.js';

const FIELDS: FederationField[] = [
  'url',
  'host',
  'user',
  'tokenFile',
  'credsFile',
  'tlsCa',
  'tlsCert',
  'tlsKey',
  'jsDomain',
];

export function fileFacts(file: string): FileFacts {
  const st = statSync(file, { throwIfNoEntry: false });
  return { exists: !!st, isFile: !!st?.isFile(), mode: st ? st.mode & 0o777 : 0 };
}

export type FederationConfig =
  | { state: 'off' }
  | { state: 'invalid'; problems: string[] }
  | { state: 'on'; settings: FederationSettings };

export function federationConfig(home: HomePaths, env: Env, cwd = process.cwd()): FederationConfig {
  const resolved = resolveConfig(home, env, cwd);
  const values = Object.fromEntries(FIELDS.map((f) => [f, resolved[`federation.${f}` as ConfigKey].value])) as Record<
    FederationField,
    string
  >;
  const settings = settingsOf(values);
  if (!settings) return { state: 'off' };
  const problems = settingsProblems(values, fileFacts);
  return problems.length ? { state: 'invalid', problems } : { state: 'on', settings };
}
