// MayIntervene bound to a home: reads the seat's recorded choice and asks the pure rules.
import type { HomePaths } from '../home/paths.js';
import type { MayIntervene } from './contract.js';
import { decideIntervention } from './policy.js';
import { readTerminalPolicy } from './store.js';

export function mayInterveneIn(home: HomePaths): MayIntervene {
  return (nodeId, actor, action, caller) =>
    decideIntervention(readTerminalPolicy(home, nodeId)?.choice, { nodeId, actor, action, caller });
}
