// The edge to NATS: an authenticated connection from the settings (token or password from a 0600
// file, or a .creds file; TLS files when given), reconnecting for ever, and the seat-state bucket.
// Only lib/federation/link.ts (a chunk the daemon loads when federation is configured) reaches it.
import { readFileSync } from 'node:fs';
import {
  connect,
  credsAuthenticator,
  tokenAuthenticator,
  usernamePasswordAuthenticator,
  type ConnectionOptions,
  type NatsConnection,
} from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import type { FederationSettings } from '../config/federation.js';
import { inboxPrefix, STATE_BUCKET } from './names.js';

/** How long one JetStream request (a put, the bucket's info) may take before it counts as failed. */
export const JS_TIMEOUT_MS = 2000;

export function connectionOptions(s: FederationSettings): ConnectionOptions {
  const secret = (file: string) => readFileSync(file, 'utf8').trim();
  const authenticator = s.credsFile
    ? credsAuthenticator(new TextEncoder().encode(readFileSync(s.credsFile, 'utf8')))
    : s.user
      ? usernamePasswordAuthenticator(s.user, secret(s.tokenFile!))
      : tokenAuthenticator(secret(s.tokenFile!));
  return {
    servers: s.urls,
    name: `openrig-${s.host}`,
    // Replies and watch deliveries come on subjects only this host may subscribe to.
    inboxPrefix: inboxPrefix(s.host),
    authenticator,
    // Once connected, a host cut off keeps trying; the first connection is retried by link.ts
    // (so a daemon that stops before it ever connects has nothing left running).
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    ...(s.tls
      ? {
          tls: {
            ...(s.tls.ca ? { caFile: s.tls.ca } : {}),
            ...(s.tls.cert ? { certFile: s.tls.cert } : {}),
            ...(s.tls.key ? { keyFile: s.tls.key } : {}),
          },
        }
      : {}),
  };
}

/**
 * The options every JetStream context of this host uses: its request timeout, its own inbox prefix
 * for watches, and the hub's domain when the daemon's server is a leaf node (its API is then
 * $JS.<domain>.API and KV writes go through it).
 */
export function jsOptions(host: string, domain?: string): { timeout: number; watcherPrefix: string; domain?: string } {
  return { timeout: JS_TIMEOUT_MS, watcherPrefix: inboxPrefix(host), ...(domain ? { domain } : {}) };
}

export function openConnection(s: FederationSettings): Promise<NatsConnection> {
  return connect(connectionOptions(s));
}

/** The seat-state bucket: one value per key (no history). Created when missing (a host may be allowed to). */
export async function stateBucket(nc: NatsConnection, host: string, domain?: string): Promise<KV> {
  const kvm = new Kvm(jetstream(nc, jsOptions(host, domain)));
  try {
    return await kvm.create(STATE_BUCKET, { history: 1 });
  } catch {
    // Not allowed to create (an administrator made it): bind to the one there.
    return await kvm.open(STATE_BUCKET);
  }
}
