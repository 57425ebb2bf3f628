// The launchd agent (lib/service/launchd-plist.ts): well-formed XML (every element closed in
// order, text escaped), the keys launchd acts on with the right values, and reading it back as
// rig doctor does. (plutil is macOS only: test/service/unit-verify.proc.test.ts also parses it
// with a real plist parser where python3 is present.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchdPlist, readLaunchdPlist } from '../../lib/service/launchd-plist.js';
import type { ServiceSpec } from '../../lib/service/spec.js';

const spec = (over: Partial<ServiceSpec> = {}): ServiceSpec => ({
  home: '/Users/u/.openrig',
  node: '/opt/homebrew/bin/node',
  rig: '/opt/homebrew/lib/node_modules/openrig/dist/bin/rig.cjs',
  path: '/opt/homebrew/bin:/usr/bin:/bin',
  log: '/Users/u/.openrig/logs/daemon.log',
  ...over,
});

/** The problems of the XML subset a plist uses: a bad tag order, a raw & or <, text outside the root. */
function xmlProblems(text: string): string[] {
  const problems: string[] = [];
  const body = text
    .replace(/^<\?xml [^>]*\?>\n/, '')
    .replace(/^<!DOCTYPE [^>]*>\n/, '')
    .replace(/<!--([\s\S]*?)-->/g, (_m, c: string) => {
      if (c.includes('--')) problems.push('"--" inside a comment');
      return '';
    });
  const stack: string[] = [];
  const re = /<(\/?)([A-Za-z]+)((?:\s+[a-z]+="[^"]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const m of body.matchAll(re)) {
    if (m[6]) problems.push(`a raw < at ${m.index}`);
    else if (m[5] !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(m[5])) problems.push(`a raw & in ${JSON.stringify(m[5])}`);
      if (!stack.length && m[5].trim()) problems.push(`text outside the root: ${JSON.stringify(m[5])}`);
    } else if (m[4]) continue;
    else if (m[1]) {
      const open = stack.pop();
      if (open !== m[2]) problems.push(`</${m[2]}> closes <${open}>`);
    } else stack.push(m[2]!);
  }
  if (stack.length) problems.push(`unclosed ${stack.join(', ')}`);
  return problems;
}

test('the checker itself sees a misnested tag, a raw & and an unclosed element', () => {
  assert.ok(xmlProblems('<plist><dict></plist></dict>').length > 0);
  assert.ok(xmlProblems('<plist><string>a & b</string></plist>').length > 0);
  assert.ok(xmlProblems('<plist><dict>').length > 0);
  assert.equal(xmlProblems('<plist version="1.0"><dict><true/><string>a &amp; b</string></dict></plist>'), []);
});

test('well-formed for plain and awkward paths (spaces, &, <, >, --, quotes)', () => {
  for (const s of [spec(), spec({ home: '/Users/u/a & b <c> -- "d"', rig: "/opt/it's/rig.cjs" })])
    assert.equal(xmlProblems(launchdPlist('openrig.daemon.0123abcd', s)), [], s.home);
});

test('the keys: label, node + rig + daemon start --foreground, the home and PATH, restart on failure only', () => {
  const text = launchdPlist('openrig.daemon.0123abcd', spec());
  const compact = text.replace(/\n\s*/g, '');
  for (const part of [
    '<key>Label</key><string>openrig.daemon.0123abcd</string>',
    '<key>ProgramArguments</key><array><string>/opt/homebrew/bin/node</string><string>/opt/homebrew/lib/node_modules/openrig/dist/bin/rig.cjs</string><string>daemon</string><string>start</string><string>--foreground</string></array>',
    '<key>OPENRIG_HOME</key><string>/Users/u/.openrig</string>',
    '<key>PATH</key><string>/opt/homebrew/bin:/usr/bin:/bin</string>',
    '<key>RunAtLoad</key><true/>',
    '<key>KeepAlive</key><dict><key>SuccessfulExit</key><false/></dict>',
    '<key>AbandonProcessGroup</key><true/>',
    '<key>StandardErrorPath</key><string>/Users/u/.openrig/logs/daemon.log</string>',
  ])
    assert.ok(compact.includes(part), part);
});

test('read back: label, home and argument vector survive the escapes (round trip)', () => {
  for (const s of [spec(), spec({ home: '/Users/u/a & b <c>', node: '/opt/node 22/node' })]) {
    const read = readLaunchdPlist(launchdPlist('openrig.daemon.0123abcd', s));
    assert.equal(read, {
      label: 'openrig.daemon.0123abcd',
      home: s.home,
      argv: [s.node, s.rig, 'daemon', 'start', '--foreground'],
    });
  }
  assert.is(readLaunchdPlist('bplist00 binary'), undefined, 'a binary plist is not read');
});

test.run();
