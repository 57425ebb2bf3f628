// npm run test:real, step 1: install each client set REAL_CLIENTS selects (pinned, newest or both;
// default both) into its own folder, $REAL_CLIENTS_DIR/<set>, when it is missing (about 800 MB a
// set). Exact versions, never `latest`. A failed install (offline CI) is reported and exits 0: the
// real tests then skip with the reason.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { selectedSets, type RealClients } from '../lib/clients.js';

let sets: RealClients[];
try {
  sets = selectedSets();
} catch (err) {
  console.error(`test:real: ${(err as Error).message} — set REAL_CLIENTS to pinned, newest or both`);
  process.exit(2);
}

for (const c of sets) {
  const missing = c.missing();
  if (!missing) {
    console.log(`real clients present (${c.label}) in ${c.dir}`);
    continue;
  }
  console.log(`installing real clients (${c.label}) into ${c.dir} (${missing})`);
  mkdirSync(c.dir, { recursive: true });
  const r = spawnSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefix',
      c.dir,
      `@anthropic-ai/claude-code@${c.claudeVersion}`,
      `@openai/codex@${c.codexVersion}`,
    ],
    { stdio: 'inherit', env: { ...process.env, DISABLE_AUTOUPDATER: '1' } },
  );
  const after = c.missing();
  if (r.status !== 0 || after)
    console.log(
      `real clients (${c.set}) unavailable: ${after ?? `npm exited ${r.status}`} — the real tests for this set will skip`,
    );
}
