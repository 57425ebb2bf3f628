// rig send <seat> "<message>" — one message into one seat's terminal, through the daemon (the only
// writer to panes). The result says exactly what happened: delivered, retained (held for
// inspection), indeterminate (input may have happened), failed or refused.
import { defineCommand } from './verb.js';
import { bool, str } from './args.js';
import { advise, printJson, say, type Context } from './cli-context.js';
import { CliError, isCliError, refused, usageError } from './errors.js';
import { readInputText } from './input-file.js';
import { exitCode, exitCodesHelp } from './exit-codes.js';
import { noticeWhileWaiting } from './wait-notice.js';
import { resolveSeatForCli } from './seat-resolve.js';
import { daemonMissing } from './daemon-missing.js';
import { cliSession } from './caller-session.js';
import { DaemonUnavailableError, homeRequest } from '../daemon/client.js';
import { requestProblem } from '../delivery/send/request-rules.js';
import type { SendResult } from '../delivery/send/contract.js';
import { seatRefOf } from '../seat/ref.js';
import { clientOf } from '../seat/runtime.js';
import { outboxDir } from '../home/paths.js';

/** Largest body accepted from the command line or a file (a held message may be at most 1 MiB). */
const MAX_BODY_BYTES = 1024 * 1024;

function readBodyFile(ctx: Context, file: string): Promise<string> {
  return readInputText(ctx, file, {
    label: `--body-file ${file}`,
    todo: 'give a readable file',
    max: {
      bytes: MAX_BODY_BYTES,
      what: `--body-file ${file} is larger than 1 MiB`,
      todo: 'send a shorter message, or point the seat at the file instead',
    },
  });
}

/**
 * The daemon stopped answering mid-send (it died, or the answer never came): nothing proves the
 * pane was left alone, so the line says input may have been written, and names the attempts to
 * inspect. The attempt is saved (sending) before the paste; none found means it was not saved. Pure.
 */
export function sendLostLine(seatRef: string, detail: string, sendingIds: string[]): { what: string; todo: string } {
  const found = sendingIds.length
    ? `outbox ${sendingIds.join(', ')} still reads sending`
    : 'no outbox attempt of this send was found (it is saved before anything is typed)';
  return {
    what: `the daemon stopped answering mid-send (${detail}); input may have been written to ${seatRef}: ${found}`,
    todo: sendingIds.length
      ? 'check the pane before sending again (the daemon marks the attempt indeterminate when it starts again)'
      : 'check the pane before sending again',
  };
}

/**
 * Pure: the closing line of a send that was not delivered (its result is printed above it), and
 * the failure kind that gives its exit code: held, indeterminate, not idle after --wait-for-idle,
 * or refused. A send refused for want of its outbox record names the folder to fix.
 */
export function notDeliveredLine(
  r: Pick<SendResult, 'outcome' | 'reason' | 'seat'>,
  outboxFolder: string,
): { kind: 'refused' | 'notDelivered' | 'held' | 'indeterminate' | 'notIdle'; what: string; todo: string } {
  if (r.reason === 'outbox_disk_full')
    return {
      kind: 'refused',
      what: 'not sent: no space left on the device to write the outbox record of this attempt',
      todo: `free space in ${outboxFolder} (or on the disk that holds it), then send again`,
    };
  if (r.reason === 'outbox_unwritable')
    return {
      kind: 'refused',
      what: 'not sent: the outbox record of this attempt could not be written',
      todo: `check ${outboxFolder} (the reason is above), then send again`,
    };
  if (r.outcome === 'retained')
    return {
      kind: 'held',
      what: `held, not typed (${r.reason})`,
      todo: `inspect it with rig seat held-messages ${r.seat}; it is never retried on its own`,
    };
  if (r.outcome === 'indeterminate')
    return { kind: 'indeterminate', what: `not confirmed (${r.reason})`, todo: 'check the pane before sending again' };
  if (r.outcome === 'refused' && WAIT_ENDED.has(r.reason))
    return {
      kind: 'notIdle',
      what: `not sent (${r.reason})`,
      todo: 'send again when the seat is idle, or with a longer --wait-for-idle',
    };
  return { kind: 'notDelivered', what: `not delivered (${r.reason})`, todo: 'see the result above' };
}

