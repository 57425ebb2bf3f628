// What a refocus run costs beyond its work. A process's first Date#toISOString sets up V8's date
// cache (it reads the local time zone, about 1 ms), so neither the nothing-due path every prompt
// takes nor a delivery may call it (lib/util/iso-time.ts writes the same text). And a delivery
// with nothing to record first decides on a snapshot (lib/refocus/engine.ts): it takes the state
// lock once, for its consume, not also before it composes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeLookups, hook, makeSeat } from './harness.js';
import { refocusFiles } from '../../lib/refocus/keys.js';
import { runRefocusHook } from '../../lib/refocus/hook-run.js';
import { withLock } from '../../lib/store/index.js';

const UPS = { hook_event_name: 'UserPromptSubmit', prompt: 'carry on' };

/** Runs `fn` with Date#toISOString and Date#toJSON counted; restores them after. */
async function countingIsoCalls(fn: () => Promise<void>): Promise<number> {
  const proto = Date.prototype;
  const { toISOString, toJSON } = proto;
  let calls = 0;
  proto.toISOString = function (this: Date) {
    calls++;
    return toISOString.call(this);
  };
  proto.toJSON = function (this: Date, key: unknown) {
    calls++;
    return toJSON.call(this, key);
  };
  try {
    await fn();
  } finally {
    proto.toISOString = toISOString;
    proto.toJSON = toJSON;
  }
  return calls;
}

test('a nothing-due prompt, a Stop that records, a first observation and a delivery never call Date#toISOString', async () => {
  const seat = makeSeat();
  seat.grow(5000);
  assert.is(await countingIsoCalls(async () => void (await hook(seat, UPS))), 0, 'first observation');
  assert.is(seat.state()!.lastBytes, 5000);
  seat.grow(10);
  const idle = await countingIsoCalls(async () => {
    const r = await hook(seat, UPS);
    assert.is(r.outcome.path, 'fast');
  });
  assert.is(idle, 0, 'nothing due');
  seat.grow(2000);
  assert.is(await countingIsoCalls(async () => void (await hook(seat, { hook_event_name: 'Stop' }))), 0, 'Stop');
  assert.is(seat.state()!.pendingOn, 'Stop');
  let payload: string | undefined;
  const fire = await countingIsoCalls(async () => {
    payload = (await hook(seat, UPS)).payload;
  });
  assert.ok(payload?.startsWith('REFOCUS ('), payload);
  assert.is(fire, 0, 'delivery');
  const s = seat.state()!;
  assert.is(s.pendingOn, undefined, 'consumed');
  assert.match(s.firedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.ok(Math.abs(Date.parse(s.firedAt) - Date.now()) < 60_000, s.firedAt);
});

test('a delivery with nothing to record first composes while another run holds the state lock, then consumes', async () => {
  const seat = makeSeat({ OPENRIG_REFOCUS_NOW: '1' });
  await hook(seat, { hook_event_name: 'Stop' }); // the occupant's baseline
  assert.ok(seat.state(), 'baseline stored');
  const { stateLock } = refocusFiles(seat.home.refocus, 'dev@test-rig', 'occupant-1');
  // Another run (a PostCompact recording, say) holds the state lock until this prompt's payload is
  // out. A run that took the state lock before composing would wait for it until its lock wait ran
  // out and skip the prompt.
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let held!: () => void;
  const holding = new Promise<void>((r) => {
    held = r;
  });
  const other = withLock(stateLock, async () => {
    held();
    await released;
  });
  await holding;
  let stdout = '';
  let stderr = '';
  const outcome = await runRefocusHook({
    argv: ['--runtime', 'claude'],
    env: seat.env,
    cwd: seat.dir,
    readStdin: async () =>
      JSON.stringify({
        session_id: 'occupant-1',
        transcript_path: seat.transcript,
        hook_event_name: 'UserPromptSubmit',
        prompt: 'go',
      }),
    out: async (t) => {
      stdout += t;
      release();
    },
    err: (l) => {
      stderr += `${l}\n`;
    },
    lookups: fakeLookups(),
  });
  release(); // (a run that waited for the lock gave up before its output)
  await other;
  assert.is(stderr, '');
  assert.is(outcome.delivered, true);
  assert.match(stdout, /REFOCUS \(on demand\)/);
  assert.is(seat.state()!.firedOn, 'UserPromptSubmit', 'consumed once the other run let go');
});

test.run();
