// Why a state file that exists could not be opened or read, in words, and what the reader can do
// about it: pure, from the error's code. The store raises it as UnreadableFileError (errors.ts),
// which the CLI prints as `rig: <file>: <what> — <what to do>`.
import { shellQuote } from '../util/shell-quote.js';

export interface Unreadable {
  what: string;
  todo: string;
}

/** Pure: the words for an open or read that failed with `code` (undefined: no code given). */
export function unreadableReason(code: string | undefined, file: string): Unreadable {
  const f = shellQuote(file);
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      // Usually a file written by another user (an openrig run under sudo).
      return {
        what: 'permission denied',
        todo: `see who owns it (ls -l ${f}) and make it yours again (sudo chown "$USER" ${f}), or move it aside`,
      };
    case 'ELOOP':
      return { what: 'a symbolic link loop', todo: `replace the link with the file it should be, or move it aside` };
    case 'EIO':
      return { what: 'an I/O error while reading it', todo: 'check the disk (dmesg, fsck), then retry' };
    case 'ENOTDIR':
      return { what: 'a path above it is not a folder', todo: 'check the folders above it in the path' };
    case 'EMFILE':
    case 'ENFILE':
      return { what: 'too many open files', todo: 'close some programs or raise the open-file limit, then retry' };
    case undefined:
      return { what: 'cannot be read', todo: 'check the file, or move it aside and retry' };
    default:
      return { what: `cannot be read (${code})`, todo: 'check the file, or move it aside and retry' };
  }
}
