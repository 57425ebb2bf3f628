// Rig spec parsing and validation: table tests on the pure parser, plus the CLI's error shape.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRigSpec, RigSpecError, type RigSpec } from '../../lib/rig/spec.js';
import { DEMO_RIG_SPEC } from '../../lib/demo/demo-rig.js';
import { tempDir, tempHome } from '../helpers/home.js';
import { rig, REPO } from '../helpers/cli.js';

const OPTS = { file: 'rig.yaml', baseDir: '/specs', homeDir: '/home/u' };
const parse = (text: string): RigSpec => parseRigSpec(text, OPTS);

function problems(text: string): string[] {
  try {
    parse(text);
  } catch (err) {
    if (err instanceof RigSpecError) return err.lines();
    throw err;
  }
  throw new Error('expected the spec to be refused');
}

test('a minimal spec gets the documented defaults per runtime', () => {
  const spec = parse(
    [
      'name: demo',
      'seats:',
      '  - { name: lead, runtime: claude-code, cwd: work }',
      '  - { name: rev, runtime: codex, cwd: ~/src }',
      '  - { name: sh, runtime: terminal, cwd: /abs/path/ }',
    ].join('\n'),
  );
  assert.is(spec.name, 'demo');
  assert.is(spec.file, 'rig.yaml');
  const [lead, rev, sh] = spec.seats;
  assert.equal(lead, {
    name: 'lead',
    runtime: 'claude-code',
    cwd: '/specs/work',
    plugins: ['openrig-core'],
    env: {},
    roleFiles: [],
    typingGuard: 'off',
  });
  assert.equal(rev, {
    name: 'rev',
    runtime: 'codex',
    cwd: '/home/u/src',
    plugins: ['openrig-core'],
    env: {},
    roleFiles: [],
    typingGuard: 'off',
  });
  assert.equal(sh, {
    name: 'sh',
    runtime: 'terminal',
    cwd: '/abs/path',
    plugins: [],
    env: {},
    roleFiles: [],
    typingGuard: 'sends-only',
  });
});

test('every optional field is read and typed', () => {
  const spec = parse(
    [
      'name: r1',
      'seats:',
      '  - name: a',
      '    runtime: claude-code',
      '    cwd: .',
      '    command: "my-claude --flag"',
      '    plugins: [shared:openrig-core, other]',
      '    env: { A: x, PORT: 8080, DEBUG: true, CLAUDE_CODE_PLUGIN_DIRS: /p1 }',
      '    role: [roles/a.md, /etc/b.md]',
      '    typingGuard: draft-aware',
      '  - name: b',
      '    runtime: terminal',
      '    cwd: b',
      '    role: one.md',
      '    plugins: []',
      '    typingGuard: off',
    ].join('\n'),
  );
  const [a, b] = spec.seats;
  assert.is(a!.command, 'my-claude --flag');
  assert.equal(a!.plugins, ['shared:openrig-core', 'other']);
  assert.equal(a!.env, { A: 'x', PORT: '8080', DEBUG: 'true', CLAUDE_CODE_PLUGIN_DIRS: '/p1' });
  assert.equal(a!.roleFiles, ['/specs/roles/a.md', '/etc/b.md']);
  assert.is(a!.typingGuard, 'draft-aware');
  assert.equal(b!.roleFiles, ['/specs/one.md']);
  assert.equal(b!.plugins, []);
  assert.is(b!.typingGuard, 'off');
});

