// Activity and hook facts as people read them, in `rig seat status`, `rig seat show` and `rig ps`.
// Pure; recorded values (event names, ids) are kept to one bounded line here, and say() escapes
// the rest of the control characters.
import { escapeRecordedText } from '../util/terminal-text.js';
import { ageText, shortAge } from '../util/age-text.js';

const FIELD_MAX = 128;

/**
 * A recorded value on one line: line breaks and tabs shown as \n and \t, every other control,
 * format or separator character escaped (escapeRecordedText), long values cut with ….
 */
export function fieldText(value: string): string {
  const one = escapeRecordedText(value.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\t/g, '\\t'));
  return one.length > FIELD_MAX ? `${one.slice(0, FIELD_MAX)}…` : one;
}

/** Whose word it was, as the output names it: the screen is the pane's. */
export const sourceWord = (source: string): string =>
  source === 'pane' ? 'screen' : source === 'hook+pane' ? 'screen over hook' : source;

export interface ActivityFacts {
  state: string;
  reason: string;
  source: string;
  ageMs?: number;
  event?: string;
  hook?: { state: string; ageMs: number | null };
}

/**
 * `idle (hook Stop, 12s ago)`, `busy (screen: working_status)`,
 * `needs_input (screen: numbered_menu; the hook said idle 40s ago)`.
 */
export function activityLine(a: ActivityFacts): string {
  if (a.source === 'hook') {
    const what = a.event ? `hook ${fieldText(a.event)}` : 'hook';
    return `${a.state} (${what}${a.ageMs !== undefined ? `, ${ageText(a.ageMs)} ago` : ''})`;
  }
  if (a.source === 'hook+pane') {
    const said = a.hook && a.hook.ageMs !== null ? `; the hook said ${a.hook.state} ${ageText(a.hook.ageMs)} ago` : '';
    return `${a.state} (screen: ${fieldText(a.reason)}${said})`;
  }
  return `${a.state} (screen: ${fieldText(a.reason)})`;
}

export interface HooksFacts {
  seen: boolean;
  lastEvent: string | null;
  ageMs: number | null;
}

/** `seen SessionStart 2 min ago` or `no hook seen since launch`. */
export function hooksLine(h: HooksFacts): string {
  if (!h.seen || h.lastEvent === null) return 'no hook seen since launch';
  return `seen ${fieldText(h.lastEvent)}${h.ageMs !== null ? ` ${ageText(h.ageMs)} ago` : ''}`;
}

/** ps's ACTIVITY cell: `idle·hook 12s`, `busy·screen`, `unknown`, `-` (no live pane). */
export function activityCell(a: { state: string; source: string; ageMs: number | null } | undefined): string {
  if (!a) return '-';
  if (a.source === 'none') return a.state;
  const src = sourceWord(a.source);
  return `${a.state}·${src}${a.ageMs !== null ? ` ${shortAge(a.ageMs)}` : ''}`;
}
