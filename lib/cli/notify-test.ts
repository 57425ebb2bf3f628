// rig notify test [ID] [--json] — sends a test notification now (from this process, no daemon
// needed) to one channel or every one, waits for each attempt (bounded by its deadline), prints and
// records the outcomes. Exit 1 when an attempt did not deliver.
import { defineVerb } from './verb.js';
import { arg, bool } from './args.js';
import { printJson, say } from './cli-context.js';
import { notDelivered, refused } from './errors.js';
import { notifyChecked } from './notify-errors.js';
import { channelTarget, checkChannelId } from '../notify/channel.js';
import { deliverTo } from '../notify/deliver.js';
import { eventOf } from '../notify/event.js';
import { historyEntry } from '../notify/history-entry.js';
import { appendHistory, readChannels } from '../notify/store.js';
import { tmuxServerFromEnv } from '../tmux/client.js';
import { os } from '../util/lazy-builtins.js';

export const TEST_SEAT = { name: 'test', rig: 'notify' };

export const notifyTestVerb = defineVerb({
  args: { boolean: ['json'], positionals: [{ name: 'ID', optional: true, what: 'a channel id (rig notify list)' }] },
  options: (p) => {
    const id = arg(p, 'ID');
    return { id: id === undefined ? undefined : notifyChecked(() => checkChannelId(id)), json: bool(p, 'json') };
  },
  async run({ id, json }, ctx) {
    const all = readChannels(ctx.home);
    const channels = id === undefined ? all : all.filter((c) => c.id === id);
    if (!channels.length)
      throw refused(
        id ? `no notification channel ${id}` : 'no notification channels',
        id ? 'run rig notify list to see channels' : 'add one with rig notify add',
      );
    const now = Date.now();
    const seat = { ...TEST_SEAT, tmux: { socket: tmuxServerFromEnv(ctx.env).socket, session: 'test@notify' } };
    const event = eventOf(
      { seat: 'test@notify', kind: 'needs_input', what: 'a test notification from rig notify test', since: now },
      seat,
      { host: os().hostname(), now, test: true },
    );
    const results = await Promise.all(channels.map(async (c) => ({ c, r: await deliverTo(c, event) })));
    await appendHistory(
      ctx.home,
      results.map(({ c, r }) => historyEntry(c, event, r)),
    );
    const rows = results.map(({ c, r }) => ({
      channel: c.id,
      kind: c.kind,
      target: channelTarget(c),
      outcome: r.outcome,
      ...(r.detail ? { detail: r.detail } : {}),
      ms: r.ms,
    }));
    const failed = rows.filter((r) => r.outcome !== 'delivered');
    if (json) printJson(ctx, { results: rows, delivered: rows.length - failed.length, total: rows.length });
    else
      for (const r of rows)
        say(ctx, `${r.channel}  ${r.kind}  ${r.target}  ${r.outcome}${r.detail ? ` (${r.detail})` : ''}  ${r.ms} ms`);
    if (failed.length)
      throw notDelivered(
        `${failed.length} of ${rows.length} channel(s) did not take the test notification`,
        'check the channel (rig notify history shows each attempt)',
      );
  },
});
