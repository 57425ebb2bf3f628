// Claude Code status-line sensor (Claude plugin only; not a hook event: OpenRig launches a seat
// with it as the statusLine command in a per-seat --settings file). Run as
// `node statusline.cjs --runtime claude`. It records the seat's context usage from the status-line
// JSON and prints the user's own status line (chained) or OpenRig's. Everything lives in
// lib/context-usage (statusline-process.ts, statusline-run.ts).
import { runStatusLineProcess } from '../lib/context-usage/statusline-process.js';

runStatusLineProcess();
