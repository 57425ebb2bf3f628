// The real clients for opt-in tests, in two pin sets: `pinned` (the versions the product was built
// against) and `newest` (the newest published when last measured). REAL_CLIENTS=pinned|newest|both
// picks which sets the real tests run against (default both). Each set lives in its own folder,
// $REAL_CLIENTS_DIR/<set> (default .cache/real-clients/<set>), and runs in a clean environment
// (auto-updater off, npm prefix guarded, throwaway HOME) against a loopback fake model server.
// The versions are OpenRig's own fact, lib/seat/tested-clients.ts (`rig version` marks what it
// finds by them); docs/supported-clients.md lists the same versions for readers.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { TESTED_CLIENT_SETS as CLIENT_SETS, type ClientSetName } from '../../../lib/seat/tested-clients.js';

export type { ClientSetName };

const REPO = join(import.meta.dirname, '..', '..', '..');
export const CLIENTS_ROOT = process.env.REAL_CLIENTS_DIR ?? join(REPO, '.cache', 'real-clients');

/** The sets REAL_CLIENTS names; anything else is a usage error (a typo must not test nothing). */
export function selectedSetNames(value = process.env.REAL_CLIENTS): ClientSetName[] {
  const v = (value ?? '').trim() || 'both';
  if (v === 'both') return ['pinned', 'newest'];
  if (v === 'pinned' || v === 'newest') return [v];
  throw new Error(`REAL_CLIENTS=${v} is not one of pinned, newest, both`);
}

export interface RealClients {
  set: ClientSetName;
  claudeVersion: string;
  codexVersion: string;
  dir: string;
  claudeBin: string;
  codexBin: string;
  /** `pinned: claude-code 2.1.328, codex 0.169.0`, for test names and figures. */
  label: string;
  /** Why this set cannot run here, or undefined when it can. */
  missing(): string | undefined;
  /** The environment every client of this set runs with; nothing from the developer's session leaks in. */
  env(home: string, extra?: Record<string, string>): Record<string, string>;
  /** HOME/.claude.json that skips onboarding, workspace trust and the API-key question. */
  seedClaudeHome(home: string, projectDir: string, apiKey: string): void;
  /** HOME/.codex with a fake Responses provider and an API-key login (codex ignores the env key until then). */
  seedCodexHome(home: string, fakePort: number, apiKey: string, cwd: string, extraConfig?: string[]): void;
  /** Runs a codex subcommand (plugin marketplace add, plugin add, …) with the throwaway HOME. */
  codexCli(home: string, args: string[], cwd: string): string;
}

function installedVersion(dir: string, pkg: string): string | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** A PATH with node's own folder first (the codex launcher is a Node script). */
export function clientPath(): string {
  return [dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(':');
}

export function clientSet(set: ClientSetName, root = CLIENTS_ROOT): RealClients {
  const { claude, codex } = CLIENT_SETS[set];
  const dir = join(root, set);
  const claudeBin = join(dir, 'node_modules', '.bin', 'claude');
  const codexBin = join(dir, 'node_modules', '.bin', 'codex');
  const npmGuard = join(dir, 'npm-prefix-guard');
  const env = (home: string, extra: Record<string, string> = {}) => {
    mkdirSync(npmGuard, { recursive: true });
    return {
      HOME: home,
      PATH: clientPath(),
      TERM: 'xterm-256color',
      LANG: 'C.UTF-8',
      // Always: Claude Code's auto-updater once ran a global npm install from a test session.
      DISABLE_AUTOUPDATER: '1',
      NPM_CONFIG_PREFIX: npmGuard,
      ...extra,
    };
  };
  return {
    set,
    claudeVersion: claude,
    codexVersion: codex,
    dir,
    claudeBin,
    codexBin,
    label: `${set}: claude-code ${claude}, codex ${codex}`,
    missing() {
      if (spawnSync('tmux', ['-V']).status !== 0) return 'tmux is not installed';
      if (installedVersion(dir, '@anthropic-ai/claude-code') !== claude || !existsSync(claudeBin)) {
        return `Claude Code ${claude} (${set}) is not installed in ${dir} (npm run test:real installs it)`;
      }
      if (installedVersion(dir, '@openai/codex') !== codex || !existsSync(codexBin)) {
        return `Codex ${codex} (${set}) is not installed in ${dir} (npm run test:real installs it)`;
      }
      return undefined;
    },
    env,
    seedClaudeHome(home, projectDir, apiKey) {
      mkdirSync(home, { recursive: true });
      writeFileSync(
        join(home, '.claude.json'),
        JSON.stringify(
          {
            hasCompletedOnboarding: true,
            lastReleaseNotesSeen: claude,
            hasSeenAutoDefaultNotice: true,
            autoUpdates: false,
            customApiKeyResponses: { approved: [apiKey.slice(-20)], rejected: [] },
            projects: { [projectDir]: { hasTrustDialogAccepted: true, allowedTools: [] } },
          },
          null,
          2,
        ) + '\n',
      );
    },
    seedCodexHome(home, fakePort, apiKey, cwd, extraConfig = []) {
      const codexHome = join(home, '.codex');
      mkdirSync(codexHome, { recursive: true });
      writeFileSync(
        join(codexHome, 'config.toml'),
        [
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
          ...extraConfig,
          '',
        ].join('\n'),
      );
      const login = spawnSync(codexBin, ['login', '--with-api-key'], {
        input: apiKey + '\n',
        env: env(home, { OPENAI_API_KEY: apiKey }),
        cwd,
        encoding: 'utf8',
      });
      if (login.status !== 0) throw new Error(`codex login failed: ${login.stderr}`);
    },
    codexCli(home, args, cwd) {
      const r = spawnSync(codexBin, args, { env: env(home), cwd, encoding: 'utf8', timeout: 60_000 });
      if (r.status !== 0) throw new Error(`codex ${args.join(' ')} failed (${r.status}): ${r.stderr}${r.stdout}`);
      return r.stdout;
    },
  };
}

/** The sets REAL_CLIENTS selects, installed or not (a test registers a skip for a missing one). */
export function selectedSets(): RealClients[] {
  return selectedSetNames().map((s) => clientSet(s));
}
