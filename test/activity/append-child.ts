// A child process of the append negative control (test/activity/append-control.proc.test.ts), bundled
// by that test: says "ready" on stdout, waits for "go" on stdin, then adds one prompt observation to the seat's journal —
// as the hook does ('append': O_APPEND, one write) or as a broken writer would ('offset': it
// reads where the journal ends, pauses, then writes there). Argv: mode home index pauseMs.
import { closeSync, fstatSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { appendObservation, journalEntry } from '../../lib/activity/journal-append.js';
import { promptHash } from '../../lib/activity/prompt-hash.js';
import { homePaths, seatHooksJournalPath } from '../../lib/home/paths.js';
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
const home = homePaths(root!);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  if (mode === 'append') {
    await sleep(Number(pause));
    appendObservation(home, obs);
    return;
  }
  const file = seatHooksJournalPath(home, obs.nodeId, obs.occupant);
  mkdirSync(dirname(file), { recursive: true });
  const fd = openSync(file, 'a+');
  const at = fstatSync(fd).size;
  await sleep(Number(pause));
  closeSync(fd);
  const w = openSync(file, 'r+');
  writeSync(w, `${JSON.stringify(journalEntry(obs))}\n`, at);
  closeSync(w);
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
// Listening on stdin now: the parent lets all go at once when every child has said so.
process.stdout.write('ready\n');
