// rig notify remove ID [--json] — stops notifications on a channel; its history stays.
import { defineVerb } from './verb.js';
import { arg, bool } from './args.js';
import { printJson, say } from './cli-context.js';
import { notifyChecked, notifyGuarded } from './notify-errors.js';
import { channelJson } from './notify-view.js';
import { checkChannelId } from '../notify/channel.js';
import { removeChannel } from '../notify/store.js';

export const notifyRemoveVerb = defineVerb({
  args: { boolean: ['json'], positionals: [{ name: 'ID', what: 'a channel id (rig notify list)' }] },
  options: (p) => ({ id: notifyChecked(() => checkChannelId(arg(p, 'ID')!)), json: bool(p, 'json') }),
  async run({ id, json }, ctx) {
    const c = await notifyGuarded(() => removeChannel(ctx.home, id));
    if (json) {
      printJson(ctx, { removed: channelJson(c) });
      return;
    }
    say(ctx, `${id} removed (history kept: rig notify history)`);
  },
});
