// Channel settings (lib/notify/channel.ts): what `rig notify add` accepts, and how a channel is
// shown (a URL's path and query may carry a token: only scheme and host are ever printed).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildChannel,
  channelTarget,
  checkChannelId,
  MAX_CHANNELS,
  MAX_TIMEOUT_MS,
  MIN_TIMEOUT_MS,
  newChannelId,
  NotifyInputError,
  redactUrl,
  timeoutOf,
} from '../../lib/notify/channel.js';

test('redactUrl: scheme and host only; the rest is said to be hidden', () => {
  const cases: Array<[string, string]> = [
    ['https://hooks.example.com/services/T000/B000/XXXXSECRET', 'https://hooks.example.com/…'],
    ['https://ntfy.sh/my-secret-topic', 'https://ntfy.sh/…'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080/'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/'],
    ['https://user:pass@example.com/x?token=abc', 'https://example.com/…'],
    ['https://example.com/?token=abc', 'https://example.com/…'],
    ['https://example.com/#frag', 'https://example.com/…'],
    ['not a url', '(not a URL)'],
  ];
  for (const [url, want] of cases) assert.is(redactUrl(url), want, url);
});

test('buildChannel: one kind with its target; bad input is a NotifyInputError naming the field', () => {
  const ok: Array<[Parameters<typeof buildChannel>[0], string, string]> = [
    [{ kind: 'command', target: 'cat >> /tmp/n.log' }, 'command', 'cat >> /tmp/n.log'],
    [{ kind: 'webhook', target: 'https://example.com/hook/abc' }, 'webhook', 'https://example.com/hook/abc'],
    [{ kind: 'ntfy', target: 'https://ntfy.sh/topic' }, 'ntfy', 'https://ntfy.sh/topic'],
    [{ kind: 'desktop' }, 'desktop', ''],
  ];
  for (const [input, kind, target] of ok) {
    const c = buildChannel(input, 'nc-0123abcd', Date.parse('2026-12-05T00:00:00Z'));
    assert.is(c.kind, kind);
    assert.is(c.target, target);
    assert.is(c.id, 'nc-0123abcd');
    assert.is(c.timeoutMs, 5000);
    assert.is(c.createdAt, '2026-12-05T00:00:00.000Z');
  }
  const bad: Array<[Parameters<typeof buildChannel>[0], string]> = [
    [{ kind: 'command', target: '' }, 'command'],
    [{ kind: 'command', target: '   ' }, 'command'],
    [{ kind: 'command', target: 'echo\u0000x' }, 'command'],
    [{ kind: 'webhook', target: 'ftp://example.com/x' }, 'webhook'],
    [{ kind: 'webhook', target: 'example.com/x' }, 'webhook'],
    [{ kind: 'ntfy', target: 'topic-only' }, 'ntfy'],
    [{ kind: 'webhook', target: 'https://example.com/x', timeoutMs: 0 }, 'timeout'],
  ];
  for (const [input, field] of bad) {
    try {
      buildChannel(input, 'nc-0123abcd', 0);
      assert.unreachable(JSON.stringify(input));
    } catch (err) {
      assert.instance(err, NotifyInputError, JSON.stringify(input));
      assert.is((err as NotifyInputError).field, field, JSON.stringify(input));
    }
  }
});

test('timeoutOf: seconds from 1 to 30', () => {
  const cases: Array<[string, number | 'error']> = [
    ['5', 5000],
    ['1', 1000],
    ['30', 30_000],
    ['0', 'error'],
    ['31', 'error'],
    ['2.5', 2500],
    ['x', 'error'],
    ['', 'error'],
  ];
  for (const [s, want] of cases) {
    if (want === 'error')
      assert.throws(
        () => timeoutOf(s),
        (e: unknown) => e instanceof NotifyInputError,
        s,
      );
    else assert.is(timeoutOf(s), want, s);
  }
});

test('channelTarget: what list and history print (URLs redacted, the command as given)', () => {
  assert.is(channelTarget({ kind: 'webhook', target: 'https://h.example/abc?t=1' }), 'https://h.example/…');
  assert.is(channelTarget({ kind: 'ntfy', target: 'https://ntfy.sh/secret' }), 'https://ntfy.sh/…');
  assert.is(channelTarget({ kind: 'command', target: 'cat > x' }), 'cat > x');
  assert.is(channelTarget({ kind: 'desktop', target: '' }), 'notify-send');
});

test('channel ids: drawn as nc-<8 hex>, checked before use', () => {
  for (let i = 0; i < 20; i++) assert.match(newChannelId(), /^nc-[0-9a-f]{8}$/);
  assert.is(checkChannelId('nc-0123abcd'), 'nc-0123abcd');
  for (const bad of ['nc-0123abc', 'nc-0123abcde', 'NC-0123abcd', '../x', 'nc-0123abcg'])
    assert.throws(
      () => checkChannelId(bad),
      (e: unknown) => e instanceof NotifyInputError,
      bad,
    );
});

test('the bounds, and the schema repeats them', () => {
  assert.is(MIN_TIMEOUT_MS, 1000);
  assert.is(MAX_TIMEOUT_MS, 30_000);
  assert.is(MAX_CHANNELS, 20);
  const schema = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../state-schema/notify-channels.v1.schema.json'), 'utf8'),
  );
  const channels = schema.properties.channels;
  assert.is(channels.maxProperties, MAX_CHANNELS);
  assert.is(channels.additionalProperties.properties.timeoutMs.minimum, MIN_TIMEOUT_MS);
  assert.is(channels.additionalProperties.properties.timeoutMs.maximum, MAX_TIMEOUT_MS);
  for (const [ms, ok] of [
    [1000, true],
    [30_000, true],
    [999, false],
    [30_001, false],
  ] as const) {
    const build = () => buildChannel({ kind: 'desktop', timeoutMs: ms }, 'nc-0123abcd', 0);
    if (ok) assert.is(build().timeoutMs, ms);
    else assert.throws(build, (e: unknown) => e instanceof NotifyInputError, String(ms));
  }
  assert.throws(
    () => timeoutOf('31'),
    (e: unknown) => (e as Error).message === 'invalid timeout: "31": give seconds from 1 to 30',
  );
});

test.run();
