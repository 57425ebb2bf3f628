// The core plugin's name and where its parts sit, in one place: the name a spec selects, the home
// vendors it under and Codex installs it as; the folders the package ships each runtime's build
// in; each runtime's manifest inside a plugin. build.mjs (plain JavaScript: it cannot import this)
// keeps its own copy of the shipped folders, and test/layout/plugin-facts.test.ts checks they agree.

/** The core plugin's name: in both manifests, under $OPENRIG_HOME/plugins, in a seat's plugin list. */
export const CORE_PLUGIN_NAME = 'openrig-core';

/** The package's builds of the plugin, relative to the package root. */
export const SHIPPED_PLUGIN_DIRS = {
  claude: `plugins/${CORE_PLUGIN_NAME}`,
  codex: 'plugins/codex',
} as const;

/** Each runtime's manifest, relative to a plugin's root. */
export const PLUGIN_MANIFESTS = {
  claude: '.claude-plugin/plugin.json',
  codex: '.codex-plugin/plugin.json',
} as const;

/** The hook bundles' folder, relative to a plugin's root. */
export const HOOK_SCRIPTS_DIR = 'hooks/scripts';

/** Claude's hook file when a manifest names none, relative to a plugin's root. */
export const CLAUDE_DEFAULT_HOOKS_FILE = 'hooks/hooks.json';