// [spec text, expected "file:line:col: message" fragment]
const BAD: [string, string, string][] = [
  ['unknown top-level key', 'name: r\nseets: []\n', 'rig.yaml:2:1: unknown key "seets" in the rig'],
  [
    'unknown seat key',
    'name: r\nseats:\n  - name: a\n    runtime: terminal\n    cwd: .\n    comand: x\n',
    'rig.yaml:6:5: unknown key "comand"',
  ],
  [
    'case-only typo gets a hint',
    'name: r\nseats:\n  - name: a\n    runtime: terminal\n    cwd: .\n    typingguard: off\n',
    '(did you mean "typingGuard"?)',
  ],
  ['duplicate key', 'name: r\nname: s\nseats: []\n', 'rig.yaml:2:1: Map keys must be unique'],
  [
    'duplicate seat key',
    'name: r\nseats:\n  - name: a\n    runtime: terminal\n    runtime: codex\n    cwd: .\n',
    'rig.yaml:5:5: Map keys must be unique',
  ],
  [
    'wrong type: name is a number',
    'name: 12\nseats:\n  - {name: a, runtime: terminal, cwd: .}\n',
    'rig.yaml:1:7: "name" must be text; found a number (12)',
  ],
  [
    'wrong type: seats is a mapping',
    'name: r\nseats:\n  a: 1\n',
    'rig.yaml:3:3: "seats" must be a list of seats; found a mapping',
  ],
  [
    'wrong type: plugins is text',
    'name: r\nseats:\n  - name: a\n    runtime: codex\n    cwd: .\n    plugins: openrig-core\n',
    'rig.yaml:6:14: "plugins" must be a list',
  ],
  [
    'wrong type: env value is a list',
    'name: r\nseats:\n  - name: a\n    runtime: codex\n    cwd: .\n    env:\n      A: [1]\n',
    'rig.yaml:7:10: env A must be text, a number or a boolean; found a list',
  ],
  [
    'wrong type: empty command',
    'name: r\nseats:\n  - name: a\n    runtime: codex\n    cwd: .\n    command:\n',
    '"command" must be text; found null',
  ],
  [
    'bad runtime',
    'name: r\nseats:\n  - name: a\n    runtime: claude\n    cwd: .\n',
    'rig.yaml:4:14: "runtime" must be one of claude-code, codex, terminal; found "claude"',
  ],
  [
    'bad typing guard',
    'name: r\nseats:\n  - name: a\n    runtime: codex\n    cwd: .\n    typingGuard: maybe\n',
    'rig.yaml:6:18: "typingGuard" must be one of off, draft-aware',
  ],
  [
    'missing runtime',
    'name: r\nseats:\n  - name: a\n    cwd: .\n',
    'rig.yaml:3:5: seat seats[0] is missing the required key "runtime"',
  ],
  ['missing seats', 'name: r\n', 'rig.yaml:1:1: the rig is missing the required key "seats"'],
  ['empty seats', 'name: r\nseats: []\n', 'rig.yaml:2:8: "seats" is empty'],
  [
    'seat name with ..',
    'name: r\nseats:\n  - {name: "a..b", runtime: codex, cwd: .}\n',
    'rig.yaml:3:12: seat name "a..b" is not a valid name: ".." is not allowed',
  ],
  [
    'seat name with /',
    'name: r\nseats:\n  - {name: "a/b", runtime: codex, cwd: .}\n',
    'path separators are not allowed',
  ],
  [
    'rig name with a dot',
    'name: r.x\nseats:\n  - {name: a, runtime: codex, cwd: .}\n',
    'rig.yaml:1:7: rig name "r.x" is not a valid name: "." is not allowed',
  ],
  [
    'seat name with a control character',
    'name: r\nseats:\n  - {name: "a\\tb", runtime: codex, cwd: .}\n',
    'control characters are not allowed',
  ],
  [
    'seat name used twice',
    'name: r\nseats:\n  - {name: a, runtime: codex, cwd: .}\n  - {name: a, runtime: terminal, cwd: .}\n',
    'rig.yaml:4:12: seat name "a" is used twice',
  ],
  [
    'reserved env name',
    'name: r\nseats:\n  - name: a\n    runtime: codex\n    cwd: .\n    env: { OPENRIG_NODE: x }\n',
    'rig.yaml:6:12: env name OPENRIG_NODE is set by OpenRig',
  ],
  [
    'invalid env name',
    'name: r\nseats:\n  - name: a\n    runtime: codex\n    cwd: .\n    env: { "1A": x }\n',
    'env name "1A" is not valid',
  ],
  ['alias', 'name: &n r\nseats:\n  - {name: *n, runtime: codex, cwd: .}\n', 'Alias resolution is disabled'],
  ['syntax error', 'name: [r\nseats: x\n', 'rig.yaml:2:'],
  ['tab indentation', 'name: r\nseats:\n\t- x\n', 'rig.yaml:3:1:'],
  ['not a mapping', '- a\n- b\n', 'rig.yaml:1:1: the spec must be a mapping with name and seats; found a list'],
  ['empty file', '# nothing here\n', 'the spec is empty'],
  ['two documents', 'name: r\n---\nname: s\n', 'rig.yaml:2:1: Source contains multiple documents'],
];

