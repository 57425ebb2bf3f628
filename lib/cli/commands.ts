// The command table: one entry per noun, in the order `rig help` lists them.
import type { Command } from './command.js';
import { initCommand } from './init.js';
import { configCommand } from './config.js';
import { seatCommand } from './seat.js';

export const COMMANDS: Command[] = [
  initCommand,
  configCommand,
  seatCommand,
];
