// `rig seat compact`: arm the seat's compaction record for a manual run (the same sequence without
// the threshold or the switch). The daemon's timer job then drives it on its next tick.
import { compactionStatePath, type HomePaths } from '../home/paths.js';
import { resolveSeat, type SeatRecord } from '../seat/registry.js';
import { readDocument, updateDocument, UNCHANGED } from '../store/index.js';
import { readSeatHooks } from '../activity/store.js';
import { seatRefOf } from '../seat/ref.js';
import { actorFor } from '../intervention/policy.js';
import { PREP_IDLE_WAIT_MS } from './constants.js';
import { newRunId } from './job.js';
import { usageSeen } from './observe.js';
import { compactionStateKind, type CompactionRecord } from './record.js';
import type { CompactionSeams } from './seams.js';
import { armManual, freshRecord, type ManualAnswer } from './transition.js';

/** The acting seat's node id from X-OpenRig-Session (cooperative); null when absent or unknown. */
export function callerNode(home: HomePaths, session: string | null): string | null {
  if (!session) return null;
  try {
    return resolveSeat(home, session).nodeId;
  } catch {
    return null;
  }
}

export async function armCompaction(
  home: HomePaths,
  seat: SeatRecord,
  req: { waitForIdleMs?: number; session: string | null; nowMs: number },
  seams: CompactionSeams,
): Promise<ManualAnswer> {
  const caller = callerNode(home, req.session);
  const actor = actorFor(seat.nodeId, caller);
  const hooks = readSeatHooks(home, seat.nodeId, seat.occupant);
  let answer: ManualAnswer | undefined;
  await updateDocument(
    compactionStateKind,
    compactionStatePath(home, seat.nodeId),
    (cur) => {
      const base = cur ?? freshRecord(seat.nodeId, seatRefOf(seat), seat.occupant, req.nowMs);
      answer = armManual(base, {
        nowMs: req.nowMs,
        claude: seat.runtime === 'claude-code',
        running: seat.status === 'running',
        occupant: seat.occupant,
        sessionId: hooks?.session?.id ?? null,
        actor,
        caller,
        verdict: seams.mayIntervene(home)(seat.nodeId, actor, 'compaction', caller),
        prepIdleWaitMs: req.waitForIdleMs ?? PREP_IDLE_WAIT_MS,
        usage: usageSeen(seams.readUsage(home, seat, req.nowMs)),
        runId: newRunId(),
      });
      return answer.ok ? answer.record : UNCHANGED;
    },
    { onCorrupt: 'fresh' },
  );
  return answer!;
}

export function readCompactionRecord(home: HomePaths, nodeId: string): CompactionRecord | undefined {
  return readDocument(compactionStateKind, compactionStatePath(home, nodeId), { onCorrupt: 'fresh' });
}
