// rig queue — work rows addressed to seats: create, list, show, state verbs, handoff, whoami.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from './command.js';
import { parseArgs, bool, list, str, type Parsed } from './args.js';
import { advise, printJson, say, type Context } from './cli-context.js';
import { cannotRead, refused, usageError } from './errors.js';
import { checkState, QueueInputError, type QueueRow } from '../queue/row.js';
import {
  createQueueRow,
  handoffQueueRow,
  listQueueRows,
  QueueNotFoundError,
  QueueTransitionError,
  readQueueRow,
  rebuildQueueIndex,
  transitionQueueRow,
  type TransitionRequest,
} from '../queue/queue-store.js';
import { queueWhoami } from '../queue/whoami.js';
import type { WhoamiAnswer } from '../queue/whoami-types.js';

const USAGE = [
  'rig queue create --destination SEAT --summary "ONE LINE" [--body TEXT | --body-file F] [--priority routine|urgent|critical] [--tag T]… [--source SEAT] [--json]',
  'rig queue list [--owned] [--state S] [--destination SEAT] [--json]',
  'rig queue show ID [--json]',
  'rig queue start ID [--note N] [--json]',
  'rig queue block ID --on WHAT [--continuation PLAN] [--note N] [--json]',
  'rig queue done ID [--note N] [--json]',
  'rig queue fail ID [--note N] [--json]',
  'rig queue deny ID [--note N] [--json]',
  'rig queue cancel ID [--note N] [--json]',
  'rig queue handoff ID --to SEAT [--summary S] [--body T | --body-file F] [--tag T]… [--note N] [--json]',
  'rig queue whoami [--session SEAT] [--work-candidates] [--json]',
  'rig queue reindex',
];

const DETAILS = `States: pending → in-progress → done; block (with --on, optionally --continuation) parks a row
and start resumes it; cancel, fail, deny and handoff close it. A refused change names the row's state.
Tags: mission:<m> and slice:<s> type a row's work (only tags are evidence of work, never body text);
other tags are free. Rows are recorded only: waking the destination seat is not implemented yet.
The acting seat is OPENRIG_SESSION_NAME (name@rig), else "unattributed".`;

function mapQueueError(err: unknown): never {
  if (err instanceof QueueInputError) throw usageError(`invalid ${err.field}: ${err.reason}`, 'see rig queue --help');
  if (err instanceof QueueNotFoundError) throw refused(err.message, 'run rig queue list to see rows');
  if (err instanceof QueueTransitionError) throw refused(err.message, err.todo);
  throw err;
}

async function guarded<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    mapQueueError(err);
  }
}

function onePositional(args: Parsed, what: string, verb: string): string {
  const [, value, extra] = args.positionals;
  if (value === undefined) throw usageError(`${what} is required`, `usage: rig queue ${verb} ${what.toUpperCase()}`);
  if (extra !== undefined) throw usageError(`unexpected argument "${extra}"`, 'quote values that contain spaces');
  return value;
}

async function bodyFrom(args: Parsed, ctx: Context): Promise<string | undefined> {
  const body = str(args, 'body');
  const file = str(args, 'body-file');
  if (body !== undefined && file !== undefined)
    throw usageError('--body and --body-file were both given', 'give one of them');
  if (file === undefined) return body;
  if (file === '-') {
    if (!ctx.io.readStdin) throw usageError('no standard input to read the body from', 'pass --body-file PATH');
    return ctx.io.readStdin();
  }
  try {
    return readFileSync(resolve(ctx.cwd, file), 'utf8');
  } catch (err) {
    throw cannotRead(`--body-file ${file}`, err);
  }
}

function describeRow(ctx: Context, row: QueueRow): void {
  say(ctx, `${row.id}  ${row.state}  ${row.priority}`);
  say(ctx, `Summary: ${row.summary}`);
  say(ctx, `From: ${row.source}  To: ${row.destination}`);
  if (row.tags.length) say(ctx, `Tags: ${row.tags.join(', ')}`);
  if (row.blockedOn !== null) say(ctx, `Blocked on: ${row.blockedOn}`);
  if (row.handedOffFrom) say(ctx, `Handed off from: ${row.handedOffFrom}`);
  if (row.handedOffTo) say(ctx, `Handed off to: ${row.handedOffTo}`);
  if (row.chainOfRecord.length) say(ctx, `Chain of record: ${row.chainOfRecord.join(' → ')}`);
  say(ctx, `Created: ${row.createdAt}  Updated: ${row.updatedAt}`);
  if (row.transitions.length) {
    say(ctx, 'Transitions:');
    for (const t of row.transitions)
      say(ctx, `  ${t.at}  ${t.from} → ${t.to}  by ${t.actor}${t.note ? `  — ${t.note}` : ''}`);
  }
  if (row.body) {
    say(ctx, '');
    for (const line of row.body.replace(/\n$/, '').split('\n')) say(ctx, line);
  }
}

