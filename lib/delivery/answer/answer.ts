// `rig seat answer`: one key into a seat's permission menu, without attaching. Under the seat's
// lease it reads the screen, ties the menu to the permission request the seat's hook recorded
// (menu.ts, verdicts.ts), asks the terminal policy whether this caller may answer, presses the one
// key the runtime takes for that row (keys.ts), and waits for evidence that the menu closed. The
// key is pressed once and never again: a key with no answer, or a menu that stays, is
// indeterminate, for a person to look at. Every outcome after the policy check is audited (audit.ts).
import type { HomePaths } from '../../home/paths.js';
import type { SeatRecord } from '../../seat/registry.js';
import { clientOf } from '../../seat/runtime.js';
import { seatRefOf } from '../../seat/ref.js';
import { readPermissionStop } from '../../activity/permission/store.js';
import { readSeatHooks } from '../../activity/store.js';
import { callerAttribution } from '../../intervention/attribution.js';
import { actorFor } from '../../intervention/policy.js';
import { mayInterveneIn } from '../../intervention/may-intervene.js';
import { capturePlain, mayHaveWritten, PaneNotWritableError, probePane, pressKey } from '../pane/tmux-adapter.js';
import { targetOf } from '../send/send.js';
import type { SeatLeases } from '../send/lease.js';
import { crypto } from '../../util/lazy-builtins.js';
import { isoTime } from '../../util/iso-time.js';
import { sleep } from '../../util/sleep.js';
import { readPermissionMenu, type PermissionMenu } from './menu.js';
import { pickAnswerKey, type AnswerAsk } from './keys.js';
import { closedBy, matchMenu, type ClosedBy } from './verdicts.js';
import { auditAnswer, auditLabel, type SeatAnswerAuditEntry } from './audit.js';

export type AnswerOutcome = 'answered' | 'refused' | 'indeterminate';

export interface AnswerRequest {
  seat: SeatRecord;
  ask: AnswerAsk;
  reason: string;
  /** The caller's seat identity from transport (X-OpenRig-Session); null = unattributed. */
  caller: string | null;
  signal?: AbortSignal;
}

export interface AnswerResult {
  outcome: AnswerOutcome;
  /** snake_case: answered; or why not. */
  reason: string;
  /** One human line. */
  message: string;
  seat: string;
  nodeId: string;
  /** The tool descriptor of the recorded request. */
  tool: string | null;
  /** The row answered, as the screen showed it, and the key pressed. */
  choice: { row: number | null; label: string; key: string } | null;
  /** What the screen showed when the answer was refused (no raw tool input is added to it). */
  saw?: string;
  closedBy?: ClosedBy;
  /** Whose word the policy check gave. */
  policy?: string;
}

export interface AnswerTiming {
  /** How long to wait for evidence that the menu closed. */
  closeTimeoutMs: number;
  pollMs: number;
}

export const DEFAULT_ANSWER_TIMING: AnswerTiming = { closeTimeoutMs: 20_000, pollMs: 250 };

export interface AnswerDeps {
  home: HomePaths;
  leases: SeatLeases;
  timing?: Partial<AnswerTiming>;
}

const askLabel = (ask: AnswerAsk) => (ask.kind === 'deny' ? 'deny' : `choice ${ask.n}`);

