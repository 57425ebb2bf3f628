// Rig specs: YAML, read strictly. A typo must never fall back to a default in silence, so every
// unknown key, duplicate key, wrong type or unknown runtime is an error that names file:line:column.
// Parsing and validation are pure (text in, spec or problems out); only loadRigSpec reads a file.
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve, dirname } from 'node:path';
import { homedir } from 'node:os';
import { parseDocument, LineCounter, isMap, isSeq, isScalar, isAlias, type Node, type YAMLMap, type Pair } from 'yaml';
import { nameProblem } from '../seat/ref.js';
import type { Runtime, TypingGuardMode } from '../seat/registry.js';
import { defaultPlugins } from '../seat/defaults.js';
import { RESERVED_ENV_KEYS } from '../seat/pane-vars.js';
import { SEAT_RUNTIMES } from '../seat/runtime.js';
import { isPermissionMode, PERMISSION_MODES, type PermissionMode } from '../seat/permission-mode.js';
// The typing guard's modes and per-runtime default are the guard policy's facts, stated there once.
import { defaultModeFor, GUARD_MODES, isGuardMode } from '../delivery/guard/policy.js';

export const RUNTIMES: readonly Runtime[] = SEAT_RUNTIMES;

const RIG_KEYS = ['name', 'seats'] as const;
const SEAT_KEYS = [
  'name',
  'runtime',
  'cwd',
  'command',
  'plugins',
  'env',
  'role',
  'typingGuard',
  'permissionMode',
] as const;
const PLUGIN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
const ENV_KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
const MAX_PROBLEMS = 20;
const MAX_SEATS = 64;

export interface SeatSpec {
  name: string;
  runtime: Runtime;
  /** Absolute cwd (relative paths resolve against the spec's folder, `~` against the home folder). */
  cwd: string;
  /** The seat's own command, when the spec overrides the runtime default. */
  command?: string;
  plugins: string[];
  env: Record<string, string>;
  /** Absolute role file paths, in spec order. */
  roleFiles: string[];
  typingGuard: TypingGuardMode;
  /** The runtime's permission mode at every launch (lib/seat/permission-mode.ts maps it per runtime). */
  permissionMode?: PermissionMode;
}

export interface RigSpec {
  name: string;
  seats: SeatSpec[];
  /** The spec file (absolute), or a label such as `<demo>` for an embedded spec. */
  file: string;
}

export interface SpecProblem {
  line: number;
  col: number;
  message: string;
}

export class RigSpecError extends Error {
  constructor(
    readonly file: string,
    readonly problems: SpecProblem[],
  ) {
    super(problems.map((p) => `${file}:${p.line}:${p.col}: ${p.message}`).join('\n'));
    this.name = 'RigSpecError';
  }

  /** Each problem as `file:line:column: message`. */
  lines(): string[] {
    return this.problems.map((p) => `${this.file}:${p.line}:${p.col}: ${p.message}`);
  }
}

export interface ParseOptions {
  /** Shown in errors (the path as the user gave it is friendliest). */
  file: string;
  /** Folder relative paths resolve against (the spec's folder). */
  baseDir: string;
  /** Folder `~` stands for. */
  homeDir?: string;
}

function describe(node: unknown): string {
  if (node === null || node === undefined) return 'nothing';
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a list';
  if (isAlias(node)) return 'an alias';
  if (isScalar(node)) {
    const v = node.value;
    if (v === null) return 'null';
    if (typeof v === 'string') return `text ${JSON.stringify(v.length > 40 ? v.slice(0, 40) + '…' : v)}`;
    if (typeof v === 'number' || typeof v === 'bigint') return `a number (${String(v)})`;
    if (typeof v === 'boolean') return `a boolean (${v})`;
    return `a ${v instanceof Uint8Array ? 'binary value' : typeof v}`;
  }
  return 'an unexpected value';
}

function expandPath(text: string, opts: ParseOptions): string {
  const home = opts.homeDir ?? homedir();
  if (text === '~') return home;
  if (text.startsWith('~/')) return join(home, text.slice(2));
  return isAbsolute(text) ? resolve(text) : resolve(opts.baseDir, text);
}

class Validator {
  readonly problems: SpecProblem[] = [];

  constructor(private readonly counter: LineCounter) {}

  /** Records a problem at the node's start (or at fallbackOffset when the node has no range). */
  at(node: Node | null | undefined, fallbackOffset: number, message: string): void {
    if (this.problems.length >= MAX_PROBLEMS) return;
    const offset = node?.range?.[0] ?? fallbackOffset;
    const pos = this.counter.linePos(offset);
    this.problems.push({ line: pos.line, col: pos.col, message });
  }

