// `rig queue whoami`: who this seat is, its role binding, its strict current work and its queue —
// and, on request, the labelled work candidates. Reads only this seat's open-row index (plus the
// row files of handoff ancestors of untagged in-progress rows), never every row, so the refocus
// hook can call it in-process on every fire.
import type { Env, HomePaths } from '../home/paths.js';
import { queueRowPath } from '../home/paths.js';
import { resolveConfig } from '../config/config.js';
import { readDocument } from '../store/index.js';
import { rowEntryOf, openRows, emptySeatIndex } from './index-entry.js';
import { loadSeatIndex } from './queue-store.js';
import { deriveCurrentWork } from './current-work.js';
import { deriveWorkCandidates, type CandidateRow } from './work-candidates.js';
import { fsWorkResolver } from './work-resolver.js';
import { observeRole, seatForSession } from './role.js';
import { isQueueId, queueRowKind } from './row.js';
import type { WhoamiAnswer } from './whoami-types.js';
import type { LookupSignal } from '../util/lookup-signal.js';

export interface WhoamiOptions {
  /** Overrides OPENRIG_SESSION_NAME. */
  sessionName?: string;
  workCandidates?: boolean;
  signal?: LookupSignal;
  /** Folder relative config paths resolve against (default process.cwd()). */
  cwd?: string;
}

/** A handoff ancestor by id, from its row file; undefined when it is not on this host. */
function ancestorLookup(home: HomePaths): (id: string) => CandidateRow | undefined {
  const seen = new Map<string, CandidateRow | undefined>();
  return (id) => {
    if (!seen.has(id)) {
      let row;
      try {
        row = isQueueId(id) ? readDocument(queueRowKind, queueRowPath(home, id)) : undefined;
      } catch {
        row = undefined;
      }
      seen.set(id, row && row.id === id ? { id, ...rowEntryOf(row) } : undefined);
    }
    return seen.get(id);
  };
}

export async function queueWhoami(home: HomePaths, env: Env, opts: WhoamiOptions = {}): Promise<WhoamiAnswer> {
  const signal = opts.signal;
  signal?.throwIfAborted();
  const session = (opts.sessionName ?? env.OPENRIG_SESSION_NAME)?.trim() || null;
  const { record, problem, canonical } = seatForSession(home, session);
  const rolePromise = observeRole(record, problem, env);
  // Only a canonical name@rig session owns rows; anything else has an empty queue.
  const index = canonical ? await loadSeatIndex(home, canonical) : emptySeatIndex('none@none');
  signal?.throwIfAborted();
  const mine = openRows(index);
  const resolver = fsWorkResolver(resolveConfig(home, env, opts.cwd ?? process.cwd())['workspace.root'].value);
  const strict = deriveCurrentWork(mine, resolver);
  signal?.throwIfAborted();
  const answer: WhoamiAnswer = {
    session,
    seat: record ? { name: record.name, rig: record.rig, nodeId: record.nodeId, runtime: record.runtime } : null,
    role: await rolePromise,
    currentWork: strict.currentWork,
    ...(strict.currentWork === null ? { currentWorkBasis: strict.currentWorkBasis } : {}),
    queue: {
      pending: mine.filter((r) => r.state === 'pending').length,
      inProgress: mine.filter((r) => r.state === 'in-progress').length,
      blocked: mine.filter((r) => r.state === 'blocked').length,
      recent: index.recent.map((r) => ({ id: r.id, state: r.state, summary: r.summary })),
    },
  };
  if (opts.workCandidates) {
    answer.workCandidates = deriveWorkCandidates({ rows: mine, lookup: ancestorLookup(home), resolver });
  }
  signal?.throwIfAborted();
  return answer;
}
