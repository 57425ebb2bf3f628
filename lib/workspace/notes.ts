// The notes rule: a node's notes file is `<node>/NOTES.md`, else `<node>/notes.md` (exact names,
// so a case-insensitive file system still reports the name as written on disk), and it must be a
// regular file. Nothing else is looked at: no pointers, no parent folders, no other spellings.
// `rig scope resolve-notes <node> --json` prints this resolution; the trace calls it in-process.
import { readdir, stat } from '../util/fs-async.js';
import { join } from 'node:path';

export const NOTES_FILE_NAMES = ['NOTES.md', 'notes.md'] as const;

export interface NotesResolution {
  path: string;
  name: string;
}

const code = (err: unknown) => (err as NodeJS.ErrnoException)?.code;

/**
 * The notes file of `node` (an absolute folder path), or null when it has none. A folder that does
 * not exist has no notes. Throws on anything else (a folder that cannot be listed, for example),
 * so a broken resolution is never mistaken for "no notes".
 */
export async function resolveNotes(node: string): Promise<NotesResolution | null> {
  let names: string[];
  try {
    names = await readdir(node);
  } catch (err) {
    if (code(err) === 'ENOENT' || code(err) === 'ENOTDIR') return null;
    throw err;
  }
  for (const name of NOTES_FILE_NAMES) {
    if (!names.includes(name)) continue;
    const path = join(node, name);
    try {
      if ((await stat(path)).isFile()) return { path, name };
    } catch (err) {
      if (code(err) === 'ENOENT') continue;
      throw err;
    }
  }
  return null;
}
