// The tested client builds are one fact (lib/seat/tested-clients.ts): the pure lookups `rig version`
// marks a client by (docs/supported-clients.md's table is checked in tested-clients-doc.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TESTED_CLIENT_SETS, testedIn, testedVersions } from '../../lib/seat/tested-clients.js';

const { pinned, newest } = TESTED_CLIENT_SETS;

test('testedIn: the sets that tested a build', () => {
  const cases: [Parameters<typeof testedIn>, string[]][] = [
    [['claude', pinned.claude], ['pinned']],
    [['claude', newest.claude], ['newest']],
    [['codex', pinned.codex], ['pinned']],
    [['codex', newest.codex], ['newest']],
    // A client's build is never matched against the other client's list.
    [['codex', pinned.claude], []],
    [['claude', '0.0.1'], []],
    // Exact builds only: a prefix or a suffix is another build.
    [['claude', `${pinned.claude}.1`], []],
    [['claude', pinned.claude.slice(0, -1)], []],
    [['claude', ''], []],
  ];
  for (const [args, want] of cases) assert.equal(testedIn(...args), want, args.join(' '));
});

test('testedVersions: each build once, in set order', () => {
  assert.equal(testedVersions('claude'), [...new Set([pinned.claude, newest.claude])]);
  assert.equal(testedVersions('codex'), [...new Set([pinned.codex, newest.codex])]);
});

test.run();
