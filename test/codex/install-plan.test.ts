import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { planInstall, type InstallPlanInput } from '../../lib/codex/install-plan.js';
import type { TrustRecord } from '../../lib/codex/trust-record.js';

const d = (c: string) => `sha256:${c.repeat(64)}`;
const record = { bundleDigest: d('a') } as TrustRecord;
const rows: [string, InstallPlanInput, string][] = [
  [
    'disabled by the user',
    { pluginEnabled: false, installedDigest: undefined, shippedDigest: d('s'), record: undefined },
    'disabled',
  ],
  [
    'disabled wins over everything',
    { pluginEnabled: false, installedDigest: d('a'), shippedDigest: d('s'), record },
    'disabled',
  ],
  [
    'not installed',
    { pluginEnabled: undefined, installedDigest: undefined, shippedDigest: d('s'), record: undefined },
    'install',
  ],
  ['current', { pluginEnabled: true, installedDigest: d('s'), shippedDigest: d('s'), record }, 'current'],
  [
    'OpenRig-approved copy, newer shipped: upgrade',
    { pluginEnabled: true, installedDigest: d('a'), shippedDigest: d('s'), record },
    'upgrade',
  ],
  [
    'edited after approval: kept',
    { pluginEnabled: true, installedDigest: d('e'), shippedDigest: d('s'), record },
    'keep-modified',
  ],
  [
    'installed without a record: files updated, trust native',
    { pluginEnabled: true, installedDigest: d('e'), shippedDigest: d('s'), record: undefined },
    'update-unproven',
  ],
];
for (const [name, input, want] of rows) test(name, () => assert.is(planInstall(input), want));

test.run();
