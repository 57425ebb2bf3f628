// rig daemon start [--foreground] | stop | status [--json]
import { defineNoun, defineVerb } from './verb.js';
import { bool } from './args.js';
import { printJson, say } from './cli-context.js';
import { refused } from './errors.js';
import { daemonStatus, DaemonStartError, startDetached, stopDaemon } from '../daemon/start-stop.js';
import { DaemonAlreadyRunningError, startDaemon } from '../daemon/daemon.js';

const json = { boolean: ['json'] };

const startVerb = defineVerb({
  args: { boolean: ['foreground', 'json'] },
  options: (p) => ({ foreground: bool(p, 'foreground'), json: bool(p, 'json') }),
  async run(o, ctx) {
    if (o.foreground) {
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
    if (o.json) printJson(ctx, status);
    else say(ctx, `daemon started (pid ${status.pid}, socket ${status.socket})`);
  },
});

const stopVerb = defineVerb({
  args: json,
  options: (p) => ({ json: bool(p, 'json') }),
  async run(o, ctx) {
    let result;
    try {
      result = await stopDaemon(ctx.home);
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
      'start without --foreground runs it in the background and returns once it answers.',
  },
  [
    { name: 'start', usage: ['rig daemon start [--foreground]'], verb: startVerb },
    { name: 'stop', usage: ['rig daemon stop'], verb: stopVerb },
    { name: 'status', usage: ['rig daemon status [--json]'], verb: statusVerb },
  ],
);
