// rig send to a seat this host has no record of: with federation configured, this host's daemon
// forwards it to the host that owns the seat (lib/daemon/remote-send.ts). The CLI still talks only
// to its own daemon. Its own chunk: a local send never loads it.
import type { Context } from './cli-context.js';
import { refused, usageError } from './errors.js';
import { federationConfig } from '../config/federation-settings.js';
import { homeRequest, type DaemonResponse } from '../daemon/client.js';
import type { SendResult } from '../delivery/send/contract.js';

export interface RemoteAsk {
  ref: string;
  message: string;
  raw: boolean;
  urgent: boolean;
  /** Options a remote send does not carry, as their flags (refused, never dropped). */
  unsupported: string[];
  session: string | null;
}

/** Whether a seat not recorded here may be another host's (federation configured). */
export function mayBeRemote(ctx: Context): boolean {
  return federationConfig(ctx.home, ctx.env).state === 'on';
}

/** Above the owner's answer wait (REMOTE_ANSWER_MS), so the daemon, not the socket, says indeterminate. */
const ASK_TIMEOUT_MS = 90_000;

export async function askRemoteSend(ctx: Context, a: RemoteAsk): Promise<DaemonResponse<SendResult>> {
  if (a.unsupported.length)
    throw usageError(
      `${a.unsupported.join(', ')} ${a.unsupported.length > 1 ? 'are' : 'is'} not carried to a seat on another host`,
      'send without it, or run rig send on the host that owns the seat',
    );
  const r = await homeRequest<SendResult>(
    ctx.home,
    'POST',
    '/api/federation/send',
    { seat: a.ref, message: a.message, raw: a.raw || undefined, urgent: a.urgent || undefined },
    { session: a.session, timeoutMs: ASK_TIMEOUT_MS },
  );
  // A send result (any status) is printed by the caller; an error body is the seat not found here or there.
  const isResult = typeof (r.body as { outcome?: unknown } | undefined)?.outcome === 'string';
  if (!isResult && (r.status === 404 || r.status === 409)) {
    const what = (r.body as { error?: string } | undefined)?.error ?? `no seat ${a.ref}`;
    throw refused(what, 'run rig ps --all to see the seats of every host');
  }
  return r;
}
