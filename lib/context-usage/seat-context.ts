// One seat's context usage as `rig ps` and `rig seat status` show it (text and --json): a Claude
// seat's stored status-line sample, a Codex seat's rollout read now (bounded), a terminal seat
// none. Read-only; the session the seat's hooks last named decides which samples count.
import type { HomePaths } from '../home/paths.js';
import type { SeatHooksDoc } from '../activity/contract.js';
import type { SeatRecord } from '../seat/registry.js';
import type { ContextReading, ContextSource } from './contract.js';
import { judgeSample } from './freshness.js';
import { readRolloutUsage } from './rollout.js';
import { readContextUsage } from './store.js';
import { contextLine } from './text.js';

/** The --json shape. A stale reading carries its age and source, never its number. */
export interface ContextView {
  state: ContextReading['state'];
  /** known only. */
  usedPercent?: number;
  windowSize?: number;
  tokens?: number;
  /** Spend the runtime reports (known only): Claude's USD, Codex's session tokens. */
  costUsd?: number;
  sessionTokens?: number;
  source?: ContextSource;
  sampledAt?: string;
  ageMs?: number;
  sessionId?: string | null;
  /** unknown only: why there is no figure. */
  reason?: string;
  /** The status line's words: `42% of 200,000 (status line, 12s ago)`, `unknown (stale, 12 min)`. */
  text: string;
}

/** The seat's reading, or null for a seat without a model context (a terminal). */
export function seatContextReading(
  home: HomePaths,
  seat: Pick<SeatRecord, 'nodeId' | 'occupant' | 'runtime'>,
  hooks: SeatHooksDoc | undefined,
  now: number,
): ContextReading | null {
  if (seat.runtime === 'terminal') return null;
  const sessionId = hooks?.session?.id ?? null;
  if (seat.runtime === 'claude-code')
    return readContextUsage(home, seat.nodeId, { occupant: seat.occupant, sessionId }, now);
  const rollout = hooks?.session?.transcriptPath;
  if (!rollout) return { state: 'unknown', reason: 'no rollout recorded yet' };
  const r = readRolloutUsage(rollout, sessionId);
  return r.ok ? judgeSample(r.sample, { sessionId }, now) : { state: 'unknown', reason: r.reason };
}

/** Pure: the --json view of a reading. */
export function contextView(r: ContextReading): ContextView {
  const text = contextLine(r);
  if (r.state === 'unknown') return { state: 'unknown', reason: r.reason, text };
  const s = r.sample;
  const base: ContextView = {
    state: r.state,
    source: s.source,
    sampledAt: s.sampledAt,
    ageMs: r.ageMs,
    sessionId: s.sessionId,
    text,
  };
  if (r.state === 'stale') return base;
  return {
    ...base,
    usedPercent: s.usedPercent,
    ...(s.windowSize !== undefined ? { windowSize: s.windowSize } : {}),
    ...(s.tokens !== undefined ? { tokens: s.tokens } : {}),
    ...(s.costUsd !== undefined ? { costUsd: s.costUsd } : {}),
    ...(s.sessionTokens !== undefined ? { sessionTokens: s.sessionTokens } : {}),
  };
}

/** The seat's view for status and ps (null: a terminal seat). */
export function seatContext(
  home: HomePaths,
  seat: Pick<SeatRecord, 'nodeId' | 'occupant' | 'runtime'>,
  hooks: SeatHooksDoc | undefined,
  now: number,
): ContextView | null {
  const r = seatContextReading(home, seat, hooks, now);
  return r ? contextView(r) : null;
}

/** Views (rig ps) with each seat's context added, from the hook session they already carry. */
export function withContext<
  T extends Pick<SeatRecord, 'nodeId' | 'occupant' | 'runtime'> & {
    hooks?: { session: SeatHooksDoc['session'] | null };
  },
>(home: HomePaths, views: T[], now = Date.now()): (T & { context: ContextView | null })[] {
  return views.map((v) => {
    const hooks = v.hooks?.session ? ({ session: v.hooks.session } as SeatHooksDoc) : undefined;
    return { ...v, context: seatContext(home, v, hooks, now) };
  });
}
