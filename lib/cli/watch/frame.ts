// Pure: one frame of `rig watch` as exactly `height` lines of exactly `width` columns: a header with
// the counts and the total spend, the column titles, one row per seat (scrolled so the selected one
// shows), and a footer (a prompt, the last outcome, or the keys). Columns a narrow terminal cannot
// hold are dropped, least needed first, and shown for the selected seat on a line of their own. Colour only when asked (a terminal without NO_COLOR).
import type { WatchModel, WatchRow, Spend } from '../../views/watch-model.js';
import type { Attention } from '../../views/attention.js';
import { percentText } from '../../context-usage/text.js';
import { shortAge } from '../../util/age-text.js';
import { columns, fitCell } from './cell.js';
import type { UiState } from './keys.js';

export interface FrameInput {
  model: WatchModel;
  /** Time since the model was read: ages on screen keep counting between reads. */
  elapsedMs: number;
  width: number;
  height: number;
  color: boolean;
  ui: UiState;
}

/** Nothing reported. */
export const NONE = '—';

const age = (ms: number | null, elapsed: number) => (ms === null ? '' : ` ${shortAge(ms + elapsed)}`);

const RUNTIME_WORD: Record<string, string> = { 'claude-code': 'claude', codex: 'codex', terminal: 'term' };
const SOURCE_WORD: Record<string, string> = { hook: 'hook', pane: 'screen', 'hook+pane': 'screen>hook' };

/** `idle·hook 12s`, `busy·screen`, `stale·hook 12m` (a stale record's age, never its state). */
export function activityText(r: WatchRow, elapsed: number): string {
  const a = r.activity;
  // Another host gone silent: its silence, never the seat's last state.
  if (r.host !== null && a.stale) return `stale·host silent${age(a.ageMs, elapsed)}`;
  if (r.pane !== 'ready' && r.pane !== 'in_mode') return `pane ${r.pane}`;
  if (a.stale) return `stale·hook${age(a.ageMs, elapsed)}`;
  return `${a.state}·${SOURCE_WORD[a.source] ?? a.source}${age(a.ageMs, elapsed)}`;
}

function waitText(w: Attention, elapsed: number): string {
  if (w.kind === 'held') return w.what;
  const by = w.evidence === 'pane' ? '·screen' : '';
  if (w.kind === 'permission') return `permission ${w.what}${by}${age(w.ageMs, elapsed)}`;
  // A menu on screen, an idle prompt, …: the reason word as the evidence names it.
  return `${w.what.replace(/_/g, ' ')}${by}${age(w.ageMs, elapsed)}`;
}

export const waitsText = (r: WatchRow, elapsed: number): string =>
  r.waits.length ? r.waits.map((w) => waitText(w, elapsed)).join(', ') : '';

/** `42%`, `stale`, or — (no sample, or a terminal). */
export function contextText(r: WatchRow): string {
  const c = r.context;
  if (!c || c.state === 'unknown') return NONE;
  if (c.state === 'stale') return 'stale';
  return c.usedPercent === undefined ? NONE : percentText(c.usedPercent);
}

