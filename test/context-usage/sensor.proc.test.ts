// The Claude status-line sensor in-process (lib/context-usage/statusline-run.ts) and as the built
// bundle: it records the sample (0600 in a 0700 folder) and prints OpenRig's line, or chains the
// user's own status line — printed unchanged when it works, cut (OpenRig's line instead) when it
// fails or is slow; the seat gate and the chain guard hold. Then the store's reader: an earlier
// launch, another session and an old sample are not numbers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runStatusLine, type StatusLineIo } from '../../lib/context-usage/statusline-run.js';
import { readContextUsage, recordSample } from '../../lib/context-usage/store.js';
import { CHAIN_TIMEOUT_MS, CHAINED_ENV } from '../../lib/context-usage/chain.js';
import { RACY_MARGIN_MS, usableFacts } from '../../lib/context-usage/line-facts-cache.js';
import { contextSamplePath, homePaths } from '../../lib/home/paths.js';
import { tempDir } from '../helpers/home.js';

const REPO = join(import.meta.dirname, '..', '..');
const BUNDLE = join(REPO, 'plugins', 'openrig-core', 'hooks', 'scripts', 'statusline.cjs');
const NODE = 'n-0123456789abcdef';
const OCC = 'o-00000000000000a1';
const SEAT = 'impl@demo';
const SID = '64059922-fb03-4887-a119-86ddc6799ab9';

function setup() {
  const dir = tempDir('openrig-sensor-');
  const root = join(dir, 'openrig');
  const proj = join(dir, 'proj');
  const userHome = join(dir, 'user');
  mkdirSync(root, { mode: 0o700 });
  mkdirSync(join(proj, '.claude'), { recursive: true });
  mkdirSync(join(userHome, '.claude'), { recursive: true });
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: userHome,
    OPENRIG_HOME: root,
    OPENRIG_NODE: NODE,
    OPENRIG_OCCUPANT_GENERATION: OCC,
    OPENRIG_SESSION_NAME: SEAT,
    OPENRIG_SEAT_PROJECT_DIR: proj,
    CLAUDE_PROJECT_DIR: proj,
  };
  return { dir, root, proj, userHome, env, home: homePaths(root) };
}

const input = (used: number | null, sid = SID) =>
  JSON.stringify({
    session_id: sid,
    model: { id: 'claude-opus-5-5', display_name: 'Opus 5.5' },
    workspace: { project_dir: '/ignored-when-env-says', current_dir: '/x' },
    context_window: {
      context_window_size: 200000,
      used_percentage: used,
      current_usage: used === null ? null : { input_tokens: used * 2000, output_tokens: 3 },
    },
  });

function io(env: Record<string, string>, cwd: string, stdin: string, now = Date.now()) {
  const out: string[] = [];
  const err: string[] = [];
  const run: StatusLineIo = {
    argv: ['--runtime', 'claude'],
    env,
    cwd,
    readStdin: async () => stdin,
    out: (t) => out.push(t),
    err: (l) => err.push(l),
    now: () => now,
  };
  return { run, out, err };
}

const userLine = (home: string, command: string) =>
  writeFileSync(join(home, '.claude', 'settings.json'), JSON.stringify({ statusLine: { type: 'command', command } }));

test('no status line of their own: the sample is recorded (0600, 0700 folder) and OpenRig’s line printed', async () => {
  const s = setup();
  const { run, out } = io({ ...s.env }, s.proj, input(42));
  const r = await runStatusLine({ ...run, env: { ...s.env, CLAUDE_PROJECT_DIR: s.proj } });
  assert.equal(r, { code: 0, printed: 'openrig', chain: 'none', recorded: 'written', facts: 'read' });
  assert.equal(out, [`openrig ${SEAT} · ctx 42% · held 0\n`]);
  const file = contextSamplePath(s.home, NODE);
  assert.is(statSync(file).mode & 0o777, 0o600);
  assert.is(statSync(join(s.home.contextUsage, NODE)).mode & 0o777, 0o700);
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  assert.equal(doc.sample.usedPercent, 42);
  assert.is(doc.sample.sessionId, SID);
  assert.is(doc.sample.windowSize, 200000);
  assert.is(doc.model, 'claude-opus-5-5');
  // The same figure a moment later is not written again.
  const again = await runStatusLine(io(s.env, s.proj, input(42)).run);
  assert.is(again.recorded, 'unchanged');
});

test('chain: the user’s command gets the same stdin and its output is printed unchanged; the sample is still recorded', async () => {
  const s = setup();
  // Echoes what it read (the session id proves the same stdin), in two lines, with odd spacing kept.
  userLine(s.userHome, `sed -n 's/.*"session_id":"\\([^"]*\\)".*/  mine: \\1/p'; printf 'second  line\\n'`);
  const { run, out, err } = io(s.env, s.proj, input(17));
  const r = await runStatusLine(run);
  assert.equal(r, { code: 0, printed: 'chained', chain: 'ok', recorded: 'written' });
  // sed ends its line without a newline (the input has none): printed exactly as the command wrote it.
  assert.equal(out, [`  mine: ${SID}second  line\n`]);
  assert.equal(err, []);
  assert.is(readContextUsage(s.home, NODE, { occupant: OCC, sessionId: SID }, Date.now()).state, 'known');
});

