// The notifier's state on disk, each a locked document (lib/store; folders 0700, files 0600):
// channels.json (what `rig notify add|remove` edits; a URL may carry a token), state.json (the
// episodes open and the hold-downs, written by the daemon's tick) and history.json (each attempt,
// newest last, bounded). The CLI edits channels directly; the daemon reads them each tick.
import type { HomePaths } from '../home/paths.js';
import {
  addItem,
  defineKind,
  listItems,
  readDocument,
  removeItem,
  updateDocument,
  type KeyedCollection,
  type Versioned,
} from '../store/index.js';
import { validate_notify_channels_v1 } from '../store/validators/notify-channels.v1.generated.js';
import { validate_notify_state_v1 } from '../store/validators/notify-state.v1.generated.js';
import { validate_notify_history_v1 } from '../store/validators/notify-history.v1.generated.js';
import { checkChannelId, MAX_CHANNELS, type Channel, type ChannelKind } from './channel.js';
import { emptyNotifierState, type NotifierState } from './episodes.js';
import type { NeedKind } from './need.js';

/** History entries kept (oldest dropped first). */
export const HISTORY_LIMIT = 500;

export interface NotifyChannelsDoc extends Versioned {
  schema: 'notify-channels';
  version: 1;
  channels: Record<string, Channel>;
}

export interface NotifyStateDoc extends Versioned, NotifierState {
  schema: 'notify-state';
  version: 1;
}

export type AttemptOutcome = 'delivered' | 'failed' | 'timeout' | 'skipped';

export interface HistoryEntry {
  at: string;
  channel: string;
  channelKind: ChannelKind;
  /** The channel's target as list shows it (a URL redacted). */
  target: string;
  seat: string;
  kind: NeedKind;
  what: string;
  since?: string | null;
  outcome: AttemptOutcome;
  /** Why it failed or was skipped (an exit status, an HTTP status, a timeout): never a URL. */
  detail?: string;
  /** How long the attempt took. */
  ms: number;
  test: boolean;
}

export interface NotifyHistoryDoc extends Versioned {
  schema: 'notify-history';
  version: 1;
  entries: HistoryEntry[];
}

export const notifyChannelsKind = defineKind<NotifyChannelsDoc>({
  schema: 'notify-channels',
  version: 1,
  validate: validate_notify_channels_v1,
});
export const notifyStateKind = defineKind<NotifyStateDoc>({
  schema: 'notify-state',
  version: 1,
  validate: validate_notify_state_v1,
});
export const notifyHistoryKind = defineKind<NotifyHistoryDoc>({
  schema: 'notify-history',
  version: 1,
  validate: validate_notify_history_v1,
});

export class NotifyFullError extends Error {
  constructor() {
    super(`there are already ${MAX_CHANNELS} notification channels`);
    this.name = 'NotifyFullError';
  }
}

export class ChannelNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`no notification channel ${id}`);
    this.name = 'ChannelNotFoundError';
  }
}

const channelsCollection: KeyedCollection<NotifyChannelsDoc, Channel> = {
  kind: notifyChannelsKind,
  items: (doc) => doc.channels,
  withItems: (doc, channels) => ({ ...doc, channels }),
  empty: () => ({ schema: 'notify-channels', version: 1, channels: {} }),
  max: MAX_CHANNELS,
  full: () => new NotifyFullError(),
  notFound: (id) => new ChannelNotFoundError(id),
};

/** Every channel, oldest first (lock-free: the document is replaced atomically). */
export function readChannels(home: HomePaths): Channel[] {
  return listItems(channelsCollection, home.notifyChannels);
}

export function addChannel(home: HomePaths, channel: Channel): Promise<Channel> {
  return addItem(channelsCollection, home.notifyChannels, channel);
}

export function removeChannel(home: HomePaths, id: string): Promise<Channel> {
  checkChannelId(id);
  return removeItem(channelsCollection, home.notifyChannels, id);
}

export function readNotifierState(home: HomePaths): NotifierState {
  const doc = readDocument(notifyStateKind, home.notifyState, { onCorrupt: 'fresh' });
  return doc ? { episodes: doc.episodes, lastSent: doc.lastSent } : emptyNotifierState();
}

export async function writeNotifierState(home: HomePaths, state: NotifierState): Promise<void> {
  await updateDocument(
    notifyStateKind,
    home.notifyState,
    () => ({ schema: 'notify-state' as const, version: 1 as const, ...state }),
    { onCorrupt: 'fresh' },
  );
}

/** Pure: entries appended, the oldest dropped beyond the limit. */
export function boundedEntries(
  current: readonly HistoryEntry[],
  added: readonly HistoryEntry[],
  limit = HISTORY_LIMIT,
): HistoryEntry[] {
  const all = [...current, ...added];
  return all.length > limit ? all.slice(all.length - limit) : all;
}

export async function appendHistory(home: HomePaths, entries: HistoryEntry[]): Promise<void> {
  await updateDocument(
    notifyHistoryKind,
    home.notifyHistory,
    (cur) => ({
      schema: 'notify-history' as const,
      version: 1 as const,
      entries: boundedEntries(cur?.entries ?? [], entries),
    }),
    { onCorrupt: 'fresh' },
  );
}

export function readHistory(home: HomePaths): HistoryEntry[] {
  return readDocument(notifyHistoryKind, home.notifyHistory, { onCorrupt: 'fresh' })?.entries ?? [];
}
