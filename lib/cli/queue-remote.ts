// rig queue create/show for a row that lives on another host: with federation configured, a
// destination no seat record here names is asked of this host's daemon, which forwards the create to
// the owner (lib/daemon/remote-queue.ts); a row id not in this queue is asked of the host it was
// created on. The CLI still talks only to its own daemon. Its own chunk: a local create never loads it.
import type { Context } from './cli-context.js';
import { advise, printJson, say } from './cli-context.js';
import { CliError, refused, usageError } from './errors.js';
import { daemonMissing } from './daemon-missing.js';
import { cliSession } from './caller-session.js';
import { federationConfig } from '../config/federation-settings.js';
import { DaemonUnavailableError, homeRequest } from '../daemon/client.js';
import type { RemoteCreateResult, RemoteShowResult } from '../daemon/remote-queue.js';
import type { QueueRow } from '../queue/row.js';
import { readRemoteRecord } from '../queue/remote-record.js';

/** Whether a row may be another host's (federation configured). */
export function mayBeRemote(ctx: Context): boolean {
  return federationConfig(ctx.home, ctx.env).state === 'on';
}

/** Above the owner's answer wait (REMOTE_QUEUE_ANSWER_MS), so the daemon, not the socket, says indeterminate. */
const ASK_TIMEOUT_MS = 90_000;

export interface RemoteCreateAsk {
  destination: string;
  summary: string;
  body?: string;
  priority?: string;
  tags: string[];
  source?: string;
  json: boolean;
}

/**
 * Asks the daemon to create the row on the host that owns the seat, and prints the answer. 'local':
 * no host has the seat, so the caller creates the row here as without federation.
 */
export async function createOnRemote(ctx: Context, a: RemoteCreateAsk): Promise<'local' | 'done'> {
  const session = cliSession(ctx.env);
  let r;
  try {
    r = await homeRequest<RemoteCreateResult>(
      ctx.home,
      'POST',
      '/api/federation/queue',
      {
        destination: a.destination,
        summary: a.summary,
        body: a.body,
        priority: a.priority,
        tags: a.tags.length ? a.tags : undefined,
        source: a.source,
      },
      { session, timeoutMs: ASK_TIMEOUT_MS },
    );
  } catch (err) {
    if (err instanceof DaemonUnavailableError)
      throw new CliError(
        'daemonUnavailable',
        `no seat ${a.destination} is recorded here, and with federation configured only the daemon can tell whether another host owns it: the daemon is not running`,
        'start it with: rig daemon start',
      );
    throw new CliError(
      'indeterminate',
      `the daemon stopped answering mid-create for ${a.destination} on another host (${(err as Error).message}); the row may still be created there`,
      'check with rig queue list on the host that owns the seat before creating it again',
    );
  }
  const body = r.body as RemoteCreateResult | { error?: string; reason?: string } | undefined;
  if (r.status === 404 && (body as { reason?: string })?.reason === 'seat_not_found') return 'local';
  if (!body || typeof (body as RemoteCreateResult).outcome !== 'string') {
    const what = (body as { error?: string })?.error ?? `the daemon answered ${r.status}`;
    throw r.status === 400
      ? usageError(what, 'see rig queue --help')
      : refused(what, 'run rig ps --all to see the seats of every host');
  }
  const res = body as RemoteCreateResult;
  if (res.outcome === 'created' && res.row) {
    if (a.json)
      printJson(ctx, { row: res.row, host: res.host, wake: { queued: true, reason: res.wake }, remote: res.remote });
    else {
      say(
        ctx,
        `Created ${res.row.id} for ${res.row.destination} on host ${res.host} (${res.row.priority}): ${res.row.summary}`,
      );
      advise(ctx, `Wake: on host ${res.host}: ${res.wake ?? 'recorded'}`);
    }
    return 'done';
  }
  if (res.outcome === 'indeterminate') {
    if (a.json) printJson(ctx, res);
    throw new CliError('indeterminate', res.message, `rig queue show ${res.id}`);
  }
  const linkReasons = ['federation_disconnected', 'jetstream_unreachable', 'remote_host_stale'];
  throw refused(res.message, linkReasons.includes(res.reason) ? `reason: ${res.reason}` : 'see rig ps --all');
}

/** Asks for a row this host created on another host; undefined when it created none there. */
export async function showRemote(ctx: Context, id: string, json: boolean, describe: (row: QueueRow) => void) {
  // This host's own record says whether it created the id elsewhere: no daemon is asked otherwise.
  if (!readRemoteRecord(ctx.home, 'creator', id)) return undefined;
  let r;
  try {
    r = await homeRequest<RemoteShowResult>(ctx.home, 'GET', `/api/federation/queue/${id}`, undefined, {
      timeoutMs: ASK_TIMEOUT_MS,
    });
  } catch (err) {
    if (err instanceof DaemonUnavailableError) throw daemonMissing(err);
    throw err;
  }
  if (r.status === 404) return undefined;
  const res = r.body;
  if (r.status !== 200 || !res || typeof res.found !== 'boolean')
    throw refused((res as { error?: string })?.error ?? `the daemon answered ${r.status}`, 'see the daemon log');
  if (!res.found || !res.row) throw refused(res.message, `row ${id} was asked for on host ${res.host}`);
  if (json) printJson(ctx, { ...res.row, host: res.host, wake: res.wake ?? null });
  else {
    say(ctx, `Host: ${res.host} (the row lives there; created from this host)`);
    describe(res.row);
    if (res.wake) say(ctx, res.wake);
  }
  return res;
}
