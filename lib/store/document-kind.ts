// A document kind ties a schema name to its current version, its precompiled validator and the
// migrations that lift older versions. Kinds are declared next to the code that owns the document.
import type { Validator } from './validator.js';

export interface Versioned {
  schema: string;
  version: number;
}

export interface DocumentKind<T extends Versioned> {
  schema: string;
  version: number;
  validate: Validator;
  /** migrations[n] lifts a version-n document to version n + 1. */
  migrations?: Record<number, (doc: Record<string, unknown>) => Record<string, unknown>>;
  /** Compile-time carrier for T; never read. */
  readonly _type?: T;
}

export function defineKind<T extends Versioned>(kind: DocumentKind<T>): DocumentKind<T> {
  return kind;
}

/** Human-readable schema problems, at most a few, each naming the field. */
export function schemaProblems(validate: Validator): string[] {
  return (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(document)'} ${e.message ?? e.keyword}`);
}
