// Real Claude Code (each selected set): `rig seat restore` relaunches the seat with `--resume <id>`
// (the session id its SessionStart hook recorded) and the client really resumes that session — the
// new occupant's SessionStart reports the same id with source "resume", and the next request to the
// model carries the earlier conversation.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { rigProcess } from '../helpers/cli.js';
import { selectedSets } from './lib/clients.js';
import { startFakeAnthropic } from './lib/fake-anthropic.js';
import { launchSeat, until } from './lib/rig-seat.js';
import { hookActivity, rigSend, statusUntil } from './lib/seat-status.js';
import { homePaths } from '../../lib/home/paths.js';
import { parseSeatRef } from '../../lib/seat/ref.js';
import { readSeat } from '../../lib/seat/registry.js';
import { readSeatHooks } from '../../lib/activity/store.js';

const composerReady = (s: string) => /❯\u00a0/.test(s) && !/esc to interrupt/.test(s) && !/Do you want/.test(s);

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`rig seat restore resumes the Claude session (${c.label})`, () => {});
    continue;
  }
  test(`real Claude Code: rig seat restore resumes the recorded session (${c.label})`, async () => {
    const dir = tempDir('openrig-real-restore-cc-');
    const proj = join(dir, 'proj');
    const claudeHome = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const apiKey = 'sk-ant-fake';
    c.seedClaudeHome(claudeHome, proj, apiKey);
    const fake = await startFakeAnthropic();
    const seat = await launchSeat({
      rig: `realrestore${c.set}`,
      seat: 'cc',
      runtime: 'claude-code',
      cwd: proj,
      command: c.claudeBin,
      env: c.env(claudeHome, { ANTHROPIC_API_KEY: apiKey, ANTHROPIC_BASE_URL: fake.url, CLAUDE_CODE_MAX_RETRIES: '0' }),
    });
    const home = homePaths(seat.openrigHome);
    const ref = parseSeatRef(seat.session);
    const record = () => (ref.kind === 'name' ? readSeat(home, ref.rig, ref.seat)! : undefined)!;
    try {
      await until(() => composerReady(seat.capture()), 40_000, 'the Claude composer', seat.capture);
      // A restore replaces a live pane: lifecycle work, so the seat's guard is switched to off first.
      const off = rigProcess(
        ['seat', 'set-typing-guard', seat.session, '--mode', 'off', '--reason', 'restore test'],
        seat.rigEnv,
      );
      assert.is(off.code, 0, off.stderr);
      const marker = `REMEMBERME-${Date.now()}`;
      const sent = rigSend(seat, `Please remember the word ${marker}.`);
      assert.is(sent.sent, true, sent.raw);
      await statusUntil(seat, (s) => hookActivity(s, 'idle'), 40_000, 'idle after the first turn');
      const before = record();
      const id = await until(
        () => readSeatHooks(home, before.nodeId, before.occupant)?.session?.id,
        20_000,
        'the recorded session id',
      );

      const restored = rigProcess(['seat', 'restore', seat.session, '--json'], seat.rigEnv, { timeoutMs: 60_000 });
      assert.is(restored.code, 0, restored.stderr + restored.stdout);
      const after = record();
      assert.is.not(after.occupant, before.occupant);
      // The resume id as its own two words (the sensor's --settings and others may follow).
      assert.ok(` ${after.command} `.includes(` --resume ${id} `), after.command);
      const resumedDoc = await until(
        () => {
          const d = readSeatHooks(home, after.nodeId, after.occupant);
          return d?.session ? d : undefined;
        },
        40_000,
        "the restored occupant's SessionStart",
        seat.capture,
      );
      console.log(
        `figure: real claude ${c.claudeVersion}: restored SessionStart ${JSON.stringify(resumedDoc.session)}`,
      );
      assert.is(resumedDoc.session!.id, id, 'the same runtime session');
      assert.is(resumedDoc.session!.source, 'resume');

      await until(() => composerReady(seat.capture()), 40_000, 'the composer after restore', seat.capture);
      const seen = fake.requests.length;
      const next = rigSend(seat, 'What word did I ask you to remember?');
      assert.is(next.sent, true, next.raw);
      const carried = await until(
        () =>
          fake.requests
            .slice(seen)
            .find((r) => r.path.startsWith('/v1/messages') && r.body.includes('What word did I ask')),
        40_000,
        'the next model request',
      );
      assert.ok(carried.body.includes(marker), 'the resumed conversation carries the earlier turn');
    } finally {
      seat.stop();
      await fake.close();
    }
  });
}

test.run();
