// The values recorded from the real Codex clients (test/fixtures/codex-trust/, written by Codex
// 0.169.0 and 0.171.0 after "Trust all and continue", and their app-server's hooks/list).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHooksList, type ClientHook } from '../../lib/codex/client-hooks.js';
import { hookIdentities, type HookIdentity } from '../../lib/codex/hook-identity.js';

export const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'codex-trust');
export const VERSIONS = ['0.169.0', '0.171.0'] as const;

export const fixtureText = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
export const fixtureJson = (name: string) => JSON.parse(fixtureText(name));

/** The recorded hooks/list of the shipped hooks (as installed from marketplace "openrig-local"). */
export function recordedClientHooks(version: string): ClientHook[] {
  return parseHooksList(fixtureJson(`trusted-hooks-list.${version}.json`).result);
}

/** The content hash both clients computed for the recorded bundle. */
export const RECORDED_CONTENT_HASH = 'sha256:18637bd70b669dc2296a08fe25d90f5b76cb82d317b0f4f0c8ec1eb505039f08';

/** Identities of the recorded hook file under a plugin id. */
export function recordedIdentities(pluginId = 'openrig-core@openrig'): HookIdentity[] {
  return hookIdentities(pluginId, 'hooks/codex.json', fixtureJson('openrig-codex-hooks.json'));
}

/** What the client would report for `identities` (keys re-homed to our plugin id). */
export function clientFor(
  identities: readonly HookIdentity[],
  contentHash = RECORDED_CONTENT_HASH,
  pluginId = 'openrig-core@openrig',
): ClientHook[] {
  return identities.map((i) => ({
    key: i.key,
    pluginId,
    enabled: true,
    trustStatus: 'untrusted',
    identityHash: i.hash,
    contentHash,
  }));
}
