// Issue 25's "Done when", on real clients (each selected set, pinned and newest): a person runs
// `rig watch` (80×24, a private tmux pane) beside a real seat with a command notification channel,
// the seat stops at a permission menu, and
// - the watch frame shows the seat first with its permission stop and the tool (the figure printed:
//   PermissionRequest record → frame, against the issue's goal of 1 s; a figure, never a failure);
// - the channel hears of it exactly once;
// - `a`, the choice and a reason in the watch answer the menu through `rig seat answer`: the command
//   runs (its marker appears) and the watch then shows the seat busy or idle.
// Claude Code in manual mode (its Bash permission menu) and Codex with on-request approvals.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { rigProcess, RIG_BUNDLE } from '../helpers/cli.js';
import { selectedSets } from './lib/clients.js';
import { startFakeAnthropic } from './lib/fake-anthropic.js';
import { startFakeOpenAI } from './lib/fake-openai.js';
import { launchSeat, until, type RealSeat } from './lib/rig-seat.js';
import { consumedInTheEnd, rigSend, statusUntil } from './lib/seat-status.js';
import { lookUntil } from '../helpers/tmux.js';
import { homePaths, resolveHome } from '../../lib/home/paths.js';
import { readNotifierState } from '../../lib/notify/store.js';

const CLAUDE_MENU = /Do you want to proceed\?/;
const CODEX_MENU = /Would you like to run the following command\?/;
const claudeReady = (s: string) => /❯\u00a0/.test(s) && !/esc to interrupt/.test(s) && !CLAUDE_MENU.test(s);
const codexReady = (s: string) =>
  /fake-model/.test(s) && /›/.test(s) && !/esc to interrupt/.test(s) && !CODEX_MENU.test(s);

/** `rig watch` in its own session of the seat's tmux server, at 80×24. */
function startWatch(seat: RealSeat): { screen(): string; keys(...k: string[]): void } {
  const env = Object.entries({ ...seat.rigEnv, TERM: 'xterm-256color', NO_COLOR: '1' }).map(([k, v]) => `${k}=${v}`);
  const started = seat.tmux(
    'new-session',
    '-d',
    '-s',
    'watch',
    '-x',
    '80',
    '-y',
    '24',
    'env',
    ...env,
    process.execPath,
    RIG_BUNDLE,
    'watch',
  );
  if (started.status !== 0) throw new Error(`rig watch did not start: ${started.stderr}`);
  return {
    screen: () => seat.tmux('capture-pane', '-p', '-t', '=watch:').stdout,
    keys: (...k: string[]) => void seat.tmux('send-keys', '-t', '=watch:', ...k),
  };
}

/** The first seat row of a frame (line 3: the header, the column titles, then the rows). */
const firstRow = (screen: string) => screen.split('\n')[2] ?? '';

const notifications = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as { kind?: string; seat?: string })
    : [];

interface Case {
  client: string;
  version: string;
  menu: RegExp;
  ready(s: string): boolean;
  /** The seat, its marker file, and how to close what it started. */
  launch(dir: string): Promise<{ seat: RealSeat; marker: string; close(): Promise<void> }>;
}

