// npm run test:real, step 1: install the pinned real clients into .cache/real-clients when they are
// missing (about 760 MB). A failed install is reported; the real tests then skip with the reason.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { CLIENTS_DIR, CLAUDE_VERSION, CODEX_VERSION, clientsMissing } from '../lib/clients.js';

const missing = clientsMissing();
if (!missing) {
  console.log(`real clients present in ${CLIENTS_DIR}: claude-code ${CLAUDE_VERSION}, codex ${CODEX_VERSION}`);
} else {
  console.log(`installing real clients into ${CLIENTS_DIR} (${missing})`);
  mkdirSync(CLIENTS_DIR, { recursive: true });
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', CLIENTS_DIR,
    `@anthropic-ai/claude-code@${CLAUDE_VERSION}`, `@openai/codex@${CODEX_VERSION}`], { stdio: 'inherit' });
  const after = clientsMissing();
  if (r.status !== 0 || after) console.log(`real clients unavailable: ${after ?? `npm exited ${r.status}`} — the real tests will skip`);
}
