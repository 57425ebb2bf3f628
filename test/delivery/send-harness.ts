// Shared setup for the delivery tests: a private tmux server, seats running the scripted composer,
// their registry records in a throwaway home, and an in-process daemon when a test needs HTTP.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempHome, type TestHome } from '../helpers/home.js';
import { privateTmux, waitFor, type PrivateTmux } from '../helpers/tmux.js';
import { addSeat } from '../helpers/seat.js';
import type { Runtime, SeatRecord, TypingGuardMode } from '../../lib/seat/registry.js';
import { SeatLeases } from '../../lib/delivery/send/lease.js';
import { deliver, type SendDeps, type SendRequest, type SendResult } from '../../lib/delivery/send/send.js';
import { startDaemon, type RunningDaemon, type StartOptions } from '../../lib/daemon/daemon.js';
import { silentLog } from '../../lib/timers/log.js';
import type { AdapterHooks } from '../../lib/delivery/pane/tmux-adapter.js';
import { activateDesired, setDesiredMode } from '../../lib/delivery/guard/store.js';

export const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'scripted-composer.mjs');

export interface ComposerState {
  input: string;
  submissions: string[];
  menu: boolean;
  menuAnswers: number[];
  ghost: boolean;
  busy: boolean;
  keys: number;
}

export interface TestSeat {
  record: SeatRecord;
  ref: string;
  paneId: string;
  stateFile: string;
  state(): ComposerState;
  keys(...keys: string[]): void;
  type(text: string): void;
  capture(): string;
}

export interface Harness extends TestHome {
  tmux: PrivateTmux;
  leases: SeatLeases;
  seats: TestSeat[];
  addSeat(opts?: SeatOptions): Promise<TestSeat>;
  send(seat: TestSeat, message: string, extra?: Partial<SendRequest>, hooks?: AdapterHooks): Promise<SendResult>;
  daemon?: RunningDaemon;
  startDaemon(deps?: Partial<SendDeps>, extra?: Partial<StartOptions>): Promise<RunningDaemon>;
  close(): Promise<void>;
}

export interface SeatOptions {
  runtime?: 'claude' | 'codex';
  /** Seat record runtime (default from the composer). */
  seatRuntime?: Runtime;
  typingGuard?: TypingGuardMode;
  name?: string;
  composerArgs?: string[];
  /** Run this command instead of the scripted composer. */
  command?: string[];
  width?: number;
  height?: number;
  /** The seat's plugin selection (default none). */
  plugins?: string[];
}

let seq = 0;

export async function harness(): Promise<Harness> {
  const th = tempHome();
  const tmux = privateTmux();
  const leases = new SeatLeases(th.home);
  const seats: TestSeat[] = [];
  const h: Harness = {
    ...th,
    tmux,
    leases,
    seats,
    async addSeat(opts: SeatOptions = {}) {
      const runtime = opts.runtime ?? 'claude';
      const name = opts.name ?? `w${++seq}`;
      const rig = 't';
      const session = `${name}@${rig}`;
      const stateFile = join(th.dir, '..', `${name}.state.json`);
      const cmd = opts.command ?? ['node', FIXTURE, runtime, stateFile, ...(opts.composerArgs ?? [])];
      const paneId = tmux.newPane(session, { width: opts.width ?? 120, height: opts.height ?? 40 }, cmd);
      const record = await addSeat(th.home, {
        name,
        rig,
        runtime: opts.seatRuntime ?? (runtime === 'codex' ? 'codex' : 'claude-code'),
        cwd: th.dir,
        plugins: opts.plugins ?? [],
        typingGuard: opts.typingGuard ?? 'off',
        tmux: { socket: tmux.socket, session, paneId },
      });
      if (!opts.command) await waitFor(() => existsSync(stateFile), 5000, `${session} composer start`);
      const seat: TestSeat = {
        record,
        ref: session,
        paneId,
        stateFile,
        state: () => JSON.parse(readFileSync(stateFile, 'utf8')) as ComposerState,
        keys: (...keys) => {
          tmux.run('send-keys', '-t', paneId, ...keys);
        },
        type: (text) => {
          tmux.run('send-keys', '-t', paneId, '-l', text);
        },
        capture: () => tmux.run('capture-pane', '-p', '-t', paneId),
      };
      seats.push(seat);
      return seat;
    },
    send(seat, message, extra = {}, hooks) {
      return deliver({ home: th.home, leases, hooks }, { seat: seat.record, message, sender: 'lead@t', ...extra });
    },
    async startDaemon(deps = {}, extra = {}) {
      h.daemon = await startDaemon(th.home, { log: silentLog, sendDeps: deps, guardActivationWaitMs: 400, ...extra });
      return h.daemon;
    },
    async close() {
      await h.daemon?.close();
      tmux.kill();
    },
  };
  return h;
}

/** The envelope the daemon puts around a message from lead@t. */
export const enveloped = (seat: TestSeat, body: string, sender = 'lead@t') =>
  `From: ${sender}\nTo: ${seat.ref}\n---\n${body}`;

export { sleep } from '../../lib/util/sleep.js';

/** Sets a seat's typing guard and makes it effective at once (no operation is in flight). */
export async function setMode(h: Harness, seat: TestSeat, mode: TypingGuardMode): Promise<void> {
  await setDesiredMode(h.home, seat.record.nodeId, {
    mode,
    reason: 'test',
    actor: null,
    fallbackMode: seat.record.typingGuard,
  });
  await activateDesired(h.home, seat.record.nodeId, seat.record.typingGuard);
}
