// The text of the terminal interaction account in `rig seat status`. Pure; record text is escaped.
import { escapeRecordedText } from '../util/terminal-text.js';
import { ACTIONS, ACTORS } from './presets.js';
import type { TerminalPolicyStatus } from './status-section.js';

/** The status lines (text from the record is escaped). Pure. */
export function terminalPolicyLines(s: TerminalPolicyStatus): string[] {
  const lines: string[] = [];
  const beside = `native permissions ${s.nativePermissions ?? 'runtime default'}; interruption level ${s.interruptionLevel}`;
  if (!s.account) {
    lines.push(`Terminal interaction: no choice recorded (today's behaviour) — ${beside}`);
  } else {
    const by = s.origin === 'rig-default' ? 'copied from the rig default' : `set by ${s.actorLabel}`;
    lines.push(`Terminal interaction: ${s.account} — ${beside}`);
    lines.push(`  ${by} at ${s.changedAt}`);
    const rows = s.rows!;
    lines.push(
      `  ${ACTORS.map((a) => `${a}: ${ACTIONS.map((x) => `${x} ${rows[a][x] === 'helpers' ? 'named helpers only' : rows[a][x]}`).join(', ')}`).join(' · ')}`,
    );
    lines.push(`  helpers: ${s.helpers.length ? s.helpers.join(', ') : 'none named'}`);
    lines.push(`  instruction (shown, not interpreted): ${escapeRecordedText(s.instruction ?? '')}`);
  }
  if (s.savedModel) {
    const m = s.savedModel;
    lines.push(
      `Saved model: ${escapeRecordedText(m.model)}${m.effort ? ` (effort ${m.effort})` : ''} — ${m.appliedToCurrent ? 'the current occupant runs with it' : 'applies at the next relaunch, restore or handover'}`,
    );
  }
  return lines;
}
