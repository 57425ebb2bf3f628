// A private nats-server for a test: loopback, a port found free, JetStream in a temporary store,
// the documented per-host users (lib/federation/server-config.ts). Killed by its pid, by the test.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, createConnection } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './home.js';
import { waitFor } from './tmux.js';
import { serverConfig, type ServerHost } from '../../lib/federation/server-config.js';

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
  if (!NATS_SERVER) throw new Error('nats-server is not installed');
  const p = port ?? (await freePort());
  const conf = join(storeDir, 'server.conf');
  writeFileSync(conf, serverConfig({ listen: `127.0.0.1:${p}`, storeDir: join(storeDir, 'js'), hosts }), {
    mode: 0o600,
  });
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
