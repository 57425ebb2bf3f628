import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  askBlock,
  checkEvidence,
  directCandidate,
  heldNextSection,
  askMessage,
  candidateLine,
  routeLines,
  HELD_LIST_COMMAND,
  NEXT_LIST_COMMAND,
  type Evidence,
} from '../../lib/trace/candidates.js';
import type { WorkCandidate, WorkCandidates } from '../../lib/trace/work-candidates.js';

const ROOT = '/w/missions';

export function evidence(over: Partial<WorkCandidates> = {}): WorkCandidates {
  return {
    missionsRoot: ROOT,
    candidates: [],
    unknown: [],
    held: [],
    next: [],
    heldTotal: 0,
    nextTotal: 0,
    heldTruncated: false,
    nextTruncated: false,
    missionsOnHost: [],
    missionsOnHostTruncated: false,
    ...over,
  };
}

const tag = (over: Partial<WorkCandidate> = {}): WorkCandidate => ({
  kind: 'tag',
  qitemId: 'q-1',
  mission: 'alpha',
  slice: 's1',
  workNodePath: `${ROOT}/alpha/slices/s1`,
  intent: 'Make refocus carry the work',
  source: 'tag mission:alpha + slice:s1 on row q-1',
  unresolved: null,
  ...over,
});

const checked = (ev: unknown) => {
  const c = checkEvidence(ev);
  if (!c) throw new Error('shape refused');
  return c;
};

test('checkEvidence refuses unusable shapes and fills optional lists', () => {
  for (const bad of [
    null,
    [],
    'x',
    {},
    { candidates: [] },
    { missionsRoot: ROOT, candidates: {} },
    { missionsRoot: ROOT, candidates: [{ kind: 'guess', mission: 'a' }] },
    { missionsRoot: ROOT, candidates: [{ kind: 'tag' }] },
    { missionsRoot: ROOT, candidates: [], held: 'no' },
  ]) {
    assert.is(checkEvidence(bad), null, JSON.stringify(bad));
  }
  const ev = checked({ missionsRoot: ROOT, candidates: [], held: [{ qitemId: 'q' }] });
  assert.equal(ev.unknown, []);
  assert.equal(ev.next, []);
  assert.is(ev.heldTotal, 1);
  assert.is(ev.legacyTruncated, false);
  assert.is(checked({ missionsRoot: ROOT, candidates: [], heldAndNextTruncated: true }).legacyTruncated, true);
});

// Table: which evidence is shown directly as the work.
const directCases: [string, WorkCandidates, boolean][] = [
  ['one resolved tag', evidence({ candidates: [tag()] }), true],
  [
    'one tag, an unplaced row too',
    evidence({ candidates: [tag()], unknown: [{ qitemId: 'q-2', summary: 's', reason: 'r' }] }),
    false,
  ],
  ['one ancestry candidate', evidence({ candidates: [tag({ kind: 'ancestry' })] }), false],
  [
    'one unresolved tag',
    evidence({
      candidates: [tag({ workNodePath: null, unresolved: 'mission alpha resolves to 2 directories on this host' })],
    }),
    false,
  ],
  ['two tags', evidence({ candidates: [tag(), tag({ qitemId: 'q-3', mission: 'beta' })] }), false],
  ['none', evidence(), false],
];
for (const [name, ev, direct] of directCases) {
  test(`directCandidate: ${name}`, () => assert.is(directCandidate(ev) !== null, direct));
}

test('askMessage: ask, several candidates, or not settled', () => {
  assert.ok(askMessage(evidence()).startsWith('No in-progress queue row names your work.'));
  assert.is(
    askMessage(evidence({ candidates: [tag(), tag({ mission: 'beta' })] })),
    '2 candidates are in flight. Say which mission you are actually working on.',
  );
  assert.is(
    askMessage(evidence({ candidates: [tag({ kind: 'ancestry' })] })),
    'The queue evidence does not settle your work. Confirm a candidate or name your mission.',
  );
});

test('candidate lines name slice, intent, source and an unresolved tag', () => {
  assert.is(
    candidateLine(tag()),
    '- alpha / s1 — Make refocus carry the work — source: tag mission:alpha + slice:s1 on row q-1',
  );
  assert.is(
    candidateLine(
      tag({
        slice: null,
        intent: null,
        source: '',
        unresolved: 'mission alpha resolves to 0 directories on this host',
      }),
    ),
    '- alpha — no readable intent — source: unknown — UNRESOLVED ON THIS HOST: mission alpha resolves to 0 directories on this host',
  );
});

test('the route names our own command with the missions root', () => {
  assert.equal(routeLines('/w/missions/'), [
    "Then read that mission's current intent as text:",
    '  trace-to-root --trees work --packet --work-start /w/missions/<mission>',
    '  (or the same through rig, where it is on your PATH: rig trace --trees work --packet --work-start /w/missions/<mission>)',
  ]);
});

test('askBlock with no candidates lists the missions on this host', () => {
  const text = askBlock(
    evidence({ missionsOnHost: ['alpha', 'beta'], missionsOnHostTruncated: true }),
    '## WORK — name it',
  ).join('\n');
  assert.ok(text.includes('Missions on this host: alpha, beta, …'));
  assert.ok(!text.includes('Candidates (evidence'));
  assert.ok(text.includes('trace-to-root --trees work --packet --work-start /w/missions/<mission>'));
  assert.ok(!text.includes('python'), 'no script path from another implementation');
});

