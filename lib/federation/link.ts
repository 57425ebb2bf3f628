// Federation at run time, in the daemon only (loaded through a dynamic import, its own chunk, and
// only when federation is configured): connect, hold a watch on the seat-state bucket, write this
// host's heartbeat and publish its seats' changes. Nothing here is awaited by a local send, a timer
// or a hook: start returns at once, the connection comes (and comes back) in the background, and
// while NATS is out of reach no pass runs, so nothing piles up.
import type { NatsConnection } from '@nats-io/transport-node';
import type { KV } from '@nats-io/kv';
import type { HomePaths } from '../home/paths.js';
import type { FederationSettings } from '../config/federation.js';
import type { DaemonLog } from '../timers/log.js';
import { openConnection, stateBucket } from './connection.js';
import { heartbeatKey, parseKey } from './names.js';
import { newPublishMemory, publishPass, type PassResult, type StatusReader } from './publisher.js';
import {
  FILES_POLL_MS,
  nothingOwed,
  owePaths,
  planOf,
  pollOwes,
  publishedFolders,
  SCREEN_POLL_MS,
  SETTLE_MS,
  type PassPlan,
} from './publish-plan.js';
import { watchFolders, type FolderWatch } from './folder-watch.js';
import { HEARTBEAT_MS, hostFreshness, STALE_AFTER_MS, type HostFreshness } from './staleness.js';
import { isSeatStateDoc, type SeatStateDoc } from './state-doc.js';
import { remoteRows, type FederationSnapshot, type RemoteSeatRow } from './remote-view.js';
import { startSendLink, type OwnerDeps, type SendLink } from './send-link.js';
import { isNoResponders, linkStateOf, type JsReach, type LinkState, type SocketState } from './reach.js';
import type { RemoteAnswer, RemoteSendRequest } from './remote-send.js';
import { startQueueLink, type QueueLink, type QueueOwnerDeps } from './queue-link.js';
import type { QueueAnswer, RemoteQueueRead, RemoteQueueRequest } from './remote-queue.js';

export type { LinkState } from './reach.js';

export interface FederationStatus {
  host: string;
  connection: LinkState;
  /** The last thing that went wrong talking to NATS, with when (cleared by a success). */
  lastError: { message: string; at: string } | null;
  lastPass: (PassResult & { at: string; plan: PlanWord }) | null;
  /** Why file notifications are off, when they are (the polls alone then keep the view current). */
  notifyOff: string | null;
  /** Every other host heard of, with its heartbeat's freshness. */
  hosts: Record<string, HostFreshness>;
}

export interface FederationLink {
  status(nowMs?: number): FederationStatus;
  rows(nowMs?: number): RemoteSeatRow[];
  /**
   * A remote send: the owner's answer, undefined when none came in time, 'cut-off' when this host
   * is not connected, or 'no-jetstream' when its server answers but JetStream does not (both said at
   * once: nothing is queued to go out later).
   */
  remoteSend(req: RemoteSendRequest, timeoutMs: number): Promise<RemoteAnswer | undefined | 'cut-off' | 'no-jetstream'>;
  /** A queue create for a remote seat, as remoteSend. */
  remoteQueueCreate(
    req: RemoteQueueRequest,
    timeoutMs: number,
  ): Promise<QueueAnswer | undefined | 'cut-off' | 'no-jetstream'>;
  /** A read of a row another host holds for this one, as remoteSend. */
  remoteQueueRead(
    read: RemoteQueueRead,
    timeoutMs: number,
  ): Promise<QueueAnswer | undefined | 'cut-off' | 'no-jetstream'>;
  close(): Promise<void>;
}

/** What the last pass read: everything, the files poll, or seats a notification named. */
export type PlanWord = 'all' | 'files' | 'touched';
const planWord = (p: PassPlan): PlanWord => (p.all ? 'all' : p.files ? 'files' : 'touched');

export interface LinkOptions {
  filesPollMs?: number;
  screenPollMs?: number;
  heartbeatMs?: number;
  staleAfterMs?: number;
}