export async function answerMenu(deps: AnswerDeps, req: AnswerRequest): Promise<AnswerResult> {
  const { home } = deps;
  const timing = { ...DEFAULT_ANSWER_TIMING, ...deps.timing };
  const seat = req.seat;
  const seatRef = seatRefOf(seat);
  const base = { seat: seatRef, nodeId: seat.nodeId, tool: null, choice: null } as const;
  const answerId = crypto().randomBytes(6).toString('hex');
  const audit = (fields: Partial<SeatAnswerAuditEntry> & Pick<SeatAnswerAuditEntry, 'stage' | 'outcome'>) =>
    auditAnswer(home, {
      at: isoTime(Date.now()),
      answerId,
      seat: seatRef,
      nodeId: seat.nodeId,
      occupant: seat.occupant,
      actor: req.caller,
      ask: askLabel(req.ask),
      row: null,
      label: null,
      key: null,
      tool: null,
      reason: req.reason,
      ...fields,
    });
  const refuse = async (reason: string, message: string, extra: Partial<AnswerResult> = {}) => {
    const r: AnswerResult = { ...base, outcome: 'refused', reason, message, ...extra };
    await audit({ stage: 'outcome', outcome: `refused ${reason}`, tool: r.tool, ...auditChoice(r) }).catch(() => {});
    return r;
  };

  if (seat.runtime === 'terminal')
    return {
      ...base,
      outcome: 'refused',
      reason: 'not_an_agent',
      message: `${seatRef} is a terminal seat: it has no permission menu to answer.`,
    };
  const client = clientOf(seat.runtime);

  // Who may intervene: the caller's seat identity only (never a body field or the target's name).
  const caller = callerAttribution(home, req.caller, undefined);
  const policy = mayInterveneIn(home)(seat.nodeId, actorFor(seat.nodeId, caller.nodeId), 'answer', caller.nodeId);
  if (!policy.allowed)
    return refuse('policy_denied', `Not answered: the terminal policy of ${seatRef} refuses it (${policy.reason}).`, {
      policy: policy.reason,
    });

  return deps.leases.run(
    seat.nodeId,
    'answer',
    async (lease) => {
      const target = targetOf(seat);
      const probe = await probePane(target);
      if (!probe.ok) return refuse(probe.reason, `Not answered: ${seatRef}'s pane cannot be read (${probe.detail}).`);
      if (probe.pane.dead || probe.pane.inMode)
        return refuse(
          probe.pane.dead ? 'pane_dead' : 'pane_in_mode',
          `Not answered: ${seatRef}'s pane is ${probe.pane.dead ? 'dead' : 'in copy mode'}.`,
        );
      let plain: string;
      try {
        plain = await capturePlain(target, probe.pane.paneId);
      } catch (err) {
        return refuse(
          'capture_failed',
          `Not answered: ${seatRef}'s screen could not be read (${(err as Error).message}).`,
        );
      }
      const menu = readPermissionMenu(plain, client);
      const now = Date.now();
      const current = readPermissionStop(home, seat.nodeId, now, seat.occupant);
      const match = matchMenu(menu, current, readPermissionStop(home, seat.nodeId, now));
      if (!match.ok)
        return refuse(match.reason, `Not answered: ${match.saw}.`, {
          saw: match.saw,
          tool: current.state === 'observed' ? current.tool.name : null,
        });
      const shownMenu = menu as PermissionMenu;
      const pick = pickAnswerKey(shownMenu, req.ask, client);
      if (!pick.ok)
        return refuse(pick.reason, `Not answered: ${pick.message}.`, { saw: pick.message, tool: match.tool });
      const choice = { row: pick.row?.n ?? null, label: pick.label, key: pick.key.key };
      const answered = { ...base, tool: match.tool, choice, policy: policy.reason };

      // Fail closed: no audit line, no key.
      try {
        await audit({
          stage: 'pressing',
          outcome: 'pressing',
          tool: match.tool,
          ...auditChoice({ ...answered, outcome: 'answered', reason: '', message: '' }),
        });
      } catch (err) {
        return refuse(
          'audit_failed',
          `Not answered: the audit line could not be written (${(err as Error).message}).`,
          {
            tool: match.tool,
          },
        );
      }
      if (req.signal?.aborted)
        return refuse('cancelled', 'Not answered: the caller went away before the key.', { tool: match.tool });
      const hookBefore = readSeatHooks(home, seat.nodeId, seat.occupant)?.lastHook.seq ?? 0;
      lease.assertActive();
      try {
        await pressKey({ ...target, paneId: probe.pane.paneId }, pick.key);
      } catch (err) {
        if (err instanceof PaneNotWritableError)
          return refuse(err.reason, `Not answered: ${err.message}.`, { tool: match.tool, choice });
        const outcome: AnswerResult = mayHaveWritten(err)
          ? {
              ...answered,
              outcome: 'indeterminate',
              reason: 'key_unanswered',
              message: `The key may have reached ${seatRef} (${(err as Error).message}); it is not pressed again. Look at the pane.`,
            }
          : {
              ...answered,
              outcome: 'refused',
              reason: 'key_failed',
              message: `Not answered: tmux refused the key (${(err as Error).message}).`,
            };
        await audit({
          stage: 'outcome',
          outcome: `${outcome.outcome} ${outcome.reason}`,
          tool: match.tool,
          ...auditChoice(outcome),
        }).catch(() => {});
        return outcome;
      }

      const result = await waitClosed(deps, timing, seat, target, probe.pane.paneId, client, shownMenu, hookBefore);
      const outcome: AnswerResult = result
        ? {
            ...answered,
            outcome: 'answered',
            reason: 'answered',
            closedBy: result,
            message: `Answered ${seatRef}'s ${match.tool} menu with ${choice.row === null ? '' : `${choice.row}. `}${choice.label} (the menu closed: ${CLOSED_WORDS[result]}).`,
          }
        : {
            ...answered,
            outcome: 'indeterminate',
            reason: 'menu_answer_unconfirmed',
            message: `The key was pressed in ${seatRef} but the menu did not close within ${Math.round(timing.closeTimeoutMs / 1000)} s; it is not pressed again. Look at the pane.`,
          };
      await audit({
        stage: 'outcome',
        outcome: `${outcome.outcome} ${result ?? outcome.reason}`,
        tool: match.tool,
        ...auditChoice(outcome),
      }).catch(() => {});
      return outcome;
    },
    req.signal ? { signal: req.signal } : {},
  );
}

const CLOSED_WORDS: Record<ClosedBy, string> = {
  post_tool_use: 'the tool ran, PostToolUse recorded',
  activity: 'a later hook record',
  screen: 'the screen no longer shows it',
};

function auditChoice(r: AnswerResult): Partial<SeatAnswerAuditEntry> {
  return r.choice ? { row: r.choice.row, label: auditLabel(r.choice.label), key: r.choice.key } : {};
}

async function waitClosed(
  deps: AnswerDeps,
  timing: AnswerTiming,
  seat: SeatRecord,
  target: ReturnType<typeof targetOf>,
  paneId: string,
  client: ReturnType<typeof clientOf>,
  answered: PermissionMenu,
  hookBefore: number,
): Promise<ClosedBy | null> {
  const deadline = Date.now() + timing.closeTimeoutMs;
  for (;;) {
    let menu: PermissionMenu | null | undefined;
    try {
      menu = readPermissionMenu(await capturePlain(target, paneId), client);
    } catch {
      menu = undefined;
    }
    const lastHook = readSeatHooks(deps.home, seat.nodeId, seat.occupant)?.lastHook;
    const by = closedBy({
      menu,
      answered,
      stop: readPermissionStop(deps.home, seat.nodeId, Date.now(), seat.occupant),
      lastHook,
      hookBefore,
    });
    if (by) return by;
    if (Date.now() >= deadline) return null;
    await sleep(timing.pollMs);
  }
}