function printWhoami(ctx: Context, a: WhoamiAnswer): void {
  say(ctx, `Session: ${a.session ?? '(none — OPENRIG_SESSION_NAME is not set)'}`);
  say(
    ctx,
    a.seat ? `Seat: ${a.seat.name}@${a.seat.rig} (${a.seat.nodeId}, ${a.seat.runtime})` : 'Seat: no registry record',
  );
  const role = a.role;
  if (role.state === 'unknown') say(ctx, `Role: unknown (${role.reason ?? 'no reason given'})`);
  else if (role.files.length === 0) say(ctx, `Role: ${role.state}`);
  else for (const f of role.files) say(ctx, `Role file: ${f.resolvedPath} (${f.state})`);
  if (role.recordedAt) say(ctx, `Binding recorded at: ${role.recordedAt}. ${role.note ?? ''}`.trimEnd());
  if (a.currentWork) say(ctx, `Current work: ${a.currentWork.workNodePath} (row ${a.currentWork.qitemId})`);
  else say(ctx, `Current work: none — ${a.currentWorkBasis ?? 'no basis'}`);
  say(ctx, `Queue: ${a.queue.pending} pending, ${a.queue.inProgress} in progress, ${a.queue.blocked} blocked`);
  for (const r of a.queue.recent.slice(0, 10)) say(ctx, `  ${r.id}  ${r.state}  ${r.summary}`);
  const wc = a.workCandidates;
  if (!wc) return;
  say(ctx, 'Work candidates (evidence, not a verdict):');
  if (!wc.candidates.length) say(ctx, '  none');
  for (const c of wc.candidates) {
    say(
      ctx,
      `  - ${c.mission}${c.slice ? ` / ${c.slice}` : ''} — ${c.intent ?? 'no readable intent'} — source: ${c.source}${c.unresolved ? ` — UNRESOLVED ON THIS HOST: ${c.unresolved}` : ''}`,
    );
  }
  if (wc.unknown.length) {
    say(ctx, 'In-progress rows the queue cannot place:');
    for (const u of wc.unknown) say(ctx, `  - ${u.qitemId} — ${u.summary}: ${u.reason}`);
  }
  if (wc.held.length) {
    say(
      ctx,
      `Held (blocked; ${wc.heldTotal} in all${wc.heldTruncated ? ', list cut: rig queue list --owned --state blocked' : ''}):`,
    );
    for (const h of wc.held)
      say(
        ctx,
        `  - ${h.qitemId} — ${h.summary} — blocked on ${h.blockedOn ?? 'unknown'} — continuation: ${h.continuation ?? 'none recorded'}`,
      );
  }
  if (wc.next.length) {
    say(
      ctx,
      `Possible next (pending; ${wc.nextTotal} in all${wc.nextTruncated ? ', list cut: rig queue list --owned --state pending' : ''}):`,
    );
    for (const n of wc.next)
      say(ctx, `  - ${n.qitemId} — ${n.summary}${n.missions.length ? ` [mission: ${n.missions.join(', ')}]` : ''}`);
  }
  say(
    ctx,
    `Missions on this host: ${wc.missionsOnHost.join(', ') || 'none'}${wc.missionsOnHostTruncated ? ', …' : ''}`,
  );
}

const TRANSITION_VERBS = ['start', 'block', 'done', 'fail', 'deny', 'cancel'] as const;

