// The sensor's lock-free look reads a stored sample through peekFields (lib/context-usage/
// peek-fields.ts): every document the schema accepts must come through whole, and anything that
// would make its decision wrong (a field it compares missing or of another kind, a time that does
// not parse) must come back undefined, so the locked, validating write decides instead.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { peekFields } from '../../lib/context-usage/peek-fields.js';
import { contextUsageKind } from '../../lib/context-usage/kind.js';

const doc = (over: Record<string, unknown> = {}, sample: Record<string, unknown> = {}) => ({
  schema: 'context-usage',
  version: 1,
  nodeId: 'n-0123456789abcdef',
  occupant: 'o-00000000000000a1',
  seat: 'impl@demo',
  model: 'claude-opus-5-5',
  sample: {
    usedPercent: 15,
    sampledAt: '2026-12-06T01:00:00.000Z',
    source: 'statusline',
    sessionId: 's-1',
    windowSize: 1_000_000,
    tokens: 150_000,
    costUsd: 0.5,
    ...sample,
  },
  ...over,
});

const { model: _model, ...noModel } = doc();
const { windowSize: _w, tokens: _t, costUsd: _c, ...bareSample } = doc().sample;

const ROWS: [string, unknown, boolean][] = [
  ['a full document', doc(), true],
  ['no model', noModel, true],
  ['only the required sample fields', doc({ sample: bareSample }), true],
  ['a null session', doc({}, { sessionId: null }), true],
  ['a rollout sample with session tokens', doc({}, { source: 'rollout', sessionTokens: 9012 }), true],
  ['not an object', 'text', false],
  ['null', null, false],
  ['an array', [doc()], false],
  ['another schema', doc({ schema: 'guard' }), false],
  ['another version', doc({ version: 2 }), false],
  ['no occupant', doc({ occupant: undefined }), false],
  ['a numeric seat', doc({ seat: 7 }), false],
  ['a numeric model', doc({ model: 5 }), false],
  ['no sample', doc({ sample: undefined }), false],
  ['a sample array', doc({ sample: [] }), false],
  ['a text figure', doc({}, { usedPercent: '15' }), false],
  ['an unknown source', doc({}, { source: 'guess' }), false],
  ['a time that does not parse', doc({}, { sampledAt: 'yesterday' }), false],
  ['no time', doc({}, { sampledAt: undefined }), false],
  ['a numeric session', doc({}, { sessionId: 3 }), false],
  ['no session field', doc({}, { sessionId: undefined }), false],
  ['a text window', doc({}, { windowSize: '1000000' }), false],
  ['text tokens', doc({}, { tokens: '1' }), false],
  ['a text cost', doc({}, { costUsd: '0.5' }), false],
  ['text session tokens', doc({}, { sessionTokens: '1' }), false],
];

for (const [what, value, through] of ROWS) {
  test(`peekFields: ${what} → ${through ? 'read' : 'left to the locked write'}`, () => {
    const got = peekFields(value);
    if (through) assert.is(got, value);
    else assert.is(got, undefined);
  });
}

test('every row the schema accepts, peekFields reads (it never turns a valid document away)', () => {
  for (const [what, value] of ROWS)
    if (contextUsageKind.validate(value)) assert.ok(peekFields(value), `${what}: valid, but not read`);
});

test.run();
