// Two OpenRig hosts on one machine for the remote-send tests: a nats-server with the documented
// per-host users, and per host a home, a private tmux server with one terminal seat running
// `cat >> FILE` (so every typing lands in a file and "typed once" is a count), and its built daemon
// process, killed by its pid. `seatAgent` adds a second seat running the scripted agent (the
// Claude-like composer of `rig demo`, dist/bin/demo-agent.cjs) with a hook recorder, so a test can
// type a draft into a real composer and count the prompts its hooks saw.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { REPO, RIG_BUNDLE, rigProcess } from './cli.js';
import { claudeRecorderPlugin, eventsNamed } from '../real/lib/hook-recorder.js';
import { tempDir, tempHome, type TestHome } from './home.js';
import { addSeat } from './seat.js';
import { lookUntil, privateTmux, waitFor, WAIT_SCALE, type PrivateTmux } from './tmux.js';
import { startNats, type TestNats } from './nats.js';
import { connect, usernamePasswordAuthenticator } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { daemonRequest } from '../../lib/daemon/client.js';
import { inboxPrefix, SEND_STREAM } from '../../lib/federation/names.js';

export interface Host {
  name: string;
  t: TestHome;
  env: Record<string, string>;
  tmux: PrivateTmux;
  nodeId: string;
  /** The file the seat's `cat` appends every typed byte to. */
  typedFile: string;
  daemon?: ChildProcess;
}

/** A seat running the scripted agent on a host's tmux server. */
export interface AgentSeat {
  ref: string;
  nodeId: string;
  paneId: string;
  /** Types text into the composer as a person would (send-keys, literal). */
  type(text: string): void;
  keys(...keys: string[]): void;
  screen(): string;
  /** The prompts its UserPromptSubmit hooks received, in order. */
  prompts(): string[];
}

export const NATS_USERS = [
  { host: 'hostA', password: 'pw-a' },
  { host: 'hostB', password: 'pw-b' },
];

export class TwoHosts {
  nats?: TestNats;
  readonly natsStore = tempDir('openrig-nats-');
  readonly hosts: Host[] = [];
  private readonly children: ChildProcess[] = [];

  async startNats(port?: number): Promise<TestNats> {
    this.nats = await startNats(NATS_USERS, port ?? this.nats?.port, this.natsStore);
    return this.nats;
  }

  /** `via`: the server this host's daemon connects to (default the test's one server) and the hub's domain. */
  async makeHost(name: string, password: string, seat: string, via?: { url: string; jsDomain: string }): Promise<Host> {
    const t = tempHome();
    const tokenFile = join(tempDir('openrig-fed-secret-'), 'password');
    writeFileSync(tokenFile, `${password}\n`, { mode: 0o600 });
    const typedFile = join(tempDir('openrig-typed-'), 'typed');
    writeFileSync(typedFile, '');
    const env = { ...t.env };
    for (const [k, v] of [
      ['federation.url', via?.url ?? this.nats!.url],
      ['federation.host', name],
      ['federation.user', name],
      ['federation.tokenFile', tokenFile],
      ...(via ? ([['federation.jsDomain', via.jsDomain]] as const) : []),
    ] as const) {
      const r = rigProcess(['config', 'set', k, v], env);
      assert.is(r.code, 0, `${k}: ${r.stderr}`);
    }
    const tmux = privateTmux();
    const paneId = tmux.newPane(`${seat}@t`, { width: 120, height: 30 }, ['sh', '-c', `exec cat >> '${typedFile}'`]);
    const rec = await addSeat(t.home, {
      name: seat,
      rig: 't',
      runtime: 'terminal',
      tmux: { socket: tmux.socket, paneId },
    });
    const h: Host = { name, t, env, tmux, nodeId: rec.nodeId, typedFile };
    this.hosts.push(h);
    return h;
  }

  /**
   * Seats the scripted agent (a Claude-like composer that fires its plugins' hooks) as `seat@t` on
   * the host's tmux server, its seat record a Claude Code seat in `guard` mode; waits for its start.
   */
  async seatAgent(h: Host, seat: string, guard: 'draft-aware' | 'off' = 'draft-aware'): Promise<AgentSeat> {
    const dir = tempDir('openrig-agent-');
    const proj = join(dir, 'proj');
    mkdirSync(proj);
    const log = join(dir, 'hooks.jsonl');
    const recorder = claudeRecorderPlugin(dir, log, ['SessionStart', 'UserPromptSubmit']);
    const agent = join(REPO, 'dist', 'bin', 'demo-agent.cjs');
    const ref = `${seat}@t`;
    const paneId = h.tmux.newPane(ref, { width: 120, height: 40 }, [
      '-c',
      proj,
      '-e',
      `CLAUDE_CODE_PLUGIN_DIRS=${recorder}`,
      '-e',
      `HOME=${dir}`,
      process.execPath,
      agent,
      '--turn-ms',
      '200',
    ]);
    const rec = await addSeat(h.t.home, {
      name: seat,
      rig: 't',
      runtime: 'claude-code',
      cwd: proj,
      typingGuard: guard,
      tmux: { socket: h.tmux.socket, session: ref, paneId },
    });
    await waitFor(() => eventsNamed(log, 'SessionStart')[0], 30_000, `${ref} agent start`);
    return {
      ref,
      nodeId: rec.nodeId,
      paneId,
      type: (text) => h.tmux.run('send-keys', '-t', paneId, '-l', text),
      keys: (...keys) => h.tmux.run('send-keys', '-t', paneId, ...keys),
      screen: () => h.tmux.run('capture-pane', '-p', '-t', paneId),
      prompts: () => eventsNamed(log, 'UserPromptSubmit').map((r) => String(r.stdin.prompt ?? '')),
    };
  }

