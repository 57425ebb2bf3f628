// The pinned real clients for opt-in tests: where they are installed, the clean environment they
// run in (auto-updater off, npm prefix guarded, throwaway HOME), and the seeds that take each one
// straight to its composer against a loopback fake model server.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';

export const CLAUDE_VERSION = '2.1.328';
export const CODEX_VERSION = '0.169.0';

const REPO = join(import.meta.dirname, '..', '..', '..');
export const CLIENTS_DIR = process.env.REAL_CLIENTS_DIR ?? join(REPO, '.cache', 'real-clients');
export const CLAUDE_BIN = join(CLIENTS_DIR, 'node_modules', '.bin', 'claude');
export const CODEX_BIN = join(CLIENTS_DIR, 'node_modules', '.bin', 'codex');
const NPM_GUARD = join(CLIENTS_DIR, 'npm-prefix-guard');

function installedVersion(pkg: string): string | undefined {
  try {
    return JSON.parse(readFileSync(join(CLIENTS_DIR, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** Why the real clients cannot run here, or undefined when they can. */
export function clientsMissing(): string | undefined {
  if (spawnSync('tmux', ['-V']).status !== 0) return 'tmux is not installed';
  if (installedVersion('@anthropic-ai/claude-code') !== CLAUDE_VERSION || !existsSync(CLAUDE_BIN)) {
    return `Claude Code ${CLAUDE_VERSION} is not installed in ${CLIENTS_DIR} (npm run test:real installs it)`;
  }
  if (installedVersion('@openai/codex') !== CODEX_VERSION || !existsSync(CODEX_BIN)) {
    return `Codex ${CODEX_VERSION} is not installed in ${CLIENTS_DIR} (npm run test:real installs it)`;
  }
  return undefined;
}

/** A PATH with node's own folder first (the codex launcher is a Node script). */
export function clientPath(): string {
  return [dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(':');
}

/** The environment every client runs with; nothing from the developer's own session leaks in. */
export function clientEnv(home: string, extra: Record<string, string> = {}): Record<string, string> {
  mkdirSync(NPM_GUARD, { recursive: true });
  return {
    HOME: home,
    PATH: clientPath(),
    TERM: 'xterm-256color',
    LANG: 'C.UTF-8',
    DISABLE_AUTOUPDATER: '1',
    NPM_CONFIG_PREFIX: NPM_GUARD,
    ...extra,
  };
}

/** HOME/.claude.json that skips onboarding, workspace trust and the API-key question. */
export function seedClaudeHome(home: string, projectDir: string, apiKey: string): void {
  mkdirSync(home, { recursive: true });
  writeFileSync(join(home, '.claude.json'), JSON.stringify({
    hasCompletedOnboarding: true,
    lastReleaseNotesSeen: CLAUDE_VERSION,
    hasSeenAutoDefaultNotice: true,
    autoUpdates: false,
    customApiKeyResponses: { approved: [apiKey.slice(-20)], rejected: [] },
    projects: { [projectDir]: { hasTrustDialogAccepted: true, allowedTools: [] } },
  }, null, 2) + '\n');
}

/** HOME/.codex with a fake Responses provider and an API-key login (codex ignores the env key until then). */
export function seedCodexHome(home: string, fakePort: number, apiKey: string, cwd: string): void {
  const codexHome = join(home, '.codex');
  mkdirSync(codexHome, { recursive: true });
  writeFileSync(join(codexHome, 'config.toml'), [
    'model = "fake-model"',
    'model_provider = "fake"',
    '',
    '[model_providers.fake]',
    'name = "Fake"',
    `base_url = "http://127.0.0.1:${fakePort}/v1"`,
    'wire_api = "responses"',
    'env_key = "OPENAI_API_KEY"',
    'supports_websockets = false',
    '',
    '[tui]',
    'screen_reader_detection_done = true',
    '',
  ].join('\n'));
  const login = spawnSync(CODEX_BIN, ['login', '--with-api-key'], { input: apiKey + '\n', env: clientEnv(home, { OPENAI_API_KEY: apiKey }), cwd, encoding: 'utf8' });
  if (login.status !== 0) throw new Error(`codex login failed: ${login.stderr}`);
}

/** Runs a codex subcommand (plugin marketplace add, plugin add, …) with the throwaway HOME. */
export function codexCli(home: string, args: string[], cwd: string): string {
  const r = spawnSync(CODEX_BIN, args, { env: clientEnv(home), cwd, encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`codex ${args.join(' ')} failed (${r.status}): ${r.stderr}${r.stdout}`);
  return r.stdout;
}
