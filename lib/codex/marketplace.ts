// The local Codex marketplace under the home that seats install the plugin from:
// $OPENRIG_HOME/plugins/codex-marketplace/.agents/plugins/marketplace.json listing
// ./plugins/openrig-core, a vendored copy of this build's plugins/codex.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env, HomePaths } from '../home/paths.js';
import { writeFileAtomicallySync, loadAtomicWriter } from '../store/index.js';
import { vendorTree } from '../home/vendor-plugin.js';
import { packageRoot } from '../util/package-root.js';
import { CODEX_MARKETPLACE_NAME, CODEX_PLUGIN_NAME } from './facts.js';
import { PLUGIN_MANIFESTS, SHIPPED_PLUGIN_DIRS } from '../home/plugin-facts.js';

/**
 * This build's shipped Codex plugin. OPENRIG_SHIPPED_CODEX_PLUGIN names another folder, for tests
 * that need a "newer build" (an upgrade) without rebuilding.
 */
export function shippedCodexPlugin(env: Env): string {
  const override = env.OPENRIG_SHIPPED_CODEX_PLUGIN;
  return override?.startsWith('/') ? override : join(packageRoot(), SHIPPED_PLUGIN_DIRS.codex);
}

/** Pure: the catalog Codex reads. */
export function marketplaceCatalog(): string {
  return `${JSON.stringify(
    {
      name: CODEX_MARKETPLACE_NAME,
      interface: { displayName: 'OpenRig' },
      plugins: [
        {
          name: CODEX_PLUGIN_NAME,
          source: { source: 'local', path: `./plugins/${CODEX_PLUGIN_NAME}` },
          policy: { installation: 'AVAILABLE', authentication: 'ON_INSTALL' },
          category: 'Productivity',
        },
      ],
    },
    null,
    2,
  )}\n`;
}

/** Vendors the shipped plugin into the marketplace folder and writes its catalog; returns the folder. */
export async function ensureMarketplace(home: HomePaths, shipped: string): Promise<string> {
  const dir = home.codexMarketplace;
  vendorTree(shipped, join(dir, 'plugins', CODEX_PLUGIN_NAME));
  const catalog = join(dir, '.agents', 'plugins', 'marketplace.json');
  const text = marketplaceCatalog();
  if (!existsSync(catalog) || readFileSync(catalog, 'utf8') !== text) {
    await loadAtomicWriter();
    writeFileAtomicallySync(catalog, text);
  }
  return dir;
}

/** The version in a plugin folder's manifest. */
export function manifestVersion(pluginDir: string): string | undefined {
  try {
    const v = JSON.parse(readFileSync(join(pluginDir, PLUGIN_MANIFESTS.codex), 'utf8')).version;
    return typeof v === 'string' && /^[0-9A-Za-z._+-]+$/.test(v) ? v : undefined;
  } catch {
    return undefined;
  }
}
