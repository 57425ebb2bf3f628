// The refocus hook's stand-in for signal-exit 3 inside proper-lockfile (build.mjs, hook bundles
// only): the same onExit(callback, options) → remove contract from signal-exit 4, which does not
// load node:assert (and with it process.stderr). Locks are still removed on exit and on signals.
const { onExit } = require('signal-exit');

module.exports = (callback, options) => onExit(callback, options);
