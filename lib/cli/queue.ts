// rig queue — work rows addressed to seats: create, list, show, state verbs, handoff, whoami.
import { defineNoun, defineVerb, type VerbEntry } from './verb.js';
import { arg, bool, list, str, type Parsed } from './args.js';
import { advise, printJson, say, type Context } from './cli-context.js';
import { refused, usageError } from './errors.js';
import { readInputText } from './input-file.js';
import { checkQueueId, checkState, PRIORITIES, QUEUE_STATES, QueueInputError, type QueueRow } from '../queue/row.js';
import {
  checkCreateInput,
  checkHandoffRequest,
  checkTransitionRequest,
  createQueueRow,
  handoffQueueRow,
  listQueueRows,
  QueueNotFoundError,
  QueueTransitionError,
  rebuildQueueIndex,
  transitionQueueRow,
  type TransitionRequest,
} from '../queue/queue-store.js';
import { queueWhoami } from '../queue/whoami.js';
import { QueueRowUnreadableError, readRowOrUnreadable, type ListedRow } from '../queue/unreadable-row.js';
import type { WhoamiAnswer } from '../queue/whoami-types.js';
import { readWakeIntent } from '../queue/wake-intent.js';
import { describeWake } from '../queue/wake.js';
import { parseSeatRef, seatRefOf } from '../seat/ref.js';
import { readSeat } from '../seat/registry.js';
import { paneIdentity } from '../seat/identity.js';

const DETAILS = `States: pending → in-progress → done; block (with --on, optionally --continuation) parks a row
and start resumes it; cancel, fail, deny and handoff close it. A refused change names the row's state.
Tags: mission:<m> and slice:<s> type a row's work (only tags are evidence of work, never body text);
other tags are free. create, handoff and an unblock (start of a blocked row by another seat) record a
wake: the daemon types a short pointer from openrig into the seat when it is idle (docs/queue-wakes.md).
The acting seat is OPENRIG_SESSION_NAME (name@rig), else "unattributed".
With federation, create for a seat another host owns makes the row there (through the daemon) and
show ID finds it; list and the state verbs stay on the host that holds the row (docs/federation.md).`;

function mapQueueError(err: unknown): never {
  if (err instanceof QueueInputError) throw usageError(`invalid ${err.field}: ${err.reason}`, 'see rig queue --help');
  if (err instanceof QueueNotFoundError) throw refused(err.message, 'run rig queue list to see rows');
  if (err instanceof QueueTransitionError) throw refused(err.message, err.todo);
  if (err instanceof QueueRowUnreadableError) throw refused(err.what, err.todo);
  throw err;
}

async function guarded<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    mapQueueError(err);
  }
}

/** A change that is made while its indexes lag (a full disk) says so on stderr, as an advisory. */
const lagging = (ctx: Context) => ({ report: (line: string) => advise(ctx, `Advisory: ${line}`) });

/** The parse step's checks: the queue's own input rules, before anything is read (a usage error on failure). */
function checked<T>(check: () => T): T {
  try {
    return check();
  } catch (err) {
    mapQueueError(err);
  }
}

/** Where a row's body comes from: the parse step checks the flags, run reads the file. */
type BodySource = { text?: string } | { file: string };

function bodySource(p: Parsed): BodySource {
  const text = str(p, 'body');
  const file = str(p, 'body-file');
  if (text !== undefined && file !== undefined)
    throw usageError('--body and --body-file were both given', 'give one of them');
  return file === undefined ? { text } : { file };
}

