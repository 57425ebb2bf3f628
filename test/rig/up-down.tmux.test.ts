// rig up / rig down against a private tmux server, with real panes: the environment is read back
// from inside each pane (each seat's command writes `env` to a file and stays up).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, tempHome } from '../helpers/home.js';
import { rig, json } from '../helpers/cli.js';
import { privateTmux, waitFor, type PrivateTmux } from '../helpers/tmux.js';
import { readSeat } from '../../lib/seat/registry.js';
import { stopDaemon } from '../../lib/daemon/start-stop.js';
import type { HomePaths } from '../../lib/home/paths.js';

// rig up starts a daemon per home; every home this file used has it stopped at the end.
const homes: HomePaths[] = [];
function trackedHome(): ReturnType<typeof tempHome> {
  const h = tempHome();
  homes.push(h.home);
  return h;
}
test.after(async () => {
  for (const h of homes) await stopDaemon(h, 10_000).catch(() => undefined);
});

// Variables the test process (and so the tmux server it starts) carries, as if `rig up` ran inside
// another seat: a seat that must not get them has to have them removed.
process.env.CLAUDE_CODE_PLUGIN_DIRS = '/leaked/from/server';
process.env.OPENRIG_SEAT_PROJECT_DIR = '/leaked/project';

interface Setup {
  tmux: PrivateTmux;
  dir: string;
  out: string;
  home: ReturnType<typeof tempHome>['home'];
  env: Record<string, string>;
  spec: string;
}

const capture = (out: string, name: string) =>
  `env > ${out}/${name}.env.tmp && mv ${out}/${name}.env.tmp ${out}/${name}.env; exec sleep 600`;

function setup(): Setup {
  const tmux = privateTmux();
  const dir = tempDir();
  const out = join(dir, 'out');
  mkdirSync(out);
  mkdirSync(join(dir, 'project-real'));
  symlinkSync(join(dir, 'project-real'), join(dir, 'project-link'));
  const { home, env: homeEnv } = trackedHome();
  const env = {
    ...homeEnv,
    OPENRIG_TMUX_SOCKET: tmux.socket,
    OPENRIG_TMUX_CONFIG: '/dev/null',
    SHELL: '/bin/sh',
    CLAUDE_CODE_PLUGIN_DIRS: '/from/launch',
  };
  const spec = join(dir, 'rig.yaml');
  writeFileSync(
    spec,
    [
      'name: t1',
      'seats:',
      '  - name: term',
      '    runtime: terminal',
      '    cwd: project-link',
      `    command: '${capture(out, 'term')}'`,
      '  - name: cc',
      '    runtime: claude-code',
      '    cwd: project-link',
      `    command: '${capture(out, 'cc')}'`,
      '    env:',
      '      CLAUDE_CODE_PLUGIN_DIRS: /own/one:/own/two',
      '      EXTRA: "semi;"',
      '  - name: cclaunch',
      '    runtime: claude-code',
      '    cwd: project-real',
      `    command: '${capture(out, 'cclaunch')}'`,
      '  - name: bare',
      '    runtime: claude-code',
      '    cwd: project-real',
      '    plugins: []',
      `    command: '${capture(out, 'bare')}'`,
      '  - name: cx',
      '    runtime: codex',
      '    cwd: project-real',
      `    command: '${capture(out, 'cx')}'`,
      '    typingGuard: sends-only',
    ].join('\n') + '\n',
  );
  return { tmux, dir, out, home, env, spec };
}

