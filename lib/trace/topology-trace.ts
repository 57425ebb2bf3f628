// The topology tree: from the seat's folder (rigs/<rig>/seats/<seat>/) up to topology.root, each
// level's LEARNED.md. The start is given, or derived from a canonical session name, or from the
// seat record of this node id; it is never guessed.
import { join } from 'node:path';
import { NODE_ID_PATTERN } from '../seat/ref.js';
import { seatByNodeId } from './seat-by-node.js';
import { ascent } from './ascent.js';
import { learnedBlock } from './node-blocks.js';
import { TOPOLOGY_HEADING, TOPOLOGY_START_UNRESOLVED } from './lines.js';
import { canonicalSeat } from './session-name.js';
import { isFolder, TraceAborted } from './trace-fs.js';
import type { TraceRun } from './trace-run.js';

export interface TopologyInputs {
  topologyStart?: string;
  sessionName?: string;
  nodeId?: string;
}

/** The start folder, or null when none can be derived (a TRACE GAP). */
export async function topologyStart(run: TraceRun, inputs: TopologyInputs, root: string): Promise<string | null> {
  const given = inputs.topologyStart?.trim();
  if (given) return given;
  const seat = canonicalSeat(inputs.sessionName);
  if (seat) {
    const path = join(root, 'rigs', seat.rig, 'seats', seat.member);
    if (await isFolder(path, run.s.signal)) return path;
  }
  const id = inputs.nodeId?.trim();
  if (id && NODE_ID_PATTERN.test(id)) {
    try {
      // Read without blocking, like every file a lookup reads (the registry may be on a slow disk).
      const rec = await seatByNodeId(run.s.home, id, run.s.signal);
      if (rec) return join(root, 'rigs', rec.rig, 'seats', rec.name);
    } catch (err) {
      if (run.s.signal?.aborted) throw new TraceAborted();
      void err;
      // An unreadable registry: the start stays unresolved and says so.
    }
  }
  return null;
}

export async function topologySection(run: TraceRun, inputs: TopologyInputs): Promise<string> {
  const lines = [TOPOLOGY_HEADING];
  try {
    const r = await run.root('topology.root');
    if ('gap' in r) return [...lines, r.gap].join('\n');
    lines.push(`root: ${r.root}`);
    const start = await topologyStart(run, inputs, r.root);
    if (!start) return [...lines, run.gap(TOPOLOGY_START_UNRESOLVED)].join('\n');
    lines.push(`start: ${start}`);
    const asc = await ascent(start, r.root, run.s.cwd, run.s.signal);
    if ('gap' in asc) return [...lines, run.gap(asc.gap)].join('\n');
    const last = asc.nodes.length - 1;
    lines.push(
      ...(await run.blocksInOrder(
        asc.nodes,
        (fork, node, i) => learnedBlock(fork, node, i === last),
        (node) => `${node.path}/LEARNED.md`,
      )),
    );
  } catch (err) {
    if (!(err instanceof TraceAborted)) throw err;
    const cut = run.cut('the rest of the topology trace');
    if (cut) lines.push(cut);
  }
  return lines.join('\n');
}
