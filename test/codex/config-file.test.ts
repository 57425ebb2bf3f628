// config.toml edits keep the user's text: comments, order, spacing, unknown tables; approvals go
// into existing tables in place and new ones become `[hooks.state."…"]` sections, never a second
// table of the same name. Run on the configs the real clients wrote.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from '@decimalturn/toml-patch';
import { parseConfig, patchConfig, CodexConfigError } from '../../lib/codex/config-file.js';
import { hookStates, marketplaceSource, pluginEnabled, withApprovals } from '../../lib/codex/hook-state.js';
import { fixtureText, VERSIONS } from './fixtures.js';

const A = { trusted_hash: `sha256:${'1'.repeat(64)}`, trusted_content_hash: `sha256:${'2'.repeat(64)}` };

for (const v of VERSIONS) {
  test(`renewing content on the config Codex ${v} wrote changes only those lines`, () => {
    const text = `# top comment\n${fixtureText(`trusted-config.${v}.toml`)}`;
    const value = parseConfig(text);
    const keys = Object.keys((value as any).hooks.state);
    const out = patchConfig(text, withApprovals(value, Object.fromEntries(keys.map((k) => [k, A]))));
    const before = text.split('\n');
    const after = out.split('\n');
    assert.is(after.length, before.length);
    const changed = before.filter((l, n) => l !== after[n]);
    assert.is(changed.length, keys.length * 2, changed.join('\n'));
    assert.ok(changed.every((l) => /^trusted_(content_)?hash = /.test(l)));
    assert.ok(out.startsWith('# top comment\n'));
    const headers = out.match(/^\[hooks\.state\."[^"]+"\]$/gm)!;
    assert.is(new Set(headers).size, headers.length);
  });
}

test('new approvals into a config without hook state become sections; comments and unknown tables stay', () => {
  const text = '# mine\nmodel = "x" # keep\n\n[unknown_layer]\n# note\nk = 1\n';
  const out = patchConfig(text, withApprovals(parseConfig(text), { 'p@m:hooks/codex.json:stop:0:0': A }));
  assert.ok(out.startsWith(text), out);
  assert.match(out, /^\[hooks\.state\."p@m:hooks\/codex\.json:stop:0:0"\]$/m);
  assert.equal({ ...(parse(out) as any).hooks.state['p@m:hooks/codex.json:stop:0:0'] }, A);
});

test('an existing entry keeps its other fields (enabled, anything newer)', () => {
  const text = '[hooks.state."k:1"]\nenabled = true\nfuture = "x"\ntrusted_hash = "old"\n';
  const out = patchConfig(text, withApprovals(parseConfig(text), { 'k:1': A }));
  const e = (parse(out) as any).hooks.state['k:1'];
  assert.equal({ ...e }, { enabled: true, future: 'x', ...A });
});

test('reading: hook states of given keys, plugin enabled, marketplace source', () => {
  const text = `[marketplaces.openrig]\nsource = "/h/plugins/codex-marketplace"\n\n[plugins."openrig-core@openrig"]\nenabled = false\n\n[hooks.state."a"]\nenabled = false\n\n[hooks.state."b"]\ntrusted_hash = "h"\n`;
  const v = parseConfig(text);
  assert.equal(hookStates(v, ['a', 'b', 'c']), { a: { enabled: false }, b: { trusted_hash: 'h' } });
  assert.is(pluginEnabled(v, 'openrig-core@openrig'), false);
  assert.is(pluginEnabled(v, 'x@y'), undefined);
  assert.is(marketplaceSource(v, 'openrig'), '/h/plugins/codex-marketplace');
});

test('invalid TOML is refused before anything is written', () => {
  assert.throws(
    () => parseConfig('[a]\nx = 1\n[a]\nx = 2\n'),
    (e: unknown) => e instanceof CodexConfigError,
  );
});

test.run();
