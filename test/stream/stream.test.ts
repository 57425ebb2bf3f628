// The issue stream: idempotent emit by id (library and CLI), tag filtering, id validation, and
// exit codes. Concurrent emits of one id store one item.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appendFileSync, readFileSync } from 'node:fs';
import { tempHome } from '../helpers/home.js';
import { rig, json } from '../helpers/cli.js';
import { emitStreamItem, emitStreamItemAsync, listStreamItems } from '../../lib/stream/stream-log.js';
import { checkStreamId, StreamInputError } from '../../lib/stream/stream-item.js';

const REFOCUS_BODY =
  "Refocus failed on 3 consecutive attempts for alice@r. Orientation remains unverified; inspect this seat's refocus hook diagnostics.";

test('emit twice with one id → one item; the second returns the stored item with created:false', async () => {
  const { home } = tempHome();
  const first = await emitStreamItem(home, {
    source: 'alice@r',
    id: 'refocus-1',
    hintType: 'issue',
    hintTags: ['issue', 'refocus'],
    body: REFOCUS_BODY,
  });
  assert.is(first.created, true);
  const second = await emitStreamItem(home, {
    source: 'alice@r',
    id: 'refocus-1',
    hintType: 'issue',
    hintTags: ['other'],
    body: 'different body',
  });
  assert.is(second.created, false);
  assert.equal(second.item, first.item);
  assert.is(listStreamItems(home).length, 1);
  assert.is(readFileSync(home.streamLog, 'utf8').trim().split('\n').length, 1);
});

test('concurrent emits of one id store exactly one item', async () => {
  const { home } = tempHome();
  const results = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      emitStreamItem(home, { source: `s${i}@r`, id: 'same-id', hintType: 'issue', hintTags: [], body: `body ${i}` }),
    ),
  );
  assert.is(results.filter((r) => r.created).length, 1);
  assert.is(new Set(results.map((r) => r.item.body)).size, 1);
  assert.is(listStreamItems(home).length, 1);
});

test('list filters by tag; a torn line is skipped, earlier items survive', async () => {
  const { home } = tempHome();
  await emitStreamItem(home, {
    source: 'a@r',
    id: 'one',
    hintType: 'issue',
    hintTags: ['issue', 'refocus'],
    body: 'x',
  });
  await emitStreamItem(home, { source: 'a@r', id: 'two', hintType: 'note', hintTags: ['misc'], body: 'y' });
  appendFileSync(home.streamLog, '0123456789abcdef\t{"torn":');
  assert.equal(
    listStreamItems(home, { tag: 'refocus' }).map((i) => i.id),
    ['one'],
  );
  assert.equal(
    listStreamItems(home).map((i) => i.id),
    ['one', 'two'],
  );
});

test('emitStreamItem and emitStreamItemAsync answer alike: first by id wins, either may follow the other; bad input rejects before any write', async () => {
  const { home } = tempHome();
  const input = (body: string) => ({ source: 'a@r', id: 'shared', hintType: 'issue', hintTags: ['x'], body });
  const first = await emitStreamItemAsync(home, input('async first'));
  const second = await emitStreamItem(home, input('sync second'));
  const third = await emitStreamItemAsync(home, input('async third'));
  assert.equal(
    [first, second, third].map((r) => [r.created, r.item.body]),
    [
      [true, 'async first'],
      [false, 'async first'],
      [false, 'async first'],
    ],
  );
  for (const emit of [emitStreamItem, emitStreamItemAsync]) {
    const bad = emit(home, { ...input(''), id: 'empty-body' });
    assert.ok(bad instanceof Promise, `${emit.name} rejects rather than throws`);
    await bad.then(
      () => assert.unreachable(`${emit.name} accepted an empty body`),
      (e: unknown) => assert.ok(e instanceof StreamInputError && e.field === 'body', String(e)),
    );
  }
  assert.equal(
    listStreamItems(home).map((i) => i.id),
    ['shared'],
  );
});

test('ids are path-safe and bounded', () => {
  for (const ok of ['refocus-0b1c', 'a', 'issue:2026.01_x']) assert.is(checkStreamId(ok), ok);
  for (const bad of ['', '../x', 'a/b', 'a..b', '-lead', 'a b', 'x'.repeat(129), 'a\nb']) {
    assert.throws(
      () => checkStreamId(bad),
      (e: unknown) => e instanceof StreamInputError && e.field === 'id',
      JSON.stringify(bad),
    );
  }
});

test('CLI: emit (exact refocus-health argv), idempotent re-emit exit 0, list --tag, usage errors', async () => {
  const { env } = tempHome();
  const argv = [
    'stream',
    'emit',
    '--source',
    'alice@r',
    '--id',
    'refocus-abc',
    '--hint-type',
    'issue',
    '--hint-tags',
    'issue,refocus',
    '--body',
    REFOCUS_BODY,
    '--json',
  ];
  const a = await rig(argv, env);
  assert.is(a.code, 0, a.stderr);
  const first = json(a);
  assert.is(first.created, true);
  assert.equal(first.item.hintTags, ['issue', 'refocus']);
  assert.is(first.item.body, REFOCUS_BODY);
  const b = await rig(argv, env);
  assert.is(b.code, 0);
  assert.equal(json(b), { item: first.item, created: false });
  const human = await rig(argv.slice(0, -1), env);
  assert.match(human.stdout, 'was already recorded');
  const listed = json(await rig(['stream', 'list', '--tag', 'refocus', '--json'], env));
  assert.is(listed.total, 1);
  assert.is(json(await rig(['stream', 'list', '--tag', 'nope', '--json'], env)).total, 0);
  let r = await rig(
    ['stream', 'emit', '--source', 'a@r', '--id', '../etc', '--hint-type', 'issue', '--body', 'x'],
    env,
  );
  assert.is(r.code, 2);
  assert.match(r.stderr, 'rig: invalid --id: "../etc"');
  r = await rig(['stream', 'emit', '--source', 'a@r', '--hint-type', 'issue', '--body', 'x'], env);
  assert.is(r.code, 2);
  assert.match(r.stderr, '--id is required');
  r = await rig(
    ['stream', 'emit', '--source', 'a@r', '--id', '007', '--hint-type', 'issue', '--body', 'x', '--json'],
    env,
  );
  assert.is(json(r).item.id, '007', 'ids stay strings');
  r = await rig(['stream', 'list', '--id', 'x'], env);
  assert.is(r.code, 2);
  r = await rig(['stream'], env);
  assert.is(r.code, 2);
});

test.run();
