// What install and uninstall ask the service manager (lib/service/activation.ts, pure): run by
// OpenRig only when the user's systemd is reachable, printed otherwise (and always for launchd);
// a daemon already running for the home is not doubled by starting the unit now.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  afterRemovalPlan,
  installPlan,
  uninstallPlan,
  upStartPlan,
  type ActivationFacts,
} from '../../lib/service/activation.js';

const facts = (over: Partial<ActivationFacts> = {}): ActivationFacts => ({
  manager: 'systemd',
  systemdReachable: true,
  daemonRunning: false,
  name: 'openrig-daemon-0123abcd.service',
  file: '/cfg/systemd/user/openrig-daemon-0123abcd.service',
  ...over,
});
const U = 'openrig-daemon-0123abcd.service';

test('installPlan: run or print, enable --now or enable only (table)', () => {
  const rows: [string, Partial<ActivationFacts>, string[][], string[]][] = [
    [
      'reachable',
      {},
      [
        ['systemctl', '--user', 'daemon-reload'],
        ['systemctl', '--user', 'enable', '--now', U],
      ],
      [],
    ],
    [
      'reachable, a daemon already runs',
      { daemonRunning: true },
      [
        ['systemctl', '--user', 'daemon-reload'],
        ['systemctl', '--user', 'enable', U],
      ],
      [],
    ],
    [
      'unreachable',
      { systemdReachable: false },
      [],
      ['systemctl --user daemon-reload', `systemctl --user enable --now ${U}`],
    ],
    [
      'launchd',
      { manager: 'launchd', systemdReachable: false, name: 'openrig.daemon.0123abcd', file: '/L/a b.plist' },
      [],
      ["launchctl bootstrap gui/$(id -u) '/L/a b.plist'"],
    ],
  ];
  for (const [name, over, run, print] of rows) {
    const plan = installPlan(facts(over));
    assert.equal([plan.run, plan.print], [run, print], name);
  }
  assert.ok(installPlan(facts({ daemonRunning: true })).notes.some((n) => n.includes('rig daemon stop')));
});

test('uninstallPlan and afterRemovalPlan: disable --now before removal when reachable, else print (table)', () => {
  const rows: [string, Partial<ActivationFacts>, string[][], string[], string[][]][] = [
    ['reachable', {}, [['systemctl', '--user', 'disable', '--now', U]], [], [['systemctl', '--user', 'daemon-reload']]],
    [
      'unreachable',
      { systemdReachable: false },
      [],
      [`systemctl --user stop ${U}`, 'systemctl --user daemon-reload'],
      [],
    ],
    [
      'launchd',
      { manager: 'launchd', systemdReachable: false, name: 'openrig.daemon.0123abcd' },
      [],
      ['launchctl bootout gui/$(id -u)/openrig.daemon.0123abcd'],
      [],
    ],
  ];
  for (const [name, over, run, print, after] of rows) {
    const f = facts(over);
    const plan = uninstallPlan(f);
    assert.equal([plan.run, plan.print, afterRemovalPlan(f)], [run, print, after], name);
  }
});

test('upStartPlan: rig up starts an installed, reachable systemd unit; otherwise a detached daemon (table)', () => {
  const rows: [string, Partial<ActivationFacts> & { installed: boolean }, string[] | undefined][] = [
    ['installed, reachable', { installed: true }, ['systemctl', '--user', 'start', U]],
    ['not installed', { installed: false }, undefined],
    ['installed, systemd unreachable', { installed: true, systemdReachable: false }, undefined],
    ['launchd agent', { installed: true, manager: 'launchd', systemdReachable: false }, undefined],
  ];
  for (const [name, over, want] of rows) {
    const f = { ...facts(over), installed: over.installed };
    assert.equal(upStartPlan(f), want, name);
  }
});

test.run();
