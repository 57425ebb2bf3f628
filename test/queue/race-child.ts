// Child process for queue-concurrency.test.ts: waits for a shared "go" file, then appends block
// notes to one row — through the library (locked) or by a bare read-modify-write (the negative
// control, no lock). Not a test file itself.
import { existsSync } from 'node:fs';
import { homePaths, queueRowPath } from '../../lib/home/paths.js';
import { transitionQueueRow } from '../../lib/queue/queue-store.js';
import { applyTransition } from '../../lib/queue/transitions.js';
import { queueRowKind } from '../../lib/queue/row.js';
import { loadAtomicWriter, readDocument, writeFileAtomicallySync } from '../../lib/store/index.js';

const [mode, homeDir, id, countText, label, goFile] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
  string,
];
const home = homePaths(homeDir);
const count = Number(countText);

await loadAtomicWriter();
process.stdout.write('ready\n');
while (!existsSync(goFile)) await new Promise((r) => setTimeout(r, 2));

let ok = 0;
for (let i = 0; i < count; i++) {
  const note = `${label}-${i}`;
  if (mode === 'locked') {
    await transitionQueueRow(home, { OPENRIG_SESSION_NAME: `${label}@race` }, id, { verb: 'block', on: label, note });
  } else {
    const file = queueRowPath(home, id);
    const row = readDocument(queueRowKind, file)!;
    const next = applyTransition(row, {
      verb: 'block',
      actor: `${label}@race`,
      at: new Date().toISOString(),
      note,
      blockedOn: label,
    });
    if (!next.ok) throw new Error(next.reason);
    writeFileAtomicallySync(file, JSON.stringify(next.row, null, 2) + '\n');
  }
  ok++;
}
process.stdout.write(`done ${ok}\n`);
