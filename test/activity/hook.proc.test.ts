// The built seat-events bundles as real processes: every path exits 0 with empty stdout; a record
// is written for the seat's own runs only (gating, identity, an existing home); the Codex guard;
// the relay against a local HTTP server; 200 random bodies; and 50 concurrent runs of one seat
// finishing out of order (the last started wins).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { homePaths } from '../../lib/home/paths.js';
import { readSeatHooks } from '../../lib/activity/store.js';
import { promptHash } from '../../lib/activity/prompt-hash.js';
import { tempDir } from '../helpers/home.js';
import { CLAUDE_BUNDLE, CODEX_BUNDLE, NODE, OCC, REPO, fixture, identityEnv, rng } from './harness.js';
import { randomBody } from './bodies.js';
import { commandRunning } from '../helpers/registrations.js';

const baseEnv = () => ({ PATH: process.env.PATH, HOME: process.env.HOME });

function seat(extra: Record<string, string | undefined> = {}) {
  const dir = tempDir('openrig-seat-events-');
  const homeDir = join(dir, 'home');
  mkdirSync(homeDir);
  const project = join(dir, 'proj');
  mkdirSync(project);
  const home = homePaths(homeDir);
  return {
    dir,
    project,
    home,
    env: { ...baseEnv(), OPENRIG_HOME: homeDir, ...identityEnv(), OPENRIG_SEAT_PROJECT_DIR: project, ...extra },
    // What every reader sees: the document with the journal folded on top (lib/activity/store.ts),
    // untyped as the tests read it (they used to parse the file).
    doc(): any {
      return readSeatHooks(home, NODE, OCC);
    },
  };
}

