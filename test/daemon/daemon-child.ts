// A daemon in a child process with test seams between paste and Enter, for the crash and
// clean-stop tests. Env: OPENRIG_HOME; CHILD_MARKER (file written right after the paste);
// CHILD_AFTER_PASTE = 'hang' (never continue) or a delay in ms.
import { writeFileSync } from 'node:fs';
import { homePaths, resolveHome } from '../../lib/home/paths.js';
import { startDaemon } from '../../lib/daemon/daemon.js';

const home = homePaths(resolveHome(process.env));
const marker = process.env.CHILD_MARKER!;
const after = process.env.CHILD_AFTER_PASTE ?? '0';
const running = await startDaemon(home, {
  sendDeps: {
    hooks: {
      afterPaste: async () => {
        writeFileSync(marker, String(Date.now()));
        if (after === 'hang') await new Promise(() => {});
        await new Promise((r) => setTimeout(r, Number(after)));
      },
    },
  },
});
process.once('SIGTERM', () => {
  void running.close().then(() => process.exit(0));
});
process.stdout.write(`ready ${process.pid}\n`);
