// POST /api/activity/hooks: a remote hook relay's observation, served on the Unix socket and, when
// the daemon was asked for one, on its loopback TCP listener (the only route there).
//
// Order of the answers: 503 activity_hook_unconfigured (no token file) and 401
// activity_hook_unauthorized come before the body is read; then 413 (body over 64 KiB),
// 400 invalid_json, 400 invalid_observation (the field that failed), 404 session_not_found, 200.
//
// Seat match: the observation's nodeId must name a seat in the registry, its seat must be that
// record's name@rig, and its occupant must be the record's current occupant. A late run of a
// previous occupant (a Notification after a relaunch) is 404: the relay cannot write state for an
// occupant no reader looks at, and a token holder cannot address one. The seat's own hook still
// writes its local record whatever the relay answers.
import type { HomePaths } from '../../home/paths.js';
import type { HookObservation, SeatHooksDoc } from '../../activity/contract.js';
import { checkHookObservation, type PermissionChecker } from '../../activity/ingress-check.js';
import { applyPermissionEffects } from '../../activity/permission/store.js';
import { recordObservation } from '../../activity/store.js';
import { listSeats, type SeatRecord } from '../../seat/registry.js';
import { HttpError, type Handler, type RouteOptions, type Router } from '../http.js';
import { presentedToken, readActivityToken, tokensMatch } from './endpoint.js';
import { seatRefOf } from '../../seat/ref.js';

export const ACTIVITY_HOOKS_PATH = '/api/activity/hooks';
/** An observation with the largest permission evidence (16,384 bytes) fits several times over. */
export const ACTIVITY_MAX_BODY_BYTES = 64 * 1024;
const SEATS_HINT = 'List seats with: rig ps';

export type ApplyObservation = (home: HomePaths, obs: HookObservation) => Promise<SeatHooksDoc | undefined>;

const storeApplyObservation: ApplyObservation = (home, obs) => recordObservation(home, obs);

export interface ActivityRouteDeps {
  home: HomePaths;
  /** The per-occupant record (lib/activity/store.ts recordObservation); tests pass a fake. */
  applyObservation?: ApplyObservation;
  /** The permission side (lib/activity/permission/store.ts); tests may pass a fake. */
  applyPermissionEffects?: (home: HomePaths, obs: HookObservation) => Promise<void>;
  /** The evidence bounds (lib/activity/permission/permission.ts by default). */
  checkPermission?: PermissionChecker;
}

/** 503 or 401 unless the request carries the home's token. Reads the file each time: a rotated token takes effect at once. */
export function authorizeActivity(home: HomePaths, headers: Record<string, string | string[] | undefined>): void {
  const expected = readActivityToken(home);
  if (!expected)
    throw new HttpError(
      503,
      'activity_hook_unconfigured',
      'no activity hook token is configured — start the daemon with rig daemon start --port N to create one',
    );
  if (!tokensMatch(presentedToken(headers), expected))
    throw new HttpError(
      401,
      'activity_hook_unauthorized',
      'missing or wrong activity hook token — send authorization: Bearer <token> (OPENRIG_ACTIVITY_HOOK_TOKEN or activity-endpoint.json)',
    );
}

/**
 * Pure: why an observation names no current seat (undefined: it names one). The node must be a
 * seat's, the seat its name@rig, and the occupant that seat's current one.
 */
export function seatProblem(
  seat: Pick<SeatRecord, 'name' | 'rig' | 'occupant'> | undefined,
  obs: Pick<HookObservation, 'nodeId' | 'seat' | 'occupant'>,
): string | undefined {
  if (!seat) return `no seat has node id ${obs.nodeId}`;
  const name = seatRefOf(seat);
  if (name !== obs.seat) return `node ${obs.nodeId} is ${name}, not ${obs.seat}`;
  if (seat.occupant !== obs.occupant)
    return `occupant ${obs.occupant} is not ${name}'s current occupant (relaunched since)`;
  return undefined;
}

/** The route's handler and its options (a 64 KiB body bound, the token checked before the body is read). */
export function activityRoute(deps: ActivityRouteDeps): { handler: Handler; options: RouteOptions } {
  const { home } = deps;
  const apply = deps.applyObservation ?? storeApplyObservation;
  const permissionEffects = deps.applyPermissionEffects ?? applyPermissionEffects;
  return {
    handler: async (req) => {
      const checked = checkHookObservation(req.body, { checkPermission: deps.checkPermission });
      if (!checked.ok) throw new HttpError(400, 'invalid_observation', `invalid hook observation: ${checked.reason}`);
      const obs = checked.value;
      const problem = seatProblem(
        listSeats(home).find((s) => s.nodeId === obs.nodeId),
        obs,
      );
      if (problem) throw new HttpError(404, 'session_not_found', `${problem} — ${SEATS_HINT}`);
      const doc = await apply(home, obs);
      await permissionEffects(home, obs);
      return { status: 200, body: { ok: true, activity: doc?.activity ?? null } };
    },
    options: { maxBodyBytes: ACTIVITY_MAX_BODY_BYTES, authorize: (headers) => authorizeActivity(home, headers) },
  };
}

/** The route on a router of its own: the TCP listener serves it alone. */
export function addActivityRoute(router: Router, deps: ActivityRouteDeps): Router {
  const { handler, options } = activityRoute(deps);
  return router.add('POST', ACTIVITY_HOOKS_PATH, handler, options);
}
