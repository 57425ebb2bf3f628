// rig up's decision for one seat as a table: what it found (record, panes here and on the server
// the record names, the typing guard's answer) → launch (which kind, replacing which session), leave
// running, or stop with a reason. And when the typing guard is asked at all. Pure.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decideLaunch, lifecycleQuestion, type LaunchFacts } from '../../lib/rig/launch-decision.js';
import type { LifecycleRefusal } from '../../lib/rig/lifecycle.js';

const base: LaunchFacts = {
  seat: 'dev',
  rig: 'alpha',
  session: 'dev@alpha',
  recorded: false,
  live: 'missing',
  exists: false,
};
const f = (over: Partial<LaunchFacts>): LaunchFacts => ({ ...base, ...over });
const REFUSAL: LifecycleRefusal = { mode: 'hold', reason: 'typing_guard_enabled', what: 'held', todo: 'switch it off' };

type Summary = string;
const summary = (facts: LaunchFacts): Summary => {
  const d = decideLaunch(facts);
  if (d.action === 'launch')
    return `launch ${d.kind}${d.replaceSession ? ' replace' : ''}${d.relaunchOfDead ? ' of-dead' : ''}`;
  if (d.action === 'skip') return `skip ${d.reason}`;
  return `stop ${d.reason} ${d.outcome}`;
};

const ROWS: [string, Partial<LaunchFacts>, Summary][] = [
  ['a new seat, no session: fresh', {}, 'launch fresh'],
  ['a new seat, tmux server not running: fresh', { live: 'missing' }, 'launch fresh'],
  ['recorded, session gone: relaunch', { recorded: true }, 'launch relaunch'],
  [
    'recorded, pane dead: relaunch, replacing it',
    { recorded: true, live: 'dead', exists: true },
    'launch relaunch replace of-dead',
  ],
  ['recorded, pane alive: left running', { recorded: true, live: 'alive', exists: true }, 'skip already-running'],
  ['a session of that name we did not launch', { exists: true, live: 'missing' }, 'stop foreign-session failed'],
  [
    'recorded, session holds another launch',
    { recorded: true, exists: true, live: 'missing' },
    'stop foreign-session failed',
  ],
  [
    'recorded, session with no pane id known',
    { recorded: true, exists: true, live: 'unknown' },
    'stop foreign-session failed',
  ],
  [
    'alive on the server the record names',
    { recorded: true, elsewhere: { socket: '/s', state: 'alive' } },
    'stop running-elsewhere failed',
  ],
  [
    'dead pane on the server the record names',
    { recorded: true, elsewhere: { socket: null, state: 'dead' } },
    'stop running-elsewhere failed',
  ],
  [
    'gone from the server the record names: relaunch here',
    { recorded: true, elsewhere: { socket: '/s', state: 'missing' } },
    'launch relaunch',
  ],
  ['tmux cannot be asked', { panesError: 'boom' }, 'stop tmux-unreadable failed'],
  [
    'tmux cannot be asked, even when running elsewhere: elsewhere first',
    { recorded: true, panesError: 'boom', elsewhere: { socket: '/s', state: 'alive' } },
    'stop running-elsewhere failed',
  ],
  ['a restore without a record', { continuation: 'restore' }, 'stop no-record failed'],
  ['a handover without a record', { continuation: 'handover', exists: true, live: 'missing' }, 'stop no-record failed'],
  [
    'the guard refuses a relaunch',
    { recorded: true, live: 'dead', exists: true, refusal: REFUSAL },
    'stop lifecycle-guard refused',
  ],
  [
    'the guard refuses before a foreign session is named',
    { recorded: true, exists: true, live: 'missing', refusal: REFUSAL },
    'stop lifecycle-guard refused',
  ],
  [
    'a restore replaces an alive pane',
    { recorded: true, live: 'alive', exists: true, continuation: 'restore' },
    'launch restore replace',
  ],
  [
    'a handover of a dead pane',
    { recorded: true, live: 'dead', exists: true, continuation: 'handover' },
    'launch handover replace of-dead',
  ],
  ['a restore with the session gone', { recorded: true, continuation: 'restore' }, 'launch restore'],
];

for (const [name, over, want] of ROWS) {
  test(`decision: ${name}`, () => {
    assert.is(summary(f(over)), want);
  });
}

test('the stop reasons say what to do, naming the seat, the server and the session', () => {
  const elsewhere = decideLaunch(f({ recorded: true, elsewhere: { socket: null, state: 'alive' } }));
  assert.is(
    elsewhere.action === 'stop' && elsewhere.error,
    'running on another tmux server (the default server); run rig down alpha --seat dev first',
  );
  const foreign = decideLaunch(f({ exists: true, live: 'missing' }));
  assert.match(foreign.action === 'stop' ? foreign.error : '', "kill-session -t '=dev@alpha'");
  const noRecord = decideLaunch(f({ continuation: 'restore' }));
  assert.is(noRecord.action === 'stop' && noRecord.error, 'dev@alpha has no record to continue; start it with rig up');
  const tmuxDown = decideLaunch(f({ panesError: 'boom' }));
  assert.is(tmuxDown.action === 'stop' && tmuxDown.error, 'cannot ask tmux about the session: boom');
  const refused = decideLaunch(f({ recorded: true, refusal: REFUSAL }));
  assert.equal(refused.action === 'stop' && [refused.error, refused.refusal], ['held', REFUSAL]);
});

const QUESTIONS: [string, Partial<LaunchFacts>, ReturnType<typeof lifecycleQuestion>][] = [
  ['a new seat: fresh startup, never asked', {}, undefined],
  ['recorded, pane alive: rig up leaves it, not asked', { recorded: true, live: 'alive', exists: true }, undefined],
  [
    'recorded, pane dead: asked, no input can be lost',
    { recorded: true, live: 'dead', exists: true },
    { operation: 'rig up (relaunch)', inputAbsent: true },
  ],
  ['recorded, session gone: asked', { recorded: true }, { operation: 'rig up (relaunch)', inputAbsent: true }],
  [
    'a restore of an alive pane: asked, input may be there',
    { recorded: true, live: 'alive', exists: true, continuation: 'restore' },
    { operation: 'rig seat restore', inputAbsent: false },
  ],
  [
    'a handover of a dead pane',
    { recorded: true, live: 'dead', continuation: 'handover' },
    { operation: 'rig seat handover', inputAbsent: true },
  ],
  [
    'running elsewhere: stopped before the guard',
    { recorded: true, elsewhere: { socket: '/s', state: 'alive' } },
    undefined,
  ],
  [
    'gone elsewhere: asked',
    { recorded: true, elsewhere: { socket: '/s', state: 'missing' } },
    { operation: 'rig up (relaunch)', inputAbsent: true },
  ],
  ['tmux unreadable: stopped before the guard', { recorded: true, panesError: 'boom' }, undefined],
  ['a continuation without a record: never asked', { continuation: 'restore' }, undefined],
];

for (const [name, over, want] of QUESTIONS) {
  test(`guard question: ${name}`, () => {
    assert.equal(lifecycleQuestion(f(over)), want);
  });
}

test.run();
