// The runtimes, named once. A seat record spells Claude Code `claude-code`; the agent clients
// themselves (their hooks, composers and plugins) are `claude` and `codex`.
export const SEAT_RUNTIMES = ['claude-code', 'codex', 'terminal'] as const;
export type SeatRuntime = (typeof SEAT_RUNTIMES)[number];

export type AgentClient = 'claude' | 'codex';

/** The agent client a runtime names. A terminal seat has no client: callers that care check it first. */
export function clientOf(runtime: SeatRuntime | AgentClient): AgentClient {
  return runtime === 'codex' ? 'codex' : 'claude';
}
