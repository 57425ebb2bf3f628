// What `rig seat status` and GET /api/seat/status show about delivery to one seat: the typing
// guard (desired, effective, pending), held messages, the pane, its activity (hook first, the screen
// as fallback and veto), whether the runtime's hooks are live, and the latest permission
// observation. Read-only: it never writes to the pane and works with or without the daemon.
import type { HomePaths } from '../home/paths.js';
import type { SeatRecord } from '../seat/registry.js';
import { actorLabel } from '../delivery/guard/store.js';
import { pendingText, seatGuard } from '../delivery/guard/seat-guard.js';
import { listHeld } from '../delivery/outbox/outbox.js';
import { probePane } from '../delivery/pane/tmux-adapter.js';
import {
  classifyReadiness,
  probeWithScreens,
  readReadiness,
  seatHooksLookup,
  type Readiness,
} from '../delivery/readiness.js';
import { combineReadiness, hookActivityAt, type HookActivityReading } from '../activity/freshness.js';
import type { SeatHooksDoc } from '../activity/contract.js';
import { readPermissionStop } from '../activity/permission/store.js';
import type { PermissionStopStatus } from '../activity/permission/types.js';
import { targetOf } from '../delivery/send/send.js';
import { seatRefOf } from '../seat/ref.js';
import { compactionStatus, type CompactionStatus } from '../compaction/status-section.js';
import type { GuardMode } from '../delivery/guard/policy.js';
import { terminalPolicyStatus, type TerminalPolicyStatus } from '../intervention/status-section.js';
import { seatContext, type ContextView } from '../context-usage/seat-context.js';
import { stampAgeMs } from '../util/clock-clamp.js';

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
  activity: StatusActivity;
  /** Whether the current occupant's runtime hooks have run (a manifest alone proves nothing). */
  hooks: StatusHooks;
  /** An operation holds (or waits for) the seat's lease; only the daemon knows. */
  operation: { inFlight: boolean | null; name?: string };
  /** Latest observed permission request (lib/evidence); `unavailable` proves nothing either way. */
  permission_stop: PermissionStopStatus;
  /** Who may intervene: the terminal interaction account beside native permissions and the interruption level. */
  terminalPolicy?: TerminalPolicyStatus;
  /** Managed compaction's stage (lib/compaction/status-section.ts); absent for a seat it is not offered to. */
  compaction?: CompactionStatus;
  /** Context-window usage with its source and age (lib/context-usage); null for a terminal seat. */
  context: ContextView | null;
}

export interface StatusActivity {
  state: string;
  reason: string;
  /** hook, pane (the screen) or hook+pane (the screen vetoed what the hook said). */
  source: string;
  /** The hook record's age, when the hook's word decided or was vetoed. */
  ageMs?: number;
  /** The hook event behind a hook-sourced state (Stop, PermissionRequest, …). */
  event?: string;
  /** Each side's own word: what the hook document says now, and what the screen showed. */
  hook?: HookActivityReading;
  screen?: { state: string; reason: string };
}

export interface StatusHooks {
  seen: boolean;
  lastEvent: string | null;
  ageMs: number | null;
  /** The occupant's first hook run (plugin version, bundle hash, time), or null. */
  firstLaunch: SeatHooksDoc['firstLaunch'] | null;
}

/** The hooks line's facts from the occupant's document (undefined: no hook seen since launch). */
export function hooksSummary(doc: SeatHooksDoc | undefined, nowMs: number): StatusHooks {
  if (!doc) return { seen: false, lastEvent: null, ageMs: null, firstLaunch: null };
  return {
    seen: true,
    lastEvent: doc.lastHook.event,
    // A stamp from the future has no age to show (lib/util/clock-clamp.ts).
    ageMs: stampAgeMs(doc.lastHook.seq / 1000, nowMs),
    firstLaunch: doc.firstLaunch,
  };
}

function statusActivity(r: Readiness): StatusActivity {
  return {
    state: r.state,
    reason: r.reason,
    source: r.source,
    ...(r.ageMs !== undefined ? { ageMs: r.ageMs } : {}),
    ...(r.source !== 'pane' && r.hook?.event ? { event: r.hook.event } : {}),
    ...(r.hook ? { hook: r.hook } : {}),
    ...(r.screen ? { screen: r.screen } : {}),
  };
}

export function guardLabel(mode: GuardMode, pending: boolean, desired: GuardMode): string {
  return `${mode === 'hold' ? 'Typing guard: on (hold)' : `Typing guard: ${mode}`}${pendingText(mode, pending, desired)}`;
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
  const lookup = seatHooksLookup(home, seat);
  const hooksDoc = lookup?.();
  const now = Date.now();
  const hook = lookup ? hookActivityAt(hooksDoc, now) : undefined;
  const pref = seatGuard(home, seat);
  const held = listHeld(home, seat.nodeId);
  const heldBytes = held.reduce((n, r) => n + r.receipt.bytes, 0);
  const out: SeatDeliveryStatus = {
    seat: seatRefOf(seat),
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
    hooks: hooksSummary(hooksDoc, now),
    operation:
      opts.pending === undefined
        ? { inFlight: null }
        : { inFlight: opts.pending, ...(opts.operation ? { name: opts.operation } : {}) },
    permission_stop: readPermissionStop(home, seat.nodeId, now, seat.occupant),
    terminalPolicy: terminalPolicyStatus(home, seat, pref.effectiveMode),
    compaction: compactionStatus(home, seat),
    context: seatContext(home, seat, hooksDoc, now),
  };
  if (!paneRead) {
    // Files only: the hook's own word stands where it decides (the screen's veto is not checked).
    const word = hook ? combineReadiness(hook, undefined) : undefined;
    if (hook && word?.source === 'hook') out.activity = statusActivity({ ...word, hook });
    return out;
  }
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
    // The document read above is reused: one read per status, the same one the hooks line shows.
    const fixed = lookup ? () => hooksDoc : undefined;
    const r =
      early && p.paneId === bound
        ? classifyReadiness(early, p, seat.runtime, undefined, fixed)
        : await readReadiness(target, p, seat.runtime, undefined, fixed);
    out.activity = statusActivity(r);
  }
  return out;
}
