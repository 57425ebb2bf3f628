// `rig up`: bring every seat of a spec up in its own tmux session `<seat>@<rig>`, keep each seat's
// registry record (node id stable across launches, occupant renewed per launch), and leave a seat
// that is already running alone. Seats launch one after another so progress reads in spec order;
// one seat's launch is launch-seat.ts (its decision, launch-decision.ts).
import { realpathSync, statSync, existsSync } from 'node:fs';
import { initHome, type InitReport } from '../home/init.js';
import { resolveConfig } from '../config/config.js';
import type { TmuxServer } from '../tmux/client.js';
import { sessionNameFor } from '../seat/ref.js';
import type { RigSpec, SeatSpec } from './spec.js';
import { listServerPanes, seatLiveState } from './liveness.js';
import { ensureSeatTopology } from './topology.js';
import { checkTmuxForSeats } from './server.js';
import { sleep } from '../util/sleep.js';
import type { Continuation } from './continuation-plan.js';
import { launchSeat } from './launch-seat.js';
import type { SeatUpResult, UpOptions } from './up-contract.js';

export type { SeatOutcome, SeatUpResult, UpOptions } from './up-contract.js';

export interface UpReport {
  rig: string;
  specFile: string;
  home: string;
  socket: string | null;
  plugin: InitReport['plugin'];
  seats: SeatUpResult[];
}

export class UpRefusedError extends Error {
  constructor(
    readonly what: string,
    readonly todo: string,
  ) {
    super(`${what} — ${todo}`);
    this.name = 'UpRefusedError';
  }
}

// A pane that dies this quickly after launch is reported (bad command, missing binary).
const SETTLE_MS = 150;

function cwdProblem(cwd: string): string | undefined {
  try {
    if (!statSync(cwd).isDirectory()) return `cwd ${cwd} is not a folder`;
  } catch {
    return `cwd ${cwd} does not exist`;
  }
  return undefined;
}

async function upSeat(spec: RigSpec, seat: SeatSpec, opts: UpOptions, topologyRoot: string): Promise<SeatUpResult> {
  const session = sessionNameFor(seat.name, spec.name);
  const result: SeatUpResult = { seat: seat.name, rig: spec.name, session, outcome: 'failed', warnings: [] };
  result.topology = ensureSeatTopology(topologyRoot, spec.name, seat.name);
  if (result.topology.outcome === 'blocked')
    result.warnings.push(`topology folder not created: ${result.topology.reason}`);
  const problem = cwdProblem(seat.cwd);
  if (problem) {
    result.error = `${problem}; create it or fix the spec`;
    return result;
  }
  for (const role of seat.roleFiles) if (!existsSync(role)) result.warnings.push(`role file ${role} does not exist`);
  const projectDir = realpathSync(seat.cwd);
  try {
    await launchSeat(spec, seat, opts, projectDir, result);
  } catch (err) {
    result.outcome = 'failed';
    result.error = (err as Error).message;
  }
  return result;
}

/** Brings a rig up. Throws UpRefusedError when nothing can start (tmux, home layout). */
export async function upRig(spec: RigSpec, opts: UpOptions): Promise<UpReport> {
  try {
    checkTmuxForSeats();
  } catch (err) {
    const e = err as { what?: string; todo?: string; message: string };
    throw new UpRefusedError(e.what ?? e.message, e.todo ?? 'install tmux 3.2 or newer');
  }
  const init = initHome(opts.home);
  if (init.wrongType.length) {
    const first = init.wrongType[0]!;
    throw new UpRefusedError(
      `${first.path} exists but is a ${first.found}, not a folder`,
      'move it aside, then run rig up again',
    );
  }
  const daemon = (await opts.ensureDaemon?.()) ?? {};
  if (daemon.note) opts.onNote?.(daemon.note);
  const topologyRoot = resolveConfig(opts.home, opts.env, opts.cwd)['topology.root'].value;
  const report: UpReport = {
    rig: spec.name,
    specFile: spec.file,
    home: opts.home.root,
    socket: opts.server.socket,
    plugin: init.plugin,
    seats: [],
  };
  for (const seat of spec.seats) {
    opts.onSeatStart?.(sessionNameFor(seat.name, spec.name));
    const result = await upSeat(spec, seat, opts, topologyRoot);
    report.seats.push(result);
    opts.onSeat?.(result);
  }
  await reportEarlyExits(report.seats, opts.server);
  return report;
}

/**
 * A managed continuation of one recorded seat (restore, handover): the same launch as rig up's, on
 * the seat's own tmux server, with the continuation's contributions. The rig is already up, so no
 * daemon is started and no home is initialised here.
 */
export async function continueSeat(
  spec: RigSpec,
  seat: SeatSpec,
  opts: UpOptions & { continuation: Continuation },
): Promise<SeatUpResult> {
  const topologyRoot = resolveConfig(opts.home, opts.env, opts.cwd)['topology.root'].value;
  const result = await upSeat(spec, seat, opts, topologyRoot);
  await reportEarlyExits([result], opts.server);
  return result;
}

/** After a short settle, a freshly launched pane that is already dead is worth a warning. */
async function reportEarlyExits(seats: readonly SeatUpResult[], server: TmuxServer): Promise<void> {
  const fresh = seats.filter((s) => s.outcome === 'started' || s.outcome === 'relaunched');
  if (!fresh.length) return;
  await sleep(SETTLE_MS);
  const panes = await listServerPanes(server);
  for (const s of fresh) {
    const live = seatLiveState({ session: s.session, paneId: s.paneId, occupant: s.occupant }, panes);
    if (live.state === 'dead') {
      s.warnings.push(
        `the pane exited right away${live.pane?.deadStatus !== undefined ? ` (status ${live.pane.deadStatus})` : ''}; the dead pane stays visible for inspection`,
      );
    }
  }
}
