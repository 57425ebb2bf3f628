// Every built hook bundle run as its runtime runs it, on whichever Node runs this file: `npm test`
// runs it on the machine's Node, and scripts/ci-node-matrix.ts again on each Node of
// scripts/node-matrix/versions.ts. A bundle a plugin registers for the event runs through that
// registration's command (`sh -c`, `node` on PATH being this Node); the status line and Codex's
// unregistered compaction bundle run as `node <bundle> --runtime …`. Real hook JSON on stdin; each
// run exits 0, prints only what its runtime reads and no Node warning, and leaves its record.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { homePaths } from '../../lib/home/paths.js';
import { HOOK_SCRIPTS_DIR, PLUGIN_MANIFESTS, SHIPPED_PLUGIN_DIRS } from '../../lib/home/plugin-facts.js';
import { readSeatHooks } from '../../lib/activity/store.js';
import { readContextUsage } from '../../lib/context-usage/store.js';
import { restoreMarkerFiles } from '../../lib/refocus/keys.js';
import { tempDir } from '../helpers/home.js';

const REPO = join(import.meta.dirname, '..', '..');
const FIXTURES = join(REPO, 'test', 'fixtures', 'hook-json');
type Runtime = keyof typeof SHIPPED_PLUGIN_DIRS;
const RUNTIMES = Object.keys(SHIPPED_PLUGIN_DIRS) as Runtime[];
const pluginRoot = (runtime: Runtime) => join(REPO, SHIPPED_PLUGIN_DIRS[runtime]);
const NODE = 'n-0123456789abcdef';
const OCC = 'o-00000000000000a1';
const SEAT = 'dev@smoke';
/** The refocus hook's whole stdout when it delivers. */
const REFOCUS_SHAPE = /^\{"hookSpecificOutput":\{"hookEventName":"UserPromptSubmit","additionalContext":".+"\}\}$/s;
/** How Node prints a process warning (a deprecation, an experimental feature) on stderr. */
const NODE_WARNING = /\(node:\d+\) (\[[A-Z0-9]+\] )?\w*Warning/;

interface HookFile {
  hooks: Record<string, { hooks: { command: string }[] }[]>;
}

/** The command a runtime runs for `event` with `bundle`, as the plugin registers it; undefined if none. */
function registration(runtime: Runtime, bundle: string, event: string): string | undefined {
  const read = (path: string) => JSON.parse(readFileSync(join(pluginRoot(runtime), path), 'utf8'));
  const hooks: HookFile = read(read(PLUGIN_MANIFESTS[runtime]).hooks);
  return (hooks.hooks[event] ?? [])
    .flatMap((group) => group.hooks)
    .map((hook) => hook.command)
    .find((command) => command.includes(`/${HOOK_SCRIPTS_DIR}/${bundle}"`));
}

/** A seat of its own: an OpenRig home, a project, a user HOME without settings, a transcript. */
function seat(runtime: Runtime) {
  const dir = tempDir('openrig-smoke-');
  const root = join(dir, 'openrig');
  const project = join(dir, 'proj');
  const userHome = join(dir, 'user');
  for (const d of [root, project, userHome]) mkdirSync(d, { mode: 0o700 });
  const transcript = join(dir, 'transcript.jsonl');
  writeFileSync(transcript, `${JSON.stringify({ type: 'user', message: { content: 'please refactor lib/x.ts' } })}\n`);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: userHome,
    OPENRIG_HOME: root,
    OPENRIG_NODE: NODE,
    OPENRIG_OCCUPANT_GENERATION: OCC,
    OPENRIG_SESSION_NAME: SEAT,
    OPENRIG_SEAT_PROJECT_DIR: project,
    OPENRIG_REFOCUS_NOW: '1',
    ...(runtime === 'claude' ? { CLAUDE_PROJECT_DIR: project } : {}),
  };
  return { home: homePaths(root), project, transcript, env };
}
type Seat = ReturnType<typeof seat>;

