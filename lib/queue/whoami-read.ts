// The whoami answer, read only: who this seat is, its role binding, its strict current work and
// its queue — and, on request, the labelled work candidates. Reads only this seat's open-row index
// (plus the row files of handoff ancestors of untagged in-progress rows), never every row, and
// writes nothing (an index not built yet is folded in memory), so the refocus hook calls it
// in-process on every fire without carrying the queue's write side (whoami.ts rebuilds indexes
// first for `rig queue whoami`). Every read is asynchronous and checks the signal (lookup-read.ts,
// work-scan.ts): a slow disk or a huge missions shelf ends the lookup at its cap.
import type { Env, HomePaths } from '../home/paths.js';
import { resolveConfigAsync } from '../config/config-async.js';
import { openRows, emptySeatIndex } from './index-entry.js';
import { deriveCurrentWork } from './current-work.js';
import { deriveWorkCandidates, handoffAncestors } from './work-candidates.js';
import { taggedWork } from './work-resolver.js';
import { scanWork } from './work-scan.js';
import { readAncestors, readSeatIndexForLookup, seatForSessionAsync, sessionSeat } from './lookup-read.js';
import { observeRole } from './role.js';
import { missionTags } from './row.js';
import type { WhoamiAnswer } from './whoami-types.js';
import type { LookupSignal } from '../util/lookup-signal.js';
import { paneIdentity } from '../seat/identity.js';

export interface WhoamiOptions {
  /** Overrides OPENRIG_SESSION_NAME. */
  sessionName?: string;
  workCandidates?: boolean;
  signal?: LookupSignal;
  /** Folder relative config paths resolve against (default process.cwd()). */
  cwd?: string;
  /**
   * Config as the caller already read it (the refocus hook reads config.json once per attempt): the
   * workspace root, or why config could not be read, which fails this lookup at once. Absent (or no
   * root given): config is read here.
   */
  config?: { workspaceRoot?: string } | { unavailable: string };
}

/** The session asked about: --session when given, else this process's seat identity. */
export function whoamiSession(env: Env, opts: Pick<WhoamiOptions, 'sessionName'>): string | null {
  return (opts.sessionName !== undefined ? opts.sessionName.trim() || undefined : paneIdentity(env).session) ?? null;
}

/** The workspace root: the one the caller read, else from config read here. */
async function workspaceRootFor(home: HomePaths, env: Env, opts: WhoamiOptions): Promise<string> {
  const given = opts.config && 'workspaceRoot' in opts.config ? opts.config.workspaceRoot : undefined;
  if (given) return given;
  return (await resolveConfigAsync(home, env, opts.cwd ?? process.cwd(), opts.signal))['workspace.root'].value;
}

export async function readWhoami(home: HomePaths, env: Env, opts: WhoamiOptions = {}): Promise<WhoamiAnswer> {
  const signal = opts.signal;
  signal?.throwIfAborted();
  if (opts.config && 'unavailable' in opts.config) throw new Error(`config.json not read: ${opts.config.unavailable}`);
  const session = whoamiSession(env, opts);
  const named = sessionSeat(session);
  // Only a canonical name@rig session owns rows; anything else has an empty queue.
  const canonical = 'canonical' in named ? named.canonical : undefined;
  // The seat record, the seat's index and config are read side by side.
  const [seatInfo, index, workspaceRoot] = await Promise.all([
    seatForSessionAsync(home, session, signal),
    canonical ? readSeatIndexForLookup(home, canonical, signal) : emptySeatIndex('none@none'),
    workspaceRootFor(home, env, opts),
  ]);
  const { record, problem } = seatInfo;
  const rolePromise = observeRole(record, problem, env);
  const mine = openRows(index);
  const inProgress = mine.filter((r) => r.state === 'in-progress');
  // Handoff ancestors matter only to the candidates, and only for untagged in-progress rows.
  const ancestors = opts.workCandidates
    ? await readAncestors(
        home,
        inProgress.filter((r) => missionTags(r.tags).length === 0).flatMap(handoffAncestors),
        signal,
      )
    : new Map();
  const work = [...inProgress, ...ancestors.values()].flatMap((r) => taggedWork(r.tags));
  const resolver = await scanWork(
    workspaceRoot,
    {
      missions: work.map((w) => w.mission),
      pairs: work.flatMap((w) => (w.slice === null ? [] : [{ mission: w.mission, slice: w.slice }])),
      onHost: opts.workCandidates === true,
    },
    signal,
  );
  const strict = deriveCurrentWork(mine, resolver);
  const answer: WhoamiAnswer = {
    session,
    seat: record ? { name: record.name, rig: record.rig, nodeId: record.nodeId, runtime: record.runtime } : null,
    role: await rolePromise,
    currentWork: strict.currentWork,
    ...(strict.currentWork === null ? { currentWorkBasis: strict.currentWorkBasis } : {}),
    queue: {
      pending: mine.filter((r) => r.state === 'pending').length,
      inProgress: inProgress.length,
      blocked: mine.filter((r) => r.state === 'blocked').length,
      recent: index.recent.map((r) => ({ id: r.id, state: r.state, summary: r.summary })),
    },
  };
  if (opts.workCandidates) {
    answer.workCandidates = deriveWorkCandidates({ rows: mine, lookup: (id) => ancestors.get(id), resolver });
  }
  signal?.throwIfAborted();
  return answer;
}
