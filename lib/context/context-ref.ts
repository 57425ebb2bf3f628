// Context library refs: path-like names (`team/refocus`) stored as `<root>/<ref>.md`. A ref is
// checked before it becomes a path, so no ref can leave the library root.
import { join } from 'node:path';

const CONTEXT_REF_MAX_CHARS = 200;
const CONTEXT_REF_MAX_SEGMENTS = 16;
const SEGMENT = /^[A-Za-z0-9._-]+$/;

/** A lookup that failed; `reason` is one line saying why. */
export class ContextRefError extends Error {
  constructor(
    readonly ref: string,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'ContextRefError';
  }
}

/** Why a ref is unacceptable, or undefined when it is fine. */
export function contextRefProblem(ref: string): string | undefined {
  if (typeof ref !== 'string' || ref === '') return 'the ref is empty';
  if (/[\u0000-\u001f\u007f-\u009f]/.test(ref)) return 'control characters are not allowed in a ref';
  if (ref.length > CONTEXT_REF_MAX_CHARS) return `a ref is at most ${CONTEXT_REF_MAX_CHARS} characters`;
  if (ref.startsWith('/') || ref.startsWith('\\') || /^[A-Za-z]:/.test(ref))
    return 'a ref is relative to the library, not an absolute path';
  if (ref.includes('\\')) return 'use "/" between ref segments';
  const segments = ref.split('/');
  if (segments.length > CONTEXT_REF_MAX_SEGMENTS) return `a ref has at most ${CONTEXT_REF_MAX_SEGMENTS} segments`;
  for (const s of segments) {
    if (s === '') return 'empty segment (leading, trailing or doubled "/")';
    if (s === '.' || s === '..' || s.includes('..')) return '".." and "." segments are not allowed';
    if (!SEGMENT.test(s)) return `segment ${JSON.stringify(s)}: use letters, digits, ".", "_" and "-"`;
  }
  return undefined;
}

/** Throws ContextRefError for a bad ref; returns it unchanged otherwise. */
export function validateContextRef(ref: string): string {
  const problem = contextRefProblem(ref);
  if (problem)
    throw new ContextRefError(
      String(ref),
      `invalid context ref ${JSON.stringify(String(ref).slice(0, 80))}: ${problem}`,
    );
  return ref;
}

export function contextEntryPath(root: string, ref: string): string {
  return join(root, ...validateContextRef(ref).split('/')) + '.md';
}
