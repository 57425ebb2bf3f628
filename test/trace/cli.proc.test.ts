// trace-to-root (the built bundle) and `rig trace` (in-process): same flags, same bytes, same exit.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rig, REPO, json } from '../helpers/cli.js';
import { NO_CURRENT_BATON_BASIS } from '../../lib/trace/render.js';
import { fixture, type Fixture } from './fixture.js';

const BIN = join(REPO, 'dist', 'bin', 'trace-to-root.cjs');

function envFor(f: Fixture, extra: Record<string, string> = {}) {
  return {
    OPENRIG_HOME: f.home.dir,
    OPENRIG_TOPOLOGY_ROOT: f.topo,
    OPENRIG_WORKSPACE_ROOT: f.work,
    OPENRIG_SESSION_NAME: 'builder@demo',
    ...extra,
  };
}

function bin(argv: string[], env: Record<string, string>, cwd: string, input?: string) {
  const r = spawnSync(process.execPath, [BIN, ...argv], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    cwd,
    input,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

test('the bin and rig trace print identical output and exit codes', async () => {
  const f = fixture();
  const env = envFor(f);
  const cases: string[][] = [
    ['--work-start', f.slice],
    ['--trees', 'topology', '--depth', 'full'],
    ['--trees', 'work', '--packet', '--work-start', f.mission],
    ['--work-basis', NO_CURRENT_BATON_BASIS],
    ['--work-unknown', 'queue whoami failed', '--check'],
    ['--work-start', f.slice, '--json'],
    ['--trees', 'sideways'],
  ];
  for (const argv of cases) {
    const a = bin(argv, env, f.dir);
    const b = await rig(['trace', ...argv], env, f.dir);
    assert.is(a.stdout, b.stdout, argv.join(' '));
    assert.is(a.code, b.code, argv.join(' '));
    assert.is(a.stderr, b.stderr, argv.join(' '));
  }
  assert.is(bin(['--trees', 'sideways'], env, f.dir).code, 2);
});

test('--check exits 1 on a failure with stdout identical to a run without it; 0 when clean', async () => {
  const f = fixture();
  const env = envFor(f);
  const failing = ['--work-basis', '2 distinct typed work nodes — refusing to guess'];
  const plain = bin(failing, env, f.dir);
  const checked = bin([...failing, '--check'], env, f.dir);
  assert.is(plain.code, 0);
  assert.is(checked.code, 1);
  assert.is(checked.stdout, plain.stdout);
  assert.ok(
    plain.stdout.includes('TRACE GAP — no single current work node: 2 distinct typed work nodes — refusing to guess'),
  );
  assert.is(plain.stderr, '');
  const clean = bin(['--work-start', f.slice, '--check'], env, f.dir);
  assert.is(clean.code, 0, clean.stderr);
  const inProcess = await rig(['trace', ...failing, '--check'], env, f.dir);
  assert.is(inProcess.code, 1);
  assert.is(inProcess.stdout, plain.stdout);
});

test('--work-candidates from a file and from stdin', async () => {
  const f = fixture();
  const env = envFor(f);
  const ev = {
    missionsRoot: join(f.work, 'missions'),
    candidates: [],
    unknown: [],
    held: [{ qitemId: 'q-h', summary: 'held row', blockedOn: null, continuation: null }],
    next: [],
    heldTotal: 1,
    nextTotal: 0,
    heldTruncated: false,
    nextTruncated: false,
    missionsOnHost: ['alpha'],
    missionsOnHostTruncated: false,
  };
  const file = join(f.dir, 'ev.json');
  writeFileSync(file, JSON.stringify(ev));
  const fromFile = bin(['--trees', 'work', '--packet', '--work-candidates', file], env, f.dir);
  const fromStdin = bin(['--trees', 'work', '--packet', '--work-candidates', '-'], env, f.dir, JSON.stringify(ev));
  assert.is(fromFile.code, 0, fromFile.stderr);
  assert.is(fromFile.stdout, fromStdin.stdout);
  assert.ok(fromFile.stdout.startsWith('## WORK — name it\n'));
  assert.ok(
    fromFile.stdout.includes(
      'HELD WORK (blocked; this is not next):\n- q-h — held row — blocked on unknown — continuation: none recorded',
    ),
  );
  const bad = bin(['--trees', 'work', '--work-candidates', '-', '--check'], env, f.dir, '{not json');
  assert.is(bad.code, 1);
  assert.ok(bad.stdout.startsWith('## WORK TRACE\nTRACE GAP — work candidates unreadable: not JSON ('));
  const gone = bin(['--trees', 'work', '--work-candidates', join(f.dir, 'missing.json')], env, f.dir);
  assert.ok(
    gone.stdout.includes(`TRACE GAP — work candidates unreadable: no such file: ${join(f.dir, 'missing.json')}`),
  );
});

test('environment defaults: trees, depth, starts and the age threshold', async () => {
  const f = fixture();
  const r = bin(
    [],
    envFor(f, { OPENRIG_REFOCUS_TREES: 'work', OPENRIG_REFOCUS_DEPTH: 'full', OPENRIG_REFOCUS_WORK_NODE: f.mission }),
    f.dir,
  );
  assert.ok(r.stdout.startsWith(`## WORK TRACE\nroot: ${f.work}\nstart: ${f.mission}\n`));
  assert.ok(r.stdout.includes('Alpha spec body.'), 'full depth');
  const flagWins = bin(
    ['--trees', 'topology', '--topology-start', join(f.topo, 'rigs/demo')],
    envFor(f, { OPENRIG_REFOCUS_TREES: 'work', OPENRIG_REFOCUS_TOPOLOGY_NODE: f.seat }),
    f.dir,
  );
  assert.ok(flagWins.stdout.includes(`start: ${join(f.topo, 'rigs/demo')}\n`));
  const old = bin(
    ['--trees', 'work', '--packet', '--work-start', f.mission],
    envFor(f, { OPENRIG_REFOCUS_NOTES_MAX_AGE_DAYS: '0.000001' }),
    f.dir,
  );
  assert.ok(old.stdout.includes('threshold 1e-06 days') || old.stdout.includes('threshold 0.000001 days'), old.stdout);
  const odd = bin(['--trees', 'work', '--work-start', f.mission], envFor(f, { OPENRIG_REFOCUS_DEPTH: 'deep' }), f.dir);
  assert.ok(odd.stderr.includes('OPENRIG_REFOCUS_DEPTH="deep" is not one of light, full'));
  assert.is(odd.code, 0);
});

test('--json carries the text and the failures', async () => {
  const f = fixture();
  const r = json(await rig(['trace', '--trees', 'work', '--work-unknown', 'x', '--json'], envFor(f), f.dir));
  assert.equal(r.failures, ['TRACE GAP — current work node UNKNOWN: x']);
  assert.is(r.ok, false);
  assert.ok(r.text.startsWith('## WORK TRACE'));
});

test('recorded control characters are escaped on the terminal', async () => {
  const f = fixture({ topo: { 'LEARNED.md': 'evil \u001b[2J clear\n' } });
  const r = bin(['--trees', 'topology'], envFor(f), f.dir);
  assert.ok(r.stdout.includes('evil \\x1b[2J clear'));
  assert.ok(!r.stdout.includes('\u001b'));
});

test.run();
