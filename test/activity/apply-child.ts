// A child process of the lock negative control (test/activity/lock-control.test.ts), bundled by
// that test: waits for "go" on stdin, then merges one prompt observation into the seat's record,
// pausing between its read and its write — under the store's lock ('locked') or without it
// ('unlocked', the broken variant). Argv: mode home index pauseMs.
import { mergeObservation } from '../../lib/activity/merge.js';
import { seatHooksKind } from '../../lib/activity/kind.js';
import { promptHash } from '../../lib/activity/prompt-hash.js';
import { homePaths, seatHooksPath } from '../../lib/home/paths.js';
import {
  loadAtomicWriter,
  readDocument,
  UNCHANGED,
  updateDocument,
  writeFileAtomicallySync,
} from '../../lib/store/index.js';
import type { HookObservation } from '../../lib/activity/contract.js';

const [mode, root, index, pause] = process.argv.slice(2);
const i = Number(index);
// The same seat and seqs as test/activity/harness.ts (not imported: it reads import.meta).
const T0 = 1_796_000_000_000_000;
const seq = T0 + 1 + i;
const obs: HookObservation = {
  v: 1,
  nodeId: 'n-0123456789abcdef',
  occupant: 'o-00000000000000a1',
  seat: 'dev@core',
  runtime: 'claude',
  event: 'UserPromptSubmit',
  seq,
  observedAt: new Date(Math.floor(seq / 1000)).toISOString(),
  promptHash: promptHash(`p${i}`),
};
const file = seatHooksPath(homePaths(root!), obs.nodeId, obs.occupant);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  await loadAtomicWriter();
  if (mode === 'locked') {
    await updateDocument(
      seatHooksKind,
      file,
      async (cur) => {
        const next = mergeObservation(cur, obs);
        await sleep(Number(pause));
        return next;
      },
      { waitMs: 60_000 },
    );
  } else {
    const cur = readDocument(seatHooksKind, file, { onCorrupt: 'fresh' });
    const next = mergeObservation(cur, obs);
    await sleep(Number(pause));
    if (next !== UNCHANGED) writeFileAtomicallySync(file, `${JSON.stringify(next, null, 2)}\n`);
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
