// The context library: exact bytes out (trailing newline or none), ref validation, add without
// overwrite unless --force, list, and lookups that never block (FIFO, folder, abort).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, tempHome } from '../helpers/home.js';
import { rig, json, RIG_BUNDLE } from '../helpers/cli.js';
import { runCli } from '../../lib/cli/main.js';
import { addContextEntry, getContextEntry, listContextEntries } from '../../lib/context/context-library.js';
import { ContextRefError, contextRefProblem, validateContextRef } from '../../lib/context/context-ref.js';

function library() {
  const t = tempHome();
  const root = join(tempDir(), 'library');
  return { ...t, root, env: { ...t.env, OPENRIG_CONTEXT_ROOT: root } };
}

const SAMPLES: [string, Buffer][] = [
  ['trailing newline', Buffer.from('# Refocus\n\n1. What matters?\n')],
  ['no trailing newline', Buffer.from('line one\nline two')],
  ['two trailing newlines and CRLF', Buffer.from('a\r\nb\n\n')],
  ['unicode and raw control characters', Buffer.from('naïve — 日本 \u001b[31mred\u001b[0m\tTab\n')],
];

test('get returns the exact bytes (library, in-process CLI and the built bundle)', async () => {
  const { root, env } = library();
  for (const [i, [name, bytes]] of SAMPLES.entries()) {
    await addContextEntry(root, `team/s${i}`, bytes);
    assert.ok((await getContextEntry(root, `team/s${i}`)).equals(bytes), `library: ${name}`);
    const r = await rig(['context', 'get', `team/s${i}`], env);
    assert.is(r.code, 0, r.stderr);
    assert.ok(Buffer.from(r.stdout, 'utf8').equals(bytes), `cli: ${name}`);
  }
  assert.ok(readFileSync(join(root, 'team', 's0.md')).equals(SAMPLES[0]![1]), 'stored as <root>/<ref>.md');
  assert.is(statSync(join(root, 'team', 's0.md')).mode & 0o777, 0o600);
  const built = spawnSync(process.execPath, [RIG_BUNDLE, 'context', 'get', 'team/s1'], {
    env: { PATH: process.env.PATH, ...env },
  });
  assert.is(built.status, 0, String(built.stderr));
  assert.ok(built.stdout.equals(SAMPLES[1]![1]), 'bundle stdout bytes');
});

test('refs: "..", absolute paths, control characters and bad segments are refused with a reason', async () => {
  const { root, env } = library();
  const bad: [string, RegExp][] = [
    ['..', /"\.\." and "\." segments/],
    ['../secret', /"\.\." and "\." segments/],
    ['team/../../etc/passwd', /"\.\." and "\." segments/],
    ['a..b', /"\.\."/],
    ['/etc/passwd', /absolute/],
    ['C:/x', /absolute/],
    ['team/\u0007bell', /control characters/],
    ['team\nx', /control characters/],
    ['team//x', /empty segment/],
    ['team/', /empty segment/],
    ['a\\b', /"\/"/],
    ['sp ace', /segment "sp ace"/],
    ['', /empty/],
    ['x'.repeat(201), /at most 200/],
  ];
  for (const [ref, reason] of bad) {
    assert.match(contextRefProblem(ref) ?? '', reason, JSON.stringify(ref));
    assert.throws(
      () => validateContextRef(ref),
      (e: unknown) => e instanceof ContextRefError && !e.reason.includes('\n'),
    );
    await getContextEntry(root, ref).then(
      () => assert.unreachable(ref),
      (e) => assert.ok(e instanceof ContextRefError),
    );
  }
  for (const ok of ['team/refocus', 'a', 'x.y/z_1-2']) assert.is(validateContextRef(ok), ok);
  const r = await rig(['context', 'get', '../secret'], env);
  assert.is(r.code, 1);
  assert.match(
    r.stderr,
    'rig: invalid context ref "../secret": ".." and "." segments are not allowed — use a ref like team/refocus',
  );
  const unknown = await rig(['context', 'get', 'team/none'], env);
  assert.is(unknown.code, 1);
  assert.is(unknown.stdout, '');
  assert.match(unknown.stderr, `rig: no context entry "team/none" in ${root} — run rig context list`);
});

