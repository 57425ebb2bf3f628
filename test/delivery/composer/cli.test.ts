// `rig composer read --capture`: a saved styled capture read by the same reader the daemon uses.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { rig, json } from '../../helpers/cli.js';
import { tempDir, tempHome } from '../../helpers/home.js';

const DIR = join(import.meta.dirname, '..', '..', 'fixtures', 'captures');
const file = (name: string) => join(DIR, `${name}.styled.txt`);
const { env } = tempHome();

test('human output: state, reason, runtime, rows (quoted, escaped), suggestion, labels', async () => {
  const r = await rig(
    ['composer', 'read', '--capture', file('cc-b-typed-draft'), '--cursor', '13,7', '--size', '120x40'],
    env,
  );
  assert.is(r.code, 0, r.stderr);
  assert.is(
    r.stdout,
    [
      'state: draft',
      'reason: typed_text',
      'runtime: claude',
      'cursor: 13,7  size: 120x40',
      'rows (1):',
      '  "hello draft"',
      'suggestion: (none)',
      'labels: (none)',
      'cursor at end: yes',
      '',
    ].join('\n'),
  );
  const ph = await rig(
    [
      'composer',
      'read',
      '--capture',
      file('cc-31-plugin-after-enter-retries0'),
      '--cursor',
      '2,11',
      '--size',
      '120x40',
    ],
    env,
  );
  assert.match(ph.stdout, /^state: empty\nreason: placeholder\n/);
  assert.match(ph.stdout, /^suggestion: "Resend your message to try again"$/m);
  const label = await rig(
    [
      'composer',
      'read',
      '--capture',
      file('cx-c-bracketed-paste-40lines'),
      '--cursor',
      '29,36',
      '--size',
      '120x40',
      '--runtime',
      'codex',
    ],
    env,
  );
  assert.match(label.stdout, /^labels: \[Pasted Content 2159 chars\]$/m);
});

test('--json: the reading with its geometry and source', async () => {
  const r = await rig(
    [
      'composer',
      'read',
      '--capture',
      file('cx-a-empty-composer-placeholder'),
      '--cursor',
      '2,36',
      '--size',
      '120x40',
      '--json',
    ],
    env,
  );
  assert.is(r.code, 0, r.stderr);
  const j = json(r);
  assert.is(j.state, 'empty');
  assert.is(j.reason, 'placeholder');
  assert.is(j.runtime, 'codex');
  assert.equal(j.rows, ['']);
  assert.is(j.suggestion, 'Ask Codex to do anything');
  assert.equal(j.pasteLabels, []);
  assert.is(j.columns, 118);
  assert.equal(j.cursor, { x: 2, y: 36 });
  assert.equal(j.size, { width: 120, height: 40 });
  assert.is(j.inMode, false);
  assert.equal(j.source, { kind: 'capture', file: file('cx-a-empty-composer-placeholder') });
  for (const key of ['collapsedPaste', 'frame', 'numbered', 'cursorAtEnd']) assert.ok(key in j, key);
});

test('--in-mode and --runtime change the reading; a relative path resolves from the working folder', async () => {
  const inMode = await rig(
    [
      'composer',
      'read',
      '--capture',
      file('cc-a-empty-composer'),
      '--cursor',
      '2,7',
      '--size',
      '120x40',
      '--in-mode',
      '--json',
    ],
    env,
  );
  assert.is(json(inMode).reason, 'copy_mode');
  const wrong = await rig(
    [
      'composer',
      'read',
      '--capture',
      file('cc-a-empty-composer'),
      '--cursor',
      '2,7',
      '--size',
      '120x40',
      '--runtime',
      'codex',
      '--json',
    ],
    env,
  );
  assert.is(json(wrong).state, 'unknown');
  const rel = await rig(
    [
      'composer',
      'read',
      '--capture',
      'cc-a-empty-composer.styled.txt',
      '--cursor',
      '2,7',
      '--size',
      '120x40',
      '--json',
    ],
    env,
    DIR,
  );
  assert.is(json(rel).state, 'empty');
});

test('control and invisible characters in a draft are escaped in human output', async () => {
  const dir = tempDir();
  const rule = '─'.repeat(40);
  const capture = join(dir, 'odd.txt');
  writeFileSync(capture, ['Ready', rule, '❯\u00a0a\u202eb\u200bc', rule, '  ? for shortcuts', ''].join('\n'));
  const r = await rig(['composer', 'read', '--capture', capture, '--cursor', '5,2', '--size', '40x5'], env);
  assert.is(r.code, 0, r.stderr);
  assert.ok(!/[\u202e\u200b]/.test(r.stdout), 'no raw bidi override or zero-width space');
  assert.match(r.stdout, /a\\u202eb\\u200bc/);
});

test('usage errors exit 2; an unreadable file is refused (exit 1)', async () => {
  const cases: Array<[string[], RegExp]> = [
    [['composer'], /a composer verb is required/],
    [['composer', 'peek'], /unknown composer verb/],
    [['composer', 'read'], /exactly one of --seat or --capture/],
    [['composer', 'read', '--seat', 'a@b', '--capture', 'x'], /exactly one of --seat or --capture/],
    [['composer', 'read', '--capture', 'x', '--size', '120x40'], /--cursor needs X,Y/],
    [['composer', 'read', '--capture', 'x', '--cursor', '2,7'], /--size needs WxH/],
    [['composer', 'read', '--capture', 'x', '--cursor', '2;7', '--size', '120x40'], /--cursor needs X,Y/],
    [
      ['composer', 'read', '--capture', 'x', '--cursor', '2,7', '--size', '120x40', '--runtime', 'pi'],
      /unknown runtime/,
    ],
    [['composer', 'read', '--capture', 'x', '--cursor', '2,7', '--size', '120x40', '--bogus'], /unknown option/],
    [['composer', 'read', 'extra', '--capture', 'x'], /unexpected argument/],
  ];
  for (const [argv, message] of cases) {
    const r = await rig(argv, env);
    assert.is(r.code, 2, `${argv.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, message);
  }
  const missing = await rig(
    ['composer', 'read', '--capture', join(DIR, 'nope.txt'), '--cursor', '2,7', '--size', '120x40'],
    env,
  );
  assert.is(missing.code, 1);
  assert.match(missing.stderr, /^rig: cannot read .*nope\.txt: ENOENT — /);
});

test('help lists both forms', async () => {
  const r = await rig(['composer', '--help'], env);
  assert.is(r.code, 0);
  assert.match(r.stdout, /rig composer read --seat REF \[--json\]/);
  assert.match(r.stdout, /rig composer read --capture FILE --cursor X,Y --size WxH/);
});

test.run();
