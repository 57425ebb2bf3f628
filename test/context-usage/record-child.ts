// A child process of the context-usage lock control (lock-control.test.ts), bundled by that test:
// waits for "go" on stdin, then stores sample i (taken i seconds after a base time), pausing
// between its read and its write — under the store's lock ('locked') or without it ('unlocked',
// the broken variant). Lower i pause longer, so without the lock the oldest sample lands last.
// Argv: mode home index count.
import { contextUsageKind } from '../../lib/context-usage/kind.js';
import { nextUsageDoc } from '../../lib/context-usage/next-doc.js';
import { contextSamplePath, homePaths } from '../../lib/home/paths.js';
import {
  loadAtomicWriter,
  readDocument,
  UNCHANGED,
  updateDocument,
  writeFileAtomicallySync,
} from '../../lib/store/index.js';

const [mode, root, index, count] = process.argv.slice(2);
const i = Number(index);
const owner = { nodeId: 'n-0123456789abcdef', occupant: 'o-00000000000000a1', seat: 'impl@demo' };
const sample = {
  usedPercent: i,
  sampledAt: new Date(Date.parse('2026-12-02T02:00:00.000Z') + i * 1000).toISOString(),
  source: 'statusline' as const,
  sessionId: 'sid',
};
const file = contextSamplePath(homePaths(root!), owner.nodeId);
// Under the lock the pauses add up, so they stay short; without it every read must come before
// any write (a loaded machine wakes the children over a few hundred ms), so the gap is long.
const pause = mode === 'locked' ? 10 : 400 + (Number(count) - 1 - i) * 15;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  await loadAtomicWriter();
  if (mode === 'locked') {
    await updateDocument(
      contextUsageKind,
      file,
      async (cur) => {
        const next = nextUsageDoc(cur, owner, sample, null);
        await sleep(pause);
        return next ?? UNCHANGED;
      },
      { waitMs: 60_000 },
    );
  } else {
    const cur = readDocument(contextUsageKind, file, { onCorrupt: 'fresh' });
    const next = nextUsageDoc(cur, owner, sample, null);
    await sleep(pause);
    if (next !== null) writeFileAtomicallySync(file, `${JSON.stringify(next, null, 2)}\n`);
  }
}

process.stdin.once('data', () => {
  process.stdin.pause();
  main().then(
    () => process.exit(0),
    (e) => {
      process.stderr.write(`${(e as Error).message}\n`);
      process.exit(1);
    },
  );
});
