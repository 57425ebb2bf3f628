// Everything the refocus hook reads from its environment, parsed once into plain values. Pure: the
// same env gives the same settings and the same advisories, so every knob has a table test.
import { parseBudget } from './budget.js';
import { flag } from '../util/env-flag.js';
import type { AgentClient } from '../seat/runtime.js';
import { paneIdentity } from '../seat/identity.js';

/** The agent client a refocus run serves. */
export type Runtime = AgentClient;
export type Trees = 'topology' | 'work' | 'both';
export type Depth = 'light' | 'full';
export type Env = Record<string, string | undefined>;

/** Growth (transcript bytes) that makes a Claude seat due: about 300k tokens of JSONL. */
const DEFAULT_REFOCUS_BYTES = 2_600_000;
const DEFAULT_SEAT = 'unknown-seat';

/**
 * The work packet's default per runtime. A runtime flips to on only after a native run shows the
 * packet reaching the agent and leading to the right next action; no runtime has shown that yet.
 */
export const WORK_PACKET_DEFAULT: Record<Runtime, boolean> = { claude: false, codex: false };

export function runtimeFromArgv(argv: readonly string[]): Runtime {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--runtime' && argv[i + 1] === 'codex') return 'codex';
    if (a === '--runtime=codex') return 'codex';
  }
  return 'claude';
}

export interface RefocusSettings {
  runtime: Runtime;
  enabled: boolean;
  onDemand: boolean;
  /** OPENRIG_CODE_CACHE (default on): the engine chunk loads from a V8 code cache. */
  codeCache: boolean;
  thresholdBytes: number;
  budgetMs: number;
  trees: Trees;
  depth: Depth;
  topologyNode?: string;
  workNode?: string;
  packet: boolean;
  contentRef?: string;
  contentFile?: string;
  /** OPENRIG_SESSION_NAME as given (the marker's sessionName must equal it). */
  seat: string;
  notesMaxAgeDays?: number;
}

const nonEmpty = (v: string | undefined) => (v !== undefined && v.trim() !== '' ? v.trim() : undefined);

export function readSettings(env: Env, runtime: Runtime): { settings: RefocusSettings; advisories: string[] } {
  const advisories: string[] = [];
  let thresholdBytes = DEFAULT_REFOCUS_BYTES;
  const rawBytes = nonEmpty(env.OPENRIG_REFOCUS_BYTES);
  if (rawBytes !== undefined) {
    const n = Number(rawBytes);
    if (Number.isFinite(n) && n > 0) thresholdBytes = Math.floor(n);
    else
      advisories.push(
        `refocus: OPENRIG_REFOCUS_BYTES=${JSON.stringify(rawBytes)} is not a positive number — using ${DEFAULT_REFOCUS_BYTES}`,
      );
  }
  const budget = parseBudget(env.OPENRIG_REFOCUS_BUDGET_MS);
  if (budget.advisory) advisories.push(budget.advisory);
  let trees: Trees = 'both';
  const rawTrees = nonEmpty(env.OPENRIG_REFOCUS_TREES);
  if (rawTrees !== undefined) {
    if (rawTrees === 'topology' || rawTrees === 'work' || rawTrees === 'both') trees = rawTrees;
    else
      advisories.push(
        `refocus: OPENRIG_REFOCUS_TREES=${JSON.stringify(rawTrees)} is not topology, work or both — using both`,
      );
  }
  let depth: Depth = 'light';
  const rawDepth = nonEmpty(env.OPENRIG_REFOCUS_DEPTH);
  if (rawDepth !== undefined) {
    if (rawDepth === 'light' || rawDepth === 'full') depth = rawDepth;
    else
      advisories.push(`refocus: OPENRIG_REFOCUS_DEPTH=${JSON.stringify(rawDepth)} is not light or full — using light`);
  }
  let notesMaxAgeDays: number | undefined;
  const rawAge = nonEmpty(env.OPENRIG_REFOCUS_NOTES_MAX_AGE_DAYS);
  if (rawAge !== undefined) {
    const n = Number(rawAge);
    if (Number.isFinite(n) && n > 0) notesMaxAgeDays = n;
  }
  const settings: RefocusSettings = {
    runtime,
    enabled: flag(env.OPENRIG_REFOCUS_ENABLED, true),
    onDemand: flag(env.OPENRIG_REFOCUS_NOW, false),
    codeCache: flag(env.OPENRIG_CODE_CACHE, true),
    thresholdBytes,
    budgetMs: budget.budgetMs,
    trees,
    depth,
    topologyNode: nonEmpty(env.OPENRIG_REFOCUS_TOPOLOGY_NODE),
    workNode: nonEmpty(env.OPENRIG_REFOCUS_WORK_NODE),
    packet: flag(env.OPENRIG_REFOCUS_WORK_PACKET, WORK_PACKET_DEFAULT[runtime]),
    // REF is kept as typed (a ref is a name, not text to tidy); only blank means unset.
    contentRef: env.OPENRIG_REFOCUS_CONTENT_REF?.trim() ? env.OPENRIG_REFOCUS_CONTENT_REF : undefined,
    contentFile: nonEmpty(env.OPENRIG_REFOCUS_CONTENT_FILE),
    seat: paneIdentity(env).session ?? DEFAULT_SEAT,
    notesMaxAgeDays,
  };
  return { settings, advisories };
}
