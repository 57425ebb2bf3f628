// The path-only trace, in-process: the library the refocus hook calls and the body of
// `trace-to-root` / `rig trace`. All file access is async and checks the caller's signal
// between files (and races it during each), so a hook can cut a hanging trace with a timer and
// still deliver what was rendered, marked as cut short and failed.
import type { Env, HomePaths } from '../home/paths.js';
import { notesMaxAgeDays } from './age-cue.js';
import { routeCommandFor } from './route-command.js';
import { topologySection } from './topology-trace.js';
import { TraceRun } from './trace-run.js';
import { workSections } from './work-trace.js';
import type { WorkCandidates } from './work-candidates.js';
import type { LookupSignal } from '../util/lookup-signal.js';

export type { WorkCandidate, WorkCandidates } from './work-candidates.js';
export { NO_CURRENT_BATON_BASIS } from './work-candidates.js';

export interface TraceOptions {
  trees: 'topology' | 'work' | 'both';
  depth: 'light' | 'full';
  /** Explicit topology start (flag, or OPENRIG_REFOCUS_TOPOLOGY_NODE mapped by the caller). */
  topologyStart?: string;
  /** Explicit work start (flag, or OPENRIG_REFOCUS_WORK_NODE mapped by the caller). */
  workStart?: string;
  /** The daemon's reason no single current work node was named. */
  workBasis?: string;
  /** Why the current work node could not be read. */
  workUnknown?: string;
  packet?: boolean;
  workCandidates?: WorkCandidates | { unreadable: string };
  /** Roots; when absent, resolved from live config (environment, then config.json, then default). */
  topologyRoot?: string;
  workspaceRoot?: string;
  /** Why the caller could not read config: a root not given is then unresolved at once, not read again. */
  configUnavailable?: string;
  /** OPENRIG_SESSION_NAME: a canonical `member@rig` gives the topology start. */
  sessionName?: string;
  /** This seat's node id (n-…): its registry record gives the topology start otherwise. */
  nodeId?: string;
  home?: HomePaths;
  cwd?: string;
  notesMaxAgeDays?: number;
  now?: number;
  signal?: LookupSignal;
  /** Environment for config resolution (default process.env). Not used for any other default. */
  env?: Env;
  /** The command the work packet's route names; default: this process's own (route-command.ts). */
  routeCommand?: string;
}

export interface TraceResult {
  text: string;
  /** True when any failure was recorded (what `--check` turns into exit 1). */
  failed: boolean;
  /** Each failing line as rendered. */
  failures: string[];
}

export async function renderTrace(opts: TraceOptions): Promise<TraceResult> {
  const run = TraceRun.create({
    depth: opts.depth === 'full' ? 'full' : 'light',
    packet: opts.packet === true,
    now: opts.now ?? Date.now(),
    thresholdDays: notesMaxAgeDays(opts.notesMaxAgeDays),
    cwd: opts.cwd ?? process.cwd(),
    home: opts.home,
    env: opts.env,
    signal: opts.signal,
    topologyRoot: opts.topologyRoot,
    workspaceRoot: opts.workspaceRoot,
    configUnavailable: opts.configUnavailable,
    routeCommand: opts.routeCommand ?? routeCommandFor(process.execPath, process.argv[1]),
  });
  const sections: string[] = [];
  const trees = opts.trees === 'topology' || opts.trees === 'work' ? opts.trees : 'both';
  if (run.aborted) {
    const cut = run.cut('the trace started');
    if (cut) sections.push(cut);
  }
  // The two trees share nothing but settings and config, so their file reads run side by side
  // (a hook waits for the slower one, not for both in turn). Merged topology first, then work; a
  // cut in one tree does not drop what the other finished in time (each shows its own cut line).
  const topology = trees !== 'work' && !run.stopped ? run.fork() : undefined;
  const work = trees !== 'topology' && !run.stopped ? run.fork() : undefined;
  const [topologyText, workTexts] = await Promise.all([
    topology &&
      topologySection(topology, {
        topologyStart: opts.topologyStart,
        sessionName: opts.sessionName,
        nodeId: opts.nodeId,
      }),
    work &&
      workSections(work, {
        workStart: opts.workStart,
        workBasis: opts.workBasis,
        workUnknown: opts.workUnknown,
        packet: opts.packet === true,
        candidates: opts.workCandidates,
      }),
  ]);
  if (topology && topologyText !== undefined) {
    sections.push(topologyText);
    run.absorb(topology);
  }
  if (work && workTexts) {
    sections.push(...workTexts);
    run.absorb(work);
  }
  return { text: sections.join('\n\n'), failed: run.failures.length > 0, failures: [...run.failures] };
}
