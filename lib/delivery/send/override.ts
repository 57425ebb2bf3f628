// --dangerously-interact's own existing-input check: every decision is audited (classification and
// counts only) before anything is typed, and a stop returns the observed input to the caller only.
import type { ComposerReading, ComposerSnapshot } from '../composer/ops.js';
import { auditOverride } from '../guard/override-audit.js';
import type { PaneState } from '../pane/tmux-adapter.js';
import type { ExistingInput, SendResult } from './contract.js';
import type { Attempt } from './attempt.js';
import { overrideInputVerdict } from './verdicts.js';

/** Copy mode hides the input: the override's read is unknown without looking further. */
export async function overrideUnreadable(a: Attempt, pane: PaneState): Promise<SendResult> {
  if (!writeOverrideAudit(a, 'checked', 'unknown', undefined, 'override_input_unknown')) return auditUnavailable(a);
  return overrideStop(a, 'override_input_unknown', undefined, null, pane);
}

/** The override's read after buffer preparation; undefined when the input is empty (or a suggestion). */
export async function checkOverrideInput(
  a: Attempt,
  pane: PaneState,
  reading: ComposerReading,
  snap: ComposerSnapshot | null,
): Promise<SendResult | undefined> {
  const { classification, result } = overrideInputVerdict(reading);
  if (!writeOverrideAudit(a, 'checked', classification, reading, result)) return auditUnavailable(a);
  if (result !== 'proceeding') return overrideStop(a, result, reading, snap, pane);
  return undefined;
}

/** A recognised menu instead of a composer: audited as such (classification menu) before the answer is typed. */
export async function auditMenuAnswer(a: Attempt): Promise<SendResult | undefined> {
  if (!writeOverrideAudit(a, 'checked', 'menu', undefined, 'proceeding')) return auditUnavailable(a);
  return undefined;
}

/** --type-without-checking: the skipped read is audited too, and the result says it was skipped. */
export async function auditSkippedInputCheck(a: Attempt): Promise<SendResult | undefined> {
  if (
    a.override &&
    a.req.typeWithoutChecking &&
    !writeOverrideAudit(a, 'type-without-checking', 'skipped', undefined, 'proceeding')
  )
    return auditUnavailable(a);
  if (a.req.typeWithoutChecking)
    a.warnings.push(
      '--type-without-checking: the existing input was not read; this text may join or submit whatever was already there.',
    );
  return undefined;
}

/** A stopped --dangerously-interact: 409, nothing kept, the observed input returned to the caller only. */
async function overrideStop(
  a: Attempt,
  reason: 'override_input_present' | 'override_input_unknown',
  reading: ComposerReading | undefined,
  snap: ComposerSnapshot | null,
  pane: PaneState,
): Promise<SendResult> {
  const state = await a.finish('failed', reason);
  const what =
    reason === 'override_input_present'
      ? 'the input already holds text (author unknown)'
      : 'the input could not be read';
  const r = a.base(
    'refused',
    false,
    reason,
    `No text was sent: ${what}. Inspect the pane, clear the prompt yourself if you mean to, then send again.`,
    state,
  );
  r.existingInput = existingInputOf(reading, snap, a.target.session, pane.paneId);
  return r;
}

function existingInputOf(
  reading: ComposerReading | undefined,
  snap: ComposerSnapshot | null,
  session: string,
  paneId: string | null,
): ExistingInput {
  const suggestion = reading?.suggestion;
  const suggestionRows =
    suggestion == null ? [] : Array.isArray(suggestion) ? suggestion.map(String) : [String(suggestion)];
  return {
    rows: reading?.rows ? [...reading.rows] : [],
    suggestionRows,
    cursor: snap ? { x: snap.cursor.x, y: snap.cursor.y } : null,
    size: snap ? { width: snap.size.width, height: snap.size.height } : null,
    target: { session, paneId },
  };
}

/** Appends the override audit line (classification and counts only); false when it cannot be written. */
function writeOverrideAudit(
  a: Attempt,
  choice: 'checked' | 'type-without-checking',
  classification: string,
  reading: ComposerReading | undefined,
  result: string,
): boolean {
  try {
    auditOverride(a.deps.home, {
      at: new Date().toISOString(),
      seat: a.seatRef,
      nodeId: a.nodeId,
      actor: a.req.sender,
      reason: a.req.reason ?? '',
      choice,
      classification,
      rows: reading?.rows.length ?? 0,
      suggestionRows: reading?.suggestion ? 1 : 0,
      result,
    });
    return true;
  } catch (err) {
    a.warnings.push(`The override audit could not be written (${(err as Error).message}).`);
    return false;
  }
}

/** A deliberate interaction is only typed once its audit is written. */
async function auditUnavailable(a: Attempt): Promise<SendResult> {
  const state = await a.finish('failed', 'prompt_override_audit_unavailable');
  return a.base(
    'refused',
    false,
    'prompt_override_audit_unavailable',
    'No text was sent: a deliberate interaction is only typed once its audit is written, and the audit could not be written.',
    state,
  );
}
