// The daemon's own log: one line per event under logs/, private to the user. Bodies of messages
// are never logged (they may hold drafts or secrets); ids, seats, outcomes and reasons are.
import { appendFileSync, chmodSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensureDir } from '../store/index.js';

export interface DaemonLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export function fileLog(file: string): DaemonLog {
  ensureDir(dirname(file));
  let checkedMode = false;
  const write = (level: string, message: string) => {
    try {
      appendFileSync(
        file,
        `${new Date().toISOString()} ${level} ${message.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '?')}\n`,
        { mode: 0o600 },
      );
      if (!checkedMode) {
        chmodSync(file, 0o600);
        checkedMode = true;
      }
    } catch {
      // A log that cannot be written must never stop delivery.
    }
  };
  return {
    info: (m) => write('info', m),
    warn: (m) => write('warn', m),
    error: (m) => write('error', m),
  };
}

export const silentLog: DaemonLog = { info() {}, warn() {}, error() {} };