/** The reasons a --wait-for-idle send ends with when the seat never read idle (verdicts.ts waitDeadlineReason). */
const WAIT_ENDED = new Set(['wait_for_idle_timeout', 'target_activity_unknown']);

/** Pure: what the result says of native consumption (only when it carries `consumed`). */
export function consumedLine(r: Pick<SendResult, 'consumed' | 'consumedPending' | 'outboxIds'>): string {
  if (r.consumed) return "Consumed: the runtime's own UserPromptSubmit hook recorded this text";
  if (r.consumedPending)
    return `Consumed: not yet confirmed (the runtime's UserPromptSubmit record of this text is still awaited; outbox ${r.outboxIds.join(', ') || '(unsaved)'} records it when it comes)`;
  return 'Consumed: not seen (no UserPromptSubmit record of this text yet; the runtime may take it later)';
}

function printSendResult(ctx: Context, r: SendResult): void {
  say(ctx, r.message);
  if (r.outboxIds.length) say(ctx, `Outbox: ${r.outboxIds.join(', ')}${r.state ? ` (${r.state})` : ''}`);
  if (r.outcome === 'delivered')
    say(
      ctx,
      r.reason === 'menu_answered'
        ? 'Verified: the menu closed'
        : r.verified
          ? 'Verified: the composer took the text'
          : 'Verified: not checked (this pane has no composer OpenRig can read)',
    );
  if (r.consumed !== undefined) say(ctx, consumedLine(r));
  if (r.inputCheck === 'skipped') say(ctx, 'Existing input: not checked (--type-without-checking)');
  if (r.existingInput) {
    say(
      ctx,
      `Existing input in ${r.existingInput.target.paneId ?? r.existingInput.target.session} (shown only to you, never saved):`,
    );
    for (const row of r.existingInput.rows) say(ctx, `  | ${row}`);
    if (r.existingInput.suggestionRows.length)
      say(ctx, `  (suggestion shown: ${r.existingInput.suggestionRows.join(' ')})`);
  }
  for (const w of r.warnings) advise(ctx, `Advisory: ${w}`);
}

/** What `rig send` was asked, before anything is read or sent. */
export interface SendOptions {
  ref: string;
  text: string | undefined;
  bodyFile: string | undefined;
  context: boolean;
  waitForIdleMs: number | undefined;
  raw: boolean;
  urgent: boolean;
  dangerouslyInteract: boolean;
  reason: string | undefined;
  typeWithoutChecking: boolean;
  verify: boolean;
  json: boolean;
}

/** Seconds as --wait-for-idle takes them, in milliseconds; a usage error otherwise. Pure. */
export function waitForIdleMs(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) <= 0)
    throw usageError(`--wait-for-idle ${raw} is not a positive number of seconds`, 'e.g. --wait-for-idle 30');
  return Math.round(Number(raw) * 1000);
}

/** A send to another host's seat, through this host's daemon: the same printing and exit codes as a local one. */
async function sendRemote(ctx: Context, o: SendOptions, remote: typeof import('./send-remote.js')): Promise<void> {
  const unsupported = [
    o.waitForIdleMs !== undefined && '--wait-for-idle',
    o.dangerouslyInteract && '--dangerously-interact',
    o.context && '--context',
    o.verify && '--verify',
  ].filter((f): f is string => typeof f === 'string');
  const message = o.bodyFile !== undefined ? await readBodyFile(ctx, o.bodyFile) : (o.text ?? '');
  let response;
  try {
    response = await remote.askRemoteSend(ctx, {
      ref: o.ref,
      message,
      raw: o.raw,
      urgent: o.urgent,
      unsupported,
      session: cliSession(ctx.env),
    });
  } catch (err) {
    if (err instanceof DaemonUnavailableError) throw daemonMissing(err);
    if (isCliError(err)) throw err;
    throw new CliError(
      'indeterminate',
      `the daemon stopped answering mid-send to ${o.ref} on another host (${(err as Error).message}); it may still be delivered`,
      `check with rig seat status ${o.ref} and the pane there before sending again`,
    );
  }
  const r = response.body;
  if (!r || typeof r !== 'object' || typeof r.outcome !== 'string') {
    const what = (r as { error?: string } | undefined)?.error ?? `the daemon answered ${response.status}`;
    throw response.status === 400 ? usageError(what, 'see rig send --help') : refused(what, 'see the daemon log');
  }
  if (o.json) printJson(ctx, r);
  else printSendResult(ctx, r);
  if (r.outcome !== 'delivered') {
    const line = notDeliveredLine(r, `the outbox of ${o.ref} on host ${r.remote?.to ?? 'the owner'}`);
    throw new CliError(line.kind, line.what, line.todo);
  }
}

