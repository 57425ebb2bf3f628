// Writes a seat's per-occupant hook document the way the runtime's hook does (whole-file atomic
// replace under activity/<nodeId>/<occupant>.json), so readers can be driven without the hook.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { seatHooksPath, type HomePaths } from '../../lib/home/paths.js';
import type { HookActivityState, SeatHooksDoc } from '../../lib/activity/contract.js';
import { promptHash } from '../../lib/activity/prompt-hash.js';

export interface HookSeat {
  nodeId: string;
  occupant: string;
  name: string;
  rig: string;
}

/** seq (µs since the epoch) of a moment `agoMs` before now. */
export const seqAgo = (agoMs: number, now = Date.now()) => Math.round((now - agoMs) * 1000);

export function hookDoc(
  seat: HookSeat,
  o: {
    state?: HookActivityState;
    reason?: string;
    event?: string;
    agoMs?: number;
    seq?: number;
    prompts?: { text: string; seq: number }[];
    session?: { id: string; source?: string };
    now?: number;
  } = {},
): SeatHooksDoc {
  const seq = o.seq ?? seqAgo(o.agoMs ?? 0, o.now);
  const at = new Date(seq / 1000).toISOString();
  const event = o.event ?? 'Stop';
  return {
    schema: 'seat-hooks',
    version: 1,
    nodeId: seat.nodeId,
    occupant: seat.occupant,
    seat: `${seat.name}@${seat.rig}`,
    runtime: 'claude',
    firstLaunch: { at, seq, event: 'SessionStart', pluginVersion: '0.1.0', bundleHash: 'b3f1c0ffee000000' },
    lastHook: { event, seq, at },
    activity: { state: o.state ?? 'idle', reason: o.reason ?? 'stop', event, seq, at },
    ...(o.session ? { session: { ...o.session, seq, at } } : {}),
    ...(o.prompts
      ? {
          prompts: o.prompts.map((p) => ({
            hash: promptHash(p.text),
            seq: p.seq,
            at: new Date(p.seq / 1000).toISOString(),
          })),
        }
      : {}),
  };
}

let n = 0;
/** Atomic replace of `file` with `text` (a temp file renamed over it, as the hook writes). */
export function writeRaw(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${++n}`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

export function writeHookDoc(home: HomePaths, doc: SeatHooksDoc): void {
  writeRaw(seatHooksPath(home, doc.nodeId, doc.occupant), JSON.stringify(doc));
}
