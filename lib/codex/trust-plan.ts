// What OpenRig does about the trust of its Codex hooks at a seat's launch. Pure; one table test
// covers every row (test/codex/trust-plan.test.ts).
//
// - First installation (OpenRig installed the plugin now, no copy and no state for its keys
//   before): approve the exact shipped hook definitions and bundle content.
// - Upgrade: renew the content approval only when OpenRig's record proves it approved the previous
//   bundle, the hook definitions are the ones it approved, and every state entry still holds that
//   approval (nobody changed or removed it).
// - Everything else stays under Codex's own review: an explicit disable, a refusal or other
//   approval by the user, an installation OpenRig has no record of, changed definitions, an
//   installed copy that differs from the shipped one.
import type { ClientHook } from './client-hooks.js';
import type { HookIdentity } from './hook-identity.js';
import type { Approval, HookStateEntry } from './hook-state.js';
import type { TrustRecord } from './trust-record.js';

export type TrustOutcome = 'trusted-first' | 'renewed' | 'already-trusted' | 'native-review' | 'disabled';

export interface TrustPlanInput {
  pluginId: string;
  /** An installed copy existed before this launch. */
  wasInstalled: boolean;
  /** The installed plugin equals this build's shipped copy, file for file. */
  bundleMatches: boolean;
  /** Paths that differ, when it does not. */
  bundleDifferences?: readonly string[];
  /** Keys and identity hashes computed from the shipped hook file. */
  identities: readonly HookIdentity[];
  /** What the seat's Codex reports for this plugin's hooks. */
  client: readonly ClientHook[];
  /** Codex's state entries for this plugin's keys. */
  states: Readonly<Record<string, HookStateEntry>>;
  record: TrustRecord | undefined;
}

export interface TrustPlan {
  outcome: TrustOutcome;
  /** Why, in words (for status lines and doctor). */
  reason: string;
  /** Approvals to write, by key (empty: write nothing). */
  writes: Record<string, Approval>;
  /** The content hash the record should hold after the writes, when OpenRig approves. */
  contentHash?: string;
}

const keep = (outcome: TrustOutcome, reason: string): TrustPlan => ({ outcome, reason, writes: {} });

/** The single content hash Codex reports for the plugin's hooks, or a problem. */
function clientContent(input: TrustPlanInput): { hash: string } | { problem: string } {
  const mine = input.client.filter((h) => h.pluginId === input.pluginId);
  const want = new Map(input.identities.map((i) => [i.key, i.hash]));
  if (mine.length !== want.size) return { problem: `Codex lists ${mine.length} hooks of the plugin, not ${want.size}` };
  for (const h of mine) {
    if (want.get(h.key) !== h.identityHash)
      return { problem: `Codex reads hook ${h.key} differently from the shipped definition` };
  }
  const hashes = new Set(mine.map((h) => h.contentHash));
  const [hash] = [...hashes];
  if (hashes.size !== 1 || !hash) return { problem: 'Codex reports no single content hash for the plugin' };
  return { hash };
}

export function planTrust(input: TrustPlanInput): TrustPlan {
  if (!input.bundleMatches) {
    const files = input.bundleDifferences?.length ? ` (${input.bundleDifferences.slice(0, 3).join(', ')})` : '';
    return keep('native-review', `the installed plugin differs from this build's shipped copy${files}`);
  }
  const keys = input.identities.map((i) => i.key);
  if (
    keys.some((k) => input.states[k]?.enabled === false) ||
    input.client.some((h) => h.pluginId === input.pluginId && !h.enabled)
  )
    return keep('disabled', 'a hook of the plugin is disabled in Codex');
  const content = clientContent(input);
  if ('problem' in content) return keep('native-review', content.problem);
  const approve = (trusted_hash: string): Approval => ({ trusted_hash, trusted_content_hash: content.hash });

  const current = input.identities.every((i) => {
    const s = input.states[i.key];
    return s?.trusted_hash === i.hash && s.trusted_content_hash === content.hash;
  });
  if (current) return { ...keep('already-trusted', 'the hooks are trusted as shipped'), contentHash: content.hash };

  const record = input.record;
  if (!record) {
    const anyState = keys.some((k) => input.states[k] !== undefined);
    if (input.wasInstalled || anyState)
      return keep('native-review', 'the plugin was installed without an approval OpenRig recorded');
    return {
      outcome: 'trusted-first',
      reason: 'first installation: the shipped hooks are approved',
      writes: Object.fromEntries(input.identities.map((i) => [i.key, approve(i.hash)])),
      contentHash: content.hash,
    };
  }
  if (record.pluginId !== input.pluginId) return keep('native-review', 'the approval record is for another plugin');
  const approvedKeys = Object.keys(record.hooks).sort();
  const sameDefinitions =
    approvedKeys.length === keys.length && input.identities.every((i) => record.hooks[i.key] === i.hash);
  if (!sameDefinitions) return keep('native-review', 'the hook definitions changed since OpenRig approved them');
  for (const i of input.identities) {
    const s = input.states[i.key];
    if (!s) return keep('native-review', `the trust entry of ${i.key} is gone`);
    if (s.trusted_hash !== record.hooks[i.key] || s.trusted_content_hash !== record.contentHash)
      return keep('native-review', `the trust entry of ${i.key} is not the approval OpenRig recorded`);
  }
  return {
    outcome: 'renewed',
    reason: 'upgrade of an OpenRig-approved bundle with unchanged hooks: approval renewed',
    writes: Object.fromEntries(input.identities.map((i) => [i.key, approve(i.hash)])),
    contentHash: content.hash,
  };
}
