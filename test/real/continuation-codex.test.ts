// Real Codex (each selected set): `rig seat restore` relaunches the seat as `codex … resume <id>`
// (the session id its SessionStart hook recorded) and the client really resumes that session — the
// new occupant's SessionStart (fired at its first prompt) reports the same id, and that prompt's
// request to the model carries the earlier conversation.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { rigProcess } from '../helpers/cli.js';
import { selectedSets } from './lib/clients.js';
import { startFakeOpenAI } from './lib/fake-openai.js';
import { openrigMarketplace } from './lib/codex-marketplace.js';
import { launchSeat, until } from './lib/rig-seat.js';
import { hookActivity, rigSend, statusUntil } from './lib/seat-status.js';
import { homePaths } from '../../lib/home/paths.js';
import { parseSeatRef } from '../../lib/seat/ref.js';
import { readSeat } from '../../lib/seat/registry.js';
import { readSeatHooks } from '../../lib/activity/store.js';

const composerReady = (s: string) => /fake-model/.test(s) && /›/.test(s) && !/esc to interrupt/.test(s);

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`rig seat restore resumes the Codex session (${c.label})`, () => {});
    continue;
  }
  test(`real Codex: rig seat restore resumes the recorded session (${c.label})`, async () => {
    const dir = tempDir('openrig-real-restore-cx-');
    const proj = join(dir, 'proj');
    const codexHome = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const apiKey = 'sk-fake';
    const fake = await startFakeOpenAI();
    c.seedCodexHome(codexHome, fake.port, apiKey, proj);
    const mkt = openrigMarketplace(dir);
    c.codexCli(codexHome, ['plugin', 'marketplace', 'add', mkt.dir], proj);
    c.codexCli(codexHome, ['plugin', 'add', mkt.plugin], proj);
    const seat = await launchSeat({
      rig: `realrestorecx${c.set}`,
      seat: 'cx',
      runtime: 'codex',
      cwd: proj,
      command: `${c.codexBin} --no-daemon --dangerously-bypass-hook-trust`,
      env: c.env(codexHome, { OPENAI_API_KEY: apiKey }),
    });
    const home = homePaths(seat.openrigHome);
    const ref = parseSeatRef(seat.session);
    const record = () => (ref.kind === 'name' ? readSeat(home, ref.rig, ref.seat)! : undefined)!;
    try {
      await until(() => composerReady(seat.capture()), 40_000, 'the Codex composer', seat.capture);
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
      assert.ok(after.command!.includes(' resume '), after.command);
      await until(() => composerReady(seat.capture()), 40_000, 'the composer after restore', seat.capture);
      const seen = fake.requests.length;
      const next = rigSend(seat, 'What word did I ask you to remember?');
      assert.is(next.sent, true, next.raw);
      const resumedDoc = await until(
        () => {
          const d = readSeatHooks(home, after.nodeId, after.occupant);
          return d?.session ? d : undefined;
        },
        40_000,
        "the restored occupant's SessionStart",
        seat.capture,
      );
      console.log(`figure: real codex ${c.codexVersion}: restored SessionStart ${JSON.stringify(resumedDoc.session)}`);
      assert.is(resumedDoc.session!.id, id, 'the same runtime session');
      assert.is(resumedDoc.session!.source, 'resume');
      const carried = await until(
        () => fake.requests.slice(seen).find((r) => r.body.includes('What word did I ask')),
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
