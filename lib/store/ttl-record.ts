// Ephemeral evidence under run/: a record carries its own expiry and is deleted lazily by the
// first read after it expires. The daemon clears run/ evidence at start.
import { readFileSync, rmSync } from 'node:fs';
import { writeFileAtomically } from './atomic-write.js';

interface TtlEnvelope<T> {
  schema: 'ttl-record';
  version: 1;
  expiresAt: number;
  value: T;
}

export async function writeTtlRecord<T>(file: string, value: T, ttlMs: number, now = Date.now()): Promise<void> {
  const envelope: TtlEnvelope<T> = { schema: 'ttl-record', version: 1, expiresAt: now + ttlMs, value };
  await writeFileAtomically(file, JSON.stringify(envelope) + '\n');
}

/** The live value, or undefined when missing, expired (then deleted) or unreadable (then deleted). */
export function readTtlRecord<T>(file: string, now = Date.now()): T | undefined {
  let envelope: TtlEnvelope<T>;
  try {
    envelope = JSON.parse(readFileSync(file, 'utf8')) as TtlEnvelope<T>;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') rmSync(file, { force: true });
    return undefined;
  }
  if (envelope?.schema !== 'ttl-record' || typeof envelope.expiresAt !== 'number' || envelope.expiresAt <= now) {
    rmSync(file, { force: true });
    return undefined;
  }
  return envelope.value;
}
