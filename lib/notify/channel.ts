// A notification channel as configured: its kind, target and deadline; the checks `rig notify add`
// makes; how a channel is shown. Pure (ids are drawn in newChannelId). A webhook URL or an ntfy
// topic may carry a token in its path or query: only the scheme and host are ever printed
// (redactUrl), and the settings file is 0600 (lib/store).
import { crypto } from '../util/lazy-builtins.js';
import { isoTime } from '../util/iso-time.js';

export const CHANNEL_KINDS = ['command', 'webhook', 'ntfy', 'desktop'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** Each attempt's deadline unless the channel says otherwise, and the bounds a channel may say. */
export const DEFAULT_TIMEOUT_MS = 5000;
export const MIN_TIMEOUT_MS = 1000;
export const MAX_TIMEOUT_MS = 30_000;
/** Channels in one home. */
export const MAX_CHANNELS = 20;
export const CHANNEL_ID_PATTERN = /^nc-[0-9a-f]{8}$/;

export interface Channel {
  id: string;
  kind: ChannelKind;
  /** command: a shell command line; webhook/ntfy: the URL; desktop: empty. */
  target: string;
  timeoutMs: number;
  createdAt: string;
}

export class NotifyInputError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`invalid ${field}: ${reason}`);
    this.name = 'NotifyInputError';
  }
}

export const newChannelId = (): string => `nc-${crypto().randomBytes(4).toString('hex')}`;

export function checkChannelId(id: string): string {
  if (!CHANNEL_ID_PATTERN.test(id)) throw new NotifyInputError('channel id', `${JSON.stringify(id)} is not nc-<8 hex>`);
  return id;
}

/** `--timeout` in seconds (a fraction allowed), within the bounds. */
export function timeoutOf(seconds: string): number {
  const n = /^[0-9]+(\.[0-9]+)?$/.test(seconds) ? Math.round(Number(seconds) * 1000) : Number.NaN;
  if (!(n >= MIN_TIMEOUT_MS && n <= MAX_TIMEOUT_MS))
    throw new NotifyInputError(
      'timeout',
      `${JSON.stringify(seconds)}: give seconds from 1 to ${MAX_TIMEOUT_MS / 1000}`,
    );
  return n;
}

function checkUrl(field: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new NotifyInputError(field, 'is not a URL (give http://… or https://…)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new NotifyInputError(field, `${url.protocol} is not http: or https:`);
  return value;
}

export function buildChannel(
  input: { kind: ChannelKind; target?: string; timeoutMs?: number },
  id: string,
  now: number,
): Channel {
  const target = input.target ?? '';
  if (input.kind === 'command') {
    if (!target.trim()) throw new NotifyInputError('command', 'is empty');
    // A NUL cannot reach a shell's argv; other controls are the user's own command line.
    if (target.includes('\u0000')) throw new NotifyInputError('command', 'contains a NUL character');
  } else if (input.kind === 'webhook') checkUrl('webhook', target);
  else if (input.kind === 'ntfy') checkUrl('ntfy', target);
  const timeoutMs = input.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!(timeoutMs >= MIN_TIMEOUT_MS && timeoutMs <= MAX_TIMEOUT_MS))
    throw new NotifyInputError('timeout', `${timeoutMs} ms is outside ${MIN_TIMEOUT_MS}–${MAX_TIMEOUT_MS} ms`);
  return { id, kind: input.kind, target: input.kind === 'desktop' ? '' : target, timeoutMs, createdAt: isoTime(now) };
}

/** A URL with its user, path, query and fragment hidden: `https://host/…` (`/` when there was nothing to hide). */
export function redactUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '(not a URL)';
  }
  const hidden = url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '';
  return `${url.protocol}//${url.host}/${hidden ? '…' : ''}`;
}

/** What list and history print for a channel's target. */
export function channelTarget(c: Pick<Channel, 'kind' | 'target'>): string {
  if (c.kind === 'webhook' || c.kind === 'ntfy') return redactUrl(c.target);
  if (c.kind === 'desktop') return 'notify-send';
  return c.target;
}
