// Codex has no status-line command: its context usage is the newest token_count entry of the
// session's rollout JSONL ($CODEX_HOME/sessions/YYYY/MM/DD/rollout-<time>-<session id>.jsonl, the
// transcript_path its hooks send). Checked on Codex 0.169.0 and 0.171.0:
//   {"timestamp":"…Z","type":"event_msg","payload":{"type":"token_count","info":{
//     "last_token_usage":{"input_tokens":9000,…,"total_tokens":9012},"model_context_window":258400,…}}}
// used % = last_token_usage.total_tokens / model_context_window. Read at status and ps time, from
// the end of the file in bounded steps (a rollout grows to many megabytes).
import { basename } from 'node:path';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { ContextSample } from './contract.js';

/** Read back from the end this much at a time… */
export const ROLLOUT_STEP_BYTES = 64 * 1024;
/** …and no further than this: a rollout whose last token_count is further back reads unknown. */
export const ROLLOUT_MAX_BYTES = 1024 * 1024;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export interface TokenCount {
  tokens: number;
  window: number;
  at: string;
  /** total_token_usage.total_tokens: the session's tokens so far (its spend), when written. */
  sessionTokens?: number;
}

/** Pure: one rollout line → its token_count figures, or undefined (another entry, or unusable). */
export function tokenCountOf(line: string): TokenCount | undefined {
  if (!line.includes('"token_count"')) return undefined;
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return undefined;
  }
  const o = v as { timestamp?: unknown; type?: unknown; payload?: { type?: unknown; info?: unknown } } | null;
  if (o?.type !== 'event_msg' || o.payload?.type !== 'token_count') return undefined;
  const info = o.payload.info as {
    last_token_usage?: { total_tokens?: unknown };
    total_token_usage?: { total_tokens?: unknown };
    model_context_window?: unknown;
  } | null;
  const tokens = info?.last_token_usage?.total_tokens;
  const window = info?.model_context_window;
  if (typeof tokens !== 'number' || !Number.isInteger(tokens) || tokens < 0) return undefined;
  if (typeof window !== 'number' || !Number.isInteger(window) || window <= 0) return undefined;
  if (typeof o.timestamp !== 'string' || !ISO.test(o.timestamp)) return undefined;
  const total = info?.total_token_usage?.total_tokens;
  const spent = typeof total === 'number' && Number.isInteger(total) && total >= 0 ? { sessionTokens: total } : {};
  return { tokens, window, at: o.timestamp, ...spent };
}

/**
 * Pure: the newest token_count in a window of the file's text. `fromStart`: the window begins at
 * the file's first byte; otherwise its first line may be cut and is not read.
 */
export function newestTokenCount(text: string, fromStart: boolean): TokenCount | undefined {
  const lines = text.split('\n');
  const first = fromStart ? 0 : 1;
  for (let i = lines.length - 1; i >= first; i--) {
    const tc = tokenCountOf(lines[i]!);
    if (tc) return tc;
  }
  return undefined;
}

/** Pure: the sample a token_count gives for a session. */
export function rolloutSample(tc: TokenCount, sessionId: string | null): ContextSample {
  return {
    usedPercent: Math.min(100, (tc.tokens / tc.window) * 100),
    sampledAt: tc.at,
    source: 'rollout',
    sessionId,
    windowSize: tc.window,
    tokens: tc.tokens,
    ...(tc.sessionTokens !== undefined ? { sessionTokens: tc.sessionTokens } : {}),
  };
}

/** Pure: a recorded transcript path is read only when it names a rollout file. */
export function isRolloutPath(path: string): boolean {
  return (
    path.startsWith('/') && path.endsWith('.jsonl') && basename(path).startsWith('rollout-') && !path.includes('\0')
  );
}

export type RolloutRead = { ok: true; sample: ContextSample } | { ok: false; reason: string };

/** The newest token_count of a rollout, read backwards from its end in bounded steps. */
export function readRolloutUsage(path: string, sessionId: string | null, maxBytes = ROLLOUT_MAX_BYTES): RolloutRead {
  if (!isRolloutPath(path)) return { ok: false, reason: 'no rollout file recorded' };
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return { ok: false, reason: 'rollout file not readable' };
  }
  try {
    const size = fstatSync(fd).size;
    let end = size;
    // Text of the window read so far (from `start` to the end of the file).
    let tail = Buffer.alloc(0);
    while (end > 0 && size - end < maxBytes) {
      const start = Math.max(0, end - ROLLOUT_STEP_BYTES, size - maxBytes);
      const chunk = Buffer.alloc(end - start);
      const n = readSync(fd, chunk, 0, chunk.length, start);
      tail = Buffer.concat([chunk.subarray(0, n), tail]);
      end = start;
      const tc = newestTokenCount(tail.toString('utf8'), start === 0);
      if (tc) return { ok: true, sample: rolloutSample(tc, sessionId) };
    }
    return { ok: false, reason: size === 0 ? 'rollout is empty' : 'no token count in the rollout yet' };
  } catch {
    return { ok: false, reason: 'rollout file not readable' };
  } finally {
    closeSync(fd);
  }
}
