// rig queue and rig stream parse steps, as a table: argv → typed options or the usage error, with
// nothing read or written (every argv-only rule is checked here, before a body file is read).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { queueCommand } from '../../lib/cli/queue.js';
import { streamCommand } from '../../lib/cli/stream.js';
import { usageLine, verbOf, type VerbEntry } from '../../lib/cli/verb.js';
import { isCliError } from '../../lib/cli/errors.js';

const ID = 'q-20260101000000-0000000a';
const NOWHERE = '/nonexistent/body.txt';

async function parse(noun: { name: string; verbs: readonly VerbEntry[] }, argv: string[]): Promise<unknown> {
  const [name, ...rest] = argv;
  const entry = noun.verbs.find((v) => v.name === name)!;
  return (await verbOf(entry)).parse(rest, { helpFor: noun.name, usage: usageLine(entry.usage[0]) });
}

// [argv, expected fields (subset) or the start of the usage error's what]
const QUEUE: [string[], Record<string, unknown> | string][] = [
  [
    ['create', '--destination', 'alice@r', '--summary', 'x', '--body-file', NOWHERE],
    { destination: 'alice@r', summary: 'x', body: { file: NOWHERE } },
  ],
  [
    ['create', '--destination', 'alice@r', '--summary', 'x', '--priority', 'urgent', '--tag', 'mission:m'],
    { priority: 'urgent', tags: ['mission:m'], body: { text: undefined } },
  ],
  [['create', '--destination', 'bad ref!', '--summary', 'x', '--body-file', NOWHERE], 'invalid destination'],
  [['create', '--destination', 'n1-abc', '--summary', 'x'], 'invalid destination'],
  [['create', '--destination', 'alice@r', '--summary', 'one\ntwo', '--body-file', NOWHERE], 'invalid summary'],
  [['create', '--destination', 'alice@r', '--summary', 'x', '--priority', 'soon'], 'invalid priority'],
  [['create', '--destination', 'alice@r', '--summary', 'x', '--tag', 'slice:..'], 'invalid tag'],
  [['create', '--destination', 'alice@r', '--summary', 'x', '--source', 'nobody'], 'invalid source'],
  [['create', '--destination', 'alice@r', '--summary', 'x', '--body', 'b'.repeat(256 * 1024 + 1)], 'invalid body'],
  [['create', '--destination', 'alice@r', '--summary', 'x', '--body', 'b', '--body-file', NOWHERE], '--body and'],
  [['create', '--summary', 'x'], '--destination is required'],
  [['list', '--state', 'open'], 'invalid state'],
  [['list', '--state', 'blocked'], { state: 'blocked' }],
  [['show', 'q-none'], 'invalid id'],
  [['show', ID], { id: ID }],
  [['start', 'q-none'], 'invalid id'],
  [['done', ID, '--note', ' '], 'invalid note'],
  [['block', ID, '--on', 'x'.repeat(501)], 'invalid on'],
  [['block', ID, '--on', 'x', '--continuation', 'a\u0007b'], 'invalid continuation'],
  [['block', ID, '--on', 'review', '--continuation', 'resume'], { id: ID }],
  [['handoff', 'q-none', '--to', 'alice@r', '--body-file', NOWHERE], 'invalid id'],
  [['handoff', ID, '--to', 'bad ref!', '--body-file', NOWHERE], 'invalid to'],
  [['handoff', ID, '--to', 'alice@r', '--summary', 'a\nb'], 'invalid summary'],
  [['handoff', ID, '--to', 'alice@r', '--tag', 'mission:a/b'], 'invalid tag'],
  [['handoff', ID, '--to', 'alice@r', '--body-file', NOWHERE], { id: ID, to: 'alice@r', body: { file: NOWHERE } }],
];

/** rig stream emit with every required flag, `over` replacing or adding some. */
const emit = (over: Record<string, string> = {}, extra: string[] = []) => [
  'emit',
  ...Object.entries({ source: 'a@r', id: 'i-1', 'hint-type': 'issue', body: 'b', ...over }).flatMap(([k, v]) => [
    `--${k}`,
    v,
  ]),
  ...extra,
];
const STREAM: [string[], Record<string, unknown> | string][] = [
  [emit(), { json: false }],
  [emit({}, ['--hint-tags', 'a,b', '--hint-tags', 'b', '--json']), { json: true }],
  [emit({ id: '../x' }), 'invalid --id'],
  [emit({ 'hint-type': 'a b' }), 'invalid --hint-type'],
  [emit({ 'hint-tags': 'ok,no good' }), 'invalid --hint-tags'],
  [emit({ body: 'x'.repeat(64 * 1024 + 1) }), 'invalid --body'],
  [emit({ source: 'a\nb' }), 'invalid --source'],
  [['emit', '--source', 'a@r'], '--id is required'],
];

async function check(noun: { name: string; verbs: readonly VerbEntry[] }, cases: typeof QUEUE): Promise<void> {
  for (const [argv, want] of cases) {
    let got: unknown;
    let err: unknown;
    try {
      got = await parse(noun, argv);
    } catch (e) {
      err = e;
    }
    const label = `${noun.name} ${JSON.stringify(argv).slice(0, 120)}`;
    if (typeof want === 'string') {
      assert.ok(isCliError(err), `${label}: expected a usage error, got ${String(err ?? JSON.stringify(got))}`);
      assert.is((err as { exitCode: number }).exitCode, 2, label);
      assert.ok((err as { what: string }).what.startsWith(want), `${label}: ${(err as { what: string }).what}`);
    } else {
      assert.is(err, undefined, `${label}: ${(err as { what?: string })?.what ?? String(err)}`);
      for (const [k, v] of Object.entries(want)) assert.equal((got as Record<string, unknown>)[k], v, `${label} ${k}`);
    }
  }
}

test('rig queue: argv to options or a usage error, before any file is read', () => check(queueCommand, QUEUE));
test('rig stream: argv to options or a usage error, before anything is written', () => check(streamCommand, STREAM));

test.run();
