// rig seat restore and rig seat handover against a private tmux server with real panes: each seat
// runs a script that writes the arguments and environment it got (one file per occupant) and stays
// up, so what each launch path passed is read back from inside the pane.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, tempHome } from '../helpers/home.js';
import { json, rig } from '../helpers/cli.js';
import { privateTmux, tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { hookDoc, writeHookDoc } from '../helpers/hook-doc.js';
import { readSeat, type SeatRecord } from '../../lib/seat/registry.js';
import { stopDaemon } from '../../lib/daemon/start-stop.js';
import { sensorSettingsPath, type HomePaths } from '../../lib/home/paths.js';

const homes: HomePaths[] = [];
test.after(async () => {
  for (const h of homes) await stopDaemon(h, 10_000).catch(() => undefined);
});

// As if run inside another seat: the continuation must not pass these on.
process.env.OPENRIG_HANDOFF_NOTE = '/leaked/note.md';

const CLAUDE_ID = '3f2a9c1e-0d4b-4c55-9a1e-7b2f1c0d9e88';
const CODEX_ID = '019a7c10-5e2f-7a31-b0c4-9d8e7f6a5b4c';

function setup() {
  const tmux = privateTmux();
  const dir = tempDir();
  const out = join(dir, 'out');
  mkdirSync(out);
  mkdirSync(join(dir, 'project'));
  const h = tempHome();
  homes.push(h.home);
  const agent = join(dir, 'agent.sh');
  writeFileSync(
    agent,
    [
      '#!/bin/sh',
      `o="${out}/$OPENRIG_SESSION_NAME.$OPENRIG_OCCUPANT_GENERATION"`,
      'for a in "$@"; do printf "%s\\n" "$a"; done > "$o.args.tmp"',
      'env > "$o.env"',
      'mv "$o.args.tmp" "$o.args"',
      'exec sleep 600',
    ].join('\n') + '\n',
  );
  chmodSync(agent, 0o755);
  const spec = join(dir, 'rig.yaml');
  writeFileSync(
    spec,
    [
      'name: c1',
      'seats:',
      '  - name: cc',
      '    runtime: claude-code',
      '    cwd: project',
      `    command: sh ${agent}`,
      '    typingGuard: off',
      '    permissionMode: acceptEdits',
      '  - name: cx',
      '    runtime: codex',
      '    cwd: project',
      `    command: sh ${agent}`,
      '    typingGuard: off',
      '  - name: guarded',
      '    runtime: claude-code',
      '    cwd: project',
      `    command: sh ${agent}`,
      '    typingGuard: draft-aware',
    ].join('\n') + '\n',
  );
  const env = { ...h.env, OPENRIG_TMUX_SOCKET: tmux.socket, OPENRIG_TMUX_CONFIG: '/dev/null', SHELL: '/bin/sh' };
  return { tmux, dir, out, home: h.home, env, spec };
}

async function launched(out: string, rec: SeatRecord): Promise<{ args: string[]; env: Record<string, string> }> {
  const base = join(out, `${rec.name}@${rec.rig}.${rec.occupant}`);
  await waitFor(() => existsSync(`${base}.args`), 10_000, `${rec.name} args`);
  const env: Record<string, string> = {};
  for (const line of readFileSync(`${base}.env`, 'utf8').split('\n')) {
    const eq = line.indexOf('=');
    if (eq > 0) env[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return { args: readFileSync(`${base}.args`, 'utf8').split('\n').slice(0, -1), env };
}

const recordSession = (home: HomePaths, rec: SeatRecord, id: string) =>
  writeHookDoc(home, hookDoc(rec, { event: 'SessionStart', session: { id, source: 'startup' } }));

test('restore relaunches with the recorded resume id; handover starts a fresh occupant with its note', async () => {
  if (!tmuxAvailable()) {
    console.log('skipped: tmux is not installed');
    return;
  }
  const s = setup();
  const up = await rig(['up', s.spec], s.env, s.dir);
  assert.is(up.code, 0, up.stderr + up.stdout);
  const rec = (name: string) => readSeat(s.home, 'c1', name)!;
  const vendored = join(s.home.root, 'plugins', 'openrig-core');
  const project = join(s.dir, 'project');
  // Every Claude launch (fresh, restore, handover) carries the context-usage sensor's settings.
  const sensor = (r: SeatRecord) => ['--settings', sensorSettingsPath(s.home, r.nodeId)];

  // A launch with a permission mode: the flag, and the fresh launch's plugin-dir and project-dir rules.
  const first = await launched(s.out, rec('cc'));
  assert.equal(first.args, ['--permission-mode', 'acceptEdits', ...sensor(rec('cc'))]);
  assert.is(first.env.CLAUDE_CODE_PLUGIN_DIRS, vendored);
  assert.is(first.env.OPENRIG_SEAT_PROJECT_DIR, project);
  assert.is(first.env.OPENRIG_HANDOFF_NOTE, undefined, 'never inherited from the server');
  assert.equal(rec('cc').launch, { kind: 'fresh' });

  // No session id recorded yet: refused, nothing done.
  const before = rec('cc');
  const none = await rig(['seat', 'restore', 'cc@c1'], s.env, s.dir);
  assert.is(none.code, 1);
  assert.match(none.stderr, /no runtime session id is recorded for cc@c1's current occupant/);
  assert.is(rec('cc').occupant, before.occupant);

  // Claude: --resume <id>, the saved model/effort and the permission mode, same env rules.
  recordSession(s.home, before, CLAUDE_ID);
  assert.is((await rig(['seat', 'set-model', 'cc@c1', '--model', 'opus', '--effort', 'high'], s.env, s.dir)).code, 0);
  const restored = await rig(['seat', 'restore', 'cc@c1', '--json'], s.env, s.dir);
  assert.is(restored.code, 0, restored.stderr + restored.stdout);
  const rj = json(restored);
  assert.is(rj.outcome, 'relaunched');
  assert.equal(rj.launch, { kind: 'restore', resumedSession: CLAUDE_ID, model: 'opus', effort: 'high' });
  const after = rec('cc');
  assert.is.not(after.occupant, before.occupant);
  assert.is(after.nodeId, before.nodeId);
  const resumed = await launched(s.out, after);
  assert.equal(resumed.args, [
    '--resume',
    CLAUDE_ID,
    '--model',
    'opus',
    '--effort',
    'high',
    '--permission-mode',
    'acceptEdits',
    ...sensor(after),
  ]);
  assert.is(resumed.env.CLAUDE_CODE_PLUGIN_DIRS, vendored);
  assert.is(resumed.env.OPENRIG_SEAT_PROJECT_DIR, project);
  assert.is(resumed.env.OPENRIG_OCCUPANT_GENERATION, after.occupant);
  const sessions = s.tmux.run('list-sessions', '-F', '#{session_name}').trim().split('\n');
  assert.is(sessions.filter((x) => x === 'cc@c1').length, 1, 'one pane for the seat');
  const status = await rig(['seat', 'status', 'cc@c1'], s.env, s.dir);
  assert.match(status.stdout, /Saved model: opus \(effort high\) — the current occupant runs with it/);

  // Codex: the resume subcommand with the id last.
  recordSession(s.home, rec('cx'), CODEX_ID);
  const cx = await rig(['seat', 'restore', 'cx@c1'], s.env, s.dir);
  assert.is(cx.code, 0, cx.stderr + cx.stdout);
  assert.match(cx.stdout, new RegExp(`cx@c1: restored .*\\n  resumed session: ${CODEX_ID}`));
  assert.equal((await launched(s.out, rec('cx'))).args, ['resume', CODEX_ID]);

  // Handover: a fresh session (no resume), the note placed under the home and named in the first prompt.
  const note = join(s.dir, 'note.md');
  writeFileSync(note, 'Finish the parser; tests in test/parser.\n');
  const prev = rec('cc');
  recordSession(s.home, prev, CLAUDE_ID);
  const hand = await rig(['seat', 'handover', 'cc@c1', '--note', note], s.env, s.dir);
  assert.is(hand.code, 0, hand.stderr + hand.stdout);
  const succ = rec('cc');
  assert.is.not(succ.occupant, prev.occupant);
  const h = await launched(s.out, succ);
  const notePath = join(s.home.root, 'handoffs', succ.nodeId, `${succ.occupant}.md`);
  assert.equal(h.args.slice(0, -1), [
    '--model',
    'opus',
    '--effort',
    'high',
    '--permission-mode',
    'acceptEdits',
    ...sensor(succ),
  ]);
  assert.ok(h.args.at(-1)!.includes(notePath), h.args.at(-1));
  assert.not.ok(h.args.includes('--resume'));
  assert.is(h.env.OPENRIG_HANDOFF_NOTE, notePath);
  assert.is(h.env.CLAUDE_CODE_PLUGIN_DIRS, vendored);
  assert.is(h.env.OPENRIG_SEAT_PROJECT_DIR, project);
  const placed = readFileSync(notePath, 'utf8');
  assert.match(placed, /Finish the parser; tests in test\/parser\./);
  assert.match(placed, new RegExp(`Earlier occupant: ${prev.occupant} \\(runtime session ${CLAUDE_ID}\\)`));
  assert.equal(succ.launch, { kind: 'handover', model: 'opus', effort: 'high', handoffNote: notePath });

  // The typing guard's lifecycle refusal: draft-aware and an alive pane, nothing done.
  const g = rec('guarded');
  recordSession(s.home, g, CLAUDE_ID);
  for (const verb of ['restore', 'handover']) {
    const refused = await rig(['seat', verb, 'guarded@c1'], s.env, s.dir);
    assert.is(refused.code, 1);
    assert.match(
      refused.stderr,
      new RegExp(
        `guarded@c1's typing guard is draft-aware and the seat is active, so rig seat ${verb} needs an explicit switch to off`,
      ),
    );
    assert.is(rec('guarded').occupant, g.occupant);
    assert.is(s.tmux.run('display-message', '-p', '-t', g.tmux.paneId!, '#{pane_dead}').trim(), '0');
  }

  // The policy re-checked at launch: a model saved by a peer that a later choice refuses is not applied.
  await rig(['seat', 'set-model', 'cx@c1', '--model', 'gpt-5'], { ...s.env, OPENRIG_SESSION_NAME: 'cc@c1' }, s.dir);
  await rig(
    ['seat', 'set-terminal-policy', 'cx@c1', '--preset', 'no-peer-interventions', '--reason', 'my own model'],
    s.env,
    s.dir,
  );
  recordSession(s.home, rec('cx'), CODEX_ID);
  const denied = await rig(['seat', 'restore', 'cx@c1'], s.env, s.dir);
  assert.is(denied.code, 0, denied.stderr);
  assert.match(denied.stdout, /the saved model was not applied: the terminal policy now refuses it/);
  assert.equal((await launched(s.out, rec('cx'))).args, ['resume', CODEX_ID]);
});

test('rig up copies the rig default into a newly added seat only', async () => {
  if (!tmuxAvailable()) return;
  const s = setup();
  assert.is((await rig(['up', s.spec], s.env, s.dir)).code, 0);
  const set = await rig(
    [
      'seat',
      'set-terminal-policy',
      'cc@c1',
      '--preset',
      'no-peer-interventions',
      '--reason',
      'rig wide',
      '--rig-default',
    ],
    s.env,
    s.dir,
  );
  assert.is(set.code, 0, set.stderr);
  writeFileSync(
    s.spec,
    readFileSync(s.spec, 'utf8') +
      ['  - name: added', '    runtime: terminal', '    cwd: project', '    command: sleep 600', ''].join('\n'),
  );
  const again = await rig(['up', s.spec], s.env, s.dir);
  assert.is(again.code, 0, again.stderr + again.stdout);
  assert.match(
    again.stdout,
    /added@c1\s+started[^\n]*\n\s+note: its terminal interaction choice was copied from the rig default/,
  );
  const st = json(await rig(['seat', 'status', 'added@c1', '--json'], s.env, s.dir));
  assert.is(st.terminalPolicy.account, 'no-peer-interventions');
  assert.is(st.terminalPolicy.origin, 'rig-default');
  const cc = json(await rig(['seat', 'status', 'cc@c1', '--json'], s.env, s.dir));
  assert.is(cc.terminalPolicy.account, null, 'existing seats keep theirs');
});

test.run();
