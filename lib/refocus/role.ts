// The role lines of a refocus: what `queue whoami` knows about the seat's role files, rendered
// without ever guessing. A lookup that failed says "unknown", never "missing".

/** The outcome of the one whoami lookup of an attempt. */
export type WhoamiOutcome = { ok: true; answer: unknown } | { ok: false; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export function renderRole(outcome: WhoamiOutcome): string {
  if (!outcome.ok) return `Role file: unknown (${outcome.reason})`;
  const answer = outcome.answer;
  const role = isObject(answer) ? answer.role : undefined;
  if (!isObject(role) || !Array.isArray(role.files)) return 'Role file: unknown (queue whoami has no role information)';
  const state = role.state;
  if (state === 'unknown') {
    const reason = typeof role.reason === 'string' && role.reason.trim() ? role.reason : 'role observation unavailable';
    return `Role file: unknown (${reason})`;
  }
  if (state === 'no-record' || state === 'not-declared') return `Role file: ${state}`;
  const files = role.files as unknown[];
  const wellFormed =
    (state === 'present' || state === 'missing') &&
    files.length > 0 &&
    files.every(
      (f) => isObject(f) && typeof f.resolvedPath === 'string' && (f.state === 'present' || f.state === 'missing'),
    );
  if (!wellFormed) return 'Role file: unknown (malformed role information)';
  const lines = (files as { resolvedPath: string; state: string }[]).map((f) =>
    f.state === 'present'
      ? `Your seat's role file: ${JSON.stringify(f.resolvedPath)}. Re-read it if your role is unclear.`
      : `Role file: missing (${JSON.stringify(f.resolvedPath)})`,
  );
  const recordedAt = typeof role.recordedAt === 'string' && role.recordedAt ? role.recordedAt : 'unknown';
  const note =
    typeof role.note === 'string' && role.note ? role.note : 'Current bytes and successful startup are not verified.';
  lines.push(`Binding recorded at: ${recordedAt}. ${note}`);
  return lines.join('\n');
}
