// YAML-ish frontmatter of chain files (SPEC.md, LEARNED.md, notes): only the flat scalar fields
// OpenRig reads (`intent:`, `id:`, `updated:`), with block scalars and quotes handled. Deliberately
// not a YAML parser: hooks read these files and must stay small and fast.

export interface Frontmatter {
  fields: Record<string, string>;
  /** The text after the closing `---` (the whole text when there is no frontmatter). */
  body: string;
  present: boolean;
}

const OPEN = /^---[ \t]*\r?\n/;

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
    try {
      return String(JSON.parse(v));
    } catch {
      return v.slice(1, -1);
    }
  }
  if (v.length >= 2 && v.startsWith("'") && v.endsWith("'")) return v.slice(1, -1).replace(/''/g, "'");
  return v;
}

export function parseFrontmatter(raw: string): Frontmatter {
  // An editor's byte-order mark must not hide the opening `---`.
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (!OPEN.test(text)) return { fields: {}, body: text, present: false };
  const lines = text.replace(OPEN, '').split(/\r?\n/);
  const end = lines.findIndex((l) => /^(---|\.\.\.)[ \t]*$/.test(l));
  if (end < 0) return { fields: {}, body: text, present: false };
  const fields: Record<string, string> = {};
  for (let i = 0; i < end; i++) {
    const m = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ \t]+(.*))?$/.exec(lines[i]!);
    if (!m) continue;
    const key = m[1]!;
    const raw = (m[2] ?? '').replace(/[ \t]+#.*$/, '').trim();
    if (/^[|>][+-]?$/.test(raw)) {
      // Block scalar: the indented lines that follow, joined by spaces.
      const parts: string[] = [];
      while (i + 1 < end && (/^[ \t]+\S/.test(lines[i + 1]!) || lines[i + 1]!.trim() === '')) {
        const line = lines[++i]!.trim();
        if (line) parts.push(line);
      }
      fields[key] = parts.join(' ');
    } else {
      fields[key] = unquote(raw);
    }
  }
  return { fields, body: lines.slice(end + 1).join('\n'), present: true };
}

/** The `intent:` field, or null when absent or empty. */
export function frontmatterIntent(text: string): string | null {
  const intent = parseFrontmatter(text).fields.intent?.trim();
  return intent ? intent : null;
}
