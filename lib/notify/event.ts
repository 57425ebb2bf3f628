// One notification as it leaves OpenRig: the JSON a webhook gets and a command reads on stdin, the
// same fields as OPENRIG_NOTIFY_* variables, and one line of text (ntfy, the desktop). Pure. It
// names the seat, what it waits for (a tool descriptor or a reason word, never raw tool input),
// since when, and the command that jumps there. Controls from records or panes are replaced.
import { tmuxCommandFor } from '../rig/server.js';
import { isoTime } from '../util/iso-time.js';
import type { NeedKind } from './need.js';

export interface NotifyEvent {
  schema: 'openrig-notification';
  version: 1;
  /** Sent by `rig notify test`, not by a seat's need. */
  test: boolean;
  seat: string;
  rig: string;
  host: string;
  kind: NeedKind;
  what: string;
  /** ISO, or null when the evidence carried no time. */
  since: string | null;
  at: string;
  /** From any terminal: attach to the seat's session. */
  jump: string;
  /** From inside a tmux client of the same server. */
  switchClient: string;
  text: string;
}

const SAYS: Record<NeedKind, (seat: string) => string> = {
  permission: (s) => `${s} waits at a permission stop`,
  needs_input: (s) => `${s} waits for input`,
  held: (s) => `${s} holds messages for a person`,
  indeterminate: (s) => `${s}: a delivery ended indeterminate`,
  idle_with_rows: (s) => `${s} is idle with work waiting`,
  compaction_failed: (s) => `${s}: managed compaction failed`,
};

export const plain = (s: string, max = 200): string => {
  const flat = s.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export function ago(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${s % 60}s`;
  return `${Math.floor(s / 3600)}h${Math.floor((s % 3600) / 60)}m`;
}

export interface EventSeat {
  name: string;
  rig: string;
  tmux: { socket: string | null; session: string };
}

export function eventOf(
  need: { seat: string; kind: NeedKind; what: string; since: number },
  seat: EventSeat,
  o: { host: string; now: number; test?: boolean },
): NotifyEvent {
  const tmux = tmuxCommandFor(seat.tmux);
  const target = `'=${seat.tmux.session}'`;
  const jump = `${tmux} attach -t ${target}`;
  const what = plain(need.what);
  const host = plain(o.host, 100);
  const since = Number.isFinite(need.since) ? isoTime(need.since) : null;
  const when = since ? `since ${since.slice(11, 19)} UTC, ${ago(o.now - need.since)} ago` : 'since unknown';
  return {
    schema: 'openrig-notification',
    version: 1,
    test: o.test === true,
    seat: need.seat,
    rig: seat.rig,
    host,
    kind: need.kind,
    what,
    since,
    at: isoTime(o.now),
    jump,
    switchClient: `${tmux} switch-client -t ${target}`,
    text: `${SAYS[need.kind](need.seat)}: ${what} (${when}) on ${host} — jump: ${jump}`,
  };
}

/** The event as a command channel's environment: each field, and the whole as JSON. */
export function eventEnv(e: NotifyEvent): Record<string, string> {
  return {
    OPENRIG_NOTIFY_SEAT: e.seat,
    OPENRIG_NOTIFY_RIG: e.rig,
    OPENRIG_NOTIFY_HOST: e.host,
    OPENRIG_NOTIFY_KIND: e.kind,
    OPENRIG_NOTIFY_WHAT: e.what,
    OPENRIG_NOTIFY_SINCE: e.since ?? '',
    OPENRIG_NOTIFY_AT: e.at,
    OPENRIG_NOTIFY_JUMP: e.jump,
    OPENRIG_NOTIFY_TEXT: e.text,
    OPENRIG_NOTIFY_TEST: e.test ? '1' : '0',
    OPENRIG_NOTIFY_EVENT: JSON.stringify(e),
  };
}
