// CLI failures carry their exit code and both halves of the message: what went wrong and what to
// do. The one top-level handler prints `rig: <what> — <what to do>`; commands never exit.
//
// Each command is its own chunk in the built CLI, with its own copy of this class, so the handler
// recognises a CliError by a registered symbol, not by class identity (isCliError).

const EXIT_REFUSED = 1;
export const EXIT_USAGE = 2;

const CLI_ERROR = Symbol.for('openrig.cli-error');

export class CliError extends Error {
  readonly [CLI_ERROR] = true;
  constructor(
    readonly exitCode: 1 | 2,
    readonly what: string,
    readonly todo: string,
  ) {
    super(`${what} — ${todo}`);
    this.name = 'CliError';
  }
}

/** A CliError from any copy of this module (a command chunk has its own). */
export function isCliError(err: unknown): err is CliError {
  return typeof err === 'object' && err !== null && (err as Record<symbol, unknown>)[CLI_ERROR] === true;
}

export const usageError = (what: string, todo: string) => new CliError(EXIT_USAGE, what, todo);
export const refused = (what: string, todo: string) => new CliError(EXIT_REFUSED, what, todo);
