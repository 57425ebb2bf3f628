// One attempt as history records it (pure): the channel's target as list shows it (a URL
// redacted), the event's seat, kind and what, the outcome and how long it took.
import { channelTarget, type Channel } from './channel.js';
import type { AttemptResult } from './deliver.js';
import type { NotifyEvent } from './event.js';
import type { HistoryEntry } from './store.js';

export function historyEntry(
  channel: Channel,
  event: NotifyEvent,
  r: AttemptResult | { outcome: 'skipped'; detail: string; ms: number },
): HistoryEntry {
  return {
    at: event.at,
    channel: channel.id,
    channelKind: channel.kind,
    target: channelTarget(channel),
    seat: event.seat,
    kind: event.kind,
    what: event.what,
    since: event.since,
    outcome: r.outcome,
    ...(r.detail ? { detail: r.detail } : {}),
    ms: r.ms,
    test: event.test,
  };
}
