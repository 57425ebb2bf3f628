// Pure table tests: pane environment composition, the pane's argv, tmux argument escaping,
// and the liveness match of a record against a server's pane list.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { composePaneEnv, declaredPluginDirs, type PaneEnvInput } from '../../lib/rig/pane-env.js';
import { escapeTmuxArg, execCommand, newSessionArgs, paneArgv } from '../../lib/rig/pane-command.js';
import { parsePaneLines, seatLiveState, type ServerPanes } from '../../lib/rig/liveness.js';
import { selectsCorePlugin, seatCommand, userShell } from '../../lib/seat/defaults.js';
import { RESERVED_ENV_KEYS } from '../../lib/seat/pane-vars.js';

const VENDORED = '/h/plugins/openrig-core';
const base: PaneEnvInput = {
  seat: 'lead',
  rig: 'prod',
  runtime: 'claude-code',
  plugins: ['openrig-core'],
  nodeId: 'n-0123456789abcdef',
  occupant: 'o-fedcba9876543210',
  homeRoot: '/h',
  vendoredPluginDir: VENDORED,
  projectDir: '/real/project',
  specEnv: {},
  launchingEnv: {},
  tmuxSocket: '/s/tmux.sock',
};

test('identity variables are set for every seat', () => {
  for (const runtime of ['claude-code', 'codex', 'terminal'] as const) {
    const { set } = composePaneEnv({ ...base, runtime, plugins: [] });
    assert.is(set.OPENRIG_HOME, '/h');
    assert.is(set.OPENRIG_SESSION_NAME, 'lead@prod');
    assert.is(set.OPENRIG_NODE, 'n-0123456789abcdef');
    assert.is(set.OPENRIG_NODE_ID, 'n-0123456789abcdef');
    assert.is(set.OPENRIG_RUNTIME, runtime);
    assert.is(set.OPENRIG_OCCUPANT_GENERATION, 'o-fedcba9876543210');
    assert.is(set.OPENRIG_TMUX_SOCKET, '/s/tmux.sock');
  }
});

// [case, input changes, expected CLAUDE_CODE_PLUGIN_DIRS (undefined = unset), expected project dir]
const CASES: [string, Partial<PaneEnvInput>, string | undefined, string | undefined][] = [
  ['claude + core, no declared list', {}, VENDORED, '/real/project'],
  [
    'claude + core, list from spec env comes first',
    { specEnv: { CLAUDE_CODE_PLUGIN_DIRS: '/a:/b' } },
    `/a:/b:${VENDORED}`,
    '/real/project',
  ],
  [
    'claude + core, list from launching env comes first',
    { launchingEnv: { CLAUDE_CODE_PLUGIN_DIRS: '/l' } },
    `/l:${VENDORED}`,
    '/real/project',
  ],
  [
    'spec env wins over launching env',
    { specEnv: { CLAUDE_CODE_PLUGIN_DIRS: '/s' }, launchingEnv: { CLAUDE_CODE_PLUGIN_DIRS: '/l' } },
    `/s:${VENDORED}`,
    '/real/project',
  ],
  [
    'vendored dir already declared moves to the end once',
    { launchingEnv: { CLAUDE_CODE_PLUGIN_DIRS: `${VENDORED}/:/x::` } },
    `/x:${VENDORED}`,
    '/real/project',
  ],
  ['qualified plugin name selects core', { plugins: ['shared:openrig-core'] }, VENDORED, '/real/project'],
  ['claude without core: no additions', { plugins: [] }, undefined, undefined],
  [
    'claude without core keeps its own list, minus the vendored dir',
    { plugins: ['other'], launchingEnv: { CLAUDE_CODE_PLUGIN_DIRS: `/mine:${VENDORED}` } },
    '/mine',
    undefined,
  ],
  ['codex + core: project dir, no plugin dirs', { runtime: 'codex' }, undefined, '/real/project'],
  ['terminal without plugins: none of the additions', { runtime: 'terminal', plugins: [] }, undefined, undefined],
  [
    'terminal that selects core gets the project dir only',
    { runtime: 'terminal', plugins: ['openrig-core'] },
    undefined,
    '/real/project',
  ],
];

for (const [name, change, dirs, projectDir] of CASES) {
  test(`pane env: ${name}`, () => {
    const { set, unset } = composePaneEnv({ ...base, ...change });
    assert.is(set.CLAUDE_CODE_PLUGIN_DIRS, dirs);
    assert.is(unset.includes('CLAUDE_CODE_PLUGIN_DIRS'), dirs === undefined, 'unset when not set');
    assert.is(set.OPENRIG_SEAT_PROJECT_DIR, projectDir);
    assert.is(
      unset.includes('OPENRIG_SEAT_PROJECT_DIR'),
      projectDir === undefined,
      'project dir unset when not selected',
    );
  });
}

