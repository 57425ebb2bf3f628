// How a channel and an attempt read in a terminal and in --json: one place for both. A URL is
// shown as scheme and host only (channelTarget), in JSON too. Pure.
import { channelTarget, type Channel } from '../notify/channel.js';
import type { HistoryEntry } from '../notify/store.js';

export function channelJson(c: Channel) {
  return { id: c.id, kind: c.kind, target: channelTarget(c), timeoutMs: c.timeoutMs, createdAt: c.createdAt };
}

export function channelLine(c: Channel): string {
  return `${c.id}  ${c.kind}  ${channelTarget(c)}  (deadline ${c.timeoutMs / 1000} s)`;
}

export function historyLine(e: HistoryEntry): string {
  return `${e.at}  ${e.channel} (${e.channelKind})  ${e.outcome}${e.detail ? ` (${e.detail})` : ''}  ${e.ms} ms  ${e.test ? 'test' : `${e.seat} ${e.kind}: ${e.what}`}`;
}