  /** A scalar string value, or undefined after recording why not. */
  text(node: unknown, key: string, owner: Node, opts: { allowEmpty?: boolean } = {}): string | undefined {
    if (isAlias(node)) {
      this.at(node, owner.range?.[0] ?? 0, `"${key}": aliases are not supported in rig specs`);
      return undefined;
    }
    if (!isScalar(node) || typeof node.value !== 'string') {
      this.at(node as Node, owner.range?.[0] ?? 0, `"${key}" must be text; found ${describe(node)}`);
      return undefined;
    }
    if (!opts.allowEmpty && node.value.trim() === '') {
      this.at(node, 0, `"${key}" must not be empty`);
      return undefined;
    }
    return node.value;
  }

  /** Checks a mapping's keys against the allowed set; returns key → value node. */
  fields(map: YAMLMap, allowed: readonly string[], what: string): Map<string, { pair: Pair; value: unknown }> {
    const out = new Map<string, { pair: Pair; value: unknown }>();
    for (const pair of map.items) {
      const keyNode = pair.key as Node | null;
      if (!isScalar(keyNode) || typeof keyNode.value !== 'string') {
        this.at(keyNode, map.range?.[0] ?? 0, `keys in ${what} must be text; found ${describe(keyNode)}`);
        continue;
      }
      const key = keyNode.value;
      if (!allowed.includes(key)) {
        const near = allowed.find((k) => k.toLowerCase() === key.toLowerCase());
        this.at(
          keyNode,
          0,
          `unknown key "${key}" in ${what}` +
            (near ? ` (did you mean "${near}"?)` : ` (known keys: ${allowed.join(', ')})`),
        );
        continue;
      }
      // The parser already reports duplicates (uniqueKeys); keep the first for validation.
      if (!out.has(key)) out.set(key, { pair, value: pair.value });
    }
    return out;
  }

  required(fields: Map<string, unknown>, keys: string[], owner: Node, what: string): boolean {
    let ok = true;
    for (const key of keys) {
      if (!fields.has(key)) {
        this.at(owner, 0, `${what} is missing the required key "${key}"`);
        ok = false;
      }
    }
    return ok;
  }

  name(node: unknown, key: string, owner: Node, what: string): string | undefined {
    const value = this.text(node, key, owner);
    if (value === undefined) return undefined;
    const problem = nameProblem(value);
    if (problem) {
      this.at(node as Node, 0, `${what} ${JSON.stringify(value)} is not a valid name: ${problem}`);
      return undefined;
    }
    if (value.includes('.')) {
      // tmux turns "." in a session name into "_", so `<seat>@<rig>` would not be the session's name.
      this.at(
        node as Node,
        0,
        `${what} ${JSON.stringify(value)} is not a valid name: "." is not allowed (tmux rewrites it in session names)`,
      );
      return undefined;
    }
    return value;
  }
}