  startDaemon(h: Host): void {
    const child = spawn(process.execPath, [RIG_BUNDLE, 'daemon', 'start', '--foreground'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...h.env },
      stdio: 'ignore',
    });
    this.children.push(child);
    h.daemon = child;
  }

  /** SIGKILL the host's daemon (by its pid) and wait for its exit. */
  async killDaemon(h: Host): Promise<void> {
    const d = h.daemon!;
    if (d.exitCode !== null || d.signalCode !== null) return;
    const exited = new Promise((r) => d.once('exit', r));
    d.kill('SIGKILL');
    await exited;
  }

  async cleanup(): Promise<void> {
    for (const c of this.children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    for (const h of this.hosts) h.tmux.kill();
    await this.nats?.kill();
  }
}

export async function view(h: Host): Promise<any> {
  try {
    const r = await daemonRequest(h.t.home.daemonSocket, 'GET', '/api/federation/seats', undefined, {
      timeoutMs: 10_000,
    });
    return r.status === 200 ? r.body : undefined;
  } catch {
    return undefined;
  }
}

/** Waits for `ok` over `look` (the shared condition wait: lookUntil's poll and stretched deadline). */
export async function until<T>(look: () => Promise<T>, ok: (v: T) => boolean, ms: number, what: string): Promise<T> {
  const r = await lookUntil(look, ok, ms);
  if (!r.done)
    throw new Error(`timed out after ${ms * WAIT_SCALE} ms waiting for ${what} (last: ${JSON.stringify(r.value)})`);
  return r.value;
}

/**
 * Publishes a request straight onto a JetStream subject as host `user` (its own credentials, its own
 * reply prefix) and waits for the first message on `answers` that `mine` accepts: the other host's
 * answer, as a daemon would receive it.
 */
export async function publishAs(
  two: TwoHosts,
  user: { host: string; password: string },
  to: { subject: string; msgId: string; body: unknown },
  answers: string,
  mine: (answer: any) => boolean,
): Promise<any> {
  const nc = await connect({
    servers: two.nats!.url,
    authenticator: usernamePasswordAuthenticator(user.host, user.password),
    inboxPrefix: inboxPrefix(user.host),
  });
  try {
    let got: unknown;
    nc.subscribe(answers, {
      callback: (_e, m) => {
        const a = m.json<any>();
        if (got === undefined && mine(a)) got = a;
      },
    });
    await nc.flush();
    await jetstream(nc, { timeout: 10_000 }).publish(to.subject, JSON.stringify(to.body), { msgID: to.msgId });
    return await waitFor(() => got, 60_000, `the answer on ${answers}`);
  } finally {
    await nc.close();
  }
}

/**
 * The requests the send stream still holds (a work queue: a request leaves once its owner acks it),
 * looked at with `host`'s own credentials; undefined while the server cannot be asked.
 */
export async function storedRequests(
  two: TwoHosts,
  host: string,
  password: string,
  via?: { url: string; jsDomain: string },
): Promise<number | undefined> {
  try {
    const nc = await connect({
      servers: via?.url ?? two.nats!.url,
      authenticator: usernamePasswordAuthenticator(host, password),
      inboxPrefix: inboxPrefix(host),
    });
    try {
      const jsm = await jetstreamManager(nc, { timeout: 10_000, ...(via ? { domain: via.jsDomain } : {}) });
      return (await jsm.streams.info(SEND_STREAM)).state.messages;
    } finally {
      await nc.close();
    }
  } catch {
    return undefined;
  }
}

/** How many times `token` was typed into the host's seat. */
export const typedCount = (h: Host, token: string): number => readFileSync(h.typedFile, 'utf8').split(token).length - 1;

/** Until `h`'s daemon is connected and sees `seat` live. */
export const seatLive = (h: Host, seat: string, ms = 90_000) =>
  until(
    () => view(h),
    (f) => f?.connection === 'connected' && f?.seats?.some((s: any) => s.seat === seat && s.hostState === 'live'),
    ms,
    `${seat} live in ${h.name}'s view`,
  );
