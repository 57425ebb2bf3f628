// The identity Codex hashes for each hook handler, and the key it files the handler's trust under.
// Pure. Codex's `trusted_hash` is sha256 over the compact, key-sorted JSON of
// {event_name, hooks: [{type, command, timeout, async, matcher?, statusMessage?}]} with the
// timeout as Codex normalizes it (default 600, at least 1, SessionEnd/Interrupt at most 3). The key
// of a plugin hook is `<plugin id>:<hooks file>:<event_snake>:<group index>:<handler index>`; it
// carries no CODEX_HOME path (a config-layer hooks.json key does: its canonical path).
import { createHash } from 'node:crypto';
import { DEFAULT_HOOK_TIMEOUT_SEC, MAX_HOOK_TIMEOUT_SEC, MIN_HOOK_TIMEOUT_SEC } from './facts.js';

export interface HookIdentity {
  /** `openrig-core@openrig:hooks/codex.json:user_prompt_submit:1:0`. */
  key: string;
  event: string;
  group: number;
  handler: number;
  /** `sha256:<hex>` as Codex writes it in trusted_hash. */
  hash: string;
}

interface Handler {
  type?: unknown;
  command?: unknown;
  timeout?: unknown;
  async?: unknown;
  statusMessage?: unknown;
}
interface Group {
  matcher?: unknown;
  hooks?: Handler[];
}

/** `UserPromptSubmit` → `user_prompt_submit`. */
export function eventSnake(event: string): string {
  return event.replace(/[A-Z]/g, (c, i: number) => (i ? '_' : '') + c.toLowerCase());
}

/** The timeout Codex runs (and hashes) a handler with. */
export function normalizedTimeout(event: string, timeout: unknown): number {
  const given =
    typeof timeout === 'number' && Number.isFinite(timeout) ? Math.floor(timeout) : DEFAULT_HOOK_TIMEOUT_SEC;
  const floor = Math.max(given, MIN_HOOK_TIMEOUT_SEC);
  const cap = MAX_HOOK_TIMEOUT_SEC[event];
  return cap === undefined ? floor : Math.min(floor, cap);
}

function sortedJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(sortedJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .filter((k) => o[k] !== undefined && o[k] !== null)
      .map((k) => `${JSON.stringify(k)}:${sortedJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/** Codex's trusted_hash for one handler of one group. */
export function identityHash(event: string, group: Group, handler: Handler): string {
  const normalized = {
    type: handler.type ?? 'command',
    command: handler.command,
    timeout: normalizedTimeout(event, handler.timeout),
    async: handler.async === true,
    statusMessage: typeof handler.statusMessage === 'string' ? handler.statusMessage : undefined,
  };
  const identity = {
    event_name: event,
    matcher: typeof group.matcher === 'string' ? group.matcher : undefined,
    hooks: [normalized],
  };
  return `sha256:${createHash('sha256').update(sortedJson(identity)).digest('hex')}`;
}

export function hookKey(pluginId: string, hooksFile: string, event: string, group: number, handler: number): string {
  return `${pluginId}:${hooksFile}:${event}:${group}:${handler}`;
}

/** Every handler of a plugin hook file (its parsed JSON), in Codex's order, with key and hash. */
export function hookIdentities(pluginId: string, hooksFile: string, hooksJson: unknown): HookIdentity[] {
  const out: HookIdentity[] = [];
  const events = (hooksJson as { hooks?: Record<string, Group[]> } | null)?.hooks;
  if (!events || typeof events !== 'object') return out;
  for (const [name, groups] of Object.entries(events)) {
    if (!Array.isArray(groups)) continue;
    const event = eventSnake(name);
    groups.forEach((group, g) => {
      (group?.hooks ?? []).forEach((handler, h) => {
        out.push({
          key: hookKey(pluginId, hooksFile, event, g, h),
          event,
          group: g,
          handler: h,
          hash: identityHash(event, group, handler),
        });
      });
    });
  }
  return out;
}
