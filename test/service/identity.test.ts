// The service's name and place (lib/service/identity.ts): one per home by a short hash, in the
// folder each manager reads, and only OpenRig's own files recognised as daemon services.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isServiceFileName, serviceDir, serviceIdentity, serviceManagerFor } from '../../lib/service/identity.js';

test('serviceManagerFor: systemd on Linux, launchd on macOS, none elsewhere (table)', () => {
  const rows: [string, string | undefined][] = [
    ['linux', 'systemd'],
    ['darwin', 'launchd'],
    ['win32', undefined],
    ['freebsd', undefined],
  ];
  for (const [p, want] of rows) assert.is(serviceManagerFor(p), want, p);
});

test('serviceDir: XDG_CONFIG_HOME when absolute, else ~/.config; LaunchAgents on macOS (table)', () => {
  const rows: [Parameters<typeof serviceDir>, string][] = [
    [['systemd', {}, '/home/u'], '/home/u/.config/systemd/user'],
    [['systemd', { XDG_CONFIG_HOME: '/cfg' }, '/home/u'], '/cfg/systemd/user'],
    [['systemd', { XDG_CONFIG_HOME: 'rel/cfg' }, '/home/u'], '/home/u/.config/systemd/user'],
    [['systemd', { XDG_CONFIG_HOME: '  ' }, '/home/u'], '/home/u/.config/systemd/user'],
    [['launchd', { XDG_CONFIG_HOME: '/cfg' }, '/Users/u'], '/Users/u/Library/LaunchAgents'],
  ];
  for (const [args, want] of rows) assert.is(serviceDir(...args), want, JSON.stringify(args));
});

test('serviceIdentity: the hash cut to 8 characters names the unit or label and its file', () => {
  const hash = '0123abcd'.repeat(8);
  assert.equal(serviceIdentity('systemd', hash, '/d'), {
    manager: 'systemd',
    name: 'openrig-daemon-0123abcd.service',
    dir: '/d',
    file: '/d/openrig-daemon-0123abcd.service',
  });
  assert.equal(serviceIdentity('launchd', hash, '/L'), {
    manager: 'launchd',
    name: 'openrig.daemon.0123abcd',
    dir: '/L',
    file: '/L/openrig.daemon.0123abcd.plist',
  });
  assert.is.not(serviceIdentity('systemd', 'ffff0000', '/d').name, serviceIdentity('systemd', hash, '/d').name);
});

test('isServiceFileName: only OpenRig daemon services of that manager (table)', () => {
  const rows: [Parameters<typeof isServiceFileName>, boolean][] = [
    [['systemd', 'openrig-daemon-0123abcd.service'], true],
    [['systemd', 'openrig-daemon-0123abcd.service.bak'], false],
    [['systemd', 'openrig-daemon-0123ABCD.service'], false],
    [['systemd', 'openrig-daemon-0123abc.service'], false],
    [['systemd', 'other-0123abcd.service'], false],
    [['systemd', 'openrig.daemon.0123abcd.plist'], false],
    [['launchd', 'openrig.daemon.0123abcd.plist'], true],
    [['launchd', 'openrig-daemon-0123abcd.service'], false],
  ];
  for (const [args, want] of rows) assert.is(isServiceFileName(...args), want, args[1]);
});

test.run();
