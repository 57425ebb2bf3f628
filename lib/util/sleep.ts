/**
 * A promise that settles after `ms` milliseconds, or sooner when `signal` aborts (the one
 * definition; every wait loop uses it). An abort resolves, never rejects: the caller's loop checks
 * its signal and decides what an early wake means.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (!signal) return new Promise((resolve) => setTimeout(resolve, ms));
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
