// Every row of the trust plan: first installation, upgrade renewal, and each case that stays
// under Codex's own review. Inputs use the identities and content hash recorded from real Codex.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { planTrust, type TrustPlanInput } from '../../lib/codex/trust-plan.js';
import type { TrustRecord } from '../../lib/codex/trust-record.js';
import type { HookStateEntry } from '../../lib/codex/hook-state.js';
import { clientFor, RECORDED_CONTENT_HASH, recordedIdentities } from './fixtures.js';

const ID = 'openrig-core@openrig';
const ids = recordedIdentities();
const OLD_CONTENT = `sha256:${'a'.repeat(64)}`;
const NEW_CONTENT = RECORDED_CONTENT_HASH;

const record: TrustRecord = {
  schema: 'codex-hook-trust',
  version: 1,
  pluginId: ID,
  pluginVersion: '0.1.0',
  bundleDigest: `sha256:${'b'.repeat(64)}`,
  contentHash: OLD_CONTENT,
  hooks: Object.fromEntries(ids.map((i) => [i.key, i.hash])),
  approvedAt: '2026-12-01T00:00:00.000Z',
};
const approvedStates = (content: string, extra: Partial<HookStateEntry> = {}) =>
  Object.fromEntries(ids.map((i) => [i.key, { trusted_hash: i.hash, trusted_content_hash: content, ...extra }]));

const base: TrustPlanInput = {
  pluginId: ID,
  wasInstalled: false,
  bundleMatches: true,
  identities: ids,
  client: clientFor(ids),
  states: {},
  record: undefined,
};

// Another plugin and the user's own hooks on the same events, as hooks/list lists them.
const others = [
  {
    key: 'other@mkt:hooks/hooks.json:stop:0:0',
    pluginId: 'other@mkt',
    enabled: true,
    trustStatus: 'trusted',
    identityHash: 'sha256:1',
    contentHash: 'sha256:2',
  },
  {
    key: '/home/u/.codex/hooks.json:user_prompt_submit:0:0',
    pluginId: null,
    enabled: true,
    trustStatus: 'untrusted',
    identityHash: 'sha256:3',
    contentHash: undefined,
  },
  {
    key: '/repo/.codex/config.toml:stop:0:0',
    pluginId: null,
    enabled: false,
    trustStatus: 'untrusted',
    identityHash: 'sha256:4',
    contentHash: undefined,
  },
];

type Row = [string, Partial<TrustPlanInput>, string, number];
const rows: Row[] = [
  ['fresh CODEX_HOME: first installation approves the five', {}, 'trusted-first', 5],
  [
    "fresh, with another plugin and the user's own hooks on the same events",
    { client: [...clientFor(ids), ...others] },
    'trusted-first',
    5,
  ],
  [
    'already trusted as shipped',
    { wasInstalled: true, states: approvedStates(NEW_CONTENT), record: { ...record, contentHash: NEW_CONTENT } },
    'already-trusted',
    0,
  ],
  [
    'approved earlier by OpenRig, bundle upgraded: renewed',
    { wasInstalled: true, states: approvedStates(OLD_CONTENT), record },
    'renewed',
    5,
  ],
  [
    'approved earlier, upgrade skipped once in Codex (no record of the skip): renewed on retry',
    { wasInstalled: true, states: approvedStates(OLD_CONTENT), record },
    'renewed',
    5,
  ],
  [
    'approved then hand-edited: the installed copy differs from the shipped one',
    {
      wasInstalled: true,
      bundleMatches: false,
      bundleDifferences: ['hooks/scripts/seat-events.cjs'],
      states: approvedStates(OLD_CONTENT),
      record,
    },
    'native-review',
    0,
  ],
  [
    'disabled by the user (a hook state entry enabled = false)',
    { wasInstalled: true, states: { ...approvedStates(OLD_CONTENT), [ids[2]!.key]: { enabled: false } }, record },
    'disabled',
    0,
  ],
  [
    "disabled in the client's view",
    { client: clientFor(ids).map((h, n) => (n ? h : { ...h, enabled: false })) },
    'disabled',
    0,
  ],
  ['installed before without an OpenRig record', { wasInstalled: true }, 'native-review', 0],
  [
    'no record but state entries exist (user reviewed some)',
    { states: { [ids[0]!.key]: { trusted_hash: ids[0]!.hash } } },
    'native-review',
    0,
  ],
  [
    'hook definitions changed since the approval',
    {
      wasInstalled: true,
      states: approvedStates(OLD_CONTENT),
      record: { ...record, hooks: { ...record.hooks, [ids[0]!.key]: `sha256:${'c'.repeat(64)}` } },
    },
    'native-review',
    0,
  ],
  [
    'a definition was added since the approval',
    {
      wasInstalled: true,
      states: approvedStates(OLD_CONTENT),
      record: { ...record, hooks: Object.fromEntries(Object.entries(record.hooks).slice(1)) },
    },
    'native-review',
    0,
  ],
  [
    'an approved hook was removed from the bundle since',
    {
      wasInstalled: true,
      states: approvedStates(OLD_CONTENT),
      record: {
        ...record,
        hooks: { ...record.hooks, 'openrig-core@openrig:hooks/codex.json:stop:1:0': `sha256:${'e'.repeat(64)}` },
      },
    },
    'native-review',
    0,
  ],
  [
    'a trust entry OpenRig wrote was removed by the user',
    { wasInstalled: true, states: Object.fromEntries(Object.entries(approvedStates(OLD_CONTENT)).slice(1)), record },
    'native-review',
    0,
  ],
  [
    'a trust entry holds another approval than OpenRig recorded',
    {
      wasInstalled: true,
      states: {
        ...approvedStates(OLD_CONTENT),
        [ids[1]!.key]: { trusted_hash: ids[1]!.hash, trusted_content_hash: `sha256:${'d'.repeat(64)}` },
      },
      record,
    },
    'native-review',
    0,
  ],
  [
    'the record is for another plugin',
    { wasInstalled: true, states: approvedStates(OLD_CONTENT), record: { ...record, pluginId: 'x@y' } },
    'native-review',
    0,
  ],
  [
    'Codex reads a definition differently from the shipped one',
    { client: clientFor(ids).map((h, n) => (n ? h : { ...h, identityHash: 'sha256:0' })) },
    'native-review',
    0,
  ],
  ['Codex lists fewer hooks of the plugin', { client: clientFor(ids).slice(1) }, 'native-review', 0],
  [
    'Codex reports two content hashes',
    { client: clientFor(ids).map((h, n) => (n ? h : { ...h, contentHash: OLD_CONTENT })) },
    'native-review',
    0,
  ],
];

test('the reason names at most three differing files', () => {
  const plan = planTrust({ ...base, bundleMatches: false, bundleDifferences: ['a', 'b', 'c', 'd'] });
  assert.match(plan.reason, /\(a, b, c\)$/);
});

for (const [name, patch, outcome, writes] of rows) {
  test(name, () => {
    const plan = planTrust({ ...base, ...patch });
    assert.is(plan.outcome, outcome, plan.reason);
    assert.is(Object.keys(plan.writes).length, writes);
    for (const [key, a] of Object.entries(plan.writes)) {
      assert.is(a.trusted_hash, ids.find((i) => i.key === key)!.hash);
      assert.is(a.trusted_content_hash, NEW_CONTENT);
    }
    // Only OpenRig's own keys are ever written.
    for (const key of Object.keys(plan.writes)) assert.ok(key.startsWith(`${ID}:`), key);
    if (writes) assert.is(plan.contentHash, NEW_CONTENT);
  });
}

test.run();
