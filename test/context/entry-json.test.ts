// rig context get --json wraps the entry's bytes honestly (contextEntryJson): text only when the
// bytes are UTF-8 that round-trips exactly, base64 otherwise, with the byte count either way.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contextEntryJson, utf8Text } from '../../lib/cli/context-library.js';

const CASES: [string, Buffer, 'utf-8' | 'base64'][] = [
  ['empty', Buffer.alloc(0), 'utf-8'],
  ['ascii with a trailing newline', Buffer.from('a\n'), 'utf-8'],
  ['multibyte and control characters', Buffer.from('naïve 日本 \u001b[31m\t\r\n'), 'utf-8'],
  ['a byte that is not UTF-8', Buffer.from([0x68, 0xff, 0x0a]), 'base64'],
  ['a multibyte character cut short', Buffer.from([0xe6, 0x97]), 'base64'],
  ['a byte-order mark kept as it is', Buffer.from([0xef, 0xbb, 0xbf, 0x61]), 'utf-8'],
];

for (const [name, bytes, encoding] of CASES) {
  test(`contextEntryJson: ${name} → ${encoding}`, () => {
    const doc = contextEntryJson('team/x', '/root/team/x.md', bytes);
    assert.is(doc.encoding, encoding);
    assert.is(doc.bytes, bytes.length);
    assert.is(doc.ref, 'team/x');
    assert.is(doc.path, '/root/team/x.md');
    const back = doc.encoding === 'utf-8' ? Buffer.from(doc.text, 'utf8') : Buffer.from(doc.base64, 'base64');
    assert.ok(back.equals(bytes), 'the bytes come back exactly');
    assert.is(utf8Text(bytes) !== undefined, encoding === 'utf-8');
  });
}

test.run();
