// rig notify list [--json] — every channel, oldest first; URLs as scheme and host only.
import { defineVerb } from './verb.js';
import { bool } from './args.js';
import { printJson, say } from './cli-context.js';
import { channelJson, channelLine } from './notify-view.js';
import { readChannels } from '../notify/store.js';

export const notifyListVerb = defineVerb({
  args: { boolean: ['json'], positionals: [] },
  options: (p) => ({ json: bool(p, 'json') }),
  async run({ json }, ctx) {
    const channels = readChannels(ctx.home);
    if (json) {
      printJson(ctx, { channels: channels.map(channelJson), total: channels.length });
      return;
    }
    if (!channels.length) {
      say(ctx, 'no notification channels (add one with rig notify add)');
      return;
    }
    for (const c of channels) say(ctx, channelLine(c));
  },
});
