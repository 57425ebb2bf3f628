// argv → flags and positionals with mri, declared strictly: every value flag is a string (mri
// would turn `--id 007` into 7), unknown flags are refused, a value flag given twice is an error
// unless the command declares it repeatable, and the positionals a command declares are its whole
// arity: one missing or one too many is a usage error here, never in the command.
import mri from 'mri';
import { usageError } from './errors.js';

export interface FlagSpec {
  /** Flags that take a value (always kept as strings). */
  string?: string[];
  /** Switches. */
  boolean?: string[];
  /** Value flags that may repeat; they come back as arrays. */
  multiple?: string[];
  /** Short aliases, e.g. { h: 'help' }. */
  alias?: Record<string, string>;
}

/** What a shell completion offers for a value: the registry's seat refs, or one of fixed words. */
export type Completes = 'seat' | readonly string[];

/** One positional argument, named as usage shows it (SEAT, ID, FILE). */
export interface Positional {
  name: string;
  /** May be left out (only trailing positionals may). */
  optional?: boolean;
  /** What a missing one is called in the error, e.g. "a seat ref" (default: NAME). */
  what?: string;
  /** What `rig completion` offers for it (absent: the shell's own, file names). */
  completes?: Completes;
}

export interface ArgSpec extends FlagSpec {
  /** The positionals, in order (`[]`: none); absent: not checked, the caller reads them itself. */
  positionals?: Positional[];
  /** The usage line a wrong count points to (`usage: …`). */
  usage?: string;
  /** Value flags that must be given, each with what to do when it is not (a blank value is not given). */
  required?: Record<string, string>;
  /** What `rig completion` offers for a value flag's value (absent: the shell's own, file names). */
  completes?: Record<string, Completes>;
}

export interface Parsed {
  positionals: string[];
  /** The declared positionals by name (a left-out optional one is undefined). */
  args: Record<string, string | undefined>;
  flags: Record<string, string | boolean | string[] | undefined>;
}

// mri drops a lone "-" (standard input) as a positional: carried through under a marker.
const STDIN_ARG = '\u0000-';

/** Checks the count of positionals against the declaration and names them. */
export function checkArity(given: string[], spec: ArgSpec, helpFor: string): Record<string, string | undefined> {
  const declared = spec.positionals ?? [];
  const todo = spec.usage ? `usage: ${spec.usage}` : `see rig ${helpFor} --help`;
  const extra = given[declared.length];
  if (extra !== undefined) {
    throw usageError(`unexpected argument "${extra}"`, declared.length ? 'quote values that contain spaces' : todo);
  }
  const args: Record<string, string | undefined> = {};
  for (const [i, p] of declared.entries()) {
    const value = given[i];
    if ((value === undefined || value === '') && !p.optional) throw usageError(`${p.what ?? p.name} is required`, todo);
    args[p.name] = value;
  }
  return args;
}

export function parseArgs(argv: string[], spec: ArgSpec, helpFor: string): Parsed {
  const strings = [...(spec.string ?? []), ...(spec.multiple ?? [])];
  const booleans = [...(spec.boolean ?? []), 'help'];
  const alias: Record<string, string[]> = {};
  for (const name of [...strings, ...booleans]) alias[name] = [];
  for (const [short, long] of Object.entries({ h: 'help', ...spec.alias }))
    alias[long] = [...(alias[long] ?? []), short];
  let unknown: string | undefined;
  // mri never takes a value that starts with "-", so `--file -` (stdin) would lose its value.
  const normalised: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (argv[i + 1] === '-' && strings.some((n) => arg === `--${n}`)) {
      normalised.push(`${arg}=-`);
      i++;
    } else normalised.push(arg === '-' ? STDIN_ARG : arg);
  }
  const out = mri(normalised, {
    string: strings,
    boolean: booleans,
    alias,
    unknown: (flag: string) => {
      unknown ??= flag;
    },
  } as mri.Options) as Record<string, unknown> | undefined;
  if (unknown !== undefined || !out || typeof out !== 'object') {
    throw usageError(`unknown option ${unknown ?? ''}`.trim(), `see rig ${helpFor} --help`);
  }
  const flags: Parsed['flags'] = {};
  for (const name of strings) {
    const raw = out[name];
    if (raw === undefined) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).map(String);
    if (values.some((v) => v === '')) {
      throw usageError(
        `--${name} needs a value`,
        `pass it as --${name} VALUE (or --${name}=VALUE when it starts with "-")`,
      );
    }
    if (spec.multiple?.includes(name)) flags[name] = values;
    else if (values.length > 1) throw usageError(`--${name} was given ${values.length} times`, `give --${name} once`);
    else flags[name] = values[0];
  }
  for (const name of booleans) {
    const raw = out[name];
    if (Array.isArray(raw)) flags[name] = raw.some(Boolean);
    else if (raw !== undefined) flags[name] = Boolean(raw);
  }
  const positionals = ((out._ as unknown[]) ?? []).map((a) => (a === STDIN_ARG ? '-' : String(a)));
  const args = spec.positionals ? checkArity(positionals, spec, helpFor) : {};
  for (const [name, todo] of Object.entries(spec.required ?? {})) {
    const value = flags[name];
    if (typeof value !== 'string' || !/\S/.test(value)) throw usageError(`--${name} is required`, todo);
  }
  return { positionals, args, flags };
}

/** A declared positional by name. */
export function arg(p: Parsed, name: string): string | undefined {
  return p.args[name];
}

export function str(p: Parsed, name: string): string | undefined {
  const v = p.flags[name];
  return typeof v === 'string' ? v : undefined;
}

export function bool(p: Parsed, name: string): boolean {
  return p.flags[name] === true;
}

export function list(p: Parsed, name: string): string[] {
  const v = p.flags[name];
  return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
}
