// rig up and rig down say what they wait for when a seat takes longer than a moment (here: its
// record is locked by another writer), once, on stderr, naming that seat; a seat that
// is quick says nothing, and --json keeps stdout one JSON document.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, tempHome } from '../helpers/home.js';
import { json, RIG_BUNDLE } from '../helpers/cli.js';
import { runCli } from '../../lib/cli/main.js';
import { lookUntil, privateTmux, tmuxAvailable } from '../helpers/tmux.js';
import { withLock } from '../../lib/store/index.js';
import { seatRecordPath } from '../../lib/home/paths.js';
import { stopDaemon } from '../../lib/daemon/start-stop.js';

const tmux = tmuxAvailable() ? privateTmux() : undefined;
const th = tempHome();
const dir = tempDir();
mkdirSync(th.dir, { recursive: true });
const env = { ...th.env, OPENRIG_TMUX_SOCKET: tmux?.socket ?? '', OPENRIG_TMUX_CONFIG: '/dev/null', SHELL: '/bin/sh' };
const spec = join(dir, 'rig.yaml');
writeFileSync(
  spec,
  [
    'name: p',
    'seats:',
    ...['slow', 'quick'].flatMap((n) => [
      `  - name: ${n}`,
      '    runtime: terminal',
      `    cwd: ${dir}`,
      "    command: 'exec sleep 600'",
    ]),
  ].join('\n') + '\n',
);
test.after(async () => {
  await stopDaemon(th.home, 10_000).catch(() => undefined);
  tmux?.kill();
});

/**
 * Runs the command in-process while another writer holds a seat's record, until the command says
 * it waits for that seat (or the deadline passes: then the assertion below shows what was said).
 */
async function whileLocked(seat: string, argv: string[], said: string) {
  let stdout = '';
  let stderr = '';
  const io = { out: (t: string) => void (stdout += t), err: (t: string) => void (stderr += t) };
  let code: Promise<number> | undefined;
  await withLock(seatRecordPath(th.home, 'p', seat), async () => {
    code = runCli(argv, io, { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, dir, RIG_BUNDLE);
    await lookUntil(
      () => stderr,
      (e) => e.includes(said),
      15_000,
    );
  });
  return { code: await code!, stdout, stderr };
}

(tmux ? test : test.skip)(
  'rig up: the slow seat is named once on stderr; the quick one is not; --json stays JSON',
  async () => {
    const r = await whileLocked('slow', ['up', spec, '--json'], 'waiting for slow@p to start');
    assert.is(r.code, 0, r.stderr);
    assert.is(json(r).seats.length, 2);
    const waits = r.stderr.split('\n').filter((l) => l.startsWith('waiting for'));
    assert.equal(
      waits.filter((l) => l.includes('slow@p')),
      ['waiting for slow@p to start'],
      r.stderr,
    );
    assert.not.ok(
      waits.some((l) => l.includes('quick@p')),
      r.stderr,
    );
  },
);

(tmux ? test : test.skip)('rig down: the same for a seat whose stop waits', async () => {
  const r = await whileLocked('quick', ['down', 'p'], 'waiting for quick@p to stop');
  assert.is(r.code, 0, r.stderr);
  const waits = r.stderr.split('\n').filter((l) => l.startsWith('waiting for'));
  assert.ok(waits.includes('waiting for quick@p to stop'), r.stderr);
  assert.not.ok(
    waits.some((l) => l.includes('slow@p')),
    r.stderr,
  );
  assert.match(r.stdout, /quick@p\s+stopped/);
});

test.run();
