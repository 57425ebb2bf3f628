// One exit code per kind of failure, the same in every command: a file that cannot be read is a
// refusal (1: nothing was tried), a wrong command line is usage (2).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rig } from '../helpers/cli.js';
import { tempDir, tempHome } from '../helpers/home.js';
import { addSeat } from '../helpers/seat.js';
import { EXIT_CODES } from '../../lib/cli/errors.js';

const th = tempHome();
const missing = join(tempDir(), 'no-such-file.txt');
/** A well-formed queue id no row has. */
const NO_ROW = 'q-20260101000000-0000000a';

await addSeat(th.home, { name: 'alice', rig: 'r', runtime: 'terminal', cwd: th.dir });

test('the mapping: usage is 2, every refusal kind is 1, the rest have codes of their own', () => {
  assert.is(EXIT_CODES.usage, 2);
  for (const kind of ['refused', 'unreadable', 'notDelivered'] as const) assert.is(EXIT_CODES[kind], 1, kind);
  const own = [
    EXIT_CODES.daemonUnavailable,
    EXIT_CODES.held,
    EXIT_CODES.indeterminate,
    EXIT_CODES.notIdle,
    EXIT_CODES.internal,
  ];
  assert.is(new Set([0, 1, 2, ...own]).size, 8, 'distinct from ok, refused, usage and each other');
});

const UNREADABLE: [string, string[]][] = [
  ['send --body-file', ['send', 'alice@r', '--body-file', missing]],
  [
    'queue create --body-file',
    ['queue', 'create', '--destination', 'alice@r', '--summary', 's', '--body-file', missing],
  ],
  ['queue handoff --body-file', ['queue', 'handoff', NO_ROW, '--to', 'alice@r', '--body-file', missing]],
  ['context add FILE', ['context', 'add', 'team/x', missing]],
  ['composer read --capture', ['composer', 'read', '--capture', missing, '--cursor', '0,0', '--size', '80x24']],
];

for (const [name, argv] of UNREADABLE) {
  test(`an unreadable file is refused alike (exit 1): ${name}`, async () => {
    const r = await rig(argv, { ...th.env, OPENRIG_CONTEXT_ROOT: tempDir() });
    assert.is(r.code, EXIT_CODES.unreadable, r.stderr);
    assert.match(r.stderr, /^rig: cannot read .*ENOENT/);
  });
}

// A folder where a file is wanted is unreadable too (EISDIR), the same in each command that reads one.
const folder = tempDir();
const FOLDER_AS_FILE: [string, string[]][] = [
  ['send --body-file', ['send', 'alice@r', '--body-file', folder]],
  [
    'queue create --body-file',
    ['queue', 'create', '--destination', 'alice@r', '--summary', 's', '--body-file', folder],
  ],
  ['context add FILE', ['context', 'add', 'team/x', folder]],
];

for (const [name, argv] of FOLDER_AS_FILE) {
  test(`a folder given as a file is refused as unreadable (exit 1): ${name}`, async () => {
    const r = await rig(argv, { ...th.env, OPENRIG_CONTEXT_ROOT: tempDir() });
    assert.is(r.code, EXIT_CODES.unreadable, r.stderr);
    assert.match(r.stderr, /^rig: cannot read .*EISDIR/);
  });
}

test('a body file over the bound is usage (exit 2), found before it is read: send --body-file', async () => {
  const big = join(tempDir(), 'big.txt');
  writeFileSync(big, 'x'.repeat(1024 * 1024 + 1));
  const r = await rig(['send', 'alice@r', '--body-file', big], th.env);
  assert.is(r.code, EXIT_CODES.usage, r.stderr);
  assert.match(r.stderr, /^rig: --body-file .*big\.txt is larger than 1 MiB — send a shorter message/);
});

// A wrong command line is found before any file is read: the parse step checks every argv-only
// rule, so a bad value beside an unreadable body file is usage (2), not the file's refusal (1).
const BAD_ARGV_WITH_UNREADABLE_FILE: [string, string[]][] = [
  [
    'queue create --destination',
    ['queue', 'create', '--destination', 'bad ref!', '--summary', 'x', '--body-file', missing],
  ],
  [
    'queue create --summary',
    ['queue', 'create', '--destination', 'alice@r', '--summary', 'a\nb', '--body-file', missing],
  ],
  [
    'queue create --priority',
    ['queue', 'create', '--destination', 'alice@r', '--summary', 'x', '--priority', 'soon', '--body-file', missing],
  ],
  [
    'queue create --tag',
    ['queue', 'create', '--destination', 'alice@r', '--summary', 'x', '--tag', 'bad tag', '--body-file', missing],
  ],
  [
    'queue create --source',
    ['queue', 'create', '--destination', 'alice@r', '--summary', 'x', '--source', 'nobody', '--body-file', missing],
  ],
  ['queue handoff ID', ['queue', 'handoff', 'q-none', '--to', 'alice@r', '--body-file', missing]],
  ['queue handoff --to', ['queue', 'handoff', NO_ROW, '--to', 'bad ref!', '--body-file', missing]],
  ['queue handoff --note', ['queue', 'handoff', NO_ROW, '--to', 'alice@r', '--note', ' ', '--body-file', missing]],
  [
    'queue handoff --summary',
    ['queue', 'handoff', NO_ROW, '--to', 'alice@r', '--summary', 'a\nb', '--body-file', missing],
  ],
  [
    'queue handoff --tag',
    ['queue', 'handoff', NO_ROW, '--to', 'alice@r', '--tag', 'mission:..', '--body-file', missing],
  ],
];

for (const [name, argv] of BAD_ARGV_WITH_UNREADABLE_FILE) {
  test(`a bad argument is usage (exit 2) even beside an unreadable file: ${name}`, async () => {
    const r = await rig(argv, th.env);
    assert.is(r.code, EXIT_CODES.usage, r.stderr);
    assert.match(r.stderr, /^rig: invalid /);
    assert.not.match(r.stderr, /cannot read/);
  });
}

test.run();
