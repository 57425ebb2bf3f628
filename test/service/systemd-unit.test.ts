// The systemd user unit (lib/service/systemd-unit.ts): every value escaped for what reads it (a
// home with spaces, %, $, quotes or backslashes runs as given), the lines a service manager acts
// on, and reading a unit back as rig doctor does.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { environmentLine, execWord, readSystemdUnit, systemdUnit } from '../../lib/service/systemd-unit.js';
import type { ServiceSpec } from '../../lib/service/spec.js';

test('execWord: plain words as they are; anything else quoted, with % and $ doubled (table)', () => {
  const rows: [string, string][] = [
    ['/usr/bin/node', '/usr/bin/node'],
    ['--foreground', '--foreground'],
    ['/srv/my rigs/rig.cjs', '"/srv/my rigs/rig.cjs"'],
    ['/srv/100%/rig.cjs', '"/srv/100%%/rig.cjs"'],
    ['/srv/$HOME/rig.cjs', '"/srv/$$HOME/rig.cjs"'],
    ['/srv/a"b', '"/srv/a\\"b"'],
    ['/srv/a\\b', '"/srv/a\\\\b"'],
    ["/srv/it's", '"/srv/it\'s"'],
  ];
  for (const [word, want] of rows) assert.is(execWord(word), want, word);
});

test('environmentLine: one quoted assignment, % doubled, quotes and backslashes escaped, $ left (table)', () => {
  const rows: [string, string, string][] = [
    ['OPENRIG_HOME', '/home/u/.openrig', 'Environment="OPENRIG_HOME=/home/u/.openrig"'],
    ['OPENRIG_HOME', '/srv/100% rigs', 'Environment="OPENRIG_HOME=/srv/100%% rigs"'],
    ['PATH', '/a"b:/c\\d:$X', 'Environment="PATH=/a\\"b:/c\\\\d:$X"'],
  ];
  for (const [k, v, want] of rows) assert.is(environmentLine(k, v), want, v);
});

const spec = (over: Partial<ServiceSpec> = {}): ServiceSpec => ({
  home: '/home/u/.openrig',
  node: '/usr/bin/node',
  rig: '/usr/lib/node_modules/openrig/dist/bin/rig.cjs',
  path: '/usr/local/bin:/usr/bin:/bin',
  log: '/home/u/.openrig/logs/daemon.log',
  ...over,
});

test('the unit: runs node and the rig bundle in the foreground for this home, restarts on failure only', () => {
  const unit = systemdUnit(spec());
  const lines = unit.split('\n');
  for (const line of [
    '[Unit]',
    '[Service]',
    '[Install]',
    'Type=simple',
    'Environment="OPENRIG_HOME=/home/u/.openrig"',
    'Environment="PATH=/usr/local/bin:/usr/bin:/bin"',
    'ExecStart=/usr/bin/node /usr/lib/node_modules/openrig/dist/bin/rig.cjs daemon start --foreground',
    'Restart=on-failure',
    'KillMode=process',
    'WantedBy=default.target',
  ])
    assert.ok(lines.includes(line), line);
  assert.ok(lines.indexOf('StartLimitBurst=5') < lines.indexOf('[Service]'), 'the start limit is a [Unit] setting');
  assert.not.ok(/^Restart=always/m.test(unit), 'a clean stop (rig daemon stop) stays stopped');
});

test('read back: the home and the argument vector survive every escape (round trip, table)', () => {
  const specs = [
    spec(),
    spec({ home: '/srv/my rigs/100% "home"', rig: '/opt/$pkg/rig.cjs', node: '/opt/node 22/bin/node' }),
    spec({ home: '/srv/back\\slash', path: '/x:$PATH' }),
  ];
  for (const s of specs) {
    const read = readSystemdUnit(systemdUnit(s));
    assert.equal(read, { home: s.home, argv: [s.node, s.rig, 'daemon', 'start', '--foreground'] }, s.home);
  }
});

test('read back: an ExecStart that cannot be split is unreadable; a unit without OPENRIG_HOME has no home', () => {
  assert.is(readSystemdUnit('[Service]\nExecStart=/usr/bin/node "/unterminated\n'), undefined);
  assert.is(readSystemdUnit('[Service]\nExecStart="/unterminated\n'), undefined);
  assert.is(readSystemdUnit('[Service]\nExecStart="\n'), undefined);
  assert.equal(readSystemdUnit('Environment="OPENRIG_HOMEX=/a" "OPENRIG_HOME=/b"\n'), { home: '/b' });
  assert.equal(readSystemdUnit('Environment="OPENRIG_HOME"\n'), {});
  assert.equal(readSystemdUnit('[Service]\nExecStart=/usr/bin/node /r.cjs daemon start --foreground\n'), {
    argv: ['/usr/bin/node', '/r.cjs', 'daemon', 'start', '--foreground'],
  });
});

test.run();
