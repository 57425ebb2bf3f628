// Deriving the seat from a canonical OPENRIG_SESSION_NAME (`member@rig`) so the trace needs no
// registry lookup. Anything else (legacy names, human-class sessions, odd characters) is not
// canonical and leaves the start to the next rule.

export interface CanonicalSeat {
  member: string;
  rig: string;
}

const CHARSET = /^[A-Za-z0-9\-_.@]+$/;
const HUMAN = /^human(?:-[A-Za-z0-9\-_.]+)?@(?:kernel|host)$/;

/** The member and rig of a canonical session name, or null. The rig is everything after the first `@`. */
export function canonicalSeat(sessionName: string | undefined): CanonicalSeat | null {
  const name = sessionName?.trim();
  if (!name || !CHARSET.test(name)) return null;
  if (HUMAN.test(name) || name.endsWith('@external')) return null;
  const at = name.indexOf('@');
  if (at <= 0 || at === name.length - 1) return null;
  const member = name.slice(0, at);
  const rig = name.slice(at + 1);
  // Path segments that would climb or stay put are never seats.
  if (['.', '..'].includes(member) || ['.', '..'].includes(rig)) return null;
  return { member, rig };
}
