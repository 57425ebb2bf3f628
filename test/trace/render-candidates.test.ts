// The work packet from queue evidence: the direct case, "name it" with orientation, held and next.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { renderTrace, type TraceOptions, type WorkCandidates, type WorkCandidate } from '../../lib/trace/render.js';
import { fixture, baseOptions, type Fixture } from './fixture.js';

function evidence(f: Fixture, over: Partial<WorkCandidates> = {}): WorkCandidates {
  return {
    missionsRoot: join(f.work, 'missions'),
    candidates: [],
    unknown: [],
    held: [],
    next: [],
    heldTotal: 0,
    nextTotal: 0,
    heldTruncated: false,
    nextTruncated: false,
    missionsOnHost: ['alpha'],
    missionsOnHostTruncated: false,
    ...over,
  };
}

const tag = (f: Fixture, over: Partial<WorkCandidate> = {}): WorkCandidate => ({
  kind: 'tag',
  qitemId: 'q-1',
  mission: 'alpha',
  slice: 's1',
  workNodePath: f.slice,
  intent: 'Make refocus carry the work as text',
  source: 'tag mission:alpha + slice:s1 on row q-1',
  unresolved: null,
  ...over,
});

const work = (f: Fixture, workCandidates: WorkCandidates, over: Partial<TraceOptions> = {}) =>
  renderTrace({ ...baseOptions(f), trees: 'work', depth: 'light', packet: true, workCandidates, ...over });

test('direct: one resolved tag is the work, labelled with its source, as packet text', async () => {
  const f = fixture();
  const r = await work(f, evidence(f, { candidates: [tag(f)] }), { packet: false });
  assert.ok(
    r.text.startsWith(
      `## WORK TRACE\nWORK FROM QUEUE EVIDENCE — tag mission:alpha + slice:s1 on row q-1. If this is stale, say what you are actually doing.\nroot: ${f.work}\nstart: ${f.slice}\n`,
    ),
  );
  assert.ok(
    r.text.includes('NOTES · NOTES.md\nCurrent state\nobservation secret: halfway there'),
    'packet is on for the direct case',
  );
  assert.ok(r.text.includes('PROGRESS · PROGRESS.md\nCurrent state\nthree of five steps'));
  for (const absent of ['FALLBACK', 'ORIENTATION', '## WORK — name it', 'no slice named'])
    assert.ok(!r.text.includes(absent), absent);
  assert.is(r.failed, false);
});

test('direct without a slice says so', async () => {
  const f = fixture();
  const r = await work(
    f,
    evidence(f, {
      candidates: [tag(f, { slice: null, workNodePath: f.mission, source: 'tag mission:alpha on row q-1' })],
    }),
  );
  assert.ok(
    r.text.includes(
      "If this is stale, say what you are actually doing.\nno slice named: the mission's own chain is shown\nroot: ",
    ),
  );
  assert.ok(r.text.includes(`start: ${f.mission}`));
});

test('ask: no candidates lists the missions on this host, the route, and a labelled orientation', async () => {
  const f = fixture();
  const r = await work(f, evidence(f, { missionsOnHost: ['alpha', 'beta'] }));
  const [ask, orientation] = r.text.split('\n\n## ORIENTATION — the project-level chain, not your work\n');
  assert.is(
    ask,
    [
      '## WORK — name it',
      'No in-progress queue row names your work. If you are working from messages, name the mission they belong to; if you have no current work, say so.',
      '',
      'Missions on this host: alpha, beta',
      '',
      "Then read that mission's current intent as text:",
      `  trace-to-root --trees work --packet --work-start ${f.work}/missions/<mission>`,
      `  (or the same through rig, where it is on your PATH: rig trace --trees work --packet --work-start ${f.work}/missions/<mission>)`,
    ].join('\n'),
  );
  assert.ok(
    orientation!.startsWith(
      `root: ${f.work}\nstart: ${f.work}\n\n### . · SPEC.md\nintent: Ship OpenRig core\n\nNOTES · NOTES.md\nCurrent state\nroot state`,
    ),
  );
  assert.ok(!r.text.includes('missions/alpha · SPEC.md'), 'no mission is adopted');
  assert.is(r.failed, false);
});

