// renderTrace end to end on fixture trees: headings, every gap and line kind, light vs full,
// the packet, and where the work start comes from.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderTrace, NO_CURRENT_BATON_BASIS, type TraceOptions } from '../../lib/trace/render.js';
import { fixture, baseOptions, setMtime, NOW, DAY, type Fixture } from './fixture.js';

const both = (f: Fixture, over: Partial<TraceOptions> = {}) =>
  renderTrace({
    ...baseOptions(f),
    trees: 'both',
    depth: 'light',
    sessionName: 'builder@demo',
    workStart: f.slice,
    ...over,
  });

test('light trace of both trees, exactly', async () => {
  const f = fixture();
  const r = await both(f);
  const want = `## TOPOLOGY TRACE
root: {T}
start: {T}/rigs/demo/seats/builder

### . · LEARNED.md
# Host
The host-level practice: keep the tree path-only.

### rigs/demo · LEARNED.md
# Rig demo
Rig-level practice.

### rigs/demo/seats/builder · LEARNED.md
# Builder

## MY JOB HERE
Build the trace.

## STANDING DUTIES
- run the tests
- report figures

## Log
old stuff

## WORK TRACE
root: {W}
start: {W}/missions/alpha/slices/s1

### . · SPEC.md
intent: Ship OpenRig core
NOTES · NOTES.md · 44 bytes · {W}/NOTES.md

### missions/alpha · SPEC.md
intent: Make refocus carry the work as text
NOTES · NOTES.md · 87 bytes · {W}/missions/alpha/NOTES.md

### missions/alpha/slices/s1 · SPEC.md
intent: Slice one: the trace
NOTES GAP — no readable mission notes at {W}/missions/alpha/slices/s1`;
  assert.is(r.text, want.replaceAll('{T}', f.topo).replaceAll('{W}', f.work));
  assert.is(r.failed, false);
  assert.equal(r.failures, []);
});

test('shelves are not levels and levels come root first', async () => {
  const f = fixture({ topo: { 'pods/p1/rigs/deep/seats/s/LEARNED.md': 'deep seat\n' } });
  const r = await renderTrace({
    ...baseOptions(f),
    trees: 'topology',
    depth: 'light',
    topologyStart: join(f.topo, 'pods/p1/rigs/deep/seats/s'),
  });
  const headings = r.text.split('\n').filter((l) => l.startsWith('### '));
  assert.equal(headings, [
    '### . · LEARNED.md',
    '### pods/p1',
    '### pods/p1/rigs/deep',
    '### pods/p1/rigs/deep/seats/s · LEARNED.md',
  ]);
  assert.ok(r.text.includes(`MISSING LINK — ${join(f.topo, 'pods/p1/LEARNED.md')}`));
  assert.is(r.failed, false, 'a missing link is not a failure');
});

test('light shows about 800 characters of LEARNED.md without frontmatter; full shows the whole file', async () => {
  const long =
    '---\nupdated: 2026-01-01\n---\n' +
    Array.from({ length: 60 }, (_, i) => `practice ${i}: ${'p'.repeat(30)}`).join('\n') +
    '\nTHE LAST PRACTICE\n';
  const f = fixture({ topo: { 'LEARNED.md': long } });
  const light = await both(f, { trees: 'topology' });
  const rootBlock = light.text.split('\n\n')[1]!;
  assert.ok(rootBlock.endsWith('\n[… use --depth full for the rest]'));
  assert.ok(!rootBlock.includes('updated:'), 'frontmatter is stripped at light depth');
  assert.ok(!light.text.includes('THE LAST PRACTICE'));
  assert.ok(rootBlock.length < 800 + 80);
  const full = await both(f, { trees: 'topology', depth: 'full' });
  assert.ok(full.text.includes('---\nupdated: 2026-01-01\n---\npractice 0'), 'full keeps the frontmatter');
  assert.ok(full.text.includes('THE LAST PRACTICE'));
  assert.ok(!full.text.includes('use --depth full'));
});

