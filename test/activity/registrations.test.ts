// The seat-events registrations as shipped: Claude's nine events, Codex's four beside refocus's
// two (exactly six definitions, each behind the sh guard), short timeouts, the command shapes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './harness.js';

type Hooks = Record<string, { matcher?: string; hooks: { type: string; command: string; timeout: number }[] }[]>;
const load = (f: string) => JSON.parse(readFileSync(join(REPO, f), 'utf8')).hooks as Hooks;
const claude = load('plugins/openrig-core/hooks/claude.json');
const codex = load('plugins/codex/hooks/codex.json');

const definitions = (hooks: Hooks) =>
  Object.entries(hooks).flatMap(([event, groups]) =>
    groups.flatMap((g) => g.hooks.map((h) => ({ event, ...h, matcher: g.matcher }))),
  );
const eventsOf = (hooks: Hooks, script: string) =>
  definitions(hooks)
    .filter((d) => d.command.includes(`/hooks/scripts/${script}`))
    .map((d) => d.event)
    .sort();

test('Claude: seat-events on the nine events, once each, no matcher, 5 s; refocus entries unchanged', () => {
  assert.equal(eventsOf(claude, 'seat-events.cjs'), [
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
  assert.equal(eventsOf(claude, 'refocus.cjs'), ['PostCompact', 'Stop', 'UserPromptSubmit']);
  for (const d of definitions(claude).filter((x) => x.command.includes('seat-events.cjs'))) {
    assert.is(d.type, 'command');
    assert.is(d.command, 'node "${CLAUDE_PLUGIN_ROOT}/hooks/scripts/seat-events.cjs" --runtime claude');
    assert.is(d.timeout, 5, d.event);
    assert.is(d.matcher, undefined, `${d.event}: every tool, every notification`);
  }
  // The compaction hook: PreCompact and PostCompact, after refocus's PostCompact entry, 10 s.
  assert.equal(eventsOf(claude, 'compaction.cjs'), ['PostCompact', 'PreCompact']);
  for (const d of definitions(claude).filter((x) => x.command.includes('compaction.cjs'))) {
    assert.is(d.command, 'node "${CLAUDE_PLUGIN_ROOT}/hooks/scripts/compaction.cjs" --runtime claude');
    assert.is(d.timeout, 10, d.event);
  }
  assert.ok(
    claude.PostCompact![0]!.hooks[0]!.command.includes('refocus.cjs'),
    'refocus keeps the first PostCompact group',
  );
  assert.is(definitions(claude).length, 14);
});

test('Codex: exactly six definitions, each behind the guard; seat-events on four events at 5 s', () => {
  const all = definitions(codex);
  assert.is(all.length, 6, 'the Codex install trusts exactly these six');
  assert.equal(eventsOf(codex, 'seat-events.cjs'), ['PermissionRequest', 'SessionStart', 'Stop', 'UserPromptSubmit']);
  assert.equal(eventsOf(codex, 'refocus.cjs'), ['PostCompact', 'UserPromptSubmit']);
  const guard = '[ -n "$OPENRIG_SEAT_PROJECT_DIR" ] && [ -n "$OPENRIG_NODE" ] || exit 0; ';
  for (const d of all) {
    assert.ok(d.command.startsWith(guard), `${d.event}: the guard comes first`);
    if (d.command.includes('seat-events.cjs')) {
      assert.is(d.command, `${guard}exec node "$CLAUDE_PLUGIN_ROOT/hooks/scripts/seat-events.cjs" --runtime codex`);
      assert.is(d.timeout, 5);
    } else assert.is(d.timeout, 60);
  }
  // refocus keeps the first group of UserPromptSubmit (its trust key stays …:user_prompt_submit:0:0)
  assert.ok(codex.UserPromptSubmit![0]!.hooks[0]!.command.includes('refocus.cjs'));
});

test.run();