test('ask, then the named route yields intent, notes and progress as text', async () => {
  const f = fixture();
  const r = await renderTrace({
    ...baseOptions(f),
    trees: 'work',
    depth: 'light',
    packet: true,
    workStart: `${f.work}/missions/alpha`,
  });
  assert.ok(
    r.text.includes(
      '### missions/alpha · SPEC.md\nintent: Make refocus carry the work as text\n\nNOTES · NOTES.md\nCurrent state\nobservation secret',
    ),
  );
  assert.ok(r.text.includes('PROGRESS · PROGRESS.md\nCurrent state\nthree of five steps'));
});

test('several candidates: each listed with its intent and source, none adopted', async () => {
  const f = fixture();
  const r = await work(
    f,
    evidence(f, {
      candidates: [
        tag(f),
        tag(f, {
          qitemId: 'q-2',
          mission: 'beta',
          slice: null,
          workNodePath: null,
          intent: null,
          source: 'tag mission:beta on row q-2',
          unresolved: 'mission beta resolves to 0 directories on this host',
        }),
      ],
    }),
  );
  assert.ok(r.text.includes('2 candidates are in flight. Say which mission you are actually working on.'));
  assert.ok(
    r.text.includes(
      '- alpha / s1 — Make refocus carry the work as text — source: tag mission:alpha + slice:s1 on row q-1\n',
    ),
  );
  assert.ok(
    r.text.includes(
      '- beta — no readable intent — source: tag mission:beta on row q-2 — UNRESOLVED ON THIS HOST: mission beta resolves to 0 directories on this host',
    ),
  );
  assert.ok(!r.text.includes('Missions on this host'));
  assert.ok(!r.text.includes('WORK FROM QUEUE EVIDENCE'));
});

test('an unresolved tag alone is named, never replaced', async () => {
  const f = fixture();
  const r = await work(
    f,
    evidence(f, {
      candidates: [
        tag(f, {
          mission: 'gamma',
          slice: null,
          workNodePath: null,
          unresolved: 'mission gamma resolves to 2 directories on this host',
        }),
      ],
    }),
  );
  assert.ok(r.text.includes('The queue evidence does not settle your work. Confirm a candidate or name your mission.'));
  assert.ok(r.text.includes('UNRESOLVED ON THIS HOST: mission gamma resolves to 2 directories on this host'));
  assert.ok(!r.text.includes('### missions/'));
});

test('held and next follow the work as their own section; an explicit start keeps evidence to held and next', async () => {
  const f = fixture();
  const ev = evidence(f, {
    candidates: [tag(f, { mission: 'beta' }), tag(f)],
    held: [{ qitemId: 'q-h', summary: 'waiting on review', blockedOn: 'q-r', continuation: 'merge after review' }],
    next: [{ qitemId: 'q-n', summary: 'next thing', missions: ['alpha'] }],
    heldTotal: 1,
    nextTotal: 1,
  });
  const r = await work(f, ev, { workStart: f.mission });
  assert.ok(r.text.startsWith(`## WORK TRACE\nroot: ${f.work}\nstart: ${f.mission}`));
  assert.ok(!r.text.includes('## WORK — name it') && !r.text.includes('WORK FROM QUEUE EVIDENCE'));
  assert.ok(
    r.text.endsWith(
      '\n\nHELD WORK (blocked; this is not next):\n- q-h — waiting on review — blocked on q-r — continuation: merge after review\n\nPOSSIBLE NEXT WORK (pending; no order implied):\n- q-n — next thing [mission: alpha]',
    ),
  );
  const topo = await renderTrace({
    ...baseOptions(f),
    trees: 'topology',
    depth: 'light',
    sessionName: 'builder@demo',
    workCandidates: ev,
  });
  assert.ok(!topo.text.includes('HELD WORK'));
});

test('unreadable evidence with an explicit start: the start is traced and the gap is named', async () => {
  const f = fixture();
  const r = await work(f, { unreadable: 'not JSON' } as never, { workStart: f.mission });
  assert.ok(r.text.includes(`start: ${f.mission}`));
  assert.ok(r.text.endsWith('\n\nTRACE GAP — work candidates unreadable: not JSON'));
  assert.is(r.failed, true);
});

test.run();
