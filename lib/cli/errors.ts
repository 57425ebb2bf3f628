// CLI failures carry their kind and both halves of the message: what went wrong and what to do.
// The one top-level handler prints `rig: <what> — <what to do>` and exits with the kind's code;
// commands never exit.
//
// Each command is its own chunk in the built CLI, with its own copy of this class, so the handler
// recognises a CliError by a registered symbol, not by class identity (isCliError).

import { dirname } from 'node:path';
import { isDiskFull, isStoreError, noSpaceLine } from '../store/errors.js';
import { escapeForTerminal, escapeRecordedText } from '../util/terminal-text.js';
import { exitCode } from './exit-codes.js';

/**
 * Every kind of failure and its exit code: the one place a kind meets its row of the exit-code
 * table (lib/cli/exit-codes.ts, which the help and the README print).
 */
export const EXIT_CODES = {
  /** The command line is wrong (unknown flag, missing or extra argument, bad value): nothing was tried. */
  usage: exitCode('usage'),
  /** OpenRig declined, a record is missing or a state file is unreadable: nothing was changed or sent. */
  refused: exitCode('refused'),
  /** An input the command line names (a file, standard input) cannot be read: nothing was tried. */
  unreadable: exitCode('refused'),
  /** The command ran and printed its result: a send refused or failed before any input. */
  notDelivered: exitCode('refused'),
  /** The command needs the daemon and none answers for this home. */
  daemonUnavailable: exitCode('daemon-unavailable'),
  /** A send the typing guard kept for inspection: nothing typed. */
  held: exitCode('held'),
  /** A send that may have written input without confirming it. */
  indeterminate: exitCode('indeterminate'),
  /** A --wait-for-idle send that found the seat busy (or unknown) for the whole wait: nothing typed. */
  notIdle: exitCode('not-idle'),
  /** A bug, or a command module that would not load (lib/cli/main.ts). */
  internal: exitCode('internal'),
} as const;

export type FailureKind = keyof typeof EXIT_CODES;

const CLI_ERROR = Symbol.for('openrig.cli-error');

export class CliError extends Error {
  readonly [CLI_ERROR] = true;
  readonly exitCode: number;
  constructor(
    readonly kind: FailureKind,
    readonly what: string,
    readonly todo: string,
  ) {
    super(`${what} — ${todo}`);
    this.name = 'CliError';
    this.exitCode = EXIT_CODES[kind];
  }
}

/** A CliError from any copy of this module (a command chunk has its own). */
export function isCliError(err: unknown): err is CliError {
  return typeof err === 'object' && err !== null && (err as Record<symbol, unknown>)[CLI_ERROR] === true;
}

export const usageError = (what: string, todo: string) => new CliError('usage', what, todo);
export const refused = (what: string, todo: string) => new CliError('refused', what, todo);
export const notDelivered = (what: string, todo: string) => new CliError('notDelivered', what, todo);
/** The command needs the daemon and none answers (daemon-missing.ts words it). */
export const daemonUnavailable = (what: string, todo: string) => new CliError('daemonUnavailable', what, todo);

/** An input file (or `-`, standard input) that cannot be read; `err` gives the reason's code. */
export function cannotRead(file: string, err: unknown, todo = 'check the path'): CliError {
  const why = (err as NodeJS.ErrnoException)?.code ?? (err as Error)?.message ?? String(err);
  return new CliError('unreadable', `cannot read ${file}: ${why}`, todo);
}

/**
 * Pure: the one stderr line and exit code for any failure that reaches the top (`rig`, and the
 * trace-to-root executable): a CliError as it says, a store error as a refusal naming the file,
 * anything else as an internal error to report.
 */
export function failureReport(err: unknown): { line: string; exitCode: number } {
  if (isCliError(err))
    return { line: `rig: ${escapeForTerminal(err.what)} — ${escapeForTerminal(err.todo)}\n`, exitCode: err.exitCode };
  if (isStoreError(err))
    return {
      // One line whatever the message quotes (a parser's message carries the bad text, newlines too).
      line: `rig: ${escapeRecordedText(err.message)} — ${escapeRecordedText(err.todo ?? 'check the file, or move it aside and retry')}\n`,
      exitCode: EXIT_CODES.refused,
    };
  // A full disk met outside the store (a plugin copy, a temp file): the same line as the store's.
  if (isDiskFull(err)) {
    const e = err as NodeJS.ErrnoException;
    const file = e.path ?? 'a file';
    const line = noSpaceLine(e.code!, file, e.path ? dirname(e.path) : 'the disk OpenRig writes to');
    return {
      line: `rig: ${escapeForTerminal(line.what)} — ${escapeForTerminal(line.todo)}\n`,
      exitCode: EXIT_CODES.refused,
    };
  }
  const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
  return {
    line: `rig: internal error: ${escapeForTerminal(message)} — please report this with the command you ran\n`,
    exitCode: EXIT_CODES.internal,
  };
}
