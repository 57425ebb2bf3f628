// `rig doctor`'s seam: a check looks at one concern and reports findings, each saying what it found
// and what to do. Checks never change anything. Other areas add theirs in checks.ts.
import type { Env, HomePaths } from '../home/paths.js';

export interface DoctorContext {
  home: HomePaths;
  env: Env;
}

export interface Finding {
  /** The check's name (`codex-plugin`). */
  check: string;
  /** What it is about (a seat, a CODEX_HOME, a file). */
  subject: string;
  ok: boolean;
  /** A short state word (`trusted`, `needs-review`, …). */
  state: string;
  detail: string;
  /** What to do; `nothing to do` when ok. */
  todo: string;
}

export interface DoctorCheck {
  name: string;
  run(ctx: DoctorContext): Promise<Finding[]> | Finding[];
}
