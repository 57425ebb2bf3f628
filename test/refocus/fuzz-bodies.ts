// Random hook stdin bodies: garbage text, JSON of the wrong type, and hook-shaped objects with
// fields of every wrong type, unknown events, hostile ids and acknowledgement prompts.
export function randomBody(rnd: () => number, transcript: string): string {
  const events = [
    'UserPromptSubmit',
    'Stop',
    'PostCompact',
    'SessionStart',
    'Notification',
    '',
    'userpromptsubmit',
    42,
    null,
  ];
  const pick = <T>(a: T[]) => a[Math.floor(rnd() * a.length)]!;
  const junk = () => pick(['', 'x', '../../etc', '\u0000\n', 'a'.repeat(300), '{"', '[]', 'null', '😀', transcript]);
  const k = rnd();
  if (k < 0.15)
    return Array.from({ length: Math.floor(rnd() * 200) }, () => String.fromCharCode(Math.floor(rnd() * 65536))).join(
      '',
    );
  if (k < 0.25) return pick(['', 'null', '[]', '42', '"str"', '{', '{}', 'true']);
  const o: Record<string, unknown> = {};
  if (rnd() < 0.8) o.hook_event_name = pick(events);
  if (rnd() < 0.7) o.session_id = rnd() < 0.8 ? pick(['s1', 's2', junk()]) : pick([1, {}, [], null]);
  if (rnd() < 0.7) o.transcript_path = rnd() < 0.7 ? transcript : pick([junk(), 5, null]);
  if (rnd() < 0.6)
    o.prompt =
      rnd() < 0.7
        ? pick([
            'hi',
            junk(),
            'OpenRig post-compaction turn boundary. x',
            '<pasted_content id="a">x</pasted_content id="a">',
          ])
        : pick([1, [], {}]);
  if (rnd() < 0.2) o.sessionId = junk();
  if (rnd() < 0.2) o.transcriptPath = junk();
  return JSON.stringify(o);
}
