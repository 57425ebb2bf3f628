// Asks the seat's own Codex what it makes of the installed hooks: `codex app-server` over stdio,
// JSON-RPC `initialize`, then `hooks/list` for the seat's project. Each hook comes back with its
// key, whether it is enabled, its trust status and `currentHash` = `<identity hash>/<content hash>`,
// computed by the client itself (the bundle content hash is Codex's own; OpenRig does not
// recompute it). Bounded by a deadline; the child is killed by its pid when done.
import { spawn } from 'node:child_process';

export interface ClientHook {
  key: string;
  pluginId: string | null;
  enabled: boolean;
  trustStatus: string;
  identityHash: string;
  contentHash: string | undefined;
  timeoutSec?: number;
}

export interface ClientHooksQuery {
  program: string;
  env: Record<string, string>;
  cwd: string;
  deadlineMs?: number;
}

const DEFAULT_DEADLINE_MS = 20_000;

/** Pure: `hooks/list` result → the hooks, with currentHash split. */
export function parseHooksList(result: unknown): ClientHook[] {
  const data = (result as { data?: { hooks?: unknown[] }[] } | null)?.data;
  if (!Array.isArray(data)) throw new Error('hooks/list answered without data');
  const out: ClientHook[] = [];
  for (const entry of data) {
    for (const raw of entry.hooks ?? []) {
      const h = raw as Record<string, unknown>;
      if (typeof h.key !== 'string' || typeof h.currentHash !== 'string') continue;
      const [identityHash, contentHash] = h.currentHash.split('/');
      out.push({
        key: h.key,
        pluginId: typeof h.pluginId === 'string' ? h.pluginId : null,
        enabled: h.enabled !== false,
        trustStatus: String(h.trustStatus ?? 'unknown'),
        identityHash: identityHash!,
        contentHash,
        ...(typeof h.timeoutSec === 'number' ? { timeoutSec: h.timeoutSec } : {}),
      });
    }
  }
  return out;
}

export function queryClientHooks(q: ClientHooksQuery): Promise<ClientHook[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(q.program, ['app-server'], { env: q.env, cwd: q.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let settled = false;
    let stderr = '';
    const finish = (err: Error | undefined, hooks?: ClientHook[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.pid !== undefined && child.exitCode === null) child.kill('SIGTERM');
      if (err) reject(err);
      else resolve(hooks!);
    };
    const timer = setTimeout(
      () =>
        finish(
          new Error(`codex app-server did not answer hooks/list within ${q.deadlineMs ?? DEFAULT_DEADLINE_MS} ms`),
        ),
      q.deadlineMs ?? DEFAULT_DEADLINE_MS,
    );
    const send = (msg: object) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...msg })}\n`);
    let buf = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buf += chunk;
      for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        let msg: { id?: number; result?: unknown; error?: { message?: string } };
        try {
          msg = JSON.parse(line);
        } catch {
          continue;
        }
        if (msg.id === 1) {
          if (msg.error) return finish(new Error(`codex app-server refused initialize: ${msg.error.message}`));
          send({ method: 'initialized' });
          send({ id: 2, method: 'hooks/list', params: { cwds: [q.cwd] } });
        } else if (msg.id === 2) {
          if (msg.error) return finish(new Error(`codex app-server refused hooks/list: ${msg.error.message}`));
          try {
            finish(undefined, parseHooksList(msg.result));
          } catch (err) {
            finish(err as Error);
          }
        }
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (c: string) => {
      if (stderr.length < 4000) stderr += c;
    });
    child.on('error', (err) => finish(new Error(`cannot run ${q.program} app-server: ${err.message}`)));
    child.on('exit', (code) =>
      finish(new Error(`codex app-server exited (${code}) before answering: ${stderr.trim().split('\n').pop() ?? ''}`)),
    );
    child.stdin.on('error', () => undefined);
    send({ id: 1, method: 'initialize', params: { clientInfo: { name: 'openrig', version: '1' } } });
  });
}
