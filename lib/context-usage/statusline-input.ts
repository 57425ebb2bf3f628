// Pure: Claude Code's status-line JSON (stdin of the statusLine command) → the context sample it
// implies. Field names as Claude Code 2.1.328 and 2.1.332 send them (docs/context-usage.md):
// context_window.{used_percentage, context_window_size, current_usage{input_tokens,
// cache_creation_input_tokens, cache_read_input_tokens, output_tokens}, total_input_tokens},
// session_id, model.id, cost.total_cost_usd (the session's spend). Before the session's first model answer used_percentage is null: no sample.
import type { ContextSample } from './contract.js';
import { SESSION_ID_PATTERN } from '../activity/observe.js';

export interface StatusLineFacts {
  sessionId: string | null;
  /** model.id, bounded to a short printable word. */
  model: string | null;
  projectDir: string | null;
}

export type StatusLineParse =
  | { kind: 'sample'; sample: ContextSample; facts: StatusLineFacts }
  | { kind: 'no-figure'; facts: StatusLineFacts }
  | { kind: 'invalid'; why: string };

const MODEL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:[\]/-]{0,127}$/;

const obj = (v: unknown): Record<string, unknown> | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const count = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;

/** The tokens the window holds now: the newest call's input, cached parts included (output is not in it yet). */
function heldTokens(usage: Record<string, unknown> | undefined): number | undefined {
  if (!usage) return undefined;
  const parts = [usage.input_tokens, usage.cache_creation_input_tokens, usage.cache_read_input_tokens].map(count);
  if (parts[0] === undefined) return undefined;
  return parts.reduce<number>((n, p) => n + (p ?? 0), 0);
}

export function parseStatusLine(input: unknown, sampledAt: string): StatusLineParse {
  const o = obj(input);
  if (!o) return { kind: 'invalid', why: 'the status-line input is not a JSON object' };
  const sid = typeof o.session_id === 'string' && SESSION_ID_PATTERN.test(o.session_id) ? o.session_id : null;
  const modelId = obj(o.model)?.id;
  const workspace = obj(o.workspace);
  const dir = workspace?.project_dir ?? o.cwd;
  const facts: StatusLineFacts = {
    sessionId: sid,
    model: typeof modelId === 'string' && MODEL_PATTERN.test(modelId) ? modelId : null,
    projectDir: typeof dir === 'string' && dir.startsWith('/') && dir.length <= 4096 ? dir : null,
  };
  const cw = obj(o.context_window);
  if (!cw) return { kind: 'invalid', why: 'the status-line input has no context_window' };
  const windowSize = count(cw.context_window_size);
  const tokens = heldTokens(obj(cw.current_usage));
  let used = count(cw.used_percentage);
  if (used === undefined && tokens !== undefined && windowSize) used = (tokens / windowSize) * 100;
  if (used === undefined) return { kind: 'no-figure', facts };
  const sample: ContextSample = {
    usedPercent: Math.min(100, used),
    sampledAt,
    source: 'statusline',
    sessionId: sid,
  };
  if (windowSize !== undefined && Number.isInteger(windowSize) && windowSize > 0) sample.windowSize = windowSize;
  if (tokens !== undefined && Number.isInteger(tokens)) sample.tokens = tokens;
  const cost = count(obj(o.cost)?.total_cost_usd);
  if (cost !== undefined) sample.costUsd = cost;
  return { kind: 'sample', sample, facts };
}
