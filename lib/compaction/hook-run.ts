// The compaction hook's body (Claude Code: PreCompact, PostCompact), testable in-process.
//   PreCompact   writes the restore packet (a bounded transcript excerpt, the touched files) to
//                $OPENRIG_HOME/compaction/packets/<seat>-<time>.md and this seat's restore-pending marker. The marker
//                says managedRefocusPending only when OpenRig asked for this compaction: its early
//                sentinel names this seat and session, or the seat's record waits for PostCompact.
//   PostCompact  stamps postCompactAt on this seat's marker: the daemon's positive evidence.
// Gated by the seat rules like every hook; prints nothing on stdout; every path returns 0.
import { constants, closeSync, fstatSync, openSync, readSync, renameSync, writeFileSync } from 'node:fs';
import { parseJsonInput } from '../hook/input.js';
import { dirname, join } from 'node:path';
import { compactionPacketsDir, compactionStatePath, homePaths, resolveHome, type HomePaths } from '../home/paths.js';
import { gate } from '../hook/gating.js';
import { keyFor, restoreMarkerFiles } from '../refocus/keys.js';
import { restorePendingKind, type RestorePending } from '../refocus/kinds.js';
import { ensureDir, readDocument, updateDocument, UNCHANGED } from '../store/index.js';
import { SESSION_ID_PATTERN, seatIdentity, type Env, type SeatIdentity } from '../activity/observe.js';
import { compactionStateKind } from './record.js';
import { buildPacket, packetMarkdown, TAIL_BYTES } from './packet.js';

export interface CompactionHookIo {
  argv: readonly string[];
  env: Env;
  cwd: string;
  readStdin(): Promise<string | undefined>;
  err(line: string): void;
  now(): number;
}

export type CompactionHookPath =
  | 'no-identity'
  | 'gated'
  | 'not-claude'
  | 'no-home'
  | 'no-event'
  | 'packet'
  | 'stamped'
  | 'no-marker'
  | 'error';

const LABEL = 'compaction';

interface HookInput {
  event: 'PreCompact' | 'PostCompact';
  sessionId?: string;
  transcriptPath?: string;
  cwd?: string;
  trigger?: string;
}

/** Pure: the fields this hook uses, checked (anything else in stdin is ignored). */
export function parseHookInput(raw: string | undefined): HookInput | undefined {
  const o = parseJsonInput(raw) as Record<string, unknown> | undefined;
  if (!o || typeof o !== 'object' || Array.isArray(o)) return undefined;
  const event = o.hook_event_name;
  if (event !== 'PreCompact' && event !== 'PostCompact') return undefined;
  const str = (v: unknown, max = 4096) => (typeof v === 'string' && v.trim() && v.length <= max ? v : undefined);
  const sessionId = str(o.session_id, 128);
  return {
    event,
    sessionId: sessionId && SESSION_ID_PATTERN.test(sessionId) ? sessionId : undefined,
    transcriptPath: str(o.transcript_path),
    cwd: str(o.cwd),
    trigger: typeof o.trigger === 'string' && /^[a-z_-]{1,32}$/.test(o.trigger) ? o.trigger : undefined,
  };
}

/** The last TAIL_BYTES of a regular file (opened non-blocking: a FIFO can never hold the hook). */
function readTail(path: string): { lines: string[]; omitted: number } {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { lines: [], omitted: 0 };
    const start = Math.max(0, st.size - TAIL_BYTES);
    const buf = Buffer.alloc(st.size - start);
    let got = 0;
    while (got < buf.length) {
      const n = readSync(fd, buf, got, buf.length - got, start + got);
      if (n <= 0) break;
      got += n;
    }
    const lines = buf.subarray(0, got).toString('utf8').split('\n');
    if (start > 0) lines.shift();
    return { lines, omitted: start };
  } finally {
    closeSync(fd);
  }
}

/**
 * The packet file: 0600, written beside its final name and renamed over it, so a reader never sees
 * half of it. Not fsynced (unlike state documents): it is regenerable context for this session's
 * restore, and two fsyncs were a third of the hook's time on a loaded machine.
 */
function writePacket(path: string, text: string): void {
  ensureDir(dirname(path));
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text, { mode: 0o600 });
  renameSync(tmp, path);
}

