// The time budget of one refocus attempt. Pure arithmetic plus one helper that races a lookup
// against its deadline, so a slow lookup ends as a reported gap instead of a stalled prompt.
//
// B (OPENRIG_REFOCUS_BUDGET_MS) defaults to 4500, the old model's whole-attempt budget. Each
// lookup's cap is 2000 × B / 4500 (2 s by default, 20 s at 45 000, about 23 s at 52 000), and
// every lookup is also cut to what is left of B, counted from the process start.
import { CutSignal, type LookupSignal } from '../util/lookup-signal.js';

const DEFAULT_BUDGET_MS = 4500;
/** Lower bound: the budget only ever raises the default caps; below it a lookup would get < 2 s. */
const MIN_BUDGET_MS = 4500;
/** Upper bound: B + the issue report's 1.5 s + start-up stays inside the 60 s registration. */
const MAX_BUDGET_MS = 52_000;
const BASE_LOOKUP_CAP_MS = 2000;
/** How long a cut trace may take to hand back what it rendered. */
export const TRACE_GRACE_MS = 150;
/** The issue-stream report gets its own allowance after the lookups of a failed attempt. */
export const ISSUE_REPORT_MS = 1500;
/** A lookup left with less than this is not started at all ("no budget left"). */
const MIN_LOOKUP_MS = 50;
/** The reason a lookup was not started. */
export const NO_BUDGET = 'no budget left';

export function parseBudget(raw: string | undefined): { budgetMs: number; advisory?: string } {
  if (raw === undefined || raw.trim() === '') return { budgetMs: DEFAULT_BUDGET_MS };
  const n = Number(raw.trim());
  if (!Number.isFinite(n)) {
    return {
      budgetMs: DEFAULT_BUDGET_MS,
      advisory: `refocus: OPENRIG_REFOCUS_BUDGET_MS=${JSON.stringify(raw)} is not a number — using ${DEFAULT_BUDGET_MS}`,
    };
  }
  if (n < MIN_BUDGET_MS) {
    return {
      budgetMs: MIN_BUDGET_MS,
      advisory: `refocus: OPENRIG_REFOCUS_BUDGET_MS=${JSON.stringify(raw)} is below ${MIN_BUDGET_MS} — using ${MIN_BUDGET_MS}`,
    };
  }
  if (n > MAX_BUDGET_MS) {
    return {
      budgetMs: MAX_BUDGET_MS,
      advisory: `refocus: OPENRIG_REFOCUS_BUDGET_MS=${JSON.stringify(raw)} is above ${MAX_BUDGET_MS} — using ${MAX_BUDGET_MS}`,
    };
  }
  return { budgetMs: Math.floor(n) };
}

/**
 * Pure: the latest moment (ms after the process start) an attempt's bounded work can end: every
 * lookup ends by B, the trace's grace after it, then the issue report. The process's last-resort
 * stop and the registrations' timeout must both lie beyond it (units.test.ts).
 */
export function latestBoundedEndMs(budgetMs: number): number {
  return budgetMs + TRACE_GRACE_MS + ISSUE_REPORT_MS;
}

/** Per-lookup cap for budget B: 2000 × B / 4500, floored. */
export function lookupCap(budgetMs: number): number {
  return Math.floor((BASE_LOOKUP_CAP_MS * budgetMs) / DEFAULT_BUDGET_MS);
}

export class Deadline {
  readonly endsAt: number;
  constructor(
    readonly startedAt: number,
    readonly budgetMs: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.endsAt = startedAt + budgetMs;
  }
  remaining(): number {
    return Math.max(0, this.endsAt - this.clock());
  }
  /** What one lookup may take now: its proportional cap, cut to what is left of B. */
  lookupMs(): number {
    return Math.min(lookupCap(this.budgetMs), this.remaining());
  }
}

export type Bounded<T> =
  /** `cut`: the deadline fired and the lookup then returned what it had within the grace period. */
  | { ok: true; value: T; ms: number; cut?: boolean }
  | { ok: false; cut: true; ms: number; reason: string }
  | { ok: false; cut: false; ms: number; reason: string; error: unknown };

/**
 * Runs `work` with a signal (cut at the deadline) and a timer; whichever settles first wins. A lookup that ignores
 * its signal is abandoned (its promise keeps running, unobserved) and the hook exits explicitly.
 */
export async function bounded<T>(
  limitMs: number,
  work: (signal: LookupSignal) => Promise<T> | T,
  describe: (e: unknown) => string,
  graceMs = 0,
): Promise<Bounded<T>> {
  const started = Date.now();
  if (limitMs < MIN_LOOKUP_MS) return { ok: false, cut: true, ms: 0, reason: NO_BUDGET };
  const ctl = new CutSignal();
  let timer: NodeJS.Timeout | undefined;
  const reason = `cut at its ${limitMs} ms deadline`;
  let grace: NodeJS.Timeout | undefined;
  const cut = new Promise<Bounded<T>>((resolve) => {
    timer = setTimeout(() => {
      ctl.abort(new Error(reason));
      // A lookup that honours its signal may hand back what it rendered so far.
      grace = setTimeout(() => resolve({ ok: false, cut: true, ms: Date.now() - started, reason }), graceMs);
    }, limitMs);
  });
  const run = (async (): Promise<Bounded<T>> => {
    try {
      const value = await work(ctl);
      return ctl.aborted
        ? { ok: true, value, ms: Date.now() - started, cut: true }
        : { ok: true, value, ms: Date.now() - started };
    } catch (error) {
      if (ctl.aborted) return { ok: false, cut: true, ms: Date.now() - started, reason };
      return { ok: false, cut: false, ms: Date.now() - started, reason: describe(error), error };
    }
  })();
  try {
    return await Promise.race([run, cut]);
  } finally {
    clearTimeout(timer);
    clearTimeout(grace);
  }
}

/** One line, whitespace collapsed: reasons end up inside a single payload line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
