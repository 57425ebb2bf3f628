// A seat's permissionMode (rig spec), one vocabulary mapped to each runtime's own flags. The names
// are Claude Code's `--permission-mode` choices (checked on 2.1.328 and 2.1.332); Codex gets the
// nearest sandbox and approval policy (`-s`/`-a`, accepted by `codex` and `codex resume`, 0.169).
// Every fact of the mapping is here; docs/continuations.md shows it as a table.
import type { SeatRuntime as Runtime } from './runtime.js';

export const PERMISSION_MODES = ['manual', 'acceptEdits', 'auto', 'plan', 'dontAsk', 'bypassPermissions'] as const;
export type PermissionMode = (typeof PERMISSION_MODES)[number];

export const isPermissionMode = (v: string): v is PermissionMode => (PERMISSION_MODES as readonly string[]).includes(v);

const CODEX_FLAGS: Readonly<Record<PermissionMode, readonly string[]>> = {
  manual: ['--sandbox', 'read-only', '--ask-for-approval', 'on-request'],
  plan: ['--sandbox', 'read-only', '--ask-for-approval', 'never'],
  acceptEdits: ['--sandbox', 'workspace-write', '--ask-for-approval', 'on-request'],
  auto: ['--sandbox', 'workspace-write', '--ask-for-approval', 'on-request'],
  dontAsk: ['--sandbox', 'workspace-write', '--ask-for-approval', 'never'],
  bypassPermissions: ['--dangerously-bypass-approvals-and-sandbox'],
};

/** The runtime's flags for a mode. Pure; a terminal seat has none (the spec refuses the key there). */
export function permissionFlags(runtime: Runtime, mode: PermissionMode): string[] {
  if (runtime === 'claude-code') return ['--permission-mode', mode];
  if (runtime === 'codex') return [...CODEX_FLAGS[mode]];
  return [];
}
