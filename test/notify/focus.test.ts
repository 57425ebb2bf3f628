// Which panes a person's tmux client shows (lib/notify/focus.ts shownPanes): control-mode clients
// (the daemon's own) never count; odd lines are ignored.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shownPanes } from '../../lib/notify/focus.js';

test('shownPanes: attached people’s clients only', () => {
  const cases: Array<[string, string[]]> = [
    ['', []],
    ['0 %3\n', ['%3']],
    ['1 %3\n', []],
    ['0 %3\n1 %4\n0 %5\n', ['%3', '%5']],
    ['0 %3\n0 %3\n', ['%3']],
    ['0\n0 \n0 3\nx %1\n', []],
  ];
  for (const [listing, want] of cases) assert.equal([...shownPanes(listing)].sort(), want, JSON.stringify(listing));
});

test.run();
