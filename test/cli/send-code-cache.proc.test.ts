// `rig send` compiles its command chunk from a code cache in $OPENRIG_HOME/cache/code
// (lib/cli/code-cache-use.ts): the first send saves one (0600, in a 0700 folder), the next loads
// from it; other commands and a home that is not there get none, and no home is created for it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cliUsesCodeCache } from '../../lib/cli/code-cache-use.js';
import { RIG_BUNDLE, rigProcess } from '../helpers/cli.js';
import { tempHome } from '../helpers/home.js';
import { addSeat, NO_SERVER } from '../helpers/seat.js';
import { EXIT_CODES } from '../../lib/cli/errors.js';

test('which commands use the cache: send, unless OPENRIG_CODE_CACHE turns it off', () => {
  const table: [string, string | undefined, boolean][] = [
    ['send', undefined, true],
    ['send', '', true],
    ['send', '1', true],
    ['send', 'node', true],
    ['send', '0', false],
    ['send', 'off', false],
    ['seat', undefined, false],
    ['queue', undefined, false],
    ['daemon', undefined, false],
  ];
  for (const [command, setting, want] of table)
    assert.is(cliUsesCodeCache(command, setting), want, `${command} ${JSON.stringify(setting)}`);
});

const haveBundle = existsSync(RIG_BUNDLE);
const onBundle = haveBundle ? test : test.skip;
if (!haveBundle) console.log(`skipped: ${RIG_BUNDLE} is not built (npm run build)`);

const caches = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.v8cache')) : []);

onBundle('a send saves its chunk cache (0600 in 0700), and the next send leaves it as it is', async () => {
  const { home, env } = tempHome();
  await addSeat(home, { name: 'w1', rig: 't', tmux: { socket: NO_SERVER } });
  // No daemon runs: the send stops at the request, after its chunk has loaded.
  const first = rigProcess(['send', 'w1@t', 'hello'], env);
  assert.is(first.code, EXIT_CODES.daemonUnavailable, first.stderr);
  assert.match(first.stderr, /daemon is not running/);
  const saved = caches(home.codeCache);
  assert.is(saved.length, 1, `one cache file: ${saved.join(', ')}`);
  assert.match(saved[0]!, /^cli-send\.chunk\.cjs\./);
  assert.is(statSync(home.codeCache).mode & 0o777, 0o700);
  const file = join(home.codeCache, saved[0]!);
  assert.is(statSync(file).mode & 0o777, 0o600);
  const before = statSync(file).mtimeMs;
  const second = rigProcess(['send', 'w1@t', 'hello again'], env);
  assert.match(second.stderr, /daemon is not running/);
  assert.equal(caches(home.codeCache), saved, 'the same file');
  assert.is(statSync(file).mtimeMs, before, 'a full cache is loaded, not written again');
});

onBundle('no home, no cache: the send fails as before and creates nothing', () => {
  const { dir, env } = tempHome();
  const r = rigProcess(['send', 'w1@t', 'hello'], env);
  assert.is.not(r.code, 0);
  assert.not.ok(existsSync(dir), 'no home was created');
});

onBundle('OPENRIG_CODE_CACHE=0 and other commands: no cache folder', async () => {
  const { home, env } = tempHome();
  await addSeat(home, { name: 'w1', rig: 't', tmux: { socket: NO_SERVER } });
  rigProcess(['send', 'w1@t', 'hello'], { ...env, OPENRIG_CODE_CACHE: '0' });
  rigProcess(['seat', 'list'], env);
  assert.equal(caches(home.codeCache), []);
});

test.run();
