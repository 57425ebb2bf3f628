// Preload (node --require) for the deadline tests: a slow file system under chosen paths. Every
// node:fs call on a path containing one of SLOW_FS_MATCH (JSON array of substrings) is logged to
// SLOW_FS_LOG as `sync|async <fn> <path>` and delayed SLOW_FS_MS: a synchronous call blocks the
// main thread (as a slow disk would), an asynchronous one completes late (the thread stays free).
// A delayed call that finishes logs `done <fn> <path>`, so a test can tell whether the run waited.
'use strict';
const fs = require('node:fs');

const match = JSON.parse(process.env.SLOW_FS_MATCH || '[]');
const delayMs = Number(process.env.SLOW_FS_MS) || 0;
const logFile = process.env.SLOW_FS_LOG;
const slowFds = new Set();
const orig = {};
for (const k of Object.keys(fs)) if (typeof fs[k] === 'function') orig[k] = fs[k];
const nativeRealpath = fs.realpath.native;
const nativeRealpathSync = fs.realpathSync.native;

const log = (line) => {
  if (logFile) orig.appendFileSync(logFile, `${line}\n`);
};
const slowPath = (p) => typeof p === 'string' && match.some((m) => p.includes(m));
const slowArg = (a) => (typeof a === 'number' ? slowFds.has(a) : slowPath(String(a)));
const block = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function wrapSync(name, impl = orig[name]) {
  return function (...args) {
    if (!slowArg(args[0])) return impl.apply(this, args);
    log(`sync ${name} ${args[0]}`);
    block(delayMs);
    log(`done ${name} ${args[0]}`);
    const r = impl.apply(this, args);
    if (name === 'openSync') slowFds.add(r);
    return r;
  };
}

function wrapAsync(name, impl = orig[name]) {
  return function (...args) {
    if (!slowArg(args[0])) return impl.apply(this, args);
    log(`async ${name} ${args[0]}`);
    const cb = args[args.length - 1];
    args[args.length - 1] = (err, value, ...rest) => {
      if (name === 'open' && !err) slowFds.add(value);
      log(`done ${name} ${args[0]}`);
      cb(err, value, ...rest);
    };
    setTimeout(() => impl.apply(this, args), delayMs);
  };
}

for (const n of ['openSync', 'readFileSync', 'statSync', 'lstatSync', 'readdirSync', 'existsSync', 'readSync', 'fstatSync', 'accessSync']) {
  if (orig[n]) fs[n] = wrapSync(n);
}
fs.realpathSync = Object.assign(wrapSync('realpathSync'), { native: wrapSync('realpathSync', nativeRealpathSync) });
for (const n of ['open', 'read', 'stat', 'lstat', 'readdir', 'fstat', 'readFile', 'access']) {
  if (orig[n]) fs[n] = wrapAsync(n);
}
// A closed descriptor's number is reused by the next open: it is slow only while it is open.
fs.close = function (fd, ...rest) {
  slowFds.delete(fd);
  return orig.close.call(this, fd, ...rest);
};
fs.closeSync = function (fd) {
  slowFds.delete(fd);
  return orig.closeSync.call(this, fd);
};
fs.realpath = Object.assign(wrapAsync('realpath'), { native: wrapAsync('realpath', nativeRealpath) });
