// Refocus hook (Claude Code: UserPromptSubmit, Stop, PostCompact; Codex: UserPromptSubmit,
// PostCompact). Run as `node refocus.cjs --runtime claude|codex`. Everything lives in lib/refocus:
//   hook-process.ts  the hook as a process: stdin, stdout once, the exit (and the --trace mode)
//   hook-run.ts      one run up to the lock-free decision, testable in-process
//   full-run.ts      the chunk boundary: what a run loads only when something must be written
//   engine.ts        the locked part: record due state, deliver, consume
import { runHookProcess } from '../lib/refocus/hook-process.js';

runHookProcess();
