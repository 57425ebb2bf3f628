// File-change notifications on a few folders of the home, each watched recursively, each change
// reported as a path relative to the home (so lib/seat/touched.ts can find a node id in it). A
// folder that does not exist yet is watched as soon as its parent says it appeared (a fresh home
// has no guards/ until the first guard change), and reported then: what was written into it before
// its watch began is read by the files pass that report starts. A watch that failed (inotify
// limits) is tried again on retry(); until then the publisher's polls cover it, and off() says why.
import { watch, type FSWatcher } from 'node:fs';
import { dirname } from 'node:path';

export interface FolderWatch {
  /** Watch the folders not watched yet (called on the files poll). */
  retry(): void;
  /** Why some folder has no notifications, or null. A missing folder is no problem: it has no files. */
  off(): string | null;
  close(): void;
}

export function watchFolders(root: string, folders: readonly string[], onPath: (path: string) => void): FolderWatch {
  const watchers = new Map<string, FSWatcher>();
  /** Parents of folders not there yet, watched (not recursively) for their appearance. */
  const parents = new Map<string, FSWatcher>();
  const problems = new Map<string, string>();
  let closed = false;
  const prefix = root.endsWith('/') ? root : `${root}/`;

  const open = (folder: string, late: boolean) => {
    if (closed || watchers.has(folder)) return;
    const rel = folder.startsWith(prefix) ? folder.slice(prefix.length) : folder;
    try {
      const w = watch(folder, { recursive: true, persistent: false }, (_event, name) => {
        // No name: the platform did not say what changed, so it could be anything in the folder.
        onPath(typeof name === 'string' ? `${rel}/${name}` : rel);
      });
      w.on('error', (err) => {
        problems.set(folder, `${rel}: ${(err as Error).message}`);
        w.close();
        watchers.delete(folder);
        // Whatever changed meanwhile: the files pass will see it.
        onPath(rel);
      });
      watchers.set(folder, w);
      problems.delete(folder);
      if (late) onPath(rel);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') {
        problems.delete(folder);
        awaitParent(folder);
      } else problems.set(folder, `${rel}: ${(err as Error).message}`);
    }
  };

  const awaitParent = (folder: string) => {
    const parent = dirname(folder);
    if (closed || parents.has(parent)) return;
    try {
      const w = watch(parent, { persistent: false }, () => retry());
      w.on('error', () => {
        w.close();
        parents.delete(parent);
      });
      parents.set(parent, w);
    } catch {
      // The parent is missing too (run/ before the daemon made it): the files poll's retry covers it.
    }
  };

  const retry = () => {
    for (const f of folders) open(f, true);
  };
  for (const f of folders) open(f, false);
  return {
    retry,
    off: () => (problems.size ? `file notifications off for ${[...problems.values()].join('; ')}` : null),
    close() {
      closed = true;
      for (const w of [...watchers.values(), ...parents.values()]) w.close();
      watchers.clear();
      parents.clear();
    },
  };
}
