// rig daemon start [--foreground] [--port N [--host H]] [--json] | stop [--json] | status [--json]
import { defineNoun, defineVerb } from './verb.js';
import { bool, str, type Parsed } from './args.js';
import { printJson, say } from './cli-context.js';
import { refused, usageError } from './errors.js';
import { isDiskFull, isStoreError } from '../store/errors.js';
import { daemonStatus, DaemonStartError, startDetached, stopDaemon, type DaemonStatus } from '../daemon/start-stop.js';
import { noticeWhileWaiting } from './wait-notice.js';
import { DAEMON_STOP_WAIT, daemonStartWait } from './daemon-waits.js';
import { DaemonAlreadyRunningError, startDaemon, type RunningDaemon } from '../daemon/daemon.js';
import { tcpOptionsProblem, TcpListenError, type TcpOptions } from '../daemon/tcp.js';

const START_USAGE = 'rig daemon start [--foreground] [--port N [--host H]] [--json]';

/** The parse step of --port/--host: a usage error (exit 2) for a bad port or a host off loopback. */
export function tcpOptions(p: Parsed): TcpOptions | undefined {
  const port = str(p, 'port');
  const host = str(p, 'host');
  if (port === undefined) {
    if (host !== undefined) throw usageError('--host needs --port', `usage: ${START_USAGE}`);
    return undefined;
  }
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535)
    throw usageError(`--port ${port} is not a port number`, 'give a whole number from 1 to 65535 (0: any free port)');
  const opts: TcpOptions = host === undefined ? { port: Number(port) } : { port: Number(port), host };
  const problem = tcpOptionsProblem(opts);
  if (problem?.code === 'not_loopback')
    throw usageError(
      `--host ${host} is not a loopback address`,
      'the TCP listener binds loopback only: use 127.0.0.1, ::1 or localhost',
    );
  if (problem) throw usageError(problem.message, `usage: ${START_USAGE}`);
  return opts;
}

const tcpNote = (s: { tcp?: DaemonStatus['tcp'] }) => (s.tcp ? `, tcp ${s.tcp.baseUrl}` : '');

const json = { boolean: ['json'] };

/** What `rig daemon status --json` would say of the daemon this process now runs. */
function foregroundStatus(running: RunningDaemon): DaemonStatus {
  const { host, port, baseUrl } = running.tcp ?? {};
  return {
    running: true,
    ...running.info,
    inFlight: 0,
    ...(running.tcp ? { tcp: { host: host!, port: port!, baseUrl: baseUrl! } } : {}),
  };
}