test('notes: a pointer at light (content absent), the text at full, the Current state in the packet', async () => {
  const f = fixture();
  const light = await both(f, { trees: 'work' });
  assert.ok(!light.text.includes('observation secret'));
  assert.ok(light.text.includes(`NOTES · NOTES.md · 87 bytes · ${join(f.mission, 'NOTES.md')}`));
  const full = await both(f, { trees: 'work', depth: 'full' });
  assert.ok(
    full.text.includes(
      '\n\nNOTES · NOTES.md\n# Alpha notes\n\n## Current state\nobservation secret: halfway there\n\n## History\nlong ago',
    ),
  );
  assert.ok(full.text.includes('---\nid: alpha\nintent: |'), 'full depth shows the SPEC text');
  const packet = await both(f, { trees: 'work', packet: true });
  assert.ok(
    packet.text.includes(
      '\n\nNOTES · NOTES.md\nCurrent state\nobservation secret: halfway there\n\nPROGRESS · PROGRESS.md\nCurrent state\nthree of five steps',
    ),
  );
  assert.ok(!packet.text.includes('long ago'));
  const fullPacket = await both(f, { trees: 'work', packet: true, depth: 'full' });
  assert.ok(fullPacket.text.includes('## History\nlong ago'));
  assert.ok(
    fullPacket.text.includes('PROGRESS · PROGRESS.md\n# Progress\n## Current state\nthree of five steps\n## Done'),
  );
  const noPacket = await both(f, { trees: 'work', depth: 'full' });
  assert.ok(!noPacket.text.includes('PROGRESS ·'), 'PROGRESS.md is a packet contribution');
});

test('packet: seat duties found, partly found, not found', async () => {
  const found = await both(fixture(), { trees: 'topology', packet: true });
  assert.ok(
    found.text.endsWith(
      '### rigs/demo/seats/builder · LEARNED.md\nMY JOB HERE\nBuild the trace.\n\nSTANDING DUTIES\n- run the tests\n- report figures',
    ),
  );
  const partly = fixture({ topo: { 'rigs/demo/seats/builder/LEARNED.md': '# B\n## My job here\nonly the job\n' } });
  const p = await both(partly, { trees: 'topology', packet: true });
  assert.ok(
    p.text.includes(
      `My job here\nonly the job\n\nSECTION NOT FOUND — no "STANDING DUTIES" heading in ${join(partly.seat, 'LEARNED.md')}; bounded excerpt follows\n# B`,
    ),
  );
  const none = fixture({ topo: { 'rigs/demo/seats/builder/LEARNED.md': 'just prose\n' } });
  const n = await both(none, { trees: 'topology', packet: true });
  assert.ok(
    n.text.endsWith(
      `SECTION NOT FOUND — no "MY JOB HERE" or "STANDING DUTIES" heading in ${join(none.seat, 'LEARNED.md')}; bounded excerpt follows\njust prose`,
    ),
  );
  assert.is(n.failed, false);
  const notes = fixture({ work: { 'missions/alpha/NOTES.md': 'notes without headings\n' } });
  const w = await both(notes, { trees: 'work', packet: true });
  assert.ok(
    w.text.includes(
      `NOTES · NOTES.md\nSECTION NOT FOUND — no "Current state" heading in ${join(notes.mission, 'NOTES.md')}; bounded excerpt follows\nnotes without headings`,
    ),
  );
});

