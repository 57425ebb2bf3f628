// The daemon's federation start: off without a url (nothing loaded), and a configuration with
// problems is logged and left off (nothing loaded, the daemon goes on single-host).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { federationClientLoaded, startFederationIfConfigured } from '../../lib/daemon/federation.js';
import { tempHome } from '../helpers/home.js';

function memoryLog() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: (m: string) => lines.push(`info ${m}`),
      warn: (m: string) => lines.push(`warn ${m}`),
      error: (m: string) => lines.push(`error ${m}`),
    },
  };
}

test('no url: off, no log line, the client not loaded', () => {
  const { home, env } = tempHome();
  const m = memoryLog();
  assert.equal(startFederationIfConfigured(home, env, m.log), { state: 'off' });
  assert.equal(m.lines, []);
  assert.is(federationClientLoaded(), false);
});

test('a url without credentials: invalid, each problem logged, the client not loaded', () => {
  const { home, env } = tempHome();
  const m = memoryLog();
  const f = startFederationIfConfigured(
    home,
    { ...env, OPENRIG_FEDERATION_URL: 'http://hub:4222', OPENRIG_FEDERATION_HOST: 'a.b' },
    m.log,
  );
  assert.is(f.state, 'invalid');
  assert.is(m.lines.length, 3, m.lines.join('\n'));
  assert.ok(m.lines.every((l) => l.startsWith('error federation off: ')));
  assert.is(federationClientLoaded(), false);
});

test.run();
