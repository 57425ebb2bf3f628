// The sender an envelope and an outbox record name when the caller had no seat identity. A file of
// its own so the daemon's caller-identity check (lib/daemon/caller-identity.ts, also in the CLI)
// can refuse the label as an identity without loading the outbox and its store.
export const UNATTRIBUTED_SENDER = 'unattributed';
