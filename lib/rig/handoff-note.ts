// The note a handover successor reads first: who it succeeds (seat, earlier occupant, that
// occupant's runtime session) and the outgoing note's text. Pure composition; the CLI reads the
// --note file (bounded) and the launch places the note under the home.
export const MAX_NOTE_BYTES = 64 * 1024;

export interface HandoffFacts {
  seat: string;
  previousOccupant: string;
  /** The earlier occupant's runtime session id, when its hooks recorded one. */
  previousSession: string | null;
  at: string;
  /** The --note file's text, or null when none was given. */
  note: string | null;
  noteFile: string | null;
}

export function handoffNoteText(f: HandoffFacts): string {
  const lines = [
    `# Handoff note for ${f.seat}`,
    '',
    `You are a fresh occupant of the seat ${f.seat}, taking it over at ${f.at}.`,
    `Earlier occupant: ${f.previousOccupant}${f.previousSession ? ` (runtime session ${f.previousSession})` : ''}.`,
    '',
  ];
  if (f.note !== null)
    lines.push(`## From the outgoing occupant${f.noteFile ? ` (${f.noteFile})` : ''}`, '', f.note.trimEnd(), '');
  else lines.push('No handoff note was given: ask the person or the rig lead what to pick up.', '');
  return lines.join('\n');
}

/** The successor's first prompt: where the note is. */
export function handoffPrompt(notePath: string): string {
  return `You are taking over this seat from an earlier occupant. Read the handoff note at ${notePath} before anything else.`;
}
