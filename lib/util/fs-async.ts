// Promise forms of the few file-system calls the lookups make, over Node's callback API: the same
// libuv calls as node:fs/promises, without loading it. That module brings its FileHandle class and
// the readline machinery with it, about 2 ms on every hook run that reaches a lookup.
import {
  close,
  fsync as fsyncCb,
  write as writeCb,
  fstat as fstatCb,
  lstat as lstatCb,
  open as openCb,
  read as readCb,
  readdir as readdirCb,
  realpath as realpathCb,
  stat as statCb,
  type Dirent,
  type Stats,
} from 'node:fs';

type Callback<T> = (err: NodeJS.ErrnoException | null, value: T) => void;

function promised<T>(call: (cb: Callback<T>) => void): Promise<T> {
  return new Promise((resolve, reject) => call((err, value) => (err ? reject(err) : resolve(value))));
}

// Named imports: `import * as fs` would make the bundle copy every property of node:fs at load.
export const stat = (path: string): Promise<Stats> => promised((cb) => statCb(path, cb));
export const lstat = (path: string): Promise<Stats> => promised((cb) => lstatCb(path, cb));
/** The native realpath (realpath(3)), as node:fs/promises uses, not fs.realpath's JavaScript walk. */
export const realpath = (path: string): Promise<string> => promised((cb) => realpathCb.native(path, cb));
export const readdir = (path: string): Promise<string[]> => promised((cb) => readdirCb(path, cb));
export const readdirEntries = (path: string): Promise<Dirent[]> =>
  promised((cb) => readdirCb(path, { withFileTypes: true }, cb));
export const open = (path: string, flags: number, mode?: number): Promise<number> =>
  promised((cb) => openCb(path, flags, mode, cb));
export const write = (fd: number, text: string): Promise<number> =>
  promised((cb) => writeCb(fd, text, null, 'utf8', cb));
export const fsync = (fd: number): Promise<void> => promised((cb) => fsyncCb(fd, (err) => cb(err, undefined)));
export const fstat = (fd: number): Promise<Stats> => promised((cb) => fstatCb(fd, cb));
export const read = (fd: number, buf: Buffer, offset: number, length: number, position: number): Promise<number> =>
  promised((cb) => readCb(fd, buf, offset, length, position, cb));
/** Closes and forgets: a close error leaves nothing for the caller to do. */
export const closeQuietly = (fd: number): void => close(fd, () => undefined);
