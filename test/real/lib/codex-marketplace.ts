// Local Codex marketplaces for the real tests: Codex installs a plugin from a catalog
// (.agents/plugins/marketplace.json) naming a plugin folder beside it, and runs an installed copy.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../../helpers/cli.js';

/** The catalog at `mkt` listing one plugin, `./plugins/<plugin>`; returns `<plugin>@<name>` for `codex plugin add`. */
export function writeMarketplaceCatalog(mkt: string, name: string, displayName: string, plugin: string): string {
  mkdirSync(join(mkt, '.agents', 'plugins'), { recursive: true });
  writeFileSync(
    join(mkt, '.agents', 'plugins', 'marketplace.json'),
    JSON.stringify({
      name,
      interface: { displayName },
      plugins: [
        {
          name: plugin,
          source: { source: 'local', path: `./plugins/${plugin}` },
          policy: { installation: 'AVAILABLE', authentication: 'ON_INSTALL' },
          category: 'Productivity',
        },
      ],
    }),
  );
  return `${plugin}@${name}`;
}

/** The Codex plugin as shipped (plugins/codex), as openrig-core in a local marketplace under `dir`. */
export function openrigMarketplace(dir: string): { dir: string; plugin: string } {
  const mkt = join(dir, 'marketplace');
  cpSync(join(REPO, 'plugins', 'codex'), join(mkt, 'plugins', 'openrig-core'), { recursive: true });
  return {
    dir: mkt,
    plugin: writeMarketplaceCatalog(mkt, 'openrig-local', 'OpenRig local test marketplace', 'openrig-core'),
  };
}
