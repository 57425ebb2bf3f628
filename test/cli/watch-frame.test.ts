// renderFrame (lib/cli/watch/frame.ts): a frame is exactly height lines of exactly width columns at
// 80×24 and 200×50, the selected seat is marked without colour, colour only when asked, narrow
// terminals drop the least needed columns, the list scrolls to the selection, and each cell says
// only what was reported (— for nothing, stale for a stale record).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  activityText,
  contextText,
  layoutColumns,
  renderFrame,
  spendText,
  tokensText,
  waitsText,
} from '../../lib/cli/watch/frame.js';
import { columns } from '../../lib/cli/watch/cell.js';
import { initialUi, type UiState } from '../../lib/cli/watch/keys.js';
import { model, row } from './watch-rows.js';

const SGR = /\x1b\[[0-9;]*m/g;
const plain = (l: string) => l.replace(SGR, '');

const rows = [
  row('perm@r', {
    band: 0,
    activity: { state: 'needs_input', source: 'hook', ageMs: 900, stale: false },
    waits: [{ kind: 'permission', evidence: 'hook', what: 'Bash', ageMs: 4200 }],
    spend: { usd: 1.5 },
    context: { state: 'known', usedPercent: 42, text: '' },
  }),
  row('busy@r', {
    band: 1,
    activity: { state: 'busy', source: 'pane', ageMs: null, stale: false },
    runtime: 'codex',
    spend: { tokens: 48_000 },
  }),
  row('old@r', { band: 3, activity: { state: 'stale', source: 'pane', ageMs: 720_000, stale: true } }),
];
const ui = (over: Partial<UiState> = {}): UiState => ({ ...initialUi(), selected: 'busy@r', ...over });

for (const [w, h] of [
  [80, 24],
  [200, 50],
  [40, 10],
]) {
  test(`${w}×${h}: exactly ${h} lines of ${w} columns, with and without colour`, () => {
    for (const color of [false, true]) {
      const f = renderFrame({ model: model(rows), elapsedMs: 0, width: w!, height: h!, color, ui: ui() });
      assert.is(f.length, h);
      for (const l of f) assert.is(columns(plain(l)), w, JSON.stringify(l));
      if (!color) assert.not.match(f.join('\n'), /\x1b/, 'no escape at all without colour');
      else assert.match(f.join('\n'), SGR);
    }
  });
}

test('the header counts and the total spend; the selected row is marked with >', () => {
  const f = renderFrame({ model: model(rows), elapsedMs: 0, width: 200, height: 50, color: false, ui: ui() });
  assert.match(f[0]!, /^rig watch {2}3 seats · 1 need a person · 1 busy · 0 idle · 1 other {2}spend \$1\.50 48k tok/);
  assert.match(f[1]!, /^ {2}SEAT +AGENT +ACTIVITY +WAITS FOR +CTX +SPEND +GUARD +QUEUE +COMPACT/);
  assert.match(f[2]!, /^ {2}perm@r +claude +needs_input·hook 0s +permission Bash 4s +42% +\$1\.50 /);
  assert.match(f[3]!, /^> busy@r +codex +busy·screen +— +48k tok /);
  assert.match(f[4]!, /^ {2}old@r +claude +stale·hook 12m /);
  assert.match(f[49]!, /q quit/);
});

test('80×24: a permission stop shows whole, the tool and its age (the real-client watch test read `permission Ba…`)', () => {
  const f = renderFrame({ model: model(rows), elapsedMs: 0, width: 80, height: 24, color: false, ui: ui() });
  assert.match(f[2]!, /^ {2}perm@r +claude +needs_input·hook 0s +permission Bash 4s +42% /, f.join('\n'));
  const later = renderFrame({
    model: model(rows),
    elapsedMs: 3_600_000,
    width: 80,
    height: 24,
    color: false,
    ui: ui(),
  });
  assert.match(later[2]!, /permission Bash 1h /, later.join('\n'));
});

test('ages keep counting between reads', () => {
  const f = renderFrame({ model: model(rows), elapsedMs: 61_000, width: 200, height: 50, color: false, ui: ui() });
  assert.match(f[2]!, /needs_input·hook 1m +permission Bash 1m/);
});

test('80 columns drop COMPACT, QUEUE and GUARD; 40 keep the seat and its activity', () => {
  const at80 = layoutColumns(80).map((c) => c.col.title);
  assert.not.ok(at80.includes('COMPACT'));
  assert.equal(at80, ['SEAT', 'AGENT', 'ACTIVITY', 'WAITS FOR', 'CTX', 'SPEND']);
  assert.equal(
    layoutColumns(86).map((c) => c.col.title),
    ['SEAT', 'AGENT', 'ACTIVITY', 'WAITS FOR', 'CTX', 'SPEND', 'GUARD'],
  );
  const at40 = layoutColumns(40).map((c) => c.col.title);
  assert.ok(at40.includes('SEAT') && at40.includes('ACTIVITY'), at40.join(' '));
  assert.ok(layoutColumns(200).length === 9);
});

test('scrolls to keep the selection on screen and says how many are hidden', () => {
  const many = Array.from({ length: 30 }, (_, i) => row(`s${String(i).padStart(2, '0')}@r`));
  const f = renderFrame({
    model: model(many),
    elapsedMs: 0,
    width: 80,
    height: 10,
    color: false,
    ui: ui({ selected: 's20@r' }),
  });
  assert.ok(
    f.some((l) => l.startsWith('> s20@r')),
    f.join('\n'),
  );
  // 7 list rows and the selected seat's detail line (80 columns drop three) above the keys.
  assert.match(f[8]!, /^ {2}s20@r {2}guard /, f.join('\n'));
  assert.match(f[9]!, /\+24 more/);
});

test('80 columns: the selected seat’s dropped columns on a line of their own; none when all show', () => {
  const withQueue = rows.map((r) =>
    r.ref === 'busy@r' ? { ...r, guard: 'hold', queue: { pending: 2, wake: 'due' }, compaction: 'armed' } : r,
  );
  const f = renderFrame({ model: model(withQueue), elapsedMs: 0, width: 80, height: 24, color: false, ui: ui() });
  assert.is(f.length, 24);
  assert.is(f[22], `${'  busy@r  guard hold · queue 2 wake due · compact armed'.padEnd(80)}`, f.join('\n'));
  assert.ok(f.filter((l) => l.includes('busy@r')).length === 2, 'the row and its detail line');
  const wide = renderFrame({ model: model(withQueue), elapsedMs: 0, width: 200, height: 50, color: false, ui: ui() });
  assert.ok(wide.filter((l) => l.includes('busy@r')).length === 1, 'every column shows: no detail line');
  const none = renderFrame({
    model: model(withQueue),
    elapsedMs: 0,
    width: 80,
    height: 24,
    color: false,
    ui: ui({ selected: null }),
  });
  assert.not.ok(
    none.some((l) => /guard hold/.test(l)),
    'no selection, no detail line',
  );
});

test('prompt, message, help and an overlay take their places', () => {
  const p = renderFrame({
    model: model(rows),
    elapsedMs: 0,
    width: 80,
    height: 24,
    color: false,
    ui: ui({ mode: 'prompt', prompt: { kind: 'send', ref: 'busy@r', text: 'hi' } }),
  });
  assert.match(p[23]!, /^send to busy@r: hi█/);
  const m = renderFrame({
    model: model(rows),
    elapsedMs: 0,
    width: 80,
    height: 24,
    color: false,
    ui: ui({ message: 'delivered' }),
  });
  assert.match(m[23]!, /^delivered/);
  const h = renderFrame({
    model: model(rows),
    elapsedMs: 0,
    width: 80,
    height: 24,
    color: false,
    ui: ui({ mode: 'help' }),
  });
  assert.match(h.join('\n'), /Enter +go to the seat’s pane/);
  const o = renderFrame({
    model: model(rows),
    elapsedMs: 0,
    width: 80,
    height: 24,
    color: false,
    ui: ui({ mode: 'overlay', overlay: { title: 'held for busy@r', lines: ['h-1 12 bytes'] } }),
  });
  assert.match(o[1]!, /^held for busy@r/);
  assert.match(o[3]!, /^h-1 12 bytes/);
});

test('a long prompt shows its tail (where the cursor is)', () => {
  const f = renderFrame({
    model: model(rows),
    elapsedMs: 0,
    width: 30,
    height: 5,
    color: false,
    ui: ui({ mode: 'prompt', prompt: { kind: 'send', ref: 'busy@r', text: 'x'.repeat(50) + 'END' } }),
  });
  assert.match(f[4]!, /^….*END█$/);
});

test('cells: recorded text escaped; nothing reported reads —', () => {
  assert.is(spendText(null), '—');
  assert.is(spendText({}), '—');
  assert.is(spendText({ usd: 0 }), '$0.00');
  assert.is(spendText({ usd: 1.234, tokens: 1_250_000 }), '$1.23 1.3M tok');
  const cases: Array<[number, string]> = [
    [950, '950'],
    [1500, '1.5k'],
    [48_000, '48k'],
    [2_000_000, '2.0M'],
  ];
  for (const [n, want] of cases) assert.is(tokensText(n), want);
  assert.is(contextText(row('a@r')), '—');
  assert.is(contextText(row('a@r', { context: { state: 'stale', ageMs: 1, text: '' } })), 'stale');
  assert.is(activityText(row('a@r', { pane: 'missing' }), 0), 'pane missing');
  assert.is(
    waitsText(
      row('a@r', {
        waits: [
          { kind: 'needs_input', evidence: 'pane', what: 'numbered_menu', ageMs: null },
          { kind: 'held', evidence: 'outbox', what: '2 held', ageMs: null },
        ],
      }),
      0,
    ),
    'numbered menu·screen, 2 held',
  );
  const evil = renderFrame({
    model: model([row('a@r', { waits: [{ kind: 'permission', evidence: 'hook', what: 'X\x1b[2J', ageMs: null }] })]),
    elapsedMs: 0,
    width: 120,
    height: 5,
    color: false,
    ui: ui(),
  });
  assert.not.match(evil.join(''), /\x1b/);
  assert.match(evil[2]!, /X\\x1b\[2J/);
});

test.run();
