// Screen activity classifier: what a pane's plain text says about its seat right now.
//
//   busy         the agent is working (a live status row, an interrupt hint, a turn status)
//   idle         a recognised composer waits, empty
//   needs_input  a person is needed: a menu, a permission or trust question, a modal screen, or
//                a draft in the composer (someone is typing; text sent now would join it)
//   unknown      nothing on screen decides it
//
// The order matters and is deliberate: a question or menu is checked first, but only where no
// recognised composer sits below it (an answered question scrolls up as history); a visible draft
// comes before busy evidence so a person's unfinished input is never typed over; idle needs a
// recognised composer. The reason is a machine word, so hook-fed activity can be combined with
// it later: `idle_prompt_unverified` marks Codex, which keeps its placeholder on screen mid-turn
// and hides its status row while streaming, so its idle read is weak evidence.
import { isBlank, isKnownPlaceholder } from './composer/chrome.js';
import { locateComposer } from './composer/locate.js';
import type { ComposerReading } from './composer/types.js';
import { baseCommand, isShellCommand } from './pane/shells.js';
import { clientOf, type AgentClient, type SeatRuntime } from '../seat/runtime.js';

export type ActivityState = 'busy' | 'idle' | 'needs_input' | 'unknown';

export interface ActivityReading {
  state: ActivityState;
  reason: string;
}

/** A seat's runtime, or the agent client's own name for it: both are accepted. */
export type ActivityRuntime = SeatRuntime | AgentClient;

export interface ActivityOptions {
  /** `#{pane_current_command}`: the only evidence for a terminal seat. */
  paneCurrentCommand?: string;
  /** A styled composer reading of the same pane: decides empty versus draft where it is known. */
  composer?: ComposerReading;
}

/** Non-blank rows searched for menus and questions (a tall footer can push a menu up). */
const PROMPT_WINDOW = 12;
/** Non-blank rows searched for work in progress when no composer is recognised. */
const WORK_WINDOW = 8;
/** Non-blank rows above Claude's input searched for its live status row. */
const STATUS_WINDOW = 4;

const SELECTION_FOOTER = /enter to (?:confirm|select)\b|esc to cancel\b/i;
const NUMBERED_CHOICE = /^\s*[❯›>»]\s*\d+\.\s*\S/;
const PERMISSION_QUESTION =
  /Do you want to (?:proceed|continue|trust|allow|make|apply|create|run|delete|overwrite|edit)\b|Do you trust the\b|Would you like to run the following command|Allow Codex to run/i;
const CODEX_MODAL_FOOTER =
  /\besc (?:close|back|dismiss|skip)\b|press enter to (?:confirm|continue|save)\b|\benter confirm\b/i;
const SPINNER_ROW = /^\s*[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]\s+\S/;
const WORKING = /\bWorking\b|esc to interrupt/i;
/** `✽ Swooping…`, `✢ Working… (5m 9s · ↑ 4.4k tokens)`; not `✻ Churned for 0s · done 1:48 PM`. */
const CLAUDE_LIVE_STATUS = /^[✶✢✳✻✽✺·*]\s+\S.*(?:…|\.\.\.)(?:\s*\([^()]*\))?$/;
const CLAUDE_RETRY = /retrying in \d+s · attempt \d+\/\d+/;
/** `• Working (7s • esc to interrupt)`, `◦ Reconnecting... waiting for network (11s • esc to interrupt)`. */
const CODEX_TURN_STATUS = /^[•◦]\s.*esc to interrupt/;

const result = (state: ActivityState, reason: string): ActivityReading => ({ state, reason });

function classifyTerminal(command: string | undefined): ActivityReading {
  if (!baseCommand(command ?? '')) return result('unknown', 'no_pane_command');
  // A shell may be idle or mid-command-line; its input cannot be read.
  if (isShellCommand(command ?? '')) return result('unknown', 'shell_foreground');
  return result('busy', 'foreground_process');
}

export function classifyActivity(plain: string, runtime: ActivityRuntime, opts: ActivityOptions = {}): ActivityReading {
  if (runtime === 'terminal') return classifyTerminal(opts.paneCurrentCommand);
  const rt = clientOf(runtime);
  const rows = plain
    .replace(/\r/g, '')
    .split('\n')
    .map((r) => r.replace(/\s+$/, ''));
  while (rows.length && rows[rows.length - 1] === '') rows.pop();
  const nonBlank = rows.filter((r) => !isBlank(r));
  if (!nonBlank.length) return result('unknown', 'empty_capture');

  const located = locateComposer(rows, rt);
  if (!located.ok) {
    const win = nonBlank.slice(-PROMPT_WINDOW);
    if (win.some((r) => NUMBERED_CHOICE.test(r))) return result('needs_input', 'numbered_menu');
    if (win.some((r) => PERMISSION_QUESTION.test(r))) return result('needs_input', 'permission_prompt');
    if (win.some((r) => SELECTION_FOOTER.test(r))) return result('needs_input', 'selection_prompt');
    if (rt === 'codex' && win.some((r) => CODEX_MODAL_FOOTER.test(r))) return result('needs_input', 'modal_screen');
    const work = nonBlank.slice(-WORK_WINDOW);
    if (work.some((r) => SPINNER_ROW.test(r) || WORKING.test(r))) return result('busy', 'working_status');
    return result('unknown', located.reason === 'clipped_input' ? 'clipped_input' : 'no_activity_signal');
  }

  const at = located.at;
  const input = rows.slice(at.promptRow, at.endRow + 1).map((r) => r.slice(at.prefix).replace(/[\s\u00a0]+$/, ''));
  const content = input.join('\n').trim();
  const known =
    opts.composer && opts.composer.state !== 'unknown' && opts.composer.runtime === rt ? opts.composer : undefined;
  const draft = known
    ? known.state === 'draft'
    : !(content === '' || (input.length === 1 && isKnownPlaceholder(content)));
  const busy = rt === 'claude' ? claudeBusy(rows, at.promptRow, at.endRow) : codexBusy(rows, at.promptRow);
  if (draft) return result('needs_input', busy ? 'prompt_draft_busy' : 'prompt_draft');
  if (busy) return result('busy', busy);
  return result('idle', rt === 'claude' ? 'idle_prompt' : 'idle_prompt_unverified');
}

/** Claude's work evidence around its input: the interrupt hint below, a live or retry row above. */
function claudeBusy(rows: string[], promptRow: number, endRow: number): string | null {
  if (rows.slice(endRow + 1).some((r) => /esc to interrupt/i.test(r))) return 'interrupt_hint';
  const above = rows
    .slice(0, Math.max(0, promptRow - 1))
    .filter((r) => !isBlank(r))
    .slice(-STATUS_WINDOW);
  if (above.some((r) => CLAUDE_RETRY.test(r))) return 'api_retry';
  if (above.some((r) => CLAUDE_LIVE_STATUS.test(r.trim()) && !/\bfor \d/.test(r))) return 'live_status';
  return null;
}

/** Codex's turn status row, anywhere above its input. */
function codexBusy(rows: string[], promptRow: number): string | null {
  return rows.slice(0, promptRow).some((r) => CODEX_TURN_STATUS.test(r)) ? 'turn_status' : null;
}
