// The file-system looks a lookup makes: any failure reads as "not there", but an abort is thrown
// (the lookup was cut, and must not answer as if the path were missing).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dirEntries, dirNames, isDirectoryPath, pathExists } from '../../lib/util/lookup-fs.js';
import { CutSignal } from '../../lib/util/lookup-signal.js';
import { tempDir } from '../helpers/home.js';

function tree(): string {
  const root = tempDir();
  mkdirSync(join(root, 'folder'));
  writeFileSync(join(root, 'file'), 'x');
  symlinkSync(join(root, 'folder'), join(root, 'link-to-folder'));
  symlinkSync(join(root, 'gone'), join(root, 'dangling'));
  return root;
}

test('isDirectoryPath and pathExists: folders (through a link) and files; missing or dangling reads as not there', async () => {
  const root = tree();
  const cases: [string, boolean, boolean][] = [
    ['folder', true, true],
    ['link-to-folder', true, true],
    ['file', false, true],
    ['dangling', false, false],
    ['missing', false, false],
    ['file/below-a-file', false, false],
  ];
  for (const [name, folder, exists] of cases) {
    assert.is(await isDirectoryPath(join(root, name)), folder, `${name} is a folder`);
    assert.is(await pathExists(join(root, name)), exists, `${name} exists`);
  }
});

test('dirEntries and dirNames: a folder lists its entries; a missing folder or a file lists none', async () => {
  const root = tree();
  const names = ['dangling', 'file', 'folder', 'link-to-folder'];
  assert.equal((await dirEntries(root)).map((d) => d.name).sort(), names);
  assert.ok((await dirEntries(root)).find((d) => d.name === 'folder')?.isDirectory());
  assert.equal(await dirNames(root), names);
  for (const bad of ['missing', 'file']) {
    assert.equal(await dirEntries(join(root, bad)), [], bad);
    assert.equal(await dirNames(join(root, bad)), [], bad);
  }
});

test('an aborted signal is thrown by every look, even for a path that is not there', async () => {
  const root = tree();
  const cut = new CutSignal();
  cut.abort(new Error('cut'));
  const looks: [string, () => Promise<unknown>][] = [
    ['isDirectoryPath', () => isDirectoryPath(join(root, 'missing'), cut)],
    ['pathExists', () => pathExists(join(root, 'folder'), cut)],
    ['dirEntries', () => dirEntries(root, cut)],
    ['dirNames', () => dirNames(join(root, 'missing'), cut)],
  ];
  for (const [name, look] of looks) {
    let threw = false;
    try {
      await look();
    } catch {
      threw = true;
    }
    assert.ok(threw, `${name} rejects once aborted`);
  }
});

test.run();
