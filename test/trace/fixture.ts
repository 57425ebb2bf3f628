// Trace fixtures: small topology and work trees written into a temporary folder.
import { mkdirSync, writeFileSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir, tempHome } from '../helpers/home.js';

/** Writes `files` (relative path → text) under `root`; a value of null makes an empty folder. */
export function writeTree(root: string, files: Record<string, string | null>): void {
  for (const [rel, text] of Object.entries(files)) {
    const full = join(root, rel);
    if (text === null) mkdirSync(full, { recursive: true });
    else {
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
  }
}

export function setMtime(path: string, ms: number): void {
  utimesSync(path, ms / 1000, ms / 1000);
}

export const DAY = 86_400_000;
export const NOW = Date.parse('2026-03-01T12:00:00Z');

export interface Fixture {
  dir: string;
  topo: string;
  work: string;
  seat: string;
  mission: string;
  slice: string;
  home: ReturnType<typeof tempHome>;
}

/** A rig `demo` with seat `builder`, a mission `alpha` with slice `s1`; chain files everywhere. */
export function fixture(
  extra: { topo?: Record<string, string | null>; work?: Record<string, string | null> } = {},
): Fixture {
  const dir = tempDir('openrig-trace-');
  const topo = join(dir, 'topo');
  const work = join(dir, 'work');
  writeTree(topo, {
    'LEARNED.md': '# Host\nThe host-level practice: keep the tree path-only.\n',
    'rigs/demo/LEARNED.md': '---\nupdated: 2026-02-27\n---\n# Rig demo\nRig-level practice.\n',
    'rigs/demo/seats/builder/LEARNED.md':
      '# Builder\n\n## MY JOB HERE\nBuild the trace.\n\n## STANDING DUTIES\n- run the tests\n- report figures\n\n## Log\nold stuff\n',
    ...extra.topo,
  });
  writeTree(work, {
    'SPEC.md': '---\nintent: Ship OpenRig core\n---\n# Project\nProject spec body.\n',
    'NOTES.md': '# Project notes\n## Current state\nroot state\n',
    'missions/alpha/SPEC.md':
      '---\nid: alpha\nintent: |\n  Make refocus carry\n  the work as text\n---\n# Alpha\nAlpha spec body.\n',
    'missions/alpha/NOTES.md':
      '# Alpha notes\n\n## Current state\nobservation secret: halfway there\n\n## History\nlong ago\n',
    'missions/alpha/PROGRESS.md': '# Progress\n## Current state\nthree of five steps\n## Done\n- one\n',
    'missions/alpha/slices/s1/SPEC.md': "---\nintent: 'Slice one: the trace'\n---\n# S1\n",
    ...extra.work,
  });
  return {
    dir,
    topo,
    work,
    seat: join(topo, 'rigs/demo/seats/builder'),
    mission: join(work, 'missions/alpha'),
    slice: join(work, 'missions/alpha/slices/s1'),
    home: tempHome(),
  };
}

/** Common renderTrace options for a fixture (roots explicit, clock fixed, no ambient environment). */
export function baseOptions(f: Fixture) {
  return { topologyRoot: f.topo, workspaceRoot: f.work, home: f.home.home, env: {}, cwd: f.dir, now: NOW };
}
