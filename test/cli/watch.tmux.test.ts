// rig watch in a real terminal: tmux runs the built `rig watch` at 80×24 and 200×50 against seats
// driven by the scripted composer and a real daemon; keys go in with send-keys and frames come back
// with capture-pane. Covers the order (a seat showing a menu first), moving, help, `s` end to end
// through rig send (the outcome line is rig send's own), `a` running `rig seat answer` with the
// right arguments (through a stub entry, OPENRIG_WATCH_RIG_ENTRY), colour and NO_COLOR, and q.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness, setMode, type Harness, type TestSeat } from '../delivery/send-harness.js';
import { privateTmux, tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { rig, RIG_BUNDLE } from '../helpers/cli.js';

const available = tmuxAvailable() && existsSync(RIG_BUNDLE);
let h: Harness;
let menuSeat: TestSeat;
let plainSeat: TestSeat;

test.before(async () => {
  if (!available) return;
  h = await harness();
  await h.startDaemon({ timing: { waitPollMs: 100 } });
  menuSeat = await h.addSeat({ name: 'zed' });
  plainSeat = await h.addSeat({ name: 'amy' });
  menuSeat.keys('C-o');
  await waitFor(() => menuSeat.state().menu, 10_000, 'the menu on zed');
});
test.after(async () => {
  if (available) await h.close();
});

/** A pane running rig watch on the harness's home; returns its pane id. */
function watchPane(name: string, size: { width: number; height: number }, env: Record<string, string> = {}): string {
  const vars = Object.entries({ OPENRIG_HOME: h.home.root, TERM: 'xterm-256color', ...env }).map(
    ([k, v]) => `${k}=${v}`,
  );
  return h.tmux.newPane(name, size, ['env', '-u', 'NO_COLOR', ...vars, process.execPath, RIG_BUNDLE, 'watch']);
}

const screen = (pane: string) => h.tmux.run('capture-pane', '-p', '-t', pane);
const lines = (pane: string) => screen(pane).split('\n');
const screenWith = (pane: string, re: RegExp, what: string) =>
  waitFor(() => (re.test(screen(pane)) ? screen(pane) : false), 30_000, what);

const t = available ? test : test.skip;
if (!available) console.log('skipped: needs tmux and the built bundle (npm run build)');

t('80×24, NO_COLOR: the seat at a menu first, every line within 80 columns, no colour', async () => {
  const pane = watchPane('w80@x', { width: 80, height: 24 }, { NO_COLOR: '1' });
  const s = await screenWith(pane, /zed@t[\s\S]*amy@t|amy@t[\s\S]*zed@t/, 'both seats on screen');
  const rows = s.split('\n');
  assert.match(rows[0]!, /^rig watch {2}2 seats · 1 need a person/);
  const zed = rows.findIndex((l) => l.includes('zed@t'));
  const amy = rows.findIndex((l) => l.includes('amy@t'));
  assert.ok(zed < amy, `the seat waiting at a menu comes first:\n${s}`);
  assert.match(rows[zed]!, /needs_input·screen/, s);
  assert.ok(rows.every((l) => l.length <= 80));
  const withEscapes = h.tmux.run('capture-pane', '-p', '-e', '-t', pane);
  assert.not.match(withEscapes, /\x1b\[(3\d|7)m/, 'NO_COLOR: no colour or reverse video');
  // q quits: the pane's only process ends, so its session goes.
  h.tmux.run('send-keys', '-t', pane, 'q');
  await waitFor(() => h.tmux.tryRun('has-session', '-t', '=w80@x').status !== 0, 30_000, 'rig watch to quit on q');
});

t('200×50 with colour: move, help, s sends through rig send and shows its outcome line', async () => {
  const pane = watchPane('w200@x', { width: 200, height: 50 });
  await screenWith(pane, /zed@t/, 'the seats');
  const withEscapes = h.tmux.run('capture-pane', '-p', '-e', '-t', pane);
  assert.match(withEscapes, /\x1b\[[0-9;]*m/, 'colour on a terminal without NO_COLOR');
  assert.ok(
    lines(pane).some((l) => l.startsWith('> zed@t')),
    'the first seat is selected',
  );
  h.tmux.run('send-keys', '-t', pane, 'Down');
  await screenWith(pane, /^> amy@t/m, 'the selection moved to amy');
  h.tmux.run('send-keys', '-t', pane, '?');
  await screenWith(pane, /Enter +go to the seat’s pane/, 'help');
  h.tmux.run('send-keys', '-t', pane, 'x');
  await screenWith(pane, /^> amy@t/m, 'help closed');
  h.tmux.run('send-keys', '-t', pane, 's');
  await screenWith(pane, /send to amy@t: /, 'the send prompt');
  h.tmux.run('send-keys', '-t', pane, '-l', 'hello from watch');
  h.tmux.run('send-keys', '-t', pane, 'Enter');
  await waitFor(
    () => plainSeat.state().submissions.some((m) => m.includes('hello from watch')),
    60_000,
    'the message in amy',
  );
  // The footer is rig send's own first line: compare with a second send by the command itself.
  const direct = await rig(['send', plainSeat.ref, 'and from the command line'], {
    ...h.env,
    OPENRIG_SESSION_NAME: 'lead@t',
  });
  assert.is(direct.code, 0, direct.stderr);
  const first = direct.stdout.split('\n')[0]!.trim();
  await waitFor(
    () => lines(pane).at(-1)!.trim() === first || lines(pane).at(-2)!.trim() === first,
    60_000,
    `the footer to read "${first}"`,
  );
  h.tmux.run('send-keys', '-t', pane, 'C-c');
  await waitFor(
    () => h.tmux.tryRun('has-session', '-t', '=w200@x').status !== 0,
    30_000,
    'rig watch to quit on Ctrl-C',
  );
});

t('a: asks a choice and a reason, then runs rig seat answer with them (stub entry)', async () => {
  const record = join(h.dir, '..', 'answer-argv.json');
  const stub = join(h.dir, '..', 'stub-rig.cjs');
  writeFileSync(
    stub,
    `require('node:fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify(process.argv.slice(2)));\nconsole.log('answered (stub)');\n`,
  );
  const pane = watchPane('wa@x', { width: 120, height: 30 }, { OPENRIG_WATCH_RIG_ENTRY: stub });
  await screenWith(pane, /^> zed@t/m, 'zed selected');
  h.tmux.run('send-keys', '-t', pane, 'a');
  await screenWith(pane, /answer zed@t: choice/, 'the choice prompt');
  h.tmux.run('send-keys', '-t', pane, '2', 'Enter');
  await screenWith(pane, /answer zed@t \(choice 2\): reason:/, 'the reason prompt');
  h.tmux.run('send-keys', '-t', pane, '-l', 'safe to run');
  h.tmux.run('send-keys', '-t', pane, 'Enter');
  await waitFor(() => existsSync(record), 30_000, 'the stub to run');
  assert.equal(JSON.parse(readFileSync(record, 'utf8')), [
    'seat',
    'answer',
    'zed@t',
    '--choice',
    '2',
    '--reason',
    'safe to run',
  ]);
  await screenWith(pane, /answered \(stub\)/, 'the outcome line');
  h.tmux.run('send-keys', '-t', pane, 'q');
  await waitFor(() => h.tmux.tryRun('has-session', '-t', '=wa@x').status !== 0, 30_000, 'quit');
});

t('a held message: the seat needs a person (n held), and h shows rig seat held-messages', async () => {
  const kept = await h.addSeat({ name: 'bob' });
  await setMode(h, kept, 'hold');
  const r = await rig(['send', kept.ref, 'keep this for later'], { ...h.env, OPENRIG_SESSION_NAME: 'lead@t' });
  assert.match(r.stderr, /^rig: held, not typed/m, r.stdout + r.stderr);
  const pane = watchPane('wh@x', { width: 120, height: 30 });
  const s = await screenWith(pane, /bob@t.*1 held/, 'bob with its held message');
  const rows = s.split('\n');
  const bob = rows.findIndex((l) => l.includes('bob@t'));
  const amy = rows.findIndex((l) => l.includes('amy@t'));
  assert.ok(bob < amy, `a seat with held messages needs a person:\n${s}`);
  // bob and zed both need a person; by ref, bob comes first and is selected.
  await screenWith(pane, /^> bob@t/m, 'bob selected');
  h.tmux.run('send-keys', '-t', pane, 'h');
  await screenWith(pane, /held messages of bob@t/, 'the held-messages overlay');
  await screenWith(pane, /keep this for later|bytes/, 'the held message listed');
  h.tmux.run('send-keys', '-t', pane, 'x');
  await screenWith(pane, /^> bob@t/m, 'back to the list');
  h.tmux.run('send-keys', '-t', pane, 'q');
  await waitFor(() => h.tmux.tryRun('has-session', '-t', '=wh@x').status !== 0, 30_000, 'quit');
});

t('Enter inside tmux: the client showing the watch switches to the seat’s pane', async () => {
  const pane = watchPane('wj@x', { width: 120, height: 30 });
  const first = /^> (\S+)/m.exec(await screenWith(pane, /^> \S+/m, 'a selected seat'))![1]!;
  // A real client: another tmux server's pane attaches to the watch's session on the seats' server.
  const outer = privateTmux();
  try {
    const term = outer.newPane('outer', { width: 120, height: 30 }, [
      'env',
      '-u',
      'TMUX',
      'tmux',
      '-S',
      h.tmux.socket,
      'attach',
      '-t',
      '=wj@x',
    ]);
    const clientSession = () => h.tmux.run('list-clients', '-F', '#{client_control_mode} #{session_name}');
    await waitFor(() => /^0 wj@x$/m.test(clientSession()), 30_000, 'the client attached to the watch');
    outer.run('send-keys', '-t', term, 'Enter');
    await waitFor(
      () => new RegExp(`^0 ${first.replace('.', '\\.')}$`, 'm').test(clientSession()),
      30_000,
      `the client on ${first}`,
    );
  } finally {
    outer.kill();
    h.tmux.tryRun('kill-session', '-t', '=wj@x');
  }
});

test.run();
