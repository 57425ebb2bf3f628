// The HTTP/1.1 the CLI speaks to its own daemon, on the wire: one request per connection
// (`Connection: close`), answered with a Content-Length body (lib/daemon/http.ts always sets it).
// Pure: bytes in, a request or a parsed response out; table-tested in test/daemon/http-wire.test.ts.
// Node's http client answers the same request about 25 ms later on a cold start (its client and
// parser modules load and warm up on the first request), which a `rig` command pays every time.

export interface WireRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: Buffer;
  /** Header name (lower case) → value; each must be printable ASCII. */
  headers?: Record<string, string>;
}

const TOKEN_VALUE = /^[\x20-\x7e]*$/;
const PATH = /^\/[\x21-\x7e]*$/;

/** The request bytes, or an Error naming what cannot be sent (a path or header value with controls). */
export function encodeRequest(req: WireRequest): Buffer | Error {
  if (!PATH.test(req.path))
    return new Error(`request path ${JSON.stringify(req.path)} has spaces or control characters`);
  const lines = [`${req.method} ${req.path} HTTP/1.1`, 'host: openrig', 'connection: close'];
  for (const [name, value] of Object.entries(req.headers ?? {})) {
    if (!/^[a-z0-9-]+$/.test(name) || !TOKEN_VALUE.test(value))
      return new Error(`header ${name} has a value that cannot be sent (control or non-ASCII characters)`);
    lines.push(`${name}: ${value}`);
  }
  if (req.body) lines.push(`content-length: ${req.body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return req.body ? Buffer.concat([head, req.body]) : head;
}

export type Parsed =
  | { kind: 'incomplete' }
  | { kind: 'response'; status: number; headers: Record<string, string>; body: Buffer }
  | { kind: 'malformed'; reason: string };

/**
 * What the bytes received so far amount to. `ended`: the daemon closed the connection, so a
 * response without Content-Length ends here and a short one is malformed.
 */
export function parseResponse(data: Buffer, ended: boolean): Parsed {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0)
    return ended
      ? { kind: 'malformed', reason: 'the connection closed before the response headers ended' }
      : { kind: 'incomplete' };
  const [statusLine = '', ...headerLines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const m = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(statusLine);
  if (!m) return { kind: 'malformed', reason: `not an HTTP status line: ${JSON.stringify(statusLine.slice(0, 80))}` };
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon <= 0) return { kind: 'malformed', reason: `bad header line: ${JSON.stringify(line.slice(0, 80))}` };
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  if (headers['transfer-encoding'] !== undefined)
    return { kind: 'malformed', reason: `unexpected transfer-encoding ${headers['transfer-encoding']}` };
  const rest = data.subarray(headEnd + 4);
  const declared = headers['content-length'];
  if (declared === undefined)
    return ended ? { kind: 'response', status: Number(m[1]), headers, body: rest } : { kind: 'incomplete' };
  if (!/^\d+$/.test(declared)) return { kind: 'malformed', reason: `bad content-length ${JSON.stringify(declared)}` };
  const length = Number(declared);
  if (rest.length < length)
    return ended
      ? { kind: 'malformed', reason: `the body ended after ${rest.length} of ${length} bytes` }
      : { kind: 'incomplete' };
  return { kind: 'response', status: Number(m[1]), headers, body: rest.subarray(0, length) };
}

/**
 * The answer's total size in bytes once its headers are in: undefined until then, null when they
 * declare no usable length (the answer then ends with the connection).
 */
export function expectedLength(data: Buffer): number | null | undefined {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const m = /\r\ncontent-length:[ \t]*(\d+)[ \t]*(?:\r\n|$)/i.exec(data.subarray(0, headEnd).toString('latin1'));
  return m ? headEnd + 4 + Number(m[1]) : null;
}
