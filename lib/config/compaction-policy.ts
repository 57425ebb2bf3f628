// Managed compaction's policy (Claude seats): off by default, a threshold percent (an integer
// 1–100, default 80) and the prep, compact, restore and audit instructions. Resolution per key:
// environment variable, then config.json's `compaction` section, then the default. Pure: the caller
// reads config.json and passes the section and the environment. An invalid value never becomes a
// number: the policy then reads `invalid` with the problem, and the driver never sends on it.
import type { Env } from '../home/paths.js';

export interface CompactionPolicy {
  enabled: boolean;
  thresholdPercent: number;
  /** Shown in the prep prompt: how to write the restore map before compacting. */
  prepInstruction: string;
  /** Becomes the arguments of `/compact` (before OpenRig's trust note). */
  compactInstruction: string;
  /** Added to the restore request. */
  restoreInstruction: string;
  /** The read-depth audit's request. */
  auditInstruction: string;
}

/** config.json's `compaction` section as stored: every field optional and unchecked (a hand edit). */
export type CompactionSection = Partial<Record<keyof CompactionPolicy, unknown>>;

export const DEFAULT_THRESHOLD_PERCENT = 80;

export const DEFAULT_COMPACTION_POLICY: CompactionPolicy = {
  enabled: false,
  thresholdPercent: DEFAULT_THRESHOLD_PERCENT,
  prepInstruction:
    'Finish only the smallest atomic step you are in, then write a restore map: the goal you are working toward, ' +
    'the step you are on and the next one, decisions made and why, the files you must re-read (with paths), ' +
    'commands that matter, and open questions. Keep it short and factual. Then stop and wait.',
  compactInstruction:
    'Keep the current goal, the step in progress, decisions and their reasons, file paths, and the restore map.',
  restoreInstruction:
    'Read your restore map and the restore packet, re-read every file they name that you need for the next step, then continue the work where it stopped.',
  auditInstruction:
    'List every file the restore request and your restore map asked you to read. Mark each FULL, PARTIAL or NOT_READ. ' +
    'Do not optimise for tokens: read every item that is not FULL now, then report the table.',
};

/** Each key: its config.json field, its environment variable, its description (one list). */
export const COMPACTION_KEYS = {
  enabled: { env: 'OPENRIG_COMPACTION_ENABLED', describe: 'managed compaction on (true) or off (false, default)' },
  thresholdPercent: {
    env: 'OPENRIG_COMPACTION_THRESHOLD_PERCENT',
    describe: `context used (integer 1–100, default ${DEFAULT_THRESHOLD_PERCENT}) that starts a managed compaction`,
  },
  prepInstruction: { env: 'OPENRIG_COMPACTION_PREP_INSTRUCTION', describe: 'what the prep prompt asks for' },
  compactInstruction: { env: 'OPENRIG_COMPACTION_COMPACT_INSTRUCTION', describe: 'the /compact instruction' },
  restoreInstruction: { env: 'OPENRIG_COMPACTION_RESTORE_INSTRUCTION', describe: 'added to the restore request' },
  auditInstruction: { env: 'OPENRIG_COMPACTION_AUDIT_INSTRUCTION', describe: 'the read-depth audit request' },
} as const satisfies Record<keyof CompactionPolicy, { env: string; describe: string }>;

export type PolicyReading =
  | { valid: true; policy: CompactionPolicy }
  | { valid: false; problems: string[]; policy: CompactionPolicy };

const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes']);
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no']);

/** Pure: a threshold is a whole number 1–100 (a string must be digits only: "80abc" is refused). */
export function parseThreshold(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 100 ? value : undefined;
  if (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value)) return parseThreshold(Number(value));
  return undefined;
}

function parseBool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const w = value.trim().toLowerCase();
  return TRUE_WORDS.has(w) ? true : FALSE_WORDS.has(w) ? false : undefined;
}

/** Pure: the policy in force. An unset or empty env variable falls through to config, then default. */
export function resolveCompactionPolicy(section: CompactionSection | undefined, env: Env): PolicyReading {
  const problems: string[] = [];
  const pick = (key: keyof CompactionPolicy): { value: unknown; from: string } | undefined => {
    const fromEnv = env[COMPACTION_KEYS[key].env];
    if (fromEnv !== undefined && fromEnv.trim() !== '') return { value: fromEnv, from: COMPACTION_KEYS[key].env };
    const stored = section?.[key];
    if (stored !== undefined) return { value: stored, from: `config.json compaction.${key}` };
    return undefined;
  };
  const policy: CompactionPolicy = { ...DEFAULT_COMPACTION_POLICY };
  const enabled = pick('enabled');
  if (enabled) {
    const b = parseBool(enabled.value);
    if (b === undefined) problems.push(`${enabled.from} is not true or false`);
    else policy.enabled = b;
  }
  const threshold = pick('thresholdPercent');
  if (threshold) {
    const n = parseThreshold(threshold.value);
    if (n === undefined) problems.push(`${threshold.from} must be a whole number from 1 to 100`);
    else policy.thresholdPercent = n;
  }
  for (const key of ['prepInstruction', 'compactInstruction', 'restoreInstruction', 'auditInstruction'] as const) {
    const v = pick(key);
    if (!v) continue;
    if (typeof v.value !== 'string') problems.push(`${v.from} must be text`);
    else if (v.value.trim() !== '') policy[key] = v.value.trim();
  }
  return problems.length ? { valid: false, problems, policy } : { valid: true, policy };
}
