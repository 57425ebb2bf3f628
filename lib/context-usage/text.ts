// Pure: one wording for a context reading, in `rig seat status`, the `rig ps` cell and the
// status line. A stale reading names its age, never its number.
import { ageText, shortAge } from '../util/age-text.js';
import type { ContextReading } from './contract.js';

/** 42 → "42%", 3.49 → "3.5%", 0.04 → "0%": whole numbers from 10, one decimal below. */
export function percentText(p: number): string {
  const v = p >= 10 ? Math.round(p) : Math.round(p * 10) / 10;
  return `${v}%`;
}

const SOURCE_WORD = { statusline: 'status line', rollout: 'rollout' } as const;

/** The status line: `42% (status line, 12s ago)`, `unknown (stale, 12 min)`, `unknown (no sample)`. */
export function contextLine(r: ContextReading): string {
  if (r.state === 'unknown') return `unknown (${r.reason})`;
  if (r.state === 'stale') return `unknown (stale, ${ageText(r.ageMs)})`;
  const window = r.sample.windowSize ? ` of ${r.sample.windowSize.toLocaleString('en-US')}` : '';
  return `${percentText(r.sample.usedPercent)}${window} (${SOURCE_WORD[r.sample.source]}, ${ageText(r.ageMs)} ago)`;
}

/** The ps cell of a --json view (lib/context-usage/seat-context.ts): the same words as contextCell. */
export function viewCell(v: { state: string; usedPercent?: number; ageMs?: number } | null | undefined): string {
  if (!v || v.state === 'unknown' || v.ageMs === undefined) return '-';
  if (v.state === 'stale') return `stale·${shortAge(v.ageMs)}`;
  return v.usedPercent === undefined ? '-' : `${percentText(v.usedPercent)}·${shortAge(v.ageMs)}`;
}

/** The ps cell: `42%·12s`, `stale·12m`, `-` (nothing known). */
export function contextCell(r: ContextReading | null | undefined): string {
  if (!r || r.state === 'unknown') return '-';
  if (r.state === 'stale') return `stale·${shortAge(r.ageMs)}`;
  return `${percentText(r.sample.usedPercent)}·${shortAge(r.ageMs)}`;
}
