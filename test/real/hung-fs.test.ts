// Real clients (each selected set) with a hung file system under the refocus hook (issue 21, item 12):
// OpenRig's config.json is a FIFO that the preload test/refocus/hung-fs.cjs (NODE_OPTIONS in the
// seat's environment and in rig up's, so in the daemon's) opens blocking, so the hook's config lookup
// holds a thread-pool thread in openat() until the test releases it, long after the turn. The hook
// cuts the lookup at 2 s and ends by signal without joining that thread; the registration maps that
// end to status 0. Each client must still put the payload (with the cut line) into the model request,
// the prompt must not be held more than the default budget (about 4.5 s) longer than an unhung prompt
// of the same seat, and the shell's report of the signal must not reach the screen or the model.
// The preload also refuses to rename the FIFO: the daemon reads config.json synchronously, finds a
// FIFO, and would move it aside as corrupt (lib/store/document.ts) before the hook opens it, and the
// hook's open would then end at once with ENOENT (what this test first saw: no cut line). A file on
// a hung mount is not moved aside, so the stand-in stays.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { closeSync, constants, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { homePaths } from '../../lib/home/paths.js';
import { selectedSets, type RealClients } from './lib/clients.js';
import { startFakeAnthropic } from './lib/fake-anthropic.js';
import { startFakeOpenAI } from './lib/fake-openai.js';
import type { FakeServer } from './lib/fake-server.js';
import { launchSeat, until, type RealSeat } from './lib/rig-seat.js';

const PRELOAD = join(import.meta.dirname, '..', 'refocus', 'hung-fs.cjs');
/** The budget's promise: the hook is back within about B = 4.5 s whatever one call does. */
const WITHIN_MS = 4500;
const CUT_LINE = 'config cut at its 2000 ms deadline';
/** What a shell prints when a child ends by a signal (dash and bash), and the hook's own advisory. */
const SIGNAL_REPORT = /Alarm clock|Broken pipe|ending without waiting/;

/** Opens both ends of the FIFO, which wakes every open() waiting on it. */
function release(fifo: string): void {
  const fds: number[] = [];
  for (const flags of [constants.O_RDONLY, constants.O_WRONLY]) {
    try {
      fds.push(openSync(fifo, flags | constants.O_NONBLOCK));
    } catch {
      // gone already
    }
  }
  for (const fd of fds) closeSync(fd);
}

interface Client {
  name: 'claude' | 'codex';
  start(
    c: RealClients,
    home: string,
    proj: string,
    env: Record<string, string>,
  ): Promise<{ seat: RealSeat; fake: FakeServer }>;
  ready(screen: string): boolean;
  /** The text of the request the client sends to the model that the hook's context rides in. */
  context(body: string): string;
}

const CLIENTS: Client[] = [
  {
    name: 'claude',
    async start(c, home, proj, env) {
      const apiKey = 'sk-ant-fake';
      c.seedClaudeHome(home, proj, apiKey);
      const fake = await startFakeAnthropic();
      const seat = await launchSeat({
        rig: `hungcc${c.set}`,
        seat: 'cc',
        runtime: 'claude-code',
        cwd: proj,
        command: `${c.claudeBin} --permission-mode manual`,
        env: c.env(home, {
          ANTHROPIC_API_KEY: apiKey,
          ANTHROPIC_BASE_URL: fake.url,
          CLAUDE_CODE_MAX_RETRIES: '0',
          ...env,
        }),
        rigEnv: env,
      });
      return { seat, fake };
    },
    ready: (s) => /❯\u00a0/.test(s),
    context: (body) => body,
  },
  {
    name: 'codex',
    async start(c, home, proj, env) {
      const apiKey = 'sk-fake';
      const fake = await startFakeOpenAI();
      c.seedCodexHome(home, fake.port, apiKey, proj);
      const seat = await launchSeat({
        rig: `hungcx${c.set}`,
        seat: 'cx',
        runtime: 'codex',
        cwd: proj,
        command: `${c.codexBin} --no-daemon`,
        env: c.env(home, { OPENAI_API_KEY: apiKey, ...env }),
        rigEnv: env,
      });
      return { seat, fake };
    },
    ready: (s) => /fake-model/.test(s) && /›/.test(s) && !/esc to interrupt/.test(s),
    context: (body) => {
      try {
        return ((JSON.parse(body).input ?? []) as { role?: string; content?: unknown }[])
          .filter((item) => item?.role === 'developer')
          .map((item) => JSON.stringify(item.content))
          .join('\n');
      } catch {
        return '';
      }
    },
  },
];