export const sendCommand = defineCommand(
  {
    name: 'send',
    usage: [
      'rig send SEAT "MESSAGE" [--urgent] [--wait-for-idle S] [--verify] [--raw] [--json]',
      'rig send SEAT --body-file FILE [...]',
      'rig send SEAT "ANSWER" --dangerously-interact --reason "WHY" [--type-without-checking]',
      'rig send SEAT --context',
    ],
    details: [
      'Unless --raw, the message is wrapped as From: <you> / To: <seat> / --- / body; "you" is',
      "OPENRIG_SESSION_NAME in a seat's shell, otherwise unattributed.",
      "The seat's typing guard decides whether it types: a held message is kept for inspection",
      '(rig seat held-messages SEAT) and never retried automatically.',
      '--wait-for-idle S  wait up to S seconds for the seat to be idle; if it is still busy (or its',
      `                   activity is unknown) nothing is sent and nothing is kept (exit ${exitCode('not-idle')}, not-idle).`,
      '--dangerously-interact --reason R  deliberate input (e.g. a menu answer); the composer is read',
      '                   first and any existing input stops it. --type-without-checking skips that read.',
      '--context          send the seat its refocus payload once.',
      "A seat another host owns (federation): this host's daemon forwards it; the owner's guard",
      'decides; no answer in time is indeterminate (never re-sent). Not carried there: --wait-for-idle,',
      '--dangerously-interact, --verify, --context.',
      '',
      exitCodesHelp(),
    ].join('\n'),
  },
  {
    args: {
      string: ['body-file', 'wait-for-idle', 'reason'],
      boolean: ['urgent', 'dangerously-interact', 'type-without-checking', 'context', 'verify', 'raw', 'json'],
      positionals: [
        { name: 'SEAT', what: 'a seat ref', completes: 'seat' },
        { name: 'MESSAGE', optional: true },
      ],
      usage: 'rig send SEAT "MESSAGE" [options]',
    },
    options(p): SendOptions {
      const o: SendOptions = {
        ref: p.args.SEAT!,
        text: p.args.MESSAGE,
        bodyFile: str(p, 'body-file'),
        context: bool(p, 'context'),
        waitForIdleMs: waitForIdleMs(str(p, 'wait-for-idle')),
        raw: bool(p, 'raw'),
        urgent: bool(p, 'urgent'),
        dangerouslyInteract: bool(p, 'dangerously-interact'),
        reason: str(p, 'reason'),
        typeWithoutChecking: bool(p, 'type-without-checking'),
        verify: bool(p, 'verify'),
        json: bool(p, 'json'),
      };
      if (o.bodyFile !== undefined && o.text !== undefined)
        throw usageError(
          'give the message or --body-file, not both',
          'rig send SEAT "MESSAGE" or rig send SEAT --body-file FILE',
        );
      if (o.reason !== undefined && !o.dangerouslyInteract)
        throw usageError('--reason goes with --dangerously-interact', 'add --dangerously-interact, or drop --reason');
      if (o.text === undefined && o.bodyFile === undefined && !o.context)
        throw usageError('a message is required', 'rig send SEAT "MESSAGE" (or --body-file FILE)');
      // The daemon's own request rules, checked here so a bad combination is a usage error before
      // any seat is looked up or file read (the daemon checks them again).
      const problem = requestProblem({ ...o, message: '' });
      if (problem) throw usageError(problem.message, 'see rig send --help');
      return o;
    },
    async run(o, ctx) {
      let seat;
      try {
        seat = resolveSeatForCli(ctx.home, o.ref);
      } catch (err) {
        // No record here: with federation configured, the seat may be another host's.
        const remote = await import('./send-remote.js');
        if (!isCliError(err) || err.kind !== 'refused' || !remote.mayBeRemote(ctx)) throw err;
        return sendRemote(ctx, o, remote);
      }
      let message = o.bodyFile !== undefined ? await readBodyFile(ctx, o.bodyFile) : (o.text ?? '');
      if (o.context) {
        // One-shot context injection: the same payload the refocus hook would give this seat now
        // (read-only: no due state is consumed), followed by the message when one is given.
        // Its own chunk: a plain send never loads the refocus composer.
        const { previewRefocus } = await import('../refocus/preview.js');
        const preview = await previewRefocus(ctx.home, {
          seat: seatRefOf(seat),
          env: ctx.env,
          cwd: seat.cwd,
          runtime: clientOf(seat.runtime),
          nodeId: seat.nodeId,
        });
        for (const a of preview.advisories) advise(ctx, a);
        if (preview.failed)
          advise(
            ctx,
            `rig send --context: parts of the context could not be built: ${preview.reasons.join('; ') || 'see the payload'}`,
          );
        message = message === '' ? preview.payload.trimEnd() : `${preview.payload.trimEnd()}\n\n${message}`;
      }
      if (Buffer.byteLength(message, 'utf8') > MAX_BODY_BYTES)
        throw usageError('the message is larger than 1 MiB', 'send a shorter message');
      const request = {
        seat: seat.nodeId,
        message,
        raw: o.raw || undefined,
        urgent: o.urgent || undefined,
        waitForIdleMs: o.waitForIdleMs,
        dangerouslyInteract: o.dangerouslyInteract || undefined,
        reason: o.reason,
        typeWithoutChecking: o.typeWithoutChecking || undefined,
        verify: o.verify || undefined,
      };
      const session = cliSession(ctx.env);
      const since = Date.now();
      let response;
      const ask = () =>
        homeRequest<SendResult>(ctx.home, 'POST', '/api/transport/send', request, {
          session,
          timeoutMs: (o.waitForIdleMs ?? 0) + 120_000,
        });
      try {
        response =
          o.waitForIdleMs === undefined
            ? await ask()
            : await noticeWhileWaiting(ctx, { what: `${seatRefOf(seat)} to be idle`, upToMs: o.waitForIdleMs }, ask);
      } catch (err) {
        if (err instanceof DaemonUnavailableError) throw daemonMissing(err);
        // The request reached the daemon but no answer came back: the send may be anywhere. (The
        // outbox is read from a chunk of its own: only this path needs it.)
        const { sendingSince } = await import('./send-lost.js');
        const lost = sendLostLine(
          seatRefOf(seat),
          (err as Error).message,
          sendingSince(ctx.home, seat.nodeId, session, since),
        );
        throw new CliError('indeterminate', lost.what, lost.todo);
      }
      const r = response.body;
      if (!r || typeof r !== 'object' || typeof r.outcome !== 'string') {
        const what = (r as { error?: string } | undefined)?.error ?? `the daemon answered ${response.status}`;
        throw response.status === 400
          ? usageError(what, 'see rig send --help')
          : refused(what, 'see the daemon log (rig daemon status)');
      }
      if (o.json) printJson(ctx, r);
      else printSendResult(ctx, r);
      if (r.outcome !== 'delivered') {
        // The result is already printed: one closing line, and the outcome's own exit code.
        const line = notDeliveredLine(r, outboxDir(ctx.home, seat.nodeId));
        throw new CliError(line.kind, line.what, line.todo);
      }
    },
  },
);
