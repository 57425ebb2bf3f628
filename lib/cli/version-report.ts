// `rig version`'s decisions, pure: the version in each tool's answer, what a lookup that failed or
// hung reads as, whether a client's build is one OpenRig is tested against, and the lines printed.
// The lookups themselves (a bounded run each) are in version.ts.
import type { AgentClient } from '../seat/runtime.js';
import { testedIn, testedVersions, type ClientSetName } from '../seat/tested-clients.js';
import type { BoundedOutcome } from '../util/run-bounded.js';

export type VersionTool = 'tmux' | AgentClient;

/** The programs looked up on PATH, in the order printed, and how each is asked for its version. */
export const VERSION_TOOLS: Readonly<Record<VersionTool, readonly string[]>> = {
  tmux: ['-V'],
  claude: ['--version'],
  codex: ['--version'],
};

/** How long each lookup may take (they run side by side) before it reads "unknown". */
export const VERSION_DEADLINE_MS = 5000;

/** One program's lookup: where PATH found it (undefined: nowhere) and how its run ended. */
export interface ToolProbe {
  path?: string;
  outcome?: BoundedOutcome;
}

export interface ToolReading {
  found: boolean;
  path: string | null;
  version: string | null;
  /** Why the version is unknown although the program was found. */
  problem: string | null;
}

export interface ClientReading extends ToolReading {
  /** Whether this build is one OpenRig is tested against; null when the build is not known. */
  tested: boolean | null;
  tested_in: ClientSetName[];
  tested_versions: string[];
}

export interface VersionReport {
  openrig: string | null;
  node: string;
  tmux: ToolReading;
  claude: ClientReading;
  codex: ClientReading;
}

/** Pure: the version a tool's answer names (`tmux 3.3a`, `2.1.328 (Claude Code)`, `codex-cli 0.169.0`). */
export function parseToolVersion(tool: VersionTool, text: string): string | undefined {
  if (tool === 'tmux') return /^tmux (\S+)/m.exec(text)?.[1];
  return /(?:^|\s)v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)(?=[\s(]|$)/m.exec(text)?.[1];
}

const seconds = (ms: number) => `${ms / 1000} s`;

/** Pure: what one lookup says. An answer from a run that hung or failed is not taken, version or not. */
export function readTool(tool: VersionTool, probe: ToolProbe, deadlineMs: number): ToolReading {
  if (probe.path === undefined) return { found: false, path: null, version: null, problem: null };
  const path = probe.path;
  const unknown = (problem: string): ToolReading => ({ found: true, path, version: null, problem });
  const o = probe.outcome;
  if (!o) return unknown('not run');
  if (o.kind === 'failed') return unknown(`could not run it: ${o.message}`);
  if (o.kind === 'timeout') return unknown(`no answer within ${seconds(deadlineMs)}`);
  if (o.code !== 0) return unknown(o.code === null ? `ended by ${o.signal}` : `exited with ${o.code}`);
  const version = parseToolVersion(tool, o.stdout) ?? parseToolVersion(tool, o.stderr);
  return version ? { found: true, path, version, problem: null } : unknown('its answer names no version');
}

/** Pure: a client's reading, marked tested or not against lib/seat/tested-clients.ts. */
export function readClient(client: AgentClient, probe: ToolProbe, deadlineMs: number): ClientReading {
  const r = readTool(client, probe, deadlineMs);
  const sets = r.version ? testedIn(client, r.version) : [];
  return {
    ...r,
    tested: r.version ? sets.length > 0 : null,
    tested_in: sets,
    tested_versions: testedVersions(client),
  };
}

/** Pure: `rig --version`'s line, also the first of `rig version`. */
export function versionLine(openrig: string | null | undefined): string {
  return `openrig ${openrig ?? 'unknown (package.json not found)'}`;
}

function toolText(r: ToolReading | ClientReading): string {
  if (!r.found) return 'not found on PATH';
  const parts = [r.version ?? `unknown (${r.problem})`];
  if ('tested' in r) {
    const list = r.tested_versions.join(', ');
    if (r.tested === true) parts.push(`tested (${r.tested_in.join(', ')})`);
    else if (r.tested === false) parts.push(`not tested (tested: ${list})`);
  }
  parts.push(r.path ?? '');
  return parts.filter(Boolean).join('  ');
}

/** Pure: the lines `rig version` prints, one per thing, the names in a column. */
export function versionLines(r: VersionReport): string[] {
  const rows: [string, string][] = [
    ['openrig', r.openrig ?? 'unknown (package.json not found)'],
    ['node', r.node],
    ['tmux', toolText(r.tmux)],
    ['claude', toolText(r.claude)],
    ['codex', toolText(r.codex)],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, text]) => `${name.padEnd(width)}  ${text}`);
}
