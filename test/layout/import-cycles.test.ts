// The shape of lib/: no import cycles (a contract shared by a dispatcher and its children lives in
// a file of its own), and the folders are layers (docs/conventions.md): a folder imports only from
// folders on lower floors, never from its own floor's other folders or from above. Static and
// dynamic relative imports both count.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { REPO } from '../helpers/cli.js';

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

export function graph(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of sources(join(REPO, 'lib'))) {
    const deps: string[] = [];
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = normalize(join(dirname(file), m[1] ?? m[2]!)).replace(/\.js$/, '.ts');
      if (existsSync(target)) deps.push(relative(REPO, target));
    }
    edges.set(relative(REPO, file), deps);
  }
  return edges;
}

/** Strongly connected components of more than one module (Tarjan). */
export function cycles(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

test('the cycle finder sees a cycle, a longer one, and none in a chain', () => {
  const g = (pairs: [string, string][]) => {
    const m = new Map<string, string[]>();
    for (const [a, b] of pairs) m.set(a, [...(m.get(a) ?? []), b]).set(b, m.get(b) ?? []);
    return m;
  };
  assert.equal(
    cycles(
      g([
        ['a', 'b'],
        ['b', 'a'],
      ]),
    ),
    [['a', 'b']],
  );
  assert.equal(
    cycles(
      g([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ]),
    ),
    [['a', 'b', 'c']],
  );
  assert.equal(
    cycles(
      g([
        ['a', 'b'],
        ['b', 'c'],
      ]),
    ),
    [],
  );
});

test('lib/ has no import cycle', () => {
  const edges = graph();
  // The graph is read for real (a regex that matched nothing would find no cycle either).
  assert.ok(edges.get('lib/cli/main.ts')?.includes('lib/cli/errors.ts'), 'a static import is seen');
  assert.ok(edges.get('lib/cli/seat-status.ts')?.includes('lib/views/seat-status.ts'), 'a dynamic import is seen');
  assert.equal(
    cycles(edges).map((c) => c.join(' ')),
    [],
    'import cycles',
  );
});

/**
 * The floors of lib/, bottom first. A folder may import from any folder on a lower floor; folders
 * on one floor do not know each other. A new folder must be given a floor here.
 */
export const FLOORS: readonly (readonly string[])[] = [
  ['util'],
  ['store'],
  ['home'],
  ['config', 'tmux', 'workspace', 'stream', 'service'],
  ['seat', 'context'],
  ['hook'],
  ['activity', 'intervention', 'codex'],
  ['delivery'],
  ['timers', 'context-usage'],
  ['queue'],
  ['trace'],
  ['refocus'],
  ['compaction'],
  ['rig', 'watchdog'],
  ['supervisor', 'views'],
  ['doctor', 'notify', 'federation'],
  ['daemon'],
  ['demo'],
  ['cli'],
];

/** Imports that go up or across, each with the reason it stays (none today). */
const EXCEPTIONS: Record<string, string> = {};

const folderOf = (file: string): string => file.split('/')[1]!;

/** The imports that break the floors: `a -> b` for each edge whose target is not on a lower floor. */
export function layerViolations(edges: Map<string, string[]>, floors: readonly (readonly string[])[]): string[] {
  const floorOf = new Map(floors.flatMap((folders, i) => folders.map((f) => [f, i] as const)));
  const out: string[] = [];
  for (const [from, targets] of edges) {
    for (const to of targets) {
      const a = folderOf(from);
      const b = folderOf(to);
      if (a === b) continue;
      const fa = floorOf.get(a);
      const fb = floorOf.get(b);
      if (fa === undefined || fb === undefined || fb >= fa) out.push(`${from} -> ${to}`);
    }
  }
  return out.sort();
}

test('the layer check sees an import from above, across a floor, and from an unknown folder', () => {
  const floors = [['low'], ['mid', 'side'], ['top']];
  const edges = new Map<string, string[]>([
    ['lib/top/a.ts', ['lib/mid/b.ts', 'lib/low/c.ts', 'lib/top/d.ts']],
    ['lib/mid/b.ts', ['lib/low/c.ts', 'lib/side/e.ts']],
    ['lib/low/c.ts', ['lib/top/a.ts']],
    ['lib/new/f.ts', ['lib/low/c.ts']],
  ]);
  assert.equal(layerViolations(edges, floors), [
    'lib/low/c.ts -> lib/top/a.ts',
    'lib/mid/b.ts -> lib/side/e.ts',
    'lib/new/f.ts -> lib/low/c.ts',
  ]);
});

test('every lib/ folder has a floor, and no import goes up or across the floors', () => {
  const edges = graph();
  const folders = new Set([...edges.keys()].map(folderOf));
  const placed = new Set(FLOORS.flat());
  assert.equal(
    [...folders].filter((f) => !placed.has(f)),
    [],
    'folders without a floor (add them to FLOORS)',
  );
  assert.equal(
    [...placed].filter((f) => !folders.has(f)),
    [],
    'floors naming folders that no longer exist',
  );
  const found = layerViolations(edges, FLOORS).filter((v) => !(v in EXCEPTIONS));
  assert.equal(found, [], 'imports that go up or across the floors (docs/conventions.md)');
});

test.run();
