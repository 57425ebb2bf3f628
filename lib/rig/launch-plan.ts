// A seat's launch as a list of contributions, composed into the pane's command. Pure. A fresh
// launch, a relaunch, a restore and a handover differ only in what they contribute here (resume
// id, saved model/effort, permission mode, handoff prompt); the pane's environment (plugin-dir and
// project-dir rules, lib/rig/pane-env.ts) is composed the same way for all of them. Other launch
// concerns add contributions through PRE_LAUNCH_STEPS (lib/rig/launch-steps.ts).
import type { SeatRuntime as Runtime } from '../seat/runtime.js';
import { execCommand } from './pane-command.js';
import { permissionFlags, type PermissionMode } from '../seat/permission-mode.js';
import { shellQuote } from '../util/shell-quote.js';

export type { LaunchContribution, LaunchKind } from '../seat/launch.js';
import type { LaunchContribution, LaunchKind } from '../seat/launch.js';

export interface ContinuationInput {
  runtime: Runtime;
  kind: LaunchKind;
  /** Restore: the runtime's own session id. */
  resumeId?: string;
  /** The saved model/effort, already checked against the policy. */
  model?: { model: string; effort: string | null };
  permissionMode?: PermissionMode;
  /** Handover: the successor's first prompt (points at the placed note). */
  handoffPrompt?: string;
}

/** What the continuation itself contributes for a runtime. Pure. */
export function continuationContributions(input: ContinuationInput): LaunchContribution[] {
  const out: LaunchContribution[] = [];
  const { runtime } = input;
  if (runtime === 'terminal') return out;
  if (input.kind === 'restore' && input.resumeId) {
    out.push(
      runtime === 'claude-code'
        ? { source: 'restore', options: ['--resume', input.resumeId] }
        : { source: 'restore', subcommand: ['resume'], positionals: [input.resumeId] },
    );
  }
  if (input.model) {
    const { model, effort } = input.model;
    if (runtime === 'claude-code')
      out.push({ source: 'model', options: ['--model', model, ...(effort ? ['--effort', effort] : [])] });
    else
      out.push({
        source: 'model',
        options: ['--model', model, ...(effort ? ['-c', `model_reasoning_effort="${effort}"`] : [])],
      });
  }
  if (input.permissionMode)
    out.push({ source: 'permissionMode', options: permissionFlags(runtime, input.permissionMode) });
  if (input.kind === 'handover' && input.handoffPrompt)
    out.push({ source: 'handover', positionals: [input.handoffPrompt] });
  return out;
}

/** The argument words in the order runtimes read them: subcommand, options, positionals. Pure. */
export function launchArgs(contributions: readonly LaunchContribution[]): string[] {
  return [
    ...contributions.flatMap((c) => c.subcommand ?? []),
    ...contributions.flatMap((c) => c.options ?? []),
    ...contributions.flatMap((c) => c.positionals ?? []),
  ];
}

/** The pane variables the contributions add, in order (a later one wins). Pure. */
export function launchEnv(contributions: readonly LaunchContribution[]): Record<string, string> {
  return Object.assign({}, ...contributions.map((c) => c.env ?? {}));
}

export type ComposedCommand = { ok: true; command: string } | { ok: false; command: string; problem: string };

/**
 * The seat's command with the launch's arguments appended. No arguments: the command exactly as
 * before. Arguments go only onto one simple command (a pipeline, list or shell keyword can't take
 * them safely); otherwise the base command is kept and the problem named. Pure.
 */
export function composeCommand(base: string, args: readonly string[]): ComposedCommand {
  if (!args.length) return { ok: true, command: base };
  if (!isSimpleCommand(base))
    return {
      ok: false,
      command: base,
      problem: "the seat's command is not one simple command, so launch arguments cannot be added to it",
    };
  return { ok: true, command: `${base.trimEnd()} ${args.map(shellQuote).join(' ')}` };
}

/** One simple command: what the pane would exec (see execCommand). Pure. */
export function isSimpleCommand(command: string): boolean {
  // A command that already execs its program (`exec node agent.cjs`) is the same simple command.
  const program = command.replace(/^\s*exec\s+/, '');
  return execCommand(program) !== program;
}
