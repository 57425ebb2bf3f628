// Shared by the activity tests: fixtures, a seat's identity env, a throwaway home, observations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HookObservation } from '../../lib/activity/contract.js';

export const REPO = join(import.meta.dirname, '..', '..');
export const FIXTURES = join(REPO, 'test', 'fixtures', 'hook-json');
export const CLAUDE_BUNDLE = join(REPO, 'plugins', 'openrig-core', 'hooks', 'scripts', 'seat-events.cjs');
export const CODEX_BUNDLE = join(REPO, 'plugins', 'codex', 'hooks', 'scripts', 'seat-events.cjs');
export const fixture = (name: string) =>
  JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Record<string, unknown>;

export const NODE = 'n-0123456789abcdef';
export const OCC = 'o-00000000000000a1';
export const SEAT = 'dev@core';

export const identityEnv = (extra: Record<string, string | undefined> = {}) => ({
  OPENRIG_NODE: NODE,
  OPENRIG_OCCUPANT_GENERATION: OCC,
  OPENRIG_SESSION_NAME: SEAT,
  ...extra,
});

/** seq values look like real ones: µs since the epoch. */
export const T0 = 1_796_000_000_000_000;
/** A clock (ms) a minute past T0: the pure merge judges seqs against it. */
export const NOW_MS = T0 / 1000 + 60_000;

export function obsOf(event: string, seq: number, extra: Partial<HookObservation> = {}): HookObservation {
  return {
    v: 1,
    nodeId: NODE,
    occupant: OCC,
    seat: SEAT,
    runtime: 'claude',
    event,
    seq,
    observedAt: new Date(Math.floor(seq / 1000)).toISOString(),
    ...extra,
  };
}

/** Deterministic pseudo-random numbers in [0, 1): a 32-bit LCG, high bits taken (tests only). */
export function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 4294967296;
  };
}

export function shuffle<T>(items: T[], rnd: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}
