// Other hosts' seats in rig watch (lib/cli/watch/remote-rows.ts, the HOST column, the keys on a
// remote row): a live host's seat as its host published it, a stale host's seat stale with the
// silence and never its last state, and keys that need the seat's pane say it is on another host.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { remoteWatchRow } from '../../lib/cli/watch/remote-rows.js';
import { layoutColumns, renderFrame } from '../../lib/cli/watch/frame.js';
import { initialUi, step } from '../../lib/cli/watch/keys.js';
import { watchModel } from '../../lib/views/watch-model.js';
import { snapshotEvent } from '../../lib/cli/watch/events.js';
import type { RemoteSeatRow } from '../../lib/federation/remote-view.js';
import { model, row } from './watch-rows.js';

const live = (over: Partial<Extract<RemoteSeatRow, { hostState: 'live' }>> = {}): RemoteSeatRow => ({
  host: 'hostA',
  hostState: 'live',
  hostAgeMs: 1000,
  seat: 'wa@t',
  nodeId: 'n-1',
  runtime: 'claude-code',
  status: 'running',
  pane: 'ready',
  activity: { state: 'idle', reason: 'stop', source: 'hook', event: 'Stop', ageMs: 5000 },
  context: { state: 'known', usedPercent: 42, source: 'statusline', ageMs: 3000 },
  guard: { mode: 'hold', pending: false },
  held: 0,
  permissionStop: null,
  ...over,
});

const stale: RemoteSeatRow = {
  host: 'hostA',
  hostState: 'stale',
  hostAgeMs: 95_000,
  seat: 'wa@t',
  nodeId: 'n-1',
  runtime: 'terminal',
};

const cases: Array<[string, RemoteSeatRow, { band: number; state: string; waits: string[]; stale: boolean }]> = [
  ['idle', live(), { band: 2, state: 'idle', waits: [], stale: false }],
  [
    'busy',
    live({ activity: { state: 'busy', reason: 'tool', source: 'hook', event: 'PreToolUse', ageMs: 1 } }),
    { band: 1, state: 'busy', waits: [], stale: false },
  ],
  [
    'a permission stop',
    live({
      activity: { state: 'needs_input', reason: 'permission', source: 'hook', event: 'PermissionRequest', ageMs: 1 },
      permissionStop: { pending: 'request_observed', tool: 'Bash', actor: 'main', ageMs: 4000 },
    }),
    { band: 0, state: 'needs_input', waits: ['permission:Bash'], stale: false },
  ],
  [
    'a completed stop is no wait',
    live({ permissionStop: { pending: 'completed', tool: 'Bash', actor: 'main', ageMs: 4000 } }),
    { band: 2, state: 'idle', waits: [], stale: false },
  ],
  ['held messages', live({ held: 2 }), { band: 0, state: 'idle', waits: ['held:2 held'], stale: false }],
  ['a stale host', stale, { band: 3, state: 'stale', waits: [], stale: true }],
  [
    'a host never heard',
    { ...stale, hostState: 'unknown', hostAgeMs: null },
    { band: 3, state: 'stale', waits: [], stale: true },
  ],
];

for (const [name, input, want] of cases)
  test(`remote row: ${name}`, () => {
    const r = remoteWatchRow(input);
    assert.is(r.host, 'hostA');
    assert.is(r.ref, 'wa@t');
    assert.is(r.band, want.band);
    assert.is(r.activity.state, want.state);
    assert.is(r.activity.stale, want.stale);
    assert.equal(
      r.waits.map((w) => `${w.kind}:${w.what}`),
      want.waits,
    );
  });

test('a stale host: no last state of the seat, the silence as the age', () => {
  const r = remoteWatchRow(stale);
  assert.equal(r.activity, { state: 'stale', source: 'host', ageMs: 95_000, stale: true });
  assert.is(r.context, null);
  assert.is(r.guard, '—');
});

test('HOST column only when a row is another host’s; a stale host reads stale·host silent with its age', () => {
  assert.not.ok(layoutColumns(120).some((c) => c.col.title === 'HOST'));
  assert.ok(layoutColumns(120, true).some((c) => c.col.title === 'HOST'));
  const m = watchModel([], [remoteWatchRow(stale), remoteWatchRow(live({ seat: 'wc@t' }))]);
  const plainRows = [row('wb@t'), ...m.rows];
  const f = renderFrame({
    model: model(plainRows),
    elapsedMs: 0,
    width: 120,
    height: 10,
    color: false,
    ui: initialUi(),
  });
  assert.match(f[1]!, /^ {2}SEAT +HOST +AGENT +ACTIVITY/);
  assert.match(f.join('\n'), /wa@t +hostA +term +stale·host silent 1m /);
  assert.match(f.join('\n'), /wc@t +hostA +claude +idle·hook 5s /);
  assert.match(f.join('\n'), /wb@t {2,}claude +idle·hook 12s/);
  assert.not.match(f.join('\n'), /wa@t.*hold/, 'no last guard of a stale host’s seat');
  const at80 = renderFrame({
    model: model(plainRows),
    elapsedMs: 0,
    width: 80,
    height: 10,
    color: false,
    ui: initialUi(),
  });
  for (const l of at80) assert.ok(l.length <= 80, l);
  assert.match(at80.join('\n'), /wa@t +hostA /);
});

test('--json: every row carries host (null for this host’s own)', () => {
  const m = watchModel([], [remoteWatchRow(stale)]);
  const e = snapshotEvent(m, '2026-01-01T00:00:00.000Z') as { seats: Array<{ host: string | null }> };
  assert.is(e.seats[0]!.host, 'hostA');
  assert.is(row('x@t').host, null);
});

test('keys on a remote row: a and Enter say it is on another host; s sends as usual', () => {
  const hosts = new Map([['wa@t', 'hostA']]);
  const ui = { ...initialUi(), selected: 'wa@t' };
  const a = step(ui, { k: 'char', ch: 'a' }, ['wa@t'], hosts);
  assert.is(a.effect, undefined);
  assert.is(a.ui.mode, 'list');
  assert.match(
    a.ui.message ?? '',
    /^rig: wa@t is on host hostA, not this one — answer it with rig seat answer on hostA$/,
  );
  const enter = step(ui, { k: 'enter' }, ['wa@t'], hosts);
  assert.is(enter.effect, undefined);
  assert.match(
    enter.ui.message ?? '',
    /^rig: wa@t is on host hostA, not this one — attach to its pane there on hostA$/,
  );
  const s = step(ui, { k: 'char', ch: 's' }, ['wa@t'], hosts);
  assert.is(s.ui.mode, 'prompt');
  // The same keys on this host's seat do what they did.
  const local = step(ui, { k: 'char', ch: 'a' }, ['wa@t']);
  assert.is(local.ui.mode, 'prompt');
  assert.equal(step(ui, { k: 'enter' }, ['wa@t']).effect, { kind: 'jump', ref: 'wa@t' });
});

test('order: a remote seat sorts by its band with the local ones', () => {
  const stop = remoteWatchRow(
    live({ seat: 'zz@t', permissionStop: { pending: 'request_observed', tool: 'Bash', actor: 'main', ageMs: 1 } }),
  );
  const m = watchModel([], [remoteWatchRow(stale), stop]);
  assert.equal(
    m.rows.map((r) => r.ref),
    ['zz@t', 'wa@t'],
  );
  assert.equal(m.counts, { seats: 2, attention: 1, busy: 0, idle: 0, other: 1 });
});

test.run();
