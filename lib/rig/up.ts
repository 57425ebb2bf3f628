// `rig up`: bring every seat of a spec up in its own tmux session `<seat>@<rig>`, keep each seat's
// registry record (node id stable across launches, occupant renewed per launch), and leave a seat
// that is already running alone. Seats launch one after another so progress reads in spec order.
import { realpathSync, statSync, existsSync } from 'node:fs';
import { initHome, type InitReport } from '../home/init.js';
import type { Env, HomePaths } from '../home/paths.js';
import { resolveConfig } from '../config/config.js';
import { UNCHANGED } from '../store/index.js';
import { exactSession, tmux, TmuxError, type TmuxServer } from '../tmux/client.js';
import { newNodeId, newOccupant, updateSeat, type SeatLaunch, type SeatRecord } from '../seat/registry.js';
import { sessionNameFor, formatSeatRef } from '../seat/ref.js';
import type { RigSpec, SeatSpec } from './spec.js';
import { seatCommand, selectsCorePlugin } from '../seat/defaults.js';
import { codexPluginLaunchStep } from '../codex/launch-step.js';
import { composePaneEnv } from './pane-env.js';
import { newSessionArgs, paneArgv } from './pane-command.js';
import { listServerPanes, seatLiveState, type ServerPanes } from './liveness.js';
import { ensureSeatTopology, type TopologyOutcome } from './topology.js';
import { checkTmuxForSeats } from './server.js';
import { checkLifecycle, type LifecycleRefusal } from './lifecycle.js';
import { sleep } from '../util/sleep.js';
import { composeCommand, launchArgs, launchEnv, type LaunchContribution, type LaunchKind } from './launch-plan.js';
import { runPreLaunchSteps } from './launch-steps.js';
import { continuationPlan, type Continuation } from './continuation-plan.js';

export type SeatOutcome = 'started' | 'relaunched' | 'already-running' | 'refused' | 'failed';

export interface SeatUpResult {
  seat: string;
  rig: string;
  session: string;
  outcome: SeatOutcome;
  nodeId?: string;
  occupant?: string;
  paneId?: string;
  /** Why a seat failed, in words. */
  error?: string;
  /** Things worth knowing that did not stop the seat (missing role file, dead pane, …). */
  warnings: string[];
  topology?: TopologyOutcome;
  /** The typing guard refused the relaunch (nothing was done). */
  refusal?: LifecycleRefusal;
  /** How the seat was launched (kind, resumed session, model, handoff note). */
  launch?: SeatLaunch;
  /** A Codex seat's plugin and hook-trust state after the launch step. */
  codexPlugin?: { state?: string; version?: string; install?: string; trust?: string; line: string };
}

export interface UpOptions {
  home: HomePaths;
  /** The launching environment. */
  env: Env;
  cwd: string;
  server: TmuxServer;
  selfPath?: string;
  /** Called once per seat as soon as its outcome is known (progress output). */
  onSeat?: (result: SeatUpResult) => void;
  /** Called with the daemon step's note, if any. */
  onNote?: (line: string) => void;
  /**
   * Starts the daemon when it is not running, before any seat (the CLI's step, lib/cli/up-daemon-step.ts:
   * the daemon's layer is above this one); returns the line to print, if any.
   */
  ensureDaemon?: () => Promise<{ note?: string }>;
  /** A managed continuation (restore, handover) of a recorded seat instead of rig up's own launch. */
  continuation?: Continuation;
}

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

function sessionExists(panes: ServerPanes, session: string): boolean {
  return panes.ok && panes.panes.some((p) => p.session === session);
}

