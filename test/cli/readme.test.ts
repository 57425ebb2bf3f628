import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceReference } from '../../lib/cli/reference.js';
import { loadAllCommands } from '../../lib/cli/commands.js';
import { REPO, rig } from '../helpers/cli.js';
import { EXIT_CODE_TABLE } from '../../lib/cli/exit-codes.js';

const readme = readFileSync(join(REPO, 'README.md'), 'utf8');

test('README command reference is in step with rig help (run npm run readme to update)', async () => {
  assert.fixture(readme, await replaceReference(readme));
});

test('every command in rig help has a section in README and its own --help', async () => {
  const help = (await rig(['help'], {})).stdout;
  for (const cmd of await loadAllCommands()) {
    assert.ok(help.includes(`  ${cmd.name}`), `rig help lists ${cmd.name}`);
    assert.ok(readme.includes(`### rig ${cmd.name}`), `README has a section for ${cmd.name}`);
    const own = await rig([cmd.name, '--help'], {});
    assert.is(own.code, 0);
    for (const usage of cmd.usage) assert.ok(own.stdout.includes(usage), `rig ${cmd.name} --help shows "${usage}"`);
  }
});

test('rig send --help and the README carry every row of the one exit-code table', async () => {
  const help = (await rig(['send', '--help'], {})).stdout;
  for (const row of EXIT_CODE_TABLE) {
    const line = help.split('\n').find((l) => l.trim().startsWith(`${row.code}  ${row.name} `));
    assert.ok(line?.endsWith(` ${row.meaning}`), `rig send --help row ${row.name}: ${line}`);
    assert.ok(readme.includes(`| ${row.code} | \`${row.name}\` | ${row.meaning} |`), `README row ${row.name}`);
  }
});

test('README keeps the quick-start promise: from npm and from a clone', () => {
  for (const line of ['npm install -g openrig', 'npx openrig demo', 'npm install', 'npx rig demo', 'npm test'])
    assert.ok(readme.includes(line), line);
});

test('README names every page of docs/, and no page points at a file the project does not have', () => {
  const pages = readdirSync(join(REPO, 'docs')).filter((f) => f.endsWith('.md'));
  assert.ok(pages.length > 10, 'the docs folder is read');
  assert.equal(
    pages.filter((p) => !readme.includes(`\`${p}\``)),
    [],
    "docs pages missing from README's list",
  );
  for (const p of pages) {
    const text = readFileSync(join(REPO, 'docs', p), 'utf8');
    assert.not.ok(/\bDESIGN\.md\b/.test(text), `${p} points at a DESIGN.md the project does not have`);
  }
});

test.run();
