// esbuild plugin for the hook bundles (build.mjs; tests bundle children with it too): the store
// libraries' dependencies named below are replaced by the stand-ins in this folder, each file
// saying why. proper-lockfile's graceful-fs becomes plain fs and its signal-exit 3 becomes
// signal-exit 4's onExit (no node:stream, node:assert or the process.stderr set-up they drag in).
// Same lock protocol, several ms less per hook run (bench/refocus). (The atomic writer is the
// store's own, lib/store/atomic-write.ts: it loads nothing to stand in for.)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const SHIMS = {
  'proper-lockfile': { 'graceful-fs': 'graceful-fs.cjs', 'signal-exit': 'signal-exit.cjs' },
};

const packageOf = (importer) => /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(importer)?.[1];

export function hookShims() {
  return {
    name: 'openrig-hook-shims',
    setup(b) {
      b.onResolve({ filter: /^(graceful-fs|signal-exit)$/ }, (args) => {
        const shim = SHIMS[packageOf(args.importer)]?.[args.path];
        return shim ? { path: join(here, shim) } : undefined;
      });
    },
  };
}
