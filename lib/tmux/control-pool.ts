// The daemon's tmux control clients: one per tmux server, started on first need, used for
// read-only command lists (pane probes and captures: every status read and every poll of a send)
// and for the writes a caller marks as such (the send's load, paste and Enter), which are sent at
// most once. Whatever it cannot take runs in a tmux process of its own, exactly as without it: an
// unmarked write, a line that cannot be encoded, a server with no client ready yet, a read whose
// client died mid-answer.
//
// Attaching is the one visible effect: tmux lists the daemon as a client of one session (flags
// ignore-size and no-output, so it sizes and receives nothing). Sessions with destroy-unattached and
// servers with exit-unattached are never attached (see pickAttachSession).
import {
  classifyTmuxError,
  childEnv,
  serverArgs,
  setTmuxRouter,
  spawnTmux,
  TmuxError,
  type TmuxResult,
  type TmuxRouter,
  type TmuxServer,
} from './client.js';
import { ControlClient } from './control-client.js';
import { flag } from '../util/env-flag.js';
import {
  commandCount,
  encodeCommandLine,
  isReadOnlyCommandList,
  isWriteOnceCommandList,
  lostReplyAction,
  pickAttachSession,
  SESSION_LISTING_FORMAT,
} from './control-protocol.js';

type Slot =
  | { state: 'starting' }
  | { state: 'ready'; client: ControlClient }
  /** Not before `until`; `failures` in a row lengthen the wait. */
  | { state: 'waiting'; until: number; failures: number };

const READY_TIMEOUT_MS = 3000;
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 60_000;

/** How long to wait before the next start after `failures` failed starts in a row (1 s, doubling, 60 s at most). */
export function retryDelayMs(failures: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);
}

const keyOf = (server: TmuxServer) => `${server.socket ?? ''}\0${server.configFile ?? ''}`;

export class ControlPool {
  private readonly slots = new Map<string, Slot>();
  private closed = false;
  /** Command lists answered by a control client, and those left to a tmux process (tests, bench). */
  readonly counts = { control: 0, process: 0 };

  readonly route: TmuxRouter = (server, args, timeoutMs, write = false) => {
    const takes = write ? isWriteOnceCommandList(args) : isReadOnlyCommandList(args);
    const line = this.closed || !takes ? null : encodeCommandLine(args);
    const slot = line === null ? undefined : this.slots.get(keyOf(server));
    if (line === null || slot?.state !== 'ready' || !slot.client.alive) {
      if (line !== null) this.warm(server);
      this.counts.process++;
      return undefined;
    }
    return this.ask(server, slot.client, line, args, timeoutMs, write);
  };

  /** Starts a control client for the server unless one runs, is starting, or must wait. */
  warm(server: TmuxServer): void {
    const key = keyOf(server);
    const slot = this.slots.get(key);
    if (this.closed || slot?.state === 'starting' || (slot?.state === 'ready' && slot.client.alive)) return;
    if (slot?.state === 'waiting' && Date.now() < slot.until) return;
    const failures = slot?.state === 'waiting' ? slot.failures : 0;
    this.slots.set(key, { state: 'starting' });
    void this.start(server).then((client) => {
      if (this.closed) {
        void client?.close();
        return;
      }
      this.slots.set(
        key,
        client
          ? { state: 'ready', client }
          : { state: 'waiting', until: Date.now() + retryDelayMs(failures + 1), failures: failures + 1 },
      );
    });
  }

  /** Detaches every client and waits until each process has ended. Later reads run in tmux processes. */
  close(): Promise<void> {
    this.closed = true;
    const ending = [...this.slots.values()].flatMap((slot) => (slot.state === 'ready' ? [slot.client.close()] : []));
    this.slots.clear();
    return Promise.all(ending).then(() => undefined);
  }

  /** Where the server's slot stands: no attempt yet, a start in flight, a client, or a wait (tests). */
  slotState(server: TmuxServer): Slot['state'] | undefined {
    return this.slots.get(keyOf(server))?.state;
  }

  /** The pid of the server's control client, when one is ready (tests). */
  clientPid(server: TmuxServer): number | undefined {
    const slot = this.slots.get(keyOf(server));
    return slot?.state === 'ready' && slot.client.alive ? slot.client.pid : undefined;
  }

  private async start(server: TmuxServer): Promise<ControlClient | undefined> {
    let session: string | null;
    try {
      session = pickAttachSession(
        (await spawnTmux(server, ['list-sessions', '-F', SESSION_LISTING_FORMAT], { timeoutMs: READY_TIMEOUT_MS }))
          .stdout,
      );
    } catch {
      return undefined; // no server yet: asked again after the wait
    }
    if (session === null) return undefined;
    // -u: tmux would otherwise replace non-ASCII in formats with `_` when the locale is not UTF-8.
    const client = ControlClient.spawn(
      [...serverArgs(server), '-u', '-C', 'attach-session', '-t', session, '-f', 'ignore-size,no-output'],
      childEnv(server),
    );
    const ready = await client.run(encodeCommandLine(['display-message', '-p', 'ready'])!, 1, READY_TIMEOUT_MS);
    if (ready.ok === true && ready.stdout === 'ready\n') return client;
    void client.close();
    return undefined;
  }

  private async ask(
    server: TmuxServer,
    client: ControlClient,
    line: string,
    args: string[],
    timeoutMs: number,
    write: boolean,
  ): Promise<TmuxResult | undefined> {
    const reply = await client.run(line, commandCount(args), timeoutMs);
    if (reply.ok === true) {
      this.counts.control++;
      return { stdout: reply.stdout, stderr: '' };
    }
    if (reply.ok === false) {
      this.counts.control++;
      throw new TmuxError(classifyTmuxError(reply.error), args, reply.error, 1);
    }
    // The client is gone or stuck: it is replaced on a later read, after the usual wait.
    const key = keyOf(server);
    const slot = this.slots.get(key);
    if (slot?.state === 'ready' && slot.client === client)
      this.slots.set(key, { state: 'waiting', until: Date.now() + retryDelayMs(1), failures: 1 });
    if (lostReplyAction({ write, reply: reply.ok }) === 'fail') {
      if (write)
        throw new TmuxError(
          'unanswered',
          args,
          reply.ok === 'timeout'
            ? `tmux did not answer within ${timeoutMs} ms; the command may have run`
            : 'the tmux control client ended before answering; the command may have run',
          null,
        );
      throw new TmuxError('other', args, `tmux did not answer within ${timeoutMs} ms`, null);
    }
    this.counts.process++;
    return undefined;
  }
}

let shared: { pool: ControlPool; users: number } | undefined;

/**
 * Routes this process's read-only tmux commands through control clients until the returned
 * function is called (reference-counted: several daemons in one test process share one pool).
 * `OPENRIG_TMUX_CONTROL=0|off|false|no` leaves every command to tmux processes.
 */
export function routeTmuxReadsThroughControlClients(env: NodeJS.ProcessEnv): {
  pool: ControlPool | undefined;
  release: () => Promise<void>;
} {
  if (!flag(env.OPENRIG_TMUX_CONTROL, true)) return { pool: undefined, release: async () => undefined };
  shared ??= { pool: new ControlPool(), users: 0 };
  shared.users++;
  const mine = shared;
  setTmuxRouter(mine.pool.route);
  let released = false;
  return {
    pool: mine.pool,
    release: async () => {
      if (released) return;
      released = true;
      if (--mine.users > 0) return;
      if (shared === mine) {
        shared = undefined;
        setTmuxRouter(undefined);
      }
      await mine.pool.close();
    },
  };
}
