// Pure: a time (ms since the epoch) as an ISO text, the same text as Date#toISOString. Written out
// by hand because a process's first toISOString costs about 1 ms: V8 sets up its date cache, which
// reads the local time zone (/etc/localtime and the links to it), although an ISO text is UTC. A
// hook run that only formats a time or two pays that for nothing. Civil date from days since the
// epoch: H. Hinnant's days_from_civil inverse. Outside years 0–9999 (where toISOString writes
// ±YYYYYY) it falls back to toISOString.
const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function isoTime(ms: number): string {
  // A fraction of a millisecond is cut toward zero, as the Date constructor does.
  const t = Math.trunc(ms) + 0;
  const days = Math.floor(t / 86_400_000);
  const inDay = t - days * 86_400_000;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (!Number.isFinite(t) || year < 0 || year > 9999) return new Date(ms).toISOString();
  const h = Math.floor(inDay / 3_600_000);
  const m = Math.floor((inDay % 3_600_000) / 60_000);
  const sec = Math.floor((inDay % 60_000) / 1000);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(h, 2)}:${pad(m, 2)}:${pad(sec, 2)}.${pad(inDay % 1000, 3)}Z`;
}