function parseSeat(
  v: Validator,
  node: unknown,
  opts: ParseOptions,
  index: number,
  fallback: number,
): SeatSpec | undefined {
  if (!isMap(node)) {
    v.at(
      node as Node,
      fallback,
      `seats[${index}] must be a mapping with name, runtime and cwd; found ${describe(node)}`,
    );
    return undefined;
  }
  const what = `seats[${index}]`;
  const fields = v.fields(node, SEAT_KEYS, `seat ${what}`);
  v.required(fields, ['name', 'runtime', 'cwd'], node, `seat ${what}`);
  const get = (k: string) => fields.get(k)?.value;

  const name = fields.has('name') ? v.name(get('name'), 'name', node, 'seat name') : undefined;

  let runtime: Runtime | undefined;
  if (fields.has('runtime')) {
    const text = v.text(get('runtime'), 'runtime', node);
    if (text !== undefined) {
      if ((RUNTIMES as readonly string[]).includes(text)) runtime = text as Runtime;
      else
        v.at(
          get('runtime') as Node,
          0,
          `"runtime" must be one of ${RUNTIMES.join(', ')}; found ${JSON.stringify(text)}`,
        );
    }
  }

  let cwd: string | undefined;
  if (fields.has('cwd')) {
    const text = v.text(get('cwd'), 'cwd', node);
    if (text !== undefined) {
      if (/[\u0000-\u001f\u007f]/.test(text)) v.at(get('cwd') as Node, 0, '"cwd" must not contain control characters');
      else cwd = expandPath(text, opts);
    }
  }

  let command: string | undefined;
  if (fields.has('command')) {
    command = v.text(get('command'), 'command', node);
    if (command !== undefined && /[\u0000]/.test(command)) {
      v.at(get('command') as Node, 0, '"command" must not contain NUL characters');
      command = undefined;
    }
  }

  let plugins: string[] | undefined;
  if (fields.has('plugins')) {
    const list = get('plugins');
    if (!isSeq(list))
      v.at(list as Node, node.range?.[0] ?? 0, `"plugins" must be a list of plugin names; found ${describe(list)}`);
    else {
      plugins = [];
      for (const item of list.items) {
        const p = v.text(item, 'plugins[]', list);
        if (p === undefined) continue;
        if (!PLUGIN_PATTERN.test(p))
          v.at(item as Node, 0, `plugin name ${JSON.stringify(p)} is not valid (letters, digits, ".", "_", "-", ":")`);
        else if (plugins.includes(p)) v.at(item as Node, 0, `plugin ${JSON.stringify(p)} is listed twice`);
        else plugins.push(p);
      }
    }
  }

  const env: Record<string, string> = {};
  if (fields.has('env')) {
    const map = get('env');
    if (!isMap(map))
      v.at(map as Node, node.range?.[0] ?? 0, `"env" must be a mapping of NAME: value; found ${describe(map)}`);
    else {
      for (const pair of map.items) {
        const keyNode = pair.key as Node | null;
        if (!isScalar(keyNode) || typeof keyNode.value !== 'string') {
          v.at(keyNode, map.range?.[0] ?? 0, `env names must be text; found ${describe(keyNode)}`);
          continue;
        }
        const key = keyNode.value;
        if (!ENV_KEY_PATTERN.test(key)) {
          v.at(
            keyNode,
            0,
            `env name ${JSON.stringify(key)} is not valid (letters, digits and "_", not starting with a digit)`,
          );
          continue;
        }
        if (RESERVED_ENV_KEYS.includes(key)) {
          v.at(keyNode, 0, `env name ${key} is set by OpenRig at launch and cannot be set in a spec`);
          continue;
        }
        const value = pair.value as Node | null;
        // Numbers and booleans are accepted as their text, so `PORT: 8080` needs no quotes.
        if (
          isScalar(value) &&
          (typeof value.value === 'string' || typeof value.value === 'number' || typeof value.value === 'boolean')
        ) {
          const text = typeof value.value === 'string' ? value.value : String(value.source ?? value.value);
          if (text.includes('\u0000')) v.at(value, 0, `env ${key} must not contain NUL characters`);
          else if (!(key in env)) env[key] = text;
        } else {
          v.at(
            value,
            keyNode.range?.[0] ?? 0,
            `env ${key} must be text, a number or a boolean; found ${describe(value)}`,
          );
        }
      }
    }
  }

  const roleFiles: string[] = [];
  if (fields.has('role')) {
    const role = get('role');
    const items = isSeq(role) ? role.items : [role];
    for (const item of items) {
      const text = v.text(item, 'role', node);
      if (text === undefined) continue;
      if (/[\u0000-\u001f\u007f]/.test(text)) v.at(item as Node, 0, '"role" paths must not contain control characters');
      else roleFiles.push(expandPath(text, opts));
    }
  }

  let typingGuard: TypingGuardMode | undefined;
  if (fields.has('typingGuard')) {
    const text = v.text(get('typingGuard'), 'typingGuard', node);
    if (text !== undefined) {
      if (isGuardMode(text)) typingGuard = text;
      else
        v.at(
          get('typingGuard') as Node,
          0,
          `"typingGuard" must be one of ${GUARD_MODES.join(', ')}; found ${JSON.stringify(text)}`,
        );
    }
  }

  let permissionMode: PermissionMode | undefined;
  if (fields.has('permissionMode')) {
    const node = get('permissionMode') as Node;
    const text = v.text(node, 'permissionMode', node);
    if (text !== undefined) {
      if (!isPermissionMode(text))
        v.at(node, 0, `"permissionMode" must be one of ${PERMISSION_MODES.join(', ')}; found ${JSON.stringify(text)}`);
      else if (runtime === 'terminal')
        v.at(node, 0, '"permissionMode" applies to claude-code and codex seats, not terminal');
      else permissionMode = text;
    }
  }

  if (name === undefined || runtime === undefined || cwd === undefined) return undefined;
  return {
    name,
    runtime,
    cwd,
    ...(command !== undefined ? { command } : {}),
    plugins: plugins ?? defaultPlugins(runtime),
    env,
    roleFiles,
    typingGuard: typingGuard ?? defaultModeFor(runtime),
    ...(permissionMode !== undefined ? { permissionMode } : {}),
  };
}

