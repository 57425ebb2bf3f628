// One capped, id-keyed collection in a locked document: listed oldest first, added under the cap,
// removed by id with the store's own errors.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import {
  addItem,
  defineKind,
  findItem,
  listItems,
  readDocument,
  removeItem,
  type KeyedCollection,
  type Versioned,
} from '../../lib/store/index.js';

interface Item {
  id: string;
  createdAt: string;
  note: string;
}
interface Doc extends Versioned {
  schema: 'test-things';
  version: 1;
  things: Record<string, Item>;
}

const accept = Object.assign((data: unknown) => typeof data === 'object' && data !== null, { errors: null });
const kind = defineKind<Doc>({ schema: 'test-things', version: 1, validate: accept });

class Full extends Error {}
class Missing extends Error {}

const things: KeyedCollection<Doc, Item> = {
  kind,
  items: (doc) => doc.things,
  withItems: (doc, items) => ({ ...doc, things: items }),
  empty: () => ({ schema: 'test-things', version: 1, things: {} }),
  max: 3,
  full: () => new Full('full'),
  notFound: (id) => new Missing(id),
};

/** What a promise rejected with (undefined when it resolved). */
const caught = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

const item = (id: string, createdAt: string): Item => ({ id, createdAt, note: `n-${id}` });
const file = () => join(tempDir(), 'things.json');

test('an absent document lists nothing and finds nothing', () => {
  const f = file();
  assert.equal(listItems(things, f), []);
  assert.is(findItem(things, f, 'a'), undefined);
});

test('items list oldest first, the id breaking a tie, whatever order they were added in', async () => {
  const f = file();
  await addItem(things, f, item('c', '2026-12-06T00:00:02.000Z'));
  await addItem(things, f, item('b', '2026-12-06T00:00:01.000Z'));
  await addItem(things, f, item('a', '2026-12-06T00:00:02.000Z'));
  assert.equal(
    listItems(things, f).map((t) => t.id),
    ['b', 'a', 'c'],
  );
  assert.equal(findItem(things, f, 'b'), item('b', '2026-12-06T00:00:01.000Z'));
});

test('an add past the cap throws the store error and keeps the document as it was', async () => {
  const f = file();
  for (const id of ['a', 'b', 'c']) await addItem(things, f, item(id, '2026-12-06T00:00:00.000Z'));
  const before = readDocument(kind, f);
  assert.instance(await caught(addItem(things, f, item('d', '2026-12-06T00:00:00.000Z'))), Full);
  assert.equal(readDocument(kind, f)?.things, before?.things);
  // Replacing one already held is not a new item: the cap does not refuse it.
  await addItem(things, f, { ...item('a', '2026-12-06T00:00:00.000Z'), note: 'changed' });
  assert.is(findItem(things, f, 'a')?.note, 'changed');
});

test('remove answers the removed item; an unknown id throws notFound with it', async () => {
  const f = file();
  await addItem(things, f, item('a', '2026-12-06T00:00:00.000Z'));
  await addItem(things, f, item('b', '2026-12-06T00:00:01.000Z'));
  assert.equal(await removeItem(things, f, 'a'), item('a', '2026-12-06T00:00:00.000Z'));
  assert.equal(
    listItems(things, f).map((t) => t.id),
    ['b'],
  );
  const err = await caught(removeItem(things, f, 'a'));
  assert.instance(err, Missing);
  assert.is((err as Error).message, 'a');
  assert.instance(await caught(removeItem(things, file(), 'x')), Missing);
});

test('concurrent adds lose none of each other (one lock around each read-modify-write)', async () => {
  const f = file();
  const wide: KeyedCollection<Doc, Item> = { ...things, max: 50 };
  await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      addItem(wide, f, item(`t${i}`, `2026-12-06T00:00:${String(i).padStart(2, '0')}.000Z`)),
    ),
  );
  assert.is(listItems(wide, f).length, 12);
});

test.run();
