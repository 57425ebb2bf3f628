// The per-occupant seat-hooks document under the home: one locked read-merge-write per hook run
// (the hook writes it directly; the daemon's ingress route calls the same function for a relayed
// observation), and lock-free reads of the whole document for readiness, status, ps and send.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { seatHooksPath, type HomePaths } from '../home/paths.js';
import { NODE_ID_PATTERN, OCCUPANT_PATTERN } from '../seat/ref.js';
import { readDocument, updateDocument } from '../store/index.js';
import { peekDocument } from '../store/peek.js';
import type { HookObservation, SeatHooksDoc } from './contract.js';
import { seatHooksKind } from './kind.js';
import { mergeObservation } from './merge.js';

export interface ApplyOptions {
  /** Lock wait (default: the store's). The hook passes less, to end inside its deadline. */
  waitMs?: number;
  /** Where a quarantined document is reported (default stderr). */
  report?: (message: string) => void;
}

export interface ApplyResult {
  /** What is stored now. */
  doc: SeatHooksDoc;
  /** This run wrote the occupant's first document (the first-launch marker). */
  created: boolean;
  /** Whether anything was written. */
  changed: boolean;
}

function checkedPath(home: HomePaths, nodeId: string, occupant: string): string {
  if (!NODE_ID_PATTERN.test(nodeId)) throw new Error(`invalid node id ${JSON.stringify(nodeId)}`);
  if (!OCCUPANT_PATTERN.test(occupant)) throw new Error(`invalid occupant ${JSON.stringify(occupant)}`);
  return seatHooksPath(home, nodeId, occupant);
}

/**
 * A relaunched seat's earlier occupants: their documents are removed by the new occupant's first
 * run — each only when its newest hook is older than this run, so a late run of an old occupant
 * never removes the new one's document.
 */
function removeEarlierOccupants(home: HomePaths, obs: HookObservation, report: ApplyOptions['report']): void {
  const dir = join(home.activity, obs.nodeId);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const occupant = name.endsWith('.json') ? name.slice(0, -'.json'.length) : '';
    if (!OCCUPANT_PATTERN.test(occupant) || occupant === obs.occupant) continue;
    const file = join(dir, name);
    try {
      const other = readDocument(seatHooksKind, file, { onCorrupt: 'fresh', report });
      // Removed without that document's lock: an rm is atomic, and an old occupant's late write
      // at worst leaves a stale document no reader looks up (readers go by the current occupant).
      if (other !== undefined && other.lastHook.seq < obs.seq) rmSync(file, { force: true });
    } catch {
      // Another writer holds or changed it: the next first run of a later occupant tries again.
    }
  }
}

/** Lock, read, merge, atomic write (UNCHANGED writes nothing). */
export async function applyObservation(
  home: HomePaths,
  obs: HookObservation,
  opts: ApplyOptions = {},
): Promise<ApplyResult> {
  const file = checkedPath(home, obs.nodeId, obs.occupant);
  let created = false;
  let changed = false;
  const doc = await updateDocument(
    seatHooksKind,
    file,
    (current) => {
      const next = mergeObservation(current, obs);
      if (typeof next === 'symbol') return next;
      changed = true;
      if (current === undefined) {
        created = true;
        removeEarlierOccupants(home, obs, opts.report);
      }
      return next;
    },
    { onCorrupt: 'fresh', report: opts.report, waitMs: opts.waitMs },
  );
  if (doc === undefined) throw new Error(`${file}: nothing stored after the update`);
  return { doc, created, changed };
}

/**
 * Lock-free and read-only, for readiness, status, ps and the send flow: the whole document of this
 * very occupant (writes are atomic replaces, so a read is never of half a document), or undefined —
 * none yet, invalid ids (never turned into a path), or a file that does not read cleanly. A reader
 * never quarantines or rewrites what the hook owns; the hook's own next locked run does that.
 */
export function readSeatHooks(home: HomePaths, nodeId: string, occupant: string): SeatHooksDoc | undefined {
  if (!NODE_ID_PATTERN.test(nodeId) || !OCCUPANT_PATTERN.test(occupant)) return undefined;
  const peek = peekDocument(seatHooksKind, seatHooksPath(home, nodeId, occupant));
  if (!peek.found || !peek.doc) return undefined;
  return peek.doc.nodeId === nodeId && peek.doc.occupant === occupant ? peek.doc : undefined;
}
