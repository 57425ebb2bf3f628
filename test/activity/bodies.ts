// Random seat-events stdin bodies: garbage text, JSON of the wrong type, and hook-shaped objects
// built from the real fixtures with fields of every wrong type, unknown events and hostile values.
import { readdirSync } from 'node:fs';
import { FIXTURES, fixture } from './harness.js';

const REAL = readdirSync(FIXTURES)
  .filter((n) => n.endsWith('.json'))
  .map((n) => fixture(n));

const EVENTS: unknown[] = [
  'SessionStart',
  'UserPromptSubmit',
  'PreToolUse',
  'PostToolUse',
  'Stop',
  'StopFailure',
  'Notification',
  'PermissionRequest',
  'SessionEnd',
  'PostCompact',
  'Interrupt',
  '',
  'x'.repeat(70),
  '../../etc',
  42,
  null,
  {},
];

export function randomBody(rnd: () => number): string {
  const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!;
  const junk = (): unknown =>
    pick([
      '',
      'x',
      '../../etc/passwd',
      '\u0000\n\u001b[2J',
      'a'.repeat(300),
      '😀',
      '\u202e',
      1,
      -1,
      1e308,
      null,
      true,
      [],
      {},
      { nested: ['x'] },
      '<pasted_content id="a">x</pasted_content id="a">',
    ]);
  const k = rnd();
  if (k < 0.1)
    return Array.from({ length: Math.floor(rnd() * 200) }, () => String.fromCharCode(Math.floor(rnd() * 65536))).join(
      '',
    );
  if (k < 0.18) return pick(['', 'null', '[]', '42', '"str"', '{', '{}', 'true', '{"hook_event_name":']);
  const o: Record<string, unknown> = { ...pick(REAL) };
  if (rnd() < 0.3) o.hook_event_name = pick(EVENTS);
  for (const key of ['session_id', 'prompt', 'tool_name', 'notification_type', 'source', 'error', 'reason', 'agent_id'])
    if (rnd() < 0.15) o[key] = junk();
  if (rnd() < 0.1) o.permission_suggestions = pick([junk(), [junk(), junk()], [{ type: 'addRules', rules: junk() }]]);
  if (rnd() < 0.05) delete o.hook_event_name;
  const text = JSON.stringify(o);
  // Now and then a body cut short or with trailing garbage.
  if (rnd() < 0.05) return text.slice(0, Math.floor(rnd() * text.length));
  if (rnd() < 0.03) return `${text}\n{"second":1}`;
  return text;
}
