// The launch plan as a table: restore, handover, permissionMode and a saved model, per runtime, and
// how the arguments join the seat's command. Pure.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  composeCommand,
  continuationContributions,
  isSimpleCommand,
  launchArgs,
  launchEnv,
  type ContinuationInput,
} from '../../lib/rig/launch-plan.js';
import { permissionFlags, PERMISSION_MODES } from '../../lib/seat/permission-mode.js';
import { composePaneEnv, type PaneEnvInput } from '../../lib/rig/pane-env.js';

const ID = '3f2a9c1e-0d4b-4c55-9a1e-7b2f1c0d9e88';
type Row = [string, ContinuationInput, string[]];
const ROWS: Row[] = [
  ['fresh claude: nothing', { runtime: 'claude-code', kind: 'fresh' }, []],
  ['relaunch codex: nothing', { runtime: 'codex', kind: 'relaunch' }, []],
  ['restore claude', { runtime: 'claude-code', kind: 'restore', resumeId: ID }, ['--resume', ID]],
  ['restore codex: the resume subcommand', { runtime: 'codex', kind: 'restore', resumeId: ID }, ['resume', ID]],
  ['restore without an id adds nothing', { runtime: 'claude-code', kind: 'restore' }, []],
  [
    'restore claude + model + effort + permission',
    {
      runtime: 'claude-code',
      kind: 'restore',
      resumeId: ID,
      model: { model: 'opus', effort: 'high' },
      permissionMode: 'acceptEdits',
    },
    ['--resume', ID, '--model', 'opus', '--effort', 'high', '--permission-mode', 'acceptEdits'],
  ],
  [
    'restore codex + model + effort + permission: options between resume and the id',
    {
      runtime: 'codex',
      kind: 'restore',
      resumeId: ID,
      model: { model: 'gpt-5', effort: 'high' },
      permissionMode: 'plan',
    },
    [
      'resume',
      '--model',
      'gpt-5',
      '-c',
      'model_reasoning_effort="high"',
      '--sandbox',
      'read-only',
      '--ask-for-approval',
      'never',
      ID,
    ],
  ],
  [
    'relaunch claude with a model, no effort',
    { runtime: 'claude-code', kind: 'relaunch', model: { model: 'sonnet', effort: null } },
    ['--model', 'sonnet'],
  ],
  [
    'fresh codex with permissionMode bypass',
    { runtime: 'codex', kind: 'fresh', permissionMode: 'bypassPermissions' },
    ['--dangerously-bypass-approvals-and-sandbox'],
  ],
  [
    'handover claude: the prompt last',
    { runtime: 'claude-code', kind: 'handover', handoffPrompt: 'read it', model: { model: 'opus', effort: null } },
    ['--model', 'opus', 'read it'],
  ],
  [
    'handover codex: a fresh session with the prompt',
    { runtime: 'codex', kind: 'handover', handoffPrompt: 'read it' },
    ['read it'],
  ],
  [
    'terminal: never any argument',
    { runtime: 'terminal', kind: 'restore', resumeId: ID, handoffPrompt: 'x', permissionMode: 'plan' },
    [],
  ],
  ['a prompt outside a handover is ignored', { runtime: 'claude-code', kind: 'relaunch', handoffPrompt: 'x' }, []],
];

for (const [name, input, args] of ROWS)
  test(`launch args: ${name}`, () => {
    assert.equal(launchArgs(continuationContributions(input)), args);
  });

test('permissionFlags: every mode maps for claude-code and codex, none for terminal', () => {
  for (const mode of PERMISSION_MODES) {
    assert.equal(permissionFlags('claude-code', mode), ['--permission-mode', mode]);
    assert.ok(permissionFlags('codex', mode).length > 0, mode);
    assert.equal(permissionFlags('terminal', mode), []);
  }
  assert.equal(permissionFlags('codex', 'acceptEdits'), [
    '--sandbox',
    'workspace-write',
    '--ask-for-approval',
    'on-request',
  ]);
});