export function startFederation(
  home: HomePaths,
  settings: FederationSettings,
  log: DaemonLog,
  read: StatusReader,
  opts: LinkOptions = {},
  owner?: OwnerDeps,
  queueOwner?: QueueOwnerDeps,
): FederationLink {
  const host = settings.host;
  const staleAfterMs = opts.staleAfterMs ?? STALE_AFTER_MS;
  let socket: SocketState = 'connecting';
  // Whether JetStream answers behind the socket (a leaf node cut off from its hub: it does not).
  let reach: JsReach = 'ok';
  const state = (): LinkState => linkStateOf(socket, reach);
  let nc: NatsConnection | undefined;
  let kv: KV | undefined;
  let lastError: FederationStatus['lastError'] = null;
  let lastPass: FederationStatus['lastPass'] = null;
  const seats = new Map<string, { host: string; nodeId: string; doc: SeatStateDoc }>();
  const beats: Record<string, number> = {};
  const memory = newPublishMemory();
  const published = memory.published;
  const timers: NodeJS.Timeout[] = [];
  // What the next pass owes (lib/federation/publish-plan.ts): the start owes everything.
  let owed = { ...nothingOwed(), all: true };
  // A pass that failed is followed by a full one at the next files poll (what was not put is put then).
  let failed = false;
  let passing = false;
  let closed = false;
  let sendLink: SendLink | undefined;
  let queueLink: QueueLink | undefined;
  /** Whether host `h` publishes a seat `ref` (a remote request's sender must be a seat of its host). */
  const isSeatOf = (ref: string, h: string): boolean => {
    for (const s of seats.values()) if (s.host === h && s.doc.seat === ref) return true;
    return false;
  };

  // One log line per distinct problem, not one per beat while NATS is away.
  const fail = (what: string, err: unknown) => {
    const message = `${what}: ${(err as Error)?.message ?? String(err)}`;
    if (lastError?.message !== message) log.warn(`federation: ${message}`);
    lastError = { message, at: new Date().toISOString() };
  };

  // The heartbeat (and a pass, and a remote send) finds out whether JetStream answers; only "no
  // responders" says it does not. Back, it is a reconnection: every seat is put again.
  const jsFailed = (err: unknown) => {
    if (!isNoResponders(err) || reach === 'unreachable') return;
    reach = 'unreachable';
    log.warn(
      'federation: connected to NATS, but JetStream does not answer (a leaf node cut off from its hub?); remote sends refused, other hosts as last heard',
    );
  };
  const jsAnswered = () => {
    if (reach === 'ok') return;
    reach = 'ok';
    published.clear();
    owe((o) => {
      o.all = true;
    });
    log.info('federation: JetStream answers again');
  };

  const beat = async () => {
    // Beats go on while JetStream is away: the first that is stored says it is back.
    if (!kv || socket !== 'connected') return;
    try {
      await kv.put(heartbeatKey(host), JSON.stringify({ host, at: new Date().toISOString(), seats: published.size }));
      jsAnswered();
    } catch (err) {
      jsFailed(err);
      fail('heartbeat', err);
    }
  };

  const pass = async () => {
    if (!kv || state() !== 'connected' || passing) return;
    const plan = planOf(owed);
    if (!plan) return;
    owed = nothingOwed();
    passing = true;
    const bucket = kv;
    try {
      const own = [...seats.keys()].filter((k) => seats.get(k)!.host === host);
      const r = await publishPass(
        home,
        host,
        read,
        memory,
        {
          put: async (key, doc) => {
            await bucket.put(key, JSON.stringify(doc));
          },
          del: async (key) => {
            await bucket.delete(key);
          },
        },
        { plan, ownKeysThere: own },
      );
      lastPass = { ...r, at: new Date().toISOString(), plan: planWord(plan) };
      lastError = null;
    } catch (err) {
      // What was not put (its last published document was not replaced) is put by a full pass.
      failed = true;
      jsFailed(err);
      fail('publish', err);
    } finally {
      passing = false;
    }
    // What came in during the pass is read now.
    if (!failed) void pass();
  };
  const owe = (change: (o: typeof owed) => void) => {
    change(owed);
    void pass();
  };

  // File notifications on the folders a state document is read from, settled into one pass.
  let settle: NodeJS.Timeout | undefined;
  const notified = new Set<string>();
  const folders: FolderWatch = watchFolders(home.root, publishedFolders(home), (path) => {
    notified.add(path);
    if (settle) return;
    settle = setTimeout(() => {
      settle = undefined;
      const paths = [...notified];
      notified.clear();
      owe((o) => owePaths(o, paths));
    }, SETTLE_MS);
    settle.unref();
  });

  let watching: { stop(): void } | undefined;
  /** One watch at a time; one that ends (a server that lost its consumers) is opened again. */
  const watchAlways = async (bucket: KV) => {
    while (!closed) {
      try {
        await watch(bucket);
      } catch (err) {
        fail('watch', err);
      }
      if (!closed) await new Promise((r) => setTimeout(r, 1000).unref());
    }
  };

  const watch = async (bucket: KV) => {
    const it = await bucket.watch({ key: '>' });
    watching = it;
    for await (const e of it) {
      const k = parseKey(e.key);
      if (!k) continue;
      if (e.operation !== 'PUT') {
        if (k.kind === 'seat') seats.delete(e.key);
        else delete beats[k.host];
        continue;
      }
      if (k.kind === 'host') {
        beats[k.host] = e.created.getTime();
        continue;
      }
      let doc: unknown;
      try {
        doc = e.json();
      } catch {
        continue;
      }
      if (isSeatStateDoc(doc)) seats.set(e.key, { host: k.host, nodeId: k.nodeId, doc });
    }
  };

  void (async () => {
    // The first connection, tried again every second until it comes or the daemon stops.
    while (!closed && !nc) {
      try {
        nc = await openConnection(settings);
      } catch (err) {
        fail('connect', err);
        socket = 'disconnected';
        await new Promise((r) => setTimeout(r, 1000).unref());
      }
    }
    if (!nc) return;
    if (closed) {
      await nc.close();
      return;
    }
    socket = 'connected';
    log.info(`federation: connected to ${nc.getServer()} as host ${host}`);
    void (async () => {
      for await (const s of nc!.status()) {
        if (s.type === 'disconnect') {
          socket = 'disconnected';
          log.warn(`federation: disconnected from ${s.server}; local work goes on`);
        } else if (s.type === 'reconnect') {
          socket = 'connected';
          // The server may have lost what was put while away: the next pass puts every seat again.
          published.clear();
          owe((o) => {
            o.all = true;
          });
          log.info(`federation: reconnected to ${s.server}`);
        }
      }
    })();
    // The bucket, then the watch, retried until they are there (a server just started, a permission fixed).
    while (!closed && !kv) {
      try {
        const bucket = await stateBucket(nc, host, settings.jsDomain);
        void watchAlways(bucket);
        kv = bucket;
      } catch (err) {
        fail('bucket', err);
        await new Promise((r) => setTimeout(r, 1000).unref());
      }
    }
    await beat();
    await pass();
    // Remote send: the stream, this host's consumer and its answers, retried like the bucket.
    while (!closed && !sendLink && owner) {
      try {
        sendLink = await startSendLink(nc, home, host, log, owner, isSeatOf, settings.jsDomain);
      } catch (err) {
        fail('remote send', err);
        await new Promise((r) => setTimeout(r, 1000).unref());
      }
    }
    // Queue rows for remote seats: their stream, this host's consumer, reads and answers, the same way.
    while (!closed && !queueLink && queueOwner) {
      try {
        queueLink = await startQueueLink(nc, host, log, queueOwner, isSeatOf, settings.jsDomain);
      } catch (err) {
        fail('remote queue', err);
        await new Promise((r) => setTimeout(r, 1000).unref());
      }
    }
  })();

  timers.push(setInterval(() => void beat(), opts.heartbeatMs ?? HEARTBEAT_MS));
  // One poll: most ticks the files pass, every few the screens (a full pass also reads every seat's
  // files), so the two never run back to back.
  const filesPollMs = opts.filesPollMs ?? FILES_POLL_MS;
  const screensEvery = Math.max(1, Math.round((opts.screenPollMs ?? SCREEN_POLL_MS) / filesPollMs));
  let tick = 0;
  timers.push(
    setInterval(() => {
      // A folder created since (context-usage appears with the first sample) is watched from now on.
      folders.retry();
      const what = pollOwes(++tick, screensEvery, failed);
      failed = false;
      owe((o) => {
        if (what === 'all') o.all = true;
        else o.files = true;
      });
    }, filesPollMs),
  );
  for (const t of timers) t.unref();

  const snapshot = (): FederationSnapshot => ({ seats: [...seats.values()], beats });

  return {
    status(nowMs = Date.now()) {
      const hosts: Record<string, HostFreshness> = {};
      for (const h of new Set([...Object.keys(beats), ...[...seats.values()].map((s) => s.host)]))
        if (h !== host) hosts[h] = hostFreshness(beats[h], nowMs, staleAfterMs);
      return { host, connection: state(), lastError, lastPass, notifyOff: folders.off(), hosts };
    },
    rows: (nowMs = Date.now()) => remoteRows(snapshot(), host, nowMs, staleAfterMs),
    async remoteSend(req, timeoutMs) {
      const now = state();
      if (now === 'no-jetstream') return 'no-jetstream';
      if (now !== 'connected' || !sendLink) return 'cut-off';
      const r = await sendLink.send(req, timeoutMs);
      if (r === 'no-jetstream') jsFailed(new Error('no responders'));
      return r;
    },
    async remoteQueueCreate(req, timeoutMs) {
      const now = state();
      if (now === 'no-jetstream') return 'no-jetstream';
      if (now !== 'connected' || !queueLink) return 'cut-off';
      const r = await queueLink.create(req, timeoutMs);
      if (r === 'no-jetstream') jsFailed(new Error('no responders'));
      return r;
    },
    async remoteQueueRead(read, timeoutMs) {
      const now = state();
      // A read is plain NATS, but with the hub gone no owner can hear it either.
      if (now === 'no-jetstream') return 'no-jetstream';
      if (now !== 'connected' || !queueLink) return 'cut-off';
      return queueLink.read(read, timeoutMs);
    },
    async close() {
      closed = true;
      sendLink?.stop();
      queueLink?.stop();
      for (const t of timers) clearInterval(t);
      if (settle) clearTimeout(settle);
      folders.close();
      watching?.stop();
      socket = 'closed';
      // A close never waits long on a server that is gone.
      if (nc) await Promise.race([nc.close(), new Promise((r) => setTimeout(r, 2000).unref())]);
    },
  };
}
