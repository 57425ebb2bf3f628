// A private nats-server for a test: loopback, a port found free, JetStream in a temporary store,
// the documented per-host users (lib/federation/server-config.ts). Killed by its pid, by the test.
// Or the hub-and-leaf layout: `startHub` (JetStream in a domain, a leaf-node port) and per host
// `startLeaf` (no JetStream, its one remote the hub), each config written to the test's temp dir.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, createConnection } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './home.js';
import { waitFor } from './tmux.js';
import { leafConfig, serverConfig, type ServerHost } from '../../lib/federation/server-config.js';

export const NATS_SERVER = ['nats-server', '/usr/sbin/nats-server'].find(
  (p) => spawnSync(p, ['--version']).status === 0,
);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const c = createConnection({ host: '127.0.0.1', port });
    c.once('connect', () => {
      c.destroy();
      resolve(true);
    });
    c.once('error', () => resolve(false));
  });

export interface TestNats {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of running) c.kill('SIGKILL');
});

export async function startNats(
  hosts: ServerHost[],
  port?: number,
  storeDir = tempDir('openrig-nats-'),
): Promise<TestNats> {
  const p = port ?? (await freePort());
  return runServer(
    storeDir,
    'server.conf',
    serverConfig({ listen: `127.0.0.1:${p}`, storeDir: join(storeDir, 'js'), hosts }),
    p,
  );
}

export interface TestHub extends TestNats {
  /** The port leaf nodes connect to. */
  leafPort: number;
}

/** The hub: JetStream in `domain` with its store in `dir`, the hosts' users, a leaf-node port (ports kept on a restart). */
export async function startHub(
  hosts: ServerHost[],
  domain: string,
  dir: string,
  ports?: { port: number; leafPort: number },
): Promise<TestHub> {
  const port = ports?.port ?? (await freePort());
  const leafPort = ports?.leafPort ?? (await freePort());
  const conf = serverConfig({
    listen: `127.0.0.1:${port}`,
    storeDir: join(dir, 'js'),
    hosts,
    domain,
    leafListen: `127.0.0.1:${leafPort}`,
  });
  return { ...(await runServer(dir, 'hub.conf', conf, port)), leafPort };
}

/** Host `host`'s leaf node: no JetStream, its daemon's user, one remote (the hub's leaf port, as that user). */
export async function startLeaf(host: ServerHost, domain: string, hubLeafPort: number): Promise<TestNats> {
  const dir = tempDir('openrig-leaf-');
  const port = await freePort();
  const hubUrl = `nats-leaf://${host.host}:${host.password}@127.0.0.1:${hubLeafPort}`;
  return runServer(dir, 'leaf.conf', leafConfig({ listen: `127.0.0.1:${port}`, host, domain, hubUrl }), port);
}

/** A nats-server from config text written to dir/name, listening on port p (the caller chose it). */
export async function runServer(dir: string, name: string, text: string, p: number): Promise<TestNats> {
  if (!NATS_SERVER) throw new Error('nats-server is not installed');
  const conf = join(dir, name);
  writeFileSync(conf, text, { mode: 0o600 });
  const child = spawn(NATS_SERVER, ['-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (d) => {
    err += d;
  });
  running.add(child);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let up = false;
  void (async () => {
    while (!up && child.exitCode === null) {
      up = await accepts(p);
      if (!up) await new Promise((r) => setTimeout(r, 50));
    }
  })();
  await waitFor(() => up || child.exitCode !== null, 15_000, 'nats-server to listen');
  if (!up) throw new Error(`nats-server did not start: ${err}`);
  return {
    url: `nats://127.0.0.1:${p}`,
    port: p,
    pid: child.pid!,
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited;
      running.delete(child);
    },
  };
}
