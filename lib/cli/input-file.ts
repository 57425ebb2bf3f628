// An input the command line names (a body file, a FILE argument), read once and refused alike:
// a path resolved against the caller's folder, `-` for standard input where the command takes it,
// an optional size bound checked before reading, and any failure to read it as `cannot read …`.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Context } from './cli-context.js';
import { cannotRead, usageError } from './errors.js';

export interface InputFile {
  /** How the errors name the input: `--body-file F`, or the FILE argument itself. */
  label: string;
  /** What to do when it cannot be read; default "check the path". */
  todo?: string;
  /** `-` reads standard input, and what to do when there is none; without it `-` names a file. */
  stdin?: { what: string; todo: string };
  /** A larger file is a usage error, found before it is read. */
  max?: { bytes: number; what: string; todo: string };
}

/** The bytes of the input `file` names. */
export async function readInputBytes(ctx: Context, file: string, spec: InputFile): Promise<Buffer> {
  if (file === '-' && spec.stdin) {
    if (!ctx.io.readStdin) throw usageError(spec.stdin.what, spec.stdin.todo);
    return Buffer.from(await ctx.io.readStdin(), 'utf8');
  }
  const path = resolve(ctx.cwd, file);
  const unreadable = (err: unknown) => cannotRead(spec.label, err, spec.todo);
  if (spec.max) {
    let size: number;
    try {
      size = statSync(path).size;
    } catch (err) {
      throw unreadable(err);
    }
    if (size > spec.max.bytes) throw usageError(spec.max.what, spec.max.todo);
  }
  try {
    return readFileSync(path);
  } catch (err) {
    throw unreadable(err);
  }
}

/** The input as UTF-8 text. */
export async function readInputText(ctx: Context, file: string, spec: InputFile): Promise<string> {
  return (await readInputBytes(ctx, file, spec)).toString('utf8');
}
