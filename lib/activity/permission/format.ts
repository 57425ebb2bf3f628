// The human "Latest permission observation" section of `rig seat status`, pure. Every recorded
// string (tool and rule names, rule contents, actor id, time, words from the record) passes
// escapeRecordedText, so nothing a runtime or a relay wrote can move the cursor, break a line or
// hide text. The words say only what an observation can say: it proves neither a stop nor its absence.
import { ageText } from '../../util/age-text.js';
import { escapeRecordedText as esc } from '../../util/terminal-text.js';
import type {
  PermissionActor,
  PermissionStopStatus,
  SuggestedRule,
  SuggestedRuleEntry,
  SuggestedRules,
} from './types.js';

export const PERMISSION_SECTION_TITLE = 'Latest permission observation';

export function formatActor(actor: PermissionActor): string {
  return actor.category === 'main' ? 'main' : `subagent or teammate ${esc(actor.id)}`;
}

/** toolName, or toolName(ruleContent): an empty content shows as `()`, an absent one not at all. */
export function formatRule(rule: SuggestedRule): string {
  return rule.ruleContent === undefined ? esc(rule.toolName) : `${esc(rule.toolName)}(${esc(rule.ruleContent)})`;
}

function entryLines(entry: SuggestedRuleEntry, index: number): string[] {
  const head = `    ${index + 1}. ${esc(entry.type)}, behavior ${esc(entry.behavior)}, destination ${esc(entry.destination)}`;
  if (entry.rules.length === 0) return [`${head}: no rules`];
  return [`${head}:`, ...entry.rules.map((rule) => `       ${formatRule(rule)}`)];
}

function suggestedLines(rules: SuggestedRules): string[] {
  if (rules.state === 'unavailable') {
    return [`  suggested rules: unavailable (${esc(rules.reason)}) — not proof that the runtime suggested none`];
  }
  if (rules.native === 'missing')
    return ['  suggested rules: none sent (the request carried no permission_suggestions field)'];
  const lines: string[] = [];
  if (rules.entries.length === 0) {
    lines.push(
      rules.unsupported || rules.size_cut
        ? '  suggested rules: none shown'
        : '  suggested rules: none (the request sent an empty permission_suggestions list)',
    );
  } else {
    lines.push(
      '  suggested rules (read-only evidence: not applied or approved, not the exact command or every option):',
    );
    for (const [i, entry] of rules.entries.entries()) lines.push(...entryLines(entry, i));
  }
  if (rules.unsupported)
    lines.push('    [unsupported] some suggestions withheld: mode or directory updates, or malformed entries');
  if (rules.size_cut)
    lines.push('    [size_cut] some suggestions dropped whole by a size bound: the list is incomplete');
  return lines;
}

/**
 * The section's lines, title first; none at all when there is no observation (the JSON form keeps
 * the explicit unavailable state instead).
 */
export function formatPermissionStop(status: PermissionStopStatus): string[] {
  if (status.state !== 'observed') return [];
  const pending =
    status.pending === 'completed'
      ? "completed — that actor's later tool batch ran; other actors' state unknown"
      : "request observed — this actor's pending state is unknown; other actors' state unknown";
  return [
    PERMISSION_SECTION_TITLE,
    `  tool: ${esc(status.tool.name)}`,
    `  actor: ${formatActor(status.actor)}`,
    `  observed: ${esc(status.observed_at)} (${ageText(status.age_ms)} ago)`,
    `  pending: ${pending}`,
    '  note: one latest observation across actors; it proves neither a permission stop nor its absence',
    ...suggestedLines(status.suggested_rules),
  ];
}
