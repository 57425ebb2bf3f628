// The hook of an event with more than one OpenRig job (Claude Code: UserPromptSubmit and Stop
// run seat-events and refocus, PostCompact compaction and refocus; Codex: UserPromptSubmit). Run
// as `node event-jobs.cjs --runtime claude|codex --event <name>`, inside refocus's wrapper (its
// output is the runtime's answer). lib/hook/event-jobs.ts names the jobs of each event; each job is
// the very one its own script runs (refocus.cjs, seat-events.cjs, compaction.cjs), with its own
// deadline and failure isolation, sharing one process and one read of stdin
// (lib/hook/process-shell.ts runHookJobs): one Node start-up per event instead of two.
import { seatEventsJob } from '../lib/activity/hook-process.js';
import { compactionJob } from '../lib/compaction/hook-process.js';
import { eventOfArgv, jobsFor, runtimeOfArgv, type HookJobName } from '../lib/hook/event-jobs.js';
import type { HookJob } from '../lib/hook/process-shell.js';
import { runHookJobs } from '../lib/hook/process-shell.js';
import { refocusJob } from '../lib/refocus/hook-process.js';
import { writeAllSync } from '../lib/util/fd-write.js';

const JOBS: Record<HookJobName, () => HookJob> = {
  'seat-events': seatEventsJob,
  refocus: () => refocusJob(),
  compaction: compactionJob,
};

const argv = process.argv.slice(2);
const event = eventOfArgv(argv);
const names = jobsFor(runtimeOfArgv(argv), event ?? '');
if (names.length > 0) runHookJobs(names.map((n) => JOBS[n]()));
// A registration this table does not know (a hand-edited hook file): nothing to run, said once.
else
  writeAllSync(
    2,
    `event-jobs: no OpenRig job runs on ${JSON.stringify(event ?? '')} — register the event's own script instead\n`,
  );