export const queueCommand: Command = {
  name: 'queue',
  usage: USAGE,
  details: DETAILS,
  async run(argv, ctx) {
    const flags = {
      string: [
        'destination',
        'summary',
        'body',
        'body-file',
        'priority',
        'source',
        'state',
        'on',
        'continuation',
        'note',
        'to',
        'session',
      ],
      boolean: ['json', 'owned', 'work-candidates'],
      multiple: ['tag'],
    };
    const args = parseArgs(argv, flags, 'queue');
    const verb = args.positionals[0];
    const json = bool(args, 'json');
    const allowOnly = (allowed: string[]) => {
      for (const [name, value] of Object.entries(args.flags)) {
        if (value === undefined || name === 'help' || name === 'json') continue;
        if (!allowed.includes(name))
          throw usageError(`--${name} does not apply to rig queue ${verb}`, 'see rig queue --help');
      }
    };

    if (verb === 'create') {
      allowOnly(['destination', 'summary', 'body', 'body-file', 'priority', 'tag', 'source']);
      if (args.positionals.length > 1)
        throw usageError(`unexpected argument "${args.positionals[1]}"`, 'quote a summary that contains spaces');
      const destination = str(args, 'destination');
      const summary = str(args, 'summary');
      if (destination === undefined) throw usageError('--destination is required', 'name the seat as name@rig');
      if (summary === undefined) throw usageError('--summary is required', 'give one line saying what the work is');
      const body = await bodyFrom(args, ctx);
      const { row, wake } = await guarded(() =>
        createQueueRow(ctx.home, ctx.env, {
          destination,
          summary,
          body,
          priority: str(args, 'priority'),
          tags: list(args, 'tag'),
          source: str(args, 'source'),
        }),
      );
      if (json) printJson(ctx, { row, wake });
      else {
        say(ctx, `Created ${row.id} for ${row.destination} (${row.priority}): ${row.summary}`);
        if (!wake.attempted) advise(ctx, `Wake: not sent — ${wake.reason}`);
      }
      return;
    }

    if (verb === 'list') {
      allowOnly(['owned', 'state', 'destination']);
      if (args.positionals.length > 1)
        throw usageError(`unexpected argument "${args.positionals[1]}"`, 'see rig queue --help');
      let destination = str(args, 'destination');
      if (bool(args, 'owned')) {
        if (destination !== undefined)
          throw usageError('--owned and --destination were both given', 'give one of them');
        destination = ctx.env.OPENRIG_SESSION_NAME?.trim();
        if (!destination)
          throw usageError(
            '--owned needs OPENRIG_SESSION_NAME',
            'run it inside a seat, or pass --destination name@rig',
          );
      }
      const stateText = str(args, 'state');
      const state = stateText === undefined ? undefined : await guarded(() => checkState(stateText));
      const rows = await listQueueRows(ctx.home, { destination, state });
      if (json) printJson(ctx, { rows, total: rows.length });
      else if (!rows.length) say(ctx, 'No queue rows match.');
      else
        for (const r of rows)
          say(ctx, `${r.id}  ${r.state.padEnd(11)}  ${r.priority.padEnd(8)}  ${r.destination}  ${r.summary}`);
      return;
    }

    if (verb === 'show') {
      allowOnly([]);
      const id = onePositional(args, 'id', 'show');
      const row = await guarded(() => readQueueRow(ctx.home, id));
      if (!row) throw refused(`no queue row ${id}`, 'run rig queue list to see rows');
      if (json) printJson(ctx, row);
      else describeRow(ctx, row);
      return;
    }

    if ((TRANSITION_VERBS as readonly string[]).includes(verb ?? '')) {
      const v = verb as TransitionRequest['verb'];
      allowOnly(v === 'block' ? ['on', 'continuation', 'note'] : ['note']);
      const id = onePositional(args, 'id', v);
      if (v === 'block' && str(args, 'on') === undefined)
        throw usageError('block needs --on WHAT', 'say what the row waits on');
      const row = await guarded(() =>
        transitionQueueRow(ctx.home, ctx.env, id, {
          verb: v,
          note: str(args, 'note'),
          on: str(args, 'on'),
          continuation: str(args, 'continuation'),
        }),
      );
      if (json) printJson(ctx, row);
      else say(ctx, `${row.id} is now ${row.state}${row.blockedOn !== null ? ` (blocked on ${row.blockedOn})` : ''}`);
      return;
    }

    if (verb === 'handoff') {
      allowOnly(['to', 'summary', 'body', 'body-file', 'tag', 'note']);
      const id = onePositional(args, 'id', 'handoff');
      const to = str(args, 'to');
      if (to === undefined) throw usageError('handoff needs --to SEAT', 'name the receiving seat as name@rig');
      const body = await bodyFrom(args, ctx);
      const tags = list(args, 'tag');
      const result = await guarded(() =>
        handoffQueueRow(ctx.home, ctx.env, id, {
          to,
          note: str(args, 'note'),
          summary: str(args, 'summary'),
          body,
          tags: tags.length ? tags : undefined,
        }),
      );
      if (json) printJson(ctx, result);
      else {
        say(ctx, `${result.original.id} handed off to ${result.successor.destination} as ${result.successor.id}`);
        if (!result.wake.attempted) advise(ctx, `Wake: not sent — ${result.wake.reason}`);
      }
      return;
    }

    if (verb === 'whoami') {
      allowOnly(['session', 'work-candidates']);
      if (args.positionals.length > 1)
        throw usageError(`unexpected argument "${args.positionals[1]}"`, 'see rig queue --help');
      const answer = await queueWhoami(ctx.home, ctx.env, {
        sessionName: str(args, 'session'),
        workCandidates: bool(args, 'work-candidates'),
        cwd: ctx.cwd,
      });
      if (json) printJson(ctx, answer);
      else printWhoami(ctx, answer);
      return;
    }

    if (verb === 'reindex') {
      allowOnly([]);
      const { rows } = await rebuildQueueIndex(ctx.home);
      if (json) printJson(ctx, { rows });
      else say(ctx, `Queue index rebuilt from ${rows} rows.`);
      return;
    }

    if (verb === undefined) throw usageError('a queue verb is required', 'see rig queue --help');
    throw usageError(`unknown queue verb "${verb}"`, 'see rig queue --help');
  },
};