test('chain: the project’s settings outrank the user’s', async () => {
  const s = setup();
  userLine(s.userHome, 'echo user');
  writeFileSync(
    join(s.proj, '.claude', 'settings.json'),
    JSON.stringify({ statusLine: { type: 'command', command: 'echo project' } }),
  );
  const { run, out } = io(s.env, s.proj, input(5));
  await runStatusLine(run);
  assert.equal(out, ['project\n']);
});

test('chain: a failing user command is cut and OpenRig’s line shown, with a stderr advisory', async () => {
  const s = setup();
  userLine(s.userHome, 'echo half; exit 3');
  const { run, out, err } = io(s.env, s.proj, input(30));
  const r = await runStatusLine(run);
  assert.equal(r, { code: 0, printed: 'openrig', chain: 'failed', recorded: 'written', facts: 'read' });
  assert.equal(out, [`openrig ${SEAT} · ctx 30% · held 0\n`]);
  assert.ok(
    err.some((l) => l.includes('exited 3')),
    err.join('\n'),
  );
});

test('chain: a slow user command is cut at the deadline and killed; OpenRig’s line shown', async () => {
  const s = setup();
  const marker = join(s.dir, 'still-ran');
  userLine(s.userHome, `sleep 5; touch ${marker}; echo late`);
  const { run, out, err } = io(s.env, s.proj, input(30));
  const t0 = Date.now();
  const r = await runStatusLine(run);
  const took = Date.now() - t0;
  assert.is(r.printed, 'openrig');
  assert.is(r.chain, 'failed');
  assert.equal(out, [`openrig ${SEAT} · ctx 30% · held 0\n`]);
  assert.ok(
    err.some((l) => l.includes(`within ${CHAIN_TIMEOUT_MS} ms`)),
    err.join('\n'),
  );
  assert.ok(took >= CHAIN_TIMEOUT_MS, `cut after ${took} ms`);
  // The whole process group went: the command after the sleep never runs.
  await new Promise((res) => setTimeout(res, 3500));
  assert.not.ok(statSafe(marker), 'the slow command was killed');
});

test('beside the wrapper: --record-only records the sample and the user’s command, runs and prints nothing; --line-only prints OpenRig’s line with the wrapper’s why and records nothing', async () => {
  const s = setup();
  userLine(s.userHome, 'echo user');
  const seatDir = join(s.root, 'context-usage', NODE);
  mkdirSync(seatDir, { recursive: true, mode: 0o700 });
  const never = async () => {
    throw new Error('the sensor ran the command the wrapper runs');
  };
  const rec = io(s.env, s.proj, input(61));
  const r = await runStatusLine({ ...rec.run, argv: ['--runtime', 'claude', '--record-only'], chain: never });
  assert.equal(r, { code: 0, printed: 'nothing', chain: 'none', recorded: 'written' });
  assert.equal(rec.out, []);
  assert.equal(rec.err, []);
  assert.is(readFileSync(join(seatDir, 'chained-command.sh'), 'utf8'), "c='echo user'\n");
  const line = io(s.env, s.proj, input(62));
  const argv = ['--runtime', 'claude', '--line-only', '--chain-status', '7'];
  const l = await runStatusLine({ ...line.run, argv, chain: never });
  assert.equal(l, { code: 0, printed: 'openrig', chain: 'failed', recorded: 'skipped', facts: 'read' });
  assert.equal(line.out, [`openrig ${SEAT} · ctx 62% · held 0\n`], 'this run’s figure, though not recorded');
  assert.ok(
    line.err.some((e) => e.includes('your status line command failed (exited 7)')),
    line.err.join('\n'),
  );
  const stored = readContextUsage(s.home, NODE, { occupant: OCC, sessionId: SID }, Date.now());
  assert.ok(stored.state === 'known' && stored.sample.usedPercent === 61, 'the record-only run’s sample stands');
});

test('OpenRig’s line: guard mode and held count kept while their sources are unchanged and settled; read again otherwise', async () => {
  const s = setup();
  const seatDir = join(s.root, 'context-usage', NODE);
  mkdirSync(seatDir, { recursive: true, mode: 0o700 });
  const once = async () => (await runStatusLine(io({ ...s.env, [CHAINED_ENV]: '1' }, s.proj, input(30)).run)).facts;
  // Nothing to read them from yet (no seat record, guard, audit log or outbox): kept at once.
  assert.is(await once(), 'read');
  assert.is(await once(), 'kept');
  // The node's outbox folder appears (a message for it): read again, and that answer is racy
  // (made within the sources' timestamp step), so the next run reads again as well.
  mkdirSync(join(s.root, 'outbox', NODE), { recursive: true });
  assert.is(await once(), 'read');
  assert.is(await once(), 'read', 'an answer made right after a change is not trusted');
  // Once the change is older than the margin, the answer made after it is kept.
  const old = Date.now() / 1000 - 60;
  utimesSync(join(s.root, 'outbox', NODE), old, old);
  assert.is(await once(), 'read');
  assert.is(await once(), 'kept');
});

