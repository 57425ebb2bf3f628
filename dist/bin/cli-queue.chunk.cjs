((chunk) => (typeof arguments === 'object' ? chunk.apply(this, arguments) : chunk))((function (exports, require, module, __filename, __dirname) {
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
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
      var k, arr, arg2, name, val, out = { _: [] };
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
        arg2 = args[i];
        if (arg2 === "--") {
          out._ = out._.concat(args.slice(++i));
          break;
        }
        for (j = 0; j < arg2.length; j++) {
          if (arg2.charCodeAt(j) !== 45) break;
        }
        if (j === 0) {
          out._.push(arg2);
        } else if (arg2.substring(j, j + 3) === "no-") {
          name = arg2.substring(j + 3);
          if (strict && !~keys.indexOf(name)) {
            return opts.unknown(arg2);
          }
          out[name] = false;
        } else {
          for (idx = j + 1; idx < arg2.length; idx++) {
            if (arg2.charCodeAt(idx) === 61) break;
          }
          name = arg2.substring(j, idx);
          val = arg2.substring(++idx) || (i + 1 === len || ("" + args[i + 1]).charCodeAt(0) === 45 || args[++i]);
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

// node_modules/graceful-fs/polyfills.js
var require_polyfills = __commonJS({
  "node_modules/graceful-fs/polyfills.js"(exports2, module2) {
    var constants4 = require("constants");
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
      if (constants4.hasOwnProperty("O_SYMLINK") && process.version.match(/^v0\.6\.[0-2]|^v0\.5\./)) {
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
        fs.lchmod = function(path2, mode, cb) {
          if (cb) process.nextTick(cb);
        };
        fs.lchmodSync = function() {
        };
      }
      if (fs.chown && !fs.lchown) {
        fs.lchown = function(path2, uid, gid, cb) {
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
        fs2.lchmod = function(path2, mode, callback) {
          fs2.open(
            path2,
            constants4.O_WRONLY | constants4.O_SYMLINK,
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
        fs2.lchmodSync = function(path2, mode) {
          var fd = fs2.openSync(path2, constants4.O_WRONLY | constants4.O_SYMLINK, mode);
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
        if (constants4.hasOwnProperty("O_SYMLINK") && fs2.futimes) {
          fs2.lutimes = function(path2, at, mt, cb) {
            fs2.open(path2, constants4.O_SYMLINK, function(er, fd) {
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
          fs2.lutimesSync = function(path2, at, mt) {
            var fd = fs2.openSync(path2, constants4.O_SYMLINK);
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
      function ReadStream(path2, options) {
        if (!(this instanceof ReadStream)) return new ReadStream(path2, options);
        Stream.call(this);
        var self = this;
        this.path = path2;
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
      function WriteStream(path2, options) {
        if (!(this instanceof WriteStream)) return new WriteStream(path2, options);
        Stream.call(this);
        this.path = path2;
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
        function close2(fd, cb) {
          return fs$close.call(fs, fd, function(err) {
            if (!err) {
              resetQueue();
            }
            if (typeof cb === "function")
              cb.apply(this, arguments);
          });
        }
        Object.defineProperty(close2, previousSymbol, {
          value: fs$close
        });
        return close2;
      })(fs.close);
      fs.closeSync = (function(fs$closeSync) {
        function closeSync7(fd) {
          fs$closeSync.apply(fs, arguments);
          resetQueue();
        }
        Object.defineProperty(closeSync7, previousSymbol, {
          value: fs$closeSync
        });
        return closeSync7;
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
      fs2.readFile = readFile;
      function readFile(path2, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$readFile(path2, options, cb);
        function go$readFile(path3, options2, cb2, startTime) {
          return fs$readFile(path3, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$readFile, [path3, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$writeFile = fs2.writeFile;
      fs2.writeFile = writeFile;
      function writeFile(path2, data, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$writeFile(path2, data, options, cb);
        function go$writeFile(path3, data2, options2, cb2, startTime) {
          return fs$writeFile(path3, data2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$writeFile, [path3, data2, options2, cb2], err, startTime || Date.now(), Date.now()]);
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
      function appendFile(path2, data, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$appendFile(path2, data, options, cb);
        function go$appendFile(path3, data2, options2, cb2, startTime) {
          return fs$appendFile(path3, data2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$appendFile, [path3, data2, options2, cb2], err, startTime || Date.now(), Date.now()]);
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
      fs2.readdir = readdir2;
      var noReaddirOptionVersions = /^v[0-5]\./;
      function readdir2(path2, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        var go$readdir = noReaddirOptionVersions.test(process.version) ? function go$readdir2(path3, options2, cb2, startTime) {
          return fs$readdir(path3, fs$readdirCallback(
            path3,
            options2,
            cb2,
            startTime
          ));
        } : function go$readdir2(path3, options2, cb2, startTime) {
          return fs$readdir(path3, options2, fs$readdirCallback(
            path3,
            options2,
            cb2,
            startTime
          ));
        };
        return go$readdir(path2, options, cb);
        function fs$readdirCallback(path3, options2, cb2, startTime) {
          return function(err, files) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([
                go$readdir,
                [path3, options2, cb2],
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
      function ReadStream(path2, options) {
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
      function WriteStream(path2, options) {
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
      function createReadStream(path2, options) {
        return new fs2.ReadStream(path2, options);
      }
      function createWriteStream(path2, options) {
        return new fs2.WriteStream(path2, options);
      }
      var fs$open = fs2.open;
      fs2.open = open2;
      function open2(path2, flags, mode, cb) {
        if (typeof mode === "function")
          cb = mode, mode = null;
        return go$open(path2, flags, mode, cb);
        function go$open(path3, flags2, mode2, cb2, startTime) {
          return fs$open(path3, flags2, mode2, function(err, fd) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$open, [path3, flags2, mode2, cb2], err, startTime || Date.now(), Date.now()]);
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
    exports2.createTimeout = function(attempt, opts) {
      var random = opts.randomize ? Math.random() + 1 : 1;
      var timeout = Math.round(random * opts.minTimeout * Math.pow(opts.factor, attempt));
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
var require_signals = __commonJS({
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
      signals = require_signals();
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
      processEmit = function processEmit2(ev, arg2) {
        if (ev === "exit" && processOk(global.process)) {
          if (arg2 !== void 0) {
            process2.exitCode = arg2;
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
        return fs.stat(file, (err, stat3) => {
          if (err) {
            return callback(err);
          }
          callback(null, stat3.mtime, cachedPrecision);
        });
      }
      const mtime = new Date(Math.ceil(Date.now() / 1e3) * 1e3 + 5);
      fs.utimes(file, mtime, mtime, (err) => {
        if (err) {
          return callback(err);
        }
        fs.stat(file, (err2, stat3) => {
          if (err2) {
            return callback(err2);
          }
          const precision = stat3.mtime.getTime() % 1e3 === 0 ? "s" : "ms";
          Object.defineProperty(fs, cacheSymbol, { value: precision });
          callback(null, stat3.mtime, precision);
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
    var path2 = require("path");
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
        return callback(null, path2.resolve(file));
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
        options.fs.stat(lockfilePath, (err2, stat3) => {
          if (err2) {
            if (err2.code === "ENOENT") {
              return acquireLock(file, { ...options, stale: 0 }, callback);
            }
            return callback(err2);
          }
          if (!isLockStale(stat3, options)) {
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
    function isLockStale(stat3, options) {
      return stat3.mtime.getTime() < Date.now() - options.stale;
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
        options.fs.stat(lock2.lockfilePath, (err, stat3) => {
          const isOverThreshold = lock2.lastUpdate + options.stale < Date.now();
          if (err) {
            if (err.code === "ENOENT" || isOverThreshold) {
              return setLockAsCompromised(file, lock2, Object.assign(err, { code: "ECOMPROMISED" }));
            }
            lock2.updateDelay = 1e3;
            return updateLock(file, options);
          }
          const isMtimeOurs = lock2.mtime.getTime() === stat3.mtime.getTime();
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
        options.fs.stat(getLockFile(file2, options), (err2, stat3) => {
          if (err2) {
            return err2.code === "ENOENT" ? callback(null, false) : callback(err2);
          }
          return callback(null, !isLockStale(stat3, options));
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
      return (...args) => new Promise((resolve5, reject) => {
        args.push((err, result) => {
          if (err) {
            reject(err);
          } else {
            resolve5(result);
          }
        });
        method(...args);
      });
    }
    function toSync(method) {
      return (...args) => {
        let err;
        let result;
        args.push((_err, _result) => {
          err = _err;
          result = _result;
        });
        method(...args);
        if (err) {
          throw err;
        }
        return result;
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

// lib/util/fnv1a.ts
function fnv1a32(text2) {
  let h = 2166136261;
  for (let i = 0; i < text2.length; i++) {
    h ^= text2.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
var init_fnv1a = __esm({
  "lib/util/fnv1a.ts"() {
    "use strict";
  }
});

// lib/util/fd-write.ts
function writeAllSync(fd, data) {
  const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  let written = 0;
  while (written < buf.length) {
    try {
      written += (0, import_node_fs15.writeSync)(fd, buf, written, buf.length - written);
    } catch (err) {
      return { written, total: buf.length, error: err };
    }
  }
  return { written, total: buf.length };
}
var import_node_fs15;
var init_fd_write = __esm({
  "lib/util/fd-write.ts"() {
    "use strict";
    import_node_fs15 = require("node:fs");
  }
});

// lib/util/replace-file.ts
function replaceFileSync(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  let fd;
  try {
    fd = (0, import_node_fs16.openSync)(tmp, "wx", 384);
  } catch (e) {
    if (e.code !== "EEXIST") throw e;
    (0, import_node_fs16.rmSync)(tmp, { force: true });
    fd = (0, import_node_fs16.openSync)(tmp, "wx", 384);
  }
  try {
    const r = writeAllSync(fd, data);
    if (r.error) throw r.error;
  } catch (e) {
    (0, import_node_fs16.closeSync)(fd);
    (0, import_node_fs16.rmSync)(tmp, { force: true });
    throw e;
  }
  (0, import_node_fs16.closeSync)(fd);
  (0, import_node_fs16.renameSync)(tmp, file);
}
var import_node_fs16;
var init_replace_file = __esm({
  "lib/util/replace-file.ts"() {
    "use strict";
    import_node_fs16 = require("node:fs");
    init_fd_write();
  }
});

// lib/util/code-cache.ts
var code_cache_exports = {};
__export(code_cache_exports, {
  CHUNK_WRAPPER_CLOSE: () => CHUNK_WRAPPER_CLOSE,
  CHUNK_WRAPPER_OPEN: () => CHUNK_WRAPPER_OPEN,
  cacheFileName: () => cacheFileName,
  cacheKind: () => cacheKind,
  cachePrefix: () => cachePrefix,
  codeCacheLoads: () => codeCacheLoads,
  loadChunk: () => loadChunk,
  markFullRun: () => markFullRun,
  nodeHasCompileCache: () => nodeHasCompileCache,
  saveDecision: () => saveDecision,
  staleCaches: () => staleCaches,
  useCodeCache: () => useCodeCache
});
function useCodeCache(dir) {
  shared.cacheDir = dir;
}
function markFullRun() {
  shared.fullRun = true;
}
function loadChunk(dir, name) {
  const file = (0, import_node_path12.join)(dir, name);
  const known = shared.modules.get(file);
  if (known) return known.exports;
  if (shared.cacheDir !== void 0 && builtinCacheOn(shared.cacheDir)) return requireChunk(file);
  const wrapper = compileChunk(dir, name, file);
  const module2 = { exports: {} };
  shared.modules.set(file, module2);
  try {
    wrapper.call(module2.exports, module2.exports, chunkRequire(file), module2, file, dir);
  } catch (err) {
    shared.modules.delete(file);
    throw err;
  }
  return module2.exports;
}
function nodeHasCompileCache(version) {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return major > 22 || major === 22 && minor >= 8;
}
function cacheKind(cacheDir, nodeVersion, setting) {
  if (cacheDir === void 0) return "none";
  return setting?.trim().toLowerCase() === "node" && nodeHasCompileCache(nodeVersion) ? "node" : "v8";
}
function builtinCacheOn(dir) {
  if (shared.builtin === void 0) {
    shared.builtin = "unavailable";
    if (cacheKind(dir, process.versions.node, process.env.OPENRIG_CODE_CACHE) === "node") {
      const mod = process.getBuiltinModule("node:module");
      const status = mod.constants?.compileCacheStatus;
      if (typeof mod.enableCompileCache === "function" && status) {
        const umask = process.umask(63);
        try {
          const r = mod.enableCompileCache(dir);
          if (r.status === status.ENABLED || r.status === status.ALREADY_ENABLED) shared.builtin = { dir };
        } catch {
        } finally {
          process.umask(umask);
        }
      }
    }
  }
  return shared.builtin !== "unavailable";
}
function requireChunk(file) {
  const exports2 = process.getBuiltinModule("node:module").createRequire(file)(file);
  shared.modules.set(file, { exports: exports2 });
  shared.loads.builtin++;
  return exports2;
}
function chunkRequire(file) {
  let real;
  return (id) => {
    const builtin = process.getBuiltinModule(id);
    if (builtin !== void 0) return builtin;
    real ??= process.getBuiltinModule("node:module").createRequire(file);
    return real(id);
  };
}
function cachePrefix(id) {
  return `${id.name}.${fnv1a32(id.dir).toString(16).padStart(8, "0")}.`;
}
function cacheFileName(id, tier, version = process.version, arch = process.arch) {
  return `${cachePrefix(id)}${version}-${arch}-${id.size}-${Math.floor(id.mtimeMs)}.${tier}.v8cache`;
}
function staleCaches(files, prefix, current) {
  return files.filter((f) => f.startsWith(prefix) && f !== current && f.endsWith(".v8cache"));
}
function saveDecision(loaded, accepted, runWasFull) {
  if (!loaded || !accepted) return runWasFull ? "full" : "partial";
  if (loaded === "partial" && runWasFull) return "full";
  return void 0;
}
function readInto(fd, buf, length) {
  let got = 0;
  while (got < length) {
    const n = (0, import_node_fs17.readSync)(fd, buf, got, length - got, got);
    if (n === 0) throw new Error("file shrank while it was read");
    got += n;
  }
}
function openCache(dir, id) {
  for (const tier of ["full", "partial"]) {
    let fd;
    try {
      const file = (0, import_node_path12.join)(dir, cacheFileName(id, tier));
      if ((0, import_node_fs17.statSync)(file, { throwIfNoEntry: false }) === void 0) continue;
      fd = (0, import_node_fs17.openSync)(file, "r");
      const st = (0, import_node_fs17.fstatSync)(fd);
      if (st.isFile()) return { tier, fd, size: st.size };
    } catch {
    }
    if (fd !== void 0) (0, import_node_fs17.closeSync)(fd);
  }
  return void 0;
}
function compileChunk(chunkDir, name, file) {
  const vm = process.getBuiltinModule("node:vm");
  const dir = shared.cacheDir;
  const fd = (0, import_node_fs17.openSync)(file, "r");
  let source;
  let id;
  let cached;
  try {
    const st = (0, import_node_fs17.fstatSync)(fd);
    id = { name, dir: chunkDir, size: st.size, mtimeMs: st.mtimeMs };
    const cache = dir === void 0 ? void 0 : openCache(dir, id);
    const buf = Buffer.allocUnsafeSlow(Math.max(st.size, cache?.size ?? 0));
    try {
      readInto(fd, buf, st.size);
      source = buf.toString("utf8", 0, st.size);
      if (cache) {
        try {
          readInto(cache.fd, buf, cache.size);
          cached = { tier: cache.tier, data: buf.subarray(0, cache.size) };
        } catch {
        }
      }
    } finally {
      if (cache) (0, import_node_fs17.closeSync)(cache.fd);
    }
  } finally {
    (0, import_node_fs17.closeSync)(fd);
  }
  if (!source.startsWith(CHUNK_WRAPPER_OPEN))
    throw new Error(`${file} is not a chunk file (build.mjs writes each as one function expression)`);
  const script = new vm.Script(source, { filename: file, ...cached ? { cachedData: cached.data } : {} });
  const accepted = cached !== void 0 && !script.cachedDataRejected;
  if (dir === void 0) shared.loads.plain++;
  else if (accepted) shared.loads.fromCache++;
  else shared.loads.compiled++;
  if (dir !== void 0 && (cached?.tier !== "full" || !accepted)) {
    process.once("exit", () => {
      const tier = saveDecision(cached?.tier, accepted, shared.fullRun);
      if (tier) save(script, dir, (0, import_node_path12.join)(dir, cacheFileName(id, tier)), cachePrefix(id));
    });
  }
  return script.runInThisContext();
}
function save(script, dir, cacheFile, prefix) {
  try {
    const data = script.createCachedData();
    (0, import_node_fs17.mkdirSync)(dir, { recursive: true, mode: 448 });
    replaceFileSync(cacheFile, data);
    for (const f of staleCaches((0, import_node_fs17.readdirSync)(dir), prefix, cacheFile.slice(dir.length + 1)))
      (0, import_node_fs17.rmSync)((0, import_node_path12.join)(dir, f), { force: true });
  } catch {
  }
}
var import_node_fs17, import_node_path12, CHUNK_WRAPPER_OPEN, CHUNK_WRAPPER_CLOSE, SHARED, shared, codeCacheLoads;
var init_code_cache = __esm({
  "lib/util/code-cache.ts"() {
    "use strict";
    import_node_fs17 = require("node:fs");
    import_node_path12 = require("node:path");
    init_fnv1a();
    init_replace_file();
    CHUNK_WRAPPER_OPEN = "((chunk) => (typeof arguments === 'object' ? chunk.apply(this, arguments) : chunk))((function (exports, require, module, __filename, __dirname) {";
    CHUNK_WRAPPER_CLOSE = "}))";
    SHARED = /* @__PURE__ */ Symbol.for("openrig.code-cache");
    shared = globalThis[SHARED] ??= {
      cacheDir: void 0,
      builtin: void 0,
      fullRun: false,
      loads: { fromCache: 0, compiled: 0, plain: 0, builtin: 0 },
      modules: /* @__PURE__ */ new Map()
    };
    codeCacheLoads = shared.loads;
  }
});

// openrig-chunk:cli-queue-remote.chunk.cjs
var require_cli_queue_remote_chunk = __commonJS({
  "openrig-chunk:cli-queue-remote.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-queue-remote.chunk.cjs");
  }
});

// lib/cli/queue.ts
var queue_exports = {};
__export(queue_exports, {
  queueCommand: () => queueCommand
});
module.exports = __toCommonJS(queue_exports);

// lib/cli/args.ts
var import_mri = __toESM(require_lib(), 1);

// lib/store/errors.ts
var import_node_path = require("node:path");

// lib/util/shell-quote.ts
function shellQuote(word) {
  if (/^[A-Za-z0-9_/.,:@%+=-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

// lib/store/unreadable.ts
function unreadableReason(code, file) {
  const f = shellQuote(file);
  switch (code) {
    case "EACCES":
    case "EPERM":
      return {
        what: "permission denied",
        todo: `see who owns it (ls -l ${f}) and make it yours again (sudo chown "$USER" ${f}), or move it aside`
      };
    case "ELOOP":
      return { what: "a symbolic link loop", todo: `replace the link with the file it should be, or move it aside` };
    case "EIO":
      return { what: "an I/O error while reading it", todo: "check the disk (dmesg, fsck), then retry" };
    case "ENOTDIR":
      return { what: "a path above it is not a folder", todo: "check the folders above it in the path" };
    case "EMFILE":
    case "ENFILE":
      return { what: "too many open files", todo: "close some programs or raise the open-file limit, then retry" };
    case void 0:
      return { what: "cannot be read", todo: "check the file, or move it aside and retry" };
    default:
      return { what: `cannot be read (${code})`, todo: "check the file, or move it aside and retry" };
  }
}

// lib/store/errors.ts
var STORE_ERROR = /* @__PURE__ */ Symbol.for("openrig.store-error");
var StoreError = class extends Error {
  constructor(message, file, todo) {
    super(message);
    this.file = file;
    this.todo = todo;
    this.name = new.target.name;
  }
  file;
  todo;
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
var UnreadableFileError = class extends StoreError {
  constructor(file, code) {
    const r = unreadableReason(code, file);
    super(`${file}: ${r.what}`, file, r.todo);
    this.code = code;
  }
  code;
};
function unreadableFile(file, err) {
  const code = err?.code;
  return new UnreadableFileError(file, typeof code === "string" ? code : void 0);
}
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
var NO_SPACE = {
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is used up"
};
function isDiskFull(err) {
  const code = err?.code;
  return typeof code === "string" && Object.hasOwn(NO_SPACE, code);
}
function noSpaceLine(code, file, dir) {
  return {
    what: `${NO_SPACE[code] ?? NO_SPACE.ENOSPC} to write ${file}`,
    todo: `free space in ${dir} (or on the disk that holds it), then try again`
  };
}
var DiskFullError = class extends StoreError {
  constructor(file, code) {
    const line = noSpaceLine(code, file, (0, import_node_path.dirname)(file));
    super(line.what, file, line.todo);
    this.code = code;
  }
  code;
};
function asDiskFull(err, file) {
  if (!isDiskFull(err) || err instanceof DiskFullError) return err;
  return new DiskFullError(file, err.code);
}

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
function escapeForTerminal(text2) {
  return text2.replace(UNSAFE, hex);
}
function jsonForTerminal(value2, indent = 2) {
  return JSON.stringify(value2, null, indent).replace(
    nonprintingInJson ??= /(?![\n ])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\p{Cs}]/gu,
    jsonUnits
  );
}

// lib/cli/exit-codes.ts
var EXIT_CODE_TABLE = [
  { code: 0, name: "ok", meaning: "done; rig send: delivered (typed, and confirmed where the composer can be read)" },
  {
    code: 1,
    name: "refused",
    meaning: "OpenRig declined or the work failed, and nothing was typed (a missing record, an unreadable file, a seat that did not start or stop, a send refused or failed before any input)"
  },
  {
    code: 2,
    name: "usage",
    meaning: "the command line is wrong (unknown flag, missing argument, bad value): nothing was tried"
  },
  {
    code: 3,
    name: "daemon-unavailable",
    meaning: "the command needs the daemon and none answers for this OPENRIG_HOME: start it with rig daemon start"
  },
  {
    code: 4,
    name: "held",
    meaning: "rig send: the seat's typing guard held the message for inspection (rig seat held-messages); nothing typed"
  },
  {
    code: 5,
    name: "indeterminate",
    meaning: "rig send: input may have been written but is not confirmed (or the daemon stopped answering mid-send): check the pane before sending again"
  },
  {
    code: 6,
    name: "not-idle",
    meaning: "rig send --wait-for-idle: the seat stayed busy (or of unknown activity) for the whole wait; nothing typed or kept"
  },
  { code: 70, name: "internal", meaning: "a bug or a broken install: report it with the command you ran" }
];
function exitCode(name) {
  return EXIT_CODE_TABLE.find((r) => r.name === name).code;
}

// lib/cli/errors.ts
var EXIT_CODES = {
  /** The command line is wrong (unknown flag, missing or extra argument, bad value): nothing was tried. */
  usage: exitCode("usage"),
  /** OpenRig declined, a record is missing or a state file is unreadable: nothing was changed or sent. */
  refused: exitCode("refused"),
  /** An input the command line names (a file, standard input) cannot be read: nothing was tried. */
  unreadable: exitCode("refused"),
  /** The command ran and printed its result: a send refused or failed before any input. */
  notDelivered: exitCode("refused"),
  /** The command needs the daemon and none answers for this home. */
  daemonUnavailable: exitCode("daemon-unavailable"),
  /** A send the typing guard kept for inspection: nothing typed. */
  held: exitCode("held"),
  /** A send that may have written input without confirming it. */
  indeterminate: exitCode("indeterminate"),
  /** A --wait-for-idle send that found the seat busy (or unknown) for the whole wait: nothing typed. */
  notIdle: exitCode("not-idle"),
  /** A bug, or a command module that would not load (lib/cli/main.ts). */
  internal: exitCode("internal")
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
function cannotRead(file, err, todo = "check the path") {
  const why = err?.code ?? err?.message ?? String(err);
  return new CliError("unreadable", `cannot read ${file}: ${why}`, todo);
}

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
    const value2 = given[i];
    if ((value2 === void 0 || value2 === "") && !p.optional) throw usageError(`${p.what ?? p.name} is required`, todo);
    args[p.name] = value2;
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
    const arg2 = argv[i];
    if (argv[i + 1] === "-" && strings.some((n) => arg2 === `--${n}`)) {
      normalised.push(`${arg2}=-`);
      i++;
    } else normalised.push(arg2 === "-" ? STDIN_ARG : arg2);
  }
  const out = (0, import_mri.default)(normalised, {
    string: strings,
    boolean: booleans,
    alias,
    unknown: (flag) => {
      unknown ??= flag;
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
    const value2 = flags[name];
    if (typeof value2 !== "string" || !/\S/.test(value2)) throw usageError(`--${name} is required`, todo);
  }
  return { positionals, args, flags };
}
function arg(p, name) {
  return p.args[name];
}
function str(p, name) {
  const v = p.flags[name];
  return typeof v === "string" ? v : void 0;
}
function bool(p, name) {
  return p.flags[name] === true;
}
function list(p, name) {
  const v = p.flags[name];
  return Array.isArray(v) ? v : typeof v === "string" ? [v] : [];
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
    defaultVerb: head.defaultVerb,
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
var import_node_path2 = require("node:path");

// lib/util/lazy-builtins.ts
var crypto = () => process.getBuiltinModule("node:crypto");
var os = () => process.getBuiltinModule("node:os");

// lib/home/plugin-facts.ts
var CORE_PLUGIN_NAME = "openrig-core";
var SHIPPED_PLUGIN_DIRS = {
  claude: `plugins/${CORE_PLUGIN_NAME}`,
  codex: "plugins/codex"
};

// lib/home/paths.ts
var HOME_VAR = "OPENRIG_HOME";
function seatRecordPath(p, rig, seat) {
  return (0, import_node_path2.join)(p.seats, rig, `${seat}.json`);
}
function queueRowPath(p, id) {
  return (0, import_node_path2.join)(p.queueRows, `${id}.json`);
}
function queueListingBucketPath(p, bucket) {
  return (0, import_node_path2.join)(p.queueListing, `${String(bucket).padStart(2, "0")}.json`);
}
function queueSeatIndexPath(p, destination) {
  return (0, import_node_path2.join)(p.queueSeatIndexes, `${destination}.json`);
}
function queueWakePath(p, rowId, settled = false) {
  return (0, import_node_path2.join)(settled ? p.queueWakesDone : p.queueWakes, `${rowId}.json`);
}

// lib/cli/cli-context.ts
function say(ctx, line = "") {
  ctx.io.out(escapeForTerminal(line) + "\n");
}
function printJson(ctx, value2) {
  ctx.io.out(jsonForTerminal(value2) + "\n");
}
function advise(ctx, line) {
  ctx.io.err(escapeForTerminal(line) + "\n");
}

// lib/cli/input-file.ts
var import_node_fs = require("node:fs");
var import_node_path3 = require("node:path");
async function readInputBytes(ctx, file, spec) {
  if (file === "-" && spec.stdin) {
    if (!ctx.io.readStdin) throw usageError(spec.stdin.what, spec.stdin.todo);
    return Buffer.from(await ctx.io.readStdin(), "utf8");
  }
  const path2 = (0, import_node_path3.resolve)(ctx.cwd, file);
  const unreadable = (err) => cannotRead(spec.label, err, spec.todo);
  if (spec.max) {
    let size;
    try {
      size = (0, import_node_fs.statSync)(path2).size;
    } catch (err) {
      throw unreadable(err);
    }
    if (size > spec.max.bytes) throw usageError(spec.max.what, spec.max.todo);
  }
  try {
    return (0, import_node_fs.readFileSync)(path2);
  } catch (err) {
    throw unreadable(err);
  }
}
async function readInputText(ctx, file, spec) {
  return (await readInputBytes(ctx, file, spec)).toString("utf8");
}

// lib/store/document.ts
var import_node_fs7 = require("node:fs");

// lib/store/document-kind.ts
function defineKind(kind) {
  return kind;
}
function schemaProblems(validate) {
  return (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "(document)"} ${e.message ?? e.keyword}`);
}

// lib/store/interpret.ts
function interpretDocument(kind, file, text2) {
  let doc;
  try {
    const parsed = JSON.parse(text2);
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
var import_node_fs4 = require("node:fs");
var import_node_path4 = require("node:path");

// lib/store/constants.ts
var LOCK_STALE_MS = 5e3;
var LOCK_UPDATE_MS = 1e3;
var LOCK_WAIT_MS = LOCK_STALE_MS + LOCK_UPDATE_MS + 2e3;
var DIR_MODE = 448;
var FILE_MODE = 384;

// lib/store/fs-mode.ts
var import_node_fs2 = require("node:fs");
function ensureDir(dir) {
  try {
    if ((0, import_node_fs2.statSync)(dir).isDirectory()) return;
  } catch {
  }
  let created;
  try {
    created = (0, import_node_fs2.mkdirSync)(dir, { recursive: true, mode: DIR_MODE });
  } catch (err) {
    throw asDiskFull(err, dir);
  }
  if (created !== void 0) (0, import_node_fs2.chmodSync)(dir, DIR_MODE);
}

// lib/store/disk-write.ts
var import_node_fs3 = require("node:fs");
var realWrite = (_file, fd, buf, offset, length, position) => (0, import_node_fs3.writeSync)(fd, buf, offset, length, position);
var diskWrite = realWrite;
function shortWriteError(file, written, wanted) {
  return Object.assign(new Error(`ENOSPC: no space left on device, write (${written} of ${wanted} bytes of ${file})`), {
    code: "ENOSPC",
    syscall: "write",
    path: file
  });
}
function writeFully(file, fd, buf, position = 0) {
  let done = 0;
  while (done < buf.length) {
    const n = diskWrite(file, fd, buf, done, buf.length - done, position + done);
    if (n <= 0) throw shortWriteError(file, done, buf.length);
    done += n;
  }
}

// lib/store/atomic-write.ts
function fsyncDir(dir) {
  let fd;
  try {
    fd = (0, import_node_fs4.openSync)(dir, "r");
    (0, import_node_fs4.fsyncSync)(fd);
  } catch {
  } finally {
    if (fd !== void 0) (0, import_node_fs4.closeSync)(fd);
  }
}
function resolved(file) {
  try {
    return import_node_fs4.realpathSync.native(file);
  } catch {
    return file;
  }
}
function openTemp(target) {
  for (let attempt = 0; ; attempt++) {
    const tmp = `${target}.${Math.random() * 4294967296 >>> 0}`;
    try {
      return { tmp, fd: (0, import_node_fs4.openSync)(tmp, "wx", FILE_MODE) };
    } catch (err) {
      if (err.code !== "EEXIST" || attempt >= 8) throw err;
    }
  }
}
function closeQuietly(fd) {
  try {
    (0, import_node_fs4.closeSync)(fd);
  } catch {
  }
}
async function loadAtomicWriter() {
}
function writeFileAtomicallySync(file, data, opts = {}) {
  const durable = opts.durable ?? true;
  ensureDir((0, import_node_path4.dirname)(file));
  const target = resolved(file);
  const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  let tmp;
  let fd;
  try {
    ({ tmp, fd } = openTemp(target));
    (0, import_node_fs4.fchmodSync)(fd, FILE_MODE);
    writeFully(tmp, fd, bytes);
    if (durable) (0, import_node_fs4.fsyncSync)(fd);
    (0, import_node_fs4.closeSync)(fd);
    fd = void 0;
    (0, import_node_fs4.renameSync)(tmp, target);
    tmp = void 0;
  } catch (err) {
    throw asDiskFull(err, file);
  } finally {
    if (fd !== void 0) closeQuietly(fd);
    if (tmp !== void 0) (0, import_node_fs4.rmSync)(tmp, { force: true });
  }
  if (durable) fsyncDir((0, import_node_path4.dirname)(target));
}

// lib/store/lock.ts
var import_node_path5 = require("node:path");
var import_node_fs5 = require("node:fs");

// lib/util/sleep.ts
function sleep(ms, signal) {
  if (!signal) return new Promise((resolve5) => setTimeout(resolve5, ms));
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve5) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve5();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

// lib/store/lock.ts
var LOCK_FS = { mkdir: import_node_fs5.mkdir, mkdirSync: import_node_fs5.mkdirSync, realpath: import_node_fs5.realpath, realpathSync: import_node_fs5.realpathSync, rmdir: import_node_fs5.rmdir, rmdirSync: import_node_fs5.rmdirSync, stat: import_node_fs5.stat, statSync: import_node_fs5.statSync, utimes: import_node_fs5.utimes, utimesSync: import_node_fs5.utimesSync };
var lockfile;
async function withLock(file, fn, opts = {}) {
  lockfile ??= (await Promise.resolve().then(() => __toESM(require_proper_lockfile(), 1))).default;
  ensureDir((0, import_node_path5.dirname)(file));
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
      if (err.code !== "ELOCKED") throw asDiskFull(err, file);
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

// lib/store/quarantine.ts
var import_node_fs6 = require("node:fs");
var import_node_path6 = require("node:path");

// lib/util/compare-text.ts
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// lib/store/quarantine.ts
var INFIX = ".corrupt-";
var ADVISED = ".advised";
var STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z(?:-\d+)?$/;
function quarantineTarget(file, now = /* @__PURE__ */ new Date()) {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let target = `${file}${INFIX}${stamp}`;
  for (let n = 1; (0, import_node_fs6.existsSync)(target); n++) target = `${file}${INFIX}${stamp}-${n}`;
  return target;
}
function parseQuarantineName(name) {
  const at = name.lastIndexOf(INFIX);
  if (at <= 0) return void 0;
  const stamp = name.slice(at + INFIX.length);
  return STAMP.test(stamp) ? { original: name.slice(0, at), stamp } : void 0;
}
function quarantinedIn(dir) {
  let names;
  try {
    names = (0, import_node_fs6.readdirSync)(dir);
  } catch {
    return [];
  }
  const present = new Set(names);
  const out = [];
  for (const name of names) {
    const q = parseQuarantineName(name);
    if (!q) continue;
    out.push({
      path: (0, import_node_path6.join)(dir, name),
      original: (0, import_node_path6.join)(dir, q.original),
      stamp: q.stamp,
      advised: present.has(name + ADVISED)
    });
  }
  return out.sort((a, b) => compareText(a.stamp, b.stamp));
}

// lib/store/document.ts
var ReplacedWhileReading = class extends Error {
};
function quarantine(file, raw, reason) {
  let now;
  try {
    now = (0, import_node_fs7.statSync)(file);
  } catch {
    throw new ReplacedWhileReading(file);
  }
  if (now.ino !== raw.ino || now.dev !== raw.dev) throw new ReplacedWhileReading(file);
  const target = quarantineTarget(file);
  try {
    (0, import_node_fs7.renameSync)(file, target);
  } catch (err) {
    if (err.code === "ENOENT") throw new ReplacedWhileReading(file);
    throw err;
  }
  return new CorruptDocumentError(file, target, reason);
}
var READ_FLAGS = import_node_fs7.constants.O_RDONLY | (import_node_fs7.constants.O_NONBLOCK ?? 0);
function readRaw(file) {
  let fd;
  try {
    fd = (0, import_node_fs7.openSync)(file, READ_FLAGS);
  } catch (err) {
    if (err.code === "ENOENT") return void 0;
    throw unreadableFile(file, err);
  }
  try {
    let st;
    let text2;
    try {
      st = (0, import_node_fs7.fstatSync)(fd);
      text2 = st.isFile() ? (0, import_node_fs7.readFileSync)(fd, "utf8") : "";
    } catch (err) {
      throw unreadableFile(file, err);
    }
    if (!st.isFile()) throw quarantine(file, { text: "", dev: st.dev, ino: st.ino }, "not a regular file");
    return { text: text2, dev: st.dev, ino: st.ino };
  } finally {
    (0, import_node_fs7.closeSync)(fd);
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
  for (let attempt = 1; ; attempt++) {
    try {
      const raw = readRaw(file);
      if (raw === void 0) return void 0;
      return decode(kind, file, raw);
    } catch (err) {
      if (!(err instanceof ReplacedWhileReading)) return handleCorrupt(err, opts);
      if (attempt >= 3) throw new StoreError(`${file} kept changing while it was read; try again`, file);
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
        (0, import_node_fs7.rmSync)(file, { force: true });
        return void 0;
      }
      return writeValidated(kind, file, next);
    },
    opts
  );
}
function writeValidated(kind, file, next, opts = {}) {
  const stamped = { ...next, schema: kind.schema, version: kind.version };
  if (!kind.validate(stamped)) throw new InvalidDocumentError(file, schemaProblems(kind.validate));
  writeFileAtomicallySync(file, JSON.stringify(stamped, null, 2) + "\n", opts);
  return stamped;
}

// lib/util/oldest-first.ts
function oldestFirst(a, b) {
  return compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id);
}

// lib/util/fs-async.ts
var import_node_fs8 = require("node:fs");
function promised(call) {
  return new Promise((resolve5, reject) => call((err, value2) => err ? reject(err) : resolve5(value2)));
}
var stat2 = (path2) => promised((cb) => (0, import_node_fs8.stat)(path2, cb));
var readdir = (path2) => promised((cb) => (0, import_node_fs8.readdir)(path2, cb));
var readdirEntries = (path2) => promised((cb) => (0, import_node_fs8.readdir)(path2, { withFileTypes: true }, cb));
var open = (path2, flags, mode) => promised((cb) => (0, import_node_fs8.open)(path2, flags, mode, cb));
var fstat = (fd) => promised((cb) => (0, import_node_fs8.fstat)(fd, cb));
var read = (fd, buf, offset, length, position) => promised((cb) => (0, import_node_fs8.read)(fd, buf, offset, length, position, cb));
var closeQuietly2 = (fd) => (0, import_node_fs8.close)(fd, () => void 0);

// lib/util/read-regular-file.ts
var import_node_fs9 = require("node:fs");

// lib/util/until-aborted.ts
function untilAborted(p, signal, aborted2, onLate) {
  if (!signal) return p;
  if (signal.aborted) {
    p.then(
      (v) => onLate?.(v),
      () => void 0
    );
    return Promise.reject(aborted2());
  }
  return new Promise((resolve5, reject) => {
    let done = false;
    const onAbort = () => {
      if (done) return;
      done = true;
      reject(aborted2());
    };
    signal.addEventListener("abort", onAbort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        if (done) onLate?.(v);
        else {
          done = true;
          resolve5(v);
        }
      },
      (err) => {
        signal.removeEventListener("abort", onAbort);
        if (!done) {
          done = true;
          reject(err);
        }
      }
    );
  });
}

// lib/util/read-regular-file.ts
var OPEN_FLAGS = import_node_fs9.constants.O_RDONLY | (import_node_fs9.constants.O_NONBLOCK ?? 0) | (import_node_fs9.constants.O_NOCTTY ?? 0);
var ReadRegularFileError = class extends Error {
  constructor(path2, failure, reason, detail = {}) {
    super(`${path2}: ${reason}`);
    this.path = path2;
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
var oneLine = (text2) => text2.replace(/\s+/g, " ").trim();
var errText = (err) => errnoOf(err) ?? (oneLine(err instanceof Error ? err.message : String(err)) || "unknown error");
function abortReason(signal) {
  const r = signal?.reason;
  const text2 = r instanceof Error ? r.message : r !== void 0 ? String(r) : "";
  return text2 ? `aborted: ${oneLine(text2)}` : "aborted";
}
async function readRegularFile(path2, opts) {
  const { signal, maxBytes } = opts;
  const stopped = () => new ReadRegularFileError(path2, "aborted", abortReason(signal));
  if (signal?.aborted) throw stopped();
  let fd;
  try {
    fd = await untilAborted(open(path2, OPEN_FLAGS), signal, stopped, closeQuietly2);
  } catch (err) {
    if (err instanceof ReadRegularFileError) throw err;
    const errno = errnoOf(err);
    if (errno === "ENOENT" || errno === "ENOTDIR") throw new ReadRegularFileError(path2, "missing", errno, { errno });
    if (errno === "ENXIO")
      throw new ReadRegularFileError(path2, "not-regular", TYPE_PHRASE.socket, { fileType: "socket", errno });
    throw new ReadRegularFileError(path2, "unreadable", errText(err), { errno });
  }
  let inFlight;
  const track = (op) => {
    inFlight = op;
    return untilAborted(op, signal, stopped);
  };
  try {
    const st = await track(fstat(fd));
    if (!st.isFile()) {
      const fileType = otherType(st);
      throw new ReadRegularFileError(path2, "not-regular", TYPE_PHRASE[fileType], { fileType });
    }
    const overLimit = st.size > maxBytes;
    if (overLimit && opts.overLimit !== "cut") {
      throw new ReadRegularFileError(path2, "too-large", `${st.size} bytes; the limit is ${maxBytes}`, {
        size: st.size
      });
    }
    const want = Math.min(st.size, maxBytes);
    const buf = Buffer.alloc(want);
    let got = 0;
    while (got < want) {
      const bytesRead = await track(read(fd, buf, got, want - got, got));
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    return {
      bytes: got === want ? buf : buf.subarray(0, got),
      size: st.size,
      mtimeMs: st.mtimeMs,
      truncated: overLimit
    };
  } catch (err) {
    if (err instanceof ReadRegularFileError) throw err;
    throw new ReadRegularFileError(path2, "unreadable", errText(err), { errno: errnoOf(err) });
  } finally {
    const close2 = () => closeQuietly2(fd);
    if (inFlight) inFlight.then(close2, close2);
    else close2();
  }
}

// lib/store/read-async.ts
var ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;
async function readDocumentAsync(kind, file, opts = {}) {
  let text2;
  try {
    text2 = (await readRegularFile(file, { maxBytes: ASYNC_DOCUMENT_MAX_BYTES, signal: opts.signal })).bytes.toString(
      "utf8"
    );
  } catch (err) {
    if (!(err instanceof ReadRegularFileError)) throw err;
    if (err.failure === "missing") return void 0;
    if (err.failure === "aborted" || err.failure === "unreadable") throw err;
    return corrupt(file, err.reason, opts);
  }
  const r = interpretDocument(kind, file, text2);
  return "problem" in r ? corrupt(file, r.problem, opts) : r.doc;
}
function corrupt(file, reason, opts) {
  if (opts.onCorrupt === "fresh") {
    (opts.report ?? defaultReport)(`${file} was unreadable (${reason}); read as missing`);
    return void 0;
  }
  throw new StoreError(`${file} is unreadable (${reason})`, file);
}

// lib/store/validators/queue-row.v1.generated.js
var compiled;
function validate_queue_row_v1(data, options) {
  compiled ??= build();
  const ok = compiled(data, options);
  validate_queue_row_v1.errors = compiled.errors;
  return ok;
}
function build() {
  const schema26 = { "$id": "openrig/queue-row@1", "title": "One work-queue row ($OPENRIG_HOME/queue/rows/<id>.json)", "type": "object", "required": ["schema", "version", "id", "createdAt", "updatedAt", "source", "destination", "state", "priority", "tags", "summary", "body", "blockedOn", "handedOffFrom", "handedOffTo", "chainOfRecord", "transitions"], "additionalProperties": false, "properties": { "schema": { "const": "queue-row" }, "version": { "const": 1 }, "id": { "type": "string", "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "createdAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "updatedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "source": { "type": "string", "pattern": "^(unattributed|[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63})$" }, "destination": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "state": { "enum": ["pending", "in-progress", "blocked", "done", "failed", "denied", "canceled", "handed-off"] }, "priority": { "enum": ["routine", "urgent", "critical"] }, "tags": { "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$" } }, "summary": { "type": "string", "pattern": "^(?=.*\\S)[^\\u0000-\\u001f\\u007f]{1,200}$" }, "body": { "type": "string" }, "blockedOn": { "type": ["string", "null"] }, "handedOffFrom": { "type": ["string", "null"], "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "handedOffTo": { "type": ["string", "null"], "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "chainOfRecord": { "type": "array", "items": { "type": "string", "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" } }, "transitions": { "type": "array", "items": { "type": "object", "required": ["at", "from", "to", "actor"], "additionalProperties": false, "properties": { "at": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "from": { "enum": ["pending", "in-progress", "blocked", "done", "failed", "denied", "canceled", "handed-off"] }, "to": { "enum": ["pending", "in-progress", "blocked", "done", "failed", "denied", "canceled", "handed-off"] }, "actor": { "type": "string", "pattern": "\\S" }, "note": { "type": "string" } } } } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern65 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern78 = new RegExp("^(unattributed|[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63})$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern80 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$", "u");
  const pattern81 = new RegExp("^(?=.*\\S)[^\\u0000-\\u001f\\u007f]{1,200}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
        if (!func2.call(schema26.properties, key0)) {
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
          if (!pattern65.test(data2)) {
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
          if (!pattern78.test(data5)) {
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
          const err30 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema26.properties.state.enum }, message: "must be equal to one of the allowed values" };
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
          const err31 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/enum", keyword: "enum", params: { allowedValues: schema26.properties.priority.enum }, message: "must be equal to one of the allowed values" };
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
              if (!pattern80.test(data10)) {
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
          if (!pattern81.test(data11)) {
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
          const err38 = { instancePath: instancePath + "/blockedOn", schemaPath: "#/properties/blockedOn/type", keyword: "type", params: { type: schema26.properties.blockedOn.type }, message: "must be string,null" };
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
          const err39 = { instancePath: instancePath + "/handedOffFrom", schemaPath: "#/properties/handedOffFrom/type", keyword: "type", params: { type: schema26.properties.handedOffFrom.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
        if (typeof data14 === "string") {
          if (!pattern65.test(data14)) {
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
          const err41 = { instancePath: instancePath + "/handedOffTo", schemaPath: "#/properties/handedOffTo/type", keyword: "type", params: { type: schema26.properties.handedOffTo.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        if (typeof data15 === "string") {
          if (!pattern65.test(data15)) {
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
              if (!pattern65.test(data17)) {
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
                  const err53 = { instancePath: instancePath + "/transitions/" + i2 + "/from", schemaPath: "#/properties/transitions/items/properties/from/enum", keyword: "enum", params: { allowedValues: schema26.properties.transitions.items.properties.from.enum }, message: "must be equal to one of the allowed values" };
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
                  const err54 = { instancePath: instancePath + "/transitions/" + i2 + "/to", schemaPath: "#/properties/transitions/items/properties/to/enum", keyword: "enum", params: { allowedValues: schema26.properties.transitions.items.properties.to.enum }, message: "must be equal to one of the allowed values" };
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
    validate25.errors = vErrors;
    return errors === 0;
  }
  return validate25;
}

// lib/seat/ref.ts
var UNATTRIBUTED = "unattributed";
var UNATTRIBUTED_LABEL = `${UNATTRIBUTED} (no seat identity)`;
var NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
var NODE_ID_PATTERN = /^n-[0-9a-f]{16}$/;
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
function parseSeatRef(text2) {
  if (typeof text2 !== "string" || text2.length === 0) throw new SeatRefError(String(text2), "empty");
  if (text2.length > 160) throw new SeatRefError(text2.slice(0, 40) + "\u2026", "too long");
  if (/[\u0000-\u001f\u007f-\u009f]/.test(text2)) throw new SeatRefError(text2, "control characters are not allowed");
  if (text2.startsWith("%")) {
    if (!PANE_ID_PATTERN.test(text2)) throw new SeatRefError(text2, "a pane id is % followed by digits");
    return { kind: "pane", paneId: text2, text: text2 };
  }
  if (NODE_ID_PATTERN.test(text2)) return { kind: "node", nodeId: text2, text: text2 };
  const at = text2.indexOf("@");
  if (at < 0) throw new SeatRefError(text2, "expected name@rig, a node id (n-\u2026) or a pane id (%N)");
  const seat = text2.slice(0, at);
  const rig = text2.slice(at + 1);
  const problem = nameProblem(seat) ?? nameProblem(rig);
  if (problem) throw new SeatRefError(text2, problem);
  return { kind: "name", seat, rig, text: text2 };
}
function formatSeatRef(seat, rig) {
  return `${seat}@${rig}`;
}
function seatRefOf(seat) {
  return formatSeatRef(seat.name, seat.rig);
}

// lib/queue/row.ts
var QUEUE_STATES = [
  "pending",
  "in-progress",
  "blocked",
  "done",
  "failed",
  "denied",
  "canceled",
  "handed-off"
];
var PRIORITIES = ["routine", "urgent", "critical"];
var queueRowKind = defineKind({ schema: "queue-row", version: 1, validate: validate_queue_row_v1 });
var QUEUE_ID_PATTERN = /^q-[0-9]{14}-[0-9a-f]{8}$/;
var SUMMARY_MAX_CHARS = 200;
var BODY_MAX_BYTES = 256 * 1024;
var NOTE_MAX_CHARS = 2e3;
var MAX_TAGS = 32;
var TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$/;
var WORK_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
var CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
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
function pad(n, width = 2) {
  return String(n).padStart(width, "0");
}
function newQueueId(now = /* @__PURE__ */ new Date()) {
  const stamp = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `q-${stamp}-${crypto().randomBytes(4).toString("hex")}`;
}
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
function checkSeatName(value2, field) {
  let ref;
  try {
    ref = parseSeatRef(value2);
  } catch (err) {
    if (err instanceof SeatRefError) {
      throw new QueueInputError(
        field,
        err.reason === "empty" ? "empty" : `${JSON.stringify(String(value2).slice(0, 80))}: ${err.reason}`
      );
    }
    throw err;
  }
  if (ref.kind !== "name") throw new QueueInputError(field, `${JSON.stringify(value2)}: rows address seats as name@rig`);
  return formatSeatRef(ref.seat, ref.rig);
}
function checkSummary(summary) {
  const s = summary.trim();
  if (!s) throw new QueueInputError("summary", "is required and must not be blank");
  if (/[\r\n]/.test(s)) throw new QueueInputError("summary", "must be one line (put detail in the body)");
  if (CONTROL.test(s)) throw new QueueInputError("summary", "control characters are not allowed");
  if (s.length > SUMMARY_MAX_CHARS)
    throw new QueueInputError(
      "summary",
      `is ${s.length} characters; at most ${SUMMARY_MAX_CHARS} (put detail in the body)`
    );
  return s;
}
function checkBody(body) {
  const bytes = Buffer.byteLength(body, "utf8");
  if (bytes > BODY_MAX_BYTES) throw new QueueInputError("body", `is ${bytes} bytes; at most ${BODY_MAX_BYTES}`);
  return body;
}
function checkLine(value2, field, max = NOTE_MAX_CHARS) {
  const v = value2.trim();
  if (!v) throw new QueueInputError(field, "must not be blank");
  if (CONTROL.test(v)) throw new QueueInputError(field, "must be one line without control characters");
  if (v.length > max) throw new QueueInputError(field, `is ${v.length} characters; at most ${max}`);
  return v;
}
function checkTags(tags) {
  const out = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!TAG_PATTERN.test(tag)) {
      throw new QueueInputError(
        "tag",
        `${JSON.stringify(raw.slice(0, 60))}: use letters, digits and . _ : / - (starting with a letter or digit, at most 128)`
      );
    }
    for (const prefix of ["mission:", "slice:"]) {
      if (tag.startsWith(prefix)) {
        const name = tag.slice(prefix.length);
        if (!WORK_NAME_PATTERN.test(name) || name.includes("..")) {
          throw new QueueInputError(
            "tag",
            `${JSON.stringify(tag)}: ${prefix}<name> takes a folder or SPEC id name ([A-Za-z0-9._-], no "..")`
          );
        }
      }
    }
    if (!out.includes(tag)) out.push(tag);
  }
  if (out.length > MAX_TAGS) throw new QueueInputError("tag", `${out.length} tags; at most ${MAX_TAGS}`);
  return out;
}
function checkPriority(value2) {
  if (!PRIORITIES.includes(value2))
    throw new QueueInputError("priority", `${JSON.stringify(value2)}: use ${PRIORITIES.join(", ")}`);
  return value2;
}
function checkState(value2) {
  if (!QUEUE_STATES.includes(value2))
    throw new QueueInputError("state", `${JSON.stringify(value2)}: use ${QUEUE_STATES.join(", ")}`);
  return value2;
}
function missionTags(tags) {
  return tags.filter((t) => t.startsWith("mission:")).map((t) => t.slice("mission:".length)).filter(Boolean);
}
function sliceTags(tags) {
  return tags.filter((t) => t.startsWith("slice:")).map((t) => t.slice("slice:".length)).filter(Boolean);
}

// lib/queue/queue-store.ts
var import_node_fs14 = require("node:fs");

// lib/queue/transitions.ts
var VERB_TARGET = {
  start: "in-progress",
  block: "blocked",
  done: "done",
  fail: "failed",
  deny: "denied",
  cancel: "canceled",
  handoff: "handed-off"
};
var LEGAL_FROM = {
  start: ["pending", "blocked"],
  block: ["pending", "in-progress", "blocked"],
  done: ["in-progress"],
  fail: ["in-progress", "blocked"],
  deny: ["pending"],
  cancel: ["pending", "in-progress", "blocked"],
  handoff: ["pending", "in-progress", "blocked"]
};
var CLOSED_STATES = ["done", "failed", "denied", "canceled", "handed-off"];
function checkTransition(verb, from) {
  const allowed = LEGAL_FROM[verb];
  if (allowed.includes(from)) return { ok: true, to: VERB_TARGET[verb] };
  const todo = CLOSED_STATES.includes(from) ? `a ${from} row is closed; create a new row for further work` : `${verb} applies to a row that is ${allowed.join(" or ")}`;
  return { ok: false, reason: `it is ${from}`, todo };
}
function applyTransition(row, input) {
  const check = checkTransition(input.verb, row.state);
  if (!check.ok) return check;
  const transition = { at: input.at, from: row.state, to: check.to, actor: input.actor };
  if (input.note !== void 0 && input.note !== "") transition.note = input.note;
  const next = {
    ...row,
    state: check.to,
    updatedAt: input.at,
    transitions: [...row.transitions, transition]
  };
  if (check.to === "blocked") next.blockedOn = input.blockedOn ?? row.blockedOn;
  else next.blockedOn = null;
  if (input.verb === "handoff") next.handedOffTo = input.handedOffTo ?? null;
  return { ok: true, row: next };
}

// lib/tmux/client.ts
var TMUX_SOCKET_VAR = "OPENRIG_TMUX_SOCKET";

// lib/seat/pane-vars.ts
var PANE_VARS = {
  home: HOME_VAR,
  session: "OPENRIG_SESSION_NAME",
  node: "OPENRIG_NODE",
  /** The activity relay reads the identity under this name. */
  nodeId: "OPENRIG_NODE_ID",
  runtime: "OPENRIG_RUNTIME",
  occupant: "OPENRIG_OCCUPANT_GENERATION",
  projectDir: "OPENRIG_SEAT_PROJECT_DIR",
  tmuxSocket: TMUX_SOCKET_VAR,
  /** A handover successor's handoff note (placed under the home). */
  handoffNote: "OPENRIG_HANDOFF_NOTE"
};
var RESERVED_ENV_KEYS = [...Object.values(PANE_VARS), "TMUX", "TMUX_PANE"];

// lib/seat/identity.ts
var value = (env, name) => env[name]?.trim() || void 0;
function paneIdentity(env) {
  const nodeId = [value(env, PANE_VARS.nodeId), value(env, PANE_VARS.node)].find(
    (v) => v !== void 0 && NODE_ID_PATTERN.test(v)
  );
  return {
    session: value(env, PANE_VARS.session),
    nodeId,
    occupant: value(env, PANE_VARS.occupant),
    runtime: value(env, PANE_VARS.runtime),
    projectDir: value(env, PANE_VARS.projectDir)
  };
}

// lib/queue/continuation.ts
var CONTINUATION_MARKER = "continuation:";
function continuationInNote(note) {
  if (!note) return null;
  const at = note.indexOf(CONTINUATION_MARKER);
  if (at < 0) return null;
  const text2 = note.slice(at + CONTINUATION_MARKER.length).replace(/\s+/g, " ").trim();
  return text2 || null;
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
function blockNote(note, continuation) {
  const parts = [
    note?.trim(),
    continuation?.trim() ? `${CONTINUATION_MARKER} ${continuation.trim()}` : void 0
  ].filter(Boolean);
  return parts.length ? parts.join("; ") : void 0;
}

// lib/store/validators/queue-index-intent.v1.generated.js
var compiled2;
function validate_queue_index_intent_v1(data, options) {
  compiled2 ??= build2();
  const ok = compiled2(data, options);
  validate_queue_index_intent_v1.errors = compiled2.errors;
  return ok;
}
function build2() {
  const schema22 = { "$id": "openrig/queue-index-intent@1", "title": "Rows being changed ($OPENRIG_HOME/queue/index.intent.json): written before a row changes and removed once the index matches, so a crash in between is repaired from the named rows", "type": "object", "required": ["schema", "version", "ids"], "additionalProperties": false, "properties": { "schema": { "const": "queue-index-intent" }, "version": { "const": 1 }, "ids": { "type": "array", "items": { "type": "string", "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" } } } };
  const pattern65 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
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
              if (!pattern65.test(data3)) {
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
    validate21.errors = vErrors;
    return errors === 0;
  }
  return validate21;
}

// lib/store/validators/queue-seat-index.v1.generated.js
var compiled3;
function validate_queue_seat_index_v1(data, options) {
  compiled3 ??= build3();
  const ok = compiled3(data, options);
  validate_queue_seat_index_v1.errors = compiled3.errors;
  return ok;
}
function build3() {
  const schema27 = { "$id": "openrig/queue-seat-index@1", "title": "Open rows of one destination ($OPENRIG_HOME/queue/by-destination/<name@rig>.json): everything whoami and work candidates need, so they never open row files; derived from the rows and rebuildable from them", "type": "object", "required": ["schema", "version", "destination", "open", "recent"], "additionalProperties": false, "properties": { "schema": { "const": "queue-seat-index" }, "version": { "const": 1 }, "destination": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "open": { "type": "object", "propertyNames": { "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "additionalProperties": { "type": "object", "required": ["source", "state", "priority", "tags", "summary", "createdAt", "updatedAt", "blockedOn", "continuation", "handedOffFrom", "chainOfRecord", "bodyHash"], "additionalProperties": false, "properties": { "source": { "type": "string" }, "state": { "enum": ["pending", "in-progress", "blocked"] }, "priority": { "enum": ["routine", "urgent", "critical"] }, "tags": { "type": "array", "items": { "type": "string" } }, "summary": { "type": "string" }, "createdAt": { "type": "string" }, "updatedAt": { "type": "string" }, "blockedOn": { "type": ["string", "null"] }, "continuation": { "type": ["string", "null"] }, "handedOffFrom": { "type": ["string", "null"] }, "chainOfRecord": { "type": "array", "items": { "type": "string" } }, "bodyHash": { "type": "string" } } } }, "recent": { "type": "array", "items": { "type": "object", "required": ["id", "state", "summary", "updatedAt"], "additionalProperties": false, "properties": { "id": { "type": "string" }, "state": { "type": "string" }, "summary": { "type": "string" }, "updatedAt": { "type": "string" } } } } } };
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern65 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  const func2 = Object.prototype.hasOwnProperty;
  function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
              if (!pattern65.test(key1)) {
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
                if (!func2.call(schema27.properties.open.additionalProperties.properties, key3)) {
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
                  const err26 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/state", schemaPath: "#/properties/open/additionalProperties/properties/state/enum", keyword: "enum", params: { allowedValues: schema27.properties.open.additionalProperties.properties.state.enum }, message: "must be equal to one of the allowed values" };
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
                  const err27 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/priority", schemaPath: "#/properties/open/additionalProperties/properties/priority/enum", keyword: "enum", params: { allowedValues: schema27.properties.open.additionalProperties.properties.priority.enum }, message: "must be equal to one of the allowed values" };
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
                  const err33 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/blockedOn", schemaPath: "#/properties/open/additionalProperties/properties/blockedOn/type", keyword: "type", params: { type: schema27.properties.open.additionalProperties.properties.blockedOn.type }, message: "must be string,null" };
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
                  const err34 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/continuation", schemaPath: "#/properties/open/additionalProperties/properties/continuation/type", keyword: "type", params: { type: schema27.properties.open.additionalProperties.properties.continuation.type }, message: "must be string,null" };
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
                  const err35 = { instancePath: instancePath + "/open/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/handedOffFrom", schemaPath: "#/properties/open/additionalProperties/properties/handedOffFrom/type", keyword: "type", params: { type: schema27.properties.open.additionalProperties.properties.handedOffFrom.type }, message: "must be string,null" };
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
    validate26.errors = vErrors;
    return errors === 0;
  }
  return validate26;
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
function foldSeatRows(index, destination, rows) {
  return rows.reduce(
    (acc, row) => row && row.destination === destination ? applyRowToSeatIndex(acc, row) : acc,
    index
  );
}
function openRows(index) {
  return Object.entries(index.open).map(([id, e]) => ({ id, ...e }));
}

// lib/queue/listing-index.ts
var import_node_fs10 = require("node:fs");

// lib/store/validators/queue-index.v1.generated.js
var compiled4;
function validate_queue_index_v1(data, options) {
  compiled4 ??= build4();
  const ok = compiled4(data, options);
  validate_queue_index_v1.errors = compiled4.errors;
  return ok;
}
function build4() {
  const schema24 = { "$id": "openrig/queue-index@1", "title": "Legacy queue listing index ($OPENRIG_HOME/queue/index.json), replaced by the buckets in queue/index/ (queue-index-bucket): read only so that the migration can remove it", "type": "object", "required": ["schema", "version", "rows"], "additionalProperties": false, "properties": { "schema": { "const": "queue-index" }, "version": { "const": 1 }, "rows": { "type": "object", "propertyNames": { "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "additionalProperties": { "type": "object", "required": ["destination", "source", "state", "priority", "tags", "summary", "createdAt", "updatedAt"], "additionalProperties": false, "properties": { "destination": { "type": "string" }, "source": { "type": "string" }, "state": { "type": "string" }, "priority": { "type": "string" }, "tags": { "type": "array", "items": { "type": "string" } }, "summary": { "type": "string" }, "createdAt": { "type": "string" }, "updatedAt": { "type": "string" } } } } } };
  const pattern65 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
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
              if (!pattern65.test(key1)) {
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
    validate23.errors = vErrors;
    return errors === 0;
  }
  return validate23;
}

// lib/store/validators/queue-index-bucket.v1.generated.js
var compiled5;
function validate_queue_index_bucket_v1(data, options) {
  compiled5 ??= build5();
  const ok = compiled5(data, options);
  validate_queue_index_bucket_v1.errors = compiled5.errors;
  return ok;
}
function build5() {
  const schema21 = { "$id": "openrig/queue-index-bucket@1", "title": "One bucket of the queue listing index ($OPENRIG_HOME/queue/index/<NN>.json): a few fields of every row whose id hashes to this bucket, for `rig queue list`; derived from the rows and rebuildable from them", "type": "object", "required": ["schema", "version", "rows"], "additionalProperties": false, "properties": { "schema": { "const": "queue-index-bucket" }, "version": { "const": 1 }, "rows": { "type": "object", "propertyNames": { "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "additionalProperties": { "type": "object", "required": ["destination", "source", "state", "priority", "tags", "summary", "createdAt", "updatedAt"], "additionalProperties": false, "properties": { "destination": { "type": "string" }, "source": { "type": "string" }, "state": { "type": "string" }, "priority": { "type": "string" }, "tags": { "type": "array", "items": { "type": "string" } }, "summary": { "type": "string" }, "createdAt": { "type": "string" }, "updatedAt": { "type": "string" } } } } } };
  const pattern65 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
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
              if (!pattern65.test(key1)) {
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

// lib/store/validators/queue-index-manifest.v1.generated.js
var compiled6;
function validate_queue_index_manifest_v1(data, options) {
  compiled6 ??= build6();
  const ok = compiled6(data, options);
  validate_queue_index_manifest_v1.errors = compiled6.errors;
  return ok;
}
function build6() {
  const schema23 = { "$id": "openrig/queue-index-manifest@1", "title": "Queue index manifest ($OPENRIG_HOME/queue/index/manifest.json): written last by an index rebuild, so its presence marks the listing buckets and the per-destination indexes as built; `buckets` is the bucket count they were built with", "type": "object", "required": ["schema", "version", "buckets"], "additionalProperties": false, "properties": { "schema": { "const": "queue-index-manifest" }, "version": { "const": 1 }, "buckets": { "type": "integer", "minimum": 1, "maximum": 4096 } } };
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
    validate22.errors = vErrors;
    return errors === 0;
  }
  return validate22;
}

// lib/queue/listing-bucket.ts
init_fnv1a();
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
var quiet = { onCorrupt: "fresh" };
var legacyIndexKind = defineKind({
  schema: "queue-index",
  version: 1,
  validate: validate_queue_index_v1
});
function listingBuilt(home) {
  if ((0, import_node_fs10.existsSync)(home.queueLegacyIndex)) return false;
  return listingBuiltFrom(false, readDocument(listingManifestKind, home.queueListingManifest, quiet));
}
function readListing(home) {
  const rows = {};
  for (let b = 0; b < LISTING_BUCKETS; b++) {
    const bucket = readDocument(listingBucketKind, queueListingBucketPath(home, b), quiet);
    if (bucket) Object.assign(rows, bucket.rows);
  }
  return { rows };
}
async function writeListingRows(home, rows) {
  const byBucket = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const b = bucketOf(row.id);
    byBucket.set(b, [...byBucket.get(b) ?? [], row]);
  }
  for (const b of [...byBucket.keys()].sort((x, y) => x - y)) {
    await updateDocument(
      listingBucketKind,
      queueListingBucketPath(home, b),
      (current) => {
        const bucket = current ?? emptyBucket();
        for (const row of byBucket.get(b)) bucket.rows[row.id] = listingEntryOf(row);
        return bucket;
      },
      quiet
    );
  }
}
async function rebuildListing(home, listing) {
  const buckets = Array.from({ length: LISTING_BUCKETS }, () => emptyBucket());
  for (const [id, entry] of Object.entries(listing.rows)) buckets[bucketOf(id)].rows[id] = entry;
  for (let b = 0; b < LISTING_BUCKETS; b++) {
    const file = queueListingBucketPath(home, b);
    const bucket = buckets[b];
    const empty = Object.keys(bucket.rows).length === 0;
    if (empty && !(0, import_node_fs10.existsSync)(file)) continue;
    await updateDocument(listingBucketKind, file, () => empty ? REMOVE : bucket, quiet);
  }
  await updateDocument(
    listingManifestKind,
    home.queueListingManifest,
    () => ({
      schema: "queue-index-manifest",
      version: 1,
      buckets: LISTING_BUCKETS
    }),
    quiet
  );
  if ((0, import_node_fs10.existsSync)(home.queueLegacyIndex))
    await updateDocument(legacyIndexKind, home.queueLegacyIndex, () => REMOVE, quiet);
}

// lib/queue/wake.ts
var import_node_fs12 = require("node:fs");

// lib/queue/wake-intent.ts
var import_node_fs11 = require("node:fs");

// lib/store/validators/queue-wake.v1.generated.js
var compiled7;
function validate_queue_wake_v1(data, options) {
  compiled7 ??= build7();
  const ok = compiled7(data, options);
  validate_queue_wake_v1.errors = compiled7.errors;
  return ok;
}
function build7() {
  const schema28 = { "$id": "openrig/queue-wake@1", "title": "One queue wake intent ($OPENRIG_HOME/queue/wakes/<rowId>.json while active, queue/wakes/done/<rowId>.json once settled)", "description": "Written under the queue lock before the row it wakes for is committed; the daemon's wakes job types its body (a short pointer, never the row's body) into the destination seat. Attempts name their outbox records; bodies of typed attempts are not kept in the outbox.", "type": "object", "required": ["schema", "version", "id", "rowId", "destination", "cause", "priority", "body", "rowTransitions", "createdAt", "updatedAt", "state", "reason", "attempts", "tickFailures"], "additionalProperties": false, "properties": { "schema": { "const": "queue-wake" }, "version": { "const": 1 }, "id": { "type": "string", "pattern": "^wake-intent-q-[0-9]{14}-[0-9a-f]{8}$" }, "rowId": { "type": "string", "pattern": "^q-[0-9]{14}-[0-9a-f]{8}$" }, "destination": { "type": "string" }, "cause": { "enum": ["create", "handoff", "unblock"] }, "priority": { "enum": ["routine", "urgent", "critical"] }, "body": { "type": "string" }, "rowTransitions": { "type": "integer", "minimum": 0 }, "createdAt": { "type": "string" }, "updatedAt": { "type": "string" }, "state": { "enum": ["pending", "sending", "held", "complete", "indeterminate", "failed", "closed"] }, "reason": { "type": "string" }, "tickFailures": { "type": "integer", "minimum": 0 }, "tries": { "type": "integer", "minimum": 0 }, "retryAfter": { "type": "string" }, "deferred": { "type": "string" }, "inFlight": { "type": "object", "required": ["outboxId", "nodeId", "at"], "additionalProperties": false, "properties": { "outboxId": { "type": "string" }, "nodeId": { "type": "string" }, "at": { "type": "string" }, "pass": { "enum": ["tick", "startup"] }, "prior": { "enum": ["pending", "held", "indeterminate", "failed"] } } }, "attempts": { "type": "array", "maxItems": 20, "items": { "type": "object", "required": ["outboxId", "at", "state", "reason", "pass"], "additionalProperties": false, "properties": { "outboxId": { "type": "string" }, "nodeId": { "type": "string" }, "at": { "type": "string" }, "state": { "enum": ["complete", "indeterminate", "failed", "held", "refused"] }, "reason": { "type": "string" }, "pass": { "enum": ["tick", "startup"] }, "with": { "type": "array", "maxItems": 64, "items": { "type": "string" } }, "supersededBy": { "type": "string" } } } } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern89 = new RegExp("^wake-intent-q-[0-9]{14}-[0-9a-f]{8}$", "u");
  const pattern65 = new RegExp("^q-[0-9]{14}-[0-9a-f]{8}$", "u");
  function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
        if (!func2.call(schema28.properties, key0)) {
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
          if (!pattern89.test(data2)) {
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
          if (!pattern65.test(data3)) {
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
          const err23 = { instancePath: instancePath + "/cause", schemaPath: "#/properties/cause/enum", keyword: "enum", params: { allowedValues: schema28.properties.cause.enum }, message: "must be equal to one of the allowed values" };
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
          const err24 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/enum", keyword: "enum", params: { allowedValues: schema28.properties.priority.enum }, message: "must be equal to one of the allowed values" };
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
          const err30 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema28.properties.state.enum }, message: "must be equal to one of the allowed values" };
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
              const err45 = { instancePath: instancePath + "/inFlight/pass", schemaPath: "#/properties/inFlight/properties/pass/enum", keyword: "enum", params: { allowedValues: schema28.properties.inFlight.properties.pass.enum }, message: "must be equal to one of the allowed values" };
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
              const err46 = { instancePath: instancePath + "/inFlight/prior", schemaPath: "#/properties/inFlight/properties/prior/enum", keyword: "enum", params: { allowedValues: schema28.properties.inFlight.properties.prior.enum }, message: "must be equal to one of the allowed values" };
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
                  const err58 = { instancePath: instancePath + "/attempts/" + i0 + "/state", schemaPath: "#/properties/attempts/items/properties/state/enum", keyword: "enum", params: { allowedValues: schema28.properties.attempts.items.properties.state.enum }, message: "must be equal to one of the allowed values" };
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
                  const err60 = { instancePath: instancePath + "/attempts/" + i0 + "/pass", schemaPath: "#/properties/attempts/items/properties/pass/enum", keyword: "enum", params: { allowedValues: schema28.properties.attempts.items.properties.pass.enum }, message: "must be equal to one of the allowed values" };
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
    validate27.errors = vErrors;
    return errors === 0;
  }
  return validate27;
}

// lib/queue/wake-intent.ts
var wakeIntentKind = defineKind({
  schema: "queue-wake",
  version: 1,
  validate: validate_queue_wake_v1
});
var MAX_ATTEMPTS_KEPT = 20;
var wakeIdOf = (rowId) => `wake-intent-${rowId}`;
var triesOf = (i) => i.tries ?? i.attempts.length;
function newWakeIntent(row, cause, body, now = /* @__PURE__ */ new Date()) {
  const at = now.toISOString();
  return {
    schema: "queue-wake",
    version: 1,
    id: wakeIdOf(row.id),
    rowId: row.id,
    destination: row.destination,
    cause,
    priority: row.priority,
    body,
    rowTransitions: row.transitions.length,
    createdAt: at,
    updatedAt: at,
    state: "pending",
    reason: "wake_pending",
    tickFailures: 0,
    attempts: []
  };
}
function checkRowId(rowId) {
  if (!QUEUE_ID_PATTERN.test(rowId)) throw new TypeError(`invalid queue row id ${JSON.stringify(rowId)}`);
}
async function saveWakeIntent(home, intent) {
  checkRowId(intent.rowId);
  ensureDir(home.queueWakes);
  const settled = readDocument(wakeIntentKind, queueWakePath(home, intent.rowId, true), { onCorrupt: "fresh" });
  return await updateDocument(wakeIntentKind, queueWakePath(home, intent.rowId), (cur) => {
    const earlier = cur ?? settled;
    return earlier ? { ...intent, attempts: earlier.attempts.slice(-MAX_ATTEMPTS_KEPT), tries: triesOf(earlier) } : intent;
  });
}
async function discardWakeIntent(home, rowId) {
  checkRowId(rowId);
  const file = queueWakePath(home, rowId);
  try {
    await updateDocument(wakeIntentKind, file, () => REMOVE, { onCorrupt: "fresh", report: () => {
    } });
  } catch {
    (0, import_node_fs11.rmSync)(file, { force: true });
  }
}
function readWakeIntent(home, rowId) {
  checkRowId(rowId);
  return readDocument(wakeIntentKind, queueWakePath(home, rowId), { onCorrupt: "fresh" }) ?? readDocument(wakeIntentKind, queueWakePath(home, rowId, true), { onCorrupt: "fresh" });
}

// lib/queue/wake-decide.ts
var SUMMARY_CHARS = 80;
function wakeBody(row, cause) {
  const summary = row.summary.length > SUMMARY_CHARS ? `${row.summary.slice(0, SUMMARY_CHARS - 1)}\u2026` : row.summary;
  const what = cause === "handoff" ? "handed to you" : cause === "unblock" ? "unblocked" : "new";
  return `Queue ${row.id} (${row.priority}, ${what}, from ${row.source}): ${summary} \u2014 rig queue show ${row.id}`;
}

// lib/queue/wake.ts
async function intendWake(home, row, cause) {
  try {
    return await saveWakeIntent(home, newWakeIntent(row, cause, wakeBody(row, cause)));
  } catch (err) {
    return err;
  }
}
function wakeOutcome(home, row, intent) {
  if (intent instanceof Error)
    return {
      attempted: false,
      queued: false,
      reason: `the wake could not be recorded (${intent.message}); the row is recorded and ${row.destination} is not woken`
    };
  const daemon = (0, import_node_fs12.existsSync)(home.daemonSocket);
  return {
    attempted: false,
    queued: true,
    id: intent.id,
    reason: daemon ? `queued: the daemon types it into ${row.destination} when the seat is idle (the row, not the wake, records the work)` : `queued: no daemon is running; it is typed into ${row.destination} once rig daemon start runs`
  };
}
function describeWake(intent) {
  const last = intent.attempts.at(-1);
  const why = intent.state === "pending" ? intent.deferred ?? intent.reason : intent.reason;
  const tail = last ? `; last attempt ${last.outboxId}: ${last.state}` : "";
  const held = intent.state === "held" ? ` \u2014 rig seat held-messages ${intent.destination}` : "";
  return `Wake: ${intent.state} (${why}${tail})${held}`;
}

// lib/queue/unreadable-row.ts
var import_node_fs13 = require("node:fs");
function unreadableRowWords(id, ref) {
  return {
    what: `queue row ${id} is unreadable: its file was moved to ${ref.file} (it could not be parsed or failed its schema)`,
    todo: `repair it and move it back (mv ${shellQuote(ref.file)} ${shellQuote(ref.movedFrom)}), or delete the moved file to drop the row`
  };
}
var QueueRowUnreadableError = class extends Error {
  constructor(id, ref) {
    const w = unreadableRowWords(id, ref);
    super(w.what);
    this.id = id;
    this.ref = ref;
    this.name = "QueueRowUnreadableError";
    this.what = w.what;
    this.todo = w.todo;
  }
  id;
  ref;
  what;
  todo;
};
function unreadableRows(home) {
  const out = /* @__PURE__ */ new Map();
  for (const q of quarantinedIn(home.queueRows)) {
    const [id] = rowIdsOfFileNames([q.original.slice(q.original.lastIndexOf("/") + 1)]);
    if (id !== void 0 && !(0, import_node_fs13.existsSync)(q.original)) out.set(id, { file: q.path, movedFrom: q.original });
  }
  return out;
}
function readRowOrUnreadable(home, id) {
  let row;
  try {
    row = readDocument(queueRowKind, queueRowPath(home, id));
  } catch (err) {
    if (err instanceof CorruptDocumentError)
      throw new QueueRowUnreadableError(id, { file: err.quarantinedTo, movedFrom: err.file });
    throw err;
  }
  if (row) return row;
  const ref = unreadableRows(home).get(id);
  if (ref) throw new QueueRowUnreadableError(id, ref);
  return void 0;
}
function markUnreadable(rows, unreadable, indexed, filtered) {
  const out = rows.map((r) => {
    const ref = unreadable.get(r.id);
    return ref ? { ...r, unreadable: ref } : r;
  });
  if (!filtered) {
    for (const [id, ref] of [...unreadable].sort(([a], [b]) => compareText(b, a)))
      if (!indexed.has(id)) out.push({ id, unreadable: ref });
  }
  return out;
}

// lib/queue/queue-store.ts
var QueueNotFoundError = class extends Error {
  constructor(id) {
    super(`no queue row ${id}`);
    this.id = id;
    this.name = "QueueNotFoundError";
  }
  id;
};
var QueueTransitionError = class extends Error {
  constructor(id, verb, state, todo) {
    super(`cannot ${verb} ${id}: it is ${state}`);
    this.id = id;
    this.verb = verb;
    this.state = state;
    this.todo = todo;
    this.name = "QueueTransitionError";
  }
  id;
  verb;
  state;
  todo;
};
var quiet2 = { onCorrupt: "fresh" };
function withQueueLock(home, fn) {
  return withLock(home.queueMutex, () => fn());
}
function actorFrom(env, explicit) {
  if (explicit !== void 0) return checkSeatName(explicit, "source");
  const session = paneIdentity(env).session;
  if (!session) return UNATTRIBUTED;
  try {
    return checkSeatName(session, PANE_VARS.session);
  } catch {
    return UNATTRIBUTED;
  }
}
function rowIdsOnDisk(home) {
  try {
    return rowIdsOfFileNames((0, import_node_fs14.readdirSync)(home.queueRows));
  } catch {
    return [];
  }
}
function readRowQuietly(home, id) {
  return rowIfNamed(readDocument(queueRowKind, queueRowPath(home, id), quiet2), id);
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
    await updateDocument(queueSeatIndexKind, seatIndexFile(home, destination), () => index, quiet2);
  }
  let files = [];
  try {
    files = (0, import_node_fs14.readdirSync)(home.queueSeatIndexes).filter((f) => f.endsWith(".json"));
  } catch {
    files = [];
  }
  for (const f of files) {
    const destination = f.slice(0, -".json".length);
    if (!seats.has(destination)) {
      try {
        await updateDocument(queueSeatIndexKind, seatIndexFile(home, destination), () => REMOVE, quiet2);
      } catch {
      }
    }
  }
  await rebuildListing(home, listing);
  await updateDocument(queueIndexIntentKind, home.queueIndexIntent, () => REMOVE, quiet2);
  return Object.keys(listing.rows).length;
}
async function rebuildQueueIndex(home) {
  return withQueueLock(home, async () => ({ rows: await rebuildUnlocked(home) }));
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
function intentIds(home) {
  return readDocument(queueIndexIntentKind, home.queueIndexIntent, quiet2)?.ids ?? [];
}
async function loadQueueIndex(home) {
  await ensureIndexes(home);
  const index = readListing(home);
  for (const id of intentIds(home)) {
    const row = readRowQuietly(home, id);
    if (row) index.rows[id] = listingEntryOf(row);
  }
  return index;
}
function indexesBehindLine(err) {
  return `the change is recorded, but the queue's indexes could not be updated (${err?.message ?? String(err)}); listings apply it already and the next queue change brings the indexes up to date`;
}
async function commitRows(home, change, opts = {}) {
  const created = change.created ?? [];
  const rows = [...created, ...change.changed ?? []];
  if (!indexesBuilt(home)) await rebuildUnlocked(home);
  const ids = rows.map((r) => r.id);
  const stale = intentIds(home).filter((id) => !ids.includes(id));
  await updateDocument(
    queueIndexIntentKind,
    home.queueIndexIntent,
    () => ({
      schema: "queue-index-intent",
      version: 1,
      ids: [...stale, ...ids]
    }),
    quiet2
  );
  try {
    for (const row of rows) await updateDocument(queueRowKind, queueRowPath(home, row.id), () => row);
  } catch (err) {
    for (const row of created) (0, import_node_fs14.rmSync)(queueRowPath(home, row.id), { force: true });
    await restoreIntent(home, stale);
    throw err;
  }
  try {
    await foldIntoIndexes(home, stale, rows);
  } catch (err) {
    (opts.report ?? defaultReport)(indexesBehindLine(err));
  }
}
async function restoreIntent(home, stale) {
  try {
    if (stale.length === 0) (0, import_node_fs14.rmSync)(home.queueIndexIntent, { force: true });
    else
      await updateDocument(
        queueIndexIntentKind,
        home.queueIndexIntent,
        () => ({ schema: "queue-index-intent", version: 1, ids: stale }),
        quiet2
      );
  } catch {
  }
}
async function foldIntoIndexes(home, stale, rows) {
  const fold = [...stale.map((id) => readRowQuietly(home, id)).filter((r) => r !== void 0), ...rows];
  for (const destination of new Set(fold.map((r) => r.destination))) {
    await updateDocument(
      queueSeatIndexKind,
      seatIndexFile(home, destination),
      (current) => foldSeatRows(current ?? emptySeatIndex(destination), destination, fold),
      quiet2
    );
  }
  await writeListingRows(home, fold);
  await updateDocument(queueIndexIntentKind, home.queueIndexIntent, () => REMOVE, quiet2);
}
function checkCreateInput(input) {
  return {
    source: input.source !== void 0 ? checkSeatName(input.source, "source") : void 0,
    destination: checkSeatName(input.destination, "destination"),
    priority: checkPriority(input.priority ?? "routine"),
    tags: checkTags(input.tags ?? []),
    summary: checkSummary(input.summary),
    body: input.body !== void 0 ? checkBody(input.body) : void 0
  };
}
function buildQueueRow(input, source, now = /* @__PURE__ */ new Date()) {
  const at = now.toISOString();
  const checked2 = checkCreateInput(input);
  return {
    schema: "queue-row",
    version: 1,
    id: newQueueId(now),
    createdAt: at,
    updatedAt: at,
    source,
    destination: checked2.destination,
    state: "pending",
    priority: checked2.priority,
    tags: checked2.tags,
    summary: checked2.summary,
    body: checked2.body ?? "",
    blockedOn: null,
    handedOffFrom: null,
    handedOffTo: null,
    chainOfRecord: [],
    transitions: []
  };
}
async function commitWithWake(home, wakeFor, cause, change, opts) {
  const intent = await intendWake(home, wakeFor, cause);
  if (intent instanceof Error && isDiskFull(intent)) throw intent;
  try {
    await commitRows(home, change, opts);
  } catch (err) {
    if (!(intent instanceof Error)) await discardWakeIntent(home, wakeFor.id);
    throw err;
  }
  return intent;
}
async function createQueueRow(home, env, input, opts = {}) {
  const row = buildQueueRow(input, actorFrom(env, input.source));
  return withQueueLock(home, () => commitCreatedRow(home, row, opts));
}
async function commitCreatedRow(home, row, opts = {}) {
  const intent = await commitWithWake(home, row, "create", { created: [row] }, opts);
  return { row, wake: wakeOutcome(home, row, intent) };
}
function isUnblock(before, after, actor) {
  return before.state === "blocked" && after.state === "in-progress" && actor !== before.destination;
}
function checkTransitionRequest(req) {
  let note = req.note !== void 0 ? checkLine(req.note, "note") : void 0;
  let blockedOn;
  if (req.verb === "block") {
    if (req.on === void 0) throw new QueueInputError("on", "block needs what the row waits on (--on)");
    blockedOn = checkLine(req.on, "on", 500);
    const continuation = req.continuation !== void 0 ? checkLine(req.continuation, "continuation") : void 0;
    note = blockNote(note, continuation);
  } else if (req.on !== void 0 || req.continuation !== void 0) {
    throw new QueueInputError(req.on !== void 0 ? "on" : "continuation", `applies to block only, not ${req.verb}`);
  }
  return { note, blockedOn };
}
async function transitionQueueRow(home, env, id, req, opts = {}) {
  checkQueueId(id);
  const actor = actorFrom(env, req.actor);
  const { note, blockedOn } = checkTransitionRequest(req);
  return withQueueLock(home, async () => {
    const row = readRowOrUnreadable(home, id);
    if (!row) throw new QueueNotFoundError(id);
    const result = applyTransition(row, { verb: req.verb, actor, at: (/* @__PURE__ */ new Date()).toISOString(), note, blockedOn });
    if (!result.ok) throw new QueueTransitionError(id, req.verb, row.state, result.todo);
    if (isUnblock(row, result.row, actor)) await intendWake(home, result.row, "unblock");
    await commitRows(home, { changed: [result.row] }, opts);
    return result.row;
  });
}
function checkHandoffRequest(req) {
  return {
    to: checkSeatName(req.to, "to"),
    note: req.note !== void 0 ? checkLine(req.note, "note") : void 0,
    summary: req.summary !== void 0 ? checkSummary(req.summary) : void 0,
    body: req.body !== void 0 ? checkBody(req.body) : void 0,
    tags: req.tags !== void 0 ? checkTags(req.tags) : void 0
  };
}
async function handoffQueueRow(home, env, id, req, opts = {}) {
  checkQueueId(id);
  const actor = actorFrom(env, req.actor);
  const { to, note, summary, body, tags } = checkHandoffRequest(req);
  const { original, successor, intent } = await withQueueLock(home, async () => {
    const row = readRowOrUnreadable(home, id);
    if (!row) throw new QueueNotFoundError(id);
    const now = /* @__PURE__ */ new Date();
    const at = now.toISOString();
    const successor2 = {
      ...buildQueueRow(
        {
          destination: to,
          summary: summary ?? row.summary,
          body: body ?? row.body,
          priority: row.priority,
          tags: tags ?? row.tags
        },
        actor,
        now
      ),
      handedOffFrom: row.id,
      chainOfRecord: [...row.chainOfRecord, row.id]
    };
    const result = applyTransition(row, {
      verb: "handoff",
      actor,
      at,
      note: note ?? `handed off to ${to} as ${successor2.id}`,
      handedOffTo: successor2.id
    });
    if (!result.ok) throw new QueueTransitionError(id, "handoff", row.state, result.todo);
    const intent2 = await commitWithWake(
      home,
      successor2,
      "handoff",
      { created: [successor2], changed: [result.row] },
      opts
    );
    return { original: result.row, successor: successor2, intent: intent2 };
  });
  return { original, successor, wake: wakeOutcome(home, successor, intent) };
}
async function listQueueRows(home, opts = {}) {
  const index = await loadQueueIndex(home);
  const rows = Object.entries(index.rows).map(([id, e]) => ({ id, ...e })).filter(
    (r) => (opts.destination === void 0 || r.destination === opts.destination) && (opts.state === void 0 || r.state === opts.state)
  ).sort(newestFirst);
  const filtered = opts.destination !== void 0 || opts.state !== void 0;
  return markUnreadable(rows, unreadableRows(home), new Set(Object.keys(index.rows)), filtered);
}

// lib/store/validators/seat.v1.generated.js
var compiled8;
function validate_seat_v1(data, options) {
  compiled8 ??= build8();
  const ok = compiled8(data, options);
  validate_seat_v1.errors = compiled8.errors;
  return ok;
}
function build8() {
  const schema52 = { "$id": "openrig/seat@1", "title": "Seat registry record ($OPENRIG_HOME/seats/<rig>/<seat>.json)", "type": "object", "required": ["schema", "version", "name", "rig", "nodeId", "runtime", "cwd", "projectDir", "plugins", "roleFiles", "typingGuard", "tmux", "occupant", "launchedAt", "status"], "additionalProperties": false, "properties": { "schema": { "const": "seat" }, "version": { "const": 1 }, "name": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "rig": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "runtime": { "enum": ["claude-code", "codex", "terminal"] }, "cwd": { "type": "string", "pattern": "\\S" }, "projectDir": { "type": "string", "pattern": "\\S" }, "command": { "type": "string" }, "plugins": { "type": "array", "items": { "type": "string", "pattern": "\\S" } }, "envNames": { "type": "array", "items": { "type": "string" } }, "roleFiles": { "type": "array", "items": { "type": "string", "pattern": "\\S" } }, "typingGuard": { "enum": ["off", "draft-aware", "openrig-urgent", "urgent-only", "sends-only", "hold"] }, "tmux": { "type": "object", "required": ["socket", "session"], "additionalProperties": false, "properties": { "socket": { "type": ["string", "null"] }, "session": { "type": "string", "pattern": "\\S" }, "paneId": { "type": "string", "pattern": "^%[0-9]+$" } } }, "occupant": { "type": "string", "pattern": "^o-[0-9a-f]{16}$" }, "launchedAt": { "type": "string" }, "status": { "enum": ["running", "stopped"] }, "stoppedAt": { "type": "string" }, "specFile": { "type": "string" }, "permissionMode": { "enum": ["acceptEdits", "auto", "bypassPermissions", "manual", "dontAsk", "plan"] }, "launch": { "type": "object", "required": ["kind"], "additionalProperties": false, "properties": { "kind": { "enum": ["fresh", "relaunch", "restore", "handover"] }, "resumedSession": { "type": "string" }, "model": { "type": "string" }, "effort": { "type": "string" }, "handoffNote": { "type": "string" } } }, "codexHome": { "type": "string", "pattern": "^/" } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern136 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern60 = new RegExp("^%[0-9]+$", "u");
  const pattern19 = new RegExp("^o-[0-9a-f]{16}$", "u");
  const pattern146 = new RegExp("^/", "u");
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
        if (!func2.call(schema52.properties, key0)) {
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
          if (!pattern136.test(data2)) {
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
          if (!pattern136.test(data3)) {
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
          const err24 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/enum", keyword: "enum", params: { allowedValues: schema52.properties.runtime.enum }, message: "must be equal to one of the allowed values" };
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
          const err38 = { instancePath: instancePath + "/typingGuard", schemaPath: "#/properties/typingGuard/enum", keyword: "enum", params: { allowedValues: schema52.properties.typingGuard.enum }, message: "must be equal to one of the allowed values" };
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
              const err42 = { instancePath: instancePath + "/tmux/socket", schemaPath: "#/properties/tmux/properties/socket/type", keyword: "type", params: { type: schema52.properties.tmux.properties.socket.type }, message: "must be string,null" };
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
              if (!pattern60.test(data19)) {
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
          const err51 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema52.properties.status.enum }, message: "must be equal to one of the allowed values" };
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
          const err54 = { instancePath: instancePath + "/permissionMode", schemaPath: "#/properties/permissionMode/enum", keyword: "enum", params: { allowedValues: schema52.properties.permissionMode.enum }, message: "must be equal to one of the allowed values" };
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
              const err57 = { instancePath: instancePath + "/launch/kind", schemaPath: "#/properties/launch/properties/kind/enum", keyword: "enum", params: { allowedValues: schema52.properties.launch.properties.kind.enum }, message: "must be equal to one of the allowed values" };
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
          if (!pattern146.test(data32)) {
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
    validate34.errors = vErrors;
    return errors === 0;
  }
  return validate34;
}

// lib/seat/registry.ts
var seatKind = defineKind({ schema: "seat", version: 1, validate: validate_seat_v1 });
function readSeat(home, rig, seat, opts = {}) {
  return readDocument(seatKind, seatRecordPath(home, rig, seat), { onCorrupt: "fresh", ...opts });
}

// lib/util/map-limit.ts
async function mapLimit(items, limit, step, signal) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (; ; ) {
      signal?.throwIfAborted();
      const i = next++;
      if (i >= items.length) return;
      out[i] = await step(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}

// lib/util/lookup-fs.ts
var aborted = () => new Error("aborted");
async function orElse(work, fallback, signal) {
  try {
    return await untilAborted(work, signal, aborted);
  } catch (err) {
    if (signal?.aborted) throw err;
    return fallback;
  }
}
function pathExists(path2, signal) {
  return orElse(
    stat2(path2).then(() => true),
    false,
    signal
  );
}
function dirNames(dir, signal) {
  return orElse(
    readdir(dir).then((names) => names.sort()),
    [],
    signal
  );
}
function isDirectoryPath(path2, signal) {
  return orElse(
    stat2(path2).then((st) => st.isDirectory()),
    false,
    signal
  );
}
function dirEntries(dir, signal) {
  return orElse(readdirEntries(dir), [], signal);
}

// lib/queue/lookup-read.ts
var quiet3 = (signal) => ({ onCorrupt: "fresh", signal });
var READ_CONCURRENCY = 8;
function sessionSeat(session) {
  if (!session) return { problem: "OPENRIG_SESSION_NAME is not set, so this process names no seat" };
  let ref;
  try {
    ref = parseSeatRef(session);
  } catch (err) {
    return { problem: `session ${JSON.stringify(session)} is not a seat ref: ${err.message}` };
  }
  if (ref.kind !== "name") return { problem: `session ${JSON.stringify(session)} is not in name@rig form` };
  return { rig: ref.rig, seat: ref.seat, canonical: formatSeatRef(ref.seat, ref.rig) };
}
async function seatForSessionAsync(home, session, signal) {
  const s = sessionSeat(session);
  if ("problem" in s) return { problem: s.problem };
  try {
    return {
      record: await readDocumentAsync(seatKind, seatRecordPath(home, s.rig, s.seat), { onCorrupt: "fresh", signal }),
      canonical: s.canonical
    };
  } catch (err) {
    if (signal?.aborted) throw err;
    return { problem: `seat record unreadable: ${err.message}`, canonical: s.canonical };
  }
}
async function readRow(home, id, signal, silent = false) {
  const row = await readDocumentAsync(
    queueRowKind,
    queueRowPath(home, id),
    silent ? { onCorrupt: "fresh", report: () => void 0, signal } : quiet3(signal)
  );
  return rowIfNamed(row, id);
}
async function indexesBuilt2(home, signal) {
  const [legacy, manifest] = await Promise.all([
    pathExists(home.queueLegacyIndex, signal),
    readDocumentAsync(listingManifestKind, home.queueListingManifest, quiet3(signal))
  ]);
  return listingBuiltFrom(legacy, manifest);
}
async function rowIdsOnDisk2(home, signal) {
  return rowIdsOfFileNames(await dirNames(home.queueRows, signal));
}
async function readSeatIndexForLookup(home, destination, signal) {
  const fold = (index, rows) => foldSeatRows(index, destination, rows);
  const [built, stored, intent] = await Promise.all([
    indexesBuilt2(home, signal),
    readDocumentAsync(queueSeatIndexKind, queueSeatIndexPath(home, destination), quiet3(signal)),
    readDocumentAsync(queueIndexIntentKind, home.queueIndexIntent, quiet3(signal))
  ]);
  if (!built) {
    const ids = await rowIdsOnDisk2(home, signal);
    return fold(
      emptySeatIndex(destination),
      await mapLimit(ids, READ_CONCURRENCY, (id) => readRow(home, id, signal), signal)
    );
  }
  return fold(
    stored ?? emptySeatIndex(destination),
    await mapLimit(intent?.ids ?? [], READ_CONCURRENCY, (id) => readRow(home, id, signal), signal)
  );
}
async function readAncestors(home, ids, signal) {
  const wanted = [...new Set(ids)].filter(isQueueId);
  const rows = await mapLimit(
    wanted,
    READ_CONCURRENCY,
    (id) => readRow(home, id, signal, true).catch((err) => {
      if (signal?.aborted) throw err;
      return void 0;
    }),
    signal
  );
  const out = /* @__PURE__ */ new Map();
  for (const row of rows) if (row) out.set(row.id, { id: row.id, ...rowEntryOf(row) });
  return out;
}

// lib/config/config.ts
var import_node_path7 = require("node:path");

// lib/store/validators/config.v1.generated.js
var compiled9;
function validate_config_v1(data, options) {
  compiled9 ??= build9();
  const ok = compiled9(data, options);
  validate_config_v1.errors = compiled9.errors;
  return ok;
}
function build9() {
  const schema13 = { "$id": "openrig/config@1", "title": "OpenRig instance configuration ($OPENRIG_HOME/config.json)", "type": "object", "required": ["schema", "version"], "additionalProperties": false, "properties": { "schema": { "const": "config" }, "version": { "const": 1 }, "topology": { "type": "object", "additionalProperties": false, "properties": { "root": { "type": "string", "pattern": "\\S" } } }, "workspace": { "type": "object", "additionalProperties": false, "properties": { "root": { "type": "string", "pattern": "\\S" } } }, "context": { "type": "object", "additionalProperties": false, "properties": { "root": { "type": "string", "pattern": "\\S" } } }, "federation": { "description": "Federation over NATS (lib/config/federation.ts checks the values; no url: single-host).", "type": "object", "additionalProperties": false, "properties": { "url": { "type": "string" }, "host": { "type": "string" }, "user": { "type": "string" }, "tokenFile": { "type": "string" }, "credsFile": { "type": "string" }, "tlsCa": { "type": "string" }, "tlsCert": { "type": "string" }, "tlsKey": { "type": "string" }, "jsDomain": { "type": "string" } } }, "compaction": { "description": "Managed compaction's policy, checked by lib/config/compaction-policy.ts (not here, so a bad value reads as an invalid policy instead of discarding the whole file); an environment variable overrides each key.", "type": "object", "additionalProperties": false, "properties": { "enabled": { "description": "true or false; any other value reads as an invalid policy, never sent on" }, "thresholdPercent": { "description": "a whole number 1-100; any other value reads as an invalid policy" }, "prepInstruction": {}, "compactInstruction": {}, "restoreInstruction": {}, "auditInstruction": {} } } } };
  const pattern1 = new RegExp("\\S", "u");
  const func2 = Object.prototype.hasOwnProperty;
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
        if (!(key0 === "schema" || key0 === "version" || key0 === "topology" || key0 === "workspace" || key0 === "context" || key0 === "federation" || key0 === "compaction")) {
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
      if (data.federation !== void 0) {
        let data8 = data.federation;
        if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
          for (const key4 in data8) {
            if (!func2.call(schema13.properties.federation.properties, key4)) {
              const err17 = { instancePath: instancePath + "/federation", schemaPath: "#/properties/federation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
          if (data8.url !== void 0) {
            if (typeof data8.url !== "string") {
              const err18 = { instancePath: instancePath + "/federation/url", schemaPath: "#/properties/federation/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          }
          if (data8.host !== void 0) {
            if (typeof data8.host !== "string") {
              const err19 = { instancePath: instancePath + "/federation/host", schemaPath: "#/properties/federation/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
          if (data8.user !== void 0) {
            if (typeof data8.user !== "string") {
              const err20 = { instancePath: instancePath + "/federation/user", schemaPath: "#/properties/federation/properties/user/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          }
          if (data8.tokenFile !== void 0) {
            if (typeof data8.tokenFile !== "string") {
              const err21 = { instancePath: instancePath + "/federation/tokenFile", schemaPath: "#/properties/federation/properties/tokenFile/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
          if (data8.credsFile !== void 0) {
            if (typeof data8.credsFile !== "string") {
              const err22 = { instancePath: instancePath + "/federation/credsFile", schemaPath: "#/properties/federation/properties/credsFile/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          }
          if (data8.tlsCa !== void 0) {
            if (typeof data8.tlsCa !== "string") {
              const err23 = { instancePath: instancePath + "/federation/tlsCa", schemaPath: "#/properties/federation/properties/tlsCa/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          }
          if (data8.tlsCert !== void 0) {
            if (typeof data8.tlsCert !== "string") {
              const err24 = { instancePath: instancePath + "/federation/tlsCert", schemaPath: "#/properties/federation/properties/tlsCert/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          }
          if (data8.tlsKey !== void 0) {
            if (typeof data8.tlsKey !== "string") {
              const err25 = { instancePath: instancePath + "/federation/tlsKey", schemaPath: "#/properties/federation/properties/tlsKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
          if (data8.jsDomain !== void 0) {
            if (typeof data8.jsDomain !== "string") {
              const err26 = { instancePath: instancePath + "/federation/jsDomain", schemaPath: "#/properties/federation/properties/jsDomain/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
        } else {
          const err27 = { instancePath: instancePath + "/federation", schemaPath: "#/properties/federation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
      if (data.compaction !== void 0) {
        let data18 = data.compaction;
        if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
          for (const key5 in data18) {
            if (!(key5 === "enabled" || key5 === "thresholdPercent" || key5 === "prepInstruction" || key5 === "compactInstruction" || key5 === "restoreInstruction" || key5 === "auditInstruction")) {
              const err28 = { instancePath: instancePath + "/compaction", schemaPath: "#/properties/compaction/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
        } else {
          const err29 = { instancePath: instancePath + "/compaction", schemaPath: "#/properties/compaction/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
    } else {
      const err30 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err30];
      } else {
        vErrors.push(err30);
      }
      errors++;
    }
    validate12.errors = vErrors;
    return errors === 0;
  }
  return validate12;
}

// lib/config/federation.ts
var HOST_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/;
var path = (env, describe) => ({ env, describe, kind: "path", fallback: () => "" });
var text = (env, describe, fallback = () => "") => ({
  env,
  describe,
  kind: "text",
  fallback
});
var machineHost;
function defaultHostName() {
  machineHost ??= hostNameOf(os().hostname());
  return machineHost;
}
var FEDERATION_KEYS = {
  "federation.url": text("OPENRIG_FEDERATION_URL", "NATS server (nats:// or tls://); unset: no federation"),
  "federation.host": text(
    "OPENRIG_FEDERATION_HOST",
    "this host's name in federation (default: hostname)",
    () => defaultHostName()
  ),
  "federation.user": text("OPENRIG_FEDERATION_USER", "NATS user (with tokenFile as its password)"),
  "federation.tokenFile": path("OPENRIG_FEDERATION_TOKEN_FILE", "file (0600) holding the token or password"),
  "federation.credsFile": path("OPENRIG_FEDERATION_CREDS_FILE", "NATS .creds file (0600), instead of a token"),
  "federation.tlsCa": path("OPENRIG_FEDERATION_TLS_CA", "CA certificate for tls:// (PEM)"),
  "federation.tlsCert": path("OPENRIG_FEDERATION_TLS_CERT", "client certificate for tls:// (PEM)"),
  "federation.tlsKey": path("OPENRIG_FEDERATION_TLS_KEY", "client key for tls:// (PEM, 0600)"),
  "federation.jsDomain": text(
    "OPENRIG_FEDERATION_JS_DOMAIN",
    "the hub's JetStream domain, when the daemon connects to a leaf node (docs/federation.md)"
  )
};
function hostNameOf(hostname) {
  const label = hostname.split(".")[0].replace(/[^A-Za-z0-9_-]/g, "-").replace(/^[-_]+/, "");
  const cut = label.slice(0, 63);
  return HOST_NAME_PATTERN.test(cut) ? cut : "host";
}

// lib/config/config.ts
var configKind = defineKind({ schema: "config", version: 1, validate: validate_config_v1 });
var CONFIG_KEYS = {
  "topology.root": {
    env: "OPENRIG_TOPOLOGY_ROOT",
    describe: "root of the topology tree (rigs/<rig>/seats/<seat>/)",
    kind: "path",
    fallback: (h) => h.defaultTopology
  },
  "workspace.root": {
    env: "OPENRIG_WORKSPACE_ROOT",
    describe: "root of the work tree (SPEC.md, missions/, slices/)",
    kind: "path",
    fallback: (h) => h.defaultWorkspace
  },
  "context.root": {
    env: "OPENRIG_CONTEXT_ROOT",
    describe: "root of the context library (rig context)",
    kind: "path",
    fallback: (h) => h.defaultContext
  },
  ...FEDERATION_KEYS
};
var KNOWN_CONFIG_KEYS = Object.keys(CONFIG_KEYS);
function storedValue(doc, key) {
  const [section, field] = key.split(".");
  return doc?.[section]?.[field];
}
function resolveConfigFrom(doc, home, env, cwd = process.cwd()) {
  const out = {};
  for (const key of KNOWN_CONFIG_KEYS) {
    const info = CONFIG_KEYS[key];
    const fromEnv = env[info.env]?.trim();
    const fromDoc = storedValue(doc, key);
    if (fromEnv)
      out[key] = { key, value: info.kind === "path" ? (0, import_node_path7.resolve)(cwd, fromEnv) : fromEnv, source: "env", env: info.env };
    else if (fromDoc) out[key] = { key, value: fromDoc, source: "config", env: info.env };
    else out[key] = { key, value: info.fallback(home), source: "default", env: info.env };
  }
  return out;
}

// lib/config/config-async.ts
async function resolveConfigAsync(home, env, cwd, signal) {
  return resolveConfigFrom(
    await readDocumentAsync(configKind, home.config, { onCorrupt: "fresh", signal }),
    home,
    env,
    cwd
  );
}

// lib/queue/work-resolver.ts
var import_node_path9 = require("node:path");

// lib/workspace/frontmatter.ts
var OPEN = /^---[ \t]*\r?\n/;
function unquote(value2) {
  const v = value2.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
    try {
      return String(JSON.parse(v));
    } catch {
      return v.slice(1, -1);
    }
  }
  if (v.length >= 2 && v.startsWith("'") && v.endsWith("'")) return v.slice(1, -1).replace(/''/g, "'");
  return v;
}
function parseFrontmatter(raw) {
  const text2 = raw.charCodeAt(0) === 65279 ? raw.slice(1) : raw;
  if (!OPEN.test(text2)) return { fields: {}, body: text2, present: false };
  const lines = text2.replace(OPEN, "").split(/\r?\n/);
  const end = lines.findIndex((l) => /^(---|\.\.\.)[ \t]*$/.test(l));
  if (end < 0) return { fields: {}, body: text2, present: false };
  const fields = {};
  for (let i = 0; i < end; i++) {
    const m = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ \t]+(.*))?$/.exec(lines[i]);
    if (!m) continue;
    const key = m[1];
    const raw2 = (m[2] ?? "").replace(/[ \t]+#.*$/, "").trim();
    if (/^[|>][+-]?$/.test(raw2)) {
      const parts = [];
      while (i + 1 < end && (/^[ \t]+\S/.test(lines[i + 1]) || lines[i + 1].trim() === "")) {
        const line = lines[++i].trim();
        if (line) parts.push(line);
      }
      fields[key] = parts.join(" ");
    } else {
      fields[key] = unquote(raw2);
    }
  }
  return { fields, body: lines.slice(end + 1).join("\n"), present: true };
}
function frontmatterIntent(text2) {
  const intent = parseFrontmatter(text2).fields.intent?.trim();
  return intent ? intent : null;
}

// lib/workspace/missions.ts
var import_node_path8 = require("node:path");
var MISSIONS_ON_HOST_CAP = 30;
var SPEC_MAX_BYTES = 1024 * 1024;
function missionsShelf(workspaceRoot) {
  return (0, import_node_path8.join)(workspaceRoot, "missions");
}

// lib/queue/work-resolver.ts
function resolveMissionTag(resolver, mission, slice) {
  const dirs = resolver.missionDirs(mission);
  if (dirs.length !== 1) {
    return {
      workNodePath: null,
      intent: null,
      unresolved: `mission ${mission} resolves to ${dirs.length} directories on this host`
    };
  }
  const missionDir = dirs[0];
  if (slice === null) return { workNodePath: missionDir, intent: resolver.intentOf(missionDir), unresolved: null };
  const sliceDirs = resolver.sliceDirs(missionDir, slice);
  if (sliceDirs.length !== 1) {
    return {
      workNodePath: missionDir,
      intent: resolver.intentOf(missionDir),
      unresolved: `slice ${slice} resolves to ${sliceDirs.length} directories under ${(0, import_node_path9.join)(missionDir, "slices")}`
    };
  }
  return { workNodePath: sliceDirs[0], intent: resolver.intentOf(sliceDirs[0]), unresolved: null };
}
function taggedWork(tags) {
  const missions = missionTags(tags);
  const slices = sliceTags(tags);
  const slice = missions.length === 1 && slices.length === 1 ? slices[0] : null;
  return missions.map((mission) => ({ mission, slice }));
}

// lib/queue/current-work.ts
var NO_CURRENT_BATON_BASIS = "no typed in-progress work (only in-progress rows are considered; a typed row that is pending or blocked is not current work)";
var NO_TYPED_WORK_RESOLVED_BASIS = "no typed in-progress work resolved to a work node";
function distinctNodesBasis(n) {
  return `${n} distinct typed work nodes \u2014 refusing to guess`;
}
function deriveCurrentWork(rows, resolver) {
  const typed = rows.filter((r) => r.state === "in-progress" && missionTags(r.tags).length > 0).sort((a, b) => a.updatedAt === b.updatedAt ? a.id < b.id ? 1 : -1 : a.updatedAt < b.updatedAt ? 1 : -1);
  if (typed.length === 0) return { currentWork: null, currentWorkBasis: NO_CURRENT_BATON_BASIS };
  const nodes = /* @__PURE__ */ new Map();
  for (const row of typed) {
    for (const { mission, slice } of taggedWork(row.tags)) {
      const r = resolveMissionTag(resolver, mission, slice);
      if (r.unresolved !== null || r.workNodePath === null) continue;
      if (!nodes.has(r.workNodePath)) nodes.set(r.workNodePath, row.id);
    }
  }
  if (nodes.size === 0) return { currentWork: null, currentWorkBasis: NO_TYPED_WORK_RESOLVED_BASIS };
  if (nodes.size > 1) return { currentWork: null, currentWorkBasis: distinctNodesBasis(nodes.size) };
  const [workNodePath, qitemId] = [...nodes.entries()][0];
  return { currentWork: { workNodePath, qitemId } };
}

// lib/queue/work-candidates.ts
var HELD_CAP = 20;
var NEXT_CAP = 10;
var LINE_CHARS = 160;
function oneLine2(text2, id, max = LINE_CHARS) {
  const flat = text2.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max - 1).trimEnd()}\u2026 (rig queue show ${id})`;
}
var PRIORITY_ORDER = { critical: 0, urgent: 1, routine: 2 };
var newestFirst2 = (a, b) => a.updatedAt === b.updatedAt ? a.id < b.id ? 1 : -1 : a.updatedAt < b.updatedAt ? 1 : -1;
var queueOrder = (a, b) => (PRIORITY_ORDER[a.priority] ?? 3) - (PRIORITY_ORDER[b.priority] ?? 3) || oldestFirst(a, b);
function handoffAncestors(row) {
  const out = [];
  for (const id of [row.handedOffFrom, ...[...row.chainOfRecord].reverse()]) {
    if (id && !out.includes(id)) out.push(id);
  }
  return out;
}
function tagCandidates(row, resolver) {
  return taggedWork(row.tags).map(({ mission, slice }) => {
    const r = resolveMissionTag(resolver, mission, slice);
    return {
      kind: "tag",
      qitemId: row.id,
      mission,
      slice,
      workNodePath: r.workNodePath,
      intent: r.intent,
      source: `tag mission:${mission}${slice !== null ? ` + slice:${slice}` : ""} on row ${row.id}`,
      unresolved: r.unresolved
    };
  });
}
function ancestryPlacement(row, input) {
  const ancestors = handoffAncestors(row);
  if (ancestors.length === 0) return { reason: "no mission tag and no handoff ancestry" };
  for (const a of ancestors) {
    const ancestor = input.lookup(a);
    if (!ancestor)
      return { reason: `handoff ancestor ${a} is not on this host (remote or removed); no mission assumed` };
    if (ancestor.bodyHash !== row.bodyHash)
      return { reason: `retargeted handoff from ${a} (new body, no tags); no mission assumed` };
    const work = taggedWork(ancestor.tags);
    if (work.length > 0) {
      return {
        candidates: work.map(({ mission, slice }) => {
          const r = resolveMissionTag(input.resolver, mission, slice);
          return {
            kind: "ancestry",
            qitemId: row.id,
            mission,
            slice,
            workNodePath: r.workNodePath,
            intent: r.intent,
            source: `handoff ancestor ${a} carries mission:${mission}; row ${row.id} itself is untagged`,
            unresolved: r.unresolved
          };
        })
      };
    }
  }
  return { reason: "no handoff ancestor carries a mission tag" };
}
function deriveWorkCandidates(input) {
  const candidates = [];
  const unknown = [];
  const inProgress = input.rows.filter((r) => r.state === "in-progress").sort(newestFirst2);
  for (const row of inProgress) {
    if (missionTags(row.tags).length > 0) {
      candidates.push(...tagCandidates(row, input.resolver));
      continue;
    }
    const placed = ancestryPlacement(row, input);
    if ("candidates" in placed) candidates.push(...placed.candidates);
    else unknown.push({ qitemId: row.id, summary: oneLine2(row.summary, row.id), reason: placed.reason });
  }
  const blocked = input.rows.filter((r) => r.state === "blocked").sort(newestFirst2);
  const pending = input.rows.filter((r) => r.state === "pending").sort(queueOrder);
  const onHost = input.resolver.missionsOnHost();
  return {
    missionsRoot: input.resolver.missionsRoot,
    candidates,
    unknown,
    held: blocked.slice(0, HELD_CAP).map((r) => ({
      qitemId: r.id,
      summary: oneLine2(r.summary, r.id),
      blockedOn: r.blockedOn === null ? null : oneLine2(r.blockedOn, r.id),
      continuation: r.continuation === null ? null : oneLine2(r.continuation, r.id)
    })),
    next: pending.slice(0, NEXT_CAP).map((r) => ({ qitemId: r.id, summary: oneLine2(r.summary, r.id), missions: missionTags(r.tags) })),
    heldTotal: blocked.length,
    nextTotal: pending.length,
    heldTruncated: blocked.length > HELD_CAP,
    nextTruncated: pending.length > NEXT_CAP,
    missionsOnHost: onHost.names,
    missionsOnHostTruncated: onHost.truncated
  };
}

// lib/queue/work-scan.ts
var import_node_path10 = require("node:path");
var SCAN_CONCURRENCY = 8;
async function specOf(dir, signal) {
  try {
    const text2 = (await readRegularFile((0, import_node_path10.join)(dir, "SPEC.md"), { maxBytes: SPEC_MAX_BYTES, signal })).bytes.toString(
      "utf8"
    );
    return {
      hasSpec: true,
      id: parseFrontmatter(text2).fields.id?.trim() || void 0,
      intent: frontmatterIntent(text2)
    };
  } catch (err) {
    if (err instanceof ReadRegularFileError && err.failure === "aborted") throw err;
    return { hasSpec: err instanceof ReadRegularFileError && err.failure === "too-large", intent: null };
  }
}
async function isFolder(dir, d, signal) {
  if (d.isDirectory()) return true;
  if (d.isFile()) return false;
  return isDirectoryPath(dir, signal);
}
async function scanShelf(shelf, signal) {
  const entries = await dirEntries(shelf, signal);
  const found = await mapLimit(
    entries,
    SCAN_CONCURRENCY,
    async (d) => {
      const dir = (0, import_node_path10.join)(shelf, d.name);
      if (!await isFolder(dir, d, signal)) return void 0;
      return { name: d.name, dir, ...await specOf(dir, signal) };
    },
    signal
  );
  return found.filter((e) => e !== void 0).sort((a, b) => compareText(a.name, b.name));
}
var matching = (entries, name) => entries.filter((e) => e.name === name || e.id === name).map((e) => e.dir);
function scannedResolver(missionsRoot, missions, slices) {
  const byDir = /* @__PURE__ */ new Map();
  for (const e of missions) byDir.set(e.dir, e);
  for (const list2 of slices.values()) for (const e of list2) byDir.set(e.dir, e);
  const withSpec = missions.filter((e) => e.hasSpec).map((e) => e.name);
  return {
    missionsRoot,
    missionDirs: (m) => matching(missions, m),
    sliceDirs: (dir, s) => matching(slices.get(dir) ?? [], s),
    intentOf: (dir) => byDir.get(dir)?.intent ?? null,
    missionsOnHost: () => ({
      names: withSpec.slice(0, MISSIONS_ON_HOST_CAP),
      truncated: withSpec.length > MISSIONS_ON_HOST_CAP
    })
  };
}
async function scanWork(workspaceRoot, needs, signal) {
  const root = missionsShelf(workspaceRoot);
  const missions = needs.missions.length > 0 || needs.onHost ? await scanShelf(root, signal) : [];
  const slices = /* @__PURE__ */ new Map();
  for (const { mission } of needs.pairs) {
    const dirs = matching(missions, mission);
    if (dirs.length === 1 && !slices.has(dirs[0]))
      slices.set(dirs[0], await scanShelf((0, import_node_path10.join)(dirs[0], "slices"), signal));
  }
  return scannedResolver(root, missions, slices);
}

// lib/queue/role.ts
var import_node_path11 = require("node:path");
var ROLE_NOTE = "Current bytes and successful startup are not verified.";
function resolveRolePath(path2, seatCwd, env) {
  if (path2 === "~" || path2.startsWith("~/")) return (0, import_node_path11.join)(env.HOME ?? "", path2.slice(1));
  return (0, import_node_path11.resolve)(seatCwd, path2);
}
async function isFile(path2) {
  try {
    return (await stat2(path2)).isFile();
  } catch {
    return false;
  }
}
async function observeRole(record, problem, env) {
  if (problem !== void 0) return { state: "unknown", files: [], reason: problem };
  if (!record) return { state: "no-record", files: [] };
  if (record.roleFiles.length === 0)
    return { state: "not-declared", files: [], recordedAt: record.launchedAt, note: ROLE_NOTE };
  const files = await Promise.all(
    record.roleFiles.map(async (path2) => {
      const resolvedPath = resolveRolePath(path2, record.cwd, env);
      return { path: path2, resolvedPath, state: await isFile(resolvedPath) ? "present" : "missing" };
    })
  );
  return {
    state: files.some((f) => f.state === "missing") ? "missing" : "present",
    files,
    recordedAt: record.launchedAt,
    note: ROLE_NOTE
  };
}

// lib/queue/whoami-read.ts
function whoamiSession(env, opts) {
  return (opts.sessionName !== void 0 ? opts.sessionName.trim() || void 0 : paneIdentity(env).session) ?? null;
}
async function workspaceRootFor(home, env, opts) {
  const given = opts.config && "workspaceRoot" in opts.config ? opts.config.workspaceRoot : void 0;
  if (given) return given;
  return (await resolveConfigAsync(home, env, opts.cwd ?? process.cwd(), opts.signal))["workspace.root"].value;
}
async function readWhoami(home, env, opts = {}) {
  const signal = opts.signal;
  signal?.throwIfAborted();
  if (opts.config && "unavailable" in opts.config) throw new Error(`config.json not read: ${opts.config.unavailable}`);
  const session = whoamiSession(env, opts);
  const named = sessionSeat(session);
  const canonical = "canonical" in named ? named.canonical : void 0;
  const [seatInfo, index, workspaceRoot] = await Promise.all([
    seatForSessionAsync(home, session, signal),
    canonical ? readSeatIndexForLookup(home, canonical, signal) : emptySeatIndex("none@none"),
    workspaceRootFor(home, env, opts)
  ]);
  const { record, problem } = seatInfo;
  const rolePromise = observeRole(record, problem, env);
  const mine = openRows(index);
  const inProgress = mine.filter((r) => r.state === "in-progress");
  const ancestors = opts.workCandidates ? await readAncestors(
    home,
    inProgress.filter((r) => missionTags(r.tags).length === 0).flatMap(handoffAncestors),
    signal
  ) : /* @__PURE__ */ new Map();
  const work = [...inProgress, ...ancestors.values()].flatMap((r) => taggedWork(r.tags));
  const resolver = await scanWork(
    workspaceRoot,
    {
      missions: work.map((w) => w.mission),
      pairs: work.flatMap((w) => w.slice === null ? [] : [{ mission: w.mission, slice: w.slice }]),
      onHost: opts.workCandidates === true
    },
    signal
  );
  const strict = deriveCurrentWork(mine, resolver);
  const answer = {
    session,
    seat: record ? { name: record.name, rig: record.rig, nodeId: record.nodeId, runtime: record.runtime } : null,
    role: await rolePromise,
    currentWork: strict.currentWork,
    ...strict.currentWork === null ? { currentWorkBasis: strict.currentWorkBasis } : {},
    queue: {
      pending: mine.filter((r) => r.state === "pending").length,
      inProgress: inProgress.length,
      blocked: mine.filter((r) => r.state === "blocked").length,
      recent: index.recent.map((r) => ({ id: r.id, state: r.state, summary: r.summary }))
    }
  };
  if (opts.workCandidates) {
    answer.workCandidates = deriveWorkCandidates({ rows: mine, lookup: (id) => ancestors.get(id), resolver });
  }
  signal?.throwIfAborted();
  return answer;
}

// lib/queue/whoami.ts
async function queueWhoami(home, env, opts = {}) {
  opts.signal?.throwIfAborted();
  if ("canonical" in sessionSeat(whoamiSession(env, opts))) await ensureIndexes(home);
  return readWhoami(home, env, opts);
}

// lib/cli/queue.ts
var DETAILS = `States: pending \u2192 in-progress \u2192 done; block (with --on, optionally --continuation) parks a row
and start resumes it; cancel, fail, deny and handoff close it. A refused change names the row's state.
Tags: mission:<m> and slice:<s> type a row's work (only tags are evidence of work, never body text);
other tags are free. create, handoff and an unblock (start of a blocked row by another seat) record a
wake: the daemon types a short pointer from openrig into the seat when it is idle (docs/queue-wakes.md).
The acting seat is OPENRIG_SESSION_NAME (name@rig), else "unattributed".
With federation, create for a seat another host owns makes the row there (through the daemon) and
show ID finds it; list and the state verbs stay on the host that holds the row (docs/federation.md).`;
function mapQueueError(err) {
  if (err instanceof QueueInputError) throw usageError(`invalid ${err.field}: ${err.reason}`, "see rig queue --help");
  if (err instanceof QueueNotFoundError) throw refused(err.message, "run rig queue list to see rows");
  if (err instanceof QueueTransitionError) throw refused(err.message, err.todo);
  if (err instanceof QueueRowUnreadableError) throw refused(err.what, err.todo);
  throw err;
}
async function guarded(fn) {
  try {
    return await fn();
  } catch (err) {
    mapQueueError(err);
  }
}
var lagging = (ctx) => ({ report: (line) => advise(ctx, `Advisory: ${line}`) });
function checked(check) {
  try {
    return check();
  } catch (err) {
    mapQueueError(err);
  }
}
function bodySource(p) {
  const text2 = str(p, "body");
  const file = str(p, "body-file");
  if (text2 !== void 0 && file !== void 0)
    throw usageError("--body and --body-file were both given", "give one of them");
  return file === void 0 ? { text: text2 } : { file };
}
async function readBody(source, ctx) {
  if (!("file" in source)) return source.text;
  return readInputText(ctx, source.file, {
    label: `--body-file ${source.file}`,
    stdin: { what: "no standard input to read the body from", todo: "pass --body-file PATH" }
  });
}
function describeRow(ctx, row) {
  say(ctx, `${row.id}  ${row.state}  ${row.priority}`);
  say(ctx, `Summary: ${row.summary}`);
  say(ctx, `From: ${row.source}  To: ${row.destination}`);
  if (row.tags.length) say(ctx, `Tags: ${row.tags.join(", ")}`);
  if (row.blockedOn !== null) say(ctx, `Blocked on: ${row.blockedOn}`);
  if (row.handedOffFrom) say(ctx, `Handed off from: ${row.handedOffFrom}`);
  if (row.handedOffTo) say(ctx, `Handed off to: ${row.handedOffTo}`);
  if (row.chainOfRecord.length) say(ctx, `Chain of record: ${row.chainOfRecord.join(" \u2192 ")}`);
  say(ctx, `Created: ${row.createdAt}  Updated: ${row.updatedAt}`);
  const wake = readWakeIntent(ctx.home, row.id);
  if (wake) say(ctx, describeWake(wake));
  if (row.transitions.length) {
    say(ctx, "Transitions:");
    for (const t of row.transitions)
      say(ctx, `  ${t.at}  ${t.from} \u2192 ${t.to}  by ${t.actor}${t.note ? `  \u2014 ${t.note}` : ""}`);
  }
  if (row.body) {
    say(ctx, "");
    for (const line of row.body.replace(/\n$/, "").split("\n")) say(ctx, line);
  }
}
function printWhoami(ctx, a) {
  say(ctx, `Session: ${a.session ?? "(none \u2014 OPENRIG_SESSION_NAME is not set)"}`);
  say(ctx, a.seat ? `Seat: ${seatRefOf(a.seat)} (${a.seat.nodeId}, ${a.seat.runtime})` : "Seat: no registry record");
  const role = a.role;
  if (role.state === "unknown") say(ctx, `Role: unknown (${role.reason ?? "no reason given"})`);
  else if (role.files.length === 0) say(ctx, `Role: ${role.state}`);
  else for (const f of role.files) say(ctx, `Role file: ${f.resolvedPath} (${f.state})`);
  if (role.recordedAt) say(ctx, `Binding recorded at: ${role.recordedAt}. ${role.note ?? ""}`.trimEnd());
  if (a.currentWork) say(ctx, `Current work: ${a.currentWork.workNodePath} (row ${a.currentWork.qitemId})`);
  else say(ctx, `Current work: none \u2014 ${a.currentWorkBasis ?? "no basis"}`);
  say(ctx, `Queue: ${a.queue.pending} pending, ${a.queue.inProgress} in progress, ${a.queue.blocked} blocked`);
  for (const r of a.queue.recent.slice(0, 10)) say(ctx, `  ${r.id}  ${r.state}  ${r.summary}`);
  const wc = a.workCandidates;
  if (!wc) return;
  say(ctx, "Work candidates (evidence, not a verdict):");
  if (!wc.candidates.length) say(ctx, "  none");
  for (const c of wc.candidates) {
    say(
      ctx,
      `  - ${c.mission}${c.slice ? ` / ${c.slice}` : ""} \u2014 ${c.intent ?? "no readable intent"} \u2014 source: ${c.source}${c.unresolved ? ` \u2014 UNRESOLVED ON THIS HOST: ${c.unresolved}` : ""}`
    );
  }
  if (wc.unknown.length) {
    say(ctx, "In-progress rows the queue cannot place:");
    for (const u of wc.unknown) say(ctx, `  - ${u.qitemId} \u2014 ${u.summary}: ${u.reason}`);
  }
  if (wc.held.length) {
    say(
      ctx,
      `Held (blocked; ${wc.heldTotal} in all${wc.heldTruncated ? ", list cut: rig queue list --owned --state blocked" : ""}):`
    );
    for (const h of wc.held)
      say(
        ctx,
        `  - ${h.qitemId} \u2014 ${h.summary} \u2014 blocked on ${h.blockedOn ?? "unknown"} \u2014 continuation: ${h.continuation ?? "none recorded"}`
      );
  }
  if (wc.next.length) {
    say(
      ctx,
      `Possible next (pending; ${wc.nextTotal} in all${wc.nextTruncated ? ", list cut: rig queue list --owned --state pending" : ""}):`
    );
    for (const n of wc.next)
      say(ctx, `  - ${n.qitemId} \u2014 ${n.summary}${n.missions.length ? ` [mission: ${n.missions.join(", ")}]` : ""}`);
  }
  say(
    ctx,
    `Missions on this host: ${wc.missionsOnHost.join(", ") || "none"}${wc.missionsOnHostTruncated ? ", \u2026" : ""}`
  );
}
var ID = { name: "ID", what: "id" };
var BODY_FLAGS = ["body", "body-file"];
var createVerb = defineVerb({
  args: {
    string: ["destination", "summary", ...BODY_FLAGS, "priority", "source"],
    multiple: ["tag"],
    boolean: ["json"],
    completes: { destination: "seat", source: "seat", priority: PRIORITIES },
    required: { destination: "name the seat as name@rig", summary: "give one line saying what the work is" }
  },
  options(p) {
    const body = bodySource(p);
    const o = {
      destination: str(p, "destination"),
      summary: str(p, "summary"),
      body,
      priority: str(p, "priority"),
      tags: list(p, "tag"),
      source: str(p, "source"),
      json: bool(p, "json")
    };
    checked(() => checkCreateInput({ ...o, body: "text" in body ? body.text : void 0 }));
    return o;
  },
  async run(o, ctx) {
    const body = await readBody(o.body, ctx);
    if (!recordedHere(ctx, o.destination)) {
      const remote = await Promise.resolve().then(() => __toESM(require_cli_queue_remote_chunk(), 1));
      if (remote.mayBeRemote(ctx) && await remote.createOnRemote(ctx, { ...o, body, tags: o.tags }) === "done")
        return;
    }
    const { row, wake } = await guarded(
      () => createQueueRow(
        ctx.home,
        ctx.env,
        {
          destination: o.destination,
          summary: o.summary,
          body,
          priority: o.priority,
          tags: o.tags,
          source: o.source
        },
        lagging(ctx)
      )
    );
    if (o.json) printJson(ctx, { row, wake });
    else {
      say(ctx, `Created ${row.id} for ${row.destination} (${row.priority}): ${row.summary}`);
      advise(ctx, `Wake: ${wake.reason}`);
    }
  }
});
function recordedHere(ctx, destination) {
  const ref = parseSeatRef(destination);
  if (ref.kind !== "name") return true;
  try {
    return readSeat(ctx.home, ref.rig, ref.seat, { report: () => void 0 }) !== void 0;
  } catch {
    return true;
  }
}
function listLine(r) {
  const moved = r.unreadable ? ` \u2014 its file was moved to ${r.unreadable.file}` : "";
  if (!("state" in r)) return `${r.id}  ${"unreadable".padEnd(11)}  ${"-".padEnd(8)}  -  -${moved}`;
  return `${r.id}  ${(r.unreadable ? "unreadable" : r.state).padEnd(11)}  ${r.priority.padEnd(8)}  ${r.destination}  ${r.summary}${moved}`;
}
var listVerb = defineVerb({
  args: {
    string: ["state", "destination"],
    boolean: ["owned", "json"],
    completes: { destination: "seat", state: QUEUE_STATES }
  },
  options(p) {
    const owned = bool(p, "owned");
    const destination = str(p, "destination");
    if (owned && destination !== void 0)
      throw usageError("--owned and --destination were both given", "give one of them");
    const stateText = str(p, "state");
    const state = stateText === void 0 ? void 0 : checked(() => checkState(stateText));
    return { owned, destination, state, json: bool(p, "json") };
  },
  async run(o, ctx) {
    let destination = o.destination;
    if (o.owned) {
      destination = paneIdentity(ctx.env).session;
      if (!destination)
        throw usageError("--owned needs OPENRIG_SESSION_NAME", "run it inside a seat, or pass --destination name@rig");
    }
    const rows = await listQueueRows(ctx.home, { destination, state: o.state });
    if (o.json) printJson(ctx, { rows, total: rows.length });
    else if (!rows.length) say(ctx, "No queue rows match.");
    else for (const r of rows) say(ctx, listLine(r));
  }
});
var showVerb = defineVerb({
  args: { boolean: ["json"], positionals: [ID] },
  options: (p) => ({ id: checked(() => checkQueueId(arg(p, "ID"))), json: bool(p, "json") }),
  async run({ id, json }, ctx) {
    const row = await guarded(() => readRowOrUnreadable(ctx.home, id));
    if (!row) {
      const remote = await Promise.resolve().then(() => __toESM(require_cli_queue_remote_chunk(), 1));
      if (remote.mayBeRemote(ctx) && await remote.showRemote(ctx, id, json, (r) => describeRow(ctx, r))) return;
      throw refused(`no queue row ${id}`, "run rig queue list to see rows");
    }
    if (json) printJson(ctx, row);
    else describeRow(ctx, row);
  }
});
function transitionVerb(verb) {
  return defineVerb({
    args: {
      string: verb === "block" ? ["on", "continuation", "note"] : ["note"],
      boolean: ["json"],
      positionals: [ID],
      required: verb === "block" ? { on: "say what the row waits on" } : void 0
    },
    options(p) {
      const id = checked(() => checkQueueId(arg(p, "ID")));
      const request = { verb, note: str(p, "note"), on: str(p, "on"), continuation: str(p, "continuation") };
      checked(() => checkTransitionRequest(request));
      return { id, request, json: bool(p, "json") };
    },
    async run({ id, request, json }, ctx) {
      const row = await guarded(() => transitionQueueRow(ctx.home, ctx.env, id, request, lagging(ctx)));
      if (json) printJson(ctx, row);
      else say(ctx, `${row.id} is now ${row.state}${row.blockedOn !== null ? ` (blocked on ${row.blockedOn})` : ""}`);
    }
  });
}
var handoffVerb = defineVerb({
  args: {
    string: ["to", "summary", ...BODY_FLAGS, "note"],
    multiple: ["tag"],
    boolean: ["json"],
    positionals: [ID],
    completes: { to: "seat" },
    required: { to: "name the receiving seat as name@rig" }
  },
  options(p) {
    const body = bodySource(p);
    const tags = list(p, "tag");
    const o = {
      id: checked(() => checkQueueId(arg(p, "ID"))),
      to: str(p, "to"),
      note: str(p, "note"),
      summary: str(p, "summary"),
      body,
      tags: tags.length ? tags : void 0,
      json: bool(p, "json")
    };
    checked(() => checkHandoffRequest({ ...o, body: "text" in body ? body.text : void 0 }));
    return o;
  },
  async run(o, ctx) {
    const body = await readBody(o.body, ctx);
    const result = await guarded(
      () => handoffQueueRow(
        ctx.home,
        ctx.env,
        o.id,
        { to: o.to, note: o.note, summary: o.summary, body, tags: o.tags },
        lagging(ctx)
      )
    );
    if (o.json) printJson(ctx, result);
    else {
      say(ctx, `${result.original.id} handed off to ${result.successor.destination} as ${result.successor.id}`);
      advise(ctx, `Wake: ${result.wake.reason}`);
    }
  }
});
var whoamiVerb = defineVerb({
  args: { string: ["session"], boolean: ["work-candidates", "json"], completes: { session: "seat" } },
  options: (p) => ({ session: str(p, "session"), workCandidates: bool(p, "work-candidates"), json: bool(p, "json") }),
  async run(o, ctx) {
    const answer = await queueWhoami(ctx.home, ctx.env, {
      sessionName: o.session,
      workCandidates: o.workCandidates,
      cwd: ctx.cwd
    });
    if (o.json) printJson(ctx, answer);
    else printWhoami(ctx, answer);
  }
});
var reindexVerb = defineVerb({
  args: { boolean: ["json"] },
  options: (p) => ({ json: bool(p, "json") }),
  async run({ json }, ctx) {
    const { rows } = await rebuildQueueIndex(ctx.home);
    if (json) printJson(ctx, { rows });
    else say(ctx, `Queue index rebuilt from ${rows} rows.`);
  }
});
var VERBS = [
  {
    name: "create",
    usage: [
      'rig queue create --destination SEAT --summary "ONE LINE" [--body TEXT | --body-file F] [--priority routine|urgent|critical] [--tag T]\u2026 [--source SEAT] [--json]'
    ],
    verb: createVerb
  },
  { name: "list", usage: ["rig queue list [--owned] [--state S] [--destination SEAT] [--json]"], verb: listVerb },
  { name: "show", usage: ["rig queue show ID [--json]"], verb: showVerb },
  { name: "start", usage: ["rig queue start ID [--note N] [--json]"], verb: transitionVerb("start") },
  {
    name: "block",
    usage: ["rig queue block ID --on WHAT [--continuation PLAN] [--note N] [--json]"],
    verb: transitionVerb("block")
  },
  { name: "done", usage: ["rig queue done ID [--note N] [--json]"], verb: transitionVerb("done") },
  { name: "fail", usage: ["rig queue fail ID [--note N] [--json]"], verb: transitionVerb("fail") },
  { name: "deny", usage: ["rig queue deny ID [--note N] [--json]"], verb: transitionVerb("deny") },
  { name: "cancel", usage: ["rig queue cancel ID [--note N] [--json]"], verb: transitionVerb("cancel") },
  {
    name: "handoff",
    usage: ["rig queue handoff ID --to SEAT [--summary S] [--body T | --body-file F] [--tag T]\u2026 [--note N] [--json]"],
    verb: handoffVerb
  },
  { name: "whoami", usage: ["rig queue whoami [--session SEAT] [--work-candidates] [--json]"], verb: whoamiVerb },
  { name: "reindex", usage: ["rig queue reindex [--json]"], verb: reindexVerb }
];
var queueCommand = defineNoun({ name: "queue", details: DETAILS }, VERBS);
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  queueCommand
});
}))
