import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { frontmatterIntent, parseFrontmatter } from '../../lib/workspace/frontmatter.js';

// Table: SPEC.md text → intent.
const cases: [string, string, string | null][] = [
  ['plain', '---\nintent: Ship it\n---\n', 'Ship it'],
  ['double-quoted with an escape', '---\nintent: "Ship \\"it\\" now"\n---\n', 'Ship "it" now'],
  ['single-quoted', "---\nintent: 'It''s time'\n---\n", "It's time"],
  ['folded block', '---\nintent: >\n  Make the\n  world better\nid: x\n---\n', 'Make the world better'],
  ['literal block, strip', '---\nintent: |-\n  line one\n\n  line two\n---\n', 'line one line two'],
  ['keep block', '---\nintent: >+\n  kept\n---\n', 'kept'],
  ['comment after the value', '---\nintent: Ship it # soon\n---\n', 'Ship it'],
  ['empty', '---\nintent:\n---\n', null],
  ['no frontmatter', '# Title\nintent: not frontmatter\n', null],
  ['unclosed frontmatter', '---\nintent: x\n', null],
  ['CRLF', '---\r\nintent: Windows\r\n---\r\nbody', 'Windows'],
  ['byte-order mark', '\ufeff---\nintent: marked\n---\n', 'marked'],
];
for (const [name, text, want] of cases) {
  test(`frontmatterIntent: ${name}`, () => assert.is(frontmatterIntent(text), want));
}

test('parseFrontmatter gives the body after the closing line', () => {
  const fm = parseFrontmatter('---\nupdated: 2026-01-02\n---\n# Body\ntext');
  assert.equal(fm, { fields: { updated: '2026-01-02' }, body: '# Body\ntext', present: true });
  assert.equal(parseFrontmatter('plain'), { fields: {}, body: 'plain', present: false });
});

test.run();
