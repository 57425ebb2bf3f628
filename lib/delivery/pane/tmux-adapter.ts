// The only code that writes into a seat's pane. Every write goes to an exact target (the pane id,
// checked to still belong to the seat's session) and is preceded by a fresh pane_dead / pane_in_mode
// probe: tmux 3.3a crashes on a paste into a dead pane, and keys sent in copy mode never reach the
// application. Text travels through a uniquely named buffer loaded from a 0600 temporary file (never
// argv), is pasted with bracketed paste and raw newlines, and Enter is a separate step. Inside the
// daemon these writes go through its tmux control client when one is up (no tmux process each),
// sent there once: a write that gets no answer is reported as possibly done (mayHaveWritten).
import { crypto } from '../../util/lazy-builtins.js';
import { closeSync, openSync, rmSync } from 'node:fs';
import { writeFully } from '../../store/disk-write.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exactSession, tmux, TmuxError, type TmuxServer } from '../../tmux/client.js';

export interface PaneTarget {
  server: TmuxServer;
  /** The seat's tmux session (exact name). */
  session: string;
  /** The bound pane id (%N); when absent the session must have exactly one pane. */
  paneId?: string;
}

export interface PaneState {
  paneId: string;
  session: string;
  dead: boolean;
  /** Copy mode or another tmux mode: keys would go to the mode, not the application. */
  inMode: boolean;
  currentCommand: string;
  width: number;
  height: number;
  /** The pane's own process (#{pane_pid}); 0 when tmux did not say. */
  pid: number;
}

export type ProbeFailure = 'session_missing' | 'tmux_unavailable' | 'target_changed';

export type PaneProbe = { ok: true; pane: PaneState } | { ok: false; reason: ProbeFailure; detail: string };

/** A write was refused before reaching tmux, because the pane could no longer take input. */
export class PaneNotWritableError extends Error {
  constructor(
    readonly reason: 'pane_dead' | 'pane_in_mode' | ProbeFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'PaneNotWritableError';
  }
}

// `|` separates fields: tmux 3.3a turns tabs into `_`. The command comes first so a `|` inside it
// cannot shift the numeric fields, which are read from the end.
const PANE_FORMAT =
  '#{pane_current_command}|#{session_name}|#{pane_id}|#{pane_dead}|#{pane_in_mode}|#{pane_width}|#{pane_height}|#{pane_pid}';

function parsePaneLine(line: string): PaneState | undefined {
  const parts = line.split('|');
  if (parts.length < 8) return undefined;
  const [pid, height, width, inMode, dead, paneId] = [
    parts.pop()!,
    parts.pop()!,
    parts.pop()!,
    parts.pop()!,
    parts.pop()!,
    parts.pop()!,
  ];
  const session = parts.pop()!;
  const currentCommand = parts.join('|');
  if (!/^%\d+$/.test(paneId)) return undefined;
  return {
    paneId,
    session,
    currentCommand,
    dead: dead === '1',
    inMode: inMode !== '0' && inMode !== '',
    width: Number(width),
    height: Number(height),
    pid: /^\d+$/.test(pid) ? Number(pid) : 0,
  };
}

function probeFailure(err: unknown): PaneProbe {
  if (err instanceof TmuxError) {
    if (err.failure === 'no-server')
      return { ok: false, reason: 'tmux_unavailable', detail: err.stderr.trim() || err.message };
    if (err.failure === 'not-found')
      return { ok: false, reason: 'session_missing', detail: err.stderr.trim() || err.message };
    return { ok: false, reason: 'tmux_unavailable', detail: err.stderr.trim() || err.message };
  }
  return { ok: false, reason: 'tmux_unavailable', detail: (err as Error)?.message ?? String(err) };
}

/**
 * The seat's pane as it is now. The session must exist; a bound pane id must still be in it (pane
 * ids are reused after a tmux restart); without a bound id the session must have exactly one pane.
 */
export async function probePane(target: PaneTarget): Promise<PaneProbe> {
  let out: string;
  try {
    out = (await tmux(target.server, listPanesArgs(target), { timeoutMs: 5000 })).stdout;
  } catch (err) {
    return probeFailure(err);
  }
  return paneProbeFrom(out, target);
}

/** The tmux command that lists the seat's panes (also run ahead of a capture, see readiness.ts). */
export function listPanesArgs(target: PaneTarget): string[] {
  return ['list-panes', '-s', '-t', exactSession(target.session), '-F', PANE_FORMAT];
}

/** What listPanesArgs printed, judged against the target: its pane, or why there is none. */
export function paneProbeFrom(out: string, target: PaneTarget): PaneProbe {
  const panes = out
    .split('\n')
    .filter(Boolean)
    .map(parsePaneLine)
    .filter((p): p is PaneState => p !== undefined);
  if (target.paneId) {
    const bound = panes.find((p) => p.paneId === target.paneId);
    if (!bound)
      return {
        ok: false,
        reason: 'target_changed',
        detail: `pane ${target.paneId} is no longer in session ${target.session}; no input written`,
      };
    return { ok: true, pane: bound };
  }
  if (panes.length !== 1)
    return {
      ok: false,
      reason: 'target_changed',
      detail: `session ${target.session} has ${panes.length} panes and no bound pane id; no input written`,
    };
  return { ok: true, pane: panes[0]! };
}

/** Probe and insist that a write may go in now; returns the pane id to write to. */
async function assertWritable(target: PaneTarget): Promise<PaneState> {
  const probe = await probePane(target);
  if (!probe.ok) throw new PaneNotWritableError(probe.reason, probe.detail);
  if (probe.pane.dead)
    throw new PaneNotWritableError('pane_dead', `pane ${probe.pane.paneId} is dead; no input written`);
  if (probe.pane.inMode)
    throw new PaneNotWritableError(
      'pane_in_mode',
      `pane ${probe.pane.paneId} is in copy mode (or another tmux mode); no input written`,
    );
  return probe.pane;
}