async function paneEnv(out: string, name: string): Promise<Record<string, string>> {
  const file = join(out, `${name}.env`);
  await waitFor(() => existsSync(file), 10_000, `${name}.env`);
  const vars: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const eq = line.indexOf('=');
    if (eq > 0) vars[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return vars;
}

const SEATS = ['term', 'cc', 'cclaunch', 'bare', 'cx'];

test('rig up launches each seat in its own session with the right pane environment', async () => {
  const s = setup();
  const r = await rig(['up', s.spec], s.env, s.dir);
  assert.is(r.code, 0, r.stderr + r.stdout);
  for (const seat of SEATS)
    assert.match(r.stdout, new RegExp(`${seat}@t1\\s+started\\s+pane %\\d+\\s+node n-[0-9a-f]{16}`));
  assert.match(r.stdout, `attach: tmux -S ${s.tmux.socket} attach -t '=term@t1'`);

  const sessions = s.tmux.run('list-sessions', '-F', '#{session_name}').trim().split('\n').sort();
  assert.equal(sessions, SEATS.map((n) => `${n}@t1`).sort());
  assert.is(s.tmux.run('show-options', '-w', '-v', '-t', '=term@t1:', 'remain-on-exit').trim(), 'on');

  // The control: the server itself carries the leaked values, so only their removal keeps them out.
  assert.is(
    s.tmux.run('show-environment', '-g', 'OPENRIG_SEAT_PROJECT_DIR').trim(),
    'OPENRIG_SEAT_PROJECT_DIR=/leaked/project',
  );
  const vendored = join(s.home.root, 'plugins', 'openrig-core');
  const real = join(s.dir, 'project-real');
  const rec = (name: string) => readSeat(s.home, 't1', name)!;

  const term = await paneEnv(s.out, 'term');
  assert.is(term.OPENRIG_HOME, s.home.root);
  assert.is(term.OPENRIG_SESSION_NAME, 'term@t1');
  assert.is(term.OPENRIG_NODE, rec('term').nodeId);
  assert.is(term.OPENRIG_TMUX_SOCKET, s.tmux.socket);
  assert.is(
    term.OPENRIG_SEAT_PROJECT_DIR,
    undefined,
    'a seat without the plugin gets no project dir (even one the server carries)',
  );
  assert.is(term.CLAUDE_CODE_PLUGIN_DIRS, '/from/launch', "the launching list, without OpenRig's addition");
  assert.is(term.PWD, join(s.dir, 'project-link'), 'the pane starts in the cwd as written');

  const cc = await paneEnv(s.out, 'cc');
  assert.is(cc.CLAUDE_CODE_PLUGIN_DIRS, `/own/one:/own/two:${vendored}`, 'declared list first, vendored plugin last');
  assert.is(cc.OPENRIG_SEAT_PROJECT_DIR, real, 'real path of a symlinked cwd');
  assert.is(cc.OPENRIG_SESSION_NAME, 'cc@t1');
  assert.is(cc.OPENRIG_OCCUPANT_GENERATION, rec('cc').occupant);
  assert.is(cc.EXTRA, 'semi;', 'a value ending in ";" survives tmux argument parsing');

  const launch = await paneEnv(s.out, 'cclaunch');
  assert.is(launch.CLAUDE_CODE_PLUGIN_DIRS, `/from/launch:${vendored}`);

  const bare = await paneEnv(s.out, 'bare');
  assert.is(bare.OPENRIG_SEAT_PROJECT_DIR, undefined);
  assert.is(bare.CLAUDE_CODE_PLUGIN_DIRS, '/from/launch', 'no vendored plugin for a seat that did not select it');
  assert.is(bare.OPENRIG_SESSION_NAME, 'bare@t1');

  const cx = await paneEnv(s.out, 'cx');
  assert.is(cx.OPENRIG_SEAT_PROJECT_DIR, real);
  assert.is(cx.OPENRIG_NODE, rec('cx').nodeId);
  assert.is(cx.CLAUDE_CODE_PLUGIN_DIRS, '/from/launch', 'codex seats get no Claude plugin dir');

  // Registry records.
  const ccRec = rec('cc');
  assert.is(ccRec.status, 'running');
  assert.is(ccRec.runtime, 'claude-code');
  assert.is(ccRec.projectDir, real);
  assert.is(ccRec.cwd, join(s.dir, 'project-link'));
  assert.equal(ccRec.plugins, ['openrig-core']);
  assert.equal(ccRec.envNames, ['CLAUDE_CODE_PLUGIN_DIRS', 'EXTRA']);
  assert.is(ccRec.typingGuard, 'off');
  assert.is(rec('term').typingGuard, 'sends-only');
  assert.is(rec('cx').typingGuard, 'sends-only');
  assert.equal(ccRec.tmux, {
    socket: s.tmux.socket,
    session: 'cc@t1',
    paneId: s.tmux.run('display-message', '-p', '-t', '=cc@t1:', '#{pane_id}').trim(),
  });
  assert.is(new Set(SEATS.map((n) => rec(n).nodeId)).size, SEATS.length, 'node ids are unique');

  // Home layout, plugin and topology folders.
  assert.ok(existsSync(join(vendored, '.claude-plugin', 'plugin.json')));
  for (const seat of SEATS) assert.ok(existsSync(join(s.home.root, 'topology', 'rigs', 't1', 'seats', seat)), seat);

  // ps / list / show.
  const ps = json(await rig(['ps', '--json'], s.env));
  assert.equal(
    ps.seats.map((v: any) => [v.ref, v.pane.state]),
    [
      ['bare@t1', 'alive'],
      ['cc@t1', 'alive'],
      ['cclaunch@t1', 'alive'],
      ['cx@t1', 'alive'],
      ['term@t1', 'alive'],
    ],
  );
  const shown = json(await rig(['seat', 'show', ccRec.tmux.paneId!, '--json'], s.env));
  assert.is(shown.seat.ref, 'cc@t1');
  assert.is(shown.seat.pane.currentCommand, 'sleep');
  const text = await rig(['seat', 'show', 'cc@t1'], s.env);
  assert.match(text.stdout, /pane\s+%\d+\s+alive/);
  assert.match(text.stdout, `attach: tmux -S ${s.tmux.socket} attach -t '=cc@t1'`);
  s.tmux.kill();
});

test('second rig up leaves running seats alone; down marks stopped; relaunch keeps node ids', async () => {
  const s = setup();
  assert.is((await rig(['up', s.spec], s.env, s.dir)).code, 0);
  const before = Object.fromEntries(SEATS.map((n) => [n, readSeat(s.home, 't1', n)!]));

  const again = await rig(['up', s.spec, '--json'], s.env, s.dir);
  assert.is(again.code, 0, again.stderr);
  const report = json(again);
  assert.equal(
    report.seats.map((x: any) => x.outcome),
    SEATS.map(() => 'already-running'),
  );
  for (const n of SEATS) {
    const now = readSeat(s.home, 't1', n)!;
    assert.equal(now, before[n], `${n} record untouched`);
  }
  assert.is(s.tmux.run('list-panes', '-a').trim().split('\n').length, SEATS.length, 'no extra panes');
  const text = await rig(['up', s.spec], s.env, s.dir);
  assert.match(text.stdout, /term@t1\s+already running/);

  // Down one seat, then the rest.
  const one = await rig(['down', 't1', '--seat', 'term'], s.env);
  assert.is(one.code, 0, one.stderr);
  assert.match(one.stdout, /term@t1\s+stopped/);
  assert.is(s.tmux.tryRun('has-session', '-t', '=term@t1').status, 1);
  assert.is(s.tmux.tryRun('has-session', '-t', '=cc@t1').status, 0, 'other seats keep running');
  const down = json(await rig(['down', 't1', '--json'], s.env));
  assert.equal(
    down.seats.map((x: any) => [x.seat, x.outcome]),
    [
      ['bare', 'stopped'],
      ['cc', 'stopped'],
      ['cclaunch', 'stopped'],
      ['cx', 'stopped'],
      ['term', 'already-stopped'],
    ],
  );
  assert.is(s.tmux.tryRun('list-sessions').status, 1, 'no sessions left');
  for (const n of SEATS) {
    const rec = readSeat(s.home, 't1', n)!;
    assert.is(rec.status, 'stopped', n);
    assert.ok(rec.stoppedAt, n);
    assert.is(rec.nodeId, before[n]!.nodeId);
  }
  const ps = json(await rig(['ps', '--json'], s.env));
  assert.equal(ps.seats, [], 'ps shows no stopped seat');
  const psAll = json(await rig(['ps', '--all', '--json'], s.env));
  assert.equal(
    psAll.seats.map((v: any) => [v.status, v.pane.state]),
    SEATS.map(() => ['stopped', 'missing']),
  );

  // Relaunch: same node id, new occupant, new pane.
  const up = json(await rig(['up', s.spec, '--json'], s.env, s.dir));
  assert.equal(
    up.seats.map((x: any) => x.outcome),
    SEATS.map(() => 'relaunched'),
  );
  for (const n of SEATS) {
    const rec = readSeat(s.home, 't1', n)!;
    assert.is(rec.status, 'running');
    assert.is(rec.nodeId, before[n]!.nodeId, `${n} keeps its node id`);
    assert.is.not(rec.occupant, before[n]!.occupant, `${n} has a new occupant`);
    assert.is(rec.stoppedAt, undefined);
  }
  const env = await paneEnv(s.out, 'cc');
  assert.is(env.OPENRIG_OCCUPANT_GENERATION, readSeat(s.home, 't1', 'cc')!.occupant);
  s.tmux.kill();
});

test('dead and missing panes: ps shows them; up relaunches a dead seat; a foreign session is refused', async () => {
  const tmux = privateTmux();
  const dir = tempDir();
  const { home, env: homeEnv } = trackedHome();
  const env = { ...homeEnv, OPENRIG_TMUX_SOCKET: tmux.socket, OPENRIG_TMUX_CONFIG: '/dev/null', SHELL: '/bin/sh' };
  const topo = join(dir, 'topo');
  mkdirSync(join(topo, 'rigs', 't2', 'seats', 'quitter'), { recursive: true });
  writeFileSync(join(topo, 'rigs', 't2', 'seats', 'quitter', 'LEARNED.md'), 'keep me\n');
  const spec = join(dir, 'rig.yaml');
  writeFileSync(
    spec,
    [
      'name: t2',
      'seats:',
      '  - { name: quitter, runtime: terminal, cwd: ., command: "exit 3" }',
      '  - { name: sitter, runtime: terminal, cwd: ., command: "exec sleep 600" }',
      '  - { name: taken, runtime: terminal, cwd: ., command: "exec sleep 600" }',
      '  - { name: nowhere, runtime: terminal, cwd: ./missing-folder }',
    ].join('\n') + '\n',
  );
  // Someone else's session under a seat's name.
  tmux.run('new-session', '-d', '-s', 'taken@t2', 'sleep 600');
  const upEnv = { ...env, OPENRIG_TOPOLOGY_ROOT: topo };
  const r = await rig(['up', spec], upEnv, dir);
  assert.is(r.code, 1, 'a failed seat makes rig up exit 1');
  assert.match(r.stdout, /quitter@t2\s+started/);
  // The status shows once tmux has collected it (almost always within the settle time).
  assert.match(r.stdout, /quitter@t2: note: the pane exited right away( \(status 3\))?;/);
  assert.match(r.stdout, /taken@t2\s+FAILED.*already exists and was not launched by this OpenRig home/);
  assert.match(r.stdout, /nowhere@t2\s+FAILED.*missing-folder does not exist/);
  assert.match(r.stderr, 'rig: 2 of 4 seats did not start (taken@t2, nowhere@t2)');
  assert.is(
    readFileSync(join(topo, 'rigs', 't2', 'seats', 'quitter', 'LEARNED.md'), 'utf8'),
    'keep me\n',
    'existing topology content untouched',
  );
  assert.ok(existsSync(join(topo, 'rigs', 't2', 'seats', 'sitter')));
  assert.is(readSeat(home, 't2', 'taken'), undefined, 'no record for a seat that never launched');

  const sitter = readSeat(home, 't2', 'sitter')!;
  tmux.run('kill-session', '-t', '=sitter@t2');
  const ps = json(await rig(['ps', '--json'], env));
  const states = Object.fromEntries(ps.seats.map((v: any) => [v.name, v.pane]));
  assert.is(states.quitter.state, 'dead');
  assert.is(states.quitter.deadStatus, 3);
  assert.is(states.sitter.state, 'missing');
  const table = await rig(['ps'], env);
  assert.match(table.stdout, /quitter@t2\s+terminal\s+running\s+%\d+\s+dead\(3\)/);

  // The taken session is not ours: rig up leaves it alone; the dead and missing seats relaunch.
  tmux.run('kill-session', '-t', '=taken@t2');
  writeFileSync(
    spec,
    readFileSync(spec, 'utf8')
      .replace(/ {2}- \{ name: nowhere.*\n/, '')
      .replace('"exit 3"', '"exec sleep 600"'),
  );
  const again = json(await rig(['up', spec, '--json'], upEnv, dir));
  assert.equal(
    again.seats.map((x: any) => [x.seat, x.outcome]),
    [
      ['quitter', 'relaunched'],
      ['sitter', 'relaunched'],
      ['taken', 'started'],
    ],
  );
  assert.ok(again.seats[0].warnings.some((w: string) => w.includes('previous pane had exited')));
  assert.is(readSeat(home, 't2', 'sitter')!.nodeId, sitter.nodeId);
  const after = json(await rig(['ps', '--json'], env));
  assert.equal(
    after.seats.map((v: any) => v.pane.state),
    ['alive', 'alive', 'alive'],
  );
  tmux.kill();
});

test("rig down leaves a same-named session that is not the seat's alone", async () => {
  const tmux = privateTmux();
  const dir = tempDir();
  const { home, env: homeEnv } = trackedHome();
  const env = { ...homeEnv, OPENRIG_TMUX_SOCKET: tmux.socket, OPENRIG_TMUX_CONFIG: '/dev/null', SHELL: '/bin/sh' };
  const spec = join(dir, 'rig.yaml');
  writeFileSync(spec, 'name: t3\nseats:\n  - { name: a, runtime: terminal, cwd: ., command: "exec sleep 600" }\n');
  assert.is((await rig(['up', spec], env, dir)).code, 0);
  tmux.run('kill-session', '-t', '=a@t3');
  tmux.run('new-session', '-d', '-s', 'a@t3', 'sleep 600');
  const r = await rig(['down', 't3'], env);
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /a@t3\s+left alone/, r.stdout);
  assert.is(tmux.tryRun('has-session', '-t', '=a@t3').status, 0, 'the foreign session survives');
  assert.is(readSeat(home, 't3', 'a')!.status, 'stopped');
  tmux.kill();
});

test.run();
