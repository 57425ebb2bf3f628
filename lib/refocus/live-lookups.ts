// The real lookups, in-process: the same library functions `rig context get`, `rig queue whoami`,
// `rig trace`, `rig config` and `rig stream emit` use. Loaded only when a refocus is delivered.
import { resolveConfigAsync } from '../config/config-async.js';
import { getContextEntry } from '../context/context-library.js';
import { readWhoami } from '../queue/whoami-read.js';
import { emitStreamItemAsync } from '../stream/stream-log.js';
import { renderTrace, type TraceOptions } from '../trace/render.js';
import type { RefocusLookups } from './lookups.js';

export const liveLookups: RefocusLookups = {
  async config(home, env, cwd, signal) {
    const c = await resolveConfigAsync(home, env, cwd, signal);
    return {
      topologyRoot: c['topology.root'].value,
      workspaceRoot: c['workspace.root'].value,
      contextRoot: c['context.root'].value,
    };
  },
  whoami: (home, env, { config, ...opts }) =>
    readWhoami(home, env, {
      ...opts,
      config: config.ok ? { workspaceRoot: config.roots.workspaceRoot } : { unavailable: config.reason },
    }),
  trace: (req) => renderTrace(req as unknown as TraceOptions),
  contextEntry: (root, ref, signal) => getContextEntry(root, ref, { signal }),
  emitIssue: (home, item, signal) => emitStreamItemAsync(home, item, signal),
};
