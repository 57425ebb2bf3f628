// rig context — the context library (named orientation texts under config context.root).
// (lib/cli/context.ts is the command Context every CLI module receives; this is the `context` noun.)
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Command } from './command.js';
import { parseArgs, bool } from './args.js';
import { printJson, say } from './cli-context.js';
import { cannotRead, refused, usageError } from './errors.js';
import { ContextRefError } from '../context/context-ref.js';
import {
  addContextEntry,
  ContextEntryExistsError,
  contextRoot,
  getContextEntry,
  listContextEntries,
} from '../context/context-library.js';

const STDIN_MARK = '\u0000stdin';

/** An Io that can take raw bytes; the CLI falls back to text when the entry is valid UTF-8. */

export const contextLibraryCommand: Command = {
  name: 'context',
  usage: ['rig context add REF FILE [--force] [--json]', 'rig context get REF', 'rig context list [--json]'],
  details:
    'Entries are stored as <context.root>/<REF>.md. A REF is relative, its segments use letters, digits, ".", "_" and "-", with no ".." segment.\n`get` prints the entry exactly, trailing newline included. FILE may be "-" for standard input.',
  async run(argv, ctx) {
    // mri drops a lone "-" (standard input); carry it through parsing under a marker.
    const args = parseArgs(
      argv.map((a) => (a === '-' ? STDIN_MARK : a)),
      { boolean: ['json', 'force'] },
      'context',
    );
    const [verb, ref, file, extra] = args.positionals;
    const json = bool(args, 'json');
    const root = contextRoot(ctx.home, ctx.env, ctx.cwd);
    const fail = (err: unknown): never => {
      if (err instanceof ContextEntryExistsError) throw refused(err.message, 'pass --force to replace it');
      if (err instanceof ContextRefError)
        throw refused(
          err.reason,
          err.reason.startsWith('invalid') ? 'use a ref like team/refocus' : 'run rig context list to see entries',
        );
      throw err;
    };
    if (verb === 'get') {
      if (ref === undefined) throw usageError('a context ref is required', 'usage: rig context get REF');
      if (file !== undefined) throw usageError(`unexpected argument "${file}"`, 'usage: rig context get REF');
      if (bool(args, 'force') || json)
        throw usageError('rig context get takes no options', 'it prints the entry exactly');
      const bytes = await getContextEntry(root, ref).catch(fail);
      const io = ctx.io;
      if (io.outBytes) io.outBytes(bytes);
      else {
        const text = bytes.toString('utf8');
        // The content itself, unescaped: what a refocus delivers must be these exact bytes.
        if (!Buffer.from(text, 'utf8').equals(bytes))
          throw refused(
            `context entry ${JSON.stringify(ref)} is not valid UTF-8 text`,
            'this CLI prints text only; read the file under the context root directly',
          );
        io.out(text);
      }
      return;
    }
    if (verb === 'add') {
      if (ref === undefined || file === undefined)
        throw usageError('a ref and a file are required', 'usage: rig context add REF FILE');
      if (extra !== undefined) throw usageError(`unexpected argument "${extra}"`, 'usage: rig context add REF FILE');
      let data: Buffer;
      if (file === STDIN_MARK) {
        if (!ctx.io.readStdin) throw usageError('no standard input to read', 'pass a FILE path');
        data = Buffer.from(await ctx.io.readStdin(), 'utf8');
      } else {
        try {
          data = await readFile(resolve(ctx.cwd, file));
        } catch (err) {
          throw cannotRead(file, err);
        }
      }
      const result = await addContextEntry(root, ref, data, { force: bool(args, 'force') }).catch(fail);
      if (json) printJson(ctx, result);
      else
        say(ctx, `${result.replaced ? 'Replaced' : 'Added'} ${result.ref} (${result.bytes} bytes) at ${result.path}`);
      return;
    }
    if (verb === 'list') {
      if (ref !== undefined) throw usageError(`unexpected argument "${ref}"`, 'usage: rig context list [--json]');
      const { entries, truncated } = await listContextEntries(root);
      if (json) printJson(ctx, { root, entries, truncated });
      else {
        if (!entries.length) say(ctx, `No context entries under ${root}.`);
        for (const e of entries) say(ctx, `${e.ref}  ${e.bytes} bytes  ${e.modifiedAt}`);
        if (truncated) say(ctx, `(list cut at ${entries.length} entries)`);
      }
      return;
    }
    if (verb === undefined) throw usageError('a context verb is required', 'use rig context add, get or list');
    throw usageError(`unknown context verb "${verb}"`, 'use rig context add, get or list');
  },
};
