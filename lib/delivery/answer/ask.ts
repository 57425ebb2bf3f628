// What `rig seat answer` was asked, checked once for the CLI (a usage error) and the daemon's
// route (a 400): exactly one of a row number or deny, and a reason. Pure.
import type { AnswerAsk } from './keys.js';

/** Menus number their rows 1–9 (one digit, one key). */
export const MAX_CHOICE = 9;
/** The longest --reason kept in the audit. */
export const MAX_ANSWER_REASON = 500;

export type AskCheck = { ok: true; ask: AnswerAsk; reason: string } | { ok: false; what: string; todo: string };

export function checkAnswerAsk(input: { choice?: unknown; deny?: unknown; reason?: unknown }): AskCheck {
  const deny = input.deny === true;
  if (input.deny !== undefined && typeof input.deny !== 'boolean')
    return { ok: false, what: 'deny must be true or false', todo: 'pass --deny, or --choice N' };
  if ((input.choice !== undefined) === deny)
    return {
      ok: false,
      what: 'use exactly one of --choice N or --deny',
      todo: '--choice 1 approves once; --deny declines',
    };
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (!reason)
    return { ok: false, what: '--reason is missing or empty', todo: 'say why, e.g. --reason "the build is expected"' };
  if (reason.length > MAX_ANSWER_REASON)
    return {
      ok: false,
      what: `--reason is ${reason.length} characters long`,
      todo: `keep it under ${MAX_ANSWER_REASON}`,
    };
  if (deny) return { ok: true, ask: { kind: 'deny' }, reason };
  const raw = input.choice;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_CHOICE)
    return {
      ok: false,
      what: `--choice ${String(raw)} is not a row number 1-${MAX_CHOICE}`,
      todo: 'use the number the menu shows, e.g. --choice 1',
    };
  return { ok: true, ask: { kind: 'choice', n }, reason };
}
