// The built bundles as real processes: registrations, the Codex guard through sh -c, real client
// fixtures, live in-process lookups (same bytes as `rig context get`), a hanging FIFO lookup, and
// 50 overlapping runs for one seat occupant.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { CLAUDE_BUNDLE, CODEX_BUNDLE, REPO, fixture, makeSeat } from './harness.js';
import { rig } from '../helpers/cli.js';
import { tempDir } from '../helpers/home.js';
import { listStreamItems } from '../../lib/stream/stream-log.js';
import { randomBody } from './fuzz-bodies.js';
import { END_SIGNAL } from '../../lib/hook/process-end.js';
import { constants } from 'node:os';
import { commandRunning, definitions, eventsRunning, jobsOfCommand } from '../helpers/registrations.js';

/** The shell's status for a process ended by the hook's deliberate signal. */
const END_STATUS = 128 + constants.signals[END_SIGNAL];
const END_LINE = 'ending without waiting for';

const SHAPE = /^\{"hookSpecificOutput":\{"hookEventName":"UserPromptSubmit","additionalContext":".*"\}\}$/s;
const baseEnv = () => ({ PATH: process.env.PATH, HOME: process.env.HOME });

function runBundle(
  bundle: string,
  runtime: string,
  stdin: string,
  env: Record<string, string | undefined>,
  cwd?: string,
) {
  const t = Date.now();
  const r = spawnSync(process.execPath, [bundle, '--runtime', runtime], {
    input: stdin,
    env: { ...baseEnv(), ...env },
    cwd,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - t };
}

function runAsync(
  bundle: string,
  runtime: string,
  stdin: string,
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bundle, '--runtime', runtime], {
      env: { ...baseEnv(), ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

test('registrations: refocus on Claude UPS/Stop/PostCompact, Codex UPS/PostCompact, timeout 60, never SessionStart; manifests', () => {
  // The command that runs the refocus job: refocus.cjs alone, or event-jobs.cjs beside the other
  // jobs of its event (the one-process-per-event table: test/activity/registrations.test.ts).
  assert.equal(eventsRunning('openrig-core', 'refocus'), ['PostCompact', 'Stop', 'UserPromptSubmit']);
  assert.equal(eventsRunning('codex', 'refocus'), ['PostCompact', 'UserPromptSubmit']);
  for (const plugin of ['openrig-core', 'codex'] as const) {
    const refocusing = definitions(plugin).filter((d) => jobsOfCommand(d.command).includes('refocus'));
    assert.not.ok(refocusing.some((d) => d.event === 'SessionStart'));
    // Every command that runs refocus, both runtimes, takes the hook's deliberate end by signal as
    // success, so the runtime reads the payload it wrote (lib/hook/process-end.ts); the status is the
    // shell's 128 + the signal number. The shell's own stderr goes to /dev/null (its "Alarm clock"
    // report), node's keeps fd 2.
    for (const d of refocusing) {
      assert.is(d.type, 'command');
      assert.is(d.timeout, 60, d.command);
      assert.ok(d.command.includes('exec 3>&2 2>/dev/null; (exec node '), d.command);
      assert.ok(d.command.endsWith(` 2>&3 3>&-) || [ $? -eq ${END_STATUS} ]`), d.command);
    }
  }
  assert.is(
    commandRunning('openrig-core', 'Stop', 'refocus'),
    `exec 3>&2 2>/dev/null; (exec node "\${CLAUDE_PLUGIN_ROOT}/hooks/scripts/event-jobs.cjs" --runtime claude --event Stop 2>&3 3>&-) || [ $? -eq ${END_STATUS} ]`,
  );
  const cm = JSON.parse(readFileSync(join(REPO, 'plugins/openrig-core/.claude-plugin/plugin.json'), 'utf8'));
  const xm = JSON.parse(readFileSync(join(REPO, 'plugins/codex/.codex-plugin/plugin.json'), 'utf8'));
  for (const m of [cm, xm]) {
    assert.is(m.name, 'openrig-core');
    assert.match(m.version, /^\d+\.\d+\.\d+$/);
    assert.ok(m.description);
    assert.is(m.skills, './skills');
  }
  assert.is(cm.hooks, './hooks/claude.json');
  assert.is(xm.hooks, './hooks/codex.json');
  for (const plugin of ['openrig-core', 'codex']) {
    assert.ok(existsSync(join(REPO, 'plugins', plugin, 'skills/refocusing/SKILL.md')));
    assert.not.ok(existsSync(join(REPO, 'plugins', plugin, 'skills/.keep')));
  }
  assert.ok(
    readFileSync(join(REPO, 'plugins/codex/skills/refocusing/references/refocus.md')).equals(
      readFileSync(join(REPO, 'plugins/openrig-core/skills/refocusing/references/refocus.md')),
    ),
  );
});

test('shipped default is project-neutral and self-teaching', () => {
  const text = readFileSync(join(REPO, 'plugins/openrig-core/skills/refocusing/references/refocus.md'), 'utf8');
  for (const s of [
    '# Refocus',
    '1. What is the person actually trying to get?',
    'OPENRIG_REFOCUS_CONTENT_REF',
    'OPENRIG_REFOCUS_CONTENT_FILE',
    '$OPENRIG_HOME/refocus/REFOCUS.md',
    'openrig-onboarding-01.md',
    'openrig-onboarding-02.md',
    'refocusing',
    'OPENRIG_REFOCUS_TREES',
    'OPENRIG_REFOCUS_DEPTH',
  ]) {
    assert.ok(text.includes(s), s);
  }
  assert.not.match(text, /\/(Users|home|private|var|opt)\//);
  assert.not.match(text, /qitem-|release-\d|@[a-z]+-rig/);
  const skill = readFileSync(join(REPO, 'plugins/openrig-core/skills/refocusing/SKILL.md'), 'utf8');
  assert.match(skill, /^---\nname: refocusing\ndescription: \S/);
});

test('Codex guard: the codex.json command exits 0 before running anything without both variables', () => {
  const dir = tempDir();
  // A stand-in `node` first on PATH records whether the command got past its guard.
  mkdirSync(join(dir, 'bin'));
  const log = join(dir, 'ran.log');
  writeFileSync(join(dir, 'bin', 'node'), `#!/bin/sh\necho "$@" >> "${log}"\n`, { mode: 0o755 });
  const nodeId = 'n-0123456789abcdef';
  const ran: Record<string, string> = {
    UserPromptSubmit: '/plug/hooks/scripts/event-jobs.cjs --runtime codex --event UserPromptSubmit\n',
    PostCompact: '/plug/hooks/scripts/refocus.cjs --runtime codex\n',
  };
  for (const event of ['UserPromptSubmit', 'PostCompact']) {
    const command = commandRunning('codex', event, 'refocus');
    const cases: [Record<string, string>, boolean][] = [
      [{}, false],
      [{ OPENRIG_SEAT_PROJECT_DIR: dir }, false],
      [{ OPENRIG_NODE: nodeId }, false],
      [{ OPENRIG_SEAT_PROJECT_DIR: '', OPENRIG_NODE: nodeId }, false],
      [{ OPENRIG_SEAT_PROJECT_DIR: dir, OPENRIG_NODE: '' }, false],
      [{ OPENRIG_SEAT_PROJECT_DIR: dir, OPENRIG_NODE: nodeId }, true],
    ];
    for (const [env, runs] of cases) {
      writeFileSync(log, '');
      const r = spawnSync('sh', ['-c', command], {
        env: { PATH: `${join(dir, 'bin')}:${process.env.PATH}`, CLAUDE_PLUGIN_ROOT: '/plug', ...env },
        input: '{}',
        encoding: 'utf8',
      });
      assert.is(r.status, 0, JSON.stringify(env));
      assert.is(readFileSync(log, 'utf8'), runs ? ran[event] : '', JSON.stringify(env));
    }
  }
  // with the real node and bundle: prints the exact shape
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const command = commandRunning('codex', 'UserPromptSubmit', 'refocus');
  const input = JSON.stringify({ ...fixture('cx-plugin-UserPromptSubmit.01.json'), transcript_path: seat.transcript });
  const r = spawnSync('sh', ['-c', command], {
    cwd: seat.dir,
    input,
    encoding: 'utf8',
    env: {
      ...baseEnv(),
      ...seat.env,
      CLAUDE_PLUGIN_ROOT: join(REPO, 'plugins/codex'),
      OPENRIG_SEAT_PROJECT_DIR: seat.dir,
      OPENRIG_NODE: nodeId,
      PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
    },
  });
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, SHAPE);
});

test('real client fixtures through both bundles: exit 0; only UserPromptSubmit prints', () => {
  for (const [bundle, runtime, names] of [
    [
      CLAUDE_BUNDLE,
      'claude',
      [
        'cc-plugin-UserPromptSubmit.01.json',
        'cc-fake-Stop.01.json',
        'cc-fake-PostCompact.01.json',
        'cc-fake-SessionStart.04.json',
        'cc-settings-SessionStart.01.json',
      ],
    ],
    [
      CODEX_BUNDLE,
      'codex',
      [
        'cx-plugin-UserPromptSubmit.01.json',
        'cx-fake-Stop.01.json',
        'cx-fake-PostCompact.01.json',
        'cx-fake-SessionStart.01.json',
      ],
    ],
  ] as const) {
    const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
    for (const name of names) {
      const input: Record<string, unknown> = { ...fixture(name), transcript_path: seat.transcript };
      const r = runBundle(bundle, runtime, JSON.stringify(input), seat.env);
      assert.is(r.code, 0, `${name}: ${r.stderr}`);
      if (input.hook_event_name === 'UserPromptSubmit') assert.match(r.stdout, SHAPE, name);
      else assert.is(r.stdout, '', name);
    }
  }
});

test('stdin read from fd 0: a multi-chunk pipe, a regular file, /dev/null, and an oversized input', () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const base = { ...fixture('cc-plugin-UserPromptSubmit.01.json'), transcript_path: seat.transcript };
  // 1.5 MB of prompt: many reads of the 64 KB buffer, the event still recognised at the end.
  const big = JSON.stringify({ ...base, prompt: 'x'.repeat(1_500_000) });
  const piped = runBundle(CLAUDE_BUNDLE, 'claude', big, seat.env);
  assert.is(piped.code, 0, piped.stderr);
  assert.match(piped.stdout, SHAPE);
  // A regular file as stdin (a shell redirect).
  const file = join(tempDir(), 'input.json');
  writeFileSync(file, JSON.stringify(base));
  const redirected = spawnSync(
    'sh',
    ['-c', `exec "${process.execPath}" "${CLAUDE_BUNDLE}" --runtime claude < "${file}"`],
    { env: { ...baseEnv(), ...seat.env }, encoding: 'utf8', timeout: 30_000 },
  );
  assert.is(redirected.status, 0, redirected.stderr);
  assert.match(redirected.stdout, SHAPE);
  // /dev/null is a character device, like a terminal: no input, nothing printed, no wait.
  const t = Date.now();
  const empty = spawnSync(process.execPath, [CLAUDE_BUNDLE, '--runtime', 'claude'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...baseEnv(), ...seat.env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  assert.is(empty.status, 0, empty.stderr);
  assert.is(empty.stdout, '');
  assert.ok(Date.now() - t < 5000, 'no stdin wait');
  // Over 8 MiB: one advisory, nothing delivered.
  const huge = runBundle(
    CLAUDE_BUNDLE,
    'claude',
    JSON.stringify({ ...base, prompt: 'y'.repeat(9 * 1024 * 1024) }),
    seat.env,
  );
  assert.is(huge.code, 0);
  assert.is(huge.stdout, '');
  assert.match(huge.stderr, /hook input exceeds 8388608 bytes; ignored/);
});

test('stdin held open: a whole object is used at once; half an object waits for the rest', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const body = JSON.stringify({ ...fixture('cc-plugin-UserPromptSubmit.01.json'), transcript_path: seat.transcript });
  const run = (write: (stdin: NodeJS.WritableStream) => void) =>
    new Promise<{ code: number | null; stdout: string; ms: number }>((resolve) => {
      const t = Date.now();
      const child = spawn(process.execPath, [CLAUDE_BUNDLE, '--runtime', 'claude'], {
        env: { ...baseEnv(), ...seat.env },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      child.stdout.on('data', (d) => {
        stdout += d;
      });
      child.on('close', (code) => resolve({ code, stdout, ms: Date.now() - t }));
      write(child.stdin);
    });
  // The writer never closes its end: the hook does not wait for an end that never comes.
  const open = await run((stdin) => stdin.write(`${body}\n`));
  assert.is(open.code, 0);
  assert.match(open.stdout, SHAPE);
  assert.ok(open.ms < 5000, `answered without waiting for the end of input (${open.ms} ms)`);
  // Half an object, the rest 300 ms later: the hook reads on and delivers on the whole.
  const cut = body.indexOf('"hook_event_name"');
  const split = await run((stdin) => {
    stdin.write(body.slice(0, cut));
    setTimeout(() => stdin.end(body.slice(cut)), 300);
  });
  assert.is(split.code, 0);
  assert.match(split.stdout, SHAPE);
  assert.ok(split.ms >= 300, 'waited for the rest');
});

test('REF: the payload carries exactly the bytes of `rig context get REF` (live in-process lookups)', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const src = join(seat.dir, 'entry.md');
  const bytes = '  Orientation for this team.\n\n- keep the outcome in view\t\n\n';
  writeFileSync(src, bytes);
  const add = await rig(['context', 'add', 'team/orient', src], seat.env);
  assert.is(add.code, 0, add.stderr);
  const get = await rig(['context', 'get', 'team/orient'], seat.env);
  assert.is(get.code, 0, get.stderr);
  const r = runBundle(
    CLAUDE_BUNDLE,
    'claude',
    JSON.stringify({
      session_id: 's',
      transcript_path: seat.transcript,
      hook_event_name: 'UserPromptSubmit',
      prompt: 'x',
    }),
    { ...seat.env, OPENRIG_REFOCUS_CONTENT_REF: 'team/orient' },
  );
  const payload: string = JSON.parse(r.stdout).hookSpecificOutput.additionalContext;
  assert.ok(payload.endsWith(`REFOCUS CONTENT SOURCE: OPENRIG_REFOCUS_CONTENT_REF=team/orient\n\n${get.stdout}`));
  assert.is(get.stdout, bytes);
});

test('a FIFO context entry and a FIFO content file end promptly as reported failures; exit 0', () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const ctxRoot = join(seat.home.root, 'context', 'team');
  mkdirSync(ctxRoot, { recursive: true });
  execFileSync('mkfifo', [join(ctxRoot, 'hang.md')]);
  const fifoFile = join(seat.dir, 'content.fifo');
  execFileSync('mkfifo', [fifoFile]);
  const input = JSON.stringify({
    session_id: 's',
    transcript_path: seat.transcript,
    hook_event_name: 'UserPromptSubmit',
    prompt: 'x',
  });
  const r = runBundle(CLAUDE_BUNDLE, 'claude', input, { ...seat.env, OPENRIG_REFOCUS_CONTENT_REF: 'team/hang' });
  assert.is(r.code, 0);
  assert.ok(r.ms < 4000, `took ${r.ms}`);
  assert.match(JSON.parse(r.stdout).hookSpecificOutput.additionalContext, /^REFOCUS CONTENT REF FAILED: team\/hang — /);
  const f = runBundle(CLAUDE_BUNDLE, 'claude', input, { ...seat.env, OPENRIG_REFOCUS_CONTENT_FILE: fifoFile });
  assert.is(f.code, 0);
  assert.ok(f.ms < 4000, `took ${f.ms}`);
  assert.match(JSON.parse(f.stdout).hookSpecificOutput.additionalContext, '# Refocus');
});

test('a FIFO LEARNED.md in the trace is a reported gap, never a blocked open; the process exits 0 promptly', () => {
  // The trace reads LEARNED.md files; a topology root whose seat LEARNED.md is a FIFO with no writer.
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const topo = join(seat.dir, 'topology');
  const seatDir = join(topo, 'rigs', 'test-rig', 'seats', 'dev');
  mkdirSync(seatDir, { recursive: true });
  execFileSync('mkfifo', [join(seatDir, 'LEARNED.md')]);
  const input = JSON.stringify({
    session_id: 's',
    transcript_path: seat.transcript,
    hook_event_name: 'UserPromptSubmit',
    prompt: 'x',
  });
  const r = runBundle(CLAUDE_BUNDLE, 'claude', input, {
    ...seat.env,
    OPENRIG_TOPOLOGY_ROOT: topo,
    OPENRIG_REFOCUS_TREES: 'topology',
  });
  assert.is(r.code, 0, r.stderr);
  assert.ok(r.ms < 4000, `took ${r.ms}`);
  assert.match(r.stdout, SHAPE);
  const payload: string = JSON.parse(r.stdout).hookSpecificOutput.additionalContext;
  assert.ok(
    payload.includes(`TRACE GAP — unreadable file ${join(seatDir, 'LEARNED.md')}: not a regular file`),
    payload,
  );
  assert.not.match(payload, /cut at its/);
  // The failed attempt stays due: the next prompt tries again.
  const state = JSON.parse(
    readFileSync(join(seat.home.refocus, readdirSync(seat.home.refocus).find((n) => n.endsWith('__s.json'))!), 'utf8'),
  );
  assert.ok(state.pendingOn, JSON.stringify(state));
  console.log(`figure: FIFO LEARNED.md fire exited in ${r.ms} ms`);
});

test('the process exits right after writing output and state, though a cut lookup left a timer pending; control: without the exit it stays', () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const input = JSON.stringify({
    session_id: 's',
    transcript_path: seat.transcript,
    hook_event_name: 'UserPromptSubmit',
    prompt: 'x',
  });
  const child = join(REPO, 'test', 'refocus', 'pending-child.ts');
  const run = (mode: string[], timeout: number) => {
    const t = Date.now();
    const r = spawnSync(process.execPath, ['--import', 'tsx', child, ...mode], {
      input,
      env: { ...baseEnv(), ...seat.env },
      cwd: REPO,
      encoding: 'utf8',
      timeout,
    });
    return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - t };
  };
  const r = run([], 30_000);
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, SHAPE);
  assert.match(
    JSON.parse(r.stdout).hookSpecificOutput.additionalContext,
    /TRACE GAP — trace cut at its \d+ ms deadline/,
    r.stdout,
  );
  assert.ok(seat.state('s')?.pendingOn, 'state written: the cut attempt stays due');
  assert.ok(r.ms < 15_000, `took ${r.ms}`);
  console.log(`figure: process with a pending lookup exited ${r.ms} ms after spawn (trace cap 2000 ms)`);
  const c = run(['control'], r.ms + 5000);
  assert.match(c.stdout, SHAPE);
  assert.is(c.code, null, 'control: the pending timer keeps a process without the explicit exit alive');
  assert.is(c.signal, 'SIGTERM');
});

