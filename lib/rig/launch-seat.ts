// One seat's launch under its registry lock. launchSeat reads as the flow; the decision of what to
// do (launch, leave running, stop with a reason) is pure in launch-decision.ts, and each step that
// follows a "launch" is a small function here: plan the continuation, the Codex plugin step, the
// launch contributions and command, clear the old session, open the pane, write the record.
import { UNCHANGED } from '../store/index.js';
import { exactSession, tmux, TmuxError } from '../tmux/client.js';
import { newNodeId, newOccupant, updateSeat, type SeatRecord } from '../seat/registry.js';
import { sessionNameFor } from '../seat/ref.js';
import { seatCommand, selectsCorePlugin } from '../seat/defaults.js';
import { codexPluginLaunchStep } from '../codex/launch-step.js';
import type { RigSpec, SeatSpec } from './spec.js';
import { composePaneEnv } from './pane-env.js';
import { newSessionArgs, paneArgv } from './pane-command.js';
import { listServerPanes, seatLiveState, type ServerPanes } from './liveness.js';
import { checkLifecycle } from './lifecycle.js';
import { composeCommand, launchArgs, launchEnv, type ComposedCommand, type LaunchContribution } from './launch-plan.js';
import { runPreLaunchSteps } from './launch-steps.js';
import { continuationPlan, type ContinuationPlan } from './continuation-plan.js';
import { decideLaunch, lifecycleQuestion, type LaunchDecision, type LaunchFacts } from './launch-decision.js';
import type { SeatUpResult, UpOptions } from './up-contract.js';

type Launch = Extract<LaunchDecision, { action: 'launch' }>;
type Planned = Extract<ContinuationPlan, { ok: true }>;

/** What every step of one launch shares. */
interface SeatLaunchRun {
  spec: RigSpec;
  seat: SeatSpec;
  opts: UpOptions;
  projectDir: string;
  session: string;
  result: SeatUpResult;
  /** The seat's record before this launch. */
  current: SeatRecord | undefined;
}

/** Brings one seat up (or leaves it, or says why not) and records it; the outcome goes into `result`. */
export async function launchSeat(
  spec: RigSpec,
  seat: SeatSpec,
  opts: UpOptions,
  projectDir: string,
  result: SeatUpResult,
): Promise<void> {
  const session = sessionNameFor(seat.name, spec.name);
  await updateSeat(opts.home, spec.name, seat.name, async (current) => {
    const run: SeatLaunchRun = { spec, seat, opts, projectDir, session, result, current };
    const decision = decideLaunch(await launchFacts(run));
    if (decision.action === 'skip') {
      result.outcome = 'already-running';
      result.nodeId = current!.nodeId;
      result.occupant = current!.occupant;
      result.paneId = current!.tmux.paneId;
      return UNCHANGED;
    }
    if (decision.action === 'stop') {
      result.outcome = decision.outcome;
      result.error = decision.error;
      if (decision.refusal) result.refusal = decision.refusal;
      return UNCHANGED;
    }
    return await launch(run, decision);
  });
}

/** The steps of a launch in order; each either hands its findings on or ends with the seat unchanged. */
async function launch(run: SeatLaunchRun, decision: Launch): Promise<SeatRecord | typeof UNCHANGED> {
  const { result, current } = run;
  const nodeId = current?.nodeId ?? newNodeId();
  const occupant = newOccupant();
  const planned = planContinuation(run, decision, nodeId, occupant);
  if (!planned) return UNCHANGED;
  const command = seatCommand(run.seat.runtime, run.seat.command, run.opts.env);
  const codexHome = await codexPluginStep(run, command);
  const contributions = await launchContributions(run, decision, planned, nodeId, occupant, command);
  const composed = composeLaunchCommand(run, decision, command, contributions);
  if (!composed) return UNCHANGED;
  result.warnings.push(...planned.warnings);
  if (decision.replaceSession) await clearSession(run);
  await planned.place();
  const paneId = await openPane(run, nodeId, occupant, composed.command, contributions);
  if (paneId === undefined) {
    if (current && current.status === 'running') {
      return { ...current, status: 'stopped', stoppedAt: new Date().toISOString() };
    }
    return UNCHANGED;
  }
  result.outcome = current ? 'relaunched' : 'started';
  if (decision.relaunchOfDead) result.warnings.push('the previous pane had exited; launched a new one');
  result.nodeId = nodeId;
  result.occupant = occupant;
  result.paneId = paneId;
  const record = seatRecordOf(run, {
    nodeId,
    occupant,
    paneId,
    command: composed.command,
    launch: composed.ok ? planned.launch : { kind: decision.kind },
    codexHome,
  });
  result.launch = record.launch;
  if (!current && (await planned.added()))
    result.warnings.push('its terminal interaction choice was copied from the rig default');
  return record;
}

