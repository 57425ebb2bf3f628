// Refocus hook (Claude Code: UserPromptSubmit, Stop, PostCompact; Codex: UserPromptSubmit,
// PostCompact). Run as `node refocus.cjs --runtime claude|codex`. Everything lives in lib/refocus.
import { runHookProcess } from '../lib/refocus/process-runner.js';

runHookProcess();
