import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sanitizeText } from '../../../lib/delivery/pane/tmux-adapter.js';

const cases: [string, string, string][] = [
  ['plain text is kept', 'hello world', 'hello world'],
  ['newlines inside are kept, trailing ones dropped', 'a\nb\n\n', 'a\nb'],
  ['CR and CRLF become newlines', 'a\r\nb\rc', 'a\nb\nc'],
  ['an ESC sequence cannot end the bracketed paste', 'x\u001b[201~y', 'x[201~y'],
  ['other C0 controls and DEL are dropped', 'a\u0000b\u0007c\u007fd', 'abcd'],
  ['C1 controls (a CSI in some terminals) are dropped', 'a\u009bb\u0085c', 'abc'],
  ['tabs become four spaces', 'def f():\n\treturn 1', 'def f():\n    return 1'],
  ['non-ASCII text is kept', 'naïve 日本 ✓', 'naïve 日本 ✓'],
];

for (const [name, input, expected] of cases) {
  test(`sanitizeText: ${name}`, () => assert.is(sanitizeText(input), expected));
}

test.run();
