// rig scope — how the trace scopes a work node. resolve-notes names a node's notes file by the
// notes rule (lib/workspace/notes.ts): <node>/NOTES.md, else <node>/notes.md.
import { resolve } from 'node:path';
import { defineNoun, defineVerb } from './verb.js';
import { arg, bool } from './args.js';
import { say, printJson } from './cli-context.js';
import { refused } from './errors.js';
import { resolveNotes, NOTES_FILE_NAMES } from '../workspace/notes.js';
import { expandHome } from '../trace/trace-fs.js';

const resolveNotesVerb = defineVerb({
  args: { boolean: ['json'], positionals: [{ name: 'NODE', what: 'a node folder' }] },
  options: (p) => ({ node: arg(p, 'NODE')!, json: bool(p, 'json') }),
  async run({ node, json }, ctx) {
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
    if (json) printJson(ctx, { ok: true, resolution });
    else say(ctx, resolution ? resolution.path : `no notes at ${path} (looked for ${NOTES_FILE_NAMES.join(', ')})`);
  },
});

export const scopeCommand = defineNoun(
  {
    name: 'scope',
    details: `resolve-notes prints the notes file of the folder NODE: ${NOTES_FILE_NAMES.map((n) => `NODE/${n}`).join(', else ')}
(exact names, a regular file). With --json: {"ok": true, "resolution": null | {"path", "name"}}.
A folder that does not exist has no notes; a folder that cannot be read is an error (exit 1).`,
  },
  [{ name: 'resolve-notes', usage: ['rig scope resolve-notes NODE [--json]'], verb: resolveNotesVerb }],
);
