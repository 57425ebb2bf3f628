// One writer per seat at a time. Inside the daemon, operations on a node run one after another
// (a promise chain per node); across processes a lock file under run/leases/ keeps a second daemon,
// or a tool acting on the same home, out while an operation is between paste and Enter. A mode
// change that must wait for the operation in flight queues behind it on the same chain.
import { AsyncLocalStorage } from 'node:async_hooks';
import { withLock, type HeldLock } from '../../store/index.js';
import { leasePath, type HomePaths } from '../../home/paths.js';
import { NODE_ID_PATTERN } from '../../seat/ref.js';

/** The lock file guarding a node's pane writes (the lock itself is `<file>.lock`). */
function leaseFile(home: HomePaths, nodeId: string): string {
  if (!NODE_ID_PATTERN.test(nodeId)) throw new TypeError(`invalid node id ${JSON.stringify(nodeId)}`);
  return leasePath(home, nodeId);
}

export interface Lease {
  nodeId: string;
  /** What holds it (for status and logs). */
  name: string;
  readonly active: boolean;
  /** Throws when the lease ended or its cross-process lock was lost; call right before a write. */
  assertActive(): void;
}

class LeaseLostError extends Error {
  constructor(
    readonly nodeId: string,
    detail: string,
  ) {
    super(`the write lease on ${nodeId} was lost (${detail}); no further input was written`);
    this.name = 'LeaseLostError';
  }
}

interface NodeQueue {
  tail: Promise<unknown>;
  waiting: number;
  running?: string;
}

/** The caller went away while its operation waited for the node: it never ran. */
export class LeaseAbortedError extends Error {
  constructor(readonly nodeId: string) {
    super(`the caller went away while waiting for the write lease on ${nodeId}; the operation did not run`);
    this.name = 'LeaseAbortedError';
  }
}

export interface LeaseOptions {
  /** How long to wait for another process's lock on the node (default 30 s). */
  lockWaitMs?: number;
}

export class SeatLeases {
  private readonly queues = new Map<string, NodeQueue>();
  private readonly held = new AsyncLocalStorage<Map<string, Lease>>();
  /** Work that outlives its operation, outside any lease (see follow). */
  private readonly followUps = new Set<Promise<unknown>>();
  /** Aborted when the owner stops: follow-ups cut their waits short. */
  private readonly ending = new AbortController();

  constructor(
    private readonly home: HomePaths,
    private readonly opts: LeaseOptions = {},
  ) {}

  /** True while an operation runs or waits on this node. */
  busy(nodeId: string): boolean {
    const q = this.queues.get(nodeId);
    return !!q && q.waiting > 0;
  }

  /** The name of the operation running on the node now, if any. */
  current(nodeId: string): string | undefined {
    return this.queues.get(nodeId)?.running;
  }

  /** Operations running or queued, over all nodes. */
  inFlight(): number {
    let n = 0;
    for (const q of this.queues.values()) n += q.waiting;
    return n;
  }

  /**
   * Resolves when every operation queued so far has finished, and every follow-up with it.
   * `endFollowUps` (a stopping daemon): follow-ups are told to end their waits now.
   */
  async drain(opts: { endFollowUps?: boolean } = {}): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((q) => q.tail));
    if (opts.endFollowUps) this.ending.abort();
    await Promise.allSettled([...this.followUps]);
  }

  /**
   * Work an operation leaves behind once its writes are done (a send still waiting for the
   * runtime's record of its text): it holds no lease, so the seat's next operation need not wait
   * for it, and it never writes to the pane. drain() waits for it; `ending` aborts when the owner
   * stops, and the task then finishes at once with what it has.
   */
  follow(task: (ending: AbortSignal) => Promise<unknown>): void {
    const tracked: Promise<unknown> = task(this.ending.signal)
      .catch(() => undefined)
      .finally(() => this.followUps.delete(tracked));
    this.followUps.add(tracked);
  }

  /**
   * Runs fn holding the node's lease. A nested call for a node this async context already holds
   * joins that lease instead of queueing behind itself. An abort while the call still waits its
   * turn rejects at once with LeaseAbortedError and fn never runs; once fn runs, the signal is fn's.
   */
  run<T>(
    nodeId: string,
    name: string,
    fn: (lease: Lease) => Promise<T>,
    opts: { signal?: AbortSignal } = {},
  ): Promise<T> {
    const joined = this.held.getStore()?.get(nodeId);
    if (joined) return fn(joined);
    let q = this.queues.get(nodeId);
    if (!q) {
      q = { tail: Promise.resolve(), waiting: 0 };
      this.queues.set(nodeId, q);
    }
    const queue = q;
    queue.waiting += 1;
    const { signal } = opts;
    let started = false;
    // The chain keeps its order whatever the caller does: the next operation waits for this turn.
    const turn = queue.tail.then(() => {
      if (signal?.aborted) throw new LeaseAbortedError(nodeId);
      started = true;
      return this.runHeld(nodeId, name, queue, fn);
    });
    queue.tail = turn
      .catch(() => undefined)
      .finally(() => {
        queue.waiting -= 1;
        if (queue.waiting === 0 && this.queues.get(nodeId) === queue) this.queues.delete(nodeId);
      });
    if (!signal) return turn;
    const abandoned = new Promise<never>((_, reject) => {
      const onAbort = () => {
        if (!started) reject(new LeaseAbortedError(nodeId));
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
      void turn.finally(() => signal.removeEventListener('abort', onAbort)).catch(() => undefined);
    });
    return Promise.race([turn, abandoned]);
  }

  private async runHeld<T>(
    nodeId: string,
    name: string,
    queue: NodeQueue,
    fn: (lease: Lease) => Promise<T>,
  ): Promise<T> {
    queue.running = name;
    try {
      return await withLock(
        leaseFile(this.home, nodeId),
        async (lock: HeldLock) => {
          let active = true;
          const lease: Lease = {
            nodeId,
            name,
            get active() {
              return active;
            },
            assertActive() {
              if (!active) throw new LeaseLostError(nodeId, 'the operation already ended');
              try {
                lock.assertHeld();
              } catch (err) {
                throw new LeaseLostError(nodeId, (err as Error).message);
              }
            },
          };
          const outer = this.held.getStore();
          const map = new Map(outer ?? []);
          map.set(nodeId, lease);
          try {
            return await this.held.run(map, () => fn(lease));
          } finally {
            // A task that outlives the operation can no longer write through this lease.
            active = false;
          }
        },
        { waitMs: this.opts.lockWaitMs ?? 30_000 },
      );
    } finally {
      queue.running = undefined;
    }
  }
}
