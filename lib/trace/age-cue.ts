// The age cue: a notes, PROGRESS or LEARNED.md file older than the threshold is named with its
// age, where the age came from and the threshold. A cue for judgment, not a staleness verdict.
import { formatG } from './cuts.js';
import { parseFrontmatter } from '../workspace/frontmatter.js';

export const DEFAULT_NOTES_MAX_AGE_DAYS = 14;
const DAY_MS = 86_400_000;

/** The threshold in days: a positive finite number, else the default. */
export function notesMaxAgeDays(value: number | string | undefined): number {
  const n = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  return n !== undefined && Number.isFinite(n) && n > 0 ? n : DEFAULT_NOTES_MAX_AGE_DAYS;
}

export interface FileAge {
  days: number;
  source: 'updated' | 'mtime';
}

/** Age from frontmatter `updated:` (a date, optionally with a time), else from the mtime. */
export function fileAge(text: string, mtimeMs: number, now: number): FileAge {
  const updated = parseFrontmatter(text).fields.updated?.trim();
  if (updated && /^\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(updated)) {
    const at = Date.parse(updated.replace(' ', 'T'));
    if (Number.isFinite(at)) return { days: (now - at) / DAY_MS, source: 'updated' };
  }
  return { days: (now - mtimeMs) / DAY_MS, source: 'mtime' };
}

/** `OLD NOTES — …` when the file is older than the threshold, else null. */
export function ageCue(path: string, text: string, mtimeMs: number, now: number, thresholdDays: number): string | null {
  const age = fileAge(text, mtimeMs, now);
  if (!(age.days > thresholdDays)) return null;
  const shown = Math.round(age.days * 10) / 10;
  return `OLD NOTES — ${path}, ${formatG(shown)} days old, source ${age.source}, threshold ${formatG(thresholdDays)} days`;
}
