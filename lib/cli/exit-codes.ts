// The exit codes of `rig`, in one table: errors.ts maps each failure kind to its row, `rig send
// --help` prints it and the README generator writes it (lib/cli/reference.ts), so a script, the
// help and the README read the same numbers. 0 is success and 2 a wrong command line in every
// command, as in most command-line tools; the codes from 3 up say what a script may act on.

export interface ExitCodeRow {
  code: number;
  name: string;
  /** When a command ends with it (one line, for help and the README). */
  meaning: string;
}

export const EXIT_CODE_TABLE = [
  { code: 0, name: 'ok', meaning: 'done; rig send: delivered (typed, and confirmed where the composer can be read)' },
  {
    code: 1,
    name: 'refused',
    meaning:
      'OpenRig declined or the work failed, and nothing was typed (a missing record, an unreadable file, a seat that did not start or stop, a send refused or failed before any input)',
  },
  {
    code: 2,
    name: 'usage',
    meaning: 'the command line is wrong (unknown flag, missing argument, bad value): nothing was tried',
  },
  {
    code: 3,
    name: 'daemon-unavailable',
    meaning: 'the command needs the daemon and none answers for this OPENRIG_HOME: start it with rig daemon start',
  },
  {
    code: 4,
    name: 'held',
    meaning:
      "rig send: the seat's typing guard held the message for inspection (rig seat held-messages); nothing typed",
  },
  {
    code: 5,
    name: 'indeterminate',
    meaning:
      'rig send: input may have been written but is not confirmed (or the daemon stopped answering mid-send): check the pane before sending again',
  },
  {
    code: 6,
    name: 'not-idle',
    meaning:
      'rig send --wait-for-idle: the seat stayed busy (or of unknown activity) for the whole wait; nothing typed or kept',
  },
  { code: 70, name: 'internal', meaning: 'a bug or a broken install: report it with the command you ran' },
] as const satisfies readonly ExitCodeRow[];

export type ExitName = (typeof EXIT_CODE_TABLE)[number]['name'];

/** The code of a row by name. */
export function exitCode(name: ExitName): number {
  return EXIT_CODE_TABLE.find((r) => r.name === name)!.code;
}

/** The table as help text (rig send --help): one row per line, the code right-aligned. Pure. */
export function exitCodesHelp(): string {
  return [
    'Exit codes:',
    ...EXIT_CODE_TABLE.map((r) => `  ${String(r.code).padStart(2)}  ${r.name.padEnd(18)} ${r.meaning}`),
  ].join('\n');
}

/** The table as Markdown (README). Pure. */
export function exitCodesMarkdown(): string {
  return [
    '| code | name | when |',
    '|---|---|---|',
    ...EXIT_CODE_TABLE.map((r) => `| ${r.code} | \`${r.name}\` | ${r.meaning} |`),
  ].join('\n');
}
