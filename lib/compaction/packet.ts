// The restore packet's content, from the tail of a Claude transcript (JSONL). Pure: lines in, a
// bounded excerpt and the touched files out. Every field is cut: an entry at ENTRY_CHARS, the
// excerpt at EXCERPT_CHARS (the newest entries kept), the file list at TOP_FILES. Lines are read
// newest first: once the excerpt is full, an older line is parsed only when it holds a tool call
// (for the touched files), so the cost stays with the lines that matter.

/** How much of the transcript's end the hook reads (about the last 60k tokens of work). */
export const TAIL_BYTES = 256 * 1024;
export const ENTRY_CHARS = 2000;
export const EXCERPT_CHARS = 40_000;
export const TOP_FILES = 30;

/** Tool input fields that name a file. */
const FILE_FIELDS = ['file_path', 'path', 'notebook_path'] as const;
/** Tools whose use counts as editing (scored above a read). */
const EDIT_TOOLS = new Set(['Edit', 'MultiEdit', 'Write', 'NotebookEdit']);

export interface PacketContent {
  excerpt: string;
  files: { path: string; edits: number; reads: number }[];
  /** user/assistant entries seen (approximate past the excerpt: counted without parsing). */
  entries: number;
  /** Entries in the excerpt. */
  shown: number;
}

interface Block {
  type?: string;
  text?: unknown;
  name?: unknown;
  input?: Record<string, unknown>;
  content?: unknown;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)} […cut]` : text);

function blockText(b: Block): string | undefined {
  if (b.type === 'text' && typeof b.text === 'string') return b.text;
  if (b.type === 'tool_use' && typeof b.name === 'string') {
    const target = FILE_FIELDS.map((f) => b.input?.[f]).find((v) => typeof v === 'string');
    const cmd = typeof b.input?.command === 'string' ? b.input.command : undefined;
    return `[tool ${b.name}${target ? ` ${target}` : cmd ? `: ${cmd}` : ''}]`;
  }
  if (b.type === 'tool_result') {
    const c = b.content;
    const text = typeof c === 'string' ? c : Array.isArray(c) ? c.map((x) => (x as Block)?.text ?? '').join(' ') : '';
    return `[result] ${text}`;
  }
  return undefined;
}

/** Pure: the packet of a transcript tail. The first line may be partial (a tail cut): it is skipped if it fails to parse. */
export function buildPacket(lines: readonly string[]): PacketContent {
  const kept: string[] = [];
  let total = 0;
  let full = false;
  let entries = 0;
  const files = new Map<string, { edits: number; reads: number }>();
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (!line.trim() || (full && !line.includes('"tool_use"'))) {
      if (full && line.trim() && (line.includes('"type":"user"') || line.includes('"type":"assistant"'))) entries++;
      continue;
    }
    let row: { type?: string; message?: { role?: string; content?: unknown } };
    try {
      row = JSON.parse(line);
    } catch {
      continue;
    }
    if (row?.type !== 'user' && row?.type !== 'assistant') continue;
    const content = row.message?.content;
    const blocks: Block[] =
      typeof content === 'string' ? [{ type: 'text', text: content }] : Array.isArray(content) ? content : [];
    const parts: string[] = [];
    for (const b of blocks) {
      if (!b || typeof b !== 'object') continue;
      if (!full) {
        const t = blockText(b);
        if (t) parts.push(t);
      }
      if (b.type === 'tool_use' && typeof b.name === 'string') {
        for (const f of FILE_FIELDS) {
          const p = b.input?.[f];
          if (typeof p !== 'string' || !p.trim() || p.length > 4096) continue;
          const entry = files.get(p) ?? { edits: 0, reads: 0 };
          if (EDIT_TOOLS.has(b.name)) entry.edits++;
          else entry.reads++;
          files.set(p, entry);
        }
      }
    }
    if (full) {
      entries++;
      continue;
    }
    if (!parts.length) continue;
    entries++;
    const e = `${row.type}: ${cut(parts.join('\n'), ENTRY_CHARS)}`;
    if (total + e.length > EXCERPT_CHARS) {
      full = true;
      continue;
    }
    kept.unshift(e);
    total += e.length + 2;
  }
  const ranked = [...files.entries()]
    .map(([path, c]) => ({ path, ...c }))
    .sort((a, b) => b.edits * 3 + b.reads - (a.edits * 3 + a.reads) || a.path.localeCompare(b.path))
    .slice(0, TOP_FILES);
  return { excerpt: kept.join('\n\n'), files: ranked, entries, shown: kept.length };
}

/** The packet as one Markdown file: the touched files first (short), then the excerpt. */
export function packetMarkdown(p: PacketContent, omitted: number): string {
  const rows = p.files.map((f) => `- ${f.path} (edits ${f.edits}, reads ${f.reads})`);
  return [
    '# Restore packet',
    '',
    `## Files touched before compaction (ranked by edits, then reads; at most ${TOP_FILES})`,
    '',
    rows.join('\n') || '(none found)',
    '',
    '## Transcript excerpt before compaction',
    '',
    `The newest ${p.shown} of about ${p.entries} entries${omitted ? ` (the transcript's first ${omitted} bytes were not read)` : ''}; each entry is cut at ${ENTRY_CHARS} characters.`,
    '',
    p.excerpt,
    '',
  ].join('\n');
}
