// What a managed launch contributes beyond the pane's environment: the saved model/effort (checked
// again against the interaction policy), the spec's permissionMode, the restore's resume id (the
// session id the current occupant's hooks recorded) and the handover's placed note. Reads the
// home; writes only through the returned place() and added() steps, which the launch runs.
import type { HomePaths } from '../home/paths.js';
import { handoffNotePath } from '../home/paths.js';
import type { SeatLaunch, SeatRecord } from '../seat/registry.js';
import type { SeatSpec } from './spec.js';
import { continuationContributions, type LaunchContribution, type LaunchKind } from './launch-plan.js';
import { PANE_VARS } from '../seat/pane-vars.js';
import { readSeatHooks } from '../activity/store.js';
import { writeFileAtomically } from '../store/index.js';
import { readSavedModel } from '../seat/model-store.js';
import { modelProblem } from './model-choice.js';
import { handoffNoteText, handoffPrompt } from './handoff-note.js';
import { mayInterveneIn } from '../intervention/may-intervene.js';
import { copyRigDefault } from '../intervention/store.js';
import { formatSeatRef } from '../seat/ref.js';

export type Continuation = { kind: 'restore' } | { kind: 'handover'; note: string | null; noteFile: string | null };

export interface PlanInput {
  seat: SeatSpec;
  rig: string;
  nodeId: string;
  occupant: string;
  kind: LaunchKind;
  current: SeatRecord | undefined;
  continuation: Continuation | undefined;
}

export type ContinuationPlan =
  | {
      ok: true;
      contributions: LaunchContribution[];
      warnings: string[];
      launch: SeatLaunch;
      /** Before the pane starts (the handoff note). */
      place: () => Promise<void>;
      /** After a brand-new seat's first launch: its copy of the rig default; true when one was made. */
      added: () => Promise<boolean>;
    }
  | { ok: false; problem: string };

const SESSION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The runtime session a restore resumes: the current occupant's recorded SessionStart id. */
export function resumeIdOf(home: HomePaths, seat: SeatRecord): string | undefined {
  const id = readSeatHooks(home, seat.nodeId, seat.occupant)?.session?.id;
  return id && SESSION_ID_PATTERN.test(id) ? id : undefined;
}

export function continuationPlan(home: HomePaths, input: PlanInput): ContinuationPlan {
  const { seat, current, kind } = input;
  const ref = formatSeatRef(seat.name, input.rig);
  const warnings: string[] = [];
  const launch: SeatLaunch = { kind };
  let resumeId: string | undefined;
  if (kind === 'restore') {
    if (seat.runtime === 'terminal')
      return {
        ok: false,
        problem: `${ref} is a terminal seat: there is no runtime session to resume; use rig seat handover`,
      };
    resumeId = current ? resumeIdOf(home, current) : undefined;
    if (!resumeId)
      return {
        ok: false,
        problem: `no runtime session id is recorded for ${ref}'s current occupant (its SessionStart hook has not reported one); nothing was done — use rig seat handover for a fresh occupant`,
      };
    launch.resumedSession = resumeId;
  }
  let model: { model: string; effort: string | null } | undefined;
  const saved = current ? readSavedModel(home, input.nodeId) : undefined;
  if (saved) {
    const verdict = mayInterveneIn(home)(input.nodeId, saved.actor, 'model', saved.caller);
    const problem = modelProblem(seat.runtime, saved.model, saved.effort ?? undefined);
    if (!verdict.allowed)
      warnings.push(`the saved model was not applied: the terminal policy now refuses it (${verdict.reason})`);
    else if (problem) warnings.push(`the saved model was not applied: ${problem.what}`);
    else {
      model = { model: saved.model, effort: saved.effort };
      launch.model = saved.model;
      if (saved.effort) launch.effort = saved.effort;
    }
  }
  let place = async (): Promise<void> => {};
  let prompt: string | undefined;
  const env: Record<string, string> = {};
  if (kind === 'handover' && input.continuation?.kind === 'handover') {
    const path = handoffNotePath(home, input.nodeId, input.occupant);
    const text = handoffNoteText({
      seat: ref,
      previousOccupant: current?.occupant ?? 'none',
      previousSession: current ? (resumeIdOf(home, current) ?? null) : null,
      at: new Date().toISOString(),
      note: input.continuation.note,
      noteFile: input.continuation.noteFile,
    });
    place = () => writeFileAtomically(path, text);
    prompt = handoffPrompt(path);
    env[PANE_VARS.handoffNote] = path;
    launch.handoffNote = path;
  }
  const contributions = continuationContributions({
    runtime: seat.runtime,
    kind,
    resumeId,
    model,
    permissionMode: seat.permissionMode,
    handoffPrompt: prompt,
  });
  if (Object.keys(env).length) contributions.push({ source: 'handover-note', env });
  const added = () => copyRigDefault(home, { nodeId: input.nodeId, seat: seat.name, rig: input.rig });
  return { ok: true, contributions, warnings, launch, place, added };
}
