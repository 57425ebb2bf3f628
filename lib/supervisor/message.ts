// The supervisor's reminder text. Pure. It lists the blocked rows (bounded), says what the seat can
// do about them, that it claims nothing, and that delivery may repeat after an unconfirmed attempt.
import { formatInterval } from '../watchdog/job.js';
import { REPEAT_NOTE } from '../watchdog/message.js';
import { SUPERVISOR_ROWS_LISTED } from '../watchdog/constants.js';
import type { BlockedRow } from './decide.js';

export function supervisorText(rows: readonly BlockedRow[], waitedMs: number): string {
  const listed = [...rows].sort((a, b) => (a.id < b.id ? -1 : 1)).slice(0, SUPERVISOR_ROWS_LISTED);
  const waited = waitedMs >= 60_000 ? `, unchanged for ${formatInterval(Math.floor(waitedMs / 60_000) * 60)}` : '';
  const lines = [
    `OpenRig supervisor: you hold ${rows.length} blocked queue row${rows.length === 1 ? '' : 's'}${waited}.`,
    ...listed.map((r) => `- ${r.id} ${r.summary}${r.blockedOn ? ` (blocked on: ${r.blockedOn})` : ''}`),
    ...(rows.length > listed.length ? [`- and ${rows.length - listed.length} more (rig queue whoami)`] : []),
    'Resume one that can go on (rig queue start ID), hand one off (rig queue handoff ID --to SEAT), or leave it parked. This reminder claims nothing; the rows are the record.',
    REPEAT_NOTE,
  ];
  return lines.join('\n');
}
