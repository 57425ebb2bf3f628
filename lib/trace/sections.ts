// Markdown section lookup for the work packet: a wanted title matches a heading (levels 1–6) by
// case-insensitive prefix, and its body runs to the next heading of the same or a higher level.
// Headings inside fenced code blocks are not headings.
import { parseFrontmatter } from '../workspace/frontmatter.js';
import { lightCut, sectionCut, SECTION_CHARS } from './cuts.js';
import { sectionNotFound } from './lines.js';

export interface Section {
  /** The heading text as written (without the #s). */
  heading: string;
  body: string;
}

interface Heading {
  index: number;
  level: number;
  text: string;
}

function headings(lines: string[]): Heading[] {
  const out: Heading[] = [];
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1]!;
      else if (f[1]!.startsWith(fence[0]!) && f[1]!.length >= fence.length) fence = null;
      return;
    }
    if (fence !== null) return;
    const m = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (m) out.push({ index, level: m[1]!.length, text: m[2]!.trim() });
  });
  return out;
}

/** The first section whose heading starts with `title` (case-insensitive), or null. */
export function findSection(text: string, title: string): Section | null {
  const lines = text.split(/\r?\n/);
  const all = headings(lines);
  const want = title.trim().toLowerCase();
  const at = all.findIndex((h) => h.text.toLowerCase().startsWith(want));
  if (at < 0) return null;
  const h = all[at]!;
  const next = all.slice(at + 1).find((n) => n.level <= h.level);
  const body = lines
    .slice(h.index + 1, next ? next.index : lines.length)
    .join('\n')
    .trim();
  return { heading: h.text, body };
}

/**
 * The packet view of one file: each found section as `heading\nbody` (body cut at about
 * SECTION_CHARS), and when any wanted title is missing, a SECTION NOT FOUND line naming those
 * titles followed by the light excerpt of the file. Blocks are separated by a blank line.
 */
export function packetSections(text: string, titles: string[], path: string, limit = SECTION_CHARS): string {
  const blocks: string[] = [];
  const missing: string[] = [];
  for (const title of titles) {
    const s = findSection(text, title);
    if (s) blocks.push(s.body ? `${s.heading}\n${sectionCut(s.body, limit)}` : s.heading);
    else missing.push(title);
  }
  if (missing.length) {
    const excerpt = lightCut(parseFrontmatter(text).body.trim());
    blocks.push(excerpt ? `${sectionNotFound(missing, path)}\n${excerpt}` : sectionNotFound(missing, path));
  }
  return blocks.join('\n\n');
}
