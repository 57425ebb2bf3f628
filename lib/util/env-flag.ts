// One reading of on/off environment variables, for every switch OpenRig has.
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no']);

/** Unset or empty → fallback; otherwise true unless it is 0/false/off/no (any case, trimmed). */
export function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return !FALSE_WORDS.has(value.trim().toLowerCase());
}
