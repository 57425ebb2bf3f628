// Real Codex (each selected set) as an OpenRig seat, its state read from its own hooks: the Codex
// plugin installed and trusted by `rig up` (hook trust is still bypassed, for the recorder plugin
// beside it), launched with `-a on-request -s read-only`. A `rig send` is reported consumed (the
// runtime's UserPromptSubmit carried the delivered text); activity is running from the hook during
// a slow turn and idle after it; an escalated tool call's approval menu reads needs_input from the
// hook (PermissionRequest; Codex sends no permission_suggestions).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { selectedSets } from './lib/clients.js';
import { startFakeOpenAI } from './lib/fake-openai.js';
import { launchSeat, until } from './lib/rig-seat.js';
import { codexRecorderMarketplace, eventsNamed } from './lib/hook-recorder.js';
import { consumedInTheEnd, hookActivity, hookTurn, rigSend, statusUntil } from './lib/seat-status.js';

const SLOW_MS = 15_000;

const composerReady = (s: string) => /fake-model/.test(s) && /›/.test(s) && !/esc to interrupt/.test(s);

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`seat state from real Codex hooks (${c.label})`, () => {});
    continue;
  }
  test(`real Codex seat: consumed send, running then idle from hooks, needs_input at the approval menu (${c.label})`, async () => {
    const dir = tempDir('openrig-real-seathooks-cx-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const apiKey = 'sk-fake';
    const marker = join(dir, 'cx-marker.txt');
    const fake = await startFakeOpenAI({ slowMs: SLOW_MS, toolMarker: marker });
    c.seedCodexHome(home, fake.port, apiKey, proj);
    const log = join(dir, 'recorder.jsonl');
    const rec = codexRecorderMarketplace(dir, log, ['UserPromptSubmit', 'PermissionRequest', 'Stop']);
    c.codexCli(home, ['plugin', 'marketplace', 'add', rec.dir], proj);
    c.codexCli(home, ['plugin', 'add', rec.plugin], proj);
    const seat = await launchSeat({
      rig: `realhookscx${c.set}`,
      seat: 'cx',
      runtime: 'codex',
      cwd: proj,
      command: `${c.codexBin} --no-daemon --dangerously-bypass-hook-trust -a on-request -s read-only`,
      env: c.env(home, { OPENAI_API_KEY: apiKey }),
    });
    try {
      await until(() => composerReady(seat.capture()), 40_000, 'the Codex composer', seat.capture);

      // Codex fires SessionStart lazily, at the first prompt: the first send is the first hook.
      const slow = `SLOWTEST openrig seat hooks ${Date.now()}`;
      const sent = rigSend(seat, slow);
      assert.is(sent.code, 0, sent.raw);
      assert.is(sent.sent, true, sent.raw);
      assert.is(
        await consumedInTheEnd(seat, sent),
        true,
        `the runtime's UserPromptSubmit shows the send arriving: ${sent.raw}`,
      );
      await until(
        () => eventsNamed(log, 'UserPromptSubmit').some((r) => String(r.stdin.prompt).includes(slow)),
        10_000,
        'the recorder to see the same prompt',
      );
      const { running } = await hookTurn(
        seat,
        () => eventsNamed(log, 'Stop').length,
        SLOW_MS,
        `real codex ${c.codexVersion}`,
      );
      assert.is(running.hooks?.seen, true, running.raw);

      // An escalated command under -a on-request: the approval menu and PermissionRequest.
      await until(() => composerReady(seat.capture()), 20_000, 'the composer after the slow turn', seat.capture);
      const tool = rigSend(seat, 'TOOLTEST please write the marker');
      assert.is(await consumedInTheEnd(seat, tool), true, tool.raw);
      await until(
        () => /Would you like to run the following command\?/.test(seat.capture()),
        40_000,
        'the approval menu',
        seat.capture,
      );
      await until(() => eventsNamed(log, 'PermissionRequest')[0], 20_000, 'the recorded PermissionRequest');
      const waiting = await statusUntil(
        seat,
        (s) => hookActivity(s, 'needs_input'),
        20_000,
        'activity needs_input (hook)',
      );
      console.log(`figure: real codex ${c.codexVersion}: at the approval menu ${JSON.stringify(waiting.activity)}`);
      if (waiting.permission_stop?.state === 'observed') {
        // Codex sends no permission_suggestions: the evidence says the native field is missing.
        assert.is(waiting.permission_stop.tool.name, 'Bash');
        const rules = waiting.permission_stop.suggested_rules;
        assert.ok(rules.state === 'unavailable' || rules.native === 'missing', JSON.stringify(rules));
      }
      seat.tmux('send-keys', '-t', `=${seat.session}:`, 'y');
      const after = await statusUntil(
        seat,
        (s) => hookActivity(s, 'idle'),
        40_000,
        'activity idle (hook) after the approved turn',
      );
      console.log(`figure: real codex ${c.codexVersion}: after approving ${JSON.stringify(after.activity)}`);
    } finally {
      seat.stop();
      await fake.close();
    }
  });
}

test.run();
