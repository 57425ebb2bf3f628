// rig version's pure decisions: the version in each tool's answer, what a failed or hung lookup
// reads as, tested or not against lib/seat/tested-clients.ts, and the printed lines.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  parseToolVersion,
  readClient,
  readTool,
  versionLine,
  versionLines,
  type ToolProbe,
  type VersionReport,
  type VersionTool,
} from '../../lib/cli/version-report.js';
import { TESTED_CLIENT_SETS, testedVersions } from '../../lib/seat/tested-clients.js';
import type { BoundedOutcome } from '../../lib/util/run-bounded.js';

const { pinned, newest } = TESTED_CLIENT_SETS;

test('parseToolVersion: the answers the real programs give, and ones without a version', () => {
  const cases: [VersionTool, string, string | undefined][] = [
    ['tmux', 'tmux 3.3a\n', '3.3a'],
    ['tmux', 'tmux next-3.5\n', 'next-3.5'],
    ['tmux', 'tmux: unknown option -- V\n', undefined],
    ['claude', '2.1.328 (Claude Code)\n', '2.1.328'],
    ['claude', 'v2.2.0\n', '2.2.0'],
    ['codex', 'codex-cli 0.169.0\n', '0.169.0'],
    ['codex', 'WARNING: proceeding\ncodex-cli 0.170.0-alpha.3\n', '0.170.0-alpha.3'],
    ['codex', 'codex-cli\n', undefined],
    ['claude', 'error 1.2\n', undefined],
    ['claude', 'build 12.0.1x\n', undefined],
    ['claude', '', undefined],
  ];
  for (const [tool, text, want] of cases)
    assert.is(parseToolVersion(tool, text), want, `${tool}: ${JSON.stringify(text)}`);
});

const exited = (
  stdout: string,
  code: number | null = 0,
  stderr = '',
  signal: string | null = null,
): BoundedOutcome => ({
  kind: 'exited',
  code,
  signal,
  stdout,
  stderr,
  cut: false,
});

test('readTool: found, missing, failed, hung, failing exit, no version in the answer', () => {
  const at = '/bin/x';
  const cases: [string, ToolProbe, { version: string | null; problem: string | null; found: boolean }][] = [
    ['answers', { path: at, outcome: exited('tmux 3.3a\n') }, { found: true, version: '3.3a', problem: null }],
    [
      'answers on stderr',
      { path: at, outcome: exited('', 0, 'tmux 3.4\n') },
      { found: true, version: '3.4', problem: null },
    ],
    ['not on PATH', {}, { found: false, version: null, problem: null }],
    ['not run', { path: at }, { found: true, version: null, problem: 'not run' }],
    [
      'could not start',
      { path: at, outcome: { kind: 'failed', message: 'EACCES' } },
      { found: true, version: null, problem: 'could not run it: EACCES' },
    ],
    [
      'hung',
      { path: at, outcome: { kind: 'timeout', stdout: 'tmux 3.3a\n', stderr: '' } },
      { found: true, version: null, problem: 'no answer within 2.5 s' },
    ],
    [
      'exit 1',
      { path: at, outcome: exited('tmux 3.3a\n', 1) },
      { found: true, version: null, problem: 'exited with 1' },
    ],
    [
      'killed',
      { path: at, outcome: exited('', null, '', 'SIGTERM') },
      { found: true, version: null, problem: 'ended by SIGTERM' },
    ],
    [
      'no version',
      { path: at, outcome: exited('usage: tmux\n') },
      { found: true, version: null, problem: 'its answer names no version' },
    ],
  ];
  for (const [label, probe, want] of cases) {
    const r = readTool('tmux', probe, 2500);
    assert.equal({ found: r.found, version: r.version, problem: r.problem }, want, label);
    assert.is(r.path, probe.path ?? null, label);
  }
});

test('readClient: tested in the sets that list the build, not tested otherwise, unknown when no build is known', () => {
  const claude = (stdout: string) => readClient('claude', { path: '/c', outcome: exited(stdout) }, 5000);
  assert.equal(
    [claude(`${pinned.claude} (Claude Code)\n`).tested, claude(`${pinned.claude} (Claude Code)\n`).tested_in],
    [true, pinned.claude === newest.claude ? ['pinned', 'newest'] : ['pinned']],
  );
  assert.equal(claude(`${newest.claude} (Claude Code)\n`).tested_in, ['newest']);
  const other = claude('9.9.9 (Claude Code)\n');
  assert.equal([other.tested, other.tested_in, other.tested_versions], [false, [], testedVersions('claude')]);
  assert.is(claude('garbled\n').tested, null);
  assert.is(readClient('codex', {}, 5000).tested, null);
  // The codex list is codex's own: a claude build number does not count for it.
  assert.is(readClient('codex', { path: '/x', outcome: exited(`codex-cli ${pinned.claude}\n`) }, 5000).tested, false);
});

test('versionLine: the --version line, with a package.json that cannot be read', () => {
  assert.is(versionLine('0.1.0'), 'openrig 0.1.0');
  assert.is(versionLine(undefined), 'openrig unknown (package.json not found)');
});

test('versionLines: one line per thing, names in a column, each client tested or not', () => {
  const report: VersionReport = {
    openrig: '0.1.0',
    node: '20.20.2',
    tmux: readTool('tmux', { path: '/usr/bin/tmux', outcome: exited('tmux 3.3a\n') }, 5000),
    claude: readClient('claude', { path: '/c/claude', outcome: { kind: 'timeout', stdout: '', stderr: '' } }, 5000),
    codex: readClient('codex', { path: '/c/codex', outcome: exited(`codex-cli ${pinned.codex}\n`) }, 5000),
  };
  assert.equal(versionLines(report), [
    'openrig  0.1.0',
    'node     20.20.2',
    'tmux     3.3a  /usr/bin/tmux',
    'claude   unknown (no answer within 5 s)  /c/claude',
    `codex    ${pinned.codex}  tested (pinned)  /c/codex`,
  ]);
  const untested = versionLines({
    ...report,
    claude: readClient('claude', {}, 5000),
    codex: readClient('codex', { path: '/c/codex', outcome: exited('codex-cli 9.0.0\n') }, 5000),
  });
  assert.is(untested[3], 'claude   not found on PATH');
  assert.is(untested[4], `codex    9.0.0  not tested (tested: ${testedVersions('codex').join(', ')})  /c/codex`);
});

test.run();
