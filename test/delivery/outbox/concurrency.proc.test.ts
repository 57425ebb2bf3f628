// Several real processes hold messages for one seat at the same moment: the seat lock must keep
// the held quota exact. The negative control runs the same check-then-save steps without the lock
// and must overshoot, or this test proves nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { homePaths, outboxDir } from '../../../lib/home/paths.js';
import { updateDocument } from '../../../lib/store/index.js';
import { tempHome } from '../../helpers/home.js';
import {
  heldQuota,
  holdMessage,
  listHeld,
  newOutboxId,
  outboxRecordKind,
  textSha256,
  RetentionFullError,
  type OutboxRecord,
} from '../../../lib/delivery/outbox/outbox.js';
import { retentionProblem, HELD_BYTES_LIMIT, HELD_RECORD_LIMIT } from '../../../lib/delivery/outbox/retention.js';

const NODE = 'n-0123456789abcdef';
const MiB = 1024 * 1024;
const REPO = join(import.meta.dirname, '..', '..', '..');
const TSX = join(REPO, 'node_modules', 'tsx', 'dist', 'loader.mjs');

/** The same steps holdMessage takes, minus the seat lock: read usage, check, save. */
async function holdUnlocked(home: ReturnType<typeof homePaths>, text: string): Promise<void> {
  const bytes = Buffer.byteLength(text);
  if (retentionProblem(heldQuota(home, NODE), bytes)) throw new RetentionFullError('records', bytes);
  const id = newOutboxId();
  const at = new Date().toISOString();
  const record: OutboxRecord = {
    schema: 'outbox-record',
    version: 1,
    id,
    nodeId: NODE,
    destination: 'dev@my-rig',
    sender: 'lead@my-rig',
    kind: 'notice',
    state: 'held',
    reason: 'typing_guard_enabled',
    createdAt: at,
    updatedAt: at,
    receipt: { textSha256: textSha256(text), bytes, ids: [id] },
    body: text,
    warnings: [],
  };
  await updateDocument(outboxRecordKind, join(outboxDir(home, NODE), `${id}.json`), () => record);
}

// Child process: say it is loaded, wait for the parent's go file, then hold COUNT messages of
// SIZE bytes. The barrier makes the children overlap even on a loaded machine.
if (process.env.OUTBOX_CHILD === '1') {
  const home = homePaths(process.env.OPENRIG_HOME!);
  const count = Number(process.env.COUNT);
  const size = Number(process.env.SIZE);
  process.stdout.write('ready\n');
  while (!existsSync(process.env.GO_FILE!)) {
    /* spin so every child starts together */
  }
  let held = 0;
  let refused = 0;
  for (let i = 0; i < count; i++) {
    const text = `${process.pid}:${i}:`.padEnd(size, 'x');
    try {
      if (process.env.UNLOCKED === '1') await holdUnlocked(home, text);
      else
        await holdMessage(
          home,
          NODE,
          { destination: 'dev@my-rig', sender: 'lead@my-rig', kind: 'notice', text },
          'typing_guard_enabled',
        );
      held++;
    } catch (err) {
      if (!(err instanceof RetentionFullError)) throw err;
      refused++;
    }
  }
  process.stdout.write(JSON.stringify({ held, refused }) + '\n');
  process.exit(0);
}

interface ChildResult {
  held: number;
  refused: number;
}

function runChildren(dir: string, n: number, env: Record<string, string>): Promise<ChildResult[]> {
  const goFile = join(dirname(dir), 'go');
  let ready = 0;
  const oneReady = () => {
    if (++ready === n) writeFileSync(goFile, 'go');
  };
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<ChildResult>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', TSX, import.meta.filename], {
            env: { ...process.env, OUTBOX_CHILD: '1', OPENRIG_HOME: dir, GO_FILE: goFile, ...env },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let out = '';
          let err = '';
          let sawReady = false;
          child.stdout.on('data', (d) => {
            out += d;
            if (!sawReady && out.includes('ready\n')) {
              sawReady = true;
              oneReady();
            }
          });
          child.stderr.on('data', (d) => {
            err += d;
          });
          child.on('close', (code) => {
            if (code !== 0) return reject(new Error(`child exited ${code}: ${err}`));
            try {
              resolve(JSON.parse(out.trim().split('\n').at(-1)!));
            } catch {
              reject(new Error(`child output: ${out} ${err}`));
            }
          });
        }),
    ),
  );
}

async function prefill(home: ReturnType<typeof homePaths>, n: number): Promise<void> {
  for (let i = 0; i < n; i++)
    await holdMessage(
      home,
      NODE,
      { destination: 'dev@my-rig', sender: 'lead@my-rig', kind: 'notice', text: `pre ${i}` },
      'typing_guard_enabled',
    );
}

test('four processes racing for the last record slots never exceed 100 held', async () => {
  const { dir, home } = tempHome();
  await prefill(home, 80);
  const results = await runChildren(dir, 4, { COUNT: '10', SIZE: '64' });
  const held = results.reduce((s, r) => s + r.held, 0);
  const refused = results.reduce((s, r) => s + r.refused, 0);
  console.log(`\nfigure: locked record race: ${held} held, ${refused} refused by ${results.length} processes`);
  assert.is(held, 20);
  assert.is(refused, 20);
  assert.is(listHeld(home, NODE).length, HELD_RECORD_LIMIT);
});

test('four processes racing with 1 MiB messages never exceed 8 MiB held', async () => {
  const { dir, home } = tempHome();
  const results = await runChildren(dir, 4, { COUNT: '3', SIZE: String(MiB) });
  const held = results.reduce((s, r) => s + r.held, 0);
  assert.is(held, 8);
  assert.equal(heldQuota(home, NODE), { records: 8, bytes: HELD_BYTES_LIMIT });
});

test('negative control: the same steps without the seat lock overshoot the quota', async () => {
  let worst = 0;
  for (let round = 0; round < 3 && worst <= HELD_RECORD_LIMIT; round++) {
    const { dir, home } = tempHome();
    await prefill(home, 90);
    await runChildren(dir, 4, { COUNT: '10', SIZE: '64', UNLOCKED: '1' });
    worst = Math.max(worst, listHeld(home, NODE).length);
  }
  console.log(`\nfigure: unlocked record race: ${worst} held (limit ${HELD_RECORD_LIMIT})`);
  assert.ok(worst > HELD_RECORD_LIMIT, `without the lock the race should overshoot; got ${worst}`);
});

test.run();
