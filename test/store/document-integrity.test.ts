// Documents that cannot be trusted are moved aside and reported, never overwritten: bad JSON, a
// foreign schema name, a schema violation. A newer version is refused and left as it is; a change
// that would break the schema writes nothing; an older version is lifted by its migration.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync, writeFileSync, mkdirSync, statSync, renameSync } from 'node:fs';
import { join, basename } from 'node:path';
import { tempDir } from '../helpers/home.js';
import {
  readDocument,
  replaceDocument,
  updateDocument,
  LockCompromisedError,
  CorruptDocumentError,
  InvalidDocumentError,
  NewerVersionError,
  UNCHANGED,
  defineKind,
  writeFileAtomicallySync,
  loadAtomicWriter,
} from '../../lib/store/index.js';
import type { Validator } from '../../lib/store/validator.js';
import { counterV1, counterV2, increment, type CounterV1, type CounterV2 } from '../fixtures/store/counter-kind.js';

function docIn(name = 'counter.json') {
  const dir = tempDir();
  return { dir, file: join(dir, name) };
}

const quarantined = (dir: string, name = 'counter.json') =>
  readdirSync(dir)
    .filter((n) => n.startsWith(`${name}.corrupt-`))
    .map((n) => join(dir, n));

/** Asserts `fn` throws an instance of `type` and returns the error. */
async function rejects<E extends Error>(fn: () => unknown, type: new (...args: any[]) => E): Promise<E> {
  try {
    await fn();
  } catch (err) {
    assert.instance(err, type, `expected ${type.name}, got ${(err as Error)?.name}: ${(err as Error)?.message}`);
    return err as E;
  }
  assert.unreachable(`expected ${type.name}, nothing was thrown`);
  throw new Error('unreachable');
}

const CORRUPT: Array<[string, string, RegExp]> = [
  ['bad JSON', '{"schema":"test-counter","version":1,"n":', /invalid JSON/],
  ['not an object', '[1,2,3]\n', /not a JSON object/],
  [
    'wrong schema name',
    JSON.stringify({ schema: 'seat', version: 1, n: 1, by: {} }),
    /expected schema "test-counter", found "seat"/,
  ],
  ['schema violation', JSON.stringify({ schema: 'test-counter', version: 1, n: -4, by: {} }), /\/n must be >= 0/],
  [
    'unknown field',
    JSON.stringify({ schema: 'test-counter', version: 1, n: 1, by: {}, extra: true }),
    /must NOT have additional properties/,
  ],
  ['bad version', JSON.stringify({ schema: 'test-counter', version: '1', n: 1, by: {} }), /invalid version "1"/],
];

