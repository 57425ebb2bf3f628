// The asynchronous work scan (what the refocus hook's whoami resolves missions with) answers every
// WorkResolver question exactly as the synchronous fsWorkResolver it stands in for, reads only what
// it is asked for, and stops at its signal.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fsWorkResolver } from '../../lib/queue/work-resolver.js';
import { scanWork } from '../../lib/queue/work-scan.js';
import { CutSignal } from '../../lib/util/lookup-signal.js';
import { tempDir } from '../helpers/home.js';

function workspace(): string {
  const ws = tempDir();
  const spec = (dir: string, text: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'SPEC.md'), text);
  };
  spec(join(ws, 'missions', 'alpha'), '---\nintent: >-\n  ship the\n  alpha thing\n---\n# Alpha\n');
  spec(join(ws, 'missions', 'alpha', 'slices', 's1'), '---\nintent: "slice \\"one\\""\n---\n');
  spec(join(ws, 'missions', 'alpha', 'slices', 'other'), '---\nid: s2\n---\n');
  spec(join(ws, 'missions', 'renamed'), '---\nid: beta\nintent: beta by id\n---\n');
  spec(join(ws, 'missions', 'twin-a'), '---\nid: twin\n---\n');
  spec(join(ws, 'missions', 'twin-b'), '---\nid: twin\n---\n');
  mkdirSync(join(ws, 'missions', 'no-spec'), { recursive: true });
  writeFileSync(join(ws, 'missions', 'a-file.md'), 'not a folder');
  symlinkSync(join(ws, 'missions', 'renamed'), join(ws, 'missions', 'linked'));
  for (let i = 0; i < 30; i++) spec(join(ws, 'missions', `z${String(i).padStart(2, '0')}`), 'no frontmatter\n');
  return ws;
}

test('scanWork answers as fsWorkResolver: names, ids, duplicates, slices, intents, the on-host list and its cap', async () => {
  const ws = workspace();
  const sync = fsWorkResolver(ws);
  const missions = ['alpha', 'beta', 'twin', 'linked', 'no-spec', 'a-file.md', 'missing'];
  const pairs = [
    { mission: 'alpha', slice: 's1' },
    { mission: 'alpha', slice: 's2' },
    { mission: 'alpha', slice: 'nope' },
  ];
  const scanned = await scanWork(ws, { missions, pairs, onHost: true });
  assert.is(scanned.missionsRoot, sync.missionsRoot);
  for (const m of missions) assert.equal(scanned.missionDirs(m), sync.missionDirs(m), m);
  const alpha = sync.missionDirs('alpha')[0]!;
  for (const { slice } of pairs) assert.equal(scanned.sliceDirs(alpha, slice), sync.sliceDirs(alpha, slice), slice);
  for (const dir of [
    ...sync.missionDirs('alpha'),
    ...sync.missionDirs('beta'),
    ...sync.sliceDirs(alpha, 's1'),
    ...sync.missionDirs('no-spec'),
  ]) {
    assert.is(scanned.intentOf(dir), sync.intentOf(dir), dir);
  }
  assert.equal(scanned.missionsOnHost(), sync.missionsOnHost());
});

test('scanWork reads nothing when no mission is named and no listing is wanted; an aborted signal stops it', async () => {
  const ws = workspace();
  const none = await scanWork(ws, { missions: [], pairs: [], onHost: false });
  assert.equal(none.missionDirs('alpha'), []);
  const cut = new CutSignal();
  cut.abort(new Error('cut at its 5 ms deadline'));
  let threw: unknown;
  try {
    await scanWork(ws, { missions: ['alpha'], pairs: [], onHost: true }, cut);
  } catch (err) {
    threw = err;
  }
  assert.ok(threw, 'an aborted scan rejects instead of answering');
});

test.run();
