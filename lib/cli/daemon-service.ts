// rig daemon install [--print] [--json] | rig daemon uninstall [--json]: the daemon as a user
// service for this OPENRIG_HOME — a systemd user unit on Linux, a launchd agent on macOS — that
// runs this rig with this node (`daemon start --foreground`) and restarts it when it fails. The
// file is written from the pure renderers in lib/service/; the manager is asked to load it only
// where it can be reached (lib/service/activation.ts), otherwise the commands are printed.
import { existsSync, lstatSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { defineVerb } from './verb.js';
import { bool } from './args.js';
import { advise, printJson, say, type Context } from './cli-context.js';
import { refused } from './errors.js';
import { homePaths } from '../home/paths.js';
import { writeFileAtomicallySync } from '../store/index.js';
import { locateService, type LocatedService } from '../service/locate.js';
import { systemdUnit } from '../service/systemd-unit.js';
import { launchdPlist } from '../service/launchd-plist.js';
import { serviceArgv, specProblem, type ServiceSpec } from '../service/spec.js';
import {
  afterRemovalPlan,
  installPlan,
  uninstallPlan,
  upStartPlan,
  type ActivationFacts,
} from '../service/activation.js';
import { DAEMON_START_WAIT_MS, DaemonStartError, daemonStatus, type DaemonStatus } from '../daemon/start-stop.js';
import { sleep } from '../util/sleep.js';
import { findProgram } from '../codex/codex-cli.js';
import { runBounded } from '../util/run-bounded.js';

/** How long one systemctl call may take. */
const SYSTEMCTL_DEADLINE_MS = 15_000;

function located(ctx: Context): LocatedService {
  const s = locateService(ctx.home.root, ctx.env);
  if (!s)
    throw refused(
      `rig daemon install knows systemd (Linux) and launchd (macOS), not ${process.platform}`,
      'start the daemon from your own service manager with: rig daemon start --foreground',
    );
  return s;
}

/** Is the user's systemd reachable from here (systemctl on PATH, its private socket present)? */
function systemdReachable(ctx: Pick<Context, 'env'>): boolean {
  const runtimeDir = ctx.env.XDG_RUNTIME_DIR?.trim() || `/run/user/${process.getuid?.() ?? 0}`;
  return findProgram('systemctl', ctx.env.PATH) !== undefined && existsSync(`${runtimeDir}/systemd/private`);
}

/** Runs one manager command with a deadline (its whole process group is ended at it); its failure
 *  is a refusal naming what to run by hand. */
async function runStep(ctx: Pick<Context, 'env'>, argv: string[]): Promise<void> {
  const r = await runBounded(argv[0]!, argv.slice(1), { env: ctx.env, cwd: '/', deadlineMs: SYSTEMCTL_DEADLINE_MS });
  if (r.kind === 'exited' && r.code === 0) return;
  const why =
    r.kind === 'failed'
      ? r.message
      : r.kind === 'timeout'
        ? `no answer within ${SYSTEMCTL_DEADLINE_MS / 1000} s`
        : r.stderr.trim().split('\n').pop() || (r.signal ? `ended by ${r.signal}` : `exit ${r.code}`);
  throw refused(`${argv.join(' ')} failed: ${why}`, `run it yourself, then check with: systemctl --user status`);
}

/**
 * For `rig up` with no daemon answering: where this home's systemd unit is installed and systemd is
 * reachable, the service starts the daemon (lib/service/activation.ts upStartPlan) and this waits
 * until it answers. undefined: no such service here; start a detached daemon as usual.
 */
export async function startThroughService(
  ctx: Pick<Context, 'env' | 'home'>,
  waitMs = DAEMON_START_WAIT_MS,
): Promise<{ name: string; status: DaemonStatus } | undefined> {
  const s = locateService(ctx.home.root, ctx.env);
  if (!s) return undefined;
  const step = upStartPlan({
    manager: s.manager,
    name: s.name,
    installed: existsSync(s.file),
    systemdReachable: s.manager === 'systemd' && systemdReachable(ctx),
  });
  if (!step) return undefined;
  try {
    await runStep(ctx, step);
  } catch (err) {
    throw new DaemonStartError((err as Error).message);
  }
  const deadline = Date.now() + waitMs;
  for (;;) {
    const status = await daemonStatus(ctx.home);
    if (status.running) return { name: s.name, status };
    if (Date.now() > deadline)
      throw new DaemonStartError(
        `${step.join(' ')} ran, but no daemon answered within ${waitMs / 1000} s: see systemctl --user status ${s.name}`,
      );
    await sleep(50);
  }
}

async function facts(ctx: Context, s: LocatedService): Promise<ActivationFacts> {
  return {
    manager: s.manager,
    systemdReachable: s.manager === 'systemd' && systemdReachable(ctx),
    daemonRunning: (await daemonStatus(ctx.home)).running,
    name: s.name,
    file: s.file,
  };
}

function sayPlan(ctx: Context, plan: { print: string[]; notes: string[] }, what: string): void {
  if (plan.print.length) {
    say(ctx, `${what}, run:`);
    for (const line of plan.print) say(ctx, `  ${line}`);
  }
  for (const note of plan.notes) say(ctx, note);
}

export const daemonInstallVerb = defineVerb({
  args: { boolean: ['print', 'json'] },
  options: (p) => ({ print: bool(p, 'print'), json: bool(p, 'json') }),
  async run(o, ctx) {
    const s = located(ctx);
    if (!ctx.selfPath || !existsSync(ctx.selfPath))
      throw refused('cannot tell which rig executable is running', 'run rig daemon install with the installed rig');
    const spec: ServiceSpec = {
      home: s.home,
      node: process.execPath,
      // The package's own file, not the npm bin link beside it: what node runs either way.
      rig: realpathSync(ctx.selfPath),
      path: ctx.env.PATH?.trim() || '/usr/local/bin:/usr/bin:/bin',
      log: homePaths(s.home).daemonLog,
    };
    const problem = specProblem(spec);
    if (problem) throw refused(`cannot write a service: ${problem}`, 'run rig daemon install from a plain path');
    const content = s.manager === 'systemd' ? systemdUnit(spec) : launchdPlist(s.name, spec);
    const base = { manager: s.manager, name: s.name, file: s.file, home: s.home, argv: serviceArgv(spec) };
    if (o.print) {
      if (o.json) printJson(ctx, { ...base, written: false, content });
      else ctx.io.out(content);
      return;
    }
    const before = existsSync(s.file) ? readFileSync(s.file, 'utf8') : undefined;
    if (before !== content) writeFileAtomicallySync(s.file, content);
    const state = before === undefined ? 'written' : before === content ? 'unchanged' : 'updated';
    const f = await facts(ctx, s);
    const plan = installPlan(f);
    for (const step of plan.run) await runStep(ctx, step);
    if (o.json) {
      printJson(ctx, { ...base, written: true, state, ran: plan.run, toRun: plan.print, notes: plan.notes });
      return;
    }
    const kind = s.manager === 'systemd' ? 'systemd user unit' : 'launchd agent';
    say(ctx, `${s.file}: ${state} (${kind} ${s.name} for OPENRIG_HOME=${s.home})`);
    say(ctx, `runs: ${base.argv.join(' ')}`);
    if (plan.run.length) say(ctx, `ran: ${plan.run.map((a) => a.join(' ')).join('; ')}`);
    sayPlan(
      ctx,
      plan,
      s.manager === 'systemd'
        ? 'systemd --user is not reachable from here; to enable and start it'
        : 'to load and start it',
    );
  },
});

/** A systemd enablement link left by a unit that was never disabled (the manager was unreachable). */
function removeWantsLink(s: LocatedService): string | undefined {
  const link = `${s.dir}/default.target.wants/${s.name}`;
  try {
    if (lstatSync(link).isSymbolicLink() && readlinkSync(link) === s.file) {
      rmSync(link);
      return link;
    }
  } catch {
    // none
  }
  return undefined;
}

export const daemonUninstallVerb = defineVerb({
  args: { boolean: ['json'] },
  options: (p) => ({ json: bool(p, 'json') }),
  async run(o, ctx) {
    const s = located(ctx);
    if (!existsSync(s.file)) {
      if (o.json) printJson(ctx, { manager: s.manager, name: s.name, file: s.file, removed: false });
      else say(ctx, `no daemon service is installed for this home (${s.file} does not exist)`);
      return;
    }
    const f = await facts(ctx, s);
    const plan = uninstallPlan(f);
    for (const step of plan.run) await runStep(ctx, step);
    rmSync(s.file, { force: true });
    const link = f.manager === 'systemd' && !f.systemdReachable ? removeWantsLink(s) : undefined;
    const after = afterRemovalPlan(f);
    for (const step of after) await runStep(ctx, step);
    const ran = [...plan.run, ...after];
    if (o.json) {
      printJson(ctx, {
        manager: s.manager,
        name: s.name,
        file: s.file,
        removed: true,
        ...(link ? { removedLink: link } : {}),
        ran,
        toRun: plan.print,
        daemonRunning: f.daemonRunning,
      });
      return;
    }
    say(ctx, `${s.file}: removed${link ? ` (and its enablement link ${link})` : ''}`);
    if (ran.length) say(ctx, `ran: ${ran.map((a) => a.join(' ')).join('; ')}`);
    sayPlan(ctx, plan, 'the manager still knows it; to stop it and forget it');
    if ((await daemonStatus(ctx.home)).running)
      advise(ctx, 'a daemon still runs for this home: rig daemon stop stops it');
  },
});
