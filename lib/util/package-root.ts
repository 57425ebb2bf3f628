// Finds this package's own folder (where plugins/ and state-schema/ ship), from a bundle in
// dist/bin, a hook bundle under plugins/, or the TypeScript sources under tsx; and reads its
// version from package.json there, the one place the version is written.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The executables' folder in the package (build.mjs's BIN_TARGET; test/layout/plugin-facts.test.ts checks they agree). */
export const BIN_DIR = 'dist/bin';

let cached: string | undefined;

function manifestAt(dir: string): { name?: unknown; version?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

const isOurs = (dir: string): boolean => manifestAt(dir)?.name === 'openrig';

export function packageRoot(): string {
  if (cached) return cached;
  const starts = [
    process.env.OPENRIG_PACKAGE_ROOT,
    // The module's own folder first: a global install runs rig through a link in another folder
    // (process.argv[1] is $prefix/bin/rig), while __dirname is the bundle's real folder.
    typeof __dirname === 'string' ? __dirname : undefined,
    process.argv[1] ? dirname(resolve(process.argv[1])) : undefined,
    process.cwd(),
  ].filter((s): s is string => Boolean(s));
  for (const start of starts) {
    let dir = resolve(start);
    for (;;) {
      if (existsSync(join(dir, 'package.json')) && isOurs(dir)) return (cached = dir);
      const up = dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  throw new Error('cannot find the openrig package folder (set OPENRIG_PACKAGE_ROOT)');
}

/** This package's version (package.json's), or undefined when its folder or manifest cannot be read. */
export function packageVersion(): string | undefined {
  try {
    const version = manifestAt(packageRoot())?.version;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}