/** The facts the decision needs: the other server (when the record says it ran there), this one, the guard. */
async function launchFacts(run: SeatLaunchRun): Promise<LaunchFacts> {
  const { current, session } = run;
  const server = run.opts.server;
  const previousSocket = current?.tmux.socket ?? null;
  let elsewhere: LaunchFacts['elsewhere'];
  if (current && current.status === 'running' && previousSocket !== server.socket) {
    const there = seatLiveState(
      { session: current.tmux.session, paneId: current.tmux.paneId, occupant: current.occupant },
      await listServerPanes({ socket: previousSocket }),
    );
    elsewhere = { socket: previousSocket, state: there.state };
  }
  const panes = await listServerPanes(server);
  const here = current && previousSocket === server.socket;
  const live = seatLiveState(
    { session, paneId: here ? current.tmux.paneId : undefined, occupant: here ? current.occupant : undefined },
    panes,
  );
  const facts: LaunchFacts = {
    seat: run.seat.name,
    rig: run.spec.name,
    session,
    recorded: current !== undefined,
    ...(elsewhere ? { elsewhere } : {}),
    ...(!panes.ok && !panes.noServer ? { panesError: panes.error } : {}),
    live: live.state,
    exists: sessionExists(panes, session),
    ...(run.opts.continuation ? { continuation: run.opts.continuation.kind } : {}),
  };
  const question = lifecycleQuestion(facts);
  if (current && question) {
    const refusal = checkLifecycle(run.opts.home, current, question.operation, {
      freshPane: false,
      inputAbsent: question.inputAbsent,
    });
    if (refusal) facts.refusal = refusal;
  }
  return facts;
}

function sessionExists(panes: ServerPanes, session: string): boolean {
  return panes.ok && panes.panes.some((p) => p.session === session);
}

/** The continuation's contributions and record (restore's resume id, handover's note); a refusal ends here. */
function planContinuation(run: SeatLaunchRun, decision: Launch, nodeId: string, occupant: string): Planned | undefined {
  const planned = continuationPlan(run.opts.home, {
    seat: run.seat,
    rig: run.spec.name,
    nodeId,
    occupant,
    kind: decision.kind,
    current: run.current,
    continuation: run.opts.continuation,
  });
  if (planned.ok) return planned;
  run.result.outcome = 'refused';
  run.result.error = planned.problem;
  return undefined;
}

/**
 * The Codex plugin step reports its state into the result and the record (where status finds the
 * seat's CODEX_HOME), which a launch contribution cannot carry: it runs here, before the
 * contributions, for every kind of launch (lib/codex/launch-step.ts). Returns the seat's CODEX_HOME.
 */
async function codexPluginStep(run: SeatLaunchRun, command: string): Promise<string | undefined> {
  const { seat, opts, result } = run;
  if (seat.runtime !== 'codex' || !selectsCorePlugin(seat.plugins)) return undefined;
  const step = await codexPluginLaunchStep(opts.home, { ...seat, command }, opts.env, run.projectDir);
  const s = step.result;
  result.codexPlugin = {
    state: s?.status?.state,
    version: s?.status?.version,
    install: s?.install,
    trust: s?.trust,
    line: step.line,
  };
  result.warnings.push(step.line);
  return s?.codexHome;
}

/** The continuation's contributions, then each pre-launch step's. */
async function launchContributions(
  run: SeatLaunchRun,
  decision: Launch,
  planned: Planned,
  nodeId: string,
  occupant: string,
  command: string,
): Promise<LaunchContribution[]> {
  const { spec, seat, opts } = run;
  const fromSteps = await runPreLaunchSteps({
    home: opts.home,
    rig: spec.name,
    seat: seat.name,
    runtime: seat.runtime,
    plugins: seat.plugins,
    nodeId,
    occupant,
    kind: decision.kind,
    projectDir: run.projectDir,
    command,
    env: { ...opts.env, ...seat.env },
  });
  return [...planned.contributions, ...fromSteps];
}

