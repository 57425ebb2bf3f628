// What a module carries into its bundle: the lib/ modules reachable from it through static value
// imports (`import type` is erased; a dynamic import() is a chunk of its own, loaded only when
// reached, docs/conventions.md). Tests use it to keep a hot path's bundle free of what it never runs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { REPO } from './cli.js';

// `import … from './x.js'` and `export … from './x.js'`, but not `import type` / `export type`.
const STATIC = /(?:^|\n)\s*(import|export)\s+(?!type\s)[^'";]*?from\s+['"](\.[^'"]+)['"]/g;

/** Repo-relative paths of every module `entry` (repo-relative) reaches statically, itself included. */
export function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(join(REPO, file), 'utf8').matchAll(STATIC)) {
      const target = normalize(join(dirname(join(REPO, file)), m[2]!)).replace(/\.js$/, '.ts');
      if (existsSync(target)) visit(relative(REPO, target));
    }
  };
  visit(entry);
  return seen;
}