test('add refuses to overwrite unless --force; FILE or stdin; list is sorted and skips invalid names', async () => {
  const { root, env } = library();
  const dir = tempDir();
  writeFileSync(join(dir, 'a.md'), 'first\n');
  writeFileSync(join(dir, 'b.md'), 'second');
  let r = await rig(['context', 'add', 'team/refocus', join(dir, 'a.md')], env);
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, 'Added team/refocus (6 bytes)');
  r = await rig(['context', 'add', 'team/refocus', join(dir, 'b.md')], env);
  assert.is(r.code, 1);
  assert.match(r.stderr, 'already exists');
  assert.match(r.stderr, '— pass --force to replace it');
  assert.is(readFileSync(join(root, 'team', 'refocus.md'), 'utf8'), 'first\n');
  r = await rig(['context', 'add', 'team/refocus', join(dir, 'b.md'), '--force', '--json'], env);
  assert.is(r.code, 0);
  assert.is(json(r).replaced, true);
  assert.is(readFileSync(join(root, 'team', 'refocus.md'), 'utf8'), 'second');
  r = await rig(['context', 'add', 'notes', '-'], env, process.cwd(), 'from stdin\n');
  assert.is(r.code, 0, r.stderr);
  r = await rig(['context', 'add', 'x', join(dir, 'missing.md')], env);
  assert.is(r.code, 1);
  writeFileSync(join(root, 'bad name.md'), 'skipped');
  writeFileSync(join(root, 'not-markdown.txt'), 'skipped');
  const listed = json(await rig(['context', 'list', '--json'], env));
  assert.equal(
    listed.entries.map((e: any) => e.ref),
    ['notes', 'team/refocus'],
  );
  assert.is(listed.root, root);
  const human = await rig(['context', 'list'], env);
  assert.match(human.stdout, /^notes {2}11 bytes {2}/);
  const empty = await listContextEntries(join(root, 'nowhere'));
  assert.equal(empty, { entries: [], truncated: false });
});

test('lookups never block: a FIFO, a folder and an aborted signal are refused at once', async () => {
  const { root } = library();
  mkdirSync(join(root, 'team'), { recursive: true });
  const fifo = spawnSync('mkfifo', [join(root, 'team', 'pipe.md')]);
  assert.is(fifo.status, 0, 'mkfifo available');
  const t0 = Date.now();
  await getContextEntry(root, 'team/pipe').then(
    () => assert.unreachable(),
    (e: ContextRefError) => assert.match(e.reason, 'is a FIFO, not a regular file'),
  );
  assert.ok(Date.now() - t0 < 1000, 'no hang on a FIFO without a writer');
  mkdirSync(join(root, 'dir.md'));
  await getContextEntry(root, 'dir').then(
    () => assert.unreachable(),
    (e: ContextRefError) => assert.match(e.reason, 'is a folder'),
  );
  await addContextEntry(root, 'ok', 'fine\n');
  const ctl = new AbortController();
  ctl.abort();
  await getContextEntry(root, 'ok', { signal: ctl.signal }).then(
    () => assert.unreachable(),
    (e: ContextRefError) => assert.match(e.reason, 'cut short'),
  );
  // Async fs only: the module must not call synchronous fs functions (the hook's timer must fire).
  const source = readFileSync(join(import.meta.dirname, '..', '..', 'lib', 'context', 'context-library.ts'), 'utf8');
  assert.not.match(source, /\b[a-z]+Sync\(/);
});

test('non-UTF-8 entries: exact bytes through a byte-capable io, refused (exit 1) through a text-only one', async () => {
  const { root, env } = library();
  const bytes = Buffer.from([0x68, 0x69, 0xff, 0xfe, 0x0a]);
  await addContextEntry(root, 'bin', bytes);
  let text = '';
  let err = '';
  const chunks: Uint8Array[] = [];
  const byteIo = {
    out: (t: string) => {
      text += t;
    },
    err: (t: string) => {
      err += t;
    },
    outBytes: (b: Uint8Array) => {
      chunks.push(b);
    },
  };
  assert.is(await runCli(['context', 'get', 'bin'], byteIo, { ...env }, process.cwd()), 0, err);
  assert.ok(Buffer.concat(chunks).equals(bytes));
  assert.is(text, '');
  const r = await rig(['context', 'get', 'bin'], env);
  assert.is(r.code, 1);
  assert.match(r.stderr, 'is not valid UTF-8 text');
  const usage = await rig(['context', 'get'], env);
  assert.is(usage.code, 2);
});

test('get --json wraps the exact bytes: text when they are UTF-8, base64 when not, with their count', async () => {
  const { root, env } = library();
  for (const [i, [name, bytes]] of SAMPLES.entries()) {
    await addContextEntry(root, `team/s${i}`, bytes);
    const r = await rig(['context', 'get', `team/s${i}`, '--json'], env);
    assert.is(r.code, 0, r.stderr);
    const doc = json(r);
    assert.equal(
      doc,
      {
        ref: `team/s${i}`,
        path: join(root, 'team', `s${i}.md`),
        bytes: bytes.length,
        encoding: 'utf-8',
        text: doc.text,
      },
      name,
    );
    assert.ok(Buffer.from(doc.text, 'utf8').equals(bytes), `the text is the bytes: ${name}`);
    assert.not.match(r.stdout, /[\u0000-\u0009\u000b-\u001f]/, `control characters stay JSON escapes: ${name}`);
  }
  const bytes = Buffer.from([0x68, 0x69, 0xff, 0xfe, 0x0a]);
  await addContextEntry(root, 'bin', bytes);
  const r = await rig(['context', 'get', 'bin', '--json'], env);
  assert.is(r.code, 0, r.stderr);
  assert.equal(json(r), {
    ref: 'bin',
    path: join(root, 'bin.md'),
    bytes: 5,
    encoding: 'base64',
    base64: bytes.toString('base64'),
  });
  const missing = await rig(['context', 'get', 'team/none', '--json'], env);
  assert.is(missing.code, 1);
  assert.is(missing.stdout, '');
  assert.match(missing.stderr, /^rig: no context entry "team\/none"/);
});

test.run();
