// Real Claude Code (each selected set) as an OpenRig seat: the vendored plugin reaches it through
// CLAUDE_CODE_PLUGIN_DIRS (set by rig up), and with OPENRIG_REFOCUS_NOW=1 one prompt carries the
// refocus payload into the model request's system prompt.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { selectedSets } from './lib/clients.js';
import { startFakeAnthropic } from './lib/fake-anthropic.js';
import { launchSeat, until } from './lib/rig-seat.js';

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`refocus payload reaches real Claude Code (${c.label})`, () => {});
    continue;
  }
  test(`refocus payload reaches real Claude Code through the vendored plugin (${c.label})`, async () => {
    const dir = tempDir('openrig-real-cc-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const apiKey = 'sk-ant-fake';
    c.seedClaudeHome(home, proj, apiKey);
    const fake = await startFakeAnthropic();
    const seat = await launchSeat({
      rig: 'realcc',
      seat: 'cc',
      runtime: 'claude-code',
      cwd: proj,
      command: `${c.claudeBin} --permission-mode manual`,
      env: c.env(home, {
        ANTHROPIC_API_KEY: apiKey,
        ANTHROPIC_BASE_URL: fake.url,
        CLAUDE_CODE_MAX_RETRIES: '0',
        OPENRIG_REFOCUS_NOW: '1',
      }),
    });
    try {
      await until(() => /❯\u00a0/.test(seat.capture()), 40_000, 'the Claude composer', seat.capture);
      const prompt = `openrig real refocus check ${Date.now()}`;
      await seat.type(prompt);
      // Claude also sends a title-naming request with the prompt; the turn's own request is the one
      // whose messages end with the prompt, and the hook's context rides in that request.
      const withPayload = () =>
        fake.requests.find(
          (r) => r.path.startsWith('/v1/messages') && r.body.includes(prompt) && r.body.includes('REFOCUS (on demand)'),
        );
      await until(
        () => fake.requests.some((r) => r.path.startsWith('/v1/messages') && r.body.includes(prompt)),
        40_000,
        'a model request with the prompt',
        seat.capture,
      );
      const request = await until(
        withPayload,
        20_000,
        'the model request carrying the refocus payload',
        () =>
          `${seat.capture()}\n--- requests ---\n${fake.requests.map((r) => `${r.path} ${r.body.slice(0, 300)}`).join('\n')}`,
      ).catch(() => undefined);
      assert.ok(request, 'the refocus payload is in the model request');
      const text = request!.body;
      assert.ok(text.includes('hook additional context'), 'delivered as hook additional context');
      const first = text.slice(text.indexOf('REFOCUS (on demand)')).split('\\n')[0] ?? '';
      console.log(`figure: real claude (${c.set}): payload seen in the model request, starting: ${first.slice(0, 90)}`);
    } finally {
      seat.stop();
      await fake.close();
    }
  });
}

test.run();
