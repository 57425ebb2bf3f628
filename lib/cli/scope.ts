// rig scope — how the trace scopes a work node. resolve-notes names a node's notes file by the
// notes rule (lib/workspace/notes.ts): <node>/NOTES.md, else <node>/notes.md.
import { resolve } from 'node:path';
import type { Command } from './command.js';
import { parseArgs, bool } from './args.js';
import { say, printJson } from './cli-context.js';
import { refused, usageError } from './errors.js';
import { resolveNotes, NOTES_FILE_NAMES } from '../workspace/notes.js';
import { expandHome } from '../trace/trace-fs.js';

export const scopeCommand: Command = {
  name: 'scope',
  usage: ['rig scope resolve-notes NODE [--json]'],
  details: `resolve-notes prints the notes file of the folder NODE: ${NOTES_FILE_NAMES.map((n) => `NODE/${n}`).join(', else ')}
(exact names, a regular file). With --json: {"ok": true, "resolution": null | {"path", "name"}}.
A folder that does not exist has no notes; a folder that cannot be read is an error (exit 1).`,
  async run(argv, ctx) {
    const [verb, ...rest] = argv;
    if (verb !== 'resolve-notes') {
      throw usageError(verb ? `unknown scope verb "${verb}"` : 'a scope verb is required', 'one of: resolve-notes');
    }
    const args = parseArgs(rest, { boolean: ['json'] }, 'scope');
    const [node, extra] = args.positionals;
    if (node === undefined || node === '')
      throw usageError('a node folder is required', 'usage: rig scope resolve-notes NODE [--json]');
    if (extra !== undefined) throw usageError(`unexpected argument "${extra}"`, 'give one node folder');
    const path = resolve(ctx.cwd, expandHome(node));
    let resolution;
    try {
      resolution = await resolveNotes(path);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw refused(
        `cannot resolve notes at ${path}: ${code ?? (err instanceof Error ? err.message : String(err))}`,
        'check that the folder is readable',
      );
    }
    if (bool(args, 'json')) printJson(ctx, { ok: true, resolution });
    else say(ctx, resolution ? resolution.path : `no notes at ${path} (looked for ${NOTES_FILE_NAMES.join(', ')})`);
  },
};
