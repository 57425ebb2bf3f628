// Folder creation with private modes; files are written 0600 by the atomic writer.
import { mkdirSync, chmodSync, statSync } from 'node:fs';
import { DIR_MODE } from './constants.js';
import { asDiskFull } from './errors.js';

/** mkdir -p with 0700 on every folder it creates (umask cannot widen it: chmod follows). */
export function ensureDir(dir: string): void {
  try {
    if (statSync(dir).isDirectory()) return;
  } catch {
    // missing: create below
  }
  let created: string | undefined;
  try {
    created = mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  } catch (err) {
    throw asDiskFull(err, dir); // a folder needs room too (a block for its entries, on most disks)
  }
  if (created !== undefined) chmodSync(dir, DIR_MODE);
}
