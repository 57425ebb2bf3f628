// The mutation check's operators: one fault per mutant, placed by syntax, never in strings,
// comments, types, a non-null `x!` or a long numeric data table.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mutantsOf } from '../../scripts/mutation-operators.js';

const texts = (src: string) => mutantsOf('x.ts', src).map((m) => m.text);

test('each operator and its replacement', () => {
  const rows: [string, string[]][] = [
    ['a < b;', ['a <= b;']],
    ['a <= b;', ['a < b;']],
    ['a > b;', ['a >= b;']],
    ['a >= b;', ['a > b;']],
    ['a === b;', ['a !== b;']],
    ['a !== b;', ['a === b;']],
    ['a && b;', ['a || b;']],
    ['a || b;', ['a && b;']],
    ['a - b;', ['a + b;']],
    ['!a;', ['a;']],
    ['f(true);', ['f(false);']],
    ['f(false);', ['f(true);']],
    ['f(3);', ['f(4);', 'f(2);']],
  ];
  for (const [src, want] of rows) assert.equal(texts(src), want, src);
});

test('strings, comments, types, non-null assertions and string building are left alone', () => {
  for (const src of [
    "const s = 'a < b && !c';",
    '// if (a < b) return true;',
    'type T = { ok: true; n: 1 };',
    'let v: false | 2;',
    'x!.y;',
    "const s = 'n=' + n;",
    'const R = [1, 2, 3, 4, 5, 6, 7, 8, 9];',
  ]) {
    assert.equal(texts(src), [], src);
  }
});

test('a mutant says where it is and changes only its own spot', () => {
  const [m] = mutantsOf('x.ts', 'const a = 1;\nif (a < 2) f();\n').filter((x) => x.description.startsWith('<'));
  assert.is(m!.line, 2);
  assert.match(m!.description, /\[<\]/);
  assert.is(m!.text, 'const a = 1;\nif (a <= 2) f();\n');
});

test.run();
