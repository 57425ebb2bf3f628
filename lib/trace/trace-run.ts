// One trace run's shared state: depth, packet, clock, threshold, the failures recorded so far and
// the abort signal. A run that is aborted records one failure, renders one cut line and stops.
import { realpath, stat } from '../util/fs-async.js';
import { resolve } from 'node:path';
import type { ConfigKey } from '../config/config.js';
import { resolveConfigAsync } from '../config/config-async.js';
import { homePaths, resolveHome, type Env, type HomePaths } from '../home/paths.js';
import { cutShort, rootUnresolved, traceGap } from './lines.js';
import { expandHome, untilAborted, TraceAborted } from './trace-fs.js';
import type { LookupSignal } from '../util/lookup-signal.js';

export type Depth = 'light' | 'full';

export interface RunSettings {
  depth: Depth;
  packet: boolean;
  now: number;
  thresholdDays: number;
  cwd: string;
  home: HomePaths;
  env: Env;
  signal?: LookupSignal;
  topologyRoot?: string;
  workspaceRoot?: string;
  /** Why the caller could not read config (see TraceOptions): nothing reads it again. */
  configUnavailable?: string;
  /** The command the work packet's route names (route-command.ts). */
  routeCommand?: string;
}

type ConfigRead = Promise<Awaited<ReturnType<typeof resolveConfigAsync>> | { error: string }>;

export class TraceRun {
  readonly failures: string[] = [];
  stopped = false;

  /** `config`: shared by a run and its forks, so config.json is read once. */
  constructor(
    readonly s: RunSettings,
    private readonly config: { read?: ConfigRead } = {},
  ) {}

  /**
   * A run for one section, with its own failures and stop flag over the same settings and config:
   * sections run side by side and are merged in order by `absorb`.
   */
  fork(): TraceRun {
    return new TraceRun(this.s, this.config);
  }

  /** Takes a finished section's failures and stop into this run, as if it had run here. */
  absorb(section: TraceRun): void {
    this.failures.push(...section.failures);
    if (section.stopped) this.stopped = true;
  }

  /**
   * One block per item, all rendered at once (each in its own fork), joined in order as if rendered
   * one after another: each block is preceded by a blank line, and the first block that ends its
   * fork (a cut) ends the list; blocks after it are dropped with their failures. A run already
   * stopped or aborted gives just the cut line before the first item.
   */
  async blocksInOrder<T>(
    items: readonly T[],
    render: (run: TraceRun, item: T, i: number) => Promise<string[]>,
    cutBefore: (item: T) => string,
  ): Promise<string[]> {
    const first = items[0];
    if (first === undefined) return [];
    if (this.aborted) {
      const cut = this.cut(cutBefore(first));
      return cut ? ['', cut] : [];
    }
    const blocks = items.map((item, i) => {
      const fork = this.fork();
      const lines = render(fork, item, i);
      // A block left unread after a cut must not surface as an unhandled rejection.
      lines.catch(() => undefined);
      return { fork, lines };
    });
    const lines: string[] = [];
    for (const b of blocks) {
      if (this.stopped) break;
      lines.push('', ...(await b.lines));
      this.absorb(b.fork);
    }
    return lines;
  }

  static create(s: Omit<RunSettings, 'home' | 'env'> & { home?: HomePaths; env?: Env }): TraceRun {
    const env = s.env ?? process.env;
    return new TraceRun({ ...s, env, home: s.home ?? homePaths(resolveHome(env)) });
  }

  /** Records a failing line and returns it. */
  fail(line: string): string {
    this.failures.push(line);
    return line;
  }

  gap(reason: string): string {
    return this.fail(traceGap(reason));
  }

  get aborted(): boolean {
    return this.stopped || Boolean(this.s.signal?.aborted);
  }

  /** The one cut line (a failure) the first time the run is found aborted; null afterwards. */
  cut(before: string): string | null {
    if (this.stopped) return null;
    this.stopped = true;
    const reason = this.s.signal?.reason;
    const text = reason instanceof Error ? reason.message : reason !== undefined ? String(reason) : 'aborted';
    return this.gap(cutShort(before, text || 'aborted'));
  }

  io<T>(p: Promise<T>): Promise<T> {
    return untilAborted(p, this.s.signal);
  }

  /** Live config, read once per run and its forks, without blocking (config.json may be anywhere). */
  private async configured(key: ConfigKey): Promise<string | { error: string }> {
    if (this.s.configUnavailable) return { error: this.s.configUnavailable };
    this.config.read ??= resolveConfigAsync(this.s.home, this.s.env, this.s.cwd, this.s.signal).catch(
      (err: unknown) => {
        if (this.s.signal?.aborted) throw new TraceAborted();
        return { error: err instanceof Error ? err.message : String(err) };
      },
    );
    const read = await this.config.read;
    if ('error' in read) return read as { error: string };
    return read[key].value;
  }

  /** The real root folder for a tree, or a TRACE GAP line (a failure). Throws TraceAborted. */
  async root(key: 'topology.root' | 'workspace.root'): Promise<{ root: string } | { gap: string }> {
    const given = (key === 'topology.root' ? this.s.topologyRoot : this.s.workspaceRoot)?.trim();
    const value = given || (await this.configured(key));
    if (typeof value !== 'string')
      return { gap: this.gap(rootUnresolved(key, `config could not be read (${value.error})`)) };
    if (!value) return { gap: this.gap(rootUnresolved(key)) };
    const path = resolve(this.s.cwd, expandHome(value));
    try {
      const real = await this.io(realpath(path));
      if (!(await this.io(stat(real))).isDirectory())
        return { gap: this.gap(rootUnresolved(key, `${path} is not a folder`)) };
      return { root: real };
    } catch (err) {
      if (err instanceof TraceAborted) throw err;
      const code = (err as NodeJS.ErrnoException).code ?? String(err);
      return { gap: this.gap(rootUnresolved(key, `${path} cannot be reached (${code})`)) };
    }
  }
}
