// rig queue through the CLI (in-process): exit codes and messages, handoff chains, whoami's shape,
// role states, current work over real folders, and the index (rebuild, crash intent, no row reads).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tempHome, tempDir } from '../helpers/home.js';
import { rig, json } from '../helpers/cli.js';
import { addSeat, type SeatFields } from '../helpers/seat.js';
import { queueWhoami } from '../../lib/queue/whoami.js';
import { NO_CURRENT_BATON_BASIS } from '../../lib/queue/current-work.js';
import { readQueueRow } from '../../lib/queue/queue-store.js';
import { applyTransition } from '../../lib/queue/transitions.js';
import { updateDocument } from '../../lib/store/index.js';
import { queueRowKind } from '../../lib/queue/row.js';
import { queueIndexIntentKind } from '../../lib/queue/index-entry.js';
import { queueRowPath } from '../../lib/home/paths.js';

function setup() {
  const t = tempHome();
  const ws = tempDir();
  const spec = (rel: string, intent: string) => {
    mkdirSync(join(ws, rel), { recursive: true });
    writeFileSync(join(ws, rel, 'SPEC.md'), `---\nintent: ${intent}\n---\n`);
  };
  spec('missions/alpha', 'ship alpha');
  spec('missions/alpha/slices/s1', 'alpha slice one');
  spec('missions/beta', 'beta intent');
  const env = { ...t.env, OPENRIG_WORKSPACE_ROOT: ws };
  return { ...t, ws, env };
}

async function create(env: Record<string, string>, ...extra: string[]) {
  const r = await rig(['queue', 'create', '--json', ...extra], env);
  assert.is(r.code, 0, r.stderr);
  return json(r).row as { id: string; [k: string]: any };
}

test('create: required flags, validation and exit codes; source from the session or --source', async () => {
  const { env } = setup();
  let r = await rig(['queue', 'create', '--summary', 'x'], env);
  assert.is(r.code, 2);
  assert.match(r.stderr, 'rig: --destination is required — ');
  r = await rig(['queue', 'create', '--destination', 'alice', '--summary', 'x'], env);
  assert.is(r.code, 2);
  assert.match(r.stderr, 'rig: invalid destination: "alice": expected name@rig');
  r = await rig(['queue', 'create', '--destination', 'alice@r', '--summary', 'two\nlines'], env);
  assert.is(r.code, 2);
  assert.match(r.stderr, 'summary: must be one line');
  r = await rig(['queue', 'create', '--destination', 'alice@r', '--summary', 'x', '--priority', 'asap'], env);
  assert.is(r.code, 2);
  assert.match(r.stderr, 'use routine, urgent, critical');
  r = await rig(
    ['queue', 'create', '--destination', 'alice@r', '--summary', 'x', '--body', 'a', '--body-file', 'f'],
    env,
  );
  assert.is(r.code, 2);
  r = await rig(['queue', 'create', '--destination', 'alice@r', '--summary', 'x', '--bogus'], env);
  assert.is(r.code, 2);
  assert.match(r.stderr, 'unknown option');
  const plain = await create(env, '--destination', 'alice@r', '--summary', 'first');
  assert.is(plain.source, 'unattributed');
  assert.is(plain.state, 'pending');
  assert.is(plain.priority, 'routine');
  const fromSession = await create(
    { ...env, OPENRIG_SESSION_NAME: 'bob@r' },
    '--destination',
    'alice@r',
    '--summary',
    'second',
    '--priority',
    'urgent',
    '--tag',
    'mission:alpha',
    '--tag',
    'x',
  );
  assert.is(fromSession.source, 'bob@r');
  assert.equal(fromSession.tags, ['mission:alpha', 'x']);
  const explicit = await create(
    { ...env, OPENRIG_SESSION_NAME: 'bob@r' },
    '--destination',
    'alice@r',
    '--summary',
    'third',
    '--source',
    'carol@r',
  );
  assert.is(explicit.source, 'carol@r');
  const piped = json(
    await rig(
      ['queue', 'create', '--destination', 'alice@r', '--summary', 'piped', '--body-file', '-', '--json'],
      env,
      process.cwd(),
      'body from stdin\n',
    ),
  );
  assert.is(piped.row.body, 'body from stdin\n');
  // The CLI types nothing: the wake is recorded for the daemon, and said so.
  assert.is(piped.wake.attempted, false);
  assert.is(piped.wake.queued, true);
  assert.is(piped.wake.id, `wake-intent-${piped.row.id}`);
  const human = await rig(['queue', 'create', '--destination', 'alice@r', '--summary', 'human'], env);
  assert.match(human.stdout, /^Created q-\d{14}-[0-9a-f]{8} for alice@r \(routine\): human\n$/);
  assert.match(human.stderr, 'Wake: queued: no daemon is running');
});

