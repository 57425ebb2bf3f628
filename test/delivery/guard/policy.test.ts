import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  decideDelivery,
  decideLifecycle,
  defaultModeFor,
  isGuardMode,
  isMessageKind,
  kindForQueuePriority,
  legacyEnabled,
  modeForLegacyBoolean,
  holdsAll,
  modeInForce,
  GUARD_MODES,
  MESSAGE_KINDS,
  type GuardMode,
  type MessageKind,
} from '../../../lib/delivery/guard/policy.js';

// The spec's table, written out independently of the code: H = hold (typing_guard_enabled),
// O = type as off (no composer ownership test), E = type only into a recognised empty composer and
// re-check before Enter (never over a draft), D = dangerously-interact: types under its own check.
type Cell = 'H' | 'O' | 'E' | 'D';
const EXPECTED: Record<GuardMode, Record<MessageKind, [plain: Cell, dangerous: Cell]>> = {
  off: { send: ['O', 'D'], notice: ['O', 'D'], urgent: ['O', 'D'] },
  'draft-aware': { send: ['E', 'D'], notice: ['E', 'D'], urgent: ['E', 'D'] },
  'openrig-urgent': { send: ['H', 'D'], notice: ['E', 'D'], urgent: ['E', 'D'] },
  'urgent-only': { send: ['H', 'D'], notice: ['H', 'D'], urgent: ['E', 'D'] },
  'sends-only': { send: ['O', 'D'], notice: ['H', 'D'], urgent: ['O', 'D'] },
  hold: { send: ['H', 'H'], notice: ['H', 'H'], urgent: ['H', 'H'] },
};

const CELL = {
  H: {
    action: 'hold',
    reason: 'typing_guard_enabled',
    requireEmptyComposer: false,
    recheckBeforeEnter: false,
    overrideInputCheck: false,
  },
  O: { action: 'type', requireEmptyComposer: false, recheckBeforeEnter: false, overrideInputCheck: false },
  E: { action: 'type', requireEmptyComposer: true, recheckBeforeEnter: true, overrideInputCheck: false },
  D: { action: 'type', requireEmptyComposer: false, recheckBeforeEnter: false, overrideInputCheck: true },
} as const;

test('the table covers exactly six modes and three kinds', () => {
  assert.equal([...GUARD_MODES].sort(), Object.keys(EXPECTED).sort());
  assert.equal([...MESSAGE_KINDS].sort(), ['notice', 'send', 'urgent']);
});

for (const mode of GUARD_MODES) {
  for (const kind of MESSAGE_KINDS) {
    for (const dangerous of [false, true]) {
      const cell = EXPECTED[mode][kind][dangerous ? 1 : 0];
      test(`decideDelivery ${mode} × ${kind}${dangerous ? ' × dangerously-interact' : ''} → ${cell}`, () => {
        const got = decideDelivery(mode, kind, dangerous ? { dangerouslyInteract: true } : undefined);
        assert.equal(got, CELL[cell]);
      });
    }
  }
}

test('decisions are fresh objects: a caller changing one cannot change the table', () => {
  const a = decideDelivery('draft-aware', 'send');
  a.requireEmptyComposer = false;
  assert.is(decideDelivery('draft-aware', 'send').requireEmptyComposer, true);
});

// --raw and --force are not options: passed anyway (as an untyped caller could), they change no
// cell of the table, in any mode, for any kind, with or without dangerously-interact.
for (const mode of GUARD_MODES) {
  for (const kind of MESSAGE_KINDS) {
    for (const dangerous of [false, true]) {
      const cell = EXPECTED[mode][kind][dangerous ? 1 : 0];
      test(`--raw/--force bypass nothing: ${mode} × ${kind}${dangerous ? ' × dangerously-interact' : ''} stays ${cell}`, () => {
        for (const bypass of [{ raw: true }, { force: true }, { raw: true, force: true }]) {
          const got = decideDelivery(mode, kind, {
            ...bypass,
            ...(dangerous ? { dangerouslyInteract: true } : {}),
          } as never);
          assert.equal(got, CELL[cell], JSON.stringify(bypass));
        }
      });
    }
  }
}

