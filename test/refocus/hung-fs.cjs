// Preload (node --require) for the hung-file-system tests: an open() that holds a thread-pool
// thread in the kernel, as one on a dead network mount does. Every asynchronous fs.open of a path
// containing one of HUNG_FS_MATCH (JSON array of substrings) is made without O_NONBLOCK, so a FIFO
// the test put at that path blocks in openat() until a writer opens it (on a hung mount O_NONBLOCK
// does not help either; here it is taken away for a FIFO). Each such open is logged to HUNG_FS_LOG
// as `open <path> pid=<pid> argv=<json>`, so a test can count how often, and by which process, a
// file was opened; and `opened <path> pid=<pid> after <ms> ms: <fd or errno>` when it returns.
'use strict';
const fs = require('node:fs');

const match = JSON.parse(process.env.HUNG_FS_MATCH || '[]');
const logFile = process.env.HUNG_FS_LOG;
const origOpen = fs.open;
const origAppend = fs.appendFileSync;
const hit = (p) => typeof p === 'string' && match.some((m) => p.includes(m));

fs.open = function (path, flags, ...rest) {
  if (!hit(path)) return origOpen.call(this, path, flags, ...rest);
  if (logFile) origAppend(logFile, `open ${path} pid=${process.pid} argv=${JSON.stringify(process.argv.slice(1))}\n`);
  const blocking = typeof flags === 'number' ? flags & ~fs.constants.O_NONBLOCK : flags;
  const cb = rest.pop();
  const started = Date.now();
  // How the open ended, and after how long (`opened …`), so a test can tell a hang from a release.
  return origOpen.call(this, path, blocking, ...rest, (err, fd) => {
    if (logFile) origAppend(logFile, `opened ${path} pid=${process.pid} after ${Date.now() - started} ms: ${err ? err.code : `fd ${fd}`}\n`);
    cb(err, fd);
  });
};

// A file on a hung mount stays where it is: a synchronous reader (here the daemon's) quarantines a
// FIFO it reads as not a regular file, which would take the stand-in away before the hook opens it
// (the hook's open then ends at once with ENOENT). So renaming a matched path fails (EBUSY), and is
// logged as `rename <path> pid=<pid> argv=<json>`.
const origRename = fs.renameSync;
fs.renameSync = function (from, to) {
  if (!hit(from)) return origRename.call(this, from, to);
  if (logFile) origAppend(logFile, `rename ${from} pid=${process.pid} argv=${JSON.stringify(process.argv.slice(1))}\n`);
  const err = new Error(`EBUSY: resource busy or locked, rename '${from}'`);
  err.code = 'EBUSY';
  throw err;
};
