// The per-seat extra restore file: $OPENRIG_HOME/compaction/restore-extra/<seat key>.md. Read
// bounded; refused when its front matter names another seat (front-matter.ts decides).
import { join } from 'node:path';
import { compactionExtraDir, type HomePaths } from '../home/paths.js';
import { keyFor } from '../refocus/keys.js';
import { ReadRegularFileError, readRegularFileSync } from '../util/read-regular-file.js';
import { judgeExtraFile } from './front-matter.js';

export const EXTRA_MAX_BYTES = 64 * 1024;

export function extraFilePath(home: HomePaths, seat: string): string {
  return join(compactionExtraDir(home), `${keyFor(seat)}.md`);
}

export type ExtraFile = undefined | { path: string } | { path: string; refused: string };

export function readExtraFile(home: HomePaths, seat: string): ExtraFile {
  const path = extraFilePath(home, seat);
  let text: string;
  try {
    text = readRegularFileSync(path, EXTRA_MAX_BYTES).toString('utf8');
  } catch (e) {
    if (e instanceof ReadRegularFileError && e.failure === 'missing') return undefined;
    return {
      path,
      refused: `it could not be read (${e instanceof ReadRegularFileError ? e.reason : (e as Error).message})`,
    };
  }
  const v = judgeExtraFile(text, seat);
  return v.use ? { path } : { path, refused: v.reason };
}
