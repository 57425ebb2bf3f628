// docs/supported-clients.md's table of tested builds lists exactly lib/seat/tested-clients.ts's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../helpers/cli.js';
import { TESTED_CLIENT_SETS } from '../../lib/seat/tested-clients.js';

/** Pure: the `| \`set\` | claude | codex | …` rows of the doc's table. */
export function docTableSets(markdown: string): Record<string, { claude: string; codex: string }> {
  const out: Record<string, { claude: string; codex: string }> = {};
  for (const m of markdown.matchAll(/^\| `([a-z]+)` \| ([^|]+?) \| ([^|]+?) \|/gm))
    out[m[1]!] = { claude: m[2]!.trim(), codex: m[3]!.trim() };
  return out;
}

test('docTableSets reads the rows of a table like the doc', () => {
  const md = '| set | a | b |\n|---|---|---|\n| `pinned` | 1.0.0 | 0.1.0 | x |\n| `newest` | 1.1.0 | 0.2.0 | y |\n';
  assert.equal(docTableSets(md), {
    pinned: { claude: '1.0.0', codex: '0.1.0' },
    newest: { claude: '1.1.0', codex: '0.2.0' },
  });
  assert.equal(docTableSets('| set | a | b |\n'), {});
});

test("docs/supported-clients.md's table lists exactly the tested builds", () => {
  const doc = readFileSync(join(REPO, 'docs', 'supported-clients.md'), 'utf8');
  assert.equal(docTableSets(doc), TESTED_CLIENT_SETS);
});

test.run();
