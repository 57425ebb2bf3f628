// What the hot paths' bundles carry. The refocus engine chunk is read and compiled on every full
// fire, and `rig send`'s command chunk on every send: code they never run there still costs them
// its parse (a chunk's bytes are compiled whole). Each row names a module the path must not reach
// through static imports (a dynamic import() is a chunk of its own, loaded only when reached).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { staticClosure } from '../helpers/static-imports.js';

const KEPT_OUT: { entry: string; must_not_reach: string; why: string }[] = [
  {
    entry: 'lib/refocus/full-run.ts',
    must_not_reach: 'lib/queue/queue-store.ts',
    why: "the queue's write side: the hook's whoami reads only",
  },
  { entry: 'lib/cli/send.ts', must_not_reach: 'lib/refocus/preview.ts', why: 'only --context builds a payload' },
  {
    entry: 'lib/cli/send.ts',
    must_not_reach: 'lib/delivery/outbox/outbox.ts',
    why: 'the outbox is read only when the daemon stops answering mid-send',
  },
  {
    entry: 'lib/cli/send.ts',
    must_not_reach: 'lib/delivery/send/send.ts',
    why: "the daemon's send flow (and the guard's validator): the CLI needs only the request rules",
  },
  {
    entry: 'hooks/statusline.ts',
    must_not_reach: 'lib/context-usage/kind.ts',
    why: "the sample's kind and its generated validator: a run that writes nothing checks only the fields it compares",
  },
];

for (const row of KEPT_OUT) {
  test(`${row.entry} does not carry ${row.must_not_reach} (${row.why})`, () => {
    assert.ok(staticClosure(row.entry).has(row.entry), 'the entry itself is read');
    assert.not.ok(staticClosure(row.entry).has(row.must_not_reach));
  });
}

test('the walk follows value imports and skips type-only ones (negative control)', () => {
  const closure = staticClosure('lib/queue/whoami.ts');
  assert.ok(closure.has('lib/queue/queue-store.ts'), 'rig queue whoami rebuilds indexes');
  assert.ok(closure.has('lib/queue/whoami-read.ts'));
  assert.not.ok(closure.has('lib/queue/whoami-types.ts'), 'a type-only import is erased');
});

test.run();
