// A seat's context usage as the sensors record it (Claude: the status-line script; Codex: the
// rollout's newest token_count) and as every reader sees it: a sample older than
// CONTEXT_STALE_MS, or from another session of the seat, is not a number.
export const CONTEXT_STALE_MS = 10 * 60_000;

export type ContextSource = 'statusline' | 'rollout';

export interface ContextSample {
  /** Used share of the model's context window, 0–100 (may be fractional). */
  usedPercent: number;
  /** ISO time the sensor took the sample. */
  sampledAt: string;
  source: ContextSource;
  /** The runtime session the sample belongs to. */
  sessionId: string | null;
  windowSize?: number;
  tokens?: number;
  /** Spend as the runtime reports it: Claude's status line cost.total_cost_usd (the session's USD). */
  costUsd?: number;
  /** Codex's rollout total_token_usage.total_tokens: the session's tokens so far. */
  sessionTokens?: number;
}

export type ContextReading =
  | { state: 'known'; sample: ContextSample; ageMs: number }
  | { state: 'stale'; sample: ContextSample; ageMs: number }
  | { state: 'unknown'; reason: string };
