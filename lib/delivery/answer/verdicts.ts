// The decisions of `rig seat answer`, pure: does the menu on screen belong to the permission
// request the seat's hook recorded (same occupant, still pending, fresh, same tool), and did the
// menu close after the key (PostToolUse, a later hook record, or the screen).
import type { PermissionStopStatus } from '../../activity/permission/types.js';
import type { PermissionMenu } from './menu.js';

export type MatchRefusal =
  | 'no_menu'
  | 'no_observation'
  | 'other_occupant'
  | 'already_completed'
  | 'stale_observation'
  | 'tool_unknown'
  | 'other_tool';

export type MatchVerdict = { ok: true; tool: string } | { ok: false; reason: MatchRefusal; saw: string };

/** Older than this, a recorded request is not taken for the menu on screen now. */
export const ANSWER_FRESH_MS = 5 * 60_000;

const shown = (menu: PermissionMenu) =>
  `${menu.toolLine ?? 'no tool heading we know'} / ${menu.question} / ${menu.rows.map((r) => `${r.n}. ${r.label}`).join(' | ')}`;

/**
 * `current` is the observation read for the seat's current occupant; `anyOccupant` the latest
 * whoever made it (so a refusal can say an earlier occupant made it).
 */
export function matchMenu(
  menu: PermissionMenu | null,
  current: PermissionStopStatus,
  anyOccupant: PermissionStopStatus,
): MatchVerdict {
  if (!menu) return { ok: false, reason: 'no_menu', saw: 'no permission menu on the screen' };
  if (current.state !== 'observed') {
    if (anyOccupant.state === 'observed')
      return {
        ok: false,
        reason: 'other_occupant',
        saw: `the recorded ${anyOccupant.tool.name} request was made by an earlier occupant of the seat; the screen shows ${shown(menu)}`,
      };
    return {
      ok: false,
      reason: 'no_observation',
      saw: `no permission request recorded for this occupant; the screen shows ${shown(menu)}`,
    };
  }
  if (current.pending === 'completed')
    return {
      ok: false,
      reason: 'already_completed',
      saw: `the recorded ${current.tool.name} request already ran (PostToolUse came after it); the screen shows ${shown(menu)}`,
    };
  if (current.age_ms > ANSWER_FRESH_MS)
    return {
      ok: false,
      reason: 'stale_observation',
      saw: `the recorded ${current.tool.name} request is ${Math.round(current.age_ms / 1000)} s old`,
    };
  if (menu.tool === null)
    return {
      ok: false,
      reason: 'tool_unknown',
      saw: `a menu whose tool could not be read (${shown(menu)}); the recorded request is for ${current.tool.name}`,
    };
  if (menu.tool !== current.tool.name)
    return {
      ok: false,
      reason: 'other_tool',
      saw: `a ${menu.tool} menu (${shown(menu)}); the recorded request is for ${current.tool.name}`,
    };
  return { ok: true, tool: menu.tool };
}

export type ClosedBy = 'post_tool_use' | 'activity' | 'screen';

export interface CloseEvidence {
  /** The menu read now (null: none on screen); undefined: the screen could not be read. */
  menu: PermissionMenu | null | undefined;
  /** The menu the key answered. */
  answered: PermissionMenu;
  /** The permission observation now, for the current occupant. */
  stop: PermissionStopStatus;
  /** The newest hook run now (seq, event), and the seq of the newest before the key was pressed
   *  (at or after the PermissionRequest, which is a hook run of its own; 0 when none was read). */
  lastHook: { seq: number; event: string } | undefined;
  hookBefore: number;
}

const sameMenu = (a: PermissionMenu, b: PermissionMenu) =>
  a.question === b.question && a.rows.length === b.rows.length && a.rows.every((r, i) => r.label === b.rows[i]!.label);

/**
 * How the menu is known closed, or null while it may still be open. A Notification is no evidence:
 * Claude's permission_prompt arrives seconds after the menu opened, with the menu still up.
 */
export function closedBy(e: CloseEvidence): ClosedBy | null {
  if (e.stop.state === 'observed' && e.stop.pending === 'completed') return 'post_tool_use';
  if (e.lastHook && e.lastHook.seq > e.hookBefore && e.lastHook.event !== 'Notification') return 'activity';
  if (e.menu === null || (e.menu !== undefined && !sameMenu(e.menu, e.answered))) return 'screen';
  return null;
}
