// Pure: the keys of `rig watch`. Bytes from the terminal become keys (parseKeys), and each key moves
// the view's state (step) and may ask the edge for one effect: quit, jump to a pane, send a
// message, show held messages, answer a permission stop. The edge does the I/O and puts the
// outcome back with withMessage/withOverlay.

export type Key =
  | { k: 'up' }
  | { k: 'down' }
  | { k: 'enter' }
  | { k: 'esc' }
  | { k: 'backspace' }
  | { k: 'interrupt' }
  | { k: 'char'; ch: string };

export type Prompt =
  | { kind: 'send'; ref: string; text: string }
  | { kind: 'answer-choice'; ref: string; text: string }
  | { kind: 'answer-reason'; ref: string; text: string; choice: number | 'deny' };

export interface UiState {
  /** The selected seat, by ref: a re-sort never moves the cursor to another seat. */
  selected: string | null;
  mode: 'list' | 'help' | 'overlay' | 'prompt';
  prompt: Prompt | null;
  /** One line under the table: an outcome or an error. */
  message: string | null;
  /** Lines shown instead of the table (held messages); with their title. */
  overlay: { title: string; lines: string[] } | null;
}

export type Effect =
  | { kind: 'quit' }
  | { kind: 'jump'; ref: string }
  | { kind: 'send'; ref: string; text: string }
  | { kind: 'held'; ref: string }
  | { kind: 'answer'; ref: string; choice: number | 'deny'; reason: string };

export const initialUi = (): UiState => ({ selected: null, mode: 'list', prompt: null, message: null, overlay: null });

const SEQUENCES: Record<string, Key> = {
  '\x1b[A': { k: 'up' },
  '\x1bOA': { k: 'up' },
  '\x1b[B': { k: 'down' },
  '\x1bOB': { k: 'down' },
  '\r': { k: 'enter' },
  '\n': { k: 'enter' },
  '\x7f': { k: 'backspace' },
  '\b': { k: 'backspace' },
  '\x03': { k: 'interrupt' },
};

