// The Node versions CI proves are written once (scripts/node-matrix/versions.ts); the docs' table,
// the engines line and the README's requirement are checked against it and package.json.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NODE_MATRIX } from '../../scripts/node-matrix/versions.js';

const REPO = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');
const engines: string = JSON.parse(read('package.json')).engines.node;
const doc = read('docs/supported-clients.md');
const section = doc.slice(doc.indexOf('\n## Node versions\n'));

test('the table in docs/supported-clients.md lists NODE_MATRIX, in order', () => {
  assert.ok(
    section.length > 1 && section.length < doc.length,
    'docs/supported-clients.md has a "## Node versions" section',
  );
  const rows = [...section.matchAll(/^\| (\d+\.\d+\.\d+) \|/gm)].map((m) => m[1]);
  assert.equal(rows, [...NODE_MATRIX]);
});

test('the matrix starts at the floor engines allows; the docs and the README say the same floor', () => {
  const floor = /^>=(\d+)\.(\d+)$/.exec(engines);
  assert.ok(floor, `engines.node is a plain floor (>=MAJOR.MINOR): ${engines}`);
  assert.is(NODE_MATRIX[0], `${floor![1]}.${floor![2]}.0`);
  assert.ok(section.includes(`\`engines\` in package.json: \`${engines}\``), `the docs name engines ${engines}`);
  assert.match(read('README.md'), `- Node.js ≥ ${engines.slice(2)} `);
});

test('each line of the matrix is a newer major than the one before', () => {
  const majors = NODE_MATRIX.map((v) => Number(v.split('.')[0]));
  for (let i = 1; i < majors.length; i++) assert.ok(majors[i]! > majors[i - 1]!, NODE_MATRIX.join(', '));
});

test.run();
