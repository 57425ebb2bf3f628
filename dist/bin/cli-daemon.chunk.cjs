(function (exports, require, module, __filename, __dirname) {
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// node_modules/mri/lib/index.js
var require_lib = __commonJS({
  "node_modules/mri/lib/index.js"(exports2, module2) {
    function toArr(any) {
      return any == null ? [] : Array.isArray(any) ? any : [any];
    }
    function toVal(out, key, val, opts) {
      var x, old = out[key], nxt = !!~opts.string.indexOf(key) ? val == null || val === true ? "" : String(val) : typeof val === "boolean" ? val : !!~opts.boolean.indexOf(key) ? val === "false" ? false : val === "true" || (out._.push((x = +val, x * 0 === 0) ? x : val), !!val) : (x = +val, x * 0 === 0) ? x : val;
      out[key] = old == null ? nxt : Array.isArray(old) ? old.concat(nxt) : [old, nxt];
    }
    module2.exports = function(args, opts) {
      args = args || [];
      opts = opts || {};
      var k, arr, arg, name, val, out = { _: [] };
      var i = 0, j = 0, idx = 0, len = args.length;
      const alibi = opts.alias !== void 0;
      const strict = opts.unknown !== void 0;
      const defaults = opts.default !== void 0;
      opts.alias = opts.alias || {};
      opts.string = toArr(opts.string);
      opts.boolean = toArr(opts.boolean);
      if (alibi) {
        for (k in opts.alias) {
          arr = opts.alias[k] = toArr(opts.alias[k]);
          for (i = 0; i < arr.length; i++) {
            (opts.alias[arr[i]] = arr.concat(k)).splice(i, 1);
          }
        }
      }
      for (i = opts.boolean.length; i-- > 0; ) {
        arr = opts.alias[opts.boolean[i]] || [];
        for (j = arr.length; j-- > 0; ) opts.boolean.push(arr[j]);
      }
      for (i = opts.string.length; i-- > 0; ) {
        arr = opts.alias[opts.string[i]] || [];
        for (j = arr.length; j-- > 0; ) opts.string.push(arr[j]);
      }
      if (defaults) {
        for (k in opts.default) {
          name = typeof opts.default[k];
          arr = opts.alias[k] = opts.alias[k] || [];
          if (opts[name] !== void 0) {
            opts[name].push(k);
            for (i = 0; i < arr.length; i++) {
              opts[name].push(arr[i]);
            }
          }
        }
      }
      const keys = strict ? Object.keys(opts.alias) : [];
      for (i = 0; i < len; i++) {
        arg = args[i];
        if (arg === "--") {
          out._ = out._.concat(args.slice(++i));
          break;
        }
        for (j = 0; j < arg.length; j++) {
          if (arg.charCodeAt(j) !== 45) break;
        }
        if (j === 0) {
          out._.push(arg);
        } else if (arg.substring(j, j + 3) === "no-") {
          name = arg.substring(j + 3);
          if (strict && !~keys.indexOf(name)) {
            return opts.unknown(arg);
          }
          out[name] = false;
        } else {
          for (idx = j + 1; idx < arg.length; idx++) {
            if (arg.charCodeAt(idx) === 61) break;
          }
          name = arg.substring(j, idx);
          val = arg.substring(++idx) || (i + 1 === len || ("" + args[i + 1]).charCodeAt(0) === 45 || args[++i]);
          arr = j === 2 ? [name] : name;
          for (idx = 0; idx < arr.length; idx++) {
            name = arr[idx];
            if (strict && !~keys.indexOf(name)) return opts.unknown("-".repeat(j) + name);
            toVal(out, name, idx + 1 < arr.length || val, opts);
          }
        }
      }
      if (defaults) {
        for (k in opts.default) {
          if (out[k] === void 0) {
            out[k] = opts.default[k];
          }
        }
      }
      if (alibi) {
        for (k in out) {
          arr = opts.alias[k] || [];
          while (arr.length > 0) {
            out[arr.shift()] = out[k];
          }
        }
      }
      return out;
    };
  }
});

// node_modules/signal-exit/dist/cjs/signals.js
var require_signals = __commonJS({
  "node_modules/signal-exit/dist/cjs/signals.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.signals = void 0;
    exports2.signals = [];
    exports2.signals.push("SIGHUP", "SIGINT", "SIGTERM");
    if (process.platform !== "win32") {
      exports2.signals.push(
        "SIGALRM",
        "SIGABRT",
        "SIGVTALRM",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGUSR2",
        "SIGTRAP",
        "SIGSYS",
        "SIGQUIT",
        "SIGIOT"
        // should detect profiler and enable/disable accordingly.
        // see #21
        // 'SIGPROF'
      );
    }
    if (process.platform === "linux") {
      exports2.signals.push("SIGIO", "SIGPOLL", "SIGPWR", "SIGSTKFLT");
    }
  }
});

// node_modules/signal-exit/dist/cjs/index.js
var require_cjs = __commonJS({
  "node_modules/signal-exit/dist/cjs/index.js"(exports2) {
    "use strict";
    var _a;
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.unload = exports2.load = exports2.onExit = exports2.signals = void 0;
    var signals_js_1 = require_signals();
    Object.defineProperty(exports2, "signals", { enumerable: true, get: function() {
      return signals_js_1.signals;
    } });
    var processOk = (process3) => !!process3 && typeof process3 === "object" && typeof process3.removeListener === "function" && typeof process3.emit === "function" && typeof process3.reallyExit === "function" && typeof process3.listeners === "function" && typeof process3.kill === "function" && typeof process3.pid === "number" && typeof process3.on === "function";
    var kExitEmitter = /* @__PURE__ */ Symbol.for("signal-exit emitter");
    var global2 = globalThis;
    var ObjectDefineProperty = Object.defineProperty.bind(Object);
    var Emitter = class {
      emitted = {
        afterExit: false,
        exit: false
      };
      listeners = {
        afterExit: [],
        exit: []
      };
      count = 0;
      id = Math.random();
      constructor() {
        if (global2[kExitEmitter]) {
          return global2[kExitEmitter];
        }
        ObjectDefineProperty(global2, kExitEmitter, {
          value: this,
          writable: false,
          enumerable: false,
          configurable: false
        });
      }
      on(ev, fn) {
        this.listeners[ev].push(fn);
      }
      removeListener(ev, fn) {
        const list = this.listeners[ev];
        const i = list.indexOf(fn);
        if (i === -1) {
          return;
        }
        if (i === 0 && list.length === 1) {
          list.length = 0;
        } else {
          list.splice(i, 1);
        }
      }
      emit(ev, code, signal) {
        if (this.emitted[ev]) {
          return false;
        }
        this.emitted[ev] = true;
        let ret = false;
        for (const fn of this.listeners[ev]) {
          ret = fn(code, signal) === true || ret;
        }
        if (ev === "exit") {
          ret = this.emit("afterExit", code, signal) || ret;
        }
        return ret;
      }
    };
    var SignalExitBase = class {
    };
    var signalExitWrap = (handler) => {
      return {
        onExit(cb, opts) {
          return handler.onExit(cb, opts);
        },
        load() {
          return handler.load();
        },
        unload() {
          return handler.unload();
        }
      };
    };
    var SignalExitFallback = class extends SignalExitBase {
      onExit() {
        return () => {
        };
      }
      load() {
      }
      unload() {
      }
    };
    var SignalExit = class extends SignalExitBase {
      // "SIGHUP" throws an `ENOSYS` error on Windows,
      // so use a supported signal instead
      /* c8 ignore start */
      #hupSig = process2.platform === "win32" ? "SIGINT" : "SIGHUP";
      /* c8 ignore stop */
      #emitter = new Emitter();
      #process;
      #originalProcessEmit;
      #originalProcessReallyExit;
      #sigListeners = {};
      #loaded = false;
      constructor(process3) {
        super();
        this.#process = process3;
        this.#sigListeners = {};
        for (const sig of signals_js_1.signals) {
          this.#sigListeners[sig] = () => {
            const listeners = this.#process.listeners(sig);
            let { count } = this.#emitter;
            const p = process3;
            if (typeof p.__signal_exit_emitter__ === "object" && typeof p.__signal_exit_emitter__.count === "number") {
              count += p.__signal_exit_emitter__.count;
            }
            if (listeners.length === count) {
              this.unload();
              const ret = this.#emitter.emit("exit", null, sig);
              const s = sig === "SIGHUP" ? this.#hupSig : sig;
              if (!ret)
                process3.kill(process3.pid, s);
            }
          };
        }
        this.#originalProcessReallyExit = process3.reallyExit;
        this.#originalProcessEmit = process3.emit;
      }
      onExit(cb, opts) {
        if (!processOk(this.#process)) {
          return () => {
          };
        }
        if (this.#loaded === false) {
          this.load();
        }
        const ev = opts?.alwaysLast ? "afterExit" : "exit";
        this.#emitter.on(ev, cb);
        return () => {
          this.#emitter.removeListener(ev, cb);
          if (this.#emitter.listeners["exit"].length === 0 && this.#emitter.listeners["afterExit"].length === 0) {
            this.unload();
          }
        };
      }
      load() {
        if (this.#loaded) {
          return;
        }
        this.#loaded = true;
        this.#emitter.count += 1;
        for (const sig of signals_js_1.signals) {
          try {
            const fn = this.#sigListeners[sig];
            if (fn)
              this.#process.on(sig, fn);
          } catch (_) {
          }
        }
        this.#process.emit = (ev, ...a) => {
          return this.#processEmit(ev, ...a);
        };
        this.#process.reallyExit = (code) => {
          return this.#processReallyExit(code);
        };
      }
      unload() {
        if (!this.#loaded) {
          return;
        }
        this.#loaded = false;
        signals_js_1.signals.forEach((sig) => {
          const listener = this.#sigListeners[sig];
          if (!listener) {
            throw new Error("Listener not defined for signal: " + sig);
          }
          try {
            this.#process.removeListener(sig, listener);
          } catch (_) {
          }
        });
        this.#process.emit = this.#originalProcessEmit;
        this.#process.reallyExit = this.#originalProcessReallyExit;
        this.#emitter.count -= 1;
      }
      #processReallyExit(code) {
        if (!processOk(this.#process)) {
          return 0;
        }
        this.#process.exitCode = code || 0;
        this.#emitter.emit("exit", this.#process.exitCode, null);
        return this.#originalProcessReallyExit.call(this.#process, this.#process.exitCode);
      }
      #processEmit(ev, ...args) {
        const og = this.#originalProcessEmit;
        if (ev === "exit" && processOk(this.#process)) {
          if (typeof args[0] === "number") {
            this.#process.exitCode = args[0];
          }
          const ret = og.call(this.#process, ev, ...args);
          this.#emitter.emit("exit", this.#process.exitCode, null);
          return ret;
        } else {
          return og.call(this.#process, ev, ...args);
        }
      }
    };
    var process2 = globalThis.process;
    _a = signalExitWrap(processOk(process2) ? new SignalExit(process2) : new SignalExitFallback()), /**
     * Called when the process is exiting, whether via signal, explicit
     * exit, or running out of stuff to do.
     *
     * If the global process object is not suitable for instrumentation,
     * then this will be a no-op.
     *
     * Returns a function that may be used to unload signal-exit.
     */
    exports2.onExit = _a.onExit, /**
     * Load the listeners.  Likely you never need to call this, unless
     * doing a rather deep integration with signal-exit functionality.
     * Mostly exposed for the benefit of testing.
     *
     * @internal
     */
    exports2.load = _a.load, /**
     * Unload the listeners.  Likely you never need to call this, unless
     * doing a rather deep integration with signal-exit functionality.
     * Mostly exposed for the benefit of testing.
     *
     * @internal
     */
    exports2.unload = _a.unload;
  }
});

// node_modules/write-file-atomic/lib/index.js
var require_lib2 = __commonJS({
  "node_modules/write-file-atomic/lib/index.js"(exports2, module2) {
    "use strict";
    module2.exports = writeFile;
    module2.exports.sync = writeFileSync2;
    module2.exports._getTmpname = getTmpname;
    module2.exports._cleanupOnExit = cleanupOnExit;
    var fs = require("fs");
    var crypto2 = require("node:crypto");
    var { onExit } = require_cjs();
    var path = require("path");
    var { promisify } = require("util");
    var activeFiles = {};
    var threadId = (function getId() {
      try {
        const workerThreads = require("worker_threads");
        return workerThreads.threadId;
      } catch (e) {
        return 0;
      }
    })();
    var invocations = 0;
    function getTmpname(filename) {
      return filename + "." + crypto2.createHash("sha1").update(__filename).update(String(process.pid)).update(String(threadId)).update(String(++invocations)).digest().readUInt32BE(0);
    }
    function cleanupOnExit(tmpfile) {
      return () => {
        try {
          fs.unlinkSync(typeof tmpfile === "function" ? tmpfile() : tmpfile);
        } catch {
        }
      };
    }
    function serializeActiveFile(absoluteName) {
      return new Promise((resolve2) => {
        if (!activeFiles[absoluteName]) {
          activeFiles[absoluteName] = [];
        }
        activeFiles[absoluteName].push(resolve2);
        if (activeFiles[absoluteName].length === 1) {
          resolve2();
        }
      });
    }
    function isChownErrOk(err) {
      if (err.code === "ENOSYS") {
        return true;
      }
      const nonroot = !process.getuid || process.getuid() !== 0;
      if (nonroot) {
        if (err.code === "EINVAL" || err.code === "EPERM") {
          return true;
        }
      }
      return false;
    }
    async function writeFileAsync(filename, data, options = {}) {
      if (typeof options === "string") {
        options = { encoding: options };
      }
      let fd;
      let tmpfile;
      const removeOnExitHandler = onExit(cleanupOnExit(() => tmpfile));
      const absoluteName = path.resolve(filename);
      try {
        await serializeActiveFile(absoluteName);
        const truename = await promisify(fs.realpath)(filename).catch(() => filename);
        tmpfile = getTmpname(truename);
        if (!options.mode || !options.chown) {
          const stats = await promisify(fs.stat)(truename).catch(() => {
          });
          if (stats) {
            if (options.mode == null) {
              options.mode = stats.mode;
            }
            if (options.chown == null && process.getuid) {
              options.chown = { uid: stats.uid, gid: stats.gid };
            }
          }
        }
        fd = await promisify(fs.open)(tmpfile, "w", options.mode);
        if (options.tmpfileCreated) {
          await options.tmpfileCreated(tmpfile);
        }
        if (ArrayBuffer.isView(data)) {
          await promisify(fs.write)(fd, data, 0, data.length, 0);
        } else if (data != null) {
          await promisify(fs.write)(fd, String(data), 0, String(options.encoding || "utf8"));
        }
        if (options.fsync !== false) {
          await promisify(fs.fsync)(fd);
        }
        await promisify(fs.close)(fd);
        fd = null;
        if (options.chown) {
          await promisify(fs.chown)(tmpfile, options.chown.uid, options.chown.gid).catch((err) => {
            if (!isChownErrOk(err)) {
              throw err;
            }
          });
        }
        if (options.mode) {
          await promisify(fs.chmod)(tmpfile, options.mode).catch((err) => {
            if (!isChownErrOk(err)) {
              throw err;
            }
          });
        }
        await promisify(fs.rename)(tmpfile, truename);
      } finally {
        if (fd) {
          await promisify(fs.close)(fd).catch(
            /* istanbul ignore next */
            () => {
            }
          );
        }
        removeOnExitHandler();
        await promisify(fs.unlink)(tmpfile).catch(() => {
        });
        activeFiles[absoluteName].shift();
        if (activeFiles[absoluteName].length > 0) {
          activeFiles[absoluteName][0]();
        } else {
          delete activeFiles[absoluteName];
        }
      }
    }
    async function writeFile(filename, data, options, callback) {
      if (options instanceof Function) {
        callback = options;
        options = {};
      }
      const promise = writeFileAsync(filename, data, options);
      if (callback) {
        try {
          const result2 = await promise;
          return callback(result2);
        } catch (err) {
          return callback(err);
        }
      }
      return promise;
    }
    function writeFileSync2(filename, data, options) {
      if (typeof options === "string") {
        options = { encoding: options };
      } else if (!options) {
        options = {};
      }
      try {
        filename = fs.realpathSync(filename);
      } catch (ex) {
      }
      const tmpfile = getTmpname(filename);
      if (!options.mode || !options.chown) {
        try {
          const stats = fs.statSync(filename);
          options = Object.assign({}, options);
          if (!options.mode) {
            options.mode = stats.mode;
          }
          if (!options.chown && process.getuid) {
            options.chown = { uid: stats.uid, gid: stats.gid };
          }
        } catch (ex) {
        }
      }
      let fd;
      const cleanup = cleanupOnExit(tmpfile);
      const removeOnExitHandler = onExit(cleanup);
      let threw = true;
      try {
        fd = fs.openSync(tmpfile, "w", options.mode || 438);
        if (options.tmpfileCreated) {
          options.tmpfileCreated(tmpfile);
        }
        if (ArrayBuffer.isView(data)) {
          fs.writeSync(fd, data, 0, data.length, 0);
        } else if (data != null) {
          fs.writeSync(fd, String(data), 0, String(options.encoding || "utf8"));
        }
        if (options.fsync !== false) {
          fs.fsyncSync(fd);
        }
        fs.closeSync(fd);
        fd = null;
        if (options.chown) {
          try {
            fs.chownSync(tmpfile, options.chown.uid, options.chown.gid);
          } catch (err) {
            if (!isChownErrOk(err)) {
              throw err;
            }
          }
        }
        if (options.mode) {
          try {
            fs.chmodSync(tmpfile, options.mode);
          } catch (err) {
            if (!isChownErrOk(err)) {
              throw err;
            }
          }
        }
        fs.renameSync(tmpfile, filename);
        threw = false;
      } finally {
        if (fd) {
          try {
            fs.closeSync(fd);
          } catch (ex) {
          }
        }
        removeOnExitHandler();
        if (threw) {
          cleanup();
        }
      }
    }
  }
});

// node_modules/graceful-fs/polyfills.js
var require_polyfills = __commonJS({
  "node_modules/graceful-fs/polyfills.js"(exports2, module2) {
    var constants3 = require("constants");
    var origCwd = process.cwd;
    var cwd = null;
    var platform = process.env.GRACEFUL_FS_PLATFORM || process.platform;
    process.cwd = function() {
      if (!cwd)
        cwd = origCwd.call(process);
      return cwd;
    };
    try {
      process.cwd();
    } catch (er) {
    }
    if (typeof process.chdir === "function") {
      chdir = process.chdir;
      process.chdir = function(d) {
        cwd = null;
        chdir.call(process, d);
      };
      if (Object.setPrototypeOf) Object.setPrototypeOf(process.chdir, chdir);
    }
    var chdir;
    module2.exports = patch;
    function patch(fs) {
      if (constants3.hasOwnProperty("O_SYMLINK") && process.version.match(/^v0\.6\.[0-2]|^v0\.5\./)) {
        patchLchmod(fs);
      }
      if (!fs.lutimes) {
        patchLutimes(fs);
      }
      fs.chown = chownFix(fs.chown);
      fs.fchown = chownFix(fs.fchown);
      fs.lchown = chownFix(fs.lchown);
      fs.chmod = chmodFix(fs.chmod);
      fs.fchmod = chmodFix(fs.fchmod);
      fs.lchmod = chmodFix(fs.lchmod);
      fs.chownSync = chownFixSync(fs.chownSync);
      fs.fchownSync = chownFixSync(fs.fchownSync);
      fs.lchownSync = chownFixSync(fs.lchownSync);
      fs.chmodSync = chmodFixSync(fs.chmodSync);
      fs.fchmodSync = chmodFixSync(fs.fchmodSync);
      fs.lchmodSync = chmodFixSync(fs.lchmodSync);
      fs.stat = statFix(fs.stat);
      fs.fstat = statFix(fs.fstat);
      fs.lstat = statFix(fs.lstat);
      fs.statSync = statFixSync(fs.statSync);
      fs.fstatSync = statFixSync(fs.fstatSync);
      fs.lstatSync = statFixSync(fs.lstatSync);
      if (fs.chmod && !fs.lchmod) {
        fs.lchmod = function(path, mode, cb) {
          if (cb) process.nextTick(cb);
        };
        fs.lchmodSync = function() {
        };
      }
      if (fs.chown && !fs.lchown) {
        fs.lchown = function(path, uid, gid, cb) {
          if (cb) process.nextTick(cb);
        };
        fs.lchownSync = function() {
        };
      }
      if (platform === "win32") {
        fs.rename = typeof fs.rename !== "function" ? fs.rename : (function(fs$rename) {
          function rename(from, to, cb) {
            var start = Date.now();
            var backoff = 0;
            fs$rename(from, to, function CB(er) {
              if (er && (er.code === "EACCES" || er.code === "EPERM" || er.code === "EBUSY") && Date.now() - start < 6e4) {
                setTimeout(function() {
                  fs.stat(to, function(stater, st) {
                    if (stater && stater.code === "ENOENT")
                      fs$rename(from, to, CB);
                    else
                      cb(er);
                  });
                }, backoff);
                if (backoff < 100)
                  backoff += 10;
                return;
              }
              if (cb) cb(er);
            });
          }
          if (Object.setPrototypeOf) Object.setPrototypeOf(rename, fs$rename);
          return rename;
        })(fs.rename);
      }
      fs.read = typeof fs.read !== "function" ? fs.read : (function(fs$read) {
        function read2(fd, buffer, offset, length, position, callback_) {
          var callback;
          if (callback_ && typeof callback_ === "function") {
            var eagCounter = 0;
            callback = function(er, _, __) {
              if (er && er.code === "EAGAIN" && eagCounter < 10) {
                eagCounter++;
                return fs$read.call(fs, fd, buffer, offset, length, position, callback);
              }
              callback_.apply(this, arguments);
            };
          }
          return fs$read.call(fs, fd, buffer, offset, length, position, callback);
        }
        if (Object.setPrototypeOf) Object.setPrototypeOf(read2, fs$read);
        return read2;
      })(fs.read);
      fs.readSync = typeof fs.readSync !== "function" ? fs.readSync : /* @__PURE__ */ (function(fs$readSync) {
        return function(fd, buffer, offset, length, position) {
          var eagCounter = 0;
          while (true) {
            try {
              return fs$readSync.call(fs, fd, buffer, offset, length, position);
            } catch (er) {
              if (er.code === "EAGAIN" && eagCounter < 10) {
                eagCounter++;
                continue;
              }
              throw er;
            }
          }
        };
      })(fs.readSync);
      function patchLchmod(fs2) {
        fs2.lchmod = function(path, mode, callback) {
          fs2.open(
            path,
            constants3.O_WRONLY | constants3.O_SYMLINK,
            mode,
            function(err, fd) {
              if (err) {
                if (callback) callback(err);
                return;
              }
              fs2.fchmod(fd, mode, function(err2) {
                fs2.close(fd, function(err22) {
                  if (callback) callback(err2 || err22);
                });
              });
            }
          );
        };
        fs2.lchmodSync = function(path, mode) {
          var fd = fs2.openSync(path, constants3.O_WRONLY | constants3.O_SYMLINK, mode);
          var threw = true;
          var ret;
          try {
            ret = fs2.fchmodSync(fd, mode);
            threw = false;
          } finally {
            if (threw) {
              try {
                fs2.closeSync(fd);
              } catch (er) {
              }
            } else {
              fs2.closeSync(fd);
            }
          }
          return ret;
        };
      }
      function patchLutimes(fs2) {
        if (constants3.hasOwnProperty("O_SYMLINK") && fs2.futimes) {
          fs2.lutimes = function(path, at, mt, cb) {
            fs2.open(path, constants3.O_SYMLINK, function(er, fd) {
              if (er) {
                if (cb) cb(er);
                return;
              }
              fs2.futimes(fd, at, mt, function(er2) {
                fs2.close(fd, function(er22) {
                  if (cb) cb(er2 || er22);
                });
              });
            });
          };
          fs2.lutimesSync = function(path, at, mt) {
            var fd = fs2.openSync(path, constants3.O_SYMLINK);
            var ret;
            var threw = true;
            try {
              ret = fs2.futimesSync(fd, at, mt);
              threw = false;
            } finally {
              if (threw) {
                try {
                  fs2.closeSync(fd);
                } catch (er) {
                }
              } else {
                fs2.closeSync(fd);
              }
            }
            return ret;
          };
        } else if (fs2.futimes) {
          fs2.lutimes = function(_a, _b, _c, cb) {
            if (cb) process.nextTick(cb);
          };
          fs2.lutimesSync = function() {
          };
        }
      }
      function chmodFix(orig) {
        if (!orig) return orig;
        return function(target, mode, cb) {
          return orig.call(fs, target, mode, function(er) {
            if (chownErOk(er)) er = null;
            if (cb) cb.apply(this, arguments);
          });
        };
      }
      function chmodFixSync(orig) {
        if (!orig) return orig;
        return function(target, mode) {
          try {
            return orig.call(fs, target, mode);
          } catch (er) {
            if (!chownErOk(er)) throw er;
          }
        };
      }
      function chownFix(orig) {
        if (!orig) return orig;
        return function(target, uid, gid, cb) {
          return orig.call(fs, target, uid, gid, function(er) {
            if (chownErOk(er)) er = null;
            if (cb) cb.apply(this, arguments);
          });
        };
      }
      function chownFixSync(orig) {
        if (!orig) return orig;
        return function(target, uid, gid) {
          try {
            return orig.call(fs, target, uid, gid);
          } catch (er) {
            if (!chownErOk(er)) throw er;
          }
        };
      }
      function statFix(orig) {
        if (!orig) return orig;
        return function(target, options, cb) {
          if (typeof options === "function") {
            cb = options;
            options = null;
          }
          function callback(er, stats) {
            if (stats) {
              if (stats.uid < 0) stats.uid += 4294967296;
              if (stats.gid < 0) stats.gid += 4294967296;
            }
            if (cb) cb.apply(this, arguments);
          }
          return options ? orig.call(fs, target, options, callback) : orig.call(fs, target, callback);
        };
      }
      function statFixSync(orig) {
        if (!orig) return orig;
        return function(target, options) {
          var stats = options ? orig.call(fs, target, options) : orig.call(fs, target);
          if (stats) {
            if (stats.uid < 0) stats.uid += 4294967296;
            if (stats.gid < 0) stats.gid += 4294967296;
          }
          return stats;
        };
      }
      function chownErOk(er) {
        if (!er)
          return true;
        if (er.code === "ENOSYS")
          return true;
        var nonroot = !process.getuid || process.getuid() !== 0;
        if (nonroot) {
          if (er.code === "EINVAL" || er.code === "EPERM")
            return true;
        }
        return false;
      }
    }
  }
});

// node_modules/graceful-fs/legacy-streams.js
var require_legacy_streams = __commonJS({
  "node_modules/graceful-fs/legacy-streams.js"(exports2, module2) {
    var Stream = require("stream").Stream;
    module2.exports = legacy;
    function legacy(fs) {
      return {
        ReadStream,
        WriteStream
      };
      function ReadStream(path, options) {
        if (!(this instanceof ReadStream)) return new ReadStream(path, options);
        Stream.call(this);
        var self = this;
        this.path = path;
        this.fd = null;
        this.readable = true;
        this.paused = false;
        this.flags = "r";
        this.mode = 438;
        this.bufferSize = 64 * 1024;
        options = options || {};
        var keys = Object.keys(options);
        for (var index = 0, length = keys.length; index < length; index++) {
          var key = keys[index];
          this[key] = options[key];
        }
        if (this.encoding) this.setEncoding(this.encoding);
        if (this.start !== void 0) {
          if ("number" !== typeof this.start) {
            throw TypeError("start must be a Number");
          }
          if (this.end === void 0) {
            this.end = Infinity;
          } else if ("number" !== typeof this.end) {
            throw TypeError("end must be a Number");
          }
          if (this.start > this.end) {
            throw new Error("start must be <= end");
          }
          this.pos = this.start;
        }
        if (this.fd !== null) {
          process.nextTick(function() {
            self._read();
          });
          return;
        }
        fs.open(this.path, this.flags, this.mode, function(err, fd) {
          if (err) {
            self.emit("error", err);
            self.readable = false;
            return;
          }
          self.fd = fd;
          self.emit("open", fd);
          self._read();
        });
      }
      function WriteStream(path, options) {
        if (!(this instanceof WriteStream)) return new WriteStream(path, options);
        Stream.call(this);
        this.path = path;
        this.fd = null;
        this.writable = true;
        this.flags = "w";
        this.encoding = "binary";
        this.mode = 438;
        this.bytesWritten = 0;
        options = options || {};
        var keys = Object.keys(options);
        for (var index = 0, length = keys.length; index < length; index++) {
          var key = keys[index];
          this[key] = options[key];
        }
        if (this.start !== void 0) {
          if ("number" !== typeof this.start) {
            throw TypeError("start must be a Number");
          }
          if (this.start < 0) {
            throw new Error("start must be >= zero");
          }
          this.pos = this.start;
        }
        this.busy = false;
        this._queue = [];
        if (this.fd === null) {
          this._open = fs.open;
          this._queue.push([this._open, this.path, this.flags, this.mode, void 0]);
          this.flush();
        }
      }
    }
  }
});

// node_modules/graceful-fs/clone.js
var require_clone = __commonJS({
  "node_modules/graceful-fs/clone.js"(exports2, module2) {
    "use strict";
    module2.exports = clone;
    var getPrototypeOf = Object.getPrototypeOf || function(obj) {
      return obj.__proto__;
    };
    function clone(obj) {
      if (obj === null || typeof obj !== "object")
        return obj;
      if (obj instanceof Object)
        var copy = { __proto__: getPrototypeOf(obj) };
      else
        var copy = /* @__PURE__ */ Object.create(null);
      Object.getOwnPropertyNames(obj).forEach(function(key) {
        Object.defineProperty(copy, key, Object.getOwnPropertyDescriptor(obj, key));
      });
      return copy;
    }
  }
});

// node_modules/graceful-fs/graceful-fs.js
var require_graceful_fs = __commonJS({
  "node_modules/graceful-fs/graceful-fs.js"(exports2, module2) {
    var fs = require("fs");
    var polyfills = require_polyfills();
    var legacy = require_legacy_streams();
    var clone = require_clone();
    var util = require("util");
    var gracefulQueue;
    var previousSymbol;
    if (typeof Symbol === "function" && typeof Symbol.for === "function") {
      gracefulQueue = /* @__PURE__ */ Symbol.for("graceful-fs.queue");
      previousSymbol = /* @__PURE__ */ Symbol.for("graceful-fs.previous");
    } else {
      gracefulQueue = "___graceful-fs.queue";
      previousSymbol = "___graceful-fs.previous";
    }
    function noop() {
    }
    function publishQueue(context, queue2) {
      Object.defineProperty(context, gracefulQueue, {
        get: function() {
          return queue2;
        }
      });
    }
    var debug = noop;
    if (util.debuglog)
      debug = util.debuglog("gfs4");
    else if (/\bgfs4\b/i.test(process.env.NODE_DEBUG || ""))
      debug = function() {
        var m = util.format.apply(util, arguments);
        m = "GFS4: " + m.split(/\n/).join("\nGFS4: ");
        console.error(m);
      };
    if (!fs[gracefulQueue]) {
      queue = global[gracefulQueue] || [];
      publishQueue(fs, queue);
      fs.close = (function(fs$close) {
        function close(fd, cb) {
          return fs$close.call(fs, fd, function(err) {
            if (!err) {
              resetQueue();
            }
            if (typeof cb === "function")
              cb.apply(this, arguments);
          });
        }
        Object.defineProperty(close, previousSymbol, {
          value: fs$close
        });
        return close;
      })(fs.close);
      fs.closeSync = (function(fs$closeSync) {
        function closeSync10(fd) {
          fs$closeSync.apply(fs, arguments);
          resetQueue();
        }
        Object.defineProperty(closeSync10, previousSymbol, {
          value: fs$closeSync
        });
        return closeSync10;
      })(fs.closeSync);
      if (/\bgfs4\b/i.test(process.env.NODE_DEBUG || "")) {
        process.on("exit", function() {
          debug(fs[gracefulQueue]);
          require("assert").equal(fs[gracefulQueue].length, 0);
        });
      }
    }
    var queue;
    if (!global[gracefulQueue]) {
      publishQueue(global, fs[gracefulQueue]);
    }
    module2.exports = patch(clone(fs));
    if (process.env.TEST_GRACEFUL_FS_GLOBAL_PATCH && !fs.__patched) {
      module2.exports = patch(fs);
      fs.__patched = true;
    }
    function patch(fs2) {
      polyfills(fs2);
      fs2.gracefulify = patch;
      fs2.createReadStream = createReadStream;
      fs2.createWriteStream = createWriteStream;
      var fs$readFile = fs2.readFile;
      fs2.readFile = readFile2;
      function readFile2(path, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$readFile(path, options, cb);
        function go$readFile(path2, options2, cb2, startTime) {
          return fs$readFile(path2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$readFile, [path2, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$writeFile = fs2.writeFile;
      fs2.writeFile = writeFile;
      function writeFile(path, data, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$writeFile(path, data, options, cb);
        function go$writeFile(path2, data2, options2, cb2, startTime) {
          return fs$writeFile(path2, data2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$writeFile, [path2, data2, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$appendFile = fs2.appendFile;
      if (fs$appendFile)
        fs2.appendFile = appendFile;
      function appendFile(path, data, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$appendFile(path, data, options, cb);
        function go$appendFile(path2, data2, options2, cb2, startTime) {
          return fs$appendFile(path2, data2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$appendFile, [path2, data2, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$copyFile = fs2.copyFile;
      if (fs$copyFile)
        fs2.copyFile = copyFile;
      function copyFile(src, dest, flags, cb) {
        if (typeof flags === "function") {
          cb = flags;
          flags = 0;
        }
        return go$copyFile(src, dest, flags, cb);
        function go$copyFile(src2, dest2, flags2, cb2, startTime) {
          return fs$copyFile(src2, dest2, flags2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$copyFile, [src2, dest2, flags2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$readdir = fs2.readdir;
      fs2.readdir = readdir;
      var noReaddirOptionVersions = /^v[0-5]\./;
      function readdir(path, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        var go$readdir = noReaddirOptionVersions.test(process.version) ? function go$readdir2(path2, options2, cb2, startTime) {
          return fs$readdir(path2, fs$readdirCallback(
            path2,
            options2,
            cb2,
            startTime
          ));
        } : function go$readdir2(path2, options2, cb2, startTime) {
          return fs$readdir(path2, options2, fs$readdirCallback(
            path2,
            options2,
            cb2,
            startTime
          ));
        };
        return go$readdir(path, options, cb);
        function fs$readdirCallback(path2, options2, cb2, startTime) {
          return function(err, files) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([
                go$readdir,
                [path2, options2, cb2],
                err,
                startTime || Date.now(),
                Date.now()
              ]);
            else {
              if (files && files.sort)
                files.sort();
              if (typeof cb2 === "function")
                cb2.call(this, err, files);
            }
          };
        }
      }
      if (process.version.substr(0, 4) === "v0.8") {
        var legStreams = legacy(fs2);
        ReadStream = legStreams.ReadStream;
        WriteStream = legStreams.WriteStream;
      }
      var fs$ReadStream = fs2.ReadStream;
      if (fs$ReadStream) {
        ReadStream.prototype = Object.create(fs$ReadStream.prototype);
        ReadStream.prototype.open = ReadStream$open;
      }
      var fs$WriteStream = fs2.WriteStream;
      if (fs$WriteStream) {
        WriteStream.prototype = Object.create(fs$WriteStream.prototype);
        WriteStream.prototype.open = WriteStream$open;
      }
      Object.defineProperty(fs2, "ReadStream", {
        get: function() {
          return ReadStream;
        },
        set: function(val) {
          ReadStream = val;
        },
        enumerable: true,
        configurable: true
      });
      Object.defineProperty(fs2, "WriteStream", {
        get: function() {
          return WriteStream;
        },
        set: function(val) {
          WriteStream = val;
        },
        enumerable: true,
        configurable: true
      });
      var FileReadStream = ReadStream;
      Object.defineProperty(fs2, "FileReadStream", {
        get: function() {
          return FileReadStream;
        },
        set: function(val) {
          FileReadStream = val;
        },
        enumerable: true,
        configurable: true
      });
      var FileWriteStream = WriteStream;
      Object.defineProperty(fs2, "FileWriteStream", {
        get: function() {
          return FileWriteStream;
        },
        set: function(val) {
          FileWriteStream = val;
        },
        enumerable: true,
        configurable: true
      });
      function ReadStream(path, options) {
        if (this instanceof ReadStream)
          return fs$ReadStream.apply(this, arguments), this;
        else
          return ReadStream.apply(Object.create(ReadStream.prototype), arguments);
      }
      function ReadStream$open() {
        var that = this;
        open2(that.path, that.flags, that.mode, function(err, fd) {
          if (err) {
            if (that.autoClose)
              that.destroy();
            that.emit("error", err);
          } else {
            that.fd = fd;
            that.emit("open", fd);
            that.read();
          }
        });
      }
      function WriteStream(path, options) {
        if (this instanceof WriteStream)
          return fs$WriteStream.apply(this, arguments), this;
        else
          return WriteStream.apply(Object.create(WriteStream.prototype), arguments);
      }
      function WriteStream$open() {
        var that = this;
        open2(that.path, that.flags, that.mode, function(err, fd) {
          if (err) {
            that.destroy();
            that.emit("error", err);
          } else {
            that.fd = fd;
            that.emit("open", fd);
          }
        });
      }
      function createReadStream(path, options) {
        return new fs2.ReadStream(path, options);
      }
      function createWriteStream(path, options) {
        return new fs2.WriteStream(path, options);
      }
      var fs$open = fs2.open;
      fs2.open = open2;
      function open2(path, flags, mode, cb) {
        if (typeof mode === "function")
          cb = mode, mode = null;
        return go$open(path, flags, mode, cb);
        function go$open(path2, flags2, mode2, cb2, startTime) {
          return fs$open(path2, flags2, mode2, function(err, fd) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$open, [path2, flags2, mode2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      return fs2;
    }
    function enqueue(elem) {
      debug("ENQUEUE", elem[0].name, elem[1]);
      fs[gracefulQueue].push(elem);
      retry();
    }
    var retryTimer;
    function resetQueue() {
      var now = Date.now();
      for (var i = 0; i < fs[gracefulQueue].length; ++i) {
        if (fs[gracefulQueue][i].length > 2) {
          fs[gracefulQueue][i][3] = now;
          fs[gracefulQueue][i][4] = now;
        }
      }
      retry();
    }
    function retry() {
      clearTimeout(retryTimer);
      retryTimer = void 0;
      if (fs[gracefulQueue].length === 0)
        return;
      var elem = fs[gracefulQueue].shift();
      var fn = elem[0];
      var args = elem[1];
      var err = elem[2];
      var startTime = elem[3];
      var lastTime = elem[4];
      if (startTime === void 0) {
        debug("RETRY", fn.name, args);
        fn.apply(null, args);
      } else if (Date.now() - startTime >= 6e4) {
        debug("TIMEOUT", fn.name, args);
        var cb = args.pop();
        if (typeof cb === "function")
          cb.call(null, err);
      } else {
        var sinceAttempt = Date.now() - lastTime;
        var sinceStart = Math.max(lastTime - startTime, 1);
        var desiredDelay = Math.min(sinceStart * 1.2, 100);
        if (sinceAttempt >= desiredDelay) {
          debug("RETRY", fn.name, args);
          fn.apply(null, args.concat([startTime]));
        } else {
          fs[gracefulQueue].push(elem);
        }
      }
      if (retryTimer === void 0) {
        retryTimer = setTimeout(retry, 0);
      }
    }
  }
});

// node_modules/retry/lib/retry_operation.js
var require_retry_operation = __commonJS({
  "node_modules/retry/lib/retry_operation.js"(exports2, module2) {
    function RetryOperation(timeouts, options) {
      if (typeof options === "boolean") {
        options = { forever: options };
      }
      this._originalTimeouts = JSON.parse(JSON.stringify(timeouts));
      this._timeouts = timeouts;
      this._options = options || {};
      this._maxRetryTime = options && options.maxRetryTime || Infinity;
      this._fn = null;
      this._errors = [];
      this._attempts = 1;
      this._operationTimeout = null;
      this._operationTimeoutCb = null;
      this._timeout = null;
      this._operationStart = null;
      if (this._options.forever) {
        this._cachedTimeouts = this._timeouts.slice(0);
      }
    }
    module2.exports = RetryOperation;
    RetryOperation.prototype.reset = function() {
      this._attempts = 1;
      this._timeouts = this._originalTimeouts;
    };
    RetryOperation.prototype.stop = function() {
      if (this._timeout) {
        clearTimeout(this._timeout);
      }
      this._timeouts = [];
      this._cachedTimeouts = null;
    };
    RetryOperation.prototype.retry = function(err) {
      if (this._timeout) {
        clearTimeout(this._timeout);
      }
      if (!err) {
        return false;
      }
      var currentTime = (/* @__PURE__ */ new Date()).getTime();
      if (err && currentTime - this._operationStart >= this._maxRetryTime) {
        this._errors.unshift(new Error("RetryOperation timeout occurred"));
        return false;
      }
      this._errors.push(err);
      var timeout = this._timeouts.shift();
      if (timeout === void 0) {
        if (this._cachedTimeouts) {
          this._errors.splice(this._errors.length - 1, this._errors.length);
          this._timeouts = this._cachedTimeouts.slice(0);
          timeout = this._timeouts.shift();
        } else {
          return false;
        }
      }
      var self = this;
      var timer = setTimeout(function() {
        self._attempts++;
        if (self._operationTimeoutCb) {
          self._timeout = setTimeout(function() {
            self._operationTimeoutCb(self._attempts);
          }, self._operationTimeout);
          if (self._options.unref) {
            self._timeout.unref();
          }
        }
        self._fn(self._attempts);
      }, timeout);
      if (this._options.unref) {
        timer.unref();
      }
      return true;
    };
    RetryOperation.prototype.attempt = function(fn, timeoutOps) {
      this._fn = fn;
      if (timeoutOps) {
        if (timeoutOps.timeout) {
          this._operationTimeout = timeoutOps.timeout;
        }
        if (timeoutOps.cb) {
          this._operationTimeoutCb = timeoutOps.cb;
        }
      }
      var self = this;
      if (this._operationTimeoutCb) {
        this._timeout = setTimeout(function() {
          self._operationTimeoutCb();
        }, self._operationTimeout);
      }
      this._operationStart = (/* @__PURE__ */ new Date()).getTime();
      this._fn(this._attempts);
    };
    RetryOperation.prototype.try = function(fn) {
      console.log("Using RetryOperation.try() is deprecated");
      this.attempt(fn);
    };
    RetryOperation.prototype.start = function(fn) {
      console.log("Using RetryOperation.start() is deprecated");
      this.attempt(fn);
    };
    RetryOperation.prototype.start = RetryOperation.prototype.try;
    RetryOperation.prototype.errors = function() {
      return this._errors;
    };
    RetryOperation.prototype.attempts = function() {
      return this._attempts;
    };
    RetryOperation.prototype.mainError = function() {
      if (this._errors.length === 0) {
        return null;
      }
      var counts = {};
      var mainError = null;
      var mainErrorCount = 0;
      for (var i = 0; i < this._errors.length; i++) {
        var error = this._errors[i];
        var message = error.message;
        var count = (counts[message] || 0) + 1;
        counts[message] = count;
        if (count >= mainErrorCount) {
          mainError = error;
          mainErrorCount = count;
        }
      }
      return mainError;
    };
  }
});

// node_modules/retry/lib/retry.js
var require_retry = __commonJS({
  "node_modules/retry/lib/retry.js"(exports2) {
    var RetryOperation = require_retry_operation();
    exports2.operation = function(options) {
      var timeouts = exports2.timeouts(options);
      return new RetryOperation(timeouts, {
        forever: options && options.forever,
        unref: options && options.unref,
        maxRetryTime: options && options.maxRetryTime
      });
    };
    exports2.timeouts = function(options) {
      if (options instanceof Array) {
        return [].concat(options);
      }
      var opts = {
        retries: 10,
        factor: 2,
        minTimeout: 1 * 1e3,
        maxTimeout: Infinity,
        randomize: false
      };
      for (var key in options) {
        opts[key] = options[key];
      }
      if (opts.minTimeout > opts.maxTimeout) {
        throw new Error("minTimeout is greater than maxTimeout");
      }
      var timeouts = [];
      for (var i = 0; i < opts.retries; i++) {
        timeouts.push(this.createTimeout(i, opts));
      }
      if (options && options.forever && !timeouts.length) {
        timeouts.push(this.createTimeout(i, opts));
      }
      timeouts.sort(function(a, b) {
        return a - b;
      });
      return timeouts;
    };
    exports2.createTimeout = function(attempt3, opts) {
      var random = opts.randomize ? Math.random() + 1 : 1;
      var timeout = Math.round(random * opts.minTimeout * Math.pow(opts.factor, attempt3));
      timeout = Math.min(timeout, opts.maxTimeout);
      return timeout;
    };
    exports2.wrap = function(obj, options, methods) {
      if (options instanceof Array) {
        methods = options;
        options = null;
      }
      if (!methods) {
        methods = [];
        for (var key in obj) {
          if (typeof obj[key] === "function") {
            methods.push(key);
          }
        }
      }
      for (var i = 0; i < methods.length; i++) {
        var method = methods[i];
        var original = obj[method];
        obj[method] = function retryWrapper(original2) {
          var op = exports2.operation(options);
          var args = Array.prototype.slice.call(arguments, 1);
          var callback = args.pop();
          args.push(function(err) {
            if (op.retry(err)) {
              return;
            }
            if (err) {
              arguments[0] = op.mainError();
            }
            callback.apply(this, arguments);
          });
          op.attempt(function() {
            original2.apply(obj, args);
          });
        }.bind(obj, original);
        obj[method].options = options;
      }
    };
  }
});

// node_modules/retry/index.js
var require_retry2 = __commonJS({
  "node_modules/retry/index.js"(exports2, module2) {
    module2.exports = require_retry();
  }
});

// node_modules/proper-lockfile/node_modules/signal-exit/signals.js
var require_signals2 = __commonJS({
  "node_modules/proper-lockfile/node_modules/signal-exit/signals.js"(exports2, module2) {
    module2.exports = [
      "SIGABRT",
      "SIGALRM",
      "SIGHUP",
      "SIGINT",
      "SIGTERM"
    ];
    if (process.platform !== "win32") {
      module2.exports.push(
        "SIGVTALRM",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGUSR2",
        "SIGTRAP",
        "SIGSYS",
        "SIGQUIT",
        "SIGIOT"
        // should detect profiler and enable/disable accordingly.
        // see #21
        // 'SIGPROF'
      );
    }
    if (process.platform === "linux") {
      module2.exports.push(
        "SIGIO",
        "SIGPOLL",
        "SIGPWR",
        "SIGSTKFLT",
        "SIGUNUSED"
      );
    }
  }
});

// node_modules/proper-lockfile/node_modules/signal-exit/index.js
var require_signal_exit = __commonJS({
  "node_modules/proper-lockfile/node_modules/signal-exit/index.js"(exports2, module2) {
    var process2 = global.process;
    var processOk = function(process3) {
      return process3 && typeof process3 === "object" && typeof process3.removeListener === "function" && typeof process3.emit === "function" && typeof process3.reallyExit === "function" && typeof process3.listeners === "function" && typeof process3.kill === "function" && typeof process3.pid === "number" && typeof process3.on === "function";
    };
    if (!processOk(process2)) {
      module2.exports = function() {
        return function() {
        };
      };
    } else {
      assert = require("assert");
      signals = require_signals2();
      isWin = /^win/i.test(process2.platform);
      EE = require("events");
      if (typeof EE !== "function") {
        EE = EE.EventEmitter;
      }
      if (process2.__signal_exit_emitter__) {
        emitter = process2.__signal_exit_emitter__;
      } else {
        emitter = process2.__signal_exit_emitter__ = new EE();
        emitter.count = 0;
        emitter.emitted = {};
      }
      if (!emitter.infinite) {
        emitter.setMaxListeners(Infinity);
        emitter.infinite = true;
      }
      module2.exports = function(cb, opts) {
        if (!processOk(global.process)) {
          return function() {
          };
        }
        assert.equal(typeof cb, "function", "a callback must be provided for exit handler");
        if (loaded === false) {
          load();
        }
        var ev = "exit";
        if (opts && opts.alwaysLast) {
          ev = "afterexit";
        }
        var remove = function() {
          emitter.removeListener(ev, cb);
          if (emitter.listeners("exit").length === 0 && emitter.listeners("afterexit").length === 0) {
            unload();
          }
        };
        emitter.on(ev, cb);
        return remove;
      };
      unload = function unload2() {
        if (!loaded || !processOk(global.process)) {
          return;
        }
        loaded = false;
        signals.forEach(function(sig) {
          try {
            process2.removeListener(sig, sigListeners[sig]);
          } catch (er) {
          }
        });
        process2.emit = originalProcessEmit;
        process2.reallyExit = originalProcessReallyExit;
        emitter.count -= 1;
      };
      module2.exports.unload = unload;
      emit = function emit2(event, code, signal) {
        if (emitter.emitted[event]) {
          return;
        }
        emitter.emitted[event] = true;
        emitter.emit(event, code, signal);
      };
      sigListeners = {};
      signals.forEach(function(sig) {
        sigListeners[sig] = function listener() {
          if (!processOk(global.process)) {
            return;
          }
          var listeners = process2.listeners(sig);
          if (listeners.length === emitter.count) {
            unload();
            emit("exit", null, sig);
            emit("afterexit", null, sig);
            if (isWin && sig === "SIGHUP") {
              sig = "SIGINT";
            }
            process2.kill(process2.pid, sig);
          }
        };
      });
      module2.exports.signals = function() {
        return signals;
      };
      loaded = false;
      load = function load2() {
        if (loaded || !processOk(global.process)) {
          return;
        }
        loaded = true;
        emitter.count += 1;
        signals = signals.filter(function(sig) {
          try {
            process2.on(sig, sigListeners[sig]);
            return true;
          } catch (er) {
            return false;
          }
        });
        process2.emit = processEmit;
        process2.reallyExit = processReallyExit;
      };
      module2.exports.load = load;
      originalProcessReallyExit = process2.reallyExit;
      processReallyExit = function processReallyExit2(code) {
        if (!processOk(global.process)) {
          return;
        }
        process2.exitCode = code || /* istanbul ignore next */
        0;
        emit("exit", process2.exitCode, null);
        emit("afterexit", process2.exitCode, null);
        originalProcessReallyExit.call(process2, process2.exitCode);
      };
      originalProcessEmit = process2.emit;
      processEmit = function processEmit2(ev, arg) {
        if (ev === "exit" && processOk(global.process)) {
          if (arg !== void 0) {
            process2.exitCode = arg;
          }
          var ret = originalProcessEmit.apply(this, arguments);
          emit("exit", process2.exitCode, null);
          emit("afterexit", process2.exitCode, null);
          return ret;
        } else {
          return originalProcessEmit.apply(this, arguments);
        }
      };
    }
    var assert;
    var signals;
    var isWin;
    var EE;
    var emitter;
    var unload;
    var emit;
    var sigListeners;
    var loaded;
    var load;
    var originalProcessReallyExit;
    var processReallyExit;
    var originalProcessEmit;
    var processEmit;
  }
});

// node_modules/proper-lockfile/lib/mtime-precision.js
var require_mtime_precision = __commonJS({
  "node_modules/proper-lockfile/lib/mtime-precision.js"(exports2, module2) {
    "use strict";
    var cacheSymbol = /* @__PURE__ */ Symbol();
    function probe(file, fs, callback) {
      const cachedPrecision = fs[cacheSymbol];
      if (cachedPrecision) {
        return fs.stat(file, (err, stat2) => {
          if (err) {
            return callback(err);
          }
          callback(null, stat2.mtime, cachedPrecision);
        });
      }
      const mtime = new Date(Math.ceil(Date.now() / 1e3) * 1e3 + 5);
      fs.utimes(file, mtime, mtime, (err) => {
        if (err) {
          return callback(err);
        }
        fs.stat(file, (err2, stat2) => {
          if (err2) {
            return callback(err2);
          }
          const precision = stat2.mtime.getTime() % 1e3 === 0 ? "s" : "ms";
          Object.defineProperty(fs, cacheSymbol, { value: precision });
          callback(null, stat2.mtime, precision);
        });
      });
    }
    function getMtime(precision) {
      let now = Date.now();
      if (precision === "s") {
        now = Math.ceil(now / 1e3) * 1e3;
      }
      return new Date(now);
    }
    module2.exports.probe = probe;
    module2.exports.getMtime = getMtime;
  }
});

// node_modules/proper-lockfile/lib/lockfile.js
var require_lockfile = __commonJS({
  "node_modules/proper-lockfile/lib/lockfile.js"(exports2, module2) {
    "use strict";
    var path = require("path");
    var fs = require_graceful_fs();
    var retry = require_retry2();
    var onExit = require_signal_exit();
    var mtimePrecision = require_mtime_precision();
    var locks = {};
    function getLockFile(file, options) {
      return options.lockfilePath || `${file}.lock`;
    }
    function resolveCanonicalPath(file, options, callback) {
      if (!options.realpath) {
        return callback(null, path.resolve(file));
      }
      options.fs.realpath(file, callback);
    }
    function acquireLock(file, options, callback) {
      const lockfilePath = getLockFile(file, options);
      options.fs.mkdir(lockfilePath, (err) => {
        if (!err) {
          return mtimePrecision.probe(lockfilePath, options.fs, (err2, mtime, mtimePrecision2) => {
            if (err2) {
              options.fs.rmdir(lockfilePath, () => {
              });
              return callback(err2);
            }
            callback(null, mtime, mtimePrecision2);
          });
        }
        if (err.code !== "EEXIST") {
          return callback(err);
        }
        if (options.stale <= 0) {
          return callback(Object.assign(new Error("Lock file is already being held"), { code: "ELOCKED", file }));
        }
        options.fs.stat(lockfilePath, (err2, stat2) => {
          if (err2) {
            if (err2.code === "ENOENT") {
              return acquireLock(file, { ...options, stale: 0 }, callback);
            }
            return callback(err2);
          }
          if (!isLockStale(stat2, options)) {
            return callback(Object.assign(new Error("Lock file is already being held"), { code: "ELOCKED", file }));
          }
          removeLock(file, options, (err3) => {
            if (err3) {
              return callback(err3);
            }
            acquireLock(file, { ...options, stale: 0 }, callback);
          });
        });
      });
    }
    function isLockStale(stat2, options) {
      return stat2.mtime.getTime() < Date.now() - options.stale;
    }
    function removeLock(file, options, callback) {
      options.fs.rmdir(getLockFile(file, options), (err) => {
        if (err && err.code !== "ENOENT") {
          return callback(err);
        }
        callback();
      });
    }
    function updateLock(file, options) {
      const lock2 = locks[file];
      if (lock2.updateTimeout) {
        return;
      }
      lock2.updateDelay = lock2.updateDelay || options.update;
      lock2.updateTimeout = setTimeout(() => {
        lock2.updateTimeout = null;
        options.fs.stat(lock2.lockfilePath, (err, stat2) => {
          const isOverThreshold = lock2.lastUpdate + options.stale < Date.now();
          if (err) {
            if (err.code === "ENOENT" || isOverThreshold) {
              return setLockAsCompromised(file, lock2, Object.assign(err, { code: "ECOMPROMISED" }));
            }
            lock2.updateDelay = 1e3;
            return updateLock(file, options);
          }
          const isMtimeOurs = lock2.mtime.getTime() === stat2.mtime.getTime();
          if (!isMtimeOurs) {
            return setLockAsCompromised(
              file,
              lock2,
              Object.assign(
                new Error("Unable to update lock within the stale threshold"),
                { code: "ECOMPROMISED" }
              )
            );
          }
          const mtime = mtimePrecision.getMtime(lock2.mtimePrecision);
          options.fs.utimes(lock2.lockfilePath, mtime, mtime, (err2) => {
            const isOverThreshold2 = lock2.lastUpdate + options.stale < Date.now();
            if (lock2.released) {
              return;
            }
            if (err2) {
              if (err2.code === "ENOENT" || isOverThreshold2) {
                return setLockAsCompromised(file, lock2, Object.assign(err2, { code: "ECOMPROMISED" }));
              }
              lock2.updateDelay = 1e3;
              return updateLock(file, options);
            }
            lock2.mtime = mtime;
            lock2.lastUpdate = Date.now();
            lock2.updateDelay = null;
            updateLock(file, options);
          });
        });
      }, lock2.updateDelay);
      if (lock2.updateTimeout.unref) {
        lock2.updateTimeout.unref();
      }
    }
    function setLockAsCompromised(file, lock2, err) {
      lock2.released = true;
      if (lock2.updateTimeout) {
        clearTimeout(lock2.updateTimeout);
      }
      if (locks[file] === lock2) {
        delete locks[file];
      }
      lock2.options.onCompromised(err);
    }
    function lock(file, options, callback) {
      options = {
        stale: 1e4,
        update: null,
        realpath: true,
        retries: 0,
        fs,
        onCompromised: (err) => {
          throw err;
        },
        ...options
      };
      options.retries = options.retries || 0;
      options.retries = typeof options.retries === "number" ? { retries: options.retries } : options.retries;
      options.stale = Math.max(options.stale || 0, 2e3);
      options.update = options.update == null ? options.stale / 2 : options.update || 0;
      options.update = Math.max(Math.min(options.update, options.stale / 2), 1e3);
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        const operation = retry.operation(options.retries);
        operation.attempt(() => {
          acquireLock(file2, options, (err2, mtime, mtimePrecision2) => {
            if (operation.retry(err2)) {
              return;
            }
            if (err2) {
              return callback(operation.mainError());
            }
            const lock2 = locks[file2] = {
              lockfilePath: getLockFile(file2, options),
              mtime,
              mtimePrecision: mtimePrecision2,
              options,
              lastUpdate: Date.now()
            };
            updateLock(file2, options);
            callback(null, (releasedCallback) => {
              if (lock2.released) {
                return releasedCallback && releasedCallback(Object.assign(new Error("Lock is already released"), { code: "ERELEASED" }));
              }
              unlock(file2, { ...options, realpath: false }, releasedCallback);
            });
          });
        });
      });
    }
    function unlock(file, options, callback) {
      options = {
        fs,
        realpath: true,
        ...options
      };
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        const lock2 = locks[file2];
        if (!lock2) {
          return callback(Object.assign(new Error("Lock is not acquired/owned by you"), { code: "ENOTACQUIRED" }));
        }
        lock2.updateTimeout && clearTimeout(lock2.updateTimeout);
        lock2.released = true;
        delete locks[file2];
        removeLock(file2, options, callback);
      });
    }
    function check(file, options, callback) {
      options = {
        stale: 1e4,
        realpath: true,
        fs,
        ...options
      };
      options.stale = Math.max(options.stale || 0, 2e3);
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        options.fs.stat(getLockFile(file2, options), (err2, stat2) => {
          if (err2) {
            return err2.code === "ENOENT" ? callback(null, false) : callback(err2);
          }
          return callback(null, !isLockStale(stat2, options));
        });
      });
    }
    function getLocks() {
      return locks;
    }
    onExit(() => {
      for (const file in locks) {
        const options = locks[file].options;
        try {
          options.fs.rmdirSync(getLockFile(file, options));
        } catch (e) {
        }
      }
    });
    module2.exports.lock = lock;
    module2.exports.unlock = unlock;
    module2.exports.check = check;
    module2.exports.getLocks = getLocks;
  }
});

// node_modules/proper-lockfile/lib/adapter.js
var require_adapter = __commonJS({
  "node_modules/proper-lockfile/lib/adapter.js"(exports2, module2) {
    "use strict";
    var fs = require_graceful_fs();
    function createSyncFs(fs2) {
      const methods = ["mkdir", "realpath", "stat", "rmdir", "utimes"];
      const newFs = { ...fs2 };
      methods.forEach((method) => {
        newFs[method] = (...args) => {
          const callback = args.pop();
          let ret;
          try {
            ret = fs2[`${method}Sync`](...args);
          } catch (err) {
            return callback(err);
          }
          callback(null, ret);
        };
      });
      return newFs;
    }
    function toPromise(method) {
      return (...args) => new Promise((resolve2, reject) => {
        args.push((err, result2) => {
          if (err) {
            reject(err);
          } else {
            resolve2(result2);
          }
        });
        method(...args);
      });
    }
    function toSync(method) {
      return (...args) => {
        let err;
        let result2;
        args.push((_err, _result) => {
          err = _err;
          result2 = _result;
        });
        method(...args);
        if (err) {
          throw err;
        }
        return result2;
      };
    }
    function toSyncOptions(options) {
      options = { ...options };
      options.fs = createSyncFs(options.fs || fs);
      if (typeof options.retries === "number" && options.retries > 0 || options.retries && typeof options.retries.retries === "number" && options.retries.retries > 0) {
        throw Object.assign(new Error("Cannot use retries with the sync api"), { code: "ESYNC" });
      }
      return options;
    }
    module2.exports = {
      toPromise,
      toSync,
      toSyncOptions
    };
  }
});

// node_modules/proper-lockfile/index.js
var require_proper_lockfile = __commonJS({
  "node_modules/proper-lockfile/index.js"(exports2, module2) {
    "use strict";
    var lockfile2 = require_lockfile();
    var { toPromise, toSync, toSyncOptions } = require_adapter();
    async function lock(file, options) {
      const release = await toPromise(lockfile2.lock)(file, options);
      return toPromise(release);
    }
    function lockSync(file, options) {
      const release = toSync(lockfile2.lock)(file, toSyncOptions(options));
      return toSync(release);
    }
    function unlock(file, options) {
      return toPromise(lockfile2.unlock)(file, options);
    }
    function unlockSync(file, options) {
      return toSync(lockfile2.unlock)(file, toSyncOptions(options));
    }
    function check(file, options) {
      return toPromise(lockfile2.check)(file, options);
    }
    function checkSync(file, options) {
      return toSync(lockfile2.check)(file, toSyncOptions(options));
    }
    module2.exports = lock;
    module2.exports.lock = lock;
    module2.exports.unlock = unlock;
    module2.exports.lockSync = lockSync;
    module2.exports.unlockSync = unlockSync;
    module2.exports.check = check;
    module2.exports.checkSync = checkSync;
  }
});

// lib/cli/daemon.ts
var daemon_exports = {};
__export(daemon_exports, {
  daemonCommand: () => daemonCommand,
  tcpOptions: () => tcpOptions
});
module.exports = __toCommonJS(daemon_exports);

// lib/cli/args.ts
var import_mri = __toESM(require_lib(), 1);

// lib/store/errors.ts
var STORE_ERROR = /* @__PURE__ */ Symbol.for("openrig.store-error");
var StoreError = class extends Error {
  constructor(message, file) {
    super(message);
    this.file = file;
    this.name = new.target.name;
  }
  file;
  [STORE_ERROR] = true;
};
var CorruptDocumentError = class extends StoreError {
  constructor(file, quarantinedTo, reason) {
    super(`${file} was unreadable (${reason}); it was moved to ${quarantinedTo}`, file);
    this.quarantinedTo = quarantinedTo;
    this.reason = reason;
  }
  quarantinedTo;
  reason;
};
var NewerVersionError = class extends StoreError {
  constructor(file, found, supported) {
    super(`${file} has schema version ${found}, newer than this openrig understands (${supported})`, file);
    this.found = found;
    this.supported = supported;
  }
  found;
  supported;
};
var InvalidDocumentError = class extends StoreError {
  constructor(file, problems) {
    super(`refusing to write ${file}: ${problems.join("; ")}`, file);
    this.problems = problems;
  }
  problems;
};
var LockTimeoutError = class extends StoreError {
  constructor(file, waitedMs) {
    super(`could not lock ${file} within ${waitedMs} ms`, file);
  }
};
var LockCompromisedError = class extends StoreError {
  constructor(file, detail) {
    super(`lost the lock on ${file} before writing (${detail}); nothing was written`, file);
  }
};

// lib/util/terminal-text.ts
var UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
var nonprintingInJson;
function hex(ch) {
  const code = ch.codePointAt(0) ?? 0;
  return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}
function jsonUnits(ch) {
  let out = "";
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, "0")}`;
  return out;
}
function escapeForTerminal(text) {
  return text.replace(UNSAFE, hex);
}
function jsonForTerminal(value) {
  return JSON.stringify(value, null, 2).replace(
    nonprintingInJson ??= /(?![\n ])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\p{Cs}]/gu,
    jsonUnits
  );
}

// lib/cli/errors.ts
var EXIT_CODES = {
  /** The command line is wrong (unknown flag, missing or extra argument, bad value): nothing was tried. */
  usage: 2,
  /** OpenRig declined, a record is missing or a state file is unreadable: nothing was changed or sent. */
  refused: 1,
  /** An input the command line names (a file, standard input) cannot be read: nothing was tried. */
  unreadable: 1,
  /** The command ran and printed its result, which is not a success (a send not delivered). */
  notDelivered: 1,
  /** A bug, or a command module that would not load (lib/cli/main.ts). */
  internal: 1
};
var CLI_ERROR = /* @__PURE__ */ Symbol.for("openrig.cli-error");
var CliError = class extends Error {
  constructor(kind, what, todo) {
    super(`${what} \u2014 ${todo}`);
    this.kind = kind;
    this.what = what;
    this.todo = todo;
    this.name = "CliError";
    this.exitCode = EXIT_CODES[kind];
  }
  kind;
  what;
  todo;
  [CLI_ERROR] = true;
  exitCode;
};
var usageError = (what, todo) => new CliError("usage", what, todo);
var refused = (what, todo) => new CliError("refused", what, todo);

// lib/cli/args.ts
var STDIN_ARG = "\0-";
function checkArity(given, spec, helpFor) {
  const declared = spec.positionals ?? [];
  const todo = spec.usage ? `usage: ${spec.usage}` : `see rig ${helpFor} --help`;
  const extra = given[declared.length];
  if (extra !== void 0) {
    throw usageError(`unexpected argument "${extra}"`, declared.length ? "quote values that contain spaces" : todo);
  }
  const args = {};
  for (const [i, p] of declared.entries()) {
    const value = given[i];
    if ((value === void 0 || value === "") && !p.optional) throw usageError(`${p.what ?? p.name} is required`, todo);
    args[p.name] = value;
  }
  return args;
}
function parseArgs(argv, spec, helpFor) {
  const strings = [...spec.string ?? [], ...spec.multiple ?? []];
  const booleans = [...spec.boolean ?? [], "help"];
  const alias = {};
  for (const name of [...strings, ...booleans]) alias[name] = [];
  for (const [short, long] of Object.entries({ h: "help", ...spec.alias }))
    alias[long] = [...alias[long] ?? [], short];
  let unknown;
  const normalised = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (argv[i + 1] === "-" && strings.some((n) => arg === `--${n}`)) {
      normalised.push(`${arg}=-`);
      i++;
    } else normalised.push(arg === "-" ? STDIN_ARG : arg);
  }
  const out = (0, import_mri.default)(normalised, {
    string: strings,
    boolean: booleans,
    alias,
    unknown: (flag2) => {
      unknown ??= flag2;
    }
  });
  if (unknown !== void 0 || !out || typeof out !== "object") {
    throw usageError(`unknown option ${unknown ?? ""}`.trim(), `see rig ${helpFor} --help`);
  }
  const flags = {};
  for (const name of strings) {
    const raw = out[name];
    if (raw === void 0) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).map(String);
    if (values.some((v) => v === "")) {
      throw usageError(
        `--${name} needs a value`,
        `pass it as --${name} VALUE (or --${name}=VALUE when it starts with "-")`
      );
    }
    if (spec.multiple?.includes(name)) flags[name] = values;
    else if (values.length > 1) throw usageError(`--${name} was given ${values.length} times`, `give --${name} once`);
    else flags[name] = values[0];
  }
  for (const name of booleans) {
    const raw = out[name];
    if (Array.isArray(raw)) flags[name] = raw.some(Boolean);
    else if (raw !== void 0) flags[name] = Boolean(raw);
  }
  const positionals = (out._ ?? []).map((a) => a === STDIN_ARG ? "-" : String(a));
  const args = spec.positionals ? checkArity(positionals, spec, helpFor) : {};
  for (const [name, todo] of Object.entries(spec.required ?? {})) {
    const value = flags[name];
    if (typeof value !== "string" || !/\S/.test(value)) throw usageError(`--${name} is required`, todo);
  }
  return { positionals, args, flags };
}
function str(p, name) {
  const v = p.flags[name];
  return typeof v === "string" ? v : void 0;
}
function bool(p, name) {
  return p.flags[name] === true;
}

// lib/cli/verb.ts
function defineVerb(spec) {
  const parse = (argv, site) => spec.options(
    parseArgs(
      argv,
      { ...spec.args, positionals: spec.args.positionals ?? [], usage: spec.args.usage ?? site.usage },
      site.helpFor
    )
  );
  return { args: spec.args, parse, run: (argv, ctx, site) => spec.run(parse(argv, site), ctx) };
}
function usageLine(usage) {
  return usage?.replace(/\s{2,}\(.*\)$/, "");
}
function chooseVerb(noun, verbs, given) {
  const found = verbs.find((v) => v.name === given);
  if (found) return found;
  const names = verbs.map((v) => v.name).join(", ");
  throw usageError(given ? `unknown ${noun} verb "${given}"` : `a ${noun} verb is required`, `one of: ${names}`);
}
async function verbOf(entry) {
  return "verb" in entry ? entry.verb : entry.load();
}
function defineNoun(head, verbs) {
  return {
    name: head.name,
    verbs,
    details: head.details,
    usage: verbs.flatMap((v) => v.usage),
    async run(argv, ctx) {
      const implicit = head.defaultVerb !== void 0 && (argv[0] === void 0 || argv[0].startsWith("-"));
      const [name, ...rest] = implicit ? [head.defaultVerb, ...argv] : argv;
      const entry = chooseVerb(head.name, verbs, name);
      await (await verbOf(entry)).run(rest, ctx, { helpFor: head.name, usage: usageLine(entry.usage[0]) });
    }
  };
}

// lib/home/paths.ts
var import_node_path = require("node:path");

// lib/util/lazy-builtins.ts
var crypto = () => process.getBuiltinModule("node:crypto");
var childProcess = () => process.getBuiltinModule("node:child_process");
var net = () => process.getBuiltinModule("node:net");

// lib/home/paths.ts
function seatRecordPath(p, rig, seat) {
  return (0, import_node_path.join)(p.seats, rig, `${seat}.json`);
}
function queueRowPath(p, id) {
  return (0, import_node_path.join)(p.queueRows, `${id}.json`);
}
function queueListingBucketPath(p, bucket) {
  return (0, import_node_path.join)(p.queueListing, `${String(bucket).padStart(2, "0")}.json`);
}
function queueSeatIndexPath(p, destination) {
  return (0, import_node_path.join)(p.queueSeatIndexes, `${destination}.json`);
}
function outboxDir(p, nodeId) {
  return (0, import_node_path.join)(p.outbox, nodeId);
}
function leasePath(p, nodeId) {
  return (0, import_node_path.join)(p.leases, nodeId);
}
function guardPath(p, nodeId) {
  return (0, import_node_path.join)(p.guards, `${nodeId}.json`);
}
function seatHooksPath(p, nodeId, occupant) {
  return (0, import_node_path.join)(p.activity, nodeId, `${occupant}.json`);
}
function seatHooksJournalPath(p, nodeId, occupant, retired = false) {
  return (0, import_node_path.join)(p.activity, nodeId, retired ? `${occupant}.retired.jsonl` : `${occupant}.jsonl`);
}
function permissionEvidencePath(p, nodeId) {
  return (0, import_node_path.join)(p.permissionEvidence, `${nodeId}.json`);
}
function terminalPolicySeatPath(p, nodeId) {
  return (0, import_node_path.join)(p.terminalPolicy, "seats", `${nodeId}.json`);
}
function seatModelPath(p, nodeId) {
  return (0, import_node_path.join)(p.seatModels, `${nodeId}.json`);
}
function watchdogHistoryPath(p, jobId) {
  return (0, import_node_path.join)(p.watchdogHistory, `${jobId}.json`);
}
function queueWakePath(p, rowId, settled2 = false) {
  return (0, import_node_path.join)(settled2 ? p.queueWakesDone : p.queueWakes, `${rowId}.json`);
}
function compactionStatePath(p, nodeId) {
  return (0, import_node_path.join)(p.compaction, "state", `${nodeId}.json`);
}
function compactionExtraDir(p) {
  return (0, import_node_path.join)(p.compaction, "restore-extra");
}
function contextSamplePath(p, nodeId) {
  return (0, import_node_path.join)(sensorDir(p, nodeId), "sample.json");
}
function sensorDir(p, nodeId) {
  return (0, import_node_path.join)(p.contextUsage, nodeId);
}

// lib/cli/cli-context.ts
function say(ctx, line = "") {
  ctx.io.out(escapeForTerminal(line) + "\n");
}
function printJson(ctx, value) {
  ctx.io.out(jsonForTerminal(value) + "\n");
}

// lib/daemon/start-stop.ts
var import_node_child_process = require("node:child_process");
var import_node_fs26 = require("node:fs");

// lib/store/document.ts
var import_node_fs4 = require("node:fs");

// lib/store/document-kind.ts
function defineKind(kind) {
  return kind;
}
function schemaProblems(validate) {
  return (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "(document)"} ${e.message ?? e.keyword}`);
}

// lib/store/interpret.ts
function interpretDocument(kind, file, text) {
  let doc;
  try {
    const parsed = JSON.parse(text);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not a JSON object");
    doc = parsed;
  } catch (err) {
    return { problem: `invalid JSON: ${err.message}` };
  }
  if (doc.schema !== kind.schema)
    return { problem: `expected schema "${kind.schema}", found ${JSON.stringify(doc.schema)}` };
  const version = doc.version;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1)
    return { problem: `invalid version ${JSON.stringify(version)}` };
  if (version > kind.version) throw new NewerVersionError(file, version, kind.version);
  for (let v = version; v < kind.version; v++) {
    const lift = kind.migrations?.[v];
    if (!lift) return { problem: `no migration from version ${v}` };
    doc = { ...lift(doc), schema: kind.schema, version: v + 1 };
  }
  if (!kind.validate(doc)) return { problem: schemaProblems(kind.validate).join("; ") };
  return { doc };
}

// lib/store/atomic-write.ts
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");

// lib/store/constants.ts
var LOCK_STALE_MS = 5e3;
var LOCK_UPDATE_MS = 1e3;
var LOCK_WAIT_MS = LOCK_STALE_MS + LOCK_UPDATE_MS + 2e3;
var DIR_MODE = 448;
var FILE_MODE = 384;

// lib/store/fs-mode.ts
var import_node_fs = require("node:fs");
function ensureDir(dir) {
  try {
    if ((0, import_node_fs.statSync)(dir).isDirectory()) return;
  } catch {
  }
  const created = (0, import_node_fs.mkdirSync)(dir, { recursive: true, mode: DIR_MODE });
  if (created !== void 0) (0, import_node_fs.chmodSync)(dir, DIR_MODE);
}

// lib/store/atomic-write.ts
var OPTIONS = { fsync: true, mode: FILE_MODE, chown: false };
function fsyncDir(dir) {
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(dir, "r");
    (0, import_node_fs2.fsyncSync)(fd);
  } catch {
  } finally {
    if (fd !== void 0) (0, import_node_fs2.closeSync)(fd);
  }
}
var writer;
async function loadAtomicWriter() {
  writer ??= (await Promise.resolve().then(() => __toESM(require_lib2(), 1))).default;
  return writer;
}
async function writeFileAtomically(file, data) {
  const write = await loadAtomicWriter();
  ensureDir((0, import_node_path2.dirname)(file));
  await write(file, data, OPTIONS);
  fsyncDir((0, import_node_path2.dirname)(file));
}
function writeFileAtomicallySync(file, data) {
  if (!writer) throw new Error("writeFileAtomicallySync called before loadAtomicWriter()");
  ensureDir((0, import_node_path2.dirname)(file));
  writer.sync(file, data, OPTIONS);
  fsyncDir((0, import_node_path2.dirname)(file));
}

// lib/store/lock.ts
var import_node_path3 = require("node:path");
var import_node_fs3 = require("node:fs");

// lib/util/sleep.ts
function sleep(ms2, signal) {
  if (!signal) return new Promise((resolve2) => setTimeout(resolve2, ms2));
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve2) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve2();
    };
    const timer = setTimeout(done, ms2);
    signal.addEventListener("abort", done, { once: true });
  });
}

// lib/store/lock.ts
var LOCK_FS = { mkdir: import_node_fs3.mkdir, mkdirSync: import_node_fs3.mkdirSync, realpath: import_node_fs3.realpath, realpathSync: import_node_fs3.realpathSync, rmdir: import_node_fs3.rmdir, rmdirSync: import_node_fs3.rmdirSync, stat: import_node_fs3.stat, statSync: import_node_fs3.statSync, utimes: import_node_fs3.utimes, utimesSync: import_node_fs3.utimesSync };
var lockfile;
async function withLock(file, fn, opts = {}) {
  lockfile ??= (await Promise.resolve().then(() => __toESM(require_proper_lockfile(), 1))).default;
  ensureDir((0, import_node_path3.dirname)(file));
  const waitMs = opts.waitMs ?? LOCK_WAIT_MS;
  const started = Date.now();
  let compromised;
  let release;
  for (; ; ) {
    try {
      const releaseSync = lockfile.lockSync(file, {
        fs: LOCK_FS,
        realpath: false,
        stale: LOCK_STALE_MS,
        update: LOCK_UPDATE_MS,
        retries: 0,
        // The library's default handler throws inside a timer and kills the process.
        onCompromised: (err) => {
          compromised = err;
        }
      });
      release = async () => releaseSync();
      break;
    } catch (err) {
      if (err.code !== "ELOCKED") throw err;
      if (Date.now() - started >= waitMs) throw new LockTimeoutError(file, waitMs);
      await sleep(3 + Math.random() * 25);
    }
  }
  const held = {
    assertHeld() {
      if (compromised) throw new LockCompromisedError(file, compromised.message);
    }
  };
  try {
    return await fn(held);
  } finally {
    await release().catch(() => {
    });
  }
}

// lib/store/default-report.ts
var defaultReport = (message) => {
  process.stderr.write(`openrig: ${message}
`);
};

// lib/store/document.ts
var ReplacedWhileReading = class extends Error {
};
function quarantine(file, raw, reason) {
  let now;
  try {
    now = (0, import_node_fs4.statSync)(file);
  } catch {
    throw new ReplacedWhileReading(file);
  }
  if (now.ino !== raw.ino || now.dev !== raw.dev) throw new ReplacedWhileReading(file);
  const stamp = (/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-");
  let target = `${file}.corrupt-${stamp}`;
  for (let n = 1; (0, import_node_fs4.existsSync)(target); n++) target = `${file}.corrupt-${stamp}-${n}`;
  try {
    (0, import_node_fs4.renameSync)(file, target);
  } catch (err) {
    if (err.code === "ENOENT") throw new ReplacedWhileReading(file);
    throw err;
  }
  return new CorruptDocumentError(file, target, reason);
}
var READ_FLAGS = import_node_fs4.constants.O_RDONLY | (import_node_fs4.constants.O_NONBLOCK ?? 0);
function readRaw(file) {
  let fd;
  try {
    fd = (0, import_node_fs4.openSync)(file, READ_FLAGS);
  } catch (err) {
    if (err.code === "ENOENT") return void 0;
    throw err;
  }
  try {
    const st = (0, import_node_fs4.fstatSync)(fd);
    if (!st.isFile()) throw quarantine(file, { text: "", dev: st.dev, ino: st.ino }, "not a regular file");
    return { text: (0, import_node_fs4.readFileSync)(fd, "utf8"), dev: st.dev, ino: st.ino };
  } finally {
    (0, import_node_fs4.closeSync)(fd);
  }
}
function decode(kind, file, raw) {
  const r = interpretDocument(kind, file, raw.text);
  if ("problem" in r) throw quarantine(file, raw, r.problem);
  return r.doc;
}
function handleCorrupt(err, opts) {
  if (err instanceof CorruptDocumentError && opts.onCorrupt === "fresh") {
    (opts.report ?? defaultReport)(err.message);
    return void 0;
  }
  throw err;
}
function readDocument(kind, file, opts = {}) {
  for (let attempt3 = 1; ; attempt3++) {
    try {
      const raw = readRaw(file);
      if (raw === void 0) return void 0;
      return decode(kind, file, raw);
    } catch (err) {
      if (!(err instanceof ReplacedWhileReading)) return handleCorrupt(err, opts);
      if (attempt3 >= 3) throw new StoreError(`${file} kept changing while it was read; try again`, file);
    }
  }
}
var UNCHANGED = /* @__PURE__ */ Symbol("unchanged");
var REMOVE = /* @__PURE__ */ Symbol("remove");
async function updateDocument(kind, file, updater, opts = {}) {
  await loadAtomicWriter();
  return withLock(
    file,
    async (lock) => {
      const current = readDocument(kind, file, opts);
      const next = await updater(current);
      if (next === UNCHANGED) return current;
      lock.assertHeld();
      if (next === REMOVE) {
        (0, import_node_fs4.rmSync)(file, { force: true });
        return void 0;
      }
      return writeValidated(kind, file, next);
    },
    opts
  );
}
function writeValidated(kind, file, next) {
  const stamped = { ...next, schema: kind.schema, version: kind.version };
  if (!kind.validate(stamped)) throw new InvalidDocumentError(file, schemaProblems(kind.validate));
  writeFileAtomicallySync(file, JSON.stringify(stamped, null, 2) + "\n");
  return stamped;
}
async function replaceDocument(kind, file, next, held) {
  await loadAtomicWriter();
  held.assertHeld();
  return writeValidated(kind, file, next);
}

// lib/store/jsonl-log.ts
var import_node_fs5 = require("node:fs");
var import_node_path4 = require("node:path");
var HASH_CHARS = 16;
function checksum(json2) {
  return crypto().createHash("sha256").update(json2).digest("hex").slice(0, HASH_CHARS);
}
function encodeLine(record) {
  const json2 = JSON.stringify(record);
  return `${checksum(json2)}	${json2}
`;
}
function decodeLines(text) {
  const records = [];
  let dropped = 0;
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  for (const line of lines) {
    if (line === "") continue;
    const tab = line.indexOf("	");
    const json2 = tab === HASH_CHARS ? line.slice(tab + 1) : void 0;
    if (json2 === void 0 || checksum(json2) !== line.slice(0, tab)) {
      dropped++;
      continue;
    }
    try {
      records.push(JSON.parse(json2));
    } catch {
      dropped++;
    }
  }
  return { records, dropped };
}
function readLog(file) {
  let text;
  try {
    text = (0, import_node_fs5.readFileSync)(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return { records: [], dropped: 0 };
    throw err;
  }
  return decodeLines(text);
}
function endsTorn(fd) {
  const size = (0, import_node_fs5.fstatSync)(fd).size;
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  (0, import_node_fs5.readSync)(fd, last, 0, 1, size - 1);
  return last[0] !== 10;
}
function appendLog(file, record) {
  ensureDir((0, import_node_path4.dirname)(file));
  const fd = (0, import_node_fs5.openSync)(file, "a+", FILE_MODE);
  try {
    const line = encodeLine(record);
    (0, import_node_fs5.writeSync)(fd, endsTorn(fd) ? `
${line}` : line);
    (0, import_node_fs5.fsyncSync)(fd);
  } finally {
    (0, import_node_fs5.closeSync)(fd);
  }
}

// lib/store/ttl-record.ts
var import_node_fs6 = require("node:fs");
async function writeTtlRecord(file, value, ttlMs, now = Date.now()) {
  const envelope2 = { schema: "ttl-record", version: 1, expiresAt: now + ttlMs, value };
  await writeFileAtomically(file, JSON.stringify(envelope2) + "\n");
}
function readTtlRecord(file, now = Date.now()) {
  let envelope2;
  try {
    envelope2 = JSON.parse((0, import_node_fs6.readFileSync)(file, "utf8"));
  } catch (err) {
    if (err.code !== "ENOENT") (0, import_node_fs6.rmSync)(file, { force: true });
    return void 0;
  }
  if (envelope2?.schema !== "ttl-record" || typeof envelope2.expiresAt !== "number" || envelope2.expiresAt <= now) {
    (0, import_node_fs6.rmSync)(file, { force: true });
    return void 0;
  }
  return envelope2.value;
}

// lib/util/read-regular-file.ts
var import_node_fs7 = require("node:fs");
var OPEN_FLAGS = import_node_fs7.constants.O_RDONLY | (import_node_fs7.constants.O_NONBLOCK ?? 0) | (import_node_fs7.constants.O_NOCTTY ?? 0);
var ReadRegularFileError = class extends Error {
  constructor(path, failure, reason, detail = {}) {
    super(`${path}: ${reason}`);
    this.path = path;
    this.failure = failure;
    this.reason = reason;
    this.detail = detail;
    this.name = "ReadRegularFileError";
  }
  path;
  failure;
  reason;
  detail;
};
function otherType(st) {
  if (st.isDirectory()) return "folder";
  if (st.isFIFO()) return "FIFO";
  if (st.isSocket()) return "socket";
  if (st.isCharacterDevice() || st.isBlockDevice()) return "device";
  return "other";
}
var TYPE_PHRASE = {
  folder: "a folder, not a regular file",
  FIFO: "a FIFO, not a regular file",
  socket: "a socket, not a regular file",
  device: "a device, not a regular file",
  other: "not a regular file"
};
var errnoOf = (err) => err?.code;
var oneLine = (text) => text.replace(/\s+/g, " ").trim();
var errText = (err) => errnoOf(err) ?? (oneLine(err instanceof Error ? err.message : String(err)) || "unknown error");
function readRegularFileSync(path, maxBytes) {
  let fd;
  try {
    fd = (0, import_node_fs7.openSync)(path, OPEN_FLAGS);
  } catch (err) {
    const errno = errnoOf(err);
    if (errno === "ENOENT" || errno === "ENOTDIR") throw new ReadRegularFileError(path, "missing", errno, { errno });
    if (errno === "ENXIO")
      throw new ReadRegularFileError(path, "not-regular", TYPE_PHRASE.socket, { fileType: "socket", errno });
    throw new ReadRegularFileError(path, "unreadable", errText(err), { errno });
  }
  try {
    const st = (0, import_node_fs7.fstatSync)(fd);
    if (!st.isFile()) {
      const fileType = otherType(st);
      throw new ReadRegularFileError(path, "not-regular", TYPE_PHRASE[fileType], { fileType });
    }
    if (st.size > maxBytes)
      throw new ReadRegularFileError(path, "too-large", `${st.size} bytes; the limit is ${maxBytes}`, {
        size: st.size
      });
    return (0, import_node_fs7.readFileSync)(fd);
  } finally {
    (0, import_node_fs7.closeSync)(fd);
  }
}

// lib/store/read-async.ts
var ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;

// lib/daemon/client.ts
var import_node_fs8 = require("node:fs");

// lib/daemon/http-wire.ts
var TOKEN_VALUE = /^[\x20-\x7e]*$/;
var PATH = /^\/[\x21-\x7e]*$/;
function encodeRequest(req) {
  if (!PATH.test(req.path))
    return new Error(`request path ${JSON.stringify(req.path)} has spaces or control characters`);
  const lines = [`${req.method} ${req.path} HTTP/1.1`, "host: openrig", "connection: close"];
  for (const [name, value] of Object.entries(req.headers ?? {})) {
    if (!/^[a-z0-9-]+$/.test(name) || !TOKEN_VALUE.test(value))
      return new Error(`header ${name} has a value that cannot be sent (control or non-ASCII characters)`);
    lines.push(`${name}: ${value}`);
  }
  if (req.body) lines.push(`content-length: ${req.body.length}`);
  const head = Buffer.from(`${lines.join("\r\n")}\r
\r
`, "latin1");
  return req.body ? Buffer.concat([head, req.body]) : head;
}
function parseResponse(data, ended) {
  const headEnd = data.indexOf("\r\n\r\n");
  if (headEnd < 0)
    return ended ? { kind: "malformed", reason: "the connection closed before the response headers ended" } : { kind: "incomplete" };
  const [statusLine = "", ...headerLines] = data.subarray(0, headEnd).toString("latin1").split("\r\n");
  const m = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(statusLine);
  if (!m) return { kind: "malformed", reason: `not an HTTP status line: ${JSON.stringify(statusLine.slice(0, 80))}` };
  const headers = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon <= 0) return { kind: "malformed", reason: `bad header line: ${JSON.stringify(line.slice(0, 80))}` };
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  if (headers["transfer-encoding"] !== void 0)
    return { kind: "malformed", reason: `unexpected transfer-encoding ${headers["transfer-encoding"]}` };
  const rest = data.subarray(headEnd + 4);
  const declared = headers["content-length"];
  if (declared === void 0)
    return ended ? { kind: "response", status: Number(m[1]), headers, body: rest } : { kind: "incomplete" };
  if (!/^\d+$/.test(declared)) return { kind: "malformed", reason: `bad content-length ${JSON.stringify(declared)}` };
  const length = Number(declared);
  if (rest.length < length)
    return ended ? { kind: "malformed", reason: `the body ended after ${rest.length} of ${length} bytes` } : { kind: "incomplete" };
  return { kind: "response", status: Number(m[1]), headers, body: rest.subarray(0, length) };
}
function expectedLength(data) {
  const headEnd = data.indexOf("\r\n\r\n");
  if (headEnd < 0) return void 0;
  const m = /\r\ncontent-length:[ \t]*(\d+)[ \t]*(?:\r\n|$)/i.exec(data.subarray(0, headEnd).toString("latin1"));
  return m ? headEnd + 4 + Number(m[1]) : null;
}

// lib/daemon/client.ts
var DaemonUnavailableError = class extends Error {
  constructor(socket, detail) {
    super(`the OpenRig daemon is not running (no answer on ${socket}: ${detail})`);
    this.socket = socket;
    this.detail = detail;
    this.name = "DaemonUnavailableError";
  }
  socket;
  detail;
};
var MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
function daemonRequest(socket, method, path, body, opts = {}) {
  return new Promise((resolve2, reject) => {
    if (!(0, import_node_fs8.existsSync)(socket)) {
      reject(new DaemonUnavailableError(socket, "ENOENT"));
      return;
    }
    const headers = { accept: "application/json" };
    if (body !== void 0) headers["content-type"] = "application/json";
    if (opts.session) headers["x-openrig-session"] = opts.session;
    const wire = encodeRequest({
      method,
      path,
      headers,
      body: body === void 0 ? void 0 : Buffer.from(JSON.stringify(body), "utf8")
    });
    if (wire instanceof Error) {
      reject(wire);
      return;
    }
    const timeoutMs = opts.timeoutMs ?? 12e4;
    const chunks = [];
    let size = 0;
    let settled2 = false;
    const conn = net().createConnection(socket);
    const settle = (err, res) => {
      if (settled2) return;
      settled2 = true;
      conn.destroy();
      if (err) reject(err);
      else resolve2(res);
    };
    let need;
    const check = (ended) => {
      if (!ended) {
        if (need === void 0) need = expectedLength(Buffer.concat(chunks));
        if (need === void 0 || need === null || size < need) return;
      }
      const p = parseResponse(Buffer.concat(chunks), ended);
      if (p.kind === "incomplete") return;
      if (p.kind === "malformed") return settle(new Error(`the daemon's answer could not be read: ${p.reason}`));
      const text = p.body.toString("utf8");
      let parsed = text;
      try {
        parsed = text ? JSON.parse(text) : void 0;
      } catch {
      }
      settle(void 0, { status: p.status, body: parsed });
    };
    conn.setTimeout(timeoutMs, () => settle(new Error(`no answer from the daemon within ${timeoutMs} ms`)));
    conn.on("connect", () => conn.write(wire));
    conn.on("data", (c) => {
      size += c.length;
      if (size > MAX_RESPONSE_BYTES)
        return settle(new Error(`the daemon's answer exceeds ${MAX_RESPONSE_BYTES} bytes`));
      chunks.push(c);
      check(false);
    });
    conn.on("end", () => check(true));
    conn.on("close", () => settle(new Error("the daemon closed the connection without an answer")));
    conn.on("error", (err) => {
      if (err.code === "ENOENT" || err.code === "ECONNREFUSED" || err.code === "ENOTSOCK")
        settle(new DaemonUnavailableError(socket, err.code));
      else settle(err);
    });
  });
}

// lib/daemon/daemon.ts
var import_node_http = require("node:http");
var import_node_net2 = require("node:net");
var import_node_fs25 = require("node:fs");

// lib/store/validators/daemon-info.v1.generated.js
var compiled;
function validate_daemon_info_v1(data, options) {
  compiled ??= build();
  const ok2 = compiled(data, options);
  validate_daemon_info_v1.errors = compiled.errors;
  return ok2;
}
function build() {
  const schema15 = { "$id": "openrig/daemon-info@1", "title": "The running daemon's pid file ($OPENRIG_HOME/run/daemon.json); informational, the socket answering is the real test", "type": "object", "required": ["schema", "version", "pid", "socket", "startedAt"], "additionalProperties": false, "properties": { "schema": { "const": "daemon-info" }, "version": { "const": 1 }, "pid": { "type": "integer", "minimum": 1 }, "socket": { "type": "string", "pattern": "\\S" }, "startedAt": { "type": "string", "pattern": "\\S" } } };
  const pattern1 = new RegExp("\\S", "u");
  function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.pid === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pid" }, message: "must have required property 'pid'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.socket === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "socket" }, message: "must have required property 'socket'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.startedAt === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "startedAt" }, message: "must have required property 'startedAt'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "pid" || key0 === "socket" || key0 === "startedAt")) {
          const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("daemon-info" !== data.schema) {
          const err6 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "daemon-info" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err7 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.pid !== void 0) {
        let data2 = data.pid;
        if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
          const err8 = { instancePath: instancePath + "/pid", schemaPath: "#/properties/pid/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (typeof data2 == "number" && isFinite(data2)) {
          if (data2 < 1 || isNaN(data2)) {
            const err9 = { instancePath: instancePath + "/pid", schemaPath: "#/properties/pid/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      }
      if (data.socket !== void 0) {
        let data3 = data.socket;
        if (typeof data3 === "string") {
          if (!pattern1.test(data3)) {
            const err10 = { instancePath: instancePath + "/socket", schemaPath: "#/properties/socket/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        } else {
          const err11 = { instancePath: instancePath + "/socket", schemaPath: "#/properties/socket/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
      if (data.startedAt !== void 0) {
        let data4 = data.startedAt;
        if (typeof data4 === "string") {
          if (!pattern1.test(data4)) {
            const err12 = { instancePath: instancePath + "/startedAt", schemaPath: "#/properties/startedAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        } else {
          const err13 = { instancePath: instancePath + "/startedAt", schemaPath: "#/properties/startedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    } else {
      const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    validate14.errors = vErrors;
    return errors === 0;
  }
  return validate14;
}

// lib/seat/registry.ts
var import_node_fs9 = require("node:fs");
var import_node_path5 = require("node:path");

// lib/store/validators/seat.v1.generated.js
var compiled2;
function validate_seat_v1(data, options) {
  compiled2 ??= build2();
  const ok2 = compiled2(data, options);
  validate_seat_v1.errors = compiled2.errors;
  return ok2;
}
function build2() {
  const schema48 = { "$id": "openrig/seat@1", "title": "Seat registry record ($OPENRIG_HOME/seats/<rig>/<seat>.json)", "type": "object", "required": ["schema", "version", "name", "rig", "nodeId", "runtime", "cwd", "projectDir", "plugins", "roleFiles", "typingGuard", "tmux", "occupant", "launchedAt", "status"], "additionalProperties": false, "properties": { "schema": { "const": "seat" }, "version": { "const": 1 }, "name": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "rig": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "runtime": { "enum": ["claude-code", "codex", "terminal"] }, "cwd": { "type": "string", "pattern": "\\S" }, "projectDir": { "type": "string", "pattern": "\\S" }, "command": { "type": "string" }, "plugins": { "type": "array", "items": { "type": "string", "pattern": "\\S" } }, "envNames": { "type": "array", "items": { "type": "string" } }, "roleFiles": { "type": "array", "items": { "type": "string", "pattern": "\\S" } }, "typingGuard": { "enum": ["off", "draft-aware", "openrig-urgent", "urgent-only", "sends-only", "hold"] }, "tmux": { "type": "object", "required": ["socket", "session"], "additionalProperties": false, "properties": { "socket": { "type": ["string", "null"] }, "session": { "type": "string", "pattern": "\\S" }, "paneId": { "type": "string", "pattern": "^%[0-9]+$" } } }, "occupant": { "type": "string", "pattern": "^o-[0-9a-f]{16}$" }, "launchedAt": { "type": "string" }, "status": { "enum": ["running", "stopped"] }, "stoppedAt": { "type": "string" }, "specFile": { "type": "string" }, "permissionMode": { "enum": ["acceptEdits", "auto", "bypassPermissions", "manual", "dontAsk", "plan"] }, "launch": { "type": "object", "required": ["kind"], "additionalProperties": false, "properties": { "kind": { "enum": ["fresh", "relaunch", "restore", "handover"] }, "resumedSession": { "type": "string" }, "model": { "type": "string" }, "effort": { "type": "string" }, "handoffNote": { "type": "string" } } }, "codexHome": { "type": "string", "pattern": "^/" } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern114 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern45 = new RegExp("^%[0-9]+$", "u");
  const pattern19 = new RegExp("^o-[0-9a-f]{16}$", "u");
  const pattern124 = new RegExp("^/", "u");
  function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.name === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.rig === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rig" }, message: "must have required property 'rig'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.nodeId === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.runtime === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "runtime" }, message: "must have required property 'runtime'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.cwd === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cwd" }, message: "must have required property 'cwd'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.projectDir === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "projectDir" }, message: "must have required property 'projectDir'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (data.plugins === void 0) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "plugins" }, message: "must have required property 'plugins'" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (data.roleFiles === void 0) {
        const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "roleFiles" }, message: "must have required property 'roleFiles'" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (data.typingGuard === void 0) {
        const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "typingGuard" }, message: "must have required property 'typingGuard'" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (data.tmux === void 0) {
        const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tmux" }, message: "must have required property 'tmux'" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (data.occupant === void 0) {
        const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "occupant" }, message: "must have required property 'occupant'" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (data.launchedAt === void 0) {
        const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "launchedAt" }, message: "must have required property 'launchedAt'" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (data.status === void 0) {
        const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema48.properties, key0)) {
          const err15 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("seat" !== data.schema) {
          const err16 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "seat" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err17 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.name !== void 0) {
        let data2 = data.name;
        if (typeof data2 === "string") {
          if (!pattern114.test(data2)) {
            const err18 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        } else {
          const err19 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      if (data.rig !== void 0) {
        let data3 = data.rig;
        if (typeof data3 === "string") {
          if (!pattern114.test(data3)) {
            const err20 = { instancePath: instancePath + "/rig", schemaPath: "#/properties/rig/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        } else {
          const err21 = { instancePath: instancePath + "/rig", schemaPath: "#/properties/rig/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data4 = data.nodeId;
        if (typeof data4 === "string") {
          if (!pattern6.test(data4)) {
            const err22 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        } else {
          const err23 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
      if (data.runtime !== void 0) {
        let data5 = data.runtime;
        if (!(data5 === "claude-code" || data5 === "codex" || data5 === "terminal")) {
          const err24 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/enum", keyword: "enum", params: { allowedValues: schema48.properties.runtime.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      }
      if (data.cwd !== void 0) {
        let data6 = data.cwd;
        if (typeof data6 === "string") {
          if (!pattern1.test(data6)) {
            const err25 = { instancePath: instancePath + "/cwd", schemaPath: "#/properties/cwd/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        } else {
          const err26 = { instancePath: instancePath + "/cwd", schemaPath: "#/properties/cwd/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      }
      if (data.projectDir !== void 0) {
        let data7 = data.projectDir;
        if (typeof data7 === "string") {
          if (!pattern1.test(data7)) {
            const err27 = { instancePath: instancePath + "/projectDir", schemaPath: "#/properties/projectDir/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        } else {
          const err28 = { instancePath: instancePath + "/projectDir", schemaPath: "#/properties/projectDir/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      }
      if (data.command !== void 0) {
        if (typeof data.command !== "string") {
          const err29 = { instancePath: instancePath + "/command", schemaPath: "#/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
      if (data.plugins !== void 0) {
        let data9 = data.plugins;
        if (Array.isArray(data9)) {
          const len0 = data9.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data10 = data9[i0];
            if (typeof data10 === "string") {
              if (!pattern1.test(data10)) {
                const err30 = { instancePath: instancePath + "/plugins/" + i0, schemaPath: "#/properties/plugins/items/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            } else {
              const err31 = { instancePath: instancePath + "/plugins/" + i0, schemaPath: "#/properties/plugins/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
        } else {
          const err32 = { instancePath: instancePath + "/plugins", schemaPath: "#/properties/plugins/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
      }
      if (data.envNames !== void 0) {
        let data11 = data.envNames;
        if (Array.isArray(data11)) {
          const len1 = data11.length;
          for (let i1 = 0; i1 < len1; i1++) {
            if (typeof data11[i1] !== "string") {
              const err33 = { instancePath: instancePath + "/envNames/" + i1, schemaPath: "#/properties/envNames/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
        } else {
          const err34 = { instancePath: instancePath + "/envNames", schemaPath: "#/properties/envNames/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      }
      if (data.roleFiles !== void 0) {
        let data13 = data.roleFiles;
        if (Array.isArray(data13)) {
          const len2 = data13.length;
          for (let i2 = 0; i2 < len2; i2++) {
            let data14 = data13[i2];
            if (typeof data14 === "string") {
              if (!pattern1.test(data14)) {
                const err35 = { instancePath: instancePath + "/roleFiles/" + i2, schemaPath: "#/properties/roleFiles/items/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            } else {
              const err36 = { instancePath: instancePath + "/roleFiles/" + i2, schemaPath: "#/properties/roleFiles/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
        } else {
          const err37 = { instancePath: instancePath + "/roleFiles", schemaPath: "#/properties/roleFiles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      }
      if (data.typingGuard !== void 0) {
        let data15 = data.typingGuard;
        if (!(data15 === "off" || data15 === "draft-aware" || data15 === "openrig-urgent" || data15 === "urgent-only" || data15 === "sends-only" || data15 === "hold")) {
          const err38 = { instancePath: instancePath + "/typingGuard", schemaPath: "#/properties/typingGuard/enum", keyword: "enum", params: { allowedValues: schema48.properties.typingGuard.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      }
      if (data.tmux !== void 0) {
        let data16 = data.tmux;
        if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
          if (data16.socket === void 0) {
            const err39 = { instancePath: instancePath + "/tmux", schemaPath: "#/properties/tmux/required", keyword: "required", params: { missingProperty: "socket" }, message: "must have required property 'socket'" };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
          if (data16.session === void 0) {
            const err40 = { instancePath: instancePath + "/tmux", schemaPath: "#/properties/tmux/required", keyword: "required", params: { missingProperty: "session" }, message: "must have required property 'session'" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          for (const key1 in data16) {
            if (!(key1 === "socket" || key1 === "session" || key1 === "paneId")) {
              const err41 = { instancePath: instancePath + "/tmux", schemaPath: "#/properties/tmux/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
          if (data16.socket !== void 0) {
            let data17 = data16.socket;
            if (typeof data17 !== "string" && data17 !== null) {
              const err42 = { instancePath: instancePath + "/tmux/socket", schemaPath: "#/properties/tmux/properties/socket/type", keyword: "type", params: { type: schema48.properties.tmux.properties.socket.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
          if (data16.session !== void 0) {
            let data18 = data16.session;
            if (typeof data18 === "string") {
              if (!pattern1.test(data18)) {
                const err43 = { instancePath: instancePath + "/tmux/session", schemaPath: "#/properties/tmux/properties/session/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            } else {
              const err44 = { instancePath: instancePath + "/tmux/session", schemaPath: "#/properties/tmux/properties/session/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
          if (data16.paneId !== void 0) {
            let data19 = data16.paneId;
            if (typeof data19 === "string") {
              if (!pattern45.test(data19)) {
                const err45 = { instancePath: instancePath + "/tmux/paneId", schemaPath: "#/properties/tmux/properties/paneId/pattern", keyword: "pattern", params: { pattern: "^%[0-9]+$" }, message: 'must match pattern "^%[0-9]+$"' };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            } else {
              const err46 = { instancePath: instancePath + "/tmux/paneId", schemaPath: "#/properties/tmux/properties/paneId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          }
        } else {
          const err47 = { instancePath: instancePath + "/tmux", schemaPath: "#/properties/tmux/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      }
      if (data.occupant !== void 0) {
        let data20 = data.occupant;
        if (typeof data20 === "string") {
          if (!pattern19.test(data20)) {
            const err48 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/pattern", keyword: "pattern", params: { pattern: "^o-[0-9a-f]{16}$" }, message: 'must match pattern "^o-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        } else {
          const err49 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
      }
      if (data.launchedAt !== void 0) {
        if (typeof data.launchedAt !== "string") {
          const err50 = { instancePath: instancePath + "/launchedAt", schemaPath: "#/properties/launchedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
      }
      if (data.status !== void 0) {
        let data22 = data.status;
        if (!(data22 === "running" || data22 === "stopped")) {
          const err51 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema48.properties.status.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
      }
      if (data.stoppedAt !== void 0) {
        if (typeof data.stoppedAt !== "string") {
          const err52 = { instancePath: instancePath + "/stoppedAt", schemaPath: "#/properties/stoppedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
      }
      if (data.specFile !== void 0) {
        if (typeof data.specFile !== "string") {
          const err53 = { instancePath: instancePath + "/specFile", schemaPath: "#/properties/specFile/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
      }
      if (data.permissionMode !== void 0) {
        let data25 = data.permissionMode;
        if (!(data25 === "acceptEdits" || data25 === "auto" || data25 === "bypassPermissions" || data25 === "manual" || data25 === "dontAsk" || data25 === "plan")) {
          const err54 = { instancePath: instancePath + "/permissionMode", schemaPath: "#/properties/permissionMode/enum", keyword: "enum", params: { allowedValues: schema48.properties.permissionMode.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
      }
      if (data.launch !== void 0) {
        let data26 = data.launch;
        if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
          if (data26.kind === void 0) {
            const err55 = { instancePath: instancePath + "/launch", schemaPath: "#/properties/launch/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
          for (const key2 in data26) {
            if (!(key2 === "kind" || key2 === "resumedSession" || key2 === "model" || key2 === "effort" || key2 === "handoffNote")) {
              const err56 = { instancePath: instancePath + "/launch", schemaPath: "#/properties/launch/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
          }
          if (data26.kind !== void 0) {
            let data27 = data26.kind;
            if (!(data27 === "fresh" || data27 === "relaunch" || data27 === "restore" || data27 === "handover")) {
              const err57 = { instancePath: instancePath + "/launch/kind", schemaPath: "#/properties/launch/properties/kind/enum", keyword: "enum", params: { allowedValues: schema48.properties.launch.properties.kind.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
          }
          if (data26.resumedSession !== void 0) {
            if (typeof data26.resumedSession !== "string") {
              const err58 = { instancePath: instancePath + "/launch/resumedSession", schemaPath: "#/properties/launch/properties/resumedSession/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
          }
          if (data26.model !== void 0) {
            if (typeof data26.model !== "string") {
              const err59 = { instancePath: instancePath + "/launch/model", schemaPath: "#/properties/launch/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
          }
          if (data26.effort !== void 0) {
            if (typeof data26.effort !== "string") {
              const err60 = { instancePath: instancePath + "/launch/effort", schemaPath: "#/properties/launch/properties/effort/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err60];
              } else {
                vErrors.push(err60);
              }
              errors++;
            }
          }
          if (data26.handoffNote !== void 0) {
            if (typeof data26.handoffNote !== "string") {
              const err61 = { instancePath: instancePath + "/launch/handoffNote", schemaPath: "#/properties/launch/properties/handoffNote/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          }
        } else {
          const err62 = { instancePath: instancePath + "/launch", schemaPath: "#/properties/launch/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
      }
      if (data.codexHome !== void 0) {
        let data32 = data.codexHome;
        if (typeof data32 === "string") {
          if (!pattern124.test(data32)) {
            const err63 = { instancePath: instancePath + "/codexHome", schemaPath: "#/properties/codexHome/pattern", keyword: "pattern", params: { pattern: "^/" }, message: 'must match pattern "^/"' };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
        } else {
          const err64 = { instancePath: instancePath + "/codexHome", schemaPath: "#/properties/codexHome/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
      }
    } else {
      const err65 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err65];
      } else {
        vErrors.push(err65);
      }
      errors++;
    }
    validate30.errors = vErrors;
    return errors === 0;
  }
  return validate30;
}

// lib/seat/ref.ts
var NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
var NODE_ID_PATTERN = /^n-[0-9a-f]{16}$/;
var OCCUPANT_PATTERN = /^o-[0-9a-f]{16}$/;
var PANE_ID_PATTERN = /^%[0-9]{1,9}$/;
var SeatRefError = class extends Error {
  constructor(ref, reason) {
    super(`invalid seat ref ${JSON.stringify(ref)}: ${reason}`);
    this.ref = ref;
    this.reason = reason;
    this.name = "SeatRefError";
  }
  ref;
  reason;
};
function nameProblem(name) {
  if (name === "") return "empty name";
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return "control characters are not allowed";
  if (name.includes("..")) return '".." is not allowed';
  if (name.includes("/") || name.includes("\\")) return "path separators are not allowed";
  if (!NAME_PATTERN.test(name))
    return 'use letters, digits, ".", "_" and "-" (starting with a letter or digit, at most 64)';
  return void 0;
}
function parseSeatRef(text) {
  if (typeof text !== "string" || text.length === 0) throw new SeatRefError(String(text), "empty");
  if (text.length > 160) throw new SeatRefError(text.slice(0, 40) + "\u2026", "too long");
  if (/[\u0000-\u001f\u007f-\u009f]/.test(text)) throw new SeatRefError(text, "control characters are not allowed");
  if (text.startsWith("%")) {
    if (!PANE_ID_PATTERN.test(text)) throw new SeatRefError(text, "a pane id is % followed by digits");
    return { kind: "pane", paneId: text, text };
  }
  if (NODE_ID_PATTERN.test(text)) return { kind: "node", nodeId: text, text };
  const at = text.indexOf("@");
  if (at < 0) throw new SeatRefError(text, "expected name@rig, a node id (n-\u2026) or a pane id (%N)");
  const seat = text.slice(0, at);
  const rig = text.slice(at + 1);
  const problem = nameProblem(seat) ?? nameProblem(rig);
  if (problem) throw new SeatRefError(text, problem);
  return { kind: "name", seat, rig, text };
}

// lib/seat/registry.ts
var seatKind = defineKind({ schema: "seat", version: 1, validate: validate_seat_v1 });
function readSeat(home, rig, seat) {
  return readDocument(seatKind, seatRecordPath(home, rig, seat), { onCorrupt: "fresh" });
}
function listSeats(home, rig, read2 = readSeat) {
  const out = [];
  let rigs;
  try {
    rigs = (0, import_node_fs9.readdirSync)(home.seats).filter((r) => NAME_PATTERN.test(r));
  } catch {
    return [];
  }
  for (const r of rigs.sort()) {
    if (rig !== void 0 && r !== rig) continue;
    let files;
    try {
      files = (0, import_node_fs9.readdirSync)((0, import_node_path5.join)(home.seats, r)).filter((f) => f.endsWith(".json"));
    } catch {
      continue;
    }
    for (const f of files.sort()) {
      const name = f.slice(0, -".json".length);
      if (!NAME_PATTERN.test(name)) continue;
      const rec = read2(home, r, name);
      if (rec) out.push(rec);
    }
  }
  return out;
}
var SeatNotFoundError = class extends Error {
  constructor(ref) {
    super(`no seat matches ${JSON.stringify(ref)}`);
    this.ref = ref;
    this.name = "SeatNotFoundError";
  }
  ref;
};
var AmbiguousSeatError = class extends Error {
  constructor(ref, matches) {
    super(`${JSON.stringify(ref)} matches ${matches.length} seats: ${matches.join(", ")}`);
    this.ref = ref;
    this.matches = matches;
    this.name = "AmbiguousSeatError";
  }
  ref;
  matches;
};
function resolveSeat(home, refText) {
  const ref = typeof refText === "string" ? parseSeatRef(refText) : refText;
  if (ref.kind === "name") {
    const rec = readSeat(home, ref.rig, ref.seat);
    if (!rec) throw new SeatNotFoundError(ref.text);
    return rec;
  }
  const matches = listSeats(home).filter(
    (s) => ref.kind === "node" ? s.nodeId === ref.nodeId : s.tmux.paneId === ref.paneId
  );
  if (ref.kind === "pane") {
    const running = matches.filter((s) => s.status === "running");
    if (running.length === 1) return running[0];
    if (running.length > 1)
      throw new AmbiguousSeatError(
        ref.text,
        running.map((s) => `${s.name}@${s.rig}`)
      );
  }
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) throw new SeatNotFoundError(ref.text);
  throw new AmbiguousSeatError(
    ref.text,
    matches.map((s) => `${s.name}@${s.rig}`)
  );
}

// lib/delivery/send/lease.ts
var import_node_async_hooks = require("node:async_hooks");
function leaseFile(home, nodeId) {
  if (!NODE_ID_PATTERN.test(nodeId)) throw new TypeError(`invalid node id ${JSON.stringify(nodeId)}`);
  return leasePath(home, nodeId);
}
var LeaseLostError = class extends Error {
  constructor(nodeId, detail) {
    super(`the write lease on ${nodeId} was lost (${detail}); no further input was written`);
    this.nodeId = nodeId;
    this.name = "LeaseLostError";
  }
  nodeId;
};
var LeaseAbortedError = class extends Error {
  constructor(nodeId) {
    super(`the caller went away while waiting for the write lease on ${nodeId}; the operation did not run`);
    this.nodeId = nodeId;
    this.name = "LeaseAbortedError";
  }
  nodeId;
};
var SeatLeases = class {
  constructor(home, opts = {}) {
    this.home = home;
    this.opts = opts;
  }
  home;
  opts;
  queues = /* @__PURE__ */ new Map();
  held = new import_node_async_hooks.AsyncLocalStorage();
  /** True while an operation runs or waits on this node. */
  busy(nodeId) {
    const q = this.queues.get(nodeId);
    return !!q && q.waiting > 0;
  }
  /** The name of the operation running on the node now, if any. */
  current(nodeId) {
    return this.queues.get(nodeId)?.running;
  }
  /** Operations running or queued, over all nodes. */
  inFlight() {
    let n = 0;
    for (const q of this.queues.values()) n += q.waiting;
    return n;
  }
  /** Resolves when every operation queued so far has finished. */
  async drain() {
    await Promise.allSettled([...this.queues.values()].map((q) => q.tail));
  }
  /**
   * Runs fn holding the node's lease. A nested call for a node this async context already holds
   * joins that lease instead of queueing behind itself. An abort while the call still waits its
   * turn rejects at once with LeaseAbortedError and fn never runs; once fn runs, the signal is fn's.
   */
  run(nodeId, name, fn, opts = {}) {
    const joined = this.held.getStore()?.get(nodeId);
    if (joined) return fn(joined);
    let q = this.queues.get(nodeId);
    if (!q) {
      q = { tail: Promise.resolve(), waiting: 0 };
      this.queues.set(nodeId, q);
    }
    const queue = q;
    queue.waiting += 1;
    const { signal } = opts;
    let started = false;
    const turn = queue.tail.then(() => {
      if (signal?.aborted) throw new LeaseAbortedError(nodeId);
      started = true;
      return this.runHeld(nodeId, name, queue, fn);
    });
    queue.tail = turn.catch(() => void 0).finally(() => {
      queue.waiting -= 1;
      if (queue.waiting === 0 && this.queues.get(nodeId) === queue) this.queues.delete(nodeId);
    });
    if (!signal) return turn;
    const abandoned = new Promise((_, reject) => {
      const onAbort = () => {
        if (!started) reject(new LeaseAbortedError(nodeId));
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener("abort", onAbort, { once: true });
      void turn.finally(() => signal.removeEventListener("abort", onAbort)).catch(() => void 0);
    });
    return Promise.race([turn, abandoned]);
  }
  async runHeld(nodeId, name, queue, fn) {
    queue.running = name;
    try {
      return await withLock(
        leaseFile(this.home, nodeId),
        async (lock) => {
          let active = true;
          const lease = {
            nodeId,
            name,
            get active() {
              return active;
            },
            assertActive() {
              if (!active) throw new LeaseLostError(nodeId, "the operation already ended");
              try {
                lock.assertHeld();
              } catch (err) {
                throw new LeaseLostError(nodeId, err.message);
              }
            }
          };
          const outer = this.held.getStore();
          const map = new Map(outer ?? []);
          map.set(nodeId, lease);
          try {
            return await this.held.run(map, () => fn(lease));
          } finally {
            active = false;
          }
        },
        { waitMs: this.opts.lockWaitMs ?? 3e4 }
      );
    } finally {
      queue.running = void 0;
    }
  }
};

// lib/delivery/outbox/outbox.ts
var import_node_fs10 = require("node:fs");
var import_node_path6 = require("node:path");

// lib/store/validators/outbox-record.v1.generated.js
var compiled3;
function validate_outbox_record_v1(data, options) {
  compiled3 ??= build3();
  const ok2 = compiled3(data, options);
  validate_outbox_record_v1.errors = compiled3.errors;
  return ok2;
}
function build3() {
  const schema17 = { "$id": "openrig/outbox-record@1", "title": "One delivery attempt or held message ($OPENRIG_HOME/outbox/<nodeId>/<id>.json)", "description": "The body is kept only while the message is held (and after its retirement, as evidence); every other state keeps the receipt only. Drafts, composer contents and executable options are never stored.", "type": "object", "required": ["schema", "version", "id", "nodeId", "destination", "sender", "kind", "state", "reason", "createdAt", "updatedAt", "receipt", "warnings"], "additionalProperties": false, "properties": { "schema": { "const": "outbox-record" }, "version": { "const": 1 }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "destination": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "sender": { "type": "string", "pattern": "\\S" }, "kind": { "enum": ["send", "notice", "urgent"] }, "state": { "enum": ["sending", "held", "retired", "complete", "indeterminate", "failed"] }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]*$" }, "createdAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "updatedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "receipt": { "type": "object", "required": ["textSha256", "bytes", "ids"], "additionalProperties": false, "properties": { "textSha256": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "bytes": { "type": "integer", "minimum": 0 }, "ids": { "type": "array", "minItems": 1, "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" } } } }, "binding": { "type": "object", "additionalProperties": false, "properties": { "session": { "type": "string", "pattern": "\\S" }, "occupant": { "type": "string", "pattern": "\\S" }, "paneId": { "type": "string", "pattern": "^%[0-9]+$" } } }, "pointer": { "type": "string", "pattern": "\\S" }, "body": { "type": "string" }, "bodyPruned": { "const": true }, "retiredAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "retiredBy": { "type": "string", "pattern": "\\S" }, "retirementReason": { "type": "string", "pattern": "\\S" }, "warnings": { "type": "array", "items": { "type": "string" } }, "consumed": { "type": "boolean", "description": "After Enter on an agent seat: the runtime's UserPromptSubmit record carried this text's prompt hash (true) or none was seen within the submit-confirmation window (false). Absent for terminal seats and attempts that never sent Enter." } }, "allOf": [{ "if": { "properties": { "state": { "enum": ["sending", "complete", "indeterminate", "failed"] } } }, "then": { "properties": { "body": false, "bodyPruned": false, "retiredAt": false, "retiredBy": false, "retirementReason": false } } }, { "if": { "properties": { "state": { "const": "held" } } }, "then": { "required": ["body"], "properties": { "body": { "type": "string" }, "bodyPruned": false, "retiredAt": false, "retiredBy": false, "retirementReason": false, "consumed": false } } }, { "if": { "properties": { "state": { "const": "retired" } } }, "then": { "required": ["retiredAt", "retiredBy", "retirementReason"], "properties": { "retiredAt": { "type": "string" }, "retiredBy": { "type": "string" }, "retirementReason": { "type": "string" }, "consumed": false } } }, { "if": { "properties": { "state": { "enum": ["sending", "failed"] } } }, "then": { "properties": { "consumed": false } } }] };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern14 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$", "u");
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern38 = new RegExp("^[a-z][a-z0-9_]*$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern41 = new RegExp("^[0-9a-f]{64}$", "u");
  const pattern45 = new RegExp("^%[0-9]+$", "u");
  function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    const _errs2 = errors;
    let valid1 = true;
    const _errs3 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.state !== void 0) {
        let data0 = data.state;
        if (!(data0 === "sending" || data0 === "complete" || data0 === "indeterminate" || data0 === "failed")) {
          const err0 = {};
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs3 === errors;
    errors = _errs2;
    if (vErrors !== null) {
      if (_errs2) {
        vErrors.length = _errs2;
      } else {
        vErrors = null;
      }
    }
    if (_valid0) {
      const _errs5 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.body !== void 0) {
          const err1 = { instancePath: instancePath + "/body", schemaPath: "#/allOf/0/then/properties/body/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.bodyPruned !== void 0) {
          const err2 = { instancePath: instancePath + "/bodyPruned", schemaPath: "#/allOf/0/then/properties/bodyPruned/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.retiredAt !== void 0) {
          const err3 = { instancePath: instancePath + "/retiredAt", schemaPath: "#/allOf/0/then/properties/retiredAt/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data.retiredBy !== void 0) {
          const err4 = { instancePath: instancePath + "/retiredBy", schemaPath: "#/allOf/0/then/properties/retiredBy/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data.retirementReason !== void 0) {
          const err5 = { instancePath: instancePath + "/retirementReason", schemaPath: "#/allOf/0/then/properties/retirementReason/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      var _valid0 = _errs5 === errors;
      valid1 = _valid0;
    }
    if (!valid1) {
      const err6 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    const _errs7 = errors;
    let valid4 = true;
    const _errs8 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.state !== void 0) {
        if ("held" !== data.state) {
          const err7 = {};
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    var _valid1 = _errs8 === errors;
    errors = _errs7;
    if (vErrors !== null) {
      if (_errs7) {
        vErrors.length = _errs7;
      } else {
        vErrors = null;
      }
    }
    if (_valid1) {
      const _errs10 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.body === void 0) {
          const err8 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "body" }, message: "must have required property 'body'" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data.body !== void 0) {
          if (typeof data.body !== "string") {
            const err9 = { instancePath: instancePath + "/body", schemaPath: "#/allOf/1/then/properties/body/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.bodyPruned !== void 0) {
          const err10 = { instancePath: instancePath + "/bodyPruned", schemaPath: "#/allOf/1/then/properties/bodyPruned/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data.retiredAt !== void 0) {
          const err11 = { instancePath: instancePath + "/retiredAt", schemaPath: "#/allOf/1/then/properties/retiredAt/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data.retiredBy !== void 0) {
          const err12 = { instancePath: instancePath + "/retiredBy", schemaPath: "#/allOf/1/then/properties/retiredBy/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data.retirementReason !== void 0) {
          const err13 = { instancePath: instancePath + "/retirementReason", schemaPath: "#/allOf/1/then/properties/retirementReason/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data.consumed !== void 0) {
          const err14 = { instancePath: instancePath + "/consumed", schemaPath: "#/allOf/1/then/properties/consumed/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      var _valid1 = _errs10 === errors;
      valid4 = _valid1;
    }
    if (!valid4) {
      const err15 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err15];
      } else {
        vErrors.push(err15);
      }
      errors++;
    }
    const _errs14 = errors;
    let valid7 = true;
    const _errs15 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.state !== void 0) {
        if ("retired" !== data.state) {
          const err16 = {};
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    var _valid2 = _errs15 === errors;
    errors = _errs14;
    if (vErrors !== null) {
      if (_errs14) {
        vErrors.length = _errs14;
      } else {
        vErrors = null;
      }
    }
    if (_valid2) {
      const _errs17 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.retiredAt === void 0) {
          const err17 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "retiredAt" }, message: "must have required property 'retiredAt'" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data.retiredBy === void 0) {
          const err18 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "retiredBy" }, message: "must have required property 'retiredBy'" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data.retirementReason === void 0) {
          const err19 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "retirementReason" }, message: "must have required property 'retirementReason'" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data.retiredAt !== void 0) {
          if (typeof data.retiredAt !== "string") {
            const err20 = { instancePath: instancePath + "/retiredAt", schemaPath: "#/allOf/2/then/properties/retiredAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data.retiredBy !== void 0) {
          if (typeof data.retiredBy !== "string") {
            const err21 = { instancePath: instancePath + "/retiredBy", schemaPath: "#/allOf/2/then/properties/retiredBy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data.retirementReason !== void 0) {
          if (typeof data.retirementReason !== "string") {
            const err22 = { instancePath: instancePath + "/retirementReason", schemaPath: "#/allOf/2/then/properties/retirementReason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data.consumed !== void 0) {
          const err23 = { instancePath: instancePath + "/consumed", schemaPath: "#/allOf/2/then/properties/consumed/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
      var _valid2 = _errs17 === errors;
      valid7 = _valid2;
    }
    if (!valid7) {
      const err24 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err24];
      } else {
        vErrors.push(err24);
      }
      errors++;
    }
    const _errs25 = errors;
    let valid10 = true;
    const _errs26 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.state !== void 0) {
        let data18 = data.state;
        if (!(data18 === "sending" || data18 === "failed")) {
          const err25 = {};
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
    }
    var _valid3 = _errs26 === errors;
    errors = _errs25;
    if (vErrors !== null) {
      if (_errs25) {
        vErrors.length = _errs25;
      } else {
        vErrors = null;
      }
    }
    if (_valid3) {
      const _errs28 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.consumed !== void 0) {
          const err26 = { instancePath: instancePath + "/consumed", schemaPath: "#/allOf/3/then/properties/consumed/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      }
      var _valid3 = _errs28 === errors;
      valid10 = _valid3;
    }
    if (!valid10) {
      const err27 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err27];
      } else {
        vErrors.push(err27);
      }
      errors++;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err28 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err29 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      if (data.id === void 0) {
        const err30 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
      if (data.nodeId === void 0) {
        const err31 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      if (data.destination === void 0) {
        const err32 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "destination" }, message: "must have required property 'destination'" };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
      if (data.sender === void 0) {
        const err33 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sender" }, message: "must have required property 'sender'" };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      if (data.kind === void 0) {
        const err34 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (data.state === void 0) {
        const err35 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
      if (data.reason === void 0) {
        const err36 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
      if (data.createdAt === void 0) {
        const err37 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
      if (data.updatedAt === void 0) {
        const err38 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "updatedAt" }, message: "must have required property 'updatedAt'" };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
      if (data.receipt === void 0) {
        const err39 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "receipt" }, message: "must have required property 'receipt'" };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
      if (data.warnings === void 0) {
        const err40 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "warnings" }, message: "must have required property 'warnings'" };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema17.properties, key0)) {
          const err41 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("outbox-record" !== data.schema) {
          const err42 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "outbox-record" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err43 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      }
      if (data.id !== void 0) {
        let data22 = data.id;
        if (typeof data22 === "string") {
          if (!pattern14.test(data22)) {
            const err44 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$"' };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        } else {
          const err45 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data23 = data.nodeId;
        if (typeof data23 === "string") {
          if (!pattern6.test(data23)) {
            const err46 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        } else {
          const err47 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      }
      if (data.destination !== void 0) {
        let data24 = data.destination;
        if (typeof data24 === "string") {
          if (!pattern20.test(data24)) {
            const err48 = { instancePath: instancePath + "/destination", schemaPath: "#/properties/destination/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        } else {
          const err49 = { instancePath: instancePath + "/destination", schemaPath: "#/properties/destination/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
      }
      if (data.sender !== void 0) {
        let data25 = data.sender;
        if (typeof data25 === "string") {
          if (!pattern1.test(data25)) {
            const err50 = { instancePath: instancePath + "/sender", schemaPath: "#/properties/sender/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        } else {
          const err51 = { instancePath: instancePath + "/sender", schemaPath: "#/properties/sender/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
      }
      if (data.kind !== void 0) {
        let data26 = data.kind;
        if (!(data26 === "send" || data26 === "notice" || data26 === "urgent")) {
          const err52 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema17.properties.kind.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
      }
      if (data.state !== void 0) {
        let data27 = data.state;
        if (!(data27 === "sending" || data27 === "held" || data27 === "retired" || data27 === "complete" || data27 === "indeterminate" || data27 === "failed")) {
          const err53 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema17.properties.state.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
      }
      if (data.reason !== void 0) {
        let data28 = data.reason;
        if (typeof data28 === "string") {
          if (!pattern38.test(data28)) {
            const err54 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9_]*$" }, message: 'must match pattern "^[a-z][a-z0-9_]*$"' };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        } else {
          const err55 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
      }
      if (data.createdAt !== void 0) {
        let data29 = data.createdAt;
        if (typeof data29 === "string") {
          if (!pattern9.test(data29)) {
            const err56 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        } else {
          const err57 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
      }
      if (data.updatedAt !== void 0) {
        let data30 = data.updatedAt;
        if (typeof data30 === "string") {
          if (!pattern9.test(data30)) {
            const err58 = { instancePath: instancePath + "/updatedAt", schemaPath: "#/properties/updatedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        } else {
          const err59 = { instancePath: instancePath + "/updatedAt", schemaPath: "#/properties/updatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
      }
      if (data.receipt !== void 0) {
        let data31 = data.receipt;
        if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
          if (data31.textSha256 === void 0) {
            const err60 = { instancePath: instancePath + "/receipt", schemaPath: "#/properties/receipt/required", keyword: "required", params: { missingProperty: "textSha256" }, message: "must have required property 'textSha256'" };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
          if (data31.bytes === void 0) {
            const err61 = { instancePath: instancePath + "/receipt", schemaPath: "#/properties/receipt/required", keyword: "required", params: { missingProperty: "bytes" }, message: "must have required property 'bytes'" };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
          if (data31.ids === void 0) {
            const err62 = { instancePath: instancePath + "/receipt", schemaPath: "#/properties/receipt/required", keyword: "required", params: { missingProperty: "ids" }, message: "must have required property 'ids'" };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
          for (const key1 in data31) {
            if (!(key1 === "textSha256" || key1 === "bytes" || key1 === "ids")) {
              const err63 = { instancePath: instancePath + "/receipt", schemaPath: "#/properties/receipt/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
          }
          if (data31.textSha256 !== void 0) {
            let data32 = data31.textSha256;
            if (typeof data32 === "string") {
              if (!pattern41.test(data32)) {
                const err64 = { instancePath: instancePath + "/receipt/textSha256", schemaPath: "#/properties/receipt/properties/textSha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            } else {
              const err65 = { instancePath: instancePath + "/receipt/textSha256", schemaPath: "#/properties/receipt/properties/textSha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
          }
          if (data31.bytes !== void 0) {
            let data33 = data31.bytes;
            if (!(typeof data33 == "number" && (!(data33 % 1) && !isNaN(data33)) && isFinite(data33))) {
              const err66 = { instancePath: instancePath + "/receipt/bytes", schemaPath: "#/properties/receipt/properties/bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
            if (typeof data33 == "number" && isFinite(data33)) {
              if (data33 < 0 || isNaN(data33)) {
                const err67 = { instancePath: instancePath + "/receipt/bytes", schemaPath: "#/properties/receipt/properties/bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err67];
                } else {
                  vErrors.push(err67);
                }
                errors++;
              }
            }
          }
          if (data31.ids !== void 0) {
            let data34 = data31.ids;
            if (Array.isArray(data34)) {
              if (data34.length < 1) {
                const err68 = { instancePath: instancePath + "/receipt/ids", schemaPath: "#/properties/receipt/properties/ids/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
              const len0 = data34.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data35 = data34[i0];
                if (typeof data35 === "string") {
                  if (!pattern14.test(data35)) {
                    const err69 = { instancePath: instancePath + "/receipt/ids/" + i0, schemaPath: "#/properties/receipt/properties/ids/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$"' };
                    if (vErrors === null) {
                      vErrors = [err69];
                    } else {
                      vErrors.push(err69);
                    }
                    errors++;
                  }
                } else {
                  const err70 = { instancePath: instancePath + "/receipt/ids/" + i0, schemaPath: "#/properties/receipt/properties/ids/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err70];
                  } else {
                    vErrors.push(err70);
                  }
                  errors++;
                }
              }
            } else {
              const err71 = { instancePath: instancePath + "/receipt/ids", schemaPath: "#/properties/receipt/properties/ids/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err71];
              } else {
                vErrors.push(err71);
              }
              errors++;
            }
          }
        } else {
          const err72 = { instancePath: instancePath + "/receipt", schemaPath: "#/properties/receipt/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err72];
          } else {
            vErrors.push(err72);
          }
          errors++;
        }
      }
      if (data.binding !== void 0) {
        let data36 = data.binding;
        if (data36 && typeof data36 == "object" && !Array.isArray(data36)) {
          for (const key2 in data36) {
            if (!(key2 === "session" || key2 === "occupant" || key2 === "paneId")) {
              const err73 = { instancePath: instancePath + "/binding", schemaPath: "#/properties/binding/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err73];
              } else {
                vErrors.push(err73);
              }
              errors++;
            }
          }
          if (data36.session !== void 0) {
            let data37 = data36.session;
            if (typeof data37 === "string") {
              if (!pattern1.test(data37)) {
                const err74 = { instancePath: instancePath + "/binding/session", schemaPath: "#/properties/binding/properties/session/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            } else {
              const err75 = { instancePath: instancePath + "/binding/session", schemaPath: "#/properties/binding/properties/session/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
          }
          if (data36.occupant !== void 0) {
            let data38 = data36.occupant;
            if (typeof data38 === "string") {
              if (!pattern1.test(data38)) {
                const err76 = { instancePath: instancePath + "/binding/occupant", schemaPath: "#/properties/binding/properties/occupant/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            } else {
              const err77 = { instancePath: instancePath + "/binding/occupant", schemaPath: "#/properties/binding/properties/occupant/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err77];
              } else {
                vErrors.push(err77);
              }
              errors++;
            }
          }
          if (data36.paneId !== void 0) {
            let data39 = data36.paneId;
            if (typeof data39 === "string") {
              if (!pattern45.test(data39)) {
                const err78 = { instancePath: instancePath + "/binding/paneId", schemaPath: "#/properties/binding/properties/paneId/pattern", keyword: "pattern", params: { pattern: "^%[0-9]+$" }, message: 'must match pattern "^%[0-9]+$"' };
                if (vErrors === null) {
                  vErrors = [err78];
                } else {
                  vErrors.push(err78);
                }
                errors++;
              }
            } else {
              const err79 = { instancePath: instancePath + "/binding/paneId", schemaPath: "#/properties/binding/properties/paneId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err79];
              } else {
                vErrors.push(err79);
              }
              errors++;
            }
          }
        } else {
          const err80 = { instancePath: instancePath + "/binding", schemaPath: "#/properties/binding/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err80];
          } else {
            vErrors.push(err80);
          }
          errors++;
        }
      }
      if (data.pointer !== void 0) {
        let data40 = data.pointer;
        if (typeof data40 === "string") {
          if (!pattern1.test(data40)) {
            const err81 = { instancePath: instancePath + "/pointer", schemaPath: "#/properties/pointer/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err81];
            } else {
              vErrors.push(err81);
            }
            errors++;
          }
        } else {
          const err82 = { instancePath: instancePath + "/pointer", schemaPath: "#/properties/pointer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err82];
          } else {
            vErrors.push(err82);
          }
          errors++;
        }
      }
      if (data.body !== void 0) {
        if (typeof data.body !== "string") {
          const err83 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err83];
          } else {
            vErrors.push(err83);
          }
          errors++;
        }
      }
      if (data.bodyPruned !== void 0) {
        if (true !== data.bodyPruned) {
          const err84 = { instancePath: instancePath + "/bodyPruned", schemaPath: "#/properties/bodyPruned/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err84];
          } else {
            vErrors.push(err84);
          }
          errors++;
        }
      }
      if (data.retiredAt !== void 0) {
        let data43 = data.retiredAt;
        if (typeof data43 === "string") {
          if (!pattern9.test(data43)) {
            const err85 = { instancePath: instancePath + "/retiredAt", schemaPath: "#/properties/retiredAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err85];
            } else {
              vErrors.push(err85);
            }
            errors++;
          }
        } else {
          const err86 = { instancePath: instancePath + "/retiredAt", schemaPath: "#/properties/retiredAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err86];
          } else {
            vErrors.push(err86);
          }
          errors++;
        }
      }
      if (data.retiredBy !== void 0) {
        let data44 = data.retiredBy;
        if (typeof data44 === "string") {
          if (!pattern1.test(data44)) {
            const err87 = { instancePath: instancePath + "/retiredBy", schemaPath: "#/properties/retiredBy/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err87];
            } else {
              vErrors.push(err87);
            }
            errors++;
          }
        } else {
          const err88 = { instancePath: instancePath + "/retiredBy", schemaPath: "#/properties/retiredBy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err88];
          } else {
            vErrors.push(err88);
          }
          errors++;
        }
      }
      if (data.retirementReason !== void 0) {
        let data45 = data.retirementReason;
        if (typeof data45 === "string") {
          if (!pattern1.test(data45)) {
            const err89 = { instancePath: instancePath + "/retirementReason", schemaPath: "#/properties/retirementReason/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err89];
            } else {
              vErrors.push(err89);
            }
            errors++;
          }
        } else {
          const err90 = { instancePath: instancePath + "/retirementReason", schemaPath: "#/properties/retirementReason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err90];
          } else {
            vErrors.push(err90);
          }
          errors++;
        }
      }
      if (data.warnings !== void 0) {
        let data46 = data.warnings;
        if (Array.isArray(data46)) {
          const len1 = data46.length;
          for (let i1 = 0; i1 < len1; i1++) {
            if (typeof data46[i1] !== "string") {
              const err91 = { instancePath: instancePath + "/warnings/" + i1, schemaPath: "#/properties/warnings/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err91];
              } else {
                vErrors.push(err91);
              }
              errors++;
            }
          }
        } else {
          const err92 = { instancePath: instancePath + "/warnings", schemaPath: "#/properties/warnings/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err92];
          } else {
            vErrors.push(err92);
          }
          errors++;
        }
      }
      if (data.consumed !== void 0) {
        if (typeof data.consumed !== "boolean") {
          const err93 = { instancePath: instancePath + "/consumed", schemaPath: "#/properties/consumed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          if (vErrors === null) {
            vErrors = [err93];
          } else {
            vErrors.push(err93);
          }
          errors++;
        }
      }
    } else {
      const err94 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err94];
      } else {
        vErrors.push(err94);
      }
      errors++;
    }
    validate16.errors = vErrors;
    return errors === 0;
  }
  return validate16;
}

// lib/delivery/guard/policy.ts
var GUARD_MODES = [
  "off",
  "draft-aware",
  "openrig-urgent",
  "urgent-only",
  "sends-only",
  "hold"
];
var MESSAGE_KINDS = ["send", "notice", "urgent"];
var TYPING_GUARD_ENABLED = "typing_guard_enabled";
var HOLD = {
  action: "hold",
  reason: TYPING_GUARD_ENABLED,
  requireEmptyComposer: false,
  recheckBeforeEnter: false,
  overrideInputCheck: false
};
var AS_OFF = {
  action: "type",
  requireEmptyComposer: false,
  recheckBeforeEnter: false,
  overrideInputCheck: false
};
var EMPTY_ONLY = {
  action: "type",
  requireEmptyComposer: true,
  recheckBeforeEnter: true,
  overrideInputCheck: false
};
var OVERRIDE = {
  action: "type",
  requireEmptyComposer: false,
  recheckBeforeEnter: false,
  overrideInputCheck: true
};
var TABLE = {
  off: { send: AS_OFF, notice: AS_OFF, urgent: AS_OFF },
  "draft-aware": { send: EMPTY_ONLY, notice: EMPTY_ONLY, urgent: EMPTY_ONLY },
  "openrig-urgent": { send: HOLD, notice: EMPTY_ONLY, urgent: EMPTY_ONLY },
  "urgent-only": { send: HOLD, notice: HOLD, urgent: EMPTY_ONLY },
  // A terminal seat's shell input cannot be read, so deliberate sends are not draft-protected here.
  "sends-only": { send: AS_OFF, notice: HOLD, urgent: AS_OFF },
  hold: { send: HOLD, notice: HOLD, urgent: HOLD }
};
function isGuardMode(value) {
  return typeof value === "string" && GUARD_MODES.includes(value);
}
function isMessageKind(value) {
  return typeof value === "string" && MESSAGE_KINDS.includes(value);
}
function decideDelivery(mode, kind, opts = {}) {
  const row = TABLE[mode];
  if (!row) throw new TypeError(`unknown typing guard mode ${JSON.stringify(mode)}`);
  const decision = row[kind];
  if (!decision) throw new TypeError(`unknown message kind ${JSON.stringify(kind)}`);
  if (opts.dangerouslyInteract && mode !== "hold") return { ...OVERRIDE };
  return { ...decision };
}
function modeInForce(desired, effective) {
  return desired === "hold" ? "hold" : effective;
}
function defaultModeFor(runtime) {
  return runtime === "terminal" ? "sends-only" : "off";
}
function fallbackModeOf(seat) {
  return isGuardMode(seat.typingGuard) ? seat.typingGuard : defaultModeFor(seat.runtime);
}
function legacyEnabled(mode) {
  return mode !== "off";
}
function modeForLegacyBoolean(enabled) {
  return enabled ? "hold" : "off";
}
function holdsAll(mode) {
  return mode === "hold";
}

// lib/delivery/outbox/retention.ts
var HELD_RECORD_LIMIT = 100;
var HELD_BYTES_LIMIT = 8 * 1024 * 1024;
var MESSAGE_BYTES_LIMIT = 1024 * 1024;
var PRUNE_TRIGGER_RECORDS = 600;
var FINISHED_KEEP = 400;
var RETIRED_BODY_BYTES_KEEP = 8 * 1024 * 1024;
var RETENTION_FULL_MESSAGE = "Retire a specific held message to release active quota; no input was written.";
var MESSAGE_TOO_LARGE_MESSAGE = `The message is larger than ${MESSAGE_BYTES_LIMIT} bytes (1 MiB), the most a held message may be; no input was written.`;
var RetentionFullError = class extends Error {
  constructor(limit, messageBytes, usage) {
    super(limit === "message" ? MESSAGE_TOO_LARGE_MESSAGE : RETENTION_FULL_MESSAGE);
    this.limit = limit;
    this.messageBytes = messageBytes;
    this.usage = usage;
    this.name = "RetentionFullError";
  }
  limit;
  messageBytes;
  usage;
  code = "retained_quota_full";
  /** The attempt record closed as failed because of this refusal, when there was one. */
  record;
};
var FINISHED = /* @__PURE__ */ new Set(["complete", "indeterminate", "failed", "retired"]);
function byAge(a, b) {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
function heldUsage(entries) {
  let records = 0;
  let bytes = 0;
  for (const e of entries) {
    if (e.state !== "held") continue;
    records++;
    bytes += e.bytes;
  }
  return { records, bytes };
}
function retentionProblem(usage, messageBytes) {
  if (messageBytes > MESSAGE_BYTES_LIMIT) return "message";
  if (usage.records + 1 > HELD_RECORD_LIMIT) return "records";
  if (usage.bytes + messageBytes > HELD_BYTES_LIMIT) return "bytes";
  return void 0;
}
function planPrune(entries, fileCount = entries.length) {
  const remove = [];
  if (fileCount > PRUNE_TRIGGER_RECORDS) {
    const finished = entries.filter((e) => FINISHED.has(e.state)).sort(byAge);
    remove.push(...finished.slice(0, Math.max(0, finished.length - FINISHED_KEEP)).map((e) => e.id));
  }
  const removed = new Set(remove);
  const retiredWithBody = entries.filter((e) => e.state === "retired" && e.hasBody && !removed.has(e.id)).sort(byAge);
  const stripBody = [];
  let bytes = retiredWithBody.reduce((sum, e) => sum + e.bytes, 0);
  for (const e of retiredWithBody) {
    if (bytes <= RETIRED_BODY_BYTES_KEEP) break;
    stripBody.push(e.id);
    bytes -= e.bytes;
  }
  return { remove, stripBody };
}

// lib/delivery/outbox/outbox.ts
var outboxRecordKind = defineKind({
  schema: "outbox-record",
  version: 1,
  validate: validate_outbox_record_v1
});
var UNATTRIBUTED_SENDER = "unattributed";
var OUTBOX_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$/;
var DESTINATION_PATTERN = new RegExp(`^${NAME_PATTERN.source.slice(1, -1)}@${NAME_PATTERN.source.slice(1, -1)}$`);
var REASON_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
var MAX_WARNINGS = 20;
var MAX_WARNING_CHARS = 500;
var MAX_RECEIPT_IDS = 64;
var MAX_FIELD_CHARS = 200;
var MAX_RETIRE_REASON = 1e3;
var OutboxError = class extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
    this.name = new.target.name;
  }
  code;
};
var OutboxInputError = class extends OutboxError {
  constructor(message) {
    super("invalid_outbox_input", message);
  }
};
var OutboxNotFoundError = class extends OutboxError {
  constructor(nodeId, id) {
    super("outbox_record_missing", `no outbox record ${id} for node ${nodeId}`);
    this.nodeId = nodeId;
    this.id = id;
  }
  nodeId;
  id;
};
var OutboxStateError = class extends OutboxError {
  constructor(id, from, to) {
    super("illegal_transition", `outbox record ${id} is ${from}; it cannot become ${to}`);
    this.id = id;
    this.from = from;
    this.to = to;
  }
  id;
  from;
  to;
};
var OutboxConflictError = class extends OutboxError {
  constructor(code, id, detail) {
    super(code, `outbox id ${id}: ${detail}`);
    this.id = id;
  }
  id;
};
function isOutboxId(id) {
  return typeof id === "string" && OUTBOX_ID_PATTERN.test(id) && !id.includes("..");
}
function newOutboxId(now = /* @__PURE__ */ new Date()) {
  const stamp = now.toISOString().replace(/[-:T]/g, "").slice(0, 14);
  return `ob-${stamp}-${crypto().randomBytes(4).toString("hex")}`;
}
var textSha256 = (text) => crypto().createHash("sha256").update(text, "utf8").digest("hex");
function checkNode(nodeId) {
  if (typeof nodeId !== "string" || !NODE_ID_PATTERN.test(nodeId))
    throw new OutboxInputError(`invalid node id ${JSON.stringify(nodeId)}`);
}
function checkId(id) {
  if (!isOutboxId(id)) throw new OutboxInputError(`invalid outbox id ${JSON.stringify(id)}`);
}
function checkReason(reason, what = "reason") {
  if (typeof reason !== "string" || !REASON_PATTERN.test(reason))
    throw new OutboxInputError(`invalid ${what} ${JSON.stringify(reason)}: use a snake_case code`);
}
function boundWarnings(list) {
  const out = list.filter((w) => typeof w === "string" && /\S/.test(w)).map((w) => w.length > MAX_WARNING_CHARS ? `${w.slice(0, MAX_WARNING_CHARS)}\u2026 (cut)` : w);
  if (out.length <= MAX_WARNINGS) return out;
  return [...out.slice(0, MAX_WARNINGS - 1), `${out.length - MAX_WARNINGS + 1} more warnings were cut`];
}
var nowIso = () => (/* @__PURE__ */ new Date()).toISOString();
var recordFile = (home, nodeId, id) => (0, import_node_path6.join)(outboxDir(home, nodeId), `${id}.json`);
function withSeatLock(home, nodeId, fn) {
  return withLock(outboxDir(home, nodeId), fn);
}
function checkBinding(b) {
  if (b === void 0) return;
  if (b === null || typeof b !== "object") throw new OutboxInputError("binding must be an object");
  for (const key of Object.keys(b)) {
    if (!["session", "occupant", "paneId"].includes(key))
      throw new OutboxInputError(`unknown binding field ${JSON.stringify(key)}`);
    const v = b[key];
    if (v === void 0) continue;
    if (typeof v !== "string" || !/\S/.test(v) || v.length > MAX_FIELD_CHARS)
      throw new OutboxInputError(`invalid binding ${key}`);
  }
  if (b.paneId !== void 0 && !/^%[0-9]+$/.test(b.paneId))
    throw new OutboxInputError(`invalid binding paneId ${JSON.stringify(b.paneId)}`);
}
function newRecord(nodeId, input, state, reason) {
  checkNode(nodeId);
  if (!input || typeof input !== "object") throw new OutboxInputError("attempt input is required");
  const id = input.id ?? newOutboxId();
  checkId(id);
  if (typeof input.destination !== "string" || !DESTINATION_PATTERN.test(input.destination) || input.destination.includes("..")) {
    throw new OutboxInputError(`invalid destination ${JSON.stringify(input.destination)}: use name@rig`);
  }
  if (input.sender !== null && (typeof input.sender !== "string" || !/\S/.test(input.sender) || input.sender.length > MAX_FIELD_CHARS)) {
    throw new OutboxInputError("sender must be a seat name, a system actor or null");
  }
  if (!isMessageKind(input.kind)) throw new OutboxInputError(`invalid kind ${JSON.stringify(input.kind)}`);
  if (typeof input.text !== "string") throw new OutboxInputError("text must be a string");
  const ids = input.ids ?? [id];
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_RECEIPT_IDS || !ids.every(isOutboxId)) {
    throw new OutboxInputError(`receipt ids must be 1 to ${MAX_RECEIPT_IDS} valid outbox ids`);
  }
  checkBinding(input.binding);
  if (input.pointer !== void 0 && (typeof input.pointer !== "string" || !/\S/.test(input.pointer) || input.pointer.length > MAX_FIELD_CHARS)) {
    throw new OutboxInputError("invalid pointer");
  }
  checkReason(reason);
  const at = nowIso();
  const record = {
    schema: "outbox-record",
    version: 1,
    id,
    nodeId,
    destination: input.destination,
    sender: input.sender ?? UNATTRIBUTED_SENDER,
    kind: input.kind,
    state,
    reason,
    createdAt: at,
    updatedAt: at,
    receipt: { textSha256: textSha256(input.text), bytes: Buffer.byteLength(input.text, "utf8"), ids: [...ids] },
    warnings: boundWarnings(input.warnings ?? [])
  };
  if (input.binding) record.binding = { ...input.binding };
  if (input.pointer !== void 0) record.pointer = input.pointer;
  if (state === "held") record.body = input.text;
  return record;
}
function readRecord(home, nodeId, id) {
  return readDocument(outboxRecordKind, recordFile(home, nodeId, id), { onCorrupt: "fresh" });
}
function recordIds(home, nodeId) {
  let names;
  try {
    names = (0, import_node_fs10.readdirSync)(outboxDir(home, nodeId));
  } catch (err) {
    if (err.code === "ENOENT") return [];
    throw err;
  }
  return names.filter((n) => n.endsWith(".json")).map((n) => n.slice(0, -".json".length)).filter(isOutboxId);
}
function listRecords(home, nodeId) {
  checkNode(nodeId);
  const out = [];
  for (const id of recordIds(home, nodeId)) {
    const rec = readRecord(home, nodeId, id);
    if (rec && rec.id === id && rec.nodeId === nodeId) out.push(rec);
  }
  return out.sort(byAge);
}
function listHeld(home, nodeId) {
  return listRecords(home, nodeId).filter((r) => r.state === "held");
}
function getRecord(home, nodeId, id) {
  checkNode(nodeId);
  checkId(id);
  const rec = readRecord(home, nodeId, id);
  return rec && rec.nodeId === nodeId && rec.id === id ? rec : void 0;
}
function toEntry(r) {
  return { id: r.id, state: r.state, createdAt: r.createdAt, bytes: r.receipt.bytes, hasBody: r.body !== void 0 };
}
async function save(home, record) {
  const stored = await updateDocument(outboxRecordKind, recordFile(home, record.nodeId, record.id), () => record);
  return stored;
}
async function prune(home, nodeId, records, fileCount) {
  const plan = planPrune(records.map(toEntry), fileCount);
  for (const id of plan.remove) {
    await updateDocument(outboxRecordKind, recordFile(home, nodeId, id), () => REMOVE);
  }
  for (const id of plan.stripBody) {
    await updateDocument(outboxRecordKind, recordFile(home, nodeId, id), (cur) => {
      if (cur?.state !== "retired" || cur.body === void 0) return UNCHANGED;
      const { body: _dropped, ...rest } = cur;
      return { ...rest, bodyPruned: true, updatedAt: nowIso() };
    });
  }
}
function checkFreshId(existing, incoming) {
  if (!existing) return void 0;
  if (existing.state === "sending")
    throw new OutboxConflictError("delivery_in_progress", existing.id, "an attempt with this id is still in progress");
  if (incoming.state === "held" && (existing.state === "held" || existing.state === "retired")) {
    const same = existing.receipt.textSha256 === incoming.receipt.textSha256 && existing.destination === incoming.destination && existing.sender === incoming.sender && existing.kind === incoming.kind;
    if (same) return existing;
    throw new OutboxConflictError("delivery_identity_conflict", existing.id, "already holds a different message");
  }
  if (existing.state === "held" || existing.state === "retired") {
    throw new OutboxConflictError(
      "delivery_identity_conflict",
      existing.id,
      `is a ${existing.state} message; send a current request with a new id`
    );
  }
  throw new OutboxConflictError(
    "delivery_already_attempted",
    existing.id,
    `already ended ${existing.state}; a current request needs a new id`
  );
}
async function createAttempt(home, nodeId, input) {
  const record = newRecord(nodeId, input, "sending", "delivery_in_progress");
  return withSeatLock(home, nodeId, async () => {
    checkFreshId(readRecord(home, nodeId, record.id), record);
    const fileCount = recordIds(home, nodeId).length;
    if (fileCount + 1 > PRUNE_TRIGGER_RECORDS) await prune(home, nodeId, listRecords(home, nodeId), fileCount + 1);
    return save(home, record);
  });
}
function checkCapacity(records, messageBytes) {
  const usage = heldUsage(records.map(toEntry));
  const problem = retentionProblem(usage, messageBytes);
  if (problem) throw new RetentionFullError(problem, messageBytes, usage);
}
async function holdMessage(home, nodeId, input, reason) {
  const record = newRecord(nodeId, input, "held", reason);
  if (record.receipt.bytes > MESSAGE_BYTES_LIMIT) throw new RetentionFullError("message", record.receipt.bytes);
  return withSeatLock(home, nodeId, async () => {
    const same = checkFreshId(readRecord(home, nodeId, record.id), record);
    if (same) return same;
    const fileCount = recordIds(home, nodeId).length;
    const records = listRecords(home, nodeId);
    checkCapacity(records, record.receipt.bytes);
    await prune(home, nodeId, records, fileCount + 1);
    return save(home, record);
  });
}
async function finalizeAttempt(home, nodeId, id, outcome) {
  checkNode(nodeId);
  checkId(id);
  if (!outcome || !["complete", "indeterminate", "failed", "held"].includes(outcome.state)) {
    throw new OutboxInputError(`invalid outcome state ${JSON.stringify(outcome?.state)}`);
  }
  checkReason(outcome.reason);
  if (outcome.state === "held" && typeof outcome.body !== "string")
    throw new OutboxInputError("a held outcome needs the message body");
  if (outcome.state !== "held" && outcome.body !== void 0)
    throw new OutboxInputError("only a held outcome keeps a body");
  return withSeatLock(home, nodeId, async () => {
    const current = readRecord(home, nodeId, id);
    if (!current) throw new OutboxNotFoundError(nodeId, id);
    if (current.state === outcome.state && current.reason === outcome.reason) return current;
    if (current.state !== "sending") throw new OutboxStateError(id, current.state, outcome.state);
    const at = nowIso();
    const warnings = boundWarnings([...current.warnings, ...outcome.warnings ?? []]);
    if (outcome.state !== "held")
      return save(home, {
        ...current,
        state: outcome.state,
        reason: outcome.reason,
        updatedAt: at,
        warnings,
        ...typeof outcome.consumed === "boolean" && outcome.state !== "failed" ? { consumed: outcome.consumed } : {}
      });
    const body = outcome.body;
    if (textSha256(body) !== current.receipt.textSha256) {
      throw new OutboxConflictError(
        "delivery_identity_conflict",
        id,
        "the held body is not the text this attempt was created with"
      );
    }
    try {
      checkCapacity(listRecords(home, nodeId), current.receipt.bytes);
    } catch (err) {
      if (!(err instanceof RetentionFullError)) throw err;
      err.record = await save(home, {
        ...current,
        state: "failed",
        reason: outcome.reason,
        updatedAt: at,
        warnings: boundWarnings([...warnings, `retained_quota_full: ${err.message}`])
      });
      throw err;
    }
    return save(home, { ...current, state: "held", reason: outcome.reason, updatedAt: at, warnings, body });
  });
}
async function retireHeld(home, nodeId, id, by) {
  checkNode(nodeId);
  checkId(id);
  if (!by || typeof by.actor !== "string" || !/\S/.test(by.actor) || by.actor.length > MAX_FIELD_CHARS) {
    throw new OutboxInputError("retiring a held message needs the retiring seat (run it from a seat's shell)");
  }
  if (typeof by.reason !== "string" || !/\S/.test(by.reason))
    throw new OutboxInputError("a non-empty reason is required");
  if (by.reason.length > MAX_RETIRE_REASON)
    throw new OutboxInputError(`the reason is longer than ${MAX_RETIRE_REASON} characters`);
  return withSeatLock(home, nodeId, async () => {
    const current = readRecord(home, nodeId, id);
    if (!current) throw new OutboxNotFoundError(nodeId, id);
    if (current.state === "retired") return current;
    if (current.state !== "held") throw new OutboxStateError(id, current.state, "retired");
    const at = nowIso();
    const retired = await save(home, {
      ...current,
      state: "retired",
      updatedAt: at,
      retiredAt: at,
      retiredBy: by.actor,
      retirementReason: by.reason.trim()
    });
    const records = listRecords(home, nodeId);
    await prune(home, nodeId, records, 0);
    return readRecord(home, nodeId, id) ?? retired;
  });
}
async function recoverSending(home) {
  let nodes;
  try {
    nodes = (0, import_node_fs10.readdirSync)(home.outbox).filter((n) => NODE_ID_PATTERN.test(n)).sort();
  } catch (err) {
    if (err.code === "ENOENT") return [];
    throw err;
  }
  const changed = [];
  for (const nodeId of nodes) {
    await withSeatLock(home, nodeId, async () => {
      for (const rec of listRecords(home, nodeId)) {
        if (rec.state !== "sending") continue;
        await save(home, {
          ...rec,
          state: "indeterminate",
          reason: "interrupted_write",
          updatedAt: nowIso(),
          warnings: boundWarnings([
            ...rec.warnings,
            "The daemon stopped during this attempt; input may have been written. It is not replayed."
          ])
        });
        changed.push(rec.id);
      }
    });
  }
  return changed;
}
function publicState(record) {
  if (record.state === "retired") return { id: record.id, state: "held", reason: "message_retired", retired: true };
  return { id: record.id, state: record.state, reason: record.reason };
}

// lib/delivery/guard/store.ts
var import_node_fs11 = require("node:fs");

// lib/store/validators/guard.v1.generated.js
var compiled4;
function validate_guard_v1(data, options) {
  compiled4 ??= build4();
  const ok2 = compiled4(data, options);
  validate_guard_v1.errors = compiled4.errors;
  return ok2;
}
function build4() {
  const schema16 = { "$id": "openrig/guard@1", "title": "Typing guard preference of one node ($OPENRIG_HOME/guards/<nodeId>.json)", "description": "desired/effective carry the six-mode preference; legacy is the fail-safe boolean a boolean-only writer reads and writes (docs/typing-guard.md). A document with only legacy was written by such a writer.", "type": "object", "required": ["schema", "version", "nodeId", "legacy"], "additionalProperties": false, "dependencies": { "desired": ["effective"], "effective": ["desired"] }, "properties": { "schema": { "const": "guard" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "desired": { "type": "object", "required": ["mode", "revision", "changedAt", "actor", "reason"], "additionalProperties": false, "properties": { "mode": { "enum": ["off", "draft-aware", "openrig-urgent", "urgent-only", "sends-only", "hold"] }, "revision": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9-]*$" }, "changedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "actor": { "type": ["string", "null"], "pattern": "\\S" }, "reason": { "type": "string", "pattern": "\\S" } } }, "effective": { "type": "object", "required": ["mode", "revision", "activatedAt"], "additionalProperties": false, "properties": { "mode": { "enum": ["off", "draft-aware", "openrig-urgent", "urgent-only", "sends-only", "hold"] }, "revision": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9-]*$" }, "activatedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" } } }, "legacy": { "type": "object", "required": ["enabled", "writtenAt"], "additionalProperties": false, "properties": { "enabled": { "type": "boolean" }, "writtenAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" } } } } };
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern27 = new RegExp("^[A-Za-z0-9][A-Za-z0-9-]*$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern1 = new RegExp("\\S", "u");
  function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.nodeId === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.legacy === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "legacy" }, message: "must have required property 'legacy'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "nodeId" || key0 === "desired" || key0 === "effective" || key0 === "legacy")) {
          const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.desired !== void 0) {
        if (data.effective === void 0) {
          const err5 = { instancePath, schemaPath: "#/dependencies", keyword: "dependencies", params: {
            property: "desired",
            missingProperty: "effective",
            depsCount: 1,
            deps: "effective"
          }, message: "must have property effective when property desired is present" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.effective !== void 0) {
        if (data.desired === void 0) {
          const err6 = { instancePath, schemaPath: "#/dependencies", keyword: "dependencies", params: {
            property: "effective",
            missingProperty: "desired",
            depsCount: 1,
            deps: "desired"
          }, message: "must have property desired when property effective is present" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("guard" !== data.schema) {
          const err7 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "guard" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err8 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data2 = data.nodeId;
        if (typeof data2 === "string") {
          if (!pattern6.test(data2)) {
            const err9 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        } else {
          const err10 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.desired !== void 0) {
        let data3 = data.desired;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
          if (data3.mode === void 0) {
            const err11 = { instancePath: instancePath + "/desired", schemaPath: "#/properties/desired/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property 'mode'" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          if (data3.revision === void 0) {
            const err12 = { instancePath: instancePath + "/desired", schemaPath: "#/properties/desired/required", keyword: "required", params: { missingProperty: "revision" }, message: "must have required property 'revision'" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (data3.changedAt === void 0) {
            const err13 = { instancePath: instancePath + "/desired", schemaPath: "#/properties/desired/required", keyword: "required", params: { missingProperty: "changedAt" }, message: "must have required property 'changedAt'" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          if (data3.actor === void 0) {
            const err14 = { instancePath: instancePath + "/desired", schemaPath: "#/properties/desired/required", keyword: "required", params: { missingProperty: "actor" }, message: "must have required property 'actor'" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (data3.reason === void 0) {
            const err15 = { instancePath: instancePath + "/desired", schemaPath: "#/properties/desired/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          for (const key1 in data3) {
            if (!(key1 === "mode" || key1 === "revision" || key1 === "changedAt" || key1 === "actor" || key1 === "reason")) {
              const err16 = { instancePath: instancePath + "/desired", schemaPath: "#/properties/desired/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
          if (data3.mode !== void 0) {
            let data4 = data3.mode;
            if (!(data4 === "off" || data4 === "draft-aware" || data4 === "openrig-urgent" || data4 === "urgent-only" || data4 === "sends-only" || data4 === "hold")) {
              const err17 = { instancePath: instancePath + "/desired/mode", schemaPath: "#/properties/desired/properties/mode/enum", keyword: "enum", params: { allowedValues: schema16.properties.desired.properties.mode.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
          if (data3.revision !== void 0) {
            let data5 = data3.revision;
            if (typeof data5 === "string") {
              if (!pattern27.test(data5)) {
                const err18 = { instancePath: instancePath + "/desired/revision", schemaPath: "#/properties/desired/properties/revision/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9-]*$"' };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            } else {
              const err19 = { instancePath: instancePath + "/desired/revision", schemaPath: "#/properties/desired/properties/revision/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
          if (data3.changedAt !== void 0) {
            let data6 = data3.changedAt;
            if (typeof data6 === "string") {
              if (!pattern9.test(data6)) {
                const err20 = { instancePath: instancePath + "/desired/changedAt", schemaPath: "#/properties/desired/properties/changedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            } else {
              const err21 = { instancePath: instancePath + "/desired/changedAt", schemaPath: "#/properties/desired/properties/changedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
          if (data3.actor !== void 0) {
            let data7 = data3.actor;
            if (typeof data7 !== "string" && data7 !== null) {
              const err22 = { instancePath: instancePath + "/desired/actor", schemaPath: "#/properties/desired/properties/actor/type", keyword: "type", params: { type: schema16.properties.desired.properties.actor.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            if (typeof data7 === "string") {
              if (!pattern1.test(data7)) {
                const err23 = { instancePath: instancePath + "/desired/actor", schemaPath: "#/properties/desired/properties/actor/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
          }
          if (data3.reason !== void 0) {
            let data8 = data3.reason;
            if (typeof data8 === "string") {
              if (!pattern1.test(data8)) {
                const err24 = { instancePath: instancePath + "/desired/reason", schemaPath: "#/properties/desired/properties/reason/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            } else {
              const err25 = { instancePath: instancePath + "/desired/reason", schemaPath: "#/properties/desired/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        } else {
          const err26 = { instancePath: instancePath + "/desired", schemaPath: "#/properties/desired/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      }
      if (data.effective !== void 0) {
        let data9 = data.effective;
        if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
          if (data9.mode === void 0) {
            const err27 = { instancePath: instancePath + "/effective", schemaPath: "#/properties/effective/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property 'mode'" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
          if (data9.revision === void 0) {
            const err28 = { instancePath: instancePath + "/effective", schemaPath: "#/properties/effective/required", keyword: "required", params: { missingProperty: "revision" }, message: "must have required property 'revision'" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (data9.activatedAt === void 0) {
            const err29 = { instancePath: instancePath + "/effective", schemaPath: "#/properties/effective/required", keyword: "required", params: { missingProperty: "activatedAt" }, message: "must have required property 'activatedAt'" };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
          for (const key2 in data9) {
            if (!(key2 === "mode" || key2 === "revision" || key2 === "activatedAt")) {
              const err30 = { instancePath: instancePath + "/effective", schemaPath: "#/properties/effective/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
          if (data9.mode !== void 0) {
            let data10 = data9.mode;
            if (!(data10 === "off" || data10 === "draft-aware" || data10 === "openrig-urgent" || data10 === "urgent-only" || data10 === "sends-only" || data10 === "hold")) {
              const err31 = { instancePath: instancePath + "/effective/mode", schemaPath: "#/properties/effective/properties/mode/enum", keyword: "enum", params: { allowedValues: schema16.properties.effective.properties.mode.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
          if (data9.revision !== void 0) {
            let data11 = data9.revision;
            if (typeof data11 === "string") {
              if (!pattern27.test(data11)) {
                const err32 = { instancePath: instancePath + "/effective/revision", schemaPath: "#/properties/effective/properties/revision/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9-]*$"' };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            } else {
              const err33 = { instancePath: instancePath + "/effective/revision", schemaPath: "#/properties/effective/properties/revision/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
          if (data9.activatedAt !== void 0) {
            let data12 = data9.activatedAt;
            if (typeof data12 === "string") {
              if (!pattern9.test(data12)) {
                const err34 = { instancePath: instancePath + "/effective/activatedAt", schemaPath: "#/properties/effective/properties/activatedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            } else {
              const err35 = { instancePath: instancePath + "/effective/activatedAt", schemaPath: "#/properties/effective/properties/activatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          }
        } else {
          const err36 = { instancePath: instancePath + "/effective", schemaPath: "#/properties/effective/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      }
      if (data.legacy !== void 0) {
        let data13 = data.legacy;
        if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
          if (data13.enabled === void 0) {
            const err37 = { instancePath: instancePath + "/legacy", schemaPath: "#/properties/legacy/required", keyword: "required", params: { missingProperty: "enabled" }, message: "must have required property 'enabled'" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (data13.writtenAt === void 0) {
            const err38 = { instancePath: instancePath + "/legacy", schemaPath: "#/properties/legacy/required", keyword: "required", params: { missingProperty: "writtenAt" }, message: "must have required property 'writtenAt'" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          for (const key3 in data13) {
            if (!(key3 === "enabled" || key3 === "writtenAt")) {
              const err39 = { instancePath: instancePath + "/legacy", schemaPath: "#/properties/legacy/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
          if (data13.enabled !== void 0) {
            if (typeof data13.enabled !== "boolean") {
              const err40 = { instancePath: instancePath + "/legacy/enabled", schemaPath: "#/properties/legacy/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
          }
          if (data13.writtenAt !== void 0) {
            let data15 = data13.writtenAt;
            if (typeof data15 === "string") {
              if (!pattern9.test(data15)) {
                const err41 = { instancePath: instancePath + "/legacy/writtenAt", schemaPath: "#/properties/legacy/properties/writtenAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            } else {
              const err42 = { instancePath: instancePath + "/legacy/writtenAt", schemaPath: "#/properties/legacy/properties/writtenAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
        } else {
          const err43 = { instancePath: instancePath + "/legacy", schemaPath: "#/properties/legacy/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      }
    } else {
      const err44 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err44];
      } else {
        vErrors.push(err44);
      }
      errors++;
    }
    validate15.errors = vErrors;
    return errors === 0;
  }
  return validate15;
}

// lib/delivery/guard/store.ts
var UNATTRIBUTED = "unattributed (no seat identity)";
var MAX_GUARD_REASON = 1e3;
var guardKind = defineKind({ schema: "guard", version: 1, validate: validate_guard_v1 });
var GuardInputError = class extends Error {
  code = "invalid_typing_guard_request";
  constructor(message) {
    super(message);
    this.name = "GuardInputError";
  }
};
var actorLabel = (actor) => actor ?? UNATTRIBUTED;
function checkNodeId(nodeId) {
  if (typeof nodeId !== "string" || !NODE_ID_PATTERN.test(nodeId))
    throw new GuardInputError(`invalid node id ${JSON.stringify(nodeId)}`);
}
var newRevision = () => `gr-${crypto().randomBytes(8).toString("hex")}`;
function nowIso2() {
  return (/* @__PURE__ */ new Date()).toISOString();
}
function readGuardAudit(home, nodeId) {
  const { records } = readLog(home.guardAudit);
  return records.filter((r) => r && typeof r === "object" && (nodeId === void 0 || r.nodeId === nodeId));
}
var isOurs = (e) => "event" in e && typeof e.event === "string";
function newestSettingChange(entries) {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (isOurs(e) && e.event === "activated") continue;
    return e;
  }
  return void 0;
}
function savedModeIsAuthoritative(doc, newest) {
  const d = doc.desired;
  if (!d || !doc.effective || !newest || !isOurs(newest)) return false;
  if (newest.event !== "set" && newest.event !== "reconciled") return false;
  return newest.revision === d.revision && newest.mode === d.mode && newest.at === d.changedAt && doc.legacy.writtenAt === d.changedAt && doc.legacy.enabled === legacyEnabled(d.mode);
}
function settled(nodeId, mode, fields) {
  return {
    nodeId,
    desiredMode: mode,
    effectiveMode: mode,
    pending: false,
    desiredEnabled: holdsAll(mode),
    effectiveEnabled: holdsAll(mode),
    ...fields
  };
}
function defaultPreference(nodeId, mode) {
  return settled(nodeId, mode, {
    legacyEnabled: legacyEnabled(mode),
    revision: "default",
    effectiveRevision: "default",
    changedAt: "",
    actor: null,
    reason: null,
    source: "default"
  });
}
function resolvePreference(nodeId, doc, audit2, fallbackMode) {
  const newest = newestSettingChange(audit2);
  if (!doc) return newest ? fromAuditOnly(nodeId, newest) : defaultPreference(nodeId, fallbackMode);
  if (savedModeIsAuthoritative(doc, newest)) {
    const d = doc.desired;
    const e = doc.effective;
    return {
      nodeId,
      desiredMode: d.mode,
      effectiveMode: e.mode,
      pending: d.revision !== e.revision,
      desiredEnabled: holdsAll(d.mode),
      effectiveEnabled: holdsAll(e.mode),
      legacyEnabled: doc.legacy.enabled,
      revision: d.revision,
      effectiveRevision: e.revision,
      changedAt: d.changedAt,
      actor: d.actor,
      reason: d.reason,
      source: "saved"
    };
  }
  const mode = modeForLegacyBoolean(doc.legacy.enabled);
  const legacyLine = newest && !isOurs(newest) ? newest : void 0;
  return settled(nodeId, mode, {
    legacyEnabled: doc.legacy.enabled,
    revision: doc.desired?.revision ?? "legacy",
    effectiveRevision: doc.effective?.revision ?? "legacy",
    changedAt: doc.legacy.writtenAt,
    actor: typeof legacyLine?.actor === "string" ? legacyLine.actor : null,
    reason: typeof legacyLine?.reason === "string" ? legacyLine.reason : null,
    source: "legacy"
  });
}
function fromAuditOnly(nodeId, newest) {
  const mode = isOurs(newest) ? newest.mode : modeForLegacyBoolean(newest.enabled === true);
  return settled(nodeId, mode, {
    legacyEnabled: legacyEnabled(mode),
    revision: isOurs(newest) ? newest.revision : "legacy",
    effectiveRevision: isOurs(newest) ? newest.revision : "legacy",
    changedAt: newest.at,
    actor: typeof newest.actor === "string" ? newest.actor : null,
    reason: typeof newest.reason === "string" ? newest.reason : null,
    source: "audit"
  });
}
function readDoc(home, nodeId) {
  return readDocument(guardKind, guardPath(home, nodeId), { onCorrupt: "fresh" });
}
function readGuard(home, nodeId, fallbackMode) {
  checkNodeId(nodeId);
  if (!isGuardMode(fallbackMode)) throw new GuardInputError(`invalid fallback mode ${JSON.stringify(fallbackMode)}`);
  return resolvePreference(nodeId, readDoc(home, nodeId), readGuardAudit(home, nodeId), fallbackMode);
}
function checkRequest(req) {
  if (!isGuardMode(req.mode))
    throw new GuardInputError(`invalid mode ${JSON.stringify(req.mode)}; use one of ${GUARD_MODES.join(", ")}`);
  if (!isGuardMode(req.fallbackMode))
    throw new GuardInputError(`invalid fallback mode ${JSON.stringify(req.fallbackMode)}`);
  if (typeof req.reason !== "string" || !/\S/.test(req.reason))
    throw new GuardInputError("a non-empty reason is required");
  if (req.reason.length > MAX_GUARD_REASON)
    throw new GuardInputError(`the reason is longer than ${MAX_GUARD_REASON} characters`);
  if (req.actor !== null && (typeof req.actor !== "string" || !/\S/.test(req.actor)))
    throw new GuardInputError("actor must be a seat name or null");
}
var CORRUPT_FRESH = { onCorrupt: "fresh" };
function audit(home, entry) {
  appendLog(home.guardAudit, entry);
}
async function setDesiredMode(home, nodeId, req) {
  checkNodeId(nodeId);
  checkRequest(req);
  let result2;
  await updateDocument(
    guardKind,
    guardPath(home, nodeId),
    (doc) => {
      const view = resolvePreference(nodeId, doc, readGuardAudit(home, nodeId), req.fallbackMode);
      if (view.source === "saved" && view.desiredMode === req.mode) {
        result2 = view;
        return UNCHANGED;
      }
      const at = nowIso2();
      const revision = newRevision();
      const reason = req.reason.trim();
      const next = {
        schema: "guard",
        version: 1,
        nodeId,
        desired: { mode: req.mode, revision, changedAt: at, actor: req.actor, reason },
        effective: { mode: req.mode, revision, activatedAt: at },
        legacy: { enabled: legacyEnabled(req.mode), writtenAt: at }
      };
      if (view.effectiveMode !== req.mode) {
        next.effective = view.source === "saved" && doc?.effective ? doc.effective : {
          mode: view.effectiveMode,
          revision: view.source === "default" ? "default" : newRevision(),
          activatedAt: at
        };
      }
      audit(home, {
        at,
        nodeId,
        event: "set",
        mode: req.mode,
        revision,
        enabled: legacyEnabled(req.mode),
        previousDesired: view.desiredMode,
        previousEffective: view.effectiveMode,
        actor: req.actor,
        actorLabel: actorLabel(req.actor),
        reason
      });
      result2 = resolvePreference(nodeId, next, [...readGuardAudit(home, nodeId)], req.fallbackMode);
      return next;
    },
    CORRUPT_FRESH
  );
  return result2;
}
function reconcileInside(home, nodeId, doc, view) {
  const at = nowIso2();
  const revision = newRevision();
  const mode = view.desiredMode;
  const reason = view.source === "audit" ? `guard document restored from the audit log${view.reason ? ` (last reason: ${view.reason})` : ""}`.slice(
    0,
    MAX_GUARD_REASON
  ) : view.reason ?? "a boolean-only writer changed the typing guard after the last mode change";
  audit(home, {
    at,
    nodeId,
    event: "reconciled",
    mode,
    revision,
    enabled: legacyEnabled(mode),
    previousDesired: doc?.desired?.mode ?? mode,
    previousEffective: doc?.effective?.mode ?? mode,
    actor: view.actor,
    actorLabel: actorLabel(view.actor),
    reason
  });
  return {
    schema: "guard",
    version: 1,
    nodeId,
    desired: { mode, revision, changedAt: at, actor: view.actor, reason },
    effective: { mode, revision, activatedAt: at },
    legacy: { enabled: legacyEnabled(mode), writtenAt: at }
  };
}
async function activateDesired(home, nodeId, fallbackMode = "off") {
  checkNodeId(nodeId);
  let result2;
  await updateDocument(
    guardKind,
    guardPath(home, nodeId),
    (doc) => {
      const entries = readGuardAudit(home, nodeId);
      const view = resolvePreference(nodeId, doc, entries, fallbackMode);
      if (view.source === "default") {
        result2 = view;
        return UNCHANGED;
      }
      if (view.source === "legacy" || view.source === "audit" || !doc) {
        const next2 = reconcileInside(home, nodeId, doc, view);
        result2 = resolvePreference(nodeId, next2, readGuardAudit(home, nodeId), fallbackMode);
        return next2;
      }
      if (!view.pending) {
        result2 = view;
        return UNCHANGED;
      }
      const at = nowIso2();
      const d = doc.desired;
      audit(home, {
        at,
        nodeId,
        event: "activated",
        mode: d.mode,
        revision: d.revision,
        enabled: doc.legacy.enabled,
        previousDesired: d.mode,
        previousEffective: view.effectiveMode,
        actor: d.actor,
        actorLabel: actorLabel(d.actor),
        reason: d.reason
      });
      const next = { ...doc, effective: { mode: d.mode, revision: d.revision, activatedAt: at } };
      result2 = resolvePreference(nodeId, next, readGuardAudit(home, nodeId), fallbackMode);
      return next;
    },
    CORRUPT_FRESH
  );
  return result2;
}
function listGuardNodes(home) {
  let names;
  try {
    names = (0, import_node_fs11.readdirSync)(home.guards);
  } catch {
    return [];
  }
  return names.filter((n) => n.endsWith(".json")).map((n) => n.slice(0, -".json".length)).filter((id) => NODE_ID_PATTERN.test(id)).sort();
}
var OBSOLETE_FIELDS = ["holdSeconds", "maxAttempts"];
function parseGuardRequest(body) {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    return { ok: false, error: "the request body must be a JSON object with mode or enabled, and reason" };
  const fields = body;
  const keys = Object.keys(fields);
  const obsolete = keys.filter((k) => OBSOLETE_FIELDS.includes(k));
  if (obsolete.length)
    return {
      ok: false,
      error: `${obsolete.join(" and ")} ${obsolete.length > 1 ? "are" : "is"} no longer supported: the typing guard has no retry settings or deadlines`
    };
  const unknown = keys.filter((k) => !["mode", "enabled", "reason"].includes(k));
  if (unknown.length)
    return {
      ok: false,
      error: `unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => JSON.stringify(k)).join(", ")}; use mode or enabled, and reason`
    };
  const hasMode = "mode" in fields;
  const hasEnabled = "enabled" in fields;
  if (hasMode === hasEnabled) return { ok: false, error: "use exactly one of mode or enabled" };
  const reason = fields.reason;
  if (typeof reason !== "string" || !/\S/.test(reason)) return { ok: false, error: "a non-empty reason is required" };
  if (reason.length > MAX_GUARD_REASON)
    return { ok: false, error: `the reason is longer than ${MAX_GUARD_REASON} characters` };
  if (hasMode) {
    if (!isGuardMode(fields.mode)) return { ok: false, error: `mode must be one of ${GUARD_MODES.join(", ")}` };
    return { ok: true, mode: fields.mode, reason: reason.trim(), via: "mode" };
  }
  if (typeof fields.enabled !== "boolean") return { ok: false, error: "enabled must be true or false" };
  return { ok: true, mode: modeForLegacyBoolean(fields.enabled), reason: reason.trim(), via: "enabled" };
}

// lib/daemon/http.ts
var MAX_BODY_BYTES = 2 * 1024 * 1024;
var HttpError = class extends Error {
  constructor(status, reason, message) {
    super(message);
    this.status = status;
    this.reason = reason;
    this.name = "HttpError";
  }
  status;
  reason;
};
var Router = class {
  routes = [];
  add(method, pattern, handler, options = {}) {
    this.routes.push({ method, parts: pattern.split("/").filter(Boolean), handler, options });
    return this;
  }
  /** The route and its decoded params; literal segments win over params at the same depth. */
  match(method, pathname) {
    const segments = pathname.split("/").filter(Boolean);
    let methodMismatch = false;
    const candidates = [];
    for (const route of this.routes) {
      if (route.parts.length !== segments.length) continue;
      const params = {};
      let literals = 0;
      let ok2 = true;
      for (let i = 0; i < segments.length; i++) {
        const part = route.parts[i];
        let seg;
        try {
          seg = decodeURIComponent(segments[i]);
        } catch {
          ok2 = false;
          break;
        }
        if (part.startsWith(":")) params[part.slice(1)] = seg;
        else if (part === seg) literals++;
        else {
          ok2 = false;
          break;
        }
      }
      if (!ok2) continue;
      if (route.method !== method) {
        methodMismatch = true;
        continue;
      }
      candidates.push({ route, params, literals });
    }
    if (!candidates.length) return methodMismatch ? "method" : void 0;
    candidates.sort((a, b) => b.literals - a.literals);
    return candidates[0];
  }
};
async function readBody(req, limit) {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) throw new HttpError(413, "body_too_large", `the request body is larger than ${limit} bytes`);
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, "body_too_large", `the request body is larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  if (size === 0) return void 0;
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new HttpError(400, "invalid_json", `the request body is not valid JSON: ${err.message}`);
  }
}
function send(res, reply) {
  const text = JSON.stringify(reply.body ?? null);
  res.writeHead(reply.status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text)
  });
  res.end(text);
}
function headerSession(req) {
  const raw = req.headers["x-openrig-session"];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > 160 || /[\u0000-\u001f\u007f-\u009f]/.test(trimmed)) return null;
  return trimmed;
}
function handleWith(router2, onError) {
  return async (req, res) => {
    const gone = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) gone.abort();
    });
    try {
      const url = new URL(req.url ?? "/", "http://daemon");
      const found = router2.match(req.method ?? "GET", url.pathname);
      if (found === void 0) throw new HttpError(404, "not_found", `no route for ${req.method} ${url.pathname}`);
      if (found === "method")
        throw new HttpError(405, "method_not_allowed", `${req.method} is not allowed on ${url.pathname}`);
      found.route.options.authorize?.(req.headers);
      const limit = Math.min(found.route.options.maxBodyBytes ?? MAX_BODY_BYTES, MAX_BODY_BYTES);
      const body = req.method === "POST" ? await readBody(req, limit) : void 0;
      const reply = await found.route.handler({
        method: req.method ?? "GET",
        params: found.params,
        query: url.searchParams,
        headers: req.headers,
        session: headerSession(req),
        body,
        signal: gone.signal
      });
      send(res, reply);
    } catch (err) {
      if (err instanceof HttpError) {
        send(res, { status: err.status, body: { error: err.message, reason: err.reason } });
        return;
      }
      onError(err);
      send(res, {
        status: 500,
        body: { error: `internal error: ${err?.message ?? String(err)}`, reason: "internal_error" }
      });
    }
  };
}

// lib/daemon/seat-param.ts
function seatFor(home, ref) {
  try {
    return resolveSeat(home, ref);
  } catch (err) {
    if (err instanceof SeatRefError) throw new HttpError(400, "invalid_seat_ref", err.message);
    if (err instanceof SeatNotFoundError) throw new HttpError(404, "seat_not_found", err.message);
    if (err instanceof AmbiguousSeatError) throw new HttpError(409, "seat_ambiguous", err.message);
    throw err;
  }
}

// lib/delivery/pane/tmux-adapter.ts
var import_node_fs12 = require("node:fs");
var import_node_os = require("node:os");
var import_node_path7 = require("node:path");

// lib/tmux/client.ts
function serverArgs(server) {
  const args = [];
  if (server.socket) args.push("-S", server.socket);
  if (server.configFile) args.push("-f", server.configFile);
  return args;
}
var TmuxError = class extends Error {
  constructor(failure, args, stderr, code) {
    super(`tmux ${args[0] ?? ""} failed: ${stderr.trim() || `exit ${code}`}`);
    this.failure = failure;
    this.args = args;
    this.stderr = stderr;
    this.code = code;
    this.name = "TmuxError";
  }
  failure;
  args;
  stderr;
  code;
};
function classifyTmuxError(stderr) {
  if (/no server running|error connecting to .*\((No such file or directory|Connection refused)\)|server exited unexpectedly/i.test(
    stderr
  ))
    return "no-server";
  if (/can't find (session|pane|window)|session not found|no current target|no such session|no session/i.test(stderr))
    return "not-found";
  if (/permission denied/i.test(stderr)) return "permission";
  return "other";
}
var exactSession = (name) => `=${name}`;
function childEnv(server) {
  if (!server.socket) return process.env;
  const env = { ...process.env };
  delete env.TMUX;
  return env;
}
var router;
function setTmuxRouter(next) {
  router = next;
}
var DEFAULT_TIMEOUT_MS = 1e4;
function tmux(server, args, opts = {}) {
  const routed = opts.input === void 0 ? router?.(server, args, opts.timeoutMs ?? DEFAULT_TIMEOUT_MS) : void 0;
  if (!routed) return spawnTmux(server, args, opts);
  return routed.then((r) => r ?? spawnTmux(server, args, opts));
}
function spawnTmux(server, args, opts = {}) {
  return new Promise((resolve2, reject) => {
    const child = childProcess().execFile(
      "tmux",
      [...serverArgs(server), ...args],
      {
        encoding: "utf8",
        timeout: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
        env: childEnv(server)
      },
      (err, stdout, stderr) => {
        if (err) {
          const code = typeof err.code === "number" ? err.code : null;
          if (err.code === "ENOENT") {
            reject(new TmuxError("other", args, "tmux is not installed (not found on PATH)", null));
            return;
          }
          reject(new TmuxError(classifyTmuxError(stderr), args, stderr || err.message, code));
          return;
        }
        resolve2({ stdout, stderr });
      }
    );
    if (opts.input !== void 0) child.stdin?.end(opts.input);
  });
}

// lib/delivery/pane/tmux-adapter.ts
var PaneNotWritableError = class extends Error {
  constructor(reason, detail) {
    super(detail);
    this.reason = reason;
    this.name = "PaneNotWritableError";
  }
  reason;
};
var PANE_FORMAT = "#{pane_current_command}|#{session_name}|#{pane_id}|#{pane_dead}|#{pane_in_mode}|#{pane_width}|#{pane_height}|#{pane_pid}";
function parsePaneLine(line) {
  const parts = line.split("|");
  if (parts.length < 8) return void 0;
  const [pid, height, width, inMode, dead, paneId] = [
    parts.pop(),
    parts.pop(),
    parts.pop(),
    parts.pop(),
    parts.pop(),
    parts.pop()
  ];
  const session = parts.pop();
  const currentCommand = parts.join("|");
  if (!/^%\d+$/.test(paneId)) return void 0;
  return {
    paneId,
    session,
    currentCommand,
    dead: dead === "1",
    inMode: inMode !== "0" && inMode !== "",
    width: Number(width),
    height: Number(height),
    pid: /^\d+$/.test(pid) ? Number(pid) : 0
  };
}
function probeFailure(err) {
  if (err instanceof TmuxError) {
    if (err.failure === "no-server")
      return { ok: false, reason: "tmux_unavailable", detail: err.stderr.trim() || err.message };
    if (err.failure === "not-found")
      return { ok: false, reason: "session_missing", detail: err.stderr.trim() || err.message };
    return { ok: false, reason: "tmux_unavailable", detail: err.stderr.trim() || err.message };
  }
  return { ok: false, reason: "tmux_unavailable", detail: err?.message ?? String(err) };
}
async function probePane(target) {
  let out;
  try {
    out = (await tmux(target.server, listPanesArgs(target), { timeoutMs: 5e3 })).stdout;
  } catch (err) {
    return probeFailure(err);
  }
  return paneProbeFrom(out, target);
}
function listPanesArgs(target) {
  return ["list-panes", "-s", "-t", exactSession(target.session), "-F", PANE_FORMAT];
}
function paneProbeFrom(out, target) {
  const panes = out.split("\n").filter(Boolean).map(parsePaneLine).filter((p) => p !== void 0);
  if (target.paneId) {
    const bound = panes.find((p) => p.paneId === target.paneId);
    if (!bound)
      return {
        ok: false,
        reason: "target_changed",
        detail: `pane ${target.paneId} is no longer in session ${target.session}; no input written`
      };
    return { ok: true, pane: bound };
  }
  if (panes.length !== 1)
    return {
      ok: false,
      reason: "target_changed",
      detail: `session ${target.session} has ${panes.length} panes and no bound pane id; no input written`
    };
  return { ok: true, pane: panes[0] };
}
async function assertWritable(target) {
  const probe = await probePane(target);
  if (!probe.ok) throw new PaneNotWritableError(probe.reason, probe.detail);
  if (probe.pane.dead)
    throw new PaneNotWritableError("pane_dead", `pane ${probe.pane.paneId} is dead; no input written`);
  if (probe.pane.inMode)
    throw new PaneNotWritableError(
      "pane_in_mode",
      `pane ${probe.pane.paneId} is in copy mode (or another tmux mode); no input written`
    );
  return probe.pane;
}
function sanitizeText(text) {
  return text.replace(/\r\n?/g, "\n").replace(/\t/g, "    ").replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, "").replace(/\n+$/, "");
}
var counter = 0;
async function stageBuffer(target, text) {
  const id = `${process.pid}_${++counter}_${crypto().randomBytes(6).toString("hex")}`;
  const name = `openrig_${id}`;
  const file = (0, import_node_path7.join)((0, import_node_os.tmpdir)(), `openrig-send-${id}.txt`);
  const fd = (0, import_node_fs12.openSync)(file, "wx", 384);
  try {
    (0, import_node_fs12.writeSync)(fd, text);
  } finally {
    (0, import_node_fs12.closeSync)(fd);
  }
  try {
    await tmux(target.server, ["load-buffer", "-b", name, file], { timeoutMs: 5e3 });
  } catch (err) {
    (0, import_node_fs12.rmSync)(file, { force: true });
    throw err;
  }
  return { name, file, text };
}
async function discardStaged(target, staged, opts) {
  (0, import_node_fs12.rmSync)(staged.file, { force: true });
  if (!opts.buffer) return;
  try {
    await tmux(target.server, ["delete-buffer", "-b", staged.name], { timeoutMs: 3e3 });
  } catch {
  }
}
async function pasteStaged(target, staged, opts = {}) {
  const pane = await assertWritable(target);
  const flags = opts.bracketed === false ? ["-r", "-d"] : ["-p", "-r", "-d"];
  await tmux(target.server, ["paste-buffer", ...flags, "-b", staged.name, "-t", pane.paneId], { timeoutMs: 5e3 });
  return pane;
}
async function pressEnter(target) {
  const pane = await assertWritable(target);
  await tmux(target.server, ["send-keys", "-t", pane.paneId, "Enter"], { timeoutMs: 5e3 });
  return pane;
}
async function capturePlain(target, paneId, historyLines = 0) {
  const args = ["capture-pane", "-p", "-t", paneId];
  if (historyLines > 0) args.push("-S", String(-historyLines));
  return (await tmux(target.server, args, { timeoutMs: 5e3 })).stdout;
}

// lib/delivery/composer/width.ts
var ZERO_WIDTH = [
  [768, 879],
  [1155, 1161],
  [1425, 1469],
  [1471, 1471],
  [1473, 1474],
  [1476, 1477],
  [1479, 1479],
  [1552, 1562],
  [1611, 1631],
  [1648, 1648],
  [1750, 1756],
  [1759, 1764],
  [1767, 1768],
  [1770, 1773],
  [3633, 3633],
  [3636, 3642],
  [3655, 3662],
  [6832, 6911],
  [7616, 7679],
  [8203, 8207],
  [8234, 8238],
  [8288, 8292],
  [8400, 8447],
  [12330, 12333],
  [12441, 12442],
  [65024, 65039],
  [65056, 65071],
  [65279, 65279],
  [127995, 127999],
  [917504, 917631],
  [917760, 917999]
];
var WIDE = [
  [4352, 4447],
  [8986, 8987],
  [9001, 9002],
  [9193, 9196],
  [9200, 9200],
  [9203, 9203],
  [9725, 9726],
  [9748, 9749],
  [9800, 9811],
  [9855, 9855],
  [9875, 9875],
  [9889, 9889],
  [9898, 9899],
  [9917, 9918],
  [9924, 9925],
  [9934, 9934],
  [9940, 9940],
  [9962, 9962],
  [9970, 9971],
  [9973, 9973],
  [9978, 9978],
  [9981, 9981],
  [9989, 9989],
  [9994, 9995],
  [10024, 10024],
  [10060, 10060],
  [10062, 10062],
  [10067, 10069],
  [10071, 10071],
  [10133, 10135],
  [10160, 10160],
  [10175, 10175],
  [11035, 11036],
  [11088, 11088],
  [11093, 11093],
  [11904, 12350],
  [12353, 13311],
  [13312, 19903],
  [19968, 40959],
  [40960, 42191],
  [43360, 43391],
  [44032, 55203],
  [63744, 64255],
  [65040, 65049],
  [65072, 65135],
  [65280, 65376],
  [65504, 65510],
  [94176, 94180],
  [94208, 101119],
  [110592, 111359],
  [126980, 126980],
  [127183, 127183],
  [127374, 127374],
  [127377, 127386],
  [127488, 127569],
  [127744, 127776],
  [127789, 127797],
  [127799, 127868],
  [127870, 127891],
  [127904, 127946],
  [127951, 127955],
  [127968, 127984],
  [127988, 127988],
  [127992, 128062],
  [128064, 128064],
  [128066, 128252],
  [128255, 128317],
  [128331, 128334],
  [128336, 128359],
  [128378, 128378],
  [128405, 128406],
  [128420, 128420],
  [128507, 128591],
  [128640, 128709],
  [128716, 128716],
  [128720, 128722],
  [128725, 128727],
  [128747, 128748],
  [128756, 128764],
  [128992, 129003],
  [129292, 129338],
  [129340, 129349],
  [129351, 129535],
  [129648, 129791],
  [131072, 196605],
  [196608, 262141]
];
function inRanges(cp, ranges) {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    const [a, b] = ranges[mid];
    if (cp < a) hi = mid - 1;
    else if (cp > b) lo = mid + 1;
    else return true;
  }
  return false;
}
function charWidth(cp) {
  if (cp < 32 || cp >= 127 && cp < 160) return 0;
  if (cp < 768) return 1;
  if (inRanges(cp, ZERO_WIDTH)) return 0;
  return inRanges(cp, WIDE) ? 2 : 1;
}
function textWidth(text) {
  let w = 0;
  for (const ch of text) w += charWidth(ch.codePointAt(0));
  return w;
}

// lib/delivery/composer/sgr.ts
var RESET = { dim: false, reverse: false };
function applySgr(state, params) {
  let { dim, reverse } = state;
  const list = params.split(";");
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    if (p.includes(":")) continue;
    if (!/^\d*$/.test(p)) {
      dim = false;
      break;
    }
    const n = p === "" ? 0 : Number(p);
    if (n === 0) {
      dim = false;
      reverse = false;
    } else if (n === 2) dim = true;
    else if (n === 22) dim = false;
    else if (n === 7) reverse = true;
    else if (n === 27) reverse = false;
    else if (n === 38 || n === 48 || n === 58) {
      const mode = list[i + 1];
      if (mode === "5" && i + 2 < list.length) {
        i += 2;
      } else if (mode === "2" && i + 4 < list.length) {
        i += 4;
        if (i + 1 < list.length) {
          dim = false;
          break;
        }
      } else {
        dim = false;
        break;
      }
    }
  }
  return { dim, reverse };
}
function stripEscapes(styled) {
  return parseStyledScreen(styled).map((r) => r.text).join("\n");
}
function parseStyledScreen(styled) {
  const rows = [];
  let cells = [];
  let col = 0;
  let state = RESET;
  const endRow = () => {
    rows.push({ cells, text: cells.map((c) => c.ch).join("") });
    cells = [];
    col = 0;
  };
  const s = styled;
  let i = 0;
  while (i < s.length) {
    const ch = s[i];
    if (ch === "\x1B") {
      const next = s[i + 1];
      if (next === "[") {
        let j = i + 2;
        while (j < s.length && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 63) j++;
        const params = s.slice(i + 2, j);
        while (j < s.length && s.charCodeAt(j) >= 32 && s.charCodeAt(j) <= 47) j++;
        const final = s[j];
        if (final === "m" && !/[<=>?]/.test(params)) state = applySgr(state, params);
        i = j + 1;
        continue;
      }
      if (next === "]" || next === "P" || next === "_" || next === "^" || next === "X") {
        let j = i + 2;
        while (j < s.length && s[j] !== "\x07" && !(s[j] === "\x1B" && s[j + 1] === "\\")) j++;
        i = s[j] === "\x07" ? j + 1 : j + 2;
        continue;
      }
      if (next === "(" || next === ")" || next === "*" || next === "+" || next === "#") {
        i += 3;
        continue;
      }
      i += 2;
      continue;
    }
    if (ch === "\n") {
      endRow();
      i++;
      continue;
    }
    const cp = s.codePointAt(i);
    const text = String.fromCodePoint(cp);
    i += text.length;
    if (ch === "	") {
      const to = (Math.floor(col / 8) + 1) * 8;
      while (col < to) {
        cells.push({ ch: " ", col, width: 1, dim: state.dim, reverse: state.reverse });
        col++;
      }
      continue;
    }
    const w = charWidth(cp);
    if (w === 0) {
      if (cp < 32 || cp >= 127 && cp < 160) continue;
      const prev = cells[cells.length - 1];
      if (prev) prev.ch += text;
      continue;
    }
    cells.push({ ch: text, col, width: w, dim: state.dim, reverse: state.reverse });
    col += w;
  }
  if (cells.length) endRow();
  return rows;
}

// lib/delivery/composer/chrome.ts
var CLAUDE_GLYPH = "\u276F";
var CODEX_GLYPHS = ["\u203A", "\xBB"];
var isSpace = (ch) => ch === " " || ch === "\xA0";
function isBlank(text) {
  return text.replace(/[\s\u00a0]/g, "") === "";
}
function indentOf(text) {
  let n = 0;
  while (text[n] === " ") n++;
  return n;
}
function claudeRuleIndent(text) {
  const indent2 = indentOf(text);
  const body = text.slice(indent2).trimEnd();
  if (/^[─━═]{6,}$/.test(body) || /^[─━═]{3,} \S(?:.*\S)? [─━═]{2,}$/.test(body)) return indent2;
  return null;
}
function ruleLabel(text) {
  return text.replace(/[─━═]/g, " ").trim();
}
function isClaudePromptLine(text, indent2) {
  if (indentOf(text) !== indent2 || text[indent2] !== CLAUDE_GLYPH) return false;
  return text.length === indent2 + 1 || isSpace(text[indent2 + 1]);
}
function isMenuFooter(text) {
  return /enter to (?:confirm|select)\b|esc to cancel\b|\besc (?:close|back|dismiss|skip)\b|press enter to (?:confirm|continue|save)\b|\benter confirm\b/i.test(
    text
  );
}
function isSelectionRow(text) {
  return /^\s*[❯›]\s*\d+[.)]/.test(text);
}
function isClaudeSlashPopupRow(text) {
  return /^ {2}(?:❯ | {2})\/\S+(?: {2,}\S.*)?$/.test(text.trimEnd()) || /^ {4}[↑↓] \d+ more$/.test(text.trimEnd());
}
function codexGlyphOf(text) {
  const g = text[0];
  if (g === void 0 || !CODEX_GLYPHS.includes(g)) return null;
  return text.length === 1 || isSpace(text[1]) ? g : null;
}
var KNOWN_PLACEHOLDERS = [
  "Ask Codex to do anything",
  "Resend your message to try again",
  "Press up to edit queued messages"
];
function isKnownPlaceholder(text) {
  const s = text.trim();
  return KNOWN_PLACEHOLDERS.includes(s) || /^Try "[^"]+"$/.test(s);
}
function looksNumbered(text) {
  return /^\s*\d+[.)]/.test(text);
}
var CLAUDE_LABEL = /\[Pasted\s+text\s+#(\d+)(?:\s+\+(\d+)\s+lines?)?\]/g;
var CODEX_LABEL = /\[Pasted\s+Content\s+(\d+)\s+chars?\]/g;
function findPasteLabels(text, runtime) {
  const out = [];
  if (runtime !== "codex") {
    for (const m of text.matchAll(CLAUDE_LABEL)) {
      const lines = m[2];
      out.push({
        label: m[0].replace(/\s+/g, " "),
        runtime: "claude",
        count: lines === void 0 ? 0 : Number(lines),
        index: m.index,
        length: m[0].length
      });
    }
  }
  if (runtime !== "claude") {
    for (const m of text.matchAll(CODEX_LABEL)) {
      out.push({
        label: m[0].replace(/\s+/g, " "),
        runtime: "codex",
        count: Number(m[1]),
        index: m.index,
        length: m[0].length
      });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

// lib/delivery/composer/locate.ts
var CLAUDE_MAX_BELOW = 8;
var CODEX_MAX_FOOTER_ROWS = 4;
var fail = (reason) => ({ ok: false, reason });
function lastNonBlank(rows) {
  for (let i = rows.length - 1; i >= 0; i--) if (!isBlank(rows[i])) return i;
  return -1;
}
function locateClaude(rows) {
  const last = lastNonBlank(rows);
  if (last < 0) return fail("no_composer");
  const popupAtBottom = isClaudeSlashPopupRow(rows[last]);
  let i = last;
  for (; i >= 0; i--) {
    const t = rows[i];
    if (claudeRuleIndent(t) !== null) break;
    if (isBlank(t)) continue;
    if (popupAtBottom) {
      if (!isClaudeSlashPopupRow(t)) return fail("no_composer");
      continue;
    }
    if (last - i >= CLAUDE_MAX_BELOW || isClaudeSlashPopupRow(t) || isMenuFooter(t) || isSelectionRow(t))
      return fail("no_composer");
  }
  if (i < 0 || i === last) return fail("no_composer");
  const closeRow = i;
  const indent2 = claudeRuleIndent(rows[closeRow]);
  const contIndent = " ".repeat(indent2 + 2);
  for (let r = closeRow - 1; r >= 0; r--) {
    const t = rows[r];
    if (isClaudePromptLine(t, indent2)) {
      const above = r > 0 ? rows[r - 1] : void 0;
      if (above === void 0 || claudeRuleIndent(above) !== indent2) return fail("unsupported_layout");
      return {
        ok: true,
        at: {
          runtime: "claude",
          glyph: CLAUDE_GLYPH,
          promptRow: r,
          endRow: closeRow - 1,
          indent: indent2,
          prefix: indent2 + 2,
          anchor: ruleLabel(above),
          popup: popupAtBottom
        }
      };
    }
    if (isBlank(t) || t.startsWith(contIndent)) continue;
    return fail("unsupported_layout");
  }
  return fail(closeRow > 0 ? "clipped_input" : "no_composer");
}
function locateCodex(rows) {
  const last = lastNonBlank(rows);
  if (last < 0) return fail("no_composer");
  let i = last;
  let footerRows = 0;
  for (; i >= 0 && !isBlank(rows[i]); i--) {
    const t = rows[i];
    if (indentOf(t) < 2 || isMenuFooter(t) || ++footerRows > CODEX_MAX_FOOTER_ROWS) return fail("no_composer");
  }
  if (i < 0) return fail("no_composer");
  const sep2 = i;
  for (let r = sep2 - 1; r >= 0; r--) {
    const t = rows[r];
    const glyph = codexGlyphOf(t);
    if (glyph !== null) {
      return {
        ok: true,
        // The footer is free text that changes (a title appears, a user's items update), so it
        // cannot identify the composer: glyph, prefix and width do.
        at: { runtime: "codex", glyph, promptRow: r, endRow: sep2 - 1, indent: 0, prefix: 2, anchor: "", popup: false }
      };
    }
    if (isBlank(t) || indentOf(t) >= 2) continue;
    return fail("unsupported_layout");
  }
  return fail(sep2 > 0 && lastNonBlank(rows.slice(0, sep2)) >= 0 ? "clipped_input" : "no_composer");
}
function locateComposer(rows, runtime) {
  return runtime === "claude" ? locateClaude(rows) : locateCodex(rows);
}

// lib/delivery/composer/ownership.ts
var WRAP_SLACK = { claude: 4, codex: 2 };
var MIN_LITERAL_TAIL = 48;
var normalize2 = (text) => text.replace(/\r\n?/g, "\n");
var newlines = (text) => (text.match(/\n/g) ?? []).length;
var stripSpace = (text) => text.replace(/\s+/g, "");
function rowsMatchText(rows, text, columns, slack = 0) {
  const t = [...normalize2(text)];
  let pos = 0;
  let lo = 0;
  let hi = Infinity;
  for (let i = 0; i < rows.length; i++) {
    const row = [...rows[i]];
    for (let k = 0; k < row.length; k++) if (t[pos + k] !== row[k]) return false;
    pos += row.length;
    const w = textWidth(rows[i]);
    lo = Math.max(lo, w);
    if (i === rows.length - 1) break;
    const next = t[pos];
    if (next === void 0) {
      if (i === rows.length - 2 && rows[i + 1] === "") {
        hi = Math.min(hi, w);
        continue;
      }
      return false;
    }
    if (next === "\n") {
      pos++;
      continue;
    }
    if (next === " ") {
      let j = pos;
      while (t[j] === " ") j++;
      if (t[j] === "\n") {
        pos = j + 1;
        continue;
      }
      if (j !== pos + 1 || t[j] === void 0) return false;
      let word = 0;
      for (let k = j; k < t.length && t[k] !== " " && t[k] !== "\n"; k++) word += charWidth(t[k].codePointAt(0));
      hi = Math.min(hi, w + word);
      pos = j;
      continue;
    }
    hi = Math.min(hi, w + charWidth(next.codePointAt(0)) - 1);
  }
  if (pos !== t.length) return false;
  if (hi === Infinity) return columns === void 0 || lo <= columns;
  if (columns === void 0) return false;
  return Math.max(lo, columns - slack) <= Math.min(hi, columns);
}
function pasteLabelMatches(label, text, runtime) {
  const found = findPasteLabels(label, runtime);
  if (found.length !== 1 || found[0].label !== label.trim().replace(/\s+/g, " ")) return false;
  const t = normalize2(text);
  if (t === "") return false;
  return runtime === "claude" ? newlines(t) === found[0].count : [...t].length === found[0].count;
}
function labelsAndTailMatch(rows, text, runtime) {
  const joined = rows.join("\n");
  const labels = findPasteLabels(joined, runtime);
  if (!labels.length) return false;
  let at = 0;
  for (const l of labels) {
    if (joined.slice(at, l.index).trim() !== "") return false;
    at = l.index + l.length;
  }
  const residual = stripSpace(joined.slice(at));
  if (residual.length < MIN_LITERAL_TAIL) return false;
  const t = normalize2(text);
  if (!stripSpace(t).endsWith(residual)) return false;
  let need = residual.length;
  let start = t.length;
  while (need > 0 && start > 0) {
    start--;
    if (!/\s/.test(t[start])) need--;
  }
  let from = start;
  while (from > 0 && /\s/.test(t[from - 1])) from--;
  const total = labels.reduce((sum, l) => sum + l.count, 0);
  for (let cut = from; cut <= start; cut++) {
    const hidden = t.slice(0, cut);
    if (runtime === "claude" ? newlines(hidden) === total : [...hidden].length === total) return true;
  }
  return false;
}
function ownsStagedText(reading, text, opts = {}) {
  if (reading.state !== "draft" || !reading.cursorAtEnd || reading.runtime === null) return false;
  if (opts.emptyFrame !== void 0 && reading.frame !== opts.emptyFrame) return false;
  const runtime = reading.runtime;
  const t = normalize2(text);
  if (t === "") return false;
  if (rowsMatchText(reading.rows, t, reading.columns, WRAP_SLACK[runtime])) return true;
  if (!reading.pasteLabels.length) return false;
  const seen = opts.labelsSeenAfterPaste;
  if (seen && !reading.pasteLabels.every((l) => seen.includes(l))) return false;
  if (reading.collapsedPaste) return pasteLabelMatches(reading.pasteLabels[0], t, runtime);
  return labelsAndTailMatch(reading.rows, t, runtime);
}

// lib/delivery/composer/read.ts
var RUNTIMES = ["claude", "codex"];
var FAILURE_ORDER = ["clipped_input", "unsupported_layout", "no_composer"];
var isBlankCell = (c) => c.ch.trim() === "";
function blankReading(state, reason, runtime) {
  return {
    state,
    reason,
    runtime,
    rows: [],
    suggestion: null,
    pasteLabels: [],
    collapsedPaste: false,
    frame: null,
    numbered: false,
    cursorAtEnd: false
  };
}
function validGeometry(s) {
  const { width, height } = s.size;
  const { x, y } = s.cursor;
  const ints = [width, height, x, y].every((n) => Number.isInteger(n));
  return ints && width >= 3 && height >= 1 && x >= 0 && x <= width && y >= 0 && y < height;
}
var rowText = (cells) => cells.map((c) => c.ch).join("");
function readComposer(snapshot, opts = {}) {
  const runtimeHint = opts.runtime ?? null;
  if (!snapshot) return blankReading("unknown", "no_snapshot", runtimeHint);
  if (snapshot.inMode) return blankReading("unknown", "copy_mode", runtimeHint);
  if (!validGeometry(snapshot)) return blankReading("unknown", "bad_geometry", runtimeHint);
  const screen = parseStyledScreen(snapshot.styled);
  if (screen.length > snapshot.size.height || snapshot.cursor.y >= screen.length) {
    return blankReading("unknown", "incomplete_screen", runtimeHint);
  }
  const text = screen.map((r) => r.text);
  const tried = (opts.runtime ? [opts.runtime] : RUNTIMES).map((rt) => locateComposer(text, rt));
  const found = tried.filter((l) => l.ok).map((l) => l.at);
  if (found.length === 0) {
    const reasons = tried.flatMap((l) => l.ok ? [] : [l.reason]);
    const reason = FAILURE_ORDER.find((r) => reasons.includes(r)) ?? reasons[0] ?? "no_composer";
    return blankReading("unknown", reason, runtimeHint);
  }
  if (found.length > 1) return blankReading("unknown", "ambiguous_composer", runtimeHint);
  const at = found[0];
  const runtime = at.runtime;
  const width = snapshot.size.width;
  const frame = JSON.stringify([runtime, at.glyph, at.prefix, width, at.anchor]);
  const columns = width - at.prefix;
  const { x, y } = snapshot.cursor;
  if (y < at.promptRow || y > at.endRow || x < at.prefix) {
    return { ...blankReading("unknown", "cursor_outside_input", runtime), frame, columns };
  }
  let input = [];
  for (let r = at.promptRow; r <= at.endRow; r++) {
    input.push(screen[r].cells.filter((c) => c.col >= at.prefix).map((c) => ({ ...c, col: c.col - at.prefix })));
  }
  const ci = y - at.promptRow;
  const cx = x - at.prefix;
  const suffix = [...input[ci].filter((c) => c.col >= cx), ...input.slice(ci + 1).flat()];
  const first = suffix[0];
  const claudeCaret = runtime === "claude" && first !== void 0 && first.col === cx && first.reverse && !first.dim && input[ci].includes(first);
  const shown = suffix.slice(claudeCaret ? 1 : 0).filter((c) => !isBlankCell(c));
  let suggestion = null;
  if (shown.length > 0 && shown.every((c) => c.dim)) {
    const hintRows = [input[ci].filter((c) => c.col >= cx), ...input.slice(ci + 1)].map(rowText);
    suggestion = hintRows.map((r) => r.trimEnd()).join("\n").trim() || null;
    input = [...input.slice(0, ci), input[ci].filter((c) => c.col < cx)];
  }
  const last = input.length - 1;
  const rows = input.map((cells, i) => {
    if (i === last && i === ci && cells.filter((c) => c.col >= cx).every(isBlankCell)) {
      const before = rowText(cells.filter((c) => c.col < cx));
      return before + " ".repeat(Math.max(0, cx - textWidth(before)));
    }
    return rowText(cells).replace(/ +$/, "");
  });
  const labels = findPasteLabels(rows.join("\n"), runtime).map((l) => l.label);
  const numbered = looksNumbered(rows[0] ?? "");
  const cursorAtStart = ci === 0 && cx === 0;
  const cursorAtEnd = ci === rows.length - 1 && cx === textWidth(rows[rows.length - 1] ?? "");
  const reading = {
    state: "draft",
    reason: labels.length ? "pasted_label" : "typed_text",
    runtime,
    rows,
    suggestion,
    pasteLabels: labels,
    collapsedPaste: rows.length === 1 && labels.length === 1 && rows[0] === labels[0],
    frame,
    numbered,
    cursorAtEnd,
    columns
  };
  if (rows.length === 1 && rows[0] === "" && cursorAtStart) {
    if (at.popup) return { ...reading, state: "unknown", reason: "unsupported_layout" };
    const reason = suggestion === null ? "empty_composer" : isKnownPlaceholder(suggestion) ? "placeholder" : "ghost_suggestion";
    return { ...reading, state: "empty", reason };
  }
  if (numbered) {
    const owned = opts.owned;
    if (owned && owned.frame === frame && rowsMatchText(rows, owned.text, columns, WRAP_SLACK[runtime])) {
      return { ...reading, reason: "owned_numbered_text" };
    }
    return { ...reading, state: "unknown", reason: "numbered_menu" };
  }
  return reading;
}

// lib/delivery/pane/snapshot.ts
function parseProbe(line) {
  const fields = line.trim().split("|");
  if (fields.length !== 5 || !fields.every((f) => /^\d+$/.test(f))) return null;
  const [x, y, width, height, mode] = fields.map(Number);
  if (width < 1 || height < 1 || x > width || y >= height) return null;
  return { x, y, width, height, inMode: mode !== 0 };
}
function combineSnapshot(before, styled, after) {
  if (!before || !after) return null;
  if (after.x !== before.x || after.y !== before.y || after.width !== before.width || after.height !== before.height)
    return null;
  return {
    styled,
    cursor: { x: after.x, y: after.y },
    size: { width: after.width, height: after.height },
    inMode: before.inMode || after.inMode
  };
}

// lib/delivery/composer/ops.ts
var PROBE_FORMAT = "#{pane_id}|#{cursor_x}|#{cursor_y}|#{pane_width}|#{pane_height}|#{pane_in_mode}";
async function captureScreens(server, paneId, opts = {}) {
  if (!/^%\d+$/.test(paneId)) throw new Error(`not a pane id: ${paneId}`);
  const tag = `@@openrig-${Math.random().toString(36).slice(2, 10)}${Math.random().toString(36).slice(2, 10)}@@`;
  const args = [
    ...opts.before ? [...opts.before, ";"] : [],
    "display-message",
    "-p",
    "-t",
    paneId,
    `${tag}${PROBE_FORMAT}`,
    ";",
    "capture-pane",
    "-p",
    "-e",
    "-t",
    paneId,
    ";",
    "display-message",
    "-p",
    "-t",
    paneId,
    `${tag}${PROBE_FORMAT}`
  ];
  if (opts.history !== void 0)
    args.push(
      ";",
      "display-message",
      "-p",
      "-t",
      paneId,
      `${tag}plain`,
      ";",
      "capture-pane",
      "-p",
      "-t",
      paneId,
      "-S",
      String(-opts.history)
    );
  const { stdout } = await tmux(server, args, { timeoutMs: 5e3 });
  const lines = stdout.split("\n");
  const marks = lines.flatMap((l, i) => l.startsWith(tag) ? [i] : []);
  const [m1, m2, m3] = marks;
  const out = { snapshot: null };
  if (opts.before && m1 !== void 0) out.before = lines.slice(0, m1).join("\n");
  if (opts.history !== void 0 && m3 !== void 0) out.plain = lines.slice(m3 + 1).join("\n");
  if (m1 === void 0 || m1 !== 0 && !opts.before || m2 === void 0) return out;
  const probe = (line) => {
    const body = line.slice(tag.length);
    const sep2 = body.indexOf("|");
    return body.slice(0, sep2) === paneId ? parseProbe(body.slice(sep2 + 1)) : null;
  };
  out.snapshot = combineSnapshot(probe(lines[m1]), lines.slice(m1 + 1, m2).join("\n") + "\n", probe(lines[m2]));
  return out;
}
function composerRuntime(runtime) {
  if (runtime === "claude-code") return "claude";
  if (runtime === "codex") return "codex";
  return void 0;
}
var composerOps = {
  // A capture that fails (pane gone, server down) is no evidence: the reader says unknown.
  capture: (server, paneId) => captureScreens(server, paneId).then(
    (s) => s.snapshot,
    () => null
  ),
  read(snapshot, opts) {
    const runtime = composerRuntime(opts.runtime);
    if (runtime === void 0) {
      return blankReading("unknown", "unsupported_runtime", null);
    }
    const frame = opts.owned?.frame;
    return readComposer(snapshot, {
      runtime,
      ...opts.owned && typeof frame === "string" ? { owned: { text: opts.owned.text, frame } } : {}
    });
  },
  owns(reading, text, opts) {
    return ownsStagedText(reading, text, {
      ...typeof opts.emptyFrame === "string" ? { emptyFrame: opts.emptyFrame } : {},
      ...Array.isArray(opts.labelsSeenAfterPaste) ? { labelsSeenAfterPaste: opts.labelsSeenAfterPaste } : {}
    });
  }
};

// lib/delivery/send/attempt.ts
var CALLER_ABORTED = "caller_aborted";
var HELD_LINE = "Held, not delivered. No automatic retry is scheduled; inspect it with rig seat held-messages";
function activityOf(r) {
  return { state: r.state, reason: r.reason, source: r.source, ...r.ageMs !== void 0 ? { ageMs: r.ageMs } : {} };
}
var isResult = (x) => "outcome" in x;
var FINAL_STATE = { delivered: "complete", indeterminate: "indeterminate", failed: "failed" };
var Attempt = class {
  warnings = [];
  record;
  recordTried = false;
  /** Input reached the pane: from here on no result may say "nothing sent". */
  written = false;
  /**
   * After Enter on an agent seat: whether the runtime's own UserPromptSubmit record carries this
   * text (submit.ts). Saved on the outcome and reported; undefined (no field) otherwise.
   */
  consumed;
  deps;
  req;
  text;
  kind;
  mode;
  decision;
  seatRef;
  nodeId;
  target;
  runtime;
  timing;
  composer;
  /** Draft-protecting: only a recognised empty composer is typed into; refusals are kept. */
  protect;
  /** --dangerously-interact: its own existing-input check replaces the mode's. */
  override;
  /** The override reads the input (not skipped by --type-without-checking). */
  checkInput;
  constructor(s) {
    this.deps = s.deps;
    this.req = s.req;
    this.text = s.text;
    this.kind = s.kind;
    this.mode = s.mode;
    this.decision = s.decision;
    this.seatRef = s.seatRef;
    this.nodeId = s.req.seat.nodeId;
    this.target = s.target;
    this.runtime = s.req.seat.runtime;
    this.timing = s.timing;
    this.composer = s.composer;
    this.protect = s.decision.requireEmptyComposer;
    this.override = s.decision.overrideInputCheck;
    this.checkInput = this.override && !s.req.typeWithoutChecking;
  }
  base(outcome, sent, reason, message, state) {
    return {
      outcome,
      sent,
      reason,
      message,
      seat: this.seatRef,
      nodeId: this.nodeId,
      outboxIds: this.record ? [this.record.id] : [],
      state,
      warnings: this.warnings,
      mode: this.mode
    };
  }
  /** A result from the steps after readiness: it also says what activity was seen (and the wait). */
  report(seen, outcome, sent, reason, message, state) {
    const r = this.base(outcome, sent, reason, message, state);
    r.activity = activityOf(seen.activity);
    if (seen.waitedMs !== void 0) r.waitedMs = seen.waitedMs;
    if (this.consumed !== void 0) r.consumed = this.consumed;
    return r;
  }
  /** Saves the outcome on the attempt, then reports it. */
  async conclude(seen, outcome, reason, message) {
    const state = await this.finish(FINAL_STATE[outcome], reason);
    return this.report(seen, outcome, outcome !== "failed", reason, message, state);
  }
  input() {
    return {
      id: this.req.id,
      destination: this.seatRef,
      sender: this.req.sender,
      kind: this.kind,
      text: this.text,
      binding: {
        session: this.req.seat.tmux.session,
        occupant: this.req.seat.occupant,
        ...this.req.seat.tmux.paneId ? { paneId: this.req.seat.tmux.paneId } : {}
      },
      ...this.req.pointer ? { pointer: this.req.pointer } : {},
      ...this.req.receiptIds?.length ? { ids: this.req.receiptIds } : {}
    };
  }
  /** The `sending` receipt (hash and size only). Without one, delivery goes ahead with a warning. */
  async open() {
    this.recordTried = true;
    const record = await createAttempt(this.deps.home, this.nodeId, this.input()).catch(async (err) => {
      if (!(err instanceof OutboxConflictError) || !this.req.id) return err;
      this.warnings.push(
        `The id ${this.req.id} was already used; this request is a new attempt (ids no longer deduplicate input).`
      );
      return createAttempt(this.deps.home, this.nodeId, { ...this.input(), id: void 0 }).catch((e) => e);
    });
    if (record instanceof Error)
      this.warnings.push(
        `No outbox record was saved for this attempt (${record.message}); delivery went ahead without a receipt.`
      );
    else this.record = record;
  }
  /** Holds the message for inspection: a hold-mode send, or a protected refusal before input. */
  async hold(reason, detail) {
    try {
      if (this.record) {
        this.record = await finalizeAttempt(this.deps.home, this.nodeId, this.record.id, {
          state: "held",
          reason,
          body: this.text,
          warnings: [detail]
        });
      } else {
        this.record = await holdMessage(
          this.deps.home,
          this.nodeId,
          { ...this.input(), warnings: [detail] },
          reason
        ).catch((err) => {
          if (!(err instanceof OutboxConflictError) || !this.req.id) throw err;
          this.warnings.push(
            `The id ${this.req.id} was already used; this request is a new attempt (ids no longer deduplicate input).`
          );
          return holdMessage(
            this.deps.home,
            this.nodeId,
            { ...this.input(), id: void 0, warnings: [detail] },
            reason
          );
        });
      }
    } catch (err) {
      if (err instanceof RetentionFullError) {
        if (err.record) this.record = err.record;
        const r2 = this.base(
          "failed",
          false,
          reason === "typing_guard_enabled" ? "retained_quota_full" : reason,
          `No text was sent and nothing was kept: ${err.message} (rig seat held-messages ${this.seatRef})`,
          this.record ? publicState(this.record).state : null
        );
        r2.warnings.push(`retained_quota_full: ${detail}`);
        return r2;
      }
      this.warnings.push(`The held message could not be saved: ${err.message}`);
      const r = this.base(
        "failed",
        false,
        reason,
        `No text was sent, and the message could not be kept (${reason}).`,
        null
      );
      r.outboxIds = [];
      return r;
    }
    return this.base(
      "retained",
      false,
      reason,
      `${HELD_LINE} ${this.seatRef} (${reason}: ${detail})`,
      publicState(this.record).state
    );
  }
  /** Saves the outcome of an attempt that was created; a failed write is a warning, never a claim. */
  async finish(state, reason, warnings = []) {
    if (!this.record) return this.recordTried ? null : state === "held" ? "held" : state;
    try {
      this.record = await finalizeAttempt(this.deps.home, this.nodeId, this.record.id, {
        state,
        reason,
        warnings,
        ...this.consumed !== void 0 ? { consumed: this.consumed } : {}
      });
      return publicState(this.record).state;
    } catch (err) {
      this.warnings.push(
        `The outcome could not be recorded (${err.message}); the record may still read "sending" until the daemon restarts.`
      );
      return null;
    }
  }
  /** Refusal before any input: held when the mode protects this seat, otherwise just refused. */
  async refuse(reason, detail, opts = {}) {
    if (this.protect && opts.keep !== false) return this.hold(reason, detail);
    return this.refused(reason, `No text was sent: ${detail}`);
  }
  /** Not sent and never kept; an attempt already opened is saved as failed. */
  async refused(reason, message) {
    const state = this.record ? await this.finish("failed", reason) : null;
    return this.base("refused", false, reason, message, state);
  }
  /** Carries out a verdict that stops the send before input. */
  stop(v) {
    return v.action === "hold" ? this.hold(v.reason, v.detail) : this.refuse(v.reason, v.detail, { keep: v.keep });
  }
  /**
   * The caller went away (its connection closed). Before any input: a definite failure, nothing
   * typed. Once the text may be in the pane: indeterminate, and Enter is not sent.
   */
  async cancelled(seen) {
    if (this.written) {
      const state2 = await this.finish("indeterminate", CALLER_ABORTED);
      const r = this.base(
        "indeterminate",
        true,
        CALLER_ABORTED,
        `The text was pasted into ${this.seatRef}, but the caller went away before Enter; Enter was not sent and the text is not replayed.`,
        state2
      );
      if (seen) r.activity = activityOf(seen.activity);
      return r;
    }
    const state = this.record ? await this.finish("failed", CALLER_ABORTED) : null;
    return this.base(
      "failed",
      false,
      CALLER_ABORTED,
      "No text was sent: the caller went away before the paste.",
      state
    );
  }
  /** An unexpected error once the buffer was staged: whether input may be in the pane decides the claim. */
  async interrupted(seen, err) {
    if (this.written) {
      const state2 = await this.finish("indeterminate", "delivery_indeterminate");
      return this.report(
        seen,
        "indeterminate",
        true,
        "delivery_indeterminate",
        `Input may have been written to ${this.seatRef} (${err.message}); it is not replayed.`,
        state2
      );
    }
    const state = await this.finish("failed", "send_failed");
    return this.report(seen, "failed", false, "send_failed", `No text was sent (${err.message}).`, state);
  }
};

// lib/delivery/pane/shells.ts
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "zsh", "fish", "nu", "dash", "ksh", "mksh", "tcsh", "csh", "login", "tmux"]);
var baseCommand = (command) => (command.trim().split("/").pop() ?? "").replace(/^-/, "");
function isShellCommand(command) {
  return SHELLS.has(baseCommand(command));
}

// lib/seat/runtime.ts
function clientOf(runtime) {
  return runtime === "codex" ? "codex" : "claude";
}

// lib/delivery/activity.ts
var PROMPT_WINDOW = 12;
var WORK_WINDOW = 8;
var STATUS_WINDOW = 4;
var SELECTION_FOOTER = /enter to (?:confirm|select)\b|esc to cancel\b/i;
var NUMBERED_CHOICE = /^\s*[❯›>»]\s*\d+\.\s*\S/;
var PERMISSION_QUESTION = /Do you want to (?:proceed|continue|trust|allow|make|apply|create|run|delete|overwrite|edit)\b|Do you trust the\b|Would you like to run the following command|Allow Codex to run/i;
var CODEX_MODAL_FOOTER = /\besc (?:close|back|dismiss|skip)\b|press enter to (?:confirm|continue|save)\b|\benter confirm\b/i;
var SPINNER_ROW = /^\s*[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]\s+\S/;
var WORKING = /\bWorking\b|esc to interrupt/i;
var CLAUDE_LIVE_STATUS = /^[✶✢✳✻✽✺·*]\s+\S.*(?:…|\.\.\.)(?:\s*\([^()]*\))?$/;
var CLAUDE_RETRY = /retrying in \d+s · attempt \d+\/\d+/;
var CODEX_TURN_STATUS = /^[•◦]\s.*esc to interrupt/;
var result = (state, reason) => ({ state, reason });
function classifyTerminal(command) {
  if (!baseCommand(command ?? "")) return result("unknown", "no_pane_command");
  if (isShellCommand(command ?? "")) return result("unknown", "shell_foreground");
  return result("busy", "foreground_process");
}
function classifyActivity(plain, runtime, opts = {}) {
  if (runtime === "terminal") return classifyTerminal(opts.paneCurrentCommand);
  const rt = clientOf(runtime);
  const rows = plain.replace(/\r/g, "").split("\n").map((r) => r.replace(/\s+$/, ""));
  while (rows.length && rows[rows.length - 1] === "") rows.pop();
  const nonBlank = rows.filter((r) => !isBlank(r));
  if (!nonBlank.length) return result("unknown", "empty_capture");
  const located = locateComposer(rows, rt);
  if (!located.ok) {
    const win = nonBlank.slice(-PROMPT_WINDOW);
    if (win.some((r) => NUMBERED_CHOICE.test(r))) return result("needs_input", "numbered_menu");
    if (win.some((r) => PERMISSION_QUESTION.test(r))) return result("needs_input", "permission_prompt");
    if (win.some((r) => SELECTION_FOOTER.test(r))) return result("needs_input", "selection_prompt");
    if (rt === "codex" && win.some((r) => CODEX_MODAL_FOOTER.test(r))) return result("needs_input", "modal_screen");
    const work = nonBlank.slice(-WORK_WINDOW);
    if (work.some((r) => SPINNER_ROW.test(r) || WORKING.test(r))) return result("busy", "working_status");
    return result("unknown", located.reason === "clipped_input" ? "clipped_input" : "no_activity_signal");
  }
  const at = located.at;
  const input = rows.slice(at.promptRow, at.endRow + 1).map((r) => r.slice(at.prefix).replace(/[\s\u00a0]+$/, ""));
  const content = input.join("\n").trim();
  const known = opts.composer && opts.composer.state !== "unknown" && opts.composer.runtime === rt ? opts.composer : void 0;
  const draft = known ? known.state === "draft" : !(content === "" || input.length === 1 && isKnownPlaceholder(content));
  const busy = rt === "claude" ? claudeBusy(rows, at.promptRow, at.endRow) : codexBusy(rows, at.promptRow);
  if (draft) return result("needs_input", busy ? "prompt_draft_busy" : "prompt_draft");
  if (busy) return result("busy", busy);
  return result("idle", rt === "claude" ? "idle_prompt" : "idle_prompt_unverified");
}
function claudeBusy(rows, promptRow, endRow) {
  if (rows.slice(endRow + 1).some((r) => /esc to interrupt/i.test(r))) return "interrupt_hint";
  const above = rows.slice(0, Math.max(0, promptRow - 1)).filter((r) => !isBlank(r)).slice(-STATUS_WINDOW);
  if (above.some((r) => CLAUDE_RETRY.test(r))) return "api_retry";
  if (above.some((r) => CLAUDE_LIVE_STATUS.test(r.trim()) && !/\bfor \d/.test(r))) return "live_status";
  return null;
}
function codexBusy(rows, promptRow) {
  return rows.slice(0, promptRow).some((r) => CODEX_TURN_STATUS.test(r)) ? "turn_status" : null;
}

// lib/activity/freshness.ts
var HOOK_STALE_MS = 5 * 6e4;
var HOOK_DECIDES_MS = 15e3;
function hookActivityAt(doc, nowMs) {
  if (!doc) return { state: "unknown", reason: "no_hook_record", ageMs: null, stale: false, source: "hook" };
  const a = doc.activity;
  const ageMs = Math.max(0, Math.round(nowMs - a.seq / 1e3));
  if (ageMs > HOOK_STALE_MS)
    return { state: "unknown", reason: "stale_runtime_hook", ageMs, stale: true, source: "hook", event: a.event };
  return { state: a.state, reason: a.reason, ageMs, stale: false, source: "hook", event: a.event };
}
var HOOK_WORD = {
  running: "busy",
  idle: "idle",
  needs_input: "needs_input",
  unknown: void 0
};
function decisiveHookWord(hook) {
  if (hook.stale || hook.ageMs === null) return void 0;
  const word = HOOK_WORD[hook.state];
  if (word === void 0) return void 0;
  if (hook.ageMs <= HOOK_DECIDES_MS) return word;
  return word === "idle" ? word : void 0;
}
function combineReadiness(hook, screen) {
  const word = decisiveHookWord(hook);
  const age = hook.ageMs ?? void 0;
  if (screen?.state === "needs_input") {
    if (word === "needs_input") return { state: "needs_input", reason: hook.reason, source: "hook", ageMs: age };
    if (word !== void 0) return { state: "needs_input", reason: screen.reason, source: "hook+pane", ageMs: age };
    return { state: "needs_input", reason: screen.reason, source: "pane" };
  }
  if (word !== void 0) return { state: word, reason: hook.reason, source: "hook", ageMs: age };
  if (screen) return { state: screen.state, reason: screen.reason, source: "pane" };
  return { state: "unknown", reason: "not_read", source: "pane" };
}

// lib/activity/store.ts
var import_node_fs15 = require("node:fs");
var import_node_path9 = require("node:path");

// lib/store/peek.ts
var import_node_fs13 = require("node:fs");
function peekDocument(kind, file) {
  let raw;
  try {
    raw = (0, import_node_fs13.readFileSync)(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return { found: false };
    return { found: true, unclean: true };
  }
  try {
    const doc = JSON.parse(raw);
    if (kind.validate(doc) && doc.schema === kind.schema && doc.version === kind.version)
      return { found: true, doc };
  } catch {
  }
  return { found: true, unclean: true };
}

// lib/evidence/permission.ts
var MAX_ENTRIES = 8;
var MAX_RULES_PER_ENTRY = 16;
var MAX_TOOL_NAME_UNITS = 128;
var MAX_RULE_CONTENT_UNITS = 2048;
var MAX_EVIDENCE_BYTES = 16384;
var AGENT_ID_PATTERN = /^[A-Za-z0-9._:@-]{1,128}$/;
var SUGGESTION_TYPES = ["addRules", "replaceRules", "removeRules"];
var SUGGESTION_BEHAVIORS = ["allow", "deny", "ask"];
var SUGGESTION_DESTINATIONS = [
  "userSettings",
  "projectSettings",
  "localSettings",
  "session",
  "cliArg"
];
var NOT_RELAYED_REASON = "not_relayed";
var UNAVAILABLE_REASON_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
var ISO_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
var TYPES = new Set(SUGGESTION_TYPES);
var BEHAVIORS = new Set(SUGGESTION_BEHAVIORS);
var DESTINATIONS = new Set(SUGGESTION_DESTINATIONS);
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var ok = (value) => ({ ok: true, value });
var refuse = (reason) => ({ ok: false, reason });
function evidenceBytes(obs) {
  return Buffer.byteLength(JSON.stringify(obs), "utf8");
}
function actorOf(agentId) {
  if (agentId === void 0 || agentId === null) return ok({ category: "main" });
  if (typeof agentId !== "string")
    return refuse(`agent_id is a ${Array.isArray(agentId) ? "array" : typeof agentId}, not a string`);
  if (!AGENT_ID_PATTERN.test(agentId)) return refuse("agent_id is not 1-128 characters of [A-Za-z0-9._:@-]");
  return ok({ category: "subagent_or_teammate", id: agentId });
}
function checkToolName(name, where) {
  if (typeof name !== "string") return `${where} is not a string`;
  if (name.length === 0) return `${where} is empty`;
  if (name.length > MAX_TOOL_NAME_UNITS) return `${where} is longer than ${MAX_TOOL_NAME_UNITS} UTF-16 code units`;
  return void 0;
}
function checkSeq(seq) {
  return Number.isSafeInteger(seq) && seq >= 0 ? void 0 : "seq is not a non-negative integer";
}
function checkObservedAt(at) {
  if (typeof at !== "string" || !ISO_PATTERN.test(at))
    return "observedAt is not an ISO time (YYYY-MM-DDTHH:MM:SS.mmmZ)";
  const ms2 = Date.parse(at);
  if (!Number.isFinite(ms2) || new Date(ms2).toISOString() !== at) return "observedAt is not a real time";
  return void 0;
}
function exactKeys(obj, required, optional, where) {
  for (const key of Object.keys(obj)) {
    if (!required.includes(key) && !optional.includes(key)) return `${where} has an unknown field`;
  }
  for (const key of required) if (!Object.hasOwn(obj, key)) return `${where}.${key} is missing`;
  return void 0;
}
function checkActor(value) {
  if (!isRecord(value)) return refuse("actor is not an object");
  if (value.category === "main") {
    const extra2 = exactKeys(value, ["category"], [], "actor");
    return extra2 ? refuse(extra2) : ok({ category: "main" });
  }
  if (value.category !== "subagent_or_teammate") return refuse("actor.category is not main or subagent_or_teammate");
  const extra = exactKeys(value, ["category", "id"], [], "actor");
  if (extra) return refuse(extra);
  if (typeof value.id !== "string" || !AGENT_ID_PATTERN.test(value.id)) {
    return refuse("actor.id is not 1-128 characters of [A-Za-z0-9._:@-]");
  }
  return ok({ category: "subagent_or_teammate", id: value.id });
}
function checkRule(value, where) {
  if (!isRecord(value)) return refuse(`${where} is not an object`);
  const extra = exactKeys(value, ["toolName"], ["ruleContent"], where);
  if (extra) return refuse(extra);
  const nameProblem2 = checkToolName(value.toolName, `${where}.toolName`);
  if (nameProblem2) return refuse(nameProblem2);
  if (!Object.hasOwn(value, "ruleContent")) return ok({ toolName: value.toolName });
  const content = value.ruleContent;
  if (typeof content !== "string") return refuse(`${where}.ruleContent is not a string`);
  if (content.length > MAX_RULE_CONTENT_UNITS) {
    return refuse(`${where}.ruleContent is longer than ${MAX_RULE_CONTENT_UNITS} UTF-16 code units`);
  }
  return ok({ toolName: value.toolName, ruleContent: content });
}
function checkEntry(value, where) {
  if (!isRecord(value)) return refuse(`${where} is not an object`);
  const extra = exactKeys(value, ["type", "rules", "behavior", "destination"], [], where);
  if (extra) return refuse(extra);
  if (!TYPES.has(value.type)) return refuse(`${where}.type is not addRules, replaceRules or removeRules`);
  if (!BEHAVIORS.has(value.behavior)) return refuse(`${where}.behavior is not ${SUGGESTION_BEHAVIORS.join(", ")}`);
  if (!DESTINATIONS.has(value.destination))
    return refuse(`${where}.destination is not ${SUGGESTION_DESTINATIONS.join(", ")}`);
  if (!Array.isArray(value.rules)) return refuse(`${where}.rules is not a list`);
  if (value.rules.length > MAX_RULES_PER_ENTRY)
    return refuse(`${where}.rules has more than ${MAX_RULES_PER_ENTRY} rules`);
  const rules = [];
  for (let i = 0; i < value.rules.length; i++) {
    const rule = checkRule(value.rules[i], `${where}.rules[${i}]`);
    if (!rule.ok) return rule;
    rules.push(rule.value);
  }
  return ok({
    type: value.type,
    rules,
    behavior: value.behavior,
    destination: value.destination
  });
}
function checkSuggestedRules(value) {
  const where = "suggested_rules";
  if (!isRecord(value)) return refuse(`${where} is not an object`);
  if (value.state === "unavailable") {
    const extra2 = exactKeys(value, ["state", "reason"], [], where);
    if (extra2) return refuse(extra2);
    if (typeof value.reason !== "string" || !UNAVAILABLE_REASON_PATTERN.test(value.reason)) {
      return refuse(`${where}.reason is not a machine word ([a-z][a-z0-9_]{0,63})`);
    }
    return ok({ state: "unavailable", reason: value.reason });
  }
  if (value.state !== "available") return refuse(`${where}.state is not available or unavailable`);
  const extra = exactKeys(value, ["state", "native", "entries", "unsupported", "size_cut"], [], where);
  if (extra) return refuse(extra);
  if (value.native !== "present" && value.native !== "missing")
    return refuse(`${where}.native is not present or missing`);
  if (typeof value.unsupported !== "boolean") return refuse(`${where}.unsupported is not a boolean`);
  if (typeof value.size_cut !== "boolean") return refuse(`${where}.size_cut is not a boolean`);
  if (!Array.isArray(value.entries)) return refuse(`${where}.entries is not a list`);
  if (value.entries.length > MAX_ENTRIES) return refuse(`${where}.entries has more than ${MAX_ENTRIES} entries`);
  if (value.native === "missing" && (value.entries.length > 0 || value.unsupported || value.size_cut)) {
    return refuse(`${where} says the native field is missing but carries entries or markers`);
  }
  const entries = [];
  for (let i = 0; i < value.entries.length; i++) {
    const entry = checkEntry(value.entries[i], `${where}.entries[${i}]`);
    if (!entry.ok) return entry;
    entries.push(entry.value);
  }
  return ok({
    state: "available",
    native: value.native,
    entries,
    unsupported: value.unsupported,
    size_cut: value.size_cut
  });
}
function checkPermissionObservation(value) {
  if (!isRecord(value)) return refuse("the permission observation is not an object");
  const extra = exactKeys(value, ["tool", "actor", "observedAt", "seq"], ["suggested_rules"], "permission");
  if (extra) return refuse(extra);
  if (!isRecord(value.tool)) return refuse("tool is not an object");
  const toolExtra = exactKeys(value.tool, ["name"], [], "tool");
  if (toolExtra) return refuse(toolExtra);
  const nameProblem2 = checkToolName(value.tool.name, "tool.name");
  if (nameProblem2) return refuse(nameProblem2);
  const actor = checkActor(value.actor);
  if (!actor.ok) return actor;
  const timeProblem = checkObservedAt(value.observedAt) ?? checkSeq(value.seq);
  if (timeProblem) return refuse(timeProblem);
  let suggested = { state: "unavailable", reason: NOT_RELAYED_REASON };
  if (Object.hasOwn(value, "suggested_rules")) {
    const checked = checkSuggestedRules(value.suggested_rules);
    if (!checked.ok) return checked;
    suggested = checked.value;
  }
  const obs = {
    tool: { name: value.tool.name },
    actor: actor.value,
    observedAt: value.observedAt,
    seq: value.seq,
    suggested_rules: suggested
  };
  if (evidenceBytes(obs) > MAX_EVIDENCE_BYTES)
    return refuse(`the observation is over ${MAX_EVIDENCE_BYTES} UTF-8 bytes serialized`);
  return ok(obs);
}

// lib/activity/prompt-hash.ts
var PASTED = /^<pasted_content id="([^"]*)">([\s\S]*)<\/pasted_content id="([^"]*)">$/;
function normalizePrompt(text) {
  const t = text.replace(/\r\n?/g, "\n").trim();
  const m = PASTED.exec(t);
  if (m && m[1] === m[3]) return (m[2] ?? "").trim();
  return t;
}
function fnv1a64Hex(bytes) {
  let h0 = 8997;
  let h1 = 33826;
  let h2 = 40164;
  let h3 = 52210;
  for (let i = 0; i < bytes.length; i++) {
    h0 ^= bytes[i];
    const t0 = h0 * 435;
    const t1 = h1 * 435;
    const t2 = h2 * 435;
    const t3 = h3 * 435;
    const s2 = h0 << 8 & 65535;
    const s3 = (h0 >>> 8 | h1 << 8) & 65535;
    let c = t0;
    h0 = c & 65535;
    c = t1 + (c >>> 16);
    h1 = c & 65535;
    c = t2 + s2 + Math.floor(c / 65536);
    h2 = c & 65535;
    c = t3 + s3 + Math.floor(c / 65536);
    h3 = c & 65535;
  }
  const hex2 = (n) => n.toString(16).padStart(4, "0");
  return `${hex2(h3)}${hex2(h2)}${hex2(h1)}${hex2(h0)}`;
}
var PROMPT_HASH_PATTERN = /^fnv1a64:[0-9a-f]{16}$/;
function promptHash(text) {
  return `fnv1a64:${fnv1a64Hex(Buffer.from(normalizePrompt(text), "utf8"))}`;
}

// lib/activity/observe.ts
var EVENT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
var SUBTYPE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;
var SESSION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
var TRANSCRIPT_PATH_PATTERN = /^\/[^\u0000-\u001f\u007f]{0,4089}\.jsonl$/;
var TOOL_NAME_MAX = MAX_TOOL_NAME_UNITS;
var UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;
function toolNameOf(v) {
  return typeof v === "string" && v.length > 0 && v.length <= TOOL_NAME_MAX && !UNPRINTABLE.test(v) ? v : void 0;
}

// lib/activity/map.ts
var NEEDS_INPUT_NOTIFICATIONS = /* @__PURE__ */ new Set(["permission_prompt", "elicitation_dialog"]);
function mapActivity(event, subtype) {
  switch (event) {
    case "UserPromptSubmit":
      return { state: "running", reason: "prompt_submitted" };
    case "PreToolUse":
      return { state: "running", reason: "tool_started" };
    case "PostToolUse":
      return { state: "running", reason: "tool_finished" };
    case "PermissionRequest":
      return { state: "needs_input", reason: "permission_request" };
    case "Notification":
      if (subtype !== void 0 && NEEDS_INPUT_NOTIFICATIONS.has(subtype))
        return { state: "needs_input", reason: subtype };
      if (subtype === "idle_prompt") return { state: "idle", reason: "idle_prompt" };
      return { state: "unknown", reason: "unmapped_notification" };
    case "Stop":
      return { state: "idle", reason: "turn_stopped" };
    case "StopFailure":
      return subtype !== void 0 ? { state: "idle", reason: "stop_failure", errorKind: subtype } : { state: "idle", reason: "stop_failure" };
    case "SessionEnd":
      return { state: "idle", reason: "session_ended" };
    case "SessionStart":
      return { state: "unknown", reason: "session_start_observed" };
    default:
      return { state: "unknown", reason: "unmapped_runtime_hook" };
  }
}

// lib/activity/merge.ts
var PROMPTS_KEPT = 8;
var UNKNOWN_PLUGIN = "unknown";
function activityOf2(obs) {
  const m = mapActivity(obs.event, obs.subtype);
  const a = { state: m.state, reason: m.reason, event: obs.event, seq: obs.seq, at: obs.observedAt };
  if (obs.subtype !== void 0) a.subtype = obs.subtype;
  if (m.errorKind !== void 0) a.errorKind = m.errorKind;
  return a;
}
function lastHookOf(obs) {
  return obs.subtype !== void 0 ? { event: obs.event, subtype: obs.subtype, seq: obs.seq, at: obs.observedAt } : { event: obs.event, seq: obs.seq, at: obs.observedAt };
}
function sessionOf(obs) {
  if (obs.sessionId === void 0) return void 0;
  const s = { id: obs.sessionId, seq: obs.seq, at: obs.observedAt };
  if (obs.event === "SessionStart" && obs.subtype !== void 0) s.source = obs.subtype;
  if (obs.transcriptPath !== void 0) s.transcriptPath = obs.transcriptPath;
  return s;
}
function mergeObservation(doc, obs) {
  if (doc === void 0) {
    const fresh = {
      schema: "seat-hooks",
      version: 1,
      nodeId: obs.nodeId,
      occupant: obs.occupant,
      seat: obs.seat,
      runtime: obs.runtime,
      firstLaunch: {
        at: obs.observedAt,
        seq: obs.seq,
        event: obs.event,
        pluginVersion: obs.plugin?.version ?? UNKNOWN_PLUGIN,
        bundleHash: obs.plugin?.bundleHash ?? UNKNOWN_PLUGIN
      },
      lastHook: lastHookOf(obs),
      activity: activityOf2(obs)
    };
    const session2 = sessionOf(obs);
    if (session2) fresh.session = session2;
    if (obs.promptHash !== void 0) fresh.prompts = [{ hash: obs.promptHash, seq: obs.seq, at: obs.observedAt }];
    return fresh;
  }
  let changed = false;
  const next = { ...doc };
  if (obs.seq > doc.lastHook.seq) {
    next.lastHook = lastHookOf(obs);
    changed = true;
  }
  if (obs.seq > doc.activity.seq) {
    next.activity = activityOf2(obs);
    changed = true;
  }
  const session = sessionOf(obs);
  if (session && (doc.session === void 0 || obs.event === "SessionStart" && obs.seq > doc.session.seq)) {
    next.session = session;
    changed = true;
  }
  if (obs.promptHash !== void 0) {
    const prompts = doc.prompts ?? [];
    const known = prompts.some((p) => p.seq === obs.seq && p.hash === obs.promptHash);
    const oldest = prompts.length >= PROMPTS_KEPT ? prompts[0].seq : -Infinity;
    if (!known && obs.seq > oldest) {
      const merged = [...prompts, { hash: obs.promptHash, seq: obs.seq, at: obs.observedAt }].sort(
        (a, b) => a.seq - b.seq
      );
      next.prompts = merged.slice(-PROMPTS_KEPT);
      changed = true;
    }
  }
  return changed ? next : UNCHANGED;
}

// lib/activity/plugin-info.ts
var PLUGIN_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
var BUNDLE_HASH_PATTERN = /^(?:[0-9a-f]{16}|unknown)$/;
var MAX_FILE_BYTES = 16 * 1024 * 1024;

// lib/activity/ingress-check.ts
var ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
var MIN_SEQ = 1e15;
var FUTURE_SKEW_MS = 3e4;
var FIELDS = /* @__PURE__ */ new Set([
  "v",
  "nodeId",
  "occupant",
  "seat",
  "runtime",
  "event",
  "subtype",
  "seq",
  "observedAt",
  "sessionId",
  "transcriptPath",
  "promptHash",
  "toolName",
  "agentId",
  "permission",
  "plugin"
]);
var fail2 = (reason) => ({ ok: false, reason });
function isPlainObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}
function patternProblem(field, v, pattern, what) {
  if (typeof v !== "string") return `${field} must be a string`;
  if (!pattern.test(v)) return `${field} must be ${what}`;
  return void 0;
}
function seatProblem(v) {
  if (typeof v !== "string") return "seat must be a string (name@rig)";
  const at = v.indexOf("@");
  if (at < 0 || v.indexOf("@", at + 1) >= 0) return "seat must be name@rig";
  const problem = nameProblem(v.slice(0, at)) ?? nameProblem(v.slice(at + 1));
  return problem ? `seat: ${problem}` : void 0;
}
function checkHookObservation(value, opts = {}) {
  if (!isPlainObject(value)) return fail2("the body must be a JSON object (a hook observation)");
  const unknown = Object.keys(value).filter((k) => !FIELDS.has(k));
  if (unknown.length) return fail2(`unknown field${unknown.length > 1 ? "s" : ""} ${unknown.sort().join(", ")}`);
  const o = value;
  if (o.v !== 1) return fail2("v must be 1");
  const identity = patternProblem("nodeId", o.nodeId, NODE_ID_PATTERN, "a node id (n-<16 hex>)") ?? patternProblem("occupant", o.occupant, OCCUPANT_PATTERN, "an occupant id (o-<16 hex>)") ?? seatProblem(o.seat);
  if (identity) return fail2(identity);
  if (o.runtime !== "claude" && o.runtime !== "codex") return fail2("runtime must be claude or codex");
  const event = patternProblem("event", o.event, EVENT_PATTERN, "a hook event name (letters, digits, _; \u2264 64)");
  if (event) return fail2(event);
  if (o.subtype !== void 0) {
    const p = patternProblem("subtype", o.subtype, SUBTYPE_PATTERN, "a short word ([A-Za-z0-9_.:-], \u2264 64)");
    if (p) return fail2(p);
  }
  const now = opts.now ?? Date.now();
  if (typeof o.seq !== "number" || !Number.isSafeInteger(o.seq) || o.seq <= 0)
    return fail2("seq must be a positive safe integer");
  if (o.seq < MIN_SEQ) return fail2("seq must be microseconds since the epoch (this one is too small)");
  if (o.seq > (now + FUTURE_SKEW_MS) * 1e3) return fail2("seq is in the future");
  if (typeof o.observedAt !== "string" || !ISO_UTC.test(o.observedAt) || Number.isNaN(Date.parse(o.observedAt)))
    return fail2("observedAt must be an ISO time in UTC (\u2026Z)");
  if (Date.parse(o.observedAt) > now + FUTURE_SKEW_MS) return fail2("observedAt is in the future");
  if (o.sessionId !== void 0) {
    const p = patternProblem("sessionId", o.sessionId, SESSION_ID_PATTERN, "an id ([A-Za-z0-9._:-], \u2264 128)");
    if (p) return fail2(p);
  }
  if (o.transcriptPath !== void 0) {
    const p = patternProblem("transcriptPath", o.transcriptPath, TRANSCRIPT_PATH_PATTERN, "an absolute .jsonl path");
    if (p) return fail2(p);
  }
  if (o.promptHash !== void 0) {
    const p = patternProblem("promptHash", o.promptHash, PROMPT_HASH_PATTERN, "a prompt hash (fnv1a64:<16 hex>)");
    if (p) return fail2(p);
  }
  if (o.toolName !== void 0) {
    if (toolNameOf(o.toolName) === void 0)
      return fail2(`toolName must be 1\u2013${TOOL_NAME_MAX} UTF-16 units without control or format characters`);
  }
  if (o.agentId !== void 0) {
    if (typeof o.agentId !== "string" || !actorOf(o.agentId).ok)
      return fail2("agentId must be a valid agent id (lib/evidence actorOf)");
  }
  let plugin;
  if (o.plugin !== void 0) {
    if (!isPlainObject(o.plugin)) return fail2("plugin must be an object {version, bundleHash}");
    const extra = Object.keys(o.plugin).filter((k) => k !== "version" && k !== "bundleHash");
    if (extra.length) return fail2(`plugin: unknown field ${extra.sort().join(", ")}`);
    const p = patternProblem("plugin.version", o.plugin.version, PLUGIN_VERSION_PATTERN, "a version (\u2264 64)") ?? patternProblem("plugin.bundleHash", o.plugin.bundleHash, BUNDLE_HASH_PATTERN, "16 hex digits or unknown");
    if (p) return fail2(p);
    plugin = { version: o.plugin.version, bundleHash: o.plugin.bundleHash };
  }
  let permission;
  if (o.permission !== void 0) {
    if (o.event !== "PermissionRequest") return fail2("permission is carried only by a PermissionRequest");
    const checked = (opts.checkPermission ?? checkPermissionObservation)(o.permission);
    if (!checked.ok) return fail2(`permission: ${checked.reason}`);
    if (checked.value.seq !== o.seq) return fail2("permission.seq must equal seq");
    permission = checked.value;
  }
  const obs = {
    v: 1,
    nodeId: o.nodeId,
    occupant: o.occupant,
    seat: o.seat,
    runtime: o.runtime,
    event: o.event,
    seq: o.seq,
    observedAt: o.observedAt
  };
  if (o.subtype !== void 0) obs.subtype = o.subtype;
  if (o.sessionId !== void 0) obs.sessionId = o.sessionId;
  if (o.transcriptPath !== void 0) obs.transcriptPath = o.transcriptPath;
  if (o.promptHash !== void 0) obs.promptHash = o.promptHash;
  if (o.toolName !== void 0) obs.toolName = o.toolName;
  if (o.agentId !== void 0) obs.agentId = o.agentId;
  if (permission) obs.permission = permission;
  if (plugin) obs.plugin = plugin;
  return { ok: true, value: obs };
}

// lib/activity/journal-append.ts
var import_node_fs14 = require("node:fs");
var import_node_path8 = require("node:path");
var FOLD_EVERY_BYTES = 8 * 1024;
function journalEntry(obs) {
  const { permission: _p, toolName: _t, agentId: _a, ...entry } = obs;
  return entry;
}
function crossesFoldPoint(size, bytes, every = FOLD_EVERY_BYTES) {
  return Math.floor((size - bytes) / every) !== Math.floor(size / every);
}
function appendToJournal(file, obs) {
  const line = Buffer.from(`${JSON.stringify(journalEntry(obs))}
`, "utf8");
  const fd = (0, import_node_fs14.openSync)(file, "a", 384);
  try {
    const written = (0, import_node_fs14.writeSync)(fd, line);
    if (written !== line.length) throw new Error(`${file}: only ${written} of ${line.length} bytes appended`);
    return { size: (0, import_node_fs14.fstatSync)(fd).size, bytes: line.length };
  } finally {
    (0, import_node_fs14.closeSync)(fd);
  }
}
function checkIds(nodeId, occupant) {
  if (!NODE_ID_PATTERN.test(nodeId)) throw new Error(`invalid node id ${JSON.stringify(nodeId)}`);
  if (!OCCUPANT_PATTERN.test(occupant)) throw new Error(`invalid occupant ${JSON.stringify(occupant)}`);
}
function appendObservation(home, obs) {
  checkIds(obs.nodeId, obs.occupant);
  const journal = seatHooksJournalPath(home, obs.nodeId, obs.occupant);
  ensureDir((0, import_node_path8.dirname)(journal));
  const { size, bytes } = appendToJournal(journal, obs);
  const created = size === bytes && !(0, import_node_fs14.existsSync)(seatHooksPath(home, obs.nodeId, obs.occupant));
  return { created, foldDue: crossesFoldPoint(size, bytes), bytes };
}

// lib/activity/journal.ts
var RETIRE_AT_BYTES = 1024 * 1024;
var JOURNAL_QUIET_MS = 1e4;
var JOURNAL_READ_MAX_BYTES = 8 * 1024 * 1024;
function parseJournal(bytes, base) {
  const last = bytes.lastIndexOf(10);
  if (last < 0) return { values: [], end: base };
  const values = [];
  for (const line of bytes.toString("utf8", 0, last).split("\n")) {
    if (!line) continue;
    try {
      values.push(JSON.parse(line));
    } catch {
    }
  }
  return { values, end: base + last + 1 };
}
function foldEntries(doc, entries) {
  let out = doc;
  for (const obs of [...entries].sort((a, b) => a.seq - b.seq)) {
    const next = mergeObservation(out, obs);
    if (next !== UNCHANGED) out = next;
    if (out && obs.plugin && out.firstLaunch.bundleHash === UNKNOWN_PLUGIN && out.firstLaunch.pluginVersion === UNKNOWN_PLUGIN)
      out = {
        ...out,
        firstLaunch: { ...out.firstLaunch, pluginVersion: obs.plugin.version, bundleHash: obs.plugin.bundleHash }
      };
  }
  return out;
}
function foldOffsets(currentEnd, retiredEnd, retiredQuiet) {
  if (currentEnd >= RETIRE_AT_BYTES && retiredQuiet)
    return { offsets: { folded: 0, retiredFolded: currentEnd }, retire: true };
  return {
    offsets: retiredEnd === void 0 ? { folded: currentEnd } : { folded: currentEnd, retiredFolded: retiredEnd },
    retire: false
  };
}

// lib/store/validators/seat-hooks.v1.generated.js
var compiled5;
function validate_seat_hooks_v1(data, options) {
  compiled5 ??= build5();
  const ok2 = compiled5(data, options);
  validate_seat_hooks_v1.errors = compiled5.errors;
  return ok2;
}
function build5() {
  const schema29 = { "$id": "openrig/seat-hooks@1", "title": "What one seat occupant's runtime hooks reported, folded from its journal ($OPENRIG_HOME/activity/<nodeId>/<occupant>.json)", "type": "object", "required": ["schema", "version", "nodeId", "occupant", "seat", "runtime", "firstLaunch", "lastHook", "activity"], "additionalProperties": false, "definitions": { "seq": { "type": "integer", "minimum": 1 }, "at": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, "event": { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]{0,63}$" }, "word": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" } }, "properties": { "schema": { "const": "seat-hooks" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "occupant": { "type": "string", "pattern": "^o-[0-9a-f]{16}$" }, "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "runtime": { "enum": ["claude", "codex"] }, "firstLaunch": { "type": "object", "required": ["at", "seq", "event", "pluginVersion", "bundleHash"], "additionalProperties": false, "properties": { "at": { "$ref": "#/definitions/at" }, "seq": { "$ref": "#/definitions/seq" }, "event": { "$ref": "#/definitions/event" }, "pluginVersion": { "type": "string", "pattern": "^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$" }, "bundleHash": { "type": "string", "pattern": "^([0-9a-f]{16}|unknown)$" } } }, "lastHook": { "type": "object", "required": ["event", "seq", "at"], "additionalProperties": false, "properties": { "event": { "$ref": "#/definitions/event" }, "subtype": { "$ref": "#/definitions/word" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } }, "activity": { "type": "object", "required": ["state", "reason", "event", "seq", "at"], "additionalProperties": false, "properties": { "state": { "enum": ["running", "needs_input", "idle", "unknown"] }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "event": { "$ref": "#/definitions/event" }, "subtype": { "$ref": "#/definitions/word" }, "errorKind": { "$ref": "#/definitions/word" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } }, "session": { "type": "object", "required": ["id", "seq", "at"], "additionalProperties": false, "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }, "source": { "$ref": "#/definitions/word" }, "transcriptPath": { "type": "string", "pattern": "^/[^\\u0000-\\u001f\\u007f]{0,4089}\\.jsonl$" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } }, "prompts": { "type": "array", "maxItems": 8, "items": { "type": "object", "required": ["hash", "seq", "at"], "additionalProperties": false, "properties": { "hash": { "type": "string", "pattern": "^fnv1a64:[0-9a-f]{16}$" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } } }, "journal": { "description": "Bytes of the occupant's journal (<occupant>.jsonl) and of the retired one (<occupant>.retired.jsonl) folded into this document", "type": "object", "required": ["folded"], "additionalProperties": false, "properties": { "folded": { "type": "integer", "minimum": 0 }, "retiredFolded": { "type": "integer", "minimum": 0 } } } } };
  const schema30 = { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" };
  const schema31 = { "type": "integer", "minimum": 1 };
  const schema32 = { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]{0,63}$" };
  const schema34 = { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern19 = new RegExp("^o-[0-9a-f]{16}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern22 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$", "u");
  const pattern93 = new RegExp("^[A-Za-z][A-Za-z0-9_]{0,63}$", "u");
  const pattern94 = new RegExp("^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$", "u");
  const pattern95 = new RegExp("^([0-9a-f]{16}|unknown)$", "u");
  const pattern97 = new RegExp("^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$", "u");
  const pattern99 = new RegExp("^[a-z][a-z0-9_]{0,63}$", "u");
  const pattern23 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$", "u");
  const pattern106 = new RegExp("^/[^\\u0000-\\u001f\\u007f]{0,4089}\\.jsonl$", "u");
  const pattern108 = new RegExp("^fnv1a64:[0-9a-f]{16}$", "u");
  function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.nodeId === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.occupant === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "occupant" }, message: "must have required property 'occupant'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.seat === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.runtime === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "runtime" }, message: "must have required property 'runtime'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.firstLaunch === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "firstLaunch" }, message: "must have required property 'firstLaunch'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.lastHook === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastHook" }, message: "must have required property 'lastHook'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (data.activity === void 0) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "activity" }, message: "must have required property 'activity'" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema29.properties, key0)) {
          const err9 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("seat-hooks" !== data.schema) {
          const err10 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "seat-hooks" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err11 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data2 = data.nodeId;
        if (typeof data2 === "string") {
          if (!pattern6.test(data2)) {
            const err12 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        } else {
          const err13 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
      if (data.occupant !== void 0) {
        let data3 = data.occupant;
        if (typeof data3 === "string") {
          if (!pattern19.test(data3)) {
            const err14 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/pattern", keyword: "pattern", params: { pattern: "^o-[0-9a-f]{16}$" }, message: 'must match pattern "^o-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        } else {
          const err15 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
      if (data.seat !== void 0) {
        let data4 = data.seat;
        if (typeof data4 === "string") {
          if (!pattern20.test(data4)) {
            const err16 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        } else {
          const err17 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.runtime !== void 0) {
        let data5 = data.runtime;
        if (!(data5 === "claude" || data5 === "codex")) {
          const err18 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/enum", keyword: "enum", params: { allowedValues: schema29.properties.runtime.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
      if (data.firstLaunch !== void 0) {
        let data6 = data.firstLaunch;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
          if (data6.at === void 0) {
            const err19 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
          if (data6.seq === void 0) {
            const err20 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (data6.event === void 0) {
            const err21 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
          if (data6.pluginVersion === void 0) {
            const err22 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "pluginVersion" }, message: "must have required property 'pluginVersion'" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          if (data6.bundleHash === void 0) {
            const err23 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/required", keyword: "required", params: { missingProperty: "bundleHash" }, message: "must have required property 'bundleHash'" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          for (const key1 in data6) {
            if (!(key1 === "at" || key1 === "seq" || key1 === "event" || key1 === "pluginVersion" || key1 === "bundleHash")) {
              const err24 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          }
          if (data6.at !== void 0) {
            let data7 = data6.at;
            if (typeof data7 === "string") {
              if (!pattern22.test(data7)) {
                const err25 = { instancePath: instancePath + "/firstLaunch/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            } else {
              const err26 = { instancePath: instancePath + "/firstLaunch/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
          if (data6.seq !== void 0) {
            let data8 = data6.seq;
            if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
              const err27 = { instancePath: instancePath + "/firstLaunch/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (typeof data8 == "number" && isFinite(data8)) {
              if (data8 < 1 || isNaN(data8)) {
                const err28 = { instancePath: instancePath + "/firstLaunch/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
          }
          if (data6.event !== void 0) {
            let data9 = data6.event;
            if (typeof data9 === "string") {
              if (!pattern93.test(data9)) {
                const err29 = { instancePath: instancePath + "/firstLaunch/event", schemaPath: "#/definitions/event/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z][A-Za-z0-9_]{0,63}$" }, message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            } else {
              const err30 = { instancePath: instancePath + "/firstLaunch/event", schemaPath: "#/definitions/event/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
          if (data6.pluginVersion !== void 0) {
            let data10 = data6.pluginVersion;
            if (typeof data10 === "string") {
              if (!pattern94.test(data10)) {
                const err31 = { instancePath: instancePath + "/firstLaunch/pluginVersion", schemaPath: "#/properties/firstLaunch/properties/pluginVersion/pattern", keyword: "pattern", params: { pattern: "^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$" }, message: 'must match pattern "^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            } else {
              const err32 = { instancePath: instancePath + "/firstLaunch/pluginVersion", schemaPath: "#/properties/firstLaunch/properties/pluginVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          }
          if (data6.bundleHash !== void 0) {
            let data11 = data6.bundleHash;
            if (typeof data11 === "string") {
              if (!pattern95.test(data11)) {
                const err33 = { instancePath: instancePath + "/firstLaunch/bundleHash", schemaPath: "#/properties/firstLaunch/properties/bundleHash/pattern", keyword: "pattern", params: { pattern: "^([0-9a-f]{16}|unknown)$" }, message: 'must match pattern "^([0-9a-f]{16}|unknown)$"' };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            } else {
              const err34 = { instancePath: instancePath + "/firstLaunch/bundleHash", schemaPath: "#/properties/firstLaunch/properties/bundleHash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
          }
        } else {
          const err35 = { instancePath: instancePath + "/firstLaunch", schemaPath: "#/properties/firstLaunch/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
      if (data.lastHook !== void 0) {
        let data12 = data.lastHook;
        if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
          if (data12.event === void 0) {
            const err36 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
          if (data12.seq === void 0) {
            const err37 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (data12.at === void 0) {
            const err38 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          for (const key2 in data12) {
            if (!(key2 === "event" || key2 === "subtype" || key2 === "seq" || key2 === "at")) {
              const err39 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
          if (data12.event !== void 0) {
            let data13 = data12.event;
            if (typeof data13 === "string") {
              if (!pattern93.test(data13)) {
                const err40 = { instancePath: instancePath + "/lastHook/event", schemaPath: "#/definitions/event/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z][A-Za-z0-9_]{0,63}$" }, message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            } else {
              const err41 = { instancePath: instancePath + "/lastHook/event", schemaPath: "#/definitions/event/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
          if (data12.subtype !== void 0) {
            let data14 = data12.subtype;
            if (typeof data14 === "string") {
              if (!pattern97.test(data14)) {
                const err42 = { instancePath: instancePath + "/lastHook/subtype", schemaPath: "#/definitions/word/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            } else {
              const err43 = { instancePath: instancePath + "/lastHook/subtype", schemaPath: "#/definitions/word/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
          if (data12.seq !== void 0) {
            let data15 = data12.seq;
            if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
              const err44 = { instancePath: instancePath + "/lastHook/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
            if (typeof data15 == "number" && isFinite(data15)) {
              if (data15 < 1 || isNaN(data15)) {
                const err45 = { instancePath: instancePath + "/lastHook/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            }
          }
          if (data12.at !== void 0) {
            let data16 = data12.at;
            if (typeof data16 === "string") {
              if (!pattern22.test(data16)) {
                const err46 = { instancePath: instancePath + "/lastHook/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            } else {
              const err47 = { instancePath: instancePath + "/lastHook/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          }
        } else {
          const err48 = { instancePath: instancePath + "/lastHook", schemaPath: "#/properties/lastHook/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
      }
      if (data.activity !== void 0) {
        let data17 = data.activity;
        if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
          if (data17.state === void 0) {
            const err49 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
          if (data17.reason === void 0) {
            const err50 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
          if (data17.event === void 0) {
            const err51 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
          if (data17.seq === void 0) {
            const err52 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
          if (data17.at === void 0) {
            const err53 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
          for (const key3 in data17) {
            if (!(key3 === "state" || key3 === "reason" || key3 === "event" || key3 === "subtype" || key3 === "errorKind" || key3 === "seq" || key3 === "at")) {
              const err54 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          }
          if (data17.state !== void 0) {
            let data18 = data17.state;
            if (!(data18 === "running" || data18 === "needs_input" || data18 === "idle" || data18 === "unknown")) {
              const err55 = { instancePath: instancePath + "/activity/state", schemaPath: "#/properties/activity/properties/state/enum", keyword: "enum", params: { allowedValues: schema29.properties.activity.properties.state.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
          }
          if (data17.reason !== void 0) {
            let data19 = data17.reason;
            if (typeof data19 === "string") {
              if (!pattern99.test(data19)) {
                const err56 = { instancePath: instancePath + "/activity/reason", schemaPath: "#/properties/activity/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9_]{0,63}$" }, message: 'must match pattern "^[a-z][a-z0-9_]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            } else {
              const err57 = { instancePath: instancePath + "/activity/reason", schemaPath: "#/properties/activity/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
          }
          if (data17.event !== void 0) {
            let data20 = data17.event;
            if (typeof data20 === "string") {
              if (!pattern93.test(data20)) {
                const err58 = { instancePath: instancePath + "/activity/event", schemaPath: "#/definitions/event/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z][A-Za-z0-9_]{0,63}$" }, message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            } else {
              const err59 = { instancePath: instancePath + "/activity/event", schemaPath: "#/definitions/event/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
          }
          if (data17.subtype !== void 0) {
            let data21 = data17.subtype;
            if (typeof data21 === "string") {
              if (!pattern97.test(data21)) {
                const err60 = { instancePath: instancePath + "/activity/subtype", schemaPath: "#/definitions/word/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            } else {
              const err61 = { instancePath: instancePath + "/activity/subtype", schemaPath: "#/definitions/word/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          }
          if (data17.errorKind !== void 0) {
            let data22 = data17.errorKind;
            if (typeof data22 === "string") {
              if (!pattern97.test(data22)) {
                const err62 = { instancePath: instancePath + "/activity/errorKind", schemaPath: "#/definitions/word/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err62];
                } else {
                  vErrors.push(err62);
                }
                errors++;
              }
            } else {
              const err63 = { instancePath: instancePath + "/activity/errorKind", schemaPath: "#/definitions/word/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
          }
          if (data17.seq !== void 0) {
            let data23 = data17.seq;
            if (!(typeof data23 == "number" && (!(data23 % 1) && !isNaN(data23)) && isFinite(data23))) {
              const err64 = { instancePath: instancePath + "/activity/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err64];
              } else {
                vErrors.push(err64);
              }
              errors++;
            }
            if (typeof data23 == "number" && isFinite(data23)) {
              if (data23 < 1 || isNaN(data23)) {
                const err65 = { instancePath: instancePath + "/activity/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err65];
                } else {
                  vErrors.push(err65);
                }
                errors++;
              }
            }
          }
          if (data17.at !== void 0) {
            let data24 = data17.at;
            if (typeof data24 === "string") {
              if (!pattern22.test(data24)) {
                const err66 = { instancePath: instancePath + "/activity/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                if (vErrors === null) {
                  vErrors = [err66];
                } else {
                  vErrors.push(err66);
                }
                errors++;
              }
            } else {
              const err67 = { instancePath: instancePath + "/activity/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err67];
              } else {
                vErrors.push(err67);
              }
              errors++;
            }
          }
        } else {
          const err68 = { instancePath: instancePath + "/activity", schemaPath: "#/properties/activity/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err68];
          } else {
            vErrors.push(err68);
          }
          errors++;
        }
      }
      if (data.session !== void 0) {
        let data25 = data.session;
        if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
          if (data25.id === void 0) {
            const err69 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
          if (data25.seq === void 0) {
            const err70 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
          if (data25.at === void 0) {
            const err71 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
          for (const key4 in data25) {
            if (!(key4 === "id" || key4 === "source" || key4 === "transcriptPath" || key4 === "seq" || key4 === "at")) {
              const err72 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err72];
              } else {
                vErrors.push(err72);
              }
              errors++;
            }
          }
          if (data25.id !== void 0) {
            let data26 = data25.id;
            if (typeof data26 === "string") {
              if (!pattern23.test(data26)) {
                const err73 = { instancePath: instancePath + "/session/id", schemaPath: "#/properties/session/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$"' };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
            } else {
              const err74 = { instancePath: instancePath + "/session/id", schemaPath: "#/properties/session/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err74];
              } else {
                vErrors.push(err74);
              }
              errors++;
            }
          }
          if (data25.source !== void 0) {
            let data27 = data25.source;
            if (typeof data27 === "string") {
              if (!pattern97.test(data27)) {
                const err75 = { instancePath: instancePath + "/session/source", schemaPath: "#/definitions/word/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            } else {
              const err76 = { instancePath: instancePath + "/session/source", schemaPath: "#/definitions/word/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err76];
              } else {
                vErrors.push(err76);
              }
              errors++;
            }
          }
          if (data25.transcriptPath !== void 0) {
            let data28 = data25.transcriptPath;
            if (typeof data28 === "string") {
              if (!pattern106.test(data28)) {
                const err77 = { instancePath: instancePath + "/session/transcriptPath", schemaPath: "#/properties/session/properties/transcriptPath/pattern", keyword: "pattern", params: { pattern: "^/[^\\u0000-\\u001f\\u007f]{0,4089}\\.jsonl$" }, message: 'must match pattern "^/[^\\u0000-\\u001f\\u007f]{0,4089}\\.jsonl$"' };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
            } else {
              const err78 = { instancePath: instancePath + "/session/transcriptPath", schemaPath: "#/properties/session/properties/transcriptPath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err78];
              } else {
                vErrors.push(err78);
              }
              errors++;
            }
          }
          if (data25.seq !== void 0) {
            let data29 = data25.seq;
            if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)) && isFinite(data29))) {
              const err79 = { instancePath: instancePath + "/session/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err79];
              } else {
                vErrors.push(err79);
              }
              errors++;
            }
            if (typeof data29 == "number" && isFinite(data29)) {
              if (data29 < 1 || isNaN(data29)) {
                const err80 = { instancePath: instancePath + "/session/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
            }
          }
          if (data25.at !== void 0) {
            let data30 = data25.at;
            if (typeof data30 === "string") {
              if (!pattern22.test(data30)) {
                const err81 = { instancePath: instancePath + "/session/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                if (vErrors === null) {
                  vErrors = [err81];
                } else {
                  vErrors.push(err81);
                }
                errors++;
              }
            } else {
              const err82 = { instancePath: instancePath + "/session/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err82];
              } else {
                vErrors.push(err82);
              }
              errors++;
            }
          }
        } else {
          const err83 = { instancePath: instancePath + "/session", schemaPath: "#/properties/session/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err83];
          } else {
            vErrors.push(err83);
          }
          errors++;
        }
      }
      if (data.prompts !== void 0) {
        let data31 = data.prompts;
        if (Array.isArray(data31)) {
          if (data31.length > 8) {
            const err84 = { instancePath: instancePath + "/prompts", schemaPath: "#/properties/prompts/maxItems", keyword: "maxItems", params: { limit: 8 }, message: "must NOT have more than 8 items" };
            if (vErrors === null) {
              vErrors = [err84];
            } else {
              vErrors.push(err84);
            }
            errors++;
          }
          const len0 = data31.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data32 = data31[i0];
            if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
              if (data32.hash === void 0) {
                const err85 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/required", keyword: "required", params: { missingProperty: "hash" }, message: "must have required property 'hash'" };
                if (vErrors === null) {
                  vErrors = [err85];
                } else {
                  vErrors.push(err85);
                }
                errors++;
              }
              if (data32.seq === void 0) {
                const err86 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property 'seq'" };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
              if (data32.at === void 0) {
                const err87 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                if (vErrors === null) {
                  vErrors = [err87];
                } else {
                  vErrors.push(err87);
                }
                errors++;
              }
              for (const key5 in data32) {
                if (!(key5 === "hash" || key5 === "seq" || key5 === "at")) {
                  const err88 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err88];
                  } else {
                    vErrors.push(err88);
                  }
                  errors++;
                }
              }
              if (data32.hash !== void 0) {
                let data33 = data32.hash;
                if (typeof data33 === "string") {
                  if (!pattern108.test(data33)) {
                    const err89 = { instancePath: instancePath + "/prompts/" + i0 + "/hash", schemaPath: "#/properties/prompts/items/properties/hash/pattern", keyword: "pattern", params: { pattern: "^fnv1a64:[0-9a-f]{16}$" }, message: 'must match pattern "^fnv1a64:[0-9a-f]{16}$"' };
                    if (vErrors === null) {
                      vErrors = [err89];
                    } else {
                      vErrors.push(err89);
                    }
                    errors++;
                  }
                } else {
                  const err90 = { instancePath: instancePath + "/prompts/" + i0 + "/hash", schemaPath: "#/properties/prompts/items/properties/hash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err90];
                  } else {
                    vErrors.push(err90);
                  }
                  errors++;
                }
              }
              if (data32.seq !== void 0) {
                let data34 = data32.seq;
                if (!(typeof data34 == "number" && (!(data34 % 1) && !isNaN(data34)) && isFinite(data34))) {
                  const err91 = { instancePath: instancePath + "/prompts/" + i0 + "/seq", schemaPath: "#/definitions/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  if (vErrors === null) {
                    vErrors = [err91];
                  } else {
                    vErrors.push(err91);
                  }
                  errors++;
                }
                if (typeof data34 == "number" && isFinite(data34)) {
                  if (data34 < 1 || isNaN(data34)) {
                    const err92 = { instancePath: instancePath + "/prompts/" + i0 + "/seq", schemaPath: "#/definitions/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                    if (vErrors === null) {
                      vErrors = [err92];
                    } else {
                      vErrors.push(err92);
                    }
                    errors++;
                  }
                }
              }
              if (data32.at !== void 0) {
                let data35 = data32.at;
                if (typeof data35 === "string") {
                  if (!pattern22.test(data35)) {
                    const err93 = { instancePath: instancePath + "/prompts/" + i0 + "/at", schemaPath: "#/definitions/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                    if (vErrors === null) {
                      vErrors = [err93];
                    } else {
                      vErrors.push(err93);
                    }
                    errors++;
                  }
                } else {
                  const err94 = { instancePath: instancePath + "/prompts/" + i0 + "/at", schemaPath: "#/definitions/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err94];
                  } else {
                    vErrors.push(err94);
                  }
                  errors++;
                }
              }
            } else {
              const err95 = { instancePath: instancePath + "/prompts/" + i0, schemaPath: "#/properties/prompts/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err95];
              } else {
                vErrors.push(err95);
              }
              errors++;
            }
          }
        } else {
          const err96 = { instancePath: instancePath + "/prompts", schemaPath: "#/properties/prompts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err96];
          } else {
            vErrors.push(err96);
          }
          errors++;
        }
      }
      if (data.journal !== void 0) {
        let data36 = data.journal;
        if (data36 && typeof data36 == "object" && !Array.isArray(data36)) {
          if (data36.folded === void 0) {
            const err97 = { instancePath: instancePath + "/journal", schemaPath: "#/properties/journal/required", keyword: "required", params: { missingProperty: "folded" }, message: "must have required property 'folded'" };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
          for (const key6 in data36) {
            if (!(key6 === "folded" || key6 === "retiredFolded")) {
              const err98 = { instancePath: instancePath + "/journal", schemaPath: "#/properties/journal/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err98];
              } else {
                vErrors.push(err98);
              }
              errors++;
            }
          }
          if (data36.folded !== void 0) {
            let data37 = data36.folded;
            if (!(typeof data37 == "number" && (!(data37 % 1) && !isNaN(data37)) && isFinite(data37))) {
              const err99 = { instancePath: instancePath + "/journal/folded", schemaPath: "#/properties/journal/properties/folded/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err99];
              } else {
                vErrors.push(err99);
              }
              errors++;
            }
            if (typeof data37 == "number" && isFinite(data37)) {
              if (data37 < 0 || isNaN(data37)) {
                const err100 = { instancePath: instancePath + "/journal/folded", schemaPath: "#/properties/journal/properties/folded/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            }
          }
          if (data36.retiredFolded !== void 0) {
            let data38 = data36.retiredFolded;
            if (!(typeof data38 == "number" && (!(data38 % 1) && !isNaN(data38)) && isFinite(data38))) {
              const err101 = { instancePath: instancePath + "/journal/retiredFolded", schemaPath: "#/properties/journal/properties/retiredFolded/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err101];
              } else {
                vErrors.push(err101);
              }
              errors++;
            }
            if (typeof data38 == "number" && isFinite(data38)) {
              if (data38 < 0 || isNaN(data38)) {
                const err102 = { instancePath: instancePath + "/journal/retiredFolded", schemaPath: "#/properties/journal/properties/retiredFolded/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err102];
                } else {
                  vErrors.push(err102);
                }
                errors++;
              }
            }
          }
        } else {
          const err103 = { instancePath: instancePath + "/journal", schemaPath: "#/properties/journal/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err103];
          } else {
            vErrors.push(err103);
          }
          errors++;
        }
      }
    } else {
      const err104 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err104];
      } else {
        vErrors.push(err104);
      }
      errors++;
    }
    validate28.errors = vErrors;
    return errors === 0;
  }
  return validate28;
}

// lib/activity/kind.ts
var seatHooksKind = /* @__PURE__ */ defineKind({
  schema: "seat-hooks",
  version: 1,
  validate: validate_seat_hooks_v1
});

// lib/activity/store.ts
function readFrom(file, from, max) {
  let fd;
  try {
    fd = (0, import_node_fs15.openSync)(file, "r");
    const buf = Buffer.allocUnsafe(Math.max(0, Math.min(max, (0, import_node_fs15.fstatSync)(fd).size - from)));
    let n = 0;
    while (n < buf.length) {
      const r = (0, import_node_fs15.readSync)(fd, buf, n, buf.length - n, from + n);
      if (r === 0) break;
      n += r;
    }
    return buf.subarray(0, n);
  } catch {
    return Buffer.alloc(0);
  } finally {
    if (fd !== void 0) (0, import_node_fs15.closeSync)(fd);
  }
}
function journalLines(file, from, nodeId, occupant) {
  const { values, end } = parseJournal(readFrom(file, from, JOURNAL_READ_MAX_BYTES), from);
  const entries = [];
  for (const v of values) {
    const c = checkHookObservation(v, { now: Number.MAX_SAFE_INTEGER / 1e3 });
    if (c.ok && c.value.nodeId === nodeId && c.value.occupant === occupant) entries.push(c.value);
  }
  return { entries, end };
}
function foldedView(home, nodeId, occupant, doc) {
  const retiredFrom = doc?.journal?.retiredFolded;
  const retired = retiredFrom === void 0 ? void 0 : journalLines(seatHooksJournalPath(home, nodeId, occupant, true), retiredFrom, nodeId, occupant);
  const current = journalLines(
    seatHooksJournalPath(home, nodeId, occupant),
    doc?.journal?.folded ?? 0,
    nodeId,
    occupant
  );
  const view = foldEntries(doc, [...retired?.entries ?? [], ...current.entries]);
  return { view, currentEnd: current.end, retiredEnd: retired?.end };
}
var quiet = (file, now) => {
  try {
    return now - (0, import_node_fs15.statSync)(file).mtimeMs > JOURNAL_QUIET_MS;
  } catch {
    return true;
  }
};
async function foldJournal(home, nodeId, occupant, opts = {}) {
  checkIds(nodeId, occupant);
  const file = seatHooksPath(home, nodeId, occupant);
  const journal = seatHooksJournalPath(home, nodeId, occupant);
  const retiredFile = seatHooksJournalPath(home, nodeId, occupant, true);
  return withLock(
    file,
    async (lock) => {
      const current = readDocument(seatHooksKind, file, { onCorrupt: "fresh", report: opts.report });
      const { view, currentEnd, retiredEnd } = foldedView(home, nodeId, occupant, current);
      if (!view) return void 0;
      const { offsets, retire } = foldOffsets(currentEnd, retiredEnd, quiet(retiredFile, Date.now()));
      const same = current?.journal?.folded === offsets.folded && current.journal.retiredFolded === offsets.retiredFolded;
      if (view === current && same) return current;
      const stored = await replaceDocument(seatHooksKind, file, { ...view, journal: offsets }, lock);
      if (retire) (0, import_node_fs15.renameSync)(journal, retiredFile);
      return stored;
    },
    { waitMs: opts.waitMs }
  );
}
function removeEarlierOccupants(home, obs) {
  let names;
  try {
    names = (0, import_node_fs15.readdirSync)((0, import_node_path9.join)(home.activity, obs.nodeId));
  } catch {
    return;
  }
  const others = new Set(names.map((n) => n.split(".")[0]).filter((o) => OCCUPANT_PATTERN.test(o)));
  others.delete(obs.occupant);
  for (const occupant of others) {
    try {
      const other = readSeatHooks(home, obs.nodeId, occupant);
      if (other !== void 0 && other.lastHook.seq >= obs.seq) continue;
      for (const f of seatHooksFiles(home, obs.nodeId, occupant)) (0, import_node_fs15.rmSync)(f, { force: true });
    } catch {
    }
  }
}
async function recordObservation(home, obs, opts = {}) {
  const appended = appendObservation(home, obs);
  if (appended.created) removeEarlierOccupants(home, obs);
  if (appended.foldDue) await foldJournal(home, obs.nodeId, obs.occupant, opts);
  return readSeatHooks(home, obs.nodeId, obs.occupant);
}
function seatHooksFiles(home, nodeId, occupant) {
  return [
    seatHooksPath(home, nodeId, occupant),
    seatHooksJournalPath(home, nodeId, occupant),
    seatHooksJournalPath(home, nodeId, occupant, true)
  ];
}
function readSeatHooks(home, nodeId, occupant) {
  if (!NODE_ID_PATTERN.test(nodeId) || !OCCUPANT_PATTERN.test(occupant)) return void 0;
  const peek = peekDocument(seatHooksKind, seatHooksPath(home, nodeId, occupant));
  if (peek.found && !peek.doc) return void 0;
  const doc = peek.found ? peek.doc : void 0;
  if (doc && (doc.nodeId !== nodeId || doc.occupant !== occupant)) return void 0;
  const view = foldedView(home, nodeId, occupant, doc).view;
  if (!view?.journal) return view;
  const { journal: _offsets, ...reported } = view;
  return reported;
}

// lib/delivery/readiness.ts
function seatHooksLookup(home, seat) {
  if (seat.runtime === "terminal") return void 0;
  return () => readSeatHooks(home, seat.nodeId, seat.occupant);
}
function withHooks(screen, hooks, nowMs = Date.now()) {
  if (!hooks) return screen;
  const hook = hookActivityAt(hooks(), nowMs);
  const word = combineReadiness(hook, { state: screen.state, reason: screen.reason });
  return {
    state: word.state,
    reason: word.reason,
    source: word.source,
    ...word.ageMs !== void 0 ? { ageMs: word.ageMs } : {},
    hook,
    screen: { state: screen.state, reason: screen.reason },
    ...screen.composer ? { composer: screen.composer } : {}
  };
}
var ACTIVITY_HISTORY_LINES = 20;
async function captureForReadiness(target, paneId) {
  const screens = await captureScreens(target.server, paneId, { history: ACTIVITY_HISTORY_LINES }).catch(
    (err) => err
  );
  if (screens instanceof Error) return { snapshot: null, plain: screens };
  return { snapshot: screens.snapshot, plain: screens.plain ?? new Error("no plain capture") };
}
async function probeWithScreens(target, paneId) {
  try {
    const s = await captureScreens(target.server, paneId, {
      history: ACTIVITY_HISTORY_LINES,
      before: listPanesArgs(target)
    });
    if (s.before !== void 0) {
      return {
        probe: paneProbeFrom(s.before, target),
        screens: { snapshot: s.snapshot, plain: s.plain ?? new Error("no plain capture") }
      };
    }
  } catch {
  }
  return { probe: await probePane(target) };
}
function classifyReadiness(screens, pane, runtime, composer = composerOps, hooks) {
  const reading = composer.read(screens.snapshot, { runtime });
  if (screens.plain instanceof Error) {
    return withHooks(
      { state: "unknown", reason: `capture_failed: ${screens.plain.message}`, source: "pane", composer: reading },
      hooks
    );
  }
  const activity = classifyActivity(screens.plain, runtime, {
    paneCurrentCommand: pane.currentCommand,
    ...reading.runtime !== null ? { composer: reading } : {}
  });
  return withHooks({ state: activity.state, reason: activity.reason, source: "pane", composer: reading }, hooks);
}
async function readReadiness(target, pane, runtime, composer = composerOps, hooks) {
  let screens;
  if (composer === composerOps) {
    screens = await captureForReadiness(target, pane.paneId);
  } else {
    const [snapshot, plain] = await Promise.all([
      composer.capture(target.server, pane.paneId),
      capturePlain(target, pane.paneId, ACTIVITY_HISTORY_LINES).catch((err) => err)
    ]);
    screens = { snapshot, plain };
  }
  return classifyReadiness(screens, pane, runtime, composer, hooks);
}
async function waitForIdle(read2, timeoutMs, pollMs = 500, signal) {
  const started = Date.now();
  const deadline = started + timeoutMs;
  let last = { state: "unknown", reason: "not_observed", source: "pane" };
  for (; ; ) {
    if (signal?.aborted) return { readiness: last, waitedMs: Date.now() - started, ended: "aborted" };
    const readStarted = Date.now();
    if (readStarted > deadline) return { readiness: last, waitedMs: readStarted - started, ended: "deadline" };
    last = await read2();
    if (last.state === "idle") return { readiness: last, waitedMs: Date.now() - started, ended: "idle" };
    if (last.state === "needs_input") return { readiness: last, waitedMs: Date.now() - started, ended: "needs_input" };
    const left = deadline - Date.now();
    if (left <= 0) return { readiness: last, waitedMs: Date.now() - started, ended: "deadline" };
    await sleep(Math.min(pollMs, left), signal);
  }
}

// lib/delivery/guard/override-audit.ts
function overrideAuditFile(home) {
  return home.promptOverrideAudit;
}
function auditOverride(home, entry) {
  appendLog(overrideAuditFile(home), entry);
}

// lib/delivery/send/verdicts.ts
var PROCEED = { action: "proceed" };
function guardReason(reason) {
  return reason === "target_changed" ? "guard_target_changed" : reason;
}
function paneVerdict(pane, guard, seatRef) {
  if (pane.dead)
    return {
      action: "refuse",
      reason: "pane_dead",
      detail: `pane ${pane.paneId} of ${seatRef} is dead; restart the seat`,
      keep: false
    };
  if (!pane.inMode) return PROCEED;
  if (guard.checkInput) return { action: "override_unreadable" };
  if (guard.protect)
    return {
      action: "hold",
      reason: "draft_input_unknown",
      detail: `pane ${pane.paneId} is in copy mode; its input cannot be read`
    };
  return {
    action: "refuse",
    reason: "pane_in_mode",
    detail: `pane ${pane.paneId} is in copy mode (leave it with q or Esc, then send again)`
  };
}
function emptyComposerVerdict(reading, readiness, seatRef) {
  if (reading?.state === "draft")
    return { action: "hold", reason: "draft_input_busy", detail: "the input holds unsubmitted text" };
  if (reading?.state !== "empty") {
    if (readiness.state === "needs_input")
      return {
        action: "refuse",
        reason: "target_needs_input",
        detail: `${seatRef} is waiting at a prompt or menu (${readiness.reason})`
      };
    return {
      action: "hold",
      reason: "draft_input_unknown",
      detail: `the input cannot be read (${reading?.reason ?? "not read"})`
    };
  }
  return { action: "proceed", frame: reading.frame };
}
function shellNeedsProcessCheck(runtime, currentCommand, composer) {
  return runtime !== "terminal" && isShellCommand(currentCommand) && composer?.state === "unknown";
}
var onScreenPrompt = (r) => r.state === "needs_input" && !r.reason.startsWith("prompt_draft");
function menuAnswerVerdict(r) {
  if (onScreenPrompt(r)) return "open";
  return r.state === "unknown" && r.reason.startsWith("capture_failed") ? "unreadable" : "closed";
}
function readinessVerdict(readiness, pane, runtime, dangerouslyInteract, seatRef, agentProcess) {
  if (shellNeedsProcessCheck(runtime, pane.currentCommand, readiness.composer)) {
    const agentThere = agentProcess ?? onScreenPrompt(readiness);
    if (!agentThere) {
      return {
        action: "refuse",
        reason: "target_runtime_not_running",
        detail: `${seatRef} shows a shell (${pane.currentCommand}) and no ${runtime} composer; the agent is not running there`
      };
    }
  }
  if (readiness.state === "needs_input" && !dangerouslyInteract) {
    return {
      action: "refuse",
      reason: "target_needs_input",
      detail: `${seatRef} is waiting at a prompt or menu (${readiness.reason}); answer it first, or use --dangerously-interact --reason`
    };
  }
  return PROCEED;
}
function agentAmong(descendants) {
  if (descendants === void 0) return void 0;
  return descendants.some((c) => !isShellCommand(c));
}
function activityWarning(activity, seatRef) {
  if (activity.state === "busy")
    return `${seatRef} looked busy (${activity.reason}); the message joins its running turn.`;
  if (activity.state === "unknown") return `${seatRef}'s activity could not be read (${activity.reason}); sent anyway.`;
  return void 0;
}
function waitDeadlineReason(state) {
  return state === "unknown" ? { reason: "target_activity_unknown", still: "of unknown activity" } : { reason: "wait_for_idle_timeout", still: "busy" };
}
function overrideInputVerdict(reading) {
  if (reading?.state === "draft") return { classification: "present", result: "override_input_present" };
  if (reading?.state === "empty")
    return { classification: reading.suggestion ? "suggestion" : "empty", result: "proceeding" };
  return { classification: "unknown", result: "override_input_unknown" };
}
function composerAfterStagingVerdict(reading, inMode, emptyFrame) {
  if (reading.state === "draft")
    return {
      action: "hold",
      reason: "draft_input_changed",
      detail: "text appeared in the input while the message was being prepared"
    };
  if (reading.state !== "empty") {
    return {
      action: "hold",
      reason: inMode ? "draft_input_unknown" : "draft_input_changed",
      detail: `the input could not be read after buffer preparation (${reading.reason})`
    };
  }
  if (emptyFrame !== void 0 && reading.frame !== void 0 && JSON.stringify(reading.frame) !== JSON.stringify(emptyFrame)) {
    return {
      action: "hold",
      reason: "draft_input_changed",
      detail: "the composer changed while the message was being prepared"
    };
  }
  return PROCEED;
}
function pasteRefusal(reason, protect, detail) {
  if (reason === "pane_in_mode") {
    return protect ? { action: "hold", reason: "draft_input_unknown", detail } : { action: "refuse", reason: "pane_in_mode", detail };
  }
  return { action: "refuse", reason: guardReason(reason), detail, keep: reason !== "pane_dead" };
}
function enterVerdict(seen, mustOwn) {
  if (seen.owned) return "enter";
  if (mustOwn) return "withhold";
  return seen.recognised ? "enter_with_warning" : "enter";
}
function enterFailureReason(notWritable, protect) {
  if (notWritable === void 0) return "submit_failed";
  return protect ? "draft_input_changed" : notWritable;
}
function submissionUnconfirmed(verified, verifyAsked) {
  return verified === false || verified === void 0 && !!verifyAsked;
}
function endsWithText(reading, text) {
  if (reading.state !== "draft" || !reading.cursorAtEnd) return false;
  const squash = (t) => t.replace(/\s+/g, "");
  return squash(reading.rows.join("\n")).endsWith(squash(text));
}

// lib/delivery/send/override.ts
async function overrideUnreadable(a, pane) {
  if (!writeOverrideAudit(a, "checked", "unknown", void 0, "override_input_unknown")) return auditUnavailable(a);
  return overrideStop(a, "override_input_unknown", void 0, null, pane);
}
async function checkOverrideInput(a, pane, reading, snap) {
  const { classification, result: result2 } = overrideInputVerdict(reading);
  if (!writeOverrideAudit(a, "checked", classification, reading, result2)) return auditUnavailable(a);
  if (result2 !== "proceeding") return overrideStop(a, result2, reading, snap, pane);
  return void 0;
}
async function auditMenuAnswer(a) {
  if (!writeOverrideAudit(a, "checked", "menu", void 0, "proceeding")) return auditUnavailable(a);
  return void 0;
}
async function auditSkippedInputCheck(a) {
  if (a.override && a.req.typeWithoutChecking && !writeOverrideAudit(a, "type-without-checking", "skipped", void 0, "proceeding"))
    return auditUnavailable(a);
  if (a.req.typeWithoutChecking)
    a.warnings.push(
      "--type-without-checking: the existing input was not read; this text may join or submit whatever was already there."
    );
  return void 0;
}
async function overrideStop(a, reason, reading, snap, pane) {
  const state = await a.finish("failed", reason);
  const what = reason === "override_input_present" ? "the input already holds text (author unknown)" : "the input could not be read";
  const r = a.base(
    "refused",
    false,
    reason,
    `No text was sent: ${what}. Inspect the pane, clear the prompt yourself if you mean to, then send again.`,
    state
  );
  r.existingInput = existingInputOf(reading, snap, a.target.session, pane.paneId);
  return r;
}
function existingInputOf(reading, snap, session, paneId) {
  const suggestion = reading?.suggestion;
  const suggestionRows = suggestion == null ? [] : Array.isArray(suggestion) ? suggestion.map(String) : [String(suggestion)];
  return {
    rows: reading?.rows ? [...reading.rows] : [],
    suggestionRows,
    cursor: snap ? { x: snap.cursor.x, y: snap.cursor.y } : null,
    size: snap ? { width: snap.size.width, height: snap.size.height } : null,
    target: { session, paneId }
  };
}
function writeOverrideAudit(a, choice, classification, reading, result2) {
  try {
    auditOverride(a.deps.home, {
      at: (/* @__PURE__ */ new Date()).toISOString(),
      seat: a.seatRef,
      nodeId: a.nodeId,
      actor: a.req.sender,
      reason: a.req.reason ?? "",
      choice,
      classification,
      rows: reading?.rows.length ?? 0,
      suggestionRows: reading?.suggestion ? 1 : 0,
      result: result2
    });
    return true;
  } catch (err) {
    a.warnings.push(`The override audit could not be written (${err.message}).`);
    return false;
  }
}
async function auditUnavailable(a) {
  const state = await a.finish("failed", "prompt_override_audit_unavailable");
  return a.base(
    "refused",
    false,
    "prompt_override_audit_unavailable",
    "No text was sent: a deliberate interaction is only typed once its audit is written, and the audit could not be written.",
    state
  );
}

// lib/delivery/pane/process.ts
var import_promises = require("node:fs/promises");
var MAX_PROCESSES = 64;
async function procChildren(pid) {
  const text = await (0, import_promises.readFile)(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => void 0);
  if (text === void 0) return void 0;
  return text.split(/\s+/).filter(Boolean).map(Number);
}
async function procComm(pid) {
  return (await (0, import_promises.readFile)(`/proc/${pid}/comm`, "utf8").catch(() => void 0))?.trim();
}
function psTable() {
  return new Promise((resolve2) => {
    childProcess().execFile(
      "ps",
      ["-A", "-o", "pid=,ppid=,comm="],
      { timeout: 2e3, maxBuffer: 4 * 1024 * 1024 },
      (err, stdout) => {
        if (err) return resolve2(void 0);
        resolve2(
          stdout.split("\n").map((l) => /^\s*(\d+)\s+(\d+)\s+(.+)$/.exec(l)).filter((m) => m !== null).map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), comm: m[3].trim() }))
        );
      }
    );
  });
}
async function descendantCommands(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return void 0;
  const first = await procChildren(pid);
  if (first !== void 0) {
    const names2 = [];
    const queue2 = [...first];
    while (queue2.length && names2.length < MAX_PROCESSES) {
      const p = queue2.shift();
      const comm = await procComm(p);
      if (comm !== void 0) names2.push(comm);
      queue2.push(...await procChildren(p) ?? []);
    }
    return names2;
  }
  const table = await psTable();
  if (!table) return void 0;
  const names = [];
  const queue = [pid];
  while (queue.length && names.length < MAX_PROCESSES) {
    const parent = queue.shift();
    for (const row of table)
      if (row.ppid === parent) {
        names.push(row.comm);
        queue.push(row.pid);
      }
  }
  return names;
}

// lib/delivery/send/pane.ts
async function resolvePane(a) {
  const { target, composer, runtime } = a;
  const bound = target.paneId && composer === composerOps ? target.paneId : void 0;
  const { probe, screens: early } = bound ? await probeWithScreens(target, bound) : { probe: await probePane(target), screens: void 0 };
  a.deps.trace?.("probe");
  if (!probe.ok) return a.refuse(guardReason(probe.reason), probe.detail);
  const pane = probe.pane;
  const usable = paneVerdict(pane, a, a.seatRef);
  if (usable.action === "override_unreadable") return overrideUnreadable(a, pane);
  if (usable.action !== "proceed") return a.stop(usable);
  const hooks = seatHooksLookup(a.deps.home, a.req.seat);
  const readiness = early && pane.paneId === bound ? classifyReadiness(early, pane, runtime, composer, hooks) : await readReadiness(target, pane, runtime, composer, hooks);
  a.deps.trace?.("readiness");
  let emptyFrame;
  if (a.protect) {
    const reading = readiness.composer ?? composer.read(await composer.capture(target.server, pane.paneId), { runtime });
    const empty = emptyComposerVerdict(reading, readiness, a.seatRef);
    if (empty.action !== "proceed") return a.stop(empty);
    emptyFrame = empty.frame;
  }
  const agent = shellNeedsProcessCheck(runtime, pane.currentCommand, readiness.composer) ? agentAmong(await descendantCommands(pane.pid)) : void 0;
  const verdict2 = readinessVerdict(readiness, pane, runtime, a.req.dangerouslyInteract, a.seatRef, agent);
  if (verdict2.action !== "proceed") return a.stop(verdict2);
  return { pane, activity: readiness, emptyFrame };
}
async function awaitIdle(a, ready) {
  const waitMs = a.req.waitForIdleMs;
  if (waitMs === void 0) {
    const warning = activityWarning(ready.activity, a.seatRef);
    if (warning) a.warnings.push(warning);
    return ready;
  }
  const hooks = seatHooksLookup(a.deps.home, a.req.seat);
  const waited = await waitForIdle(
    () => readReadiness(a.target, ready.pane, a.runtime, a.composer, hooks),
    waitMs,
    a.timing.waitPollMs,
    a.req.signal
  );
  if (waited.ended === "aborted") return a.cancelled();
  if (waited.ended === "needs_input")
    return a.refuse("target_needs_input", `${a.seatRef} is waiting at a prompt or menu. No text was sent.`, {
      keep: false
    });
  if (waited.ended === "deadline") return waitDeadline(a, waited);
  let emptyFrame = ready.emptyFrame;
  if (a.protect) {
    const empty = emptyComposerVerdict(waited.readiness.composer, waited.readiness, a.seatRef);
    if (empty.action !== "proceed") return a.stop(empty);
    emptyFrame = empty.frame;
  }
  return { pane: ready.pane, activity: waited.readiness, waitedMs: waited.waitedMs, emptyFrame };
}
async function waitDeadline(a, waited) {
  const { reason, still } = waitDeadlineReason(waited.readiness.state);
  const r = await a.refused(
    reason,
    `No text was sent. ${a.seatRef} was still ${still} when the wait ended; nothing is kept to send later.`
  );
  r.waitedMs = waited.waitedMs;
  r.activity = activityOf(waited.readiness);
  return r;
}

// lib/delivery/send/stage.ts
async function stageMessage(a, ready) {
  const [, staged] = await Promise.all([a.open(), stageBuffer(a.target, a.text).catch((err) => err)]);
  a.deps.trace?.("attempt+buffer");
  if (staged instanceof Error) {
    return a.conclude(
      ready,
      "failed",
      "send_failed",
      `No text was sent: the tmux buffer could not be loaded (${staged.message}).`
    );
  }
  return staged;
}
async function typeStaged(a, lease, ready, staged) {
  await a.deps.hooks?.afterLoad?.(ready.pane);
  const checked = await recheckComposer(a, ready);
  if (isResult(checked)) return checked;
  if (a.req.signal?.aborted) return a.cancelled();
  const stop = await auditSkippedInputCheck(a);
  if (stop) return stop;
  if (a.req.signal?.aborted) return a.cancelled();
  const stopped = await a.req.stopIf?.("paste");
  if (stopped)
    return a.refuse(stopped.reason, `${stopped.detail} (checked before the paste); nothing was kept`, { keep: false });
  lease.assertActive();
  const pasted = await paste(a, checked, staged);
  if (isResult(pasted)) return pasted;
  if (pasted.menuAnswer) return { ...pasted, seen: { owned: false, recognised: false, why: "a menu answer" } };
  const seen = await waitForStaged(a, pasted);
  return { ...pasted, seen };
}
async function recheckComposer(a, ready) {
  if (!a.protect && !a.checkInput) return ready;
  const snap = await a.composer.capture(a.target.server, ready.pane.paneId);
  const reading = a.composer.read(snap, { runtime: a.runtime });
  if (a.checkInput) {
    if (reading.state === "unknown" && onScreenPrompt(await readReadiness(a.target, ready.pane, a.runtime, a.composer))) {
      if (a.req.signal?.aborted) return a.cancelled();
      const stop2 = await auditMenuAnswer(a);
      return stop2 ?? { ...ready, menuAnswer: true };
    }
    const stop = await checkOverrideInput(a, ready.pane, reading, snap);
    if (stop) return stop;
  } else {
    const verdict2 = composerAfterStagingVerdict(reading, Boolean(snap?.inMode), ready.emptyFrame);
    if (verdict2.action !== "proceed") return a.stop(verdict2);
  }
  return ready.emptyFrame === void 0 ? { ...ready, emptyFrame: reading.frame } : ready;
}
async function paste(a, ready, staged) {
  let pane;
  try {
    pane = await pasteStaged(a.target, staged, { bracketed: !a.req.dangerouslyInteract });
  } catch (err) {
    if (err instanceof PaneNotWritableError) return a.stop(pasteRefusal(err.reason, a.protect, err.message));
    return a.conclude(
      ready,
      "failed",
      "send_failed",
      `No text was sent: tmux refused the paste (${err.message}).`
    );
  }
  a.deps.trace?.("paste");
  a.written = true;
  const pastedAt = Date.now();
  await a.deps.hooks?.afterPaste?.(pane);
  return { ...ready, pane, pastedAt };
}
function holdsText(a, reading, emptyFrame, labels) {
  return a.composer.owns(reading, a.text, { emptyFrame, labelsSeenAfterPaste: labels }) || a.req.typeWithoutChecking === true && endsWithText(reading, a.text);
}
async function waitForStaged(a, typed) {
  const { composer, target, runtime, text, timing } = a;
  const { pane, emptyFrame, pastedAt } = typed;
  const deadline = pastedAt + timing.stagedTimeoutMs;
  let labels;
  let why = "it did not appear in the composer";
  let recognised = false;
  let previousStyled;
  let stableSince = 0;
  for (; ; ) {
    const snap = await composer.capture(target.server, pane.paneId);
    const reading = composer.read(snap, { runtime, owned: { text, frame: emptyFrame } });
    if (labels === void 0 && reading.pasteLabels && reading.pasteLabels.length)
      labels = reading.pasteLabels;
    const now = Date.now();
    if (reading.state !== "unknown") recognised = true;
    if (holdsText(a, reading, emptyFrame, labels)) {
      return { owned: true, recognised: true, labels, why: "" };
    } else if (reading.state === "unknown") {
      why = `the composer could not be read (${reading.reason})`;
      const styled = snap?.styled;
      if (styled !== void 0 && styled === previousStyled) {
        if (!recognised && now - stableSince >= 60 && now - pastedAt >= timing.minPasteToEnterMs)
          return { owned: false, recognised: false, labels, why };
      } else {
        stableSince = now;
      }
      previousStyled = styled;
    } else {
      why = reading.state === "draft" ? "the composer holds other text than the message" : "the composer looks empty";
    }
    if (now >= deadline) return { owned: false, recognised, labels, why };
    await sleep(timing.pollMs);
  }
}

// lib/delivery/composer/submitted.ts
var UNREADABLE_AFTER_ENTER_MS = 1500;
function submitVerdict(look, limits) {
  if (look.turnBegan) return "confirmed";
  if (look.state !== "unknown" && !look.holdsText) return "confirmed";
  if (look.state === "unknown" && look.unreadableForMs >= limits.unreadableMs) return "unreadable";
  if (look.elapsedMs >= limits.capMs) return look.state === "unknown" ? "unreadable" : "unconfirmed";
  return "wait";
}
function afterEnterPollMs(elapsedMs, pollMs) {
  return elapsedMs < UNREADABLE_AFTER_ENTER_MS ? pollMs : Math.max(pollMs, 100);
}

// lib/delivery/send/consumed.ts
function consumedRecord(doc, deliveredText, sinceSeq) {
  const prompts = doc?.prompts ?? [];
  const hash = promptHash(deliveredText);
  for (let i = prompts.length - 1; i >= 0; i--) {
    const p = prompts[i];
    if (p.seq >= sinceSeq && p.hash === hash) return p;
  }
  return void 0;
}
var ConsumptionWatch = class {
  constructor(lookup, text, sinceSeq) {
    this.lookup = lookup;
    this.text = text;
    this.sinceSeq = sinceSeq;
  }
  lookup;
  text;
  sinceSeq;
  /** A hook document of this occupant was seen: its hooks run. */
  live = false;
  found = false;
  /** One read of the hook document; true once a prompt record of this text was seen. */
  look() {
    if (this.found) return true;
    const doc = this.lookup();
    if (doc) this.live = true;
    this.found = consumedRecord(doc, this.text, this.sinceSeq) !== void 0;
    return this.found;
  }
};
function consumedLookUntil(o) {
  if (!o.hooksLive || !o.wasIdle) return o.enterAt;
  return o.enterAt + Math.max(0, Math.min(o.waitMs, o.capMs));
}
async function settleConsumption(watch, until, pollMs) {
  for (; ; ) {
    if (watch.look()) return true;
    if (Date.now() >= until()) return false;
    await sleep(Math.max(pollMs, 25));
  }
}

// lib/rig/defaults.ts
var CORE_PLUGIN = "openrig-core";
function selectsCorePlugin(plugins) {
  return plugins.some((p) => p === CORE_PLUGIN || p.endsWith(`:${CORE_PLUGIN}`));
}

// lib/delivery/send/submit.ts
async function submit(a, lease, typed) {
  const { seen } = typed;
  const enter = enterVerdict(seen, a.decision.recheckBeforeEnter || a.override);
  if (enter === "withhold") {
    return a.conclude(
      typed,
      "indeterminate",
      "draft_input_changed",
      `The text was pasted but ${seen.why}; Enter was not sent. Inspect ${a.seatRef}'s input; the message is not replayed.`
    );
  }
  if (enter === "enter_with_warning")
    a.warnings.push(
      `The pasted text was not recognised in the composer (${seen.why}); Enter was sent anyway (typing guard ${a.mode}).`
    );
  a.deps.trace?.("staged-seen");
  const windowLeft = typed.pastedAt + a.timing.minPasteToEnterMs - Date.now();
  if (windowLeft > 0) await sleep(windowLeft);
  await a.deps.hooks?.beforeEnter?.(typed.pane);
  if (a.decision.recheckBeforeEnter && !await stillOwned(a, typed)) {
    return a.conclude(
      typed,
      "indeterminate",
      "draft_input_changed",
      `The input changed after the paste; Enter was not sent. Inspect ${a.seatRef}'s input; the message is not replayed.`
    );
  }
  if (a.req.signal?.aborted) return a.cancelled(typed);
  const stopped = await a.req.stopIf?.("enter");
  if (stopped) {
    return a.conclude(
      typed,
      "indeterminate",
      stopped.reason,
      `The text was pasted into ${a.seatRef}, but ${stopped.detail} before Enter; Enter was not sent. The text stays in the input; it is not erased or replayed.`
    );
  }
  lease.assertActive();
  let pane;
  try {
    pane = await pressEnter(a.target);
  } catch (err) {
    const reason = enterFailureReason(err instanceof PaneNotWritableError ? err.reason : void 0, a.protect);
    return a.conclude(
      typed,
      "indeterminate",
      reason,
      `The text is in ${a.seatRef}'s input but Enter could not be sent (${err.message}).`
    );
  }
  a.deps.trace?.("enter");
  const verified = await verifySubmitted(a, { ...typed, pane });
  if (submissionUnconfirmed(verified, a.req.verify)) {
    const r2 = await a.conclude(
      typed,
      "indeterminate",
      "submit_unconfirmed",
      `Enter was sent to ${a.seatRef}, but the submission could not be confirmed on screen; check the pane before sending again.`
    );
    r2.verified = false;
    return r2;
  }
  a.deps.trace?.("verified");
  const r = await a.conclude(typed, "delivered", "delivered", `Sent to ${a.seatRef}.`);
  a.deps.trace?.("finalized");
  if (verified === true) r.verified = true;
  if (a.req.typeWithoutChecking) r.inputCheck = "skipped";
  return r;
}
async function stillOwned(a, typed) {
  const last = await a.composer.capture(a.target.server, typed.pane.paneId);
  const reading = a.composer.read(last, { runtime: a.runtime, owned: { text: a.text, frame: typed.emptyFrame } });
  return a.composer.owns(reading, a.text, { emptyFrame: typed.emptyFrame, labelsSeenAfterPaste: typed.seen.labels });
}
async function verifySubmitted(a, typed) {
  const { emptyFrame, seen } = typed;
  const started = Date.now();
  const screenWasIdle = (typed.activity.screen ?? typed.activity).state === "idle";
  const wasIdle = typed.activity.state === "idle";
  const hooks = seatHooksLookup(a.deps.home, a.req.seat);
  const watch = hooks ? new ConsumptionWatch(hooks, a.text, typed.pastedAt * 1e3) : void 0;
  const hooksExpected = selectsCorePlugin(a.req.seat.plugins);
  const settle = async (screen) => {
    if (!watch) return screen;
    const until = () => consumedLookUntil({
      enterAt: started,
      capMs: a.timing.verifyTimeoutMs,
      waitMs: a.timing.consumedWaitMs,
      wasIdle,
      hooksLive: watch.live || hooksExpected
    });
    a.consumed = await settleConsumption(watch, until, a.timing.pollMs);
    return a.consumed ? true : screen;
  };
  if (!seen.recognised) return settle(void 0);
  let unknownSince;
  for (; ; ) {
    const snap = await a.composer.capture(a.target.server, typed.pane.paneId);
    if (watch?.look()) {
      a.consumed = true;
      return true;
    }
    const reading = a.composer.read(snap, { runtime: a.runtime, owned: { text: a.text, frame: emptyFrame } });
    const now = Date.now();
    if (reading.state === "unknown") unknownSince ??= now;
    else unknownSince = void 0;
    const verdict2 = submitVerdict(
      {
        elapsedMs: now - started,
        state: reading.state,
        holdsText: holdsText(a, reading, emptyFrame, seen.labels),
        turnBegan: screenWasIdle && snap !== null && turnShowing(snap, a.runtime, reading),
        unreadableForMs: unknownSince === void 0 ? 0 : now - unknownSince
      },
      { capMs: a.timing.verifyTimeoutMs, unreadableMs: UNREADABLE_AFTER_ENTER_MS }
    );
    if (verdict2 === "confirmed") return settle(true);
    if (verdict2 === "unconfirmed") return settle(false);
    if (verdict2 === "unreadable") return settle(void 0);
    await sleep(afterEnterPollMs(now - started, a.timing.pollMs));
  }
}
function turnShowing(snap, runtime, reading) {
  const activity = classifyActivity(
    stripEscapes(snap.styled),
    runtime,
    reading.runtime !== null ? { composer: reading } : {}
  );
  return activity.state === "busy" || activity.reason === "prompt_draft_busy";
}

// lib/delivery/send/menu.ts
async function confirmMenuAnswer(a, typed) {
  const deadline = typed.pastedAt + a.timing.stagedTimeoutMs;
  for (; ; ) {
    const seen = menuAnswerVerdict(await readReadiness(a.target, typed.pane, a.runtime, a.composer));
    if (seen === "closed") {
      const r = await a.conclude(
        typed,
        "delivered",
        "menu_answered",
        `Answered the menu in ${a.seatRef} (it closed); no Enter was sent.`
      );
      r.verified = true;
      return r;
    }
    if (Date.now() >= deadline) {
      return a.conclude(
        typed,
        "indeterminate",
        "menu_answer_unconfirmed",
        `The answer was typed into ${a.seatRef} but the menu ${seen === "open" ? "is still shown" : "could not be read since"}; no Enter was sent. Inspect the pane before answering again.`
      );
    }
    await sleep(a.timing.pollMs * 5);
  }
}

// lib/delivery/send/send.ts
var DEFAULT_TIMING = {
  minPasteToEnterMs: 150,
  stagedTimeoutMs: 2e3,
  verifyTimeoutMs: 1e4,
  pollMs: 20,
  waitPollMs: 500,
  consumedWaitMs: 2e3
};
function seatName(seat) {
  return `${seat.name}@${seat.rig}`;
}
function envelope(sender, seat, body) {
  return `From: ${sender ?? UNATTRIBUTED_SENDER}
To: ${seat}
---
${body}`;
}
function targetOf(seat) {
  return { server: { socket: seat.tmux.socket }, session: seat.tmux.session, paneId: seat.tmux.paneId };
}
function requestProblem(req) {
  if (typeof req.message !== "string") return { reason: "invalid_message", message: "the message must be text" };
  if (req.waitForIdleMs !== void 0 && (!Number.isFinite(req.waitForIdleMs) || req.waitForIdleMs <= 0)) {
    return { reason: "invalid_wait_for_idle", message: "wait-for-idle must be a positive number of seconds" };
  }
  if (req.typeWithoutChecking && !req.dangerouslyInteract) {
    return {
      reason: "invalid_dangerously_interact",
      message: "--type-without-checking needs --dangerously-interact and --reason"
    };
  }
  if (req.dangerouslyInteract && (typeof req.reason !== "string" || !/\S/.test(req.reason))) {
    return { reason: "dangerously_interact_requires_reason", message: '--dangerously-interact needs --reason "<why>"' };
  }
  if (req.dangerouslyInteract && req.waitForIdleMs !== void 0) {
    return {
      reason: "invalid_dangerously_interact",
      message: "--dangerously-interact cannot be combined with --wait-for-idle"
    };
  }
  return void 0;
}
function statusForResult(r) {
  if (r.outcome === "delivered" || r.outcome === "retained") return 200;
  if (r.reason.startsWith("invalid_") || r.reason === "dangerously_interact_requires_reason") return 400;
  if (r.reason === "session_missing") return 404;
  if (r.reason === "tmux_unavailable") return 503;
  if (r.reason === "send_failed" || r.reason === "submit_failed") return 502;
  return 409;
}
async function deliver(deps, req) {
  const seatRef = seatName(req.seat);
  const problem = requestProblem(req);
  const kind = req.urgent ? "urgent" : req.kind ?? "send";
  const raw = req.raw || req.dangerouslyInteract;
  const text = typeof req.message === "string" ? sanitizeText(raw ? req.message : envelope(req.sender, seatRef, req.message)) : "";
  if (problem || !/\S/.test(text)) {
    const p = problem ?? { reason: "invalid_message", message: "the message is empty" };
    return {
      outcome: "refused",
      sent: false,
      reason: p.reason,
      message: `No text was sent: ${p.message}.`,
      seat: seatRef,
      nodeId: req.seat.nodeId,
      outboxIds: [],
      state: null,
      warnings: []
    };
  }
  const aborted = () => ({
    outcome: "failed",
    sent: false,
    reason: CALLER_ABORTED,
    message: "No text was sent: the caller went away before the send began.",
    seat: seatRef,
    nodeId: req.seat.nodeId,
    outboxIds: [],
    state: null,
    warnings: []
  });
  if (req.signal?.aborted) return aborted();
  return deps.leases.run(req.seat.nodeId, "send", (lease) => deliverUnderLease(deps, req, text, kind, lease), { signal: req.signal }).catch((err) => {
    if (err instanceof LeaseAbortedError) return aborted();
    throw err;
  });
}
async function deliverUnderLease(deps, req, text, kind, lease) {
  deps.trace?.("lease");
  const a = openAttempt(deps, req, text, kind);
  if (req.signal?.aborted) return a.cancelled();
  if (a.decision.action === "hold")
    return a.hold(TYPING_GUARD_ENABLED, `the typing guard (${a.mode}) holds ${kind} messages`);
  deps.trace?.("guard");
  const found = await resolvePane(a);
  if (isResult(found)) return found;
  const ready = await awaitIdle(a, found);
  if (isResult(ready)) return ready;
  if (req.signal?.aborted) return a.cancelled();
  const staged = await stageMessage(a, ready);
  if (isResult(staged)) return staged;
  try {
    const typed = await typeStaged(a, lease, ready, staged);
    if (isResult(typed)) return typed;
    if (typed.menuAnswer) return await confirmMenuAnswer(a, typed);
    return await submit(a, lease, typed);
  } catch (err) {
    return await a.interrupted(ready, err);
  } finally {
    await discardStaged(a.target, staged, { buffer: !a.written });
  }
}
function openAttempt(deps, req, text, kind) {
  const pref = readGuard(deps.home, req.seat.nodeId, fallbackModeOf(req.seat));
  const mode = modeInForce(pref.desiredMode, pref.effectiveMode);
  return new Attempt({
    deps,
    req,
    text,
    kind,
    mode,
    decision: decideDelivery(mode, kind, { dangerouslyInteract: req.dangerouslyInteract }),
    seatRef: seatName(req.seat),
    target: targetOf(req.seat),
    timing: { ...DEFAULT_TIMING, ...deps.timing },
    composer: deps.composer ?? composerOps
  });
}

// lib/evidence/effects-due.ts
var import_node_fs16 = require("node:fs");
function permissionEffectsDue(home, obs) {
  if (obs.event === "PermissionRequest") return true;
  return obs.event === "PostToolUse" && (0, import_node_fs16.existsSync)(permissionEvidencePath(home, obs.nodeId));
}

// lib/evidence/store.ts
var PERMISSION_EVIDENCE_TTL_MS = 5 * 6e4;
var PERMISSION_LOCK_WAIT_MS = 2e3;
function sameActor(actor, agentId) {
  return actor.category === "main" ? agentId === void 0 : agentId === actor.id;
}
function sameActors(a, b) {
  return sameActor(a, b.category === "main" ? void 0 : b.id);
}
function recordOf(value) {
  if (typeof value !== "object" || value === null) return void 0;
  const r = value;
  if (r.v !== 1 || typeof r.occupant !== "string" || !OCCUPANT_PATTERN.test(r.occupant)) return void 0;
  if (r.pending !== "request_observed" && r.pending !== "completed") return void 0;
  if (typeof r.expiresAt !== "number" || !Number.isFinite(r.expiresAt)) return void 0;
  if (r.completedSeq !== void 0 && !Number.isSafeInteger(r.completedSeq)) return void 0;
  const obs = checkPermissionObservation(r.observation);
  if (!obs.ok) return void 0;
  const record = {
    v: 1,
    occupant: r.occupant,
    pending: r.pending,
    observation: obs.value,
    expiresAt: r.expiresAt
  };
  if (r.completedSeq !== void 0) record.completedSeq = r.completedSeq;
  return record;
}
async function writeRecord(file, record, now) {
  await writeTtlRecord(file, record, record.expiresAt - now, now);
}
async function recordRequest(file, occupant, obs, now) {
  const expiresAt = Math.min(now, Date.parse(obs.observedAt)) + PERMISSION_EVIDENCE_TTL_MS;
  if (expiresAt <= now) return;
  await withLock(
    file,
    async (lock) => {
      const current = recordOf(readTtlRecord(file, now));
      if (current && current.observation.seq >= obs.seq) return;
      const record = {
        v: 1,
        occupant,
        pending: "request_observed",
        observation: obs,
        expiresAt
      };
      if (current?.completedSeq !== void 0 && current.completedSeq > obs.seq && current.occupant === occupant && sameActors(current.observation.actor, obs.actor)) {
        record.pending = "completed";
        record.completedSeq = current.completedSeq;
      }
      lock.assertHeld();
      await writeRecord(file, record, now);
    },
    { waitMs: PERMISSION_LOCK_WAIT_MS }
  );
}
async function recordToolBatch(file, hook, now) {
  await withLock(
    file,
    async (lock) => {
      const current = recordOf(readTtlRecord(file, now));
      if (current?.pending !== "request_observed") return;
      if (current.occupant !== hook.occupant || !sameActor(current.observation.actor, hook.agentId)) return;
      if (hook.seq <= current.observation.seq) return;
      lock.assertHeld();
      await writeRecord(file, { ...current, pending: "completed", completedSeq: hook.seq }, now);
    },
    { waitMs: PERMISSION_LOCK_WAIT_MS }
  );
}
async function applyPermissionEffects(home, obs, now = Date.now()) {
  if (obs.event === "PermissionRequest") {
    if (!obs.permission || !NODE_ID_PATTERN.test(obs.nodeId) || !OCCUPANT_PATTERN.test(obs.occupant)) return;
    const checked = checkPermissionObservation(obs.permission);
    if (!checked.ok) return;
    await recordRequest(permissionEvidencePath(home, obs.nodeId), obs.occupant, checked.value, now);
    return;
  }
  if (!Number.isSafeInteger(obs.seq) || !NODE_ID_PATTERN.test(obs.nodeId) || !permissionEffectsDue(home, obs)) return;
  await recordToolBatch(permissionEvidencePath(home, obs.nodeId), obs, now);
}
function readPermissionStop(home, nodeId, now = Date.now(), occupant) {
  if (!NODE_ID_PATTERN.test(nodeId)) return { state: "unavailable" };
  const record = recordOf(readTtlRecord(permissionEvidencePath(home, nodeId), now));
  if (!record || occupant !== void 0 && record.occupant !== occupant) return { state: "unavailable" };
  const obs = record.observation;
  return {
    state: "observed",
    pending: record.pending,
    tool: { name: obs.tool.name },
    actor: obs.actor,
    observed_at: obs.observedAt,
    age_ms: Math.max(0, now - Date.parse(obs.observedAt)),
    suggested_rules: obs.suggested_rules
  };
}

// lib/store/validators/compaction-state.v1.generated.js
var compiled6;
function validate_compaction_state_v1(data, options) {
  compiled6 ??= build6();
  const ok2 = compiled6(data, options);
  validate_compaction_state_v1.errors = compiled6.errors;
  return ok2;
}
function build6() {
  const schema12 = { "$id": "openrig/compaction-state@1", "title": "Managed compaction record of one seat ($OPENRIG_HOME/compaction/state/<nodeId>.json)", "description": "The persisted step of lib/compaction/transition.ts, so a daemon restart resumes at the same step. `run` is the sequence in progress (absent between sequences); `sent` holds when each step was delivered; `attempt` is a send that began and may not have finished (a restart looks its outbox record up instead of typing it again).", "type": "object", "required": ["schema", "version", "nodeId", "seat", "occupant", "step", "stepSince", "rearmed"], "additionalProperties": false, "properties": { "schema": { "const": "compaction-state" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "seat": { "type": "string", "pattern": "\\S" }, "occupant": { "type": "string", "pattern": "\\S" }, "step": { "enum": ["armed", "prep", "await-idle", "await-postcompact", "boundary", "restore", "audit", "cooldown"] }, "stepSince": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "rearmed": { "type": "boolean" }, "cooldownUntil": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "lastTriggerAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "run": { "type": "object", "required": ["id", "origin", "actor", "caller", "startedAt", "prepIdleWaitMs"], "additionalProperties": false, "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" }, "origin": { "enum": ["threshold", "manual"] }, "actor": { "enum": ["peer", "self", "openrig"] }, "caller": { "type": ["string", "null"] }, "startedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "usedPercent": { "type": ["number", "null"] }, "thresholdPercent": { "type": "integer", "minimum": 1, "maximum": 100 }, "prepIdleWaitMs": { "type": "integer", "minimum": 1 }, "sessionId": { "type": ["string", "null"] } } }, "sent": { "type": "object", "additionalProperties": false, "properties": { "prep": { "type": "string" }, "compact": { "type": "string" }, "boundary": { "type": "string" }, "restore": { "type": "string" }, "audit": { "type": "string" } } }, "attempt": { "type": "object", "required": ["step", "id", "at"], "additionalProperties": false, "properties": { "step": { "enum": ["prep", "compact", "boundary", "restore", "audit"] }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, "at": { "type": "string" } } }, "lastAttempt": { "type": "object", "required": ["step", "at", "outcome", "reason"], "additionalProperties": false, "properties": { "step": { "enum": ["prep", "compact", "boundary", "restore", "audit"] }, "at": { "type": "string" }, "outcome": { "type": "string" }, "reason": { "type": "string" } } }, "lastOutcome": { "type": "object", "required": ["at", "result", "reason"], "additionalProperties": false, "properties": { "at": { "type": "string" }, "result": { "enum": ["done", "failed", "cancelled"] }, "reason": { "type": "string" }, "runId": { "type": "string" }, "origin": { "enum": ["threshold", "manual"] } } } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern12 = new RegExp("^[A-Za-z0-9][A-Za-z0-9-]{0,63}$", "u");
  const pattern14 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$", "u");
  function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.nodeId === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.seat === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.occupant === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "occupant" }, message: "must have required property 'occupant'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.step === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "step" }, message: "must have required property 'step'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.stepSince === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "stepSince" }, message: "must have required property 'stepSince'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.rearmed === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rearmed" }, message: "must have required property 'rearmed'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema12.properties, key0)) {
          const err8 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("compaction-state" !== data.schema) {
          const err9 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "compaction-state" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err10 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data2 = data.nodeId;
        if (typeof data2 === "string") {
          if (!pattern6.test(data2)) {
            const err11 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        } else {
          const err12 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.seat !== void 0) {
        let data3 = data.seat;
        if (typeof data3 === "string") {
          if (!pattern1.test(data3)) {
            const err13 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        } else {
          const err14 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      if (data.occupant !== void 0) {
        let data4 = data.occupant;
        if (typeof data4 === "string") {
          if (!pattern1.test(data4)) {
            const err15 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        } else {
          const err16 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.step !== void 0) {
        let data5 = data.step;
        if (!(data5 === "armed" || data5 === "prep" || data5 === "await-idle" || data5 === "await-postcompact" || data5 === "boundary" || data5 === "restore" || data5 === "audit" || data5 === "cooldown")) {
          const err17 = { instancePath: instancePath + "/step", schemaPath: "#/properties/step/enum", keyword: "enum", params: { allowedValues: schema12.properties.step.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.stepSince !== void 0) {
        let data6 = data.stepSince;
        if (typeof data6 === "string") {
          if (!pattern9.test(data6)) {
            const err18 = { instancePath: instancePath + "/stepSince", schemaPath: "#/properties/stepSince/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        } else {
          const err19 = { instancePath: instancePath + "/stepSince", schemaPath: "#/properties/stepSince/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      if (data.rearmed !== void 0) {
        if (typeof data.rearmed !== "boolean") {
          const err20 = { instancePath: instancePath + "/rearmed", schemaPath: "#/properties/rearmed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
      if (data.cooldownUntil !== void 0) {
        let data8 = data.cooldownUntil;
        if (typeof data8 === "string") {
          if (!pattern9.test(data8)) {
            const err21 = { instancePath: instancePath + "/cooldownUntil", schemaPath: "#/properties/cooldownUntil/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        } else {
          const err22 = { instancePath: instancePath + "/cooldownUntil", schemaPath: "#/properties/cooldownUntil/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
      if (data.lastTriggerAt !== void 0) {
        let data9 = data.lastTriggerAt;
        if (typeof data9 === "string") {
          if (!pattern9.test(data9)) {
            const err23 = { instancePath: instancePath + "/lastTriggerAt", schemaPath: "#/properties/lastTriggerAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        } else {
          const err24 = { instancePath: instancePath + "/lastTriggerAt", schemaPath: "#/properties/lastTriggerAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      }
      if (data.run !== void 0) {
        let data10 = data.run;
        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
          if (data10.id === void 0) {
            const err25 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          if (data10.origin === void 0) {
            const err26 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "origin" }, message: "must have required property 'origin'" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (data10.actor === void 0) {
            const err27 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "actor" }, message: "must have required property 'actor'" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
          if (data10.caller === void 0) {
            const err28 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "caller" }, message: "must have required property 'caller'" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (data10.startedAt === void 0) {
            const err29 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "startedAt" }, message: "must have required property 'startedAt'" };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
          if (data10.prepIdleWaitMs === void 0) {
            const err30 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "prepIdleWaitMs" }, message: "must have required property 'prepIdleWaitMs'" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
          for (const key1 in data10) {
            if (!func2.call(schema12.properties.run.properties, key1)) {
              const err31 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
          if (data10.id !== void 0) {
            let data11 = data10.id;
            if (typeof data11 === "string") {
              if (!pattern12.test(data11)) {
                const err32 = { instancePath: instancePath + "/run/id", schemaPath: "#/properties/run/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            } else {
              const err33 = { instancePath: instancePath + "/run/id", schemaPath: "#/properties/run/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
          if (data10.origin !== void 0) {
            let data12 = data10.origin;
            if (!(data12 === "threshold" || data12 === "manual")) {
              const err34 = { instancePath: instancePath + "/run/origin", schemaPath: "#/properties/run/properties/origin/enum", keyword: "enum", params: { allowedValues: schema12.properties.run.properties.origin.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
          }
          if (data10.actor !== void 0) {
            let data13 = data10.actor;
            if (!(data13 === "peer" || data13 === "self" || data13 === "openrig")) {
              const err35 = { instancePath: instancePath + "/run/actor", schemaPath: "#/properties/run/properties/actor/enum", keyword: "enum", params: { allowedValues: schema12.properties.run.properties.actor.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          }
          if (data10.caller !== void 0) {
            let data14 = data10.caller;
            if (typeof data14 !== "string" && data14 !== null) {
              const err36 = { instancePath: instancePath + "/run/caller", schemaPath: "#/properties/run/properties/caller/type", keyword: "type", params: { type: schema12.properties.run.properties.caller.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
          if (data10.startedAt !== void 0) {
            let data15 = data10.startedAt;
            if (typeof data15 === "string") {
              if (!pattern9.test(data15)) {
                const err37 = { instancePath: instancePath + "/run/startedAt", schemaPath: "#/properties/run/properties/startedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            } else {
              const err38 = { instancePath: instancePath + "/run/startedAt", schemaPath: "#/properties/run/properties/startedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          }
          if (data10.usedPercent !== void 0) {
            let data16 = data10.usedPercent;
            if (!(typeof data16 == "number" && isFinite(data16)) && data16 !== null) {
              const err39 = { instancePath: instancePath + "/run/usedPercent", schemaPath: "#/properties/run/properties/usedPercent/type", keyword: "type", params: { type: schema12.properties.run.properties.usedPercent.type }, message: "must be number,null" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
          if (data10.thresholdPercent !== void 0) {
            let data17 = data10.thresholdPercent;
            if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
              const err40 = { instancePath: instancePath + "/run/thresholdPercent", schemaPath: "#/properties/run/properties/thresholdPercent/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
            if (typeof data17 == "number" && isFinite(data17)) {
              if (data17 > 100 || isNaN(data17)) {
                const err41 = { instancePath: instancePath + "/run/thresholdPercent", schemaPath: "#/properties/run/properties/thresholdPercent/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
              if (data17 < 1 || isNaN(data17)) {
                const err42 = { instancePath: instancePath + "/run/thresholdPercent", schemaPath: "#/properties/run/properties/thresholdPercent/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
          }
          if (data10.prepIdleWaitMs !== void 0) {
            let data18 = data10.prepIdleWaitMs;
            if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)) && isFinite(data18))) {
              const err43 = { instancePath: instancePath + "/run/prepIdleWaitMs", schemaPath: "#/properties/run/properties/prepIdleWaitMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
            if (typeof data18 == "number" && isFinite(data18)) {
              if (data18 < 1 || isNaN(data18)) {
                const err44 = { instancePath: instancePath + "/run/prepIdleWaitMs", schemaPath: "#/properties/run/properties/prepIdleWaitMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
          }
          if (data10.sessionId !== void 0) {
            let data19 = data10.sessionId;
            if (typeof data19 !== "string" && data19 !== null) {
              const err45 = { instancePath: instancePath + "/run/sessionId", schemaPath: "#/properties/run/properties/sessionId/type", keyword: "type", params: { type: schema12.properties.run.properties.sessionId.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
        } else {
          const err46 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
      }
      if (data.sent !== void 0) {
        let data20 = data.sent;
        if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
          for (const key2 in data20) {
            if (!(key2 === "prep" || key2 === "compact" || key2 === "boundary" || key2 === "restore" || key2 === "audit")) {
              const err47 = { instancePath: instancePath + "/sent", schemaPath: "#/properties/sent/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          }
          if (data20.prep !== void 0) {
            if (typeof data20.prep !== "string") {
              const err48 = { instancePath: instancePath + "/sent/prep", schemaPath: "#/properties/sent/properties/prep/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
          if (data20.compact !== void 0) {
            if (typeof data20.compact !== "string") {
              const err49 = { instancePath: instancePath + "/sent/compact", schemaPath: "#/properties/sent/properties/compact/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
          }
          if (data20.boundary !== void 0) {
            if (typeof data20.boundary !== "string") {
              const err50 = { instancePath: instancePath + "/sent/boundary", schemaPath: "#/properties/sent/properties/boundary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
          }
          if (data20.restore !== void 0) {
            if (typeof data20.restore !== "string") {
              const err51 = { instancePath: instancePath + "/sent/restore", schemaPath: "#/properties/sent/properties/restore/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          }
          if (data20.audit !== void 0) {
            if (typeof data20.audit !== "string") {
              const err52 = { instancePath: instancePath + "/sent/audit", schemaPath: "#/properties/sent/properties/audit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          }
        } else {
          const err53 = { instancePath: instancePath + "/sent", schemaPath: "#/properties/sent/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
      }
      if (data.attempt !== void 0) {
        let data26 = data.attempt;
        if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
          if (data26.step === void 0) {
            const err54 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/required", keyword: "required", params: { missingProperty: "step" }, message: "must have required property 'step'" };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
          if (data26.id === void 0) {
            const err55 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
          if (data26.at === void 0) {
            const err56 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
          for (const key3 in data26) {
            if (!(key3 === "step" || key3 === "id" || key3 === "at")) {
              const err57 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
          }
          if (data26.step !== void 0) {
            let data27 = data26.step;
            if (!(data27 === "prep" || data27 === "compact" || data27 === "boundary" || data27 === "restore" || data27 === "audit")) {
              const err58 = { instancePath: instancePath + "/attempt/step", schemaPath: "#/properties/attempt/properties/step/enum", keyword: "enum", params: { allowedValues: schema12.properties.attempt.properties.step.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
          }
          if (data26.id !== void 0) {
            let data28 = data26.id;
            if (typeof data28 === "string") {
              if (!pattern14.test(data28)) {
                const err59 = { instancePath: instancePath + "/attempt/id", schemaPath: "#/properties/attempt/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$"' };
                if (vErrors === null) {
                  vErrors = [err59];
                } else {
                  vErrors.push(err59);
                }
                errors++;
              }
            } else {
              const err60 = { instancePath: instancePath + "/attempt/id", schemaPath: "#/properties/attempt/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err60];
              } else {
                vErrors.push(err60);
              }
              errors++;
            }
          }
          if (data26.at !== void 0) {
            if (typeof data26.at !== "string") {
              const err61 = { instancePath: instancePath + "/attempt/at", schemaPath: "#/properties/attempt/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          }
        } else {
          const err62 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
      }
      if (data.lastAttempt !== void 0) {
        let data30 = data.lastAttempt;
        if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
          if (data30.step === void 0) {
            const err63 = { instancePath: instancePath + "/lastAttempt", schemaPath: "#/properties/lastAttempt/required", keyword: "required", params: { missingProperty: "step" }, message: "must have required property 'step'" };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
          if (data30.at === void 0) {
            const err64 = { instancePath: instancePath + "/lastAttempt", schemaPath: "#/properties/lastAttempt/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
          if (data30.outcome === void 0) {
            const err65 = { instancePath: instancePath + "/lastAttempt", schemaPath: "#/properties/lastAttempt/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
          if (data30.reason === void 0) {
            const err66 = { instancePath: instancePath + "/lastAttempt", schemaPath: "#/properties/lastAttempt/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
          for (const key4 in data30) {
            if (!(key4 === "step" || key4 === "at" || key4 === "outcome" || key4 === "reason")) {
              const err67 = { instancePath: instancePath + "/lastAttempt", schemaPath: "#/properties/lastAttempt/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err67];
              } else {
                vErrors.push(err67);
              }
              errors++;
            }
          }
          if (data30.step !== void 0) {
            let data31 = data30.step;
            if (!(data31 === "prep" || data31 === "compact" || data31 === "boundary" || data31 === "restore" || data31 === "audit")) {
              const err68 = { instancePath: instancePath + "/lastAttempt/step", schemaPath: "#/properties/lastAttempt/properties/step/enum", keyword: "enum", params: { allowedValues: schema12.properties.lastAttempt.properties.step.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err68];
              } else {
                vErrors.push(err68);
              }
              errors++;
            }
          }
          if (data30.at !== void 0) {
            if (typeof data30.at !== "string") {
              const err69 = { instancePath: instancePath + "/lastAttempt/at", schemaPath: "#/properties/lastAttempt/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err69];
              } else {
                vErrors.push(err69);
              }
              errors++;
            }
          }
          if (data30.outcome !== void 0) {
            if (typeof data30.outcome !== "string") {
              const err70 = { instancePath: instancePath + "/lastAttempt/outcome", schemaPath: "#/properties/lastAttempt/properties/outcome/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err70];
              } else {
                vErrors.push(err70);
              }
              errors++;
            }
          }
          if (data30.reason !== void 0) {
            if (typeof data30.reason !== "string") {
              const err71 = { instancePath: instancePath + "/lastAttempt/reason", schemaPath: "#/properties/lastAttempt/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err71];
              } else {
                vErrors.push(err71);
              }
              errors++;
            }
          }
        } else {
          const err72 = { instancePath: instancePath + "/lastAttempt", schemaPath: "#/properties/lastAttempt/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err72];
          } else {
            vErrors.push(err72);
          }
          errors++;
        }
      }
      if (data.lastOutcome !== void 0) {
        let data35 = data.lastOutcome;
        if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
          if (data35.at === void 0) {
            const err73 = { instancePath: instancePath + "/lastOutcome", schemaPath: "#/properties/lastOutcome/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err73];
            } else {
              vErrors.push(err73);
            }
            errors++;
          }
          if (data35.result === void 0) {
            const err74 = { instancePath: instancePath + "/lastOutcome", schemaPath: "#/properties/lastOutcome/required", keyword: "required", params: { missingProperty: "result" }, message: "must have required property 'result'" };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
          if (data35.reason === void 0) {
            const err75 = { instancePath: instancePath + "/lastOutcome", schemaPath: "#/properties/lastOutcome/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
            if (vErrors === null) {
              vErrors = [err75];
            } else {
              vErrors.push(err75);
            }
            errors++;
          }
          for (const key5 in data35) {
            if (!(key5 === "at" || key5 === "result" || key5 === "reason" || key5 === "runId" || key5 === "origin")) {
              const err76 = { instancePath: instancePath + "/lastOutcome", schemaPath: "#/properties/lastOutcome/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err76];
              } else {
                vErrors.push(err76);
              }
              errors++;
            }
          }
          if (data35.at !== void 0) {
            if (typeof data35.at !== "string") {
              const err77 = { instancePath: instancePath + "/lastOutcome/at", schemaPath: "#/properties/lastOutcome/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err77];
              } else {
                vErrors.push(err77);
              }
              errors++;
            }
          }
          if (data35.result !== void 0) {
            let data37 = data35.result;
            if (!(data37 === "done" || data37 === "failed" || data37 === "cancelled")) {
              const err78 = { instancePath: instancePath + "/lastOutcome/result", schemaPath: "#/properties/lastOutcome/properties/result/enum", keyword: "enum", params: { allowedValues: schema12.properties.lastOutcome.properties.result.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err78];
              } else {
                vErrors.push(err78);
              }
              errors++;
            }
          }
          if (data35.reason !== void 0) {
            if (typeof data35.reason !== "string") {
              const err79 = { instancePath: instancePath + "/lastOutcome/reason", schemaPath: "#/properties/lastOutcome/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err79];
              } else {
                vErrors.push(err79);
              }
              errors++;
            }
          }
          if (data35.runId !== void 0) {
            if (typeof data35.runId !== "string") {
              const err80 = { instancePath: instancePath + "/lastOutcome/runId", schemaPath: "#/properties/lastOutcome/properties/runId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err80];
              } else {
                vErrors.push(err80);
              }
              errors++;
            }
          }
          if (data35.origin !== void 0) {
            let data40 = data35.origin;
            if (!(data40 === "threshold" || data40 === "manual")) {
              const err81 = { instancePath: instancePath + "/lastOutcome/origin", schemaPath: "#/properties/lastOutcome/properties/origin/enum", keyword: "enum", params: { allowedValues: schema12.properties.lastOutcome.properties.origin.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err81];
              } else {
                vErrors.push(err81);
              }
              errors++;
            }
          }
        } else {
          const err82 = { instancePath: instancePath + "/lastOutcome", schemaPath: "#/properties/lastOutcome/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err82];
          } else {
            vErrors.push(err82);
          }
          errors++;
        }
      }
    } else {
      const err83 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err83];
      } else {
        vErrors.push(err83);
      }
      errors++;
    }
    validate11.errors = vErrors;
    return errors === 0;
  }
  return validate11;
}

// lib/compaction/record.ts
var compactionStateKind = /* @__PURE__ */ defineKind({
  schema: "compaction-state",
  version: 1,
  validate: validate_compaction_state_v1
});
var OWED_STEPS = ["await-postcompact", "boundary", "restore", "audit"];

// lib/compaction/owes.ts
function recordOwesTurn(rec) {
  if (!rec?.run) return false;
  return OWED_STEPS.includes(rec.step) || rec.attempt?.step === "compact";
}
function compactionOwesTurn(home, nodeId) {
  if (!NODE_ID_PATTERN.test(nodeId)) return false;
  try {
    return recordOwesTurn(readDocument(compactionStateKind, compactionStatePath(home, nodeId), { onCorrupt: "fresh" }));
  } catch {
    return false;
  }
}

// lib/compaction/view.ts
var WAITS = {
  armed: "nothing owed: a run starts when usage reaches the threshold (if enabled) or on rig seat compact",
  prep: "the prep prompt is owed: it goes on the next tick when the seat is idle with an empty composer",
  "await-idle": "the prep was delivered: /compact goes once the seat reports an explicit idle",
  "await-postcompact": "/compact was delivered: waiting for the PostCompact hook",
  boundary: "compaction done: the turn-boundary message is owed",
  restore: "the restore request is owed, after the seat answers the turn boundary",
  audit: "the read-depth audit is owed, after the seat answers the restore request",
  cooldown: "the last run ended: no automatic run until the cooldown ends and usage was below the threshold"
};
function compactionView(seat, rec, owes, claude = true) {
  if (!rec)
    return {
      seat,
      stage: "none",
      since: null,
      run: null,
      waitingFor: claude ? "no managed compaction has run for this seat" : "managed compaction is offered for Claude seats only (Codex compacts on its own)",
      sent: {},
      lastAttempt: null,
      lastOutcome: null,
      cooldownUntil: null,
      rearmed: true,
      owesTurn: false
    };
  let waitingFor = WAITS[rec.step];
  if (rec.lastAttempt?.step && rec.step !== "armed" && rec.step !== "cooldown" && !["delivered", "indeterminate"].includes(rec.lastAttempt.outcome))
    waitingFor += `; the last ${rec.lastAttempt.step} send was ${rec.lastAttempt.outcome} (${rec.lastAttempt.reason}) and is retried on the next tick`;
  if (rec.attempt) waitingFor = `a ${rec.attempt.step} send is in flight (outbox ${rec.attempt.id})`;
  return {
    seat,
    stage: rec.step,
    since: rec.stepSince,
    run: rec.run ?? null,
    waitingFor,
    sent: rec.sent ?? {},
    lastAttempt: rec.lastAttempt ?? null,
    lastOutcome: rec.lastOutcome ?? null,
    cooldownUntil: rec.cooldownUntil ?? null,
    rearmed: rec.rearmed,
    owesTurn: owes
  };
}

// lib/compaction/status-section.ts
function compactionStatus(home, seat) {
  let rec;
  try {
    rec = readDocument(compactionStateKind, compactionStatePath(home, seat.nodeId), { onCorrupt: "fresh" });
  } catch {
    rec = void 0;
  }
  if (!rec && seat.runtime !== "claude-code") return void 0;
  const v = compactionView(`${seat.name}@${seat.rig}`, rec, recordOwesTurn(rec), seat.runtime === "claude-code");
  return {
    stage: v.stage,
    since: v.since,
    waitingFor: v.waitingFor,
    owesTurn: v.owesTurn,
    lastOutcome: v.lastOutcome ? { result: v.lastOutcome.result, reason: v.lastOutcome.reason, at: v.lastOutcome.at } : null
  };
}

// lib/intervention/presets.ts
var ACTORS = ["peer", "self", "openrig"];
var ACTIONS = ["compaction", "model"];
var PRESET_PEER_ROW = {
  "no-peer-interventions": "none",
  "help-within-instructions": "helpers",
  "full-control": "all"
};
var STANDING_AUTHORITY = { self: true, openrig: true };

// lib/intervention/choice.ts
var exceptionFlag = (actor, action) => `${actor}-${action}`;
var EXCEPTION_FLAGS = ACTORS.flatMap(
  (actor) => ACTIONS.map((action) => exceptionFlag(actor, action))
);
var hasExceptions = (c) => ACTORS.some((a) => Object.keys(c.exceptions[a] ?? {}).length > 0);
function choiceLabel(c) {
  return hasExceptions(c) ? `Custom (from ${c.preset})` : c.preset;
}

// lib/intervention/policy.ts
function actorFor(targetNodeId, callerNodeId) {
  return callerNodeId !== null && callerNodeId === targetNodeId ? "self" : "peer";
}
var verdict = (allowed, reason) => ({ allowed, reason });
function decideIntervention(choice, ask) {
  const what = `${ask.actor} ${ask.action}`;
  if (!choice) return verdict(true, `${what}: no terminal policy recorded for this seat (today's behaviour)`);
  if (ask.actor !== "openrig" && ask.caller === null)
    return verdict(true, `${what}: unattributed caller keeps today's behaviour`);
  const label = choiceLabel(choice);
  const exception = choice.exceptions[ask.actor]?.[ask.action];
  if (exception) return verdict(exception === "allow", `${what}: ${exception} by exception (${label})`);
  if (ask.actor === "self" || ask.actor === "openrig") {
    const allowed = STANDING_AUTHORITY[ask.actor];
    return verdict(allowed, `${what}: ${allowed ? "allowed" : "denied"}, standing authority (${label})`);
  }
  const row = PRESET_PEER_ROW[choice.preset];
  if (row === "all") return verdict(true, `${what}: allowed by ${label}`);
  if (row === "none") return verdict(false, `${what}: denied by ${label}`);
  const helper = choice.helpers.find((h) => h.nodeId === ask.caller);
  return helper ? verdict(true, `${what}: allowed, ${helper.seat} is a named helper (${label})`) : verdict(false, `${what}: denied, the caller is not a named helper (${label})`);
}
function accountRows(choice) {
  const cell = (actor, action) => {
    const exception = choice.exceptions[actor]?.[action];
    if (exception) return exception;
    if (actor !== "peer") return STANDING_AUTHORITY[actor] ? "allow" : "deny";
    const row = PRESET_PEER_ROW[choice.preset];
    return row === "all" ? "allow" : row === "none" ? "deny" : "helpers";
  };
  return {
    peer: { compaction: cell("peer", "compaction"), model: cell("peer", "model") },
    self: { compaction: cell("self", "compaction"), model: cell("self", "model") },
    openrig: { compaction: cell("openrig", "compaction"), model: cell("openrig", "model") }
  };
}

// lib/store/validators/terminal-policy.v1.generated.js
var compiled7;
function validate_terminal_policy_v1(data, options) {
  compiled7 ??= build7();
  const ok2 = compiled7(data, options);
  validate_terminal_policy_v1.errors = compiled7.errors;
  return ok2;
}
function build7() {
  const schema59 = { "$id": "openrig/terminal-policy@1", "title": "A seat's terminal interaction choice ($OPENRIG_HOME/terminal-policy/seats/<nodeId>.json)", "description": "Written whole by rig seat set-terminal-policy (or copied from the rig default when the seat was added). No document: today's behaviour.", "type": "object", "required": ["schema", "version", "nodeId", "choice", "changedAt", "actor", "origin"], "additionalProperties": false, "properties": { "schema": { "const": "terminal-policy" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "choice": { "type": "object", "required": ["preset", "helpers", "exceptions", "instruction"], "additionalProperties": false, "properties": { "preset": { "enum": ["no-peer-interventions", "help-within-instructions", "full-control"] }, "helpers": { "type": "array", "maxItems": 32, "items": { "type": "object", "required": ["seat", "nodeId"], "additionalProperties": false, "properties": { "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" } } } }, "exceptions": { "type": "object", "additionalProperties": false, "properties": { "peer": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] } } }, "self": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] } } }, "openrig": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] } } } } }, "instruction": { "type": "string", "pattern": "\\S" } } }, "changedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "actor": { "type": "object", "required": ["seat", "nodeId", "operator"], "additionalProperties": false, "properties": { "seat": { "type": ["string", "null"] }, "nodeId": { "type": ["string", "null"] }, "operator": { "type": ["string", "null"] } } }, "origin": { "enum": ["set", "rig-default"] } } };
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.nodeId === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.choice === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "choice" }, message: "must have required property 'choice'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.changedAt === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "changedAt" }, message: "must have required property 'changedAt'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.actor === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "actor" }, message: "must have required property 'actor'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.origin === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "origin" }, message: "must have required property 'origin'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "nodeId" || key0 === "choice" || key0 === "changedAt" || key0 === "actor" || key0 === "origin")) {
          const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("terminal-policy" !== data.schema) {
          const err8 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "terminal-policy" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err9 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data2 = data.nodeId;
        if (typeof data2 === "string") {
          if (!pattern6.test(data2)) {
            const err10 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        } else {
          const err11 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
      if (data.choice !== void 0) {
        let data3 = data.choice;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
          if (data3.preset === void 0) {
            const err12 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "preset" }, message: "must have required property 'preset'" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (data3.helpers === void 0) {
            const err13 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "helpers" }, message: "must have required property 'helpers'" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          if (data3.exceptions === void 0) {
            const err14 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "exceptions" }, message: "must have required property 'exceptions'" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (data3.instruction === void 0) {
            const err15 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "instruction" }, message: "must have required property 'instruction'" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          for (const key1 in data3) {
            if (!(key1 === "preset" || key1 === "helpers" || key1 === "exceptions" || key1 === "instruction")) {
              const err16 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
          if (data3.preset !== void 0) {
            let data4 = data3.preset;
            if (!(data4 === "no-peer-interventions" || data4 === "help-within-instructions" || data4 === "full-control")) {
              const err17 = { instancePath: instancePath + "/choice/preset", schemaPath: "#/properties/choice/properties/preset/enum", keyword: "enum", params: { allowedValues: schema59.properties.choice.properties.preset.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
          if (data3.helpers !== void 0) {
            let data5 = data3.helpers;
            if (Array.isArray(data5)) {
              if (data5.length > 32) {
                const err18 = { instancePath: instancePath + "/choice/helpers", schemaPath: "#/properties/choice/properties/helpers/maxItems", keyword: "maxItems", params: { limit: 32 }, message: "must NOT have more than 32 items" };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
              const len0 = data5.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data6 = data5[i0];
                if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                  if (data6.seat === void 0) {
                    const err19 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                  if (data6.nodeId === void 0) {
                    const err20 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                  for (const key2 in data6) {
                    if (!(key2 === "seat" || key2 === "nodeId")) {
                      const err21 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err21];
                      } else {
                        vErrors.push(err21);
                      }
                      errors++;
                    }
                  }
                  if (data6.seat !== void 0) {
                    let data7 = data6.seat;
                    if (typeof data7 === "string") {
                      if (!pattern20.test(data7)) {
                        const err22 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/seat", schemaPath: "#/properties/choice/properties/helpers/items/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
                        if (vErrors === null) {
                          vErrors = [err22];
                        } else {
                          vErrors.push(err22);
                        }
                        errors++;
                      }
                    } else {
                      const err23 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/seat", schemaPath: "#/properties/choice/properties/helpers/items/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err23];
                      } else {
                        vErrors.push(err23);
                      }
                      errors++;
                    }
                  }
                  if (data6.nodeId !== void 0) {
                    let data8 = data6.nodeId;
                    if (typeof data8 === "string") {
                      if (!pattern6.test(data8)) {
                        const err24 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/nodeId", schemaPath: "#/properties/choice/properties/helpers/items/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
                        if (vErrors === null) {
                          vErrors = [err24];
                        } else {
                          vErrors.push(err24);
                        }
                        errors++;
                      }
                    } else {
                      const err25 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/nodeId", schemaPath: "#/properties/choice/properties/helpers/items/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err26 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              }
            } else {
              const err27 = { instancePath: instancePath + "/choice/helpers", schemaPath: "#/properties/choice/properties/helpers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
          if (data3.exceptions !== void 0) {
            let data9 = data3.exceptions;
            if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
              for (const key3 in data9) {
                if (!(key3 === "peer" || key3 === "self" || key3 === "openrig")) {
                  const err28 = { instancePath: instancePath + "/choice/exceptions", schemaPath: "#/properties/choice/properties/exceptions/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
              }
              if (data9.peer !== void 0) {
                let data10 = data9.peer;
                if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                  for (const key4 in data10) {
                    if (!(key4 === "compaction" || key4 === "model")) {
                      const err29 = { instancePath: instancePath + "/choice/exceptions/peer", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err29];
                      } else {
                        vErrors.push(err29);
                      }
                      errors++;
                    }
                  }
                  if (data10.compaction !== void 0) {
                    let data11 = data10.compaction;
                    if (!(data11 === "allow" || data11 === "deny")) {
                      const err30 = { instancePath: instancePath + "/choice/exceptions/peer/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema59.properties.choice.properties.exceptions.properties.peer.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                  }
                  if (data10.model !== void 0) {
                    let data12 = data10.model;
                    if (!(data12 === "allow" || data12 === "deny")) {
                      const err31 = { instancePath: instancePath + "/choice/exceptions/peer/model", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/model/enum", keyword: "enum", params: { allowedValues: schema59.properties.choice.properties.exceptions.properties.peer.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err31];
                      } else {
                        vErrors.push(err31);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err32 = { instancePath: instancePath + "/choice/exceptions/peer", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              }
              if (data9.self !== void 0) {
                let data13 = data9.self;
                if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                  for (const key5 in data13) {
                    if (!(key5 === "compaction" || key5 === "model")) {
                      const err33 = { instancePath: instancePath + "/choice/exceptions/self", schemaPath: "#/properties/choice/properties/exceptions/properties/self/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err33];
                      } else {
                        vErrors.push(err33);
                      }
                      errors++;
                    }
                  }
                  if (data13.compaction !== void 0) {
                    let data14 = data13.compaction;
                    if (!(data14 === "allow" || data14 === "deny")) {
                      const err34 = { instancePath: instancePath + "/choice/exceptions/self/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema59.properties.choice.properties.exceptions.properties.self.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err34];
                      } else {
                        vErrors.push(err34);
                      }
                      errors++;
                    }
                  }
                  if (data13.model !== void 0) {
                    let data15 = data13.model;
                    if (!(data15 === "allow" || data15 === "deny")) {
                      const err35 = { instancePath: instancePath + "/choice/exceptions/self/model", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/model/enum", keyword: "enum", params: { allowedValues: schema59.properties.choice.properties.exceptions.properties.self.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err35];
                      } else {
                        vErrors.push(err35);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err36 = { instancePath: instancePath + "/choice/exceptions/self", schemaPath: "#/properties/choice/properties/exceptions/properties/self/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
              }
              if (data9.openrig !== void 0) {
                let data16 = data9.openrig;
                if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                  for (const key6 in data16) {
                    if (!(key6 === "compaction" || key6 === "model")) {
                      const err37 = { instancePath: instancePath + "/choice/exceptions/openrig", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err37];
                      } else {
                        vErrors.push(err37);
                      }
                      errors++;
                    }
                  }
                  if (data16.compaction !== void 0) {
                    let data17 = data16.compaction;
                    if (!(data17 === "allow" || data17 === "deny")) {
                      const err38 = { instancePath: instancePath + "/choice/exceptions/openrig/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema59.properties.choice.properties.exceptions.properties.openrig.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err38];
                      } else {
                        vErrors.push(err38);
                      }
                      errors++;
                    }
                  }
                  if (data16.model !== void 0) {
                    let data18 = data16.model;
                    if (!(data18 === "allow" || data18 === "deny")) {
                      const err39 = { instancePath: instancePath + "/choice/exceptions/openrig/model", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/model/enum", keyword: "enum", params: { allowedValues: schema59.properties.choice.properties.exceptions.properties.openrig.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err39];
                      } else {
                        vErrors.push(err39);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err40 = { instancePath: instancePath + "/choice/exceptions/openrig", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
              }
            } else {
              const err41 = { instancePath: instancePath + "/choice/exceptions", schemaPath: "#/properties/choice/properties/exceptions/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
          if (data3.instruction !== void 0) {
            let data19 = data3.instruction;
            if (typeof data19 === "string") {
              if (!pattern1.test(data19)) {
                const err42 = { instancePath: instancePath + "/choice/instruction", schemaPath: "#/properties/choice/properties/instruction/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            } else {
              const err43 = { instancePath: instancePath + "/choice/instruction", schemaPath: "#/properties/choice/properties/instruction/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
        } else {
          const err44 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
      }
      if (data.changedAt !== void 0) {
        let data20 = data.changedAt;
        if (typeof data20 === "string") {
          if (!pattern9.test(data20)) {
            const err45 = { instancePath: instancePath + "/changedAt", schemaPath: "#/properties/changedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        } else {
          const err46 = { instancePath: instancePath + "/changedAt", schemaPath: "#/properties/changedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
      }
      if (data.actor !== void 0) {
        let data21 = data.actor;
        if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
          if (data21.seat === void 0) {
            const err47 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
          if (data21.nodeId === void 0) {
            const err48 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
          if (data21.operator === void 0) {
            const err49 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "operator" }, message: "must have required property 'operator'" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
          for (const key7 in data21) {
            if (!(key7 === "seat" || key7 === "nodeId" || key7 === "operator")) {
              const err50 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
          }
          if (data21.seat !== void 0) {
            let data22 = data21.seat;
            if (typeof data22 !== "string" && data22 !== null) {
              const err51 = { instancePath: instancePath + "/actor/seat", schemaPath: "#/properties/actor/properties/seat/type", keyword: "type", params: { type: schema59.properties.actor.properties.seat.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          }
          if (data21.nodeId !== void 0) {
            let data23 = data21.nodeId;
            if (typeof data23 !== "string" && data23 !== null) {
              const err52 = { instancePath: instancePath + "/actor/nodeId", schemaPath: "#/properties/actor/properties/nodeId/type", keyword: "type", params: { type: schema59.properties.actor.properties.nodeId.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          }
          if (data21.operator !== void 0) {
            let data24 = data21.operator;
            if (typeof data24 !== "string" && data24 !== null) {
              const err53 = { instancePath: instancePath + "/actor/operator", schemaPath: "#/properties/actor/properties/operator/type", keyword: "type", params: { type: schema59.properties.actor.properties.operator.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
          }
        } else {
          const err54 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
      }
      if (data.origin !== void 0) {
        let data25 = data.origin;
        if (!(data25 === "set" || data25 === "rig-default")) {
          const err55 = { instancePath: instancePath + "/origin", schemaPath: "#/properties/origin/enum", keyword: "enum", params: { allowedValues: schema59.properties.origin.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
      }
    } else {
      const err56 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err56];
      } else {
        vErrors.push(err56);
      }
      errors++;
    }
    validate34.errors = vErrors;
    return errors === 0;
  }
  return validate34;
}

// lib/store/validators/terminal-policy-default.v1.generated.js
var compiled8;
function validate_terminal_policy_default_v1(data, options) {
  compiled8 ??= build8();
  const ok2 = compiled8(data, options);
  validate_terminal_policy_default_v1.errors = compiled8.errors;
  return ok2;
}
function build8() {
  const schema58 = { "$id": "openrig/terminal-policy-default@1", "title": "A rig's terminal interaction choice for newly added seats ($OPENRIG_HOME/terminal-policy/rigs/<rig>.json)", "type": "object", "required": ["schema", "version", "rig", "choice", "changedAt", "actor"], "additionalProperties": false, "properties": { "schema": { "const": "terminal-policy-default" }, "version": { "const": 1 }, "rig": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "choice": { "type": "object", "required": ["preset", "helpers", "exceptions", "instruction"], "additionalProperties": false, "properties": { "preset": { "enum": ["no-peer-interventions", "help-within-instructions", "full-control"] }, "helpers": { "type": "array", "maxItems": 32, "items": { "type": "object", "required": ["seat", "nodeId"], "additionalProperties": false, "properties": { "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" } } } }, "exceptions": { "type": "object", "additionalProperties": false, "properties": { "peer": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] } } }, "self": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] } } }, "openrig": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] } } } } }, "instruction": { "type": "string", "pattern": "\\S" } } }, "changedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "actor": { "type": "object", "required": ["seat", "nodeId", "operator"], "additionalProperties": false, "properties": { "seat": { "type": ["string", "null"] }, "nodeId": { "type": ["string", "null"] }, "operator": { "type": ["string", "null"] } } } } };
  const pattern114 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.rig === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rig" }, message: "must have required property 'rig'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.choice === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "choice" }, message: "must have required property 'choice'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.changedAt === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "changedAt" }, message: "must have required property 'changedAt'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.actor === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "actor" }, message: "must have required property 'actor'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "rig" || key0 === "choice" || key0 === "changedAt" || key0 === "actor")) {
          const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("terminal-policy-default" !== data.schema) {
          const err7 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "terminal-policy-default" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err8 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.rig !== void 0) {
        let data2 = data.rig;
        if (typeof data2 === "string") {
          if (!pattern114.test(data2)) {
            const err9 = { instancePath: instancePath + "/rig", schemaPath: "#/properties/rig/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        } else {
          const err10 = { instancePath: instancePath + "/rig", schemaPath: "#/properties/rig/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.choice !== void 0) {
        let data3 = data.choice;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
          if (data3.preset === void 0) {
            const err11 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "preset" }, message: "must have required property 'preset'" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          if (data3.helpers === void 0) {
            const err12 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "helpers" }, message: "must have required property 'helpers'" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (data3.exceptions === void 0) {
            const err13 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "exceptions" }, message: "must have required property 'exceptions'" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          if (data3.instruction === void 0) {
            const err14 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/required", keyword: "required", params: { missingProperty: "instruction" }, message: "must have required property 'instruction'" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          for (const key1 in data3) {
            if (!(key1 === "preset" || key1 === "helpers" || key1 === "exceptions" || key1 === "instruction")) {
              const err15 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          }
          if (data3.preset !== void 0) {
            let data4 = data3.preset;
            if (!(data4 === "no-peer-interventions" || data4 === "help-within-instructions" || data4 === "full-control")) {
              const err16 = { instancePath: instancePath + "/choice/preset", schemaPath: "#/properties/choice/properties/preset/enum", keyword: "enum", params: { allowedValues: schema58.properties.choice.properties.preset.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
          if (data3.helpers !== void 0) {
            let data5 = data3.helpers;
            if (Array.isArray(data5)) {
              if (data5.length > 32) {
                const err17 = { instancePath: instancePath + "/choice/helpers", schemaPath: "#/properties/choice/properties/helpers/maxItems", keyword: "maxItems", params: { limit: 32 }, message: "must NOT have more than 32 items" };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
              const len0 = data5.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data6 = data5[i0];
                if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                  if (data6.seat === void 0) {
                    const err18 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                  if (data6.nodeId === void 0) {
                    const err19 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                  for (const key2 in data6) {
                    if (!(key2 === "seat" || key2 === "nodeId")) {
                      const err20 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err20];
                      } else {
                        vErrors.push(err20);
                      }
                      errors++;
                    }
                  }
                  if (data6.seat !== void 0) {
                    let data7 = data6.seat;
                    if (typeof data7 === "string") {
                      if (!pattern20.test(data7)) {
                        const err21 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/seat", schemaPath: "#/properties/choice/properties/helpers/items/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
                        if (vErrors === null) {
                          vErrors = [err21];
                        } else {
                          vErrors.push(err21);
                        }
                        errors++;
                      }
                    } else {
                      const err22 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/seat", schemaPath: "#/properties/choice/properties/helpers/items/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err22];
                      } else {
                        vErrors.push(err22);
                      }
                      errors++;
                    }
                  }
                  if (data6.nodeId !== void 0) {
                    let data8 = data6.nodeId;
                    if (typeof data8 === "string") {
                      if (!pattern6.test(data8)) {
                        const err23 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/nodeId", schemaPath: "#/properties/choice/properties/helpers/items/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
                        if (vErrors === null) {
                          vErrors = [err23];
                        } else {
                          vErrors.push(err23);
                        }
                        errors++;
                      }
                    } else {
                      const err24 = { instancePath: instancePath + "/choice/helpers/" + i0 + "/nodeId", schemaPath: "#/properties/choice/properties/helpers/items/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err24];
                      } else {
                        vErrors.push(err24);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err25 = { instancePath: instancePath + "/choice/helpers/" + i0, schemaPath: "#/properties/choice/properties/helpers/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              }
            } else {
              const err26 = { instancePath: instancePath + "/choice/helpers", schemaPath: "#/properties/choice/properties/helpers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
          if (data3.exceptions !== void 0) {
            let data9 = data3.exceptions;
            if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
              for (const key3 in data9) {
                if (!(key3 === "peer" || key3 === "self" || key3 === "openrig")) {
                  const err27 = { instancePath: instancePath + "/choice/exceptions", schemaPath: "#/properties/choice/properties/exceptions/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
              if (data9.peer !== void 0) {
                let data10 = data9.peer;
                if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                  for (const key4 in data10) {
                    if (!(key4 === "compaction" || key4 === "model")) {
                      const err28 = { instancePath: instancePath + "/choice/exceptions/peer", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err28];
                      } else {
                        vErrors.push(err28);
                      }
                      errors++;
                    }
                  }
                  if (data10.compaction !== void 0) {
                    let data11 = data10.compaction;
                    if (!(data11 === "allow" || data11 === "deny")) {
                      const err29 = { instancePath: instancePath + "/choice/exceptions/peer/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema58.properties.choice.properties.exceptions.properties.peer.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err29];
                      } else {
                        vErrors.push(err29);
                      }
                      errors++;
                    }
                  }
                  if (data10.model !== void 0) {
                    let data12 = data10.model;
                    if (!(data12 === "allow" || data12 === "deny")) {
                      const err30 = { instancePath: instancePath + "/choice/exceptions/peer/model", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/model/enum", keyword: "enum", params: { allowedValues: schema58.properties.choice.properties.exceptions.properties.peer.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err31 = { instancePath: instancePath + "/choice/exceptions/peer", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
              if (data9.self !== void 0) {
                let data13 = data9.self;
                if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                  for (const key5 in data13) {
                    if (!(key5 === "compaction" || key5 === "model")) {
                      const err32 = { instancePath: instancePath + "/choice/exceptions/self", schemaPath: "#/properties/choice/properties/exceptions/properties/self/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err32];
                      } else {
                        vErrors.push(err32);
                      }
                      errors++;
                    }
                  }
                  if (data13.compaction !== void 0) {
                    let data14 = data13.compaction;
                    if (!(data14 === "allow" || data14 === "deny")) {
                      const err33 = { instancePath: instancePath + "/choice/exceptions/self/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema58.properties.choice.properties.exceptions.properties.self.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err33];
                      } else {
                        vErrors.push(err33);
                      }
                      errors++;
                    }
                  }
                  if (data13.model !== void 0) {
                    let data15 = data13.model;
                    if (!(data15 === "allow" || data15 === "deny")) {
                      const err34 = { instancePath: instancePath + "/choice/exceptions/self/model", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/model/enum", keyword: "enum", params: { allowedValues: schema58.properties.choice.properties.exceptions.properties.self.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err34];
                      } else {
                        vErrors.push(err34);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err35 = { instancePath: instancePath + "/choice/exceptions/self", schemaPath: "#/properties/choice/properties/exceptions/properties/self/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
              }
              if (data9.openrig !== void 0) {
                let data16 = data9.openrig;
                if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                  for (const key6 in data16) {
                    if (!(key6 === "compaction" || key6 === "model")) {
                      const err36 = { instancePath: instancePath + "/choice/exceptions/openrig", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                  }
                  if (data16.compaction !== void 0) {
                    let data17 = data16.compaction;
                    if (!(data17 === "allow" || data17 === "deny")) {
                      const err37 = { instancePath: instancePath + "/choice/exceptions/openrig/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema58.properties.choice.properties.exceptions.properties.openrig.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err37];
                      } else {
                        vErrors.push(err37);
                      }
                      errors++;
                    }
                  }
                  if (data16.model !== void 0) {
                    let data18 = data16.model;
                    if (!(data18 === "allow" || data18 === "deny")) {
                      const err38 = { instancePath: instancePath + "/choice/exceptions/openrig/model", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/model/enum", keyword: "enum", params: { allowedValues: schema58.properties.choice.properties.exceptions.properties.openrig.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err38];
                      } else {
                        vErrors.push(err38);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err39 = { instancePath: instancePath + "/choice/exceptions/openrig", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
              }
            } else {
              const err40 = { instancePath: instancePath + "/choice/exceptions", schemaPath: "#/properties/choice/properties/exceptions/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
          }
          if (data3.instruction !== void 0) {
            let data19 = data3.instruction;
            if (typeof data19 === "string") {
              if (!pattern1.test(data19)) {
                const err41 = { instancePath: instancePath + "/choice/instruction", schemaPath: "#/properties/choice/properties/instruction/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            } else {
              const err42 = { instancePath: instancePath + "/choice/instruction", schemaPath: "#/properties/choice/properties/instruction/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
        } else {
          const err43 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      }
      if (data.changedAt !== void 0) {
        let data20 = data.changedAt;
        if (typeof data20 === "string") {
          if (!pattern9.test(data20)) {
            const err44 = { instancePath: instancePath + "/changedAt", schemaPath: "#/properties/changedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        } else {
          const err45 = { instancePath: instancePath + "/changedAt", schemaPath: "#/properties/changedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
      }
      if (data.actor !== void 0) {
        let data21 = data.actor;
        if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
          if (data21.seat === void 0) {
            const err46 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
          if (data21.nodeId === void 0) {
            const err47 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
          if (data21.operator === void 0) {
            const err48 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "operator" }, message: "must have required property 'operator'" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
          for (const key7 in data21) {
            if (!(key7 === "seat" || key7 === "nodeId" || key7 === "operator")) {
              const err49 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
          }
          if (data21.seat !== void 0) {
            let data22 = data21.seat;
            if (typeof data22 !== "string" && data22 !== null) {
              const err50 = { instancePath: instancePath + "/actor/seat", schemaPath: "#/properties/actor/properties/seat/type", keyword: "type", params: { type: schema58.properties.actor.properties.seat.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
          }
          if (data21.nodeId !== void 0) {
            let data23 = data21.nodeId;
            if (typeof data23 !== "string" && data23 !== null) {
              const err51 = { instancePath: instancePath + "/actor/nodeId", schemaPath: "#/properties/actor/properties/nodeId/type", keyword: "type", params: { type: schema58.properties.actor.properties.nodeId.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          }
          if (data21.operator !== void 0) {
            let data24 = data21.operator;
            if (typeof data24 !== "string" && data24 !== null) {
              const err52 = { instancePath: instancePath + "/actor/operator", schemaPath: "#/properties/actor/properties/operator/type", keyword: "type", params: { type: schema58.properties.actor.properties.operator.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          }
        } else {
          const err53 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
      }
    } else {
      const err54 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err54];
      } else {
        vErrors.push(err54);
      }
      errors++;
    }
    validate33.errors = vErrors;
    return errors === 0;
  }
  return validate33;
}

// lib/intervention/store.ts
var seatKind2 = defineKind({
  schema: "terminal-policy",
  version: 1,
  validate: validate_terminal_policy_v1
});
var rigKind = defineKind({
  schema: "terminal-policy-default",
  version: 1,
  validate: validate_terminal_policy_default_v1
});
function readTerminalPolicy(home, nodeId) {
  if (!NODE_ID_PATTERN.test(nodeId)) return void 0;
  const doc = readDocument(seatKind2, terminalPolicySeatPath(home, nodeId), { onCorrupt: "fresh" });
  if (doc) return doc;
  const last = readTerminalPolicyAudit(home).filter((e) => e && e.nodeId === nodeId && (e.event === "set" || e.event === "copied") && e.choice).at(-1);
  if (!last) return void 0;
  return {
    schema: "terminal-policy",
    version: 1,
    nodeId,
    choice: last.choice,
    changedAt: last.at,
    actor: last.actor,
    origin: last.event === "copied" ? "rig-default" : "set"
  };
}
function readTerminalPolicyAudit(home) {
  return readLog(home.terminalPolicyAudit).records;
}

// lib/intervention/attribution.ts
function attributionLabel(a) {
  if (a.seat) return a.nodeId ? `seat ${a.seat}` : `seat ${a.seat} (not a recorded seat)`;
  if (a.operator) return `operator ${a.operator} (as given; not authenticated)`;
  return UNATTRIBUTED;
}

// lib/store/validators/seat-model.v1.generated.js
var compiled9;
function validate_seat_model_v1(data, options) {
  compiled9 ??= build9();
  const ok2 = compiled9(data, options);
  validate_seat_model_v1.errors = compiled9.errors;
  return ok2;
}
function build9() {
  const schema47 = { "$id": "openrig/seat-model@1", "title": "A seat's saved model and effort ($OPENRIG_HOME/seat-model/<nodeId>.json)", "description": "Saved by rig seat set-model; applied at the next managed continuation (relaunch, restore, handover), never to the running process.", "type": "object", "required": ["schema", "version", "nodeId", "model", "effort", "savedAt", "actor", "caller"], "additionalProperties": false, "properties": { "schema": { "const": "seat-model" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "model": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/\\[\\]-]{0,127}$" }, "effort": { "type": ["string", "null"], "pattern": "^[a-z]{1,16}$" }, "savedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "actor": { "enum": ["peer", "self"] }, "caller": { "type": ["string", "null"] }, "callerSeat": { "type": ["string", "null"] } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern111 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:/\\[\\]-]{0,127}$", "u");
  const pattern112 = new RegExp("^[a-z]{1,16}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.nodeId === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.model === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.effort === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "effort" }, message: "must have required property 'effort'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.savedAt === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "savedAt" }, message: "must have required property 'savedAt'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.actor === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "actor" }, message: "must have required property 'actor'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.caller === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "caller" }, message: "must have required property 'caller'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema47.properties, key0)) {
          const err8 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("seat-model" !== data.schema) {
          const err9 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "seat-model" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err10 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data2 = data.nodeId;
        if (typeof data2 === "string") {
          if (!pattern6.test(data2)) {
            const err11 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        } else {
          const err12 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.model !== void 0) {
        let data3 = data.model;
        if (typeof data3 === "string") {
          if (!pattern111.test(data3)) {
            const err13 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:/\\[\\]-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:/\\[\\]-]{0,127}$"' };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        } else {
          const err14 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      if (data.effort !== void 0) {
        let data4 = data.effort;
        if (typeof data4 !== "string" && data4 !== null) {
          const err15 = { instancePath: instancePath + "/effort", schemaPath: "#/properties/effort/type", keyword: "type", params: { type: schema47.properties.effort.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (typeof data4 === "string") {
          if (!pattern112.test(data4)) {
            const err16 = { instancePath: instancePath + "/effort", schemaPath: "#/properties/effort/pattern", keyword: "pattern", params: { pattern: "^[a-z]{1,16}$" }, message: 'must match pattern "^[a-z]{1,16}$"' };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      }
      if (data.savedAt !== void 0) {
        let data5 = data.savedAt;
        if (typeof data5 === "string") {
          if (!pattern9.test(data5)) {
            const err17 = { instancePath: instancePath + "/savedAt", schemaPath: "#/properties/savedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        } else {
          const err18 = { instancePath: instancePath + "/savedAt", schemaPath: "#/properties/savedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
      if (data.actor !== void 0) {
        let data6 = data.actor;
        if (!(data6 === "peer" || data6 === "self")) {
          const err19 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/enum", keyword: "enum", params: { allowedValues: schema47.properties.actor.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      if (data.caller !== void 0) {
        let data7 = data.caller;
        if (typeof data7 !== "string" && data7 !== null) {
          const err20 = { instancePath: instancePath + "/caller", schemaPath: "#/properties/caller/type", keyword: "type", params: { type: schema47.properties.caller.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
      if (data.callerSeat !== void 0) {
        let data8 = data.callerSeat;
        if (typeof data8 !== "string" && data8 !== null) {
          const err21 = { instancePath: instancePath + "/callerSeat", schemaPath: "#/properties/callerSeat/type", keyword: "type", params: { type: schema47.properties.callerSeat.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
    } else {
      const err22 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err22];
      } else {
        vErrors.push(err22);
      }
      errors++;
    }
    validate29.errors = vErrors;
    return errors === 0;
  }
  return validate29;
}

// lib/continuation/model-store.ts
var modelKind = defineKind({ schema: "seat-model", version: 1, validate: validate_seat_model_v1 });
function readSavedModel(home, nodeId) {
  if (!NODE_ID_PATTERN.test(nodeId)) return void 0;
  return readDocument(modelKind, seatModelPath(home, nodeId), { onCorrupt: "fresh" });
}

// lib/intervention/status-section.ts
function terminalPolicyStatus(home, seat, interruptionLevel) {
  const rec = readTerminalPolicy(home, seat.nodeId);
  const saved = readSavedModel(home, seat.nodeId);
  const model = saved ? {
    model: saved.model,
    effort: saved.effort,
    savedAt: saved.savedAt,
    appliedToCurrent: seat.launch?.model === saved.model && (seat.launch?.effort ?? null) === saved.effort
  } : null;
  const base = { nativePermissions: seat.permissionMode ?? null, interruptionLevel, savedModel: model };
  if (!rec)
    return {
      account: null,
      preset: null,
      custom: false,
      rows: null,
      helpers: [],
      instruction: null,
      origin: null,
      changedAt: null,
      actorLabel: null,
      ...base
    };
  const c = rec.choice;
  return {
    account: choiceLabel(c),
    preset: c.preset,
    custom: choiceLabel(c) !== c.preset,
    rows: accountRows(c),
    helpers: c.helpers.map((h) => h.seat),
    instruction: c.instruction,
    origin: rec.origin,
    changedAt: rec.changedAt,
    actorLabel: attributionLabel(rec.actor),
    ...base
  };
}

// lib/context-usage/contract.ts
var CONTEXT_STALE_MS = 10 * 6e4;

// lib/context-usage/freshness.ts
function judgeSample(sample, current, now) {
  if (!sample) return { state: "unknown", reason: "no sample" };
  const expected = current.sessionId ?? null;
  if (expected !== null && sample.sessionId !== null && sample.sessionId !== expected)
    return { state: "unknown", reason: "sample from another session" };
  const at = Date.parse(sample.sampledAt);
  if (!Number.isFinite(at)) return { state: "unknown", reason: "sample without a time" };
  if (!Number.isFinite(sample.usedPercent) || sample.usedPercent < 0 || sample.usedPercent > 100)
    return { state: "unknown", reason: "sample out of range" };
  const ageMs = Math.max(0, now - at);
  return { state: ageMs > CONTEXT_STALE_MS ? "stale" : "known", sample, ageMs };
}

// lib/context-usage/rollout.ts
var import_node_path10 = require("node:path");
var import_node_fs17 = require("node:fs");
var ROLLOUT_STEP_BYTES = 64 * 1024;
var ROLLOUT_MAX_BYTES = 1024 * 1024;
var ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
function tokenCountOf(line) {
  if (!line.includes('"token_count"')) return void 0;
  let v;
  try {
    v = JSON.parse(line);
  } catch {
    return void 0;
  }
  const o = v;
  if (o?.type !== "event_msg" || o.payload?.type !== "token_count") return void 0;
  const info = o.payload.info;
  const tokens = info?.last_token_usage?.total_tokens;
  const window = info?.model_context_window;
  if (typeof tokens !== "number" || !Number.isInteger(tokens) || tokens < 0) return void 0;
  if (typeof window !== "number" || !Number.isInteger(window) || window <= 0) return void 0;
  if (typeof o.timestamp !== "string" || !ISO.test(o.timestamp)) return void 0;
  return { tokens, window, at: o.timestamp };
}
function newestTokenCount(text, fromStart) {
  const lines = text.split("\n");
  const first = fromStart ? 0 : 1;
  for (let i = lines.length - 1; i >= first; i--) {
    const tc = tokenCountOf(lines[i]);
    if (tc) return tc;
  }
  return void 0;
}
function rolloutSample(tc, sessionId) {
  return {
    usedPercent: Math.min(100, tc.tokens / tc.window * 100),
    sampledAt: tc.at,
    source: "rollout",
    sessionId,
    windowSize: tc.window,
    tokens: tc.tokens
  };
}
function isRolloutPath(path) {
  return path.startsWith("/") && path.endsWith(".jsonl") && (0, import_node_path10.basename)(path).startsWith("rollout-") && !path.includes("\0");
}
function readRolloutUsage(path, sessionId, maxBytes = ROLLOUT_MAX_BYTES) {
  if (!isRolloutPath(path)) return { ok: false, reason: "no rollout file recorded" };
  let fd;
  try {
    fd = (0, import_node_fs17.openSync)(path, "r");
  } catch {
    return { ok: false, reason: "rollout file not readable" };
  }
  try {
    const size = (0, import_node_fs17.fstatSync)(fd).size;
    let end = size;
    let tail = Buffer.alloc(0);
    while (end > 0 && size - end < maxBytes) {
      const start = Math.max(0, end - ROLLOUT_STEP_BYTES, size - maxBytes);
      const chunk = Buffer.alloc(end - start);
      const n = (0, import_node_fs17.readSync)(fd, chunk, 0, chunk.length, start);
      tail = Buffer.concat([chunk.subarray(0, n), tail]);
      end = start;
      const tc = newestTokenCount(tail.toString("utf8"), start === 0);
      if (tc) return { ok: true, sample: rolloutSample(tc, sessionId) };
    }
    return { ok: false, reason: size === 0 ? "rollout is empty" : "no token count in the rollout yet" };
  } catch {
    return { ok: false, reason: "rollout file not readable" };
  } finally {
    (0, import_node_fs17.closeSync)(fd);
  }
}

// lib/store/validators/context-usage.v1.generated.js
var compiled10;
function validate_context_usage_v1(data, options) {
  compiled10 ??= build10();
  const ok2 = compiled10(data, options);
  validate_context_usage_v1.errors = compiled10.errors;
  return ok2;
}
function build10() {
  const schema14 = { "$id": "openrig/context-usage@1", "title": "A seat's newest context-usage sample from its status-line sensor ($OPENRIG_HOME/context-usage/<nodeId>/sample.json)", "type": "object", "required": ["schema", "version", "nodeId", "occupant", "seat", "sample"], "additionalProperties": false, "properties": { "schema": { "const": "context-usage" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "occupant": { "type": "string", "pattern": "^o-[0-9a-f]{16}$" }, "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "model": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:\\[\\]/-]{0,127}$" }, "sample": { "type": "object", "required": ["usedPercent", "sampledAt", "source", "sessionId"], "additionalProperties": false, "properties": { "usedPercent": { "type": "number", "minimum": 0, "maximum": 100 }, "sampledAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, "source": { "enum": ["statusline", "rollout"] }, "sessionId": { "anyOf": [{ "type": "null" }, { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }] }, "windowSize": { "type": "integer", "minimum": 1 }, "tokens": { "type": "integer", "minimum": 0 } } } } };
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern19 = new RegExp("^o-[0-9a-f]{16}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern21 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:\\[\\]/-]{0,127}$", "u");
  const pattern22 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$", "u");
  const pattern23 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$", "u");
  function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.nodeId === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.occupant === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "occupant" }, message: "must have required property 'occupant'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.seat === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.sample === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sample" }, message: "must have required property 'sample'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "nodeId" || key0 === "occupant" || key0 === "seat" || key0 === "model" || key0 === "sample")) {
          const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("context-usage" !== data.schema) {
          const err7 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "context-usage" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err8 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.nodeId !== void 0) {
        let data2 = data.nodeId;
        if (typeof data2 === "string") {
          if (!pattern6.test(data2)) {
            const err9 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        } else {
          const err10 = { instancePath: instancePath + "/nodeId", schemaPath: "#/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.occupant !== void 0) {
        let data3 = data.occupant;
        if (typeof data3 === "string") {
          if (!pattern19.test(data3)) {
            const err11 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/pattern", keyword: "pattern", params: { pattern: "^o-[0-9a-f]{16}$" }, message: 'must match pattern "^o-[0-9a-f]{16}$"' };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        } else {
          const err12 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.seat !== void 0) {
        let data4 = data.seat;
        if (typeof data4 === "string") {
          if (!pattern20.test(data4)) {
            const err13 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        } else {
          const err14 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      if (data.model !== void 0) {
        let data5 = data.model;
        if (typeof data5 === "string") {
          if (!pattern21.test(data5)) {
            const err15 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:\\[\\]/-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:\\[\\]/-]{0,127}$"' };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        } else {
          const err16 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.sample !== void 0) {
        let data6 = data.sample;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
          if (data6.usedPercent === void 0) {
            const err17 = { instancePath: instancePath + "/sample", schemaPath: "#/properties/sample/required", keyword: "required", params: { missingProperty: "usedPercent" }, message: "must have required property 'usedPercent'" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          if (data6.sampledAt === void 0) {
            const err18 = { instancePath: instancePath + "/sample", schemaPath: "#/properties/sample/required", keyword: "required", params: { missingProperty: "sampledAt" }, message: "must have required property 'sampledAt'" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          if (data6.source === void 0) {
            const err19 = { instancePath: instancePath + "/sample", schemaPath: "#/properties/sample/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
          if (data6.sessionId === void 0) {
            const err20 = { instancePath: instancePath + "/sample", schemaPath: "#/properties/sample/required", keyword: "required", params: { missingProperty: "sessionId" }, message: "must have required property 'sessionId'" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          for (const key1 in data6) {
            if (!(key1 === "usedPercent" || key1 === "sampledAt" || key1 === "source" || key1 === "sessionId" || key1 === "windowSize" || key1 === "tokens")) {
              const err21 = { instancePath: instancePath + "/sample", schemaPath: "#/properties/sample/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
          if (data6.usedPercent !== void 0) {
            let data7 = data6.usedPercent;
            if (typeof data7 == "number" && isFinite(data7)) {
              if (data7 > 100 || isNaN(data7)) {
                const err22 = { instancePath: instancePath + "/sample/usedPercent", schemaPath: "#/properties/sample/properties/usedPercent/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
              if (data7 < 0 || isNaN(data7)) {
                const err23 = { instancePath: instancePath + "/sample/usedPercent", schemaPath: "#/properties/sample/properties/usedPercent/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            } else {
              const err24 = { instancePath: instancePath + "/sample/usedPercent", schemaPath: "#/properties/sample/properties/usedPercent/type", keyword: "type", params: { type: "number" }, message: "must be number" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          }
          if (data6.sampledAt !== void 0) {
            let data8 = data6.sampledAt;
            if (typeof data8 === "string") {
              if (!pattern22.test(data8)) {
                const err25 = { instancePath: instancePath + "/sample/sampledAt", schemaPath: "#/properties/sample/properties/sampledAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$"' };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            } else {
              const err26 = { instancePath: instancePath + "/sample/sampledAt", schemaPath: "#/properties/sample/properties/sampledAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
          if (data6.source !== void 0) {
            let data9 = data6.source;
            if (!(data9 === "statusline" || data9 === "rollout")) {
              const err27 = { instancePath: instancePath + "/sample/source", schemaPath: "#/properties/sample/properties/source/enum", keyword: "enum", params: { allowedValues: schema14.properties.sample.properties.source.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
          if (data6.sessionId !== void 0) {
            let data10 = data6.sessionId;
            const _errs21 = errors;
            let valid2 = false;
            const _errs22 = errors;
            if (data10 !== null) {
              const err28 = { instancePath: instancePath + "/sample/sessionId", schemaPath: "#/properties/sample/properties/sessionId/anyOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
            var _valid0 = _errs22 === errors;
            valid2 = valid2 || _valid0;
            if (!valid2) {
              const _errs24 = errors;
              if (typeof data10 === "string") {
                if (!pattern23.test(data10)) {
                  const err29 = { instancePath: instancePath + "/sample/sessionId", schemaPath: "#/properties/sample/properties/sessionId/anyOf/1/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$"' };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              } else {
                const err30 = { instancePath: instancePath + "/sample/sessionId", schemaPath: "#/properties/sample/properties/sessionId/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
              var _valid0 = _errs24 === errors;
              valid2 = valid2 || _valid0;
            }
            if (!valid2) {
              const err31 = { instancePath: instancePath + "/sample/sessionId", schemaPath: "#/properties/sample/properties/sessionId/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            } else {
              errors = _errs21;
              if (vErrors !== null) {
                if (_errs21) {
                  vErrors.length = _errs21;
                } else {
                  vErrors = null;
                }
              }
            }
          }
          if (data6.windowSize !== void 0) {
            let data11 = data6.windowSize;
            if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
              const err32 = { instancePath: instancePath + "/sample/windowSize", schemaPath: "#/properties/sample/properties/windowSize/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
            if (typeof data11 == "number" && isFinite(data11)) {
              if (data11 < 1 || isNaN(data11)) {
                const err33 = { instancePath: instancePath + "/sample/windowSize", schemaPath: "#/properties/sample/properties/windowSize/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
          }
          if (data6.tokens !== void 0) {
            let data12 = data6.tokens;
            if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
              const err34 = { instancePath: instancePath + "/sample/tokens", schemaPath: "#/properties/sample/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
            if (typeof data12 == "number" && isFinite(data12)) {
              if (data12 < 0 || isNaN(data12)) {
                const err35 = { instancePath: instancePath + "/sample/tokens", schemaPath: "#/properties/sample/properties/tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
          }
        } else {
          const err36 = { instancePath: instancePath + "/sample", schemaPath: "#/properties/sample/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      }
    } else {
      const err37 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err37];
      } else {
        vErrors.push(err37);
      }
      errors++;
    }
    validate13.errors = vErrors;
    return errors === 0;
  }
  return validate13;
}

// lib/context-usage/kind.ts
var contextUsageKind = /* @__PURE__ */ defineKind({
  schema: "context-usage",
  version: 1,
  validate: validate_context_usage_v1
});

// lib/context-usage/store.ts
function readStoredUsage(home, nodeId) {
  if (!NODE_ID_PATTERN.test(nodeId)) return void 0;
  const peek = peekDocument(contextUsageKind, contextSamplePath(home, nodeId));
  return peek.found && peek.doc && peek.doc.nodeId === nodeId ? peek.doc : void 0;
}
function readContextUsage(home, nodeId, current, now) {
  const doc = readStoredUsage(home, nodeId);
  if (!doc) return { state: "unknown", reason: "no sample" };
  if (doc.occupant !== current.occupant) return { state: "unknown", reason: "sample from an earlier launch" };
  return judgeSample(doc.sample, { sessionId: current.sessionId }, now);
}

// lib/util/age-text.ts
function ageText(ms2) {
  const s = Math.max(0, Math.floor(ms2 / 1e3));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h`;
  return `${Math.floor(h / 24)} d`;
}

// lib/context-usage/text.ts
function percentText(p) {
  const v = p >= 10 ? Math.round(p) : Math.round(p * 10) / 10;
  return `${v}%`;
}
var SOURCE_WORD = { statusline: "status line", rollout: "rollout" };
function contextLine(r) {
  if (r.state === "unknown") return `unknown (${r.reason})`;
  if (r.state === "stale") return `unknown (stale, ${ageText(r.ageMs)})`;
  const window = r.sample.windowSize ? ` of ${r.sample.windowSize.toLocaleString("en-US")}` : "";
  return `${percentText(r.sample.usedPercent)}${window} (${SOURCE_WORD[r.sample.source]}, ${ageText(r.ageMs)} ago)`;
}

// lib/context-usage/seat-context.ts
function seatContextReading(home, seat, hooks, now) {
  if (seat.runtime === "terminal") return null;
  const sessionId = hooks?.session?.id ?? null;
  if (seat.runtime === "claude-code")
    return readContextUsage(home, seat.nodeId, { occupant: seat.occupant, sessionId }, now);
  const rollout = hooks?.session?.transcriptPath;
  if (!rollout) return { state: "unknown", reason: "no rollout recorded yet" };
  const r = readRolloutUsage(rollout, sessionId);
  return r.ok ? judgeSample(r.sample, { sessionId }, now) : { state: "unknown", reason: r.reason };
}
function contextView(r) {
  const text = contextLine(r);
  if (r.state === "unknown") return { state: "unknown", reason: r.reason, text };
  const s = r.sample;
  const base = {
    state: r.state,
    source: s.source,
    sampledAt: s.sampledAt,
    ageMs: r.ageMs,
    sessionId: s.sessionId,
    text
  };
  if (r.state === "stale") return base;
  return {
    ...base,
    usedPercent: s.usedPercent,
    ...s.windowSize !== void 0 ? { windowSize: s.windowSize } : {},
    ...s.tokens !== void 0 ? { tokens: s.tokens } : {}
  };
}
function seatContext(home, seat, hooks, now) {
  const r = seatContextReading(home, seat, hooks, now);
  return r ? contextView(r) : null;
}

// lib/delivery/seat-status.ts
function hooksSummary(doc, nowMs) {
  if (!doc) return { seen: false, lastEvent: null, ageMs: null, firstLaunch: null };
  return {
    seen: true,
    lastEvent: doc.lastHook.event,
    ageMs: Math.max(0, Math.round(nowMs - doc.lastHook.seq / 1e3)),
    firstLaunch: doc.firstLaunch
  };
}
function statusActivity(r) {
  return {
    state: r.state,
    reason: r.reason,
    source: r.source,
    ...r.ageMs !== void 0 ? { ageMs: r.ageMs } : {},
    ...r.source !== "pane" && r.hook?.event ? { event: r.hook.event } : {},
    ...r.hook ? { hook: r.hook } : {},
    ...r.screen ? { screen: r.screen } : {}
  };
}
function guardLabel(mode, pending, desired) {
  const base = mode === "hold" ? "Typing guard: on (hold)" : `Typing guard: ${mode}`;
  return pending && desired !== mode ? `${base} (activation pending; requested ${desired})` : base;
}
async function seatStatus(home, seat, opts = {}) {
  const target = targetOf(seat);
  const bound = seat.tmux.paneId;
  const paneRead = opts.filesOnly ? void 0 : bound ? probeWithScreens(target, bound) : probePane(target).then((probe2) => ({ probe: probe2, screens: void 0 }));
  const lookup = seatHooksLookup(home, seat);
  const hooksDoc = lookup?.();
  const now = Date.now();
  const hook = lookup ? hookActivityAt(hooksDoc, now) : void 0;
  const pref = readGuard(home, seat.nodeId, fallbackModeOf(seat));
  const held = listHeld(home, seat.nodeId);
  const heldBytes = held.reduce((n, r) => n + r.receipt.bytes, 0);
  const out = {
    seat: seatName(seat),
    nodeId: seat.nodeId,
    runtime: seat.runtime,
    status: seat.status,
    typingGuard: {
      desiredMode: pref.desiredMode,
      effectiveMode: pref.effectiveMode,
      desired: pref.desiredEnabled,
      effective: pref.effectiveEnabled,
      pending: pref.pending,
      source: pref.source,
      actor: pref.actor,
      actorLabel: actorLabel(pref.actor),
      reason: pref.reason,
      changedAt: pref.changedAt,
      heldCount: held.length,
      heldBytes,
      label: guardLabel(pref.effectiveMode, pref.pending, pref.desiredMode)
    },
    pane: { state: "missing", paneId: seat.tmux.paneId ?? null, session: seat.tmux.session },
    activity: { state: "unknown", reason: "not_read", source: "pane" },
    hooks: hooksSummary(hooksDoc, now),
    operation: opts.pending === void 0 ? { inFlight: null } : { inFlight: opts.pending, ...opts.operation ? { name: opts.operation } : {} },
    permission_stop: readPermissionStop(home, seat.nodeId, now, seat.occupant),
    terminalPolicy: terminalPolicyStatus(home, seat, pref.effectiveMode),
    compaction: compactionStatus(home, seat),
    context: seatContext(home, seat, hooksDoc, now)
  };
  if (!paneRead) {
    const word = hook ? combineReadiness(hook, void 0) : void 0;
    if (hook && word?.source === "hook") out.activity = statusActivity({ ...word, hook });
    return out;
  }
  const { probe, screens: early } = await paneRead;
  if (!probe.ok) {
    out.pane = {
      ...out.pane,
      state: probe.reason === "target_changed" ? "changed" : probe.reason === "session_missing" ? "missing" : "tmux_unavailable",
      detail: probe.detail
    };
    return out;
  }
  const p = probe.pane;
  out.pane = {
    state: p.dead ? "dead" : p.inMode ? "in_mode" : "ready",
    paneId: p.paneId,
    session: p.session,
    currentCommand: p.currentCommand,
    width: p.width,
    height: p.height
  };
  if (!p.dead) {
    const fixed = lookup ? () => hooksDoc : void 0;
    const r = early && p.paneId === bound ? classifyReadiness(early, p, seat.runtime, void 0, fixed) : await readReadiness(target, p, seat.runtime, void 0, fixed);
    out.activity = statusActivity(r);
  }
  return out;
}

// lib/daemon/activity/endpoint.ts
var import_node_fs18 = require("node:fs");
var import_node_net = require("node:net");
var TOKEN_PATTERN = /^[0-9a-f]{64}$/;
var DEFAULT_TCP_HOST = "127.0.0.1";
function isLoopbackHost(host) {
  const h = host.trim().toLowerCase();
  if (h === "localhost") return true;
  const bare = h.startsWith("[") && h.endsWith("]") ? h.slice(1, -1) : h;
  const family = (0, import_node_net.isIP)(bare);
  if (family === 4) return bare.startsWith("127.");
  if (family === 6) {
    if (bare === "::1" || bare === "0:0:0:0:0:0:0:1") return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
    return mapped !== null && mapped[1].startsWith("127.");
  }
  return false;
}
function endpointBaseUrl(host, port) {
  const h = host?.trim() ?? "";
  const bare = h.startsWith("[") && h.endsWith("]") ? h.slice(1, -1) : h;
  if (bare === "" || bare === "0.0.0.0" || bare === "::" || bare === "*") return `http://${DEFAULT_TCP_HOST}:${port}`;
  return (0, import_node_net.isIP)(bare) === 6 ? `http://[${bare}]:${port}` : `http://${bare}:${port}`;
}
function readActivityToken(home) {
  let text;
  try {
    text = (0, import_node_fs18.readFileSync)(home.activityHookToken, "utf8").trim();
  } catch {
    return void 0;
  }
  return TOKEN_PATTERN.test(text) ? text : void 0;
}
async function ensureActivityToken(home) {
  const existing = readActivityToken(home);
  if (existing) {
    if (((0, import_node_fs18.statSync)(home.activityHookToken).mode & 511) !== 384) (0, import_node_fs18.chmodSync)(home.activityHookToken, 384);
    return { token: existing, created: false };
  }
  const token = crypto().randomBytes(32).toString("hex");
  ensureDir(home.root);
  try {
    (0, import_node_fs18.writeFileSync)(home.activityHookToken, `${token}
`, { mode: 384, flag: "wx" });
  } catch (err) {
    if (err.code !== "EEXIST") throw err;
    const raced = readActivityToken(home);
    if (raced) return { token: raced, created: false };
    await writeFileAtomically(home.activityHookToken, `${token}
`);
  }
  (0, import_node_fs18.chmodSync)(home.activityHookToken, 384);
  return { token, created: true };
}
function tokensMatch(presented, expected) {
  if (presented === void 0) return false;
  const c = crypto();
  const a = c.createHash("sha256").update(presented, "utf8").digest();
  const b = c.createHash("sha256").update(expected, "utf8").digest();
  return c.timingSafeEqual(a, b);
}
function presentedToken(headers) {
  const first = (v) => Array.isArray(v) ? v[0] : v;
  const auth = first(headers.authorization);
  if (auth !== void 0) {
    const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(auth);
    return m ? m[1] : "";
  }
  const x = first(headers["x-openrig-activity-token"]);
  return x === void 0 ? void 0 : x.trim();
}
async function writeActivityEndpoint(home, endpoint) {
  await writeFileAtomically(
    home.activityEndpoint,
    `${JSON.stringify({ baseUrl: endpoint.baseUrl, token: endpoint.token }, null, 2)}
`
  );
  (0, import_node_fs18.chmodSync)(home.activityEndpoint, 384);
}
function removeActivityEndpoint(home, baseUrl) {
  try {
    const doc = JSON.parse((0, import_node_fs18.readFileSync)(home.activityEndpoint, "utf8"));
    if (doc.baseUrl !== baseUrl) return;
  } catch {
  }
  (0, import_node_fs18.rmSync)(home.activityEndpoint, { force: true });
}

// lib/daemon/activity/route.ts
var ACTIVITY_HOOKS_PATH = "/api/activity/hooks";
var ACTIVITY_MAX_BODY_BYTES = 64 * 1024;
var SEATS_HINT = "List seats with: rig ps";
var storeApplyObservation = (home, obs) => recordObservation(home, obs);
function authorizeActivity(home, headers) {
  const expected = readActivityToken(home);
  if (!expected)
    throw new HttpError(
      503,
      "activity_hook_unconfigured",
      "no activity hook token is configured \u2014 start the daemon with rig daemon start --port N to create one"
    );
  if (!tokensMatch(presentedToken(headers), expected))
    throw new HttpError(
      401,
      "activity_hook_unauthorized",
      "missing or wrong activity hook token \u2014 send authorization: Bearer <token> (OPENRIG_ACTIVITY_HOOK_TOKEN or activity-endpoint.json)"
    );
}
function seatProblem2(seat, obs) {
  if (!seat) return `no seat has node id ${obs.nodeId}`;
  const name = `${seat.name}@${seat.rig}`;
  if (name !== obs.seat) return `node ${obs.nodeId} is ${name}, not ${obs.seat}`;
  if (seat.occupant !== obs.occupant)
    return `occupant ${obs.occupant} is not ${name}'s current occupant (relaunched since)`;
  return void 0;
}
function addActivityRoute(router2, deps) {
  const { home } = deps;
  const apply = deps.applyObservation ?? storeApplyObservation;
  const permissionEffects = deps.applyPermissionEffects ?? applyPermissionEffects;
  return router2.add(
    "POST",
    ACTIVITY_HOOKS_PATH,
    async (req) => {
      const checked = checkHookObservation(req.body, { checkPermission: deps.checkPermission });
      if (!checked.ok) throw new HttpError(400, "invalid_observation", `invalid hook observation: ${checked.reason}`);
      const obs = checked.value;
      const problem = seatProblem2(
        listSeats(home).find((s) => s.nodeId === obs.nodeId),
        obs
      );
      if (problem) throw new HttpError(404, "session_not_found", `${problem} \u2014 ${SEATS_HINT}`);
      const doc = await apply(home, obs);
      await permissionEffects(home, obs);
      return { status: 200, body: { ok: true, activity: doc?.activity ?? null } };
    },
    { maxBodyBytes: ACTIVITY_MAX_BODY_BYTES, authorize: (headers) => authorizeActivity(home, headers) }
  );
}

// lib/compaction/constants.ts
var DEDUP_MS = 6e4;
var COOLDOWN_MS = 6e5;
var PREP_IDLE_WAIT_MS = 3e5;
var POSTCOMPACT_WAIT_MS = 9e5;
var IDLE_FALLBACK_MS = 12e4;
var COMPACTION_TICK_MS = 3e4;
var SEND_IDLE_WAIT_MS = 2e3;

// lib/compaction/job.ts
var import_node_fs19 = require("node:fs");

// lib/refocus/keys.ts
var import_node_path11 = require("node:path");
var KEY_MAX = 64;
function sanitize(raw) {
  return String(raw).replace(/[^A-Za-z0-9@._-]/g, "_");
}
var sha256 = (text) => crypto().createHash("sha256").update(text).digest("hex");
function keyFor(raw) {
  const base = sanitize(raw).slice(0, KEY_MAX);
  if (base === raw && base !== "." && base !== "..") return base;
  return `${base}__${sha256(raw).slice(0, 8)}`;
}
function seatKey(seat) {
  return keyFor(seat);
}
function restoreMarkerFiles(restorePendingDir, seat) {
  const sk = seatKey(seat);
  return { expected: (0, import_node_path11.join)(restorePendingDir, `${sk}.expected.json`), marker: (0, import_node_path11.join)(restorePendingDir, `${sk}.json`) };
}

// lib/store/validators/restore-pending.v1.generated.js
var compiled11;
function validate_restore_pending_v1(data, options) {
  compiled11 ??= build11();
  const ok2 = compiled11(data, options);
  validate_restore_pending_v1.errors = compiled11.errors;
  return ok2;
}
function build11() {
  const schema28 = { "$id": "openrig/restore-pending@1", "title": "Compaction restore marker of one seat ($OPENRIG_HOME/compaction/restore-pending/<seat>.json, early sentinel <seat>.expected.json)", "description": "Written by the compaction actuator before (expected) and after PreCompact; read by the refocus hook at a Claude PostCompact. It names the occupant it belongs to (sessionId, or transcriptPath when no session id is known) so a different occupant never inherits its hold. Other fields the actuator keeps (restore packet, instructions) are allowed.", "type": "object", "required": ["schema", "version", "sessionName", "managedRefocusPending"], "anyOf": [{ "required": ["sessionId"], "properties": { "sessionId": { "type": "string" } } }, { "required": ["transcriptPath"], "properties": { "transcriptPath": { "type": "string" } } }], "additionalProperties": true, "properties": { "schema": { "const": "restore-pending" }, "version": { "const": 1 }, "sessionName": { "type": "string", "pattern": "\\S" }, "sessionId": { "type": "string", "pattern": "\\S" }, "transcriptPath": { "type": "string", "pattern": "\\S" }, "managedRefocusPending": { "type": "boolean" }, "createdAt": { "type": "string", "pattern": "\\S" } } };
  const pattern1 = new RegExp("\\S", "u");
  function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    const _errs1 = errors;
    let valid0 = false;
    const _errs2 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.sessionId === void 0) {
        const err0 = { instancePath, schemaPath: "#/anyOf/0/required", keyword: "required", params: { missingProperty: "sessionId" }, message: "must have required property 'sessionId'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.sessionId !== void 0) {
        if (typeof data.sessionId !== "string") {
          const err1 = { instancePath: instancePath + "/sessionId", schemaPath: "#/anyOf/0/properties/sessionId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs2 === errors;
    valid0 = valid0 || _valid0;
    if (!valid0) {
      const _errs5 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.transcriptPath === void 0) {
          const err2 = { instancePath, schemaPath: "#/anyOf/1/required", keyword: "required", params: { missingProperty: "transcriptPath" }, message: "must have required property 'transcriptPath'" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.transcriptPath !== void 0) {
          if (typeof data.transcriptPath !== "string") {
            const err3 = { instancePath: instancePath + "/transcriptPath", schemaPath: "#/anyOf/1/properties/transcriptPath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
      }
      var _valid0 = _errs5 === errors;
      valid0 = valid0 || _valid0;
    }
    if (!valid0) {
      const err4 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    } else {
      errors = _errs1;
      if (vErrors !== null) {
        if (_errs1) {
          vErrors.length = _errs1;
        } else {
          vErrors = null;
        }
      }
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.sessionName === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sessionName" }, message: "must have required property 'sessionName'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (data.managedRefocusPending === void 0) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "managedRefocusPending" }, message: "must have required property 'managedRefocusPending'" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (data.schema !== void 0) {
        if ("restore-pending" !== data.schema) {
          const err9 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "restore-pending" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err10 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.sessionName !== void 0) {
        let data4 = data.sessionName;
        if (typeof data4 === "string") {
          if (!pattern1.test(data4)) {
            const err11 = { instancePath: instancePath + "/sessionName", schemaPath: "#/properties/sessionName/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        } else {
          const err12 = { instancePath: instancePath + "/sessionName", schemaPath: "#/properties/sessionName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.sessionId !== void 0) {
        let data5 = data.sessionId;
        if (typeof data5 === "string") {
          if (!pattern1.test(data5)) {
            const err13 = { instancePath: instancePath + "/sessionId", schemaPath: "#/properties/sessionId/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        } else {
          const err14 = { instancePath: instancePath + "/sessionId", schemaPath: "#/properties/sessionId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      if (data.transcriptPath !== void 0) {
        let data6 = data.transcriptPath;
        if (typeof data6 === "string") {
          if (!pattern1.test(data6)) {
            const err15 = { instancePath: instancePath + "/transcriptPath", schemaPath: "#/properties/transcriptPath/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        } else {
          const err16 = { instancePath: instancePath + "/transcriptPath", schemaPath: "#/properties/transcriptPath/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.managedRefocusPending !== void 0) {
        if (typeof data.managedRefocusPending !== "boolean") {
          const err17 = { instancePath: instancePath + "/managedRefocusPending", schemaPath: "#/properties/managedRefocusPending/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.createdAt !== void 0) {
        let data8 = data.createdAt;
        if (typeof data8 === "string") {
          if (!pattern1.test(data8)) {
            const err18 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        } else {
          const err19 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
    } else {
      const err20 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err20];
      } else {
        vErrors.push(err20);
      }
      errors++;
    }
    validate27.errors = vErrors;
    return errors === 0;
  }
  return validate27;
}

// lib/refocus/kinds.ts
var restorePendingKind = /* @__PURE__ */ defineKind({
  schema: "restore-pending",
  version: 1,
  validate: validate_restore_pending_v1
});

// lib/refocus/restore-marker.ts
async function writeRestoreMarker(home, fields, opts = {}) {
  const files = restoreMarkerFiles(home.restorePending, fields.sessionName);
  const file = opts.expected ? files.expected : files.marker;
  await updateDocument(
    restorePendingKind,
    file,
    () => ({ ...fields, schema: "restore-pending", version: 1 }),
    { onCorrupt: "fresh" }
  );
  return file;
}

// lib/compaction/extra-file.ts
var import_node_path12 = require("node:path");

// lib/compaction/front-matter.ts
var SEAT_KEYS = ["seat", "target_seat", "session", "session_name"];
var FENCE = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;
function unquote(v) {
  const t = v.trim();
  if (t.length >= 2 && (t.startsWith('"') && t.endsWith('"') || t.startsWith("'") && t.endsWith("'")))
    return t.slice(1, -1).trim();
  return t;
}
function judgeExtraFile(text, seat) {
  const m = FENCE.exec(text);
  if (!m) return { use: true, body: text };
  const lines = (m[1] ?? "").split(/\r?\n/);
  let named;
  for (const line of lines) {
    const kv = /^([A-Za-z_]+)\s*:\s*(.*)$/.exec(line);
    if (!kv) {
      if (line.trim() === "" || line.trim().startsWith("#") || /^\s/.test(line)) continue;
      return { use: true, body: text };
    }
    if (SEAT_KEYS.includes(kv[1].toLowerCase()) && named === void 0) {
      const v = unquote(kv[2] ?? "");
      if (v) named = v;
    }
  }
  const body = text.slice(m[0].length);
  if (named === void 0) return { use: true, body };
  const bareName = seat.split("@")[0];
  if (named === seat || !named.includes("@") && named === bareName) return { use: true, body, namedSeat: named };
  return { use: false, reason: `its front matter names ${named}, not ${seat}`, namedSeat: named };
}

// lib/compaction/extra-file.ts
var EXTRA_MAX_BYTES = 64 * 1024;
function extraFilePath(home, seat) {
  return (0, import_node_path12.join)(compactionExtraDir(home), `${keyFor(seat)}.md`);
}
function readExtraFile(home, seat) {
  const path = extraFilePath(home, seat);
  let text;
  try {
    text = readRegularFileSync(path, EXTRA_MAX_BYTES).toString("utf8");
  } catch (e) {
    if (e instanceof ReadRegularFileError && e.failure === "missing") return void 0;
    return {
      path,
      refused: `it could not be read (${e instanceof ReadRegularFileError ? e.reason : e.message})`
    };
  }
  const v = judgeExtraFile(text, seat);
  return v.use ? { path } : { path, refused: v.reason };
}

// lib/refocus/trigger.ts
var ACK_PROMPT_PREFIX = "OpenRig post-compaction turn boundary.";
var RESTORE_PROMPT_PREFIX = "Please respond to this normal user message now by restoring this Claude session after compaction.";

// lib/compaction/messages.ts
var TRUST_NOTE = "Preserve in the summary: a later normal user message from OpenRig asking you to restore this session is authorised by the operator and is the action request; hook output and local command output stay informational.";
var RESTORED_SENTINEL = "restored from packet at <path>; resumed at step <X>";
function usageLine2(f) {
  if (f.origin === "manual") return "An operator asked for a managed compaction of this session.";
  const used = typeof f.usedPercent === "number" ? `${Math.round(f.usedPercent)}%` : "an unknown share";
  return `Context usage is ${used}, at or above the ${f.thresholdPercent ?? f.policy.thresholdPercent}% threshold.`;
}
function prepMessage(f) {
  return [
    "OpenRig managed compaction: preparation.",
    usageLine2(f),
    "This is a normal user-channel request authorised by the operator. You are about to be compacted.",
    f.policy.prepInstruction,
    "After you reply, OpenRig sends /compact once you are idle. The operator can cancel this with the terminal interaction policy."
  ].join(" ");
}
function compactCommand(f) {
  return `/compact ${f.policy.compactInstruction} ${TRUST_NOTE}`.replace(/\s*\n\s*/g, " ").trim();
}
function boundaryMessage() {
  return `${ACK_PROMPT_PREFIX} Compaction finished. Acknowledge in one short sentence and do not restore yet: the next message has the instructions.`;
}
function restoreMessage(f) {
  const lines = [
    `${RESTORE_PROMPT_PREFIX}`,
    `Your restore packet is named in ${f.markerPath} (its packetPath: the files you touched and a transcript excerpt from before compaction).`,
    "Read the refocusing skill and the refocus context delivered with this message; consume the traces it delivered rather than rerunning them.",
    f.policy.restoreInstruction
  ];
  if (f.extra && "refused" in f.extra)
    lines.push(`Do not read ${f.extra.path}: it is not for this seat (${f.extra.refused}).`);
  else if (f.extra) lines.push(`Also read ${f.extra.path}: the operator's extra restore notes for this seat.`);
  lines.push(`When you are done, reply with: ${RESTORED_SENTINEL}.`);
  return lines.join("\n");
}
function auditMessage(f) {
  return `OpenRig read-depth audit after the restore. ${f.policy.auditInstruction} Include the refocus traces and context delivered with the restore request.`;
}
function messageFor(step, f) {
  switch (step) {
    case "prep":
      return { text: prepMessage(f), raw: false };
    case "compact":
      return { text: compactCommand(f), raw: true };
    // The refocus hook matches these by prefix: no envelope in front.
    case "boundary":
      return { text: boundaryMessage(), raw: true };
    case "restore":
      return { text: restoreMessage(f), raw: true };
    case "audit":
      return { text: auditMessage(f), raw: false };
  }
}

// lib/store/validators/config.v1.generated.js
var compiled12;
function validate_config_v1(data, options) {
  compiled12 ??= build12();
  const ok2 = compiled12(data, options);
  validate_config_v1.errors = compiled12.errors;
  return ok2;
}
function build12() {
  const schema13 = { "$id": "openrig/config@1", "title": "OpenRig instance configuration ($OPENRIG_HOME/config.json)", "type": "object", "required": ["schema", "version"], "additionalProperties": false, "properties": { "schema": { "const": "config" }, "version": { "const": 1 }, "topology": { "type": "object", "additionalProperties": false, "properties": { "root": { "type": "string", "pattern": "\\S" } } }, "workspace": { "type": "object", "additionalProperties": false, "properties": { "root": { "type": "string", "pattern": "\\S" } } }, "context": { "type": "object", "additionalProperties": false, "properties": { "root": { "type": "string", "pattern": "\\S" } } }, "compaction": { "description": "Managed compaction's policy, checked by lib/config/compaction-policy.ts (not here, so a bad value reads as an invalid policy instead of discarding the whole file); an environment variable overrides each key.", "type": "object", "additionalProperties": false, "properties": { "enabled": { "description": "true or false; any other value reads as an invalid policy, never sent on" }, "thresholdPercent": { "description": "a whole number 1-100; any other value reads as an invalid policy" }, "prepInstruction": {}, "compactInstruction": {}, "restoreInstruction": {}, "auditInstruction": {} } } } };
  const pattern1 = new RegExp("\\S", "u");
  function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "topology" || key0 === "workspace" || key0 === "context" || key0 === "compaction")) {
          const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("config" !== data.schema) {
          const err3 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "config" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err4 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.topology !== void 0) {
        let data2 = data.topology;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          for (const key1 in data2) {
            if (!(key1 === "root")) {
              const err5 = { instancePath: instancePath + "/topology", schemaPath: "#/properties/topology/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          }
          if (data2.root !== void 0) {
            let data3 = data2.root;
            if (typeof data3 === "string") {
              if (!pattern1.test(data3)) {
                const err6 = { instancePath: instancePath + "/topology/root", schemaPath: "#/properties/topology/properties/root/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            } else {
              const err7 = { instancePath: instancePath + "/topology/root", schemaPath: "#/properties/topology/properties/root/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
        } else {
          const err8 = { instancePath: instancePath + "/topology", schemaPath: "#/properties/topology/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.workspace !== void 0) {
        let data4 = data.workspace;
        if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
          for (const key2 in data4) {
            if (!(key2 === "root")) {
              const err9 = { instancePath: instancePath + "/workspace", schemaPath: "#/properties/workspace/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          }
          if (data4.root !== void 0) {
            let data5 = data4.root;
            if (typeof data5 === "string") {
              if (!pattern1.test(data5)) {
                const err10 = { instancePath: instancePath + "/workspace/root", schemaPath: "#/properties/workspace/properties/root/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            } else {
              const err11 = { instancePath: instancePath + "/workspace/root", schemaPath: "#/properties/workspace/properties/root/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          }
        } else {
          const err12 = { instancePath: instancePath + "/workspace", schemaPath: "#/properties/workspace/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.context !== void 0) {
        let data6 = data.context;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
          for (const key3 in data6) {
            if (!(key3 === "root")) {
              const err13 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          }
          if (data6.root !== void 0) {
            let data7 = data6.root;
            if (typeof data7 === "string") {
              if (!pattern1.test(data7)) {
                const err14 = { instancePath: instancePath + "/context/root", schemaPath: "#/properties/context/properties/root/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            } else {
              const err15 = { instancePath: instancePath + "/context/root", schemaPath: "#/properties/context/properties/root/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          }
        } else {
          const err16 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.compaction !== void 0) {
        let data8 = data.compaction;
        if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
          for (const key4 in data8) {
            if (!(key4 === "enabled" || key4 === "thresholdPercent" || key4 === "prepInstruction" || key4 === "compactInstruction" || key4 === "restoreInstruction" || key4 === "auditInstruction")) {
              const err17 = { instancePath: instancePath + "/compaction", schemaPath: "#/properties/compaction/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        } else {
          const err18 = { instancePath: instancePath + "/compaction", schemaPath: "#/properties/compaction/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    } else {
      const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err19];
      } else {
        vErrors.push(err19);
      }
      errors++;
    }
    validate12.errors = vErrors;
    return errors === 0;
  }
  return validate12;
}

// lib/config/config.ts
var configKind = defineKind({ schema: "config", version: 1, validate: validate_config_v1 });
var CONFIG_KEYS = {
  "topology.root": {
    env: "OPENRIG_TOPOLOGY_ROOT",
    describe: "root of the topology tree (rigs/<rig>/seats/<seat>/)",
    fallback: (h) => h.defaultTopology
  },
  "workspace.root": {
    env: "OPENRIG_WORKSPACE_ROOT",
    describe: "root of the work tree (SPEC.md, missions/, slices/)",
    fallback: (h) => h.defaultWorkspace
  },
  "context.root": {
    env: "OPENRIG_CONTEXT_ROOT",
    describe: "root of the context library (rig context)",
    fallback: (h) => h.defaultContext
  }
};
var KNOWN_CONFIG_KEYS = Object.keys(CONFIG_KEYS);

// lib/config/compaction-policy.ts
var DEFAULT_THRESHOLD_PERCENT = 80;
var DEFAULT_COMPACTION_POLICY = {
  enabled: false,
  thresholdPercent: DEFAULT_THRESHOLD_PERCENT,
  prepInstruction: "Finish only the smallest atomic step you are in, then write a restore map: the goal you are working toward, the step you are on and the next one, decisions made and why, the files you must re-read (with paths), commands that matter, and open questions. Keep it short and factual. Then stop and wait.",
  compactInstruction: "Keep the current goal, the step in progress, decisions and their reasons, file paths, and the restore map.",
  restoreInstruction: "Read your restore map and the restore packet, re-read every file they name that you need for the next step, then continue the work where it stopped.",
  auditInstruction: "List every file the restore request and your restore map asked you to read. Mark each FULL, PARTIAL or NOT_READ. Do not optimise for tokens: read every item that is not FULL now, then report the table."
};
var COMPACTION_KEYS = {
  enabled: { env: "OPENRIG_COMPACTION_ENABLED", describe: "managed compaction on (true) or off (false, default)" },
  thresholdPercent: {
    env: "OPENRIG_COMPACTION_THRESHOLD_PERCENT",
    describe: `context used (integer 1\u2013100, default ${DEFAULT_THRESHOLD_PERCENT}) that starts a managed compaction`
  },
  prepInstruction: { env: "OPENRIG_COMPACTION_PREP_INSTRUCTION", describe: "what the prep prompt asks for" },
  compactInstruction: { env: "OPENRIG_COMPACTION_COMPACT_INSTRUCTION", describe: "the /compact instruction" },
  restoreInstruction: { env: "OPENRIG_COMPACTION_RESTORE_INSTRUCTION", describe: "added to the restore request" },
  auditInstruction: { env: "OPENRIG_COMPACTION_AUDIT_INSTRUCTION", describe: "the read-depth audit request" }
};
var TRUE_WORDS = /* @__PURE__ */ new Set(["1", "true", "on", "yes"]);
var FALSE_WORDS = /* @__PURE__ */ new Set(["0", "false", "off", "no"]);
function parseThreshold(value) {
  if (typeof value === "number") return Number.isInteger(value) && value >= 1 && value <= 100 ? value : void 0;
  if (typeof value === "string" && /^\s*\d{1,3}\s*$/.test(value)) return parseThreshold(Number(value));
  return void 0;
}
function parseBool(value) {
  if (typeof value === "boolean") return value;
  if (typeof value !== "string") return void 0;
  const w = value.trim().toLowerCase();
  return TRUE_WORDS.has(w) ? true : FALSE_WORDS.has(w) ? false : void 0;
}
function resolveCompactionPolicy(section, env) {
  const problems = [];
  const pick = (key) => {
    const fromEnv = env[COMPACTION_KEYS[key].env];
    if (fromEnv !== void 0 && fromEnv.trim() !== "") return { value: fromEnv, from: COMPACTION_KEYS[key].env };
    const stored = section?.[key];
    if (stored !== void 0) return { value: stored, from: `config.json compaction.${key}` };
    return void 0;
  };
  const policy = { ...DEFAULT_COMPACTION_POLICY };
  const enabled = pick("enabled");
  if (enabled) {
    const b = parseBool(enabled.value);
    if (b === void 0) problems.push(`${enabled.from} is not true or false`);
    else policy.enabled = b;
  }
  const threshold = pick("thresholdPercent");
  if (threshold) {
    const n = parseThreshold(threshold.value);
    if (n === void 0) problems.push(`${threshold.from} must be a whole number from 1 to 100`);
    else policy.thresholdPercent = n;
  }
  for (const key of ["prepInstruction", "compactInstruction", "restoreInstruction", "auditInstruction"]) {
    const v = pick(key);
    if (!v) continue;
    if (typeof v.value !== "string") problems.push(`${v.from} must be text`);
    else if (v.value.trim() !== "") policy[key] = v.value.trim();
  }
  return problems.length ? { valid: false, problems, policy } : { valid: true, policy };
}

// lib/compaction/observe.ts
function readPolicy(home, env) {
  const doc = readDocument(configKind, home.config, { onCorrupt: "fresh" });
  return resolveCompactionPolicy(doc?.compaction, env);
}
function usageSeen(r) {
  if (r.state === "known") return { known: true, percent: r.sample.usedPercent };
  if (r.state === "stale") return { known: false, why: `stale sample (${Math.round(r.ageMs / 6e4)} min old)` };
  return { known: false, why: r.reason };
}
function postCompactAt(home, seat) {
  const file = restoreMarkerFiles(home.restorePending, seat).marker;
  const marker = readDocument(restorePendingKind, file, { onCorrupt: "fresh" });
  if (!marker || marker.sessionName !== seat || typeof marker.postCompactAt !== "string") return null;
  const at = Date.parse(marker.postCompactAt);
  return Number.isFinite(at) ? at : null;
}
function observeSeat(home, seat, nowMs, env, seams, newRunId2) {
  const hooks = readSeatHooks(home, seat.nodeId, seat.occupant);
  const idle = hooks?.activity?.state === "idle" ? Math.floor(hooks.activity.seq / 1e3) : null;
  const pref = readGuard(home, seat.nodeId, fallbackModeOf(seat));
  const mode = modeInForce(pref.desiredMode, pref.effectiveMode);
  return {
    nowMs,
    claude: seat.runtime === "claude-code",
    running: seat.status === "running",
    occupant: seat.occupant,
    sessionId: hooks?.session?.id ?? null,
    usage: usageSeen(seams.readUsage(home, seat, nowMs)),
    policy: readPolicy(home, env),
    mayCompact: (actor, caller) => seams.mayIntervene(home)(seat.nodeId, actor, "compaction", caller),
    idleAtMs: idle,
    postCompactAtMs: postCompactAt(home, seatName(seat)),
    guardHoldsNotices: decideDelivery(mode, "notice").action === "hold",
    newRunId: newRunId2
  };
}

// lib/intervention/may-intervene.ts
function mayInterveneIn(home) {
  return (nodeId, actor, action, caller) => decideIntervention(readTerminalPolicy(home, nodeId)?.choice, { nodeId, actor, action, caller });
}

// lib/compaction/seams.ts
function defaultSeams() {
  return {
    // The seat's current launch and the session its hooks last named: another session's sample is no figure.
    readUsage: (home, seat, nowMs) => readContextUsage(
      home,
      seat.nodeId,
      { occupant: seat.occupant, sessionId: readSeatHooks(home, seat.nodeId, seat.occupant)?.session?.id ?? null },
      nowMs
    ),
    mayIntervene: mayInterveneIn
  };
}

// lib/compaction/transition.ts
var iso = (ms2) => new Date(ms2).toISOString();
var ms = (text) => text ? Date.parse(text) : Number.NaN;
var since = (text, nowMs) => nowMs - ms(text);
function freshRecord(nodeId, seat, occupant, nowMs) {
  return {
    schema: "compaction-state",
    version: 1,
    nodeId,
    seat,
    occupant,
    step: "armed",
    stepSince: iso(nowMs),
    rearmed: true
  };
}
function moveTo(rec, step, nowMs, extra = {}) {
  const next = { ...rec, ...extra, step, stepSince: iso(nowMs) };
  delete next.attempt;
  return next;
}
function endRun(rec, result2, reason, nowMs) {
  const next = moveTo(rec, "cooldown", nowMs, {
    cooldownUntil: iso(nowMs + COOLDOWN_MS),
    lastOutcome: { at: iso(nowMs), result: result2, reason, runId: rec.run?.id, origin: rec.run?.origin }
  });
  delete next.run;
  delete next.sent;
  return next;
}
function startRun(rec, obs, run) {
  const next = moveTo(rec, "prep", obs.nowMs, {
    run: { id: obs.newRunId, startedAt: iso(obs.nowMs), ...run },
    sent: {},
    lastTriggerAt: iso(obs.nowMs),
    // A new run must see usage fall below the threshold again before the next automatic one.
    rearmed: false
  });
  delete next.lastAttempt;
  return next;
}
var REARMING = ["armed", "await-postcompact", "boundary", "restore", "audit", "cooldown"];
function withRearm(rec, obs) {
  if (rec.rearmed || !REARMING.includes(rec.step) || !obs.usage.known || !obs.policy.valid) return rec;
  return obs.usage.percent < obs.policy.policy.thresholdPercent ? { ...rec, rearmed: true } : rec;
}
var wait = (next, why, extra = {}) => ({
  next,
  why,
  ...extra
});
function decide(current, obs) {
  let rec = current;
  if (rec.occupant !== obs.occupant) {
    const base = rec.run ? endRun(rec, "cancelled", "occupant_changed: the seat was relaunched", obs.nowMs) : rec;
    rec = { ...base, occupant: obs.occupant };
    return wait(rec, "occupant_changed: a new occupant starts armed", { clearExpected: true });
  }
  rec = withRearm(rec, obs);
  if (!obs.running) return wait(rec, "not_running: the seat is stopped");
  switch (rec.step) {
    case "armed":
      return fromArmed(rec, obs);
    case "cooldown": {
      if (since(rec.cooldownUntil, obs.nowMs) < 0)
        return wait(rec, `post_restore_cooldown: until ${rec.cooldownUntil}`);
      const armed = moveTo(rec, "armed", obs.nowMs);
      delete armed.cooldownUntil;
      return fromArmed(armed, obs);
    }
    case "prep":
    case "await-idle":
      return preparing(rec, obs);
    case "await-postcompact": {
      const sentAt = ms(rec.sent?.compact);
      if (obs.postCompactAtMs !== null && obs.postCompactAtMs >= sentAt) {
        const next = moveTo(rec, "boundary", obs.nowMs);
        return owed(next, obs, "boundary", "postcompact_seen: the turn boundary is owed");
      }
      if (obs.nowMs - sentAt > POSTCOMPACT_WAIT_MS)
        return wait(
          endRun(rec, "failed", "no_postcompact: /compact was delivered but no PostCompact hook was seen", obs.nowMs),
          "no_postcompact",
          { clearExpected: true }
        );
      return wait(rec, "awaiting_postcompact: /compact was delivered; waiting for the PostCompact hook");
    }
    case "boundary":
      return owed(rec, obs, "boundary", "boundary_owed");
    case "restore":
      return afterIdle(rec, obs, "restore", "boundary");
    case "audit":
      return afterIdle(rec, obs, "audit", "restore");
  }
}
function fromArmed(rec, obs) {
  if (!obs.claude) return wait(rec, "runtime_filter: managed compaction is offered for Claude seats only");
  if (!obs.policy.valid) return wait(rec, `invalid_policy: ${obs.policy.problems.join("; ")}`);
  const policy = obs.policy.policy;
  if (!policy.enabled) return wait(rec, "disabled: managed compaction is off (compaction.enabled)");
  if (!obs.usage.known) return wait(rec, `no_usage_data: ${obs.usage.why}`);
  if (obs.usage.percent < policy.thresholdPercent)
    return wait(rec, `below_threshold: ${fmt(obs.usage.percent)}% < ${policy.thresholdPercent}%`);
  if (!rec.rearmed) return wait(rec, "already_triggered_above_threshold: re-arms once usage falls below the threshold");
  if (since(rec.lastTriggerAt, obs.nowMs) < DEDUP_MS) return wait(rec, "dedup_window: a run started under 60 s ago");
  const verdict2 = obs.mayCompact("openrig", null);
  if (!verdict2.allowed) return wait(rec, `policy_denied: ${verdict2.reason}`);
  const started = startRun(rec, obs, {
    origin: "threshold",
    actor: "openrig",
    caller: null,
    usedPercent: obs.usage.percent,
    thresholdPercent: policy.thresholdPercent,
    prepIdleWaitMs: PREP_IDLE_WAIT_MS,
    sessionId: obs.sessionId
  });
  return preparing(started, obs);
}
function preparing(rec, obs) {
  const run = rec.run;
  if (run.origin === "threshold" && obs.policy.valid && !obs.policy.policy.enabled)
    return wait(
      endRun(rec, "cancelled", "disabled: managed compaction was turned off during preparation", obs.nowMs),
      "cancelled"
    );
  const verdict2 = obs.mayCompact(run.actor, run.caller);
  if (!verdict2.allowed)
    return wait(
      endRun(rec, "cancelled", `policy_denied: ${verdict2.reason} (before further input)`, obs.nowMs),
      "cancelled"
    );
  if (rec.step === "prep") return owed(rec, obs, "prep", "prep_owed");
  const prepAt = ms(rec.sent?.prep);
  if (obs.idleAtMs !== null && obs.idleAtMs >= prepAt)
    return owed(rec, obs, "compact", "idle_after_prep: /compact now");
  if (obs.nowMs - prepAt > run.prepIdleWaitMs)
    return wait(
      endRun(
        rec,
        "failed",
        `wait_for_idle_timeout: the prep was sent but the seat did not go idle within ${run.prepIdleWaitMs / 1e3} s, so /compact was NOT sent`,
        obs.nowMs
      ),
      "wait_for_idle_timeout"
    );
  return wait(rec, "awaiting_idle: the prep was delivered; /compact waits for the seat to go idle");
}
function afterIdle(rec, obs, step, previous) {
  const prevAt = ms(rec.sent?.[previous]);
  const idle = obs.idleAtMs !== null && obs.idleAtMs >= prevAt;
  if (!idle && obs.nowMs - prevAt < IDLE_FALLBACK_MS)
    return wait(rec, `awaiting_idle: the ${step} waits for the seat to answer the ${previous}`);
  return owed(rec, obs, step, `${step}_owed`);
}
function owed(rec, obs, step, why) {
  if (obs.guardHoldsNotices)
    return wait(rec, `typing_guard_holds: the seat's typing guard holds OpenRig notices; the ${step} waits`);
  if (rec.attempt) return wait(rec, `attempt_unresolved: an earlier ${rec.attempt.step} send has no known outcome`);
  return { next: rec, send: step, why };
}
var AFTER = {
  prep: "await-idle",
  compact: "await-postcompact",
  boundary: "restore",
  restore: "audit",
  audit: "cooldown"
};
function afterSend(rec, step, outcome, reason, nowMs) {
  const lastAttempt = { step, at: iso(nowMs), outcome, reason };
  if (outcome !== "delivered" && outcome !== "indeterminate") {
    const next = { ...rec, lastAttempt };
    delete next.attempt;
    return next;
  }
  const sent = { ...rec.sent, [step]: iso(nowMs) };
  if (step === "audit")
    return { ...endRun({ ...rec, sent }, "done", "audit_sent: restore and audit delivered", nowMs), lastAttempt };
  return moveTo(rec, AFTER[step], nowMs, { sent, lastAttempt });
}
function resolveAttempt(state) {
  return state === "complete" || state === "indeterminate" || state === "sending" ? "sent" : "retry";
}
function armManual(current, req, origin = "manual") {
  const no = (status, reason, message) => ({
    ok: false,
    status,
    reason,
    message
  });
  if (!req.claude) return no(422, "runtime_filter", "managed compaction is offered for Claude seats only (not Codex)");
  if (!req.running) return no(409, "not_running", "the seat is not running");
  if (!Number.isInteger(req.prepIdleWaitMs) || req.prepIdleWaitMs <= 0)
    return no(400, "invalid_wait_for_idle", "wait-for-idle must be a positive number of seconds");
  const rec = current.occupant === req.occupant ? current : { ...current, occupant: req.occupant };
  if (rec.run && current.occupant === req.occupant)
    return no(409, "already_in_progress", `a ${rec.run.origin} compaction is already at step ${rec.step}`);
  if (since(rec.lastTriggerAt, req.nowMs) < DEDUP_MS)
    return no(409, "dedup_window", "a compaction started under 60 s ago");
  if (!req.verdict.allowed) return no(403, "policy_denied", req.verdict.reason);
  const base = moveTo({ ...rec, run: void 0 }, "armed", req.nowMs);
  delete base.run;
  delete base.cooldownUntil;
  const record = moveTo(base, "prep", req.nowMs, {
    run: {
      id: req.runId,
      origin,
      actor: req.actor,
      caller: req.caller,
      startedAt: iso(req.nowMs),
      usedPercent: req.usage.known ? req.usage.percent : null,
      prepIdleWaitMs: req.prepIdleWaitMs,
      sessionId: req.sessionId
    },
    sent: {},
    lastTriggerAt: iso(req.nowMs),
    rearmed: false
  });
  delete record.lastAttempt;
  return { ok: true, record };
}
var fmt = (n) => Number.isInteger(n) ? String(n) : n.toFixed(1);

// lib/compaction/job.ts
var newRunId = () => `r${Date.now().toString(36)}-${crypto().randomBytes(3).toString("hex")}`;
function readRecord2(home, nodeId) {
  return readDocument(compactionStateKind, compactionStatePath(home, nodeId), { onCorrupt: "fresh" });
}
async function commit(home, seen, next) {
  let written = false;
  await updateDocument(
    compactionStateKind,
    compactionStatePath(home, next.nodeId),
    (cur) => {
      const same = (cur?.run?.id ?? null) === (seen?.run?.id ?? null) && (cur?.step ?? "armed") === (seen?.step ?? "armed");
      if (!same) return UNCHANGED;
      if (cur && JSON.stringify(stripMeta(cur)) === JSON.stringify(stripMeta(next))) return UNCHANGED;
      written = true;
      return next;
    },
    { onCorrupt: "fresh" }
  );
  return written;
}
function stripMeta(r) {
  const { revision: _r, updatedAt: _u, ...rest } = r;
  return rest;
}
function worthALook(home, seat, enabled) {
  const rec = readRecord2(home, seat.nodeId);
  if (rec) return rec;
  return seat.runtime === "claude-code" && enabled ? void 0 : false;
}
function compactionJob(opts = {}) {
  const seams = { ...defaultSeams(), ...opts.seams };
  const env = opts.env ?? process.env;
  const tickMs = opts.tickMs ?? COMPACTION_TICK_MS;
  const lastLook = /* @__PURE__ */ new Map();
  return {
    name: "compaction",
    async tick(ctx) {
      const policy = readPolicy(ctx.home, env);
      const enabled = policy.valid && policy.policy.enabled;
      for (const seat of ctx.seats?.() ?? listSeats(ctx.home)) {
        if (ctx.signal.aborted) return;
        const last = lastLook.get(seat.nodeId);
        if (last !== void 0 && ctx.now - last < tickMs) continue;
        try {
          const rec = worthALook(ctx.home, seat, enabled);
          if (rec === false) continue;
          lastLook.set(seat.nodeId, ctx.now);
          await stepSeat(ctx, seat, rec, seams, env);
        } catch (err) {
          ctx.log.warn(`compaction seat=${seatName(seat)} error=${err.message}`);
        }
      }
    }
  };
}
async function stepSeat(ctx, seat, found, seams, env) {
  const home = ctx.home;
  let rec = found ?? freshRecord(seat.nodeId, seatName(seat), seat.occupant, ctx.now);
  if (rec.attempt) {
    const a = rec.attempt;
    const state = safeState(home, seat.nodeId, a.id);
    const resolved = resolveAttempt(state);
    const next = afterSend(
      rec,
      a.step,
      resolved === "sent" ? "indeterminate" : "failed",
      `resumed: outbox ${state ?? "missing"}`,
      ctx.now
    );
    await commit(home, found, next);
    ctx.log.info(
      `compaction seat=${rec.seat} resumed attempt step=${a.step} outbox=${state ?? "missing"} -> ${next.step}`
    );
    found = next;
    rec = next;
  }
  const obs = observeSeat(home, seat, ctx.now, env, seams, newRunId());
  const d = decide(rec, obs);
  if (d.clearExpected || !["await-idle", "await-postcompact"].includes(d.next.step)) clearExpected(home, d.next.seat);
  if (d.next.step === "cooldown" && rec.step !== "cooldown") await endManagedHold(home, d.next.seat);
  if (!d.send) {
    if (found || d.next.step !== "armed" || d.next.lastOutcome) await commit(home, found, d.next);
    return d.next;
  }
  const step = d.send;
  const id = `cmp-${d.next.run?.id ?? "run"}-${step}-${ctx.now.toString(36)}`;
  const before = { ...d.next, attempt: { step, id, at: new Date(ctx.now).toISOString() } };
  if (!await commit(home, found, before)) return readRecord2(home, seat.nodeId) ?? d.next;
  if (step === "compact") await writeExpected(home, before, obs.sessionId);
  const policy = obs.policy.policy;
  const msg = messageFor(step, {
    seat: before.seat,
    policy,
    usedPercent: before.run?.usedPercent,
    thresholdPercent: before.run?.thresholdPercent,
    origin: before.run?.origin ?? "manual",
    markerPath: restoreMarkerFiles(home.restorePending, before.seat).marker,
    extra: step === "restore" ? readExtraFile(home, before.seat) : void 0
  });
  let outcome = "failed";
  let reason = "send_failed";
  try {
    const r = await ctx.notify({
      seat,
      message: msg.text,
      raw: msg.raw,
      kind: "notice",
      waitForIdleMs: SEND_IDLE_WAIT_MS,
      id,
      signal: ctx.signal
    });
    outcome = r.outcome;
    reason = r.reason;
  } catch (err) {
    reason = `send_failed: ${err.message}`;
  }
  const after = afterSend(before, step, outcome, reason, ctx.now);
  await commit(home, before, after);
  if (after.step === "cooldown") await endManagedHold(home, after.seat);
  ctx.log.info(
    `compaction seat=${before.seat} run=${before.run?.id ?? "-"} step=${step} outcome=${outcome} reason=${reason} -> ${after.step}`
  );
  return after;
}
function safeState(home, nodeId, id) {
  try {
    return getRecord(home, nodeId, id)?.state;
  } catch {
    return void 0;
  }
}
async function writeExpected(home, rec, sessionId) {
  if (!sessionId) return;
  await writeRestoreMarker(
    home,
    {
      sessionName: rec.seat,
      sessionId,
      managedRefocusPending: true,
      createdAt: (/* @__PURE__ */ new Date()).toISOString(),
      nodeId: rec.nodeId,
      runId: rec.run?.id ?? null
    },
    { expected: true }
  );
}
async function endManagedHold(home, seat) {
  const file = restoreMarkerFiles(home.restorePending, seat).marker;
  await updateDocument(
    restorePendingKind,
    file,
    (cur) => cur?.managedRefocusPending ? { ...cur, managedRefocusPending: false } : UNCHANGED,
    { onCorrupt: "fresh" }
  );
}
function clearExpected(home, seat) {
  (0, import_node_fs19.rmSync)(restoreMarkerFiles(home.restorePending, seat).expected, { force: true });
}

// lib/compaction/arm.ts
function callerNode(home, session) {
  if (!session) return null;
  try {
    return resolveSeat(home, session).nodeId;
  } catch {
    return null;
  }
}
async function armCompaction(home, seat, req, seams) {
  const caller = callerNode(home, req.session);
  const actor = actorFor(seat.nodeId, caller);
  const hooks = readSeatHooks(home, seat.nodeId, seat.occupant);
  let answer;
  await updateDocument(
    compactionStateKind,
    compactionStatePath(home, seat.nodeId),
    (cur) => {
      const base = cur ?? freshRecord(seat.nodeId, seatName(seat), seat.occupant, req.nowMs);
      answer = armManual(base, {
        nowMs: req.nowMs,
        claude: seat.runtime === "claude-code",
        running: seat.status === "running",
        occupant: seat.occupant,
        sessionId: hooks?.session?.id ?? null,
        actor,
        caller,
        verdict: seams.mayIntervene(home)(seat.nodeId, actor, "compaction", caller),
        prepIdleWaitMs: req.waitForIdleMs ?? PREP_IDLE_WAIT_MS,
        usage: usageSeen(seams.readUsage(home, seat, req.nowMs)),
        runId: newRunId()
      });
      return answer.ok ? answer.record : UNCHANGED;
    },
    { onCorrupt: "fresh" }
  );
  return answer;
}
function readCompactionRecord(home, nodeId) {
  return readDocument(compactionStateKind, compactionStatePath(home, nodeId), { onCorrupt: "fresh" });
}

// lib/daemon/compaction-routes.ts
function waitOf(body) {
  if (body === void 0 || body === null) return void 0;
  if (typeof body !== "object" || Array.isArray(body))
    throw new HttpError(400, "invalid_body", "the request body must be a JSON object");
  const b = body;
  const extra = Object.keys(b).filter((k) => k !== "waitForIdleMs" && k !== "waitForIdle");
  if (extra.length) throw new HttpError(400, "invalid_body", `unknown field ${extra.join(", ")}`);
  const raw = b.waitForIdleMs ?? (typeof b.waitForIdle === "number" ? b.waitForIdle * 1e3 : b.waitForIdle);
  if (raw === void 0) return void 0;
  if (typeof raw !== "number" || !Number.isFinite(raw) || raw <= 0)
    throw new HttpError(400, "invalid_wait_for_idle", "wait-for-idle must be a positive number of seconds");
  return Math.ceil(raw);
}
function addCompactionRoutes(router2, deps) {
  const seams = { ...defaultSeams(), ...deps.seams };
  const now = deps.now ?? Date.now;
  router2.add("POST", "/api/seat/compact/:seatRef", async (req) => {
    const waitForIdleMs = waitOf(req.body);
    const seat = seatFor(deps.home, req.params.seatRef);
    const answer = await armCompaction(deps.home, seat, { waitForIdleMs, session: req.session, nowMs: now() }, seams);
    deps.log.info(
      `compaction arm seat=${seatName(seat)} ok=${answer.ok} ${answer.ok ? `run=${answer.record.run?.id}` : `reason=${answer.reason}`} caller=${req.session ?? "unattributed"}`
    );
    if (!answer.ok) throw new HttpError(answer.status, answer.reason, answer.message);
    return { status: 202, body: compactionView(seatName(seat), answer.record, recordOwesTurn(answer.record)) };
  });
  router2.add("GET", "/api/seat/compaction/:seatRef", (req) => {
    const seat = seatFor(deps.home, req.params.seatRef);
    const rec = readCompactionRecord(deps.home, seat.nodeId);
    return {
      status: 200,
      body: compactionView(seatName(seat), rec, recordOwesTurn(rec), seat.runtime === "claude-code")
    };
  });
}

// lib/daemon/routes.ts
function seatForNode(home, nodeId) {
  if (!NODE_ID_PATTERN.test(nodeId))
    throw new HttpError(400, "invalid_node_id", `invalid node id ${JSON.stringify(nodeId)}`);
  const seat = listSeats(home).find((s) => s.nodeId === nodeId);
  if (!seat) throw new HttpError(404, "seat_not_found", `no seat has node id ${nodeId}`);
  return seat;
}
function objectBody(body) {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new HttpError(400, "invalid_body", "the request body must be a JSON object");
  return body;
}
var SEND_FIELDS = /* @__PURE__ */ new Set([
  "seat",
  "message",
  "text",
  "raw",
  "urgent",
  "kind",
  "waitForIdle",
  "waitForIdleMs",
  "dangerouslyInteract",
  "reason",
  "typeWithoutChecking",
  "verify",
  "id",
  "pointer",
  "deliveryId"
]);
var DELIVERY_ID_WARNING = "deliveryId no longer deduplicates input: this request is a new attempt, whatever id it carries.";
function optionalBool(body, key) {
  const v = body[key];
  if (v === void 0) return void 0;
  if (typeof v !== "boolean") throw new HttpError(400, "invalid_body", `${key} must be true or false`);
  return v;
}
function optionalString(body, key) {
  const v = body[key];
  if (v === void 0) return void 0;
  if (typeof v !== "string") throw new HttpError(400, "invalid_body", `${key} must be a string`);
  return v;
}
function heldEntry(r) {
  return { ...r, delivery: publicState(r) };
}
function guardReply(pref, heldCount, status) {
  return {
    status,
    body: {
      nodeId: pref.nodeId,
      desired: pref.desiredEnabled,
      effective: pref.effectiveEnabled,
      desiredMode: pref.desiredMode,
      effectiveMode: pref.effectiveMode,
      pending: pref.pending,
      actor: pref.actor,
      actorLabel: actorLabel(pref.actor),
      reason: pref.reason,
      changedAt: pref.changedAt,
      heldCount,
      note: "Changing the mode does not replay or flush held messages."
    }
  };
}
function buildRouter(ctx) {
  const router2 = new Router();
  const home = ctx.home;
  router2.add("GET", "/api/daemon/status", () => ({
    status: 200,
    body: {
      running: true,
      pid: process.pid,
      socket: home.daemonSocket,
      startedAt: ctx.startedAt,
      inFlight: ctx.leases.inFlight(),
      ...ctx.tcp ? { tcp: ctx.tcp } : {}
    }
  }));
  addActivityRoute(router2, { home, ...ctx.activity });
  addCompactionRoutes(router2, { home, log: ctx.log, ...ctx.compaction });
  router2.add("POST", "/api/transport/send", async (req) => {
    const body = objectBody(req.body);
    const unknown = Object.keys(body).filter((k) => !SEND_FIELDS.has(k));
    if (unknown.length)
      throw new HttpError(400, "invalid_body", `unknown field${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}`);
    const ref = optionalString(body, "seat");
    if (!ref) throw new HttpError(400, "invalid_body", "seat is required (name@rig, a node id or a pane id)");
    const message = optionalString(body, "message") ?? optionalString(body, "text");
    if (message === void 0) throw new HttpError(400, "invalid_body", "message is required");
    const kind = body.kind;
    if (kind !== void 0 && !isMessageKind(kind))
      throw new HttpError(400, "invalid_body", "kind must be send or urgent");
    if (kind === "notice")
      throw new HttpError(
        400,
        "notice_reserved",
        `kind "notice" is reserved for OpenRig's own messages (watchdogs, scheduled wakes); send it as kind "send" (or urgent: true)`
      );
    const deliveryId = optionalString(body, "deliveryId");
    let waitForIdleMs;
    if (body.waitForIdleMs !== void 0 || body.waitForIdle !== void 0) {
      const raw = body.waitForIdleMs !== void 0 ? body.waitForIdleMs : typeof body.waitForIdle === "number" ? body.waitForIdle * 1e3 : NaN;
      waitForIdleMs = typeof raw === "number" ? raw : NaN;
    }
    const request = {
      message,
      waitForIdleMs,
      dangerouslyInteract: optionalBool(body, "dangerouslyInteract"),
      reason: optionalString(body, "reason"),
      typeWithoutChecking: optionalBool(body, "typeWithoutChecking")
    };
    const problem = requestProblem(request);
    if (problem) throw new HttpError(400, problem.reason, problem.message);
    const id = optionalString(body, "id");
    if (id !== void 0 && !isOutboxId(id)) throw new HttpError(400, "invalid_body", "id must be a valid outbox id");
    const seat = seatFor(home, ref);
    const deps = { home, leases: ctx.leases, ...ctx.sendDeps };
    const result2 = await deliver(deps, {
      ...request,
      seat,
      sender: req.session,
      raw: optionalBool(body, "raw"),
      urgent: optionalBool(body, "urgent"),
      kind,
      verify: optionalBool(body, "verify"),
      id,
      pointer: optionalString(body, "pointer"),
      signal: req.signal
    });
    if (deliveryId !== void 0) result2.warnings.push(DELIVERY_ID_WARNING);
    if (!req.session)
      result2.warnings.push(
        "Sent without sender identity (no X-OpenRig-Session); the envelope names the sender as unattributed."
      );
    ctx.log.info(
      `send seat=${result2.seat} outcome=${result2.outcome} reason=${result2.reason} ids=${result2.outboxIds.join(",") || "-"} sender=${req.session ?? "unattributed"}`
    );
    return { status: statusForResult(result2), body: result2 };
  });
  router2.add("POST", "/api/seat/set-typing-guard/:seatRef", async (req) => {
    const parsed = parseGuardRequest(req.body);
    if (!parsed.ok) throw new HttpError(400, "invalid_typing_guard_request", parsed.error);
    const seat = seatFor(home, req.params.seatRef);
    const fallbackMode = fallbackModeOf(seat);
    let pref;
    try {
      pref = await setDesiredMode(home, seat.nodeId, {
        mode: parsed.mode,
        reason: parsed.reason,
        actor: req.session,
        fallbackMode
      });
    } catch (err) {
      if (err instanceof GuardInputError) throw new HttpError(400, err.code, err.message);
      throw err;
    }
    ctx.log.info(
      `typing-guard seat=${seat.name}@${seat.rig} desired=${pref.desiredMode} actor=${actorLabel(req.session)}`
    );
    if (pref.pending) {
      const activation = ctx.leases.run(
        seat.nodeId,
        "guard-activation",
        () => activateDesired(home, seat.nodeId, fallbackMode)
      );
      activation.catch((err) => ctx.log.error(`guard activation for ${seat.nodeId} failed: ${err.message}`));
      const waitMs = ctx.guardActivationWaitMs ?? 2e3;
      const settled2 = await Promise.race([
        activation.then((p) => p),
        new Promise((r) => setTimeout(() => r(void 0), waitMs).unref())
      ]);
      if (settled2) pref = settled2;
      else pref = readGuard(home, seat.nodeId, fallbackMode);
    }
    const held = listHeld(home, seat.nodeId).length;
    return guardReply(pref, held, pref.pending ? 202 : 200);
  });
  router2.add("GET", "/api/seat/status/node/:nodeId", (req) => {
    const seat = seatForNode(home, req.params.nodeId);
    return statusReply(ctx, seat);
  });
  router2.add("GET", "/api/seat/status/:seatRef", (req) => statusReply(ctx, seatFor(home, req.params.seatRef)));
  router2.add("GET", "/api/seat/held-messages/:seatRef", (req) => {
    const seat = seatFor(home, req.params.seatRef);
    const id = req.query.get("id");
    if (id !== null) {
      if (!isOutboxId(id)) throw new HttpError(400, "invalid_outbox_id", `invalid outbox id ${JSON.stringify(id)}`);
      const rec = getRecord(home, seat.nodeId, id);
      if (!rec || rec.state !== "held" && rec.state !== "retired")
        throw new HttpError(404, "held_message_not_found", `${seat.name}@${seat.rig} has no held message ${id}`);
      return { status: 200, body: { entry: heldEntry(rec) } };
    }
    const limit = pageNumber(req.query.get("limit"), 100, 1, 1e3, "limit");
    const offset = pageNumber(req.query.get("offset"), 0, 0, Number.MAX_SAFE_INTEGER, "offset");
    const all = listHeld(home, seat.nodeId);
    const items = all.slice(offset, offset + limit).map(heldEntry);
    return {
      status: 200,
      body: {
        seat: `${seat.name}@${seat.rig}`,
        nodeId: seat.nodeId,
        items,
        total: all.length,
        limit,
        offset,
        truncated: offset + items.length < all.length
      }
    };
  });
  router2.add("POST", "/api/seat/retire-held-message/:seatRef/:id", async (req) => {
    const body = objectBody(req.body ?? {});
    const unknown = Object.keys(body).filter((k) => k !== "reason");
    if (unknown.length)
      throw new HttpError(
        400,
        "invalid_body",
        `unknown field${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}; only reason is accepted`
      );
    const reason = body.reason;
    if (typeof reason !== "string" || !/\S/.test(reason))
      throw new HttpError(400, "invalid_body", "a non-empty reason is required");
    const seat = seatFor(home, req.params.seatRef);
    const id = req.params.id;
    if (!isOutboxId(id)) throw new HttpError(400, "invalid_outbox_id", `invalid outbox id ${JSON.stringify(id)}`);
    if (!req.session)
      throw new HttpError(
        400,
        "actor_required",
        "retiring a held message records the seat that retired it: run it from a seat's shell (OPENRIG_SESSION_NAME set)"
      );
    let rec;
    try {
      rec = await retireHeld(home, seat.nodeId, id, { actor: req.session, reason });
    } catch (err) {
      if (err instanceof OutboxError) {
        if (err.code === "outbox_record_missing") throw new HttpError(404, "held_message_not_found", err.message);
        if (err.code === "invalid_outbox_input") throw new HttpError(400, err.code, err.message);
        throw new HttpError(409, err.code, err.message);
      }
      throw err;
    }
    ctx.log.info(`retire seat=${seat.name}@${seat.rig} id=${id} by=${req.session}`);
    return {
      status: 200,
      body: {
        entry: heldEntry(rec),
        effect: "Retired from active quota; evidence preserved. Nothing was delivered and no work was closed."
      }
    };
  });
  return router2;
}
function pageNumber(raw, fallback, min, max, name) {
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw)) throw new HttpError(400, "invalid_query", `${name} must be a whole number`);
  const n = Number(raw);
  if (n < min || n > max) throw new HttpError(400, "invalid_query", `${name} must be between ${min} and ${max}`);
  return n;
}
async function statusReply(ctx, seat) {
  const status = await seatStatus(ctx.home, seat, {
    pending: ctx.leases.busy(seat.nodeId),
    operation: ctx.leases.current(seat.nodeId)
  });
  return { status: 200, body: status };
}

// lib/daemon/tcp.ts
var TcpListenError = class extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
    this.name = "TcpListenError";
  }
  code;
};
function tcpOptionsProblem(opts) {
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535)
    return { code: "invalid_port", message: `port ${JSON.stringify(opts.port)} is not a whole number from 0 to 65535` };
  const host = opts.host ?? DEFAULT_TCP_HOST;
  if (!isLoopbackHost(host))
    return {
      code: "not_loopback",
      message: `host ${JSON.stringify(host)} is not a loopback address: the TCP listener binds loopback only`
    };
  return void 0;
}
async function listenLoopback(server, opts) {
  const problem = tcpOptionsProblem(opts);
  if (problem) throw new TcpListenError(problem.code, problem.message);
  const host = opts.host ?? DEFAULT_TCP_HOST;
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  await new Promise((resolve2, reject) => {
    const onError = (err) => reject(new TcpListenError("listen_failed", `cannot listen on ${host}:${opts.port}: ${err.code ?? err.message}`));
    server.once("error", onError);
    server.listen({ host: bare, port: opts.port, exclusive: true }, () => {
      server.removeListener("error", onError);
      resolve2();
    });
  });
  const address = server.address();
  if (address === null || typeof address === "string" || !isLoopbackHost(address.address)) {
    await new Promise((r) => server.close(() => r()));
    throw new TcpListenError("not_loopback", `${host} resolved to a non-loopback address; refusing to serve on it`);
  }
  return { host, port: address.port };
}

// lib/daemon/log.ts
var import_node_fs20 = require("node:fs");
var import_node_path13 = require("node:path");
function fileLog(file) {
  ensureDir((0, import_node_path13.dirname)(file));
  let checkedMode = false;
  const write = (level, message) => {
    try {
      (0, import_node_fs20.appendFileSync)(
        file,
        `${(/* @__PURE__ */ new Date()).toISOString()} ${level} ${message.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "?")}
`,
        { mode: 384 }
      );
      if (!checkedMode) {
        (0, import_node_fs20.chmodSync)(file, 384);
        checkedMode = true;
      }
    } catch {
    }
  };
  return {
    info: (m) => write("info", m),
    warn: (m) => write("warn", m),
    error: (m) => write("error", m)
  };
}

// lib/tmux/control-protocol.ts
var READ_ONLY_COMMANDS = /* @__PURE__ */ new Set([
  "display-message",
  "capture-pane",
  "list-panes",
  "list-windows",
  "list-sessions",
  "has-session"
]);
function splitCommands(args) {
  const out = [[]];
  for (const a of args) {
    if (a === ";") out.push([]);
    else out[out.length - 1].push(a);
  }
  return out;
}
function isReadOnlyCommandList(args) {
  const commands = splitCommands(args);
  return commands.every((c) => c.length > 0 && READ_ONLY_COMMANDS.has(c[0]));
}
function commandCount(args) {
  return splitCommands(args).length;
}
function quoteArg(arg) {
  return `'${arg.replaceAll("'", "'\\''")}'`;
}
function encodeCommandLine(args) {
  if (args.length === 0) return null;
  const parts = [];
  for (const a of args) {
    if (/[\n\r\0]/.test(a)) return null;
    parts.push(a === ";" ? ";" : quoteArg(a));
  }
  return parts.join(" ");
}
var GUARD = /^%(begin|end|error) (\d+) (\d+) (\d+)$/;
var ControlParser = class {
  partial = "";
  block;
  push(text) {
    const events = [];
    const pieces = (this.partial + text).split("\n");
    this.partial = pieces.pop();
    for (const line of pieces) this.line(line, events);
    return events;
  }
  line(line, events) {
    const guard = line.startsWith("%") ? GUARD.exec(line) : null;
    if (this.block) {
      const b = this.block;
      if (guard && guard[1] !== "begin" && `${guard[2]} ${guard[3]} ${guard[4]}` === b.guard) {
        this.block = void 0;
        events.push({ kind: "block", ok: guard[1] === "end", own: b.own, lines: b.lines });
      } else {
        b.lines.push(line);
      }
      return;
    }
    if (guard?.[1] === "begin") {
      this.block = { guard: `${guard[2]} ${guard[3]} ${guard[4]}`, own: guard[4] === "1", lines: [] };
    } else if (line === "%exit" || line.startsWith("%exit ")) {
      events.push({ kind: "exit", reason: line.slice(6) });
    }
  }
};
var SESSION_LISTING_FORMAT = "#{session_id}|#{destroy-unattached}|#{exit-unattached}";
function pickAttachSession(listing) {
  for (const line of listing.split("\n")) {
    const [id, destroy, exit] = line.split("|");
    if (!id || !/^\$\d+$/.test(id)) continue;
    if (exit !== "0") return null;
    if (destroy === "0" || destroy === "off") return id;
  }
  return null;
}

// lib/tmux/control-client.ts
var asStdout = (blocks) => blocks.map((lines) => lines.map((l) => `${l}
`).join("")).join("");
var ControlClient = class _ControlClient {
  constructor(child) {
    this.child = child;
    let markExited;
    this.exited = new Promise((r) => {
      markExited = r;
    });
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (text) => this.events(this.parser.push(text)));
    child.on("exit", () => {
      markExited();
      this.end();
    });
    child.on("error", () => {
      markExited();
      this.end();
    });
    child.stdin.on("error", () => this.end());
    child.unref();
    for (const s of [child.stdin, child.stdout]) s.unref?.();
  }
  child;
  parser = new ControlParser();
  pending = [];
  closed = false;
  /** Settles when the tmux client process has ended. */
  exited;
  /** Starts `tmux <argv>`; argv must put the client in control mode. */
  static spawn(argv, env) {
    return new _ControlClient(childProcess().spawn("tmux", argv, { stdio: ["pipe", "pipe", "ignore"], env }));
  }
  get alive() {
    return !this.closed;
  }
  get pid() {
    return this.child.pid;
  }
  /** Runs one control-mode line holding `count` commands. */
  run(line, count, timeoutMs) {
    if (this.closed) return Promise.resolve({ ok: "unavailable" });
    return new Promise((resolve2) => {
      const p = {
        count,
        blocks: [],
        done: resolve2,
        timer: setTimeout(() => {
          this.settle(p, { ok: "timeout" });
          void this.close();
        }, timeoutMs)
      };
      this.pending.push(p);
      this.child.stdin.write(`${line}
`);
    });
  }
  /**
   * Detaches (end of input makes tmux detach the client) and waits until the process has ended,
   * killing it after `graceMs`. The owner must not exit before that: tmux 3.3a, told to exit
   * while a control client's output is unread, waits for that client for ever, and a server being
   * killed then never finishes (measured; the client's end releases it).
   */
  close(graceMs = 500) {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.stdin.end();
      const kill = setTimeout(() => this.child.kill("SIGKILL"), graceMs);
      void this.exited.then(() => clearTimeout(kill));
    }
    this.end();
    return this.exited;
  }
  events(events) {
    for (const e of events) {
      if (e.kind === "exit") {
        this.end();
        return;
      }
      if (!e.own) continue;
      const p = this.pending[0];
      if (!p) continue;
      p.blocks.push(e.lines);
      if (!e.ok) this.settle(p, { ok: false, stdout: asStdout(p.blocks.slice(0, -1)), error: e.lines.join("\n") });
      else if (p.blocks.length === p.count) this.settle(p, { ok: true, stdout: asStdout(p.blocks) });
    }
  }
  settle(p, reply) {
    const i = this.pending.indexOf(p);
    if (i < 0) return;
    this.pending.splice(i, 1);
    clearTimeout(p.timer);
    p.done(reply);
  }
  end() {
    this.closed = true;
    for (const p of [...this.pending]) this.settle(p, { ok: "unavailable" });
  }
};

// lib/util/env-flag.ts
var FALSE_WORDS2 = /* @__PURE__ */ new Set(["0", "false", "off", "no"]);
function flag(value, fallback) {
  if (value === void 0 || value.trim() === "") return fallback;
  return !FALSE_WORDS2.has(value.trim().toLowerCase());
}

// lib/tmux/control-pool.ts
var READY_TIMEOUT_MS = 3e3;
var RETRY_BASE_MS = 1e3;
var RETRY_MAX_MS = 6e4;
function retryDelayMs(failures) {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);
}
var keyOf = (server) => `${server.socket ?? ""}\0${server.configFile ?? ""}`;
var ControlPool = class {
  slots = /* @__PURE__ */ new Map();
  closed = false;
  /** Command lists answered by a control client, and those left to a tmux process (tests, bench). */
  counts = { control: 0, process: 0 };
  route = (server, args, timeoutMs) => {
    const line = this.closed || !isReadOnlyCommandList(args) ? null : encodeCommandLine(args);
    const slot = line === null ? void 0 : this.slots.get(keyOf(server));
    if (line === null || slot?.state !== "ready" || !slot.client.alive) {
      if (line !== null) this.warm(server);
      this.counts.process++;
      return void 0;
    }
    return this.ask(server, slot.client, line, args, timeoutMs);
  };
  /** Starts a control client for the server unless one runs, is starting, or must wait. */
  warm(server) {
    const key = keyOf(server);
    const slot = this.slots.get(key);
    if (this.closed || slot?.state === "starting" || slot?.state === "ready" && slot.client.alive) return;
    if (slot?.state === "waiting" && Date.now() < slot.until) return;
    const failures = slot?.state === "waiting" ? slot.failures : 0;
    this.slots.set(key, { state: "starting" });
    void this.start(server).then((client) => {
      if (this.closed) {
        void client?.close();
        return;
      }
      this.slots.set(
        key,
        client ? { state: "ready", client } : { state: "waiting", until: Date.now() + retryDelayMs(failures + 1), failures: failures + 1 }
      );
    });
  }
  /** Detaches every client and waits until each process has ended. Later reads run in tmux processes. */
  close() {
    this.closed = true;
    const ending = [...this.slots.values()].flatMap((slot) => slot.state === "ready" ? [slot.client.close()] : []);
    this.slots.clear();
    return Promise.all(ending).then(() => void 0);
  }
  /** The pid of the server's control client, when one is ready (tests). */
  clientPid(server) {
    const slot = this.slots.get(keyOf(server));
    return slot?.state === "ready" && slot.client.alive ? slot.client.pid : void 0;
  }
  async start(server) {
    let session;
    try {
      session = pickAttachSession(
        (await spawnTmux(server, ["list-sessions", "-F", SESSION_LISTING_FORMAT], { timeoutMs: READY_TIMEOUT_MS })).stdout
      );
    } catch {
      return void 0;
    }
    if (session === null) return void 0;
    const client = ControlClient.spawn(
      [...serverArgs(server), "-u", "-C", "attach-session", "-t", session, "-f", "ignore-size,no-output"],
      childEnv(server)
    );
    const ready = await client.run(encodeCommandLine(["display-message", "-p", "ready"]), 1, READY_TIMEOUT_MS);
    if (ready.ok === true && ready.stdout === "ready\n") return client;
    void client.close();
    return void 0;
  }
  async ask(server, client, line, args, timeoutMs) {
    const reply = await client.run(line, commandCount(args), timeoutMs);
    if (reply.ok === true) {
      this.counts.control++;
      return { stdout: reply.stdout, stderr: "" };
    }
    if (reply.ok === false) {
      this.counts.control++;
      throw new TmuxError(classifyTmuxError(reply.error), args, reply.error, 1);
    }
    const key = keyOf(server);
    const slot = this.slots.get(key);
    if (slot?.state === "ready" && slot.client === client)
      this.slots.set(key, { state: "waiting", until: Date.now() + retryDelayMs(1), failures: 1 });
    if (reply.ok === "timeout") throw new TmuxError("other", args, `tmux did not answer within ${timeoutMs} ms`, null);
    this.counts.process++;
    return void 0;
  }
};
var shared;
function routeTmuxReadsThroughControlClients(env) {
  if (!flag(env.OPENRIG_TMUX_CONTROL, true)) return { pool: void 0, release: async () => void 0 };
  shared ??= { pool: new ControlPool(), users: 0 };
  shared.users++;
  const mine = shared;
  setTmuxRouter(mine.pool.route);
  let released = false;
  return {
    pool: mine.pool,
    release: async () => {
      if (released) return;
      released = true;
      if (--mine.users > 0) return;
      if (shared === mine) {
        shared = void 0;
        setTmuxRouter(void 0);
      }
      await mine.pool.close();
    }
  };
}

// lib/util/file-stamp.ts
var import_node_fs21 = require("node:fs");
function fileStamp(file) {
  try {
    const st = (0, import_node_fs21.statSync)(file, { bigint: true });
    return { key: `${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}`, mtimeMs: Number(st.mtimeNs / 1000000n) };
  } catch {
    return void 0;
  }
}
function filesStamp(files) {
  let newestMs = 0;
  const parts = files.map((f) => {
    const s = fileStamp(f);
    if (s) newestMs = Math.max(newestMs, s.mtimeMs);
    return s?.key ?? "-";
  });
  return { key: parts.join("|"), newestMs };
}

// lib/store/doc-cache.ts
var DocCache = class {
  entries = /* @__PURE__ */ new Map();
  /** readDocument, or the copy parsed when the file last had this identity. */
  read(kind, file, opts = {}) {
    return this.through(file, () => readDocument(kind, file, opts));
  }
  /** `load()` (any reader of `file`), or its answer from when the file last had this identity. */
  through(file, load) {
    const stamp = fileStamp(file);
    if (!stamp) {
      this.entries.delete(file);
      return load();
    }
    return this.keyed(file, stamp.key, load);
  }
  /**
   * `load()` of state kept in several files (a document and the journals folded on top of it),
   * or its answer from when each file last had its identity; a missing file is part of the key.
   */
  throughFiles(files, load) {
    const { key } = filesStamp(files);
    return this.keyed(files.join("\0"), key, load);
  }
  keyed(name, key, load) {
    const hit = this.entries.get(name);
    if (hit && hit.key === key) {
      hit.seen = true;
      return hit.doc;
    }
    const doc = load();
    this.entries.set(name, { key, doc, seen: true });
    return doc;
  }
  /** Forgets the files not read since the last sweep. */
  sweep() {
    for (const [file, e] of this.entries) {
      if (!e.seen) this.entries.delete(file);
      else e.seen = false;
    }
  }
  get size() {
    return this.entries.size;
  }
};

// lib/daemon/timers/contract.ts
var OPENRIG_SENDER = "openrig";

// lib/daemon/timers/loop.ts
var TIMER_INTERVAL_MS = 1e3;
var TimerLoop = class {
  constructor(deps, jobs, opts = {}) {
    this.deps = deps;
    this.jobs = jobs;
    this.clock = opts.clock ?? Date.now;
    this.intervalMs = opts.intervalMs ?? TIMER_INTERVAL_MS;
    this.manual = opts.manual ?? false;
  }
  deps;
  jobs;
  controller = new AbortController();
  clock;
  intervalMs;
  timer;
  inFlight;
  stopped = false;
  /** Seat records unchanged since a job last listed them are not parsed again (TickContext.seats). */
  seatCache = new DocCache();
  /** Ticks run so far (status and tests). */
  ticks = 0;
  manual;
  get signal() {
    return this.controller.signal;
  }
  /** What each job is given: the time now and a notify() that is always OpenRig's. */
  context() {
    const { home, log, leases } = this.deps;
    const signal = this.controller.signal;
    const send2 = this.deps.send ?? deliver;
    return {
      home,
      now: this.clock(),
      log,
      leases,
      signal,
      seats: () => listSeats(
        home,
        void 0,
        (h, rig, name) => this.seatCache.read(seatKind, seatRecordPath(h, rig, name), { onCorrupt: "fresh" })
      ),
      notify: (req) => send2(
        { home, leases, ...this.deps.sendDeps },
        // The sender is OpenRig's whatever the job passed; the kind defaults to a notice. The
        // loop's signal is not the send's: a notice already under way finishes at stop, as the
        // daemon's other operations do, rather than leave a paste without its Enter.
        { kind: "notice", ...req, sender: OPENRIG_SENDER }
      )
    };
  }
  /** Each job's startup pass, once, in order; one job's failure is logged and the next still runs. */
  async startup() {
    for (const job of this.jobs) {
      if (!job.startup || this.controller.signal.aborted) continue;
      try {
        await job.startup(this.context());
      } catch (err) {
        this.deps.log.error(`timer ${job.name}: startup pass failed: ${err?.stack ?? String(err)}`);
      }
    }
  }
  /** Starts the interval (unless manual). */
  start() {
    if (this.manual || this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      if (!this.inFlight) void this.tick();
    }, this.intervalMs);
    this.timer.unref();
  }
  /** One pass of every job, in order. A tick asked for while one runs joins that one. */
  tick() {
    if (this.stopped) return Promise.resolve();
    this.inFlight ??= this.runTick().finally(() => {
      this.inFlight = void 0;
    });
    return this.inFlight;
  }
  async runTick() {
    this.ticks++;
    try {
      for (const job of this.jobs) {
        if (this.controller.signal.aborted) return;
        try {
          await job.tick(this.context());
        } catch (err) {
          this.deps.log.error(`timer ${job.name}: tick failed: ${err?.stack ?? String(err)}`);
        }
      }
    } finally {
      this.seatCache.sweep();
    }
  }
  /** Stops ticking: the signal aborts (jobs start nothing more) and the tick in flight, with its notice, is awaited. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = void 0;
    this.controller.abort();
    await this.inFlight;
  }
};

// lib/watchdog/constants.ts
var MAX_INTERVAL_SECONDS = 7 * 24 * 3600;
var HISTORY_LIMIT = 200;
var MAX_OUTBOX_IDS = 8;
var SUPERVISOR_GRACE_MS = 5 * 6e4;
var SUPERVISOR_RETRY_MS = 5 * 6e4;
var SUPERVISOR_SENDS_PER_TICK = 2;
var SUPERVISOR_ROWS_LISTED = 10;

// lib/watchdog/attempt.ts
var REASON = /^[a-z][a-z0-9_]{0,63}$/;
var OUTBOX_ID = /^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$/;
function attemptOf(result2, occurrence, now) {
  const at = new Date(now).toISOString();
  if (result2 instanceof Error)
    return { at, occurrence, outcome: "error", sent: false, reason: "notify_failed", state: null, outboxIds: [] };
  return {
    at,
    occurrence,
    outcome: result2.outcome,
    // An unknown write may have reached the pane: only a definite no-write says sent: false.
    sent: result2.sent,
    reason: REASON.test(result2.reason) ? result2.reason : "unrecognised_reason",
    state: result2.state,
    outboxIds: result2.outboxIds.filter((id) => OUTBOX_ID.test(id)).slice(0, MAX_OUTBOX_IDS)
  };
}
function attemptWord(a) {
  if (a.outcome === "delivered") return "complete";
  if (a.outcome === "retained") return "held";
  if (a.outcome === "indeterminate") return "unknown (may have arrived)";
  if (a.outcome === "error") return "error (unknown)";
  return a.outcome;
}

// lib/watchdog/job.ts
var JOB_ID_PATTERN = /^wd-[0-9a-f]{8}$/;
var WatchdogInputError = class extends Error {
  constructor(field, reason) {
    super(`${field}: ${reason}`);
    this.field = field;
    this.reason = reason;
    this.name = "WatchdogInputError";
  }
  field;
  reason;
};
function newOccurrence(now) {
  const stamp = new Date(now).toISOString().replace(/[-:T]/g, "").slice(0, 14);
  return `wo-${stamp}-${crypto().randomBytes(4).toString("hex")}`;
}
function isJobId(id) {
  return typeof id === "string" && JOB_ID_PATTERN.test(id);
}
function checkJobId(id) {
  if (!isJobId(id))
    throw new WatchdogInputError(
      "id",
      `${JSON.stringify(String(id).slice(0, 40))} is not a watchdog job id (wd-<8 hex>)`
    );
  return id;
}
function formatInterval(seconds) {
  if (!Number.isFinite(seconds) || seconds <= 0) return `${seconds}s`;
  let left = Math.round(seconds);
  let out = "";
  for (const [unit, size] of [
    ["d", 86400],
    ["h", 3600],
    ["m", 60],
    ["s", 1]
  ]) {
    const n = Math.floor(left / size);
    if (n) out += `${n}${unit}`;
    left -= n * size;
  }
  return out;
}

// lib/watchdog/message.ts
var REPEAT_NOTE = "Delivery may repeat: if an earlier attempt was not confirmed, this may be a second copy.";
var IDLE_GATE_NOTE = "You look idle with open queue rows; this reminder claims nothing (the rows say what is open: rig queue whoami).";
function cadence(job) {
  const every = formatInterval(job.intervalSeconds);
  return job.policy === "idle-gate" ? `idle-gate, at most every ${every}` : `every ${every}`;
}
var indent = (text, pad) => text.split("\n").join(`
${pad}`);
function reminderText(jobs) {
  if (jobs.length === 0) throw new RangeError("a reminder needs at least one job");
  const gated = jobs.some((j) => j.policy === "idle-gate");
  const tail = [...gated ? [IDLE_GATE_NOTE] : [], REPEAT_NOTE];
  if (jobs.length === 1) {
    const job = jobs[0];
    return [`OpenRig watchdog reminder (job ${job.id}, ${cadence(job)}):`, job.message, ...tail].join("\n");
  }
  const items = jobs.map((j, i) => {
    const head = `${i + 1}. `;
    return `${head}(job ${j.id}, ${cadence(j)}) ${indent(j.message, " ".repeat(head.length))}`;
  });
  return [`OpenRig watchdog: ${jobs.length} reminders due.`, ...items, ...tail].join("\n");
}

// lib/watchdog/schedule.ts
function nextDueAt(job) {
  return Date.parse(job.lastDueAt ?? job.createdAt) + job.intervalSeconds * 1e3;
}
function isDue(job, now) {
  return now >= nextDueAt(job);
}
var IDLE_GATE_QUIET = {
  needs_input: "seat_needs_input",
  busy: "seat_busy",
  unknown: "activity_stale_unknown"
};
function judgeJob(job, now, facts) {
  if (!isDue(job, now)) return { action: "skip", reason: "not_due", spend: false };
  if (!facts?.known) return { action: "skip", reason: "seat_unknown", spend: true };
  if (!facts.running) return { action: "skip", reason: "seat_stopped", spend: true };
  if (job.policy === "periodic") return { action: "send" };
  if (facts.openRows === 0) return { action: "skip", reason: "no_open_rows", spend: false };
  if (facts.evidence !== "idle") return { action: "skip", reason: IDLE_GATE_QUIET[facts.evidence], spend: false };
  return { action: "send" };
}
function planTick(jobs, now, factsOf2) {
  const bySeat2 = /* @__PURE__ */ new Map();
  const spent = [];
  for (const job of jobs) {
    const v = judgeJob(job, now, factsOf2(job.seat));
    if (v.action === "send") bySeat2.set(job.seat, [...bySeat2.get(job.seat) ?? [], job.id]);
    else if (v.spend) spent.push({ jobId: job.id, reason: v.reason });
  }
  return { digests: [...bySeat2].map(([seat, jobIds]) => ({ seat, jobIds })), spent };
}

// lib/store/validators/queue-index-intent.v1.generated.js
var compiled13;
function validate_queue_index_intent_v1(data, options) {
  compiled13 ??= build13();
  const ok2 = compiled13(data, options);
  validate_queue_index_intent_v1.errors = compiled13.errors;
  return ok2;
}
function build13() {
  const schema19 = { "$id": "openrig/queue-index-intent@1", "title": "Rows being changed ($OPENRIG_HOME/queue/index.intent.json): written before a row changes and removed once the index matches, so a crash in between is repaired from the named rows", "type": "object", "required": ["schema", "version", "ids"], "additionalProperties": false, "properties": { "schema": { "const": "queue-index-intent" }, "version": { "const": 1 }, "ids": { "type": "array", "items": { "type": "string", "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" } } } };
  const pattern50 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.ids === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "ids" }, message: "must have required property 'ids'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "ids")) {
          const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("queue-index-intent" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-index-intent" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.ids !== void 0) {
        let data2 = data.ids;
        if (Array.isArray(data2)) {
          const len0 = data2.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data3 = data2[i0];
            if (typeof data3 === "string") {
              if (!pattern50.test(data3)) {
                const err6 = { instancePath: instancePath + "/ids/" + i0, schemaPath: "#/properties/ids/items/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"' };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            } else {
              const err7 = { instancePath: instancePath + "/ids/" + i0, schemaPath: "#/properties/ids/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
        } else {
          const err8 = { instancePath: instancePath + "/ids", schemaPath: "#/properties/ids/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    } else {
      const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    validate18.errors = vErrors;
    return errors === 0;
  }
  return validate18;
}

// lib/store/validators/queue-seat-index.v1.generated.js
var compiled14;
function validate_queue_seat_index_v1(data, options) {
  compiled14 ??= build14();
  const ok2 = compiled14(data, options);
  validate_queue_seat_index_v1.errors = compiled14.errors;
  return ok2;
}
function build14() {
  const schema23 = { "$id": "openrig/queue-seat-index@1", "title": "Open rows of one destination ($OPENRIG_HOME/queue/by-destination/<name@rig>.json): everything whoami and work candidates need, so they never open row files; derived from the rows and rebuildable from them", "type": "object", "required": ["schema", "version", "destination", "open", "recent"], "additionalProperties": false, "properties": { "schema": { "const": "queue-seat-index" }, "version": { "const": 1 }, "destination": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "open": { "type": "object", "propertyNames": { "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "additionalProperties": { "type": "object", "required": ["source", "state", "priority", "tags", "summary", "createdAt", "updatedAt", "blockedOn", "continuation", "handedOffFrom", "chainOfRecord", "bodyHash"], "additionalProperties": false, "properties": { "source": { "type": "string" }, "state": { "enum": ["pending", "in-progress", "blocked"] }, "priority": { "enum": ["routine", "urgent", "critical"] }, "tags": { "type": "array", "items": { "type": "string" } }, "summary": { "type": "string" }, "createdAt": { "type": "string" }, "updatedAt": { "type": "string" }, "blockedOn": { "type": ["string", "null"] }, "continuation": { "type": ["string", "null"] }, "handedOffFrom": { "type": ["string", "null"] }, "chainOfRecord": { "type": "array", "items": { "type": "string" } }, "bodyHash": { "type": "string" } } } }, "recent": { "type": "array", "items": { "type": "object", "required": ["id", "state", "summary", "updatedAt"], "additionalProperties": false, "properties": { "id": { "type": "string" }, "state": { "type": "string" }, "summary": { "type": "string" }, "updatedAt": { "type": "string" } } } } } };
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern50 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  const func2 = Object.prototype.hasOwnProperty;
  function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.destination === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "destination" }, message: "must have required property 'destination'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.open === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "open" }, message: "must have required property 'open'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.recent === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "recent" }, message: "must have required property 'recent'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "destination" || key0 === "open" || key0 === "recent")) {
          const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("queue-seat-index" !== data.schema) {
          const err6 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-seat-index" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err7 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.destination !== void 0) {
        let data2 = data.destination;
        if (typeof data2 === "string") {
          if (!pattern20.test(data2)) {
            const err8 = { instancePath: instancePath + "/destination", schemaPath: "#/properties/destination/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        } else {
          const err9 = { instancePath: instancePath + "/destination", schemaPath: "#/properties/destination/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.open !== void 0) {
        let data3 = data.open;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
          for (const key1 in data3) {
            const _errs8 = errors;
            if (typeof key1 === "string") {
              if (!pattern50.test(key1)) {
                const err10 = { instancePath: instancePath + "/open", schemaPath: "#/properties/open/propertyNames/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"', propertyName: key1 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            var valid1 = _errs8 === errors;
            if (!valid1) {
              const err11 = { instancePath: instancePath + "/open", schemaPath: "#/properties/open/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          }
          for (const key2 in data3) {
            let data4 = data3[key2];
            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
              if (data4.source === void 0) {
                const err12 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data4.state === void 0) {
                const err13 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if (data4.priority === void 0) {
                const err14 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "priority" }, message: "must have required property 'priority'" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              if (data4.tags === void 0) {
                const err15 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "tags" }, message: "must have required property 'tags'" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              if (data4.summary === void 0) {
                const err16 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "summary" }, message: "must have required property 'summary'" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
              if (data4.createdAt === void 0) {
                const err17 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
              if (data4.updatedAt === void 0) {
                const err18 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "updatedAt" }, message: "must have required property 'updatedAt'" };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
              if (data4.blockedOn === void 0) {
                const err19 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "blockedOn" }, message: "must have required property 'blockedOn'" };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
              if (data4.continuation === void 0) {
                const err20 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "continuation" }, message: "must have required property 'continuation'" };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
              if (data4.handedOffFrom === void 0) {
                const err21 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "handedOffFrom" }, message: "must have required property 'handedOffFrom'" };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
              if (data4.chainOfRecord === void 0) {
                const err22 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "chainOfRecord" }, message: "must have required property 'chainOfRecord'" };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
              if (data4.bodyHash === void 0) {
                const err23 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/required", keyword: "required", params: { missingProperty: "bodyHash" }, message: "must have required property 'bodyHash'" };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
              for (const key3 in data4) {
                if (!func2.call(schema23.properties.open.additionalProperties.properties, key3)) {
                  const err24 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              }
              if (data4.source !== void 0) {
                if (typeof data4.source !== "string") {
                  const err25 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/source", schemaPath: "#/properties/open/additionalProperties/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              }
              if (data4.state !== void 0) {
                let data6 = data4.state;
                if (!(data6 === "pending" || data6 === "in-progress" || data6 === "blocked")) {
                  const err26 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/state", schemaPath: "#/properties/open/additionalProperties/properties/state/enum", keyword: "enum", params: { allowedValues: schema23.properties.open.additionalProperties.properties.state.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              }
              if (data4.priority !== void 0) {
                let data7 = data4.priority;
                if (!(data7 === "routine" || data7 === "urgent" || data7 === "critical")) {
                  const err27 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/priority", schemaPath: "#/properties/open/additionalProperties/properties/priority/enum", keyword: "enum", params: { allowedValues: schema23.properties.open.additionalProperties.properties.priority.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
              if (data4.tags !== void 0) {
                let data8 = data4.tags;
                if (Array.isArray(data8)) {
                  const len0 = data8.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    if (typeof data8[i0] !== "string") {
                      const err28 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/tags/" + i0, schemaPath: "#/properties/open/additionalProperties/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err28];
                      } else {
                        vErrors.push(err28);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err29 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/tags", schemaPath: "#/properties/open/additionalProperties/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              }
              if (data4.summary !== void 0) {
                if (typeof data4.summary !== "string") {
                  const err30 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/summary", schemaPath: "#/properties/open/additionalProperties/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              }
              if (data4.createdAt !== void 0) {
                if (typeof data4.createdAt !== "string") {
                  const err31 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/properties/open/additionalProperties/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
              if (data4.updatedAt !== void 0) {
                if (typeof data4.updatedAt !== "string") {
                  const err32 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/updatedAt", schemaPath: "#/properties/open/additionalProperties/properties/updatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              }
              if (data4.blockedOn !== void 0) {
                let data13 = data4.blockedOn;
                if (typeof data13 !== "string" && data13 !== null) {
                  const err33 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/blockedOn", schemaPath: "#/properties/open/additionalProperties/properties/blockedOn/type", keyword: "type", params: { type: schema23.properties.open.additionalProperties.properties.blockedOn.type }, message: "must be string,null" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
              if (data4.continuation !== void 0) {
                let data14 = data4.continuation;
                if (typeof data14 !== "string" && data14 !== null) {
                  const err34 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/continuation", schemaPath: "#/properties/open/additionalProperties/properties/continuation/type", keyword: "type", params: { type: schema23.properties.open.additionalProperties.properties.continuation.type }, message: "must be string,null" };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              }
              if (data4.handedOffFrom !== void 0) {
                let data15 = data4.handedOffFrom;
                if (typeof data15 !== "string" && data15 !== null) {
                  const err35 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/handedOffFrom", schemaPath: "#/properties/open/additionalProperties/properties/handedOffFrom/type", keyword: "type", params: { type: schema23.properties.open.additionalProperties.properties.handedOffFrom.type }, message: "must be string,null" };
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
              }
              if (data4.chainOfRecord !== void 0) {
                let data16 = data4.chainOfRecord;
                if (Array.isArray(data16)) {
                  const len1 = data16.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    if (typeof data16[i1] !== "string") {
                      const err36 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/chainOfRecord/" + i1, schemaPath: "#/properties/open/additionalProperties/properties/chainOfRecord/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err37 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/chainOfRecord", schemaPath: "#/properties/open/additionalProperties/properties/chainOfRecord/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
              }
              if (data4.bodyHash !== void 0) {
                if (typeof data4.bodyHash !== "string") {
                  const err38 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/bodyHash", schemaPath: "#/properties/open/additionalProperties/properties/bodyHash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
              }
            } else {
              const err39 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/open/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        } else {
          const err40 = { instancePath: instancePath + "/open", schemaPath: "#/properties/open/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
      }
      if (data.recent !== void 0) {
        let data19 = data.recent;
        if (Array.isArray(data19)) {
          const len2 = data19.length;
          for (let i2 = 0; i2 < len2; i2++) {
            let data20 = data19[i2];
            if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
              if (data20.id === void 0) {
                const err41 = { instancePath: instancePath + "/recent/" + i2, schemaPath: "#/properties/recent/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
              if (data20.state === void 0) {
                const err42 = { instancePath: instancePath + "/recent/" + i2, schemaPath: "#/properties/recent/items/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
              if (data20.summary === void 0) {
                const err43 = { instancePath: instancePath + "/recent/" + i2, schemaPath: "#/properties/recent/items/required", keyword: "required", params: { missingProperty: "summary" }, message: "must have required property 'summary'" };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
              if (data20.updatedAt === void 0) {
                const err44 = { instancePath: instancePath + "/recent/" + i2, schemaPath: "#/properties/recent/items/required", keyword: "required", params: { missingProperty: "updatedAt" }, message: "must have required property 'updatedAt'" };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
              for (const key4 in data20) {
                if (!(key4 === "id" || key4 === "state" || key4 === "summary" || key4 === "updatedAt")) {
                  const err45 = { instancePath: instancePath + "/recent/" + i2, schemaPath: "#/properties/recent/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err45];
                  } else {
                    vErrors.push(err45);
                  }
                  errors++;
                }
              }
              if (data20.id !== void 0) {
                if (typeof data20.id !== "string") {
                  const err46 = { instancePath: instancePath + "/recent/" + i2 + "/id", schemaPath: "#/properties/recent/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err46];
                  } else {
                    vErrors.push(err46);
                  }
                  errors++;
                }
              }
              if (data20.state !== void 0) {
                if (typeof data20.state !== "string") {
                  const err47 = { instancePath: instancePath + "/recent/" + i2 + "/state", schemaPath: "#/properties/recent/items/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err47];
                  } else {
                    vErrors.push(err47);
                  }
                  errors++;
                }
              }
              if (data20.summary !== void 0) {
                if (typeof data20.summary !== "string") {
                  const err48 = { instancePath: instancePath + "/recent/" + i2 + "/summary", schemaPath: "#/properties/recent/items/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
              }
              if (data20.updatedAt !== void 0) {
                if (typeof data20.updatedAt !== "string") {
                  const err49 = { instancePath: instancePath + "/recent/" + i2 + "/updatedAt", schemaPath: "#/properties/recent/items/properties/updatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
              }
            } else {
              const err50 = { instancePath: instancePath + "/recent/" + i2, schemaPath: "#/properties/recent/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
          }
        } else {
          const err51 = { instancePath: instancePath + "/recent", schemaPath: "#/properties/recent/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
      }
    } else {
      const err52 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err52];
      } else {
        vErrors.push(err52);
      }
      errors++;
    }
    validate22.errors = vErrors;
    return errors === 0;
  }
  return validate22;
}

// lib/queue/continuation.ts
var CONTINUATION_MARKER = "continuation:";
function continuationInNote(note) {
  if (!note) return null;
  const at = note.indexOf(CONTINUATION_MARKER);
  if (at < 0) return null;
  const text = note.slice(at + CONTINUATION_MARKER.length).replace(/\s+/g, " ").trim();
  return text || null;
}
function currentParkContinuation(transitions) {
  for (let i = transitions.length - 1; i >= 0; i--) {
    const t = transitions[i];
    if (t.to !== "blocked") return null;
    const found = continuationInNote(t.note);
    if (found !== null) return found;
    if (t.from !== "blocked") return null;
  }
  return null;
}

// lib/queue/index-entry.ts
var RECENT_LIMIT = 25;
var OPEN_STATES = ["pending", "in-progress", "blocked"];
function isOpen(state) {
  return OPEN_STATES.includes(state);
}
var queueSeatIndexKind = defineKind({
  schema: "queue-seat-index",
  version: 1,
  validate: validate_queue_seat_index_v1
});
var queueIndexIntentKind = defineKind({
  schema: "queue-index-intent",
  version: 1,
  validate: validate_queue_index_intent_v1
});
function bodyHash(body) {
  return crypto().createHash("sha256").update(body).digest("hex").slice(0, 32);
}
function rowEntryOf(row) {
  return {
    source: row.source,
    state: row.state,
    priority: row.priority,
    tags: [...row.tags],
    summary: row.summary,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    blockedOn: row.blockedOn,
    continuation: row.state === "blocked" ? currentParkContinuation(row.transitions) : null,
    handedOffFrom: row.handedOffFrom,
    chainOfRecord: [...row.chainOfRecord],
    bodyHash: bodyHash(row.body)
  };
}
function listingEntryOf(row) {
  return {
    destination: row.destination,
    source: row.source,
    state: row.state,
    priority: row.priority,
    tags: [...row.tags],
    summary: row.summary,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt
  };
}
function recentEntryOf(row) {
  return { id: row.id, state: row.state, summary: row.summary, updatedAt: row.updatedAt };
}
var newestFirst = (a, b) => a.updatedAt !== b.updatedAt ? a.updatedAt < b.updatedAt ? 1 : -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
function emptySeatIndex(destination) {
  return { schema: "queue-seat-index", version: 1, destination, open: {}, recent: [] };
}
function applyRowToSeatIndex(index, row) {
  const open2 = { ...index.open };
  if (isOpen(row.state)) open2[row.id] = rowEntryOf(row);
  else delete open2[row.id];
  const recent = [recentEntryOf(row), ...index.recent.filter((r) => r.id !== row.id)].sort(newestFirst).slice(0, RECENT_LIMIT);
  return { ...index, open: open2, recent };
}
function openRows(index) {
  return Object.entries(index.open).map(([id, e]) => ({ id, ...e }));
}

// lib/watchdog/evidence.ts
function evidenceWord(hook) {
  if (!hook || hook.stale || hook.ageMs === null) return "unknown";
  if (hook.state === "idle") return "idle";
  if (hook.state === "needs_input") return "needs_input";
  if (hook.state === "running") return "busy";
  return "unknown";
}

// lib/watchdog/seat-facts.ts
function seatByName(home, seat) {
  const ref = parseSeatRef(seat);
  if (ref.kind !== "name") return void 0;
  return readSeat(home, ref.rig, ref.seat);
}
function openRowsOf(home, seat, report, cache) {
  const opts = { onCorrupt: "fresh", ...report ? { report } : {} };
  const file = queueSeatIndexPath(home, seat);
  const index = cache ? cache.read(queueSeatIndexKind, file, opts) : readDocument(queueSeatIndexKind, file, opts);
  return index ? openRows(index) : [];
}
function evidenceOf(home, rec, now, cache) {
  if (rec.runtime === "terminal") return "unknown";
  let doc;
  try {
    const read2 = () => readSeatHooks(home, rec.nodeId, rec.occupant);
    doc = cache && NODE_ID_PATTERN.test(rec.nodeId) && OCCUPANT_PATTERN.test(rec.occupant) ? cache.throughFiles(seatHooksFiles(home, rec.nodeId, rec.occupant), read2) : read2();
  } catch {
    return "unknown";
  }
  return evidenceWord(hookActivityAt(doc, now));
}

// lib/store/validators/watchdog-jobs.v1.generated.js
var compiled15;
function validate_watchdog_jobs_v1(data, options) {
  compiled15 ??= build15();
  const ok2 = compiled15(data, options);
  validate_watchdog_jobs_v1.errors = compiled15.errors;
  return ok2;
}
function build15() {
  const schema61 = { "$id": "openrig/watchdog-jobs@1", "title": "Watchdog reminder jobs ($OPENRIG_HOME/watchdog/jobs.json): what each job reminds which seat of and how often, with its schedule state (the daemon runs them; rig watchdog edits them directly)", "type": "object", "required": ["schema", "version", "jobs"], "additionalProperties": false, "definitions": { "iso": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "attempt": { "type": "object", "required": ["at", "occurrence", "outcome", "sent", "reason", "state", "outboxIds"], "additionalProperties": false, "properties": { "at": { "$ref": "#/definitions/iso" }, "occurrence": { "type": "string", "pattern": "^wo-[0-9]{14}-[0-9a-f]{8}$" }, "outcome": { "enum": ["delivered", "retained", "indeterminate", "failed", "refused", "error"] }, "sent": { "type": "boolean" }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "state": { "enum": ["sending", "held", "complete", "indeterminate", "failed", null] }, "outboxIds": { "type": "array", "maxItems": 8, "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" } } } } }, "properties": { "schema": { "const": "watchdog-jobs" }, "version": { "const": 1 }, "jobs": { "type": "object", "maxProperties": 200, "propertyNames": { "pattern": "^wd-[0-9a-f]{8}$" }, "additionalProperties": { "type": "object", "required": ["id", "policy", "seat", "message", "intervalSeconds", "createdAt", "createdBy", "lastDueAt", "lastAttempt", "attempts"], "additionalProperties": false, "properties": { "id": { "type": "string", "pattern": "^wd-[0-9a-f]{8}$" }, "policy": { "enum": ["periodic", "idle-gate"] }, "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "message": { "type": "string", "pattern": "^(?=[\\s\\S]*\\S)[\\s\\S]{1,2000}$" }, "intervalSeconds": { "type": "integer", "minimum": 60, "maximum": 604800 }, "createdAt": { "$ref": "#/definitions/iso" }, "createdBy": { "type": "string", "pattern": "^[\\s\\S]{1,200}$" }, "lastDueAt": { "anyOf": [{ "$ref": "#/definitions/iso" }, { "type": "null" }] }, "lastAttempt": { "anyOf": [{ "$ref": "#/definitions/attempt" }, { "type": "null" }] }, "attempts": { "type": "integer", "minimum": 0 } } } } } };
  const schema62 = { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" };
  const pattern152 = new RegExp("^wd-[0-9a-f]{8}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern162 = new RegExp("^(?=[\\s\\S]*\\S)[\\s\\S]{1,2000}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern164 = new RegExp("^[\\s\\S]{1,200}$", "u");
  const func2 = Object.prototype.hasOwnProperty;
  const schema64 = { "type": "object", "required": ["at", "occurrence", "outcome", "sent", "reason", "state", "outboxIds"], "additionalProperties": false, "properties": { "at": { "$ref": "#/definitions/iso" }, "occurrence": { "type": "string", "pattern": "^wo-[0-9]{14}-[0-9a-f]{8}$" }, "outcome": { "enum": ["delivered", "retained", "indeterminate", "failed", "refused", "error"] }, "sent": { "type": "boolean" }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "state": { "enum": ["sending", "held", "complete", "indeterminate", "failed", null] }, "outboxIds": { "type": "array", "maxItems": 8, "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" } } } };
  const pattern155 = new RegExp("^wo-[0-9]{14}-[0-9a-f]{8}$", "u");
  const pattern99 = new RegExp("^[a-z][a-z0-9_]{0,63}$", "u");
  const pattern14 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$", "u");
  function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.at === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.occurrence === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "occurrence" }, message: "must have required property 'occurrence'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.outcome === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.sent === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sent" }, message: "must have required property 'sent'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.reason === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.state === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.outboxIds === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "outboxIds" }, message: "must have required property 'outboxIds'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "at" || key0 === "occurrence" || key0 === "outcome" || key0 === "sent" || key0 === "reason" || key0 === "state" || key0 === "outboxIds")) {
          const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.at !== void 0) {
        let data0 = data.at;
        if (typeof data0 === "string") {
          if (!pattern9.test(data0)) {
            const err8 = { instancePath: instancePath + "/at", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        } else {
          const err9 = { instancePath: instancePath + "/at", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.occurrence !== void 0) {
        let data1 = data.occurrence;
        if (typeof data1 === "string") {
          if (!pattern155.test(data1)) {
            const err10 = { instancePath: instancePath + "/occurrence", schemaPath: "#/properties/occurrence/pattern", keyword: "pattern", params: { pattern: "^wo-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^wo-[0-9]{14}-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        } else {
          const err11 = { instancePath: instancePath + "/occurrence", schemaPath: "#/properties/occurrence/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
      if (data.outcome !== void 0) {
        let data2 = data.outcome;
        if (!(data2 === "delivered" || data2 === "retained" || data2 === "indeterminate" || data2 === "failed" || data2 === "refused" || data2 === "error")) {
          const err12 = { instancePath: instancePath + "/outcome", schemaPath: "#/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema64.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.sent !== void 0) {
        if (typeof data.sent !== "boolean") {
          const err13 = { instancePath: instancePath + "/sent", schemaPath: "#/properties/sent/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
      if (data.reason !== void 0) {
        let data4 = data.reason;
        if (typeof data4 === "string") {
          if (!pattern99.test(data4)) {
            const err14 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9_]{0,63}$" }, message: 'must match pattern "^[a-z][a-z0-9_]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        } else {
          const err15 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
      if (data.state !== void 0) {
        let data5 = data.state;
        if (!(data5 === "sending" || data5 === "held" || data5 === "complete" || data5 === "indeterminate" || data5 === "failed" || data5 === null)) {
          const err16 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema64.properties.state.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.outboxIds !== void 0) {
        let data6 = data.outboxIds;
        if (Array.isArray(data6)) {
          if (data6.length > 8) {
            const err17 = { instancePath: instancePath + "/outboxIds", schemaPath: "#/properties/outboxIds/maxItems", keyword: "maxItems", params: { limit: 8 }, message: "must NOT have more than 8 items" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          const len0 = data6.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data7 = data6[i0];
            if (typeof data7 === "string") {
              if (!pattern14.test(data7)) {
                const err18 = { instancePath: instancePath + "/outboxIds/" + i0, schemaPath: "#/properties/outboxIds/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$"' };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            } else {
              const err19 = { instancePath: instancePath + "/outboxIds/" + i0, schemaPath: "#/properties/outboxIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
        } else {
          const err20 = { instancePath: instancePath + "/outboxIds", schemaPath: "#/properties/outboxIds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    } else {
      const err21 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err21];
      } else {
        vErrors.push(err21);
      }
      errors++;
    }
    validate37.errors = vErrors;
    return errors === 0;
  }
  function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.jobs === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "jobs" }, message: "must have required property 'jobs'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "jobs")) {
          const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("watchdog-jobs" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "watchdog-jobs" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.jobs !== void 0) {
        let data2 = data.jobs;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          if (Object.keys(data2).length > 200) {
            const err6 = { instancePath: instancePath + "/jobs", schemaPath: "#/properties/jobs/maxProperties", keyword: "maxProperties", params: { limit: 200 }, message: "must NOT have more than 200 properties" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          for (const key1 in data2) {
            const _errs6 = errors;
            if (typeof key1 === "string") {
              if (!pattern152.test(key1)) {
                const err7 = { instancePath: instancePath + "/jobs", schemaPath: "#/properties/jobs/propertyNames/pattern", keyword: "pattern", params: { pattern: "^wd-[0-9a-f]{8}$" }, message: 'must match pattern "^wd-[0-9a-f]{8}$"', propertyName: key1 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            var valid1 = _errs6 === errors;
            if (!valid1) {
              const err8 = { instancePath: instancePath + "/jobs", schemaPath: "#/properties/jobs/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          }
          for (const key2 in data2) {
            let data3 = data2[key2];
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.id === void 0) {
                const err9 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (data3.policy === void 0) {
                const err10 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "policy" }, message: "must have required property 'policy'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data3.seat === void 0) {
                const err11 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.message === void 0) {
                const err12 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.intervalSeconds === void 0) {
                const err13 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "intervalSeconds" }, message: "must have required property 'intervalSeconds'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if (data3.createdAt === void 0) {
                const err14 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              if (data3.createdBy === void 0) {
                const err15 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "createdBy" }, message: "must have required property 'createdBy'" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              if (data3.lastDueAt === void 0) {
                const err16 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "lastDueAt" }, message: "must have required property 'lastDueAt'" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
              if (data3.lastAttempt === void 0) {
                const err17 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "lastAttempt" }, message: "must have required property 'lastAttempt'" };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
              if (data3.attempts === void 0) {
                const err18 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "attempts" }, message: "must have required property 'attempts'" };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
              for (const key3 in data3) {
                if (!func2.call(schema61.properties.jobs.additionalProperties.properties, key3)) {
                  const err19 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              }
              if (data3.id !== void 0) {
                let data4 = data3.id;
                if (typeof data4 === "string") {
                  if (!pattern152.test(data4)) {
                    const err20 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/id", schemaPath: "#/properties/jobs/additionalProperties/properties/id/pattern", keyword: "pattern", params: { pattern: "^wd-[0-9a-f]{8}$" }, message: 'must match pattern "^wd-[0-9a-f]{8}$"' };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                } else {
                  const err21 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/id", schemaPath: "#/properties/jobs/additionalProperties/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              }
              if (data3.policy !== void 0) {
                let data5 = data3.policy;
                if (!(data5 === "periodic" || data5 === "idle-gate")) {
                  const err22 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/policy", schemaPath: "#/properties/jobs/additionalProperties/properties/policy/enum", keyword: "enum", params: { allowedValues: schema61.properties.jobs.additionalProperties.properties.policy.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data3.seat !== void 0) {
                let data6 = data3.seat;
                if (typeof data6 === "string") {
                  if (!pattern20.test(data6)) {
                    const err23 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/seat", schemaPath: "#/properties/jobs/additionalProperties/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
                    if (vErrors === null) {
                      vErrors = [err23];
                    } else {
                      vErrors.push(err23);
                    }
                    errors++;
                  }
                } else {
                  const err24 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/seat", schemaPath: "#/properties/jobs/additionalProperties/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              }
              if (data3.message !== void 0) {
                let data7 = data3.message;
                if (typeof data7 === "string") {
                  if (!pattern162.test(data7)) {
                    const err25 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/message", schemaPath: "#/properties/jobs/additionalProperties/properties/message/pattern", keyword: "pattern", params: { pattern: "^(?=[\\s\\S]*\\S)[\\s\\S]{1,2000}$" }, message: 'must match pattern "^(?=[\\s\\S]*\\S)[\\s\\S]{1,2000}$"' };
                    if (vErrors === null) {
                      vErrors = [err25];
                    } else {
                      vErrors.push(err25);
                    }
                    errors++;
                  }
                } else {
                  const err26 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/message", schemaPath: "#/properties/jobs/additionalProperties/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              }
              if (data3.intervalSeconds !== void 0) {
                let data8 = data3.intervalSeconds;
                if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
                  const err27 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/intervalSeconds", schemaPath: "#/properties/jobs/additionalProperties/properties/intervalSeconds/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
                if (typeof data8 == "number" && isFinite(data8)) {
                  if (data8 > 604800 || isNaN(data8)) {
                    const err28 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/intervalSeconds", schemaPath: "#/properties/jobs/additionalProperties/properties/intervalSeconds/maximum", keyword: "maximum", params: { comparison: "<=", limit: 604800 }, message: "must be <= 604800" };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                  if (data8 < 60 || isNaN(data8)) {
                    const err29 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/intervalSeconds", schemaPath: "#/properties/jobs/additionalProperties/properties/intervalSeconds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 60 }, message: "must be >= 60" };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  }
                }
              }
              if (data3.createdAt !== void 0) {
                let data9 = data3.createdAt;
                if (typeof data9 === "string") {
                  if (!pattern9.test(data9)) {
                    const err30 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err30];
                    } else {
                      vErrors.push(err30);
                    }
                    errors++;
                  }
                } else {
                  const err31 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
              if (data3.createdBy !== void 0) {
                let data10 = data3.createdBy;
                if (typeof data10 === "string") {
                  if (!pattern164.test(data10)) {
                    const err32 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdBy", schemaPath: "#/properties/jobs/additionalProperties/properties/createdBy/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{1,200}$" }, message: 'must match pattern "^[\\s\\S]{1,200}$"' };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                } else {
                  const err33 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdBy", schemaPath: "#/properties/jobs/additionalProperties/properties/createdBy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
              if (data3.lastDueAt !== void 0) {
                let data11 = data3.lastDueAt;
                const _errs26 = errors;
                let valid5 = false;
                const _errs27 = errors;
                if (typeof data11 === "string") {
                  if (!pattern9.test(data11)) {
                    const err34 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastDueAt", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err34];
                    } else {
                      vErrors.push(err34);
                    }
                    errors++;
                  }
                } else {
                  const err35 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastDueAt", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
                var _valid0 = _errs27 === errors;
                valid5 = valid5 || _valid0;
                if (!valid5) {
                  const _errs30 = errors;
                  if (data11 !== null) {
                    const err36 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastDueAt", schemaPath: "#/properties/jobs/additionalProperties/properties/lastDueAt/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                    if (vErrors === null) {
                      vErrors = [err36];
                    } else {
                      vErrors.push(err36);
                    }
                    errors++;
                  }
                  var _valid0 = _errs30 === errors;
                  valid5 = valid5 || _valid0;
                }
                if (!valid5) {
                  const err37 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastDueAt", schemaPath: "#/properties/jobs/additionalProperties/properties/lastDueAt/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                } else {
                  errors = _errs26;
                  if (vErrors !== null) {
                    if (_errs26) {
                      vErrors.length = _errs26;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
              if (data3.lastAttempt !== void 0) {
                let data12 = data3.lastAttempt;
                const _errs33 = errors;
                let valid7 = false;
                const _errs34 = errors;
                if (!validate37(data12, { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", parentData: data3, parentDataProperty: "lastAttempt", rootData })) {
                  vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
                  errors = vErrors.length;
                }
                var _valid1 = _errs34 === errors;
                valid7 = valid7 || _valid1;
                if (!valid7) {
                  const _errs35 = errors;
                  if (data12 !== null) {
                    const err38 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/jobs/additionalProperties/properties/lastAttempt/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                    if (vErrors === null) {
                      vErrors = [err38];
                    } else {
                      vErrors.push(err38);
                    }
                    errors++;
                  }
                  var _valid1 = _errs35 === errors;
                  valid7 = valid7 || _valid1;
                }
                if (!valid7) {
                  const err39 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/jobs/additionalProperties/properties/lastAttempt/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                } else {
                  errors = _errs33;
                  if (vErrors !== null) {
                    if (_errs33) {
                      vErrors.length = _errs33;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
              if (data3.attempts !== void 0) {
                let data13 = data3.attempts;
                if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
                  const err40 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/attempts", schemaPath: "#/properties/jobs/additionalProperties/properties/attempts/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
                if (typeof data13 == "number" && isFinite(data13)) {
                  if (data13 < 0 || isNaN(data13)) {
                    const err41 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/attempts", schemaPath: "#/properties/jobs/additionalProperties/properties/attempts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err42 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
        } else {
          const err43 = { instancePath: instancePath + "/jobs", schemaPath: "#/properties/jobs/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      }
    } else {
      const err44 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err44];
      } else {
        vErrors.push(err44);
      }
      errors++;
    }
    validate36.errors = vErrors;
    return errors === 0;
  }
  return validate36;
}

// lib/store/validators/watchdog-history.v1.generated.js
var compiled16;
function validate_watchdog_history_v1(data, options) {
  compiled16 ??= build16();
  const ok2 = compiled16(data, options);
  validate_watchdog_history_v1.errors = compiled16.errors;
  return ok2;
}
function build16() {
  const schema60 = { "$id": "openrig/watchdog-history@1", "title": "One watchdog job's history ($OPENRIG_HOME/watchdog/history/<jobId>.json): each attempt with its current transport result, and the skips worth telling (not the quiet ones), newest last, bounded; kept after the job is removed", "type": "object", "required": ["schema", "version", "jobId", "entries"], "additionalProperties": false, "properties": { "schema": { "const": "watchdog-history" }, "version": { "const": 1 }, "jobId": { "type": "string", "pattern": "^wd-[0-9a-f]{8}$" }, "entries": { "type": "array", "maxItems": 200, "items": { "type": "object", "required": ["at", "event", "reason"], "additionalProperties": false, "properties": { "at": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "event": { "enum": ["attempt", "skip", "added", "removed"] }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "occurrence": { "type": "string", "pattern": "^wo-[0-9]{14}-[0-9a-f]{8}$" }, "outcome": { "enum": ["delivered", "retained", "indeterminate", "failed", "refused", "error"] }, "sent": { "type": "boolean" }, "state": { "enum": ["sending", "held", "complete", "indeterminate", "failed", null] }, "outboxIds": { "type": "array", "maxItems": 8, "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" } }, "digestOf": { "type": "array", "maxItems": 200, "items": { "type": "string", "pattern": "^wd-[0-9a-f]{8}$" } }, "note": { "type": "string", "pattern": "^[\\s\\S]{0,500}$" } } } } } };
  const pattern152 = new RegExp("^wd-[0-9a-f]{8}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern99 = new RegExp("^[a-z][a-z0-9_]{0,63}$", "u");
  const pattern155 = new RegExp("^wo-[0-9]{14}-[0-9a-f]{8}$", "u");
  const pattern14 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$", "u");
  const pattern158 = new RegExp("^[\\s\\S]{0,500}$", "u");
  const func2 = Object.prototype.hasOwnProperty;
  function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.jobId === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "jobId" }, message: "must have required property 'jobId'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.entries === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entries" }, message: "must have required property 'entries'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "jobId" || key0 === "entries")) {
          const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("watchdog-history" !== data.schema) {
          const err5 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "watchdog-history" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err6 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.jobId !== void 0) {
        let data2 = data.jobId;
        if (typeof data2 === "string") {
          if (!pattern152.test(data2)) {
            const err7 = { instancePath: instancePath + "/jobId", schemaPath: "#/properties/jobId/pattern", keyword: "pattern", params: { pattern: "^wd-[0-9a-f]{8}$" }, message: 'must match pattern "^wd-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        } else {
          const err8 = { instancePath: instancePath + "/jobId", schemaPath: "#/properties/jobId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.entries !== void 0) {
        let data3 = data.entries;
        if (Array.isArray(data3)) {
          if (data3.length > 200) {
            const err9 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/maxItems", keyword: "maxItems", params: { limit: 200 }, message: "must NOT have more than 200 items" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          const len0 = data3.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data4 = data3[i0];
            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
              if (data4.at === void 0) {
                const err10 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data4.event === void 0) {
                const err11 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data4.reason === void 0) {
                const err12 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              for (const key1 in data4) {
                if (!func2.call(schema60.properties.entries.items.properties, key1)) {
                  const err13 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
              }
              if (data4.at !== void 0) {
                let data5 = data4.at;
                if (typeof data5 === "string") {
                  if (!pattern9.test(data5)) {
                    const err14 = { instancePath: instancePath + "/entries/" + i0 + "/at", schemaPath: "#/properties/entries/items/properties/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                } else {
                  const err15 = { instancePath: instancePath + "/entries/" + i0 + "/at", schemaPath: "#/properties/entries/items/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              }
              if (data4.event !== void 0) {
                let data6 = data4.event;
                if (!(data6 === "attempt" || data6 === "skip" || data6 === "added" || data6 === "removed")) {
                  const err16 = { instancePath: instancePath + "/entries/" + i0 + "/event", schemaPath: "#/properties/entries/items/properties/event/enum", keyword: "enum", params: { allowedValues: schema60.properties.entries.items.properties.event.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
              if (data4.reason !== void 0) {
                let data7 = data4.reason;
                if (typeof data7 === "string") {
                  if (!pattern99.test(data7)) {
                    const err17 = { instancePath: instancePath + "/entries/" + i0 + "/reason", schemaPath: "#/properties/entries/items/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9_]{0,63}$" }, message: 'must match pattern "^[a-z][a-z0-9_]{0,63}$"' };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                } else {
                  const err18 = { instancePath: instancePath + "/entries/" + i0 + "/reason", schemaPath: "#/properties/entries/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
              if (data4.occurrence !== void 0) {
                let data8 = data4.occurrence;
                if (typeof data8 === "string") {
                  if (!pattern155.test(data8)) {
                    const err19 = { instancePath: instancePath + "/entries/" + i0 + "/occurrence", schemaPath: "#/properties/entries/items/properties/occurrence/pattern", keyword: "pattern", params: { pattern: "^wo-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^wo-[0-9]{14}-[0-9a-f]{8}$"' };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                } else {
                  const err20 = { instancePath: instancePath + "/entries/" + i0 + "/occurrence", schemaPath: "#/properties/entries/items/properties/occurrence/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              }
              if (data4.outcome !== void 0) {
                let data9 = data4.outcome;
                if (!(data9 === "delivered" || data9 === "retained" || data9 === "indeterminate" || data9 === "failed" || data9 === "refused" || data9 === "error")) {
                  const err21 = { instancePath: instancePath + "/entries/" + i0 + "/outcome", schemaPath: "#/properties/entries/items/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema60.properties.entries.items.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              }
              if (data4.sent !== void 0) {
                if (typeof data4.sent !== "boolean") {
                  const err22 = { instancePath: instancePath + "/entries/" + i0 + "/sent", schemaPath: "#/properties/entries/items/properties/sent/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data4.state !== void 0) {
                let data11 = data4.state;
                if (!(data11 === "sending" || data11 === "held" || data11 === "complete" || data11 === "indeterminate" || data11 === "failed" || data11 === null)) {
                  const err23 = { instancePath: instancePath + "/entries/" + i0 + "/state", schemaPath: "#/properties/entries/items/properties/state/enum", keyword: "enum", params: { allowedValues: schema60.properties.entries.items.properties.state.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              }
              if (data4.outboxIds !== void 0) {
                let data12 = data4.outboxIds;
                if (Array.isArray(data12)) {
                  if (data12.length > 8) {
                    const err24 = { instancePath: instancePath + "/entries/" + i0 + "/outboxIds", schemaPath: "#/properties/entries/items/properties/outboxIds/maxItems", keyword: "maxItems", params: { limit: 8 }, message: "must NOT have more than 8 items" };
                    if (vErrors === null) {
                      vErrors = [err24];
                    } else {
                      vErrors.push(err24);
                    }
                    errors++;
                  }
                  const len1 = data12.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    let data13 = data12[i1];
                    if (typeof data13 === "string") {
                      if (!pattern14.test(data13)) {
                        const err25 = { instancePath: instancePath + "/entries/" + i0 + "/outboxIds/" + i1, schemaPath: "#/properties/entries/items/properties/outboxIds/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$"' };
                        if (vErrors === null) {
                          vErrors = [err25];
                        } else {
                          vErrors.push(err25);
                        }
                        errors++;
                      }
                    } else {
                      const err26 = { instancePath: instancePath + "/entries/" + i0 + "/outboxIds/" + i1, schemaPath: "#/properties/entries/items/properties/outboxIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err26];
                      } else {
                        vErrors.push(err26);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err27 = { instancePath: instancePath + "/entries/" + i0 + "/outboxIds", schemaPath: "#/properties/entries/items/properties/outboxIds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
              if (data4.digestOf !== void 0) {
                let data14 = data4.digestOf;
                if (Array.isArray(data14)) {
                  if (data14.length > 200) {
                    const err28 = { instancePath: instancePath + "/entries/" + i0 + "/digestOf", schemaPath: "#/properties/entries/items/properties/digestOf/maxItems", keyword: "maxItems", params: { limit: 200 }, message: "must NOT have more than 200 items" };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                  const len2 = data14.length;
                  for (let i2 = 0; i2 < len2; i2++) {
                    let data15 = data14[i2];
                    if (typeof data15 === "string") {
                      if (!pattern152.test(data15)) {
                        const err29 = { instancePath: instancePath + "/entries/" + i0 + "/digestOf/" + i2, schemaPath: "#/properties/entries/items/properties/digestOf/items/pattern", keyword: "pattern", params: { pattern: "^wd-[0-9a-f]{8}$" }, message: 'must match pattern "^wd-[0-9a-f]{8}$"' };
                        if (vErrors === null) {
                          vErrors = [err29];
                        } else {
                          vErrors.push(err29);
                        }
                        errors++;
                      }
                    } else {
                      const err30 = { instancePath: instancePath + "/entries/" + i0 + "/digestOf/" + i2, schemaPath: "#/properties/entries/items/properties/digestOf/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err31 = { instancePath: instancePath + "/entries/" + i0 + "/digestOf", schemaPath: "#/properties/entries/items/properties/digestOf/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
              if (data4.note !== void 0) {
                let data16 = data4.note;
                if (typeof data16 === "string") {
                  if (!pattern158.test(data16)) {
                    const err32 = { instancePath: instancePath + "/entries/" + i0 + "/note", schemaPath: "#/properties/entries/items/properties/note/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{0,500}$" }, message: 'must match pattern "^[\\s\\S]{0,500}$"' };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                } else {
                  const err33 = { instancePath: instancePath + "/entries/" + i0 + "/note", schemaPath: "#/properties/entries/items/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
            } else {
              const err34 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
          }
        } else {
          const err35 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
    } else {
      const err36 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err36];
      } else {
        vErrors.push(err36);
      }
      errors++;
    }
    validate35.errors = vErrors;
    return errors === 0;
  }
  return validate35;
}

// lib/watchdog/store.ts
var watchdogJobsKind = defineKind({
  schema: "watchdog-jobs",
  version: 1,
  validate: validate_watchdog_jobs_v1
});
var watchdogHistoryKind = defineKind({
  schema: "watchdog-history",
  version: 1,
  validate: validate_watchdog_history_v1
});
function readJobs(home) {
  const doc = readDocument(watchdogJobsKind, home.watchdogJobs);
  return Object.values(doc?.jobs ?? {}).sort(
    (a, b) => a.createdAt === b.createdAt ? a.id < b.id ? -1 : 1 : a.createdAt < b.createdAt ? -1 : 1
  );
}
async function updateJobs(home, ids, change) {
  const changed = [];
  await updateDocument(watchdogJobsKind, home.watchdogJobs, (cur) => {
    if (!cur) return UNCHANGED;
    const jobs = { ...cur.jobs };
    for (const id of ids) {
      const job = jobs[id];
      if (!job) continue;
      jobs[id] = change(job);
      changed.push(id);
    }
    return changed.length ? { ...cur, jobs } : UNCHANGED;
  });
  return changed;
}
function boundedEntries(current, added, limit = HISTORY_LIMIT) {
  const all = [...current, ...added];
  return all.length > limit ? all.slice(all.length - limit) : all;
}
async function appendHistory(home, jobId, entries) {
  checkJobId(jobId);
  await updateDocument(watchdogHistoryKind, watchdogHistoryPath(home, jobId), (cur) => ({
    schema: "watchdog-history",
    version: 1,
    jobId,
    entries: boundedEntries(cur?.entries ?? [], entries)
  }));
}

// lib/watchdog/timer.ts
var WATCHDOG_TIMER_NAME = "watchdog";
function watchdogTimer() {
  return { name: WATCHDOG_TIMER_NAME, tick: watchdogTick };
}
async function watchdogTick(ctx) {
  let jobs;
  try {
    jobs = readJobs(ctx.home);
  } catch (err) {
    ctx.log.error(`watchdog: the jobs file cannot be read (${err.message})`);
    return;
  }
  const due = jobs.filter((j) => isDue(j, ctx.now));
  if (!due.length) return;
  const records = /* @__PURE__ */ new Map();
  const facts = /* @__PURE__ */ new Map();
  for (const job of due) {
    if (facts.has(job.seat)) continue;
    const rec = seatByName(ctx.home, job.seat);
    records.set(job.seat, rec);
    const gated = due.some((j) => j.seat === job.seat && j.policy === "idle-gate");
    facts.set(job.seat, factsOf(ctx, job.seat, rec, gated));
  }
  const plan = planTick(due, ctx.now, (seat) => facts.get(seat));
  const at = new Date(ctx.now).toISOString();
  for (const skip of plan.spent) {
    await guarded(ctx, skip.jobId, async () => {
      await updateJobs(ctx.home, [skip.jobId], (j) => ({ ...j, lastDueAt: at }));
      await appendHistory(ctx.home, skip.jobId, [{ at, event: "skip", reason: skip.reason }]);
    });
  }
  for (const digest of plan.digests) {
    if (ctx.signal.aborted) return;
    const rec = records.get(digest.seat);
    if (!rec) continue;
    await guarded(ctx, digest.seat, () => attempt(ctx, rec, digest.jobIds));
  }
}
function factsOf(ctx, seat, rec, gated) {
  if (!rec) return { known: false, running: false, openRows: 0, evidence: "unknown" };
  return {
    known: true,
    running: rec.status === "running",
    openRows: gated ? openRowsOf(ctx.home, seat, (m) => ctx.log.warn(m)).length : 0,
    evidence: gated ? evidenceOf(ctx.home, rec, ctx.now) : "unknown"
  };
}
async function attempt(ctx, rec, jobIds) {
  const current = readJobs(ctx.home).filter((j) => jobIds.includes(j.id));
  if (!current.length) return;
  const ids = current.map((j) => j.id);
  const occurrence = newOccurrence(ctx.now);
  let result2;
  try {
    result2 = await ctx.notify({
      seat: rec,
      message: reminderText(current),
      kind: "notice",
      id: `watchdog-${occurrence}`,
      signal: ctx.signal
    });
  } catch (err) {
    result2 = err instanceof Error ? err : new Error(String(err));
  }
  const a = attemptOf(result2, occurrence, ctx.now);
  await updateJobs(ctx.home, ids, (j) => ({ ...j, lastDueAt: a.at, lastAttempt: a, attempts: j.attempts + 1 }));
  for (const id of ids) {
    await appendHistory(ctx.home, id, [
      {
        at: a.at,
        event: "attempt",
        reason: a.reason,
        occurrence,
        outcome: a.outcome,
        sent: a.sent,
        state: a.state,
        outboxIds: a.outboxIds,
        ...ids.length > 1 ? { digestOf: ids } : {}
      }
    ]);
  }
  ctx.log.info(
    `watchdog: ${ids.join(",")} \u2192 ${rec.name}@${rec.rig}: ${attemptWord(a)} (${a.reason})${result2 instanceof Error ? `: ${result2.message}` : ""}`
  );
}
async function guarded(ctx, what, fn) {
  try {
    await fn();
  } catch (err) {
    ctx.log.error(`watchdog: ${what}: ${err.message}`);
  }
}

// lib/queue/queue-store.ts
var import_node_fs24 = require("node:fs");

// lib/store/validators/queue-row.v1.generated.js
var compiled17;
function validate_queue_row_v1(data, options) {
  compiled17 ??= build17();
  const ok2 = compiled17(data, options);
  validate_queue_row_v1.errors = compiled17.errors;
  return ok2;
}
function build17() {
  const schema22 = { "$id": "openrig/queue-row@1", "title": "One work-queue row ($OPENRIG_HOME/queue/rows/<id>.json)", "type": "object", "required": ["schema", "version", "id", "createdAt", "updatedAt", "source", "destination", "state", "priority", "tags", "summary", "body", "blockedOn", "handedOffFrom", "handedOffTo", "chainOfRecord", "transitions"], "additionalProperties": false, "properties": { "schema": { "const": "queue-row" }, "version": { "const": 1 }, "id": { "type": "string", "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "createdAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "updatedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "source": { "type": "string", "pattern": "^(unattributed|[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63})$" }, "destination": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "state": { "enum": ["pending", "in-progress", "blocked", "done", "failed", "denied", "canceled", "handed-off"] }, "priority": { "enum": ["routine", "urgent", "critical"] }, "tags": { "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$" } }, "summary": { "type": "string", "pattern": "^(?=.*\\S)[^\\u0000-\\u001f\\u007f]{1,200}$" }, "body": { "type": "string" }, "blockedOn": { "type": ["string", "null"] }, "handedOffFrom": { "type": ["string", "null"], "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "handedOffTo": { "type": ["string", "null"], "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "chainOfRecord": { "type": "array", "items": { "type": "string", "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" } }, "transitions": { "type": "array", "items": { "type": "object", "required": ["at", "from", "to", "actor"], "additionalProperties": false, "properties": { "at": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "from": { "enum": ["pending", "in-progress", "blocked", "done", "failed", "denied", "canceled", "handed-off"] }, "to": { "enum": ["pending", "in-progress", "blocked", "done", "failed", "denied", "canceled", "handed-off"] }, "actor": { "type": "string", "pattern": "\\S" }, "note": { "type": "string" } } } } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern50 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern56 = new RegExp("^(unattributed|[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63})$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern58 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$", "u");
  const pattern59 = new RegExp("^(?=.*\\S)[^\\u0000-\\u001f\\u007f]{1,200}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.id === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.createdAt === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.updatedAt === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "updatedAt" }, message: "must have required property 'updatedAt'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.source === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.destination === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "destination" }, message: "must have required property 'destination'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.state === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (data.priority === void 0) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "priority" }, message: "must have required property 'priority'" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (data.tags === void 0) {
        const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tags" }, message: "must have required property 'tags'" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (data.summary === void 0) {
        const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "summary" }, message: "must have required property 'summary'" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (data.body === void 0) {
        const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" }, message: "must have required property 'body'" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (data.blockedOn === void 0) {
        const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "blockedOn" }, message: "must have required property 'blockedOn'" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (data.handedOffFrom === void 0) {
        const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "handedOffFrom" }, message: "must have required property 'handedOffFrom'" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (data.handedOffTo === void 0) {
        const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "handedOffTo" }, message: "must have required property 'handedOffTo'" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (data.chainOfRecord === void 0) {
        const err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "chainOfRecord" }, message: "must have required property 'chainOfRecord'" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (data.transitions === void 0) {
        const err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "transitions" }, message: "must have required property 'transitions'" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema22.properties, key0)) {
          const err17 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("queue-row" !== data.schema) {
          const err18 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-row" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err19 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      if (data.id !== void 0) {
        let data2 = data.id;
        if (typeof data2 === "string") {
          if (!pattern50.test(data2)) {
            const err20 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        } else {
          const err21 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
      if (data.createdAt !== void 0) {
        let data3 = data.createdAt;
        if (typeof data3 === "string") {
          if (!pattern9.test(data3)) {
            const err22 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        } else {
          const err23 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
      if (data.updatedAt !== void 0) {
        let data4 = data.updatedAt;
        if (typeof data4 === "string") {
          if (!pattern9.test(data4)) {
            const err24 = { instancePath: instancePath + "/updatedAt", schemaPath: "#/properties/updatedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        } else {
          const err25 = { instancePath: instancePath + "/updatedAt", schemaPath: "#/properties/updatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
      if (data.source !== void 0) {
        let data5 = data.source;
        if (typeof data5 === "string") {
          if (!pattern56.test(data5)) {
            const err26 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/pattern", keyword: "pattern", params: { pattern: "^(unattributed|[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63})$" }, message: 'must match pattern "^(unattributed|[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63})$"' };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        } else {
          const err27 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
      if (data.destination !== void 0) {
        let data6 = data.destination;
        if (typeof data6 === "string") {
          if (!pattern20.test(data6)) {
            const err28 = { instancePath: instancePath + "/destination", schemaPath: "#/properties/destination/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        } else {
          const err29 = { instancePath: instancePath + "/destination", schemaPath: "#/properties/destination/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
      if (data.state !== void 0) {
        let data7 = data.state;
        if (!(data7 === "pending" || data7 === "in-progress" || data7 === "blocked" || data7 === "done" || data7 === "failed" || data7 === "denied" || data7 === "canceled" || data7 === "handed-off")) {
          const err30 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema22.properties.state.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      }
      if (data.priority !== void 0) {
        let data8 = data.priority;
        if (!(data8 === "routine" || data8 === "urgent" || data8 === "critical")) {
          const err31 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/enum", keyword: "enum", params: { allowedValues: schema22.properties.priority.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      }
      if (data.tags !== void 0) {
        let data9 = data.tags;
        if (Array.isArray(data9)) {
          const len0 = data9.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data10 = data9[i0];
            if (typeof data10 === "string") {
              if (!pattern58.test(data10)) {
                const err32 = { instancePath: instancePath + "/tags/" + i0, schemaPath: "#/properties/tags/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$"' };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            } else {
              const err33 = { instancePath: instancePath + "/tags/" + i0, schemaPath: "#/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
        } else {
          const err34 = { instancePath: instancePath + "/tags", schemaPath: "#/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      }
      if (data.summary !== void 0) {
        let data11 = data.summary;
        if (typeof data11 === "string") {
          if (!pattern59.test(data11)) {
            const err35 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/pattern", keyword: "pattern", params: { pattern: "^(?=.*\\S)[^\\u0000-\\u001f\\u007f]{1,200}$" }, message: 'must match pattern "^(?=.*\\S)[^\\u0000-\\u001f\\u007f]{1,200}$"' };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        } else {
          const err36 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      }
      if (data.body !== void 0) {
        if (typeof data.body !== "string") {
          const err37 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      }
      if (data.blockedOn !== void 0) {
        let data13 = data.blockedOn;
        if (typeof data13 !== "string" && data13 !== null) {
          const err38 = { instancePath: instancePath + "/blockedOn", schemaPath: "#/properties/blockedOn/type", keyword: "type", params: { type: schema22.properties.blockedOn.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      }
      if (data.handedOffFrom !== void 0) {
        let data14 = data.handedOffFrom;
        if (typeof data14 !== "string" && data14 !== null) {
          const err39 = { instancePath: instancePath + "/handedOffFrom", schemaPath: "#/properties/handedOffFrom/type", keyword: "type", params: { type: schema22.properties.handedOffFrom.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
        if (typeof data14 === "string") {
          if (!pattern50.test(data14)) {
            const err40 = { instancePath: instancePath + "/handedOffFrom", schemaPath: "#/properties/handedOffFrom/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
      }
      if (data.handedOffTo !== void 0) {
        let data15 = data.handedOffTo;
        if (typeof data15 !== "string" && data15 !== null) {
          const err41 = { instancePath: instancePath + "/handedOffTo", schemaPath: "#/properties/handedOffTo/type", keyword: "type", params: { type: schema22.properties.handedOffTo.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        if (typeof data15 === "string") {
          if (!pattern50.test(data15)) {
            const err42 = { instancePath: instancePath + "/handedOffTo", schemaPath: "#/properties/handedOffTo/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
      }
      if (data.chainOfRecord !== void 0) {
        let data16 = data.chainOfRecord;
        if (Array.isArray(data16)) {
          const len1 = data16.length;
          for (let i1 = 0; i1 < len1; i1++) {
            let data17 = data16[i1];
            if (typeof data17 === "string") {
              if (!pattern50.test(data17)) {
                const err43 = { instancePath: instancePath + "/chainOfRecord/" + i1, schemaPath: "#/properties/chainOfRecord/items/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"' };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            } else {
              const err44 = { instancePath: instancePath + "/chainOfRecord/" + i1, schemaPath: "#/properties/chainOfRecord/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
        } else {
          const err45 = { instancePath: instancePath + "/chainOfRecord", schemaPath: "#/properties/chainOfRecord/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
      }
      if (data.transitions !== void 0) {
        let data18 = data.transitions;
        if (Array.isArray(data18)) {
          const len2 = data18.length;
          for (let i2 = 0; i2 < len2; i2++) {
            let data19 = data18[i2];
            if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
              if (data19.at === void 0) {
                const err46 = { instancePath: instancePath + "/transitions/" + i2, schemaPath: "#/properties/transitions/items/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
              if (data19.from === void 0) {
                const err47 = { instancePath: instancePath + "/transitions/" + i2, schemaPath: "#/properties/transitions/items/required", keyword: "required", params: { missingProperty: "from" }, message: "must have required property 'from'" };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
              if (data19.to === void 0) {
                const err48 = { instancePath: instancePath + "/transitions/" + i2, schemaPath: "#/properties/transitions/items/required", keyword: "required", params: { missingProperty: "to" }, message: "must have required property 'to'" };
                if (vErrors === null) {
                  vErrors = [err48];
                } else {
                  vErrors.push(err48);
                }
                errors++;
              }
              if (data19.actor === void 0) {
                const err49 = { instancePath: instancePath + "/transitions/" + i2, schemaPath: "#/properties/transitions/items/required", keyword: "required", params: { missingProperty: "actor" }, message: "must have required property 'actor'" };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
              for (const key1 in data19) {
                if (!(key1 === "at" || key1 === "from" || key1 === "to" || key1 === "actor" || key1 === "note")) {
                  const err50 = { instancePath: instancePath + "/transitions/" + i2, schemaPath: "#/properties/transitions/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err50];
                  } else {
                    vErrors.push(err50);
                  }
                  errors++;
                }
              }
              if (data19.at !== void 0) {
                let data20 = data19.at;
                if (typeof data20 === "string") {
                  if (!pattern9.test(data20)) {
                    const err51 = { instancePath: instancePath + "/transitions/" + i2 + "/at", schemaPath: "#/properties/transitions/items/properties/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err51];
                    } else {
                      vErrors.push(err51);
                    }
                    errors++;
                  }
                } else {
                  const err52 = { instancePath: instancePath + "/transitions/" + i2 + "/at", schemaPath: "#/properties/transitions/items/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err52];
                  } else {
                    vErrors.push(err52);
                  }
                  errors++;
                }
              }
              if (data19.from !== void 0) {
                let data21 = data19.from;
                if (!(data21 === "pending" || data21 === "in-progress" || data21 === "blocked" || data21 === "done" || data21 === "failed" || data21 === "denied" || data21 === "canceled" || data21 === "handed-off")) {
                  const err53 = { instancePath: instancePath + "/transitions/" + i2 + "/from", schemaPath: "#/properties/transitions/items/properties/from/enum", keyword: "enum", params: { allowedValues: schema22.properties.transitions.items.properties.from.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err53];
                  } else {
                    vErrors.push(err53);
                  }
                  errors++;
                }
              }
              if (data19.to !== void 0) {
                let data22 = data19.to;
                if (!(data22 === "pending" || data22 === "in-progress" || data22 === "blocked" || data22 === "done" || data22 === "failed" || data22 === "denied" || data22 === "canceled" || data22 === "handed-off")) {
                  const err54 = { instancePath: instancePath + "/transitions/" + i2 + "/to", schemaPath: "#/properties/transitions/items/properties/to/enum", keyword: "enum", params: { allowedValues: schema22.properties.transitions.items.properties.to.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err54];
                  } else {
                    vErrors.push(err54);
                  }
                  errors++;
                }
              }
              if (data19.actor !== void 0) {
                let data23 = data19.actor;
                if (typeof data23 === "string") {
                  if (!pattern1.test(data23)) {
                    const err55 = { instancePath: instancePath + "/transitions/" + i2 + "/actor", schemaPath: "#/properties/transitions/items/properties/actor/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                    if (vErrors === null) {
                      vErrors = [err55];
                    } else {
                      vErrors.push(err55);
                    }
                    errors++;
                  }
                } else {
                  const err56 = { instancePath: instancePath + "/transitions/" + i2 + "/actor", schemaPath: "#/properties/transitions/items/properties/actor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err56];
                  } else {
                    vErrors.push(err56);
                  }
                  errors++;
                }
              }
              if (data19.note !== void 0) {
                if (typeof data19.note !== "string") {
                  const err57 = { instancePath: instancePath + "/transitions/" + i2 + "/note", schemaPath: "#/properties/transitions/items/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err57];
                  } else {
                    vErrors.push(err57);
                  }
                  errors++;
                }
              }
            } else {
              const err58 = { instancePath: instancePath + "/transitions/" + i2, schemaPath: "#/properties/transitions/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
          }
        } else {
          const err59 = { instancePath: instancePath + "/transitions", schemaPath: "#/properties/transitions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
      }
    } else {
      const err60 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err60];
      } else {
        vErrors.push(err60);
      }
      errors++;
    }
    validate21.errors = vErrors;
    return errors === 0;
  }
  return validate21;
}

// lib/queue/row.ts
var queueRowKind = defineKind({ schema: "queue-row", version: 1, validate: validate_queue_row_v1 });
var QUEUE_ID_PATTERN = /^q-[0-9]{14}-[0-9a-f]{8}$/;
var BODY_MAX_BYTES = 256 * 1024;
var QueueInputError = class extends Error {
  constructor(field, reason) {
    super(`${field}: ${reason}`);
    this.field = field;
    this.reason = reason;
    this.name = "QueueInputError";
  }
  field;
  reason;
};
function isQueueId(id) {
  return typeof id === "string" && QUEUE_ID_PATTERN.test(id);
}
function rowIdsOfFileNames(names) {
  return names.filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -".json".length)).filter(isQueueId).sort();
}
function rowIfNamed(row, id) {
  return row && row.id === id ? row : void 0;
}
function checkQueueId(id) {
  if (!QUEUE_ID_PATTERN.test(id))
    throw new QueueInputError(
      "id",
      `${JSON.stringify(String(id).slice(0, 60))} is not a queue id (q-<yyyymmddHHMMSS>-<8 hex>)`
    );
  return id;
}
function checkSeatName(value, field) {
  let ref;
  try {
    ref = parseSeatRef(value);
  } catch (err) {
    if (err instanceof SeatRefError) {
      throw new QueueInputError(
        field,
        err.reason === "empty" ? "empty" : `${JSON.stringify(String(value).slice(0, 80))}: ${err.reason}`
      );
    }
    throw err;
  }
  if (ref.kind !== "name") throw new QueueInputError(field, `${JSON.stringify(value)}: rows address seats as name@rig`);
  return `${ref.seat}@${ref.rig}`;
}

// lib/queue/listing-index.ts
var import_node_fs22 = require("node:fs");

// lib/store/validators/queue-index.v1.generated.js
var compiled18;
function validate_queue_index_v1(data, options) {
  compiled18 ??= build18();
  const ok2 = compiled18(data, options);
  validate_queue_index_v1.errors = compiled18.errors;
  return ok2;
}
function build18() {
  const schema21 = { "$id": "openrig/queue-index@1", "title": "Legacy queue listing index ($OPENRIG_HOME/queue/index.json), replaced by the buckets in queue/index/ (queue-index-bucket): read only so that the migration can remove it", "type": "object", "required": ["schema", "version", "rows"], "additionalProperties": false, "properties": { "schema": { "const": "queue-index" }, "version": { "const": 1 }, "rows": { "type": "object", "propertyNames": { "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "additionalProperties": { "type": "object", "required": ["destination", "source", "state", "priority", "tags", "summary", "createdAt", "updatedAt"], "additionalProperties": false, "properties": { "destination": { "type": "string" }, "source": { "type": "string" }, "state": { "type": "string" }, "priority": { "type": "string" }, "tags": { "type": "array", "items": { "type": "string" } }, "summary": { "type": "string" }, "createdAt": { "type": "string" }, "updatedAt": { "type": "string" } } } } } };
  const pattern50 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.rows === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rows" }, message: "must have required property 'rows'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "rows")) {
          const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("queue-index" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-index" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.rows !== void 0) {
        let data2 = data.rows;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          for (const key1 in data2) {
            const _errs6 = errors;
            if (typeof key1 === "string") {
              if (!pattern50.test(key1)) {
                const err6 = { instancePath: instancePath + "/rows", schemaPath: "#/properties/rows/propertyNames/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"', propertyName: key1 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            var valid1 = _errs6 === errors;
            if (!valid1) {
              const err7 = { instancePath: instancePath + "/rows", schemaPath: "#/properties/rows/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
          for (const key2 in data2) {
            let data3 = data2[key2];
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.destination === void 0) {
                const err8 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "destination" }, message: "must have required property 'destination'" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
              if (data3.source === void 0) {
                const err9 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (data3.state === void 0) {
                const err10 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data3.priority === void 0) {
                const err11 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "priority" }, message: "must have required property 'priority'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.tags === void 0) {
                const err12 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "tags" }, message: "must have required property 'tags'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.summary === void 0) {
                const err13 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "summary" }, message: "must have required property 'summary'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if (data3.createdAt === void 0) {
                const err14 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              if (data3.updatedAt === void 0) {
                const err15 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "updatedAt" }, message: "must have required property 'updatedAt'" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              for (const key3 in data3) {
                if (!(key3 === "destination" || key3 === "source" || key3 === "state" || key3 === "priority" || key3 === "tags" || key3 === "summary" || key3 === "createdAt" || key3 === "updatedAt")) {
                  const err16 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
              if (data3.destination !== void 0) {
                if (typeof data3.destination !== "string") {
                  const err17 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/destination", schemaPath: "#/properties/rows/additionalProperties/properties/destination/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
              }
              if (data3.source !== void 0) {
                if (typeof data3.source !== "string") {
                  const err18 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/source", schemaPath: "#/properties/rows/additionalProperties/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
              if (data3.state !== void 0) {
                if (typeof data3.state !== "string") {
                  const err19 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/state", schemaPath: "#/properties/rows/additionalProperties/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              }
              if (data3.priority !== void 0) {
                if (typeof data3.priority !== "string") {
                  const err20 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/priority", schemaPath: "#/properties/rows/additionalProperties/properties/priority/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              }
              if (data3.tags !== void 0) {
                let data8 = data3.tags;
                if (Array.isArray(data8)) {
                  const len0 = data8.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    if (typeof data8[i0] !== "string") {
                      const err21 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/tags/" + i0, schemaPath: "#/properties/rows/additionalProperties/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err21];
                      } else {
                        vErrors.push(err21);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err22 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/tags", schemaPath: "#/properties/rows/additionalProperties/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data3.summary !== void 0) {
                if (typeof data3.summary !== "string") {
                  const err23 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/summary", schemaPath: "#/properties/rows/additionalProperties/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              }
              if (data3.createdAt !== void 0) {
                if (typeof data3.createdAt !== "string") {
                  const err24 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/properties/rows/additionalProperties/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              }
              if (data3.updatedAt !== void 0) {
                if (typeof data3.updatedAt !== "string") {
                  const err25 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/updatedAt", schemaPath: "#/properties/rows/additionalProperties/properties/updatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              }
            } else {
              const err26 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
        } else {
          const err27 = { instancePath: instancePath + "/rows", schemaPath: "#/properties/rows/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
    } else {
      const err28 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err28];
      } else {
        vErrors.push(err28);
      }
      errors++;
    }
    validate20.errors = vErrors;
    return errors === 0;
  }
  return validate20;
}

// lib/store/validators/queue-index-bucket.v1.generated.js
var compiled19;
function validate_queue_index_bucket_v1(data, options) {
  compiled19 ??= build19();
  const ok2 = compiled19(data, options);
  validate_queue_index_bucket_v1.errors = compiled19.errors;
  return ok2;
}
function build19() {
  const schema18 = { "$id": "openrig/queue-index-bucket@1", "title": "One bucket of the queue listing index ($OPENRIG_HOME/queue/index/<NN>.json): a few fields of every row whose id hashes to this bucket, for `rig queue list`; derived from the rows and rebuildable from them", "type": "object", "required": ["schema", "version", "rows"], "additionalProperties": false, "properties": { "schema": { "const": "queue-index-bucket" }, "version": { "const": 1 }, "rows": { "type": "object", "propertyNames": { "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "additionalProperties": { "type": "object", "required": ["destination", "source", "state", "priority", "tags", "summary", "createdAt", "updatedAt"], "additionalProperties": false, "properties": { "destination": { "type": "string" }, "source": { "type": "string" }, "state": { "type": "string" }, "priority": { "type": "string" }, "tags": { "type": "array", "items": { "type": "string" } }, "summary": { "type": "string" }, "createdAt": { "type": "string" }, "updatedAt": { "type": "string" } } } } } };
  const pattern50 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.rows === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rows" }, message: "must have required property 'rows'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "rows")) {
          const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("queue-index-bucket" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-index-bucket" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.rows !== void 0) {
        let data2 = data.rows;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          for (const key1 in data2) {
            const _errs6 = errors;
            if (typeof key1 === "string") {
              if (!pattern50.test(key1)) {
                const err6 = { instancePath: instancePath + "/rows", schemaPath: "#/properties/rows/propertyNames/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"', propertyName: key1 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            var valid1 = _errs6 === errors;
            if (!valid1) {
              const err7 = { instancePath: instancePath + "/rows", schemaPath: "#/properties/rows/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
          for (const key2 in data2) {
            let data3 = data2[key2];
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.destination === void 0) {
                const err8 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "destination" }, message: "must have required property 'destination'" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
              if (data3.source === void 0) {
                const err9 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (data3.state === void 0) {
                const err10 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data3.priority === void 0) {
                const err11 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "priority" }, message: "must have required property 'priority'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.tags === void 0) {
                const err12 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "tags" }, message: "must have required property 'tags'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.summary === void 0) {
                const err13 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "summary" }, message: "must have required property 'summary'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if (data3.createdAt === void 0) {
                const err14 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              if (data3.updatedAt === void 0) {
                const err15 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/required", keyword: "required", params: { missingProperty: "updatedAt" }, message: "must have required property 'updatedAt'" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              for (const key3 in data3) {
                if (!(key3 === "destination" || key3 === "source" || key3 === "state" || key3 === "priority" || key3 === "tags" || key3 === "summary" || key3 === "createdAt" || key3 === "updatedAt")) {
                  const err16 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
              if (data3.destination !== void 0) {
                if (typeof data3.destination !== "string") {
                  const err17 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/destination", schemaPath: "#/properties/rows/additionalProperties/properties/destination/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
              }
              if (data3.source !== void 0) {
                if (typeof data3.source !== "string") {
                  const err18 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/source", schemaPath: "#/properties/rows/additionalProperties/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
              if (data3.state !== void 0) {
                if (typeof data3.state !== "string") {
                  const err19 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/state", schemaPath: "#/properties/rows/additionalProperties/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              }
              if (data3.priority !== void 0) {
                if (typeof data3.priority !== "string") {
                  const err20 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/priority", schemaPath: "#/properties/rows/additionalProperties/properties/priority/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              }
              if (data3.tags !== void 0) {
                let data8 = data3.tags;
                if (Array.isArray(data8)) {
                  const len0 = data8.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    if (typeof data8[i0] !== "string") {
                      const err21 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/tags/" + i0, schemaPath: "#/properties/rows/additionalProperties/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err21];
                      } else {
                        vErrors.push(err21);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err22 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/tags", schemaPath: "#/properties/rows/additionalProperties/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data3.summary !== void 0) {
                if (typeof data3.summary !== "string") {
                  const err23 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/summary", schemaPath: "#/properties/rows/additionalProperties/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              }
              if (data3.createdAt !== void 0) {
                if (typeof data3.createdAt !== "string") {
                  const err24 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/properties/rows/additionalProperties/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              }
              if (data3.updatedAt !== void 0) {
                if (typeof data3.updatedAt !== "string") {
                  const err25 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/updatedAt", schemaPath: "#/properties/rows/additionalProperties/properties/updatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              }
            } else {
              const err26 = { instancePath: instancePath + "/rows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rows/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
        } else {
          const err27 = { instancePath: instancePath + "/rows", schemaPath: "#/properties/rows/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
    } else {
      const err28 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err28];
      } else {
        vErrors.push(err28);
      }
      errors++;
    }
    validate17.errors = vErrors;
    return errors === 0;
  }
  return validate17;
}

// lib/store/validators/queue-index-manifest.v1.generated.js
var compiled20;
function validate_queue_index_manifest_v1(data, options) {
  compiled20 ??= build20();
  const ok2 = compiled20(data, options);
  validate_queue_index_manifest_v1.errors = compiled20.errors;
  return ok2;
}
function build20() {
  const schema20 = { "$id": "openrig/queue-index-manifest@1", "title": "Queue index manifest ($OPENRIG_HOME/queue/index/manifest.json): written last by an index rebuild, so its presence marks the listing buckets and the per-destination indexes as built; `buckets` is the bucket count they were built with", "type": "object", "required": ["schema", "version", "buckets"], "additionalProperties": false, "properties": { "schema": { "const": "queue-index-manifest" }, "version": { "const": 1 }, "buckets": { "type": "integer", "minimum": 1, "maximum": 4096 } } };
  function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.buckets === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "buckets" }, message: "must have required property 'buckets'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "buckets")) {
          const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("queue-index-manifest" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-index-manifest" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.buckets !== void 0) {
        let data2 = data.buckets;
        if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
          const err6 = { instancePath: instancePath + "/buckets", schemaPath: "#/properties/buckets/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (typeof data2 == "number" && isFinite(data2)) {
          if (data2 > 4096 || isNaN(data2)) {
            const err7 = { instancePath: instancePath + "/buckets", schemaPath: "#/properties/buckets/maximum", keyword: "maximum", params: { comparison: "<=", limit: 4096 }, message: "must be <= 4096" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          if (data2 < 1 || isNaN(data2)) {
            const err8 = { instancePath: instancePath + "/buckets", schemaPath: "#/properties/buckets/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      }
    } else {
      const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    validate19.errors = vErrors;
    return errors === 0;
  }
  return validate19;
}

// lib/util/fnv1a.ts
function fnv1a32(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

// lib/queue/listing-bucket.ts
var LISTING_BUCKETS = 64;
function bucketOf(id, buckets = LISTING_BUCKETS) {
  return fnv1a32(id) % buckets;
}
var listingBucketKind = defineKind({
  schema: "queue-index-bucket",
  version: 1,
  validate: validate_queue_index_bucket_v1
});
var listingManifestKind = defineKind({
  schema: "queue-index-manifest",
  version: 1,
  validate: validate_queue_index_manifest_v1
});
function emptyBucket() {
  return { schema: "queue-index-bucket", version: 1, rows: {} };
}
function listingBuiltFrom(legacyIndexExists, manifest) {
  return !legacyIndexExists && manifest?.buckets === LISTING_BUCKETS;
}

// lib/queue/listing-index.ts
var quiet2 = { onCorrupt: "fresh" };
var legacyIndexKind = defineKind({
  schema: "queue-index",
  version: 1,
  validate: validate_queue_index_v1
});
function listingBuilt(home) {
  if ((0, import_node_fs22.existsSync)(home.queueLegacyIndex)) return false;
  return listingBuiltFrom(false, readDocument(listingManifestKind, home.queueListingManifest, quiet2));
}
async function rebuildListing(home, listing) {
  const buckets = Array.from({ length: LISTING_BUCKETS }, () => emptyBucket());
  for (const [id, entry] of Object.entries(listing.rows)) buckets[bucketOf(id)].rows[id] = entry;
  for (let b = 0; b < LISTING_BUCKETS; b++) {
    const file = queueListingBucketPath(home, b);
    const bucket = buckets[b];
    const empty = Object.keys(bucket.rows).length === 0;
    if (empty && !(0, import_node_fs22.existsSync)(file)) continue;
    await updateDocument(listingBucketKind, file, () => empty ? REMOVE : bucket, quiet2);
  }
  await updateDocument(
    listingManifestKind,
    home.queueListingManifest,
    () => ({
      schema: "queue-index-manifest",
      version: 1,
      buckets: LISTING_BUCKETS
    }),
    quiet2
  );
  if ((0, import_node_fs22.existsSync)(home.queueLegacyIndex))
    await updateDocument(legacyIndexKind, home.queueLegacyIndex, () => REMOVE, quiet2);
}

// lib/queue/wake-intent.ts
var import_node_fs23 = require("node:fs");

// lib/store/validators/queue-wake.v1.generated.js
var compiled21;
function validate_queue_wake_v1(data, options) {
  compiled21 ??= build21();
  const ok2 = compiled21(data, options);
  validate_queue_wake_v1.errors = compiled21.errors;
  return ok2;
}
function build21() {
  const schema24 = { "$id": "openrig/queue-wake@1", "title": "One queue wake intent ($OPENRIG_HOME/queue/wakes/<rowId>.json while active, queue/wakes/done/<rowId>.json once settled)", "description": "Written under the queue lock before the row it wakes for is committed; the daemon's wakes job types its body (a short pointer, never the row's body) into the destination seat. Attempts name their outbox records; bodies of typed attempts are not kept in the outbox.", "type": "object", "required": ["schema", "version", "id", "rowId", "destination", "cause", "priority", "body", "rowTransitions", "createdAt", "updatedAt", "state", "reason", "attempts", "tickFailures"], "additionalProperties": false, "properties": { "schema": { "const": "queue-wake" }, "version": { "const": 1 }, "id": { "type": "string", "pattern": "^wake-intent-q-[0-9]{14}-[0-9a-f]{8}$" }, "rowId": { "type": "string", "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "destination": { "type": "string" }, "cause": { "enum": ["create", "handoff", "unblock"] }, "priority": { "enum": ["routine", "urgent", "critical"] }, "body": { "type": "string" }, "rowTransitions": { "type": "integer", "minimum": 0 }, "createdAt": { "type": "string" }, "updatedAt": { "type": "string" }, "state": { "enum": ["pending", "sending", "held", "complete", "indeterminate", "failed", "closed"] }, "reason": { "type": "string" }, "tickFailures": { "type": "integer", "minimum": 0 }, "tries": { "type": "integer", "minimum": 0 }, "retryAfter": { "type": "string" }, "deferred": { "type": "string" }, "inFlight": { "type": "object", "required": ["outboxId", "nodeId", "at"], "additionalProperties": false, "properties": { "outboxId": { "type": "string" }, "nodeId": { "type": "string" }, "at": { "type": "string" }, "pass": { "enum": ["tick", "startup"] }, "prior": { "enum": ["pending", "held", "indeterminate", "failed"] } } }, "attempts": { "type": "array", "maxItems": 20, "items": { "type": "object", "required": ["outboxId", "at", "state", "reason", "pass"], "additionalProperties": false, "properties": { "outboxId": { "type": "string" }, "nodeId": { "type": "string" }, "at": { "type": "string" }, "state": { "enum": ["complete", "indeterminate", "failed", "held", "refused"] }, "reason": { "type": "string" }, "pass": { "enum": ["tick", "startup"] }, "with": { "type": "array", "maxItems": 64, "items": { "type": "string" } }, "supersededBy": { "type": "string" } } } } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern67 = new RegExp("^wake-intent-q-[0-9]{14}-[0-9a-f]{8}$", "u");
  const pattern50 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.id === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.rowId === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rowId" }, message: "must have required property 'rowId'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.destination === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "destination" }, message: "must have required property 'destination'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.cause === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cause" }, message: "must have required property 'cause'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.priority === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "priority" }, message: "must have required property 'priority'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.body === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" }, message: "must have required property 'body'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (data.rowTransitions === void 0) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rowTransitions" }, message: "must have required property 'rowTransitions'" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (data.createdAt === void 0) {
        const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (data.updatedAt === void 0) {
        const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "updatedAt" }, message: "must have required property 'updatedAt'" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (data.state === void 0) {
        const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (data.reason === void 0) {
        const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (data.attempts === void 0) {
        const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "attempts" }, message: "must have required property 'attempts'" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (data.tickFailures === void 0) {
        const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tickFailures" }, message: "must have required property 'tickFailures'" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema24.properties, key0)) {
          const err15 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("queue-wake" !== data.schema) {
          const err16 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "queue-wake" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err17 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.id !== void 0) {
        let data2 = data.id;
        if (typeof data2 === "string") {
          if (!pattern67.test(data2)) {
            const err18 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^wake-intent-q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^wake-intent-q-[0-9]{14}-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        } else {
          const err19 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      if (data.rowId !== void 0) {
        let data3 = data.rowId;
        if (typeof data3 === "string") {
          if (!pattern50.test(data3)) {
            const err20 = { instancePath: instancePath + "/rowId", schemaPath: "#/properties/rowId/pattern", keyword: "pattern", params: { pattern: "^q-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^q-[0-9]{14}-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        } else {
          const err21 = { instancePath: instancePath + "/rowId", schemaPath: "#/properties/rowId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
      if (data.destination !== void 0) {
        if (typeof data.destination !== "string") {
          const err22 = { instancePath: instancePath + "/destination", schemaPath: "#/properties/destination/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
      if (data.cause !== void 0) {
        let data5 = data.cause;
        if (!(data5 === "create" || data5 === "handoff" || data5 === "unblock")) {
          const err23 = { instancePath: instancePath + "/cause", schemaPath: "#/properties/cause/enum", keyword: "enum", params: { allowedValues: schema24.properties.cause.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
      if (data.priority !== void 0) {
        let data6 = data.priority;
        if (!(data6 === "routine" || data6 === "urgent" || data6 === "critical")) {
          const err24 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/enum", keyword: "enum", params: { allowedValues: schema24.properties.priority.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      }
      if (data.body !== void 0) {
        if (typeof data.body !== "string") {
          const err25 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
      if (data.rowTransitions !== void 0) {
        let data8 = data.rowTransitions;
        if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
          const err26 = { instancePath: instancePath + "/rowTransitions", schemaPath: "#/properties/rowTransitions/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (typeof data8 == "number" && isFinite(data8)) {
          if (data8 < 0 || isNaN(data8)) {
            const err27 = { instancePath: instancePath + "/rowTransitions", schemaPath: "#/properties/rowTransitions/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
      }
      if (data.createdAt !== void 0) {
        if (typeof data.createdAt !== "string") {
          const err28 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      }
      if (data.updatedAt !== void 0) {
        if (typeof data.updatedAt !== "string") {
          const err29 = { instancePath: instancePath + "/updatedAt", schemaPath: "#/properties/updatedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
      if (data.state !== void 0) {
        let data11 = data.state;
        if (!(data11 === "pending" || data11 === "sending" || data11 === "held" || data11 === "complete" || data11 === "indeterminate" || data11 === "failed" || data11 === "closed")) {
          const err30 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema24.properties.state.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      }
      if (data.reason !== void 0) {
        if (typeof data.reason !== "string") {
          const err31 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      }
      if (data.tickFailures !== void 0) {
        let data13 = data.tickFailures;
        if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
          const err32 = { instancePath: instancePath + "/tickFailures", schemaPath: "#/properties/tickFailures/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        if (typeof data13 == "number" && isFinite(data13)) {
          if (data13 < 0 || isNaN(data13)) {
            const err33 = { instancePath: instancePath + "/tickFailures", schemaPath: "#/properties/tickFailures/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
      }
      if (data.tries !== void 0) {
        let data14 = data.tries;
        if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
          const err34 = { instancePath: instancePath + "/tries", schemaPath: "#/properties/tries/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        if (typeof data14 == "number" && isFinite(data14)) {
          if (data14 < 0 || isNaN(data14)) {
            const err35 = { instancePath: instancePath + "/tries", schemaPath: "#/properties/tries/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
      }
      if (data.retryAfter !== void 0) {
        if (typeof data.retryAfter !== "string") {
          const err36 = { instancePath: instancePath + "/retryAfter", schemaPath: "#/properties/retryAfter/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      }
      if (data.deferred !== void 0) {
        if (typeof data.deferred !== "string") {
          const err37 = { instancePath: instancePath + "/deferred", schemaPath: "#/properties/deferred/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      }
      if (data.inFlight !== void 0) {
        let data17 = data.inFlight;
        if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
          if (data17.outboxId === void 0) {
            const err38 = { instancePath: instancePath + "/inFlight", schemaPath: "#/properties/inFlight/required", keyword: "required", params: { missingProperty: "outboxId" }, message: "must have required property 'outboxId'" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          if (data17.nodeId === void 0) {
            const err39 = { instancePath: instancePath + "/inFlight", schemaPath: "#/properties/inFlight/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
          if (data17.at === void 0) {
            const err40 = { instancePath: instancePath + "/inFlight", schemaPath: "#/properties/inFlight/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          for (const key1 in data17) {
            if (!(key1 === "outboxId" || key1 === "nodeId" || key1 === "at" || key1 === "pass" || key1 === "prior")) {
              const err41 = { instancePath: instancePath + "/inFlight", schemaPath: "#/properties/inFlight/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
          if (data17.outboxId !== void 0) {
            if (typeof data17.outboxId !== "string") {
              const err42 = { instancePath: instancePath + "/inFlight/outboxId", schemaPath: "#/properties/inFlight/properties/outboxId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
          if (data17.nodeId !== void 0) {
            if (typeof data17.nodeId !== "string") {
              const err43 = { instancePath: instancePath + "/inFlight/nodeId", schemaPath: "#/properties/inFlight/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
          if (data17.at !== void 0) {
            if (typeof data17.at !== "string") {
              const err44 = { instancePath: instancePath + "/inFlight/at", schemaPath: "#/properties/inFlight/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
          if (data17.pass !== void 0) {
            let data21 = data17.pass;
            if (!(data21 === "tick" || data21 === "startup")) {
              const err45 = { instancePath: instancePath + "/inFlight/pass", schemaPath: "#/properties/inFlight/properties/pass/enum", keyword: "enum", params: { allowedValues: schema24.properties.inFlight.properties.pass.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
          if (data17.prior !== void 0) {
            let data22 = data17.prior;
            if (!(data22 === "pending" || data22 === "held" || data22 === "indeterminate" || data22 === "failed")) {
              const err46 = { instancePath: instancePath + "/inFlight/prior", schemaPath: "#/properties/inFlight/properties/prior/enum", keyword: "enum", params: { allowedValues: schema24.properties.inFlight.properties.prior.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          }
        } else {
          const err47 = { instancePath: instancePath + "/inFlight", schemaPath: "#/properties/inFlight/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      }
      if (data.attempts !== void 0) {
        let data23 = data.attempts;
        if (Array.isArray(data23)) {
          if (data23.length > 20) {
            const err48 = { instancePath: instancePath + "/attempts", schemaPath: "#/properties/attempts/maxItems", keyword: "maxItems", params: { limit: 20 }, message: "must NOT have more than 20 items" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
          const len0 = data23.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data24 = data23[i0];
            if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
              if (data24.outboxId === void 0) {
                const err49 = { instancePath: instancePath + "/attempts/" + i0, schemaPath: "#/properties/attempts/items/required", keyword: "required", params: { missingProperty: "outboxId" }, message: "must have required property 'outboxId'" };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
              if (data24.at === void 0) {
                const err50 = { instancePath: instancePath + "/attempts/" + i0, schemaPath: "#/properties/attempts/items/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
              if (data24.state === void 0) {
                const err51 = { instancePath: instancePath + "/attempts/" + i0, schemaPath: "#/properties/attempts/items/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
              if (data24.reason === void 0) {
                const err52 = { instancePath: instancePath + "/attempts/" + i0, schemaPath: "#/properties/attempts/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
              if (data24.pass === void 0) {
                const err53 = { instancePath: instancePath + "/attempts/" + i0, schemaPath: "#/properties/attempts/items/required", keyword: "required", params: { missingProperty: "pass" }, message: "must have required property 'pass'" };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
              for (const key2 in data24) {
                if (!(key2 === "outboxId" || key2 === "nodeId" || key2 === "at" || key2 === "state" || key2 === "reason" || key2 === "pass" || key2 === "with" || key2 === "supersededBy")) {
                  const err54 = { instancePath: instancePath + "/attempts/" + i0, schemaPath: "#/properties/attempts/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err54];
                  } else {
                    vErrors.push(err54);
                  }
                  errors++;
                }
              }
              if (data24.outboxId !== void 0) {
                if (typeof data24.outboxId !== "string") {
                  const err55 = { instancePath: instancePath + "/attempts/" + i0 + "/outboxId", schemaPath: "#/properties/attempts/items/properties/outboxId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
              }
              if (data24.nodeId !== void 0) {
                if (typeof data24.nodeId !== "string") {
                  const err56 = { instancePath: instancePath + "/attempts/" + i0 + "/nodeId", schemaPath: "#/properties/attempts/items/properties/nodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err56];
                  } else {
                    vErrors.push(err56);
                  }
                  errors++;
                }
              }
              if (data24.at !== void 0) {
                if (typeof data24.at !== "string") {
                  const err57 = { instancePath: instancePath + "/attempts/" + i0 + "/at", schemaPath: "#/properties/attempts/items/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err57];
                  } else {
                    vErrors.push(err57);
                  }
                  errors++;
                }
              }
              if (data24.state !== void 0) {
                let data28 = data24.state;
                if (!(data28 === "complete" || data28 === "indeterminate" || data28 === "failed" || data28 === "held" || data28 === "refused")) {
                  const err58 = { instancePath: instancePath + "/attempts/" + i0 + "/state", schemaPath: "#/properties/attempts/items/properties/state/enum", keyword: "enum", params: { allowedValues: schema24.properties.attempts.items.properties.state.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err58];
                  } else {
                    vErrors.push(err58);
                  }
                  errors++;
                }
              }
              if (data24.reason !== void 0) {
                if (typeof data24.reason !== "string") {
                  const err59 = { instancePath: instancePath + "/attempts/" + i0 + "/reason", schemaPath: "#/properties/attempts/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err59];
                  } else {
                    vErrors.push(err59);
                  }
                  errors++;
                }
              }
              if (data24.pass !== void 0) {
                let data30 = data24.pass;
                if (!(data30 === "tick" || data30 === "startup")) {
                  const err60 = { instancePath: instancePath + "/attempts/" + i0 + "/pass", schemaPath: "#/properties/attempts/items/properties/pass/enum", keyword: "enum", params: { allowedValues: schema24.properties.attempts.items.properties.pass.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err60];
                  } else {
                    vErrors.push(err60);
                  }
                  errors++;
                }
              }
              if (data24.with !== void 0) {
                let data31 = data24.with;
                if (Array.isArray(data31)) {
                  if (data31.length > 64) {
                    const err61 = { instancePath: instancePath + "/attempts/" + i0 + "/with", schemaPath: "#/properties/attempts/items/properties/with/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items" };
                    if (vErrors === null) {
                      vErrors = [err61];
                    } else {
                      vErrors.push(err61);
                    }
                    errors++;
                  }
                  const len1 = data31.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    if (typeof data31[i1] !== "string") {
                      const err62 = { instancePath: instancePath + "/attempts/" + i0 + "/with/" + i1, schemaPath: "#/properties/attempts/items/properties/with/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err62];
                      } else {
                        vErrors.push(err62);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err63 = { instancePath: instancePath + "/attempts/" + i0 + "/with", schemaPath: "#/properties/attempts/items/properties/with/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                }
              }
              if (data24.supersededBy !== void 0) {
                if (typeof data24.supersededBy !== "string") {
                  const err64 = { instancePath: instancePath + "/attempts/" + i0 + "/supersededBy", schemaPath: "#/properties/attempts/items/properties/supersededBy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err64];
                  } else {
                    vErrors.push(err64);
                  }
                  errors++;
                }
              }
            } else {
              const err65 = { instancePath: instancePath + "/attempts/" + i0, schemaPath: "#/properties/attempts/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
          }
        } else {
          const err66 = { instancePath: instancePath + "/attempts", schemaPath: "#/properties/attempts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err66];
          } else {
            vErrors.push(err66);
          }
          errors++;
        }
      }
    } else {
      const err67 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err67];
      } else {
        vErrors.push(err67);
      }
      errors++;
    }
    validate23.errors = vErrors;
    return errors === 0;
  }
  return validate23;
}

// lib/queue/wake-intent.ts
var wakeIntentKind = defineKind({
  schema: "queue-wake",
  version: 1,
  validate: validate_queue_wake_v1
});
var MAX_ATTEMPTS_KEPT = 20;
var triesOf = (i) => i.tries ?? i.attempts.length;
function checkRowId(rowId) {
  if (!QUEUE_ID_PATTERN.test(rowId)) throw new TypeError(`invalid queue row id ${JSON.stringify(rowId)}`);
}
function listActiveWakes(home, read2 = readDocument) {
  let names;
  try {
    names = (0, import_node_fs23.readdirSync)(home.queueWakes);
  } catch (err) {
    if (err.code === "ENOENT") return [];
    throw err;
  }
  const out = [];
  for (const name of names) {
    if (!name.endsWith(".json")) continue;
    const rowId = name.slice(0, -".json".length);
    if (!QUEUE_ID_PATTERN.test(rowId)) continue;
    const doc = read2(wakeIntentKind, queueWakePath(home, rowId), { onCorrupt: "fresh" });
    if (doc && doc.rowId === rowId) out.push(doc);
  }
  return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
async function updateWakeIntent(home, rowId, change, settleIf) {
  checkRowId(rowId);
  let out;
  await updateDocument(wakeIntentKind, queueWakePath(home, rowId), (cur) => {
    if (!cur) return UNCHANGED;
    out = { ...change(cur), updatedAt: (/* @__PURE__ */ new Date()).toISOString() };
    out.attempts = out.attempts.slice(-MAX_ATTEMPTS_KEPT);
    if (!settleIf?.(out)) return out;
    if (!wakeIntentKind.validate(out)) throw new TypeError(`invalid wake intent for ${rowId}`);
    ensureDir(home.queueWakesDone);
    writeFileAtomicallySync(queueWakePath(home, rowId, true), JSON.stringify(out, null, 2) + "\n");
    return REMOVE;
  });
  return out;
}

// lib/queue/wake-decide.ts
var WAKE_SETTLE_MS = 1e3;
var WAKE_SEAT_INTERVAL_MS = 3e4;
var WAKE_SEAT_RECHECK_MS = 5e3;
var WAKE_RETRY_AFTER_MS = 6e4;
var WAKE_MAX_TICK_FAILURES = 3;
var WAKE_ROW_COMMIT_GRACE_MS = 6e4;
var WAKE_MAX_PER_POINTER = 20;
var WAKE_RECOVERY_BUDGET_MS = 5e3;
var WAKE_MAY_REPEAT = "OpenRig retried this wake after a daemon restart: an earlier delivery of it may have arrived, so it may repeat.";
function wakeCurrency(intent, row, now) {
  if (!row) {
    return now - Date.parse(intent.createdAt) < WAKE_ROW_COMMIT_GRACE_MS ? { current: "wait", reason: "row_not_committed" } : { current: false, reason: "row_missing" };
  }
  if (row.destination !== intent.destination) return { current: false, reason: "row_reassigned" };
  if (intent.cause === "unblock") {
    if (row.transitions.length !== intent.rowTransitions) return { current: false, reason: "row_changed" };
    return row.state === "in-progress" ? { current: true } : { current: false, reason: "row_changed" };
  }
  if (row.state === "pending") return { current: true };
  if (row.state === "in-progress" || row.state === "blocked") return { current: false, reason: "row_claimed" };
  return { current: false, reason: "row_closed" };
}
var TICK_STATES = ["pending", "failed"];
function wakeDueAtTick(intent, now) {
  if (!TICK_STATES.includes(intent.state)) return { due: false, reason: `wake_${intent.state}` };
  if (intent.tickFailures >= WAKE_MAX_TICK_FAILURES) return { due: false, reason: "wake_retries_spent" };
  if (now < Date.parse(intent.createdAt) + WAKE_SETTLE_MS) return { due: false, reason: "wake_settling" };
  if (intent.retryAfter && now < Date.parse(intent.retryAfter)) return { due: false, reason: "wake_retry_wait" };
  return { due: true };
}
function wakeDueAtStartup(intent) {
  if (intent.state === "failed" || intent.state === "indeterminate" || intent.state === "sending") return { due: true };
  return { due: false, reason: `wake_${intent.state}` };
}
function recoveryWithinBudget(startedAt, now, budgetMs = WAKE_RECOVERY_BUDGET_MS) {
  return now - startedAt < budgetMs;
}
function seatThrottle(lastPointerAt, now) {
  if (lastPointerAt !== void 0 && now - lastPointerAt < WAKE_SEAT_INTERVAL_MS)
    return { due: false, reason: "seat_throttled" };
  return { due: true };
}
function seatRecheck(lastDeferredAt, now) {
  if (lastDeferredAt !== void 0 && now - lastDeferredAt < WAKE_SEAT_RECHECK_MS)
    return { due: false, reason: "seat_recheck_wait" };
  return { due: true };
}
function seatGate(readiness, modeHolds) {
  if (modeHolds) return { wake: true };
  if (readiness === "idle") return { wake: true };
  if (readiness === "needs_input") return { wake: false, reason: "seat_needs_input" };
  if (readiness === "busy") return { wake: false, reason: "seat_busy" };
  if (readiness === "unreachable") return { wake: false, reason: "seat_unreachable" };
  return { wake: false, reason: "seat_activity_unknown" };
}
function wakeKind(priorities) {
  return priorities.some((p) => p === "urgent" || p === "critical") ? "urgent" : "notice";
}
function attemptId(intent) {
  const n = triesOf(intent);
  return n === 0 ? intent.id : `${intent.id}.${n + 1}`;
}
function coalesce(intents, retry) {
  if (!intents.length) return void 0;
  const chosen = [...intents].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)).slice(0, WAKE_MAX_PER_POINTER);
  const lines = chosen.map((i) => i.body);
  if (retry) lines.push(WAKE_MAY_REPEAT);
  return {
    outboxId: attemptId(chosen[0]),
    intents: chosen,
    kind: wakeKind(chosen.map((i) => i.priority)),
    text: lines.join("\n")
  };
}
function bySeat(intents) {
  const out = /* @__PURE__ */ new Map();
  for (const i of intents) {
    const list = out.get(i.destination);
    if (list) list.push(i);
    else out.set(i.destination, [i]);
  }
  return out;
}
function foldAttempt(prior, outcome) {
  if (outcome === "complete") return "complete";
  if (outcome === "indeterminate") return "indeterminate";
  if (prior === "indeterminate" || prior === "sending") return "indeterminate";
  if (outcome === "held") return "held";
  if (prior === "held") return "held";
  return "failed";
}
function isSettled(state) {
  return state === "complete" || state === "closed";
}

// lib/queue/queue-store.ts
var quiet3 = { onCorrupt: "fresh" };
function withQueueLock(home, fn) {
  return withLock(home.queueMutex, () => fn());
}
function readQueueRow(home, id) {
  checkQueueId(id);
  return readDocument(queueRowKind, queueRowPath(home, id));
}
function rowIdsOnDisk(home) {
  try {
    return rowIdsOfFileNames((0, import_node_fs24.readdirSync)(home.queueRows));
  } catch {
    return [];
  }
}
function readRowQuietly(home, id) {
  return rowIfNamed(readDocument(queueRowKind, queueRowPath(home, id), quiet3), id);
}
function seatIndexFile(home, destination) {
  return queueSeatIndexPath(home, checkSeatName(destination, "destination"));
}
async function rebuildUnlocked(home) {
  const listing = { rows: {} };
  const seats = /* @__PURE__ */ new Map();
  for (const id of rowIdsOnDisk(home)) {
    const row = readRowQuietly(home, id);
    if (!row) continue;
    listing.rows[id] = listingEntryOf(row);
    seats.set(row.destination, applyRowToSeatIndex(seats.get(row.destination) ?? emptySeatIndex(row.destination), row));
  }
  for (const [destination, index] of seats) {
    await updateDocument(queueSeatIndexKind, seatIndexFile(home, destination), () => index, quiet3);
  }
  let files = [];
  try {
    files = (0, import_node_fs24.readdirSync)(home.queueSeatIndexes).filter((f) => f.endsWith(".json"));
  } catch {
    files = [];
  }
  for (const f of files) {
    const destination = f.slice(0, -".json".length);
    if (!seats.has(destination)) {
      try {
        await updateDocument(queueSeatIndexKind, seatIndexFile(home, destination), () => REMOVE, quiet3);
      } catch {
      }
    }
  }
  await rebuildListing(home, listing);
  await updateDocument(queueIndexIntentKind, home.queueIndexIntent, () => REMOVE, quiet3);
  return Object.keys(listing.rows).length;
}
function indexesBuilt(home) {
  return listingBuilt(home);
}
async function ensureIndexes(home) {
  if (indexesBuilt(home) || rowIdsOnDisk(home).length === 0) return;
  await withQueueLock(home, async () => {
    if (!indexesBuilt(home)) await rebuildUnlocked(home);
  });
}

// lib/supervisor/decide.ts
var COMPACTION_OWES = "compaction_owes_turn";
var fingerprint = (text) => crypto().createHash("sha256").update(text).digest("hex").slice(0, 16);
function obligationsFingerprint(rows) {
  return fingerprint(
    rows.map((r) => `${r.id}@${r.updatedAt}`).sort().join("\n")
  );
}
function waitingFingerprint(obligations, evidence) {
  return fingerprint(`${obligations}|${evidence}`);
}
function judgeSeat(obs, memory, now) {
  if (!obs.blocked.length) return { action: "wait", reason: "no_blocked_rows", memory: null };
  const obligations = obligationsFingerprint(obs.blocked);
  const waiting = waitingFingerprint(obligations, obs.evidence);
  const mem = memory && memory.waiting === waiting ? { ...memory, seat: obs.seat } : {
    seat: obs.seat,
    waiting,
    since: new Date(now).toISOString(),
    obligations,
    lastAttempt: memory?.lastAttempt ?? null,
    lastSuccess: memory?.lastSuccess ?? null
  };
  const wait2 = (reason) => ({ action: "wait", reason, memory: mem });
  if (!obs.running) return wait2("seat_stopped");
  if (obs.compactionOwes) return wait2(COMPACTION_OWES);
  const s = mem.lastSuccess;
  if (s && OCCUPANT_PATTERN.test(obs.occupant) && s.occupant === obs.occupant && s.obligations === obligations)
    return wait2("already_reminded");
  const a = mem.lastAttempt;
  if (a && a.outcome === "retained" && a.reason === TYPING_GUARD_ENABLED && a.obligations === obligations)
    return wait2("held_for_inspection");
  if (obs.evidence === "busy") return wait2("seat_busy");
  if (obs.evidence === "unknown") return wait2("activity_unknown");
  if (obs.evidence === "idle" && now - Date.parse(mem.since) < SUPERVISOR_GRACE_MS) return wait2("grace");
  if (mem.lastAttempt && now - Date.parse(mem.lastAttempt.at) < SUPERVISOR_RETRY_MS) return wait2("retry_not_due");
  return { action: "remind", memory: mem };
}
function afterAttempt(mem, attempt3, occupant) {
  return {
    ...mem,
    lastAttempt: { ...attempt3, obligations: mem.obligations },
    lastSuccess: attempt3.outcome === "delivered" ? { at: attempt3.at, occupant, obligations: mem.obligations } : mem.lastSuccess
  };
}
function rotation(due, limit) {
  const at = (t) => t.memory.lastAttempt ? Date.parse(t.memory.lastAttempt.at) : -Infinity;
  return [...due].sort((a, b) => at(a) - at(b) || (a.seat < b.seat ? -1 : a.seat > b.seat ? 1 : 0)).slice(0, Math.max(0, limit));
}
function memoryChanged(read2, changes, seats) {
  const known = new Set(seats.map((s) => s.nodeId));
  if (Object.keys(read2).some((id) => !known.has(id))) return true;
  return Object.entries(changes).some(
    ([id, mem]) => mem === null ? id in read2 : JSON.stringify(read2[id]) !== JSON.stringify(mem)
  );
}

// lib/supervisor/message.ts
function supervisorText(rows, waitedMs) {
  const listed = [...rows].sort((a, b) => a.id < b.id ? -1 : 1).slice(0, SUPERVISOR_ROWS_LISTED);
  const waited = waitedMs >= 6e4 ? `, unchanged for ${formatInterval(Math.floor(waitedMs / 6e4) * 60)}` : "";
  const lines = [
    `OpenRig supervisor: you hold ${rows.length} blocked queue row${rows.length === 1 ? "" : "s"}${waited}.`,
    ...listed.map((r) => `- ${r.id} ${r.summary}${r.blockedOn ? ` (blocked on: ${r.blockedOn})` : ""}`),
    ...rows.length > listed.length ? [`- and ${rows.length - listed.length} more (rig queue whoami)`] : [],
    "Resume one that can go on (rig queue start ID), hand one off (rig queue handoff ID --to SEAT), or leave it parked. This reminder claims nothing; the rows are the record.",
    REPEAT_NOTE
  ];
  return lines.join("\n");
}

// lib/store/validators/supervisor-memory.v1.generated.js
var compiled22;
function validate_supervisor_memory_v1(data, options) {
  compiled22 ??= build22();
  const ok2 = compiled22(data, options);
  validate_supervisor_memory_v1.errors = compiled22.errors;
  return ok2;
}
function build22() {
  const schema50 = { "$id": "openrig/supervisor-memory@1", "title": "The parked-owner supervisor's memory per seat ($OPENRIG_HOME/watchdog/supervisor.json): the waiting state seen and since when, the last attempt and the last success (to which occupant, for which obligations)", "type": "object", "required": ["schema", "version", "seats"], "additionalProperties": false, "definitions": { "iso": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "fingerprint": { "type": "string", "pattern": "^[0-9a-f]{16}$" } }, "properties": { "schema": { "const": "supervisor-memory" }, "version": { "const": 1 }, "seats": { "type": "object", "propertyNames": { "pattern": "^n-[0-9a-f]{16}$" }, "additionalProperties": { "type": "object", "required": ["seat", "waiting", "since", "obligations", "lastAttempt", "lastSuccess"], "additionalProperties": false, "properties": { "seat": { "type": "string", "pattern": "^[\\s\\S]{1,130}$" }, "waiting": { "$ref": "#/definitions/fingerprint" }, "since": { "$ref": "#/definitions/iso" }, "obligations": { "$ref": "#/definitions/fingerprint" }, "lastAttempt": { "anyOf": [{ "type": "null" }, { "type": "object", "required": ["at", "outcome", "reason", "state"], "additionalProperties": false, "properties": { "at": { "$ref": "#/definitions/iso" }, "outcome": { "enum": ["delivered", "retained", "indeterminate", "failed", "refused", "error"] }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "state": { "enum": ["sending", "held", "complete", "indeterminate", "failed", null] }, "outboxIds": { "type": "array", "maxItems": 8, "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" } }, "obligations": { "$ref": "#/definitions/fingerprint" } } }] }, "lastSuccess": { "anyOf": [{ "type": "null" }, { "type": "object", "required": ["at", "occupant", "obligations"], "additionalProperties": false, "properties": { "at": { "$ref": "#/definitions/iso" }, "occupant": { "type": "string", "pattern": "^o-[0-9a-f]{16}$" }, "obligations": { "$ref": "#/definitions/fingerprint" } } }] } } } } } };
  const schema51 = { "type": "string", "pattern": "^[0-9a-f]{16}$" };
  const schema52 = { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" };
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern131 = new RegExp("^[\\s\\S]{1,130}$", "u");
  const pattern132 = new RegExp("^[0-9a-f]{16}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern99 = new RegExp("^[a-z][a-z0-9_]{0,63}$", "u");
  const pattern14 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$", "u");
  const pattern19 = new RegExp("^o-[0-9a-f]{16}$", "u");
  function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    ;
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.schema === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property 'schema'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.version === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.seats === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seats" }, message: "must have required property 'seats'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "seats")) {
          const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      if (data.schema !== void 0) {
        if ("supervisor-memory" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "supervisor-memory" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.version !== void 0) {
        if (1 !== data.version) {
          const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      if (data.seats !== void 0) {
        let data2 = data.seats;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          for (const key1 in data2) {
            const _errs6 = errors;
            if (typeof key1 === "string") {
              if (!pattern6.test(key1)) {
                const err6 = { instancePath: instancePath + "/seats", schemaPath: "#/properties/seats/propertyNames/pattern", keyword: "pattern", params: { pattern: "^n-[0-9a-f]{16}$" }, message: 'must match pattern "^n-[0-9a-f]{16}$"', propertyName: key1 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            var valid1 = _errs6 === errors;
            if (!valid1) {
              const err7 = { instancePath: instancePath + "/seats", schemaPath: "#/properties/seats/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
          for (const key2 in data2) {
            let data3 = data2[key2];
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.seat === void 0) {
                const err8 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
              if (data3.waiting === void 0) {
                const err9 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/required", keyword: "required", params: { missingProperty: "waiting" }, message: "must have required property 'waiting'" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (data3.since === void 0) {
                const err10 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/required", keyword: "required", params: { missingProperty: "since" }, message: "must have required property 'since'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data3.obligations === void 0) {
                const err11 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/required", keyword: "required", params: { missingProperty: "obligations" }, message: "must have required property 'obligations'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.lastAttempt === void 0) {
                const err12 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/required", keyword: "required", params: { missingProperty: "lastAttempt" }, message: "must have required property 'lastAttempt'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.lastSuccess === void 0) {
                const err13 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/required", keyword: "required", params: { missingProperty: "lastSuccess" }, message: "must have required property 'lastSuccess'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              for (const key3 in data3) {
                if (!(key3 === "seat" || key3 === "waiting" || key3 === "since" || key3 === "obligations" || key3 === "lastAttempt" || key3 === "lastSuccess")) {
                  const err14 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
              }
              if (data3.seat !== void 0) {
                let data4 = data3.seat;
                if (typeof data4 === "string") {
                  if (!pattern131.test(data4)) {
                    const err15 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/seat", schemaPath: "#/properties/seats/additionalProperties/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{1,130}$" }, message: 'must match pattern "^[\\s\\S]{1,130}$"' };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                } else {
                  const err16 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/seat", schemaPath: "#/properties/seats/additionalProperties/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
              if (data3.waiting !== void 0) {
                let data5 = data3.waiting;
                if (typeof data5 === "string") {
                  if (!pattern132.test(data5)) {
                    const err17 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/waiting", schemaPath: "#/definitions/fingerprint/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{16}$" }, message: 'must match pattern "^[0-9a-f]{16}$"' };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                } else {
                  const err18 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/waiting", schemaPath: "#/definitions/fingerprint/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
              if (data3.since !== void 0) {
                let data6 = data3.since;
                if (typeof data6 === "string") {
                  if (!pattern9.test(data6)) {
                    const err19 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/since", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                } else {
                  const err20 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/since", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              }
              if (data3.obligations !== void 0) {
                let data7 = data3.obligations;
                if (typeof data7 === "string") {
                  if (!pattern132.test(data7)) {
                    const err21 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/obligations", schemaPath: "#/definitions/fingerprint/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{16}$" }, message: 'must match pattern "^[0-9a-f]{16}$"' };
                    if (vErrors === null) {
                      vErrors = [err21];
                    } else {
                      vErrors.push(err21);
                    }
                    errors++;
                  }
                } else {
                  const err22 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/obligations", schemaPath: "#/definitions/fingerprint/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data3.lastAttempt !== void 0) {
                let data8 = data3.lastAttempt;
                const _errs23 = errors;
                let valid7 = false;
                const _errs24 = errors;
                if (data8 !== null) {
                  const err23 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
                var _valid0 = _errs24 === errors;
                valid7 = valid7 || _valid0;
                if (!valid7) {
                  const _errs26 = errors;
                  if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                    if (data8.at === void 0) {
                      const err24 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                      if (vErrors === null) {
                        vErrors = [err24];
                      } else {
                        vErrors.push(err24);
                      }
                      errors++;
                    }
                    if (data8.outcome === void 0) {
                      const err25 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
                      if (vErrors === null) {
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                    if (data8.reason === void 0) {
                      const err26 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
                      if (vErrors === null) {
                        vErrors = [err26];
                      } else {
                        vErrors.push(err26);
                      }
                      errors++;
                    }
                    if (data8.state === void 0) {
                      const err27 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
                      if (vErrors === null) {
                        vErrors = [err27];
                      } else {
                        vErrors.push(err27);
                      }
                      errors++;
                    }
                    for (const key4 in data8) {
                      if (!(key4 === "at" || key4 === "outcome" || key4 === "reason" || key4 === "state" || key4 === "outboxIds" || key4 === "obligations")) {
                        const err28 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err28];
                        } else {
                          vErrors.push(err28);
                        }
                        errors++;
                      }
                    }
                    if (data8.at !== void 0) {
                      let data9 = data8.at;
                      if (typeof data9 === "string") {
                        if (!pattern9.test(data9)) {
                          const err29 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/at", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                          if (vErrors === null) {
                            vErrors = [err29];
                          } else {
                            vErrors.push(err29);
                          }
                          errors++;
                        }
                      } else {
                        const err30 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/at", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err30];
                        } else {
                          vErrors.push(err30);
                        }
                        errors++;
                      }
                    }
                    if (data8.outcome !== void 0) {
                      let data10 = data8.outcome;
                      if (!(data10 === "delivered" || data10 === "retained" || data10 === "indeterminate" || data10 === "failed" || data10 === "refused" || data10 === "error")) {
                        const err31 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/outcome", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema50.properties.seats.additionalProperties.properties.lastAttempt.anyOf[1].properties.outcome.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err31];
                        } else {
                          vErrors.push(err31);
                        }
                        errors++;
                      }
                    }
                    if (data8.reason !== void 0) {
                      let data11 = data8.reason;
                      if (typeof data11 === "string") {
                        if (!pattern99.test(data11)) {
                          const err32 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/reason", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9_]{0,63}$" }, message: 'must match pattern "^[a-z][a-z0-9_]{0,63}$"' };
                          if (vErrors === null) {
                            vErrors = [err32];
                          } else {
                            vErrors.push(err32);
                          }
                          errors++;
                        }
                      } else {
                        const err33 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/reason", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err33];
                        } else {
                          vErrors.push(err33);
                        }
                        errors++;
                      }
                    }
                    if (data8.state !== void 0) {
                      let data12 = data8.state;
                      if (!(data12 === "sending" || data12 === "held" || data12 === "complete" || data12 === "indeterminate" || data12 === "failed" || data12 === null)) {
                        const err34 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/state", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/state/enum", keyword: "enum", params: { allowedValues: schema50.properties.seats.additionalProperties.properties.lastAttempt.anyOf[1].properties.state.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err34];
                        } else {
                          vErrors.push(err34);
                        }
                        errors++;
                      }
                    }
                    if (data8.outboxIds !== void 0) {
                      let data13 = data8.outboxIds;
                      if (Array.isArray(data13)) {
                        if (data13.length > 8) {
                          const err35 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/outboxIds", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/outboxIds/maxItems", keyword: "maxItems", params: { limit: 8 }, message: "must NOT have more than 8 items" };
                          if (vErrors === null) {
                            vErrors = [err35];
                          } else {
                            vErrors.push(err35);
                          }
                          errors++;
                        }
                        const len0 = data13.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                          let data14 = data13[i0];
                          if (typeof data14 === "string") {
                            if (!pattern14.test(data14)) {
                              const err36 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/outboxIds/" + i0, schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/outboxIds/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$"' };
                              if (vErrors === null) {
                                vErrors = [err36];
                              } else {
                                vErrors.push(err36);
                              }
                              errors++;
                            }
                          } else {
                            const err37 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/outboxIds/" + i0, schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/outboxIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                              vErrors = [err37];
                            } else {
                              vErrors.push(err37);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err38 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/outboxIds", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/properties/outboxIds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                        if (vErrors === null) {
                          vErrors = [err38];
                        } else {
                          vErrors.push(err38);
                        }
                        errors++;
                      }
                    }
                    if (data8.obligations !== void 0) {
                      let data15 = data8.obligations;
                      if (typeof data15 === "string") {
                        if (!pattern132.test(data15)) {
                          const err39 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/obligations", schemaPath: "#/definitions/fingerprint/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{16}$" }, message: 'must match pattern "^[0-9a-f]{16}$"' };
                          if (vErrors === null) {
                            vErrors = [err39];
                          } else {
                            vErrors.push(err39);
                          }
                          errors++;
                        }
                      } else {
                        const err40 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt/obligations", schemaPath: "#/definitions/fingerprint/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err40];
                        } else {
                          vErrors.push(err40);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err41 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                  var _valid0 = _errs26 === errors;
                  valid7 = valid7 || _valid0;
                }
                if (!valid7) {
                  const err42 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/seats/additionalProperties/properties/lastAttempt/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                } else {
                  errors = _errs23;
                  if (vErrors !== null) {
                    if (_errs23) {
                      vErrors.length = _errs23;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
              if (data3.lastSuccess !== void 0) {
                let data16 = data3.lastSuccess;
                const _errs44 = errors;
                let valid13 = false;
                const _errs45 = errors;
                if (data16 !== null) {
                  const err43 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
                var _valid1 = _errs45 === errors;
                valid13 = valid13 || _valid1;
                if (!valid13) {
                  const _errs47 = errors;
                  if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                    if (data16.at === void 0) {
                      const err44 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/1/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                      if (vErrors === null) {
                        vErrors = [err44];
                      } else {
                        vErrors.push(err44);
                      }
                      errors++;
                    }
                    if (data16.occupant === void 0) {
                      const err45 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/1/required", keyword: "required", params: { missingProperty: "occupant" }, message: "must have required property 'occupant'" };
                      if (vErrors === null) {
                        vErrors = [err45];
                      } else {
                        vErrors.push(err45);
                      }
                      errors++;
                    }
                    if (data16.obligations === void 0) {
                      const err46 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/1/required", keyword: "required", params: { missingProperty: "obligations" }, message: "must have required property 'obligations'" };
                      if (vErrors === null) {
                        vErrors = [err46];
                      } else {
                        vErrors.push(err46);
                      }
                      errors++;
                    }
                    for (const key5 in data16) {
                      if (!(key5 === "at" || key5 === "occupant" || key5 === "obligations")) {
                        const err47 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err47];
                        } else {
                          vErrors.push(err47);
                        }
                        errors++;
                      }
                    }
                    if (data16.at !== void 0) {
                      let data17 = data16.at;
                      if (typeof data17 === "string") {
                        if (!pattern9.test(data17)) {
                          const err48 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess/at", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                          if (vErrors === null) {
                            vErrors = [err48];
                          } else {
                            vErrors.push(err48);
                          }
                          errors++;
                        }
                      } else {
                        const err49 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess/at", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err49];
                        } else {
                          vErrors.push(err49);
                        }
                        errors++;
                      }
                    }
                    if (data16.occupant !== void 0) {
                      let data18 = data16.occupant;
                      if (typeof data18 === "string") {
                        if (!pattern19.test(data18)) {
                          const err50 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess/occupant", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/1/properties/occupant/pattern", keyword: "pattern", params: { pattern: "^o-[0-9a-f]{16}$" }, message: 'must match pattern "^o-[0-9a-f]{16}$"' };
                          if (vErrors === null) {
                            vErrors = [err50];
                          } else {
                            vErrors.push(err50);
                          }
                          errors++;
                        }
                      } else {
                        const err51 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess/occupant", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/1/properties/occupant/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err51];
                        } else {
                          vErrors.push(err51);
                        }
                        errors++;
                      }
                    }
                    if (data16.obligations !== void 0) {
                      let data19 = data16.obligations;
                      if (typeof data19 === "string") {
                        if (!pattern132.test(data19)) {
                          const err52 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess/obligations", schemaPath: "#/definitions/fingerprint/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{16}$" }, message: 'must match pattern "^[0-9a-f]{16}$"' };
                          if (vErrors === null) {
                            vErrors = [err52];
                          } else {
                            vErrors.push(err52);
                          }
                          errors++;
                        }
                      } else {
                        const err53 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess/obligations", schemaPath: "#/definitions/fingerprint/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err53];
                        } else {
                          vErrors.push(err53);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err54 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err54];
                    } else {
                      vErrors.push(err54);
                    }
                    errors++;
                  }
                  var _valid1 = _errs47 === errors;
                  valid13 = valid13 || _valid1;
                }
                if (!valid13) {
                  const err55 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastSuccess", schemaPath: "#/properties/seats/additionalProperties/properties/lastSuccess/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                } else {
                  errors = _errs44;
                  if (vErrors !== null) {
                    if (_errs44) {
                      vErrors.length = _errs44;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
            } else {
              const err56 = { instancePath: instancePath + "/seats/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/seats/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
          }
        } else {
          const err57 = { instancePath: instancePath + "/seats", schemaPath: "#/properties/seats/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
      }
    } else {
      const err58 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err58];
      } else {
        vErrors.push(err58);
      }
      errors++;
    }
    validate32.errors = vErrors;
    return errors === 0;
  }
  return validate32;
}

// lib/supervisor/memory-store.ts
var supervisorMemoryKind = defineKind({
  schema: "supervisor-memory",
  version: 1,
  validate: validate_supervisor_memory_v1
});
function readSupervisorMemory(home, report) {
  return readDocument(supervisorMemoryKind, home.supervisorMemory, { onCorrupt: "fresh", ...report ? { report } : {} })?.seats ?? {};
}
async function writeSupervisorMemory(home, changes, keep) {
  await updateDocument(
    supervisorMemoryKind,
    home.supervisorMemory,
    (cur) => {
      const seats = { ...cur?.seats ?? {} };
      for (const [nodeId, mem] of Object.entries(changes)) {
        if (mem === null) delete seats[nodeId];
        else seats[nodeId] = mem;
      }
      if (keep) {
        for (const nodeId of Object.keys(seats)) if (!keep.has(nodeId)) delete seats[nodeId];
      }
      if (cur && JSON.stringify(cur.seats) === JSON.stringify(seats)) return UNCHANGED;
      if (!cur && !Object.keys(seats).length) return UNCHANGED;
      return { schema: "supervisor-memory", version: 1, seats };
    },
    { onCorrupt: "fresh" }
  );
}

// lib/supervisor/timer.ts
var SUPERVISOR_TIMER_NAME = "supervisor";
var DEFAULT_DEPS = { owes: (ctx, nodeId) => compactionOwesTurn(ctx.home, nodeId) };
function supervisorTimer(deps = DEFAULT_DEPS) {
  const cache = new DocCache();
  return {
    name: SUPERVISOR_TIMER_NAME,
    tick: async (ctx) => {
      try {
        await supervisorTick(ctx, deps, cache);
      } finally {
        cache.sweep();
      }
    }
  };
}
function blockedRowsOf(ctx, seat, cache) {
  return openRowsOf(ctx.home, seat, (m) => ctx.log.warn(m), cache).filter((r) => r.state === "blocked").map((r) => ({ id: r.id, updatedAt: r.updatedAt, summary: r.summary, blockedOn: r.blockedOn }));
}
function observe(ctx, rec, deps, cache) {
  const seat = `${rec.name}@${rec.rig}`;
  const blocked = blockedRowsOf(ctx, seat, cache);
  return {
    nodeId: rec.nodeId,
    seat,
    occupant: rec.occupant,
    running: rec.status === "running",
    blocked,
    // Nothing is read for a seat that holds nothing blocked.
    evidence: blocked.length ? evidenceOf(ctx.home, rec, ctx.now, cache) : "unknown",
    compactionOwes: blocked.length ? deps.owes(ctx, rec.nodeId) : false
  };
}
async function supervisorTick(ctx, deps = DEFAULT_DEPS, cache) {
  try {
    await ensureIndexes(ctx.home);
  } catch (err) {
    ctx.log.error(`supervisor: the queue indexes cannot be built (${err.message})`);
    return;
  }
  const memory = readSupervisorMemory(ctx.home, (m) => ctx.log.warn(m));
  const seats = ctx.seats?.() ?? listSeats(
    ctx.home,
    void 0,
    cache ? (home, rig, name) => cache.read(seatKind, seatRecordPath(home, rig, name), { onCorrupt: "fresh" }) : void 0
  );
  const changes = {};
  const due = [];
  for (const rec of seats) {
    try {
      const obs = observe(ctx, rec, deps, cache);
      const v = judgeSeat(obs, memory[rec.nodeId], ctx.now);
      changes[rec.nodeId] = v.memory;
      if (v.action === "remind") due.push({ seat: obs.seat, rec, obs, memory: v.memory });
    } catch (err) {
      ctx.log.error(`supervisor: ${rec.name}@${rec.rig}: ${err.message}`);
    }
  }
  if (memoryChanged(memory, changes, seats))
    await writeSupervisorMemory(ctx.home, changes, new Set(seats.map((s) => s.nodeId)));
  for (const d of rotation(due, SUPERVISOR_SENDS_PER_TICK)) {
    if (ctx.signal.aborted) return;
    try {
      await remind(ctx, d.rec, d.memory, deps);
    } catch (err) {
      ctx.log.error(`supervisor: ${d.seat}: ${err.message}`);
    }
  }
}
async function remind(ctx, rec, mem, deps) {
  const seat = `${rec.name}@${rec.rig}`;
  const rows = blockedRowsOf(ctx, seat);
  if (!rows.length || obligationsFingerprint(rows) !== mem.obligations) return;
  if (deps.owes(ctx, rec.nodeId)) return;
  const occurrence = newOccurrence(ctx.now);
  let result2;
  try {
    result2 = await ctx.notify({
      seat: rec,
      message: supervisorText(rows, ctx.now - Date.parse(mem.since)),
      kind: "notice",
      id: `supervisor-${occurrence}`,
      signal: ctx.signal,
      stopIf: () => deps.owes(ctx, rec.nodeId) ? { reason: COMPACTION_OWES, detail: "managed compaction began to owe this seat its turn" } : void 0
    });
  } catch (err) {
    result2 = err instanceof Error ? err : new Error(String(err));
  }
  const a = attemptOf(result2, occurrence, ctx.now);
  const next = afterAttempt(
    mem,
    { at: a.at, outcome: a.outcome, reason: a.reason, state: a.state, outboxIds: a.outboxIds },
    rec.occupant
  );
  await writeSupervisorMemory(ctx.home, { [rec.nodeId]: next });
  ctx.log.info(`supervisor: ${seat} (${rows.length} blocked): ${attemptWord(a)} (${a.reason})`);
}

// lib/queue/wake-job.ts
var DRAFT_WAKE_SUPERSEDED = "draft_wake_superseded";
async function paneReadiness(home, seat) {
  const target = targetOf(seat);
  const probe = await probePane(target);
  if (!probe.ok || probe.pane.dead) return "unreachable";
  if (probe.pane.inMode) return "unknown";
  const r = await readReadiness(target, probe.pane, seat.runtime, void 0, seatHooksLookup(home, seat));
  return r.state;
}
function seatOf(home, destination) {
  const at = destination.indexOf("@");
  if (at < 1) return void 0;
  try {
    return readSeat(home, destination.slice(at + 1), destination.slice(0, at));
  } catch {
    return void 0;
  }
}
function rowOf(home, rowId, cache) {
  try {
    if (!cache) return readQueueRow(home, rowId);
    checkQueueId(rowId);
    return cache.read(queueRowKind, queueRowPath(home, rowId));
  } catch {
    return void 0;
  }
}
function attemptStateOf(r) {
  if (r.outcome === "delivered") return "complete";
  if (r.outcome === "retained") return "held";
  if (r.outcome === "indeterminate") return "indeterminate";
  if (r.outcome === "refused") return "refused";
  return "failed";
}
function wakesJob(deps = {}) {
  const seen = {
    cache: new DocCache(),
    lastPointer: /* @__PURE__ */ new Map(),
    lastDeferred: /* @__PURE__ */ new Map(),
    recoveryLeft: /* @__PURE__ */ new Set()
  };
  const readiness = deps.readiness ?? paneReadiness;
  return {
    name: "wakes",
    tick: async (ctx) => {
      try {
        if (seen.recoveryLeft.size) await runWakes(ctx, "startup", readiness, seen, deps.recoveryBudgetMs);
        await runWakes(ctx, "tick", readiness, seen);
      } finally {
        seen.cache.sweep();
      }
    },
    startup: async (ctx) => {
      await settleInterrupted(ctx);
      for (const i of listActiveWakes(ctx.home)) if (wakeDueAtStartup(i).due) seen.recoveryLeft.add(i.id);
      if (seen.recoveryLeft.size) ctx.log.info(`wakes: recovery pass: ${seen.recoveryLeft.size} wake(s) to retry once`);
      await runWakes(ctx, "startup", readiness, seen, deps.recoveryBudgetMs);
    }
  };
}
async function settleInterrupted(ctx) {
  for (const intent of listActiveWakes(ctx.home)) {
    if (intent.state !== "sending" || !intent.inFlight) continue;
    const f = intent.inFlight;
    let rec;
    try {
      rec = getRecord(ctx.home, f.nodeId, f.outboxId);
    } catch {
      rec = void 0;
    }
    const state = rec?.state === "complete" ? "complete" : rec?.state === "held" || rec?.state === "retired" ? "held" : rec?.state === "failed" ? "failed" : "indeterminate";
    const reason = rec ? rec.reason : "interrupted_write";
    const updated = await updateWakeIntent(
      ctx.home,
      intent.rowId,
      (cur) => {
        const { inFlight: _gone, ...rest } = cur;
        return {
          ...rest,
          state: foldAttempt(f.prior ?? "pending", state),
          reason,
          attempts: [
            ...cur.attempts,
            { outboxId: f.outboxId, nodeId: f.nodeId, at: f.at, state, reason, pass: f.pass ?? "tick" }
          ],
          tries: triesOf(cur) + 1
        };
      },
      (next) => isSettled(next.state)
    );
    ctx.log.warn(
      `wake ${intent.id}: the daemon stopped during its attempt ${f.outboxId}; now ${updated?.state ?? state}`
    );
  }
}
async function runWakes(ctx, pass, readiness, seen, budgetMs) {
  const { home, now } = ctx;
  const started = Date.now();
  const due = [];
  const held = [];
  for (const intent of listActiveWakes(home, (kind, file, opts) => seen.cache.read(kind, file, opts))) {
    if (ctx.signal.aborted) return;
    if (pass === "startup" !== seen.recoveryLeft.has(intent.id)) continue;
    const dueness = pass === "tick" ? wakeDueAtTick(intent, now) : wakeDueAtStartup(intent);
    if (!dueness.due && pass === "startup") seen.recoveryLeft.delete(intent.id);
    if (!dueness.due) {
      if (intent.state === "held") held.push(intent);
      continue;
    }
    if (await isCurrent(ctx, intent, seen.cache)) due.push(intent);
    else if (pass === "startup") seen.recoveryLeft.delete(intent.id);
  }
  const heldBySeat = bySeat(held);
  let seats = 0;
  for (const [destination, intents] of bySeat(due)) {
    if (ctx.signal.aborted) return;
    if (pass === "startup") {
      if (seats++ > 0 && !recoveryWithinBudget(started, Date.now(), budgetMs)) {
        ctx.log.info(`wakes: recovery pass continues after start (${seen.recoveryLeft.size} wake(s) left)`);
        return;
      }
      for (const i of intents) seen.recoveryLeft.delete(i.id);
    }
    try {
      await wakeSeat(ctx, pass, destination, intents, heldBySeat.get(destination) ?? [], readiness, seen);
    } catch (err) {
      ctx.log.error(`wakes ${destination}: ${err?.stack ?? String(err)}`);
    }
  }
}
async function isCurrent(ctx, intent, cache) {
  const currency = wakeCurrency(intent, rowOf(ctx.home, intent.rowId, cache), ctx.now);
  if (currency.current === false) await closeWake(ctx, intent, currency.reason);
  return currency.current === true;
}
async function closeWake(ctx, intent, reason) {
  await updateWakeIntent(
    ctx.home,
    intent.rowId,
    (cur) => ({ ...cur, state: "closed", reason }),
    () => true
  );
  ctx.log.info(`wake ${intent.id}: not woken (${reason})`);
}
async function defer(ctx, intents, reason) {
  for (const i of intents) {
    if (i.deferred === reason) continue;
    await updateWakeIntent(ctx.home, i.rowId, (cur) => ({ ...cur, deferred: reason }));
  }
}
async function wakeSeat(ctx, pass, destination, due, held, readiness, seen) {
  const { home, now } = ctx;
  if (pass === "tick") {
    const throttle = seatThrottle(seen.lastPointer.get(destination), now);
    if (!throttle.due) return defer(ctx, due, throttle.reason);
    if (!seatRecheck(seen.lastDeferred.get(destination), now).due) return;
  }
  const seat = seatOf(home, destination);
  if (!seat) return defer(ctx, due, "seat_unknown");
  const joining = [];
  if (pass === "tick") {
    for (const h of held) if (await isCurrent(ctx, h, seen.cache)) joining.push(h);
  }
  const pointer = coalesce([...due, ...joining], pass === "startup");
  const pref = readGuard(home, seat.nodeId, fallbackModeOf(seat));
  const modeHolds = decideDelivery(modeInForce(pref.desiredMode, pref.effectiveMode), pointer.kind).action === "hold";
  const gate = seatGate(modeHolds ? "unknown" : await readiness(home, seat), modeHolds);
  if (!gate.wake) {
    seen.lastDeferred.set(destination, now);
    return defer(ctx, due, gate.reason);
  }
  seen.lastDeferred.delete(destination);
  await attempt2(ctx, pass, seat, pointer, seen.lastPointer);
}
async function attempt2(ctx, pass, seat, pointer, lastPointer) {
  const { home } = ctx;
  const at = new Date(ctx.now).toISOString();
  const priorHeld = /* @__PURE__ */ new Map();
  for (const i of pointer.intents) {
    priorHeld.set(i.id, i.state === "held" ? i.attempts.at(-1) : void 0);
    const prior = i.state === "held" || i.state === "indeterminate" || i.state === "failed" ? i.state : "pending";
    const inFlight = { outboxId: pointer.outboxId, nodeId: seat.nodeId, at, pass, prior };
    await updateWakeIntent(home, i.rowId, (cur) => {
      const { deferred: _d, ...rest } = cur;
      return { ...rest, state: "sending", reason: "delivery_in_progress", inFlight };
    });
  }
  const stillCurrent = () => {
    for (const i of pointer.intents) {
      const c = wakeCurrency(i, rowOf(home, i.rowId), Date.now());
      if (c.current === false)
        return {
          reason: DRAFT_WAKE_SUPERSEDED,
          detail: `queue row ${i.rowId} is no longer waiting for ${i.destination} (${c.reason}); the wake was not typed`
        };
    }
    return void 0;
  };
  const result2 = await ctx.notify({
    seat,
    message: pointer.text,
    kind: pointer.kind,
    id: pointer.outboxId,
    receiptIds: pointer.intents.map((i) => i.id),
    pointer: pointer.intents[0].rowId,
    // Paste only: a row that changes after the paste still gets its Enter (the pointer is typed).
    stopIf: (stage) => stage === "paste" ? stillCurrent() : void 0
  }).catch((err) => {
    ctx.log.error(`wakes ${seat.name}@${seat.rig}: the send failed before input (${err.message})`);
    return { outcome: "failed", state: null, reason: "send_failed", outboxIds: [] };
  });
  const state = attemptStateOf(result2);
  const outboxId = result2.outboxIds[0] ?? pointer.outboxId;
  const superseded = result2.reason === DRAFT_WAKE_SUPERSEDED;
  const noWrite = state === "failed" || state === "refused";
  const replaces = !noWrite;
  if (state === "complete" || state === "indeterminate") lastPointer.set(pointer.intents[0].destination, ctx.now);
  const others = (id) => pointer.intents.map((i) => i.id).filter((x) => x !== id);
  for (const i of pointer.intents) {
    const prior = i.state;
    await updateWakeIntent(
      home,
      i.rowId,
      (cur) => {
        const { inFlight: _f, ...rest } = cur;
        const entry = {
          outboxId,
          nodeId: seat.nodeId,
          at,
          state,
          reason: result2.reason,
          pass,
          ...others(i.id).length ? { with: others(i.id) } : {}
        };
        const attempts = cur.attempts.map(
          (a) => replaces && priorHeld.get(i.id) && a.outboxId === priorHeld.get(i.id).outboxId ? { ...a, supersededBy: outboxId } : a
        );
        const next = {
          ...rest,
          state: foldAttempt(prior, state),
          reason: result2.reason,
          attempts: [...attempts, entry],
          tries: triesOf(cur) + 1
        };
        if (pass === "tick" && noWrite && !superseded) {
          next.tickFailures = cur.tickFailures + 1;
          next.retryAfter = new Date(ctx.now + WAKE_RETRY_AFTER_MS).toISOString();
        }
        return next;
      },
      (next) => isSettled(next.state)
    );
    const old = priorHeld.get(i.id);
    if (replaces && old?.nodeId && old.outboxId !== outboxId) {
      await retireHeld(home, old.nodeId, old.outboxId, {
        actor: OPENRIG_SENDER,
        reason: `${DRAFT_WAKE_SUPERSEDED}: a newer wake pointer (${outboxId}) carries this wake`
      }).catch(
        (err) => ctx.log.warn(`wake ${i.id}: the replaced held record could not be retired (${err.message})`)
      );
    }
  }
  ctx.log.info(
    `wakes ${pointer.intents[0].destination}: ${pointer.intents.length} wake(s) in ${outboxId} (${pass}): ${result2.outcome} ${result2.reason}`
  );
}

// lib/daemon/timers/jobs.ts
function timerJobs() {
  return [wakesJob(), watchdogTimer(), supervisorTimer(), compactionJob()];
}

// lib/daemon/daemon.ts
var DaemonAlreadyRunningError = class extends Error {
  constructor(info, socket) {
    super(`the OpenRig daemon is already running (pid ${info?.pid ?? "unknown"}, socket ${socket})`);
    this.info = info;
    this.socket = socket;
    this.name = "DaemonAlreadyRunningError";
  }
  info;
  socket;
};
var daemonInfoKind = defineKind({
  schema: "daemon-info",
  version: 1,
  validate: validate_daemon_info_v1
});
function readDaemonInfo(home) {
  try {
    const doc = readDocument(daemonInfoKind, home.daemonPid, { onCorrupt: "fresh", report: () => {
    } });
    return doc ? { pid: doc.pid, socket: doc.socket, startedAt: doc.startedAt } : void 0;
  } catch {
    return void 0;
  }
}
function probeSocket(socket, timeoutMs = 1e3) {
  return new Promise((resolve2) => {
    const conn = (0, import_node_net2.createConnection)({ path: socket });
    const timer = setTimeout(() => {
      conn.destroy();
      resolve2("answering");
    }, timeoutMs);
    conn.once("connect", () => {
      clearTimeout(timer);
      conn.end();
      resolve2("answering");
    });
    conn.once("error", (err) => {
      clearTimeout(timer);
      resolve2(err.code === "ENOENT" ? "absent" : "stale");
    });
  });
}
async function recoverAtStart(home, log) {
  const indeterminate = await recoverSending(home);
  for (const id of indeterminate)
    log.warn(`outbox ${id} was interrupted mid-write by a stopped daemon; now indeterminate (not replayed)`);
  const activated = [];
  const seats = new Map(listSeats(home).map((s) => [s.nodeId, s]));
  for (const nodeId of listGuardNodes(home)) {
    try {
      const seat = seats.get(nodeId);
      const pref = await activateDesired(home, nodeId, seat ? fallbackModeOf(seat) : "off");
      activated.push(nodeId);
      log.info(`guard ${nodeId}: effective ${pref.effectiveMode}`);
    } catch (err) {
      log.error(`guard ${nodeId}: activation failed: ${err.message}`);
    }
  }
  return { indeterminate, activated };
}
async function startDaemon(home, opts = {}) {
  const tcpProblem = opts.tcp && tcpOptionsProblem(opts.tcp);
  if (tcpProblem) throw new TcpListenError(tcpProblem.code, tcpProblem.message);
  ensureDir(home.run);
  ensureDir(home.logs);
  const log = opts.log ?? fileLog(home.daemonLog);
  const socket = home.daemonSocket;
  return withLock(
    home.daemonStartLock,
    async () => {
      const probe = await probeSocket(socket);
      if (probe === "answering") throw new DaemonAlreadyRunningError(readDaemonInfo(home), socket);
      if (probe === "stale") {
        log.warn(`replacing stale socket ${socket} (nothing listened on it)`);
        (0, import_node_fs25.rmSync)(socket, { force: true });
      }
      (0, import_node_fs25.rmSync)(home.permissionEvidence, { recursive: true, force: true });
      if (!opts.tcp) (0, import_node_fs25.rmSync)(home.activityEndpoint, { force: true });
      const recovery = await recoverAtStart(home, log);
      const startedAt = (/* @__PURE__ */ new Date()).toISOString();
      const leases = new SeatLeases(home);
      const ctx = {
        home,
        leases,
        log,
        startedAt,
        sendDeps: opts.sendDeps,
        guardActivationWaitMs: opts.guardActivationWaitMs,
        activity: opts.activity
      };
      const timers = new TimerLoop({ home, log, leases, sendDeps: opts.sendDeps }, opts.timers?.jobs ?? timerJobs(), {
        ...opts.timers
      });
      await timers.startup();
      const router2 = buildRouter(ctx);
      let active = 0;
      let idle;
      const onError = (err) => log.error(`request failed: ${err?.stack ?? String(err)}`);
      const serve = (handler) => {
        const s = (0, import_node_http.createServer)((req, res) => {
          active++;
          res.on("close", () => {
            active--;
            if (active === 0) idle?.();
          });
          void handler(req, res);
        });
        s.keepAliveTimeout = 1e3;
        return s;
      };
      const server = serve(handleWith(router2, onError));
      let tcp;
      if (opts.tcp) {
        const { token, created } = await ensureActivityToken(home);
        const tcpServer = serve(handleWith(addActivityRoute(new Router(), { home, ...opts.activity }), onError));
        const bound = await listenLoopback(tcpServer, opts.tcp);
        tcp = { server: tcpServer, ...bound, baseUrl: endpointBaseUrl(bound.host, bound.port) };
        ctx.tcp = { host: tcp.host, port: tcp.port, baseUrl: tcp.baseUrl };
        try {
          await writeActivityEndpoint(home, { baseUrl: tcp.baseUrl, token });
        } catch (err) {
          tcpServer.close();
          throw err;
        }
        log.info(
          `tcp listener ${tcp.baseUrl} (POST /api/activity/hooks only); token ${created ? "created" : "reused"} at ${home.activityHookToken}`
        );
      }
      try {
        await new Promise((resolve2, reject) => {
          const previous = process.umask(63);
          server.once("error", (err) => {
            process.umask(previous);
            reject(err);
          });
          server.listen(socket, () => {
            process.umask(previous);
            resolve2();
          });
        });
      } catch (err) {
        if (tcp) {
          tcp.server.close();
          removeActivityEndpoint(home, tcp.baseUrl);
        }
        throw err;
      }
      (0, import_node_fs25.chmodSync)(socket, 384);
      const socketIno = (0, import_node_fs25.statSync)(socket).ino;
      const info = { pid: process.pid, socket, startedAt };
      await writeFileAtomically(home.daemonPid, JSON.stringify({ schema: "daemon-info", version: 1, ...info }) + "\n");
      log.info(`daemon started pid=${process.pid} socket=${socket} recovered=${recovery.indeterminate.length}`);
      const control = routeTmuxReadsThroughControlClients(opts.env ?? process.env);
      timers.start();
      const watch = setInterval(() => {
        let ours = false;
        try {
          ours = (0, import_node_fs25.statSync)(socket).ino === socketIno;
        } catch {
        }
        if (!ours) {
          log.warn(`socket ${socket} was removed or replaced; stopping`);
          void close();
        }
      }, 2e3);
      watch.unref();
      let resolveClosed;
      const closed = new Promise((r) => {
        resolveClosed = r;
      });
      let closing;
      const close = () => {
        closing ??= (async () => {
          clearInterval(watch);
          log.info("daemon stopping: finishing operations in flight");
          server.close();
          server.closeIdleConnections();
          tcp?.server.close();
          tcp?.server.closeIdleConnections();
          await timers.stop();
          await leases.drain();
          if (active > 0)
            await new Promise((r) => {
              idle = r;
              setTimeout(r, 1e4).unref();
            });
          server.closeAllConnections();
          tcp?.server.closeAllConnections();
          if (tcp) removeActivityEndpoint(home, tcp.baseUrl);
          await control.release();
          try {
            if ((0, import_node_fs25.statSync)(socket).ino === socketIno) (0, import_node_fs25.rmSync)(socket, { force: true });
          } catch {
          }
          if (readDaemonInfo(home)?.pid === process.pid) (0, import_node_fs25.rmSync)(home.daemonPid, { force: true });
          log.info("daemon stopped");
          resolveClosed();
        })();
        return closing;
      };
      return { server, ctx, info, close, closed, tmuxControl: control.pool, tcp, timers };
    },
    { waitMs: 15e3 }
  );
}

// lib/daemon/start-stop.ts
async function daemonStatus(home) {
  try {
    const r = await daemonRequest(home.daemonSocket, "GET", "/api/daemon/status", void 0, { timeoutMs: 3e3 });
    if (r.status === 200 && r.body?.running) {
      return {
        running: true,
        pid: r.body.pid,
        socket: home.daemonSocket,
        startedAt: r.body.startedAt,
        inFlight: r.body.inFlight,
        ...r.body.tcp ? { tcp: r.body.tcp } : {}
      };
    }
  } catch (err) {
    if (!(err instanceof DaemonUnavailableError)) throw err;
  }
  const probe = await probeSocket(home.daemonSocket);
  return { running: false, socket: home.daemonSocket, ...probe === "stale" ? { staleSocket: true } : {} };
}
var DaemonStartError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "DaemonStartError";
  }
};
function logTail(file, lines = 8) {
  try {
    return (0, import_node_fs26.readFileSync)(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}
async function startDetached(input) {
  const self = input.selfPath ?? process.argv[1];
  if (!self) throw new DaemonStartError("cannot find the rig executable to start the daemon with");
  ensureDir(input.home.logs);
  ensureDir(input.home.run);
  const out = (0, import_node_fs26.openSync)(input.home.daemonLog, "a", 384);
  let exited;
  try {
    const tcpArgs = input.tcp ? ["--port", String(input.tcp.port), ...input.tcp.host !== void 0 ? ["--host", input.tcp.host] : []] : [];
    const child = (0, import_node_child_process.spawn)(process.execPath, [self, "daemon", "start", "--foreground", ...tcpArgs], {
      detached: true,
      stdio: ["ignore", out, out],
      env: { ...input.env }
    });
    child.once("exit", (code) => {
      exited = { code };
    });
    child.unref();
    const deadline = Date.now() + (input.waitMs ?? 1e4);
    for (; ; ) {
      const status = await daemonStatus(input.home);
      if (status.running && status.pid === child.pid) return status;
      if (status.running && exited) return status;
      if (exited)
        throw new DaemonStartError(
          `the daemon exited during start (code ${exited.code}).
${logTail(input.home.daemonLog)}`
        );
      if (Date.now() > deadline)
        throw new DaemonStartError(
          `the daemon did not answer on ${input.home.daemonSocket} within ${(input.waitMs ?? 1e4) / 1e3} s.
${logTail(input.home.daemonLog)}`
        );
      await sleep(50);
    }
  } finally {
    (0, import_node_fs26.closeSync)(out);
  }
}
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}
async function stopDaemon(home, waitMs = 2e4) {
  const status = await daemonStatus(home);
  const info = readDaemonInfo(home);
  const pid = status.pid ?? (status.running ? info?.pid : void 0);
  if (!status.running || pid === void 0) return { wasRunning: false };
  process.kill(pid, "SIGTERM");
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (!alive(pid) && await probeSocket(home.daemonSocket) !== "answering") return { wasRunning: true, pid };
    await sleep(50);
  }
  throw new DaemonStartError(
    `the daemon (pid ${pid}) did not stop within ${waitMs / 1e3} s; it may still be finishing a delivery`
  );
}

// lib/cli/daemon.ts
var START_USAGE = "rig daemon start [--foreground] [--port N [--host H]]";
function tcpOptions(p) {
  const port = str(p, "port");
  const host = str(p, "host");
  if (port === void 0) {
    if (host !== void 0) throw usageError("--host needs --port", `usage: ${START_USAGE}`);
    return void 0;
  }
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535)
    throw usageError(`--port ${port} is not a port number`, "give a whole number from 1 to 65535 (0: any free port)");
  const opts = host === void 0 ? { port: Number(port) } : { port: Number(port), host };
  const problem = tcpOptionsProblem(opts);
  if (problem?.code === "not_loopback")
    throw usageError(
      `--host ${host} is not a loopback address`,
      "the TCP listener binds loopback only: use 127.0.0.1, ::1 or localhost"
    );
  if (problem) throw usageError(problem.message, `usage: ${START_USAGE}`);
  return opts;
}
var tcpNote = (s) => s.tcp ? `, tcp ${s.tcp.baseUrl}` : "";
var json = { boolean: ["json"] };
var startVerb = defineVerb({
  args: { boolean: ["foreground", "json"], string: ["port", "host"] },
  options: (p) => ({ foreground: bool(p, "foreground"), json: bool(p, "json"), tcp: tcpOptions(p) }),
  async run(o, ctx) {
    if (o.foreground) {
      let running;
      try {
        running = await startDaemon(ctx.home, o.tcp ? { tcp: o.tcp } : {});
      } catch (err) {
        if (err instanceof DaemonAlreadyRunningError)
          throw refused(err.message, "stop it first with rig daemon stop, or use it as it is");
        if (err instanceof TcpListenError) throw refused(err.message, "choose another --port, or leave --port out");
        throw err;
      }
      const stop = () => {
        void running.close();
      };
      process.once("SIGTERM", stop);
      process.once("SIGINT", stop);
      say(ctx, `daemon running (pid ${running.info.pid}, socket ${running.info.socket}${tcpNote(running)})`);
      await running.closed;
      process.removeListener("SIGTERM", stop);
      process.removeListener("SIGINT", stop);
      return;
    }
    const now = await daemonStatus(ctx.home);
    if (now.running)
      throw refused(
        `the OpenRig daemon is already running (pid ${now.pid}, socket ${now.socket})`,
        "nothing to do; rig daemon stop stops it"
      );
    let status;
    try {
      status = await startDetached({ home: ctx.home, env: ctx.env, selfPath: ctx.selfPath, tcp: o.tcp });
    } catch (err) {
      if (err instanceof DaemonStartError)
        throw refused(`could not start the daemon: ${err.message}`, `see ${ctx.home.daemonLog}`);
      throw err;
    }
    if (o.json) printJson(ctx, status);
    else say(ctx, `daemon started (pid ${status.pid}, socket ${status.socket}${tcpNote(status)})`);
  }
});
var stopVerb = defineVerb({
  args: json,
  options: (p) => ({ json: bool(p, "json") }),
  async run(o, ctx) {
    let result2;
    try {
      result2 = await stopDaemon(ctx.home);
    } catch (err) {
      if (err instanceof DaemonStartError) throw refused(err.message, "wait and run rig daemon stop again");
      throw err;
    }
    if (o.json) printJson(ctx, result2);
    else say(ctx, result2.wasRunning ? `daemon stopped (pid ${result2.pid})` : "daemon is not running");
  }
});
var statusVerb = defineVerb({
  args: json,
  options: (p) => ({ json: bool(p, "json") }),
  async run(o, ctx) {
    const s = await daemonStatus(ctx.home);
    if (o.json) {
      printJson(ctx, s);
      return;
    }
    if (s.running) {
      say(ctx, `daemon running (pid ${s.pid}, socket ${s.socket})`);
      say(ctx, `started ${s.startedAt}; ${s.inFlight ?? 0} operation(s) in flight`);
      if (s.tcp)
        say(ctx, `tcp ${s.tcp.baseUrl}: POST /api/activity/hooks only (token in ${ctx.home.activityHookToken})`);
    } else {
      say(
        ctx,
        `daemon not running (socket ${s.socket}${s.staleSocket ? ", stale file left by a crash; the next start replaces it" : ""})`
      );
      say(ctx, "start it with: rig daemon start");
    }
  }
});
var daemonCommand = defineNoun(
  {
    name: "daemon",
    details: "The daemon is the only writer to tmux panes. It listens on $OPENRIG_HOME/run/daemon.sock (0600).\nstart without --foreground runs it in the background and returns once it answers.\n--port N (0: any free port) also listens on loopback TCP (--host, default 127.0.0.1) for remote\nhook relays: that listener serves POST /api/activity/hooks only, with the bearer token in\n$OPENRIG_HOME/activity-hook-token; activity-endpoint.json names it while it runs."
  },
  [
    { name: "start", usage: [START_USAGE], verb: startVerb },
    { name: "stop", usage: ["rig daemon stop"], verb: stopVerb },
    { name: "status", usage: ["rig daemon status [--json]"], verb: statusVerb }
  ]
);
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  daemonCommand,
  tcpOptions
});
})
