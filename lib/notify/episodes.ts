// The episode rule, pure: which notifications a tick sends, given what it found and what earlier
// ticks left. test/notify/episodes.test.ts holds the table.
//   - An episode opens only on recorded evidence (never a screen guess alone); once open it goes on
//     whatever the evidence (a hook record ages into the screen's word while the menu stays up)
//     and ends on the first tick its need is gone.
//   - Each channel hears of an episode at most once.
//   - A hold-down per seat × channel: after a notification, the next one for that seat on that
//     channel waits HOLD-DOWN; an episode still open when it ends is notified then (a seat that
//     flaps in and out of a prompt is told once, a wait that lasts is not lost).
//   - Quiet while a tmux client shows the seat's pane: the person is looking at it. Should the
//     focus leave while the episode is open, it is notified then.
import type { Need, NeedKind } from './need.js';

export interface Episode {
  seat: string;
  kind: NeedKind;
  what: string;
  /** ms since the epoch: the earliest since its needs gave. */
  since: number;
  openedAt: number;
  /** Channels told of this episode. */
  notified: string[];
}

export interface NotifierState {
  /** Open episodes by need key. */
  episodes: Record<string, Episode>;
  /** `seat|channel` → when the last notification went (ms), kept while it holds anything down. */
  lastSent: Record<string, number>;
}

export const emptyNotifierState = (): NotifierState => ({ episodes: {}, lastSent: {} });

export interface EpisodeInput {
  state: NotifierState;
  needs: readonly Need[];
  /** The configured channel ids. */
  channels: readonly string[];
  /** Seats (name@rig) whose pane a tmux client shows now. */
  focused: ReadonlySet<string>;
  now: number;
  holdDownMs: number;
}

export interface Fire {
  key: string;
  channel: string;
  episode: Episode;
}

export interface EpisodeDecision {
  state: NotifierState;
  fire: Fire[];
}

export const holdKey = (seat: string, channel: string): string => `${seat}|${channel}`;

export function decideEpisodes(input: EpisodeInput): EpisodeDecision {
  const { now, holdDownMs, channels } = input;
  const episodes: Record<string, Episode> = {};
  const lastSent: Record<string, number> = {};
  const known = new Set(channels);
  // Only marks that still hold something down are kept: a mark present is a hold-down in force.
  for (const [k, at] of Object.entries(input.state.lastSent)) {
    const channel = k.slice(k.lastIndexOf('|') + 1);
    if (known.has(channel) && now - at < holdDownMs) lastSent[k] = at;
  }
  const fire: Fire[] = [];
  const present = new Set<string>();
  for (const need of input.needs) {
    if (present.has(need.key)) continue;
    present.add(need.key);
    const prior = input.state.episodes[need.key];
    if (!prior && !need.recorded) continue;
    const episode: Episode = prior
      ? {
          ...prior,
          what: need.what,
          since: Math.min(prior.since, need.since),
          notified: prior.notified.filter((c) => known.has(c)),
        }
      : { seat: need.seat, kind: need.kind, what: need.what, since: need.since, openedAt: now, notified: [] };
    episodes[need.key] = episode;
    if (input.focused.has(episode.seat)) continue;
    for (const channel of channels) {
      if (episode.notified.includes(channel)) continue;
      const hk = holdKey(episode.seat, channel);
      if (lastSent[hk] !== undefined) continue;
      episode.notified = [...episode.notified, channel];
      lastSent[hk] = now;
      fire.push({ key: need.key, channel, episode });
    }
  }
  return { state: { episodes, lastSent }, fire };
}
