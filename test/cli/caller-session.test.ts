// A seat identity (OPENRIG_SESSION_NAME) that is no seat ref name@rig — a control character,
// non-ASCII text, a reserved name such as openrig — is one clear `rig:` line and exit 1, never a
// stack trace, and nothing is sent (the daemon would refuse it: lib/daemon/caller-identity.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempHome } from '../helpers/home.js';
import { rig } from '../helpers/cli.js';
import { addSeat } from '../helpers/seat.js';
import { callerSession, CallerSessionError } from '../../lib/daemon/client.js';

test('callerSession: a seat ref passes, blank is none, controls, non-ASCII and reserved names are refused', () => {
  assert.is(callerSession({ OPENRIG_SESSION_NAME: ' lead@t ' }), 'lead@t');
  assert.is(callerSession({ OPENRIG_SESSION_NAME: '  ' }), null);
  assert.is(callerSession({}), null);
  for (const bad of ['lead\u0001@t', 'lead\n@t', 'lëad@t', 'x'.repeat(161), 'openrig', 'unattributed', 'dev']) {
    assert.throws(
      () => callerSession({ OPENRIG_SESSION_NAME: bad }),
      (e: unknown) => e instanceof CallerSessionError,
      JSON.stringify(bad),
    );
  }
});

test('rig send and rig seat set-typing-guard with a control character in OPENRIG_SESSION_NAME: one rig: line, exit 1', async () => {
  const th = tempHome();
  await addSeat(th.home, { cwd: th.dir, tmux: { socket: `${th.dir}/no.sock`, paneId: '%0' } });
  const env = { ...th.env, OPENRIG_SESSION_NAME: 'lead\u0001@t' };
  for (const argv of [
    ['send', 'w1@t', 'hello'],
    ['seat', 'set-typing-guard', 'w1@t', '--mode', 'hold', '--reason', 'x'],
    ['seat', 'retire-held-message', 'w1@t', 'ob-20260101000000-00000000', '--reason', 'x'],
  ]) {
    const r = await rig(argv, env);
    assert.is(r.code, 1, `${argv.join(' ')}: ${r.stderr}`);
    const lines = r.stderr.trimEnd().split('\n');
    assert.is(lines.length, 1, r.stderr);
    assert.match(lines[0]!, /^rig: OPENRIG_SESSION_NAME .* is not a seat identity \(.*\).* — /);
    assert.not.match(r.stderr, /internal error|\n\s+at /);
    assert.not.ok(r.stderr.includes('\u0001'), 'the control character is escaped');
  }
});

test.run();