/**
 * The seat's command with the contributions' arguments. When they cannot be added, a restore is
 * refused (without its resume id it would be a fresh session under the restore's name); any other
 * launch goes ahead without them, with a warning.
 */
function composeLaunchCommand(
  run: SeatLaunchRun,
  decision: Launch,
  command: string,
  contributions: readonly LaunchContribution[],
): ComposedCommand | undefined {
  const { result } = run;
  const composed = composeCommand(command, launchArgs(contributions));
  if (!composed.ok) {
    if (decision.kind === 'restore') {
      result.outcome = 'refused';
      result.error = `${composed.problem}; nothing was done`;
      return undefined;
    }
    result.warnings.push(`${composed.problem}; launched without: ${contributions.map((c) => c.source).join(', ')}`);
  }
  for (const c of contributions) if (c.warning) result.warnings.push(c.warning);
  return composed;
}

/** Our own session: its pane exited (rig up), or a continuation the guard allowed replaces it. */
async function clearSession(run: SeatLaunchRun): Promise<void> {
  await tmux(run.opts.server, ['kill-session', '-t', exactSession(run.session)]).catch(() => undefined);
}

/** Starts the seat's session with its environment; the pane id, or undefined with the failure in the result. */
async function openPane(
  run: SeatLaunchRun,
  nodeId: string,
  occupant: string,
  command: string,
  contributions: readonly LaunchContribution[],
): Promise<string | undefined> {
  const { spec, seat, opts, result } = run;
  const env = composePaneEnv({
    seat: seat.name,
    rig: spec.name,
    runtime: seat.runtime,
    plugins: seat.plugins,
    nodeId,
    occupant,
    homeRoot: opts.home.root,
    vendoredPluginDir: opts.home.vendoredCorePlugin,
    projectDir: run.projectDir,
    specEnv: seat.env,
    launchingEnv: opts.env,
    tmuxSocket: opts.server.socket,
    launchEnv: launchEnv(contributions),
  });
  const argv = paneArgv({
    command,
    interactiveShell: seat.runtime === 'terminal' && seat.command === undefined,
    unset: env.unset,
  });
  try {
    const { stdout } = await tmux(
      opts.server,
      newSessionArgs({ session: run.session, cwd: seat.cwd, env, argv, occupant }),
    );
    const paneId = stdout.split('\n')[0]!.trim();
    if (!/^%\d+$/.test(paneId))
      throw new Error(`tmux did not report a pane id (got ${JSON.stringify(stdout.slice(0, 40))})`);
    return paneId;
  } catch (err) {
    result.outcome = 'failed';
    result.error = err instanceof TmuxError ? err.stderr.trim() || err.message : (err as Error).message;
    return undefined;
  }
}

/** The registry record of the launched seat. */
function seatRecordOf(
  run: SeatLaunchRun,
  launched: Pick<SeatRecord, 'nodeId' | 'occupant' | 'command' | 'launch' | 'codexHome'> & { paneId: string },
): SeatRecord {
  const { spec, seat } = run;
  return {
    schema: 'seat',
    version: 1,
    name: seat.name,
    rig: spec.name,
    nodeId: launched.nodeId,
    runtime: seat.runtime,
    cwd: seat.cwd,
    projectDir: run.projectDir,
    command: launched.command,
    plugins: [...seat.plugins],
    envNames: Object.keys(seat.env),
    roleFiles: [...seat.roleFiles],
    typingGuard: seat.typingGuard,
    tmux: { socket: run.opts.server.socket, session: run.session, paneId: launched.paneId },
    occupant: launched.occupant,
    launchedAt: new Date().toISOString(),
    status: 'running',
    ...(spec.file.startsWith('/') ? { specFile: spec.file } : {}),
    ...(seat.permissionMode ? { permissionMode: seat.permissionMode } : {}),
    launch: launched.launch,
    ...(launched.codexHome ? { codexHome: launched.codexHome } : {}),
  };
}