for (const [what, text, expected] of BAD) {
  test(`refused: ${what}`, () => {
    const lines = problems(text);
    assert.ok(
      lines.some((l) => l.includes(expected)),
      `expected ${JSON.stringify(expected)} in:\n${lines.join('\n')}`,
    );
    for (const l of lines) assert.match(l, /^rig\.yaml:\d+:\d+: /);
  });
}

test('several problems are all reported, each with its own position', () => {
  const lines = problems(
    'name: r\nseats:\n  - name: a\n    runtime: nope\n    cwd: .\n    extra: 1\n  - name: b\n    runtime: terminal\n',
  );
  assert.equal(lines, [
    'rig.yaml:6:5: unknown key "extra" in seat seats[0] (known keys: name, runtime, cwd, command, plugins, env, role, typingGuard, permissionMode)',
    'rig.yaml:4:14: "runtime" must be one of claude-code, codex, terminal; found "nope"',
    'rig.yaml:7:5: seat seats[1] is missing the required key "cwd"',
  ]);
});

test('the embedded demo spec parses and examples/demo-rig.yaml is an exact copy', () => {
  const spec = parse(DEMO_RIG_SPEC);
  assert.equal(
    spec.seats.map((s) => [s.name, s.runtime, s.typingGuard]),
    [
      ['alpha', 'terminal', 'sends-only'],
      ['beta', 'terminal', 'sends-only'],
      ['agent', 'claude-code', 'off'],
    ],
  );
  // The scripted agent seat refocuses at its first prompt (the demo shows it).
  assert.equal(spec.seats[2]!.env, { OPENRIG_REFOCUS_NOW: '1' });
  assert.is(readFileSync(join(REPO, 'examples', 'demo-rig.yaml'), 'utf8'), DEMO_RIG_SPEC);
});

test('examples/rig.yaml is a valid spec', () => {
  const spec = parseRigSpec(readFileSync(join(REPO, 'examples', 'rig.yaml'), 'utf8'), {
    file: 'examples/rig.yaml',
    baseDir: '/x',
    homeDir: '/home/u',
  });
  assert.equal(
    spec.seats.map((s) => s.runtime),
    ['claude-code', 'codex', 'terminal'],
  );
  assert.is(spec.seats[0]!.env.CLAUDE_CODE_PLUGIN_DIRS, '~/my-claude-plugins');
});

test('rig up with a bad spec exits 2 and names file:line:column for every problem', async () => {
  const dir = tempDir();
  const file = join(dir, 'bad.yaml');
  writeFileSync(file, 'name: r\nseats:\n  - name: a\n    runtime: bash\n    cwd: .\n    colour: red\n');
  const { env } = tempHome();
  const r = await rig(['up', file], env);
  assert.is(r.code, 2, r.stderr);
  assert.is(r.stdout, '');
  assert.ok(
    r.stderr.includes(`rig: ${file}:4:14: "runtime" must be one of claude-code, codex, terminal; found "bash"`),
    r.stderr,
  );
  assert.ok(r.stderr.includes(`rig: invalid rig spec: ${file}:6:5: unknown key "colour"`), r.stderr);
  assert.ok(r.stderr.includes('(and 1 more problem above) — fix the spec'), r.stderr);
});

test('rig up with a missing spec file exits 2 and says so', async () => {
  const { env } = tempHome();
  const r = await rig(['up', '/nonexistent/rig.yaml'], env);
  assert.is(r.code, 2);
  assert.match(r.stderr, 'rig: cannot read rig spec /nonexistent/rig.yaml: no such file');
});

test.run();
