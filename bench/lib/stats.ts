// Order statistics for benchmark samples (nearest-rank, so every figure is a measured sample).

export function percentile(samples: number[], p: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export const median = (samples: number[]) => percentile(samples, 50);

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Prints one `figure: ` line; bench/run.mjs echoes these. */
export function figure(line: string): void {
  process.stdout.write(`figure: ${line}\n`);
}
