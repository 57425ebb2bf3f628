// Which work node the trace starts from. An explicit node wins outright; otherwise the queue's
// strict answer is used as it is (a node, the daemon's basis, or the reason it is unknown). The
// hook never guesses. With the work packet on, labelled candidates replace the strict node.
import type { WhoamiOutcome } from './role.js';

export interface WorkArgs {
  workStart?: string;
  workBasis?: string;
  workUnknown?: string;
  /** The whoami answer's workCandidates object, passed to the trace as evidence. */
  workCandidates?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

export function deriveWorkArgs(opts: { explicitNode?: string; packet: boolean; whoami?: WhoamiOutcome }): WorkArgs {
  const answer = opts.whoami?.ok ? opts.whoami.answer : undefined;
  const candidates =
    opts.packet && isObject(answer) && isObject(answer.workCandidates) ? answer.workCandidates : undefined;
  if (opts.explicitNode) {
    // The candidates then contribute only held and next work.
    return candidates ? { workStart: opts.explicitNode, workCandidates: candidates } : { workStart: opts.explicitNode };
  }
  if (candidates) return { workCandidates: candidates };
  const w = opts.whoami;
  if (!w) return { workUnknown: 'queue whoami was not consulted' };
  if (!w.ok) return { workUnknown: `queue whoami failed: ${w.reason}` };
  if (!isObject(w.answer)) return { workUnknown: 'queue whoami answer was malformed' };
  const current = w.answer.currentWork;
  const node = isObject(current) ? text(current.workNodePath) : undefined;
  if (node) return { workStart: node };
  const basis = text(w.answer.currentWorkBasis);
  if (basis) return { workBasis: basis };
  return { workUnknown: 'queue whoami named no current work and no basis' };
}
