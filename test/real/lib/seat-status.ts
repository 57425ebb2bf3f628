// `rig seat status <seat> --json` and `rig send <seat> <text> --json` for the real seat-hooks tests,
// read as loosely typed JSON (the fields these tests assert are named in lib/activity/contract.ts
// and lib/activity/permission/types.ts; the CLI's shape is what they read).
import { rigProcess } from '../../helpers/cli.js';
import type { RealSeat } from './rig-seat.js';
import type { PermissionStopStatus } from '../../../lib/activity/permission/types.js';
import { homePaths } from '../../../lib/home/paths.js';
import { getRecord } from '../../../lib/delivery/outbox/outbox.js';

export interface SeatStatusJson {
  activity?: {
    state?: string;
    reason?: string;
    source?: string;
    ageMs?: number;
    hook?: { state?: string; reason?: string };
  };
  hooks?: { seen?: boolean; lastEvent?: string; ageMs?: number; firstLaunch?: unknown };
  permission_stop?: PermissionStopStatus;
  /** The whole document, for failure messages. */
  raw: string;
}

export function seatStatus(seat: RealSeat): SeatStatusJson {
  const r = rigProcess(['seat', 'status', seat.session, '--json'], seat.rigEnv, { timeoutMs: 30_000 });
  try {
    return { ...JSON.parse(r.stdout), raw: r.stdout };
  } catch {
    return { raw: `exit ${r.code}: ${r.stderr}${r.stdout}` };
  }
}

export interface SendJson {
  sent?: boolean;
  outcome?: string;
  reason?: string;
  consumed?: boolean;
  /** The runtime's record was still awaited at the answer; the outbox record gets `consumed` later. */
  consumedPending?: true;
  nodeId?: string;
  outboxIds?: string[];
  raw: string;
  code: number;
}

/**
 * Native consumption of a send, wherever it was settled: in the answer, or (consumedPending) on
 * the outbox record once the daemon's grace for the runtime's record ended.
 */
export async function consumedInTheEnd(
  seat: RealSeat,
  sent: SendJson,
  timeoutMs = 30_000,
): Promise<boolean | undefined> {
  if (!sent.consumedPending) return sent.consumed;
  const id = sent.outboxIds?.[0];
  if (!id || !sent.nodeId) throw new Error(`a pending consumption without its outbox record: ${sent.raw}`);
  const home = homePaths(seat.openrigHome);
  const end = Date.now() + timeoutMs;
  for (;;) {
    const consumed = getRecord(home, sent.nodeId, id)?.consumed;
    if (consumed !== undefined) return consumed;
    if (Date.now() > end) throw new Error(`outbox ${id} never recorded consumption: ${sent.raw}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function rigSend(seat: RealSeat, text: string, ...flags: string[]): SendJson {
  const r = rigProcess(['send', seat.session, text, '--json', ...flags], seat.rigEnv, { timeoutMs: 90_000 });
  try {
    return { ...JSON.parse(r.stdout), raw: r.stdout + r.stderr, code: r.code };
  } catch {
    return { raw: r.stdout + r.stderr, code: r.code };
  }
}

/** Polls seat status until `want` holds; returns that status, or throws with the last one. */
export async function statusUntil(
  seat: RealSeat,
  want: (s: SeatStatusJson) => boolean,
  timeoutMs: number,
  what: string,
): Promise<SeatStatusJson> {
  const end = Date.now() + timeoutMs;
  let last: SeatStatusJson = { raw: '' };
  for (;;) {
    last = seatStatus(seat);
    if (want(last)) return last;
    if (Date.now() > end)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}\nlast status: ${last.raw}\n${seat.capture()}`,
      );
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Activity decided by the hook, in the hook's own word (running, idle, needs_input; status says busy for running). */
export const hookActivity = (s: SeatStatusJson, state: string) =>
  s.activity?.source === 'hook' && s.activity?.hook?.state === state;

/**
 * A slow turn as status reads it from hooks: running while the model works, idle after it (the
 * recorder saw its Stop). Prints both readings as figures, labelled `label`; returns them.
 */
export async function hookTurn(
  seat: RealSeat,
  stops: () => number,
  turnMs: number,
  label: string,
): Promise<{ running: SeatStatusJson; idle: SeatStatusJson }> {
  const running = await statusUntil(seat, (s) => hookActivity(s, 'running'), 10_000, 'activity running (hook)');
  console.log(`figure: ${label}: during the slow turn ${JSON.stringify(running.activity)}`);
  const idle = await statusUntil(
    seat,
    (s) => hookActivity(s, 'idle'),
    turnMs + 30_000,
    'activity idle (hook) after the turn',
  );
  if (stops() < 1) throw new Error(`${label}: the turn ended without a Stop hook`);
  console.log(`figure: ${label}: after the turn ${JSON.stringify(idle.activity)}`);
  return { running, idle };
}