test('packet: age cues by frontmatter and by mtime, threshold configurable', async () => {
  const f = fixture();
  setMtime(join(f.mission, 'NOTES.md'), NOW - 30 * DAY);
  setMtime(join(f.mission, 'PROGRESS.md'), NOW - 1 * DAY);
  setMtime(join(f.topo, 'LEARNED.md'), NOW - 1 * DAY);
  const r = await both(f, { packet: true });
  assert.ok(
    r.text.includes(
      `NOTES · NOTES.md\nOLD NOTES — ${join(f.mission, 'NOTES.md')}, 30 days old, source mtime, threshold 14 days\nCurrent state`,
    ),
  );
  assert.ok(!r.text.includes(`OLD NOTES — ${join(f.mission, 'PROGRESS.md')}`));
  assert.ok(
    !r.text.includes(`OLD NOTES — ${join(f.topo, 'rigs/demo/LEARNED.md')}`),
    'updated: 2026-02-27 is 2.5 days old',
  );
  const tight = await both(f, { packet: true, notesMaxAgeDays: 0.5 });
  assert.ok(
    tight.text.includes(
      `### rigs/demo · LEARNED.md\nOLD NOTES — ${join(f.topo, 'rigs/demo/LEARNED.md')}, 2.5 days old, source updated, threshold 0.5 days\n# Rig demo`,
    ),
  );
  assert.ok(
    tight.text.includes(`OLD NOTES — ${join(f.mission, 'PROGRESS.md')}, 1 days old, source mtime, threshold 0.5 days`),
  );
  const plain = await both(f, { notesMaxAgeDays: 0.5 });
  assert.ok(!plain.text.includes('OLD NOTES'), 'age cues belong to the packet');
  assert.is(r.failed, false, 'an old file is a cue, not a failure');
});

