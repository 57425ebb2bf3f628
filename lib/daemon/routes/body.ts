// Reading a JSON request body's fields: each wrong shape is a 400 invalid_body naming the field.
import { HttpError } from '../http.js';

export function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'invalid_body', 'the request body must be a JSON object');
  return body as Record<string, unknown>;
}

export function optionalBool(body: Record<string, unknown>, key: string): boolean | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') throw new HttpError(400, 'invalid_body', `${key} must be true or false`);
  return v;
}

export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw new HttpError(400, 'invalid_body', `${key} must be a string`);
  return v;
}
