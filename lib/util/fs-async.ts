// Promise forms of the few file-system calls the lookups make, over Node's callback API: the same
// libuv calls as node:fs/promises, without loading it. That module brings its FileHandle class and
// the readline machinery with it, about 2 ms on every hook run that reaches a lookup.
import * as fs from 'node:fs';

type Callback<T> = (err: NodeJS.ErrnoException | null, value: T) => void;

function promised<T>(call: (cb: Callback<T>) => void): Promise<T> {
  return new Promise((resolve, reject) => call((err, value) => (err ? reject(err) : resolve(value))));
}

export const stat = (path: string): Promise<fs.Stats> => promised((cb) => fs.stat(path, cb));
export const lstat = (path: string): Promise<fs.Stats> => promised((cb) => fs.lstat(path, cb));
/** The native realpath (realpath(3)), as node:fs/promises uses, not fs.realpath's JavaScript walk. */
export const realpath = (path: string): Promise<string> => promised((cb) => fs.realpath.native(path, cb));
export const readdir = (path: string): Promise<string[]> => promised((cb) => fs.readdir(path, cb));
export const readdirEntries = (path: string): Promise<fs.Dirent[]> => promised((cb) => fs.readdir(path, { withFileTypes: true }, cb));
export const open = (path: string, flags: number): Promise<number> => promised((cb) => fs.open(path, flags, cb));
export const fstat = (fd: number): Promise<fs.Stats> => promised((cb) => fs.fstat(fd, cb));
export const read = (fd: number, buf: Buffer, offset: number, length: number, position: number): Promise<number> =>
  promised((cb) => fs.read(fd, buf, offset, length, position, cb));
/** Closes and forgets: a close error leaves nothing for the caller to do. */
export const closeQuietly = (fd: number): void => fs.close(fd, () => undefined);
