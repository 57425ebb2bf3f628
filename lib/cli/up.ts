// rig up SPEC.yaml — launch every seat of a rig spec in its own tmux session, idempotently.
import { defineCommand } from './verb.js';
import { bool } from './args.js';
import { CORE_PLUGIN_NAME } from '../home/plugin-facts.js';
import { say, printJson, advise, type Context } from './cli-context.js';
import { refused, usageError, type CliError } from './errors.js';
import { loadRigSpec, RigSpecError, SpecFileError, type RigSpec } from '../rig/spec.js';
import { ensureDaemonForUp } from './up-daemon-step.js';
import { startThroughService } from './daemon-service.js';
import { upRig, UpRefusedError, type SeatUpResult, type UpReport } from '../rig/up.js';
import { rigTmuxServer, tmuxCommandFor } from '../rig/server.js';
import { daemonStartWait } from './daemon-waits.js';
import { noticeWhileWaiting, startWaitNotice } from './wait-notice.js';

const OUTCOME_TEXT: Record<SeatUpResult['outcome'], string> = {
  started: 'started',
  relaunched: 'relaunched',
  'already-running': 'already running',
  refused: 'REFUSED',
  failed: 'FAILED',
};

/** Maps spec problems to a usage error, every problem listed on stderr first. */
function specCliError(ctx: Context, err: unknown): CliError | undefined {
  if (err instanceof RigSpecError) {
    const lines = err.lines();
    for (const line of lines.slice(1)) advise(ctx, `rig: ${line}`);
    return usageError(
      `invalid rig spec: ${lines[0] ?? err.file}` +
        (lines.length > 1 ? ` (and ${lines.length - 1} more problem${lines.length > 2 ? 's' : ''} above)` : ''),
      'fix the spec and run the command again',
    );
  }
  if (err instanceof SpecFileError) return usageError(err.message, 'give the path of a rig spec (YAML)');
  return undefined;
}

/** Loads a spec with CLI-shaped errors. */
function loadSpecForCli(ctx: Context, path: string): RigSpec {
  try {
    return loadRigSpec(path, ctx.cwd, ctx.env.HOME);
  } catch (err) {
    throw specCliError(ctx, err) ?? err;
  }
}

function seatLine(r: SeatUpResult): string {
  const parts = [`  ${r.session.padEnd(24)} ${OUTCOME_TEXT[r.outcome].padEnd(15)}`];
  if (r.paneId) parts.push(`pane ${r.paneId}`);
  if (r.nodeId) parts.push(`node ${r.nodeId}`);
  if (r.error) parts.push(`— ${r.error}`);
  return parts.join('  ').trimEnd();
}

/** Runs up with progress lines (unless json) and returns the report; failures exit 1 afterwards. */
export async function runUp(ctx: Context, spec: RigSpec, opts: { json: boolean }): Promise<UpReport> {
  const server = rigTmuxServer(ctx.env, ctx.cwd);
  const printed = new Map<string, number>();
  if (!opts.json)
    say(
      ctx,
      `rig ${spec.name}: ${spec.seats.length} seat${spec.seats.length === 1 ? '' : 's'} on ${server.socket ? `tmux socket ${server.socket}` : 'the default tmux server'}`,
    );
  let report: UpReport;
  // One seat launches at a time: the clock of the one under way.
  let seatWait: { done(): void } | undefined;
  try {
    report = await upRig(spec, {
      home: ctx.home,
      env: ctx.env,
      cwd: ctx.cwd,
      server,
      selfPath: ctx.selfPath,
      ensureDaemon: () =>
        noticeWhileWaiting(ctx, daemonStartWait(ctx.home.daemonSocket), () =>
          ensureDaemonForUp({
            home: ctx.home,
            env: ctx.env,
            server,
            selfPath: ctx.selfPath,
            viaService: () => startThroughService(ctx),
          }),
        ),
      onSeatStart: (session) => {
        seatWait = startWaitNotice(ctx, { what: `${session} to start` });
      },
      onNote: (line) => {
        if (!opts.json) say(ctx, line);
      },
      onSeat: (r) => {
        seatWait?.done();
        if (opts.json) return;
        say(ctx, seatLine(r));
        for (const w of r.warnings) say(ctx, `      note: ${w}`);
        printed.set(r.session, r.warnings.length);
      },
    });
  } catch (err) {
    if (err instanceof UpRefusedError) throw refused(err.what, err.todo);
    throw err;
  } finally {
    seatWait?.done();
  }
  if (opts.json) printJson(ctx, report);
  else {
    // Warnings found after the progress line (a pane that died at once) still get printed.
    for (const r of report.seats)
      for (const w of r.warnings.slice(printed.get(r.session) ?? 0)) say(ctx, `  ${r.session}: note: ${w}`);
    const attachable = report.seats.find((r) => r.outcome !== 'failed' && r.outcome !== 'refused');
    if (attachable) say(ctx, `attach: ${tmuxCommandFor(server)} attach -t '=${attachable.session}'`);
  }
  return report;
}

export const upCommand = defineCommand(
  {
    name: 'up',
    usage: ['rig up SPEC.yaml [--json]'],
    details: [
      'Each seat runs in tmux session <seat>@<rig> on the server named by OPENRIG_TMUX_SOCKET (a socket',
      'path; unset: your default tmux server). A seat whose pane is alive is left alone and reported;',
      'a stopped or exited seat is launched again with the same node id and a new occupant.',
      `Also creates the $OPENRIG_HOME layout, installs plugins/${CORE_PLUGIN_NAME} there, and creates each`,
      'missing seat folder <topology.root>/rigs/<rig>/seats/<seat>/.',
      'Exit 1 when any seat failed; 2 when the spec is invalid (every problem names file:line:column).',
    ].join('\n'),
  },
  {
    args: { boolean: ['json'], positionals: [{ name: 'SPEC', what: 'a rig spec' }], usage: 'rig up SPEC.yaml' },
    options: (p) => ({ specPath: p.args.SPEC!, json: bool(p, 'json') }),
    async run(o, ctx) {
      const spec = loadSpecForCli(ctx, o.specPath);
      const report = await runUp(ctx, spec, { json: o.json });
      const refusedByGuard = report.seats.filter((s) => s.refusal);
      const failed = report.seats.filter((s) => s.outcome === 'failed');
      if (refusedByGuard.length === 1 && !failed.length)
        throw refused(refusedByGuard[0]!.refusal!.what, refusedByGuard[0]!.refusal!.todo);
      if (refusedByGuard.length) {
        throw refused(
          `${refusedByGuard.length + failed.length} of ${report.seats.length} seats did not start (${[...refusedByGuard, ...failed].map((f) => f.session).join(', ')}); a typing guard refused ${refusedByGuard.length}`,
          'see the reasons above; change a mode with rig seat set-typing-guard SEAT --mode off --reason "…"',
        );
      }
      if (failed.length) {
        throw refused(
          `${failed.length} of ${report.seats.length} seats did not start (${failed.map((f) => f.session).join(', ')})`,
          'see the reasons above, fix them and run rig up again',
        );
      }
    },
  },
);
