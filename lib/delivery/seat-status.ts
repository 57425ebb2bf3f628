// What `rig seat status` and GET /api/seat/status show about delivery to one seat: the typing
// guard (desired, effective, pending), held messages, the pane, and its activity. Read-only: it
// never writes to the pane and works with or without the daemon.
import type { HomePaths } from '../home/paths.js';
import type { SeatRecord } from '../seat/registry.js';
import { actorLabel, readGuard } from './guard/store.js';
import { listHeld } from './outbox/outbox.js';
import { probePane } from './pane/tmux-adapter.js';
import { classifyReadiness, probeWithScreens, readReadiness } from './readiness.js';
import { seatName, targetOf } from './send/send.js';
import { fallbackModeOf, type GuardMode } from './guard/policy.js';

export interface SeatDeliveryStatus {
  seat: string;
  nodeId: string;
  runtime: string;
  status: string;
  typingGuard: {
    desiredMode: GuardMode;
    effectiveMode: GuardMode;
    /** Hold-all booleans of the API (true only for hold). */
    desired: boolean;
    effective: boolean;
    pending: boolean;
    source: string;
    actor: string | null;
    actorLabel: string;
    reason: string | null;
    changedAt: string;
    heldCount: number;
    heldBytes: number;
    /** The status line: `Typing guard: on (hold)` for hold, otherwise the mode name. */
    label: string;
  };
  pane: {
    state: 'ready' | 'dead' | 'in_mode' | 'missing' | 'tmux_unavailable' | 'changed';
    paneId: string | null;
    session: string;
    currentCommand?: string;
    width?: number;
    height?: number;
    detail?: string;
  };
  activity: { state: string; reason: string; source: string };
  /** An operation holds (or waits for) the seat's lease; only the daemon knows. */
  operation: { inFlight: boolean | null; name?: string };
  /** Latest observed permission request: not collected yet. */
  permission_stop: { state: 'unavailable' };
}

export function guardLabel(mode: GuardMode, pending: boolean, desired: GuardMode): string {
  const base = mode === 'hold' ? 'Typing guard: on (hold)' : `Typing guard: ${mode}`;
  return pending && desired !== mode ? `${base} (activation pending; requested ${desired})` : base;
}

export interface StatusOptions {
  /** From the daemon: whether an operation is running or queued on the seat. */
  pending?: boolean;
  operation?: string;
  /** Skip the pane probe and activity read (files only). */
  filesOnly?: boolean;
}

export async function seatStatus(
  home: HomePaths,
  seat: SeatRecord,
  opts: StatusOptions = {},
): Promise<SeatDeliveryStatus> {
  const target = targetOf(seat);
  // The pane is read by a tmux child process: started first, it runs while the files are read.
  // With a bound pane id the screens come in the same tmux call as the probe (status is read often).
  const bound = seat.tmux.paneId;
  const paneRead = opts.filesOnly
    ? undefined
    : bound
      ? probeWithScreens(target, bound)
      : probePane(target).then((probe) => ({ probe, screens: undefined }));
  const pref = readGuard(home, seat.nodeId, fallbackModeOf(seat));
  const held = listHeld(home, seat.nodeId);
  const heldBytes = held.reduce((n, r) => n + r.receipt.bytes, 0);
  const out: SeatDeliveryStatus = {
    seat: seatName(seat),
    nodeId: seat.nodeId,
    runtime: seat.runtime,
    status: seat.status,
    typingGuard: {
      desiredMode: pref.desiredMode,
      effectiveMode: pref.effectiveMode,
      desired: pref.desiredEnabled,
      effective: pref.effectiveEnabled,
      pending: pref.pending,
      source: pref.source,
      actor: pref.actor,
      actorLabel: actorLabel(pref.actor),
      reason: pref.reason,
      changedAt: pref.changedAt,
      heldCount: held.length,
      heldBytes,
      label: guardLabel(pref.effectiveMode, pref.pending, pref.desiredMode),
    },
    pane: { state: 'missing', paneId: seat.tmux.paneId ?? null, session: seat.tmux.session },
    activity: { state: 'unknown', reason: 'not_read', source: 'pane' },
    operation:
      opts.pending === undefined
        ? { inFlight: null }
        : { inFlight: opts.pending, ...(opts.operation ? { name: opts.operation } : {}) },
    permission_stop: { state: 'unavailable' },
  };
  if (!paneRead) return out;
  const { probe, screens: early } = await paneRead;
  if (!probe.ok) {
    out.pane = {
      ...out.pane,
      state:
        probe.reason === 'target_changed'
          ? 'changed'
          : probe.reason === 'session_missing'
            ? 'missing'
            : 'tmux_unavailable',
      detail: probe.detail,
    };
    return out;
  }
  const p = probe.pane;
  out.pane = {
    state: p.dead ? 'dead' : p.inMode ? 'in_mode' : 'ready',
    paneId: p.paneId,
    session: p.session,
    currentCommand: p.currentCommand,
    width: p.width,
    height: p.height,
  };
  if (!p.dead) {
    const r =
      early && p.paneId === bound
        ? classifyReadiness(early, p, seat.runtime)
        : await readReadiness(target, p, seat.runtime);
    out.activity = { state: r.state, reason: r.reason, source: r.source };
  }
  return out;
}
