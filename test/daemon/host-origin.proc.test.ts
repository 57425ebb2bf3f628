// Host and Origin against a real listening daemon (issue 21, item 11). A DNS-rebinding-shaped
// request (a page at evil.example whose name now resolves to 127.0.0.1: it reaches the listener
// with `Host: evil.example:PORT`) and any request carrying an Origin header are refused with a
// JSON error before the route runs: nothing recorded, nothing typed. The listener's own address
// still passes (the real relay code, its Host from the endpoint file's base URL), and so does the
// CLI over the socket. The socket checks Origin only (docs/daemon.md, "Who may ask").
// Its own process: the routes let through run tmux against the seat's (missing) socket.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempHome } from '../helpers/home.js';
import { rig, json } from '../helpers/cli.js';
import type { SeatRecord } from '../../lib/seat/registry.js';
import { addSeat } from '../helpers/seat.js';
import { startDaemon, type RunningDaemon } from '../../lib/daemon/daemon.js';
import { silentLog } from '../../lib/timers/log.js';
import { readSeatHooks } from '../../lib/activity/store.js';
import { postObservation, readEndpointFile, resolveEndpoint } from '../../lib/activity/relay.js';
import { listRecords } from '../../lib/delivery/outbox/outbox.js';
import type { HookObservation } from '../../lib/activity/contract.js';

const th = tempHome();
const { home } = th;
let daemon: RunningDaemon;
let seat: SeatRecord;

test.before(async () => {
  seat = await addSeat(home, { cwd: th.dir, tmux: { socket: join(th.dir, 'no-such-tmux.sock'), paneId: '%0' } });
  // The real stores: a request let through would write the occupant's journal and document.
  daemon = await startDaemon(home, { log: silentLog, env: { OPENRIG_TMUX_CONTROL: 'off' }, tcp: { port: 0 } });
});
test.after(async () => {
  await daemon?.close();
});

const observation = (extra: Record<string, unknown> = {}): HookObservation =>
  ({
    v: 1,
    nodeId: seat.nodeId,
    occupant: seat.occupant,
    seat: 'w1@t',
    runtime: 'claude',
    event: 'PreToolUse',
    toolName: 'Bash',
    seq: Date.now() * 1000,
    observedAt: new Date().toISOString(),
    ...extra,
  }) as HookObservation;

type Target = { socketPath: string } | { host: string; port: number };
const tcp = (): Target => ({ host: '127.0.0.1', port: daemon.tcp!.port });
const sock = (): Target => ({ socketPath: home.daemonSocket });
const token = () => readFileSync(home.activityHookToken, 'utf8').trim();

/** One request; `headers` may set Host (node:http then sends it as given). */
function call(
  target: Target,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; contentType: string; body: any }> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        ...target,
        method,
        path,
        headers: {
          ...(text === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }),
          ...headers,
        },
      },
      (res) => {
        let data = '';
        res.on('data', (d) => {
          data += d;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type']),
            body: data ? JSON.parse(data) : undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const nothingRecorded = () => {
  assert.not.ok(existsSync(join(home.activity, seat.nodeId)), 'no activity journal or document for the seat');
  assert.is(readSeatHooks(home, seat.nodeId, seat.occupant), undefined);
};

test('TCP: a DNS-rebinding-shaped request (Host: evil.example:PORT) is refused, 421 JSON, nothing recorded', async () => {
  const port = daemon.tcp!.port;
  for (const host of [
    `evil.example:${port}`,
    'evil.example',
    `127.0.0.1:${port + 1}`,
    `localhost.evil.example:${port}`,
  ]) {
    const r = await call(tcp(), 'POST', '/api/activity/hooks', observation(), {
      host,
      authorization: `Bearer ${token()}`,
    });
    assert.is(r.status, 421, `Host ${host}: ${JSON.stringify(r.body)}`);
    assert.match(r.contentType, 'application/json');
    assert.is(r.body.reason, 'host_refused', host);
    assert.match(r.body.error, `127.0.0.1:${port}`, 'the answer names the address to use');
  }
  nothingRecorded();
});

test('TCP: a request with an Origin header is refused, 403 JSON, nothing recorded', async () => {
  const port = daemon.tcp!.port;
  for (const origin of ['http://evil.example', `http://127.0.0.1:${port}`, 'null']) {
    const r = await call(tcp(), 'POST', '/api/activity/hooks', observation(), {
      origin,
      authorization: `Bearer ${token()}`,
    });
    assert.is(r.status, 403, `Origin ${origin}: ${JSON.stringify(r.body)}`);
    assert.match(r.contentType, 'application/json');
    assert.is(r.body.reason, 'origin_refused', origin);
  }
  nothingRecorded();
});

test('socket: an Origin header is refused before a send (403, nothing typed, no outbox record); Host is not checked there', async () => {
  const r = await call(
    sock(),
    'POST',
    '/api/transport/send',
    { seat: 'w1@t', message: 'from a page' },
    { origin: 'http://evil.example' },
  );
  assert.is(r.status, 403, JSON.stringify(r.body));
  assert.is(r.body.reason, 'origin_refused');
  assert.equal(listRecords(home, seat.nodeId), [], 'nothing attempted, nothing recorded');
  const status = await call(sock(), 'GET', '/api/daemon/status', undefined, { host: 'evil.example' });
  assert.is(status.status, 200, 'a Unix socket has no address a name could rebind to');
});

test("positive controls: the relay at the endpoint's base URL is recorded; the CLI's own requests pass", async () => {
  const found = resolveEndpoint({ OPENRIG_PORT: String(daemon.tcp!.port) }, readEndpointFile(home.activityEndpoint));
  assert.is(found.kind, 'ok');
  if (found.kind !== 'ok') return;
  assert.is(await postObservation(found.endpoint, observation({ seq: Date.now() * 1000 + 1 }), 10_000), undefined);
  assert.ok(readSeatHooks(home, seat.nodeId, seat.occupant), 'the relayed observation was recorded');
  const status = await rig(['daemon', 'status', '--json'], th.env);
  assert.is(status.code, 0, status.stderr);
  assert.is(json(status).tcp.port, daemon.tcp!.port);
  const seatStatus = await rig(['seat', 'status', 'w1@t', '--json'], th.env);
  assert.is(seatStatus.code, 0, seatStatus.stderr);
});

test.run();
