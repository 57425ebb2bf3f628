// rig watchdog add SEAT --every INTERVAL (--message T | --message-file F) [--policy P] [--json]
import { defineVerb } from './verb.js';
import { arg, bool, str } from './args.js';
import { advise, printJson, say } from './cli-context.js';
import { usageError } from './errors.js';
import { readInputText } from './input-file.js';
import { resolveSeatForCli } from './seat-resolve.js';
import { watchdogChecked, watchdogGuarded } from './watchdog-errors.js';
import { jobJson } from './watchdog-view.js';
import { actorFrom } from '../queue/queue-store.js';
import { buildJob, checkMessage, checkPolicy, parseInterval } from '../watchdog/job.js';
import { addJob } from '../watchdog/store.js';
import { MESSAGE_MAX_CHARS, WATCHDOG_POLICIES } from '../watchdog/constants.js';
import { decideDelivery, fallbackModeOf, modeInForce } from '../delivery/guard/policy.js';
import { readGuard } from '../delivery/guard/store.js';
import { seatRefOf } from '../seat/ref.js';

export const watchdogAddVerb = defineVerb({
  args: {
    string: ['every', 'message', 'message-file', 'policy'],
    boolean: ['json'],
    positionals: [{ name: 'SEAT', what: 'a seat ref', completes: 'seat' }],
    completes: { policy: WATCHDOG_POLICIES },
    required: { every: 'give how often, e.g. --every 15m' },
  },
  options(p) {
    const text = str(p, 'message');
    const file = str(p, 'message-file');
    if ((text === undefined) === (file === undefined))
      throw usageError(
        text === undefined ? 'a reminder message is required' : '--message and --message-file were both given',
        'give one of --message TEXT or --message-file FILE',
      );
    return watchdogChecked(() => ({
      seat: arg(p, 'SEAT')!,
      intervalSeconds: parseInterval(str(p, 'every')!),
      policy: checkPolicy(str(p, 'policy') ?? 'periodic'),
      message: text === undefined ? undefined : checkMessage(text),
      file,
      json: bool(p, 'json'),
    }));
  },
  async run(o, ctx) {
    const seat = resolveSeatForCli(ctx.home, o.seat);
    const message =
      o.message ??
      (await readInputText(ctx, o.file!, {
        label: `--message-file ${o.file}`,
        stdin: { what: 'no standard input to read the message from', todo: 'pass --message-file PATH' },
        max: {
          bytes: MESSAGE_MAX_CHARS * 4,
          what: `--message-file ${o.file} is larger than a reminder may be`,
          todo: `keep it under ${MESSAGE_MAX_CHARS} characters (put work in a queue row instead)`,
        },
      }));
    const job = await watchdogGuarded(() =>
      addJob(
        ctx.home,
        buildJob(
          {
            policy: o.policy,
            seat: seatRefOf(seat),
            message,
            interval: o.intervalSeconds,
            createdBy: actorFrom(ctx.env),
          },
          Date.now(),
        ),
      ),
    );
    // Advisory only: the mode may change before the reminder is due, and the job is kept either way.
    const pref = readGuard(ctx.home, seat.nodeId, fallbackModeOf(seat));
    const mode = modeInForce(pref.desiredMode, pref.effectiveMode);
    if (decideDelivery(mode, 'notice').action === 'hold')
      advise(
        ctx,
        `note: ${job.seat}'s typing guard (${mode}) holds OpenRig's notices; its reminders will be held (rig seat held-messages ${job.seat}) until the mode changes`,
      );
    if (o.json) {
      printJson(ctx, { job: jobJson(job) });
      return;
    }
    say(ctx, `${job.id} added: ${job.policy} reminder to ${job.seat} every ${jobJson(job).every}`);
    say(ctx, `First due ${jobJson(job).nextDueAt}; the daemon (rig daemon start) types it.`);
  },
});
