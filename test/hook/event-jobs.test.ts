// Which OpenRig jobs one hook event runs, per runtime (lib/hook/event-jobs.ts): the table both
// plugins' hook files follow, the order the jobs start in, and the command line that names the event.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ANSWERING_JOBS, eventOfArgv, jobsFor, runtimeOfArgv } from '../../lib/hook/event-jobs.js';

test('jobsFor: every event each runtime registers, in start order; anything else runs nothing', () => {
  const rows: [Parameters<typeof jobsFor>[0], string, string[]][] = [
    ['claude', 'SessionStart', ['seat-events']],
    ['claude', 'UserPromptSubmit', ['seat-events', 'refocus']],
    ['claude', 'PreToolUse', ['seat-events']],
    ['claude', 'PostToolUse', ['seat-events']],
    ['claude', 'Stop', ['seat-events', 'refocus']],
    ['claude', 'StopFailure', ['seat-events']],
    ['claude', 'Notification', ['seat-events']],
    ['claude', 'PermissionRequest', ['seat-events']],
    ['claude', 'SessionEnd', ['seat-events']],
    ['claude', 'PreCompact', ['compaction']],
    ['claude', 'PostCompact', ['compaction', 'refocus']],
    ['codex', 'SessionStart', ['seat-events']],
    ['codex', 'UserPromptSubmit', ['seat-events', 'refocus']],
    ['codex', 'Stop', ['seat-events']],
    ['codex', 'PermissionRequest', ['seat-events']],
    ['codex', 'PostCompact', ['refocus']],
    // Codex has no such events (or OpenRig does not register them there).
    ['codex', 'PreToolUse', []],
    ['codex', 'PreCompact', []],
    ['codex', 'StopFailure', []],
    // Unknown, misspelt or inherited names run nothing.
    ['claude', 'userpromptsubmit', []],
    ['claude', '', []],
    ['claude', 'toString', []],
    ['claude', '__proto__', []],
    ['claude', 'constructor', []],
  ];
  for (const [runtime, event, want] of rows) assert.equal([...jobsFor(runtime, event)], want, `${runtime} ${event}`);
});

test('no event runs two jobs that answer on stdout (the runtime reads one JSON object)', () => {
  assert.equal([...ANSWERING_JOBS], ['refocus']);
  for (const runtime of ['claude', 'codex'] as const)
    for (const event of ['UserPromptSubmit', 'Stop', 'PostCompact', 'SessionStart', 'PreCompact'])
      assert.ok(jobsFor(runtime, event).filter((j) => ANSWERING_JOBS.includes(j)).length <= 1, `${runtime} ${event}`);
});

test('eventOfArgv and runtimeOfArgv: the flags the registrations pass, both spellings', () => {
  const rows: [string[], string | undefined, 'claude' | 'codex'][] = [
    [['--runtime', 'claude', '--event', 'Stop'], 'Stop', 'claude'],
    [['--runtime', 'codex', '--event', 'UserPromptSubmit'], 'UserPromptSubmit', 'codex'],
    [['--runtime=codex', '--event=PostCompact'], 'PostCompact', 'codex'],
    [['--event', 'Stop', '--runtime', 'codex'], 'Stop', 'codex'],
    [['--runtime', 'claude'], undefined, 'claude'],
    [['--event'], undefined, 'claude'],
    [['--event', ''], undefined, 'claude'],
    [['--event='], undefined, 'claude'],
    [['--runtime', 'other', '--event', 'Stop'], 'Stop', 'claude'],
    [[], undefined, 'claude'],
  ];
  for (const [argv, event, runtime] of rows) {
    assert.is(eventOfArgv(argv), event, argv.join(' '));
    assert.is(runtimeOfArgv(argv), runtime, argv.join(' '));
  }
});

test.run();
