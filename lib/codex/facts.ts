// Every fact about how OpenRig installs its Codex plugin and how Codex names and hashes hooks, in
// one place. The Codex facts were read back from the real clients (0.169.0 and 0.171.0; see
// docs/codex-plugin.md and test/fixtures/codex-trust/).
import { CORE_PLUGIN_NAME } from '../home/plugin-facts.js';

/** The plugin's name in its manifest and in Codex's `<plugin>@<marketplace>` id. */
export const CODEX_PLUGIN_NAME = CORE_PLUGIN_NAME;
/** The local marketplace OpenRig registers in a seat's CODEX_HOME. */
export const CODEX_MARKETPLACE_NAME = 'openrig';
/** `openrig-core@openrig`: the key of `[plugins."…"]` and the prefix of every hook-state key. */
export const CODEX_PLUGIN_ID = `${CODEX_PLUGIN_NAME}@${CODEX_MARKETPLACE_NAME}`;
/** The plugin's hook file, relative to the plugin root (its manifest's `hooks`). */
export const CODEX_HOOKS_FILE = 'hooks/codex.json';
/** OpenRig's own record of what it approved, in CODEX_HOME. */
export const TRUST_RECORD_FILE = `.${CODEX_PLUGIN_NAME}-hook-trust.json`;
/** Codex's immutable trust baseline: OpenRig never writes, moves or deletes it. */
export const CODEX_TRUST_BASELINE = '.hook-trust';

/** Codex's hook timeout when a handler names none, in seconds. */
export const DEFAULT_HOOK_TIMEOUT_SEC = 600;
/** Codex raises a timeout below this to it (0 → 1). */
export const MIN_HOOK_TIMEOUT_SEC = 1;
/** Events whose timeout Codex clamps down ("clamping SessionEnd hook timeout to 3s"). */
export const MAX_HOOK_TIMEOUT_SEC: Readonly<Record<string, number>> = { session_end: 3, interrupt: 3 };

/** Where Codex copies an installed plugin: CODEX_HOME/plugins/cache/<marketplace>/<plugin>/<version>. */
export const PLUGIN_CACHE_PARTS = ['plugins', 'cache'] as const;
