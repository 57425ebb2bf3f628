// rig stream — the issue stream: idempotent items (by id) that report something for later pickup.
import { defineNoun, defineVerb } from './verb.js';
import { bool, list, str } from './args.js';
import { printJson, say } from './cli-context.js';
import { usageError } from './errors.js';
import { emitStreamItem, listStreamItems } from '../stream/stream-log.js';
import { checkStreamItemInput, splitTags, StreamInputError } from '../stream/stream-item.js';

function mapStreamError(err: unknown): never {
  if (err instanceof StreamInputError)
    throw usageError(`invalid --${err.field}: ${err.reason}`, 'see rig stream --help');
  throw err;
}

const emitVerb = defineVerb({
  args: {
    string: ['source', 'id', 'hint-type', 'body'],
    multiple: ['hint-tags'],
    boolean: ['json'],
    required: Object.fromEntries(['source', 'id', 'hint-type', 'body'].map((f) => [f, 'see rig stream --help'])),
  },
  options(p) {
    const item = {
      source: str(p, 'source')!,
      id: str(p, 'id')!,
      hintType: str(p, 'hint-type')!,
      hintTags: splitTags(list(p, 'hint-tags')),
      body: str(p, 'body')!,
    };
    try {
      checkStreamItemInput(item);
    } catch (err) {
      mapStreamError(err);
    }
    return { item, json: bool(p, 'json') };
  },
  async run({ item, json }, ctx) {
    let result;
    try {
      result = await emitStreamItem(ctx.home, item);
    } catch (err) {
      mapStreamError(err);
    }
    if (json) printJson(ctx, result);
    else
      say(
        ctx,
        result.created
          ? `Recorded stream item ${result.item.id}`
          : `Stream item ${result.item.id} was already recorded at ${result.item.createdAt}; nothing changed`,
      );
  },
});

const listVerb = defineVerb({
  args: { string: ['tag'], boolean: ['json'] },
  options: (p) => ({ tag: str(p, 'tag'), json: bool(p, 'json') }),
  async run({ tag, json }, ctx) {
    const items = listStreamItems(ctx.home, { tag });
    if (json) printJson(ctx, { items, total: items.length });
    else if (!items.length) say(ctx, 'No stream items match.');
    else
      for (const i of items)
        say(
          ctx,
          `${i.createdAt}  ${i.id}  ${i.hintType}  [${i.hintTags.join(',')}]  ${i.source}: ${i.body.split('\n')[0]}`,
        );
  },
});

export const streamCommand = defineNoun(
  {
    name: 'stream',
    details:
      'Emitting an id that is already recorded changes nothing and prints the stored item (created: false, exit 0).\nAn item sends no wake and changes no seat status.',
  },
  [
    {
      name: 'emit',
      usage: ['rig stream emit --source S --id ID --hint-type T [--hint-tags a,b] --body TEXT [--json]'],
      verb: emitVerb,
    },
    { name: 'list', usage: ['rig stream list [--tag T] [--json]'], verb: listVerb },
  ],
);
