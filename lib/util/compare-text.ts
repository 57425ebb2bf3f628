// The one order of plain strings by code unit (not locale): listings and files sort the same for
// every reader, whatever the machine's language.

/** Negative, zero or positive as `a` sorts before, with or after `b`. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
