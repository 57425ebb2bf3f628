import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ageCue, fileAge, notesMaxAgeDays, DEFAULT_NOTES_MAX_AGE_DAYS } from '../../lib/trace/age-cue.js';

const NOW = Date.parse('2026-03-01T00:00:00Z');
const DAY = 86_400_000;

test('age comes from frontmatter updated:, else from the mtime', () => {
  assert.equal(fileAge('---\nupdated: 2026-02-01\n---\nx', NOW - 2 * DAY, NOW), { days: 28, source: 'updated' });
  assert.equal(fileAge('no frontmatter', NOW - 2 * DAY, NOW), { days: 2, source: 'mtime' });
  assert.equal(
    fileAge('---\nupdated: last week\n---\n', NOW - 3 * DAY, NOW),
    { days: 3, source: 'mtime' },
    'an unparsable date falls back',
  );
  assert.equal(fileAge("---\nupdated: '2026-02-27T00:00:00Z'\n---\n", 0, NOW), { days: 2, source: 'updated' });
});

// Table: (text, mtime age, threshold) → cue or none.
const cases: [string, string, number, number, string | null][] = [
  ['fresh by updated, old by mtime', '---\nupdated: 2026-02-25\n---\n', 100, 14, null],
  [
    'old by updated',
    '---\nupdated: 2026-01-01\n---\n',
    0,
    14,
    'OLD NOTES — /n/NOTES.md, 59 days old, source updated, threshold 14 days',
  ],
  ['old by mtime', 'x', 20.25, 14, 'OLD NOTES — /n/NOTES.md, 20.3 days old, source mtime, threshold 14 days'],
  ['exactly at the threshold is not old', 'x', 14, 14, null],
  ['a configured threshold', 'x', 3, 2.5, 'OLD NOTES — /n/NOTES.md, 3 days old, source mtime, threshold 2.5 days'],
];
for (const [name, text, ageDays, threshold, want] of cases) {
  test(`ageCue: ${name}`, () => {
    assert.is(ageCue('/n/NOTES.md', text, NOW - ageDays * DAY, NOW, threshold), want);
  });
}

test('the threshold must be a positive number, else 14', () => {
  assert.is(DEFAULT_NOTES_MAX_AGE_DAYS, 14);
  for (const [v, want] of [
    [undefined, 14],
    ['', 14],
    ['0', 14],
    ['-3', 14],
    ['abc', 14],
    ['7', 7],
    [0.5, 0.5],
    ['2.5', 2.5],
  ] as const) {
    assert.is(notesMaxAgeDays(v), want, String(v));
  }
});

test.run();
