// A fact lives in one place (docs/conventions.md): lib/ spells a seat ref `name@rig` only in
// lib/seat/ref.ts (formatSeatRef, seatRefOf; every other `${…}@${…}` is named below with what it
// is), and names a pane variable only where it is defined (lib/seat/pane-vars.ts, and the home's
// and the tmux socket's beside their readers below the seat's floor): every reader goes through
// paneIdentity (lib/seat/identity.ts) or PANE_VARS; and the plugin's name only in
// lib/home/plugin-facts.ts (comments may name it).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO } from '../helpers/cli.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Each lib/ line (`file:line: text`) where the pattern matches, outside the files allowed. */
function linesMatching(pattern: RegExp, allowed: Record<string, string>): string[] {
  const out: string[] = [];
  for (const file of sources(join(REPO, 'lib'))) {
    const rel = relative(REPO, file);
    if (rel in allowed) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (pattern.test(line)) out.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
  }
  return out;
}

const INLINE_REF = /\$\{[^}]+\}@\$\{/;

test('the seat ref pattern sees an inline spelling and not a plain address', () => {
  assert.ok(INLINE_REF.test('const ref = `${seat.name}@${seat.rig}`;'));
  assert.ok(INLINE_REF.test('say(`no seat ${seat}@${rig} here`)'));
  assert.not.ok(INLINE_REF.test("const ref = 'dev@main';"));
  assert.not.ok(INLINE_REF.test('const ref = seatRefOf(seat);'));
});

test('lib/ spells name@rig only in lib/seat/ref.ts', () => {
  const found = linesMatching(INLINE_REF, {
    'lib/seat/ref.ts': 'formatSeatRef itself',
    'lib/supervisor/decide.ts': 'a row id and its update time, not a seat ref',
    'lib/codex/facts.ts': "Codex's <plugin>@<marketplace> id",
    'lib/delivery/outbox/outbox.ts': 'the destination pattern, built from the name pattern',
  });
  assert.equal(found, [], 'use formatSeatRef / seatRefOf from lib/seat/ref.ts');
});

const PANE_VAR_NAMES =
  'SESSION_NAME|NODE|NODE_ID|RUNTIME|OCCUPANT_GENERATION|SEAT_PROJECT_DIR|HANDOFF_NOTE|HOME|TMUX_SOCKET';
/** A pane variable's name as code uses it: a quoted key or a property read (prose may name it). */
const PANE_VAR_LITERAL = new RegExp(`['"\`]OPENRIG_(${PANE_VAR_NAMES})['"\`]|\\.OPENRIG_(${PANE_VAR_NAMES})\\b`);

test('the pane variable pattern sees a literal read and not prose or another variable', () => {
  assert.ok(PANE_VAR_LITERAL.test('const s = env.OPENRIG_SESSION_NAME?.trim();'));
  assert.ok(PANE_VAR_LITERAL.test("value(env, 'OPENRIG_NODE')"));
  assert.ok(PANE_VAR_LITERAL.test('const h = process.env.OPENRIG_HOME;'));
  assert.not.ok(PANE_VAR_LITERAL.test("usageError('--owned needs OPENRIG_SESSION_NAME', 'x')"));
  assert.not.ok(PANE_VAR_LITERAL.test('env.OPENRIG_NODES'));
  assert.not.ok(PANE_VAR_LITERAL.test("value(env, 'OPENRIG_REFOCUS_TREES')"));
});

test('lib/ names a pane variable only where it is defined', () => {
  const found = linesMatching(PANE_VAR_LITERAL, {
    'lib/seat/pane-vars.ts': 'PANE_VARS',
    'lib/home/paths.ts': 'HOME_VAR, read by resolveHome',
    'lib/tmux/client.ts': 'TMUX_SOCKET_VAR, read by tmuxServerFromEnv',
  });
  assert.equal(found, [], 'read through paneIdentity (lib/seat/identity.ts) or name it by PANE_VARS');
});

/** The plugin's name in code: a line that is not a comment. */
const PLUGIN_NAME_IN_CODE = /^(?!\s*(\/\/|\*|\/\*)).*openrig-core/;

test('the plugin name pattern sees code and not a comment', () => {
  assert.ok(PLUGIN_NAME_IN_CODE.test("const CORE = 'openrig-core';"));
  assert.ok(PLUGIN_NAME_IN_CODE.test('  say(ctx, `plugin openrig-core: ${x}`);'));
  assert.not.ok(PLUGIN_NAME_IN_CODE.test('// installs plugins/openrig-core'));
  assert.not.ok(PLUGIN_NAME_IN_CODE.test('   * `openrig-core` itself'));
});

test('lib/ names the plugin only in lib/home/plugin-facts.ts', () => {
  const found = linesMatching(PLUGIN_NAME_IN_CODE, { 'lib/home/plugin-facts.ts': 'CORE_PLUGIN_NAME' });
  assert.equal(found, [], 'use CORE_PLUGIN_NAME / SHIPPED_PLUGIN_DIRS from lib/home/plugin-facts.ts');
});

test.run();
