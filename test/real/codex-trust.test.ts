// Real Codex (each selected set): `rig up` installs and trusts the Codex plugin itself, with no
// bypass flag and no manual install. (1) First installation: the seat reaches the composer with no
// review prompt, and the hooks are live: the refocus payload reaches the model and the activity
// relay reports the turn. (2) An upgrade of the bundle (a "newer build" of the plugin) renews the
// approval: new content hashes, still no review prompt, hooks still live. (3) A hand edit of an
// installed hook script leads to Codex's own review at the next launch, and `rig seat status`
// says the plugin was modified since approval. In every phase Codex's own hook-trust baseline,
// CODEX_HOME/.hook-trust, is as OpenRig found it when the seat's codex starts (OpenRig's step, and
// the codex commands it runs, never write, move or remove anything there), Codex itself creates
// `.hook-trust/<sha256>` at start-up after the approval, and status, send and down leave it alone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appendFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { REPO } from '../helpers/cli.js';
import { selectedSets } from './lib/clients.js';
import { startFakeOpenAI } from './lib/fake-openai.js';
import { launchSeat, until, type RealSeat } from './lib/rig-seat.js';
import { seatStatus, statusUntil } from './lib/seat-status.js';
import { watchHookTrust } from './lib/hook-trust-watch.js';

const composerReady = (s: string) => /fake-model/.test(s) && /›/.test(s) && !/esc to interrupt/.test(s);
const reviewPrompt = (s: string) => /Hooks need review/.test(s);

const developerText = (body: string) => {
  try {
    return ((JSON.parse(body).input ?? []) as { role?: string; content?: unknown }[])
      .filter((item) => item?.role === 'developer')
      .map((item) => JSON.stringify(item.content))
      .join('\n');
  } catch {
    return '';
  }
};

function contentHashes(codexHome: string): string[] {
  const text = readFileSync(join(codexHome, 'config.toml'), 'utf8');
  return [
    ...text.matchAll(
      /openrig-core@openrig:hooks\/codex\.json:[a-z_]+:\d+:\d+[\s\S]*?trusted_content_hash = "(sha256:[0-9a-f]+)"/g,
    ),
  ].map((m) => m[1]!);
}

