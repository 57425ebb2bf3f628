// A fake OpenAI Responses API on loopback for real Codex runs: every turn gets a short streamed
// text reply; each request body is kept in memory (a hook's additionalContext arrives as a
// developer message item). Words in the newest user message steer it (for the capture script):
// TOOLTEST asks for an escalated exec_command (the approval menu appears under
// `-a on-request -s read-only`), SLOWTEST delays a turn request by `slowMs` (a busy screen).
import { sendJson, startFakeServer, type FakeServer } from './fake-server.js';
import type { FakeOptions } from './fake-anthropic.js';

const USAGE = {
  input_tokens: 9000,
  input_tokens_details: { cached_tokens: 0 },
  output_tokens: 12,
  output_tokens_details: { reasoning_tokens: 0 },
  total_tokens: 9012,
};

interface Item {
  type?: string;
  role?: string;
}

export function startFakeOpenAI(opts: FakeOptions = {}): Promise<FakeServer> {
  let replies = 0;
  return startFakeServer((req, res, body) => {
    if (req.method === 'GET' && req.url?.replace(/\/$/, '').endsWith('/models')) {
      return sendJson(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model' }], models: [] });
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/responses'))
      return sendJson(res, 404, { error: { message: 'fake not found' } });
    let parsed: { input?: Item[]; tools?: unknown[] } = {};
    try {
      parsed = JSON.parse(body);
    } catch {
      // keep defaults
    }
    const input = Array.isArray(parsed.input) ? parsed.input : [];
    const users = input.filter((it) => it?.type === 'message' && it.role === 'user');
    const last = users.length ? JSON.stringify(users[users.length - 1]) : '';
    const toolOutput = input.slice(-3).some((it) => it?.type === 'function_call_output');
    const turn = (parsed.tools?.length ?? 0) > 0;
    const n = ++replies;
    const rid = `resp_fake_${n}`;
    const created = {
      type: 'response.created',
      response: { id: rid, object: 'response', status: 'in_progress', output: [] },
    };
    let events: unknown[];
    if (last.includes('TOOLTEST') && !toolOutput && turn) {
      const fc = {
        type: 'function_call',
        id: `fc_fake_${n}`,
        call_id: `call_fake_${n}`,
        status: 'completed',
        name: 'exec_command',
        arguments: JSON.stringify({
          cmd: `echo codex-fake-tool > ${opts.toolMarker ?? '/tmp/openrig-fake-cx-tool-ran.txt'}`,
          sandbox_permissions: 'require_escalated',
          justification: 'Write a marker file outside the workspace for the offline test',
        }),
      };
      events = [
        created,
        { type: 'response.output_item.added', output_index: 0, item: fc },
        { type: 'response.output_item.done', output_index: 0, item: fc },
        {
          type: 'response.completed',
          response: { id: rid, object: 'response', status: 'completed', output: [fc], usage: USAGE },
        },
      ];
    } else {
      const text = `Hello from the fake Responses server (reply ${n}).`;
      const item = {
        type: 'message',
        role: 'assistant',
        id: `msg_fake_${n}`,
        status: 'completed',
        content: [{ type: 'output_text', text, annotations: [] }],
      };
      events = [
        created,
        { type: 'response.output_item.added', output_index: 0, item: { ...item, status: 'in_progress', content: [] } },
        { type: 'response.output_text.delta', output_index: 0, content_index: 0, item_id: item.id, delta: text },
        { type: 'response.output_item.done', output_index: 0, item },
        {
          type: 'response.completed',
          response: { id: rid, object: 'response', status: 'completed', output: [item], usage: USAGE },
        },
      ];
    }
    const answer = () => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'close' });
      for (const e of events) res.write(`event: ${(e as { type: string }).type}\ndata: ${JSON.stringify(e)}\n\n`);
      res.end();
    };
    if (last.includes('SLOWTEST') && !toolOutput && turn) setTimeout(answer, opts.slowMs ?? 10_000);
    else answer();
  });
}
