// rig watchdog in-process: add (seat refs resolved to name@rig, inputs validated), list, show,
// remove, history, each with --json; errors are `rig: … — …` with exit 2 (usage) or 1 (refused).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempHome } from '../helpers/home.js';
import { rig } from '../helpers/cli.js';
import { addSeat } from '../helpers/seat.js';
import { appendHistory } from '../../lib/watchdog/store.js';

const { home, env, dir } = tempHome();
const seat = await addSeat(home, { name: 'a', rig: 'r' });

const json = async (argv: string[]) => {
  const r = await rig([...argv, '--json'], env);
  assert.is(r.code, 0, r.stderr);
  return JSON.parse(r.stdout);
};

test('add by name, node id or pane id; stored as name@rig; --json gives the job and its next due time', async () => {
  const a = await json(['watchdog', 'add', 'a@r', '--every', '15m', '--message', 'check the build']);
  assert.is(a.job.seat, 'a@r');
  assert.is(a.job.intervalSeconds, 900);
  assert.is(a.job.every, '15m');
  assert.is(a.job.policy, 'periodic');
  assert.is(Date.parse(a.job.nextDueAt) - Date.parse(a.job.createdAt), 900_000);
  const b = await json(['watchdog', 'add', seat.nodeId, '--every', '1h', '--message', 'x', '--policy', 'idle-gate']);
  assert.is(b.job.seat, 'a@r');
  assert.is(b.job.policy, 'idle-gate');
  const file = join(dir, '..', 'msg.txt');
  writeFileSync(file, 'from a file\nsecond line\n');
  const c = await json(['watchdog', 'add', 'a@r', '--every', '90', '--message-file', file]);
  assert.is(c.job.message, 'from a file\nsecond line');
  const added = await rig(['watchdog', 'add', 'a@r', '--every', '2h', '--message', 'human'], {
    ...env,
    OPENRIG_SESSION_NAME: 'lead@r',
  });
  assert.is(added.code, 0);
  assert.match(added.stdout, /^wd-[0-9a-f]{8} added: periodic reminder to a@r every 2h\n/);
});

test('usage errors (exit 2) and refusals (exit 1), nothing written', async () => {
  const before = (await json(['watchdog', 'list'])).total;
  const rows: [string[], number, RegExp][] = [
    [['watchdog', 'add', 'a@r', '--message', 'x'], 2, /--every is required/],
    [['watchdog', 'add', 'a@r', '--every', '10s', '--message', 'x'], 2, /invalid interval: 10s is out of bounds/],
    [['watchdog', 'add', 'a@r', '--every', '8d', '--message', 'x'], 2, /out of bounds/],
    [['watchdog', 'add', 'a@r', '--every', 'often', '--message', 'x'], 2, /invalid interval/],
    [['watchdog', 'add', 'a@r', '--every', '5m'], 2, /a reminder message is required/],
    [['watchdog', 'add', 'a@r', '--every', '5m', '--message', 'x', '--message-file', 'f'], 2, /both given/],
    [['watchdog', 'add', 'a@r', '--every', '5m', '--message', '   '], 2, /invalid message/],
    [['watchdog', 'add', 'a@r', '--every', '5m', '--message', 'x', '--policy', 'nag'], 2, /invalid policy/],
    [['watchdog', 'add', 'a/../b', '--every', '5m', '--message', 'x'], 2, /invalid seat ref/],
    [['watchdog', 'add', 'nobody@r', '--every', '5m', '--message', 'x'], 1, /no seat matches/],
    [['watchdog', 'show', 'wd-zz'], 2, /not a watchdog job id/],
    [['watchdog', 'show', 'wd-00000000'], 1, /no watchdog job wd-00000000/],
    [['watchdog', 'remove', 'wd-00000000'], 1, /no watchdog job wd-00000000/],
    [['watchdog', 'history', 'wd-00000000'], 1, /no history/],
    [['watchdog', 'history', 'wd-00000000', '--limit', '0'], 2, /invalid --limit/],
    [['watchdog', 'list', '--seat', 'x'], 2, /invalid seat/],
    [['watchdog', 'frob'], 2, /unknown watchdog verb/],
  ];
  for (const [argv, code, err] of rows) {
    const r = await rig(argv, env);
    assert.is(r.code, code, `${argv.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, /^rig: .+ — .+\n$/);
    assert.match(r.stderr, err, argv.join(' '));
  }
  assert.is((await json(['watchdog', 'list'])).total, before);
});

test('list (and --seat), show, remove, history kept after remove', async () => {
  const { job } = await json(['watchdog', 'add', 'a@r', '--every', '30m', '--message', 'stand-up notes']);
  const list = await json(['watchdog', 'list', '--seat', 'a@r']);
  assert.ok(list.jobs.some((j: { id: string }) => j.id === job.id));
  const text = await rig(['watchdog', 'list'], env);
  assert.match(text.stdout, new RegExp(`${job.id}  a@r  periodic  every 30m  not attempted yet  stand-up notes`));
  assert.is((await json(['watchdog', 'show', job.id])).job.message, 'stand-up notes');
  const shown = await rig(['watchdog', 'show', job.id], env);
  assert.match(shown.stdout, /Last attempt: none/);
  await appendHistory(home, job.id, [
    {
      at: new Date().toISOString(),
      event: 'attempt',
      reason: 'submit_unconfirmed',
      occurrence: 'wo-20261201100000-00000000',
      outcome: 'indeterminate',
      sent: true,
      state: 'indeterminate',
      outboxIds: ['watchdog-wo-20261201100000-00000000'],
    },
  ]);
  const removed = await json(['watchdog', 'remove', job.id]);
  assert.is(removed.removed.id, job.id);
  assert.is((await rig(['watchdog', 'show', job.id], env)).code, 1);
  const h = await json(['watchdog', 'history', job.id]);
  assert.equal(
    h.entries.map((e: { event: string }) => e.event),
    ['added', 'attempt', 'removed'],
  );
  const ht = await rig(['watchdog', 'history', job.id, '--limit', '2'], env);
  assert.match(ht.stdout, /attempt {2}unknown \(may have arrived\) {2}submit_unconfirmed/);
  assert.not.match(ht.stdout, /added/);
});

test('add warns (stderr, exit 0) when the seat’s typing guard holds notices', async () => {
  await addSeat(home, { name: 'term', rig: 'r', runtime: 'terminal', typingGuard: 'sends-only' });
  const r = await rig(['watchdog', 'add', 'term@r', '--every', '5m', '--message', 'x'], env);
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stderr, /term@r's typing guard \(sends-only\) holds OpenRig's notices/);
  const quiet = await rig(['watchdog', 'add', 'a@r', '--every', '5m', '--message', 'x'], env);
  assert.is(quiet.stderr, '');
});

test('text from the files is escaped for the terminal', async () => {
  const { job } = await json(['watchdog', 'add', 'a@r', '--every', '30m', '--message', 'bidi \u202e trick']);
  const r = await rig(['watchdog', 'show', job.id], env);
  assert.not.ok(r.stdout.includes('\u202e'), r.stdout);
});

test('--help lists every verb', async () => {
  const r = await rig(['watchdog', '--help'], env);
  for (const verb of ['add', 'list', 'show', 'remove', 'history'])
    assert.match(r.stdout, new RegExp(`rig watchdog ${verb}`));
});

test.run();
