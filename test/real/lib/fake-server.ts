// What both fake model servers share: the recorded requests, the handle a test closes, and
// reading a request body.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  body: string;
  /** When the whole body had arrived (ms since the epoch). */
  at: number;
  /** performance.now() when the request arrived (its headers), for benchmarks in the same process. */
  receivedAt: number;
}

export interface FakeServer {
  port: number;
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** Serves `answer` on a free loopback port, recording every request (with its body) first. */
export async function startFakeServer(
  answer: (req: IncomingMessage, res: ServerResponse, body: string) => void,
): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const receivedAt = performance.now();
    const body = await readBody(req);
    requests.push({ method: req.method ?? '', path: req.url ?? '', body, at: Date.now(), receivedAt });
    answer(req, res, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, code: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(code, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
