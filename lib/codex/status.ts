// The Codex plugin's state in one CODEX_HOME, as `rig seat status` and `rig doctor` show it, and
// what to do about each. Pure.
import type { HookIdentity } from './hook-identity.js';
import type { HookStateEntry } from './hook-state.js';
import type { TrustRecord } from './trust-record.js';
import { CODEX_PLUGIN_ID, CODEX_PLUGIN_NAME } from './facts.js';

export type CodexPluginState = 'not-installed' | 'disabled' | 'modified' | 'trusted' | 'needs-review';

export interface StatusInput {
  /** The version folder found installed (highest), undefined when none. */
  installedVersion: string | undefined;
  installedDigest: string | undefined;
  shippedDigest: string | undefined;
  pluginEnabled: boolean | undefined;
  /** Identities computed from the installed hook file (what Codex hashes). */
  identities: readonly HookIdentity[];
  states: Readonly<Record<string, HookStateEntry>>;
  record: TrustRecord | undefined;
  /**
   * Codex itself (hooks/list) reported one of the plugin's hooks as not trusted, when it was asked.
   * Without it, an approval OpenRig has no record of is taken at its word: OpenRig cannot recompute
   * Codex's content hash.
   */
  clientUntrusted?: boolean;
}

export interface CodexPluginStatus {
  state: CodexPluginState;
  version?: string;
  /** One line on why. */
  detail: string;
  /** Who approved it, when trusted. */
  approvedBy?: 'openrig' | 'codex';
}

export function classifyCodexPlugin(s: StatusInput): CodexPluginStatus {
  const version = s.installedVersion;
  if (version === undefined || s.installedDigest === undefined)
    return { state: 'not-installed', detail: `${CODEX_PLUGIN_NAME} is not installed in this CODEX_HOME` };
  const base = { version };
  if (s.pluginEnabled === false) return { ...base, state: 'disabled', detail: `the plugin is disabled in Codex` };
  const off = s.identities.filter((i) => s.states[i.key]?.enabled === false);
  if (off.length) return { ...base, state: 'disabled', detail: `${off.length} of its hooks are disabled in Codex` };
  const r = s.record;
  if (r && s.installedDigest !== r.bundleDigest && s.installedDigest !== s.shippedDigest)
    return { ...base, state: 'modified', detail: 'the installed plugin was changed after OpenRig approved it' };
  if (!s.identities.length)
    return { ...base, state: 'needs-review', detail: 'the installed plugin has no readable hooks' };
  const trustedAll = s.identities.every((i) => {
    const e = s.states[i.key];
    return e?.trusted_hash === i.hash && e.trusted_content_hash !== undefined;
  });
  if (trustedAll && !s.clientUntrusted) {
    const byOpenrig =
      r !== undefined &&
      s.installedDigest === r.bundleDigest &&
      s.identities.every((i) => s.states[i.key]?.trusted_content_hash === r.contentHash);
    if (byOpenrig)
      return { ...base, state: 'trusted', detail: 'hooks trusted (approved by OpenRig)', approvedBy: 'openrig' };
    if (!r)
      return {
        ...base,
        state: 'trusted',
        detail: 'hooks trusted (approved in Codex; OpenRig has no record of the bundle it approved)',
        approvedBy: 'codex',
      };
  }
  const pending = s.identities.filter((i) => s.states[i.key]?.trusted_hash !== i.hash).length;
  return {
    ...base,
    state: 'needs-review',
    detail: pending
      ? `${pending} of ${s.identities.length} hooks await review in Codex`
      : 'the bundle awaits review in Codex',
  };
}

/** What to do, per state (`rig doctor`). */
export function codexPluginAdvice(state: CodexPluginState): string {
  switch (state) {
    case 'trusted':
      return 'nothing to do';
    case 'not-installed':
      return `rig up a Codex seat that selects ${CODEX_PLUGIN_NAME}: OpenRig installs the plugin into its CODEX_HOME (which must exist)`;
    case 'disabled':
      return `you disabled it; OpenRig leaves that alone. To use OpenRig's hooks, enable it in Codex (/plugins, /hooks) or set [plugins."${CODEX_PLUGIN_ID}"] enabled = true`;
    case 'modified':
      return `Codex will ask to review the changed hooks at the next start. Approve them in Codex (/hooks) if you made the change, or restore the shipped copy: codex plugin add ${CODEX_PLUGIN_ID}, then approve in /hooks`;
    case 'needs-review':
      return "open the seat's Codex and approve OpenRig's hooks (the startup review, or /hooks → t); until then they do not run";
  }
}
