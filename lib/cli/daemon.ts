// rig daemon start [--foreground] | stop | status [--json]
import type { Command } from './command.js';
import { parseArgs, bool } from './args.js';
import { printJson, say, type Context } from './cli-context.js';
import { refused, usageError } from './errors.js';
import { daemonStatus, DaemonStartError, startDetached, stopDaemon } from '../daemon/control.js';
import { DaemonAlreadyRunningError, startDaemon } from '../daemon/daemon.js';
import { callerSession, CallerSessionError, type DaemonUnavailableError } from '../daemon/client.js';

/** The one message every command that needs the daemon gives when it is not there. */
export function daemonMissing(err?: DaemonUnavailableError) {
  return refused(
    `the OpenRig daemon is not running${err ? ` (no answer on ${err.socket})` : ''}`,
    'start it with: rig daemon start',
  );
}

/** The caller's seat identity for a daemon request; one that cannot be sent is the caller's to fix. */
export function cliSession(env: Record<string, string | undefined>): string | null {
  try {
    return callerSession(env);
  } catch (err) {
    if (err instanceof CallerSessionError) throw refused(err.what, err.todo);
    throw err;
  }
}

async function start(argv: string[], ctx: Context): Promise<void> {
  const p = parseArgs(argv, { boolean: ['foreground', 'json'] }, 'daemon start');
  if (p.positionals.length)
    throw usageError(`unexpected argument ${p.positionals[0]}`, 'rig daemon start [--foreground]');
  if (bool(p, 'foreground')) {
    let running;
    try {
      running = await startDaemon(ctx.home);
    } catch (err) {
      if (err instanceof DaemonAlreadyRunningError)
        throw refused(err.message, 'stop it first with rig daemon stop, or use it as it is');
      throw err;
    }
    const stop = () => {
      void running.close();
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    say(ctx, `daemon running (pid ${running.info.pid}, socket ${running.info.socket})`);
    await running.closed;
    process.removeListener('SIGTERM', stop);
    process.removeListener('SIGINT', stop);
    return;
  }
  const now = await daemonStatus(ctx.home);
  if (now.running)
    throw refused(
      `the OpenRig daemon is already running (pid ${now.pid}, socket ${now.socket})`,
      'nothing to do; rig daemon stop stops it',
    );
  let status;
  try {
    status = await startDetached({ home: ctx.home, env: ctx.env, selfPath: ctx.selfPath });
  } catch (err) {
    if (err instanceof DaemonStartError)
      throw refused(`could not start the daemon: ${err.message}`, `see ${ctx.home.daemonLog}`);
    throw err;
  }
  if (bool(p, 'json')) printJson(ctx, status);
  else say(ctx, `daemon started (pid ${status.pid}, socket ${status.socket})`);
}

async function stop(argv: string[], ctx: Context): Promise<void> {
  const p = parseArgs(argv, { boolean: ['json'] }, 'daemon stop');
  let result;
  try {
    result = await stopDaemon(ctx.home);
  } catch (err) {
    if (err instanceof DaemonStartError) throw refused(err.message, 'wait and run rig daemon stop again');
    throw err;
  }
  if (bool(p, 'json')) printJson(ctx, result);
  else say(ctx, result.wasRunning ? `daemon stopped (pid ${result.pid})` : 'daemon is not running');
}

async function status(argv: string[], ctx: Context): Promise<void> {
  const p = parseArgs(argv, { boolean: ['json'] }, 'daemon status');
  const s = await daemonStatus(ctx.home);
  if (bool(p, 'json')) {
    printJson(ctx, s);
    return;
  }
  if (s.running) {
    say(ctx, `daemon running (pid ${s.pid}, socket ${s.socket})`);
    say(ctx, `started ${s.startedAt}; ${s.inFlight ?? 0} operation(s) in flight`);
  } else {
    say(
      ctx,
      `daemon not running (socket ${s.socket}${s.staleSocket ? ', stale file left by a crash; the next start replaces it' : ''})`,
    );
    say(ctx, 'start it with: rig daemon start');
  }
}

export const daemonCommand: Command = {
  name: 'daemon',
  usage: ['rig daemon start [--foreground]', 'rig daemon stop', 'rig daemon status [--json]'],
  details:
    'The daemon is the only writer to tmux panes. It listens on $OPENRIG_HOME/run/daemon.sock (0600).\n' +
    'start without --foreground runs it in the background and returns once it answers.',
  async run(argv, ctx) {
    const [verb, ...rest] = argv;
    if (verb === 'start') return start(rest, ctx);
    if (verb === 'stop') return stop(rest, ctx);
    if (verb === 'status') return status(rest, ctx);
    throw usageError(
      verb ? `unknown daemon verb "${verb}"` : 'a daemon verb is required',
      'one of: start, stop, status',
    );
  },
};
