// `rig demo`: run the demo steps in a throwaway OPENRIG_HOME on a private tmux server, then tear it
// all down (or, with keep, leave it running and say how to clean up). Nothing touches the user's
// own home, config or tmux server.
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { sleep } from '../util/sleep.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homePaths, resolveHome, type Env } from '../home/paths.js';
import { downRig } from '../rig/down.js';
import { daemonStatus, stopDaemon } from '../daemon/start-stop.js';
import { endServer, serverPid } from '../tmux/end-server.js';
import { tmuxCommandFor } from '../rig/server.js';
import { shellQuote } from '../util/shell-quote.js';
import { DEMO_STEPS } from './steps.js';
import type { DemoHostFor, DemoRun, DemoStep } from './demo-step.js';
import { DEMO_RIG_NAME } from './demo-rig.js';
import { PANE_VARS } from '../seat/pane-vars.js';
import { attachCommand } from './step-attach.js';
import { formatSeatRef } from '../seat/ref.js';

export interface DemoOptions {
  keep: boolean;
  /** Resolves when the user is done looking (Enter on a TTY); absent: tear down right away. */
  waitForUser?: () => Promise<void>;
  /** Resolves on an interrupt (Ctrl-C), so teardown still runs; returns a function that stops listening. */
  onInterrupt?: (handler: () => void) => () => void;
  steps?: DemoStep[];
  /** The CLI's side: runs rig commands inside the demo's home and prints the narration. */
  hostFor: DemoHostFor;
}

/** What the demo did: `rig demo --json` prints it. */
export interface DemoSummary {
  /** The throwaway folder (removed by the teardown unless kept). */
  dir: string;
  home: string;
  tmuxSocket: string;
  /** The steps that ran, in order (fewer than all after an interrupt). */
  steps: { id: string; title: string }[];
  seats: { seat: string; session: string; outcome: string; paneId?: string; attach?: string }[];
  interrupted: boolean;
  kept: boolean;
  /** With keep: the command that cleans up. */
  cleanup?: string;
  /** Without keep: what the teardown could not do (none: all of it was done). */
  teardown?: { problems: string[] };
}

/** The user's environment minus anything that would point the demo at real state. */
function demoEnv(env: Env, dir: string): Env {
  const out: Env = {};
  for (const [k, v] of Object.entries(env)) {
    if (k.startsWith('OPENRIG_') || k === 'TMUX' || k === 'TMUX_PANE') continue;
    out[k] = v;
  }
  out[PANE_VARS.home] = join(dir, 'home');
  out[PANE_VARS.tmuxSocket] = join(dir, 'tmux.sock');
  out.OPENRIG_TMUX_CONFIG = '/dev/null';
  return out;
}

/** How long the teardown watches for a late hook write re-creating the folder it removed. */
const LATE_WRITER_MS = 1000;

async function teardown(demo: DemoRun): Promise<string[]> {
  const problems: string[] = [];
  // Asked first, while the server surely answers: the last resort below needs it.
  const pid = await serverPid(demo.server);
  // The daemon `rig up` started for the throwaway home goes first: it must not outlive its folder.
  try {
    await stopDaemon(demo.home, 10_000);
  } catch (err) {
    problems.push(`daemon: ${(err as Error).message}`);
  }
  try {
    await downRig(demo.home, DEMO_RIG_NAME);
  } catch (err) {
    if (demo.report) problems.push(`rig down: ${(err as Error).message}`);
  }
  // Before the folder (and the socket in it) goes: after that nothing could reach the server.
  await endServer(demo.server, pid);
  try {
    rmSync(demo.dir, { recursive: true, force: true });
    // A hook the scripted agent started in its own process group (as a runtime does) may still be
    // finishing a write under the home and create the folder again: remove what it left.
    const end = Date.now() + LATE_WRITER_MS;
    while (Date.now() < end) {
      await sleep(100);
      if (existsSync(demo.dir)) rmSync(demo.dir, { recursive: true, force: true });
    }
  } catch (err) {
    problems.push(`could not remove ${demo.dir}: ${(err as Error).message}`);
  }
  return problems;
}

function summaryOf(demo: DemoRun, ran: DemoSummary['steps'], interrupted: boolean) {
  return {
    dir: demo.dir,
    home: demo.home.root,
    tmuxSocket: demo.server.socket,
    steps: ran,
    seats: (demo.report?.seats ?? []).map((s) => ({
      seat: formatSeatRef(s.seat, s.rig),
      session: s.session,
      outcome: s.outcome,
      ...(s.paneId ? { paneId: s.paneId } : {}),
      ...(s.outcome !== 'failed' ? { attach: attachCommand(demo.server, s.session) } : {}),
    })),
    interrupted,
  };
}

export async function runDemo(userEnv: Env, opts: DemoOptions): Promise<DemoSummary> {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'openrig-demo-')));
  const env = demoEnv(userEnv, dir);
  const demo: DemoRun = {
    ...opts.hostFor(env, dir),
    home: homePaths(resolveHome(env)),
    dir,
    server: { socket: env[PANE_VARS.tmuxSocket]!, configFile: '/dev/null' },
    specFile: join(dir, 'demo-rig.yaml'),
  };
  let interrupted = false;
  let wake: (() => void) | undefined;
  const stopListening = opts.onInterrupt?.(() => {
    interrupted = true;
    wake?.();
  });
  let failure: unknown;
  const ran: DemoSummary['steps'] = [];
  try {
    demo.say(`OpenRig demo — throwaway OPENRIG_HOME ${demo.home.root}, private tmux server ${demo.server.socket}`);
    const steps = opts.steps ?? DEMO_STEPS;
    for (const [i, step] of steps.entries()) {
      if (interrupted) break;
      demo.say();
      demo.say(`[${i + 1}/${steps.length}] ${step.title}`);
      ran.push({ id: step.id, title: step.title });
      await step.run(demo);
    }
    if (!interrupted && !opts.keep && opts.waitForUser) {
      demo.say();
      demo.say('Press Enter to tear the demo down (Ctrl-C works too).');
      await Promise.race([
        opts.waitForUser(),
        new Promise<void>((r) => {
          wake = r;
        }),
      ]);
    }
  } catch (err) {
    failure = err;
  } finally {
    stopListening?.();
  }
  if (opts.keep && !failure && !interrupted) {
    const t = tmuxCommandFor(demo.server);
    demo.say();
    demo.say('Kept: the demo rig is still running.');
    const daemon = await daemonStatus(demo.home).catch(() => undefined);
    const stopFirst = daemon?.running && daemon.pid ? `kill ${daemon.pid}; ` : '';
    const cleanup = `${stopFirst}${t} kill-server; rm -rf ${shellQuote(dir)}`;
    demo.say(`Clean up with: ${cleanup}`);
    return { ...summaryOf(demo, ran, interrupted), kept: true, cleanup };
  }
  demo.say();
  const problems = await teardown(demo);
  if (problems.length) for (const p of problems) demo.say(`teardown: ${p}`);
  else demo.say(`Torn down: seats stopped, private tmux server ended, ${dir} removed.`);
  if (failure) throw failure;
  return { ...summaryOf(demo, ran, interrupted), kept: false, teardown: { problems } };
}
