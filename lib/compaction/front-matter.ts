// A per-seat extra restore file may say which seat it is for in a leading `---` front matter
// (seat:, target_seat:, session: or session_name:). Pure: the file's text and the seat in, a verdict
// out. A well-formed fence naming another seat refuses the file; a file without a fence, or with a
// malformed one, is generic and is used.

/** Front matter keys that name the seat a file is for. */
export const SEAT_KEYS = ['seat', 'target_seat', 'session', 'session_name'] as const;

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

export type ExtraVerdict =
  | { use: true; body: string; namedSeat?: string }
  | { use: false; reason: string; namedSeat: string };

function unquote(v: string): string {
  const t = v.trim();
  if (t.length >= 2 && ((t.startsWith('"') && t.endsWith('"')) || (t.startsWith("'") && t.endsWith("'"))))
    return t.slice(1, -1).trim();
  return t;
}

/**
 * `seat` is the seat's name@rig. A front matter value matches the seat when it equals name@rig, or
 * the bare name when the rig is not given (name alone).
 */
export function judgeExtraFile(text: string, seat: string): ExtraVerdict {
  const m = FENCE.exec(text);
  if (!m) return { use: true, body: text };
  const lines = (m[1] ?? '').split(/\r?\n/);
  let named: string | undefined;
  for (const line of lines) {
    const kv = /^([A-Za-z_]+)\s*:\s*(.*)$/.exec(line);
    if (!kv) {
      if (line.trim() === '' || line.trim().startsWith('#') || /^\s/.test(line)) continue;
      // Not a key: value line: the fence is malformed, so the file is generic.
      return { use: true, body: text };
    }
    if ((SEAT_KEYS as readonly string[]).includes(kv[1]!.toLowerCase()) && named === undefined) {
      const v = unquote(kv[2] ?? '');
      if (v) named = v;
    }
  }
  const body = text.slice(m[0].length);
  if (named === undefined) return { use: true, body };
  const bareName = seat.split('@')[0];
  if (named === seat || (!named.includes('@') && named === bareName)) return { use: true, body, namedSeat: named };
  return { use: false, reason: `its front matter names ${named}, not ${seat}`, namedSeat: named };
}
