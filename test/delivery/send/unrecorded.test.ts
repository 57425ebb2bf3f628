// A send whose outbox record cannot be written is refused before anything is typed: the pure
// parts — its reason (a full disk or anything else), the HTTP status, and the closing line of
// `rig send` (where to free space). End to end on real tmux: test/delivery/send/full-disk.tmux.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { unrecordedReason } from '../../../lib/delivery/send/attempt.js';
import { statusForResult, type SendResult } from '../../../lib/delivery/send/send.js';
import { notDeliveredLine } from '../../../lib/cli/send.js';
import { DiskFullError, LockTimeoutError } from '../../../lib/store/errors.js';

test('unrecordedReason: a full disk or quota is outbox_disk_full, anything else outbox_unwritable (table)', () => {
  const rows: [unknown, string][] = [
    [new DiskFullError('/h/outbox/n/ob.json', 'ENOSPC'), 'outbox_disk_full'],
    [Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }), 'outbox_disk_full'],
    [Object.assign(new Error('EDQUOT'), { code: 'EDQUOT' }), 'outbox_disk_full'],
    [Object.assign(new Error('EEXIST'), { code: 'EEXIST' }), 'outbox_unwritable'],
    [new LockTimeoutError('/h/outbox/n', 8000), 'outbox_unwritable'],
    [undefined, 'outbox_unwritable'],
  ];
  for (const [err, want] of rows) assert.is(unrecordedReason(err), want, String(err));
});

test('statusForResult: a full disk is 507 Insufficient Storage, another unwritable record a 409 refusal', () => {
  const r = (reason: string) => ({ outcome: 'refused', reason }) as SendResult;
  assert.is(statusForResult(r('outbox_disk_full')), 507);
  assert.is(statusForResult(r('outbox_unwritable')), 409);
});

test("notDeliveredLine: rig send's closing line and its failure kind (exit code) per outcome (table)", () => {
  const folder = '/h/outbox/n-1';
  const seat = 'w1@t';
  const rows: [Pick<SendResult, 'outcome' | 'reason'>, ReturnType<typeof notDeliveredLine>][] = [
    [
      { outcome: 'refused', reason: 'outbox_disk_full' },
      {
        kind: 'refused',
        what: 'not sent: no space left on the device to write the outbox record of this attempt',
        todo: 'free space in /h/outbox/n-1 (or on the disk that holds it), then send again',
      },
    ],
    [
      { outcome: 'refused', reason: 'outbox_unwritable' },
      {
        kind: 'refused',
        what: 'not sent: the outbox record of this attempt could not be written',
        todo: 'check /h/outbox/n-1 (the reason is above), then send again',
      },
    ],
    [
      { outcome: 'refused', reason: 'target_needs_input' },
      { kind: 'notDelivered', what: 'not delivered (target_needs_input)', todo: 'see the result above' },
    ],
    [
      { outcome: 'failed', reason: 'send_failed' },
      { kind: 'notDelivered', what: 'not delivered (send_failed)', todo: 'see the result above' },
    ],
    [
      { outcome: 'indeterminate', reason: 'submit_unconfirmed' },
      {
        kind: 'indeterminate',
        what: 'not confirmed (submit_unconfirmed)',
        todo: 'check the pane before sending again',
      },
    ],
    [
      { outcome: 'retained', reason: 'typing_guard_enabled' },
      {
        kind: 'held',
        what: 'held, not typed (typing_guard_enabled)',
        todo: 'inspect it with rig seat held-messages w1@t; it is never retried on its own',
      },
    ],
    [
      { outcome: 'refused', reason: 'wait_for_idle_timeout' },
      {
        kind: 'notIdle',
        what: 'not sent (wait_for_idle_timeout)',
        todo: 'send again when the seat is idle, or with a longer --wait-for-idle',
      },
    ],
    [
      { outcome: 'refused', reason: 'target_activity_unknown' },
      {
        kind: 'notIdle',
        what: 'not sent (target_activity_unknown)',
        todo: 'send again when the seat is idle, or with a longer --wait-for-idle',
      },
    ],
  ];
  for (const [r, want] of rows) assert.equal(notDeliveredLine({ ...r, seat }, folder), want, r.reason);
});

test.run();
