// The status classifier: installed version; trusted / needs review / modified since approval /
// disabled by the user; and what doctor says for each.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { classifyCodexPlugin, codexPluginAdvice, type StatusInput } from '../../lib/codex/status.js';
import type { TrustRecord } from '../../lib/codex/trust-record.js';
import { RECORDED_CONTENT_HASH, recordedIdentities } from './fixtures.js';

const ids = recordedIdentities();
const d = (c: string) => `sha256:${c.repeat(64)}`;
const trusted = (content = RECORDED_CONTENT_HASH) =>
  Object.fromEntries(ids.map((i) => [i.key, { trusted_hash: i.hash, trusted_content_hash: content }]));
const record: TrustRecord = {
  schema: 'codex-hook-trust',
  version: 1,
  pluginId: 'openrig-core@openrig',
  pluginVersion: '0.1.0',
  bundleDigest: d('a'),
  contentHash: RECORDED_CONTENT_HASH,
  hooks: Object.fromEntries(ids.map((i) => [i.key, i.hash])),
  approvedAt: 'x',
};
const base: StatusInput = {
  installedVersion: '0.1.0',
  installedDigest: d('a'),
  shippedDigest: d('a'),
  pluginEnabled: true,
  identities: ids,
  states: trusted(),
  record,
};

const rows: [string, Partial<StatusInput>, string, string?][] = [
  ['trusted, approved by OpenRig', {}, 'trusted', 'openrig'],
  ['trusted natively (no record)', { record: undefined }, 'trusted', 'codex'],
  ['not installed', { installedVersion: undefined, installedDigest: undefined }, 'not-installed'],
  ['plugin disabled by the user', { pluginEnabled: false }, 'disabled'],
  ['a hook disabled by the user', { states: { ...trusted(), [ids[0]!.key]: { enabled: false } } }, 'disabled'],
  ['hand-edited after approval', { installedDigest: d('e'), shippedDigest: d('s') }, 'modified'],
  [
    'new shipped copy installed, awaiting review (definitions changed)',
    { installedDigest: d('s'), shippedDigest: d('s'), states: {} },
    'needs-review',
  ],
  ['fresh install never approved', { record: undefined, states: {} }, 'needs-review'],
  ['content approval is for an older bundle', { states: trusted(d('o')) }, 'needs-review'],
  [
    'one hook awaiting review',
    { record: undefined, states: Object.fromEntries(Object.entries(trusted()).slice(1)) },
    'needs-review',
  ],
  ['no readable hooks', { identities: [] }, 'needs-review'],
  [
    'Codex says a hook is untrusted (content approval is for another bundle)',
    { record: undefined, clientUntrusted: true },
    'needs-review',
  ],
];
for (const [name, patch, state, by] of rows) {
  test(name, () => {
    const s = classifyCodexPlugin({ ...base, ...patch });
    assert.is(s.state, state, s.detail);
    if (by) assert.is(s.approvedBy, by);
    if (state !== 'not-installed') assert.is(s.version, '0.1.0');
  });
}

test('needs-review says how many hooks wait, or that the bundle does', () => {
  assert.is(
    classifyCodexPlugin({ ...base, record: undefined, states: {} }).detail,
    '5 of 5 hooks await review in Codex',
  );
  assert.is(classifyCodexPlugin({ ...base, states: trusted(d('o')) }).detail, 'the bundle awaits review in Codex');
  assert.is(classifyCodexPlugin({ ...base, installedDigest: undefined }).state, 'not-installed');
});

test('doctor has advice for every state, and only trusted needs nothing', () => {
  for (const st of ['not-installed', 'disabled', 'modified', 'trusted', 'needs-review'] as const) {
    const a = codexPluginAdvice(st);
    assert.ok(a.length > 10, st);
    assert.is(a === 'nothing to do', st === 'trusted', st);
  }
  assert.match(codexPluginAdvice('needs-review'), /\/hooks/);
  assert.match(codexPluginAdvice('disabled'), /leaves that alone/);
});

test.run();
