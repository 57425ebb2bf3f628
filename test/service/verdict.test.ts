// What rig doctor says about the daemon services it found (lib/service/verdict.ts, pure): this
// home's service installed or not, pointing here or elsewhere, its node and rig still there; the
// services of other homes, and a second service for this one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serviceFindings, type FoundService } from '../../lib/service/verdict.js';

const HOME = '/home/u/.openrig';
const OWN = '/cfg/systemd/user/openrig-daemon-0123abcd.service';
const argv = (rig = '/pkg/rig.cjs') => ['/usr/bin/node', rig, 'daemon', 'start', '--foreground'];
const exists = (p: string) => p === '/usr/bin/node' || p === '/pkg/rig.cjs';
const own = (read: FoundService['read']): FoundService => ({ file: OWN, own: true, read });
const other = (file: string, home: string): FoundService => ({ file, own: false, read: { home, argv: argv() } });

test('one finding per service found, this home first (table of state and ok)', () => {
  const rows: [string, FoundService[], [string, string, boolean][]][] = [
    ['none', [], [[OWN, 'not-installed', true]]],
    ['installed', [own({ home: HOME, argv: argv() })], [[OWN, 'installed', true]]],
    ['rig gone', [own({ home: HOME, argv: argv('/old/rig.cjs') })], [[OWN, 'stale', false]]],
    ['points elsewhere', [own({ home: '/elsewhere', argv: argv() })], [[OWN, 'other-home', false]]],
    ['no home set', [own({ argv: argv() })], [[OWN, 'other-home', false]]],
    ['unparsed', [own(undefined)], [[OWN, 'unreadable', false]]],
    [
      'not ours to run',
      [own({ home: HOME, argv: ['/usr/bin/node', '/pkg/rig.cjs', 'ps'] })],
      [[OWN, 'unreadable', false]],
    ],
    [
      'another verb, same length',
      [own({ home: HOME, argv: ['/usr/bin/node', '/pkg/rig.cjs', 'daemon', 'start', '--background'] })],
      [[OWN, 'unreadable', false]],
    ],
    [
      'the words run together',
      [own({ home: HOME, argv: ['/usr/bin/node', '/pkg/rig.cjs', 'daemon start', '--foreground'] })],
      [[OWN, 'unreadable', false]],
    ],
    [
      'node gone',
      [own({ home: HOME, argv: ['/old/node', '/pkg/rig.cjs', 'daemon', 'start', '--foreground'] })],
      [[OWN, 'stale', false]],
    ],
    [
      'another home beside',
      [other('/d/openrig-daemon-ffff0000.service', '/srv/other')],
      [
        [OWN, 'not-installed', true],
        ['/d/openrig-daemon-ffff0000.service', 'other-home', true],
      ],
    ],
    [
      'a second one for this home',
      [own({ home: HOME, argv: argv() }), other('/d/openrig-daemon-ffff0000.service', HOME)],
      [
        [OWN, 'installed', true],
        ['/d/openrig-daemon-ffff0000.service', 'duplicate', false],
      ],
    ],
  ];
  for (const [name, found, want] of rows) {
    const got = serviceFindings({ home: HOME, ownFile: OWN, found }, exists).map((f) => [f.subject, f.state, f.ok]);
    assert.equal(got, want, name);
  }
});

test('what it says: the missing path and what to run', () => {
  const [stale] = serviceFindings(
    { home: HOME, ownFile: OWN, found: [own({ home: HOME, argv: argv('/old/rig.cjs') })] },
    exists,
  );
  assert.match(stale!.detail, 'it runs /old/rig.cjs, which no longer exists');
  assert.match(stale!.todo, 'rig daemon install again');
  const [installed] = serviceFindings({ home: HOME, ownFile: OWN, found: [own({ home: HOME, argv: argv() })] }, exists);
  assert.is(installed!.detail, 'runs /usr/bin/node /pkg/rig.cjs daemon start --foreground for this home');
  assert.is(installed!.todo, 'nothing to do');
});

test.run();