const ONLY = process.env.HUNG_FS_CLIENT;

for (const c of selectedSets()) {
  for (const client of CLIENTS) {
    if (ONLY && ONLY !== client.name) continue;
    const missing = c.missing();
    if (missing) {
      console.log(`skipped: ${missing}`);
      test.skip(`hung file system under the refocus hook (${client.name}, ${c.label})`, () => {});
      continue;
    }
    test(`a hung config.json: real ${client.name} still gets the payload, the prompt is not held past the budget (${c.label})`, async () => {
      const dir = tempDir(`openrig-real-hung-${client.name}-`);
      const proj = join(dir, 'proj');
      const home = join(dir, 'home');
      mkdirSync(proj, { recursive: true });
      const { seat, fake } = await client.start(c, home, proj, {
        OPENRIG_REFOCUS_NOW: '1',
        NODE_OPTIONS: `--require ${PRELOAD}`,
        // OpenRig's config.json and nothing else (the FIFO is made after rig up).
        HUNG_FS_MATCH: JSON.stringify(['/openrig/config.json']),
        HUNG_FS_LOG: join(dir, 'hung-opens.log'),
      });
      const fifo = homePaths(seat.openrigHome).config;
      try {
        await until(() => client.ready(seat.capture()), 60_000, `the ${client.name} composer`, seat.capture);
        const turn = async (label: string) => {
          const prompt = `openrig hung-fs check ${label} ${Date.now()}`;
          const sent = Date.now() + 500; // seat.type pastes, waits 500 ms, then presses Enter
          await seat.type(prompt);
          const request = await until(
            () =>
              fake.requests.find(
                (r) =>
                  r.body.includes(prompt) &&
                  (client.name === 'claude' ? r.path.startsWith('/v1/messages') : r.path.endsWith('/responses')) &&
                  client.context(r.body).includes('REFOCUS (on demand)'),
              ),
            60_000,
            `the model request with the refocus payload (${label})`,
            seat.capture,
          );
          return { request, ms: Date.now() - sent };
        };

        mkdirSync(dirname(fifo), { recursive: true, mode: 0o700 });
        execFileSync('mkfifo', ['-m', '600', fifo]);
        const hung = await turn('hung');
        const opens = existsSync(join(dir, 'hung-opens.log')) ? readFileSync(join(dir, 'hung-opens.log'), 'utf8') : '';
        // Who else reached for the stand-in (the daemon's synchronous read would have moved it aside).
        const renames = opens.split('\n').filter((l) => l.startsWith('rename '));
        for (const who of new Set(renames.map((l) => l.slice(l.indexOf(' pid=') + 1))))
          console.log(
            `figure: real ${client.name} ${c.label}: kept the hung file in place against ${renames.filter((l) => l.endsWith(who)).length} move(s) by ${who}`,
          );
        const context = client.context(hung.request.body);
        assert.ok(
          context.includes(CUT_LINE),
          `the payload carries the cut line:\n${context.slice(context.indexOf('REFOCUS (on demand)'), context.indexOf('REFOCUS (on demand)') + 1500)}`,
        );
        const screen = seat.capture();
        const shown = SIGNAL_REPORT.exec(screen)?.[0];
        const told = SIGNAL_REPORT.exec(hung.request.body)?.[0];
        console.log(
          `figure: real ${client.name} ${c.label}: hung config.json, payload in the model request ${hung.ms} ms after Enter; signal report on screen: ${shown ?? 'none'}, in the model request: ${told ?? 'none'}`,
        );
        // The hung open() is still waiting; let it go, and take the FIFO away for the baseline.
        release(fifo);
        rmSync(fifo, { force: true });
        const plain = await turn('plain');
        console.log(`figure: real ${client.name} ${c.label}: unhung prompt, payload ${plain.ms} ms after Enter`);
        assert.ok(
          hung.ms - plain.ms < WITHIN_MS,
          `the hung prompt took ${hung.ms} ms, the plain one ${plain.ms} ms: held ${hung.ms - plain.ms} ms longer`,
        );
        assert.is(shown, undefined, `the signal report is on the screen:\n${screen}`);
        assert.is(told, undefined, 'the signal report reached the model');
      } finally {
        release(fifo);
        seat.stop();
        await fake.close();
      }
    });
  }
}

test.run();
