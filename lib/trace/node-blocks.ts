// The text of one node in a trace: its chain file (LEARNED.md on the topology side; SPEC.md, else
// README.md on the work side), and on the work side its notes and, in the packet, its PROGRESS.md.
import { join } from 'node:path';
import { frontmatterIntent, parseFrontmatter } from '../workspace/frontmatter.js';
import { resolveNotes } from '../workspace/notes.js';
import { ageCue } from './age-cue.js';
import { lightCut, oneLine, LIGHT_CHARS } from './cuts.js';
import {
  missingLearned,
  missingSpec,
  MISSING_INTENT,
  nodeHeading,
  notesBecameUnreadable,
  notesGap,
  notesHeading,
  notesPointer,
  notesResolutionGap,
  PROGRESS_HEADING,
  unreadableFile,
} from './lines.js';
import { packetSections } from './sections.js';
import { readTextFile, statFile, TraceAborted, MAX_FILE_BYTES, type ReadResult } from './trace-fs.js';
import type { Depth, TraceRun } from './trace-run.js';
import type { TraceNode } from './ascent.js';

const SEAT_SECTIONS = ['MY JOB HERE', 'STANDING DUTIES'];
const STATE_SECTIONS = ['Current state'];

type Text = Extract<ReadResult, { kind: 'text' }>;

const fileCutNote = (r: Text) =>
  r.truncated ? `\n[… file cut at ${MAX_FILE_BYTES} bytes of ${r.size}; open the file for the rest]` : '';

/** The whole file, trimmed (full depth). */
function fullBody(r: Text): string {
  return r.text.trim() + fileCutNote(r);
}

/** The light excerpt: frontmatter stripped, about 800 characters. */
function lightBody(text: string): string {
  return lightCut(parseFrontmatter(text).body.trim());
}

function cue(run: TraceRun, packet: boolean, path: string, r: Text): string[] {
  if (!packet) return [];
  const line = ageCue(path, r.text, r.mtimeMs, run.s.now, run.s.thresholdDays);
  return line ? [line] : [];
}

/** A run that is found aborted ends the block with the cut line. */
function cutLines(run: TraceRun, before: string): string[] {
  const line = run.cut(before);
  return line ? [line] : [];
}

/** One topology node. `isSeat`: the start node, which contributes its duties in the packet. */
export async function learnedBlock(run: TraceRun, node: TraceNode, isSeat: boolean): Promise<string[]> {
  const file = join(node.path, 'LEARNED.md');
  const r = await readTextFile(file, run.s.signal);
  if (r.kind === 'aborted') return cutLines(run, file);
  if (r.kind === 'missing') return [nodeHeading(node.label), missingLearned(node.path)];
  if (r.kind === 'unreadable') return [nodeHeading(node.label, 'LEARNED.md'), run.gap(unreadableFile(file, r.reason))];
  const lines = [nodeHeading(node.label, 'LEARNED.md'), ...cue(run, run.s.packet, file, r)];
  let body: string;
  if (run.s.depth === 'full') body = fullBody(r);
  else if (run.s.packet && isSeat) body = packetSections(r.text, SEAT_SECTIONS, file);
  else body = lightBody(r.text);
  lines.push(body || '(empty file)');
  return lines;
}

async function specFile(run: TraceRun, node: string): Promise<{ name: string; path: string; r: ReadResult }> {
  const specPath = join(node, 'SPEC.md');
  const spec = await readTextFile(specPath, run.s.signal);
  if (spec.kind !== 'missing') return { name: 'SPEC.md', path: specPath, r: spec };
  const readmePath = join(node, 'README.md');
  return { name: 'README.md', path: readmePath, r: await readTextFile(readmePath, run.s.signal) };
}

/** A notes or PROGRESS body in the packet: the Current state section (light) or the whole file (full). */
function stateBody(depth: Depth, path: string, r: Text): string {
  return depth === 'full' ? fullBody(r) : packetSections(r.text, STATE_SECTIONS, path);
}

/** One work node: spec intent (light) or text (full), notes, and PROGRESS in the packet. */
export async function workNodeBlock(run: TraceRun, node: TraceNode, depth: Depth, packet: boolean): Promise<string[]> {
  // The node's spec, notes folder listing and PROGRESS.md are asked for at once and used below in
  // that order, exactly as if read one after another (a hook waits for the slowest, not the sum).
  const progressPath = join(node.path, 'PROGRESS.md');
  const specP = specFile(run, node.path);
  const notesP = run.io(resolveNotes(node.path)).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  const progressP = packet ? readTextFile(progressPath, run.s.signal) : undefined;
  const spec = await specP;
  if (spec.r.kind === 'aborted') return cutLines(run, spec.path);
  const lines: string[] = [];
  if (spec.r.kind === 'missing') lines.push(nodeHeading(node.label), missingSpec(node.path));
  else if (spec.r.kind === 'unreadable')
    lines.push(nodeHeading(node.label, spec.name), run.gap(unreadableFile(spec.path, spec.r.reason)));
  else {
    lines.push(nodeHeading(node.label, spec.name));
    if (depth === 'full') lines.push(fullBody(spec.r) || '(empty file)');
    else {
      const intent = frontmatterIntent(spec.r.text);
      lines.push(intent ? `intent: ${oneLine(intent, LIGHT_CHARS).text}` : MISSING_INTENT);
    }
  }

  if (run.aborted) return [...lines, ...cutLines(run, `the notes of ${node.path}`)];
  let notes;
  const resolved = await notesP;
  if ('value' in resolved) notes = resolved.value;
  else {
    const err = resolved.error;
    if (err instanceof TraceAborted) return [...lines, ...cutLines(run, `the notes of ${node.path}`)];
    const message = err instanceof Error ? ((err as NodeJS.ErrnoException).code ?? err.message) : String(err);
    notes = { error: `resolver failed: ${message}` };
  }
  if (notes === null) lines.push(notesGap(node.path));
  else if ('error' in notes) lines.push(run.fail(notesResolutionGap(notes.error, node.path)));
  else if (depth === 'light' && !packet) {
    const st = await statFile(notes.path, run.s.signal);
    if (st.kind === 'aborted') return [...lines, ...cutLines(run, notes.path)];
    if (st.kind === 'file') lines.push(notesPointer(notes.name, st.size, notes.path));
    else lines.push(run.fail(notesBecameUnreadable(notes.name, notes.path)));
  } else {
    const r = await readTextFile(notes.path, run.s.signal);
    if (r.kind === 'aborted') return [...lines, ...cutLines(run, notes.path)];
    if (r.kind !== 'text') lines.push(run.fail(notesBecameUnreadable(notes.name, notes.path)));
    else {
      const body = packet ? stateBody(depth, notes.path, r) : fullBody(r);
      lines.push('', notesHeading(notes.name), ...cue(run, packet, notes.path, r), body || '(empty file)');
    }
  }

  if (!progressP) return lines;
  const p = await progressP;
  if (p.kind === 'aborted') return [...lines, ...cutLines(run, progressPath)];
  if (p.kind === 'unreadable') lines.push(run.gap(unreadableFile(progressPath, p.reason)));
  else if (p.kind === 'text')
    lines.push(
      '',
      PROGRESS_HEADING,
      ...cue(run, packet, progressPath, p),
      stateBody(depth, progressPath, p) || '(empty file)',
    );
  return lines;
}