function codexPlugin(seat: RealSeat): { state?: string; version?: string; detail?: string } {
  const s = seatStatus(seat) as unknown as { codex_plugin?: { state?: string; version?: string; detail?: string } };
  return s.codex_plugin ?? {};
}

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`rig up installs and trusts the Codex plugin (${c.label})`, () => {});
    continue;
  }
  test(`rig up installs and trusts the Codex plugin; upgrade renews; a hand edit goes to review (${c.label})`, async () => {
    const dir = tempDir('openrig-real-cxtrust-');
    const proj = join(dir, 'proj');
    const home = join(dir, 'home');
    const codexHome = join(home, '.codex');
    mkdirSync(proj, { recursive: true });
    const apiKey = 'sk-fake';
    const fake = await startFakeOpenAI();
    c.seedCodexHome(home, fake.port, apiKey, proj);
    const watch = watchHookTrust(dir, c.codexBin, codexHome);
    const seatSpec = (rigEnv?: Record<string, string>) => ({
      rig: `cxtrust${c.set}`,
      seat: 'cx',
      runtime: 'codex' as const,
      cwd: proj,
      command: `${watch.wrapper} --no-daemon`,
      env: c.env(home, { OPENAI_API_KEY: apiKey, OPENRIG_REFOCUS_NOW: '1' }),
      ...(rigEnv ? { rigEnv } : {}),
    });
    const refocusFires = async (seat: RealSeat, label: string) => {
      const prompt = `openrig trust check ${label} ${Date.now()}`;
      await seat.type(prompt);
      const request = await until(
        () =>
          fake.requests.find(
            (r) =>
              r.path.endsWith('/responses') &&
              r.body.includes(prompt) &&
              developerText(r.body).includes('REFOCUS (on demand)'),
          ),
        40_000,
        `the refocus payload in the model request (${label})`,
        seat.capture,
      );
      assert.ok(request);
      const status = await statusUntil(
        seat,
        (s) => s.hooks?.seen === true && s.activity?.source === 'hook',
        30_000,
        `the activity relay reporting the turn (${label})`,
      );
      console.log(
        `figure: real codex ${c.codexVersion} (${label}): activity from hooks ${JSON.stringify(status.activity)}`,
      );
    };

    /** Launches the seat; asserts .hook-trust was as before `rig up` when each codex it ran started, the seat's own included. */
    const launchWatched = async (label: string, rigEnv?: Record<string, string>) => {
      const before = watch.now();
      const mark = watch.starts().length;
      const seat = await launchSeat(seatSpec(rigEnv));
      const isSeat = (argv: string[]) => argv[0] === '--no-daemon';
      const starts = await until(
        () => {
          const since = watch.starts().slice(mark);
          const i = since.findIndex((st) => isSeat(st.argv));
          return i >= 0 ? since.slice(0, i + 1) : undefined;
        },
        30_000,
        `the seat's codex to start (${label})`,
      );
      assert.ok(starts.length >= 1);
      for (const st of starts)
        assert.equal(st.state, before, `${label}: .hook-trust changed before \`codex ${st.argv.join(' ')}\` started`);
      console.log(
        `figure: real codex ${c.codexVersion} (${label}): .hook-trust untouched before ${starts.map((st) => `\`codex ${st.argv.join(' ')}\``).join(', ')}`,
      );
      return seat;
    };
    /** Stops the seat, noting when .hook-trust changed between the seat's run (status, send) and after rig down. */
    const changedAtStop: string[] = [];
    const stopWatched = (seat: RealSeat, label: string) => {
      const running = watch.now();
      seat.stop();
      const after = watch.now();
      if (JSON.stringify(after) !== JSON.stringify(running))
        changedAtStop.push(`${label}: ${JSON.stringify(running)} → ${JSON.stringify(after)}`);
    };
    const baselineFiles = () => watch.now().filter((l) => /^\.\/[0-9a-f]{64} /.test(l));

    try {
      // (1) First installation, no bypass flag.
      let seat = await launchWatched('first installation');
      try {
        assert.match(seat.upOutput, /codex plugin openrig-core 0\.1\.0: trusted \(first installation/, seat.upOutput);
        await until(
          () => composerReady(seat.capture()) || reviewPrompt(seat.capture()),
          40_000,
          'the composer',
          seat.capture,
        );
        assert.not.ok(reviewPrompt(seat.capture()), `no review prompt:\n${seat.capture()}`);
        await refocusFires(seat, 'first installation');
        assert.is(codexPlugin(seat).state, 'trusted');
        // Codex's own doing, after OpenRig's approval: one baseline entry named by a sha256.
        const created = await until(
          () => baselineFiles().length > 0 && baselineFiles(),
          30_000,
          'Codex to write .hook-trust',
        );
        console.log(`figure: real codex ${c.codexVersion}: Codex wrote .hook-trust ${JSON.stringify(created)}`);
      } finally {
        stopWatched(seat, 'first installation');
      }
      const firstHashes = contentHashes(codexHome);
      assert.is(firstHashes.length, 5, readFileSync(join(codexHome, 'config.toml'), 'utf8'));

      // (2) A newer build of the bundle: same hook definitions, other content, new version.
      const newer = join(dir, 'newer-plugin');
      cpSync(join(REPO, 'plugins', 'codex'), newer, { recursive: true });
      const manifest = join(newer, '.codex-plugin', 'plugin.json');
      writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"version": "0.1.0"', '"version": "0.1.1"'));
      appendFileSync(join(newer, 'skills', 'refocusing', 'SKILL.md'), '\nA line added by a newer build.\n');
      const rigEnv = { OPENRIG_SHIPPED_CODEX_PLUGIN: newer };
      seat = await launchWatched('upgrade', rigEnv);
      try {
        assert.match(seat.upOutput, /codex plugin openrig-core 0\.1\.1: trusted \(upgrade/, seat.upOutput);
        const renewed = contentHashes(codexHome);
        assert.is(renewed.length, 5);
        assert.is(new Set(renewed).size, 1);
        assert.is.not(renewed[0], firstHashes[0], 'the content approval was renewed');
        await until(
          () => composerReady(seat.capture()) || reviewPrompt(seat.capture()),
          40_000,
          'the composer',
          seat.capture,
        );
        assert.not.ok(reviewPrompt(seat.capture()), `no review prompt after the upgrade:\n${seat.capture()}`);
        await refocusFires(seat, 'upgrade');
        console.log(
          `figure: real codex ${c.codexVersion}: .hook-trust after the upgrade ${JSON.stringify(baselineFiles())}`,
        );
      } finally {
        stopWatched(seat, 'upgrade');
      }

      // (3) A hand edit of an installed hook script: Codex reviews it; status says modified.
      const script = join(
        codexHome,
        'plugins',
        'cache',
        'openrig',
        'openrig-core',
        '0.1.1',
        'hooks',
        'scripts',
        'seat-events.cjs',
      );
      appendFileSync(script, '\n// edited by hand\n');
      seat = await launchWatched('hand edit', rigEnv);
      try {
        assert.match(seat.upOutput, /codex plugin openrig-core 0\.1\.1: modified/, seat.upOutput);
        await until(() => reviewPrompt(seat.capture()), 40_000, "Codex's own hook review", seat.capture);
        const plugin = codexPlugin(seat);
        assert.is(plugin.state, 'modified', JSON.stringify(plugin));
        console.log(`figure: real codex ${c.codexVersion}: after a hand edit, status says ${JSON.stringify(plugin)}`);
      } finally {
        stopWatched(seat, 'hand edit');
      }
      assert.equal(changedAtStop, [], '.hook-trust as Codex left it at start-up, through status, send and rig down');
    } finally {
      await fake.close();
    }
  });
}

test.run();