/** Pure: one read's bytes as keys. Unknown escape sequences (function keys, mouse) are dropped whole. */
export function parseKeys(data: string): Key[] {
  const keys: Key[] = [];
  let i = 0;
  while (i < data.length) {
    const three = data.slice(i, i + 3);
    if (SEQUENCES[three]) {
      keys.push(SEQUENCES[three]);
      i += 3;
      continue;
    }
    const ch = data[i]!;
    if (ch === '\x1b') {
      // A CSI or SS3 sequence we do not use: skip to its final byte. A lone ESC is the key.
      const m = /^\x1b(?:\[[0-?]*[ -/]*[@-~]|O.)/.exec(data.slice(i));
      if (m) i += m[0].length;
      else {
        keys.push({ k: 'esc' });
        i += 1;
      }
      continue;
    }
    if (SEQUENCES[ch]) keys.push(SEQUENCES[ch]);
    else if (ch >= ' ') {
      const cp = data.codePointAt(i)!;
      const c = String.fromCodePoint(cp);
      keys.push({ k: 'char', ch: c });
      i += c.length;
      continue;
    }
    i += 1;
  }
  return keys;
}

/** Pure: the selection after the rows changed: kept when the seat is still there, else the first row. */
export function keepSelection(ui: UiState, refs: readonly string[]): UiState {
  if (ui.selected !== null && refs.includes(ui.selected)) return ui;
  return { ...ui, selected: refs[0] ?? null };
}

function move(ui: UiState, refs: readonly string[], by: number): UiState {
  if (!refs.length) return ui;
  const at = ui.selected === null ? -1 : refs.indexOf(ui.selected);
  const next = Math.max(0, Math.min(refs.length - 1, at + by));
  return { ...ui, selected: refs[next]! };
}

/** A choice as typed: a menu number from 1, or d/deny. */
export function choiceOf(text: string): number | 'deny' | undefined {
  const t = text.trim().toLowerCase();
  if (t === 'd' || t === 'deny') return 'deny';
  return /^[1-9][0-9]?$/.test(t) ? Number(t) : undefined;
}

const NO_SEAT = 'rig: no seat selected — move to a seat with the arrow keys first';

/** What a key that needs the seat's own pane says on another host's row. */
export const onOtherHost = (ref: string, host: string, what: string) =>
  `rig: ${ref} is on host ${host}, not this one — ${what} on ${host}`;

function listKey(
  ui: UiState,
  key: Key,
  refs: readonly string[],
  hosts: ReadonlyMap<string, string>,
): { ui: UiState; effect?: Effect } {
  const ref = ui.selected;
  const host = ref === null ? undefined : hosts.get(ref);
  if (key.k === 'up') return { ui: move(ui, refs, -1) };
  if (key.k === 'down') return { ui: move(ui, refs, 1) };
  if (key.k === 'esc') return { ui: { ...ui, message: null } };
  if (key.k === 'enter' && ref && host)
    return { ui: { ...ui, message: onOtherHost(ref, host, 'attach to its pane there') } };
  if (key.k === 'enter') return ref ? { ui, effect: { kind: 'jump', ref } } : { ui: { ...ui, message: NO_SEAT } };
  if (key.k !== 'char') return { ui };
  switch (key.ch) {
    case 'k':
      return { ui: move(ui, refs, -1) };
    case 'j':
      return { ui: move(ui, refs, 1) };
    case 'q':
      return { ui, effect: { kind: 'quit' } };
    case '?':
      return { ui: { ...ui, mode: 'help' } };
    case 's':
      if (!ref) return { ui: { ...ui, message: NO_SEAT } };
      return { ui: { ...ui, mode: 'prompt', prompt: { kind: 'send', ref, text: '' }, message: null } };
    case 'a':
      if (!ref) return { ui: { ...ui, message: NO_SEAT } };
      if (host) return { ui: { ...ui, message: onOtherHost(ref, host, 'answer it with rig seat answer') } };
      return { ui: { ...ui, mode: 'prompt', prompt: { kind: 'answer-choice', ref, text: '' }, message: null } };
    case 'h':
      return ref ? { ui, effect: { kind: 'held', ref } } : { ui: { ...ui, message: NO_SEAT } };
    default:
      return { ui };
  }
}

const listMode = (ui: UiState, message: string | null): UiState => ({
  ...ui,
  mode: 'list',
  prompt: null,
  overlay: null,
  message,
});

function promptKey(ui: UiState, p: Prompt, key: Key): { ui: UiState; effect?: Effect } {
  if (key.k === 'esc') return { ui: listMode(ui, 'cancelled') };
  if (key.k === 'backspace') return { ui: { ...ui, prompt: { ...p, text: [...p.text].slice(0, -1).join('') } } };
  if (key.k === 'char') return { ui: { ...ui, prompt: { ...p, text: p.text + key.ch } } };
  if (key.k !== 'enter') return { ui };
  const text = p.text.trim();
  if (p.kind === 'send') {
    if (!text) return { ui: listMode(ui, 'nothing sent (the message was empty)') };
    return { ui: listMode(ui, `sending to ${p.ref}…`), effect: { kind: 'send', ref: p.ref, text: p.text } };
  }
  if (p.kind === 'answer-choice') {
    const choice = choiceOf(text);
    if (choice === undefined)
      return { ui: { ...ui, message: 'rig: a choice is a menu number or d — type 1, 2, … or d to deny' } };
    return { ui: { ...ui, prompt: { kind: 'answer-reason', ref: p.ref, text: '', choice }, message: null } };
  }
  if (!text) return { ui: { ...ui, message: 'rig: a reason is required — say why, then Enter' } };
  return {
    ui: listMode(ui, `answering ${p.ref}…`),
    effect: { kind: 'answer', ref: p.ref, choice: p.choice, reason: text },
  };
}

/**
 * Pure: one key in the current state. `refs` are the rows' seats in their shown order; `hosts` names
 * the host of each seat that is another host's (its pane is not here to jump to or answer).
 */
export function step(
  ui: UiState,
  key: Key,
  refs: readonly string[],
  hosts: ReadonlyMap<string, string> = new Map(),
): { ui: UiState; effect?: Effect } {
  if (key.k === 'interrupt') return { ui, effect: { kind: 'quit' } };
  if (ui.mode === 'prompt' && ui.prompt) return promptKey(ui, ui.prompt, key);
  // Any key closes help or an overlay (q too: a quit from there would surprise).
  if (ui.mode === 'help' || ui.mode === 'overlay') return { ui: listMode(ui, ui.message) };
  return listKey(ui, key, refs, hosts);
}
