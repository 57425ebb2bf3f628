// rig seat compact follows the run it armed: at a terminal (a private tmux pane runs the built
// bundle) one live line, rewritten in place as each stage is reached and cleared at the end;
// piped, one line per stage and no control sequences; the run's end decides the exit code. The
// daemon runs in this process with no timer job, so only the test moves the record, stage by
// stage, as the compaction job would (endRun for the end).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { RIG_BUNDLE } from '../helpers/cli.js';
import { tempHome } from '../helpers/home.js';
import { addSeat } from '../helpers/seat.js';
import { privateTmux, tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { startDaemon, type RunningDaemon } from '../../lib/daemon/daemon.js';
import { silentLog } from '../../lib/timers/log.js';
import { updateDocument } from '../../lib/store/index.js';
import { compactionStatePath } from '../../lib/home/paths.js';
import { compactionStateKind, type CompactionRecord } from '../../lib/compaction/record.js';
import { endRun } from '../../lib/compaction/transition.js';
import { shellQuote } from '../../lib/util/shell-quote.js';

const th = tempHome();
mkdirSync(th.dir, { recursive: true });
const tmux = tmuxAvailable() ? privateTmux() : undefined;
let daemon: RunningDaemon;
test.before(async () => {
  daemon = await startDaemon(th.home, { log: silentLog, timers: { manual: true, jobs: [] } });
});
test.after(async () => {
  await daemon.close();
  tmux?.kill();
});

/** Moves a seat's record as the compaction job would. */
async function advance(nodeId: string, change: (rec: CompactionRecord, nowMs: number) => CompactionRecord) {
  await updateDocument(compactionStateKind, compactionStatePath(th.home, nodeId), (cur) => change(cur!, Date.now()));
}
const step = (to: CompactionRecord['step']) => (rec: CompactionRecord, nowMs: number) => ({
  ...rec,
  step: to,
  stepSince: new Date(nowMs).toISOString(),
});

(tmux ? test : test.skip)(
  'at a terminal: one live line, rewritten per stage, counting; cleared at the end',
  async () => {
    const seat = await addSeat(th.home, { cwd: th.dir, name: 'w1', tmux: { socket: tmux!.socket } });
    const command = [
      'env',
      '-i',
      `PATH=${process.env.PATH}`,
      `HOME=${th.dir}`,
      `OPENRIG_HOME=${th.dir}`,
      'TERM=xterm-256color',
      process.execPath,
      RIG_BUNDLE,
      'seat',
      'compact',
      'w1@t',
    ]
      .map(shellQuote)
      .join(' ');
    const pane = tmux!.newPane('follow', { width: 200, height: 12 }, [
      'sh',
      '-c',
      `${command}; echo "EXIT:$?"; sleep 600`,
    ]);
    const screen = () => tmux!.run('capture-pane', '-p', '-t', pane);
    const stageRows = (s: string) => s.split('\n').filter((l) => l.includes('w1@t compaction:'));

    await waitFor(() => stageRows(screen()).some((l) => l.includes('compaction: prep — ')), 15_000, 'the prep stage');
    await advance(seat.nodeId, step('await-idle'));
    const counting = await waitFor(
      () => {
        const rows = stageRows(screen());
        return (
          rows.length === 1 &&
          /compaction: await-idle — .* \(([1-9]\d*) s, up to 300 s\)$/.test(rows[0]!.trimEnd()) &&
          rows
        );
      },
      15_000,
      'one await-idle line, its counter past 0 s',
    );
    assert.is(counting.length, 1, 'the prep line was rewritten, not left above');
    await advance(seat.nodeId, step('await-postcompact'));
    await waitFor(
      () => {
        const rows = stageRows(screen());
        return (
          rows.length === 1 && rows[0]!.includes('compaction: await-postcompact — ') && rows[0]!.includes('up to 900 s')
        );
      },
      15_000,
      'the same line now at await-postcompact',
    );
    await advance(seat.nodeId, (rec, now) => endRun(rec, 'done', 'audit delivered', now));
    const end = await waitFor(() => (screen().includes('EXIT:') ? screen() : undefined), 15_000, 'the command to end');
    assert.match(end, /w1@t: managed compaction done \(run r[^)]*\): audit delivered\n/);
    assert.match(end, /EXIT:0/);
    assert.equal(stageRows(end), [], 'the live line was cleared before the last words');
  },
);

(tmux ? test : test.skip)('piped: one line per stage, no control sequences; a failed run exits refused', async () => {
  const seat = await addSeat(th.home, { cwd: th.dir, name: 'w2', tmux: { socket: tmux!.socket } });
  const child = spawn(process.execPath, [RIG_BUNDLE, 'seat', 'compact', 'w2@t'], {
    env: { PATH: process.env.PATH, HOME: th.dir, OPENRIG_HOME: th.dir, TERM: 'xterm-256color' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  await waitFor(() => err.includes('compaction: prep — '), 15_000, 'the prep line');
  const prepAt = Date.now();
  // Over a second passes in the stage (its elapsed count changes): a pipe still gets one line for it.
  await waitFor(() => Date.now() - prepAt > 1500, 15_000, 'a second and more in the prep stage');
  await advance(seat.nodeId, step('await-idle'));
  await waitFor(() => err.includes('compaction: await-idle — '), 15_000, 'the await-idle line');
  await advance(seat.nodeId, (rec, now) =>
    endRun(rec, 'failed', 'wait_for_idle_timeout: the seat did not go idle, so /compact was NOT sent', now),
  );
  const code = await exited;
  const lines = err.trimEnd().split('\n');
  assert.is(lines.length, 3, err);
  assert.ok(lines[0]!.startsWith('w2@t compaction: prep — '), lines[0]);
  assert.ok(lines[1]!.startsWith('w2@t compaction: await-idle — ') && lines[1]!.endsWith(' (up to 300 s)'), lines[1]);
  assert.match(lines[2]!, /^rig: w2@t: managed compaction failed \(run r[^)]*\): wait_for_idle_timeout/);
  assert.not.match(err, /[\r\u001b]/, 'nothing rewritten in place');
  assert.is(code, 1, out + err);
  assert.match(out, /^w2@t: managed compaction armed \(run r[^)]*\); following its stages/);
});

test.run();
