// The CLI's own HTTP to its daemon (lib/daemon/http-wire.ts): what it sends and how it reads an
// answer however the bytes arrive, and the refusals that keep a bad path or header off the wire.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { encodeRequest, expectedLength, parseResponse } from '../../lib/daemon/http-wire.js';

const b = (s: string) => Buffer.from(s, 'latin1');

test('a request: method, path, host, close, headers, and a body with its length', () => {
  const get = encodeRequest({
    method: 'GET',
    path: '/api/seat/status/node/n-1',
    headers: { accept: 'application/json' },
  });
  assert.ok(Buffer.isBuffer(get));
  assert.is(
    (get as Buffer).toString('latin1'),
    'GET /api/seat/status/node/n-1 HTTP/1.1\r\nhost: openrig\r\nconnection: close\r\naccept: application/json\r\n\r\n',
  );
  const body = Buffer.from(JSON.stringify({ message: 'héllo' }), 'utf8');
  const post = encodeRequest({
    method: 'POST',
    path: '/api/transport/send',
    headers: { 'x-openrig-session': 'lead@rig' },
    body,
  }) as Buffer;
  const text = post.toString('latin1');
  assert.ok(text.includes(`content-length: ${body.length}\r\n\r\n`), 'the length counts bytes, not characters');
  assert.ok(post.subarray(post.length - body.length).equals(body));
});

test('what cannot be sent is refused before anything is written', () => {
  const cases: [string, Parameters<typeof encodeRequest>[0]][] = [
    ['space in path', { method: 'GET', path: '/a b' }],
    ['CRLF in path', { method: 'GET', path: '/a\r\nx: y' }],
    ['relative path', { method: 'GET', path: 'api' }],
    ['CRLF in a header value', { method: 'GET', path: '/a', headers: { 'x-openrig-session': 'lead\r\nx-evil: 1' } }],
    ['non-ASCII header value', { method: 'GET', path: '/a', headers: { 'x-openrig-session': 'lëad' } }],
    ['bad header name', { method: 'GET', path: '/a', headers: { 'X Bad': 'v' } }],
  ];
  for (const [what, req] of cases) assert.instance(encodeRequest(req), Error, what);
});

const ok = 'HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: 11\r\n\r\n{"a":"bcd"}';

test('an answer read whole, split anywhere, or with the connection closing', () => {
  const whole = parseResponse(b(ok), false);
  assert.is(whole.kind, 'response');
  if (whole.kind === 'response') {
    assert.is(whole.status, 200);
    assert.is(whole.headers['content-type'], 'application/json; charset=utf-8');
    assert.is(whole.body.toString(), '{"a":"bcd"}');
  }
  // Every split point: incomplete until the last byte, then the same answer.
  for (let i = 0; i < ok.length; i++)
    assert.is(parseResponse(b(ok.slice(0, i)), false).kind, 'incomplete', `after ${i} bytes`);
  // Bytes after the declared body are not part of it.
  const extra = parseResponse(b(`${ok}garbage`), false);
  assert.is(extra.kind === 'response' && extra.body.toString(), '{"a":"bcd"}');
  // Without a length the body runs to the close.
  assert.is(parseResponse(b('HTTP/1.1 404 Not Found\r\n\r\nnope'), false).kind, 'incomplete');
  const closed = parseResponse(b('HTTP/1.1 404 Not Found\r\n\r\nnope'), true);
  assert.is(closed.kind === 'response' && `${closed.status} ${closed.body}`, '404 nope');
});

test('a broken answer is named, never taken for a response', () => {
  const cases: [string, string, boolean][] = [
    ['closed inside the headers', 'HTTP/1.1 200 OK\r\ncontent-le', true],
    ['closed inside the body', 'HTTP/1.1 200 OK\r\ncontent-length: 10\r\n\r\nabc', true],
    ['not HTTP', 'SSH-2.0-OpenSSH\r\n\r\n', false],
    ['bad status', 'HTTP/1.1 2000 OK\r\n\r\n', false],
    ['bad header', 'HTTP/1.1 200 OK\r\nno colon here\r\n\r\n', false],
    ['bad length', 'HTTP/1.1 200 OK\r\ncontent-length: -1\r\n\r\n', false],
    ['chunked', 'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n', false],
  ];
  for (const [what, raw, ended] of cases) {
    const p = parseResponse(b(raw), ended);
    assert.is(p.kind, 'malformed', what);
  }
});

test('the expected size: unknown until the headers end, then headers plus the declared body', () => {
  const cases: [string, string, number | null | undefined][] = [
    ['no headers yet', 'HTTP/1.1 200 OK\r\ncontent-len', undefined],
    ['declared length', ok.slice(0, 90), ok.length],
    ['the whole answer', ok, ok.length],
    [
      'length in other case, spaces',
      'HTTP/1.1 200 OK\r\nContent-Length:  4 \r\n\r\n',
      'HTTP/1.1 200 OK\r\nContent-Length:  4 \r\n\r\n'.length + 4,
    ],
    ['no length: ends with the connection', 'HTTP/1.1 404 Not Found\r\n\r\nnope', null],
    ['a bad length is no length', 'HTTP/1.1 200 OK\r\ncontent-length: -1\r\n\r\n', null],
    ['a header that only ends in content-length', 'HTTP/1.1 200 OK\r\nx-content-length: 5\r\n\r\n', null],
  ];
  for (const [what, raw, want] of cases) assert.is(expectedLength(b(raw)), want, what);
});

test.run();
