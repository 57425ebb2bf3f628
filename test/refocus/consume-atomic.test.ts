// The consume after a delivery (lib/refocus/engine.ts) writes the state without fsync, and stays
// atomic: caught in the middle of that write (through the store's disk-write seam), the state file
// is still the due document, whole; after it, the document is consumed. A crash there can at most
// repeat one refocus, never leave a torn state.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeSync } from 'node:fs';
import { hook, makeSeat } from './harness.js';
import { refocusFiles } from '../../lib/refocus/keys.js';
import { setDiskWrite } from '../../lib/store/disk-write.js';

const UPS = { hook_event_name: 'UserPromptSubmit', prompt: 'carry on' };

test('the consume: mid-write the state is the due document, whole; after, consumed', async () => {
  const seat = makeSeat();
  seat.grow(5000);
  await hook(seat, UPS); // the occupant's baseline
  seat.grow(2000);
  await hook(seat, { hook_event_name: 'Stop' });
  assert.is(seat.state()!.pendingOn, 'Stop', 'due');
  const { state } = refocusFiles(seat.home.refocus, 'dev@test-rig', 'occupant-1');
  const before = readFileSync(state, 'utf8');
  const seen: string[] = [];
  // Every store write of the state's temp file goes a few bytes at a time; the first piece of
  // each write reads the state file as a reader would then.
  setDiskWrite((file, fd, buf, offset, length, position) => {
    if (file.startsWith(`${state}.`) && (position ?? 0) === 0) seen.push(readFileSync(state, 'utf8'));
    return writeSync(fd, buf, offset, Math.min(length, 64), position);
  });
  let run;
  try {
    run = await hook(seat, UPS);
  } finally {
    setDiskWrite(undefined);
  }
  assert.ok(run.payload?.startsWith('REFOCUS ('), run.stderr);
  assert.is(seen.length, 1, 'one state write during the prompt: the consume');
  assert.ok(seen[0] === before, 'a reader mid-consume sees the due document, byte for byte');
  assert.is(seat.state()!.pendingOn, undefined, 'consumed');
});

test.run();