test('state verbs: refusals name the current state (exit 1); unknown and malformed ids', async () => {
  const { env } = setup();
  const row = await create(env, '--destination', 'alice@r', '--summary', 'work');
  let r = await rig(['queue', 'done', row.id], env);
  assert.is(r.code, 1);
  assert.is(r.stderr, `rig: cannot done ${row.id}: it is pending — done applies to a row that is in-progress\n`);
  r = await rig(['queue', 'start', row.id], env);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, `${row.id} is now in-progress\n`);
  r = await rig(['queue', 'start', row.id], env);
  assert.is(r.code, 1);
  assert.match(r.stderr, `cannot start ${row.id}: it is in-progress`);
  r = await rig(['queue', 'block', row.id], env);
  assert.is(r.code, 2);
  assert.match(r.stderr, '--on is required — say what the row waits on');
  r = await rig(['queue', 'done', row.id, '--on', 'x'], env);
  assert.is(r.code, 2);
  r = await rig(
    ['queue', 'block', row.id, '--on', 'review by bob', '--continuation', 'merge after review', '--json'],
    env,
  );
  assert.is(r.code, 0, r.stderr);
  assert.is(json(r).blockedOn, 'review by bob');
  r = await rig(['queue', 'cancel', row.id], env);
  assert.is(r.code, 0);
  r = await rig(['queue', 'start', row.id], env);
  assert.is(r.code, 1);
  assert.match(r.stderr, 'it is canceled — a canceled row is closed');
  r = await rig(['queue', 'show', 'q-20990101000000-00000000'], env);
  assert.is(r.code, 1);
  assert.match(r.stderr, 'rig: no queue row q-20990101000000-00000000 — run rig queue list');
  r = await rig(['queue', 'start', '../../etc/passwd'], env);
  assert.is(r.code, 2);
  assert.match(r.stderr, 'is not a queue id');
  const shown = json(await rig(['queue', 'show', row.id, '--json'], env));
  assert.equal(
    shown.transitions.map((t: any) => `${t.from}>${t.to}`),
    ['pending>in-progress', 'in-progress>blocked', 'blocked>canceled'],
  );
  assert.is(shown.transitions[1].note, 'continuation: merge after review');
  r = await rig(['queue', 'frobnicate'], env);
  assert.is(r.code, 2);
});

test('handoff: successor copies summary, body and tags with handedOffFrom and chain; original closed', async () => {
  const { env } = setup();
  const a = await create(
    env,
    '--destination',
    'alice@r',
    '--summary',
    'carry',
    '--body',
    'the body\n',
    '--tag',
    'mission:alpha',
  );
  const r1 = await rig(['queue', 'handoff', a.id, '--to', 'bob@r', '--json'], {
    ...env,
    OPENRIG_SESSION_NAME: 'alice@r',
  });
  assert.is(r1.code, 0, r1.stderr);
  const { original, successor } = json(r1);
  assert.is(original.state, 'handed-off');
  assert.is(original.handedOffTo, successor.id);
  assert.equal(
    [successor.destination, successor.source, successor.summary, successor.body, successor.tags, successor.state],
    ['bob@r', 'alice@r', 'carry', 'the body\n', ['mission:alpha'], 'pending'],
  );
  assert.is(successor.handedOffFrom, a.id);
  assert.equal(successor.chainOfRecord, [a.id]);
  const r2 = json(await rig(['queue', 'handoff', successor.id, '--to', 'carol@r', '--json'], env));
  assert.equal(r2.successor.chainOfRecord, [a.id, successor.id]);
  const again = await rig(['queue', 'handoff', a.id, '--to', 'dave@r'], env);
  assert.is(again.code, 1);
  assert.match(again.stderr, `cannot handoff ${a.id}: it is handed-off`);
  const bad = await rig(['queue', 'handoff', successor.id], env);
  assert.is(bad.code, 2);
});

test('list: --owned, --state, --destination; --owned needs a session', async () => {
  const { env } = setup();
  const a = await create(env, '--destination', 'alice@r', '--summary', 'a1');
  await create(env, '--destination', 'alice@r', '--summary', 'a2');
  await create(env, '--destination', 'bob@r', '--summary', 'b1');
  await rig(['queue', 'block', a.id, '--on', 'x'], env);
  let r = await rig(['queue', 'list', '--owned'], env);
  assert.is(r.code, 2);
  assert.match(r.stderr, '--owned needs OPENRIG_SESSION_NAME');
  const owned = json(await rig(['queue', 'list', '--owned', '--json'], { ...env, OPENRIG_SESSION_NAME: 'alice@r' }));
  assert.is(owned.total, 2);
  const blocked = json(
    await rig(['queue', 'list', '--owned', '--state', 'blocked', '--json'], {
      ...env,
      OPENRIG_SESSION_NAME: 'alice@r',
    }),
  );
  assert.equal(
    blocked.rows.map((x: any) => x.id),
    [a.id],
  );
  assert.is(json(await rig(['queue', 'list', '--destination', 'bob@r', '--json'], env)).total, 1);
  r = await rig(['queue', 'list', '--state', 'weird'], env);
  assert.is(r.code, 2);
  r = await rig(['queue', 'list'], env);
  assert.is(r.stdout.trim().split('\n').length, 3);
});