async function scenario(c: Case): Promise<void> {
  const dir = tempDir('openrig-real-watch-');
  const { seat, marker, close } = await c.launch(dir);
  const channelFile = join(dir, 'notifications.jsonl');
  try {
    const added = rigProcess(['notify', 'add', '--command', `cat >> ${channelFile}`], seat.rigEnv, {
      timeoutMs: 30_000,
    });
    assert.is(added.code, 0, added.stderr);
    await until(() => c.ready(seat.capture()), 90_000, 'the composer', seat.capture);
    const watch = startWatch(seat);
    await until(
      () => firstRow(watch.screen()).includes(seat.session.slice(0, 8)),
      60_000,
      'the seat in the watch',
      watch.screen,
    );

    const sent = rigSend(seat, 'TOOLTEST please write the marker');
    assert.is(sent.code, 0, sent.raw);
    // The first frame that shows the stop, polled every 25 ms (the figure's resolution).
    const shown = await lookUntil(
      () => ({ screen: watch.screen(), at: Date.now() }),
      (v) => /permission Bash/.test(firstRow(v.screen)),
      120_000,
    );
    if (!shown.done)
      throw new Error(`no permission stop in the watch\n${shown.value.screen}\n--- seat ---\n${seat.capture()}`);
    const { screen: frame, at: shownAt } = shown.value;
    assert.ok(await consumedInTheEnd(seat, sent), sent.raw);
    // The hook runs before the client draws its menu: the watch may show the stop first.
    await until(() => c.menu.test(seat.capture()), 30_000, 'the menu on the seat’s screen', seat.capture);
    const status = await statusUntil(
      seat,
      (s) => s.permission_stop?.state === 'observed' && s.permission_stop.pending === 'request_observed',
      30_000,
      'the recorded PermissionRequest',
    );
    const stop = status.permission_stop as { observed_at: string };
    const lag = shownAt - Date.parse(stop.observed_at);
    console.log(`figure: ${c.client} ${c.version}: PermissionRequest record → watch frame ${lag} ms`);
    console.log(frame);
    assert.ok(
      frame.split('\n').every((l) => l.length <= 80),
      frame,
    );
    assert.match(firstRow(frame), seat.session, `the seat first, its ref whole:\n${frame}`);
    // A test never fails on time (a loaded machine is not a wrong result): the figure says it.
    console.log(`figure: goal within 1 s of the record: ${lag <= 1000 ? 'met' : `NOT met (${lag} ms)`}`);

    // One notification on the channel.
    await until(() => notifications(channelFile).length > 0, 60_000, 'the notification');
    const heard = notifications(channelFile);
    assert.is(heard[0]!.seat, seat.session, JSON.stringify(heard));
    assert.is(heard[0]!.kind, 'permission', JSON.stringify(heard));

    // Answer from the view: a, the choice, a reason.
    await until(() => /^> /.test(firstRow(watch.screen())), 10_000, 'the seat selected', watch.screen);
    watch.keys('a');
    await until(() => /choice \(menu number/.test(watch.screen()), 30_000, 'the choice prompt', watch.screen);
    watch.keys('1', 'Enter');
    await until(() => /reason:/.test(watch.screen()), 30_000, 'the reason prompt', watch.screen);
    watch.keys('-l', 'approved from rig watch');
    watch.keys('Enter');
    await until(
      () => existsSync(marker),
      120_000,
      'the approved command to run',
      () => `${watch.screen()}\n---\n${seat.capture()}`,
    );
    const after = await until(
      () => {
        const s = watch.screen();
        return /\b(busy|idle)·/.test(firstRow(s)) && !/permission/.test(firstRow(s)) ? s : false;
      },
      60_000,
      'the seat busy or idle in the watch',
      watch.screen,
    );
    console.log(after);
    assert.match(after, /answered/, 'the outcome line is rig seat answer’s');
    // Still one notification once the episode is over: the notifier writes the open episode before it
    // sends (the line above came after it), and a later tick records its end; no tick after is its.
    await until(() => c.ready(seat.capture()), 60_000, 'the seat idle again', seat.capture);
    const home = homePaths(resolveHome(seat.rigEnv));
    await until(
      () => Object.keys(readNotifierState(home).episodes).length === 0,
      60_000,
      'the notifier to record the episode’s end',
      () => JSON.stringify(readNotifierState(home)),
    );
    const all = notifications(channelFile);
    console.log(`figure: ${c.client} ${c.version}: notifications ${JSON.stringify(all.map((n) => n.kind))}`);
    assert.is(all.length, 1, JSON.stringify(all));
    watch.keys('q');
  } finally {
    seat.stop();
    await close();
  }
}

for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    test.skip(`rig watch answers a real client (${c.label})`, () => {});
    continue;
  }

  test(`real Claude Code, manual mode: seen in rig watch, notified once, answered from it (${c.label})`, () =>
    scenario({
      client: 'claude',
      version: c.claudeVersion,
      menu: CLAUDE_MENU,
      ready: claudeReady,
      async launch(dir) {
        const proj = join(dir, 'proj');
        const home = join(dir, 'home');
        mkdirSync(proj, { recursive: true });
        const marker = join(dir, 'approved.txt');
        const apiKey = 'sk-ant-fake';
        c.seedClaudeHome(home, proj, apiKey);
        const fake = await startFakeAnthropic({ toolCommand: () => `echo fake-tool-run > ${marker}` });
        const seat = await launchSeat({
          rig: `rw${c.set}`,
          seat: 'cc',
          runtime: 'claude-code',
          cwd: proj,
          command: `${c.claudeBin} --permission-mode manual`,
          env: c.env(home, { ANTHROPIC_API_KEY: apiKey, ANTHROPIC_BASE_URL: fake.url, CLAUDE_CODE_MAX_RETRIES: '0' }),
        });
        return { seat, marker, close: () => fake.close() };
      },
    }));

  test(`real Codex, on-request approvals: seen in rig watch, notified once, answered from it (${c.label})`, () =>
    scenario({
      client: 'codex',
      version: c.codexVersion,
      menu: CODEX_MENU,
      ready: codexReady,
      async launch(dir) {
        const proj = join(dir, 'proj');
        const home = join(dir, 'home');
        mkdirSync(proj, { recursive: true });
        const marker = join(dir, 'cx-marker.txt');
        const apiKey = 'sk-fake';
        const fake = await startFakeOpenAI({ toolMarker: marker });
        c.seedCodexHome(home, fake.port, apiKey, proj);
        const seat = await launchSeat({
          rig: `rw${c.set}`,
          seat: 'cx',
          runtime: 'codex',
          cwd: proj,
          // In its default mode (no -a/-s) Codex ran the fake tool call without asking (tried on
          // 0.169.0 and 0.171.0): no menu to answer. On-request approvals, as seat-answer.test.ts.
          command: `${c.codexBin} --no-daemon -a on-request -s read-only`,
          env: c.env(home, { OPENAI_API_KEY: apiKey }),
        });
        return { seat, marker, close: () => fake.close() };
      },
    }));
}

test.run();
