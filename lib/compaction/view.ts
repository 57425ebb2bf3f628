// `rig seat compaction`: a seat's stage and why it waits, from its record. Pure.
import type { CompactionRecord } from './record.js';

export interface CompactionView {
  seat: string;
  stage: CompactionRecord['step'] | 'none';
  since: string | null;
  run: CompactionRecord['run'] | null;
  /** One line: what happens next and what it waits for. */
  waitingFor: string;
  sent: NonNullable<CompactionRecord['sent']>;
  lastAttempt: CompactionRecord['lastAttempt'] | null;
  lastOutcome: CompactionRecord['lastOutcome'] | null;
  cooldownUntil: string | null;
  rearmed: boolean;
  owesTurn: boolean;
}

const WAITS: Record<CompactionRecord['step'], string> = {
  armed: 'nothing owed: a run starts when usage reaches the threshold (if enabled) or on rig seat compact',
  prep: 'the prep prompt is owed: it goes on the next tick when the seat is idle with an empty composer',
  'await-idle': 'the prep was delivered: /compact goes once the seat reports an explicit idle',
  'await-postcompact': '/compact was delivered: waiting for the PostCompact hook',
  boundary: 'compaction done: the turn-boundary message is owed',
  restore: 'the restore request is owed, after the seat answers the turn boundary',
  audit: 'the read-depth audit is owed, after the seat answers the restore request',
  cooldown: 'the last run ended: no automatic run until the cooldown ends and usage was below the threshold',
};

export function compactionView(
  seat: string,
  rec: CompactionRecord | undefined,
  owes: boolean,
  claude = true,
): CompactionView {
  if (!rec)
    return {
      seat,
      stage: 'none',
      since: null,
      run: null,
      waitingFor: claude
        ? 'no managed compaction has run for this seat'
        : 'managed compaction is offered for Claude seats only (Codex compacts on its own)',
      sent: {},
      lastAttempt: null,
      lastOutcome: null,
      cooldownUntil: null,
      rearmed: true,
      owesTurn: false,
    };
  let waitingFor = WAITS[rec.step];
  if (
    rec.lastAttempt?.step &&
    rec.step !== 'armed' &&
    rec.step !== 'cooldown' &&
    !['delivered', 'indeterminate'].includes(rec.lastAttempt.outcome)
  )
    waitingFor += `; the last ${rec.lastAttempt.step} send was ${rec.lastAttempt.outcome} (${rec.lastAttempt.reason}) and is retried on the next tick`;
  if (rec.attempt) waitingFor = `a ${rec.attempt.step} send is in flight (outbox ${rec.attempt.id})`;
  return {
    seat,
    stage: rec.step,
    since: rec.stepSince,
    run: rec.run ?? null,
    waitingFor,
    sent: rec.sent ?? {},
    lastAttempt: rec.lastAttempt ?? null,
    lastOutcome: rec.lastOutcome ?? null,
    cooldownUntil: rec.cooldownUntil ?? null,
    rearmed: rec.rearmed,
    owesTurn: owes,
  };
}
