// Races one pending operation against a signal (an AbortSignal or bounded()'s CutSignal). File-
// system calls run on libuv's thread pool and cannot be cancelled, so a caller that must stop on
// time stops waiting instead; whatever the abandoned operation later yields is handed to `onLate`
// (to close a file handle, for example).
import type { LookupSignal } from './lookup-signal.js';

export function untilAborted<T>(
  p: Promise<T>,
  signal: LookupSignal | undefined,
  aborted: () => Error,
  onLate?: (value: T) => void,
): Promise<T> {
  if (!signal) return p;
  if (signal.aborted) {
    p.then(
      (v) => onLate?.(v),
      () => undefined,
    );
    return Promise.reject(aborted());
  }
  return new Promise<T>((resolve, reject) => {
    let done = false;
    const onAbort = () => {
      if (done) return;
      done = true;
      reject(aborted());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        if (done) onLate?.(v);
        else {
          done = true;
          resolve(v);
        }
      },
      (err) => {
        signal.removeEventListener('abort', onAbort);
        if (!done) {
          done = true;
          reject(err);
        }
      },
    );
  });
}
