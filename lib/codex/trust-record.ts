// CODEX_HOME/.openrig-core-hook-trust.json: what OpenRig approved (the plugin version, the digest of
// the bundle it checked, Codex's content hash of it and each hook key's identity hash). It is the
// proof of a prior OpenRig approval that an upgrade needs; without it nothing is renewed.
import { defineKind, readDocument, type Versioned } from '../store/index.js';
import { validate_codex_hook_trust_v1 } from '../store/validators/codex-hook-trust.v1.generated.js';

export interface TrustRecord extends Versioned {
  schema: 'codex-hook-trust';
  version: 1;
  pluginId: string;
  pluginVersion: string;
  bundleDigest: string;
  contentHash: string;
  /** Hook-state key → the identity hash OpenRig approved for it. */
  hooks: Record<string, string>;
  approvedAt: string;
  codexVersion?: string;
}

export const trustRecordKind = defineKind<TrustRecord>({
  schema: 'codex-hook-trust',
  version: 1,
  validate: validate_codex_hook_trust_v1,
});

/** The record, or undefined when missing or unreadable (an unreadable one proves nothing). */
export function readTrustRecord(file: string): TrustRecord | undefined {
  try {
    return readDocument(trustRecordKind, file);
  } catch {
    return undefined;
  }
}
