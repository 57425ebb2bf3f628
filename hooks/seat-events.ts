// Seat-events hook (Claude Code: SessionStart, UserPromptSubmit, PreToolUse, PostToolUse, Stop,
// StopFailure, Notification, PermissionRequest, SessionEnd; Codex: SessionStart, UserPromptSubmit,
// Stop, PermissionRequest). Run as `node seat-events.cjs --runtime claude|codex`. It records what
// the runtime's own hooks say about the seat (activity, session id, prompt hashes, the first-launch
// marker, permission evidence) and prints nothing. Everything lives in lib/activity:
//   hook-process.ts  the process: stdin, the exit, the hard stop
//   hook-run.ts      one run, testable in-process
//   hook-write.ts    the chunk boundary: the store code a run loads only when it records
import { runSeatEventsProcess } from '../lib/activity/hook-process.js';

runSeatEventsProcess();
