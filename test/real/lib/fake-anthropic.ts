// A fake Anthropic Messages API on loopback for real Claude Code runs: it answers every message
// with a short text reply and keeps each request body in memory, so a test can look for what a
// hook added to the model request (additionalContext lands in a trailing system item).
// Words in the newest user message steer it (for the capture script): TOOLTEST asks for a Bash
// tool call (the permission menu appears under --permission-mode manual), SLOWTEST delays the
// answer by `slowMs` (a busy screen), ERRORTEST answers 500 (the API-error screen).
import { sendJson, startFakeServer, type FakeServer } from './fake-server.js';

export type { FakeServer, RecordedRequest } from './fake-server.js';

export interface FakeOptions {
  /** How long a SLOWTEST turn waits before answering. */
  slowMs?: number;
  /** The file TOOLTEST's command writes (outside the project, so permission is asked). */
  toolMarker?: string;
  /** The Bash command a TOOLTEST turn asks for, chosen from the newest user message (default: the marker write). */
  toolCommand?: (lastUserMessage: string) => string | undefined;
  /** Input tokens every answer reports (default 1200): the client's context figures follow it. */
  inputTokens?: number;
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

interface Msg {
  role?: string;
  content?: unknown;
}

export function startFakeAnthropic(opts: FakeOptions = {}): Promise<FakeServer> {
  let replies = 0;
  return startFakeServer((req, res, body) => {
    const notFound = () => sendJson(res, 404, { type: 'error', error: { type: 'not_found_error', message: 'fake' } });
    if (req.method === 'HEAD') return void res.writeHead(200, { 'content-length': '0' }).end();
    if (req.method !== 'POST') return notFound();
    if (req.url?.includes('/count_tokens')) return sendJson(res, 200, { input_tokens: 42 });
    if (!req.url?.startsWith('/v1/messages')) return notFound();
    let parsed: { model?: string; stream?: boolean; messages?: Msg[]; tools?: unknown[] } = {};
    try {
      parsed = JSON.parse(body);
    } catch {
      // keep defaults
    }
    // Claude Code can end `messages` with a system item: the newest user message decides.
    const users = (parsed.messages ?? []).filter((m) => m?.role === 'user');
    const last = users.length ? JSON.stringify(users[users.length - 1]) : '';
    const toolResult = last.includes('"tool_result"');
    const n = ++replies;
    const id = `msg_fake_${n}`;
    const model = parsed.model ?? 'claude-fake';
    if (last.includes('ERRORTEST') && !toolResult) {
      return sendJson(res, 500, { type: 'error', error: { type: 'api_error', message: 'fake internal error' } });
    }
    const tool = last.includes('TOOLTEST') && !toolResult && (parsed.tools?.length ?? 0) > 0;
    const text = `Hello from the fake API server (reply ${n}).`;
    const block = tool
      ? {
          type: 'tool_use',
          id: `toolu_fake_${n}`,
          name: 'Bash',
          input: {
            command:
              opts.toolCommand?.(last) ?? `echo fake-tool-run > ${opts.toolMarker ?? '/tmp/openrig-fake-tool-ran.txt'}`,
            description: 'Write a marker file',
          },
        }
      : { type: 'text', text };
    const stop = tool ? 'tool_use' : 'end_turn';
    const usage = {
      input_tokens: opts.inputTokens ?? 1200,
      output_tokens: 12,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    };
    const answer = () => {
      if (!parsed.stream) {
        return sendJson(res, 200, {
          id,
          type: 'message',
          role: 'assistant',
          model,
          content: [block],
          stop_reason: stop,
          stop_sequence: null,
          usage,
        });
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'close' });
      res.write(
        sse('message_start', {
          type: 'message_start',
          message: {
            id,
            type: 'message',
            role: 'assistant',
            model,
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: { ...usage, output_tokens: 1 },
          },
        }),
      );
      if (tool) {
        res.write(
          sse('content_block_start', { type: 'content_block_start', index: 0, content_block: { ...block, input: {} } }),
        );
        res.write(
          sse('content_block_delta', {
            type: 'content_block_delta',
            index: 0,
            delta: { type: 'input_json_delta', partial_json: JSON.stringify((block as { input: unknown }).input) },
          }),
        );
      } else {
        res.write(
          sse('content_block_start', {
            type: 'content_block_start',
            index: 0,
            content_block: { type: 'text', text: '' },
          }),
        );
        res.write(
          sse('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }),
        );
      }
      res.write(sse('content_block_stop', { type: 'content_block_stop', index: 0 }));
      res.write(
        sse('message_delta', {
          type: 'message_delta',
          delta: { stop_reason: stop, stop_sequence: null },
          usage: { output_tokens: 12 },
        }),
      );
      res.end(sse('message_stop', { type: 'message_stop' }));
    };
    if (last.includes('SLOWTEST') && !toolResult) setTimeout(answer, opts.slowMs ?? 10_000);
    else answer();
  });
}
