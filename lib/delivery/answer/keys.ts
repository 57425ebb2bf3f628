// Which key answers a permission menu, pure: one key per answer, for the runtime that drew it.
// Claude Code takes a row's digit as choose-and-confirm (cc-e3-after-approve-1; 2.1.328 and
// 2.1.332 alike). Codex prints each row's own key in parentheses, `(y)`, `(p)`, `(esc)`, and in its
// menus a digit may only move the selection (the hooks-review menu: digits move, Enter confirms),
// so a Codex row is answered by its own key and a row that shows none is refused, never guessed.
import type { AgentClient } from '../../seat/runtime.js';
import type { MenuRow, PermissionMenu } from './menu.js';

export type AnswerAsk = { kind: 'choice'; n: number } | { kind: 'deny' };

/** The key as tmux send-keys takes it: a key name (Escape) or a literal character. */
export interface AnswerKey {
  key: string;
  /** Send with -l (a character), not as a key name. */
  literal: boolean;
}

export type KeyPick =
  | { ok: true; key: AnswerKey; row: MenuRow | null; label: string }
  | { ok: false; reason: 'no_such_row' | 'no_row_key'; message: string };

/** How each runtime takes a row: its digit, or the key the row itself prints. */
export const ROW_KEYS: Readonly<Record<AgentClient, 'digit' | 'shown'>> = { claude: 'digit', codex: 'shown' };

/** A row's own key, printed last in parentheses: `(y)`, `(p)`, `(esc)`. */
const SHOWN_KEY = /\((esc|[a-z])\)$/iu;
/** The deny row: its label says No (Claude `No`, Codex `No, and tell Codex…`). */
const NO_ROW = /^No\b/u;
const ESCAPE: AnswerKey = { key: 'Escape', literal: false };

function rowKey(row: MenuRow, runtime: AgentClient): AnswerKey | undefined {
  if (ROW_KEYS[runtime] === 'digit') return { key: String(row.n), literal: true };
  const shown = SHOWN_KEY.exec(row.label)?.[1];
  if (!shown) return undefined;
  return shown.toLowerCase() === 'esc' ? ESCAPE : { key: shown, literal: true };
}

const rowsSeen = (menu: PermissionMenu) => menu.rows.map((r) => `${r.n}. ${r.label}`).join(' | ');

/** The one key for the ask on this menu, or why there is none. */
export function pickAnswerKey(menu: PermissionMenu, ask: AnswerAsk, runtime: AgentClient): KeyPick {
  let row: MenuRow | undefined;
  if (ask.kind === 'choice') {
    row = menu.rows.find((r) => r.n === ask.n);
    if (!row)
      return {
        ok: false,
        reason: 'no_such_row',
        message: `the menu shows no row ${ask.n} (it shows ${rowsSeen(menu)})`,
      };
  } else {
    row = menu.rows.find((r) => NO_ROW.test(r.label));
    // No row that says No: the menu's own cancel key declines it.
    if (!row) return { ok: true, key: ESCAPE, row: null, label: 'Esc (cancel)' };
  }
  const key = rowKey(row, runtime);
  if (!key)
    return {
      ok: false,
      reason: 'no_row_key',
      message: `row ${row.n} (${row.label}) shows no key of its own to press`,
    };
  return { ok: true, key, row, label: row.label };
}