test('three failed spawned fires emit one issue item visible in `rig stream list --tag refocus`', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  const input = JSON.stringify({
    session_id: 's',
    transcript_path: seat.transcript,
    hook_event_name: 'UserPromptSubmit',
    prompt: 'x',
  });
  for (let i = 0; i < 4; i++)
    runBundle(CLAUDE_BUNDLE, 'claude', input, { ...seat.env, OPENRIG_REFOCUS_CONTENT_REF: 'no/such' });
  const items = listStreamItems(seat.home, { tag: 'refocus' });
  assert.is(items.length, 1);
  assert.equal(items[0]!.hintTags, ['issue', 'refocus']);
  const list = await rig(['stream', 'list', '--tag', 'refocus', '--json'], seat.env);
  assert.is(list.code, 0, list.stderr);
  assert.match(list.stdout, items[0]!.id);
});

test('50 concurrent spawned runs mixing UserPromptSubmit and PostCompact: one delivery per due episode, no PostCompact lost', async () => {
  const seat = makeSeat();
  const ups = JSON.stringify({
    session_id: 'occ',
    transcript_path: seat.transcript,
    hook_event_name: 'UserPromptSubmit',
    prompt: 'x',
  });
  const pc = JSON.stringify({ session_id: 'occ', transcript_path: seat.transcript, hook_event_name: 'PostCompact' });
  // A generous budget: 50 Node starts on a loaded machine must not turn into cut (failed) attempts.
  const env = {
    ...seat.env,
    OPENRIG_REFOCUS_TREES: 'topology',
    OPENRIG_TOPOLOGY_ROOT: topologyTree(seat.dir),
    OPENRIG_REFOCUS_BUDGET_MS: '52000',
  };
  runBundle(CODEX_BUNDLE, 'codex', ups, env); // baseline
  const runs: Promise<{ kind: string; r: { code: number | null; stdout: string } }>[] = [];
  for (let i = 0; i < 50; i++) {
    const kind = i % 5 === 0 ? 'pc' : 'ups';
    runs.push(runAsync(CODEX_BUNDLE, 'codex', kind === 'pc' ? pc : ups, env).then((r) => ({ kind, r })));
  }
  const results = await Promise.all(runs);
  assert.ok(results.every((x) => x.r.code === 0));
  const deliveries = results.filter((x) => x.r.stdout !== '').length;
  const state = JSON.parse(readFileSync(join(seat.home.refocus, 'dev@test-rig__occ.json'), 'utf8'));
  // Every PostCompact is either delivered by a later prompt or still pending: never lost, never doubled.
  const after = runBundle(CODEX_BUNDLE, 'codex', ups, env);
  const totalDeliveries = deliveries + (after.stdout ? 1 : 0);
  // How many land during the burst depends on scheduling (every PostCompact may finish after the
  // last prompt); what must hold is at most one per PostCompact, and at least one in the end.
  assert.ok(deliveries <= 10, `deliveries ${deliveries}`);
  assert.ok(totalDeliveries >= 1, `deliveries ${deliveries} during, ${totalDeliveries} in all`);
  for (const x of results.filter((y) => y.r.stdout)) {
    const p: string = JSON.parse(x.r.stdout).hookSpecificOutput.additionalContext;
    assert.ok(p.startsWith('REFOCUS (just compacted'), p.slice(0, 80));
    assert.not.ok(
      p.includes('TRACE GAP —'),
      p
        .split('\n')
        .filter((l) => l.includes('GAP'))
        .join(' | '),
    );
  }
  assert.is(x0(results.filter((y) => y.kind === 'pc' && y.r.stdout !== '')), 0, 'PostCompact never prints');
  assert.ok(
    state.pendingOn === 'PostCompact' ? after.stdout !== '' : after.stdout === '',
    `pending ${state.pendingOn}`,
  );
  console.log(
    `figure: 50 concurrent runs (10 PostCompact, 40 prompts) → ${deliveries} deliveries during, ${totalDeliveries} total, final pending ${state.pendingOn ?? 'none'}`,
  );
});

