// Seats as `rig ps`, `rig seat list` and `rig seat show` present them: the record plus the pane's
// live state, the typing guard's mode in force (lib/delivery/guard/seat-guard.ts, as rig seat status
// reads it), and (when asked) the runtime hooks' word on activity. The JSON shape here is the
// documented `--json` output of those commands.
//
// Activity here costs one small file read per seat and no tmux call: it is the hook document's
// activity (hook, within 5 minutes, with its age), a terminal seat's foreground process (screen,
// from the same list-panes answer), or unknown. The screen of an agent seat is not read (a capture
// is a tmux client per seat, about 10 ms each): `rig seat status` reads it and applies the veto.
import type { SeatRecord } from '../seat/registry.js';
import { liveStates, type PaneLister, type PaneState, type SeatLive } from '../rig/liveness.js';
import type { HomePaths } from '../home/paths.js';
import type { SeatHooksDoc } from '../activity/contract.js';
import { readSeatHooks } from '../activity/store.js';
import { hookActivityAt, type ReadinessWord } from '../activity/freshness.js';
import { classifyActivity } from '../delivery/activity.js';
import { activityCell } from '../activity/text.js';
import type { ContextView } from '../context-usage/seat-context.js';
import type { GuardMode } from '../delivery/guard/policy.js';
import { seatGuards } from '../delivery/guard/seat-guard.js';
import type { GuardPreference } from '../delivery/guard/preference.js';
import { viewCell } from '../context-usage/text.js';
import { stampAgeMs } from '../util/clock-clamp.js';
import type { UnrecordedSession } from '../rig/unrecorded.js';
import { seatRefOf } from '../seat/ref.js';

/** ps's activity: whose word it is (none: no evidence) and how old the hook record is. */
export interface ViewActivity {
  state: ReadinessWord;
  reason: string;
  source: 'hook' | 'pane' | 'none';
  ageMs: number | null;
}

/** What the occupant's hook document says about the seat itself. */
export interface ViewHooks {
  seen: boolean;
  lastEvent: string | null;
  ageMs: number | null;
  /** The runtime's own session id (SessionStart), newest by seq. */
  session: SeatHooksDoc['session'] | null;
  /** The occupant's first hook run: plugin version, hook bundle hash, time. */
  firstLaunch: SeatHooksDoc['firstLaunch'] | null;
}

export interface SeatView {
  ref: string;
  name: string;
  rig: string;
  nodeId: string;
  runtime: SeatRecord['runtime'];
  /** What the record says: running (launched and not taken down) or stopped. */
  status: SeatRecord['status'];
  /** What tmux says now. */
  pane: {
    id: string | null;
    state: PaneState;
    detail?: string;
    currentCommand?: string;
    pid?: number;
    deadStatus?: number;
  };
  session: string;
  socket: string | null;
  projectDir: string;
  /** The typing guard's mode in force (the saved preference, else the spec default); null: unreadable. */
  typingGuard: GuardMode | null;
  /** A requested mode still waiting for activation; absent when none is. */
  typingGuardRequested?: GuardMode;
  plugins: string[];
  occupant: string;
  launchedAt: string;
  stoppedAt?: string;
  /** With the home given: null when no live pane. */
  activity?: ViewActivity | null;
  hooks?: ViewHooks;
  /** rig ps: the seat's context usage (lib/context-usage); null for a terminal seat. */
  context?: ContextView | null;
}

const HOOK_WORD = { running: 'busy', idle: 'idle', needs_input: 'needs_input', unknown: 'unknown' } as const;

/** Pure: a seat's activity for ps from its live pane and hook document. */
export function viewActivity(
  rec: Pick<SeatRecord, 'runtime'>,
  live: Pick<SeatLive, 'state' | 'pane'>,
  doc: SeatHooksDoc | undefined,
  nowMs: number,
): ViewActivity | null {
  if (live.state !== 'alive') return null;
  if (rec.runtime === 'terminal') {
    const t = classifyActivity('', 'terminal', { paneCurrentCommand: live.pane?.currentCommand });
    return { state: t.state, reason: t.reason, source: 'pane', ageMs: null };
  }
  if (!doc) return { state: 'unknown', reason: 'no_hook_record', source: 'none', ageMs: null };
  const h = hookActivityAt(doc, nowMs);
  return { state: HOOK_WORD[h.state], reason: h.reason, source: 'hook', ageMs: h.ageMs };
}