for (const [label, bytes, reason] of CORRUPT) {
  test(`read: ${label} is quarantined with its original bytes and reported`, async () => {
    const { dir, file } = docIn();
    writeFileSync(file, bytes);
    const err = await rejects(() => readDocument(counterV1, file), CorruptDocumentError);
    assert.match(err.reason, reason);
    const [moved, ...more] = quarantined(dir);
    assert.ok(moved, 'a quarantine file exists');
    assert.is(more.length, 0);
    assert.match(basename(moved!), /^counter\.json\.corrupt-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    assert.is(err.quarantinedTo, moved);
    assert.is(readFileSync(moved!, 'utf8'), bytes, 'original bytes preserved');
    assert.equal(readdirSync(dir), [basename(moved!)], 'the document itself is gone, nothing else written');
    assert.match(err.message, file);
    assert.match(err.message, moved!);
  });
}

// The synchronous writer needs the library loaded first (the store loads it before any lock).
await loadAtomicWriter();
test('update over a corrupt document throws by default and writes nothing', async () => {
  const { dir, file } = docIn();
  writeFileSync(file, 'not json');
  let called = false;
  await rejects(
    () =>
      updateDocument(counterV1, file, (c) => {
        called = true;
        return increment(c, 'x');
      }),
    CorruptDocumentError,
  );
  assert.not.ok(called, 'the updater never ran');
  assert.is(quarantined(dir).length, 1);
  assert.equal(
    readdirSync(dir).filter((n) => !n.includes('.corrupt-')),
    [],
    'no new document, no lock left behind',
  );
});

test("onCorrupt:'fresh' reports the quarantine and the update starts from nothing", async () => {
  const { dir, file } = docIn();
  writeFileSync(file, '{"schema":"test-counter","version":1,"n":"seven","by":{}}');
  const reports: string[] = [];
  let seen: unknown = 'not called';
  const stored = await updateDocument(
    counterV1,
    file,
    (current) => {
      seen = current;
      return increment(current, 'x');
    },
    {
      onCorrupt: 'fresh',
      report: (m) => reports.push(m),
    },
  );
  assert.is(seen, undefined, 'the updater saw a missing document');
  assert.is(stored?.n, 1);
  assert.is(reports.length, 1);
  const [moved] = quarantined(dir);
  assert.match(reports[0]!, moved!);
  assert.match(reports[0]!, '/n must be integer');
  assert.is(readFileSync(moved!, 'utf8'), '{"schema":"test-counter","version":1,"n":"seven","by":{}}');
  assert.is(readDocument(counterV1, file)?.n, 1);
});

test('two quarantines of the same name never overwrite each other', async () => {
  const { dir, file } = docIn();
  for (let i = 0; i < 5; i++) {
    writeFileSync(file, `garbage ${i}`);
    await rejects(() => readDocument(counterV1, file), CorruptDocumentError);
  }
  const kept = quarantined(dir)
    .map((p) => readFileSync(p, 'utf8'))
    .sort();
  assert.equal(kept, ['garbage 0', 'garbage 1', 'garbage 2', 'garbage 3', 'garbage 4']);
});

/** counterV1 whose validator runs `meanwhile` on its first call: a race injected between read and verdict. */
function racingKind(meanwhile: () => void) {
  let first = true;
  const validate: Validator = (data: unknown) => {
    if (first) {
      first = false;
      meanwhile();
    }
    const ok = counterV1.validate(data);
    validate.errors = counterV1.validate.errors;
    return ok;
  };
  return defineKind<CounterV1>({ ...counterV1, validate });
}

test('a lock-free reader does not quarantine a good document a writer put there after the read', () => {
  const { dir, file } = docIn();
  writeFileSync(file, JSON.stringify({ schema: 'test-counter', version: 1, n: -1, by: {} }));
  const good = JSON.stringify({ schema: 'test-counter', version: 1, n: 7, by: { w: 7 } });
  const kind = racingKind(() => writeFileAtomicallySync(file, good));
  assert.is(readDocument(kind, file)?.n, 7, 'the reader read again and got the new document');
  assert.is(readFileSync(file, 'utf8'), good);
  assert.equal(quarantined(dir), []);
});

test('a corrupt document another reader moved aside first reads as missing', () => {
  const { dir, file } = docIn();
  writeFileSync(file, JSON.stringify({ schema: 'test-counter', version: 1, n: -1, by: {} }));
  const kind = racingKind(() => renameSync(file, `${file}.corrupt-by-the-other-reader`));
  assert.is(readDocument(kind, file), undefined);
  assert.equal(readdirSync(dir), ['counter.json.corrupt-by-the-other-reader']);
});

test('a newer version is refused and left untouched', async () => {
  const { dir, file } = docIn();
  const bytes = JSON.stringify({ schema: 'test-counter', version: 2, count: 3, by: {} });
  writeFileSync(file, bytes);
  const before = statSync(file).mtimeMs;
  const err = await rejects(() => readDocument(counterV1, file), NewerVersionError);
  assert.is(err.found, 2);
  assert.is(err.supported, 1);
  await rejects(
    () => updateDocument(counterV1, file, (c) => increment(c, 'x'), { onCorrupt: 'fresh', report: () => {} }),
    NewerVersionError,
  );
  assert.is(readFileSync(file, 'utf8'), bytes);
  assert.is(statSync(file).mtimeMs, before);
  assert.equal(readdirSync(dir), ['counter.json'], 'no quarantine, no temp file, no lock');
});

test('an update that would violate the schema writes nothing', async () => {
  const { dir, file } = docIn();
  await updateDocument(counterV1, file, (c) => increment(c, 'x'));
  const bytes = readFileSync(file, 'utf8');
  const err = await rejects(() => updateDocument(counterV1, file, (c) => ({ ...c!, n: -1 })), InvalidDocumentError);
  assert.match(err.message, '/n must be >= 0');
  await rejects(() => updateDocument(counterV1, file, (c) => ({ ...c!, surprise: 1 }) as never), InvalidDocumentError);
  assert.is(readFileSync(file, 'utf8'), bytes);
  assert.equal(readdirSync(dir), ['counter.json']);
});

test('UNCHANGED leaves the file as it is', async () => {
  const { file } = docIn();
  await updateDocument(counterV1, file, (c) => increment(c, 'x'));
  const before = statSync(file).mtimeMs;
  const bytes = readFileSync(file, 'utf8');
  const result = await updateDocument(counterV1, file, () => UNCHANGED);
  assert.is(result?.n, 1);
  assert.is(readFileSync(file, 'utf8'), bytes);
  assert.is(statSync(file).mtimeMs, before);
});

test('a migration lifts an older version: in memory on read, on disk on update', async () => {
  const { file } = docIn();
  const v1 = JSON.stringify({ schema: 'test-counter', version: 1, n: 41, by: { a: 41 } });
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, v1);
  const read = readDocument(counterV2, file);
  assert.equal(read, { schema: 'test-counter', version: 2, count: 41, by: { a: 41 } });
  assert.is(readFileSync(file, 'utf8'), v1, 'a read does not write');
  const stored = await updateDocument<CounterV2>(counterV2, file, (c) => ({
    ...c!,
    count: c!.count + 1,
    note: 'lifted',
  }));
  assert.equal(stored, { schema: 'test-counter', version: 2, count: 42, by: { a: 41 }, note: 'lifted' });
  assert.equal(JSON.parse(readFileSync(file, 'utf8')), stored);
  await rejects(() => readDocument(counterV1, file), NewerVersionError);
});

