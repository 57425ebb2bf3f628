// Builds what a seat receives now: roots, whoami (once), the trace, role lines and the content
// ladder, each lookup under its deadline. Shared by the hook (which then consumes due state) and
// `rig refocus` / `rig send --context` (which never do).
import type { HomePaths } from '../home/paths.js';
import { bounded, NO_BUDGET, oneLine, TRACE_GRACE_MS, type Bounded, type Deadline } from './budget.js';
import type { LookupSignal } from '../util/lookup-signal.js';
import { resolveContent } from './content.js';
import type { ConfigOutcome, RefocusLookups, Roots, TraceResult } from './lookups.js';
import { buildPayload, type Content } from './payload.js';
import { renderRole, type WhoamiOutcome } from './role.js';
import type { Env, RefocusSettings } from './settings.js';
import { deriveWorkArgs } from './work.js';
import { paneIdentity } from '../seat/identity.js';

export interface ComposeInput {
  settings: RefocusSettings;
  home: HomePaths;
  env: Env;
  cwd: string;
  why: string;
  deadline: Deadline;
  lookups: RefocusLookups;
  pluginRoot?: string;
}

export interface Composed {
  payload: string;
  /** The attempt failed (trace failure, REF failure, or any lookup cut at its deadline). */
  failed: boolean;
  /** Some lookup was cut (a pending operation may still be running). */
  cut: boolean;
  reasons: string[];
  content: Content;
  trace: TraceResult;
  role?: string;
}

const errText = (e: unknown) => oneLine(e instanceof Error ? e.message || e.name : String(e));

/**
 * Pure: how a cut lookup is reported. One that never ran (no budget left) says so and names where
 * the budget went (`ledger`, in order); one cut while running names itself and its cut.
 */
export function cutReason(what: string, cut: { ms: number; reason: string }, ledger: readonly string[]): string {
  return cut.ms === 0 && cut.reason === NO_BUDGET
    ? `${what} not started: ${NO_BUDGET} (spent: ${ledger.join(', ')})`
    : `${what} ${cut.reason}`;
}

export async function composeRefocus(input: ComposeInput): Promise<Composed> {
  const { settings: s, home, env, cwd, deadline, lookups } = input;
  const reasons: string[] = [];
  let cut = false;
  const note = (what: string, r: { ok: boolean; cut?: boolean; reason?: string }) => {
    if (!r.ok) {
      if (r.cut) cut = true;
      // A cut reason already names its lookup (see lookup below).
      reasons.push(r.cut ? `${r.reason}` : `${what}: ${r.reason}`);
    }
  };
  // Where the budget went, so a lookup left without any names what spent it.
  const ledger: string[] = [`start-up, input and lock ${Math.max(0, deadline.budgetMs - deadline.remaining())} ms`];
  const spent = (what: string, r: { ms: number }) => ledger.push(`${what} ${r.ms} ms`);
  /** One lookup under its cap; a cut names the lookup, and "no budget left" names what spent it. */
  const lookup = async <T>(
    what: string,
    work: (signal: LookupSignal) => Promise<T> | T,
    graceMs = 0,
  ): Promise<Bounded<T>> => {
    const r = await bounded(deadline.lookupMs(), work, errText, graceMs);
    const named: Bounded<T> = r.ok || !r.cut ? r : { ...r, reason: cutReason(what, r, ledger) };
    spent(what, r);
    return named;
  };

  const needTopology = s.trees !== 'work';
  const needWork = s.trees !== 'topology';
  // Roots: config.json, read without blocking (a FIFO or a slow disk ends at the cap), once: whoami
  // and the trace take this outcome rather than reading it again.
  let roots: Roots = {};
  const rootsRead = await lookup('config', (signal) => lookups.config(home, env, cwd, signal));
  if (rootsRead.ok) roots = rootsRead.value;
  else note('config', rootsRead);
  const config: ConfigOutcome = rootsRead.ok
    ? { ok: true, roots }
    : { ok: false, reason: rootsRead.cut ? rootsRead.reason : `config: ${rootsRead.reason}` };

  // Content starts alongside the work chain; its REF lookup gets its own cap.
  const contentP = async () => {
    const contextRoot = roots.contextRoot;
    return resolveContent({
      ref: s.contentRef,
      file: s.contentFile,
      instancePath: home.refocusContent,
      pluginRoot: input.pluginRoot,
      getEntry: contextRoot ? (ref, signal) => lookups.contextEntry(contextRoot, ref, signal) : undefined,
      limitMs: deadline.lookupMs(),
    });
  };

  const traceChain = async () => {
    // One whoami per attempt, for work and role alike; none when neither needs it.
    const whoamiNeeded = needTopology || (needWork && (!s.workNode || s.packet));
    let whoami: WhoamiOutcome | undefined;
    if (whoamiNeeded) {
      const r = await lookup('queue whoami', (signal) =>
        lookups.whoami(home, env, { sessionName: s.seat, workCandidates: s.packet, signal, cwd, config }),
      );
      whoami = r.ok ? { ok: true, answer: r.value } : { ok: false, reason: r.reason };
      note('queue whoami', r);
    }
    const work = needWork ? deriveWorkArgs({ explicitNode: s.workNode, packet: s.packet, whoami }) : {};
    const tr = await lookup(
      'trace',
      (signal) =>
        lookups.trace({
          trees: s.trees,
          depth: s.depth,
          topologyStart: s.topologyNode,
          ...work,
          packet: s.packet,
          topologyRoot: needTopology ? roots.topologyRoot : undefined,
          workspaceRoot: needWork ? roots.workspaceRoot : undefined,
          configUnavailable: config.ok ? undefined : config.reason,
          sessionName: s.seat,
          nodeId: paneIdentity(env).nodeId,
          home,
          env,
          cwd,
          notesMaxAgeDays: s.notesMaxAgeDays,
          signal,
        }),
      TRACE_GRACE_MS,
    );
    let trace: TraceResult;
    if (tr.ok) {
      trace = tr.value;
      if (tr.cut) {
        cut = true;
        reasons.push('trace: cut at its deadline');
      }
    } else {
      trace = {
        text: `TRACE GAP — ${tr.cut ? tr.reason : `trace failed: ${tr.reason}`}`,
        failed: true,
        failures: [tr.reason],
      };
      note('trace', tr);
    }
    if (tr.ok && trace.failed) reasons.push(`trace: ${trace.failures.join('; ') || 'failed'}`);
    const role = needTopology && whoami ? renderRole(whoami) : undefined;
    return { trace, role };
  };

  const [{ trace, role }, contentR] = await Promise.all([traceChain(), contentP()]);
  if (contentR.cut) cut = true;
  if (contentR.content.kind === 'ref-failed') reasons.push(`content REF: ${contentR.content.reason}`);
  else if (contentR.cut) reasons.push('content file cut at its deadline (the shipped default was delivered)');
  const failed = trace.failed || contentR.failed || cut;
  const payload = buildPayload(input.why, trace.text.trim(), role, contentR.content);
  return { payload, failed, cut, reasons, content: contentR.content, trace, role };
}
