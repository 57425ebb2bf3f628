// rig seat set-terminal-policy REF --preset P [--helper SEAT]… [--<actor>-<action> allow|deny]…
//   --reason R [--rig-default] [--operator ADDRESS] [--json]
// Replaces the seat's whole terminal interaction choice (or, with --rig-default, the choice copied
// into newly added seats of its rig). Attribution is cooperative: the caller's seat identity, else
// --operator for the audit, else unattributed.
import { defineVerb } from './verb.js';
import { arg, bool, list, str } from './args.js';
import { advise, printJson, say } from './cli-context.js';
import { refused, usageError } from './errors.js';
import { resolveSeatForCli, SEAT_REF_ARG } from './seat-resolve.js';
import { cliSession } from './caller-session.js';
import { isPreset, PRESETS } from '../intervention/presets.js';
import {
  buildChoice,
  ChoiceError,
  choiceLabel,
  EXCEPTION_FLAGS,
  exceptionsFrom,
  type Helper,
} from '../intervention/choice.js';
import { attributionLabel, AttributionError, callerAttribution } from '../intervention/attribution.js';
import { setRigDefault, setTerminalPolicy } from '../intervention/store.js';
import { seatRefOf } from '../seat/ref.js';

export const seatSetTerminalPolicyVerb = defineVerb({
  args: {
    string: ['preset', 'reason', 'operator', ...EXCEPTION_FLAGS],
    multiple: ['helper'],
    completes: {
      preset: PRESETS,
      helper: 'seat',
      ...Object.fromEntries(EXCEPTION_FLAGS.map((f) => [f, ['allow', 'deny']])),
    },
    boolean: ['json', 'rig-default'],
    positionals: [SEAT_REF_ARG],
    required: {
      preset: `choose one: --preset ${PRESETS.join('|')}`,
      reason: 'say why (shown as the delegating instruction), e.g. --reason "help with compaction"',
    },
  },
  options(p) {
    const preset = str(p, 'preset')!;
    if (!isPreset(preset)) throw usageError(`unknown preset "${preset}"`, `use one of ${PRESETS.join(', ')}`);
    const values: Record<string, string | undefined> = {};
    for (const f of EXCEPTION_FLAGS) values[f] = str(p, f);
    let exceptions;
    try {
      exceptions = exceptionsFrom(values);
    } catch (err) {
      if (err instanceof ChoiceError) throw usageError(err.what, err.todo);
      throw err;
    }
    return {
      ref: arg(p, 'REF')!,
      preset,
      helpers: list(p, 'helper'),
      exceptions,
      reason: str(p, 'reason')!,
      rigDefault: bool(p, 'rig-default'),
      operator: str(p, 'operator'),
      json: bool(p, 'json'),
    };
  },
  async run(o, ctx) {
    const seat = resolveSeatForCli(ctx.home, o.ref);
    const helpers: Helper[] = o.helpers.map((h) => {
      const rec = resolveSeatForCli(ctx.home, h, 'a helper seat');
      return { seat: seatRefOf(rec), nodeId: rec.nodeId };
    });
    const session = cliSession(ctx.env);
    let actor;
    let choice;
    try {
      actor = callerAttribution(ctx.home, session, o.operator);
      choice = buildChoice(o.preset, helpers, o.exceptions, o.reason);
    } catch (err) {
      if (err instanceof ChoiceError || err instanceof AttributionError) throw usageError(err.what, err.todo);
      throw err;
    }
    if (session && o.operator !== undefined)
      advise(ctx, `--operator ${o.operator} is not recorded: the caller's seat identity (${session}) names the actor.`);
    if (o.rigDefault) {
      const rec = await setRigDefault(ctx.home, seat.rig, choice, actor);
      if (o.json) {
        printJson(ctx, { rigDefault: true, account: choiceLabel(choice), ...rec, actorLabel: attributionLabel(actor) });
        return;
      }
      say(ctx, `rig ${seat.rig}: newly added seats get ${choiceLabel(choice)}`);
      say(
        ctx,
        `Existing seats keep their own choices (${seatRefOf(seat)} too); set one without --rig-default to change it.`,
      );
      say(ctx, `Recorded actor: ${attributionLabel(actor)}`);
      return;
    }
    if (helpers.some((h) => h.nodeId === seat.nodeId))
      throw refused(
        `${seatRefOf(seat)} cannot be its own helper`,
        'name other seats with --helper (self has its own row)',
      );
    const rec = await setTerminalPolicy(
      ctx.home,
      { nodeId: seat.nodeId, seat: seatRefOf(seat), rig: seat.rig },
      choice,
      actor,
    );
    if (o.json) {
      printJson(ctx, {
        seat: seatRefOf(seat),
        account: choiceLabel(choice),
        ...rec,
        actorLabel: attributionLabel(actor),
      });
      return;
    }
    if (seat.runtime !== 'claude-code')
      advise(
        ctx,
        `${seatRefOf(seat)} is a ${seat.runtime} seat: managed compaction applies to Claude seats only, so only the model row has an effect.`,
      );
    say(ctx, `${seatRefOf(seat)}: terminal interaction ${choiceLabel(choice)}`);
    if (helpers.length) say(ctx, `Helpers: ${helpers.map((h) => h.seat).join(', ')}`);
    say(ctx, `Recorded actor: ${attributionLabel(actor)}`);
    say(ctx, `See it beside native permissions and the interruption level: rig seat status ${seatRefOf(seat)}`);
  },
});
