// rig notify add (--command CMD | --webhook URL | --ntfy TOPIC_URL | --desktop) [--timeout S] [--json]
import { defineVerb } from './verb.js';
import { bool, str } from './args.js';
import { advise, printJson, say } from './cli-context.js';
import { usageError } from './errors.js';
import { notifyChecked, notifyGuarded } from './notify-errors.js';
import { channelJson, channelLine } from './notify-view.js';
import { buildChannel, newChannelId, timeoutOf, type ChannelKind } from '../notify/channel.js';
import { addChannel } from '../notify/store.js';
import { onPath } from '../notify/on-path.js';

export const notifyAddVerb = defineVerb({
  args: { string: ['command', 'webhook', 'ntfy', 'timeout'], boolean: ['desktop', 'json'], positionals: [] },
  options(p) {
    const given: Array<[ChannelKind, string | undefined]> = [
      ['command', str(p, 'command')],
      ['webhook', str(p, 'webhook')],
      ['ntfy', str(p, 'ntfy')],
      ['desktop', bool(p, 'desktop') ? '' : undefined],
    ];
    const chosen = given.filter(([, v]) => v !== undefined);
    if (chosen.length !== 1)
      throw usageError(
        chosen.length ? 'more than one channel kind was given' : 'a channel is required',
        'give one of --command CMD, --webhook URL, --ntfy TOPIC_URL or --desktop',
      );
    const [kind, target] = chosen[0]!;
    const timeout = str(p, 'timeout');
    return notifyChecked(() => ({
      channel: buildChannel(
        { kind, target, ...(timeout !== undefined ? { timeoutMs: timeoutOf(timeout) } : {}) },
        newChannelId(),
        Date.now(),
      ),
      json: bool(p, 'json'),
    }));
  },
  async run({ channel, json }, ctx) {
    await notifyGuarded(() => addChannel(ctx.home, channel));
    if (channel.kind === 'desktop' && !onPath('notify-send', ctx.env.PATH))
      advise(
        ctx,
        'note: notify-send is not on PATH here; desktop notifications will fail until it is (history says so)',
      );
    if (json) {
      printJson(ctx, { channel: channelJson(channel) });
      return;
    }
    say(ctx, `${channel.id} added: ${channelLine(channel)}`);
    say(ctx, 'The daemon (rig daemon start) notifies on it; try it now with rig notify test ' + channel.id);
  },
});
