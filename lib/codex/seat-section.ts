// The Codex plugin section of `rig seat status`: for a Codex seat that selects openrig-core, the
// plugin's installed version and whether its hooks are trusted, need review, were modified since
// approval or are disabled by the user, read from the seat's CODEX_HOME (no Codex process runs).
import type { Env } from '../home/paths.js';
import type { SeatRecord } from '../seat/registry.js';
import { selectsCorePlugin } from '../seat/defaults.js';
import { seatCodexHome } from './codex-home.js';
import { CODEX_PLUGIN_NAME } from './facts.js';
import { shippedCodexPlugin } from './marketplace.js';
import { codexPluginStatus } from './read-state.js';
import { codexPluginAdvice, type CodexPluginStatus } from './status.js';
import { escapeForTerminal } from '../util/terminal-text.js';

export interface CodexPluginSection extends CodexPluginStatus {
  codexHome: string;
  todo: string;
}

/** Undefined for a seat this does not apply to. */
export function codexPluginSection(seat: SeatRecord, env: Env): CodexPluginSection | undefined {
  if (seat.runtime !== 'codex' || !selectsCorePlugin(seat.plugins)) return undefined;
  const codexHome = seat.codexHome ?? seatCodexHome({}, env)?.dir;
  if (!codexHome) return undefined;
  let status: CodexPluginStatus;
  try {
    status = codexPluginStatus(codexHome, shippedCodexPlugin(env));
  } catch (err) {
    status = { state: 'needs-review', detail: `cannot read the plugin's state: ${(err as Error).message}` };
  }
  return { ...status, codexHome, todo: codexPluginAdvice(status.state) };
}

export function codexPluginLine(s: CodexPluginSection): string {
  const head = `Codex plugin: ${CODEX_PLUGIN_NAME}${s.version ? ` ${s.version}` : ''} ${s.state} — ${s.detail}`;
  return escapeForTerminal(s.state === 'trusted' ? head : `${head}; ${s.todo}`);
}