// Table: a situation → the line it renders and whether it counts as a failure.
const gapCases: {
  name: string;
  setup?: (f: Fixture) => void;
  opts: (f: Fixture) => Partial<TraceOptions>;
  line: (f: Fixture) => string;
  failed: boolean;
}[] = [
  {
    name: 'topology root unresolved',
    opts: (f) => ({ trees: 'topology', topologyRoot: join(f.dir, 'nope') }),
    line: () => 'TRACE GAP — topology.root is unresolved',
    failed: true,
  },
  {
    name: 'workspace root unresolved',
    opts: (f) => ({ trees: 'work', workspaceRoot: join(f.dir, 'nope') }),
    line: () => 'TRACE GAP — workspace.root is unresolved',
    failed: true,
  },
  {
    name: 'topology start outside the root',
    opts: (f) => ({ trees: 'topology', topologyStart: f.work }),
    line: (f) => `TRACE GAP — start is outside configured root: ${f.work}`,
    failed: true,
  },
  {
    name: 'work start outside the root',
    opts: (f) => ({ trees: 'work', workStart: f.seat }),
    line: (f) => `TRACE GAP — start is outside configured root: ${f.seat}`,
    failed: true,
  },
  {
    name: 'topology start unresolved',
    opts: () => ({ trees: 'topology', sessionName: 'bare' }),
    line: () =>
      'TRACE GAP — current topology node is unresolved; pass --topology-start with a literal absolute path (or configure OPENRIG_REFOCUS_TOPOLOGY_NODE separately)',
    failed: true,
  },
  {
    name: 'MISSING LINK on the topology side',
    setup: (f) => writeFileSync(join(f.topo, 'rigs/demo/seats/builder/x'), ''),
    opts: (f) => ({ trees: 'topology', topologyStart: join(f.topo, 'rigs/demo/seats/ghost') }),
    line: (f) => `MISSING LINK — ${join(f.topo, 'rigs/demo/seats/ghost/LEARNED.md')}`,
    failed: false,
  },
  {
    name: 'MISSING LINK on the work side',
    setup: (f) => mkdirSync(join(f.mission, 'slices/bare'), { recursive: true }),
    opts: (f) => ({ trees: 'work', workStart: join(f.mission, 'slices/bare') }),
    line: (f) => `MISSING LINK — no SPEC.md or README.md at ${join(f.mission, 'slices/bare')}`,
    failed: false,
  },
  {
    name: 'README.md stands in for SPEC.md; no intent',
    setup: (f) => writeTree2(f.mission, 'slices/r/README.md', '# readme only\n'),
    opts: (f) => ({ trees: 'work', workStart: join(f.mission, 'slices/r') }),
    line: () => '### missions/alpha/slices/r · README.md\nMISSING INTENT — no readable intent: field',
    failed: false,
  },
  {
    name: 'NOTES GAP',
    opts: (f) => ({ trees: 'work', workStart: f.slice }),
    line: (f) => `NOTES GAP — no readable mission notes at ${f.slice}`,
    failed: false,
  },
  {
    name: 'NOTES RESOLUTION GAP',
    setup: (f) => symlinkSync('loop', join(f.mission, 'slices/loop')),
    opts: (f) => ({ trees: 'work', workStart: join(f.mission, 'slices/loop') }),
    line: (f) => `NOTES RESOLUTION GAP — resolver failed: ELOOP at ${join(f.mission, 'slices/loop')}`,
    failed: true,
  },
  {
    name: 'an unreadable chain file (a folder)',
    setup: (f) => {
      rmSync(join(f.topo, 'rigs/demo/LEARNED.md'));
      mkdirSync(join(f.topo, 'rigs/demo/LEARNED.md'));
    },
    opts: () => ({ trees: 'topology' }),
    line: (f) => `TRACE GAP — unreadable file ${join(f.topo, 'rigs/demo/LEARNED.md')}: a folder, not a file`,
    failed: true,
  },
  {
    name: 'FALLBACK for the exact no-baton basis',
    opts: () => ({ trees: 'work', workStart: undefined, workBasis: NO_CURRENT_BATON_BASIS }),
    line: () =>
      `FALLBACK — no current typed baton (${NO_CURRENT_BATON_BASIS}). Showing the project-level chain from the work root: a broad orientation, not evidence of a current mission`,
    failed: false,
  },
  {
    name: 'a near-miss basis is a gap, not a fallback',
    opts: () => ({ trees: 'work', workStart: undefined, workBasis: `${NO_CURRENT_BATON_BASIS}.` }),
    line: () => `TRACE GAP — no single current work node: ${NO_CURRENT_BATON_BASIS}.`,
    failed: true,
  },
  {
    name: 'an ambiguous basis',
    opts: () => ({ trees: 'work', workStart: undefined, workBasis: '2 distinct typed work nodes — refusing to guess' }),
    line: () => 'TRACE GAP — no single current work node: 2 distinct typed work nodes — refusing to guess',
    failed: true,
  },
  {
    name: 'work node unknown',
    opts: () => ({ trees: 'work', workStart: undefined, workUnknown: 'queue whoami failed: timed out' }),
    line: () => 'TRACE GAP — current work node UNKNOWN: queue whoami failed: timed out',
    failed: true,
  },
  {
    name: 'candidates unreadable',
    opts: () => ({
      trees: 'work',
      workStart: undefined,
      workBasis: NO_CURRENT_BATON_BASIS,
      workCandidates: { unreadable: 'not JSON' },
    }),
    line: () => '## WORK TRACE\nTRACE GAP — work candidates unreadable: not JSON',
    failed: true,
  },
  {
    name: 'candidates of an invalid shape',
    opts: () => ({ trees: 'work', workStart: undefined, workCandidates: { nope: 1 } as never }),
    line: () => '## WORK TRACE\nTRACE GAP — work candidates have an invalid shape',
    failed: true,
  },
  {
    name: 'standalone: no spec folder above the cwd',
    opts: (f) => ({ trees: 'work', workStart: undefined, cwd: f.topo }),
    line: () =>
      'TRACE GAP — current work node is unresolved; pass --work-start with a literal absolute path (or configure OPENRIG_REFOCUS_WORK_NODE separately)',
    failed: true,
  },
];

