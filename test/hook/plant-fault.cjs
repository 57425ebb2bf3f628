// Preload (node --require) for the event-jobs tests: plants a crash in one job of a built hook.
// The crash is an uncaught error thrown from a callback scheduled by the code that made the call
// (so it belongs to that code's async context, as a real bug in a callback would):
//   PLANT_CRASH_PATH    JSON array of substrings: the first synchronous fs call on a matching path
//                       schedules the crash; with PLANT_THROW=1 the call itself throws as well.
//   PLANT_CRASH_STDERR  a substring: the first write to fd 2 that contains it schedules the crash.
//   PLANT_END_ON_CRASH=1  the negative control: the process ends at the first uncaught error, as
//                       a process with one run does (this listener comes before the hook's own),
//                       after one stderr line `planted: ended at the first crash`.
'use strict';
const fs = require('node:fs');

const paths = JSON.parse(process.env.PLANT_CRASH_PATH || '[]');
const onStderr = process.env.PLANT_CRASH_STDERR;
let planted = false;

function plant(where) {
  if (planted) return false;
  planted = true;
  setImmediate(() => {
    throw new Error(`planted crash (${where})`);
  });
  return true;
}

const hit = (p) => typeof p === 'string' && paths.some((m) => p.includes(m));
for (const name of ['openSync', 'existsSync', 'statSync', 'mkdirSync', 'appendFileSync', 'writeFileSync', 'readFileSync']) {
  const orig = fs[name];
  fs[name] = function (p, ...rest) {
    if (hit(p) && plant(p) && process.env.PLANT_THROW === '1') {
      const e = new Error(`EIO: planted failure, ${name} '${p}'`);
      e.code = 'EIO';
      throw e;
    }
    return orig.call(this, p, ...rest);
  };
}

if (onStderr) {
  const origWrite = fs.writeSync;
  fs.writeSync = function (fd, data, ...rest) {
    if (fd === 2 && String(typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength)).includes(onStderr))
      plant('stderr');
    return origWrite.call(this, fd, data, ...rest);
  };
}

if (process.env.PLANT_END_ON_CRASH === '1') {
  const end = (e) => {
    fs.writeSync(2, `planted: ended at the first crash: ${e && e.message}\n`);
    process.exit(0);
  };
  process.on('uncaughtException', end);
  process.on('unhandledRejection', end);
}