test('replaceDocument under an outer lock: validated and stamped, or nothing written; a lost lock writes nothing', async () => {
  const { file } = docIn();
  await updateDocument(counterV1, file, () => ({ schema: 'test-counter', version: 1, n: 1, by: {} }));
  const before = readFileSync(file, 'utf8');
  const held = { assertHeld() {} };
  const bad = { schema: 'test-counter', version: 1, n: 'two', by: {} } as unknown as CounterV1;
  await rejects(() => replaceDocument(counterV1, file, bad, held), InvalidDocumentError);
  assert.is(readFileSync(file, 'utf8'), before, 'an invalid document writes nothing');
  const lost = {
    assertHeld() {
      throw new LockCompromisedError(`${file}.outer`, 'lock folder removed');
    },
  };
  await rejects(
    () => replaceDocument(counterV1, file, { schema: 'test-counter', version: 1, n: 3, by: {} }, lost),
    LockCompromisedError,
  );
  assert.is(readFileSync(file, 'utf8'), before, 'a compromised outer lock writes nothing');
  const stored = await replaceDocument(counterV1, file, { n: 2, by: { a: 2 } } as unknown as CounterV1, held);
  assert.equal(stored, { n: 2, by: { a: 2 }, schema: 'test-counter', version: 1 });
  assert.equal(readDocument(counterV1, file), stored);
  assert.is(statSync(file).mode & 0o777, 0o600);
});

test.run();
