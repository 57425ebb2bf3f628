// The work tree: from the current work node (missions/<m>/slices/<s>/) up to workspace.root, each
// level's SPEC.md (else README.md) intent, notes and, in the packet, PROGRESS.md. Where the work
// node comes from, in order: an explicit start; queue evidence (one direct candidate, else "name
// it" with a project-level orientation); the daemon's basis (only the exact no-baton basis falls
// back to the root); an unknown reason; and, standalone, the nearest spec folder above the cwd.
import { join, dirname } from 'node:path';
import { ascent, pathWithin } from './ascent.js';
import { askBlock, checkEvidence, directCandidate, heldNextSection, type Evidence } from './candidates.js';
import {
  ASK_HEADING,
  CANDIDATES_INVALID,
  candidatesUnreadable,
  evidenceLine,
  fallbackLine,
  NO_SLICE_NAMED,
  noSingleWorkNode,
  ORIENTATION_HEADING,
  WORK_HEADING,
  WORK_START_UNRESOLVED,
  workNodeUnknown,
} from './lines.js';
import { workNodeBlock } from './node-blocks.js';
import { resolveLoose, statFile, TraceAborted } from './trace-fs.js';
import { NO_CURRENT_BATON_BASIS, type WorkCandidates } from './work-candidates.js';
import type { Depth, TraceRun } from './trace-run.js';

export interface WorkInputs {
  workStart?: string;
  workBasis?: string;
  workUnknown?: string;
  packet: boolean;
  candidates?: WorkCandidates | { unreadable: string };
}

const FROM_ROOT = Symbol('the work root');
const FROM_CWD = Symbol('the nearest spec folder above the cwd');

interface WorkTraceSpec {
  heading: string;
  pre?: string[];
  start: string | typeof FROM_ROOT | typeof FROM_CWD;
  fallback?: string;
  depth: Depth;
  packet: boolean;
}

/** The nearest folder from `cwd` up to `root` (inclusive) holding a SPEC.md or README.md. */
async function nearestSpecFolder(run: TraceRun, root: string): Promise<string | null> {
  let dir = await resolveLoose(run.s.cwd, run.s.signal);
  if (pathWithin(root, dir) === undefined) return null;
  for (;;) {
    for (const name of ['SPEC.md', 'README.md']) {
      const st = await statFile(join(dir, name), run.s.signal);
      if (st.kind === 'aborted') throw new TraceAborted();
      if (st.kind === 'file') return dir;
    }
    if (dir === root) return null;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

async function workTrace(run: TraceRun, spec: WorkTraceSpec): Promise<string> {
  const lines = [spec.heading, ...(spec.pre ?? [])];
  try {
    const r = await run.root('workspace.root');
    if ('gap' in r) return [...lines, r.gap].join('\n');
    lines.push(`root: ${r.root}`);
    let start: string;
    if (spec.start === FROM_ROOT) start = r.root;
    else if (spec.start === FROM_CWD) {
      const found = await nearestSpecFolder(run, r.root);
      if (!found) return [...lines, run.gap(WORK_START_UNRESOLVED)].join('\n');
      start = found;
    } else start = spec.start;
    lines.push(`start: ${start}`);
    if (spec.fallback) lines.push(spec.fallback);
    const asc = await ascent(start, r.root, run.s.cwd, run.s.signal);
    if ('gap' in asc) return [...lines, run.gap(asc.gap)].join('\n');
    lines.push(
      ...(await run.blocksInOrder(
        asc.nodes,
        (fork, node) => workNodeBlock(fork, node, spec.depth, spec.packet),
        (node) => `the work node ${node.path}`,
      )),
    );
  } catch (err) {
    if (!(err instanceof TraceAborted)) throw err;
    const cut = run.cut('the rest of the work trace');
    if (cut) lines.push(cut);
  }
  return lines.join('\n');
}

/** The work section(s): the trace or the "name it" block, then held and next work when evidence is present. */
export async function workSections(run: TraceRun, inputs: WorkInputs): Promise<string[]> {
  let evidence: Evidence | null = null;
  let evidenceGap: string | null = null;
  const given = inputs.candidates as unknown;
  if (given !== undefined) {
    const unreadable =
      typeof given === 'object' && given !== null ? (given as { unreadable?: unknown }).unreadable : undefined;
    if (typeof unreadable === 'string') evidenceGap = candidatesUnreadable(unreadable);
    else if (!(evidence = checkEvidence(given))) evidenceGap = CANDIDATES_INVALID;
  }
  const depth = run.s.depth;
  const sections: string[] = [];
  const workStart = inputs.workStart?.trim();
  const basis = inputs.workBasis;
  const unknown = inputs.workUnknown?.trim();

  if (workStart) {
    sections.push(await workTrace(run, { heading: WORK_HEADING, start: workStart, depth, packet: inputs.packet }));
    if (evidenceGap && !run.stopped) sections.push(run.gap(evidenceGap));
  } else if (evidence) {
    const direct = directCandidate(evidence);
    if (direct) {
      const pre = [
        evidenceLine(direct.source || `tag mission:${direct.mission} on row ${direct.qitemId}`),
        ...(direct.slice ? [] : [NO_SLICE_NAMED]),
      ];
      sections.push(
        await workTrace(run, { heading: WORK_HEADING, pre, start: direct.workNodePath!, depth, packet: true }),
      );
    } else {
      const orientation = await workTrace(run, {
        heading: ORIENTATION_HEADING,
        start: FROM_ROOT,
        depth: 'light',
        packet: true,
      });
      sections.push(`${askBlock(evidence, ASK_HEADING, run.s.routeCommand).join('\n')}\n\n${orientation}`);
    }
  } else if (evidenceGap) {
    sections.push(`${WORK_HEADING}\n${run.gap(evidenceGap)}`);
  } else if (basis !== undefined && basis === NO_CURRENT_BATON_BASIS) {
    sections.push(
      await workTrace(run, {
        heading: WORK_HEADING,
        start: FROM_ROOT,
        fallback: fallbackLine(basis),
        depth,
        packet: inputs.packet,
      }),
    );
  } else if (basis?.trim()) {
    sections.push(`${WORK_HEADING}\n${run.gap(noSingleWorkNode(basis.trim()))}`);
  } else if (unknown) {
    sections.push(`${WORK_HEADING}\n${run.gap(workNodeUnknown(unknown))}`);
  } else {
    sections.push(await workTrace(run, { heading: WORK_HEADING, start: FROM_CWD, depth, packet: inputs.packet }));
  }

  if (evidence && !run.stopped) {
    const heldNext = heldNextSection(evidence);
    if (heldNext) sections.push(heldNext);
  }
  return sections;
}
