// tmux control mode (`tmux -C`), the pure half: turning an argv command list into one control-mode
// line, telling which command lists are safe to send that way, and reading the replies. A reply
// to each command is a block: `%begin TIME NUMBER FLAGS`, output lines, then `%end` or `%error`
// with the same three numbers. Lines outside a block are notifications and are ignored.

/**
 * Commands that only read. These go through a control client whenever one is ready: a read can be
 * asked again by a spawned tmux if the control client dies mid-answer. Writes go there only when
 * the caller says so (isWriteOnceCommandList), and are never asked again.
 */
const READ_ONLY_COMMANDS = new Set([
  'display-message',
  'capture-pane',
  'list-panes',
  'list-windows',
  'list-sessions',
  'list-buffers',
  'has-session',
]);

/** The commands of an argv list; a lone `;` separates them, as on tmux's own command line. */
function splitCommands(args: readonly string[]): string[][] {
  const out: string[][] = [[]];
  for (const a of args) {
    if (a === ';') out.push([]);
    else out[out.length - 1]!.push(a);
  }
  return out;
}

export function isReadOnlyCommandList(args: readonly string[]): boolean {
  const commands = splitCommands(args);
  return commands.every((c) => c.length > 0 && READ_ONLY_COMMANDS.has(c[0]!));
}

/**
 * Writes a caller may hand to a control client (TmuxOptions.write): the send's own buffer, paste
 * and keys. Each is sent there once; an answer that never comes is an unknown outcome, never a
 * second run (lostReplyAction).
 */
const WRITE_ONCE_COMMANDS = new Set(['load-buffer', 'paste-buffer', 'send-keys', 'delete-buffer']);

/** A list of reads and those writes: what a control client takes from a caller that marked it a write. */
export function isWriteOnceCommandList(args: readonly string[]): boolean {
  const commands = splitCommands(args);
  return commands.every((c) => c.length > 0 && (READ_ONLY_COMMANDS.has(c[0]!) || WRITE_ONCE_COMMANDS.has(c[0]!)));
}

/**
 * A control client that sent a command list got no answer: it ended first (unavailable) or the
 * deadline passed (timeout). A read ended early runs again in a tmux process; a timed-out read
 * fails (its client is stuck). A write fails either way as unanswered: it may have run, and running
 * it again could type the text twice.
 */
export function lostReplyAction(o: { write: boolean; reply: 'unavailable' | 'timeout' }): 'process' | 'fail' {
  return !o.write && o.reply === 'unavailable' ? 'process' : 'fail';
}

export function commandCount(args: readonly string[]): number {
  return splitCommands(args).length;
}

/**
 * One argument for tmux's command parser. Inside single quotes tmux takes every character as it
 * is (no `#` comment, `$` or `~` expansion, `;` or brace meaning); a single quote itself is closed
 * over, escaped, and reopened.
 */
function quoteArg(arg: string): string {
  return `'${arg.replaceAll("'", "'\\''")}'`;
}

/**
 * The control-mode line for an argv command list, or null when it cannot be one line: control mode
 * reads a command per line, so a newline, carriage return or NUL in an argument would end or cut it.
 */
export function encodeCommandLine(args: readonly string[]): string | null {
  if (args.length === 0) return null;
  const parts: string[] = [];
  for (const a of args) {
    if (/[\n\r\0]/.test(a)) return null;
    parts.push(a === ';' ? ';' : quoteArg(a));
  }
  return parts.join(' ');
}

export type ControlEvent =
  /** A finished block. `own`: the command came from this client (flags 1), so it answers one of ours. */
  | { kind: 'block'; ok: boolean; own: boolean; lines: string[] }
  /** The server ended this client (`%exit`, with tmux's reason if it gave one). */
  | { kind: 'exit'; reason: string };

const GUARD = /^%(begin|end|error) (\d+) (\d+) (\d+)$/;

/**
 * Reads the control-mode stream line by line. A block ends only at a guard line carrying the same
 * time, number and flags as its `%begin`, so output that merely looks like `%end` (a pane's own text
 * in a capture) stays output.
 */
export class ControlParser {
  private partial = '';
  private block: { guard: string; own: boolean; lines: string[] } | undefined;

  push(text: string): ControlEvent[] {
    const events: ControlEvent[] = [];
    const pieces = (this.partial + text).split('\n');
    this.partial = pieces.pop()!;
    for (const line of pieces) this.line(line, events);
    return events;
  }

  private line(line: string, events: ControlEvent[]): void {
    const guard = line.startsWith('%') ? GUARD.exec(line) : null;
    if (this.block) {
      const b = this.block;
      if (guard && guard[1] !== 'begin' && `${guard[2]} ${guard[3]} ${guard[4]}` === b.guard) {
        this.block = undefined;
        events.push({ kind: 'block', ok: guard[1] === 'end', own: b.own, lines: b.lines });
      } else {
        b.lines.push(line);
      }
      return;
    }
    if (guard?.[1] === 'begin') {
      this.block = { guard: `${guard[2]} ${guard[3]} ${guard[4]}`, own: guard[4] === '1', lines: [] };
    } else if (line === '%exit' || line.startsWith('%exit ')) {
      events.push({ kind: 'exit', reason: line.slice(6) });
    }
    // Any other line outside a block is a notification (%session-changed, %window-add, …).
  }
}

/** One session as `list-sessions -F SESSION_LISTING_FORMAT` prints it. */
export const SESSION_LISTING_FORMAT = '#{session_id}|#{destroy-unattached}|#{exit-unattached}';

/**
 * Which session a control client may attach to, from a session listing. Attaching must change
 * nothing the user relies on: with `exit-unattached` on, an attached client would keep the server
 * alive past the user's last detach; a session with `destroy-unattached` on would be destroyed the
 * moment the control client leaves it. Those are never attached; null means use no control client.
 */
export function pickAttachSession(listing: string): string | null {
  for (const line of listing.split('\n')) {
    const [id, destroy, exit] = line.split('|');
    if (!id || !/^\$\d+$/.test(id)) continue;
    if (exit !== '0') return null;
    // A flag option prints 0 or 1; tmux 3.4 made destroy-unattached a choice (off, on, keep-last, …).
    if (destroy === '0' || destroy === 'off') return id;
  }
  return null;
}
