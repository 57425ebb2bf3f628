((chunk) => (typeof arguments === 'object' ? chunk.apply(this, arguments) : chunk))((function (exports, require, module, __filename, __dirname) {
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
        function closeSync3(fd) {
          fs$closeSync.apply(fs, arguments);
          resetQueue();
        }
        Object.defineProperty(closeSync3, previousSymbol, {
          value: fs$closeSync
        });
        return closeSync3;
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
        var count2 = (counts[message] || 0) + 1;
        counts[message] = count2;
        if (count2 >= mainErrorCount) {
          mainError = error;
          mainErrorCount = count2;
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
      emit = function emit2(event, code2, signal) {
        if (emitter.emitted[event]) {
          return;
        }
        emitter.emitted[event] = true;
        emitter.emit(event, code2, signal);
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
      processReallyExit = function processReallyExit2(code2) {
        if (!processOk(global.process)) {
          return;
        }
        process2.exitCode = code2 || /* istanbul ignore next */
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
      return (...args) => new Promise((resolve7, reject) => {
        args.push((err, result) => {
          if (err) {
            reject(err);
          } else {
            resolve7(result);
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

// lib/refocus/live-lookups.ts
var live_lookups_exports = {};
__export(live_lookups_exports, {
  liveLookups: () => liveLookups
});
module.exports = __toCommonJS(live_lookups_exports);

// lib/store/errors.ts
var import_node_path = require("node:path");
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
var NewerVersionError = class extends StoreError {
  constructor(file, found, supported) {
    super(`${file} has schema version ${found}, newer than this openrig understands (${supported})`, file);
    this.found = found;
    this.supported = supported;
  }
  found;
  supported;
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
  const code2 = err?.code;
  return typeof code2 === "string" && Object.hasOwn(NO_SPACE, code2);
}
function noSpaceLine(code2, file, dir) {
  return {
    what: `${NO_SPACE[code2] ?? NO_SPACE.ENOSPC} to write ${file}`,
    todo: `free space in ${dir} (or on the disk that holds it), then try again`
  };
}
var DiskFullError = class extends StoreError {
  constructor(file, code2) {
    const line = noSpaceLine(code2, file, (0, import_node_path.dirname)(file));
    super(line.what, file, line.todo);
    this.code = code2;
  }
  code;
};
function asDiskFull(err, file) {
  if (!isDiskFull(err) || err instanceof DiskFullError) return err;
  return new DiskFullError(file, err.code);
}

// lib/store/document-kind.ts
function defineKind(kind) {
  return kind;
}
function schemaProblems(validate) {
  return (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "(document)"} ${e.message ?? e.keyword}`);
}

// lib/store/interpret.ts
function interpretDocument(kind, file, text3) {
  let doc;
  try {
    const parsed = JSON.parse(text3);
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

// lib/store/default-report.ts
var defaultReport = (message) => {
  process.stderr.write(`openrig: ${message}
`);
};

// lib/util/fs-async.ts
var import_node_fs = require("node:fs");
function promised(call) {
  return new Promise((resolve7, reject) => call((err, value2) => err ? reject(err) : resolve7(value2)));
}
var stat = (path2) => promised((cb) => (0, import_node_fs.stat)(path2, cb));
var realpath = (path2) => promised((cb) => import_node_fs.realpath.native(path2, cb));
var readdir = (path2) => promised((cb) => (0, import_node_fs.readdir)(path2, cb));
var readdirEntries = (path2) => promised((cb) => (0, import_node_fs.readdir)(path2, { withFileTypes: true }, cb));
var open = (path2, flags, mode) => promised((cb) => (0, import_node_fs.open)(path2, flags, mode, cb));
var write = (fd, text3) => promised((cb) => (0, import_node_fs.write)(fd, text3, null, "utf8", cb));
var fsync = (fd) => promised((cb) => (0, import_node_fs.fsync)(fd, (err) => cb(err, void 0)));
var fstat = (fd) => promised((cb) => (0, import_node_fs.fstat)(fd, cb));
var read = (fd, buf, offset, length, position) => promised((cb) => (0, import_node_fs.read)(fd, buf, offset, length, position, cb));
var closeQuietly = (fd) => (0, import_node_fs.close)(fd, () => void 0);

// lib/util/read-regular-file.ts
var import_node_fs2 = require("node:fs");

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
  return new Promise((resolve7, reject) => {
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
          resolve7(v);
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
var OPEN_FLAGS = import_node_fs2.constants.O_RDONLY | (import_node_fs2.constants.O_NONBLOCK ?? 0) | (import_node_fs2.constants.O_NOCTTY ?? 0);
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
var oneLine = (text3) => text3.replace(/\s+/g, " ").trim();
var errText = (err) => errnoOf(err) ?? (oneLine(err instanceof Error ? err.message : String(err)) || "unknown error");
function abortReason(signal) {
  const r = signal?.reason;
  const text3 = r instanceof Error ? r.message : r !== void 0 ? String(r) : "";
  return text3 ? `aborted: ${oneLine(text3)}` : "aborted";
}
async function readRegularFile(path2, opts) {
  const { signal, maxBytes } = opts;
  const stopped = () => new ReadRegularFileError(path2, "aborted", abortReason(signal));
  if (signal?.aborted) throw stopped();
  let fd;
  try {
    fd = await untilAborted(open(path2, OPEN_FLAGS), signal, stopped, closeQuietly);
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
    const close2 = () => closeQuietly(fd);
    if (inFlight) inFlight.then(close2, close2);
    else close2();
  }
}

// lib/store/read-async.ts
var ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;
async function readDocumentAsync(kind, file, opts = {}) {
  let text3;
  try {
    text3 = (await readRegularFile(file, { maxBytes: ASYNC_DOCUMENT_MAX_BYTES, signal: opts.signal })).bytes.toString(
      "utf8"
    );
  } catch (err) {
    if (!(err instanceof ReadRegularFileError)) throw err;
    if (err.failure === "missing") return void 0;
    if (err.failure === "aborted" || err.failure === "unreadable") throw err;
    return corrupt(file, err.reason, opts);
  }
  const r = interpretDocument(kind, file, text3);
  return "problem" in r ? corrupt(file, r.problem, opts) : r.doc;
}
function corrupt(file, reason, opts) {
  if (opts.onCorrupt === "fresh") {
    (opts.report ?? defaultReport)(`${file} was unreadable (${reason}); read as missing`);
    return void 0;
  }
  throw new StoreError(`${file} is unreadable (${reason})`, file);
}

// lib/config/config.ts
var import_node_path3 = require("node:path");

// lib/store/document.ts
var import_node_fs5 = require("node:fs");

// lib/store/constants.ts
var LOCK_STALE_MS = 5e3;
var LOCK_UPDATE_MS = 1e3;
var LOCK_WAIT_MS = LOCK_STALE_MS + LOCK_UPDATE_MS + 2e3;
var DIR_MODE = 448;
var FILE_MODE = 384;

// lib/store/fs-mode.ts
var import_node_fs3 = require("node:fs");
function ensureDir(dir) {
  try {
    if ((0, import_node_fs3.statSync)(dir).isDirectory()) return;
  } catch {
  }
  let created;
  try {
    created = (0, import_node_fs3.mkdirSync)(dir, { recursive: true, mode: DIR_MODE });
  } catch (err) {
    throw asDiskFull(err, dir);
  }
  if (created !== void 0) (0, import_node_fs3.chmodSync)(dir, DIR_MODE);
}

// lib/store/disk-write.ts
function shortWriteError(file, written, wanted) {
  return Object.assign(new Error(`ENOSPC: no space left on device, write (${written} of ${wanted} bytes of ${file})`), {
    code: "ENOSPC",
    syscall: "write",
    path: file
  });
}

// lib/store/lock.ts
var import_node_path2 = require("node:path");
var import_node_fs4 = require("node:fs");

// lib/util/sleep.ts
function sleep(ms, signal) {
  if (!signal) return new Promise((resolve7) => setTimeout(resolve7, ms));
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve7) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve7();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

// lib/store/lock.ts
var LOCK_FS = { mkdir: import_node_fs4.mkdir, mkdirSync: import_node_fs4.mkdirSync, realpath: import_node_fs4.realpath, realpathSync: import_node_fs4.realpathSync, rmdir: import_node_fs4.rmdir, rmdirSync: import_node_fs4.rmdirSync, stat: import_node_fs4.stat, statSync: import_node_fs4.statSync, utimes: import_node_fs4.utimes, utimesSync: import_node_fs4.utimesSync };
var lockfile;
async function withLock(file, fn, opts = {}) {
  lockfile ??= (await Promise.resolve().then(() => __toESM(require_proper_lockfile(), 1))).default;
  ensureDir((0, import_node_path2.dirname)(file));
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

// lib/util/compare-text.ts
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// lib/store/document.ts
var READ_FLAGS = import_node_fs5.constants.O_RDONLY | (import_node_fs5.constants.O_NONBLOCK ?? 0);

// lib/util/oldest-first.ts
function oldestFirst(a, b) {
  return compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id);
}

// lib/util/lazy-builtins.ts
var crypto = () => process.getBuiltinModule("node:crypto");
var os = () => process.getBuiltinModule("node:os");

// lib/store/jsonl-log.ts
var HASH_CHARS = 16;
function checksum(json) {
  return crypto().createHash("sha256").update(json).digest("hex").slice(0, HASH_CHARS);
}
function encodeLine(record) {
  const json = JSON.stringify(record);
  return `${checksum(json)}	${json}
`;
}
function decodeLines(text3) {
  const records = [];
  let dropped = 0;
  const lines = text3.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  for (const line of lines) {
    if (line === "") continue;
    const tab = line.indexOf("	");
    const json = tab === HASH_CHARS ? line.slice(tab + 1) : void 0;
    if (json === void 0 || checksum(json) !== line.slice(0, tab)) {
      dropped++;
      continue;
    }
    try {
      records.push(JSON.parse(json));
    } catch {
      dropped++;
    }
  }
  return { records, dropped };
}

// lib/store/validators/config.v1.generated.js
var compiled;
function validate_config_v1(data, options) {
  compiled ??= build();
  const ok = compiled(data, options);
  validate_config_v1.errors = compiled.errors;
  return ok;
}
function build() {
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
  const [section, field2] = key.split(".");
  return doc?.[section]?.[field2];
}
function resolveConfigFrom(doc, home, env, cwd = process.cwd()) {
  const out = {};
  for (const key of KNOWN_CONFIG_KEYS) {
    const info = CONFIG_KEYS[key];
    const fromEnv = env[info.env]?.trim();
    const fromDoc = storedValue(doc, key);
    if (fromEnv)
      out[key] = { key, value: info.kind === "path" ? (0, import_node_path3.resolve)(cwd, fromEnv) : fromEnv, source: "env", env: info.env };
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

// lib/context/context-ref.ts
var import_node_path4 = require("node:path");
var CONTEXT_REF_MAX_CHARS = 200;
var CONTEXT_REF_MAX_SEGMENTS = 16;
var SEGMENT = /^[A-Za-z0-9._-]+$/;
var ContextRefError = class extends Error {
  constructor(ref, reason) {
    super(reason);
    this.ref = ref;
    this.reason = reason;
    this.name = "ContextRefError";
  }
  ref;
  reason;
};
function contextRefProblem(ref) {
  if (typeof ref !== "string" || ref === "") return "the ref is empty";
  if (/[\u0000-\u001f\u007f-\u009f]/.test(ref)) return "control characters are not allowed in a ref";
  if (ref.length > CONTEXT_REF_MAX_CHARS) return `a ref is at most ${CONTEXT_REF_MAX_CHARS} characters`;
  if (ref.startsWith("/") || ref.startsWith("\\") || /^[A-Za-z]:/.test(ref))
    return "a ref is relative to the library, not an absolute path";
  if (ref.includes("\\")) return 'use "/" between ref segments';
  const segments = ref.split("/");
  if (segments.length > CONTEXT_REF_MAX_SEGMENTS) return `a ref has at most ${CONTEXT_REF_MAX_SEGMENTS} segments`;
  for (const s of segments) {
    if (s === "") return 'empty segment (leading, trailing or doubled "/")';
    if (s === "." || s === ".." || s.includes("..")) return '".." and "." segments are not allowed';
    if (!SEGMENT.test(s)) return `segment ${JSON.stringify(s)}: use letters, digits, ".", "_" and "-"`;
  }
  return void 0;
}
function validateContextRef(ref) {
  const problem = contextRefProblem(ref);
  if (problem)
    throw new ContextRefError(
      String(ref),
      `invalid context ref ${JSON.stringify(String(ref).slice(0, 80))}: ${problem}`
    );
  return ref;
}
function contextEntryPath(root, ref) {
  return (0, import_node_path4.join)(root, ...validateContextRef(ref).split("/")) + ".md";
}

// lib/context/context-library.ts
var CONTEXT_ENTRY_MAX_BYTES = 1024 * 1024;
async function getContextEntry(root, ref, opts = {}) {
  const path2 = contextEntryPath(root, ref);
  const name = JSON.stringify(ref);
  try {
    return (await readRegularFile(path2, { maxBytes: CONTEXT_ENTRY_MAX_BYTES, signal: opts.signal })).bytes;
  } catch (err) {
    if (!(err instanceof ReadRegularFileError))
      throw new ContextRefError(
        ref,
        `context entry ${name} could not be read: ${err?.message ?? String(err)}`
      );
    let reason;
    switch (err.failure) {
      case "missing":
        reason = `no context entry ${name} in ${root}`;
        break;
      case "not-regular":
        reason = `context entry ${name} is ${err.reason}: ${path2}`;
        break;
      case "too-large":
        reason = `context entry ${name} is ${err.detail.size} bytes; the limit is ${CONTEXT_ENTRY_MAX_BYTES}`;
        break;
      case "aborted":
        reason = `context lookup for ${name} was cut short before it finished`;
        break;
      default:
        reason = `context entry ${name} is unreadable: ${err.reason}`;
    }
    const e = new ContextRefError(ref, reason);
    e.cause = err;
    throw e;
  }
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

// lib/queue/continuation.ts
var CONTINUATION_MARKER = "continuation:";
function continuationInNote(note) {
  if (!note) return null;
  const at = note.indexOf(CONTINUATION_MARKER);
  if (at < 0) return null;
  const text3 = note.slice(at + CONTINUATION_MARKER.length).replace(/\s+/g, " ").trim();
  return text3 || null;
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

// lib/store/validators/queue-row.v1.generated.js
var compiled4;
function validate_queue_row_v1(data, options) {
  compiled4 ??= build4();
  const ok = compiled4(data, options);
  validate_queue_row_v1.errors = compiled4.errors;
  return ok;
}
function build4() {
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
function parseSeatRef(text3) {
  if (typeof text3 !== "string" || text3.length === 0) throw new SeatRefError(String(text3), "empty");
  if (text3.length > 160) throw new SeatRefError(text3.slice(0, 40) + "\u2026", "too long");
  if (/[\u0000-\u001f\u007f-\u009f]/.test(text3)) throw new SeatRefError(text3, "control characters are not allowed");
  if (text3.startsWith("%")) {
    if (!PANE_ID_PATTERN.test(text3)) throw new SeatRefError(text3, "a pane id is % followed by digits");
    return { kind: "pane", paneId: text3, text: text3 };
  }
  if (NODE_ID_PATTERN.test(text3)) return { kind: "node", nodeId: text3, text: text3 };
  const at = text3.indexOf("@");
  if (at < 0) throw new SeatRefError(text3, "expected name@rig, a node id (n-\u2026) or a pane id (%N)");
  const seat = text3.slice(0, at);
  const rig = text3.slice(at + 1);
  const problem = nameProblem(seat) ?? nameProblem(rig);
  if (problem) throw new SeatRefError(text3, problem);
  return { kind: "name", seat, rig, text: text3 };
}
function formatSeatRef(seat, rig) {
  return `${seat}@${rig}`;
}

// lib/queue/row.ts
var queueRowKind = defineKind({ schema: "queue-row", version: 1, validate: validate_queue_row_v1 });
var QUEUE_ID_PATTERN = /^q-[0-9]{14}-[0-9a-f]{8}$/;
var BODY_MAX_BYTES = 256 * 1024;
function isQueueId(id) {
  return typeof id === "string" && QUEUE_ID_PATTERN.test(id);
}
function rowIdsOfFileNames(names) {
  return names.filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -".json".length)).filter(isQueueId).sort();
}
function rowIfNamed(row, id) {
  return row && row.id === id ? row : void 0;
}
function missionTags(tags) {
  return tags.filter((t) => t.startsWith("mission:")).map((t) => t.slice("mission:".length)).filter(Boolean);
}
function sliceTags(tags) {
  return tags.filter((t) => t.startsWith("slice:")).map((t) => t.slice("slice:".length)).filter(Boolean);
}

// lib/queue/work-resolver.ts
var import_node_path6 = require("node:path");

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
  const text3 = raw.charCodeAt(0) === 65279 ? raw.slice(1) : raw;
  if (!OPEN.test(text3)) return { fields: {}, body: text3, present: false };
  const lines = text3.replace(OPEN, "").split(/\r?\n/);
  const end = lines.findIndex((l) => /^(---|\.\.\.)[ \t]*$/.test(l));
  if (end < 0) return { fields: {}, body: text3, present: false };
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
function frontmatterIntent(text3) {
  const intent = parseFrontmatter(text3).fields.intent?.trim();
  return intent ? intent : null;
}

// lib/workspace/missions.ts
var import_node_path5 = require("node:path");
var MISSIONS_ON_HOST_CAP = 30;
var SPEC_MAX_BYTES = 1024 * 1024;
function missionsShelf(workspaceRoot) {
  return (0, import_node_path5.join)(workspaceRoot, "missions");
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
      unresolved: `slice ${slice} resolves to ${sliceDirs.length} directories under ${(0, import_node_path6.join)(missionDir, "slices")}`
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
function oneLine2(text3, id, max = LINE_CHARS) {
  const flat = text3.replace(/\s+/g, " ").trim();
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
var import_node_path7 = require("node:path");

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
    stat(path2).then(() => true),
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
    stat(path2).then((st) => st.isDirectory()),
    false,
    signal
  );
}
function dirEntries(dir, signal) {
  return orElse(readdirEntries(dir), [], signal);
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

// lib/queue/work-scan.ts
var SCAN_CONCURRENCY = 8;
async function specOf(dir, signal) {
  try {
    const text3 = (await readRegularFile((0, import_node_path7.join)(dir, "SPEC.md"), { maxBytes: SPEC_MAX_BYTES, signal })).bytes.toString(
      "utf8"
    );
    return {
      hasSpec: true,
      id: parseFrontmatter(text3).fields.id?.trim() || void 0,
      intent: frontmatterIntent(text3)
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
      const dir = (0, import_node_path7.join)(shelf, d.name);
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
  for (const list of slices.values()) for (const e of list) byDir.set(e.dir, e);
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
      slices.set(dirs[0], await scanShelf((0, import_node_path7.join)(dirs[0], "slices"), signal));
  }
  return scannedResolver(root, missions, slices);
}

// lib/home/paths.ts
var import_node_path8 = require("node:path");

// lib/home/plugin-facts.ts
var CORE_PLUGIN_NAME = "openrig-core";
var SHIPPED_PLUGIN_DIRS = {
  claude: `plugins/${CORE_PLUGIN_NAME}`,
  codex: "plugins/codex"
};

// lib/home/paths.ts
var HOME_VAR = "OPENRIG_HOME";
function resolveHome(env = process.env) {
  const fromEnv = env[HOME_VAR]?.trim();
  if (fromEnv) return (0, import_node_path8.resolve)(fromEnv);
  return (0, import_node_path8.join)(env.HOME?.trim() || os().homedir(), ".openrig");
}
function childPaths(root) {
  const base2 = (0, import_node_path8.normalize)(root);
  if (!(0, import_node_path8.isAbsolute)(base2)) return (...parts) => (0, import_node_path8.join)(root, ...parts);
  const prefix = base2.endsWith(import_node_path8.sep) ? base2 : `${base2}${import_node_path8.sep}`;
  return (...parts) => `${prefix}${parts.join(import_node_path8.sep)}`;
}
function homePaths(root) {
  const under = childPaths(root);
  const run = under("run");
  return {
    root,
    config: under("config.json"),
    seats: under("seats"),
    queue: under("queue"),
    queueRows: under("queue", "rows"),
    queueLegacyIndex: under("queue", "index.json"),
    queueListing: under("queue", "index"),
    queueListingManifest: under("queue", "index", "manifest.json"),
    queueMutex: under("queue", "mutations"),
    queueIndexIntent: under("queue", "index.intent.json"),
    queueSeatIndexes: under("queue", "by-destination"),
    stream: under("stream"),
    streamLog: under("stream", "items.jsonl"),
    refocus: under("refocus"),
    refocusContent: under("refocus", "REFOCUS.md"),
    compaction: under("compaction"),
    restorePending: under("compaction", "restore-pending"),
    outbox: under("outbox"),
    guards: under("guards"),
    guardAudit: under("guards", "audit.jsonl"),
    activity: under("activity"),
    run,
    permissionEvidence: under("run", "permission"),
    daemonSocket: under("run", "daemon.sock"),
    daemonPid: under("run", "daemon.json"),
    daemonStartLock: under("run", "daemon-start"),
    leases: under("run", "leases"),
    logs: under("logs"),
    daemonLog: under("logs", "daemon.log"),
    codeCache: under("cache", "code"),
    promptOverrideAudit: under("logs", "prompt-override.jsonl"),
    heldRetirementAudit: under("logs", "held-retirements.jsonl"),
    seatAnswerAudit: under("logs", "seat-answers.jsonl"),
    activityHookToken: under("activity-hook-token"),
    activityEndpoint: under("activity-endpoint.json"),
    plugins: under("plugins"),
    vendoredCorePlugin: under("plugins", CORE_PLUGIN_NAME),
    defaultTopology: under("topology"),
    defaultWorkspace: under("workspace"),
    defaultContext: under("context"),
    terminalPolicy: under("terminal-policy"),
    terminalPolicyAudit: under("terminal-policy", "audit.jsonl"),
    seatModels: under("seat-model"),
    handoffs: under("handoffs"),
    watchdogJobs: under("watchdog", "jobs.json"),
    watchdogHistory: under("watchdog", "history"),
    supervisorMemory: under("watchdog", "supervisor.json"),
    queueWakes: under("queue", "wakes"),
    queueWakesDone: under("queue", "wakes", "done"),
    queueRemote: under("queue", "remote"),
    codexMarketplace: under("plugins", "codex-marketplace"),
    contextUsage: under("context-usage"),
    notifyChannels: under("notify", "channels.json"),
    notifyState: under("notify", "state.json"),
    notifyHistory: under("notify", "history.json")
  };
}
function seatRecordPath(p, rig, seat) {
  return (0, import_node_path8.join)(p.seats, rig, `${seat}.json`);
}
function queueRowPath(p, id) {
  return (0, import_node_path8.join)(p.queueRows, `${id}.json`);
}
function queueSeatIndexPath(p, destination) {
  return (0, import_node_path8.join)(p.queueSeatIndexes, `${destination}.json`);
}

// lib/store/validators/seat.v1.generated.js
var compiled5;
function validate_seat_v1(data, options) {
  compiled5 ??= build5();
  const ok = compiled5(data, options);
  validate_seat_v1.errors = compiled5.errors;
  return ok;
}
function build5() {
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

// lib/store/validators/queue-index-bucket.v1.generated.js
var compiled6;
function validate_queue_index_bucket_v1(data, options) {
  compiled6 ??= build6();
  const ok = compiled6(data, options);
  validate_queue_index_bucket_v1.errors = compiled6.errors;
  return ok;
}
function build6() {
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
var compiled7;
function validate_queue_index_manifest_v1(data, options) {
  compiled7 ??= build7();
  const ok = compiled7(data, options);
  validate_queue_index_manifest_v1.errors = compiled7.errors;
  return ok;
}
function build7() {
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
var LISTING_BUCKETS = 64;
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
function listingBuiltFrom(legacyIndexExists, manifest) {
  return !legacyIndexExists && manifest?.buckets === LISTING_BUCKETS;
}

// lib/queue/lookup-read.ts
var quiet = (signal) => ({ onCorrupt: "fresh", signal });
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
    silent ? { onCorrupt: "fresh", report: () => void 0, signal } : quiet(signal)
  );
  return rowIfNamed(row, id);
}
async function indexesBuilt(home, signal) {
  const [legacy, manifest] = await Promise.all([
    pathExists(home.queueLegacyIndex, signal),
    readDocumentAsync(listingManifestKind, home.queueListingManifest, quiet(signal))
  ]);
  return listingBuiltFrom(legacy, manifest);
}
async function rowIdsOnDisk(home, signal) {
  return rowIdsOfFileNames(await dirNames(home.queueRows, signal));
}
async function readSeatIndexForLookup(home, destination, signal) {
  const fold = (index, rows) => foldSeatRows(index, destination, rows);
  const [built, stored, intent] = await Promise.all([
    indexesBuilt(home, signal),
    readDocumentAsync(queueSeatIndexKind, queueSeatIndexPath(home, destination), quiet(signal)),
    readDocumentAsync(queueIndexIntentKind, home.queueIndexIntent, quiet(signal))
  ]);
  if (!built) {
    const ids = await rowIdsOnDisk(home, signal);
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

// lib/queue/role.ts
var import_node_path9 = require("node:path");
var ROLE_NOTE = "Current bytes and successful startup are not verified.";
function resolveRolePath(path2, seatCwd, env) {
  if (path2 === "~" || path2.startsWith("~/")) return (0, import_node_path9.join)(env.HOME ?? "", path2.slice(1));
  return (0, import_node_path9.resolve)(seatCwd, path2);
}
async function isFile(path2) {
  try {
    return (await stat(path2)).isFile();
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

// lib/store/jsonl-log-async.ts
var import_node_fs6 = require("node:fs");
var LOG_MAX_BYTES = 64 * 1024 * 1024;
var APPEND_FLAGS = import_node_fs6.constants.O_WRONLY | import_node_fs6.constants.O_APPEND | import_node_fs6.constants.O_CREAT | (import_node_fs6.constants.O_NONBLOCK ?? 0) | (import_node_fs6.constants.O_NOCTTY ?? 0);
async function readLogAsync(file, signal) {
  try {
    const f = await readRegularFile(file, { maxBytes: LOG_MAX_BYTES, signal });
    return {
      ...decodeLines(f.bytes.toString("utf8")),
      tornTail: f.bytes.length > 0 && f.bytes[f.bytes.length - 1] !== 10
    };
  } catch (err) {
    if (err instanceof ReadRegularFileError && err.failure === "missing")
      return { records: [], dropped: 0, tornTail: false };
    throw err;
  }
}
async function appendLogOnceAsync(file, record, keyOf, signal) {
  const aborted2 = () => new StoreError(`${file}: aborted`, file);
  return withLock(file, async (lock) => {
    const key = keyOf(record);
    const log = await readLogAsync(file, signal);
    const existing = log.records.find((r) => keyOf(r) === key);
    if (existing) return { record: existing, created: false };
    signal?.throwIfAborted();
    lock.assertHeld();
    const fd = await untilAborted(open(file, APPEND_FLAGS, FILE_MODE), signal, aborted2, closeQuietly);
    let inFlight = Promise.resolve();
    const track = (op) => {
      inFlight = op;
      return untilAborted(op, signal, aborted2);
    };
    try {
      if (!(await track(fstat(fd))).isFile()) throw new StoreError(`${file} is not a regular file`, file);
      const line = encodeLine(record);
      const text3 = log.tornTail ? `
${line}` : line;
      const written = await track(write(fd, text3));
      const wanted = Buffer.byteLength(text3, "utf8");
      if (written !== wanted) throw asDiskFull(shortWriteError(file, written, wanted), file);
      await track(fsync(fd));
    } finally {
      const close2 = () => closeQuietly(fd);
      inFlight.then(close2, close2);
    }
    return { record, created: true };
  });
}

// lib/store/validators/stream-item.v1.generated.js
var compiled8;
function validate_stream_item_v1(data, options) {
  compiled8 ??= build8();
  const ok = compiled8(data, options);
  validate_stream_item_v1.errors = compiled8.errors;
  return ok;
}
function build8() {
  const schema53 = { "$id": "openrig/stream-item@1", "title": "One issue-stream item (a line of $OPENRIG_HOME/stream/items.jsonl)", "type": "object", "required": ["schema", "version", "id", "source", "hintType", "hintTags", "body", "createdAt"], "additionalProperties": false, "properties": { "schema": { "const": "stream-item" }, "version": { "const": 1 }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }, "source": { "type": "string", "pattern": "^(?=.*\\S)[^\\u0000-\\u001f\\u007f]{1,200}$" }, "hintType": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "hintTags": { "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$" } }, "body": { "type": "string" }, "createdAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" } } };
  const pattern23 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$", "u");
  const pattern81 = new RegExp("^(?=.*\\S)[^\\u0000-\\u001f\\u007f]{1,200}$", "u");
  const pattern136 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern150 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
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
      if (data.id === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.source === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.hintType === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "hintType" }, message: "must have required property 'hintType'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.hintTags === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "hintTags" }, message: "must have required property 'hintTags'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.body === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" }, message: "must have required property 'body'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.createdAt === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "id" || key0 === "source" || key0 === "hintType" || key0 === "hintTags" || key0 === "body" || key0 === "createdAt")) {
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
        if ("stream-item" !== data.schema) {
          const err9 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "stream-item" }, message: "must be equal to constant" };
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
      if (data.id !== void 0) {
        let data2 = data.id;
        if (typeof data2 === "string") {
          if (!pattern23.test(data2)) {
            const err11 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$"' };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        } else {
          const err12 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.source !== void 0) {
        let data3 = data.source;
        if (typeof data3 === "string") {
          if (!pattern81.test(data3)) {
            const err13 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/pattern", keyword: "pattern", params: { pattern: "^(?=.*\\S)[^\\u0000-\\u001f\\u007f]{1,200}$" }, message: 'must match pattern "^(?=.*\\S)[^\\u0000-\\u001f\\u007f]{1,200}$"' };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        } else {
          const err14 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      if (data.hintType !== void 0) {
        let data4 = data.hintType;
        if (typeof data4 === "string") {
          if (!pattern136.test(data4)) {
            const err15 = { instancePath: instancePath + "/hintType", schemaPath: "#/properties/hintType/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        } else {
          const err16 = { instancePath: instancePath + "/hintType", schemaPath: "#/properties/hintType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.hintTags !== void 0) {
        let data5 = data.hintTags;
        if (Array.isArray(data5)) {
          const len0 = data5.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data6 = data5[i0];
            if (typeof data6 === "string") {
              if (!pattern150.test(data6)) {
                const err17 = { instancePath: instancePath + "/hintTags/" + i0, schemaPath: "#/properties/hintTags/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            } else {
              const err18 = { instancePath: instancePath + "/hintTags/" + i0, schemaPath: "#/properties/hintTags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          }
        } else {
          const err19 = { instancePath: instancePath + "/hintTags", schemaPath: "#/properties/hintTags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      if (data.body !== void 0) {
        if (typeof data.body !== "string") {
          const err20 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
      if (data.createdAt !== void 0) {
        let data8 = data.createdAt;
        if (typeof data8 === "string") {
          if (!pattern9.test(data8)) {
            const err21 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        } else {
          const err22 = { instancePath: instancePath + "/createdAt", schemaPath: "#/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
    } else {
      const err23 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err23];
      } else {
        vErrors.push(err23);
      }
      errors++;
    }
    validate35.errors = vErrors;
    return errors === 0;
  }
  return validate35;
}

// lib/stream/stream-item.ts
var STREAM_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
var HINT_TYPE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
var HINT_TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
var STREAM_BODY_MAX_BYTES = 64 * 1024;
var STREAM_SOURCE_MAX_CHARS = 200;
var MAX_HINT_TAGS = 16;
var StreamInputError = class extends Error {
  constructor(field2, reason) {
    super(`${field2}: ${reason}`);
    this.field = field2;
    this.reason = reason;
    this.name = "StreamInputError";
  }
  field;
  reason;
};
function checkStreamId(id) {
  if (!STREAM_ID_PATTERN.test(id) || id.includes("..")) {
    throw new StreamInputError(
      "id",
      `${JSON.stringify(String(id).slice(0, 60))}: use letters, digits and . _ : - (starting with a letter or digit, no "..", at most 128)`
    );
  }
  return id;
}
function splitTags(values) {
  const out = [];
  for (const part of (Array.isArray(values) ? values : [values]).flatMap((v) => v.split(","))) {
    const t = part.trim();
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}
function checkStreamItemInput(input) {
  const source = String(input.source ?? "").trim();
  if (!source) throw new StreamInputError("source", "is required");
  if (/[\u0000-\u001f\u007f-\u009f]/.test(source))
    throw new StreamInputError("source", "must be one line without control characters");
  if (source.length > STREAM_SOURCE_MAX_CHARS)
    throw new StreamInputError("source", `at most ${STREAM_SOURCE_MAX_CHARS} characters`);
  const hintType = String(input.hintType ?? "").trim();
  if (!HINT_TYPE_PATTERN.test(hintType))
    throw new StreamInputError(
      "hint-type",
      `${JSON.stringify(hintType.slice(0, 60))}: use letters, digits and . _ - (at most 64)`
    );
  const hintTags = splitTags(input.hintTags ?? []);
  for (const t of hintTags) {
    if (!HINT_TAG_PATTERN.test(t))
      throw new StreamInputError(
        "hint-tags",
        `${JSON.stringify(t.slice(0, 60))}: use letters, digits and . _ : - (at most 64)`
      );
  }
  if (hintTags.length > MAX_HINT_TAGS)
    throw new StreamInputError("hint-tags", `${hintTags.length} tags; at most ${MAX_HINT_TAGS}`);
  const body = String(input.body ?? "");
  if (!body.trim()) throw new StreamInputError("body", "is required");
  const bytes = Buffer.byteLength(body, "utf8");
  if (bytes > STREAM_BODY_MAX_BYTES)
    throw new StreamInputError("body", `is ${bytes} bytes; at most ${STREAM_BODY_MAX_BYTES}`);
  return { source, id: checkStreamId(String(input.id ?? "")), hintType, hintTags, body };
}
function buildStreamItem(input, now = /* @__PURE__ */ new Date()) {
  const { source, id, hintType, hintTags, body } = checkStreamItemInput(input);
  const item = {
    schema: "stream-item",
    version: 1,
    id,
    source,
    hintType,
    hintTags,
    body,
    createdAt: now.toISOString()
  };
  if (!validate_stream_item_v1(item))
    throw new StreamInputError("item", schemaProblems(validate_stream_item_v1).join("; "));
  return item;
}

// lib/stream/stream-log.ts
async function emitThrough(append, input) {
  const { record, created } = await append(buildStreamItem(input), (r) => r.id);
  return { item: record, created };
}
function emitStreamItemAsync(home, input, signal) {
  return emitThrough((item, keyOf) => appendLogOnceAsync(home.streamLog, item, keyOf, signal), input);
}

// lib/trace/cuts.ts
var LIGHT_CHARS = 800;
var SECTION_CHARS = 1500;
var ROW_FIELD_CHARS = 160;
var LIGHT_CUT_NOTICE = "[\u2026 use --depth full for the rest]";
var sectionCutNotice = (limit) => `[\u2026 section cut at about ${limit} characters; use --depth full for the rest]`;
function safeEnd(text3, end) {
  const code2 = text3.charCodeAt(end - 1);
  return code2 >= 55296 && code2 <= 56319 ? end - 1 : end;
}
function cutPoint(text3, limit) {
  const nl = text3.lastIndexOf("\n", limit);
  return nl > 0 ? nl : safeEnd(text3, limit);
}
function lightCut(body, limit = LIGHT_CHARS) {
  if (body.length <= limit) return body;
  return `${body.slice(0, cutPoint(body, limit)).trimEnd()}
${LIGHT_CUT_NOTICE}`;
}
function sectionCut(body, limit = SECTION_CHARS) {
  if (body.length <= limit) return body;
  return `${body.slice(0, cutPoint(body, limit)).trimEnd()}
${sectionCutNotice(limit)}`;
}
function oneLine3(text3, limit = ROW_FIELD_CHARS) {
  const flat = text3.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return { text: flat, shortened: false };
  return { text: `${flat.slice(0, safeEnd(flat, limit - 1)).trimEnd()}\u2026`, shortened: true };
}
function formatG(n) {
  if (!Number.isFinite(n)) return String(n);
  return String(Number(n.toPrecision(6)));
}

// lib/trace/age-cue.ts
var DEFAULT_NOTES_MAX_AGE_DAYS = 14;
var DAY_MS = 864e5;
function notesMaxAgeDays(value2) {
  const n = typeof value2 === "string" ? value2.trim() === "" ? NaN : Number(value2) : value2;
  return n !== void 0 && Number.isFinite(n) && n > 0 ? n : DEFAULT_NOTES_MAX_AGE_DAYS;
}
function fileAge(text3, mtimeMs, now) {
  const updated = parseFrontmatter(text3).fields.updated?.trim();
  if (updated && /^\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(updated)) {
    const at = Date.parse(updated.replace(" ", "T"));
    if (Number.isFinite(at)) return { days: (now - at) / DAY_MS, source: "updated" };
  }
  return { days: (now - mtimeMs) / DAY_MS, source: "mtime" };
}
function ageCue(path2, text3, mtimeMs, now, thresholdDays) {
  const age = fileAge(text3, mtimeMs, now);
  if (!(age.days > thresholdDays)) return null;
  const shown = Math.round(age.days * 10) / 10;
  return `OLD NOTES \u2014 ${path2}, ${formatG(shown)} days old, source ${age.source}, threshold ${formatG(thresholdDays)} days`;
}

// lib/trace/route-command.ts
var ROUTE_FALLBACK = "trace-to-root";
var HOOK_TRACE_FLAG = "--trace";
function shellWord(word) {
  return /^[A-Za-z0-9_/.,:@%+=-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
var base = (path2) => path2.slice(path2.lastIndexOf("/") + 1);
function routeCommandFor(execPath, script) {
  if (!script?.startsWith("/")) return ROUTE_FALLBACK;
  const name = base(script);
  const run = `${shellWord(execPath)} ${shellWord(script)}`;
  if (name === "trace-to-root.cjs" || name === "trace-to-root") return run;
  if (name === "rig.cjs" || name === "rig" || name === "openrig") return `${run} trace`;
  if (name === "refocus.cjs") return `${run} ${HOOK_TRACE_FLAG}`;
  return ROUTE_FALLBACK;
}

// lib/trace/topology-trace.ts
var import_node_path16 = require("node:path");

// lib/trace/seat-by-node.ts
var import_node_path10 = require("node:path");
async function seatByNodeId(home, nodeId, signal) {
  const files = [];
  for (const rig of (await dirNames(home.seats, signal)).filter((r) => NAME_PATTERN.test(r))) {
    for (const f of await dirNames((0, import_node_path10.join)(home.seats, rig), signal)) {
      if (f.endsWith(".json") && NAME_PATTERN.test(f.slice(0, -".json".length))) files.push((0, import_node_path10.join)(home.seats, rig, f));
    }
  }
  const records = await mapLimit(
    files,
    8,
    (file) => readDocumentAsync(seatKind, file, { onCorrupt: "fresh", report: () => void 0, signal }).catch((err) => {
      if (signal?.aborted) throw err;
      return void 0;
    }),
    signal
  );
  const matches = records.filter((r) => r !== void 0 && r.nodeId === nodeId);
  return matches.length === 1 ? matches[0] : void 0;
}

// lib/trace/ascent.ts
var import_node_path13 = require("node:path");

// lib/trace/trace-fs.ts
var import_node_path11 = require("node:path");
var MAX_FILE_BYTES = 1024 * 1024;
var TraceAborted = class extends Error {
  constructor() {
    super("aborted");
    this.name = "TraceAborted";
  }
};
function untilAborted2(p, signal, onLate) {
  return untilAborted(p, signal, () => new TraceAborted(), onLate);
}
var errCode = (err) => err?.code;
var isMissing = (err) => ["ENOENT", "ENOTDIR"].includes(errCode(err) ?? "");
var why = (err) => errCode(err) ?? (err instanceof Error ? err.message : String(err));
async function readTextFile(path2, signal) {
  try {
    const f = await readRegularFile(path2, { maxBytes: MAX_FILE_BYTES, signal, overLimit: "cut" });
    return { kind: "text", text: f.bytes.toString("utf8"), size: f.size, mtimeMs: f.mtimeMs, truncated: f.truncated };
  } catch (err) {
    if (!(err instanceof ReadRegularFileError)) return { kind: "unreadable", reason: why(err) };
    if (err.failure === "aborted") return { kind: "aborted" };
    if (err.failure === "missing") return { kind: "missing" };
    if (err.failure === "not-regular")
      return {
        kind: "unreadable",
        reason: err.detail.fileType === "folder" ? "a folder, not a file" : "not a regular file"
      };
    return { kind: "unreadable", reason: err.reason };
  }
}
async function statFile(path2, signal) {
  try {
    const st = await untilAborted2(stat(path2), signal);
    return st.isFile() ? { kind: "file", size: st.size } : { kind: "unreadable", reason: "not a regular file" };
  } catch (err) {
    if (err instanceof TraceAborted) return { kind: "aborted" };
    if (isMissing(err)) return { kind: "missing" };
    return { kind: "unreadable", reason: why(err) };
  }
}
async function isFolder2(path2, signal) {
  try {
    return (await untilAborted2(stat(path2), signal)).isDirectory();
  } catch (err) {
    if (err instanceof TraceAborted) throw err;
    return false;
  }
}
function expandHome(path2) {
  if (path2 === "~") return os().homedir();
  if (path2.startsWith("~/")) return (0, import_node_path11.join)(os().homedir(), path2.slice(2));
  return path2;
}
async function resolveLoose(path2, signal) {
  let head = (0, import_node_path11.resolve)(path2);
  const tail = [];
  for (; ; ) {
    try {
      const real = await untilAborted2(realpath(head), signal);
      return (0, import_node_path11.join)(real, ...tail.slice().reverse());
    } catch (err) {
      if (err instanceof TraceAborted) throw err;
      const up = (0, import_node_path11.dirname)(head);
      if (up === head) return (0, import_node_path11.resolve)(path2);
      tail.push((0, import_node_path11.basename)(head));
      head = up;
    }
  }
}

// lib/trace/lines.ts
var import_node_path12 = require("node:path");
var TOPOLOGY_HEADING = "## TOPOLOGY TRACE";
var WORK_HEADING = "## WORK TRACE";
var ASK_HEADING = "## WORK \u2014 name it";
var ORIENTATION_HEADING = "## ORIENTATION \u2014 the project-level chain, not your work";
var traceGap = (reason) => `TRACE GAP \u2014 ${reason}`;
var rootUnresolved = (key, detail) => `${key} is unresolved${detail ? `: ${detail}` : ""}`;
var TOPOLOGY_START_UNRESOLVED = "current topology node is unresolved; pass --topology-start with a literal absolute path (or configure OPENRIG_REFOCUS_TOPOLOGY_NODE separately)";
var WORK_START_UNRESOLVED = "current work node is unresolved; pass --work-start with a literal absolute path (or configure OPENRIG_REFOCUS_WORK_NODE separately)";
var outsideRoot = (start) => `start is outside configured root: ${start}`;
var unreachableRoot = (root) => `could not reach configured root: ${root}`;
var noSingleWorkNode = (basis) => `no single current work node: ${basis}`;
var workNodeUnknown = (reason) => `current work node UNKNOWN: ${reason}`;
var candidatesUnreadable = (err) => `work candidates unreadable: ${err}`;
var CANDIDATES_INVALID = "work candidates have an invalid shape";
var unreadableFile2 = (path2, reason) => `unreadable file ${path2}: ${reason}`;
var cutShort = (before, reason) => `trace cut short before ${before}: ${reason}`;
var fallbackLine = (basis) => `FALLBACK \u2014 no current typed baton (${basis}). Showing the project-level chain from the work root: a broad orientation, not evidence of a current mission`;
var missingLearned = (node) => `MISSING LINK \u2014 ${(0, import_node_path12.join)(node, "LEARNED.md")}`;
var missingSpec = (node) => `MISSING LINK \u2014 no SPEC.md or README.md at ${node}`;
var MISSING_INTENT = "MISSING INTENT \u2014 no readable intent: field";
var nodeHeading = (label, file) => file ? `### ${label} \xB7 ${file}` : `### ${label}`;
var notesPointer = (name, size, path2) => `NOTES \xB7 ${name} \xB7 ${size} bytes \xB7 ${path2}`;
var notesHeading = (name) => `NOTES \xB7 ${name}`;
var PROGRESS_HEADING = "PROGRESS \xB7 PROGRESS.md";
var notesGap = (node) => `NOTES GAP \u2014 no readable mission notes at ${node}`;
var notesResolutionGap = (err, node) => `NOTES RESOLUTION GAP \u2014 ${err} at ${node}`;
var notesBecameUnreadable = (name, path2) => `NOTES RESOLUTION GAP \u2014 resolved ${name} became unreadable at ${path2}`;
var evidenceLine = (source) => `WORK FROM QUEUE EVIDENCE \u2014 ${source}. If this is stale, say what you are actually doing.`;
var NO_SLICE_NAMED = "no slice named: the mission's own chain is shown";
var sectionNotFound = (titles, path2) => `SECTION NOT FOUND \u2014 no ${titles.map((t) => JSON.stringify(t)).join(" or ")} heading in ${path2}; bounded excerpt follows`;

// lib/trace/ascent.ts
var SHELVES = /* @__PURE__ */ new Set(["rigs", "pods", "seats", "missions", "slices"]);
function pathWithin(root, path2) {
  if (path2 === root) return "";
  const prefix = root.endsWith(import_node_path13.sep) ? root : `${root}${import_node_path13.sep}`;
  return path2.startsWith(prefix) && path2.length > prefix.length ? path2.slice(prefix.length) : void 0;
}
function nodesBetween(root, start, shown = start) {
  const rel = pathWithin(root, start);
  if (rel === void 0) return { gap: outsideRoot(shown) };
  const nodes = [];
  let cur = start;
  for (; ; ) {
    if (cur === root) {
      nodes.push({ path: root, label: "." });
      break;
    }
    if (!SHELVES.has((0, import_node_path13.basename)(cur))) nodes.push({ path: cur, label: pathWithin(root, cur) ?? cur });
    const up = (0, import_node_path13.dirname)(cur);
    if (up === cur) return { gap: unreachableRoot(root) };
    cur = up;
  }
  return { nodes: nodes.reverse() };
}
async function ascent(start, root, cwd, signal) {
  let resolved = await resolveLoose((0, import_node_path13.resolve)(cwd, expandHome(start)), signal);
  try {
    if ((await untilAborted2(stat(resolved), signal)).isFile()) resolved = (0, import_node_path13.dirname)(resolved);
  } catch (err) {
    if (err instanceof TraceAborted) throw err;
  }
  return nodesBetween(root, resolved, start);
}

// lib/trace/node-blocks.ts
var import_node_path15 = require("node:path");

// lib/workspace/notes.ts
var import_node_path14 = require("node:path");
var NOTES_FILE_NAMES = ["NOTES.md", "notes.md"];
var code = (err) => err?.code;
async function resolveNotes(node) {
  let names;
  try {
    names = await readdir(node);
  } catch (err) {
    if (code(err) === "ENOENT" || code(err) === "ENOTDIR") return null;
    throw err;
  }
  for (const name of NOTES_FILE_NAMES) {
    if (!names.includes(name)) continue;
    const path2 = (0, import_node_path14.join)(node, name);
    try {
      if ((await stat(path2)).isFile()) return { path: path2, name };
    } catch (err) {
      if (code(err) === "ENOENT") continue;
      throw err;
    }
  }
  return null;
}

// lib/trace/sections.ts
function headings(lines) {
  const out = [];
  let fence = null;
  lines.forEach((line, index) => {
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1];
      else if (f[1].startsWith(fence[0]) && f[1].length >= fence.length) fence = null;
      return;
    }
    if (fence !== null) return;
    const m = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (m) out.push({ index, level: m[1].length, text: m[2].trim() });
  });
  return out;
}
function findSection(text3, title) {
  const lines = text3.split(/\r?\n/);
  const all = headings(lines);
  const want = title.trim().toLowerCase();
  const at = all.findIndex((h2) => h2.text.toLowerCase().startsWith(want));
  if (at < 0) return null;
  const h = all[at];
  const next = all.slice(at + 1).find((n) => n.level <= h.level);
  const body = lines.slice(h.index + 1, next ? next.index : lines.length).join("\n").trim();
  return { heading: h.text, body };
}
function packetSections(text3, titles, path2, limit = SECTION_CHARS) {
  const blocks = [];
  const missing = [];
  for (const title of titles) {
    const s = findSection(text3, title);
    if (s) blocks.push(s.body ? `${s.heading}
${sectionCut(s.body, limit)}` : s.heading);
    else missing.push(title);
  }
  if (missing.length) {
    const excerpt = lightCut(parseFrontmatter(text3).body.trim());
    blocks.push(excerpt ? `${sectionNotFound(missing, path2)}
${excerpt}` : sectionNotFound(missing, path2));
  }
  return blocks.join("\n\n");
}

// lib/trace/node-blocks.ts
var SEAT_SECTIONS = ["MY JOB HERE", "STANDING DUTIES"];
var STATE_SECTIONS = ["Current state"];
var fileCutNote = (r) => r.truncated ? `
[\u2026 file cut at ${MAX_FILE_BYTES} bytes of ${r.size}; open the file for the rest]` : "";
function fullBody(r) {
  return r.text.trim() + fileCutNote(r);
}
function lightBody(text3) {
  return lightCut(parseFrontmatter(text3).body.trim());
}
function cue(run, packet, path2, r) {
  if (!packet) return [];
  const line = ageCue(path2, r.text, r.mtimeMs, run.s.now, run.s.thresholdDays);
  return line ? [line] : [];
}
function cutLines(run, before) {
  const line = run.cut(before);
  return line ? [line] : [];
}
async function learnedBlock(run, node, isSeat) {
  const file = (0, import_node_path15.join)(node.path, "LEARNED.md");
  const r = await readTextFile(file, run.s.signal);
  if (r.kind === "aborted") return cutLines(run, file);
  if (r.kind === "missing") return [nodeHeading(node.label), missingLearned(node.path)];
  if (r.kind === "unreadable") return [nodeHeading(node.label, "LEARNED.md"), run.gap(unreadableFile2(file, r.reason))];
  const lines = [nodeHeading(node.label, "LEARNED.md"), ...cue(run, run.s.packet, file, r)];
  let body;
  if (run.s.depth === "full") body = fullBody(r);
  else if (run.s.packet && isSeat) body = packetSections(r.text, SEAT_SECTIONS, file);
  else body = lightBody(r.text);
  lines.push(body || "(empty file)");
  return lines;
}
async function specFile(run, node) {
  const specPath = (0, import_node_path15.join)(node, "SPEC.md");
  const spec = await readTextFile(specPath, run.s.signal);
  if (spec.kind !== "missing") return { name: "SPEC.md", path: specPath, r: spec };
  const readmePath = (0, import_node_path15.join)(node, "README.md");
  return { name: "README.md", path: readmePath, r: await readTextFile(readmePath, run.s.signal) };
}
function stateBody(depth, path2, r) {
  return depth === "full" ? fullBody(r) : packetSections(r.text, STATE_SECTIONS, path2);
}
async function workNodeBlock(run, node, depth, packet) {
  const progressPath = (0, import_node_path15.join)(node.path, "PROGRESS.md");
  const specP = specFile(run, node.path);
  const notesP = run.io(resolveNotes(node.path)).then(
    (value2) => ({ value: value2 }),
    (error) => ({ error })
  );
  const progressP = packet ? readTextFile(progressPath, run.s.signal) : void 0;
  const spec = await specP;
  if (spec.r.kind === "aborted") return cutLines(run, spec.path);
  const lines = [];
  if (spec.r.kind === "missing") lines.push(nodeHeading(node.label), missingSpec(node.path));
  else if (spec.r.kind === "unreadable")
    lines.push(nodeHeading(node.label, spec.name), run.gap(unreadableFile2(spec.path, spec.r.reason)));
  else {
    lines.push(nodeHeading(node.label, spec.name));
    if (depth === "full") lines.push(fullBody(spec.r) || "(empty file)");
    else {
      const intent = frontmatterIntent(spec.r.text);
      lines.push(intent ? `intent: ${oneLine3(intent, LIGHT_CHARS).text}` : MISSING_INTENT);
    }
  }
  if (run.aborted) return [...lines, ...cutLines(run, `the notes of ${node.path}`)];
  let notes;
  const resolved = await notesP;
  if ("value" in resolved) notes = resolved.value;
  else {
    const err = resolved.error;
    if (err instanceof TraceAborted) return [...lines, ...cutLines(run, `the notes of ${node.path}`)];
    const message = err instanceof Error ? err.code ?? err.message : String(err);
    notes = { error: `resolver failed: ${message}` };
  }
  if (notes === null) lines.push(notesGap(node.path));
  else if ("error" in notes) lines.push(run.fail(notesResolutionGap(notes.error, node.path)));
  else if (depth === "light" && !packet) {
    const st = await statFile(notes.path, run.s.signal);
    if (st.kind === "aborted") return [...lines, ...cutLines(run, notes.path)];
    if (st.kind === "file") lines.push(notesPointer(notes.name, st.size, notes.path));
    else lines.push(run.fail(notesBecameUnreadable(notes.name, notes.path)));
  } else {
    const r = await readTextFile(notes.path, run.s.signal);
    if (r.kind === "aborted") return [...lines, ...cutLines(run, notes.path)];
    if (r.kind !== "text") lines.push(run.fail(notesBecameUnreadable(notes.name, notes.path)));
    else {
      const body = packet ? stateBody(depth, notes.path, r) : fullBody(r);
      lines.push("", notesHeading(notes.name), ...cue(run, packet, notes.path, r), body || "(empty file)");
    }
  }
  if (!progressP) return lines;
  const p = await progressP;
  if (p.kind === "aborted") return [...lines, ...cutLines(run, progressPath)];
  if (p.kind === "unreadable") lines.push(run.gap(unreadableFile2(progressPath, p.reason)));
  else if (p.kind === "text")
    lines.push(
      "",
      PROGRESS_HEADING,
      ...cue(run, packet, progressPath, p),
      stateBody(depth, progressPath, p) || "(empty file)"
    );
  return lines;
}

// lib/trace/session-name.ts
var CHARSET = /^[A-Za-z0-9\-_.@]+$/;
var HUMAN = /^human(?:-[A-Za-z0-9\-_.]+)?@(?:kernel|host)$/;
function canonicalSeat(sessionName) {
  const name = sessionName?.trim();
  if (!name || !CHARSET.test(name)) return null;
  if (HUMAN.test(name) || name.endsWith("@external")) return null;
  const at = name.indexOf("@");
  if (at <= 0 || at === name.length - 1) return null;
  const member = name.slice(0, at);
  const rig = name.slice(at + 1);
  if ([".", ".."].includes(member) || [".", ".."].includes(rig)) return null;
  return { member, rig };
}

// lib/trace/topology-trace.ts
async function topologyStart(run, inputs, root) {
  const given = inputs.topologyStart?.trim();
  if (given) return given;
  const seat = canonicalSeat(inputs.sessionName);
  if (seat) {
    const path2 = (0, import_node_path16.join)(root, "rigs", seat.rig, "seats", seat.member);
    if (await isFolder2(path2, run.s.signal)) return path2;
  }
  const id = inputs.nodeId?.trim();
  if (id && NODE_ID_PATTERN.test(id)) {
    try {
      const rec = await seatByNodeId(run.s.home, id, run.s.signal);
      if (rec) return (0, import_node_path16.join)(root, "rigs", rec.rig, "seats", rec.name);
    } catch (err) {
      if (run.s.signal?.aborted) throw new TraceAborted();
      void err;
    }
  }
  return null;
}
async function topologySection(run, inputs) {
  const lines = [TOPOLOGY_HEADING];
  try {
    const r = await run.root("topology.root");
    if ("gap" in r) return [...lines, r.gap].join("\n");
    lines.push(`root: ${r.root}`);
    const start = await topologyStart(run, inputs, r.root);
    if (!start) return [...lines, run.gap(TOPOLOGY_START_UNRESOLVED)].join("\n");
    lines.push(`start: ${start}`);
    const asc = await ascent(start, r.root, run.s.cwd, run.s.signal);
    if ("gap" in asc) return [...lines, run.gap(asc.gap)].join("\n");
    const last = asc.nodes.length - 1;
    lines.push(
      ...await run.blocksInOrder(
        asc.nodes,
        (fork, node, i) => learnedBlock(fork, node, i === last),
        (node) => `${node.path}/LEARNED.md`
      )
    );
  } catch (err) {
    if (!(err instanceof TraceAborted)) throw err;
    const cut = run.cut("the rest of the topology trace");
    if (cut) lines.push(cut);
  }
  return lines.join("\n");
}

// lib/trace/trace-run.ts
var import_node_path17 = require("node:path");
var TraceRun = class _TraceRun {
  /** `config`: shared by a run and its forks, so config.json is read once. */
  constructor(s, config = {}) {
    this.s = s;
    this.config = config;
  }
  s;
  config;
  failures = [];
  stopped = false;
  /**
   * A run for one section, with its own failures and stop flag over the same settings and config:
   * sections run side by side and are merged in order by `absorb`.
   */
  fork() {
    return new _TraceRun(this.s, this.config);
  }
  /** Takes a finished section's failures and stop into this run, as if it had run here. */
  absorb(section) {
    this.failures.push(...section.failures);
    if (section.stopped) this.stopped = true;
  }
  /**
   * One block per item, all rendered at once (each in its own fork), joined in order as if rendered
   * one after another: each block is preceded by a blank line, and the first block that ends its
   * fork (a cut) ends the list; blocks after it are dropped with their failures. A run already
   * stopped or aborted gives just the cut line before the first item.
   */
  async blocksInOrder(items, render, cutBefore) {
    const first = items[0];
    if (first === void 0) return [];
    if (this.aborted) {
      const cut = this.cut(cutBefore(first));
      return cut ? ["", cut] : [];
    }
    const blocks = items.map((item, i) => {
      const fork = this.fork();
      const lines2 = render(fork, item, i);
      lines2.catch(() => void 0);
      return { fork, lines: lines2 };
    });
    const lines = [];
    for (const b of blocks) {
      if (this.stopped) break;
      lines.push("", ...await b.lines);
      this.absorb(b.fork);
    }
    return lines;
  }
  static create(s) {
    const env = s.env ?? process.env;
    return new _TraceRun({ ...s, env, home: s.home ?? homePaths(resolveHome(env)) });
  }
  /** Records a failing line and returns it. */
  fail(line) {
    this.failures.push(line);
    return line;
  }
  gap(reason) {
    return this.fail(traceGap(reason));
  }
  get aborted() {
    return this.stopped || Boolean(this.s.signal?.aborted);
  }
  /** The one cut line (a failure) the first time the run is found aborted; null afterwards. */
  cut(before) {
    if (this.stopped) return null;
    this.stopped = true;
    const reason = this.s.signal?.reason;
    const text3 = reason instanceof Error ? reason.message : reason !== void 0 ? String(reason) : "aborted";
    return this.gap(cutShort(before, text3 || "aborted"));
  }
  io(p) {
    return untilAborted2(p, this.s.signal);
  }
  /** Live config, read once per run and its forks, without blocking (config.json may be anywhere). */
  async configured(key) {
    if (this.s.configUnavailable) return { error: this.s.configUnavailable };
    this.config.read ??= resolveConfigAsync(this.s.home, this.s.env, this.s.cwd, this.s.signal).catch(
      (err) => {
        if (this.s.signal?.aborted) throw new TraceAborted();
        return { error: err instanceof Error ? err.message : String(err) };
      }
    );
    const read2 = await this.config.read;
    if ("error" in read2) return read2;
    return read2[key].value;
  }
  /** The real root folder for a tree, or a TRACE GAP line (a failure). Throws TraceAborted. */
  async root(key) {
    const given = (key === "topology.root" ? this.s.topologyRoot : this.s.workspaceRoot)?.trim();
    const value2 = given || await this.configured(key);
    if (typeof value2 !== "string")
      return { gap: this.gap(rootUnresolved(key, `config could not be read (${value2.error})`)) };
    if (!value2) return { gap: this.gap(rootUnresolved(key)) };
    const path2 = (0, import_node_path17.resolve)(this.s.cwd, expandHome(value2));
    try {
      const real = await this.io(realpath(path2));
      if (!(await this.io(stat(real))).isDirectory())
        return { gap: this.gap(rootUnresolved(key, `${path2} is not a folder`)) };
      return { root: real };
    } catch (err) {
      if (err instanceof TraceAborted) throw err;
      const code2 = err.code ?? String(err);
      return { gap: this.gap(rootUnresolved(key, `${path2} cannot be reached (${code2})`)) };
    }
  }
};

// lib/trace/work-trace.ts
var import_node_path18 = require("node:path");

// lib/trace/candidates.ts
var HELD_ROWS_SHOWN = 20;
var NEXT_ROWS_SHOWN = 10;
var EVIDENCE_FIELD_CHARS = 300;
var HELD_LIST_COMMAND = "rig queue list --owned --state blocked";
var NEXT_LIST_COMMAND = "rig queue list --owned --state pending";
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var optString = (v) => v === void 0 || v === null || typeof v === "string";
var text2 = (v) => typeof v === "string" ? v : "";
var orNull = (v) => typeof v === "string" && v !== "" ? v : null;
var count = (v, fallback) => typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : fallback;
function candidateOf(v) {
  if (!isObject(v)) return null;
  if (v.kind !== "tag" && v.kind !== "ancestry") return null;
  if (typeof v.mission !== "string" || v.mission === "") return null;
  if (![v.qitemId, v.slice, v.workNodePath, v.intent, v.source, v.unresolved].every(optString)) return null;
  return {
    kind: v.kind,
    qitemId: text2(v.qitemId),
    mission: v.mission,
    slice: orNull(v.slice),
    workNodePath: orNull(v.workNodePath),
    intent: orNull(v.intent),
    source: text2(v.source),
    unresolved: orNull(v.unresolved)
  };
}
function listOf(v, each) {
  if (v === void 0) return [];
  if (!Array.isArray(v) || !v.every(isObject)) return null;
  return v.map((item) => each(item));
}
function checkEvidence(value2) {
  if (!isObject(value2) || !Array.isArray(value2.candidates) || typeof value2.missionsRoot !== "string") return null;
  const candidates = value2.candidates.map(candidateOf);
  if (candidates.some((c) => c === null)) return null;
  const unknown = listOf(value2.unknown, (u) => ({
    qitemId: text2(u.qitemId),
    summary: text2(u.summary),
    reason: text2(u.reason)
  }));
  const held = listOf(value2.held, (h) => ({
    qitemId: text2(h.qitemId),
    summary: text2(h.summary),
    blockedOn: orNull(h.blockedOn),
    continuation: orNull(h.continuation)
  }));
  const next = listOf(value2.next, (n) => ({
    qitemId: text2(n.qitemId),
    summary: text2(n.summary),
    missions: Array.isArray(n.missions) ? n.missions.filter((m) => typeof m === "string") : []
  }));
  if (!unknown || !held || !next) return null;
  const onHost = Array.isArray(value2.missionsOnHost) ? value2.missionsOnHost.filter((m) => typeof m === "string") : [];
  const perList = "heldTruncated" in value2 || "nextTruncated" in value2;
  return {
    missionsRoot: value2.missionsRoot,
    candidates,
    unknown,
    held,
    next,
    heldTotal: count(value2.heldTotal, held.length),
    nextTotal: count(value2.nextTotal, next.length),
    heldTruncated: value2.heldTruncated === true,
    nextTruncated: value2.nextTruncated === true,
    missionsOnHost: onHost,
    missionsOnHostTruncated: value2.missionsOnHostTruncated === true,
    legacyTruncated: !perList && value2.heldAndNextTruncated === true
  };
}
function directCandidate(ev) {
  if (ev.candidates.length !== 1 || ev.unknown.length !== 0) return null;
  const c = ev.candidates[0];
  return c.kind === "tag" && c.workNodePath && !c.unresolved ? c : null;
}
var field = (value2, fallback, limit = EVIDENCE_FIELD_CHARS) => value2 ? oneLine3(value2, limit).text || fallback : fallback;
function askMessage(ev) {
  if (ev.candidates.length === 0 && ev.unknown.length === 0) {
    return "No in-progress queue row names your work. If you are working from messages, name the mission they belong to; if you have no current work, say so.";
  }
  if (ev.candidates.length > 1)
    return `${ev.candidates.length} candidates are in flight. Say which mission you are actually working on.`;
  return "The queue evidence does not settle your work. Confirm a candidate or name your mission.";
}
function candidateLine(c) {
  const where = c.slice ? `${c.mission} / ${c.slice}` : c.mission;
  const unresolved = c.unresolved ? ` \u2014 UNRESOLVED ON THIS HOST: ${field(c.unresolved, "unknown reason")}` : "";
  return `- ${where} \u2014 ${field(c.intent, "no readable intent")} \u2014 source: ${field(c.source, "unknown")}${unresolved}`;
}
function routeLines(missionsRoot, command = ROUTE_FALLBACK) {
  const start = `${missionsRoot.replace(/\/+$/, "")}/<mission>`;
  return [
    "Then read that mission's current intent as text:",
    `  ${command} --trees work --packet --work-start ${start}`,
    `  (or the same through rig, where it is on your PATH: rig trace --trees work --packet --work-start ${start})`
  ];
}
function askBlock(ev, heading, routeCommand) {
  const lines = [heading, askMessage(ev)];
  if (ev.candidates.length) {
    lines.push(
      "",
      "Candidates (evidence, not a verdict; none is adopted for you):",
      ...ev.candidates.map(candidateLine)
    );
  }
  if (ev.unknown.length) {
    lines.push("", "In-progress rows the queue cannot place:");
    for (const u of ev.unknown) {
      lines.push(
        `- ${u.qitemId || "a row"} \u2014 ${field(u.summary, "no summary", ROW_FIELD_CHARS)}: ${field(u.reason, "no reason given")}`
      );
    }
  }
  if (!ev.candidates.length) {
    const names = ev.missionsOnHost.length ? ev.missionsOnHost.join(", ") + (ev.missionsOnHostTruncated ? ", \u2026" : "") : "none with a SPEC.md";
    lines.push("", `Missions on this host: ${names}`);
  }
  lines.push("", ...routeLines(ev.missionsRoot, routeCommand));
  return lines;
}
var shownNote = (id) => id ? ` (shortened; \`rig queue show ${id}\` has the whole row)` : " (shortened)";
function heldLine(h) {
  const summary = oneLine3(h.summary || "no summary");
  const blocked = oneLine3(h.blockedOn || "unknown");
  const cont = oneLine3(h.continuation || "none recorded");
  const cut = summary.shortened || blocked.shortened || cont.shortened;
  return `- ${h.qitemId || "a row"} \u2014 ${summary.text} \u2014 blocked on ${blocked.text} \u2014 continuation: ${cont.text}${cut ? shownNote(h.qitemId) : ""}`;
}
function nextLine(n) {
  const summary = oneLine3(n.summary || "no summary");
  const missions = n.missions.length ? ` [mission: ${oneLine3(n.missions.join(", ")).text}]` : "";
  return `- ${n.qitemId || "a row"} \u2014 ${summary.text}${missions}${summary.shortened ? shownNote(n.qitemId) : ""}`;
}
function cutNotice(which, shown, total, command) {
  const counts = total > shown ? `: showing ${shown} of ${total}` : "";
  return `(the ${which} list was cut${counts}; \`${command}\` has the rest)`;
}
function heldNextSection(ev) {
  const blocks = [];
  if (ev.held.length || ev.heldTotal > 0) {
    const rows = ev.held.slice(0, HELD_ROWS_SHOWN);
    const total = Math.max(ev.heldTotal, ev.held.length);
    const lines = ["HELD WORK (blocked; this is not next):", ...rows.map(heldLine)];
    if (ev.heldTruncated || total > rows.length) lines.push(cutNotice("held", rows.length, total, HELD_LIST_COMMAND));
    blocks.push(lines.join("\n"));
  }
  if (ev.next.length || ev.nextTotal > 0) {
    const rows = ev.next.slice(0, NEXT_ROWS_SHOWN);
    const total = Math.max(ev.nextTotal, ev.next.length);
    const lines = ["POSSIBLE NEXT WORK (pending; no order implied):", ...rows.map(nextLine)];
    if (ev.nextTruncated || total > rows.length) lines.push(cutNotice("next", rows.length, total, NEXT_LIST_COMMAND));
    blocks.push(lines.join("\n"));
  }
  if (ev.legacyTruncated) blocks.push("(held and next lists were cut; `rig queue list` has the rest)");
  return blocks.length ? blocks.join("\n\n") : null;
}

// lib/trace/work-trace.ts
var FROM_ROOT = /* @__PURE__ */ Symbol("the work root");
var FROM_CWD = /* @__PURE__ */ Symbol("the nearest spec folder above the cwd");
async function nearestSpecFolder(run, root) {
  let dir = await resolveLoose(run.s.cwd, run.s.signal);
  if (pathWithin(root, dir) === void 0) return null;
  for (; ; ) {
    for (const name of ["SPEC.md", "README.md"]) {
      const st = await statFile((0, import_node_path18.join)(dir, name), run.s.signal);
      if (st.kind === "aborted") throw new TraceAborted();
      if (st.kind === "file") return dir;
    }
    if (dir === root) return null;
    const up = (0, import_node_path18.dirname)(dir);
    if (up === dir) return null;
    dir = up;
  }
}
async function workTrace(run, spec) {
  const lines = [spec.heading, ...spec.pre ?? []];
  try {
    const r = await run.root("workspace.root");
    if ("gap" in r) return [...lines, r.gap].join("\n");
    lines.push(`root: ${r.root}`);
    let start;
    if (spec.start === FROM_ROOT) start = r.root;
    else if (spec.start === FROM_CWD) {
      const found = await nearestSpecFolder(run, r.root);
      if (!found) return [...lines, run.gap(WORK_START_UNRESOLVED)].join("\n");
      start = found;
    } else start = spec.start;
    lines.push(`start: ${start}`);
    if (spec.fallback) lines.push(spec.fallback);
    const asc = await ascent(start, r.root, run.s.cwd, run.s.signal);
    if ("gap" in asc) return [...lines, run.gap(asc.gap)].join("\n");
    lines.push(
      ...await run.blocksInOrder(
        asc.nodes,
        (fork, node) => workNodeBlock(fork, node, spec.depth, spec.packet),
        (node) => `the work node ${node.path}`
      )
    );
  } catch (err) {
    if (!(err instanceof TraceAborted)) throw err;
    const cut = run.cut("the rest of the work trace");
    if (cut) lines.push(cut);
  }
  return lines.join("\n");
}
async function workSections(run, inputs) {
  let evidence = null;
  let evidenceGap = null;
  const given = inputs.candidates;
  if (given !== void 0) {
    const unreadable = typeof given === "object" && given !== null ? given.unreadable : void 0;
    if (typeof unreadable === "string") evidenceGap = candidatesUnreadable(unreadable);
    else if (!(evidence = checkEvidence(given))) evidenceGap = CANDIDATES_INVALID;
  }
  const depth = run.s.depth;
  const sections = [];
  const workStart = inputs.workStart?.trim();
  const basis = inputs.workBasis;
  const unknown = inputs.workUnknown?.trim();
  if (workStart) {
    sections.push(await workTrace(run, { heading: WORK_HEADING, start: workStart, depth, packet: inputs.packet }));
    if (evidenceGap && !run.stopped) sections.push(run.gap(evidenceGap));
  } else if (evidence) {
    const direct = directCandidate(evidence);
    if (direct) {
      const pre = [
        evidenceLine(direct.source || `tag mission:${direct.mission} on row ${direct.qitemId}`),
        ...direct.slice ? [] : [NO_SLICE_NAMED]
      ];
      sections.push(
        await workTrace(run, { heading: WORK_HEADING, pre, start: direct.workNodePath, depth, packet: true })
      );
    } else {
      const orientation = await workTrace(run, {
        heading: ORIENTATION_HEADING,
        start: FROM_ROOT,
        depth: "light",
        packet: true
      });
      sections.push(`${askBlock(evidence, ASK_HEADING, run.s.routeCommand).join("\n")}

${orientation}`);
    }
  } else if (evidenceGap) {
    sections.push(`${WORK_HEADING}
${run.gap(evidenceGap)}`);
  } else if (basis !== void 0 && basis === NO_CURRENT_BATON_BASIS) {
    sections.push(
      await workTrace(run, {
        heading: WORK_HEADING,
        start: FROM_ROOT,
        fallback: fallbackLine(basis),
        depth,
        packet: inputs.packet
      })
    );
  } else if (basis?.trim()) {
    sections.push(`${WORK_HEADING}
${run.gap(noSingleWorkNode(basis.trim()))}`);
  } else if (unknown) {
    sections.push(`${WORK_HEADING}
${run.gap(workNodeUnknown(unknown))}`);
  } else {
    sections.push(await workTrace(run, { heading: WORK_HEADING, start: FROM_CWD, depth, packet: inputs.packet }));
  }
  if (evidence && !run.stopped) {
    const heldNext = heldNextSection(evidence);
    if (heldNext) sections.push(heldNext);
  }
  return sections;
}

// lib/trace/render.ts
async function renderTrace(opts) {
  const run = TraceRun.create({
    depth: opts.depth === "full" ? "full" : "light",
    packet: opts.packet === true,
    now: opts.now ?? Date.now(),
    thresholdDays: notesMaxAgeDays(opts.notesMaxAgeDays),
    cwd: opts.cwd ?? process.cwd(),
    home: opts.home,
    env: opts.env,
    signal: opts.signal,
    topologyRoot: opts.topologyRoot,
    workspaceRoot: opts.workspaceRoot,
    configUnavailable: opts.configUnavailable,
    routeCommand: opts.routeCommand ?? routeCommandFor(process.execPath, process.argv[1])
  });
  const sections = [];
  const trees = opts.trees === "topology" || opts.trees === "work" ? opts.trees : "both";
  if (run.aborted) {
    const cut = run.cut("the trace started");
    if (cut) sections.push(cut);
  }
  const topology = trees !== "work" && !run.stopped ? run.fork() : void 0;
  const work = trees !== "topology" && !run.stopped ? run.fork() : void 0;
  const [topologyText, workTexts] = await Promise.all([
    topology && topologySection(topology, {
      topologyStart: opts.topologyStart,
      sessionName: opts.sessionName,
      nodeId: opts.nodeId
    }),
    work && workSections(work, {
      workStart: opts.workStart,
      workBasis: opts.workBasis,
      workUnknown: opts.workUnknown,
      packet: opts.packet === true,
      candidates: opts.workCandidates
    })
  ]);
  if (topology && topologyText !== void 0) {
    sections.push(topologyText);
    run.absorb(topology);
  }
  if (work && workTexts) {
    sections.push(...workTexts);
    run.absorb(work);
  }
  return { text: sections.join("\n\n"), failed: run.failures.length > 0, failures: [...run.failures] };
}

// lib/refocus/live-lookups.ts
var liveLookups = {
  async config(home, env, cwd, signal) {
    const c = await resolveConfigAsync(home, env, cwd, signal);
    return {
      topologyRoot: c["topology.root"].value,
      workspaceRoot: c["workspace.root"].value,
      contextRoot: c["context.root"].value
    };
  },
  whoami: (home, env, { config, ...opts }) => readWhoami(home, env, {
    ...opts,
    config: config.ok ? { workspaceRoot: config.roots.workspaceRoot } : { unavailable: config.reason }
  }),
  trace: (req) => renderTrace(req),
  contextEntry: (root, ref, signal) => getContextEntry(root, ref, { signal }),
  emitIssue: (home, item, signal) => emitStreamItemAsync(home, item, signal)
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  liveLookups
});
}))
