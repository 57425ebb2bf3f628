// touchedBy (lib/seat/touched.ts): a change under a seat's own files re-reads that seat only;
// anything else re-reads the seat list and the queues.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { touchedBy } from '../../lib/seat/touched.js';

const A = 'n-0123456789abcdef';
const B = 'n-fedcba9876543210';

const cases: Array<[string, string[], string[], boolean]> = [
  ['a hook document', [`activity/${A}/o-0123456789abcdef.json`], [A], false],
  ['its lock and temp file', [`guards/${A}.json.lock`, `guards/.${A}.json.tmp`], [A], false],
  ['an outbox record', [`outbox/${B}/ob-1.json`], [B], false],
  ['a context sample', [`context-usage/${A}/sample.json`, `run/permission/${B}.json`], [A, B], false],
  ['a queue row', ['queue/rows/q-1.json'], [], true],
  ['the seat registry', ['seats/r/alice.json'], [], true],
  ['no name given', [''], [], true],
  ['nothing', [], [], false],
  ['a node id look-alike is not one', ['queue/n-123.json'], [], true],
];

test('touchedBy', () => {
  for (const [name, paths, nodes, shared] of cases) {
    const t = touchedBy(paths);
    assert.equal([...t.nodes].sort(), nodes.sort(), name);
    assert.is(t.shared, shared, name);
  }
});

test.run();