/** Was this compaction asked for by OpenRig? Its early sentinel, else its record, says so. */
export function isManaged(
  home: HomePaths,
  id: SeatIdentity,
  sessionId: string | undefined,
  report: (m: string) => void,
): boolean {
  const files = restoreMarkerFiles(home.restorePending, id.seat);
  const expected = readDocument(restorePendingKind, files.expected, { onCorrupt: 'fresh', report });
  if (expected && expected.sessionName === id.seat && expected.managedRefocusPending === true) {
    if (!expected.sessionId || expected.sessionId === sessionId) return true;
  }
  const rec = readDocument(compactionStateKind, compactionStatePath(home, id.nodeId), { onCorrupt: 'fresh', report });
  if (!rec || rec.seat !== id.seat || rec.occupant !== id.occupant) return false;
  // The record is written with the /compact attempt before it is typed, so PreCompact always finds one.
  return rec.step === 'await-postcompact' || rec.attempt?.step === 'compact';
}

async function preCompact(
  home: HomePaths,
  id: SeatIdentity,
  input: HookInput,
  io: CompactionHookIo,
  report: (m: string) => void,
) {
  const nowIso = new Date(io.now()).toISOString();
  const stamp = nowIso.replace(/[:.]/g, '-');
  const packetPath = join(compactionPacketsDir(home), `${keyFor(id.seat)}-${stamp}.md`);
  let packetError: string | undefined;
  try {
    const tail = input.transcriptPath ? readTail(input.transcriptPath) : { lines: [], omitted: 0 };
    const packet = buildPacket(tail.lines);
    writePacket(packetPath, packetMarkdown(packet, tail.omitted));
  } catch (e) {
    packetError = (e as Error).message;
    report(`restore packet not written: ${packetError}`);
  }
  const managed = isManaged(home, id, input.sessionId, report);
  const files = restoreMarkerFiles(home.restorePending, id.seat);
  const marker: RestorePending = {
    schema: 'restore-pending',
    version: 1,
    sessionName: id.seat,
    nodeId: id.nodeId,
    occupant: id.occupant,
    managedRefocusPending: managed,
    createdAt: nowIso,
    trigger: input.trigger ?? null,
    cwd: input.cwd ?? null,
    packetPath: packetError ? null : packetPath,
    ...(packetError ? { packetError } : {}),
  };
  if (input.sessionId) marker.sessionId = input.sessionId;
  if (input.transcriptPath) marker.transcriptPath = input.transcriptPath;
  if (!marker.sessionId && !marker.transcriptPath) {
    report('no session id or transcript path: no restore marker written');
    return;
  }
  await updateDocument(restorePendingKind, files.marker, () => marker, { onCorrupt: 'fresh', report });
}

async function postCompact(
  home: HomePaths,
  id: SeatIdentity,
  input: HookInput,
  io: CompactionHookIo,
  report: (m: string) => void,
) {
  const files = restoreMarkerFiles(home.restorePending, id.seat);
  const nowIso = new Date(io.now()).toISOString();
  let stamped = false;
  await updateDocument(
    restorePendingKind,
    files.marker,
    (cur) => {
      // Only this seat's marker, and only for this session: a marker never serves another seat.
      if (!cur || cur.sessionName !== id.seat) return UNCHANGED;
      if (cur.sessionId && input.sessionId && cur.sessionId !== input.sessionId) return UNCHANGED;
      stamped = true;
      return { ...cur, postCompactAt: nowIso, postCompactTrigger: input.trigger ?? null };
    },
    { onCorrupt: 'fresh', report },
  );
  return stamped;
}

export async function runCompactionHook(io: CompactionHookIo): Promise<{ code: 0; path: CompactionHookPath }> {
  const err = (line: string) => {
    try {
      io.err(line);
    } catch {
      // stderr gone
    }
  };
  const report = (m: string) => err(`${LABEL}: ${m}`);
  try {
    const id = seatIdentity(io.env, io.argv);
    if (!id) return { code: 0, path: 'no-identity' };
    if (id.runtime !== 'claude') return { code: 0, path: 'not-claude' };
    if (!gate(io.env, id.runtime, io.cwd).act) return { code: 0, path: 'gated' };
    const root = resolveHome(io.env);
    const home = homePaths(root);
    try {
      if (!fstatDir(root)) return { code: 0, path: 'no-home' };
    } catch {
      return { code: 0, path: 'no-home' };
    }
    const input = parseHookInput(await io.readStdin());
    if (!input) return { code: 0, path: 'no-event' };
    if (input.event === 'PreCompact') {
      await preCompact(home, id, input, io, report);
      return { code: 0, path: 'packet' };
    }
    return { code: 0, path: (await postCompact(home, id, input, io, report)) ? 'stamped' : 'no-marker' };
  } catch (e) {
    report(`degraded to silence: ${(e as Error)?.message ?? String(e)}`);
    return { code: 0, path: 'error' };
  }
}

function fstatDir(path: string): boolean {
  const fd = openSync(path, constants.O_RDONLY | constants.O_DIRECTORY);
  try {
    return fstatSync(fd).isDirectory();
  } finally {
    closeSync(fd);
  }
}
