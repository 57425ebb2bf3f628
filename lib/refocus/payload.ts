// The text a seat receives, and the one JSON shape a UserPromptSubmit hook prints. Pure.

/** Used when even the shipped refocus.md cannot be read. */
export const BUILTIN_QUESTIONS = [
  '1. What is the person actually trying to get? Not your current task — the outcome.',
  '2. Does what you are doing RIGHT NOW move that? If you cannot say how, stop and re-read the goal.',
  '3. What have you concluded without opening the file or running the thing?',
].join('\n');

/** The short generic orientation under a REF failure banner when the shipped file is unreadable. */
export const FAILURE_FALLBACK_QUESTIONS = [
  '1. What is the person actually trying to get?',
  '2. Does the current action move that outcome?',
  '3. What claim has not been checked at source?',
].join('\n');

export type Content =
  | { kind: 'ref'; ref: string; text: string }
  | { kind: 'file' | 'instance' | 'shipped' | 'builtin'; source: string; text: string }
  | { kind: 'ref-failed'; ref: string; reason: string; shipped: string };

export function buildPayload(why: string, traceText: string, roleText: string | undefined, content: Content): string {
  const traceBlock = roleText ? `${traceText}\n\n${roleText}` : traceText;
  if (content.kind === 'ref-failed') {
    return [
      `REFOCUS CONTENT REF FAILED: ${content.ref} — ${content.reason}`,
      '',
      'The configured source failed; use the shipped default below for this turn.',
      '',
      content.shipped,
      '',
      traceBlock,
    ].join('\n');
  }
  const lines = [`REFOCUS (${why}). Answer briefly, out loud, before your next move:`, '', traceBlock, ''];
  if (content.kind === 'ref') lines.push(`REFOCUS CONTENT SOURCE: OPENRIG_REFOCUS_CONTENT_REF=${content.ref}`, '');
  lines.push(content.text);
  return lines.join('\n');
}

export function hookOutput(payload: string): string {
  return JSON.stringify({ hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: payload } });
}