async function readBody(source: BodySource, ctx: Context): Promise<string | undefined> {
  if (!('file' in source)) return source.text;
  return readInputText(ctx, source.file, {
    label: `--body-file ${source.file}`,
    stdin: { what: 'no standard input to read the body from', todo: 'pass --body-file PATH' },
  });
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
  const wake = readWakeIntent(ctx.home, row.id);
  if (wake) say(ctx, describeWake(wake));
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
  say(ctx, a.seat ? `Seat: ${seatRefOf(a.seat)} (${a.seat.nodeId}, ${a.seat.runtime})` : 'Seat: no registry record');
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

const ID = { name: 'ID', what: 'id' };
const BODY_FLAGS = ['body', 'body-file'];

const createVerb = defineVerb({
  args: {
    string: ['destination', 'summary', ...BODY_FLAGS, 'priority', 'source'],
    multiple: ['tag'],
    boolean: ['json'],
    completes: { destination: 'seat', source: 'seat', priority: PRIORITIES },
    required: { destination: 'name the seat as name@rig', summary: 'give one line saying what the work is' },
  },
  options(p) {
    const body = bodySource(p);
    const o = {
      destination: str(p, 'destination')!,
      summary: str(p, 'summary')!,
      body,
      priority: str(p, 'priority'),
      tags: list(p, 'tag'),
      source: str(p, 'source'),
      json: bool(p, 'json'),
    };
    // A body from a file is checked once read (in run).
    checked(() => checkCreateInput({ ...o, body: 'text' in body ? body.text : undefined }));
    return o;
  },
  async run(o, ctx) {
    const body = await readBody(o.body, ctx);
    // A seat no record here names may be another host's: its daemon creates the row there.
    if (!recordedHere(ctx, o.destination)) {
      const remote = await import('./queue-remote.js');
      if (remote.mayBeRemote(ctx) && (await remote.createOnRemote(ctx, { ...o, body, tags: o.tags })) === 'done')
        return;
    }
    const { row, wake } = await guarded(() =>
      createQueueRow(
        ctx.home,
        ctx.env,
        {
          destination: o.destination,
          summary: o.summary,
          body,
          priority: o.priority,
          tags: o.tags,
          source: o.source,
        },
        lagging(ctx),
      ),
    );
    if (o.json) printJson(ctx, { row, wake });
    else {
      say(ctx, `Created ${row.id} for ${row.destination} (${row.priority}): ${row.summary}`);
      advise(ctx, `Wake: ${wake.reason}`);
    }
  },
});

/** Whether this host records the seat `name@rig` (checked already by the parse step). */
function recordedHere(ctx: Context, destination: string): boolean {
  const ref = parseSeatRef(destination);
  if (ref.kind !== 'name') return true;
  try {
    return readSeat(ctx.home, ref.rig, ref.seat, { report: () => undefined }) !== undefined;
  } catch {
    // A record that cannot be read is still this host's seat.
    return true;
  }
}

/** One row of rig queue list; a row whose file was moved aside says so, with where it went. */
function listLine(r: ListedRow): string {
  const moved = r.unreadable ? ` — its file was moved to ${r.unreadable.file}` : '';
  if (!('state' in r)) return `${r.id}  ${'unreadable'.padEnd(11)}  ${'-'.padEnd(8)}  -  -${moved}`;
  return `${r.id}  ${(r.unreadable ? 'unreadable' : r.state).padEnd(11)}  ${r.priority.padEnd(8)}  ${r.destination}  ${r.summary}${moved}`;
}

const listVerb = defineVerb({
  args: {
    string: ['state', 'destination'],
    boolean: ['owned', 'json'],
    completes: { destination: 'seat', state: QUEUE_STATES },
  },
  options(p) {
    const owned = bool(p, 'owned');
    const destination = str(p, 'destination');
    if (owned && destination !== undefined)
      throw usageError('--owned and --destination were both given', 'give one of them');
    const stateText = str(p, 'state');
    const state = stateText === undefined ? undefined : checked(() => checkState(stateText));
    return { owned, destination, state, json: bool(p, 'json') };
  },
  async run(o, ctx) {
    let destination = o.destination;
    if (o.owned) {
      destination = paneIdentity(ctx.env).session;
      if (!destination)
        throw usageError('--owned needs OPENRIG_SESSION_NAME', 'run it inside a seat, or pass --destination name@rig');
    }
    const rows = await listQueueRows(ctx.home, { destination, state: o.state });
    if (o.json) printJson(ctx, { rows, total: rows.length });
    else if (!rows.length) say(ctx, 'No queue rows match.');
    else for (const r of rows) say(ctx, listLine(r));
  },
});

const showVerb = defineVerb({
  args: { boolean: ['json'], positionals: [ID] },
  options: (p) => ({ id: checked(() => checkQueueId(arg(p, 'ID')!)), json: bool(p, 'json') }),
  async run({ id, json }, ctx) {
    const row = await guarded(() => readRowOrUnreadable(ctx.home, id));
    if (!row) {
      // A row this host created on another host's seat lives there: its daemon asks that host.
      const remote = await import('./queue-remote.js');
      if (remote.mayBeRemote(ctx) && (await remote.showRemote(ctx, id, json, (r) => describeRow(ctx, r)))) return;
      throw refused(`no queue row ${id}`, 'run rig queue list to see rows');
    }
    if (json) printJson(ctx, row);
    else describeRow(ctx, row);
  },
});

function transitionVerb(verb: TransitionRequest['verb']) {
  return defineVerb({
    args: {
      string: verb === 'block' ? ['on', 'continuation', 'note'] : ['note'],
      boolean: ['json'],
      positionals: [ID],
      required: verb === 'block' ? { on: 'say what the row waits on' } : undefined,
    },
    options(p) {
      const id = checked(() => checkQueueId(arg(p, 'ID')!));
      const request = { verb, note: str(p, 'note'), on: str(p, 'on'), continuation: str(p, 'continuation') };
      checked(() => checkTransitionRequest(request));
      return { id, request, json: bool(p, 'json') };
    },
    async run({ id, request, json }, ctx) {
      const row = await guarded(() => transitionQueueRow(ctx.home, ctx.env, id, request, lagging(ctx)));
      if (json) printJson(ctx, row);
      else say(ctx, `${row.id} is now ${row.state}${row.blockedOn !== null ? ` (blocked on ${row.blockedOn})` : ''}`);
    },
  });
}

const handoffVerb = defineVerb({
  args: {
    string: ['to', 'summary', ...BODY_FLAGS, 'note'],
    multiple: ['tag'],
    boolean: ['json'],
    positionals: [ID],
    completes: { to: 'seat' },
    required: { to: 'name the receiving seat as name@rig' },
  },
  options(p) {
    const body = bodySource(p);
    const tags = list(p, 'tag');
    const o = {
      id: checked(() => checkQueueId(arg(p, 'ID')!)),
      to: str(p, 'to')!,
      note: str(p, 'note'),
      summary: str(p, 'summary'),
      body,
      tags: tags.length ? tags : undefined,
      json: bool(p, 'json'),
    };
    // A body from a file is checked once read (in run).
    checked(() => checkHandoffRequest({ ...o, body: 'text' in body ? body.text : undefined }));
    return o;
  },
  async run(o, ctx) {
    const body = await readBody(o.body, ctx);
    const result = await guarded(() =>
      handoffQueueRow(
        ctx.home,
        ctx.env,
        o.id,
        { to: o.to, note: o.note, summary: o.summary, body, tags: o.tags },
        lagging(ctx),
      ),
    );
    if (o.json) printJson(ctx, result);
    else {
      say(ctx, `${result.original.id} handed off to ${result.successor.destination} as ${result.successor.id}`);
      advise(ctx, `Wake: ${result.wake.reason}`);
    }
  },
});

const whoamiVerb = defineVerb({
  args: { string: ['session'], boolean: ['work-candidates', 'json'], completes: { session: 'seat' } },
  options: (p) => ({ session: str(p, 'session'), workCandidates: bool(p, 'work-candidates'), json: bool(p, 'json') }),
  async run(o, ctx) {
    const answer = await queueWhoami(ctx.home, ctx.env, {
      sessionName: o.session,
      workCandidates: o.workCandidates,
      cwd: ctx.cwd,
    });
    if (o.json) printJson(ctx, answer);
    else printWhoami(ctx, answer);
  },
});

const reindexVerb = defineVerb({
  args: { boolean: ['json'] },
  options: (p) => ({ json: bool(p, 'json') }),
  async run({ json }, ctx) {
    const { rows } = await rebuildQueueIndex(ctx.home);
    if (json) printJson(ctx, { rows });
    else say(ctx, `Queue index rebuilt from ${rows} rows.`);
  },
});

// In help order, each with its usage line.
const VERBS: VerbEntry[] = [
  {
    name: 'create',
    usage: [
      'rig queue create --destination SEAT --summary "ONE LINE" [--body TEXT | --body-file F] [--priority routine|urgent|critical] [--tag T]… [--source SEAT] [--json]',
    ],
    verb: createVerb,
  },
  { name: 'list', usage: ['rig queue list [--owned] [--state S] [--destination SEAT] [--json]'], verb: listVerb },
  { name: 'show', usage: ['rig queue show ID [--json]'], verb: showVerb },
  { name: 'start', usage: ['rig queue start ID [--note N] [--json]'], verb: transitionVerb('start') },
  {
    name: 'block',
    usage: ['rig queue block ID --on WHAT [--continuation PLAN] [--note N] [--json]'],
    verb: transitionVerb('block'),
  },
  { name: 'done', usage: ['rig queue done ID [--note N] [--json]'], verb: transitionVerb('done') },
  { name: 'fail', usage: ['rig queue fail ID [--note N] [--json]'], verb: transitionVerb('fail') },
  { name: 'deny', usage: ['rig queue deny ID [--note N] [--json]'], verb: transitionVerb('deny') },
  { name: 'cancel', usage: ['rig queue cancel ID [--note N] [--json]'], verb: transitionVerb('cancel') },
  {
    name: 'handoff',
    usage: ['rig queue handoff ID --to SEAT [--summary S] [--body T | --body-file F] [--tag T]… [--note N] [--json]'],
    verb: handoffVerb,
  },
  { name: 'whoami', usage: ['rig queue whoami [--session SEAT] [--work-candidates] [--json]'], verb: whoamiVerb },
  { name: 'reindex', usage: ['rig queue reindex [--json]'], verb: reindexVerb },
];

export const queueCommand = defineNoun({ name: 'queue', details: DETAILS }, VERBS);
