// Output written straight to fd 1 or 2 with writeSync. process.stdout on a pipe or a file first
// loads Node's stream and socket modules, about 5 ms: a noticeable part of a short `rig` command
// and of a hook that prints. A descriptor left non-blocking by whoever made it (EAGAIN) is handed
// to Node's own stream for the rest, which copes with that.
import { writeSync } from 'node:fs';

/** Writes as much of `data` as the descriptor takes; `error` says why it stopped early. */
export function writeAllSync(
  fd: number,
  data: string | Uint8Array,
): { written: number; total: number; error?: NodeJS.ErrnoException } {
  const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let written = 0;
  while (written < buf.length) {
    try {
      written += writeSync(fd, buf, written, buf.length - written);
    } catch (err) {
      return { written, total: buf.length, error: err as NodeJS.ErrnoException };
    }
  }
  return { written, total: buf.length };
}

/**
 * A writer for the CLI's stdout or stderr. A reader that went away (EPIPE: `rig … | head`) ends
 * the output quietly, as it does for other command-line tools; EAGAIN moves to Node's stream.
 */
export function fdWriter(
  fd: number,
  stream: () => NodeJS.WritableStream,
  /** Told once when the reader has gone (a stream like rig watch --json then stops). */
  onGone?: () => void,
): (data: string | Uint8Array) => void {
  let gone = false;
  let viaStream: NodeJS.WritableStream | undefined;
  return (data) => {
    if (gone) return;
    if (viaStream) {
      viaStream.write(data);
      return;
    }
    const r = writeAllSync(fd, data);
    if (!r.error) return;
    if (r.error.code === 'EPIPE') {
      gone = true;
      onGone?.();
      return;
    }
    if (r.error.code !== 'EAGAIN') throw r.error;
    viaStream = stream();
    // The reader can still go away while the stream drains: that too ends the output quietly.
    viaStream.on('error', (err: NodeJS.ErrnoException) => {
      gone = true;
      onGone?.();
      if (err.code !== 'EPIPE') throw err;
    });
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    viaStream.write(buf.subarray(r.written));
  };
}
