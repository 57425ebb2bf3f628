// A watchdog job: one reminder to one seat, with its schedule state. Input checks live here so the
// CLI and the store refuse the same inputs with the same words; every bound is in constants.ts.
import { crypto } from '../util/lazy-builtins.js';
import { parseSeatRef, SeatRefError, formatSeatRef } from '../seat/ref.js';
import type { PublicDeliveryState } from '../delivery/outbox/record.js';
import type { SendOutcome } from '../delivery/send/contract.js';
import {
  CREATED_BY_MAX_CHARS,
  MAX_INTERVAL_SECONDS,
  MESSAGE_MAX_CHARS,
  MIN_INTERVAL_SECONDS,
  WATCHDOG_POLICIES,
  type WatchdogPolicy,
} from './constants.js';

export const JOB_ID_PATTERN = /^wd-[0-9a-f]{8}$/;
/** One delivery attempt (a reminder alone or a digest): `wo-<yyyymmddHHMMSS>-<8 hex>`. */
export const OCCURRENCE_PATTERN = /^wo-[0-9]{14}-[0-9a-f]{8}$/;

/** The transport's outcome, or `error` when the attempt itself threw (nothing known about the pane). */
export type AttemptOutcome = SendOutcome | 'error';

/** What one attempt's transport said, as the job and its history keep it. */
export interface AttemptRecord {
  at: string;
  occurrence: string;
  outcome: AttemptOutcome;
  sent: boolean;
  reason: string;
  state: PublicDeliveryState | null;
  outboxIds: string[];
}

export interface WatchdogJob {
  id: string;
  policy: WatchdogPolicy;
  /** name@rig (node ids and pane ids name a seat only while it runs). */
  seat: string;
  message: string;
  intervalSeconds: number;
  createdAt: string;
  /** name@rig of the seat that added it, or "unattributed". */
  createdBy: string;
  /** When the job was last due and acted on (an attempt, or a skip that spends the interval). */
  lastDueAt: string | null;
  lastAttempt: AttemptRecord | null;
  attempts: number;
}

export class WatchdogInputError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'WatchdogInputError';
  }
}

export function newJobId(): string {
  return `wd-${crypto().randomBytes(4).toString('hex')}`;
}

export function newOccurrence(now: number): string {
  const stamp = new Date(now).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `wo-${stamp}-${crypto().randomBytes(4).toString('hex')}`;
}

export function isJobId(id: unknown): id is string {
  return typeof id === 'string' && JOB_ID_PATTERN.test(id);
}

export function checkJobId(id: string): string {
  if (!isJobId(id))
    throw new WatchdogInputError(
      'id',
      `${JSON.stringify(String(id).slice(0, 40))} is not a watchdog job id (wd-<8 hex>)`,
    );
  return id;
}

export function checkPolicy(value: string): WatchdogPolicy {
  if (!(WATCHDOG_POLICIES as readonly string[]).includes(value))
    throw new WatchdogInputError('policy', `${JSON.stringify(value)}: use ${WATCHDOG_POLICIES.join(' or ')}`);
  return value as WatchdogPolicy;
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Pure: `90`, `90s`, `5m`, `2h`, `1d` (or `1h30m`) → whole seconds within the bounds. */
export function parseInterval(text: string): number {
  const t = String(text).trim().toLowerCase();
  let seconds: number;
  if (/^[0-9]{1,9}$/.test(t)) seconds = Number(t);
  else if (/^(?:[0-9]{1,9}[smhd])+$/.test(t)) {
    seconds = 0;
    for (const [, n, unit] of t.matchAll(/([0-9]+)([smhd])/g)) seconds += Number(n) * UNIT_SECONDS[unit!]!;
  } else
    throw new WatchdogInputError(
      'interval',
      `${JSON.stringify(String(text).slice(0, 40))}: give seconds or a duration like 90s, 15m, 2h, 1d`,
    );
  if (seconds < MIN_INTERVAL_SECONDS || seconds > MAX_INTERVAL_SECONDS)
    throw new WatchdogInputError(
      'interval',
      `${formatInterval(seconds)} is out of bounds: at least ${formatInterval(MIN_INTERVAL_SECONDS)}, at most ${formatInterval(MAX_INTERVAL_SECONDS)}`,
    );
  return seconds;
}

/** Pure: seconds as the shortest exact duration (`90s`, `15m`, `1h30m`, `7d`). */
export function formatInterval(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return `${seconds}s`;
  let left = Math.round(seconds);
  let out = '';
  for (const [unit, size] of [
    ['d', 86400],
    ['h', 3600],
    ['m', 60],
    ['s', 1],
  ] as const) {
    const n = Math.floor(left / size);
    if (n) out += `${n}${unit}`;
    left -= n * size;
  }
  return out;
}

const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/** The reminder text: not blank, bounded, no control characters but newlines. */
export function checkMessage(message: string): string {
  const m = String(message).replace(/\r\n?/g, '\n').trim();
  if (!m) throw new WatchdogInputError('message', 'is required and must not be blank');
  if (CONTROL_BUT_NEWLINE.test(m))
    throw new WatchdogInputError('message', 'control characters (other than newlines) are not allowed');
  if (m.length > MESSAGE_MAX_CHARS)
    throw new WatchdogInputError(
      'message',
      `is ${m.length} characters; at most ${MESSAGE_MAX_CHARS} (put work in a queue row instead)`,
    );
  return m;
}

/** A seat as a job names it: name@rig only. */
export function checkJobSeat(value: string): string {
  try {
    const ref = parseSeatRef(value);
    if (ref.kind !== 'name')
      throw new WatchdogInputError('seat', `${JSON.stringify(value)}: a job names its seat as name@rig`);
    return formatSeatRef(ref.seat, ref.rig);
  } catch (err) {
    if (err instanceof SeatRefError) throw new WatchdogInputError('seat', err.message);
    throw err;
  }
}

export function checkCreatedBy(value: string): string {
  const v = String(value).trim();
  if (!v || v.length > CREATED_BY_MAX_CHARS || CONTROL_BUT_NEWLINE.test(v) || v.includes('\n'))
    throw new WatchdogInputError('created-by', 'must be one short line');
  return v;
}

export interface NewJobInput {
  policy: string;
  seat: string;
  message: string;
  interval: string | number;
  createdBy: string;
}

/** Pure but for the id: a checked, normalised job that has never run. */
export function buildJob(input: NewJobInput, now: number, id = newJobId()): WatchdogJob {
  return {
    id,
    policy: checkPolicy(input.policy),
    seat: checkJobSeat(input.seat),
    message: checkMessage(input.message),
    intervalSeconds: parseInterval(String(input.interval)),
    createdAt: new Date(now).toISOString(),
    createdBy: checkCreatedBy(input.createdBy),
    lastDueAt: null,
    lastAttempt: null,
    attempts: 0,
  };
}
