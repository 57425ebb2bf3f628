// The contract between the demo runner (lib/demo/run.ts), its steps (lib/demo/step-*.ts) and the
// CLI that hosts it (lib/cli/demo.ts). The demo never imports the CLI: the host runs `rig`
// commands for it, inside the demo's throwaway home, and prints its narration.
import type { Env, HomePaths } from '../home/paths.js';
import type { TmuxServer } from '../tmux/client.js';
import type { RigSpec } from '../rig/spec.js';
import type { UpReport } from '../rig/up.js';

export interface DemoHost {
  /** One line of demo narration on stdout. */
  say(line?: string): void;
  /** Runs `rig ARGV` as a person would type it; a refusal is shown as its `rig:` line and the demo goes on. */
  rig(argv: string[]): Promise<void>;
  /** `rig up` of a parsed spec, printing what rig up prints. */
  up(spec: RigSpec): Promise<UpReport>;
}

/** Builds the host for the demo's own environment (OPENRIG_HOME and the tmux socket point at dir). */
export type DemoHostFor = (env: Env, dir: string) => DemoHost;

export interface DemoRun extends DemoHost {
  home: HomePaths;
  /** The throwaway folder holding everything (home, socket, spec). */
  dir: string;
  /** The private tmux server (socket path, config /dev/null). */
  server: TmuxServer & { socket: string };
  /** Where the embedded spec was written. */
  specFile: string;
  /** Set by the up step. */
  spec?: RigSpec;
  report?: UpReport;
}

export interface DemoStep {
  id: string;
  /** Shown as the step's heading. */
  title: string;
  run(demo: DemoRun): Promise<void>;
}

/** A step that cannot go on: the host reports it as a refusal (`rig: <what> — <todo>`, exit 1). */
export class DemoStepError extends Error {
  constructor(
    readonly what: string,
    readonly todo: string,
  ) {
    super(`${what} — ${todo}`);
    this.name = 'DemoStepError';
  }
}