/** Strips the parser's own " at line L, column C:" tail and code excerpt: we print file:line:col. */
function parserMessage(message: string): string {
  return message
    .split('\n')[0]!
    .replace(/ at line \d+, column \d+:?\s*$/, '')
    .trim();
}

/** Parses and validates rig spec text. Throws RigSpecError listing every problem found. */
export function parseRigSpec(text: string, opts: ParseOptions): RigSpec {
  const counter = new LineCounter();
  const v = new Validator(counter);
  const doc = parseDocument(text, { prettyErrors: true, logLevel: 'error', uniqueKeys: true, lineCounter: counter });
  for (const e of [...doc.errors, ...doc.warnings]) {
    const pos = e.linePos?.[0] ?? counter.linePos(e.pos[0]);
    if (v.problems.length < MAX_PROBLEMS)
      v.problems.push({ line: pos.line, col: pos.col, message: parserMessage(e.message) });
  }
  if (v.problems.length) throw new RigSpecError(opts.file, v.problems);
  try {
    doc.toJS({ maxAliasCount: 0 });
  } catch (err) {
    // Aliases are refused: a spec is read by people, and each value should be where it applies.
    v.at(null, 0, `${(err as Error).message}; write each value out instead of using aliases`);
    throw new RigSpecError(opts.file, v.problems);
  }
  const root = doc.contents;
  if (!isMap(root)) {
    v.at(
      root as Node,
      0,
      root == null
        ? 'the spec is empty; expected a mapping with name and seats'
        : `the spec must be a mapping with name and seats; found ${describe(root)}`,
    );
    throw new RigSpecError(opts.file, v.problems);
  }
  const fields = v.fields(root, RIG_KEYS, 'the rig');
  v.required(fields, ['name', 'seats'], root, 'the rig');
  const name = fields.has('name') ? v.name(fields.get('name')!.value, 'name', root, 'rig name') : undefined;
  const seats: SeatSpec[] = [];
  if (fields.has('seats')) {
    const list = fields.get('seats')!.value;
    if (!isSeq(list))
      v.at(list as Node, root.range?.[0] ?? 0, `"seats" must be a list of seats; found ${describe(list)}`);
    else if (list.items.length === 0) v.at(list, 0, '"seats" is empty; a rig needs at least one seat');
    else if (list.items.length > MAX_SEATS)
      v.at(list, 0, `a rig may have at most ${MAX_SEATS} seats; found ${list.items.length}`);
    else {
      const seen = new Map<string, number>();
      list.items.forEach((item, i) => {
        const seat = parseSeat(v, item, opts, i, list.range?.[0] ?? 0);
        if (!seat) return;
        if (seen.has(seat.name)) {
          const nameNode = (item as YAMLMap).items.find((p) => isScalar(p.key) && p.key.value === 'name')?.value as
            | Node
            | undefined;
          v.at(
            nameNode ?? (item as Node),
            0,
            `seat name "${seat.name}" is used twice (first as seats[${seen.get(seat.name)}])`,
          );
          return;
        }
        seen.set(seat.name, i);
        seats.push(seat);
      });
    }
  }
  if (v.problems.length || name === undefined) throw new RigSpecError(opts.file, v.problems);
  return { name, seats, file: opts.file };
}

export class SpecFileError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`cannot read rig spec ${file}: ${reason}`);
    this.name = 'SpecFileError';
  }
}

const MAX_SPEC_BYTES = 256 * 1024;

/** Reads and parses a spec file; relative paths inside it resolve against its folder. */
export function loadRigSpec(path: string, cwd: string, homeDir?: string): RigSpec {
  const absolute = resolve(cwd, path);
  let text: string;
  try {
    const bytes = readFileSync(absolute);
    if (bytes.length > MAX_SPEC_BYTES) throw new SpecFileError(absolute, `larger than ${MAX_SPEC_BYTES / 1024} KiB`);
    text = bytes.toString('utf8');
  } catch (err) {
    if (err instanceof SpecFileError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new SpecFileError(
      absolute,
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (err as Error).message,
    );
  }
  const spec = parseRigSpec(text, { file: absolute, baseDir: dirname(absolute), homeDir });
  return spec;
}
