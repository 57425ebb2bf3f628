// The one top-level failure handler, shared by `rig` (runCli) and the trace-to-root executable
// (traceMain): each kind of failure gets its line and exit code, whichever entry it reached.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { failureReport, refused, usageError, EXIT_CODES } from '../../lib/cli/errors.js';
import { CorruptDocumentError, StoreError } from '../../lib/store/errors.js';
import { traceCommand } from '../../lib/cli/trace.js';
import { traceMain } from '../../lib/cli/trace-main.js';

const CASES: [string, unknown, RegExp, number][] = [
  ['usage', usageError('bad flag', 'see rig x --help'), /^rig: bad flag — see rig x --help\n$/, EXIT_CODES.usage],
  ['refused', refused('no such seat', 'run rig ps'), /^rig: no such seat — run rig ps\n$/, EXIT_CODES.refused],
  [
    'store',
    new CorruptDocumentError('/h/seat.json', '/h/seat.json.corrupt-1', 'not JSON'),
    /^rig: \/h\/seat\.json was unreadable \(not JSON\); it was moved to \/h\/seat\.json\.corrupt-1 — check the file, or move it aside and retry\n$/,
    EXIT_CODES.refused,
  ],
  [
    'internal',
    new TypeError('x is undefined'),
    /^rig: internal error: TypeError: x is undefined\n/,
    EXIT_CODES.internal,
  ],
  ['thrown text', 'boom', /^rig: internal error: boom — please report this/, EXIT_CODES.internal],
  ['control characters', usageError('a\u001b[2Jb', 'c'), /^rig: a\\x1b\[2Jb — c\n$/, EXIT_CODES.usage],
];

test('failureReport: one line and exit code per kind of failure', () => {
  for (const [name, err, line, code] of CASES) {
    const r = failureReport(err);
    assert.match(r.line, line, name);
    assert.is(r.exitCode, code, name);
  }
});

test('traceMain reports a store error as rig does (a refusal naming the file), not as an internal error', async () => {
  const run = traceCommand.run;
  const write = process.stderr.write;
  let stderr = '';
  traceCommand.run = async () => {
    throw new StoreError('/h/config.json is unreadable (EACCES)', '/h/config.json');
  };
  process.stderr.write = ((chunk: string) => {
    stderr += chunk;
    return true;
  }) as typeof process.stderr.write;
  let code: number;
  try {
    code = await traceMain([]);
  } finally {
    traceCommand.run = run;
    process.stderr.write = write;
  }
  assert.is(code, EXIT_CODES.refused);
  assert.is(stderr, 'rig: /h/config.json is unreadable (EACCES) — check the file, or move it aside and retry\n');
});

test.run();
