// The throughput bench's exactly-once check (bench/lib/arrivals.ts): a table of what was sent to a
// seat against what its UserPromptSubmit hook recorded.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { allArrivedOnce, arrivals, type Arrivals } from '../../bench/lib/arrivals.js';

const env = (tag: string) => `From: unattributed\nTo: s1@tp\n---\nthroughput ${tag}`;

test('arrivals: missing, duplicated and unexpected prompts are each reported', () => {
  const sent = ['[m-1]', '[m-2]', '[m-3]'];
  const table: [string, string[], Arrivals, boolean][] = [
    [
      'each once, any order',
      [env('[m-2]'), env('[m-1]'), env('[m-3]')],
      { missing: [], duplicated: [], unexpected: 0 },
      true,
    ],
    ['one missing', [env('[m-1]'), env('[m-3]')], { missing: ['[m-2]'], duplicated: [], unexpected: 0 }, false],
    [
      'one twice',
      [env('[m-1]'), env('[m-2]'), env('[m-2]'), env('[m-3]')],
      { missing: [], duplicated: [{ tag: '[m-2]', times: 2 }], unexpected: 0 },
      false,
    ],
    [
      'a prompt nobody sent',
      [env('[m-1]'), env('[m-2]'), env('[m-3]'), 'hello'],
      { missing: [], duplicated: [], unexpected: 1 },
      false,
    ],
    ['nothing arrived', [], { missing: sent, duplicated: [], unexpected: 0 }, false],
  ];
  for (const [name, prompts, want, ok] of table) {
    const got = arrivals(sent, prompts);
    assert.equal(got, want, name);
    assert.is(allArrivedOnce(got), ok, `${name}: exactly once`);
  }
});

test('arrivals: nothing sent and nothing recorded is exactly once', () => {
  assert.ok(allArrivedOnce(arrivals([], [])));
});

test.run();
