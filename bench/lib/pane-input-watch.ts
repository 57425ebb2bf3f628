// When typed input reaches a pane, seen from the tmux server itself (for bench/send-real.bench.ts).
//
// Why not the pane's output (%output in control mode, or pipe-pane)? That is what the client draws
// after it has read the input, repainted on its own schedule: Claude Code shows a multi-line paste as
// a label, and both clients redraw in pieces, so "the text is in the pane" would become "the client
// has drawn something" and measure the client, not the sender. tmux 3.3a has no notification for
// input, but it runs a command's `after-*` hook inside the server right after the command itself:
// `after-paste-buffer` and `after-send-keys` rename one of two windows of a watch session, and
// renaming makes tmux send `%window-renamed @id` to every control client on that session at once.
// Our own control client there turns each into a timestamp in this process (performance.now()), on
// the same clock as the spawns and the fake model server. No process is started per event.
//
// The hooks are global on the (private) server: every paste and every send-keys to any pane counts,
// whoever sent it. The bench sends nothing else while it measures.
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export type InputKind = 'paste' | 'keys';

export interface InputEvent {
  kind: InputKind;
  at: number;
}

export interface InputWatch {
  events: InputEvent[];
  /** The first event of `kind` at or after `since`, if one came. */
  first(kind: InputKind, since: number): InputEvent | undefined;
  /** Removes the hooks and the watch session; ends the control client (by its pid if it lingers). */
  close(): Promise<void>;
}

const SESSION = 'benchwatch';

export async function watchPaneInput(socket: string, env: NodeJS.ProcessEnv): Promise<InputWatch> {
  const tmux = (...args: string[]) => {
    const r = spawnSync('tmux', ['-S', socket, ...args], { encoding: 'utf8', env });
    if (r.status !== 0) throw new Error(`tmux ${args.join(' ')} failed: ${r.stderr}`);
    return r.stdout.trim();
  };
  tmux('new-session', '-d', '-s', SESSION, '-n', 'paste', 'sleep 86400');
  tmux('new-window', '-d', '-t', `=${SESSION}:`, '-n', 'keys', 'sleep 86400');
  const ids = new Map<string, InputKind>();
  for (const line of tmux('list-windows', '-t', `=${SESSION}`, '-F', '#{window_id} #{window_name}').split('\n')) {
    const [id, name] = line.split(' ');
    if (id && (name === 'paste' || name === 'keys')) ids.set(id, name);
  }
  const windowOf = (kind: InputKind) => [...ids].find(([, k]) => k === kind)![0];
  const events: InputEvent[] = [];
  const client = spawn(
    'tmux',
    ['-S', socket, '-C', 'attach-session', '-t', `=${SESSION}`, '-f', 'ignore-size,no-output'],
    {
      stdio: ['pipe', 'pipe', 'ignore'],
      env,
    },
  );
  let partial = '';
  let ready: (() => void) | undefined;
  client.stdout.setEncoding('utf8');
  client.stdout.on('data', (text: string) => {
    const at = performance.now();
    const lines = (partial + text).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      const m = /^%(?:unlinked-)?window-renamed (@\d+)/.exec(line);
      const kind = m ? ids.get(m[1]!) : undefined;
      if (kind) events.push({ kind, at });
      else if (line === 'watch-ready') ready?.();
    }
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the tmux watch client did not start')), 30_000);
    ready = () => {
      clearTimeout(timer);
      resolve();
    };
    client.stdin.write('display-message -p watch-ready\n');
  });
  tmux('set-hook', '-g', 'after-paste-buffer', `rename-window -t ${windowOf('paste')} paste`);
  tmux('set-hook', '-g', 'after-send-keys', `rename-window -t ${windowOf('keys')} keys`);
  return {
    events,
    first: (kind, since) => events.find((e) => e.kind === kind && e.at >= since),
    async close() {
      spawnSync('tmux', ['-S', socket, 'set-hook', '-gu', 'after-paste-buffer'], { env });
      spawnSync('tmux', ['-S', socket, 'set-hook', '-gu', 'after-send-keys'], { env });
      const exited = new Promise<void>((r) => {
        if (client.exitCode !== null || client.signalCode !== null) r();
        else client.once('exit', () => r());
      });
      client.stdin.end();
      const kill = setTimeout(() => client.pid && process.kill(client.pid, 'SIGKILL'), 2000);
      await exited;
      clearTimeout(kill);
      spawnSync('tmux', ['-S', socket, 'kill-session', '-t', `=${SESSION}`], { env });
    },
  };
}
