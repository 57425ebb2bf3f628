// --json on every command and verb the table has (new ones are walked as they are added): each
// declares it, its help shows it, and run with it against a throwaway home its stdout is one JSON
// document when it succeeds, and one JSON document or nothing when it fails (the `rig:` line on
// stderr says why), never a stack trace. A command that needs a seat or the daemon may refuse:
// that is an answer too. It starts processes (rig daemon start spawns the daemon, rig ps asks
// tmux), hence .proc.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMAND_ENTRIES } from '../../lib/cli/commands.js';
import { commandTree, type CommandNode, type VerbNode } from '../../lib/cli/command-tree.js';
import { stopDaemon } from '../../lib/daemon/start-stop.js';
import { rig } from '../helpers/cli.js';
import { tempDir, tempHome } from '../helpers/home.js';
import { addSeat } from '../helpers/seat.js';

const th = tempHome();
const dir = tempDir();
const note = join(dir, 'note.md');
writeFileSync(note, 'a note\n');
const cwd = join(dir, 'work');
mkdirSync(cwd);
const env = {
  ...th.env,
  HOME: dir,
  CODEX_HOME: join(dir, 'codex'),
  OPENRIG_CONTEXT_ROOT: join(dir, 'context'),
  // No tmux server answers there: a command that asks one hears "no server", never the user's.
  OPENRIG_TMUX_SOCKET: join(dir, 'no-tmux.sock'),
};

// One recorded seat (a terminal, its pane on no server), so the seat verbs get past "no seat".
const SEAT = 'alice@r';
await addSeat(th.home, { name: 'alice', rig: 'r', runtime: 'terminal', cwd });

/** Not run here, only checked for --json: `rig demo` runs a whole rig (test/demo/demo-json.tmux.test.ts). */
const NOT_RUN = new Set(['demo']);

/** A value for a positional, by what it is or else the name usage gives it; anything else gets "x". */
const BY_WHAT: Record<string, string> = { 'a watchdog job id': 'wd-0000000a' };
const POSITIONAL: Record<string, string> = {
  ID: 'q-20260101000000-0000000a',
  KEY: 'context.root',
  VALUE: join(dir, 'context'),
  FILE: note,
  NODE: cwd,
  SPEC: join(dir, 'no-such-spec.yaml'),
  RIG: 'nowhere',
};

/** What a verb needs beyond its positionals to get past its parse step, where it needs something. */
const EXTRA: Record<string, string[]> = {
  send: ['hello'],
  'seat set-typing-guard': ['--mode', 'off', '--reason', 'r'],
  'seat retire-held-message': ['--reason', 'r', '--operator', 'tester'],
  'seat set-terminal-policy': ['--preset', 'full-control', '--reason', 'r'],
  'seat set-model': ['--model', 'm'],
  'seat answer': ['--choice', '1', '--reason', 'r'],
  'queue create': ['--destination', SEAT, '--summary', 's'],
  'queue block': ['--on', 'something'],
  'queue handoff': ['--to', SEAT],
  'stream emit': ['--source', 's', '--id', 'i1', '--hint-type', 't', '--body', 'b'],
  refocus: ['--seat', SEAT],
  'composer read': ['--seat', SEAT],
  'watchdog add': ['--every', '15m', '--message', 'm'],
  // rig watch --json streams until its reader goes: --once is its one-document form.
  watch: ['--once'],
};

const keyOf = (c: CommandNode, v: VerbNode) => (v.name === undefined ? c.name : `${c.name} ${v.name}`);

function argvFor(c: CommandNode, v: VerbNode): string[] {
  const key = keyOf(c, v);
  const positionals = v.positionals
    .filter((p) => !p.optional)
    .map((p) => (p.completes === 'seat' ? SEAT : (BY_WHAT[p.what ?? ''] ?? POSITIONAL[p.name] ?? 'x')));
  return [c.name, ...(v.name === undefined ? [] : [v.name]), ...positionals, ...(EXTRA[key] ?? []), '--json'];
}

const tree = await commandTree(COMMAND_ENTRIES);

test('the walk sees every command of the table and every verb of each noun', () => {
  assert.equal(
    tree.map((c) => c.name),
    COMMAND_ENTRIES.map((e) => e.name),
  );
  const seat = tree.find((c) => c.name === 'seat')!;
  assert.ok(seat.verbs.length > 10, 'the seat verbs are loaded');
});

test('every command and verb declares --json and its help shows it', () => {
  const missing: string[] = [];
  for (const c of tree)
    for (const v of c.verbs) {
      const json = v.flags.find((f) => f.name === 'json');
      if (!json || json.takesValue) missing.push(`rig ${keyOf(c, v)}: no --json switch`);
      else if (!v.usage.some((u) => u.includes('--json'))) missing.push(`rig ${keyOf(c, v)}: its usage omits --json`);
    }
  assert.equal(missing, []);
});

const STACK = /\n\s+at .+\(|internal error/;

test('with --json, stdout is one JSON document (or nothing on a failure), stderr has no stack trace', async () => {
  const wrong: string[] = [];
  let answered = 0;
  let runs = 0;
  try {
    for (const c of tree) {
      for (const v of c.verbs) {
        if (NOT_RUN.has(c.name)) continue;
        const argv = argvFor(c, v);
        const r = await rig(argv, env, cwd);
        runs++;
        if (r.code === 0) answered++;
        const said = `rig ${argv.join(' ')} → exit ${r.code}\nstdout: ${r.stdout.slice(0, 300)}\nstderr: ${r.stderr.slice(0, 300)}`;
        if (STACK.test(r.stderr)) wrong.push(`a stack trace: ${said}`);
        if (r.code === 0 && r.stdout === '') wrong.push(`succeeded with nothing on stdout: ${said}`);
        if (r.stdout !== '') {
          try {
            JSON.parse(r.stdout);
          } catch {
            wrong.push(`stdout is not one JSON document: ${said}`);
          }
        }
        if (r.code !== 0 && !/^rig: /m.test(r.stderr)) wrong.push(`a failure without its rig: line: ${said}`);
      }
    }
  } finally {
    // `rig daemon start --json` started one for the throwaway home; stop --json should have ended it.
    await stopDaemon(th.home, 10_000).catch(() => undefined);
  }
  console.log(`figure: ${answered} of ${runs} verbs answered with exit 0 (the rest refused or were usage)`);
  assert.equal(wrong, []);
});

test.run();
