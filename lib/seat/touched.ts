// Pure: what a burst of file changes under $OPENRIG_HOME can have changed, from the paths alone.
// A seat's own files carry its node id (activity/<nodeId>/…, guards/<nodeId>.json, outbox/<nodeId>/…,
// context-usage/<nodeId>/…): only those seats' status is read again (a tmux call each). Anything
// else (the seat registry, queue rows and indexes, wakes) is read again from files for every seat.
import { NODE_ID_PATTERN } from './ref.js';

export interface Touched {
  /** Seats whose own files changed. */
  nodes: Set<string>;
  /** A change outside any seat's files: the seat list and the queues are read again. */
  shared: boolean;
}

export function touchedBy(paths: Iterable<string>): Touched {
  const out: Touched = { nodes: new Set(), shared: false };
  for (const path of paths) {
    const node = path
      .split('/')
      .map((part) => part.replace(/^\.+/, '').replace(/\..*$/, ''))
      .find((part) => NODE_ID_PATTERN.test(part));
    if (node) out.nodes.add(node);
    else out.shared = true;
  }
  return out;
}