test('usableFacts: this key only, made well after the newest change, well-formed', () => {
  const state = { key: 'k', newestMs: 1_000_000 };
  const good = { key: 'k', readAt: 1_000_000 + RACY_MARGIN_MS + 1, guardMode: 'draft-aware', held: 2 };
  const rows: [unknown, unknown][] = [
    [good, { guardMode: 'draft-aware', held: 2 }],
    [
      { ...good, guardMode: null, held: null },
      { guardMode: null, held: null },
    ],
    [{ ...good, key: 'other' }, undefined],
    [{ ...good, readAt: 1_000_000 + RACY_MARGIN_MS }, undefined],
    [{ ...good, held: 1.5 }, undefined],
    [{ ...good, guardMode: 3 }, undefined],
    [{ ...good, readAt: 'x' }, undefined],
    [null, undefined],
    ['k', undefined],
  ];
  for (const [kept, want] of rows) assert.equal(usableFacts(kept, state), want, JSON.stringify(kept));
});

function statSafe(p: string) {
  try {
    return statSync(p);
  } catch {
    return undefined;
  }
}

test('gate and guards: another project records nothing; a chained OpenRig line never chains again; no seat, no record', async () => {
  const s = setup();
  userLine(s.userHome, 'echo user');
  const other = join(s.dir, 'other');
  mkdirSync(other);
  const gated = await runStatusLine(io({ ...s.env, CLAUDE_PROJECT_DIR: other }, other, input(50)).run);
  assert.is(gated.recorded, 'gated');
  assert.is(gated.printed, 'chained');
  const nested = io({ ...s.env, [CHAINED_ENV]: '1' }, s.proj, input(50));
  const r = await runStatusLine(nested.run);
  assert.is(r.chain, 'none');
  assert.is(r.printed, 'openrig');
  const { OPENRIG_NODE: _n, ...noSeat } = s.env;
  const anon = io(noSeat, s.proj, input(50));
  assert.is((await runStatusLine({ ...anon.run, env: { ...noSeat, [CHAINED_ENV]: '1' } })).recorded, 'no-identity');
  assert.equal(anon.out, ['openrig · ctx 50%\n']);
  // Before the first answer there is no figure: nothing recorded, the line says so.
  const early = io({ ...s.env, [CHAINED_ENV]: '1' }, s.proj, input(null));
  assert.is((await runStatusLine(early.run)).recorded, 'no-figure');
  assert.equal(early.out, [`openrig ${SEAT} · ctx ? · held 0\n`]);
  // Junk on stdin: still a line, exit 0.
  const junk = io({ ...s.env, [CHAINED_ENV]: '1' }, s.proj, 'not json');
  assert.is((await runStatusLine(junk.run)).recorded, 'invalid');
  assert.is(junk.out.length, 1);
});

test('the built bundle: chains the user line and records the sample; exit 0, nothing else on stdout', () => {
  const s = setup();
  userLine(s.userHome, 'cat >/dev/null; echo "user status ok"');
  const r = spawnSync(process.execPath, [BUNDLE, '--runtime', 'claude'], {
    input: input(64),
    env: s.env,
    cwd: s.proj,
    encoding: 'utf8',
  });
  assert.is(r.status, 0, r.stderr);
  assert.is(r.stdout, 'user status ok\n');
  const reading = readContextUsage(s.home, NODE, { occupant: OCC, sessionId: SID }, Date.now());
  assert.ok(reading.state === 'known' && reading.sample.usedPercent === 64, JSON.stringify(reading));
});

test('readContextUsage: this launch and session only; stale after 10 minutes', async () => {
  const s = setup();
  const t = Date.parse('2026-12-02T02:00:00.000Z');
  const owner = { nodeId: NODE, occupant: OCC, seat: SEAT };
  await recordSample(
    s.home,
    owner,
    { usedPercent: 81, sampledAt: new Date(t).toISOString(), source: 'statusline', sessionId: SID },
    null,
  );
  assert.is(readContextUsage(s.home, NODE, { occupant: OCC, sessionId: SID }, t + 1000).state, 'known');
  assert.equal(readContextUsage(s.home, NODE, { occupant: 'o-00000000000000b2', sessionId: SID }, t), {
    state: 'unknown',
    reason: 'sample from an earlier launch',
  });
  assert.equal(readContextUsage(s.home, NODE, { occupant: OCC, sessionId: 'other-session' }, t), {
    state: 'unknown',
    reason: 'sample from another session',
  });
  const stale = readContextUsage(s.home, NODE, { occupant: OCC, sessionId: SID }, t + 12 * 60_000);
  assert.is(stale.state, 'stale');
  assert.equal(readContextUsage(s.home, 'n-ffffffffffffffff', { occupant: OCC }, t), {
    state: 'unknown',
    reason: 'no sample',
  });
  assert.equal(readContextUsage(s.home, '../etc', { occupant: OCC }, t), { state: 'unknown', reason: 'no sample' });
});

test.run();
