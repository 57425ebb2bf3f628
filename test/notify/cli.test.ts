// rig notify in-process: add (one kind, checked), list and history print a URL as scheme and host
// only (JSON too), the channels file is 0600, remove keeps history, test delivers to a loopback
// webhook and records it; errors are `rig: … — …` with exit 2 (usage) or 1 (refused, not delivered).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tempHome } from '../helpers/home.js';
import { rig } from '../helpers/cli.js';
import { addCommandChannel } from '../../lib/notify/command-channel.js';
import { readChannels } from '../../lib/notify/store.js';

const { home, env } = tempHome();
const SECRET = 'T000/B000/XXXXSECRETXXXX';

const json = async (argv: string[]) => {
  const r = await rig([...argv, '--json'], env);
  assert.is(r.code, 0, r.stderr);
  return JSON.parse(r.stdout);
};

test('add a webhook: the id, the redacted target; list never prints the path (a token may be in it)', async () => {
  const a = await json([
    'notify',
    'add',
    '--webhook',
    `https://hooks.example.com/services/${SECRET}`,
    '--timeout',
    '3',
  ]);
  assert.match(a.channel.id, /^nc-[0-9a-f]{8}$/);
  assert.is(a.channel.kind, 'webhook');
  assert.is(a.channel.target, 'https://hooks.example.com/…');
  assert.is(a.channel.timeoutMs, 3000);
  const human = await rig(['notify', 'list'], env);
  assert.is(human.code, 0);
  assert.match(human.stdout, `${a.channel.id}  webhook  https://hooks.example.com/…  (deadline 3 s)`);
  assert.not.match(human.stdout, SECRET);
  const listed = await rig(['notify', 'list', '--json'], env);
  assert.not.match(listed.stdout, SECRET);
  assert.is(JSON.parse(listed.stdout).total, 1);
  // The token is kept, in a file only the user can read.
  assert.match(readFileSync(home.notifyChannels, 'utf8'), SECRET);
  assert.is(statSync(home.notifyChannels).mode & 0o777, 0o600);
  assert.is(statSync(home.notifyChannels.replace(/\/channels\.json$/, '')).mode & 0o777, 0o700);
});

test('bad input: one line, usage exit 2', async () => {
  const cases: Array<[string[], RegExp]> = [
    [['notify', 'add'], /^rig: a channel is required — give one of --command CMD/],
    [['notify', 'add', '--desktop', '--command', 'x'], /^rig: more than one channel kind was given — /],
    [
      ['notify', 'add', '--webhook', 'ftp://x/y'],
      /^rig: invalid webhook: ftp: is not http: or https: — see rig notify --help/,
    ],
    [['notify', 'add', '--ntfy', 'topic'], /^rig: invalid ntfy: is not a URL/],
    [
      ['notify', 'add', '--command', 'true', '--timeout', '99'],
      /^rig: invalid timeout: "99": give seconds from 1 to 30/,
    ],
    [['notify', 'remove', 'bogus'], /^rig: invalid channel id: "bogus" is not nc-<8 hex>/],
    [['notify', 'history', '--limit', 'x'], /^rig: invalid --limit "x"/],
  ];
  for (const [argv, want] of cases) {
    const r = await rig(argv, env);
    assert.is(r.code, 2, argv.join(' '));
    assert.match(r.stderr, want, argv.join(' '));
    assert.is(r.stderr.trim().split('\n').length, 1, 'one line, no stack');
    assert.is(r.stdout, '');
  }
});

test('remove: gone from list, a second remove is refused (exit 1)', async () => {
  const c = await addCommandChannel(home, 'cat >/dev/null');
  assert.ok(readChannels(home).some((x) => x.id === c.id));
  const r = await json(['notify', 'remove', c.id]);
  assert.is(r.removed.id, c.id);
  assert.not.ok(readChannels(home).some((x) => x.id === c.id));
  const again = await rig(['notify', 'remove', c.id], env);
  assert.is(again.code, 1);
  assert.match(again.stderr, `rig: no notification channel ${c.id} — run rig notify list to see channels`);
});

test('test: a loopback webhook gets the event as JSON; the attempt is in history, redacted', async () => {
  const got: Array<{ url: string; type: string; body: any }> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (b) => (body += b));
    req.on('end', () => {
      got.push({ url: req.url!, type: String(req.headers['content-type']), body: JSON.parse(body) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  try {
    const t = tempHome();
    const add = await rig(['notify', 'add', '--webhook', `http://127.0.0.1:${port}/hook/${SECRET}`, '--json'], t.env);
    const id = JSON.parse(add.stdout).channel.id;
    const r = await rig(['notify', 'test', id, '--json'], t.env);
    assert.is(r.code, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    assert.is(out.delivered, 1);
    assert.is(out.results[0].outcome, 'delivered');
    assert.is(out.results[0].target, `http://127.0.0.1:${port}/…`);
    assert.is(got.length, 1);
    assert.is(got[0]!.url, `/hook/${SECRET}`);
    assert.is(got[0]!.type, 'application/json');
    assert.is(got[0]!.body.schema, 'openrig-notification');
    assert.is(got[0]!.body.test, true);
    assert.is(got[0]!.body.seat, 'test@notify');
    const h = await rig(['notify', 'history', '--json'], t.env);
    const entries = JSON.parse(h.stdout).entries;
    assert.is(entries.length, 1);
    assert.is(entries[0].outcome, 'delivered');
    assert.is(entries[0].test, true);
    assert.not.match(h.stdout, SECRET);
    const human = await rig(['notify', 'history'], t.env);
    assert.match(human.stdout, new RegExp(`${id} \\(webhook\\)  delivered \\(HTTP 204\\)  \\d+ ms  test`));

    // A channel that refuses: exit 1 (not delivered), recorded as failed.
    server.removeAllListeners('request');
    server.on('request', (_req, res) => res.writeHead(500).end());
    const bad = await rig(['notify', 'test', id], t.env);
    assert.is(bad.code, 1);
    assert.match(bad.stdout, 'failed (HTTP 500)');
    assert.match(bad.stderr, /^rig: 1 of 1 channel\(s\) did not take the test notification — /);
  } finally {
    server.close();
  }
});

test('test with no channels is refused', async () => {
  const t = tempHome();
  const r = await rig(['notify', 'test'], t.env);
  assert.is(r.code, 1);
  assert.match(r.stderr, 'rig: no notification channels — add one with rig notify add');
});

test.run();