/** alice@r's record, with fixed ids so the whoami output is exact. */
const ALICE: SeatFields = {
  name: 'alice',
  rig: 'r',
  nodeId: 'n-0123456789abcdef',
  tmux: { session: 'r' },
  occupant: 'o-0123456789abcdef',
  launchedAt: '2026-03-01T10:00:00.000Z',
};

test('whoami: exact top-level shape; role no-record, not-declared, present and missing; unknown without a session', async () => {
  const { home, env } = setup();
  const noSession = await queueWhoami(home, env, {});
  assert.equal(noSession.session, null);
  assert.is(noSession.role.state, 'unknown');
  assert.match(noSession.role.reason!, 'OPENRIG_SESSION_NAME');
  assert.is(noSession.currentWorkBasis, NO_CURRENT_BATON_BASIS);

  const noRecord = json(await rig(['queue', 'whoami', '--json'], { ...env, OPENRIG_SESSION_NAME: 'alice@r' }));
  assert.equal(Object.keys(noRecord).sort(), ['currentWork', 'currentWorkBasis', 'queue', 'role', 'seat', 'session']);
  assert.equal(noRecord.role, { state: 'no-record', files: [] });
  assert.is(noRecord.seat, null);
  assert.equal(noRecord.queue, { pending: 0, inProgress: 0, blocked: 0, recent: [] });

  await addSeat(home, ALICE);
  const notDeclared = await queueWhoami(home, env, { sessionName: 'alice@r' });
  assert.is(notDeclared.role.state, 'not-declared');
  assert.equal(notDeclared.seat, { name: 'alice', rig: 'r', nodeId: 'n-0123456789abcdef', runtime: 'claude-code' });

  const dir = tempDir();
  writeFileSync(join(dir, 'ROLE.md'), 'role');
  await addSeat(home, { ...ALICE, cwd: dir, roleFiles: ['ROLE.md'] });
  const present = await queueWhoami(home, env, { sessionName: 'alice@r' });
  assert.equal(present.role, {
    state: 'present',
    files: [{ path: 'ROLE.md', resolvedPath: join(dir, 'ROLE.md'), state: 'present' }],
    recordedAt: '2026-03-01T10:00:00.000Z',
    note: 'Current bytes and successful startup are not verified.',
  });
  await addSeat(home, { ...ALICE, cwd: dir, roleFiles: ['ROLE.md', '/nowhere/GONE.md'] });
  const missing = await queueWhoami(home, env, { sessionName: 'alice@r' });
  assert.is(missing.role.state, 'missing');
  assert.equal(
    missing.role.files.map((f) => f.state),
    ['present', 'missing'],
  );

  const odd = await queueWhoami(home, env, { sessionName: 'not a seat' });
  assert.is(odd.role.state, 'unknown');
  const aborted = new AbortController();
  aborted.abort();
  await queueWhoami(home, env, { sessionName: 'alice@r', signal: aborted.signal }).then(
    () => assert.unreachable('an aborted whoami must not answer'),
    (err) => assert.is((err as Error).name, 'AbortError'),
  );
});

