import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { findSection, packetSections } from '../../lib/trace/sections.js';
import { LIGHT_CUT_NOTICE, sectionCutNotice } from '../../lib/trace/cuts.js';

const DOC = [
  '---',
  'updated: 2026-01-01',
  '---',
  '# Builder',
  '## My job here (builder seat)',
  'Build it.',
  '### detail',
  'still in the job section',
  '## Standing duties',
  '- test',
  '```',
  '# not a heading inside a fence',
  '```',
  '- report',
  '# Next top',
  'after',
].join('\n');

test('findSection matches by case-insensitive prefix and runs to the next same-or-higher heading', () => {
  const job = findSection(DOC, 'MY JOB HERE');
  assert.equal(job, { heading: 'My job here (builder seat)', body: 'Build it.\n### detail\nstill in the job section' });
  const duties = findSection(DOC, 'standing duties');
  assert.is(
    duties?.body,
    '- test\n```\n# not a heading inside a fence\n```\n- report',
    'a fenced # line is not a heading',
  );
  assert.is(findSection(DOC, 'Current state'), null);
  assert.is(findSection('#NoSpace\ntext', 'NoSpace'), null, 'a heading needs a space after the #s');
});

// Table: which wanted titles exist → what the packet shows.
const cases: { name: string; text: string; want: string }[] = [
  {
    name: 'both found',
    text: '# S\n## MY JOB HERE\njob\n## STANDING DUTIES\nduties\n',
    want: 'MY JOB HERE\njob\n\nSTANDING DUTIES\nduties',
  },
  {
    name: 'one found, the other named with an excerpt',
    text: '# S\n## MY JOB HERE\njob\n',
    want: 'MY JOB HERE\njob\n\nSECTION NOT FOUND — no "STANDING DUTIES" heading in /p/LEARNED.md; bounded excerpt follows\n# S\n## MY JOB HERE\njob',
  },
  {
    name: 'none found: both named, excerpt without frontmatter',
    text: '---\nupdated: 2026-01-01\n---\nplain practice text\n',
    want: 'SECTION NOT FOUND — no "MY JOB HERE" or "STANDING DUTIES" heading in /p/LEARNED.md; bounded excerpt follows\nplain practice text',
  },
];
for (const c of cases) {
  test(`packetSections: ${c.name}`, () => {
    assert.is(packetSections(c.text, ['MY JOB HERE', 'STANDING DUTIES'], '/p/LEARNED.md'), c.want);
  });
}

test('packetSections cuts a long section at about 1500 and a long excerpt at about 800', () => {
  const long = Array.from({ length: 120 }, (_, i) => `state line ${i} ${'q'.repeat(20)}`).join('\n');
  const found = packetSections(`## Current state\n${long}\n## Later\nx`, ['Current state'], '/n');
  assert.ok(found.startsWith('Current state\nstate line 0'));
  assert.ok(found.endsWith(sectionCutNotice(1500)));
  assert.ok(!found.includes('## Later'));
  const missing = packetSections(long, ['Current state'], '/n');
  assert.ok(missing.startsWith('SECTION NOT FOUND — no "Current state" heading in /n; bounded excerpt follows\n'));
  assert.ok(missing.endsWith(LIGHT_CUT_NOTICE));
  assert.ok(missing.length < 1000);
});

test.run();
