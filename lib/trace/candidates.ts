// The work packet's evidence, rendered: the direct case test, the "name it" block that lists
// candidates without adopting one, and the held / possible-next lists with their bounds.
// Pure: the evidence object in, lines out.
import { ROUTE_FALLBACK } from './route-command.js';
import { oneLine, ROW_FIELD_CHARS } from './cuts.js';
import type { WorkCandidate, WorkCandidates } from './work-candidates.js';

const HELD_ROWS_SHOWN = 20;
const NEXT_ROWS_SHOWN = 10;
/** Intent, source and reason text in the "name it" block: one line each, bounded. */
const EVIDENCE_FIELD_CHARS = 300;

export const HELD_LIST_COMMAND = 'rig queue list --owned --state blocked';
export const NEXT_LIST_COMMAND = 'rig queue list --owned --state pending';

/** Evidence after shape checks; `legacyTruncated` is an older daemon's one flag for both lists. */
export interface Evidence extends WorkCandidates {
  legacyTruncated: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optString = (v: unknown): v is string | null | undefined =>
  v === undefined || v === null || typeof v === 'string';
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const orNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const count = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback;

function candidateOf(v: unknown): WorkCandidate | null {
  if (!isObject(v)) return null;
  if (v.kind !== 'tag' && v.kind !== 'ancestry') return null;
  if (typeof v.mission !== 'string' || v.mission === '') return null;
  if (![v.qitemId, v.slice, v.workNodePath, v.intent, v.source, v.unresolved].every(optString)) return null;
  return {
    kind: v.kind,
    qitemId: text(v.qitemId),
    mission: v.mission,
    slice: orNull(v.slice),
    workNodePath: orNull(v.workNodePath),
    intent: orNull(v.intent),
    source: text(v.source),
    unresolved: orNull(v.unresolved),
  };
}

function listOf<T>(v: unknown, each: (item: Record<string, unknown>) => T): T[] | null {
  if (v === undefined) return [];
  if (!Array.isArray(v) || !v.every(isObject)) return null;
  return v.map((item) => each(item as Record<string, unknown>));
}

/** The evidence object when its shape is usable, else null (rendered as an invalid-shape gap). */
export function checkEvidence(value: unknown): Evidence | null {
  if (!isObject(value) || !Array.isArray(value.candidates) || typeof value.missionsRoot !== 'string') return null;
  const candidates = value.candidates.map(candidateOf);
  if (candidates.some((c) => c === null)) return null;
  const unknown = listOf(value.unknown, (u) => ({
    qitemId: text(u.qitemId),
    summary: text(u.summary),
    reason: text(u.reason),
  }));
  const held = listOf(value.held, (h) => ({
    qitemId: text(h.qitemId),
    summary: text(h.summary),
    blockedOn: orNull(h.blockedOn),
    continuation: orNull(h.continuation),
  }));
  const next = listOf(value.next, (n) => ({
    qitemId: text(n.qitemId),
    summary: text(n.summary),
    missions: Array.isArray(n.missions) ? n.missions.filter((m): m is string => typeof m === 'string') : [],
  }));
  if (!unknown || !held || !next) return null;
  const onHost = Array.isArray(value.missionsOnHost)
    ? value.missionsOnHost.filter((m): m is string => typeof m === 'string')
    : [];
  const perList = 'heldTruncated' in value || 'nextTruncated' in value;
  return {
    missionsRoot: value.missionsRoot,
    candidates: candidates as WorkCandidate[],
    unknown,
    held,
    next,
    heldTotal: count(value.heldTotal, held.length),
    nextTotal: count(value.nextTotal, next.length),
    heldTruncated: value.heldTruncated === true,
    nextTruncated: value.nextTruncated === true,
    missionsOnHost: onHost,
    missionsOnHostTruncated: value.missionsOnHostTruncated === true,
    legacyTruncated: !perList && value.heldAndNextTruncated === true,
  };
}

/** One tag candidate with a resolved work node and nothing else in doubt: shown as the work. */
export function directCandidate(ev: WorkCandidates): WorkCandidate | null {
  if (ev.candidates.length !== 1 || ev.unknown.length !== 0) return null;
  const c = ev.candidates[0]!;
  return c.kind === 'tag' && c.workNodePath && !c.unresolved ? c : null;
}

const field = (value: string | null | undefined, fallback: string, limit = EVIDENCE_FIELD_CHARS) =>
  value ? oneLine(value, limit).text || fallback : fallback;

export function askMessage(ev: WorkCandidates): string {
  if (ev.candidates.length === 0 && ev.unknown.length === 0) {
    return 'No in-progress queue row names your work. If you are working from messages, name the mission they belong to; if you have no current work, say so.';
  }
  if (ev.candidates.length > 1)
    return `${ev.candidates.length} candidates are in flight. Say which mission you are actually working on.`;
  return 'The queue evidence does not settle your work. Confirm a candidate or name your mission.';
}

export function candidateLine(c: WorkCandidate): string {
  const where = c.slice ? `${c.mission} / ${c.slice}` : c.mission;
  const unresolved = c.unresolved ? ` — UNRESOLVED ON THIS HOST: ${field(c.unresolved, 'unknown reason')}` : '';
  return `- ${where} — ${field(c.intent, 'no readable intent')} — source: ${field(c.source, 'unknown')}${unresolved}`;
}

/**
 * The route that turns a named mission into its intent as text: `command` is a command that works
 * in any seat (route-command.ts), never a bare executable name that needs the seat's PATH.
 */
export function routeLines(missionsRoot: string, command = ROUTE_FALLBACK): string[] {
  const start = `${missionsRoot.replace(/\/+$/, '')}/<mission>`;
  return [
    "Then read that mission's current intent as text:",
    `  ${command} --trees work --packet --work-start ${start}`,
    `  (or the same through rig, where it is on your PATH: rig trace --trees work --packet --work-start ${start})`,
  ];
}

/** The `## WORK — name it` block up to (not including) the orientation trace. */
export function askBlock(ev: WorkCandidates, heading: string, routeCommand?: string): string[] {
  const lines = [heading, askMessage(ev)];
  if (ev.candidates.length) {
    lines.push(
      '',
      'Candidates (evidence, not a verdict; none is adopted for you):',
      ...ev.candidates.map(candidateLine),
    );
  }
  if (ev.unknown.length) {
    lines.push('', 'In-progress rows the queue cannot place:');
    for (const u of ev.unknown) {
      lines.push(
        `- ${u.qitemId || 'a row'} — ${field(u.summary, 'no summary', ROW_FIELD_CHARS)}: ${field(u.reason, 'no reason given')}`,
      );
    }
  }
  if (!ev.candidates.length) {
    const names = ev.missionsOnHost.length
      ? ev.missionsOnHost.join(', ') + (ev.missionsOnHostTruncated ? ', …' : '')
      : 'none with a SPEC.md';
    lines.push('', `Missions on this host: ${names}`);
  }
  lines.push('', ...routeLines(ev.missionsRoot, routeCommand));
  return lines;
}

const shownNote = (id: string) => (id ? ` (shortened; \`rig queue show ${id}\` has the whole row)` : ' (shortened)');

function heldLine(h: WorkCandidates['held'][number]): string {
  const summary = oneLine(h.summary || 'no summary');
  const blocked = oneLine(h.blockedOn || 'unknown');
  const cont = oneLine(h.continuation || 'none recorded');
  const cut = summary.shortened || blocked.shortened || cont.shortened;
  return `- ${h.qitemId || 'a row'} — ${summary.text} — blocked on ${blocked.text} — continuation: ${cont.text}${cut ? shownNote(h.qitemId) : ''}`;
}

function nextLine(n: WorkCandidates['next'][number]): string {
  const summary = oneLine(n.summary || 'no summary');
  const missions = n.missions.length ? ` [mission: ${oneLine(n.missions.join(', ')).text}]` : '';
  return `- ${n.qitemId || 'a row'} — ${summary.text}${missions}${summary.shortened ? shownNote(n.qitemId) : ''}`;
}

function cutNotice(which: 'held' | 'next', shown: number, total: number, command: string): string {
  const counts = total > shown ? `: showing ${shown} of ${total}` : '';
  return `(the ${which} list was cut${counts}; \`${command}\` has the rest)`;
}

/** The held and possible-next section, or null when both lists are empty. */
export function heldNextSection(ev: Evidence): string | null {
  const blocks: string[] = [];
  if (ev.held.length || ev.heldTotal > 0) {
    const rows = ev.held.slice(0, HELD_ROWS_SHOWN);
    const total = Math.max(ev.heldTotal, ev.held.length);
    const lines = ['HELD WORK (blocked; this is not next):', ...rows.map(heldLine)];
    if (ev.heldTruncated || total > rows.length) lines.push(cutNotice('held', rows.length, total, HELD_LIST_COMMAND));
    blocks.push(lines.join('\n'));
  }
  if (ev.next.length || ev.nextTotal > 0) {
    const rows = ev.next.slice(0, NEXT_ROWS_SHOWN);
    const total = Math.max(ev.nextTotal, ev.next.length);
    const lines = ['POSSIBLE NEXT WORK (pending; no order implied):', ...rows.map(nextLine)];
    if (ev.nextTruncated || total > rows.length) lines.push(cutNotice('next', rows.length, total, NEXT_LIST_COMMAND));
    blocks.push(lines.join('\n'));
  }
  if (ev.legacyTruncated) blocks.push('(held and next lists were cut; `rig queue list` has the rest)');
  return blocks.length ? blocks.join('\n\n') : null;
}
