// Sends on a full disk. Every send attempt is kept in an outbox, saved before anything is typed:
// when its record cannot be written (a full disk, a folder that is not one), the send is refused —
// nothing typed, no tmux buffer left — and `rig send` says so in one line, with what to do. A
// message staged for the paste that the disk cuts short is never pasted in part. Real tmux, the
// scripted composer, the daemon in process; the full disk is a small tmpfs over the seat's outbox
// folder or the temp folder (skipped, with the reason, where this process may not mount).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, statSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { harness, type Harness } from '../send-harness.js';
import { rig, json } from '../../helpers/cli.js';
import { fill, mountPermitted, mountTmpfs, unfill } from '../../helpers/tmpfs.js';
import { tempDir } from '../../helpers/home.js';
import { outboxDir } from '../../../lib/home/paths.js';
import { setDiskWrite } from '../../../lib/store/disk-write.js';

let h: Harness;
test.before(async () => {
  h = await harness();
  await h.startDaemon();
});
test.after(async () => {
  await h.close();
});

const caller = () => ({ ...h.env, OPENRIG_SESSION_NAME: 'lead@t' });

/** The private server's paste buffers (none is an empty list). */
function buffers(): string[] {
  try {
    return h.tmux.run('list-buffers', '-F', '#{buffer_name}').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/** Nothing reached the composer: no input, no submission (the send has returned: no paste follows). */
function assertNothingTyped(state: () => { input: string; submissions: string[] }): void {
  assert.is(state().input, '', 'nothing typed into the composer');
  assert.equal(state().submissions, [], 'nothing submitted');
}

test('an outbox folder that cannot hold the record: refused, nothing typed, no buffer left', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  mkdirSync(h.home.outbox, { recursive: true });
  writeFileSync(outboxDir(h.home, seat.record.nodeId), 'not a folder');
  const r = await rig(['send', seat.ref, 'please review PR 7', '--json'], caller());
  assert.is(r.code, 1, r.stderr);
  const result = json(r);
  assert.is(result.outcome, 'refused');
  assert.is(result.sent, false);
  assert.is(result.reason, 'outbox_unwritable');
  assert.equal(result.outboxIds, []);
  assert.match(result.message, /^No text was sent: the outbox record of this attempt could not be written/);
  assertNothingTyped(seat.state);
  assert.equal(buffers(), [], 'the staged buffer was deleted');
});

test('the outbox record meets a full disk (the store write seam): refused as outbox_disk_full, nothing typed', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const outbox = outboxDir(h.home, seat.record.nodeId);
  setDiskWrite((file, fd, buf, offset, length, position) => {
    if (file.startsWith(`${outbox}/`))
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    return writeSync(fd, buf, offset, length, position);
  });
  let r;
  try {
    r = await h.send(seat, 'please review PR 9');
  } finally {
    setDiskWrite(undefined);
  }
  assert.is(r.outcome, 'refused', r.message);
  assert.is(r.reason, 'outbox_disk_full');
  assert.is(r.sent, false);
  assert.match(r.message, /no space left on the device to write \//);
  assertNothingTyped(seat.state);
  assert.equal(buffers(), []);
});

const permitted = mountPermitted(join(tempDir('openrig-mount-probe-'), 'probe'));
const onFullDisk = permitted.ok ? test : test.skip;
if (!permitted.ok) console.log(`skip: ${permitted.why}, so the real full-disk tests cannot run`);

onFullDisk('a full disk under the outbox: refused in one line naming where to free space, nothing typed', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const mount = mountTmpfs(outboxDir(h.home, seat.record.nodeId), '64k');
  if (!mount.ok) throw new Error(mount.why);
  const filler = fill(mount.dir);
  try {
    const r = await rig(['send', seat.ref, 'please review PR 8'], caller());
    assert.is(r.code, 1, r.stdout);
    assert.match(r.stdout, /No text was sent/);
    const last = r.stderr.trimEnd().split('\n').at(-1)!;
    assert.match(last, /^rig: not sent: no space left on the device to write the outbox record .* — free space in \//);
    assert.not.match(r.stderr, /Advisory: No outbox record/);
    assertNothingTyped(seat.state);
    assert.equal(buffers(), []);
    unfill(filler);
    // With space back the same send goes through, with its record.
    const again = await rig(['send', seat.ref, 'please review PR 8', '--json'], caller());
    assert.is(again.code, 0, again.stderr);
    assert.is(json(again).outboxIds.length, 1);
  } finally {
    mount.unmount();
  }
});

onFullDisk('a message the full temp folder cuts short is not pasted in part: failed, nothing typed', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const mount = mountTmpfs(join(tempDir('openrig-full-tmp-'), 'tmp'), '64k');
  if (!mount.ok) throw new Error(mount.why);
  const filler = fill(mount.dir);
  const previous = process.env.TMPDIR;
  try {
    // One page free: the 10 KB message would be staged as its first 4 KB.
    truncateBy(filler, 4096);
    process.env.TMPDIR = mount.dir;
    const r = await h.send(seat, `start ${'x'.repeat(10_000)} end`);
    assert.is(r.outcome, 'failed', r.message);
    assert.is(r.sent, false);
    assert.is(r.reason, 'send_failed');
    assert.match(r.message, /the tmux buffer could not be loaded \(ENOSPC/);
    assertNothingTyped(seat.state);
    assert.equal(buffers(), []);
    assert.equal(
      readdirSync(mount.dir).filter((n) => n.startsWith('openrig-send-')),
      [],
      'the cut-short temp file was removed',
    );
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    mount.unmount();
  }
});

/** Gives `bytes` back from a filler file (its end cut off). */
function truncateBy(file: string, bytes: number): void {
  truncateSync(file, Math.max(0, statSync(file).size - bytes));
}

test.run();
