// What `rig watch` runs for its keys `s`, `a` and `h`: the installed rig's own verbs (rig send,
// rig seat answer, rig seat held-messages) as a child of the same node, so the view does exactly
// what the command line does and shows the command's own words. OPENRIG_WATCH_RIG_ENTRY names
// another entry script to run instead (a test's stub; docs/watch.md).
import type { Effect } from './keys.js';
import { runBounded, type BoundedOutcome } from '../../util/run-bounded.js';

export const RIG_ENTRY_VAR = 'OPENRIG_WATCH_RIG_ENTRY';

/** A send waits for the daemon and the pane; the others answer at once. */
export const VERB_DEADLINE_MS = 120_000;

type VerbEffect = Extract<Effect, { kind: 'send' | 'answer' | 'held' }>;

/** Pure: the rig command line for an effect (after the entry script). */
export function verbArgv(e: VerbEffect): string[] {
  if (e.kind === 'send') return ['send', e.ref, e.text];
  if (e.kind === 'held') return ['seat', 'held-messages', e.ref];
  const choice = e.choice === 'deny' ? ['--deny'] : ['--choice', String(e.choice)];
  return ['seat', 'answer', e.ref, ...choice, '--reason', e.reason];
}

const lines = (t: string) =>
  t
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '');

/**
 * Pure: the one line the view shows for a finished verb, in the command's own words: its `rig:`
 * line when it failed (what went wrong — what to do), else its first line of output.
 */
export function outcomeLine(o: BoundedOutcome, deadlineMs = VERB_DEADLINE_MS): string {
  if (o.kind === 'failed') return `rig: could not run rig (${o.message}) — check the install (rig version)`;
  if (o.kind === 'timeout')
    return `rig: no answer within ${Math.round(deadlineMs / 1000)} s — check the seat with rig seat status`;
  const err = lines(o.stderr).filter((l) => l.startsWith('rig: '));
  const out = lines(o.stdout);
  if (o.code !== 0 && err.length) return err[err.length - 1]!;
  return out[0] ?? err[0] ?? (o.code === 0 ? 'done' : `rig: exited with code ${o.code} — see rig --help`);
}

export interface VerbRun {
  outcome: BoundedOutcome;
  line: string;
}

/** Runs the verb through the rig entry (this process's own bundle, or the override). */
export async function runVerb(
  e: VerbEffect,
  io: { env: Record<string, string | undefined>; cwd: string; selfPath: string | undefined },
): Promise<VerbRun> {
  const entry = io.env[RIG_ENTRY_VAR]?.trim() || io.selfPath;
  if (!entry) {
    const outcome: BoundedOutcome = { kind: 'failed', message: 'the rig entry script is not known' };
    return { outcome, line: outcomeLine(outcome) };
  }
  const outcome = await runBounded(process.execPath, [entry, ...verbArgv(e)], {
    env: io.env,
    cwd: io.cwd,
    deadlineMs: VERB_DEADLINE_MS,
  });
  return { outcome, line: outcomeLine(outcome) };
}
