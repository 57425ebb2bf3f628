// esbuild plugin for the hook bundles (build.mjs; tests bundle children with it too): the store
// libraries' dependencies named below are replaced by the stand-ins in this folder, each file
// saying why. proper-lockfile's graceful-fs becomes plain fs and its signal-exit 3 becomes
// signal-exit 4's onExit (no node:stream, node:assert or the process.stderr set-up they drag in);
// write-file-atomic's node:crypto (temp names only) and worker_threads (threadId) become small local
// modules, and its fs resolves the target with the native realpath. Same lock protocol, same
// atomic writes, several ms less per hook run (bench/refocus).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const SHIMS = {
  'proper-lockfile': { 'graceful-fs': 'graceful-fs.cjs', 'signal-exit': 'signal-exit.cjs' },
  'write-file-atomic': {
    'node:crypto': 'crypto.cjs',
    crypto: 'crypto.cjs',
    worker_threads: 'worker_threads.cjs',
    'node:worker_threads': 'worker_threads.cjs',
    fs: 'fs-native-realpath.cjs',
    'node:fs': 'fs-native-realpath.cjs',
  },
};

const packageOf = (importer) => /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(importer)?.[1];

export function hookShims() {
  return {
    name: 'openrig-hook-shims',
    setup(b) {
      b.onResolve(
        { filter: /^(graceful-fs|signal-exit|(node:)?crypto|(node:)?worker_threads|(node:)?fs)$/ },
        (args) => {
          const shim = SHIMS[packageOf(args.importer)]?.[args.path];
          return shim ? { path: join(here, shim) } : undefined;
        },
      );
    },
  };
}
