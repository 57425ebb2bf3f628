// Everything a refocus run needs beyond the lock-free look: the locked engine and the live
// lookups (store, queue, trace, context). The hook imports this module dynamically, only when
// something must be written or delivered; build.mjs ships it as its own chunk file beside the
// hook, so a run with nothing to do never reads or compiles it.
export { lockedRun, noIdentity } from './engine.js';
export { liveLookups } from './live-lookups.js';
