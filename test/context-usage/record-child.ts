// A child process of the context-usage lock control (lock-control.test.ts), bundled by that test:
// says `ready` on stdout, waits for `go` on stdin, then stores sample i (taken i seconds after a
// base time) — under the store's lock ('locked', yielding a turn between its read and its write)
// or without it ('unlocked', the broken variant: it reads, says `read`, and writes only when told
// `write`, so the test orders every read before any write and the writes oldest last, whatever
// the machine's load). Argv: mode home index.
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

const [mode, root, index] = process.argv.slice(2);
const i = Number(index);
const owner = { nodeId: 'n-0123456789abcdef', occupant: 'o-00000000000000a1', seat: 'impl@demo' };
const sample = {
  usedPercent: i,
  sampledAt: new Date(Date.parse('2026-12-02T02:00:00.000Z') + i * 1000).toISOString(),
  source: 'statusline' as const,
  sessionId: 'sid',
};
const file = contextSamplePath(homePaths(root!), owner.nodeId);
const lines: string[] = [];
const waiters: ((line: string) => void)[] = [];
let buffered = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d: string) => {
  buffered += d;
  for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
    const line = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    const w = waiters.shift();
    if (w) w(line);
    else lines.push(line);
  }
});
const nextLine = () =>
  new Promise<string>((r) => {
    const l = lines.shift();
    if (l !== undefined) r(l);
    else waiters.push(r);
  });
const say = (word: string) => process.stdout.write(`${word}\n`);

async function main() {
  await loadAtomicWriter();
  if (mode === 'locked') {
    await updateDocument(
      contextUsageKind,
      file,
      async (cur) => {
        const next = nextUsageDoc(cur, owner, sample, null);
        // A turn of the event loop inside the lock: the others' attempts run meanwhile, not a pause.
        await new Promise((r) => setImmediate(r));
        return next ?? UNCHANGED;
      },
      { waitMs: 60_000 },
    );
  } else {
    const cur = readDocument(contextUsageKind, file, { onCorrupt: 'fresh' });
    const next = nextUsageDoc(cur, owner, sample, null);
    say('read');
    await nextLine(); // write
    if (next !== null) writeFileAtomicallySync(file, `${JSON.stringify(next, null, 2)}\n`);
  }
}

say('ready');
nextLine()
  .then(main)
  .then(
    () => process.exit(0),
    (e) => {
      process.stderr.write(`${(e as Error).message}\n`);
      process.exit(1);
    },
  );