/** Tokens as people read them: 950, 48k, 1.2M. */
export function tokensText(n: number): string {
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${n < 10_000 ? (n / 1000).toFixed(1) : Math.round(n / 1000)}k`;
  return `${(n / 1_000_000).toFixed(1)}M`;
}

/** `$1.23`, `48k tok`, both, or —: only what the runtime reported. */
export function spendText(s: Spend | null): string {
  if (!s) return NONE;
  const parts: string[] = [];
  if (s.usd !== undefined) parts.push(`$${s.usd.toFixed(2)}`);
  if (s.tokens !== undefined) parts.push(`${tokensText(s.tokens)} tok`);
  return parts.length ? parts.join(' ') : NONE;
}

export function queueText(r: WatchRow): string {
  const { pending, wake } = r.queue;
  if (!pending && !wake) return NONE;
  return `${pending}${wake ? ` wake ${wake}` : ''}`;
}

interface Column {
  title: string;
  /** Columns it needs, and the most it takes when there is room. */
  min: number;
  max: number;
  /** Lower goes first when the terminal is narrow. */
  keep: number;
  cell(r: WatchRow, elapsed: number): string;
}

// ACTIVITY and WAITS FOR hold `needs_input·hook 12s` and `permission Bash 12s` whole at their least:
// at 80 columns (a real client's stop read `permission Ba…` before) SEAT to SPEND fit (69 + 5
// spaces + the 2-column mark), and COMPACT, QUEUE and GUARD come back as the terminal widens.
const COLUMNS: Column[] = [
  { title: 'SEAT', min: 12, max: 28, keep: 9, cell: (r) => r.ref },
  // Only when another host's seat is shown (this host's rows leave it blank).
  { title: 'HOST', min: 6, max: 16, keep: 4.5, cell: (r) => r.host ?? '' },
  { title: 'AGENT', min: 6, max: 6, keep: 4, cell: (r) => RUNTIME_WORD[r.runtime] ?? r.runtime },
  { title: 'ACTIVITY', min: 20, max: 26, keep: 8, cell: activityText },
  { title: 'WAITS FOR', min: 19, max: 40, keep: 7, cell: waitsText },
  { title: 'CTX', min: 5, max: 5, keep: 6, cell: contextText },
  { title: 'SPEND', min: 7, max: 14, keep: 5, cell: (r) => spendText(r.spend) },
  { title: 'GUARD', min: 4, max: 14, keep: 3, cell: (r) => r.guard },
  { title: 'QUEUE', min: 5, max: 18, keep: 2, cell: queueText },
  { title: 'COMPACT', min: 7, max: 18, keep: 1, cell: (r) => r.compaction ?? NONE },
];

/**
 * Pure: the columns that fit `width` (one space between, two columns for the selection mark) and
 * their widths; HOST only when a row is another host's.
 */
export function layoutColumns(width: number, hosts = false): Array<{ col: Column; width: number }> {
  const avail = width - 2;
  let shown = COLUMNS.filter((c) => hosts || c.title !== 'HOST');
  const need = (cols: Column[]) => cols.reduce((n, c) => n + c.min, 0) + cols.length - 1;
  while (shown.length > 1 && need(shown) > avail) {
    const drop = shown.reduce((a, b) => (b.keep < a.keep ? b : a));
    shown = shown.filter((c) => c !== drop);
  }
  const widths = shown.map((c) => c.min);
  let spare = avail - need(shown);
  // Room left grows the columns in table order, each up to its most.
  for (let i = 0; i < shown.length && spare > 0; i++) {
    const grow = Math.min(spare, shown[i]!.max - widths[i]!);
    widths[i]! += grow;
    spare -= grow;
  }
  return shown.map((col, i) => ({ col, width: widths[i]! }));
}

/**
 * Pure: what the narrow layout left out, for the selected seat: `zed@t  guard soft · queue 2 wake 3m`
 * (null when every column shows). HOST counts only when another host's row is on screen.
 */
export function detailText(
  r: WatchRow,
  shown: ReadonlyArray<{ col: Column }>,
  hosts: boolean,
  elapsed: number,
): string | null {
  const hidden = COLUMNS.filter((c) => !shown.some((s) => s.col === c) && (hosts || c.title !== 'HOST'));
  if (!hidden.length) return null;
  return `  ${r.ref}  ${hidden.map((c) => `${c.title.toLowerCase()} ${c.cell(r, elapsed) || NONE}`).join(' · ')}`;
}

const SGR = { bold: '\x1b[1m', dim: '\x1b[2m', reverse: '\x1b[7m', yellow: '\x1b[33m', reset: '\x1b[0m' };

function paint(text: string, color: boolean, ...codes: string[]): string {
  return color && codes.length ? `${codes.join('')}${text}${SGR.reset}` : text;
}

export function headerText(m: WatchModel): string {
  const c = m.counts;
  const parts = [
    `${c.seats} seat${c.seats === 1 ? '' : 's'}`,
    `${c.attention} need a person`,
    `${c.busy} busy`,
    `${c.idle} idle`,
  ];
  if (c.other) parts.push(`${c.other} other`);
  return `rig watch  ${parts.join(' · ')}  spend ${spendText(m.spend)}`;
}

export const KEYS_LINE = '↑↓ move  ⏎ pane  s send  h held  a answer  ? help  q quit';

export const HELP_LINES = [
  'rig watch — every seat of every rig, updated as their state changes',
  '',
  '  ↑ ↓ (or k j)  move between seats',
  '  Enter         go to the seat’s pane (tmux switch-client; outside tmux: the attach command)',
  '  s             send a message to the seat (as rig send does), then its outcome',
  '  h             the seat’s held messages (rig seat held-messages)',
  '  a             answer the seat’s permission stop: a menu number or d, then a reason',
  '  ?             this help          q  quit (also Ctrl-C)',
  '',
  'Seats that need a person come first, then busy, then idle. ACTIVITY says whose word it is',
  '(hook, screen, screen>hook) and how old; stale means the hook record is too old to trust.',
  'CTX and SPEND are what the runtime reports (Claude: cost; Codex: tokens); — means nothing.',
  '',
  'Any key closes this help.',
];

function promptLine(ui: UiState): string | null {
  const p = ui.prompt;
  if (ui.mode !== 'prompt' || !p) return null;
  if (p.kind === 'send') return `send to ${p.ref}: ${p.text}█`;
  if (p.kind === 'answer-choice') return `answer ${p.ref}: choice (menu number, or d to deny): ${p.text}█`;
  return `answer ${p.ref} (${p.choice === 'deny' ? 'deny' : `choice ${p.choice}`}): reason: ${p.text}█`;
}

/** The prompt's tail shows when it is longer than the line (the cursor is at its end). */
function tailFit(text: string, width: number): string {
  if (columns(text) <= width) return fitCell(text, width);
  const chars = [...text];
  while (chars.length && columns(`…${chars.join('')}`) > width) chars.shift();
  return fitCell(`…${chars.join('')}`, width);
}

/** Pure: the frame. */
export function renderFrame(f: FrameInput): string[] {
  const { model, width, height, color, ui } = f;
  const lines: string[] = [];
  lines.push(paint(fitCell(headerText(model), width), color, SGR.bold));
  const bodyRows = Math.max(0, height - 3);
  const footer = promptLine(ui) ?? ui.message ?? KEYS_LINE;
  if (ui.mode === 'help' || ui.mode === 'overlay') {
    const body = ui.mode === 'help' ? HELP_LINES : [ui.overlay?.title ?? '', '', ...(ui.overlay?.lines ?? [])];
    for (let i = 0; i < bodyRows + 1; i++) lines.push(fitCell(body[i] ?? '', width));
  } else {
    const hosts = model.rows.some((r) => r.host !== null);
    const layout = layoutColumns(width, hosts);
    lines.push(
      paint(fitCell(`  ${layout.map((c) => fitCell(c.col.title, c.width)).join(' ')}`, width), color, SGR.dim),
    );
    const rows = model.rows;
    const sel = ui.selected === null ? -1 : rows.findIndex((r) => r.ref === ui.selected);
    // A narrow terminal's dropped columns, for the selected seat, on the last row of the list.
    const detail = sel >= 0 && bodyRows > 1 ? detailText(rows[sel]!, layout, hosts, f.elapsedMs) : null;
    const listRows = detail === null ? bodyRows : bodyRows - 1;
    const top = sel >= listRows ? sel - listRows + 1 : 0;
    for (let i = 0; i < listRows; i++) {
      const r = rows[top + i];
      if (!r) {
        lines.push(
          fitCell(
            i === 0 && !rows.length ? '  no seats running (rig up starts a rig; rig ps --all lists stopped ones)' : '',
            width,
          ),
        );
        continue;
      }
      const mark = top + i === sel ? '> ' : '  ';
      const text = fitCell(mark + layout.map((c) => fitCell(c.col.cell(r, f.elapsedMs), c.width)).join(' '), width);
      const codes = top + i === sel ? [SGR.reverse] : r.band === 0 ? [SGR.yellow] : r.activity.stale ? [SGR.dim] : [];
      lines.push(paint(text, color, ...codes));
    }
    if (detail !== null) lines.push(paint(fitCell(detail, width), color, SGR.dim));
    const hidden = rows.length - Math.min(rows.length, listRows);
    if (hidden > 0 && !promptLine(ui) && !ui.message) {
      lines.push(fitCell(`${KEYS_LINE}  (+${hidden} more: move to scroll)`, width));
      return lines.slice(0, height);
    }
  }
  lines.push(promptLine(ui) ? tailFit(footer, width) : fitCell(footer, width));
  return lines.slice(0, height);
}
