// Real Codex (each selected set) as an OpenRig seat, with the Codex plugin installed and its hooks
// trusted by `rig up` itself (no bypass flag; see docs/codex-plugin.md): with OPENRIG_REFOCUS_NOW=1 one prompt carries the refocus
// payload as a developer item in the model request. Without OPENRIG_NODE the hook command exits
// before running anything, so nothing is added.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { selectedSets } from './lib/clients.js';
import { startFakeOpenAI } from './lib/fake-openai.js';
import { launchSeat, until } from './lib/rig-seat.js';

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`refocus payload reaches real Codex (${c.label})`, () => {});
    continue;
  }
  test(`refocus payload reaches real Codex through the plugin rig up installed and trusted (${c.label})`, async () => {
    const dir = tempDir('openrig-real-cx-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    mkdirSync(proj, { recursive: true });
    const apiKey = 'sk-fake';
    const fake = await startFakeOpenAI();
    c.seedCodexHome(home, fake.port, apiKey, proj);
    const seat = await launchSeat({
      rig: 'realcx',
      seat: 'cx',
      runtime: 'codex',
      cwd: proj,
      command: `${c.codexBin} --no-daemon`,
      env: c.env(home, { OPENAI_API_KEY: apiKey, OPENRIG_REFOCUS_NOW: '1' }),
    });
    try {
      await until(
        () => /fake-model/.test(seat.capture()) && /›/.test(seat.capture()),
        40_000,
        'the Codex composer',
        seat.capture,
      );
      const prompt = `openrig real refocus check ${Date.now()}`;
      await seat.type(prompt);
      const developerText = (body: string) => {
        try {
          return ((JSON.parse(body).input ?? []) as any[])
            .filter((item) => item?.role === 'developer')
            .map((item) => JSON.stringify(item.content))
            .join('\n');
        } catch {
          return '';
        }
      };
      await until(
        () => fake.requests.some((r) => r.path.endsWith('/responses') && r.body.includes(prompt)),
        40_000,
        'a model request with the prompt',
        seat.capture,
      );
      const request = await until(
        () =>
          fake.requests.find(
            (r) =>
              r.path.endsWith('/responses') &&
              r.body.includes(prompt) &&
              developerText(r.body).includes('REFOCUS (on demand)'),
          ),
        20_000,
        'the developer item with the refocus payload',
      ).catch(() => undefined);
      assert.ok(
        request,
        `the refocus payload is a developer item; requests: ${fake.requests.map((r) => r.path + ' ' + developerText(r.body).slice(0, 200)).join(' | ')}`,
      );
      const developer = developerText(request!.body);
      const first = developer.slice(developer.indexOf('REFOCUS (on demand)')).split('\\n')[0] ?? '';
      console.log(`figure: real codex (${c.set}): payload seen in a developer item, starting: ${first.slice(0, 90)}`);
    } finally {
      seat.stop();
      await fake.close();
    }
  });
}

test.run();
