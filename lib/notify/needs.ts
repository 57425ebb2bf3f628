// Each source's facts → the needs a tick found, with whose word they rest on. Pure; the reads that
// feed them are in gather.ts. test/notify/needs.test.ts holds the tables.
import { isRecordedEvidence, type Attention } from '../views/attention.js';
import { OPENRIG_SENDER } from '../timers/contract.js';
import { HOOK_DECIDES_MS, type HookActivityReading } from '../activity/freshness.js';
import type { Need } from './need.js';
import { PERMISSION_REQUEST_REASON } from '../activity/map.js';

/** A seat with pending rows counts as parked once its idle hook record is this old. */
export const IDLE_WITH_ROWS_MS = 2 * 60_000;
/** An indeterminate delivery or a failed compaction is news for this long (older ones never open an episode). */
export const RECENT_WINDOW_MS = 60 * 60_000;

/**
 * Hook events after which a menu may be up although the record says running: a tool about to run
 * (PreToolUse) may stop at a permission menu whose own hook never came, and a PermissionRequest
 * whose record was overwritten by a running state is still the menu's.
 */
const MENU_MAY_FOLLOW = new Set(['PreToolUse', 'PermissionRequest']);

/**
 * After PreToolUse, the screen waits this long: a client that has a PermissionRequest hook sends it
 * within it (a real Claude's came ~0.3 s after the menu showed, and an episode opened on the screen
 * first said `needs_input numbered_menu`, not `permission Bash`, and the one notification kept it).
 */
export const MENU_HOOK_GRACE_MS = 3000;

/**
 * Is the seat's screen worth a tmux call this tick? When its fresh hook record says it waits; when
 * the record says running after an event a menu may follow, while the hook's word still decides
 * (within HOOK_DECIDES_MS: later a menu there is the screen's word alone and opens nothing) and,
 * after PreToolUse, once the menu's own hook had time to come; or when its wait is an open episode
 * (it goes on whatever the record says).
 */
export function screenWorthReading(
  hook: Pick<HookActivityReading, 'state' | 'ageMs' | 'stale' | 'event'> | undefined,
  openEpisode: boolean,
): boolean {
  if (openEpisode) return true;
  if (!hook || hook.stale || hook.ageMs === null) return false;
  if (hook.state === 'needs_input') return true;
  if (hook.state !== 'running' || hook.ageMs >= HOOK_DECIDES_MS || !MENU_MAY_FOLLOW.has(hook.event ?? '')) return false;
  return hook.event !== 'PreToolUse' || hook.ageMs >= MENU_HOOK_GRACE_MS;
}

/**
 * A PermissionRequest's record says `needs_input permission_request` a moment before its tool
 * descriptor is recorded (the hook appends the activity, then writes the permission evidence under
 * its lock). Within this grace such a wait opens nothing yet, so the one notification of the
 * episode names the tool (`permission Bash`); after it, the wait goes out as the record names it.
 */
export const PERMISSION_DESCRIPTOR_GRACE_MS = 3000;

/** A permission stop or a plain wait: one episode per seat (`<seat>#waiting`), whichever the attention names first. */
export function waitingNeed(seat: string, attention: readonly Attention[], now: number): Need | undefined {
  const a = attention.find((x) => x.kind === 'permission' || x.kind === 'needs_input');
  if (!a) return undefined;
  const descriptorDue = a.kind === 'needs_input' && a.what === PERMISSION_REQUEST_REASON;
  if (descriptorDue && a.ageMs !== null && a.ageMs < PERMISSION_DESCRIPTOR_GRACE_MS) return undefined;
  return {
    key: `${seat}#waiting`,
    seat,
    kind: a.kind as Need['kind'],
    what: a.what,
    since: now - (a.ageMs ?? 0),
    recorded: isRecordedEvidence(a),
  };
}

/** OpenRig's own notices and system actors (watchdog@system) are not a person's word. */
export function fromPerson(sender: string): boolean {
  return sender !== OPENRIG_SENDER && !sender.endsWith('@system');
}

export function heldNeed(seat: string, held: ReadonlyArray<{ sender: string; createdAt: string }>): Need | undefined {
  const mine = held.filter((h) => fromPerson(h.sender));
  if (!mine.length) return undefined;
  const senders = [...new Set(mine.map((h) => h.sender))];
  const named = senders.slice(0, 3).join(', ') + (senders.length > 3 ? ', …' : '');
  const times = mine.map((h) => Date.parse(h.createdAt)).filter(Number.isFinite);
  return {
    key: `${seat}#held`,
    seat,
    kind: 'held',
    what: `${mine.length} held message${mine.length === 1 ? '' : 's'} from ${named}`,
    since: times.length ? Math.min(...times) : Number.NaN,
    recorded: true,
  };
}

export function indeterminateNeeds(
  seat: string,
  records: ReadonlyArray<{ id: string; state: string; updatedAt: string; sender: string }>,
  now: number,
): Need[] {
  const out: Need[] = [];
  for (const r of records) {
    if (r.state !== 'indeterminate') continue;
    const at = Date.parse(r.updatedAt);
    if (!Number.isFinite(at) || now - at > RECENT_WINDOW_MS) continue;
    out.push({
      key: `${seat}#indeterminate#${r.id}`,
      seat,
      kind: 'indeterminate',
      what: `delivery ${r.id} from ${r.sender}`,
      since: at,
      recorded: true,
    });
  }
  return out;
}

export function idleWithRowsNeed(
  seat: string,
  hook: Pick<HookActivityReading, 'state' | 'ageMs' | 'stale'> | undefined,
  pendingRows: number,
  now: number,
): Need | undefined {
  if (!hook || hook.stale || hook.state !== 'idle' || hook.ageMs === null) return undefined;
  if (pendingRows < 1 || hook.ageMs < IDLE_WITH_ROWS_MS) return undefined;
  return {
    key: `${seat}#idle_with_rows`,
    seat,
    kind: 'idle_with_rows',
    what: `${pendingRows} pending row${pendingRows === 1 ? '' : 's'}`,
    since: now - hook.ageMs,
    recorded: true,
  };
}

export function compactionNeed(
  seat: string,
  last: { result: string; reason: string; at: string } | null | undefined,
  now: number,
): Need | undefined {
  if (last?.result !== 'failed') return undefined;
  const at = Date.parse(last.at);
  if (!Number.isFinite(at) || now - at > RECENT_WINDOW_MS) return undefined;
  const word = last.reason.split(':')[0]!.trim().slice(0, 80) || 'failed';
  return {
    key: `${seat}#compaction_failed#${last.at}`,
    seat,
    kind: 'compaction_failed',
    what: word,
    since: at,
    recorded: true,
  };
}
