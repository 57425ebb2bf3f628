// The refusal text lifecycle work prints, mode by mode (pure): it names the seat, the mode and what
// was not done, and says how to change the mode.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decideLifecycle, GUARD_MODES } from '../../lib/delivery/guard/policy.js';
import { lifecycleRefusal } from '../../lib/rig/lifecycle.js';

test('lifecycleRefusal: every mode × live/dead pane', () => {
  // mode → [active pane refused?, dead pane refused?]
  const want: Record<string, [boolean, boolean]> = {
    off: [false, false],
    'sends-only': [false, false],
    'draft-aware': [true, false],
    'openrig-urgent': [true, true],
    'urgent-only': [true, true],
    hold: [true, true],
  };
  for (const mode of GUARD_MODES) {
    for (const [i, inputAbsent] of [false, true].entries()) {
      const r = lifecycleRefusal('a@r', mode, 'rig down', decideLifecycle(mode, { freshPane: false, inputAbsent }));
      assert.is(r !== undefined, want[mode]![i], `${mode} absent=${inputAbsent}`);
      if (!r) continue;
      assert.is(r.mode, mode);
      assert.ok(r.what.startsWith(`a@r's typing guard is ${mode}`), r.what);
      assert.ok(r.what.includes('rig down'), r.what);
      assert.is(r.todo, 'change the mode first: rig seat set-typing-guard a@r --mode off --reason "…"');
      assert.ok(
        mode === 'draft-aware' ? r.what.includes('explicit switch to off') : r.what.includes('refuses lifecycle work'),
        r.what,
      );
    }
  }
});

test.run();
