// The notification_type values an installed Claude Code names, read from its own binary the way
// docs/supported-clients.md ("Notification types") tells a reader to: the list the client keeps of
// them (an array literal starting "permission_prompt","idle_prompt") plus what the Notification
// hook's matcher adds to it (matcherMetadata: [...list, "elicitation_complete", …]). Also every
// type the code passes as a literal (notificationType:"x", a dialog's notification type:"x"), so a
// test can check that the list covers what the code sends.
import { closeSync, openSync, readSync, realpathSync } from 'node:fs';

const CHUNK = 32 * 1024 * 1024;
/** Longer than any literal looked for, so a match across two chunks is seen whole in one. */
const OVERLAP = 64 * 1024;

/** Every match of each pattern (global) in the file, read in overlapping latin1 chunks. */
function scan(file: string, patterns: RegExp[]): Set<string>[] {
  const found = patterns.map(() => new Set<string>());
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(CHUNK + OVERLAP);
    for (let pos = 0; ; pos += CHUNK) {
      const n = readSync(fd, buf, 0, buf.length, pos);
      if (n <= 0) break;
      const text = buf.toString('latin1', 0, n);
      patterns.forEach((re, i) => {
        for (const m of text.matchAll(re)) found[i]!.add(m[1] ?? m[0]);
      });
      if (n < buf.length) break;
    }
  } finally {
    closeSync(fd);
  }
  return found;
}

const words = (list: string) => [...list.matchAll(/"([a-z_]+)"/g)].map((m) => m[1]!);

export interface ClaudeNotificationTypes {
  /** The client's list and the matcher's additions, in the client's order. */
  named: string[];
  /** Types the code passes as literals (a subset of `named` when the list is complete). */
  literals: string[];
}

export function claudeNotificationTypes(claudeBin: string): ClaudeNotificationTypes {
  const [lists, extras, literals, dialogs] = scan(realpathSync(claudeBin), [
    /\[((?:"[a-z_]+",)*"permission_prompt","idle_prompt"(?:,"[a-z_]+")*)\]/g,
    /matcherMetadata:\{values:\[\.\.\.[A-Za-z0-9_$]+((?:,"[a-z_]+")+)\]/g,
    /notificationType:"([a-z_]+)"/g,
    /notification:\{text:[^{}]{0,300}?,type:"([a-z_]+)"\}/g,
  ]);
  if (lists!.size !== 1) throw new Error(`expected one notification type list in ${claudeBin}, found ${lists!.size}`);
  if (extras!.size !== 1) throw new Error(`expected one Notification matcher in ${claudeBin}, found ${extras!.size}`);
  const named = [...words([...lists!][0]!), ...words([...extras!][0]!)];
  return { named, literals: [...new Set([...literals!, ...dialogs!])].sort() };
}
