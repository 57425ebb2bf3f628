// The audit of `rig seat answer`: who answered which seat's menu with which row, for which tool,
// and what came of it. Never the tool's input, the command shown in the menu, or the screen. One
// line before the key is pressed (no line, no key: the answer fails closed) and one with the
// outcome. Bounded: past AUDIT_MAX_BYTES the log moves aside to `<file>.1` (one generation kept),
// under the log's lock so two answers never rotate it twice.
import { renameSync, statSync } from 'node:fs';
import type { HomePaths } from '../../home/paths.js';
import { appendLog, readLog, withLock } from '../../store/index.js';

/** Rotate once the log is this large; at most twice this is kept. */
export const AUDIT_MAX_BYTES = 256 * 1024;
const AUDIT_LOCK_WAIT_MS = 5_000;

export interface SeatAnswerAuditEntry {
  at: string;
  /** One id for the two lines of one answer. */
  answerId: string;
  stage: 'pressing' | 'outcome';
  seat: string;
  nodeId: string;
  occupant: string;
  /** The caller's seat identity (X-OpenRig-Session), or null (unattributed). Never a body field. */
  actor: string | null;
  /** --choice N, or deny. */
  ask: string;
  /** The row answered (its label as the screen showed it) and the key pressed. */
  row: number | null;
  label: string | null;
  key: string | null;
  /** The tool descriptor of the recorded request (its name only). */
  tool: string | null;
  reason: string;
  /** pressing; or answered / refused / indeterminate with the reason word. */
  outcome: string;
}

/**
 * A row's label as the audit keeps it: a runtime may quote the tool's input in a row (Codex's
 * "don't ask again for commands that start with `<command>`", Claude's "allow access to <dir>"),
 * so quoted spans and paths become `…`. The tool's input is never kept.
 */
export function auditLabel(label: string): string {
  return label
    .replace(/`[^`]*`?/gu, '`…`')
    .replace(/"[^"]*"?/gu, '"…"')
    .replace(/(^|\s)[~.]?\/\S*/gu, '$1…');
}

/** The rotation decision. */
export function shouldRotate(size: number | undefined, max = AUDIT_MAX_BYTES): boolean {
  return size !== undefined && size >= max;
}

export async function auditAnswer(home: HomePaths, entry: SeatAnswerAuditEntry): Promise<void> {
  const file = home.seatAnswerAudit;
  await withLock(
    file,
    (lock) => {
      lock.assertHeld();
      if (shouldRotate(statSync(file, { throwIfNoEntry: false })?.size)) renameSync(file, `${file}.1`);
      appendLog(file, entry);
    },
    { waitMs: AUDIT_LOCK_WAIT_MS },
  );
}

export function readAnswerAudit(home: HomePaths): SeatAnswerAuditEntry[] {
  return readLog<SeatAnswerAuditEntry>(home.seatAnswerAudit).records;
}
