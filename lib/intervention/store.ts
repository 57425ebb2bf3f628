// The recorded choices: one locked document per seat (by node id), one per rig for newly added
// seats, and an append-only audit of every change. No seat document means today's behaviour.
import {
  appendLog,
  defineKind,
  readDocument,
  readLog,
  updateDocument,
  UNCHANGED,
  type Versioned,
} from '../store/index.js';
import { validate_terminal_policy_v1 } from '../store/validators/terminal-policy.v1.generated.js';
import { validate_terminal_policy_default_v1 } from '../store/validators/terminal-policy-default.v1.generated.js';
import { terminalPolicyRigPath, terminalPolicySeatPath, type HomePaths } from '../home/paths.js';
import { NAME_PATTERN, NODE_ID_PATTERN } from '../seat/ref.js';
import type { TerminalPolicyChoice } from './choice.js';
import type { Attribution } from './attribution.js';

export interface TerminalPolicyRecord extends Versioned {
  schema: 'terminal-policy';
  version: 1;
  nodeId: string;
  choice: TerminalPolicyChoice;
  changedAt: string;
  actor: Attribution;
  /** set: by the setter; rig-default: copied from the rig's default when the seat was added. */
  origin: 'set' | 'rig-default';
}

export interface RigDefaultRecord extends Versioned {
  schema: 'terminal-policy-default';
  version: 1;
  rig: string;
  choice: TerminalPolicyChoice;
  changedAt: string;
  actor: Attribution;
}

export interface TerminalPolicyAuditEntry {
  at: string;
  event: 'set' | 'rig-default' | 'copied';
  /** The seat's node id (set, copied) or null (rig-default). */
  nodeId: string | null;
  seat: string | null;
  rig: string;
  choice: TerminalPolicyChoice;
  previous: TerminalPolicyChoice | null;
  actor: Attribution;
}

const seatKind = defineKind<TerminalPolicyRecord>({
  schema: 'terminal-policy',
  version: 1,
  validate: validate_terminal_policy_v1,
});
const rigKind = defineKind<RigDefaultRecord>({
  schema: 'terminal-policy-default',
  version: 1,
  validate: validate_terminal_policy_default_v1,
});

function checkNode(nodeId: string): void {
  if (!NODE_ID_PATTERN.test(nodeId)) throw new Error(`invalid node id ${JSON.stringify(nodeId)}`);
}
function checkRig(rig: string): void {
  if (!NAME_PATTERN.test(rig)) throw new Error(`invalid rig name ${JSON.stringify(rig)}`);
}

/**
 * The seat's recorded choice, or undefined (never chosen: today's behaviour). A document that was
 * lost (moved aside as corrupt, or deleted) falls back to the newest audit line for the seat, so a
 * restricted seat does not silently open up again.
 */
export function readTerminalPolicy(home: HomePaths, nodeId: string): TerminalPolicyRecord | undefined {
  if (!NODE_ID_PATTERN.test(nodeId)) return undefined;
  const doc = readDocument(seatKind, terminalPolicySeatPath(home, nodeId), { onCorrupt: 'fresh' });
  if (doc) return doc;
  const last = readTerminalPolicyAudit(home)
    .filter((e) => e && e.nodeId === nodeId && (e.event === 'set' || e.event === 'copied') && e.choice)
    .at(-1);
  if (!last) return undefined;
  return {
    schema: 'terminal-policy',
    version: 1,
    nodeId,
    choice: last.choice,
    changedAt: last.at,
    actor: last.actor,
    origin: last.event === 'copied' ? 'rig-default' : 'set',
  };
}

export function readRigDefault(home: HomePaths, rig: string): RigDefaultRecord | undefined {
  if (!NAME_PATTERN.test(rig)) return undefined;
  return readDocument(rigKind, terminalPolicyRigPath(home, rig), { onCorrupt: 'fresh' });
}

export function readTerminalPolicyAudit(home: HomePaths): TerminalPolicyAuditEntry[] {
  return readLog<TerminalPolicyAuditEntry>(home.terminalPolicyAudit).records;
}

/** Replaces the seat's whole choice under its lock, then appends the audit line. */
export async function setTerminalPolicy(
  home: HomePaths,
  target: { nodeId: string; seat: string; rig: string },
  choice: TerminalPolicyChoice,
  actor: Attribution,
  now = new Date(),
): Promise<TerminalPolicyRecord> {
  checkNode(target.nodeId);
  let previous: TerminalPolicyChoice | null = null;
  const at = now.toISOString();
  const rec = await updateDocument(
    seatKind,
    terminalPolicySeatPath(home, target.nodeId),
    (current): TerminalPolicyRecord => {
      previous = current?.choice ?? null;
      return {
        schema: 'terminal-policy',
        version: 1,
        nodeId: target.nodeId,
        choice,
        changedAt: at,
        actor,
        origin: 'set',
      };
    },
  );
  appendLog(home.terminalPolicyAudit, {
    at,
    event: 'set',
    nodeId: target.nodeId,
    seat: target.seat,
    rig: target.rig,
    choice,
    previous,
    actor,
  } satisfies TerminalPolicyAuditEntry);
  return rec!;
}

/** Replaces the rig's default for newly added seats; no existing seat changes. */
export async function setRigDefault(
  home: HomePaths,
  rig: string,
  choice: TerminalPolicyChoice,
  actor: Attribution,
  now = new Date(),
): Promise<RigDefaultRecord> {
  checkRig(rig);
  let previous: TerminalPolicyChoice | null = null;
  const at = now.toISOString();
  const rec = await updateDocument(rigKind, terminalPolicyRigPath(home, rig), (current): RigDefaultRecord => {
    previous = current?.choice ?? null;
    return { schema: 'terminal-policy-default', version: 1, rig, choice, changedAt: at, actor };
  });
  appendLog(home.terminalPolicyAudit, {
    at,
    event: 'rig-default',
    nodeId: null,
    seat: null,
    rig,
    choice,
    previous,
    actor,
  } satisfies TerminalPolicyAuditEntry);
  return rec!;
}

/**
 * A newly added seat gets a copy of its rig's default, if the rig has one and the seat has no
 * choice yet (never overwrites). Returns whether a copy was made.
 */
export async function copyRigDefault(
  home: HomePaths,
  target: { nodeId: string; seat: string; rig: string },
  now = new Date(),
): Promise<boolean> {
  checkNode(target.nodeId);
  const dflt = readRigDefault(home, target.rig);
  if (!dflt) return false;
  const at = now.toISOString();
  let copied = false;
  await updateDocument(
    seatKind,
    terminalPolicySeatPath(home, target.nodeId),
    (current): TerminalPolicyRecord | typeof UNCHANGED => {
      if (current) return UNCHANGED;
      copied = true;
      return {
        schema: 'terminal-policy',
        version: 1,
        nodeId: target.nodeId,
        choice: dflt.choice,
        changedAt: at,
        actor: dflt.actor,
        origin: 'rig-default',
      };
    },
  );
  if (copied)
    appendLog(home.terminalPolicyAudit, {
      at,
      event: 'copied',
      nodeId: target.nodeId,
      seat: target.seat,
      rig: target.rig,
      choice: dflt.choice,
      previous: null,
      actor: dflt.actor,
    } satisfies TerminalPolicyAuditEntry);
  return copied;
}