test('askBlock with candidates and unplaced rows lists both and no missions line', () => {
  const text = askBlock(
    evidence({
      candidates: [
        tag(),
        tag({
          qitemId: 'q-3',
          mission: 'beta',
          slice: null,
          source: 'handoff ancestor q-0 carries mission:beta; row q-3 itself is untagged',
          kind: 'ancestry',
        }),
      ],
      unknown: [
        { qitemId: 'q-4', summary: 'fix the\nthing', reason: 'no mission tag and no handoff ancestry' },
        { qitemId: '', summary: '', reason: 'retargeted handoff from q-9 (new body, no tags); no mission assumed' },
      ],
    }),
    '## WORK — name it',
  ).join('\n');
  assert.ok(text.includes('Candidates (evidence, not a verdict; none is adopted for you):\n- alpha / s1 — '));
  assert.ok(
    text.includes(
      '- beta — Make refocus carry the work — source: handoff ancestor q-0 carries mission:beta; row q-3 itself is untagged',
    ),
  );
  assert.ok(
    text.includes(
      'In-progress rows the queue cannot place:\n- q-4 — fix the thing: no mission tag and no handoff ancestry',
    ),
  );
  assert.ok(text.includes('- a row — no summary: retargeted handoff'));
  assert.ok(!text.includes('Missions on this host'));
});

test('held and next: 25 held and 15 next show 20 and 10 with totals and the per-list commands', () => {
  const held = Array.from({ length: 25 }, (_, i) => ({
    qitemId: `q-h${i}`,
    summary: `held ${i}`,
    blockedOn: `q-b${i}`,
    continuation: i === 0 ? null : `resume ${i}`,
  }));
  const next = Array.from({ length: 15 }, (_, i) => ({
    qitemId: `q-n${i}`,
    summary: `next ${i}`,
    missions: i === 0 ? ['alpha', 'beta'] : [],
  }));
  const text = heldNextSection(checked({ ...evidence(), held, next, heldTotal: 25, nextTotal: 15 }))!;
  const lines = text.split('\n');
  assert.is(lines.filter((l) => l.startsWith('- q-h')).length, 20);
  assert.is(lines.filter((l) => l.startsWith('- q-n')).length, 10);
  assert.ok(
    text.startsWith(
      'HELD WORK (blocked; this is not next):\n- q-h0 — held 0 — blocked on q-b0 — continuation: none recorded\n',
    ),
  );
  assert.ok(text.includes(`(the held list was cut: showing 20 of 25; \`${HELD_LIST_COMMAND}\` has the rest)`));
  assert.ok(
    text.includes('\n\nPOSSIBLE NEXT WORK (pending; no order implied):\n- q-n0 — next 0 [mission: alpha, beta]\n'),
  );
  assert.ok(text.includes(`(the next list was cut: showing 10 of 15; \`${NEXT_LIST_COMMAND}\` has the rest)`));
  assert.ok(!text.includes('q-h20') && !text.includes('q-n10'));
});

test('held and next: a list the daemon already cut says so even at 20 rows', () => {
  const held = Array.from({ length: 20 }, (_, i) => ({
    qitemId: `q-h${i}`,
    summary: 's',
    blockedOn: null,
    continuation: null,
  }));
  const text = heldNextSection(checked({ ...evidence(), held, heldTotal: 31, heldTruncated: true }))!;
  assert.ok(text.includes(`(the held list was cut: showing 20 of 31; \`${HELD_LIST_COMMAND}\` has the rest)`));
  assert.ok(heldNextSection(checked({ ...evidence(), held: held.slice(0, 2), heldTotal: 2 }))!.indexOf('cut') < 0);
});

test('held and next: an over-long summary and continuation are one line each and name rig queue show', () => {
  const summary = 'summary '.repeat(60) + '\nsecond line';
  const continuation = 'continue by '.repeat(40);
  const text = heldNextSection(
    checked({
      ...evidence(),
      held: [{ qitemId: 'q-7', summary, blockedOn: 'q-1', continuation }],
      next: [{ qitemId: 'q-8', summary, missions: [] }],
    }),
  )!;
  const heldRow = text.split('\n')[1]!;
  assert.ok(heldRow.endsWith(' (shortened; `rig queue show q-7` has the whole row)'), heldRow);
  const [, sum, , cont] = heldRow.split(' — ');
  assert.ok(sum!.length <= 160 && sum!.endsWith('…'));
  assert.ok(!text.includes('second line'));
  assert.ok(cont!.replace('continuation: ', '').replace(/ \(shortened.*$/, '').length <= 160);
  const nextRow = text.split('\n').find((l) => l.startsWith('- q-8'))!;
  assert.ok(nextRow.endsWith('(shortened; `rig queue show q-8` has the whole row)'));
  assert.ok(nextRow.length < 260);
});

test('held and next: nothing to show is no section; an older daemon gets the combined notice', () => {
  assert.is(heldNextSection(checked(evidence())), null);
  const legacy = checkEvidence({
    missionsRoot: ROOT,
    candidates: [],
    held: [{ qitemId: 'q', summary: 's' }],
    heldAndNextTruncated: true,
  }) as Evidence;
  assert.ok(heldNextSection(legacy)!.endsWith('(held and next lists were cut; `rig queue list` has the rest)'));
});

test.run();
