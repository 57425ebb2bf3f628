// A document's text → the document, or what is wrong with it: parse, schema name, migration of an
// older version in memory, validation. Shared by the synchronous reader (which moves a bad
// document aside) and the asynchronous one (which leaves it for the next synchronous reader).
import { NewerVersionError } from './errors.js';
import { schemaProblems, type DocumentKind, type Versioned } from './document-kind.js';

/** Throws NewerVersionError for a version this build does not know; every other fault is a `problem`. */
export function interpretDocument<T extends Versioned>(
  kind: DocumentKind<T>,
  file: string,
  text: string,
): { doc: T } | { problem: string } {
  let doc: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object');
    doc = parsed as Record<string, unknown>;
  } catch (err) {
    return { problem: `invalid JSON: ${(err as Error).message}` };
  }
  if (doc.schema !== kind.schema)
    return { problem: `expected schema "${kind.schema}", found ${JSON.stringify(doc.schema)}` };
  const version = doc.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { problem: `invalid version ${JSON.stringify(version)}` };
  if (version > kind.version) throw new NewerVersionError(file, version, kind.version);
  for (let v = version; v < kind.version; v++) {
    const lift = kind.migrations?.[v];
    if (!lift) return { problem: `no migration from version ${v}` };
    doc = { ...lift(doc), schema: kind.schema, version: v + 1 };
  }
  if (!kind.validate(doc)) return { problem: schemaProblems(kind.validate).join('; ') };
  return { doc: doc as unknown as T };
}
