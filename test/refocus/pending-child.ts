// Child process for process.test.ts: the real process runner with a trace lookup that never settles
// and keeps a timer alive (an interval), as a cut lookup can leave behind. `control` runs the same
// hook body without the runner's explicit exit, showing the pending work would keep Node alive.
import { runHookProcess } from '../../lib/refocus/hook-process.js';
import { runRefocusHook } from '../../lib/refocus/hook-run.js';
import { fakeLookups } from './harness.js';

const lookups = fakeLookups();
lookups.trace = () =>
  new Promise(() => {
    setInterval(() => undefined, 1000);
  });
if (process.argv.includes('control')) {
  let stdin = '';
  process.stdin.on('data', (d) => {
    stdin += d;
  });
  process.stdin.on('end', () => {
    void runRefocusHook({
      argv: ['--runtime', 'claude'],
      env: process.env,
      cwd: process.cwd(),
      readStdin: async () => stdin,
      out: async (t) => {
        process.stdout.write(t);
      },
      err: (l) => process.stderr.write(`${l}\n`),
      lookups,
    });
  });
} else {
  runHookProcess({ lookups });
}
