// One attempt on one channel, bounded by the channel's deadline, never throwing: a command runs in
// a process group of its own (killed as a group at the deadline, so a child it left behind goes
// too), a webhook or ntfy request is aborted, notify-send is a command. The outcome and how long it
// took are what history records; a detail never carries a URL (a token may sit in it).
import { runBounded } from '../util/run-bounded.js';
import type { Channel } from './channel.js';
import { eventEnv, type NotifyEvent } from './event.js';
import type { AttemptOutcome } from './store.js';

export interface AttemptResult {
  outcome: Exclude<AttemptOutcome, 'skipped'>;
  detail?: string;
  ms: number;
}

const DETAIL_MAX = 200;
const flat = (s: string) =>
  s
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .trim()
    .slice(0, DETAIL_MAX);

export async function deliverTo(channel: Channel, event: NotifyEvent): Promise<AttemptResult> {
  const started = Date.now();
  let r: Omit<AttemptResult, 'ms'>;
  try {
    if (channel.kind === 'command') r = await runCommand('/bin/sh', ['-c', channel.target], event, channel.timeoutMs);
    else if (channel.kind === 'desktop')
      r = await runCommand(
        'notify-send',
        ['-a', 'OpenRig', `OpenRig: ${event.seat}`, event.text],
        event,
        channel.timeoutMs,
      );
    else if (channel.kind === 'webhook')
      r = await post(channel.target, JSON.stringify(event), { 'content-type': 'application/json' }, channel.timeoutMs);
    else
      r = await post(
        channel.target,
        event.text,
        { 'content-type': 'text/plain; charset=utf-8', title: `OpenRig: ${event.seat}`, tags: event.kind },
        channel.timeoutMs,
      );
  } catch (err) {
    r = { outcome: 'failed', detail: flat((err as Error)?.message ?? String(err)) };
  }
  return { ...r, ms: Math.max(0, Date.now() - started) };
}

async function runCommand(
  file: string,
  args: string[],
  event: NotifyEvent,
  timeoutMs: number,
): Promise<Omit<AttemptResult, 'ms'>> {
  const r = await runBounded(file, args, {
    env: { ...process.env, ...eventEnv(event) },
    cwd: process.cwd(),
    deadlineMs: timeoutMs,
    maxBytes: DETAIL_MAX,
    input: `${JSON.stringify(event)}\n`,
    stdout: false,
    // exit, not close: a background child holding stderr open must not stretch the attempt.
    until: 'exit',
  });
  if (r.kind === 'failed')
    return { outcome: 'failed', detail: r.message === 'ENOENT' ? `${file} not found` : flat(r.message) };
  if (r.kind === 'timeout')
    return { outcome: 'timeout', detail: `no exit within ${timeoutMs} ms; its process group was killed` };
  if (r.code === 0) return { outcome: 'delivered' };
  return {
    outcome: 'failed',
    detail: flat(`${r.signal ? `killed by ${r.signal}` : `exit ${r.code}`}${r.stderr ? `: ${r.stderr}` : ''}`),
  };
}

async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Omit<AttemptResult, 'ms'>> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      body,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return { outcome: 'delivered', detail: `HTTP ${res.status}` };
    return { outcome: 'failed', detail: `HTTP ${res.status}` };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    if (e.name === 'TimeoutError' || e.name === 'AbortError')
      return { outcome: 'timeout', detail: `no answer within ${timeoutMs} ms; the request was aborted` };
    // fetch's messages do not carry the URL; the cause's code says enough (ECONNREFUSED, ENOTFOUND).
    return { outcome: 'failed', detail: flat(e.cause?.code ? `${e.message} (${e.cause.code})` : e.message) };
  }
}
