// Preload (node --require) for the hung-file-system tests: an open() that holds a thread-pool
// thread in the kernel, as one on a dead network mount does. Every asynchronous fs.open of a path
// containing one of HUNG_FS_MATCH (JSON array of substrings) is made without O_NONBLOCK, so a FIFO
// the test put at that path blocks in openat() until a writer opens it (on a hung mount O_NONBLOCK
// does not help either; here it is taken away for a FIFO). Each such open is logged to HUNG_FS_LOG
// as `open <path>`, so a test can count how often a file was opened.
'use strict';
const fs = require('node:fs');

const match = JSON.parse(process.env.HUNG_FS_MATCH || '[]');
const logFile = process.env.HUNG_FS_LOG;
const origOpen = fs.open;
const origAppend = fs.appendFileSync;
const hit = (p) => typeof p === 'string' && match.some((m) => p.includes(m));

fs.open = function (path, flags, ...rest) {
  if (!hit(path)) return origOpen.call(this, path, flags, ...rest);
  if (logFile) origAppend(logFile, `open ${path}\n`);
  const blocking = typeof flags === 'number' ? flags & ~fs.constants.O_NONBLOCK : flags;
  return origOpen.call(this, path, blocking, ...rest);
};