test('spec env is passed through and comes first; default server unsets OPENRIG_TMUX_SOCKET', () => {
  const { set, unset } = composePaneEnv({ ...base, specEnv: { ZED: '1', ALPHA: 'two words' }, tmuxSocket: null });
  assert.equal(Object.keys(set).slice(0, 2), ['ZED', 'ALPHA']);
  assert.is(set.ALPHA, 'two words');
  assert.is(set.OPENRIG_TMUX_SOCKET, undefined);
  assert.ok(unset.includes('OPENRIG_TMUX_SOCKET'));
});

test('declaredPluginDirs drops empties and the vendored folder in any spelling', () => {
  assert.equal(declaredPluginDirs(undefined, VENDORED), []);
  assert.equal(declaredPluginDirs('', VENDORED), []);
  assert.equal(declaredPluginDirs(`:/a:${VENDORED}:/h/plugins/../plugins/openrig-core:rel`, VENDORED), ['/a', 'rel']);
});

test('selectsCorePlugin, default commands and shell', () => {
  assert.ok(selectsCorePlugin(['openrig-core']));
  assert.ok(selectsCorePlugin(['x', 'shared:openrig-core']));
  assert.not.ok(selectsCorePlugin(['openrig-core-extra', 'my-openrig-core']));
  assert.not.ok(selectsCorePlugin([]));
  assert.is(seatCommand('claude-code', undefined, {}), 'claude');
  assert.is(seatCommand('codex', undefined, {}), 'codex');
  assert.is(seatCommand('terminal', undefined, { SHELL: '/bin/zsh' }), '/bin/zsh');
  assert.is(seatCommand('terminal', 'htop', { SHELL: '/bin/zsh' }), 'htop');
  assert.is(userShell({}), '/bin/sh');
  assert.is(userShell({ SHELL: 'zsh' }), '/bin/sh', 'a relative SHELL is not trusted');
});

test('escapeTmuxArg keeps a trailing ";" from being read as a command separator', () => {
  const table: [string, string][] = [
    ['plain', 'plain'],
    ['a;', 'a\\;'],
    ['a\\;', 'a\\\\;'],
    [';', '\\;'],
    ['a;b', 'a;b'],
    ['', ''],
  ];
  for (const [input, out] of table) assert.is(escapeTmuxArg(input), out, input);
});

test('paneArgv: interactive shell or sh -c (exec for one simple command), behind env -u when something must go', () => {
  assert.equal(paneArgv({ command: '/bin/zsh', interactiveShell: true, unset: [] }), ['/bin/zsh']);
  assert.equal(paneArgv({ command: 'claude --x', interactiveShell: false, unset: [] }), [
    '/bin/sh',
    '-c',
    'exec claude --x',
  ]);
  assert.equal(paneArgv({ command: 'codex', interactiveShell: false, unset: ['A', 'B'] }), [
    '/usr/bin/env',
    '-u',
    'A',
    '-u',
    'B',
    '/bin/sh',
    '-c',
    'exec codex',
  ]);
});

test("execCommand: one simple command is exec'd (the pane's process is the agent); lists, pipelines and compounds are left whole", () => {
  const table: [string, string][] = [
    ['claude', 'exec claude'],
    ['claude --model x "a; b"', 'exec claude --model x "a; b"'],
    ["codex 'a|b' 2>>log", "exec codex 'a|b' 2>>log"],
    ['/opt/bin/claude $ARGS', 'exec /opt/bin/claude $ARGS'],
    ['cd x && claude', 'cd x && claude'],
    ['claude; echo done', 'claude; echo done'],
    ['claude | tee log', 'claude | tee log'],
    ['claude &', 'claude &'],
    ['claude\necho', 'claude\necho'],
    ['FOO=1 claude', 'FOO=1 claude'],
    ['exec claude', 'exec claude'],
    ['exit 3', 'exit 3'],
    ['cd /w', 'cd /w'],
    ['. ./env.sh', '. ./env.sh'],
    ['if true; then claude; fi', 'if true; then claude; fi'],
    ['(claude)', '(claude)'],
    ['{ claude; }', '{ claude; }'],
    ['claude $(cat args)', 'claude $(cat args)'],
    ['claude `cat args`', 'claude `cat args`'],
    ['claude "unclosed', 'claude "unclosed'],
    ['  ', '  '],
  ];
  for (const [input, out] of table) assert.is(execCommand(input), out, JSON.stringify(input));
});

