// rig stream — the issue stream: idempotent items (by id) that report something for later pickup.
import type { Command } from './command.js';
import { parseArgs, bool, list, str } from './args.js';
import { printJson, say } from './cli-context.js';
import { usageError } from './errors.js';
import { emitStreamItem, listStreamItems } from '../stream/stream-log.js';
import { splitTags, StreamInputError } from '../stream/stream-item.js';

export const streamCommand: Command = {
  name: 'stream',
  usage: [
    'rig stream emit --source S --id ID --hint-type T [--hint-tags a,b] --body TEXT [--json]',
    'rig stream list [--tag T] [--json]',
  ],
  details:
    'Emitting an id that is already recorded changes nothing and prints the stored item (created: false, exit 0).\nAn item sends no wake and changes no seat status.',
  async run(argv, ctx) {
    const args = parseArgs(
      argv,
      { string: ['source', 'id', 'hint-type', 'body', 'tag'], multiple: ['hint-tags'], boolean: ['json'] },
      'stream',
    );
    const [verb, extra] = args.positionals;
    const json = bool(args, 'json');
    if (extra !== undefined) throw usageError(`unexpected argument "${extra}"`, 'quote values that contain spaces');
    if (verb === 'emit') {
      if (str(args, 'tag') !== undefined)
        throw usageError('--tag does not apply to rig stream emit', 'use --hint-tags a,b');
      for (const name of ['source', 'id', 'hint-type', 'body']) {
        if (str(args, name) === undefined) throw usageError(`--${name} is required`, 'see rig stream --help');
      }
      let result;
      try {
        result = await emitStreamItem(ctx.home, {
          source: str(args, 'source')!,
          id: str(args, 'id')!,
          hintType: str(args, 'hint-type')!,
          hintTags: splitTags(list(args, 'hint-tags')),
          body: str(args, 'body')!,
        });
      } catch (err) {
        if (err instanceof StreamInputError)
          throw usageError(`invalid --${err.field}: ${err.reason}`, 'see rig stream --help');
        throw err;
      }
      if (json) printJson(ctx, result);
      else
        say(
          ctx,
          result.created
            ? `Recorded stream item ${result.item.id}`
            : `Stream item ${result.item.id} was already recorded at ${result.item.createdAt}; nothing changed`,
        );
      return;
    }
    if (verb === 'list') {
      for (const name of ['source', 'id', 'hint-type', 'body', 'hint-tags']) {
        if (args.flags[name] !== undefined)
          throw usageError(`--${name} does not apply to rig stream list`, 'see rig stream --help');
      }
      const items = listStreamItems(ctx.home, { tag: str(args, 'tag') });
      if (json) printJson(ctx, { items, total: items.length });
      else if (!items.length) say(ctx, 'No stream items match.');
      else
        for (const i of items)
          say(
            ctx,
            `${i.createdAt}  ${i.id}  ${i.hintType}  [${i.hintTags.join(',')}]  ${i.source}: ${i.body.split('\n')[0]}`,
          );
      return;
    }
    if (verb === undefined) throw usageError('a stream verb is required', 'use rig stream emit or rig stream list');
    throw usageError(`unknown stream verb "${verb}"`, 'use rig stream emit or rig stream list');
  },
};
