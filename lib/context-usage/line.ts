// Pure: OpenRig's own status line, shown when the seat and its user have none (or theirs failed):
// `openrig impl@demo · ctx 42% · guard hold · held 2`. One line, no colours, nothing from the
// runtime printed raw (the seat name is a validated name; the figures are numbers).
import type { ContextReading } from './contract.js';
import { percentText } from './text.js';

export interface LineFacts {
  /** name@rig, or null outside a seat. */
  seat: string | null;
  reading: ContextReading;
  /** The typing guard's effective mode, or null when it could not be read. */
  guardMode: string | null;
  held: number | null;
}

export function openrigLine(f: LineFacts): string {
  const parts = [f.seat ? `openrig ${f.seat}` : 'openrig'];
  const r = f.reading;
  parts.push(`ctx ${r.state === 'known' ? percentText(r.sample.usedPercent) : r.state === 'stale' ? 'stale' : '?'}`);
  if (f.guardMode !== null) parts.push(`guard ${f.guardMode}`);
  if (f.held !== null) parts.push(`held ${f.held}`);
  return parts.join(' · ');
}
