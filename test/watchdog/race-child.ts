// One racer for store-concurrency.test.ts: waits for "go" on stdin, then adds N watchdog jobs to the
// home at argv[3], either through the store (locked) or with the same read-modify-write done by
// hand without the lock (the negative control), pausing between read and write.
import { readFileSync } from 'node:fs';
import { homePaths } from '../../lib/home/paths.js';
import { addJob, readJobs } from '../../lib/watchdog/store.js';
import { buildJob } from '../../lib/watchdog/job.js';
import { loadAtomicWriter, writeFileAtomicallySync } from '../../lib/store/index.js';

const [mode, root, who, count] = process.argv.slice(2);
const home = homePaths(root!);
const pause = () => new Promise((r) => setTimeout(r, 5));
const job = (i: number) =>
  buildJob(
    { policy: 'periodic', seat: 'a@r', message: `${who}-${i}`, interval: '10m', createdBy: `racer ${who}` },
    Date.now(),
  );

process.stdin.once('data', async () => {
  await loadAtomicWriter();
  for (let i = 0; i < Number(count); i++) {
    if (mode === 'locked') await addJob(home, job(i));
    else {
      let doc: { schema: string; version: number; jobs: Record<string, unknown> };
      try {
        doc = JSON.parse(readFileSync(home.watchdogJobs, 'utf8'));
      } catch {
        doc = { schema: 'watchdog-jobs', version: 1, jobs: {} };
      }
      await pause();
      const j = job(i);
      doc.jobs[j.id] = j;
      writeFileAtomicallySync(home.watchdogJobs, JSON.stringify(doc));
    }
  }
  process.stdout.write(`${readJobs(home).length}\n`);
});
process.stdout.write('ready\n');
