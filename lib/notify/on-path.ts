// Whether a program is on PATH (notify-send "where present"). A stat per PATH entry, no subprocess.
import { statSync } from 'node:fs';
import { join } from 'node:path';

export function onPath(program: string, path: string | undefined): boolean {
  for (const dir of (path ?? '').split(':')) {
    if (!dir) continue;
    const st = statSync(join(dir, program), { throwIfNoEntry: false });
    if (st?.isFile() && (st.mode & 0o111) !== 0) return true;
  }
  return false;
}
