// The pure half of tmux control mode: encoding a command list as one line, which lists may go
// that way, reading blocks out of the stream, and which session a control client may attach to.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  commandCount,
  ControlParser,
  encodeCommandLine,
  isReadOnlyCommandList,
  isWriteOnceCommandList,
  lostReplyAction,
  pickAttachSession,
} from '../../lib/tmux/control-protocol.js';
import { retryDelayMs } from '../../lib/tmux/control-pool.js';

test('encodeCommandLine: every argument single-quoted, lone ; kept as the separator', () => {
  const table: [string[], string | null][] = [
    [['display-message', '-p', 'x'], "'display-message' '-p' 'x'"],
    [['list-panes', '-t', '=a;b:', ';', 'capture-pane', '-p'], "'list-panes' '-t' '=a;b:' ; 'capture-pane' '-p'"],
    [['display-message', '-p', "it's"], "'display-message' '-p' 'it'\\''s'"],
    [['display-message', '-p', ''], "'display-message' '-p' ''"],
    [['display-message', '-p', '#{pane_id} $HOME ~ {x} \\'], "'display-message' '-p' '#{pane_id} $HOME ~ {x} \\'"],
    [['display-message', '-p', 'a\nb'], null],
    [['display-message', '-p', 'a\rb'], null],
    [['display-message', '-p', 'a\0b'], null],
    [[], null],
  ];
  for (const [args, want] of table) assert.is(encodeCommandLine(args), want, JSON.stringify(args));
});

test('isReadOnlyCommandList and commandCount', () => {
  const table: [string[], boolean, number][] = [
    [['display-message', '-p', 'x'], true, 1],
    [['list-panes', '-t', '%1', ';', 'display-message', '-p', 'x', ';', 'capture-pane', '-p', '-e'], true, 3],
    [['capture-pane', '-p', ';', 'send-keys', '-t', '%1', 'Enter'], false, 2],
    [['paste-buffer', '-b', 'b'], false, 1],
    [['load-buffer', '-b', 'b', '/tmp/x'], false, 1],
    [['kill-server'], false, 1],
    [['display-message', '-p', 'x', ';'], false, 2], // an empty command is not a read
    [[';'], false, 2],
  ];
  for (const [args, ro, n] of table) {
    assert.is(isReadOnlyCommandList(args), ro, `read-only ${JSON.stringify(args)}`);
    assert.is(commandCount(args), n, `count ${JSON.stringify(args)}`);
  }
});

test('isWriteOnceCommandList: reads and the send’s own writes (buffer, paste, keys); nothing else', () => {
  const table: [string[], boolean][] = [
    [['display-message', '-p', 'x'], true],
    [['load-buffer', '-b', 'b', '/tmp/x', ';', 'list-buffers', '-F', '#{buffer_size}'], true],
    [['paste-buffer', '-p', '-r', '-d', '-b', 'b', '-t', '%1'], true],
    [['send-keys', '-t', '%1', 'Enter'], true],
    [['delete-buffer', '-b', 'b'], true],
    [['list-buffers', '-F', 'x'], true],
    [['kill-server'], false],
    [['new-session', '-d'], false],
    [['send-keys', '-t', '%1', 'x', ';', 'kill-session', '-t', 'a'], false],
    [['send-keys', '-t', '%1', 'x', ';'], false], // an empty command
  ];
  for (const [args, want] of table) assert.is(isWriteOnceCommandList(args), want, JSON.stringify(args));
});

test('lostReplyAction: only a read whose client ended runs again; a write never does', () => {
  const table: [boolean, 'unavailable' | 'timeout', 'process' | 'fail'][] = [
    [false, 'unavailable', 'process'],
    [false, 'timeout', 'fail'],
    [true, 'unavailable', 'fail'],
    [true, 'timeout', 'fail'],
  ];
  for (const [write, reply, want] of table) assert.is(lostReplyAction({ write, reply }), want, `${write} ${reply}`);
});

test('ControlParser: own and foreign blocks, errors, notifications, exit', () => {
  const p = new ControlParser();
  const events = p.push(
    [
      '%begin 100 5 0',
      '%end 100 5 0', // the attach, run for the client itself
      '%session-changed $0 a',
      '%begin 100 6 1',
      'hello',
      '',
      'world',
      '%end 100 6 1',
      '%window-add @3',
      '%begin 101 7 1',
      "can't find pane: %9",
      '%error 101 7 1',
      '%exit',
    ].join('\n') + '\n',
  );
  assert.equal(events, [
    { kind: 'block', ok: true, own: false, lines: [] },
    { kind: 'block', ok: true, own: true, lines: ['hello', '', 'world'] },
    { kind: 'block', ok: false, own: true, lines: ["can't find pane: %9"] },
    { kind: 'exit', reason: '' },
  ]);
});

test('ControlParser: a block ends only at its own guard; text that looks like one is output', () => {
  const p = new ControlParser();
  const events = p.push(
    ['%begin 100 8 1', '%end 100 7 1', '%end 99 8 1', '%begin 100 9 1', '%exit', '%error 100 8 0', '%end 100 8 1'].join(
      '\n',
    ) + '\n',
  );
  assert.equal(events, [
    {
      kind: 'block',
      ok: true,
      own: true,
      lines: ['%end 100 7 1', '%end 99 8 1', '%begin 100 9 1', '%exit', '%error 100 8 0'],
    },
  ]);
});

test('ControlParser: lines split anywhere across chunks', () => {
  const text = ['%begin 1 2 1', 'line one ❯ x', 'two', '%end 1 2 1', '%exit server exited'].join('\n') + '\n';
  for (let cut = 0; cut <= text.length; cut++) {
    const p = new ControlParser();
    const events = [...p.push(text.slice(0, cut)), ...p.push(text.slice(cut))];
    assert.equal(
      events,
      [
        { kind: 'block', ok: true, own: true, lines: ['line one ❯ x', 'two'] },
        { kind: 'exit', reason: 'server exited' },
      ],
      `cut at ${cut}`,
    );
  }
});

test('pickAttachSession: never a destroy-unattached session, never under exit-unattached', () => {
  const table: [string, string | null][] = [
    ['$0|0|0\n$1|0|0\n', '$0'],
    ['$0|1|0\n$4|0|0\n', '$4'],
    ['$0|on|0\n$2|off|0\n', '$2'], // tmux 3.4 prints the choice
    ['$0|keep-last|0\n', null],
    ['$0|0|1\n', null],
    ['$0|1|0\n', null],
    ['', null],
    ['garbage\n$x|0|0\n', null],
    ['$3||\n', null], // a tmux that prints no such options: unknown is not off
  ];
  for (const [listing, want] of table) assert.is(pickAttachSession(listing), want, JSON.stringify(listing));
});

test('retryDelayMs: 1 s after a failed start, doubling, never more than 60 s', () => {
  const table: [number, number][] = [
    [0, 1000],
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [6, 32_000],
    [7, 60_000],
    [50, 60_000],
  ];
  for (const [failures, ms] of table) assert.is(retryDelayMs(failures), ms, `after ${failures}`);
});

test.run();