function run(bundle: string, runtime: string, stdin: string, env: Record<string, string | undefined>, cwd?: string) {
  const t = Date.now();
  const r = spawnSync(process.execPath, [bundle, '--runtime', runtime], {
    input: stdin,
    env,
    cwd,
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - t };
}

const body = (name: string, extra: Record<string, unknown> = {}) => JSON.stringify({ ...fixture(name), ...extra });

test('Claude: a turn of real hook JSON → exit 0, empty stdout, the record says what happened', () => {
  const s = seat({ CLAUDE_PROJECT_DIR: undefined });
  const turn: [string, string][] = [
    ['cc-settings-SessionStart.01.json', 'unknown'],
    ['cc-plugin-UserPromptSubmit.01.json', 'running'],
    ['cc-fake-PreToolUse.01.json', 'running'],
    ['cc-fake-PermissionRequest.01.json', 'needs_input'],
    ['cc-fake-Notification.01.json', 'needs_input'],
    ['cc-fake-PostToolUse.01.json', 'running'],
    ['cc-fake-Stop.01.json', 'idle'],
    ['cc-fake-Notification.02.json', 'idle'],
    ['cc-plugin-StopFailure.01.json', 'idle'],
    ['cc-fake-SessionEnd.01.json', 'idle'],
  ];
  for (const [name, state] of turn) {
    const r = run(CLAUDE_BUNDLE, 'claude', body(name), s.env, s.project);
    assert.is(r.code, 0, name);
    assert.is(r.stdout, '', `${name}: stdout must stay empty (PermissionRequest: no decision)`);
    assert.is(r.stderr, '', name);
    assert.is(s.doc()?.activity.state, state, name);
  }
  const doc = s.doc();
  assert.is(doc.firstLaunch.event, 'SessionStart');
  assert.is(
    doc.firstLaunch.pluginVersion,
    JSON.parse(readFileSync(join(REPO, 'plugins/openrig-core/.claude-plugin/plugin.json'), 'utf8')).version,
  );
  assert.is(
    doc.firstLaunch.bundleHash,
    createHash('sha256').update(readFileSync(CLAUDE_BUNDLE)).digest('hex').slice(0, 16),
  );
  assert.is(doc.session.id, fixture('cc-settings-SessionStart.01.json').session_id);
  assert.is(doc.session.source, 'startup');
  assert.equal(
    doc.prompts.map((p: { hash: string }) => p.hash),
    [promptHash('plugin hook prompt')],
  );
  assert.is(doc.lastHook.event, 'SessionEnd');
  assert.ok(doc.firstLaunch.seq < doc.lastHook.seq);
});

test("Claude gating: a Claude in another project or a subfolder writes nothing; the seat's own project (by real path) does", () => {
  const s = seat();
  const other = tempDir('openrig-other-');
  const sub = join(s.project, 'sub');
  mkdirSync(sub);
  const link = join(s.dir, 'link');
  symlinkSync(s.project, link);
  const input = body('cc-fake-Stop.01.json');
  for (const dir of [other, sub]) {
    const r = run(CLAUDE_BUNDLE, 'claude', input, { ...s.env, CLAUDE_PROJECT_DIR: dir }, dir);
    assert.is(r.code, 0);
    assert.is(r.stdout, '');
    assert.not.ok(existsSync(s.home.activity), `${dir}: nothing written`);
  }
  const r = run(CLAUDE_BUNDLE, 'claude', input, { ...s.env, CLAUDE_PROJECT_DIR: `${link}/` }, s.project);
  assert.is(r.code, 0);
  assert.is(s.doc()?.activity.state, 'idle', 'a symlink and a trailing slash name the same project');
});

test('missing or invalid identity, or no home: nothing written, no home created, exit 0, empty stdout', () => {
  const s = seat();
  const input = body('cc-fake-Stop.01.json');
  for (const env of [
    { OPENRIG_NODE: undefined },
    { OPENRIG_NODE: 'n-../../../../tmp' },
    { OPENRIG_OCCUPANT_GENERATION: undefined },
    { OPENRIG_OCCUPANT_GENERATION: '../x' },
    { OPENRIG_SESSION_NAME: undefined },
    { OPENRIG_SESSION_NAME: 'no-rig' },
  ]) {
    const r = run(CLAUDE_BUNDLE, 'claude', input, { ...s.env, ...env }, s.project);
    assert.is(r.code, 0, JSON.stringify(env));
    assert.is(r.stdout, '');
    assert.not.ok(existsSync(s.home.activity), JSON.stringify(env));
  }
  const missing = join(s.dir, 'no-home');
  const r = run(CLAUDE_BUNDLE, 'claude', input, { ...s.env, OPENRIG_HOME: missing }, s.project);
  assert.is(r.code, 0);
  assert.is(r.stdout, '');
  assert.not.ok(existsSync(missing), 'a home that does not exist is not created');
});

test('Codex: through the codex.json sh guard; without both variables nothing runs', () => {
  const plugin = join(REPO, 'plugins', 'codex');
  for (const event of ['SessionStart', 'UserPromptSubmit', 'Stop', 'PermissionRequest']) {
    // seat-events.cjs, or event-jobs.cjs on UserPromptSubmit (beside refocus, which records only a baseline here).
    const command = commandRunning('codex', event, 'seat-events');
    const bundle = join(plugin, 'hooks', 'scripts', /scripts\/([a-z-]+\.cjs)"/.exec(command)![1]!);
    const name = {
      SessionStart: 'cx-fake-SessionStart.01.json',
      UserPromptSubmit: 'cx-plugin-UserPromptSubmit.01.json',
      Stop: 'cx-fake-Stop.01.json',
      PermissionRequest: 'cx-fake-PermissionRequest.01.json',
    }[event]!;
    for (const drop of ['OPENRIG_SEAT_PROJECT_DIR', 'OPENRIG_NODE', undefined]) {
      const s = seat({ CLAUDE_PLUGIN_ROOT: plugin });
      const env = {
        ...s.env,
        ...(drop ? { [drop]: undefined } : {}),
        ...(drop === 'OPENRIG_NODE' ? { OPENRIG_NODE_ID: NODE } : {}),
      };
      const r = spawnSync('sh', ['-c', command], { cwd: s.project, env, input: body(name), encoding: 'utf8' });
      assert.is(r.status, 0);
      assert.is(r.stdout, '');
      if (drop) assert.not.ok(existsSync(s.home.activity), `${event} without ${drop}: the guard stops it`);
      else {
        assert.is(r.stderr, '', event);
        assert.is(s.doc()?.activity.event, event);
        assert.is(s.doc()?.runtime, 'codex');
        assert.is(
          s.doc()?.firstLaunch.bundleHash,
          createHash('sha256').update(readFileSync(bundle)).digest('hex').slice(0, 16),
          'the plugin proof hashes the bundle that ran',
        );
      }
    }
  }
});

interface Received {
  auth?: string;
  body: string;
  url?: string;
}

async function server(
  answer: (req: IncomingMessage) => number | 'hang',
): Promise<{ url: string; got: Received[]; close(): void; s: Server }> {
  const got: Received[] = [];
  const s = createServer((req, res) => {
    let b = '';
    req.on('data', (d) => {
      b += d;
    });
    req.on('end', () => {
      got.push({ auth: req.headers.authorization, body: b, url: req.url });
      const a = answer(req);
      if (a === 'hang') return;
      res.writeHead(a, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    got,
    s,
    close: () => {
      s.closeAllConnections();
      s.close();
    },
  };
}

function runAsync(
  bundle: string,
  runtime: string,
  env: Record<string, string | undefined>,
  cwd?: string,
  stdin?: string,
  startPipe = false,
) {
  const child = spawn(process.execPath, [bundle, '--runtime', runtime], {
    env,
    cwd,
    stdio: startPipe ? ['pipe', 'pipe', 'pipe', 'pipe'] : ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => {
    stdout += d;
  });
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const t = Date.now();
  const done = new Promise<{ code: number | null; stdout: string; stderr: string; ms: number; endedAt: number }>(
    (resolve) =>
      child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - t, endedAt: Date.now() })),
  );
  if (stdin !== undefined) child.stdin!.end(stdin);
  return { child, done };
}

test('relay: POST /api/activity/hooks with the bearer token (env, else the endpoint file); the local record too', async () => {
  const srv = await server(() => 200);
  try {
    const s = seat({ OPENRIG_URL: srv.url, OPENRIG_ACTIVITY_HOOK_TOKEN: 'env-token' });
    const r = await runAsync(CLAUDE_BUNDLE, 'claude', s.env, s.project, body('cc-fake-PermissionRequest.01.json')).done;
    assert.is(r.code, 0);
    assert.is(r.stdout, '');
    assert.is(r.stderr, '');
    assert.is(srv.got.length, 1);
    assert.is(srv.got[0]!.url, '/api/activity/hooks');
    assert.is(srv.got[0]!.auth, 'Bearer env-token');
    const posted = JSON.parse(srv.got[0]!.body);
    assert.is(posted.event, 'PermissionRequest');
    assert.is(posted.nodeId, NODE);
    assert.not.ok(srv.got[0]!.body.includes('fake-tool-run'), 'no raw tool input is posted');
    assert.is(s.doc()?.activity.state, 'needs_input', 'the local write happens regardless');
    // token from the endpoint file (the daemon writes it), the URL from the port
    const t = seat({ OPENRIG_PORT: srv.url.split(':')[2] });
    writeFileSync(t.home.activityEndpoint, JSON.stringify({ baseUrl: 'http://127.0.0.1:1', token: 'file-token' }), {
      mode: 0o600,
    });
    const r2 = await runAsync(CLAUDE_BUNDLE, 'claude', t.env, t.project, body('cc-fake-Stop.01.json')).done;
    assert.is(r2.code, 0);
    assert.is(r2.stderr, '');
    assert.is(srv.got[1]?.auth, 'Bearer file-token', 'only the missing token came from the file');
  } finally {
    srv.close();
  }
});

test('relay failures: 401, refused, an endpoint that never answers (cut at 1.5 s) → one advisory, exit 0, empty stdout', async () => {
  const unauthorized = await server(() => 401);
  const hang = await server(() => 'hang');
  try {
    const cases: [string, RegExp][] = [
      [unauthorized.url, /relay to http:\/\/127\.0\.0\.1:\d+ failed: HTTP 401/],
      ['http://127.0.0.1:1', /relay to http:\/\/127\.0\.0\.1:1 failed: .*ECONNREFUSED/],
      [hang.url, /failed: no answer within 1500 ms/],
    ];
    for (const [url, advisory] of cases) {
      const s = seat({ OPENRIG_URL: url, OPENRIG_ACTIVITY_HOOK_TOKEN: 'SECRET-TOKEN' });
      const r = await runAsync(CLAUDE_BUNDLE, 'claude', s.env, s.project, body('cc-fake-Stop.01.json')).done;
      assert.is(r.code, 0, url);
      assert.is(r.stdout, '');
      assert.match(r.stderr, advisory);
      assert.is(r.stderr.trim().split('\n').length, 1, 'one advisory line');
      assert.not.ok(r.stderr.includes('SECRET-TOKEN'), 'the token is never printed');
      assert.ok(r.ms < 3500, `${url}: ${r.ms} ms`);
      assert.is(s.doc()?.activity.state, 'idle');
    }
    // no token anywhere: skipped with one advisory
    const s = seat({ OPENRIG_URL: unauthorized.url });
    const r = run(CLAUDE_BUNDLE, 'claude', body('cc-fake-Stop.01.json'), s.env, s.project);
    assert.match(r.stderr, /^seat-events: relay skipped: no activity hook token\n$/);
    assert.is(s.doc()?.activity.state, 'idle');
  } finally {
    unauthorized.close();
    hang.close();
  }
});

test('200 spawned runs of random bodies (both bundles): exit 0, empty stdout, every record valid', async () => {
  const rnd = rng(77);
  const s = seat();
  const jobs: { stdin: string; bundle: string; runtime: string }[] = Array.from({ length: 200 }, (_, i) => ({
    stdin: randomBody(rnd),
    bundle: i % 2 ? CODEX_BUNDLE : CLAUDE_BUNDLE,
    runtime: i % 2 ? 'codex' : 'claude',
  }));
  let next = 0;
  const bad: string[] = [];
  const worker = async () => {
    while (next < jobs.length) {
      const j = jobs[next++]!;
      const r = await runAsync(j.bundle, j.runtime, s.env, s.project, j.stdin).done;
      if (r.code !== 0 || r.stdout !== '' || /degraded/.test(r.stderr))
        bad.push(`${r.code} ${JSON.stringify(r.stdout)} ${r.stderr} ← ${j.stdin.slice(0, 120)}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  assert.equal(bad, []);
  if (s.doc()) assert.is(s.doc().schema, 'seat-hooks');
});

test('50 concurrent runs for one seat, started in a known order, finishing out of order: the last started wins', async () => {
  const s = seat();
  // The start order is made certain, not assumed: a preload (test code, through NODE_OPTIONS)
  // writes a byte to fd 3 once Node runs, and the next run is spawned 15 ms after that byte. A
  // run's seq is its process start, so seq order = start order even on a loaded machine (20 ms
  // apart blind was not: a delayed process start swapped two runs).
  const preload = join(s.dir, 'started.cjs');
  writeFileSync(preload, "try { require('node:fs').writeSync(3, 'x'); } catch {}\n");
  const env = { ...s.env, NODE_OPTIONS: `--require ${preload}` };
  const runs: ReturnType<typeof runAsync>[] = [];
  // Each group of three gets its input in reverse start order once its last member started: the
  // newest of a group has its input first and finishes first, while the next group is starting.
  // (Holding all fifty until the last started would outlast a run's stop: on a loaded 2-CPU
  // machine starting fifty processes took 12 s.)
  const GROUP = 3;
  for (let i = 0; i < 50; i++) {
    const r = runAsync(CLAUDE_BUNDLE, 'claude', env, s.project, undefined, true);
    await new Promise((ok) => r.child.stdio[3]!.once('data', ok));
    runs.push(r);
    await new Promise((ok) => setTimeout(ok, 15));
    if (i % GROUP === GROUP - 1 || i === 49) {
      const group: number[] = [];
      for (let j = i; j > i - GROUP && j >= 0 && !runs[j]!.child.stdin!.writableEnded; j--) group.push(j);
      const feed = (j: number) =>
        runs[j]!.child.stdin!.end(body('cc-plugin-UserPromptSubmit.01.json', { prompt: `prompt ${j}` }));
      // The newest of the group alone first, to its end: it finishes before the older ones even have
      // their input, so every group adds an inversion whatever the machine's load (a count of
      // inversions left to the scheduler fell to 6 at load 30).
      feed(group[0]!);
      await runs[group[0]!]!.done;
      for (const j of group.slice(1)) feed(j);
    }
  }
  const results = await Promise.all(runs.map((r) => r.done));
  // Runs append without a lock: every one is recorded, none gives way.
  const recorded: number[] = [];
  results.forEach((r, i) => {
    assert.is(r.code, 0, r.stderr);
    assert.is(r.stdout, '');
    assert.is(r.stderr, '');
    recorded.push(i);
  });
  const late = results.filter((r, i) => i > 0 && r.endedAt < results[i - 1]!.endedAt).length;
  assert.ok(late >= 16, `runs finished out of start order (${late} inversions)`);
  const doc = s.doc();
  assert.equal(
    doc.prompts.map((p: { hash: string }) => p.hash),
    recorded.slice(-8).map((i) => promptHash(`prompt ${i}`)),
    'the eight newest by start, in start order, none lost',
  );
  assert.is(doc.lastHook.seq, doc.prompts[7].seq, 'the last started is the newest record');
  assert.is(doc.activity.seq, doc.prompts[7].seq);
});

test.run();
