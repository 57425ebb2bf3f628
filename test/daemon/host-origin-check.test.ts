// The Host/Origin rule (issue 21, item 11), as tables: which Host values the TCP listener answers
// (its own address and port, as given and as bound), and which requests are refused — any Origin
// on either transport; on TCP a missing, doubled or foreign Host, such as a DNS-rebound name.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hostOriginProblem, listenerHosts } from '../../lib/daemon/host-origin.js';

test('listenerHosts: the name given and the address bound, with the port; IPv6 bracketed; port 80 also bare', () => {
  const table: [string, string, number, string[]][] = [
    ['127.0.0.1', '127.0.0.1', 7433, ['127.0.0.1:7433']],
    ['localhost', '127.0.0.1', 7433, ['localhost:7433', '127.0.0.1:7433']],
    ['LocalHost', '::1', 5000, ['localhost:5000', '[::1]:5000']],
    ['::1', '::1', 5000, ['[::1]:5000']],
    ['[::1]', '::1', 5000, ['[::1]:5000']],
    ['127.0.0.2', '127.0.0.2', 80, ['127.0.0.2:80', '127.0.0.2']],
    ['::ffff:127.0.0.1', '::ffff:127.0.0.1', 9000, ['[::ffff:127.0.0.1]:9000', '[::ffff:7f00:1]:9000']],
  ];
  for (const [host, address, port, want] of table)
    assert.equal(listenerHosts(host, address, port), want, `${host} bound at ${address}:${port}`);
});

const TCP = listenerHosts('127.0.0.1', '127.0.0.1', 7433);

test('refused: any Origin (403), on TCP and on the socket', () => {
  const table: [Parameters<typeof hostOriginProblem>[0], readonly string[] | undefined][] = [
    [{ host: ['127.0.0.1:7433'], origin: ['http://evil.example'] }, TCP],
    [{ host: ['127.0.0.1:7433'], origin: ['http://127.0.0.1:7433'] }, TCP],
    [{ host: ['127.0.0.1:7433'], origin: ['null'] }, TCP],
    [{ host: ['127.0.0.1:7433'], origin: [''] }, TCP],
    [{ host: ['openrig'], origin: ['http://evil.example'] }, undefined],
    [{ origin: ['a', 'b'] }, undefined],
  ];
  for (const [headers, allowed] of table) {
    const r = hostOriginProblem(headers, allowed);
    assert.is(r?.status, 403, JSON.stringify(headers));
    assert.is(r?.reason, 'origin_refused');
  }
});

test('refused on TCP: a Host that is not the listener (421), naming the address to use', () => {
  const table: [readonly string[] | undefined, RegExp][] = [
    [['evil.example:7433'], /Host "evil\.example:7433" is not this listener \(127\.0\.0\.1:7433\)/],
    [['evil.example'], /is not this listener/],
    [['127.0.0.1'], /is not this listener/],
    [['127.0.0.1:7434'], /is not this listener/],
    [['127.0.0.1:74330'], /is not this listener/],
    [['localhost:7433'], /is not this listener/],
    [['127.0.0.1.evil.example:7433'], /is not this listener/],
    [['user@127.0.0.1:7433'], /is not this listener/],
    [['127.0.0.1:7433/'], /is not this listener/],
    [[' 127.0.0.1:7433'], /is not this listener/],
    [[''], /is not this listener/],
    [undefined, /no Host header — send Host: 127\.0\.0\.1:7433/],
    [[], /no Host header/],
    [['127.0.0.1:7433', 'evil.example:7433'], /2 Host headers/],
    [[`${'e'.repeat(100)}:7433`], /Host "e{60}…"/],
    [['f'.repeat(60)], /Host "f{60}" /],
  ];
  for (const [host, message] of table) {
    const r = hostOriginProblem({ host }, TCP);
    assert.is(r?.status, 421, JSON.stringify(host));
    assert.is(r?.reason, 'host_refused');
    assert.match(r!.message, message, JSON.stringify(host));
  }
  assert.match(hostOriginProblem({ host: ['x'] }, [])!.message, /address it as the listener address/);
});

test('passed: the listener own Host (any case) on TCP; on the socket any Host or none', () => {
  const v6 = listenerHosts('localhost', '::1', 7433);
  const table: [Parameters<typeof hostOriginProblem>[0], readonly string[] | undefined][] = [
    [{ host: ['127.0.0.1:7433'] }, TCP],
    [{ host: ['LOCALHOST:7433'] }, v6],
    [{ host: ['[::1]:7433'] }, v6],
    [{ host: ['127.0.0.2'] }, listenerHosts('127.0.0.2', '127.0.0.2', 80)],
    [{ host: ['openrig'] }, undefined],
    [{ host: ['evil.example'] }, undefined],
    [{}, undefined],
    [{ host: ['127.0.0.1:7433'], origin: [] }, TCP],
  ];
  for (const [headers, allowed] of table)
    assert.is(hostOriginProblem(headers, allowed), undefined, JSON.stringify(headers));
});

test.run();
