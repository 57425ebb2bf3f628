// rig completion refs — the seat refs a completion script offers, one per line: the registry's
// file names only (recordedSeatRefs), so a Tab costs a process start and a directory listing.
import { bool } from './args.js';
import { printJson, say } from './cli-context.js';
import { defineVerb } from './verb.js';
import { recordedSeatRefs } from '../seat/registry.js';

/** More than a shell could usefully list; a registry past it is cut, and --json says so. */
export const COMPLETION_REFS_LIMIT = 1000;

export const completionRefsVerb = defineVerb({
  args: { boolean: ['json'] },
  options: (p) => ({ json: bool(p, 'json') }),
  async run({ json }, ctx) {
    const { refs, truncated } = recordedSeatRefs(ctx.home, COMPLETION_REFS_LIMIT);
    if (json) printJson(ctx, { refs, truncated });
    else for (const ref of refs) say(ctx, ref);
  },
});
