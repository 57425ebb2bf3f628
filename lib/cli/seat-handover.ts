// rig seat handover REF [--note FILE] [--json] — a fresh occupant takes the seat: a new runtime
// session (no resume), started with a handoff note placed under the home (its path in
// OPENRIG_HANDOFF_NOTE, and for claude-code and codex the first prompt asks to read it).
import { defineVerb } from './verb.js';
import { arg, bool, str } from './args.js';
import { refused } from './errors.js';
import { resolveSeatForCli, SEAT_REF_ARG } from './seat-resolve.js';
import { reportContinuation } from './seat-continuation-text.js';
import { readInputText } from './input-file.js';

export const seatHandoverVerb = defineVerb({
  args: { string: ['note'], boolean: ['json'], positionals: [SEAT_REF_ARG] },
  options: (p) => ({ ref: arg(p, 'REF')!, note: str(p, 'note'), json: bool(p, 'json') }),
  async run({ ref, note, json }, ctx) {
    const seat = resolveSeatForCli(ctx.home, ref);
    const { continueRecordedSeat, ContinuationError } = await import('../rig/continue.js');
    const { MAX_NOTE_BYTES } = await import('../rig/handoff-note.js');
    const text =
      note === undefined
        ? null
        : await readInputText(ctx, note, {
            label: `--note ${note}`,
            stdin: { what: 'no standard input to read the note from', todo: 'pipe the note in, or pass --note FILE' },
            max: {
              bytes: MAX_NOTE_BYTES,
              what: `--note ${note} is larger than ${MAX_NOTE_BYTES / 1024} KiB`,
              todo: 'shorten it, or point to longer files from it',
            },
          });
    let r;
    try {
      r = await continueRecordedSeat(ctx.home, ctx.env, ctx.cwd, seat, {
        kind: 'handover',
        note: text,
        noteFile: note ?? null,
      });
    } catch (err) {
      if (err instanceof ContinuationError) throw refused(err.what, err.todo);
      throw err;
    }
    reportContinuation(ctx, 'handover', r, json, { 'handoff note': r.launch?.handoffNote });
  },
});
