// Whether a launch installs or updates the plugin files in a CODEX_HOME. Pure.
import type { TrustRecord } from './trust-record.js';

export type InstallStep =
  /** The user disabled the plugin: leave it alone. */
  | 'disabled'
  /** Not installed yet: install. */
  | 'install'
  /** The installed copy is this build's shipped copy. */
  | 'current'
  /** The installed copy is the one OpenRig approved before and the shipped copy is newer: update. */
  | 'upgrade'
  /** The installed copy is neither the shipped one nor the one OpenRig approved (a hand edit): keep it. */
  | 'keep-modified'
  /** Installed without an OpenRig approval and not the shipped copy: update the files, trust stays native. */
  | 'update-unproven';

export interface InstallPlanInput {
  pluginEnabled: boolean | undefined;
  /** Digest of the installed copy of the shipped version, undefined when not installed. */
  installedDigest: string | undefined;
  shippedDigest: string;
  record: TrustRecord | undefined;
}

export function planInstall(input: InstallPlanInput): InstallStep {
  if (input.pluginEnabled === false) return 'disabled';
  if (input.installedDigest === undefined) return 'install';
  if (input.installedDigest === input.shippedDigest) return 'current';
  if (!input.record) return 'update-unproven';
  return input.installedDigest === input.record.bundleDigest ? 'upgrade' : 'keep-modified';
}
