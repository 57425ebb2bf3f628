// What the compaction job reads about one seat each tick (I/O), turned into transition.ts's
// Observation. Lock-free reads: a document being replaced reads as its previous version.
import type { Env, HomePaths } from '../home/paths.js';
import { configKind } from '../config/config.js';
import { resolveCompactionPolicy, type PolicyReading } from '../config/compaction-policy.js';
import { readDocument } from '../store/index.js';
import type { SeatRecord } from '../seat/registry.js';
import { readSeatHooks } from '../activity/store.js';
import { restoreMarkerFiles } from '../refocus/keys.js';
import { restorePendingKind } from '../refocus/kinds.js';
import { readGuard } from '../delivery/guard/store.js';
import { decideDelivery, fallbackModeOf, modeInForce } from '../delivery/guard/policy.js';
import { seatRefOf } from '../seat/ref.js';
import type { ContextReading } from '../context-usage/contract.js';
import type { CompactionSeams } from './seams.js';
import type { Observation, UsageSeen } from './transition.js';

export function readPolicy(home: HomePaths, env: Env): PolicyReading {
  const doc = readDocument(configKind, home.config, { onCorrupt: 'fresh' });
  return resolveCompactionPolicy(doc?.compaction, env);
}

/** Pure: only a known, fresh reading is a number. */
export function usageSeen(r: ContextReading): UsageSeen {
  if (r.state === 'known') return { known: true, percent: r.sample.usedPercent };
  if (r.state === 'stale') return { known: false, why: `stale sample (${Math.round(r.ageMs / 60_000)} min old)` };
  return { known: false, why: r.reason };
}

/** ms of PostCompact on this seat's marker (sessionName must be this seat), or null. */
export function postCompactAt(home: HomePaths, seat: string): number | null {
  const file = restoreMarkerFiles(home.restorePending, seat).marker;
  const marker = readDocument(restorePendingKind, file, { onCorrupt: 'fresh' });
  if (!marker || marker.sessionName !== seat || typeof marker.postCompactAt !== 'string') return null;
  const at = Date.parse(marker.postCompactAt);
  return Number.isFinite(at) ? at : null;
}

export function observeSeat(
  home: HomePaths,
  seat: SeatRecord,
  nowMs: number,
  env: Env,
  seams: CompactionSeams,
  newRunId: string,
): Observation {
  const hooks = readSeatHooks(home, seat.nodeId, seat.occupant);
  const idle = hooks?.activity?.state === 'idle' ? Math.floor(hooks.activity.seq / 1000) : null;
  const pref = readGuard(home, seat.nodeId, fallbackModeOf(seat));
  const mode = modeInForce(pref.desiredMode, pref.effectiveMode);
  return {
    nowMs,
    claude: seat.runtime === 'claude-code',
    running: seat.status === 'running',
    occupant: seat.occupant,
    sessionId: hooks?.session?.id ?? null,
    usage: usageSeen(seams.readUsage(home, seat, nowMs)),
    policy: readPolicy(home, env),
    mayCompact: (actor, caller) => seams.mayIntervene(home)(seat.nodeId, actor, 'compaction', caller),
    idleAtMs: idle,
    postCompactAtMs: postCompactAt(home, seatRefOf(seat)),
    guardHoldsNotices: decideDelivery(mode, 'notice').action === 'hold',
    newRunId,
  };
}
