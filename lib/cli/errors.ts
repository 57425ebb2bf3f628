// CLI failures carry their exit code and both halves of the message: what went wrong and what to
// do. The one top-level handler prints `rig: <what> — <what to do>`; commands never exit.

export const EXIT_REFUSED = 1;
export const EXIT_USAGE = 2;

export class CliError extends Error {
  constructor(readonly exitCode: 1 | 2, readonly what: string, readonly todo: string) {
    super(`${what} — ${todo}`);
    this.name = 'CliError';
  }
}

export const usageError = (what: string, todo: string) => new CliError(EXIT_USAGE, what, todo);
export const refused = (what: string, todo: string) => new CliError(EXIT_REFUSED, what, todo);
