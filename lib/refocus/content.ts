// The content ladder: REF → FILE → $OPENRIG_HOME/refocus/REFOCUS.md → the shipped default. A REF
// is resolved in-process through the same library call as `rig context get`, so the payload
// carries its exact bytes (untrimmed). A failing REF stays loud: the payload opens with the
// failure banner and continues with the shipped default. FILE and instance content are not
// consulted once a REF is configured. Every file here is read through readRegularFile: opened
// non-blocking, refused unless it is a regular file of at most CONTENT_FILE_MAX_BYTES.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bounded, oneLine } from './budget.js';
import { BUILTIN_QUESTIONS, FAILURE_FALLBACK_QUESTIONS, type Content } from './payload.js';
import { packageRoot } from '../util/package-root.js';
import { readRegularFile } from '../util/read-regular-file.js';
import type { LookupSignal } from '../util/lookup-signal.js';
import { pathExists } from '../util/lookup-fs.js';
import { SHIPPED_PLUGIN_DIRS } from '../home/plugin-facts.js';

const SHIPPED_CONTENT_RELATIVE = join('skills', 'refocusing', 'references', 'refocus.md');

export type GetContextEntry = (ref: string, signal: LookupSignal) => Promise<Buffer>;

/** The reason a context lookup failed, in one line (ContextRefError carries `.reason`). */
function contextReason(err: unknown): string {
  if (err && typeof err === 'object' && typeof (err as { reason?: unknown }).reason === 'string')
    return oneLine((err as { reason: string }).reason);
  if (err instanceof Error) return oneLine(err.message) || err.name;
  return oneLine(String(err));
}

/**
 * The plugin folder this code ships in: the hook bundle sits in <plugin>/hooks/scripts; the CLI
 * and the tests find it under the package root.
 */
function shippedContentPath(pluginRoot?: string): string | undefined {
  const candidates: string[] = [];
  if (pluginRoot) candidates.push(join(pluginRoot, SHIPPED_CONTENT_RELATIVE));
  if (typeof __dirname === 'string') candidates.push(join(dirname(dirname(__dirname)), SHIPPED_CONTENT_RELATIVE));
  try {
    candidates.push(join(packageRoot(), SHIPPED_PLUGIN_DIRS.claude, SHIPPED_CONTENT_RELATIVE));
  } catch {
    // not inside the package (a vendored plugin copy): the first candidates are enough
  }
  return candidates.find((p) => existsSync(p));
}

/** Content files (FILE, REFOCUS.md, the shipped default) are refused above this size. */
const CONTENT_FILE_MAX_BYTES = 1024 * 1024;

/**
 * A content file's trimmed text, or undefined when it is missing, empty, not a regular file (a FIFO
 * is refused at once: the open does not wait for a writer), over CONTENT_FILE_MAX_BYTES or unreadable.
 */
async function readContentFile(path: string, signal?: LookupSignal): Promise<string | undefined> {
  try {
    return (
      (await readRegularFile(path, { maxBytes: CONTENT_FILE_MAX_BYTES, signal })).bytes.toString('utf8').trim() ||
      undefined
    );
  } catch (err) {
    if (signal?.aborted) throw err;
    return undefined;
  }
}

async function shippedText(pluginRoot?: string): Promise<{ text: string; source: string }> {
  const path = shippedContentPath(pluginRoot);
  const text = path ? await readContentFile(path) : undefined;
  return text ? { text, source: path! } : { text: BUILTIN_QUESTIONS, source: 'built-in questions' };
}

export interface ContentInput {
  ref?: string;
  file?: string;
  instancePath: string;
  pluginRoot?: string;
  getEntry?: GetContextEntry;
  limitMs: number;
}

export async function resolveContent(
  input: ContentInput,
): Promise<{ content: Content; failed: boolean; cut: boolean }> {
  if (input.ref !== undefined) {
    const ref = input.ref;
    const getEntry = input.getEntry;
    const r = getEntry
      ? await bounded(input.limitMs, (signal) => getEntry(ref, signal), contextReason)
      : ({ ok: false, cut: false, ms: 0, reason: 'context library unavailable', error: undefined } as const);
    if (r.ok) {
      const text = r.value.toString('utf8');
      if (text.trim() !== '') return { content: { kind: 'ref', ref, text }, failed: false, cut: false };
    }
    const reason = r.ok ? 'the context entry is empty' : r.reason;
    const shipped = shippedContentPath(input.pluginRoot);
    const body = (shipped && (await readContentFile(shipped))) || FAILURE_FALLBACK_QUESTIONS;
    return { content: { kind: 'ref-failed', ref, reason, shipped: body }, failed: true, cut: !r.ok && r.cut };
  }
  // The first of FILE and instance content that exists decides; empty or unreadable falls to
  // shipped. FILE may name any path, so this is a lookup under its cap like the REF: a slow disk
  // gives the shipped default and a failed (cut) attempt.
  const chosen = await bounded(
    input.limitMs,
    async (signal) => {
      for (const [kind, path] of [
        ['file', input.file],
        ['instance', input.instancePath],
      ] as const) {
        if (!path || !(await pathExists(path, signal))) continue;
        const text = await readContentFile(path, signal);
        return text ? { kind, source: path, text } : undefined;
      }
      return undefined;
    },
    contextReason,
  );
  if (chosen.ok && chosen.value) return { content: chosen.value, failed: false, cut: false };
  const cut = !chosen.ok && chosen.cut;
  const s = await shippedText(input.pluginRoot);
  return {
    content: { kind: s.source === 'built-in questions' ? 'builtin' : 'shipped', source: s.source, text: s.text },
    failed: cut,
    cut,
  };
}
