// A host connected to its NATS server but not reaching JetStream (a leaf node cut off from its hub)
// reads `no-jetstream`, never `connected`; only "no responders" says so, not a timeout or a refusal.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  isNoResponders,
  linkStateOf,
  notSentReason,
  ownerReach,
  type JsReach,
  type LinkState,
  type SocketState,
} from '../../lib/federation/reach.js';

const named = (name: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { name }, extra);

test('isNoResponders: what the client says when nothing listens, and nothing else', () => {
  const rows: [unknown, boolean][] = [
    [named('NoRespondersError', 'request failed'), true],
    [named('JetStreamNotEnabled', 'request failed'), true],
    [named('Error', 'no responders available for request'), true],
    [named('Error', 'JetStream is not enabled'), true],
    [named('Error', 'request failed', { code: '503' }), true],
    [named('Error', 'request failed', { code: 503 }), true],
    [named('RequestError', 'request failed', { cause: named('NoRespondersError', 'x') }), true],
    [
      named('RequestError', 'x', { cause: named('RequestError', 'y', { cause: named('NoRespondersError', 'z') }) }),
      false,
    ],
    [named('TimeoutError', 'timeout'), false],
    [named('RequestError', 'Permissions Violation for Publish to "$JS.hub.API.INFO"'), false],
    [named('JetStreamApiError', 'stream not found', { code: 404 }), false],
    [named('Error', 'request failed', { code: 408 }), false],
    [{ message: 42, name: 'Error' }, false],
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

test('ownerReach: a request goes out only connected, with JetStream, to a live owner; else one reason', () => {
  const rows: [LinkState, 'live' | 'stale' | 'unknown', string][] = [
    ['connected', 'live', 'ok'],
    ['connected', 'stale', 'remote_host_stale'],
    ['connected', 'unknown', 'remote_host_stale'],
    ['no-jetstream', 'live', 'jetstream_unreachable'],
    ['no-jetstream', 'stale', 'jetstream_unreachable'],
    ['disconnected', 'live', 'federation_disconnected'],
    ['connecting', 'live', 'federation_disconnected'],
    ['closed', 'stale', 'federation_disconnected'],
  ];
  for (const [link, owner, want] of rows) assert.is(ownerReach(link, owner), want, `${link}/${owner}`);
  assert.is(notSentReason('cut-off'), 'federation_disconnected');
  assert.is(notSentReason('no-jetstream'), 'jetstream_unreachable');
});

test.run();