test('whoami: strict current work and work candidates from CLI-made rows (tag, ancestry, held, next)', async () => {
  const { env, ws } = setup();
  const me = { ...env, OPENRIG_SESSION_NAME: 'alice@r' };
  const tagged = await create(
    env,
    '--destination',
    'alice@r',
    '--summary',
    'alpha slice',
    '--tag',
    'mission:alpha',
    '--tag',
    'slice:s1',
  );
  await rig(['queue', 'start', tagged.id], env);
  let a = json(await rig(['queue', 'whoami', '--json'], me));
  assert.equal(a.currentWork, { workNodePath: join(ws, 'missions', 'alpha', 'slices', 's1'), qitemId: tagged.id });
  assert.not.ok('currentWorkBasis' in a);
  assert.not.ok('workCandidates' in a);

  const origin = await create(
    env,
    '--destination',
    'bob@r',
    '--summary',
    'beta work',
    '--body',
    'b',
    '--tag',
    'mission:beta',
  );
  const handed = json(
    await rig(['queue', 'handoff', origin.id, '--to', 'alice@r', '--tag', 'review', '--json'], env),
  ).successor;
  await rig(['queue', 'start', handed.id], env);
  const parked = await create(env, '--destination', 'alice@r', '--summary', 'parked');
  await rig(['queue', 'block', parked.id, '--on', 'ci', '--continuation', 'rerun'], env);
  const waiting = await create(env, '--destination', 'alice@r', '--summary', 'later', '--tag', 'mission:alpha');
  a = json(await rig(['queue', 'whoami', '--json', '--work-candidates'], me));
  assert.is(a.currentWork.qitemId, tagged.id, 'the ancestry row is untyped, so strict current work is unchanged');
  assert.equal(a.queue.pending + a.queue.inProgress + a.queue.blocked, 4);
  const wc = a.workCandidates;
  assert.equal(Object.keys(wc).sort(), [
    'candidates',
    'held',
    'heldTotal',
    'heldTruncated',
    'missionsOnHost',
    'missionsOnHostTruncated',
    'missionsRoot',
    'next',
    'nextTotal',
    'nextTruncated',
    'unknown',
  ]);
  assert.equal(
    wc.candidates.map((c: any) => [c.kind, c.mission, c.slice]),
    [
      ['ancestry', 'beta', null],
      ['tag', 'alpha', 's1'],
    ],
  );
  assert.is(
    wc.candidates[0].source,
    `handoff ancestor ${origin.id} carries mission:beta; row ${handed.id} itself is untagged`,
  );
  assert.is(wc.candidates[0].intent, 'beta intent');
  assert.equal(wc.held, [{ qitemId: parked.id, summary: 'parked', blockedOn: 'ci', continuation: 'rerun' }]);
  assert.equal(wc.next, [{ qitemId: waiting.id, summary: 'later', missions: ['alpha'] }]);
  assert.equal(wc.missionsOnHost, ['alpha', 'beta']);
  assert.is(wc.missionsRoot, join(ws, 'missions'));
  const human = await rig(['queue', 'whoami', '--work-candidates'], me);
  assert.is(human.code, 0, human.stderr);
  assert.match(human.stdout, `Current work: ${join(ws, 'missions', 'alpha', 'slices', 's1')}`);
  assert.match(human.stdout, 'continuation: rerun');
});

test('index: whoami reads the index, not the rows; a missing index is rebuilt; a crash intent is applied', async () => {
  const { home, env } = setup();
  const rows = [];
  for (let i = 0; i < 3; i++) rows.push(await create(env, '--destination', 'alice@r', '--summary', `r${i}`));
  // Garbage row files would be quarantined if whoami opened them.
  const saved = rows.map((r) => readQueueRow(home, r.id)!);
  for (const r of rows) writeFileSync(queueRowPath(home, r.id), 'not json');
  const a = await queueWhoami(home, env, { sessionName: 'alice@r', workCandidates: true });
  assert.is(a.queue.pending, 3);
  assert.equal(
    readdirSync(home.queueRows).filter((f) => f.includes('corrupt')),
    [],
  );
  for (const r of saved) writeFileSync(queueRowPath(home, r.id), JSON.stringify(r));

  rmSync(home.queueListing, { recursive: true });
  const rebuilt = await queueWhoami(home, env, { sessionName: 'alice@r' });
  assert.is(rebuilt.queue.pending, 3);
  assert.ok(existsSync(home.queueListingManifest));

  // Simulate a writer killed after the row write but before the index write.
  const target = saved[0]!;
  const moved = applyTransition(target, { verb: 'start', actor: 'alice@r', at: new Date().toISOString() });
  assert.ok(moved.ok);
  await updateDocument(queueIndexIntentKind, home.queueIndexIntent, () => ({
    schema: 'queue-index-intent',
    version: 1,
    ids: [target.id],
  }));
  if (moved.ok) await updateDocument(queueRowKind, queueRowPath(home, target.id), () => moved.row);
  const seen = await queueWhoami(home, env, { sessionName: 'alice@r' });
  assert.equal([seen.queue.pending, seen.queue.inProgress], [2, 1]);
  // The next writer folds the intent into the index and removes it.
  await create(env, '--destination', 'bob@r', '--summary', 'other');
  assert.not.ok(existsSync(home.queueIndexIntent));
  const list = json(await rig(['queue', 'list', '--state', 'in-progress', '--json'], env));
  assert.equal(
    list.rows.map((r: any) => r.id),
    [target.id],
  );
  const re = await rig(['queue', 'reindex'], env);
  assert.is(re.stdout, 'Queue index rebuilt from 4 rows.\n');
});

test.run();
