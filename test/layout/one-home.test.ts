// A fact lives in one place (docs/conventions.md): lib/ spells a seat ref `name@rig` only in
// lib/seat/ref.ts (formatSeatRef, seatRefOf). Every other `${…}@${…}` is named below with what it is.
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

test.run();
