// What a command receives: its streams, environment and working folder, so tests can run any
// command in-process with buffers and a throwaway OPENRIG_HOME.
import { resolveHome, homePaths, type Env, type HomePaths } from '../home/paths.js';
import { escapeForTerminal, jsonForTerminal } from '../util/terminal-text.js';

export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Raw bytes to stdout, for commands whose output is content itself (rig context get). */
  outBytes?(data: Uint8Array): void;
  /** Standard input as text (for `-` arguments); undefined when there is none. */
  readStdin?(): Promise<string>;
  /**
   * stderr's terminal, when it is one (its width in columns), for a progress line drawn in place;
   * undefined (or absent: tests, a pipe, a file) when it is not.
   */
  errTerminal?(): { columns: number } | undefined;
  /** Whether stdin and stdout are both a terminal (rig watch draws its full-screen view then). */
  interactive?(): boolean;
  /** True once stdout's reader has gone (EPIPE): a streaming command stops. */
  outClosed?(): boolean;
}

export interface Context {
  io: Io;
  env: Env;
  cwd: string;
  home: HomePaths;
  /** Path of the running rig bundle (to start the daemon or re-invoke ourselves). */
  selfPath?: string;
}

export function createContext(io: Io, env: Env, cwd: string, selfPath?: string): Context {
  return { io, env, cwd, home: homePaths(resolveHome(env)), selfPath };
}

/** Prints one line of human output with recorded data escaped. */
export function say(ctx: Context, line = ''): void {
  ctx.io.out(escapeForTerminal(line) + '\n');
}

export function printJson(ctx: Context, value: unknown): void {
  ctx.io.out(jsonForTerminal(value) + '\n');
}

/** An advisory on stderr (never mixed into data on stdout). */
export function advise(ctx: Context, line: string): void {
  ctx.io.err(escapeForTerminal(line) + '\n');
}
