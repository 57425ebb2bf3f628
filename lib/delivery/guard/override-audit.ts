// The audit of deliberate --dangerously-interact sends: who, to which seat, why, what the
// existing-input check found (a classification and row counts) and the choice made — never the
// input itself. Written before any input; if it cannot be written the send fails closed.
import { appendLog, readLog } from '../../store/index.js';
import type { HomePaths } from '../../home/paths.js';

/** The audit log (append-only, checksummed lines). */
function overrideAuditFile(home: HomePaths): string {
  return home.promptOverrideAudit;
}

export interface OverrideAuditEntry {
  at: string;
  seat: string;
  nodeId: string;
  /** The sender's seat identity, or null (unattributed). */
  actor: string | null;
  reason: string;
  /** checked: the input was read; type-without-checking: the read was skipped on purpose. */
  choice: 'checked' | 'type-without-checking';
  /** empty | suggestion | present | unknown | skipped */
  classification: string;
  rows: number;
  suggestionRows: number;
  /** What happened next: proceeding, or the refusal reason. */
  result: string;
}

export function auditOverride(home: HomePaths, entry: OverrideAuditEntry): void {
  appendLog(overrideAuditFile(home), entry);
}

export function readOverrideAudit(home: HomePaths): OverrideAuditEntry[] {
  return readLog<OverrideAuditEntry>(overrideAuditFile(home)).records;
}
