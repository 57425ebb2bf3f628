// The seat-events hook's body, testable in-process: identity → gate → bounded stdin → observation
// → one line appended to the occupant's journal (when the home exists; lib/activity/journal.ts)
// and the remote relay (when the environment names an endpoint), side by side. It never prints
// to stdout — a PermissionRequest hook must return no decision — and every path returns;
// failures end as one stderr line.
import { isDir } from '../util/is-dir.js';
import { parseJsonInput } from '../hook/input.js';
import { homePaths, resolveHome } from '../home/paths.js';
import { gate } from '../hook/gating.js';
import type { HookObservation } from './contract.js';
import { appendObservation, hasSeatHooks } from './journal-append.js';
import { permissionEffectsDue } from './permission/effects-due.js';
import { observe, seatIdentity, type Env } from './observe.js';
import { relayRequested } from './relay.js';
import { markFullRun, useCodeCache } from '../util/code-cache.js';
import { flag } from '../util/env-flag.js';

export interface SeatEventsIo {
  argv: readonly string[];
  env: Env;
  cwd: string;
  /** The hook's stdin, already bounded; undefined when none could be read. */
  readStdin(): Promise<string | undefined>;
  err(line: string): void;
  /** The run's order: µs since the epoch at the process start. */
  seq: number;
  /** When the process stops itself (ms since the epoch): the lock wait ends before. */
  deadlineAt?: number;
  /** The running bundle (plugin proof on an occupant's first run); undefined: no proof. */
  script?: string;
  /** Tests: replaces the POST (same contract: resolves with why it failed, or undefined). */
  post?: (endpoint: { baseUrl: string; token: string }, obs: HookObservation) => Promise<string | undefined>;
}

export interface SeatEventsOutcome {
  code: 0;
  /** 'error': an internal error, degraded to silence. */
  path: 'no-identity' | 'gated' | 'no-target' | 'no-event' | 'recorded' | 'relayed' | 'error';
  obs?: HookObservation;
  relay?: 'ok' | 'failed' | 'incomplete';
}

const LABEL = 'seat-events';

export async function runSeatEvents(io: SeatEventsIo): Promise<SeatEventsOutcome> {
  const err = (line: string) => {
    try {
      io.err(line);
    } catch {
      // stderr gone: nothing else to tell
    }
  };
  try {
    const id = seatIdentity(io.env, io.argv);
    if (!id) return { code: 0, path: 'no-identity' };
    if (!gate(io.env, id.runtime, io.cwd).act) return { code: 0, path: 'gated' };
    const root = resolveHome(io.env);
    // Never creates a home: without one only a relay can take the observation.
    const local = isDir(root);
    const relay = relayRequested(io.env);
    if (!local && !relay) return { code: 0, path: 'no-target' };
    const home = homePaths(root);
    const input = io.readStdin();
    // The slow path's chunk (the plugin proof, folds, permission evidence) compiles from a V8 code
    // cache after its first load (lib/util/code-cache.ts); an ordinary run only appends.
    if (local && flag(io.env.OPENRIG_CODE_CACHE, true)) useCodeCache(home.codeCache);
    const obs = observe(parseJsonInput(await input), io.env, io.argv, io.seq);
    if (!obs) return { code: 0, path: 'no-event' };
    const tasks: Promise<unknown>[] = [];
    let path: SeatEventsOutcome['path'] = 'relayed';
    let relayState: SeatEventsOutcome['relay'];
    if (local) {
      tasks.push(
        (async () => {
          // An occupant's first run proves which plugin build runs its hooks (the bundle's hash).
          const first = io.script !== undefined && !hasSeatHooks(home, obs.nodeId, obs.occupant);
          const slow = () => import('./hook-write.js');
          const entry = first ? { ...obs, plugin: (await slow()).pluginInfo(io.script as string, obs.runtime) } : obs;
          const appended = appendObservation(home, entry);
          path = 'recorded';
          const permission = permissionEffectsDue(home, obs);
          if (!appended.created && !appended.foldDue && !permission) return;
          await (await slow()).settleAppend(home, obs, appended, {
            permission,
            report: err,
            deadlineAt: io.deadlineAt,
          });
          // A fold ran most of the chunk: its cache then covers the later runs that load it.
          if (appended.foldDue) markFullRun();
        })(),
      );
    }
    if (relay) {
      tasks.push(
        (async () => {
          const r = await import('./relay.js');
          const ep = r.resolveEndpoint(io.env, r.readEndpointFile(home.activityEndpoint));
          if (ep.kind !== 'ok') {
            relayState = 'incomplete';
            err(`${LABEL}: relay skipped: ${ep.kind === 'incomplete' ? ep.why : 'no endpoint'}`);
            return;
          }
          const why = await (io.post ?? r.postObservation)(ep.endpoint, obs);
          relayState = why === undefined ? 'ok' : 'failed';
          if (why !== undefined) err(`${LABEL}: relay to ${ep.endpoint.baseUrl} failed: ${why}`);
        })(),
      );
    }
    const settled = await Promise.allSettled(tasks);
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) {
      err(`${LABEL}: degraded to silence: ${(failed.reason as Error)?.message ?? String(failed.reason)}`);
      return { code: 0, path: 'error', obs, relay: relayState };
    }
    return { code: 0, path, obs, relay: relayState };
  } catch (e) {
    err(`${LABEL}: degraded to silence: ${(e as Error)?.message ?? String(e)}`);
    return { code: 0, path: 'error' };
  }
}
