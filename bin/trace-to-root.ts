// The `trace-to-root` executable: `rig trace` under its own name, with the same flags, output and
// exit codes (lib/cli/trace-main.ts).
import { traceMain } from '../lib/cli/trace-main.js';

traceMain(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
