// A fake Anthropic Messages API on loopback for real Claude Code runs: it answers every message
// with a short text reply and keeps each request body in memory, so a test can look for what a
// hook added to the model request (additionalContext lands in the system prompt).
import { sendJson, startFakeServer, type FakeServer } from './fake-server.js';

export type { FakeServer, RecordedRequest } from './fake-server.js';

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export function startFakeAnthropic(): Promise<FakeServer> {
  let replies = 0;
  return startFakeServer((req, res, body) => {
    const notFound = () => sendJson(res, 404, { type: 'error', error: { type: 'not_found_error', message: 'fake' } });
    if (req.method === 'HEAD') return void res.writeHead(200, { 'content-length': '0' }).end();
    if (req.method !== 'POST') return notFound();
    if (req.url?.includes('/count_tokens')) return sendJson(res, 200, { input_tokens: 42 });
    if (!req.url?.startsWith('/v1/messages')) return notFound();
    let parsed: { model?: string; stream?: boolean } = {};
    try {
      parsed = JSON.parse(body);
    } catch {
      // keep defaults
    }
    const n = ++replies;
    const id = `msg_fake_${n}`;
    const model = parsed.model ?? 'claude-fake';
    const text = `Hello from the fake API server (reply ${n}).`;
    const usage = { input_tokens: 1200, output_tokens: 12, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    if (!parsed.stream) {
      return sendJson(res, 200, { id, type: 'message', role: 'assistant', model, content: [{ type: 'text', text }], stop_reason: 'end_turn', stop_sequence: null, usage });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'close' });
    res.write(sse('message_start', { type: 'message_start', message: { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { ...usage, output_tokens: 1 } } }));
    res.write(sse('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }));
    res.write(sse('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }));
    res.write(sse('content_block_stop', { type: 'content_block_stop', index: 0 }));
    res.write(sse('message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 12 } }));
    res.end(sse('message_stop', { type: 'message_stop' }));
  });
}
