// The refocus hook's stand-in for graceful-fs inside proper-lockfile (build.mjs, hook bundles only).
// graceful-fs queues and retries opens that fail with EMFILE, which a process holding a handful of
// files never meets; loading it costs the hook node:stream and node:assert, and node:assert makes
// Node set up process.stderr (net, stream bases): together several ms of a run of about 100.
module.exports = require('node:fs');
