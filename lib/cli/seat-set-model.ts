// rig seat set-model REF --model M [--effort E] [--json]
// Saves the model (and reasoning effort) a seat gets at its next managed continuation — a relaunch,
// restore or handover — never the running process. The interaction policy's model row decides first.
import { defineVerb } from './verb.js';
import { arg, bool, str } from './args.js';
import { printJson, say } from './cli-context.js';
import { refused } from './errors.js';
import { resolveSeatForCli, SEAT_REF_ARG } from './seat-resolve.js';
import { cliSession } from './caller-session.js';
import { callerAttribution } from '../intervention/attribution.js';
import { actorFor } from '../intervention/policy.js';
import { mayInterveneIn } from '../intervention/may-intervene.js';
import { modelProblem } from '../rig/model-choice.js';
import { saveModel } from '../seat/model-store.js';
import { seatRefOf } from '../seat/ref.js';

export const seatSetModelVerb = defineVerb({
  args: {
    string: ['model', 'effort'],
    boolean: ['json'],
    positionals: [SEAT_REF_ARG],
    required: { model: 'name the model, e.g. --model opus' },
  },
  options: (p) => ({ ref: arg(p, 'REF')!, model: str(p, 'model')!, effort: str(p, 'effort'), json: bool(p, 'json') }),
  async run(o, ctx) {
    const seat = resolveSeatForCli(ctx.home, o.ref);
    const problem = modelProblem(seat.runtime, o.model, o.effort);
    if (problem) throw refused(problem.what, problem.todo);
    const who = callerAttribution(ctx.home, cliSession(ctx.env), undefined);
    const actor = actorFor(seat.nodeId, who.nodeId);
    const verdict = mayInterveneIn(ctx.home)(seat.nodeId, actor, 'model', who.nodeId);
    if (!verdict.allowed)
      throw refused(
        `the terminal policy of ${seatRefOf(seat)} refuses this model change (${verdict.reason}); nothing was saved`,
        `see rig seat status ${seatRefOf(seat)}`,
      );
    const saved = await saveModel(ctx.home, {
      nodeId: seat.nodeId,
      model: o.model,
      effort: o.effort ?? null,
      savedAt: new Date().toISOString(),
      actor: actor === 'self' ? 'self' : 'peer',
      caller: who.nodeId,
      callerSeat: who.seat,
    });
    if (o.json) {
      printJson(ctx, { seat: seatRefOf(seat), ...saved, appliesAt: 'next managed continuation', policy: verdict });
      return;
    }
    say(ctx, `${seatRefOf(seat)}: model ${o.model}${o.effort ? ` (effort ${o.effort})` : ''} saved`);
    say(
      ctx,
      'It applies at the next managed continuation (rig up relaunch, rig seat restore or handover), not to the running process.',
    );
  },
});