async function launchSeat(
  spec: RigSpec,
  seat: SeatSpec,
  opts: UpOptions,
  projectDir: string,
  result: SeatUpResult,
): Promise<void> {
  const session = sessionNameFor(seat.name, spec.name);
  const server = opts.server;
  await updateSeat(opts.home, spec.name, seat.name, async (current) => {
    const previousSocket = current?.tmux.socket ?? null;
    // A seat recorded as running on another server must be stopped there first: one seat, one pane.
    if (current && current.status === 'running' && previousSocket !== server.socket) {
      const elsewhere = seatLiveState(
        { session: current.tmux.session, paneId: current.tmux.paneId, occupant: current.occupant },
        await listServerPanes({ socket: previousSocket }),
      );
      if (elsewhere.state === 'alive' || elsewhere.state === 'dead') {
        result.outcome = 'failed';
        result.error = `running on another tmux server (${previousSocket ?? 'the default server'}); run rig down ${spec.name} --seat ${seat.name} first`;
        return UNCHANGED;
      }
    }
    const panes = await listServerPanes(server);
    if (!panes.ok && !panes.noServer) {
      result.outcome = 'failed';
      result.error = `cannot ask tmux about the session: ${panes.error}`;
      return UNCHANGED;
    }
    const here = current && previousSocket === server.socket;
    const live = seatLiveState(
      { session, paneId: here ? current.tmux.paneId : undefined, occupant: here ? current.occupant : undefined },
      panes,
    );
    let relaunchOfDead = false;
    const continuation = opts.continuation;
    if (continuation && !current) {
      result.error = `${formatSeatRef(seat.name, spec.name)} has no record to continue; start it with rig up`;
      return UNCHANGED;
    }
    // Relaunching a recorded seat is lifecycle work: its guard decides before any effect. For rig
    // up its pane is dead or gone (an alive one is left alone below), so no input can be lost; a
    // continuation replaces an alive pane too, which may hold input.
    if (current && (live.state !== 'alive' || continuation)) {
      const operation = continuation ? `rig seat ${continuation.kind}` : 'rig up (relaunch)';
      const refusal = checkLifecycle(opts.home, current, operation, {
        freshPane: false,
        inputAbsent: live.state !== 'alive',
      });
      if (refusal) {
        result.outcome = 'refused';
        result.refusal = refusal;
        result.error = refusal.what;
        return UNCHANGED;
      }
    }
    const exists = sessionExists(panes, session);
    if (exists && live.state === 'alive' && !continuation) {
      result.outcome = 'already-running';
      result.nodeId = current!.nodeId;
      result.occupant = current!.occupant;
      result.paneId = current!.tmux.paneId;
      return UNCHANGED;
    }
    if (exists && live.state !== 'alive' && live.state !== 'dead') {
      result.outcome = 'failed';
      result.error = `a tmux session named ${session} already exists and was not launched by this OpenRig home; stop it (kill-session -t '=${session}') or rename the seat`;
      return UNCHANGED;
    }
    const nodeId = current?.nodeId ?? newNodeId();
    const occupant = newOccupant();
    const kind: LaunchKind = continuation?.kind ?? (current ? 'relaunch' : 'fresh');
    const planned = continuationPlan(opts.home, {
      seat,
      rig: spec.name,
      nodeId,
      occupant,
      kind,
      current,
      continuation,
    });
    if (!planned.ok) {
      result.outcome = 'refused';
      result.error = planned.problem;
      return UNCHANGED;
    }
    const ctx = {
      home: opts.home,
      rig: spec.name,
      seat: seat.name,
      runtime: seat.runtime,
      plugins: seat.plugins,
      nodeId,
      occupant,
      kind,
      projectDir,
      command: seatCommand(seat.runtime, seat.command, opts.env),
      env: { ...opts.env, ...seat.env },
    };
    // The Codex plugin step reports its state into the result and the record (where status finds
    // the seat's CODEX_HOME), which a launch contribution cannot carry: it runs here, before the
    // contributions, for every kind of launch (lib/codex/launch-step.ts).
    let codexHome: string | undefined;
    if (seat.runtime === 'codex' && selectsCorePlugin(seat.plugins)) {
      const step = await codexPluginLaunchStep(opts.home, { ...seat, command: ctx.command }, opts.env, projectDir);
      const s = step.result;
      result.codexPlugin = {
        state: s?.status?.state,
        version: s?.status?.version,
        install: s?.install,
        trust: s?.trust,
        line: step.line,
      };
      result.warnings.push(step.line);
      codexHome = s?.codexHome;
    }
    const contributions: LaunchContribution[] = [...planned.contributions, ...(await runPreLaunchSteps(ctx))];
    const composed = composeCommand(ctx.command, launchArgs(contributions));
    if (!composed.ok) {
      // A restore without its resume id would be a fresh session under the restore's name.
      if (kind === 'restore') {
        result.outcome = 'refused';
        result.error = `${composed.problem}; nothing was done`;
        return UNCHANGED;
      }
      result.warnings.push(`${composed.problem}; launched without: ${contributions.map((c) => c.source).join(', ')}`);
    }
    for (const c of contributions) if (c.warning) result.warnings.push(c.warning);
    result.warnings.push(...planned.warnings);
    if (exists) {
      // Our own pane: exited (rig up), or replaced by a continuation the guard allowed above.
      await tmux(server, ['kill-session', '-t', exactSession(session)]).catch(() => undefined);
      relaunchOfDead = live.state === 'dead';
    }
    await planned.place();
    const command = composed.command;
    const env = composePaneEnv({
      seat: seat.name,
      rig: spec.name,
      runtime: seat.runtime,
      plugins: seat.plugins,
      nodeId,
      occupant,
      homeRoot: opts.home.root,
      vendoredPluginDir: opts.home.vendoredCorePlugin,
      projectDir,
      specEnv: seat.env,
      launchingEnv: opts.env,
      tmuxSocket: server.socket,
      launchEnv: launchEnv(contributions),
    });
    const argv = paneArgv({
      command,
      interactiveShell: seat.runtime === 'terminal' && seat.command === undefined,
      unset: env.unset,
    });
    let paneId: string;
    try {
      const { stdout } = await tmux(server, newSessionArgs({ session, cwd: seat.cwd, env, argv, occupant }));
      paneId = stdout.split('\n')[0]!.trim();
      if (!/^%\d+$/.test(paneId))
        throw new Error(`tmux did not report a pane id (got ${JSON.stringify(stdout.slice(0, 40))})`);
    } catch (err) {
      result.outcome = 'failed';
      result.error = err instanceof TmuxError ? err.stderr.trim() || err.message : (err as Error).message;
      if (current && current.status === 'running') {
        return { ...current, status: 'stopped', stoppedAt: new Date().toISOString() };
      }
      return UNCHANGED;
    }
    result.outcome = current ? 'relaunched' : 'started';
    if (relaunchOfDead) result.warnings.push('the previous pane had exited; launched a new one');
    result.nodeId = nodeId;
    result.occupant = occupant;
    result.paneId = paneId;
    const record: SeatRecord = {
      schema: 'seat',
      version: 1,
      name: seat.name,
      rig: spec.name,
      nodeId,
      runtime: seat.runtime,
      cwd: seat.cwd,
      projectDir,
      command,
      plugins: [...seat.plugins],
      envNames: Object.keys(seat.env),
      roleFiles: [...seat.roleFiles],
      typingGuard: seat.typingGuard,
      tmux: { socket: server.socket, session, paneId },
      occupant,
      launchedAt: new Date().toISOString(),
      status: 'running',
      ...(spec.file.startsWith('/') ? { specFile: spec.file } : {}),
      ...(seat.permissionMode ? { permissionMode: seat.permissionMode } : {}),
      launch: composed.ok ? planned.launch : { kind },
      ...(codexHome ? { codexHome } : {}),
    };
    result.launch = record.launch;
    if (!current && (await planned.added()))
      result.warnings.push('its terminal interaction choice was copied from the rig default');
    return record;
  });
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
