// FNV-1a, 32 bit: a fast, stable, non-cryptographic hash of a string's UTF-16 code units, for
// spreading and naming (queue buckets, code-cache files, temp-file names), never for secrecy.
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
