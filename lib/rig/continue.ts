// rig seat restore / handover: find the seat's spec (the file its record names, read again so its
// env values, which the record never stores, are current), then launch the seat through rig up's
// own launch with the continuation's contributions.
import type { Env, HomePaths } from '../home/paths.js';
import type { SeatRecord } from '../seat/registry.js';
import { loadRigSpec, RigSpecError, SpecFileError } from './spec.js';
import { continueSeat, type SeatUpResult } from './up.js';
import { rigTmuxServer } from './server.js';
import type { Continuation } from './continuation-plan.js';
import { seatRefOf } from '../seat/ref.js';

export class ContinuationError extends Error {
  constructor(
    readonly what: string,
    readonly todo: string,
  ) {
    super(`${what} — ${todo}`);
    this.name = 'ContinuationError';
  }
}

export async function continueRecordedSeat(
  home: HomePaths,
  env: Env,
  cwd: string,
  record: SeatRecord,
  continuation: Continuation,
): Promise<SeatUpResult> {
  const ref = seatRefOf(record);
  if (!record.specFile)
    throw new ContinuationError(
      `${ref} has no spec file on record`,
      `run rig up with its spec once, then rig seat ${continuation.kind} again`,
    );
  let spec;
  try {
    spec = loadRigSpec(record.specFile, cwd);
  } catch (err) {
    if (err instanceof SpecFileError || err instanceof RigSpecError)
      throw new ContinuationError(
        `${ref}'s spec ${record.specFile} cannot be used: ${err.message.split('\n')[0]}`,
        'fix or restore the spec file',
      );
    throw err;
  }
  const seat = spec.seats.find((s) => s.name === record.name);
  if (!seat || spec.name !== record.rig)
    throw new ContinuationError(
      `${record.specFile} no longer declares ${ref}`,
      'add the seat back to the spec or launch it with rig up',
    );
  if (seat.runtime !== record.runtime && continuation.kind === 'restore')
    throw new ContinuationError(
      `${ref} is ${record.runtime} on record but ${seat.runtime} in its spec: its ${record.runtime} session cannot be resumed by ${seat.runtime}`,
      'use rig seat handover for a fresh occupant',
    );
  const server = { ...rigTmuxServer(env, cwd), socket: record.tmux.socket };
  return continueSeat(spec, seat, { home, env, cwd, server, continuation });
}
