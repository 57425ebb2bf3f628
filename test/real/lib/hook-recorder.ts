// A recorder plugin for real clients: every registered hook runs one small Node script that appends
// a JSON line {stdin, env} to a log file and exits 0 with empty stdout (it decides nothing). `stdin`
// is the hook's stdin parsed (or the raw text when it is not JSON); `env` holds the few variables a
// hook script relies on (project dir, plugin root), so a test can say what the client set.
// The Claude form is a plugin dir (load with --plugin-dir); the Codex form is a local marketplace
// (install with `codex plugin marketplace add` + `codex plugin add`).
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeMarketplaceCatalog } from './codex-marketplace.js';
import { join } from 'node:path';

/** The environment names the recorder keeps (values of anything secret-looking are never kept). */
export const RECORDED_ENV = [
  'CLAUDE_PROJECT_DIR',
  'CLAUDE_PLUGIN_ROOT',
  'CLAUDE_PLUGIN_DATA',
  'CLAUDE_CODE_SESSION_ID',
  'CLAUDECODE',
  'PLUGIN_ROOT',
  'PLUGIN_DATA',
  'PWD',
] as const;

export interface HookRecord {
  stdin: Record<string, unknown> & { hook_event_name?: string };
  env: Partial<Record<(typeof RECORDED_ENV)[number], string>>;
  /** Milliseconds since the epoch when the recorder ran. */
  at: number;
}

const SCRIPT = (log: string) => `'use strict';
// Hook recorder (test only): append {stdin, env, at} as one line, print nothing, exit 0.
const fs = require('node:fs');
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', () => {
  const raw = Buffer.concat(chunks).toString('utf8');
  let stdin;
  try { stdin = JSON.parse(raw); } catch { stdin = { raw }; }
  const env = {};
  for (const k of ${JSON.stringify(RECORDED_ENV)}) if (process.env[k] !== undefined) env[k] = process.env[k];
  fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify({ stdin, env, at: Date.now() }) + '\\n');
  process.exit(0);
});
`;

function hooksJson(events: string[], command: string, timeout: number) {
  return {
    description: 'OpenRig real-client test: hook recorder',
    hooks: Object.fromEntries(events.map((e) => [e, [{ hooks: [{ type: 'command', command, timeout }] }]])),
  };
}

function writeScript(dir: string, log: string): string {
  mkdirSync(dir, { recursive: true });
  const script = join(dir, 'record.cjs');
  writeFileSync(script, SCRIPT(log));
  chmodSync(script, 0o755);
  return script;
}

/** A Claude Code plugin dir whose hooks record `events` into `log`. */
export function claudeRecorderPlugin(dir: string, log: string, events: string[]): string {
  const root = join(dir, 'claude-recorder');
  mkdirSync(join(root, '.claude-plugin'), { recursive: true });
  mkdirSync(join(root, 'hooks'), { recursive: true });
  writeFileSync(
    join(root, '.claude-plugin', 'plugin.json'),
    JSON.stringify({ name: 'openrig-hook-recorder', version: '0.0.1', description: 'Records hook stdin (test)' }),
  );
  // The script sits inside the plugin and is reached through CLAUDE_PLUGIN_ROOT, as a shipped hook is.
  writeScript(join(root, 'scripts'), log);
  const command = `"${process.execPath}" "\${CLAUDE_PLUGIN_ROOT}/scripts/record.cjs"`;
  writeFileSync(join(root, 'hooks', 'hooks.json'), JSON.stringify(hooksJson(events, command, 10), null, 2));
  return root;
}

/** A local Codex marketplace holding one plugin whose hooks record `events` into `log`. */
export function codexRecorderMarketplace(dir: string, log: string, events: string[]): { dir: string; plugin: string } {
  const mkt = join(dir, 'recorder-marketplace');
  const root = join(mkt, 'plugins', 'hook-recorder');
  mkdirSync(join(root, '.codex-plugin'), { recursive: true });
  mkdirSync(join(root, 'hooks'), { recursive: true });
  writeFileSync(
    join(root, '.codex-plugin', 'plugin.json'),
    JSON.stringify({
      name: 'hook-recorder',
      version: '0.0.1',
      description: 'Records hook stdin (test)',
      hooks: './hooks/hooks.json',
    }),
  );
  // Codex runs an installed copy of the plugin: the script path is absolute, outside the copy.
  const script = writeScript(join(dir, 'recorder-bin'), log);
  const command = `"${process.execPath}" "${script}"`;
  writeFileSync(join(root, 'hooks', 'hooks.json'), JSON.stringify(hooksJson(events, command, 10), null, 2));
  const plugin = writeMarketplaceCatalog(mkt, 'openrig-recorder', 'OpenRig hook recorder (test)', 'hook-recorder');
  return { dir: mkt, plugin };
}

export function readRecords(log: string): HookRecord[] {
  if (!existsSync(log)) return [];
  const out: HookRecord[] = [];
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line));
    } catch {
      // a line being written right now: read again later
    }
  }
  return out;
}

export function eventsNamed(log: string, name: string): HookRecord[] {
  return readRecords(log).filter((r) => r.stdin.hook_event_name === name);
}