test('launchEnv: contributions merge in order', () => {
  assert.equal(
    launchEnv([{ source: 'a', env: { A: '1', B: '1' } }, { source: 'b', env: { B: '2' } }, { source: 'c' }]),
    { A: '1', B: '2' },
  );
});

type CmdRow = [string, string, string[], { ok: boolean; command: string }];
const CMD: CmdRow[] = [
  ['no args: unchanged, even compound', 'a && b', [], { ok: true, command: 'a && b' }],
  ['simple: appended', 'claude', ['--resume', ID], { ok: true, command: `claude --resume ${ID}` }],
  [
    'words that need quoting',
    'node /x/agent.js',
    ['--model', 'a b', "it's"],
    { ok: true, command: `node /x/agent.js --model 'a b' 'it'\\''s'` },
  ],
  ['trailing space trimmed', 'codex  ', ['resume', ID], { ok: true, command: `codex resume ${ID}` }],
  ['a list refuses args', 'env > f; exec sleep 5', ['--resume', ID], { ok: false, command: 'env > f; exec sleep 5' }],
  ['a pipeline refuses args', 'claude | tee log', ['x'], { ok: false, command: 'claude | tee log' }],
  ['leading assignment refuses args', 'FOO=1 claude', ['x'], { ok: false, command: 'FOO=1 claude' }],
];
for (const [name, base, args, want] of CMD)
  test(`composeCommand: ${name}`, () => {
    const got = composeCommand(base, args);
    assert.is(got.ok, want.ok);
    assert.is(got.command, want.command);
  });

test('isSimpleCommand', () => {
  assert.ok(isSimpleCommand('claude'));
  assert.ok(isSimpleCommand("sh '/a b/fake.sh'"));
  assert.not.ok(isSimpleCommand('a; b'));
  // An exec'd simple command stays one (the demo agent's `exec "${DEMO_NODE:-node}" …`); a list does not.
  assert.ok(isSimpleCommand('exec claude'));
  assert.not.ok(isSimpleCommand('exec claude; echo x'));
});

const PANE: PaneEnvInput = {
  seat: 'lead',
  rig: 'prod',
  runtime: 'claude-code',
  plugins: ['openrig-core'],
  nodeId: 'n-0123456789abcdef',
  occupant: 'o-fedcba9876543210',
  homeRoot: '/h',
  vendoredPluginDir: '/h/plugins/openrig-core',
  projectDir: '/real/project',
  specEnv: { CLAUDE_CODE_PLUGIN_DIRS: '/own' },
  launchingEnv: { OPENRIG_HANDOFF_NOTE: '/leaked/note.md' },
  tmuxSocket: null,
};

test("every launch kind keeps the fresh launch's plugin-dir and project-dir rules", () => {
  const fresh = composePaneEnv(PANE);
  for (const input of ROWS.map((r) => r[1]).filter((i) => i.runtime === 'claude-code')) {
    const env = composePaneEnv({ ...PANE, launchEnv: launchEnv(continuationContributions(input)) });
    assert.is(env.set.CLAUDE_CODE_PLUGIN_DIRS, '/own:/h/plugins/openrig-core');
    assert.is(env.set.OPENRIG_SEAT_PROJECT_DIR, '/real/project');
    assert.equal(env.set.CLAUDE_CODE_PLUGIN_DIRS, fresh.set.CLAUDE_CODE_PLUGIN_DIRS);
  }
});

test('a handoff note is set only by the launch that placed it, never inherited', () => {
  const none = composePaneEnv(PANE);
  assert.is(none.set.OPENRIG_HANDOFF_NOTE, undefined);
  assert.ok(none.unset.includes('OPENRIG_HANDOFF_NOTE'));
  const placed = composePaneEnv({ ...PANE, launchEnv: { OPENRIG_HANDOFF_NOTE: '/h/handoffs/n/o.md' } });
  assert.is(placed.set.OPENRIG_HANDOFF_NOTE, '/h/handoffs/n/o.md');
  assert.not.ok(placed.unset.includes('OPENRIG_HANDOFF_NOTE'));
});

test.run();
