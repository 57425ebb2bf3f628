// The publisher's notifications (lib/federation/folder-watch.ts): a change in a watched folder is
// reported as a path under the home; a folder created after the start (a fresh home has no
// guards/ until the first guard change) is watched as soon as it appears, and reported, so what
// was written into it before its watch began is read by a files pass — not at the next poll.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { waitFor } from '../helpers/tmux.js';
import { watchFolders } from '../../lib/federation/folder-watch.js';

test('a change in a watched folder is reported under the home', async () => {
  const root = tempDir();
  mkdirSync(join(root, 'guards'));
  const seen: string[] = [];
  const w = watchFolders(root, [join(root, 'guards')], (p) => seen.push(p));
  try {
    writeFileSync(join(root, 'guards', 'n-00000000000000aa.json'), '{}');
    await waitFor(() => seen.includes('guards/n-00000000000000aa.json'), 10_000, 'the guard file reported');
    assert.is(w.off(), null);
  } finally {
    w.close();
  }
});

test('a folder created after the start is watched and reported without a retry', async () => {
  const root = tempDir();
  const seen: string[] = [];
  const w = watchFolders(root, [join(root, 'guards')], (p) => seen.push(p));
  try {
    assert.is(w.off(), null, 'a missing folder is no problem');
    mkdirSync(join(root, 'guards'));
    writeFileSync(join(root, 'guards', 'n-00000000000000aa.json'), '{}');
    await waitFor(() => seen.some((p) => p.startsWith('guards')), 10_000, 'the new folder reported');
    seen.length = 0;
    writeFileSync(join(root, 'guards', 'n-00000000000000bb.json'), '{}');
    await waitFor(() => seen.includes('guards/n-00000000000000bb.json'), 10_000, 'a file in the new folder reported');
  } finally {
    w.close();
  }
});

test.run();
