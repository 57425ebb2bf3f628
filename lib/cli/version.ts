// rig version [--json] — OpenRig's version, the Node running it, and the tmux, Claude Code and Codex
// found on PATH, each client marked tested or not (lib/seat/tested-clients.ts). Each program is
// asked side by side under a deadline, so a hung `claude --version` reads "unknown" instead of
// hanging the command (version-report.ts decides what each answer means).
import { defineCommand } from './verb.js';
import { bool } from './args.js';
import { printJson, say } from './cli-context.js';
import {
  readClient,
  readTool,
  VERSION_DEADLINE_MS,
  VERSION_TOOLS,
  versionLines,
  type ToolProbe,
  type VersionReport,
  type VersionTool,
} from './version-report.js';
import { findProgram } from '../codex/codex-cli.js';
import { packageVersion } from '../util/package-root.js';
import { runBounded } from '../util/run-bounded.js';
import type { Env } from '../home/paths.js';

async function probe(tool: VersionTool, env: Env, cwd: string, deadlineMs: number): Promise<ToolProbe> {
  const path = findProgram(tool, env.PATH);
  if (!path) return {};
  // Asking for a version must never start an update.
  const runEnv = { ...env, DISABLE_AUTOUPDATER: '1' };
  return { path, outcome: await runBounded(path, [...VERSION_TOOLS[tool]], { env: runEnv, cwd, deadlineMs }) };
}

/** Looks every program up on env's PATH, each under `deadlineMs`, and reads the answers. */
export async function gatherVersions(env: Env, cwd: string, deadlineMs = VERSION_DEADLINE_MS): Promise<VersionReport> {
  const [tmux, claude, codex] = await Promise.all(
    (Object.keys(VERSION_TOOLS) as VersionTool[]).map((t) => probe(t, env, cwd, deadlineMs)),
  );
  return {
    openrig: packageVersion() ?? null,
    node: process.versions.node,
    tmux: readTool('tmux', tmux!, deadlineMs),
    claude: readClient('claude', claude!, deadlineMs),
    codex: readClient('codex', codex!, deadlineMs),
  };
}

export const versionCommand = defineCommand(
  {
    name: 'version',
    usage: ['rig version [--json]'],
    details: [
      "Prints OpenRig's version, the Node.js running it, and the tmux, Claude Code (claude) and Codex",
      '(codex) found on PATH with their versions. Each client is marked tested or not tested: OpenRig',
      'reads their screens and runs their hooks, and is tested against the builds docs/supported-clients.md',
      `lists. Each program gets ${VERSION_DEADLINE_MS / 1000} s to answer; one that does not reads "unknown".`,
      'rig --version prints the first line only, without asking anything.',
    ].join('\n'),
  },
  {
    args: { boolean: ['json'] },
    options: (p) => ({ json: bool(p, 'json') }),
    async run({ json }, ctx) {
      const report = await gatherVersions(ctx.env, ctx.cwd);
      if (json) printJson(ctx, report);
      else for (const line of versionLines(report)) say(ctx, line);
    },
  },
);
