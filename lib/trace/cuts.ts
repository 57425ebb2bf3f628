// Bounds on what one trace shows: each cut says so in the text, and names how to see the rest.

/** Light depth shows about this many characters of each chain file body. */
export const LIGHT_CHARS = 800;
/** A matched packet section's body is cut at about this many characters. */
export const SECTION_CHARS = 1500;
/** A held or next row's summary and continuation are one line of about this many characters. */
export const ROW_FIELD_CHARS = 160;

export const LIGHT_CUT_NOTICE = '[… use --depth full for the rest]';
export const sectionCutNotice = (limit: number) =>
  `[… section cut at about ${limit} characters; use --depth full for the rest]`;

// Never leave half a surrogate pair at a hard cut.
function safeEnd(text: string, end: number): number {
  const code = text.charCodeAt(end - 1);
  return code >= 0xd800 && code <= 0xdbff ? end - 1 : end;
}

/** Where to cut `text` to at most `limit` characters: the last newline before it, else `limit`. */
function cutPoint(text: string, limit: number): number {
  const nl = text.lastIndexOf('\n', limit);
  return nl > 0 ? nl : safeEnd(text, limit);
}

/** The light excerpt of a body: about `limit` characters, ending with a pointer to --depth full. */
export function lightCut(body: string, limit = LIGHT_CHARS): string {
  if (body.length <= limit) return body;
  return `${body.slice(0, cutPoint(body, limit)).trimEnd()}\n${LIGHT_CUT_NOTICE}`;
}

/** A matched section's body, cut at about `limit` characters with a pointer to --depth full. */
export function sectionCut(body: string, limit = SECTION_CHARS): string {
  if (body.length <= limit) return body;
  return `${body.slice(0, cutPoint(body, limit)).trimEnd()}\n${sectionCutNotice(limit)}`;
}

/** One line of at most `limit` characters (whitespace runs collapsed); `shortened` when it was cut. */
export function oneLine(text: string, limit = ROW_FIELD_CHARS): { text: string; shortened: boolean } {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return { text: flat, shortened: false };
  return { text: `${flat.slice(0, safeEnd(flat, limit - 1)).trimEnd()}…`, shortened: true };
}

/** A number the way printf's %g shows it: no trailing zeros, at most 6 significant digits. */
export function formatG(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  return String(Number(n.toPrecision(6)));
}
