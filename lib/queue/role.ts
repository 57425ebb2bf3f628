// The seat's role binding as recorded at launch: which role files the seat record names and
// whether each exists now. Presence only — the bytes and a successful startup are not verified.
import { stat } from '../util/fs-async.js';
import { join, resolve } from 'node:path';
import type { Env } from '../home/paths.js';
import type { SeatRecord } from '../seat/registry.js';
import type { RoleFile, RoleInfo } from './whoami-types.js';

export const ROLE_NOTE = 'Current bytes and successful startup are not verified.';

export function resolveRolePath(path: string, seatCwd: string, env: Env): string {
  if (path === '~' || path.startsWith('~/')) return join(env.HOME ?? '', path.slice(1));
  return resolve(seatCwd, path);
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function observeRole(
  record: SeatRecord | undefined,
  problem: string | undefined,
  env: Env,
): Promise<RoleInfo> {
  if (problem !== undefined) return { state: 'unknown', files: [], reason: problem };
  if (!record) return { state: 'no-record', files: [] };
  if (record.roleFiles.length === 0)
    return { state: 'not-declared', files: [], recordedAt: record.launchedAt, note: ROLE_NOTE };
  const files: RoleFile[] = await Promise.all(
    record.roleFiles.map(async (path) => {
      const resolvedPath = resolveRolePath(path, record.cwd, env);
      return { path, resolvedPath, state: (await isFile(resolvedPath)) ? ('present' as const) : ('missing' as const) };
    }),
  );
  return {
    state: files.some((f) => f.state === 'missing') ? 'missing' : 'present',
    files,
    recordedAt: record.launchedAt,
    note: ROLE_NOTE,
  };
}