export function viewHooks(doc: SeatHooksDoc | undefined, nowMs: number): ViewHooks {
  if (!doc) return { seen: false, lastEvent: null, ageMs: null, session: null, firstLaunch: null };
  return {
    seen: true,
    lastEvent: doc.lastHook.event,
    // A stamp from the future has no age to show (lib/util/clock-clamp.ts).
    ageMs: stampAgeMs(doc.lastHook.seq / 1000, nowMs),
    session: doc.session ?? null,
    firstLaunch: doc.firstLaunch,
  };
}

type ViewGuard = Pick<SeatView, 'typingGuard' | 'typingGuardRequested'>;

/** The guard fields of a view; an unreadable guard file reads null here (rig seat status says why). */
function viewGuard(g: GuardPreference | Error): ViewGuard {
  if (g instanceof Error) return { typingGuard: null };
  return {
    typingGuard: g.effectiveMode,
    ...(g.pending && g.desiredMode !== g.effectiveMode ? { typingGuardRequested: g.desiredMode } : {}),
  };
}

function seatView(
  rec: SeatRecord,
  live: SeatLive,
  guard: ViewGuard,
  hooks?: { doc: SeatHooksDoc | undefined; nowMs: number },
): SeatView {
  return {
    ref: seatRefOf(rec),
    name: rec.name,
    rig: rec.rig,
    nodeId: rec.nodeId,
    runtime: rec.runtime,
    status: rec.status,
    pane: {
      id: rec.tmux.paneId ?? null,
      state: live.state,
      ...(live.detail ? { detail: live.detail } : {}),
      ...(live.pane ? { currentCommand: live.pane.currentCommand } : {}),
      ...(live.pane?.pid !== undefined ? { pid: live.pane.pid } : {}),
      ...(live.pane?.dead && live.pane.deadStatus !== undefined ? { deadStatus: live.pane.deadStatus } : {}),
    },
    session: rec.tmux.session,
    socket: rec.tmux.socket,
    projectDir: rec.projectDir,
    ...guard,
    plugins: rec.plugins,
    occupant: rec.occupant,
    launchedAt: rec.launchedAt,
    ...(rec.stoppedAt ? { stoppedAt: rec.stoppedAt } : {}),
    ...(hooks
      ? {
          activity: viewActivity(rec, live, hooks.doc, hooks.nowMs),
          hooks: viewHooks(hooks.doc, hooks.nowMs),
        }
      : {}),
  };
}

/**
 * Live state and the guard's mode in force for each record; with `activity`, also its activity and
 * hook facts (one file read each).
 */
export async function seatViews(
  records: readonly SeatRecord[],
  opts: { home: HomePaths; activity?: boolean; nowMs?: number; panes?: PaneLister },
): Promise<SeatView[]> {
  const live = await liveStates(records, opts.panes);
  const home = opts.home;
  const guards = seatGuards(home, records);
  const nowMs = opts.nowMs ?? Date.now();
  return records.map((rec, i) =>
    seatView(
      rec,
      live[i]!,
      viewGuard(guards[i]!),
      opts.activity
        ? { doc: rec.runtime === 'terminal' ? undefined : readSeatHooks(home, rec.nodeId, rec.occupant), nowMs }
        : undefined,
    ),
  );
}

/** A plain text table: columns padded to their widest cell. */
function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/**
 * The seat table; an ACTIVITY column when the views carry activity (rig ps). Sessions named like a
 * seat that no record accounts for follow as `unrecorded` rows.
 */
export function seatTable(views: readonly SeatView[], unrecorded: readonly UnrecordedSession[] = []): string[] {
  const withActivity = views.some((v) => v.activity !== undefined);
  const withContext = views.some((v) => v.context !== undefined);
  return formatTable(
    [
      'SEAT',
      'RUNTIME',
      'STATUS',
      'PANE',
      'STATE',
      ...(withActivity ? ['ACTIVITY'] : []),
      ...(withContext ? ['CONTEXT'] : []),
      'NODE',
      'COMMAND',
    ],
    views
      .map((v) => [
        v.ref,
        v.runtime,
        v.status,
        v.pane.id ?? '-',
        v.pane.state === 'dead' && v.pane.deadStatus !== undefined ? `dead(${v.pane.deadStatus})` : v.pane.state,
        ...(withActivity ? [activityCell(v.activity ?? undefined)] : []),
        ...(withContext ? [viewCell(v.context)] : []),
        v.nodeId,
        v.pane.currentCommand ?? '',
      ])
      .concat(
        unrecorded.map((u) => [
          u.ref,
          '-',
          u.status,
          u.pane.id,
          u.pane.state === 'dead' && u.pane.deadStatus !== undefined ? `dead(${u.pane.deadStatus})` : u.pane.state,
          ...(withActivity ? ['-'] : []),
          ...(withContext ? ['-'] : []),
          '-',
          u.pane.currentCommand,
        ]),
      ),
  );
}
