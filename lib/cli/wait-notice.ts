// A command that may wait longer than a moment says what it waits for, once, on stderr: "waiting
// for the daemon to answer on … (up to 10 s)". Only when the wait has already lasted about a
// second, so quick runs print nothing extra.
import { advise, type Context } from './cli-context.js';

/** How long a wait runs before it is said. */
export const NOTICE_AFTER_MS = 1000;

/** Pure: the line, with the bound in whole seconds when there is one. */
export function waitingLine(what: string, upToMs?: number): string {
  return upToMs === undefined ? `waiting for ${what}` : `waiting for ${what} (up to ${Math.ceil(upToMs / 1000)} s)`;
}

export interface WaitNotice {
  what: string;
  /** The longest the wait can last, when something bounds it. */
  upToMs?: number;
}

/** The clock a notice runs on (tests hand in their own to fire it, or not, without waiting). */
export interface NoticeTimers {
  set(fire: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const REAL_TIMERS: NoticeTimers = {
  set(fire, ms) {
    // The wait itself keeps the process alive; the notice must not.
    return setTimeout(fire, ms).unref();
  },
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** Starts the clock of one wait; `done()` stops it (before the notice, nothing is said). */
export function startWaitNotice(
  ctx: Context,
  notice: WaitNotice,
  afterMs = NOTICE_AFTER_MS,
  timers: NoticeTimers = REAL_TIMERS,
): { done(): void } {
  const handle = timers.set(() => advise(ctx, waitingLine(notice.what, notice.upToMs)), afterMs);
  return { done: () => timers.clear(handle) };
}

/** Runs `work`, saying what it waits for if it takes longer than a moment. */
export async function noticeWhileWaiting<T>(
  ctx: Context,
  notice: WaitNotice,
  work: () => Promise<T>,
  timers: NoticeTimers = REAL_TIMERS,
): Promise<T> {
  const clock = startWaitNotice(ctx, notice, NOTICE_AFTER_MS, timers);
  try {
    return await work();
  } finally {
    clock.done();
  }
}
