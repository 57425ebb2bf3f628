// The notification types each installed Claude Code names are exactly those lib/activity/map.ts
// maps (issue 21: an unmapped agent_needs_input hid a waiting seat). A new client version that
// names a new type fails here: give the type its reading in map.ts and docs/supported-clients.md.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CLAUDE_NOTIFICATION_TYPES } from '../../lib/activity/map.js';
import { claudeNotificationTypes } from './lib/claude-notification-types.js';
import { selectedSets } from './lib/clients.js';

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`Claude Code's notification types are all mapped (${c.label})`, () => {});
    continue;
  }
  test(`every notification type Claude Code ${c.claudeVersion} names is mapped, and no other (${c.label})`, () => {
    const { named, literals } = claudeNotificationTypes(c.claudeBin);
    console.log(`figure: claude ${c.claudeVersion}: notification types ${named.join(' ')}`);
    assert.equal([...named].sort(), [...CLAUDE_NOTIFICATION_TYPES].sort());
    for (const t of literals) assert.ok(named.includes(t), `the code sends ${t}, which the list does not name`);
    for (const t of ['agent_needs_input', 'permission_prompt', 'idle_prompt'])
      assert.ok(literals.includes(t), `${t} is sent as a literal: the scan reads the code`);
  });
}

test.run();
