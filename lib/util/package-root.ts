// Finds this package's own folder (where plugins/ and state-schema/ ship), from a bundle in
// dist/bin, a hook bundle under plugins/, or the TypeScript sources under tsx.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

let cached: string | undefined;

function isOurs(dir: string): boolean {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name === 'openrig';
  } catch {
    return false;
  }
}

export function packageRoot(): string {
  if (cached) return cached;
  const starts = [
    process.env.OPENRIG_PACKAGE_ROOT,
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
