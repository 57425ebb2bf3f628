// Activity and hook facts as people read them, in `rig seat status`, `rig seat show` and `rig ps`.
// Pure; recorded values (event names, ids) are kept to one bounded line here, and say() escapes
// the rest of the control characters.

/** `0s` … `59s`, `1 min` … `59 min`, `1 h` … `47 h`, then days. */
export function ageText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h`;
  return `${Math.floor(h / 24)} d`;
}

/** The compact form for a table cell: `12s`, `4m`, `3h`, `2d`. */
export function shortAge(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m`;
  if (s < 48 * 3600) return `${Math.floor(s / 3600)}h`;
  return `${Math.floor(s / 86_400)}d`;
}

const FIELD_MAX = 128;

/** A recorded value on one line: line breaks and tabs shown as \n and \t, long values cut with …. */
export function fieldText(value: string): string {
  const one = value.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
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
