// A fake OpenAI Responses API on loopback for real Codex runs: every turn gets a short streamed
// text reply; each request body is kept in memory (a hook's additionalContext arrives as a
// developer message item).
import { sendJson, startFakeServer, type FakeServer } from './fake-server.js';

const USAGE = { input_tokens: 9000, input_tokens_details: { cached_tokens: 0 }, output_tokens: 12, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 9012 };

export function startFakeOpenAI(): Promise<FakeServer> {
  let replies = 0;
  return startFakeServer((req, res) => {
    if (req.method === 'GET' && req.url?.replace(/\/$/, '').endsWith('/models')) {
      return sendJson(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model' }], models: [] });
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/responses')) return sendJson(res, 404, { error: { message: 'fake not found' } });
    const n = ++replies;
    const rid = `resp_fake_${n}`;
    const text = `Hello from the fake Responses server (reply ${n}).`;
    const item = { type: 'message', role: 'assistant', id: `msg_fake_${n}`, status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] };
    const events = [
      { type: 'response.created', response: { id: rid, object: 'response', status: 'in_progress', output: [] } },
      { type: 'response.output_item.added', output_index: 0, item: { ...item, status: 'in_progress', content: [] } },
      { type: 'response.output_text.delta', output_index: 0, content_index: 0, item_id: item.id, delta: text },
      { type: 'response.output_item.done', output_index: 0, item },
      { type: 'response.completed', response: { id: rid, object: 'response', status: 'completed', output: [item], usage: USAGE } },
    ];
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'close' });
    for (const e of events) res.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
    res.end();
  });
}
