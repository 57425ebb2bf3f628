// POST /api/seat/set-typing-guard/:seatRef: the seat's typing-guard mode. The actor is
// X-OpenRig-Session; a change that waits for the operation in flight answers 202 (pending).
import type { HomePaths } from '../../home/paths.js';
import { activateDesired, GuardInputError, readGuard, setDesiredMode, actorLabel } from '../../delivery/guard/store.js';
import type { GuardPreference } from '../../delivery/guard/preference.js';
import { parseGuardRequest } from '../../delivery/guard/request.js';
import { fallbackModeOf } from '../../delivery/guard/policy.js';
import { listHeld } from '../../delivery/outbox/outbox.js';
import { HttpError, type Handler, type Reply } from '../http.js';
import { seatFor } from '../seat-param.js';
import type { DaemonContext } from './context.js';
import { seatRefOf } from '../../seat/ref.js';

export function setTypingGuardRoute(ctx: DaemonContext): Handler {
  const home: HomePaths = ctx.home;
  return async (req) => {
    const parsed = parseGuardRequest(req.body);
    if (!parsed.ok) throw new HttpError(400, 'invalid_typing_guard_request', parsed.error);
    const seat = seatFor(home, req.params.seatRef!);
    const fallbackMode = fallbackModeOf(seat);
    let pref: GuardPreference;
    try {
      pref = await setDesiredMode(home, seat.nodeId, {
        mode: parsed.mode,
        reason: parsed.reason,
        actor: req.session,
        fallbackMode,
      });
    } catch (err) {
      if (err instanceof GuardInputError) throw new HttpError(400, err.code, err.message);
      throw err;
    }
    ctx.log.info(`typing-guard seat=${seatRefOf(seat)} desired=${pref.desiredMode} actor=${actorLabel(req.session)}`);
    if (pref.pending) {
      // Activation waits for the operation in flight: it queues on the seat's lease.
      const activation = ctx.leases.run(seat.nodeId, 'guard-activation', () =>
        activateDesired(home, seat.nodeId, fallbackMode),
      );
      activation.catch((err) => ctx.log.error(`guard activation for ${seat.nodeId} failed: ${(err as Error).message}`));
      const waitMs = ctx.guardActivationWaitMs ?? 2000;
      const settled = await Promise.race([
        activation.then((p) => p),
        new Promise<undefined>((r) => setTimeout(() => r(undefined), waitMs).unref()),
      ]);
      if (settled) pref = settled;
      else pref = readGuard(home, seat.nodeId, fallbackMode);
    }
    const held = listHeld(home, seat.nodeId).length;
    return guardReply(pref, held, pref.pending ? 202 : 200);
  };
}

function guardReply(pref: GuardPreference, heldCount: number, status: number): Reply {
  return {
    status,
    body: {
      nodeId: pref.nodeId,
      desired: pref.desiredEnabled,
      effective: pref.effectiveEnabled,
      desiredMode: pref.desiredMode,
      effectiveMode: pref.effectiveMode,
      pending: pref.pending,
      actor: pref.actor,
      actorLabel: actorLabel(pref.actor),
      reason: pref.reason,
      changedAt: pref.changedAt,
      heldCount,
      note: 'Changing the mode does not replay or flush held messages.',
    },
  };
}