test('few hundred spawned random bodies per runtime: exit 0 and stdout empty or the exact shape', async () => {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const seat = makeSeat({ OPENRIG_REFOCUS_TREES: 'topology' });
  const env = { ...seat.env, OPENRIG_TOPOLOGY_ROOT: topologyTree(seat.dir) };
  const bodies: string[] = [];
  for (let i = 0; i < 100; i++) bodies.push(randomBody(rnd, seat.transcript));
  let printed = 0;
  let signalled = 0;
  for (const [bundle, runtime] of [
    [CLAUDE_BUNDLE, 'claude'],
    [CODEX_BUNDLE, 'codex'],
  ] as const) {
    for (let i = 0; i < bodies.length; i += 10) {
      // every fourth body on demand, so the printing path is exercised too
      const batch = await Promise.all(
        bodies
          .slice(i, i + 10)
          .map((b, j) => runAsync(bundle, runtime, b, (i + j) % 4 === 0 ? { ...env, OPENRIG_REFOCUS_NOW: '1' } : env)),
      );
      printed += batch.filter((r) => r.stdout !== '').length;
      for (const r of batch) {
        // Exit 0, or, when a cut left a call on the pool (a loaded machine), the deliberate end after
        // the output was written, which the registrations map to 0.
        if (r.code !== 0) {
          assert.ok(r.signal === END_SIGNAL && r.stderr.includes(END_LINE), `${r.code} ${r.signal} ${r.stderr}`);
          signalled++;
        }
        assert.ok(r.stdout === '' || SHAPE.test(r.stdout), r.stdout.slice(0, 200));
      }
    }
  }
  assert.ok(printed > 0);
  console.log(
    `figure: 200 spawned random bodies → ${200 - signalled} exit 0, ${signalled} by the end signal, ${printed} printed the exact shape`,
  );
});

const x0 = (a: unknown[]) => a.length;

function topologyTree(dir: string): string {
  const topo = join(dir, 'topology');
  mkdirSync(join(topo, 'rigs', 'test-rig', 'seats', 'dev'), { recursive: true });
  writeFileSync(join(topo, 'LEARNED.md'), 'root learned\n');
  writeFileSync(join(topo, 'rigs', 'test-rig', 'seats', 'dev', 'LEARNED.md'), 'seat learned\n');
  return topo;
}

test.run();