test('newSessionArgs: exact session, pane id printed, env as -e, remain-on-exit in the same call', () => {
  const args = newSessionArgs({
    session: 'a@r',
    cwd: '/w',
    env: { set: { K: 'v;' }, unset: [] },
    argv: ['/bin/sh', '-c', 'echo hi;'],
    occupant: 'o-1',
  });
  assert.equal(args, [
    'new-session',
    '-d',
    '-s',
    'a@r',
    '-c',
    '/w',
    '-P',
    '-F',
    '#{pane_id}',
    '-e',
    'K=v\\;',
    '--',
    '/bin/sh',
    '-c',
    'echo hi\\;',
    ';',
    'set-option',
    '-w',
    '-t',
    '=a@r:',
    'remain-on-exit',
    'on',
    ';',
    'set-option',
    '-t',
    '=a@r:',
    '@openrig_occupant',
    'o-1',
  ]);
});

test('parsePaneLines reads the fixed fields, then session name up to the first ":" and the command', () => {
  const panes = parsePaneLines(
    '%1 d0 s p123 oo-1 a@r:bash\n%2 d1 s3 p o odd name:sh -c x:y\n%3 d0 s p9 o s@r:\n%4 d1 s p o dying@r:\nbroken line\n\n',
  );
  assert.equal(panes, [
    { session: 'a@r', paneId: '%1', dead: false, pid: 123, occupant: 'o-1', currentCommand: 'bash' },
    { session: 'odd name', paneId: '%2', dead: true, deadStatus: 3, currentCommand: 'sh -c x:y' },
    { session: 's@r', paneId: '%3', dead: false, pid: 9, currentCommand: '' },
    { session: 'dying@r', paneId: '%4', dead: true, currentCommand: '' },
  ]);
});

test('seatLiveState: alive, dead, missing and unknown', () => {
  const server: ServerPanes = {
    ok: true,
    panes: [
      { session: 'a@r', paneId: '%1', dead: false, occupant: 'o-a', currentCommand: 'bash' },
      { session: 'b@r', paneId: '%2', dead: true, deadStatus: 1, currentCommand: '' },
      { session: 'c@r', paneId: '%9', dead: false, currentCommand: 'bash' },
    ],
  };
  const table: [{ session: string; paneId?: string; occupant?: string }, ServerPanes, string][] = [
    [{ session: 'a@r', paneId: '%1' }, server, 'alive'],
    [{ session: 'b@r', paneId: '%2' }, server, 'dead'],
    [{ session: 'gone@r', paneId: '%3' }, server, 'missing'],
    [{ session: 'c@r', paneId: '%4' }, server, 'missing'],
    [{ session: 'a@r' }, server, 'unknown'],
    [{ session: 'a@r', paneId: '%1', occupant: 'o-a' }, server, 'alive'],
    [{ session: 'a@r', paneId: '%1', occupant: 'o-other' }, server, 'missing'],
    [{ session: 'c@r', paneId: '%9', occupant: 'o-a' }, server, 'missing'],
    [{ session: 'a@r', paneId: '%1' }, { ok: false, noServer: true, error: 'no server' }, 'missing'],
    [{ session: 'a@r', paneId: '%1' }, { ok: false, noServer: false, error: 'permission denied' }, 'unknown'],
  ];
  for (const [seat, s, state] of table) assert.is(seatLiveState(seat, s).state, state, JSON.stringify(seat));
  assert.match(seatLiveState({ session: 'c@r', paneId: '%4' }, server).detail ?? '', 'other panes (%9)');
});

test('every variable OpenRig sets or unsets in a pane is reserved from the spec, except the plugin list it merges', () => {
  const seen = new Set<string>();
  for (const runtime of ['claude-code', 'codex', 'terminal'] as const) {
    for (const plugins of [[], ['openrig-core']]) {
      for (const tmuxSocket of [null, '/s/tmux.sock']) {
        const { set, unset } = composePaneEnv({ ...base, runtime, plugins, tmuxSocket });
        for (const k of [...Object.keys(set), ...unset]) seen.add(k);
      }
    }
  }
  seen.delete('CLAUDE_CODE_PLUGIN_DIRS');
  for (const k of seen) assert.ok(RESERVED_ENV_KEYS.includes(k), `${k} is set by OpenRig but a spec may set it`);
  assert.ok(seen.size >= 8);
});

test.run();
