// What `rig config` knows of a key: a contract of its own, shared by config.ts and the sections
// that declare their keys (federation.ts), so neither imports the other for it.
import type { HomePaths } from '../home/paths.js';

export interface KeyInfo {
  env: string;
  describe: string;
  /** A path is stored absolute; text as given. */
  kind: 'path' | 'text';
  /** The value when neither the environment nor config.json sets one ('' for unset). */
  fallback(home: HomePaths): string;
}
