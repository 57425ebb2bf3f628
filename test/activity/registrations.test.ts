// The registrations as shipped: one OpenRig process per event, running the jobs lib/hook/event-jobs.ts
// names for it (an event with two jobs runs them in one event-jobs process); Claude's seat-events on
// nine events, Codex's on four (five definitions, each behind the sh guard); the command shapes and
// timeouts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { jobsFor } from '../../lib/hook/event-jobs.js';
import {
  definitions,
  eventsRunning,
  hookFile,
  jobsOfCommand,
  RUNTIME_OF,
  type PluginDir,
} from '../helpers/registrations.js';

/** The refocus contract's wrapper: node's stderr kept, the shell's dropped, the deliberate end by SIGALRM (142) taken as 0. */
const wrapped = (invocation: string) => `exec 3>&2 2>/dev/null; (exec ${invocation} 2>&3 3>&-) || [ $? -eq 142 ]`;
const GUARD = '[ -n "$OPENRIG_SEAT_PROJECT_DIR" ] && [ -n "$OPENRIG_NODE" ] || exit 0; ';

for (const plugin of ['openrig-core', 'codex'] as PluginDir[]) {
  test(`${plugin}: one OpenRig process per event, running exactly the jobs the table names for it`, () => {
    const runtime = RUNTIME_OF[plugin];
    const defs = definitions(plugin);
    for (const event of Object.keys(hookFile(plugin))) {
      const mine = defs.filter((d) => d.event === event && jobsOfCommand(d.command).length > 0);
      assert.is(
        mine.length,
        1,
        `${event}: ${mine.length} OpenRig commands (${mine.map((d) => d.command).join(' | ')})`,
      );
      assert.equal(jobsOfCommand(mine[0]!.command), [...jobsFor(runtime, event)], event);
      assert.is(mine[0]!.type, 'command');
      assert.is(mine[0]!.matcher, undefined, `${event}: every tool, every notification`);
    }
    // …and every event the table gives a job is registered.
    for (const event of [
      'SessionStart',
      'UserPromptSubmit',
      'PreToolUse',
      'PostToolUse',
      'Stop',
      'StopFailure',
      'Notification',
      'PermissionRequest',
      'SessionEnd',
      'PreCompact',
      'PostCompact',
    ])
      if (jobsFor(runtime, event).length > 0) assert.ok(hookFile(plugin)[event], `${event} is registered`);
  });
}

test('Claude: seat-events on the nine events, refocus on three, compaction on two; commands and timeouts', () => {
  assert.equal(eventsRunning('openrig-core', 'seat-events'), [
    'Notification',
    'PermissionRequest',
    'PostToolUse',
    'PreToolUse',
    'SessionEnd',
    'SessionStart',
    'Stop',
    'StopFailure',
    'UserPromptSubmit',
  ]);
  assert.equal(eventsRunning('openrig-core', 'refocus'), ['PostCompact', 'Stop', 'UserPromptSubmit']);
  assert.equal(eventsRunning('openrig-core', 'compaction'), ['PostCompact', 'PreCompact']);
  for (const d of definitions('openrig-core')) {
    const jobs = jobsOfCommand(d.command);
    if (jobs.length > 1) {
      assert.is(
        d.command,
        wrapped(`node "\${CLAUDE_PLUGIN_ROOT}/hooks/scripts/event-jobs.cjs" --runtime claude --event ${d.event}`),
      );
      assert.is(d.timeout, 60, `${d.event}: refocus's registration time`);
    } else if (jobs[0] === 'seat-events') {
      assert.is(d.command, 'node "${CLAUDE_PLUGIN_ROOT}/hooks/scripts/seat-events.cjs" --runtime claude');
      assert.is(d.timeout, 5, d.event);
    } else if (jobs[0] === 'compaction') {
      assert.is(d.command, 'node "${CLAUDE_PLUGIN_ROOT}/hooks/scripts/compaction.cjs" --runtime claude');
      assert.is(d.timeout, 10, d.event);
    } else assert.unreachable(`${d.event}: ${d.command}`);
  }
  assert.is(definitions('openrig-core').length, 11);
});

test('Codex: exactly five definitions, each behind the guard; seat-events on four events, refocus on two', () => {
  const all = definitions('codex');
  assert.is(all.length, 5, 'the Codex install trusts exactly these five');
  assert.equal(eventsRunning('codex', 'seat-events'), [
    'PermissionRequest',
    'SessionStart',
    'Stop',
    'UserPromptSubmit',
  ]);
  assert.equal(eventsRunning('codex', 'refocus'), ['PostCompact', 'UserPromptSubmit']);
  for (const d of all) {
    assert.ok(d.command.startsWith(GUARD), `${d.event}: the guard comes first`);
    const jobs = jobsOfCommand(d.command);
    if (jobs.length > 1) {
      assert.is(
        d.command,
        `${GUARD}${wrapped(`node "$CLAUDE_PLUGIN_ROOT/hooks/scripts/event-jobs.cjs" --runtime codex --event ${d.event}`)}`,
      );
      assert.is(d.timeout, 60);
    } else if (jobs[0] === 'seat-events') {
      assert.is(d.command, `${GUARD}exec node "$CLAUDE_PLUGIN_ROOT/hooks/scripts/seat-events.cjs" --runtime codex`);
      assert.is(d.timeout, 5);
    } else {
      assert.equal(jobs, ['refocus']);
      assert.is(
        d.command,
        `${GUARD}${wrapped('node "$CLAUDE_PLUGIN_ROOT/hooks/scripts/refocus.cjs" --runtime codex')}`,
      );
      assert.is(d.timeout, 60);
    }
  }
});

test.run();
