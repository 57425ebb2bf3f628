// Real Claude Code (each selected set) as an OpenRig seat: a manual `rig seat compact` runs prep →
// /compact → PostCompact → turn boundary → restore request → audit against the fake model server,
// and the refocus payload rides the restore request (not the boundary). The daemon's timer loop is
// driven here by ticking the compaction job with a TickContext whose notify is the real send flow.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { rigProcess } from '../helpers/cli.js';
import { selectedSets } from './lib/clients.js';
import { startFakeAnthropic } from './lib/fake-anthropic.js';
import { launchSeat, until } from './lib/rig-seat.js';
import { homePaths } from '../../lib/home/paths.js';
import { resolveSeat } from '../../lib/seat/registry.js';
import { SeatLeases } from '../../lib/delivery/send/lease.js';
import { deliver } from '../../lib/delivery/send/send.js';
import { OPENRIG_SENDER, type TickContext } from '../../lib/timers/contract.js';
import { silentLog } from '../../lib/timers/log.js';
import { compactionJob, readRecord } from '../../lib/compaction/job.js';
import { restoreMarkerFiles } from '../../lib/refocus/keys.js';
import { ACK_PROMPT_PREFIX, RESTORE_PROMPT_PREFIX } from '../../lib/refocus/trigger.js';

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`managed compaction on real Claude Code (${c.label})`, () => {});
    continue;
  }
  test(`manual managed compaction end to end on real Claude Code (${c.label})`, async () => {
    const dir = tempDir('openrig-real-compact-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const apiKey = 'sk-ant-fake';
    c.seedClaudeHome(home, proj, apiKey);
    const fake = await startFakeAnthropic();
    const seat = await launchSeat({
      rig: 'realcmp',
      seat: 'cc',
      runtime: 'claude-code',
      cwd: proj,
      command: `${c.claudeBin} --permission-mode manual`,
      env: c.env(home, { ANTHROPIC_API_KEY: apiKey, ANTHROPIC_BASE_URL: fake.url, CLAUDE_CODE_MAX_RETRIES: '0' }),
    });
    const started = Date.now();
    const requests = () => fake.requests.filter((r) => r.path.startsWith('/v1/messages'));
    const dump = () =>
      `${seat.capture()}\n--- record ---\n${JSON.stringify(readRecord(h, node), null, 1)}\n--- requests ---\n${requests()
        .map((r) => r.body.slice(-300))
        .join('\n')}`;
    const h = homePaths(seat.openrigHome);
    let node = '';
    try {
      await until(() => /❯\u00a0/.test(seat.capture()), 40_000, 'the Claude composer', seat.capture);
      // One ordinary turn first, so the seat's hooks have recorded its session and an idle.
      await seat.type('hello before compaction');
      await until(
        () => requests().some((r) => r.body.includes('hello before compaction')),
        40_000,
        'first turn',
        seat.capture,
      );
      const record = resolveSeat(h, seat.session);
      node = record.nodeId;
      const armed = rigProcess(
        ['seat', 'compact', seat.session, '--wait-for-idle', '120', '--detach', '--json'],
        seat.rigEnv,
        {
          timeoutMs: 30_000,
        },
      );
      assert.is(armed.code, 0, armed.stderr);
      const leases = new SeatLeases(h);
      const job = compactionJob({ env: {}, tickMs: 1 });
      let now = Date.now();
      const ctx = (): TickContext => ({
        home: h,
        now,
        log: silentLog,
        leases,
        signal: new AbortController().signal,
        notify: (req) => deliver({ home: h, leases }, { ...req, sender: OPENRIG_SENDER }),
      });
      const stepOf = () => readRecord(h, node)?.step;
      // Each pass is one daemon tick (the job's own 30 s spacing is set to 1 ms here).
      const drive = async (want: (s: string | undefined) => boolean, what: string, ms = 120_000) => {
        const end = Date.now() + ms;
        for (;;) {
          now = Date.now();
          await job.tick(ctx());
          if (want(stepOf())) return;
          if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${dump()}`);
          await new Promise((r) => setTimeout(r, 1500));
        }
      };
      await drive((s) => s === 'await-idle' || s === 'await-postcompact', 'the prep delivered');
      await until(
        () => requests().some((r) => r.body.includes('OpenRig managed compaction: preparation')),
        40_000,
        'the prep in a model request',
        dump,
      );
      await drive((s) => s === 'await-postcompact' || s === 'boundary' || s === 'restore', '/compact delivered');
      const marker = restoreMarkerFiles(h.restorePending, seat.session).marker;
      await until(() => existsSync(marker), 90_000, 'the PreCompact marker', dump);
      await drive(
        (s) => s === 'restore' || s === 'audit' || s === 'cooldown',
        'PostCompact seen and the boundary delivered',
        180_000,
      );
      const m = JSON.parse(readFileSync(marker, 'utf8'));
      assert.is(m.managedRefocusPending, true, 'PreCompact saw a managed compaction');
      assert.ok(m.postCompactAt, 'PostCompact stamped the marker');
      assert.ok(m.packetPath && existsSync(m.packetPath), 'the restore packet exists under the home');
      await drive((s) => s === 'audit' || s === 'cooldown', 'the restore request delivered');
      await drive((s) => s === 'cooldown', 'the audit delivered');
      const rec = readRecord(h, node)!;
      assert.is(rec.lastOutcome?.result, 'done', JSON.stringify(rec));
      const restoreReq = await until(
        () => requests().find((r) => r.body.includes(RESTORE_PROMPT_PREFIX) && r.body.includes('REFOCUS (')),
        30_000,
        'the restore request carrying the refocus payload',
        dump,
      ).catch(() => undefined);
      assert.ok(restoreReq, 'the refocus payload rides the restore request');
      const ackReq = requests().find(
        (r) => r.body.includes(ACK_PROMPT_PREFIX) && !r.body.includes(RESTORE_PROMPT_PREFIX),
      );
      assert.ok(ackReq, 'the boundary reached the model');
      assert.not.ok(ackReq!.body.includes('REFOCUS ('), 'the boundary does not consume the refocus');
      await until(() => requests().some((r) => r.body.includes('read-depth audit')), 30_000, 'the audit', dump);
      console.log(
        `figure: real claude (${c.set}): manual managed compaction prep → /compact → PostCompact → boundary → restore (+refocus) → audit in ${Math.round((Date.now() - started) / 1000)} s`,
      );
    } finally {
      seat.stop();
      await fake.close();
    }
  });
}

test.run();