/** A real hook JSON from test/fixtures, its transcript pointed at the seat's. */
const input = (name: string, s: Seat) =>
  JSON.stringify({ ...JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')), transcript_path: s.transcript });

/** Runs one bundle on this Node; checks what every hook promises: exit 0, no Node warning. */
function fire(runtime: Runtime, bundle: string, fixture: string, s: Seat) {
  const stdin = input(fixture, s);
  const command = registration(runtime, bundle, JSON.parse(stdin).hook_event_name);
  const script = join(pluginRoot(runtime), HOOK_SCRIPTS_DIR, bundle);
  const [file, args] = command ? ['sh', ['-c', command]] : [process.execPath, [script, '--runtime', runtime]];
  const r = spawnSync(file, args, {
    input: stdin,
    // Both runtimes give a plugin's commands its root in CLAUDE_PLUGIN_ROOT (docs/supported-clients.md).
    env: { ...s.env, PATH: `${dirname(process.execPath)}:${s.env.PATH}`, CLAUDE_PLUGIN_ROOT: pluginRoot(runtime) },
    cwd: s.project,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const what = `${runtime} ${bundle} ${fixture} ${command ? 'as registered' : 'run directly'} on Node ${process.version}`;
  assert.is(r.error, undefined, `${what}: ${r.error}`);
  assert.is(r.status, 0, `${what} exited ${r.status} (signal ${r.signal}): ${r.stderr}`);
  assert.not.match(r.stderr, NODE_WARNING, `${what} printed a Node warning: ${r.stderr}`);
  return { stdout: r.stdout, stderr: r.stderr, what };
}

/** Each bundle with the runs that prove it: [runtime, bundle, check]. */
const CASES: [Runtime, string, () => void][] = [
  ...RUNTIMES.flatMap((runtime): [Runtime, string, () => void][] => {
    const prefix = runtime === 'claude' ? 'cc' : 'cx';
    return [
      [
        runtime,
        'seat-events.cjs',
        () => {
          const s = seat(runtime);
          for (const [fixture, state] of [
            [`${prefix}-plugin-UserPromptSubmit.01.json`, 'running'],
            [`${prefix}-fake-Stop.01.json`, 'idle'],
          ]) {
            const r = fire(runtime, 'seat-events.cjs', fixture!, s);
            assert.is(r.stdout, '', `${r.what}: stdout stays empty`);
            assert.is(r.stderr, '', r.what);
            assert.is(readSeatHooks(s.home, NODE, OCC)?.activity.state, state, r.what);
          }
        },
      ],
      [
        runtime,
        'event-jobs.cjs',
        () => {
          // One process for both jobs of a prompt: refocus's payload on stdout, seat-events' record.
          const s = seat(runtime);
          const r = fire(runtime, 'event-jobs.cjs', `${prefix}-plugin-UserPromptSubmit.01.json`, s);
          assert.match(r.stdout, REFOCUS_SHAPE, `${r.what}: ${r.stdout}`);
          assert.is(readSeatHooks(s.home, NODE, OCC)?.activity.state, 'running', r.what);
          if (runtime !== 'claude') return;
          // Claude's Stop runs both jobs in it too.
          const stop = fire(runtime, 'event-jobs.cjs', `${prefix}-fake-Stop.01.json`, s);
          assert.is(readSeatHooks(s.home, NODE, OCC)?.activity.state, 'idle', stop.what);
        },
      ],
      [
        runtime,
        'refocus.cjs',
        () => {
          const s = seat(runtime);
          // Twice: the first run compiles the chunks and saves a code cache, the second starts from it.
          for (const round of [1, 2]) {
            const r = fire(runtime, 'refocus.cjs', `${prefix}-plugin-UserPromptSubmit.01.json`, s);
            assert.match(r.stdout, REFOCUS_SHAPE, `${r.what} (run ${round}): ${r.stdout}`);
          }
          assert.ok(
            readdirSync(s.home.refocus).some((f) => f.startsWith(`${SEAT}__`) && f.endsWith('.json')),
            'the refocus state of the seat is recorded',
          );
        },
      ],
    ];
  }),
  [
    'claude',
    'compaction.cjs',
    () => {
      const s = seat('claude');
      const r = fire('claude', 'compaction.cjs', 'cc-fake-PreCompact.01.json', s);
      assert.is(r.stdout, '', r.what);
      assert.ok(existsSync(restoreMarkerFiles(s.home.restorePending, SEAT).marker), `${r.what}: marker written`);
    },
  ],
  [
    'codex',
    'compaction.cjs',
    () => {
      // Built for both plugins, registered for Claude only: a Codex run leaves everything alone.
      const s = seat('codex');
      const r = fire('codex', 'compaction.cjs', 'cx-fake-PostCompact.01.json', s);
      assert.is(r.stdout, '', r.what);
      assert.not.ok(existsSync(s.home.compaction), `${r.what}: nothing written`);
    },
  ],
  [
    'claude',
    'statusline.cjs',
    () => {
      const s = seat('claude');
      const fixture = 'cc-statusline.after-fake-turn.json';
      const r = fire('claude', 'statusline.cjs', fixture, s);
      assert.match(r.stdout, /^[^\n]+\n?$/, `${r.what}: OpenRig's one status line`);
      const sessionId = JSON.parse(readFileSync(join(FIXTURES, fixture), 'utf8')).session_id;
      const reading = readContextUsage(s.home, NODE, { occupant: OCC, sessionId }, Date.now());
      assert.is(reading.state, 'known', `${r.what}: ${JSON.stringify(reading)}`);
    },
  ],
];

test('every hook bundle the plugins ship has a smoke run here', () => {
  const shipped = RUNTIMES.flatMap((runtime) =>
    readdirSync(join(pluginRoot(runtime), HOOK_SCRIPTS_DIR))
      .filter((f) => f.endsWith('.cjs') && !f.endsWith('.chunk.cjs'))
      .map((f) => `${runtime} ${f}`),
  );
  assert.equal(CASES.map(([runtime, bundle]) => `${runtime} ${bundle}`).sort(), shipped.sort());
});

for (const [runtime, bundle, check] of CASES) test(`${runtime} ${bundle} on this Node`, check);

test.run();
