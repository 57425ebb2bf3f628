// Is there a folder at this path (following links)? Anything unreadable reads as no.
import { statSync } from 'node:fs';

export function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