function writeTree2(base: string, rel: string, text: string) {
  mkdirSync(join(base, rel, '..'), { recursive: true });
  writeFileSync(join(base, rel), text);
}

for (const c of gapCases) {
  test(`line kind: ${c.name}`, async () => {
    const f = fixture();
    c.setup?.(f);
    const r = await both(f, c.opts(f));
    assert.ok(r.text.includes(c.line(f)), `missing:\n${c.line(f)}\nin:\n${r.text}`);
    assert.is(r.failed, c.failed);
    if (c.failed)
      assert.ok(
        r.failures.some((x) => c.line(f).split('\n').includes(x) || x.startsWith(c.line(f))),
        r.failures.join('\n'),
      );
  });
}

test('the no-baton fallback traces the root only, even with the cwd on a slice; a gap never falls back', async () => {
  const f = fixture();
  const fb = await both(f, { trees: 'work', workStart: undefined, workBasis: NO_CURRENT_BATON_BASIS, cwd: f.slice });
  assert.ok(fb.text.includes(`start: ${f.work}\nFALLBACK — `));
  assert.is(fb.text.split('\n').filter((l) => l.startsWith('### ')).length, 1);
  for (const opts of [
    { workBasis: 'no typed in-progress work resolved to a work node' },
    { workUnknown: 'x' },
    { workCandidates: { unreadable: 'x' } },
  ]) {
    const r = await both(f, { trees: 'work', workStart: undefined, cwd: f.slice, ...opts });
    assert.ok(!r.text.includes('### '), `no trace for ${JSON.stringify(opts)}`);
  }
});

test('an explicit work start wins over a basis, an unknown reason and the cwd; relative starts resolve against the cwd', async () => {
  const f = fixture();
  const r = await both(f, {
    trees: 'work',
    workStart: 'missions/alpha',
    workBasis: 'x',
    workUnknown: 'y',
    cwd: f.work,
  });
  assert.ok(r.text.includes(`start: missions/alpha\n\n### . · SPEC.md`));
  assert.ok(r.text.includes('### missions/alpha · SPEC.md'));
  assert.ok(!r.text.includes('TRACE GAP'));
});

test('standalone: the nearest spec folder above the cwd is the start', async () => {
  const f = fixture({ work: { 'missions/alpha/slices/s1/src/deep/file.ts': '' } });
  const r = await both(f, { trees: 'work', workStart: undefined, cwd: join(f.slice, 'src/deep') });
  assert.ok(r.text.includes(`start: ${f.slice}\n`));
  assert.is(r.failed, false);
});

test('roots come from live config when not given', async () => {
  const f = fixture();
  const r = await renderTrace({
    trees: 'both',
    depth: 'light',
    home: f.home.home,
    env: { OPENRIG_TOPOLOGY_ROOT: f.topo, OPENRIG_WORKSPACE_ROOT: f.work },
    sessionName: 'builder@demo',
    workStart: f.slice,
    cwd: f.dir,
  });
  assert.ok(r.text.includes(`root: ${f.topo}`) && r.text.includes(`root: ${f.work}`));
  assert.is(r.failed, false);
  const missing = await renderTrace({
    trees: 'both',
    depth: 'light',
    home: f.home.home,
    env: {},
    sessionName: 'builder@demo',
    cwd: f.dir,
  });
  assert.ok(
    missing.text.startsWith(
      `## TOPOLOGY TRACE\nTRACE GAP — topology.root is unresolved: ${join(f.home.dir, 'topology')} cannot be reached (ENOENT)`,
    ),
  );
  assert.ok(missing.text.includes(`## WORK TRACE\nTRACE GAP — workspace.root is unresolved`));
});

test('trees select the sections', async () => {
  const f = fixture();
  assert.ok(!(await both(f, { trees: 'topology' })).text.includes('## WORK TRACE'));
  assert.ok(!(await both(f, { trees: 'work' })).text.includes('## TOPOLOGY TRACE'));
});

test.run();
