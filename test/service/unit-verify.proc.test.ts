// The written files checked by the real tools: `systemd-analyze verify` on a unit that runs this
// node and the built rig bundle (it must exist: verify checks the ExecStart binary), from a home
// whose path needs every escape; the plist read by a real XML plist parser (Python's plistlib;
// plutil is macOS only). A counted skip where a tool is missing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { RIG_BUNDLE } from '../helpers/cli.js';
import { systemdUnit } from '../../lib/service/systemd-unit.js';
import { launchdPlist } from '../../lib/service/launchd-plist.js';
import type { ServiceSpec } from '../../lib/service/spec.js';

const has = (tool: string, ...args: string[]) => spawnSync(tool, args, { encoding: 'utf8' }).status === 0;
const dir = tempDir('openrig-unit-');
const home = join(dir, 'my rigs', '100% "home" $x');
mkdirSync(home, { recursive: true });
const spec: ServiceSpec = {
  home,
  node: process.execPath,
  rig: RIG_BUNDLE,
  path: process.env.PATH ?? '/usr/bin:/bin',
  log: join(home, 'logs', 'daemon.log'),
};

function verify(unit: string): { status: number | null; out: string } {
  const file = join(dir, 'openrig-daemon-0123abcd.service');
  writeFileSync(file, unit);
  const r = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
  return { status: r.status, out: (r.stdout + r.stderr).trim() };
}

const analyze = has('systemd-analyze', '--version');
(analyze ? test : test.skip)('systemd-analyze verify: the unit is clean (no error, no warning)', () => {
  const r = verify(systemdUnit(spec));
  assert.is(r.status, 0, r.out);
  assert.is(r.out, '', 'no warning either');
});

(analyze ? test : test.skip)(
  'negative controls: verify speaks up on an unknown key and on a missing ExecStart binary',
  () => {
    const unknownKey = verify(systemdUnit(spec).replace('Restart=on-failure', 'Restart=on-failure\nRestartt=5'));
    assert.match(unknownKey.out, /Unknown key 'Restartt'/);
    const missing = verify(systemdUnit({ ...spec, node: join(dir, 'no-such-node') }));
    assert.is.not(missing.status, 0, missing.out);
  },
);
if (!analyze) console.log('skip: systemd-analyze is not installed');

const python = has('python3', '-c', 'import plistlib');
(python ? test : test.skip)('plistlib reads the plist: every key and value as written', () => {
  const file = join(dir, 'openrig.daemon.0123abcd.plist');
  writeFileSync(file, launchdPlist('openrig.daemon.0123abcd', spec));
  const r = spawnSync(
    'python3',
    ['-c', 'import json,plistlib,sys; print(json.dumps(plistlib.load(open(sys.argv[1],"rb"))))', file],
    { encoding: 'utf8' },
  );
  assert.is(r.status, 0, r.stderr);
  assert.equal(JSON.parse(r.stdout), {
    Label: 'openrig.daemon.0123abcd',
    ProgramArguments: [process.execPath, RIG_BUNDLE, 'daemon', 'start', '--foreground'],
    EnvironmentVariables: { OPENRIG_HOME: home, PATH: spec.path },
    RunAtLoad: true,
    KeepAlive: { SuccessfulExit: false },
    ThrottleInterval: 10,
    AbandonProcessGroup: true,
    ProcessType: 'Background',
    StandardOutPath: spec.log,
    StandardErrorPath: spec.log,
  });
});
if (!python) console.log('skip: python3 with plistlib is not installed (plutil is macOS only)');

test.run();
