// Where a reader's "read as missing" notice goes when its caller names no `report`: stderr, marked
// as openrig's. Its own module so the non-blocking reader (read-async.ts) shares it without loading
// the synchronous store.
export const defaultReport = (message: string): void => {
  process.stderr.write(`openrig: ${message}\n`);
};
