// rig context — the context library (named orientation texts under config context.root).
// (lib/cli/cli-context.ts is the command Context every CLI module receives; this is the `context` noun.)
import { defineNoun, defineVerb } from './verb.js';
import { arg, bool } from './args.js';
import { printJson, say, type Context } from './cli-context.js';
import { refused } from './errors.js';
import { readInputBytes } from './input-file.js';
import { ContextRefError, contextEntryPath } from '../context/context-ref.js';
import {
  addContextEntry,
  ContextEntryExistsError,
  contextRoot,
  getContextEntry,
  listContextEntries,
} from '../context/context-library.js';

const REF = { name: 'REF', what: 'a context ref' };

function rootOf(ctx: Context): string {
  return contextRoot(ctx.home, ctx.env, ctx.cwd);
}

function fail(err: unknown): never {
  if (err instanceof ContextEntryExistsError) throw refused(err.message, 'pass --force to replace it');
  if (err instanceof ContextRefError)
    throw refused(
      err.reason,
      err.reason.startsWith('invalid') ? 'use a ref like team/refocus' : 'run rig context list to see entries',
    );
  throw err;
}

/** The entry's bytes as text when they are UTF-8 (and so round-trip exactly); undefined when not. */
export function utf8Text(bytes: Uint8Array): string | undefined {
  const text = Buffer.from(bytes).toString('utf8');
  return Buffer.from(text, 'utf8').equals(bytes) ? text : undefined;
}

/** Pure: `rig context get --json`, the bytes wrapped honestly: text when UTF-8, base64 when not. */
export function contextEntryJson(ref: string, path: string, bytes: Uint8Array) {
  const text = utf8Text(bytes);
  const head = { ref, path, bytes: bytes.length };
  return text === undefined
    ? { ...head, encoding: 'base64' as const, base64: Buffer.from(bytes).toString('base64') }
    : { ...head, encoding: 'utf-8' as const, text };
}

const getVerb = defineVerb({
  // Without --json it prints the entry exactly.
  args: { boolean: ['json'], positionals: [REF] },
  options: (p) => ({ ref: arg(p, 'REF')!, json: bool(p, 'json') }),
  async run({ ref, json }, ctx) {
    const root = rootOf(ctx);
    const bytes = await getContextEntry(root, ref).catch(fail);
    if (json) {
      printJson(ctx, contextEntryJson(ref, contextEntryPath(root, ref), bytes));
      return;
    }
    const io = ctx.io;
    if (io.outBytes) io.outBytes(bytes);
    else {
      const text = utf8Text(bytes);
      // The content itself, unescaped: what a refocus delivers must be these exact bytes.
      if (text === undefined)
        throw refused(
          `context entry ${JSON.stringify(ref)} is not valid UTF-8 text`,
          'this CLI prints text only; use --json (base64), or read the file under the context root directly',
        );
      io.out(text);
    }
  },
});

const addVerb = defineVerb({
  args: { boolean: ['json', 'force'], positionals: [REF, { name: 'FILE', what: 'a file (or - for standard input)' }] },
  options: (p) => ({ ref: arg(p, 'REF')!, file: arg(p, 'FILE')!, force: bool(p, 'force'), json: bool(p, 'json') }),
  async run({ ref, file, force, json }, ctx) {
    const root = rootOf(ctx);
    const data = await readInputBytes(ctx, file, {
      label: file,
      stdin: { what: 'no standard input to read', todo: 'pass a FILE path' },
    });
    const result = await addContextEntry(root, ref, data, { force }).catch(fail);
    if (json) printJson(ctx, result);
    else say(ctx, `${result.replaced ? 'Replaced' : 'Added'} ${result.ref} (${result.bytes} bytes) at ${result.path}`);
  },
});

const listVerb = defineVerb({
  args: { boolean: ['json'] },
  options: (p) => ({ json: bool(p, 'json') }),
  async run({ json }, ctx) {
    const root = rootOf(ctx);
    const { entries, truncated } = await listContextEntries(root);
    if (json) printJson(ctx, { root, entries, truncated });
    else {
      if (!entries.length) say(ctx, `No context entries under ${root}.`);
      for (const e of entries) say(ctx, `${e.ref}  ${e.bytes} bytes  ${e.modifiedAt}`);
      if (truncated) say(ctx, `(list cut at ${entries.length} entries)`);
    }
  },
});

export const contextLibraryCommand = defineNoun(
  {
    name: 'context',
    details:
      'Entries are stored as <context.root>/<REF>.md. A REF is relative, its segments use letters, digits, ".", "_" and "-", with no ".." segment.\n`get` prints the entry exactly, trailing newline included; with --json, as text when it is UTF-8, else as base64. FILE may be "-" for standard input.',
  },
  [
    { name: 'add', usage: ['rig context add REF FILE [--force] [--json]'], verb: addVerb },
    { name: 'get', usage: ['rig context get REF [--json]'], verb: getVerb },
    { name: 'list', usage: ['rig context list [--json]'], verb: listVerb },
  ],
);