const startVerb = defineVerb({
  args: { boolean: ['foreground', 'json'], string: ['port', 'host'] },
  options: (p) => ({ foreground: bool(p, 'foreground'), json: bool(p, 'json'), tcp: tcpOptions(p) }),
  async run(o, ctx) {
    if (o.foreground) {
      let running;
      try {
        running = await startDaemon(ctx.home, o.tcp ? { tcp: o.tcp } : {});
      } catch (err) {
        if (err instanceof DaemonAlreadyRunningError)
          throw refused(err.message, 'stop it first with rig daemon stop, or use it as it is');
        if (err instanceof TcpListenError) throw refused(err.message, 'choose another --port, or leave --port out');
        // The system's answer (EACCES, ENOTDIR, EEXIST, EADDRINUSE…) is about the home, not a bug:
        // one line, and a non-zero exit a service manager acts on.
        if (typeof (err as NodeJS.ErrnoException)?.code === 'string' && !isStoreError(err) && !isDiskFull(err))
          throw refused(
            `the daemon could not start: ${(err as Error).message.split('\n')[0]}`,
            `check that path under OPENRIG_HOME (${ctx.home.root}), then start it again`,
          );
        throw err;
      }
      const stop = () => {
        void running.close();
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
      // One document once it listens, shaped as rig daemon status --json: nothing follows on stdout.
      if (o.json) printJson(ctx, foregroundStatus(running));
      else say(ctx, `daemon running (pid ${running.info.pid}, socket ${running.info.socket}${tcpNote(running)})`);
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
      status = await noticeWhileWaiting(ctx, daemonStartWait(ctx.home.daemonSocket), () =>
        startDetached({ home: ctx.home, env: ctx.env, selfPath: ctx.selfPath, tcp: o.tcp }),
      );
    } catch (err) {
      if (err instanceof DaemonStartError)
        throw refused(`could not start the daemon: ${err.message}`, `see ${ctx.home.daemonLog}`);
      throw err;
    }
    if (o.json) printJson(ctx, status);
    else say(ctx, `daemon started (pid ${status.pid}, socket ${status.socket}${tcpNote(status)})`);
  },
});

const stopVerb = defineVerb({
  args: json,
  options: (p) => ({ json: bool(p, 'json') }),
  async run(o, ctx) {
    let result;
    try {
      result = await noticeWhileWaiting(ctx, DAEMON_STOP_WAIT, () => stopDaemon(ctx.home));
    } catch (err) {
      if (err instanceof DaemonStartError) throw refused(err.message, 'wait and run rig daemon stop again');
      throw err;
    }
    if (o.json) printJson(ctx, result);
    else say(ctx, result.wasRunning ? `daemon stopped (pid ${result.pid})` : 'daemon is not running');
  },
});

const statusVerb = defineVerb({
  args: json,
  options: (p) => ({ json: bool(p, 'json') }),
  async run(o, ctx) {
    const s = await daemonStatus(ctx.home);
    if (o.json) {
      printJson(ctx, s);
      return;
    }
    if (s.running) {
      say(ctx, `daemon running (pid ${s.pid}, socket ${s.socket})`);
      say(ctx, `started ${s.startedAt}; ${s.inFlight ?? 0} operation(s) in flight`);
      if (s.tcp)
        say(ctx, `tcp ${s.tcp.baseUrl}: POST /api/activity/hooks only (token in ${ctx.home.activityHookToken})`);
    } else {
      say(
        ctx,
        `daemon not running (socket ${s.socket}${s.staleSocket ? ', stale file left by a crash; the next start replaces it' : ''})`,
      );
      say(ctx, 'start it with: rig daemon start');
    }
  },
});

export const daemonCommand = defineNoun(
  {
    name: 'daemon',
    details:
      'The daemon is the only writer to tmux panes. It listens on $OPENRIG_HOME/run/daemon.sock (0600).\n' +
      'start without --foreground runs it in the background and returns once it answers.\n' +
      '--port N (0: any free port) also listens on loopback TCP (--host, default 127.0.0.1) for remote\n' +
      'hook relays: that listener serves POST /api/activity/hooks only, with the bearer token in\n' +
      '$OPENRIG_HOME/activity-hook-token; activity-endpoint.json names it while it runs.\n' +
      'install writes a user service for this home (systemd user unit on Linux, launchd agent on macOS)\n' +
      'that runs this rig with this node (daemon start --foreground) and restarts it when it fails;\n' +
      'it enables and starts it when systemd --user is reachable, else prints the commands. --print\n' +
      'shows the file without writing it. uninstall removes it. rig doctor checks it.',
  },
  [
    { name: 'start', usage: [START_USAGE], verb: startVerb },
    { name: 'stop', usage: ['rig daemon stop [--json]'], verb: stopVerb },
    { name: 'status', usage: ['rig daemon status [--json]'], verb: statusVerb },
    {
      name: 'install',
      usage: ['rig daemon install [--print] [--json]     (a user service for this home: systemd, launchd)'],
      load: async () => (await import('./daemon-service.js')).daemonInstallVerb,
    },
    {
      name: 'uninstall',
      usage: ['rig daemon uninstall [--json]'],
      load: async () => (await import('./daemon-service.js')).daemonUninstallVerb,
    },
  ],
);
