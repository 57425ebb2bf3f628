// The notes rule: <node>/NOTES.md, else <node>/notes.md, a regular file, exact names.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync, symlinkSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { resolveNotes } from '../../lib/workspace/notes.js';
import { tempDir } from '../helpers/home.js';

function node(files: Record<string, string | 'dir' | 'fifo'>): string {
  const dir = tempDir('openrig-notes-');
  for (const [name, kind] of Object.entries(files)) {
    if (kind === 'dir') mkdirSync(join(dir, name));
    else if (kind === 'fifo') execFileSync('mkfifo', [join(dir, name)]);
    else writeFileSync(join(dir, name), kind);
  }
  return dir;
}

// Table: files in the node → the resolved name (or null).
const cases: [string, Record<string, string | 'dir' | 'fifo'>, string | null][] = [
  ['NOTES.md wins over notes.md', { 'NOTES.md': 'a', 'notes.md': 'b' }, 'NOTES.md'],
  ['notes.md alone', { 'notes.md': 'b' }, 'notes.md'],
  ['no notes file', { 'SPEC.md': 'x', 'Notes.md': 'other spelling', 'NOTES.txt': 'x' }, null],
  ['a folder named NOTES.md is skipped', { 'NOTES.md': 'dir', 'notes.md': 'b' }, 'notes.md'],
  ['a FIFO is not a notes file', { 'NOTES.md': 'fifo' }, null],
];
for (const [name, files, want] of cases) {
  test(`resolveNotes: ${name}`, async () => {
    const dir = node(files);
    const r = await resolveNotes(dir);
    assert.equal(r, want ? { path: join(dir, want), name: want } : null);
  });
}

test('resolveNotes: a missing node has no notes; a node that cannot be listed throws', async () => {
  const dir = tempDir('openrig-notes-');
  assert.is(await resolveNotes(join(dir, 'nope')), null);
  writeFileSync(join(dir, 'file'), '');
  assert.is(await resolveNotes(join(dir, 'file')), null, 'a file is not a node');
  symlinkSync('loop', join(dir, 'loop'));
  try {
    await resolveNotes(join(dir, 'loop'));
    assert.unreachable('should throw');
  } catch (err) {
    assert.is((err as NodeJS.ErrnoException).code, 'ELOOP');
  }
});

test.run();
