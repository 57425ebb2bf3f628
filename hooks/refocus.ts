// Refocus hook (Claude Code: UserPromptSubmit, Stop, PostCompact; Codex: UserPromptSubmit,
// PostCompact). Run as `node refocus.cjs --runtime claude|codex`. Everything lives in lib/refocus:
//   hook-process.ts  the hook as a process: stdin, stdout once, the exit
//   hook-run.ts      one run up to the lock-free decision, testable in-process
//   full-run.ts      the chunk boundary: what a run loads only when something must be written
//   engine.ts        the locked part: record due state, deliver, consume
// `refocus.cjs --trace …` is trace-to-root from the plugin folder (the route a work packet prints,
// lib/trace/route-command.ts): the CLI's trace command, loaded only in that mode.
import { runHookProcess } from '../lib/refocus/hook-process.js';
import { HOOK_TRACE_FLAG } from '../lib/trace/route-command.js';

if (process.argv[2] === HOOK_TRACE_FLAG) {
  void import('../lib/cli/trace-main.js')
    .then((m) => m.traceMain(process.argv.slice(3)))
    .then((code) => {
      process.exitCode = code;
    });
} else runHookProcess();
