// The refocus hook's stand-in for node:worker_threads inside write-file-atomic (build.mjs, hook
// bundles only), which reads threadId once, to tell temp names of threads apart. A hook runs on
// the main thread only (threadId 0), and skips loading the worker machinery.
exports.threadId = 0;
