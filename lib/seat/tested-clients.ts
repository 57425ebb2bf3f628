// The agent client builds OpenRig is tested against, written once: the real-client tests install
// exactly these (test/real/lib/clients.ts), `rig version` marks a client found on PATH as tested or
// not by them, and docs/supported-clients.md's table is checked against them
// (test/seat/tested-clients-doc.test.ts). OpenRig reads each client's screen and runs its hooks, so a
// build outside this list may work but nothing here has proved it.
import type { AgentClient } from './runtime.js';

export type ClientSetName = 'pinned' | 'newest';

/** pinned: the builds the product was made against; newest: the newest published when last measured. */
export const TESTED_CLIENT_SETS: Readonly<Record<ClientSetName, Readonly<Record<AgentClient, string>>>> = {
  pinned: { claude: '2.1.328', codex: '0.169.0' },
  newest: { claude: '2.1.332', codex: '0.171.0' },
};

/** Pure: the sets that tested this build of the client, in set order (none: untested). */
export function testedIn(client: AgentClient, version: string): ClientSetName[] {
  return (Object.keys(TESTED_CLIENT_SETS) as ClientSetName[]).filter((s) => TESTED_CLIENT_SETS[s][client] === version);
}

/** Pure: every tested build of the client, each once, in set order. */
export function testedVersions(client: AgentClient): string[] {
  return [...new Set(Object.values(TESTED_CLIENT_SETS).map((s) => s[client]))];
}
