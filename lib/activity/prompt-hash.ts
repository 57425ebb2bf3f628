// The hash that ties a delivered send to the runtime's own UserPromptSubmit: the hook records the
// hash of the prompt it saw, the send flow hashes the text it typed the same way and looks for a
// prompt record after its paste (native consumption). Never a way to recover the text.
//
// Normalised first, so the two sides agree on what the runtime shows: CRLF (and a lone CR) become
// LF, Claude's `<pasted_content id="X">…</pasted_content id="X">` wrapper around a paste is
// removed (as lib/refocus/trigger.ts unwrapPrompt does), and the text is trimmed. Then FNV-1a,
// 64 bit, over the UTF-8 bytes: fast and stable, NOT cryptographic (a prompt hash only tells one
// recent prompt from another; nothing secret depends on it). Written `fnv1a64:<16 hex>`.

const PASTED = /^<pasted_content id="([^"]*)">([\s\S]*)<\/pasted_content id="([^"]*)">$/;

/** Pure: the text as both sides compare it. */
export function normalizePrompt(text: string): string {
  const t = text.replace(/\r\n?/g, '\n').trim();
  const m = PASTED.exec(t);
  if (m && m[1] === m[3]) return (m[2] ?? '').trim();
  return t;
}

/** Pure: FNV-1a 64 of the bytes, as 16 hex digits (four 16-bit limbs, no BigInt). */
export function fnv1a64Hex(bytes: Uint8Array): string {
  // offset basis 0xcbf29ce484222325, prime 0x100000001b3 = 2^40 + 0x1b3
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (let i = 0; i < bytes.length; i++) {
    h0 ^= bytes[i]!;
    // h * 0x1b3
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3;
    const t2 = h2 * 0x1b3;
    const t3 = h3 * 0x1b3;
    // + (h << 40): bits 0..15 of h become bits 40..55 (limbs 2 and 3), bits 16..23 bits 56..63
    const s2 = (h0 << 8) & 0xffff;
    const s3 = ((h0 >>> 8) | (h1 << 8)) & 0xffff;
    let c = t0;
    h0 = c & 0xffff;
    c = t1 + (c >>> 16);
    h1 = c & 0xffff;
    c = t2 + s2 + Math.floor(c / 0x10000);
    h2 = c & 0xffff;
    c = t3 + s3 + Math.floor(c / 0x10000);
    h3 = c & 0xffff;
  }
  const hex = (n: number) => n.toString(16).padStart(4, '0');
  return `${hex(h3)}${hex(h2)}${hex(h1)}${hex(h0)}`;
}

export const PROMPT_HASH_PATTERN = /^fnv1a64:[0-9a-f]{16}$/;

/** Pure: `fnv1a64:<16 hex>` of the normalised prompt. */
export function promptHash(text: string): string {
  return `fnv1a64:${fnv1a64Hex(Buffer.from(normalizePrompt(text), 'utf8'))}`;
}
