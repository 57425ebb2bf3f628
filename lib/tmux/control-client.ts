// One long-lived tmux control-mode client (`tmux -C attach-session …`): command lists written to its
// stdin, answers read from its stdout. Asking through it costs a fraction of a millisecond where a
// tmux process costs about 10 ms. Answers come back in the order the lines were written, so
// requests wait in a FIFO; a request that outlives its deadline closes the client, since a late
// answer would otherwise be taken for the next request's.
import type { ChildProcess } from 'node:child_process';
import { childProcess } from '../util/lazy-builtins.js';
import { ControlParser, type ControlEvent } from './control-protocol.js';

export type ControlReply =
  | { ok: true; stdout: string }
  /** A command failed: `stdout` holds what the commands before it printed, `error` tmux's message. */
  | { ok: false; stdout: string; error: string }
  /** The client ended before answering (server gone, client detached): ask some other way. */
  | { ok: 'unavailable' }
  | { ok: 'timeout' };

interface Pending {
  count: number;
  blocks: string[][];
  done: (reply: ControlReply) => void;
  timer: NodeJS.Timeout;
}

/** Output lines as a tmux process would have printed them on stdout. */
const asStdout = (blocks: string[][]) => blocks.map((lines) => lines.map((l) => `${l}\n`).join('')).join('');

export class ControlClient {
  private readonly parser = new ControlParser();
  private readonly pending: Pending[] = [];
  private closed = false;
  /** Settles when the tmux client process has ended. */
  private readonly exited: Promise<void>;

  private constructor(private readonly child: ChildProcess) {
    let markExited!: () => void;
    this.exited = new Promise((r) => {
      markExited = r;
    });
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (text: string) => this.events(this.parser.push(text)));
    child.on('exit', () => {
      markExited();
      this.end();
    });
    child.on('error', () => {
      markExited();
      this.end();
    });
    // A write after the client died raises EPIPE on stdin; the exit handler settles the requests.
    child.stdin!.on('error', () => this.end());
    // The client never keeps its owner's process alive; a waiting request holds a timer that does.
    child.unref();
    for (const s of [child.stdin, child.stdout] as unknown as { unref?: () => void }[]) s.unref?.();
  }

  /** Starts `tmux <argv>`; argv must put the client in control mode. */
  static spawn(argv: string[], env: NodeJS.ProcessEnv): ControlClient {
    return new ControlClient(childProcess().spawn('tmux', argv, { stdio: ['pipe', 'pipe', 'ignore'], env }));
  }

  get alive(): boolean {
    return !this.closed;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Runs one control-mode line holding `count` commands. */
  run(line: string, count: number, timeoutMs: number): Promise<ControlReply> {
    if (this.closed) return Promise.resolve({ ok: 'unavailable' });
    return new Promise((resolve) => {
      const p: Pending = {
        count,
        blocks: [],
        done: resolve,
        timer: setTimeout(() => {
          this.settle(p, { ok: 'timeout' });
          void this.close();
        }, timeoutMs),
      };
      this.pending.push(p);
      this.child.stdin!.write(`${line}\n`);
    });
  }

  /**
   * Detaches (end of input makes tmux detach the client) and waits until the process has ended,
   * killing it after `graceMs`. The owner must not exit before that: tmux 3.3a, told to exit
   * while a control client's output is unread, waits for that client for ever, and a server being
   * killed then never finishes (measured; the client's end releases it).
   */
  close(graceMs = 500): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.stdin!.end();
      const kill = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
      void this.exited.then(() => clearTimeout(kill));
    }
    this.end();
    return this.exited;
  }

  private events(events: ControlEvent[]): void {
    for (const e of events) {
      if (e.kind === 'exit') {
        this.end();
        return;
      }
      // Blocks without the own flag answer commands tmux ran for the client itself (the attach).
      if (!e.own) continue;
      const p = this.pending[0];
      if (!p) continue;
      p.blocks.push(e.lines);
      // tmux runs the rest of a command list only while its commands succeed.
      if (!e.ok) this.settle(p, { ok: false, stdout: asStdout(p.blocks.slice(0, -1)), error: e.lines.join('\n') });
      else if (p.blocks.length === p.count) this.settle(p, { ok: true, stdout: asStdout(p.blocks) });
    }
  }

  private settle(p: Pending, reply: ControlReply): void {
    const i = this.pending.indexOf(p);
    if (i < 0) return;
    this.pending.splice(i, 1);
    clearTimeout(p.timer);
    p.done(reply);
  }

  private end(): void {
    this.closed = true;
    for (const p of [...this.pending]) this.settle(p, { ok: 'unavailable' });
  }
}
