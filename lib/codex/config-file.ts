// Codex's config.toml, read and edited through a TOML library that keeps the user's formatting and
// comments (@decimalturn/toml-patch: it patches the original text with the difference between the
// parsed and the edited value). Writes are atomic (temp file + rename): a failed write leaves the
// original file as it was.
import { patch, parse } from '@decimalturn/toml-patch';
import { readFileSync } from 'node:fs';
import { writeFileAtomically } from '../store/index.js';

export type TomlTable = Record<string, unknown>;

// New tables are written as `[a.b."c"]` sections, the way Codex writes hook state, never inline.
const PATCH_FORMAT = { inlineTableStart: 99 };

export interface ConfigText {
  /** The file's text ('' when it does not exist). */
  text: string;
  exists: boolean;
  value: TomlTable;
}

export class CodexConfigError extends Error {}

export function parseConfig(text: string): TomlTable {
  try {
    return text.trim() === '' ? {} : (parse(text) as TomlTable);
  } catch (err) {
    throw new CodexConfigError(`config.toml is not valid TOML: ${(err as Error).message.split('\n')[0]}`);
  }
}

export function readConfig(file: string): ConfigText {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { text: '', exists: false, value: {} };
    throw err;
  }
  return { text, exists: true, value: parseConfig(text) };
}

/** Pure: the original text with `edited` applied, everything else (comments, order, spacing) kept. */
export function patchConfig(text: string, edited: TomlTable): string {
  const out = patch(text, edited, PATCH_FORMAT);
  // The result must read back as what was asked for: a library slip is refused before any write.
  parseConfig(out);
  return out;
}

export type WriteFile = (file: string, data: string) => Promise<void>;

/** Atomically replaces config.toml with the patched text. */
export async function writeConfig(
  file: string,
  before: ConfigText,
  edited: TomlTable,
  write: WriteFile = writeFileAtomically,
): Promise<void> {
  await write(file, patchConfig(before.text, edited));
}