test('an unknown mode or kind throws rather than typing', () => {
  assert.throws(() => decideDelivery('on' as GuardMode, 'send'), /unknown typing guard mode/);
  assert.throws(() => decideDelivery('off', 'wake' as MessageKind), /unknown message kind/);
});

// Lifecycle: mode × freshPane × inputAbsent → allowed / reason.
const LIFECYCLE: Record<GuardMode, (fresh: boolean, absent: boolean) => string> = {
  off: () => 'allowed',
  'sends-only': () => 'allowed',
  'draft-aware': (fresh, absent) => (fresh || absent ? 'allowed' : 'draft_aware_lifecycle'),
  'openrig-urgent': () => 'typing_guard_enabled',
  'urgent-only': () => 'typing_guard_enabled',
  hold: () => 'typing_guard_enabled',
};

for (const mode of GUARD_MODES) {
  for (const freshPane of [false, true]) {
    for (const inputAbsent of [false, true]) {
      const want = LIFECYCLE[mode](freshPane, inputAbsent);
      test(`decideLifecycle ${mode} fresh=${freshPane} absent=${inputAbsent} → ${want}`, () => {
        const got = decideLifecycle(mode, { freshPane, inputAbsent });
        if (want === 'allowed') assert.equal(got, { allowed: true });
        else {
          assert.is(got.allowed, false);
          assert.is(got.reason, want);
          assert.ok(got.todo && /off/.test(got.todo), 'a refusal says what to do');
        }
      });
    }
  }
}

test('mode in force: a requested hold applies at once; any other request waits for activation', () => {
  for (const effective of GUARD_MODES) {
    assert.is(modeInForce('hold', effective), 'hold', `hold requested over ${effective}`);
    for (const desired of GUARD_MODES.filter((m) => m !== 'hold')) {
      assert.is(modeInForce(desired, effective), effective, `${desired} requested over ${effective}`);
    }
  }
});

test('queue priority maps to urgent for urgent and critical, else keeps the origin', () => {
  const rows: [Parameters<typeof kindForQueuePriority>[0], 'send' | 'notice', MessageKind][] = [
    ['routine', 'send', 'send'],
    ['routine', 'notice', 'notice'],
    ['urgent', 'send', 'urgent'],
    ['urgent', 'notice', 'urgent'],
    ['critical', 'send', 'urgent'],
    ['critical', 'notice', 'urgent'],
  ];
  for (const [p, o, want] of rows) assert.is(kindForQueuePriority(p, o), want, `${p}/${o}`);
  assert.throws(() => kindForQueuePriority('high' as never, 'send'), /unknown queue priority/);
});

test('default modes: a terminal member is sends-only, agents are off', () => {
  assert.is(defaultModeFor('terminal'), 'sends-only');
  assert.is(defaultModeFor('claude-code'), 'off');
  assert.is(defaultModeFor('codex'), 'off');
});

test('legacy bit is on for every mode but off; the API booleans describe hold-all only', () => {
  for (const mode of GUARD_MODES) {
    assert.is(legacyEnabled(mode), mode !== 'off', mode);
    assert.is(holdsAll(mode), mode === 'hold', mode);
  }
  assert.is(modeForLegacyBoolean(true), 'hold');
  assert.is(modeForLegacyBoolean(false), 'off');
});

test("mode and kind names: exactly the spec's, nothing near them", () => {
  const modes = ['off', 'draft-aware', 'openrig-urgent', 'urgent-only', 'sends-only', 'hold'];
  for (const m of modes) assert.ok(isGuardMode(m), m);
  for (const m of ['', 'Off', 'HOLD', 'draft_aware', 'on', 'hold ', 'send', null, undefined, 1, true, ['off']])
    assert.not.ok(isGuardMode(m), String(m));
  for (const k of ['send', 'notice', 'urgent']) assert.ok(isMessageKind(k), k);
  for (const k of ['', 'Send', 'wake', 'off', null, 0, {}]) assert.not.ok(isMessageKind(k), String(k));
});

test.run();