/**
 * Message text as it may enter a pane: no ESC or other C0/C1 controls but newline (tmux before 3.7
 * does not sanitise a paste, and a literal ESC[201~ would end the bracketed paste early), CR folded
 * into newlines, tabs expanded to four spaces (a composer draws a tab as a column-dependent run of
 * spaces, so typed tabs could never be recognised as our own staged text before Enter), and no
 * trailing newline (Enter is its own step).
 */
export function sanitizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '')
    .replace(/\n+$/, '');
}

export interface StagedBuffer {
  name: string;
  file: string;
  text: string;
}

/** Test seams at the exact points a human (or a crash) can interleave. */
export interface AdapterHooks {
  /** After load-buffer, before the composer is read again and the paste happens. */
  afterLoad?(pane: PaneState): Promise<void> | void;
  /** Right after paste-buffer returned. */
  afterPaste?(pane: PaneState): Promise<void> | void;
  /** After the staged text was seen, immediately before Enter. */
  beforeEnter?(pane: PaneState): Promise<void> | void;
}

let counter = 0;

/** The write got no answer (a deadline, a control client that ended): it may have reached the pane. */
export function mayHaveWritten(err: unknown): boolean {
  return err instanceof TmuxError && err.failure === 'unanswered';
}

/** The buffer's size in bytes as tmux lists it, printed right after the load (same command list). */
const bufferSizeArgs = (name: string) => ['list-buffers', '-F', '#{buffer_size}', '-f', `#{==:#{buffer_name},${name}}`];

/**
 * Writes the text to a 0600 temporary file and loads it into a uniquely named tmux buffer. The
 * buffer's size is read back in the same command list: through a control client tmux 3.3a answers
 * a load whose file it could not read as a success (the error comes outside the reply).
 */
export async function stageBuffer(target: PaneTarget, text: string): Promise<StagedBuffer> {
  const id = `${process.pid}_${++counter}_${crypto().randomBytes(6).toString('hex')}`;
  const name = `openrig_${id}`;
  const file = join(tmpdir(), `openrig-send-${id}.txt`);
  const fd = openSync(file, 'wx', 0o600);
  try {
    // Whole or an error: a buffer cut short by a full disk would paste part of the message.
    writeFully(file, fd, Buffer.from(text, 'utf8'));
  } catch (err) {
    closeSync(fd);
    rmSync(file, { force: true });
    throw err;
  }
  closeSync(fd);
  const bytes = Buffer.byteLength(text, 'utf8');
  try {
    const { stdout } = await tmux(target.server, ['load-buffer', '-b', name, file, ';', ...bufferSizeArgs(name)], {
      timeoutMs: 5000,
      write: true,
    });
    if (stdout.trim() !== String(bytes))
      throw new Error(`tmux did not load the buffer (${stdout.trim() || 'no such buffer'}, expected ${bytes} bytes)`);
  } catch (err) {
    rmSync(file, { force: true });
    throw err;
  }
  return { name, file, text };
}

/** Best-effort removal of the buffer (after a failure) and, always, of the temporary file. */
export async function discardStaged(
  target: PaneTarget,
  staged: StagedBuffer,
  opts: { buffer: boolean },
): Promise<void> {
  rmSync(staged.file, { force: true });
  if (!opts.buffer) return;
  try {
    await tmux(target.server, ['delete-buffer', '-b', staged.name], { timeoutMs: 3000, write: true });
  } catch {
    // Already gone (pasted with -d, or the server went away): nothing to clean.
  }
}

/**
 * Bracketed paste (-p, only if the application asked for it), raw newlines (-r: tmux would turn
 * LF into CR, which submits), and the buffer deleted afterwards (-d). Probes first. A deliberate
 * prompt answer goes without -p so its bytes act as keystrokes (a menu shortcut, a digit).
 */
export async function pasteStaged(
  target: PaneTarget,
  staged: StagedBuffer,
  opts: { bracketed?: boolean } = {},
): Promise<PaneState> {
  const pane = await assertWritable(target);
  const flags = opts.bracketed === false ? ['-r', '-d'] : ['-p', '-r', '-d'];
  await tmux(target.server, ['paste-buffer', ...flags, '-b', staged.name, '-t', pane.paneId], {
    timeoutMs: 5000,
    write: true,
  });
  return pane;
}

/** Enter as its own tmux command, after a fresh probe. */
export async function pressEnter(target: PaneTarget): Promise<PaneState> {
  const pane = await assertWritable(target);
  await tmux(target.server, ['send-keys', '-t', pane.paneId, 'Enter'], { timeoutMs: 5000, write: true });
  return pane;
}

/**
 * One key into the pane after a fresh probe: a menu's answer (`rig seat answer`). A character goes
 * with -l so tmux types it as it is; a key name (Escape) goes as the key. Sent once, never retried.
 */
export async function pressKey(target: PaneTarget, key: { key: string; literal: boolean }): Promise<PaneState> {
  const pane = await assertWritable(target);
  const args = key.literal
    ? ['send-keys', '-t', pane.paneId, '-l', key.key]
    : ['send-keys', '-t', pane.paneId, key.key];
  await tmux(target.server, args, { timeoutMs: 5000, write: true });
  return pane;
}

/** The visible screen as plain text (no styling), for activity reads and render checks. */
export async function capturePlain(target: PaneTarget, paneId: string, historyLines = 0): Promise<string> {
  const args = ['capture-pane', '-p', '-t', paneId];
  if (historyLines > 0) args.push('-S', String(-historyLines));
  return (await tmux(target.server, args, { timeoutMs: 5000 })).stdout;
}
