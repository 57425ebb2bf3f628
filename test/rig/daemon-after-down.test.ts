// After rig down: stop the daemon only when no seat of any rig is running (and every record could
// be read), and the line that says what happened to it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  daemonAfterDown,
  daemonDownLine,
  type DaemonDownReport,
  type DaemonNeed,
  type SeatListing,
} from '../../lib/rig/daemon-after-down.js';

const seat = (ref: string, status: 'running' | 'stopped') => {
  const [name, rig] = ref.split('@') as [string, string];
  return { name, rig, status };
};

test('daemonAfterDown, table', () => {
  const cases: [string, SeatListing, DaemonNeed][] = [
    ['no seats at all', { seats: [] }, { stop: true }],
    ['every seat stopped', { seats: [seat('a@r', 'stopped'), seat('b@s', 'stopped')] }, { stop: true }],
    [
      "another rig's seat runs",
      { seats: [seat('a@r', 'stopped'), seat('b@s', 'running')] },
      { stop: false, running: ['b@s'] },
    ],
    [
      'a seat whose down was refused or failed still runs',
      { seats: [seat('a@r', 'running'), seat('b@r', 'stopped')] },
      { stop: false, running: ['a@r'] },
    ],
    [
      'running seats are named sorted by ref',
      { seats: [seat('z@a', 'running'), seat('b@z', 'running'), seat('a@m', 'running')] },
      { stop: false, running: ['a@m', 'b@z', 'z@a'] },
    ],
    [
      'an unreadable record keeps it (that seat may be running)',
      { seats: [seat('a@r', 'stopped')], unreadable: 'seats/r/x.json: permission denied' },
      { stop: false, running: [], unreadable: 'seats/r/x.json: permission denied' },
    ],
    [
      'unreadable beside a running seat',
      { seats: [seat('a@r', 'running')], unreadable: 'x' },
      { stop: false, running: ['a@r'], unreadable: 'x' },
    ],
    [
      'a user service runs it for this home (rig daemon install): kept, though no seat runs',
      { seats: [seat('a@r', 'stopped')], service: 'openrig-daemon-0123abcd.service' },
      { stop: false, running: [], service: 'openrig-daemon-0123abcd.service' },
    ],
    [
      'a user service, seats running too',
      { seats: [seat('a@r', 'running')], service: 'u.service' },
      { stop: false, running: ['a@r'], service: 'u.service' },
    ],
  ];
  for (const [what, listing, want] of cases) assert.equal(daemonAfterDown(listing), want, what);
});

test('daemonDownLine, table', () => {
  const cases: [DaemonDownReport, string | undefined][] = [
    [{ action: 'stopped', pid: 7, running: [] }, 'daemon: stopped (pid 7): no seat of any rig is running'],
    [{ action: 'not-running', running: [] }, undefined],
    [{ action: 'not-running', running: ['a@r'] }, undefined],
    [{ action: 'kept', pid: 7, running: ['a@r'] }, 'daemon: keeps running (pid 7): 1 seat still running: a@r'],
    [
      { action: 'kept', pid: 7, running: ['a@r', 'b@r'] },
      'daemon: keeps running (pid 7): 2 seats still running: a@r, b@r',
    ],
    [
      { action: 'kept', pid: 7, running: ['a@r', 'b@r', 'c@r', 'd@r', 'e@r'] },
      'daemon: keeps running (pid 7): 5 seats still running: a@r, b@r, c@r, d@r, e@r',
    ],
    [
      { action: 'kept', pid: 7, running: ['a@r', 'b@r', 'c@r', 'd@r', 'e@r', 'f@r', 'g@r'] },
      'daemon: keeps running (pid 7): 7 seats still running: a@r, b@r, c@r, d@r, e@r and 2 more',
    ],
    [
      { action: 'kept', pid: 7, running: [], unreadable: 'seats/r/x.json: EACCES' },
      'daemon: keeps running (pid 7): not every seat record could be read (seats/r/x.json: EACCES), so a seat may still be running — rig daemon stop stops it',
    ],
    [
      { action: 'kept', pid: 7, running: ['a@r'], unreadable: 'E' },
      'daemon: keeps running (pid 7): 1 seat still running: a@r; and not every seat record could be read (E), so a seat may still be running — rig daemon stop stops it',
    ],
    [
      { action: 'kept', pid: 7, running: [], service: 'openrig-daemon-0123abcd.service' },
      'daemon: keeps running (pid 7): it runs as the user service openrig-daemon-0123abcd.service (rig daemon uninstall ends that)',
    ],
    [
      { action: 'kept', pid: 7, running: ['a@r'], service: 'u.service' },
      'daemon: keeps running (pid 7): it runs as the user service u.service (rig daemon uninstall ends that); 1 seat still running: a@r',
    ],
    [
      { action: 'stop-failed', pid: 7, running: [], error: 'it did not stop within 20 s' },
      'daemon: still running (pid 7): no seat of any rig is running, but it did not stop (it did not stop within 20 s) — stop it with: rig daemon stop',
    ],
  ];
  for (const [report, want] of cases) assert.is(daemonDownLine(report), want, JSON.stringify(report));
});

test.run();
