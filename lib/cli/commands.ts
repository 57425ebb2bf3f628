// The command table: one entry per noun, in the order `rig help` lists them.
import type { Command } from './command.js';
import { initCommand } from './init.js';
import { configCommand } from './config.js';
import { upCommand } from './up.js';
import { downCommand } from './down.js';
import { psCommand } from './ps.js';
import { seatCommand } from './seat.js';
import { daemonCommand } from './daemon.js';
import { sendCommand } from './send.js';
import { demoCommand } from './demo.js';
import { traceCommand } from './trace.js';
import { scopeCommand } from './scope.js';
import { queueCommand } from './queue.js';
import { streamCommand } from './stream.js';
import { contextLibraryCommand } from './context-library.js';
import { refocusCommand } from './refocus.js';
import { composerCommand } from './composer.js';

export const COMMANDS: Command[] = [
  initCommand,
  configCommand,
  upCommand,
  downCommand,
  psCommand,
  seatCommand,
  sendCommand,
  daemonCommand,
  demoCommand,
  traceCommand,
  scopeCommand,
  queueCommand,
  streamCommand,
  contextLibraryCommand,
  refocusCommand,
  composerCommand,
];
