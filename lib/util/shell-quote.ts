// POSIX shell quoting, for commands OpenRig writes (launch commands, the status-line wrapper's
// chained command) and for words shown to the user to copy.

/** Single-quotes a word for a POSIX shell when it needs quoting. */
export function shellQuote(word: string): string {
  if (/^[A-Za-z0-9_/.,:@%+=-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
