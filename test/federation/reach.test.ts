// A host connected to its NATS server but not reaching JetStream (a leaf node cut off from its hub)
// reads `no-jetstream`, never `connected`; only "no responders" says so, not a timeout or a refusal.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isNoResponders, linkStateOf, type JsReach, type SocketState } from '../../lib/federation/reach.js';

const named = (name: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { name }, extra);

test('isNoResponders: what the client says when nothing listens, and nothing else', () => {
  const rows: [unknown, boolean][] = [
    [named('NoRespondersError', 'no responders: openrig.send.hostB.hostA'), true],
    [named('JetStreamNotEnabled', 'jetstream is not enabled'), true],
    [named('RequestError', 'request failed', { cause: named('NoRespondersError', 'no responders') }), true],
    [named('Error', 'x', { code: '503' }), true],
    [named('TimeoutError', 'timeout'), false],
    [named('RequestError', 'Permissions Violation for Publish to "$JS.hub.API.INFO"'), false],
    [named('JetStreamApiError', 'stream not found', { code: 404 }), false],
    [undefined, false],
    ['no responders', false],
  ];
  for (const [err, want] of rows) assert.is(isNoResponders(err), want, String((err as Error)?.message ?? err));
});

test('linkStateOf: connected only with JetStream behind the socket', () => {
  const rows: [SocketState, JsReach, string][] = [
    ['connected', 'ok', 'connected'],
    ['connected', 'unreachable', 'no-jetstream'],
    ['disconnected', 'unreachable', 'disconnected'],
    ['disconnected', 'ok', 'disconnected'],
    ['connecting', 'ok', 'connecting'],
    ['closed', 'unreachable', 'closed'],
  ];
  for (const [socket, reach, want] of rows) assert.is(linkStateOf(socket, reach), want, `${socket}/${reach}`);
});

test.run();
