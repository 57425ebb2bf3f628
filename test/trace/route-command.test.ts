// The route's command: this process's own Node and script by absolute path, quoted for sh.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { routeCommandFor, shellWord } from '../../lib/trace/route-command.js';

test('route command: hook bundle with --trace, trace-to-root as is, rig (or openrig) with trace, else the bare name', () => {
  const rows: [string | undefined, string][] = [
    [
      '/h/.openrig/plugins/openrig-core/hooks/scripts/refocus.cjs',
      '/usr/bin/node /h/.openrig/plugins/openrig-core/hooks/scripts/refocus.cjs --trace',
    ],
    ['/opt/openrig/dist/bin/trace-to-root.cjs', '/usr/bin/node /opt/openrig/dist/bin/trace-to-root.cjs'],
    ['/usr/local/bin/trace-to-root', '/usr/bin/node /usr/local/bin/trace-to-root'],
    ['/opt/openrig/dist/bin/rig.cjs', '/usr/bin/node /opt/openrig/dist/bin/rig.cjs trace'],
    ['/usr/local/bin/rig', '/usr/bin/node /usr/local/bin/rig trace'],
    // The package's third name for rig, the one npx runs (`npx openrig`).
    ['/h/.npm/_npx/1f/node_modules/.bin/openrig', '/usr/bin/node /h/.npm/_npx/1f/node_modules/.bin/openrig trace'],
    ['/repo/test/trace/x.test.ts', 'trace-to-root'],
    ['relative/refocus.cjs', 'trace-to-root'],
    [undefined, 'trace-to-root'],
  ];
  for (const [script, want] of rows) assert.is(routeCommandFor('/usr/bin/node', script), want, String(script));
  assert.is(
    routeCommandFor('/opt/my node/bin/node', "/it's here/refocus.cjs"),
    `'/opt/my node/bin/node' '/it'\\''s here/refocus.cjs' --trace`,
  );
});

test('shell words: plain paths as they are, anything else single-quoted', () => {
  assert.is(shellWord('/a/b-c_d.e'), '/a/b-c_d.e');
  assert.is(shellWord('a b'), "'a b'");
  assert.is(shellWord('$HOME'), "'$HOME'");
  assert.is(shellWord("o'k"), "'o'\\''k'");
});

test.run();
