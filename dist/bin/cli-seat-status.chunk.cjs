((chunk) => (typeof arguments === 'object' ? chunk.apply(this, arguments) : chunk))((function (exports, require, module, __filename, __dirname) {
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn2, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn2 && (res = (0, fn2[__getOwnPropNames(fn2)[0]])(fn2 = 0)), res;
  } catch (e3) {
    throw err = [e3], e3;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e3) {
    throw mod = 0, e3;
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
      var k2, arr, arg2, name, val, out = { _: [] };
      var i = 0, j2 = 0, idx = 0, len = args.length;
      const alibi = opts.alias !== void 0;
      const strict = opts.unknown !== void 0;
      const defaults = opts.default !== void 0;
      opts.alias = opts.alias || {};
      opts.string = toArr(opts.string);
      opts.boolean = toArr(opts.boolean);
      if (alibi) {
        for (k2 in opts.alias) {
          arr = opts.alias[k2] = toArr(opts.alias[k2]);
          for (i = 0; i < arr.length; i++) {
            (opts.alias[arr[i]] = arr.concat(k2)).splice(i, 1);
          }
        }
      }
      for (i = opts.boolean.length; i-- > 0; ) {
        arr = opts.alias[opts.boolean[i]] || [];
        for (j2 = arr.length; j2-- > 0; ) opts.boolean.push(arr[j2]);
      }
      for (i = opts.string.length; i-- > 0; ) {
        arr = opts.alias[opts.string[i]] || [];
        for (j2 = arr.length; j2-- > 0; ) opts.string.push(arr[j2]);
      }
      if (defaults) {
        for (k2 in opts.default) {
          name = typeof opts.default[k2];
          arr = opts.alias[k2] = opts.alias[k2] || [];
          if (opts[name] !== void 0) {
            opts[name].push(k2);
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
        for (j2 = 0; j2 < arg2.length; j2++) {
          if (arg2.charCodeAt(j2) !== 45) break;
        }
        if (j2 === 0) {
          out._.push(arg2);
        } else if (arg2.substring(j2, j2 + 3) === "no-") {
          name = arg2.substring(j2 + 3);
          if (strict && !~keys.indexOf(name)) {
            return opts.unknown(arg2);
          }
          out[name] = false;
        } else {
          for (idx = j2 + 1; idx < arg2.length; idx++) {
            if (arg2.charCodeAt(idx) === 61) break;
          }
          name = arg2.substring(j2, idx);
          val = arg2.substring(++idx) || (i + 1 === len || ("" + args[i + 1]).charCodeAt(0) === 45 || args[++i]);
          arr = j2 === 2 ? [name] : name;
          for (idx = 0; idx < arr.length; idx++) {
            name = arr[idx];
            if (strict && !~keys.indexOf(name)) return opts.unknown("-".repeat(j2) + name);
            toVal(out, name, idx + 1 < arr.length || val, opts);
          }
        }
      }
      if (defaults) {
        for (k2 in opts.default) {
          if (out[k2] === void 0) {
            out[k2] = opts.default[k2];
          }
        }
      }
      if (alibi) {
        for (k2 in out) {
          arr = opts.alias[k2] || [];
          while (arr.length > 0) {
            out[arr.shift()] = out[k2];
          }
        }
      }
      return out;
    };
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
      written += (0, import_node_fs12.writeSync)(fd, buf, written, buf.length - written);
    } catch (err) {
      return { written, total: buf.length, error: err };
    }
  }
  return { written, total: buf.length };
}
var import_node_fs12;
var init_fd_write = __esm({
  "lib/util/fd-write.ts"() {
    "use strict";
    import_node_fs12 = require("node:fs");
  }
});

// lib/util/replace-file.ts
function replaceFileSync(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  let fd;
  try {
    fd = (0, import_node_fs13.openSync)(tmp, "wx", 384);
  } catch (e3) {
    if (e3.code !== "EEXIST") throw e3;
    (0, import_node_fs13.rmSync)(tmp, { force: true });
    fd = (0, import_node_fs13.openSync)(tmp, "wx", 384);
  }
  try {
    const r = writeAllSync(fd, data);
    if (r.error) throw r.error;
  } catch (e3) {
    (0, import_node_fs13.closeSync)(fd);
    (0, import_node_fs13.rmSync)(tmp, { force: true });
    throw e3;
  }
  (0, import_node_fs13.closeSync)(fd);
  (0, import_node_fs13.renameSync)(tmp, file);
}
var import_node_fs13;
var init_replace_file = __esm({
  "lib/util/replace-file.ts"() {
    "use strict";
    import_node_fs13 = require("node:fs");
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
  const file = (0, import_node_path11.join)(dir, name);
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
    const n = (0, import_node_fs14.readSync)(fd, buf, got, length - got, got);
    if (n === 0) throw new Error("file shrank while it was read");
    got += n;
  }
}
function openCache(dir, id) {
  for (const tier of ["full", "partial"]) {
    let fd;
    try {
      const file = (0, import_node_path11.join)(dir, cacheFileName(id, tier));
      if ((0, import_node_fs14.statSync)(file, { throwIfNoEntry: false }) === void 0) continue;
      fd = (0, import_node_fs14.openSync)(file, "r");
      const st2 = (0, import_node_fs14.fstatSync)(fd);
      if (st2.isFile()) return { tier, fd, size: st2.size };
    } catch {
    }
    if (fd !== void 0) (0, import_node_fs14.closeSync)(fd);
  }
  return void 0;
}
function compileChunk(chunkDir, name, file) {
  const vm = process.getBuiltinModule("node:vm");
  const dir = shared.cacheDir;
  const fd = (0, import_node_fs14.openSync)(file, "r");
  let source;
  let id;
  let cached2;
  try {
    const st2 = (0, import_node_fs14.fstatSync)(fd);
    id = { name, dir: chunkDir, size: st2.size, mtimeMs: st2.mtimeMs };
    const cache = dir === void 0 ? void 0 : openCache(dir, id);
    const buf = Buffer.allocUnsafeSlow(Math.max(st2.size, cache?.size ?? 0));
    try {
      readInto(fd, buf, st2.size);
      source = buf.toString("utf8", 0, st2.size);
      if (cache) {
        try {
          readInto(cache.fd, buf, cache.size);
          cached2 = { tier: cache.tier, data: buf.subarray(0, cache.size) };
        } catch {
        }
      }
    } finally {
      if (cache) (0, import_node_fs14.closeSync)(cache.fd);
    }
  } finally {
    (0, import_node_fs14.closeSync)(fd);
  }
  if (!source.startsWith(CHUNK_WRAPPER_OPEN))
    throw new Error(`${file} is not a chunk file (build.mjs writes each as one function expression)`);
  const script = new vm.Script(source, { filename: file, ...cached2 ? { cachedData: cached2.data } : {} });
  const accepted = cached2 !== void 0 && !script.cachedDataRejected;
  if (dir === void 0) shared.loads.plain++;
  else if (accepted) shared.loads.fromCache++;
  else shared.loads.compiled++;
  if (dir !== void 0 && (cached2?.tier !== "full" || !accepted)) {
    process.once("exit", () => {
      const tier = saveDecision(cached2?.tier, accepted, shared.fullRun);
      if (tier) save(script, dir, (0, import_node_path11.join)(dir, cacheFileName(id, tier)), cachePrefix(id));
    });
  }
  return script.runInThisContext();
}
function save(script, dir, cacheFile, prefix) {
  try {
    const data = script.createCachedData();
    (0, import_node_fs14.mkdirSync)(dir, { recursive: true, mode: 448 });
    replaceFileSync(cacheFile, data);
    for (const f of staleCaches((0, import_node_fs14.readdirSync)(dir), prefix, cacheFile.slice(dir.length + 1)))
      (0, import_node_fs14.rmSync)((0, import_node_path11.join)(dir, f), { force: true });
  } catch {
  }
}
var import_node_fs14, import_node_path11, CHUNK_WRAPPER_OPEN, CHUNK_WRAPPER_CLOSE, SHARED, shared, codeCacheLoads;
var init_code_cache = __esm({
  "lib/util/code-cache.ts"() {
    "use strict";
    import_node_fs14 = require("node:fs");
    import_node_path11 = require("node:path");
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

// openrig-chunk:views-seat-status.chunk.cjs
var require_views_seat_status_chunk = __commonJS({
  "openrig-chunk:views-seat-status.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "views-seat-status.chunk.cjs");
  }
});

// lib/cli/seat-status.ts
var seat_status_exports = {};
__export(seat_status_exports, {
  seatStatusVerb: () => seatStatusVerb
});
module.exports = __toCommonJS(seat_status_exports);

// lib/cli/args.ts
var import_mri = __toESM(require_lib(), 1);

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
function isStoreError(err) {
  return typeof err === "object" && err !== null && err[STORE_ERROR] === true;
}
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

// lib/util/terminal-text.ts
var UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
var nonprinting;
var nonprintingInJson;
function hex(ch) {
  const code = ch.codePointAt(0) ?? 0;
  return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}
function visible(ch) {
  const code = ch.codePointAt(0) ?? 0;
  return code > 65535 ? `\\u{${code.toString(16)}}` : hex(ch);
}
function jsonUnits(ch) {
  let out = "";
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, "0")}`;
  return out;
}
function escapeForTerminal(text2) {
  return text2.replace(UNSAFE, hex);
}
function escapeRecordedText(text2) {
  return text2.replace(nonprinting ??= /(?! )[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\p{Cs}]/gu, visible);
}
function jsonForTerminal(value, indent = 2) {
  return JSON.stringify(value, null, indent).replace(
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
    if (values.some((v2) => v2 === "")) {
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
function arg(p, name) {
  return p.args[name];
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

// lib/home/paths.ts
var import_node_path = require("node:path");

// lib/util/lazy-builtins.ts
var net = () => process.getBuiltinModule("node:net");
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
  return (0, import_node_path.join)(p.seats, rig, `${seat}.json`);
}

// lib/cli/cli-context.ts
function say(ctx, line = "") {
  ctx.io.out(escapeForTerminal(line) + "\n");
}
function printJson(ctx, value) {
  ctx.io.out(jsonForTerminal(value) + "\n");
}

// lib/config/federation-settings.ts
var import_node_fs4 = require("node:fs");

// lib/config/config.ts
var import_node_path3 = require("node:path");

// lib/store/document.ts
var import_node_fs2 = require("node:fs");

// lib/store/document-kind.ts
function defineKind(kind) {
  return kind;
}
function schemaProblems(validate) {
  return (validate.errors ?? []).slice(0, 5).map((e3) => `${e3.instancePath || "(document)"} ${e3.message ?? e3.keyword}`);
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
  for (let v2 = version; v2 < kind.version; v2++) {
    const lift = kind.migrations?.[v2];
    if (!lift) return { problem: `no migration from version ${v2}` };
    doc = { ...lift(doc), schema: kind.schema, version: v2 + 1 };
  }
  if (!kind.validate(doc)) return { problem: schemaProblems(kind.validate).join("; ") };
  return { doc };
}

// lib/store/constants.ts
var LOCK_STALE_MS = 5e3;
var LOCK_UPDATE_MS = 1e3;
var LOCK_WAIT_MS = LOCK_STALE_MS + LOCK_UPDATE_MS + 2e3;
var FILE_MODE = 384;

// lib/store/default-report.ts
var defaultReport = (message) => {
  process.stderr.write(`openrig: ${message}
`);
};

// lib/store/quarantine.ts
var import_node_fs = require("node:fs");
var import_node_path2 = require("node:path");

// lib/util/compare-text.ts
function compareText(a, b2) {
  return a < b2 ? -1 : a > b2 ? 1 : 0;
}

// lib/store/quarantine.ts
var INFIX = ".corrupt-";
var ADVISED = ".advised";
var STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z(?:-\d+)?$/;
function quarantineTarget(file, now = /* @__PURE__ */ new Date()) {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let target = `${file}${INFIX}${stamp}`;
  for (let n = 1; (0, import_node_fs.existsSync)(target); n++) target = `${file}${INFIX}${stamp}-${n}`;
  return target;
}
function parseQuarantineName(name) {
  const at2 = name.lastIndexOf(INFIX);
  if (at2 <= 0) return void 0;
  const stamp = name.slice(at2 + INFIX.length);
  return STAMP.test(stamp) ? { original: name.slice(0, at2), stamp } : void 0;
}
function quarantinedIn(dir) {
  let names;
  try {
    names = (0, import_node_fs.readdirSync)(dir);
  } catch {
    return [];
  }
  const present = new Set(names);
  const out = [];
  for (const name of names) {
    const q2 = parseQuarantineName(name);
    if (!q2) continue;
    out.push({
      path: (0, import_node_path2.join)(dir, name),
      original: (0, import_node_path2.join)(dir, q2.original),
      stamp: q2.stamp,
      advised: present.has(name + ADVISED)
    });
  }
  return out.sort((a, b2) => compareText(a.stamp, b2.stamp));
}
function markAdvised(q2) {
  try {
    (0, import_node_fs.closeSync)((0, import_node_fs.openSync)(q2.path + ADVISED, import_node_fs.constants.O_WRONLY | import_node_fs.constants.O_CREAT | import_node_fs.constants.O_EXCL, FILE_MODE));
    return true;
  } catch (err) {
    return err.code !== "EEXIST";
  }
}

// lib/store/document.ts
var ReplacedWhileReading = class extends Error {
};
function quarantine(file, raw, reason) {
  let now;
  try {
    now = (0, import_node_fs2.statSync)(file);
  } catch {
    throw new ReplacedWhileReading(file);
  }
  if (now.ino !== raw.ino || now.dev !== raw.dev) throw new ReplacedWhileReading(file);
  const target = quarantineTarget(file);
  try {
    (0, import_node_fs2.renameSync)(file, target);
  } catch (err) {
    if (err.code === "ENOENT") throw new ReplacedWhileReading(file);
    throw err;
  }
  return new CorruptDocumentError(file, target, reason);
}
var READ_FLAGS = import_node_fs2.constants.O_RDONLY | (import_node_fs2.constants.O_NONBLOCK ?? 0);
function readRaw(file) {
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(file, READ_FLAGS);
  } catch (err) {
    if (err.code === "ENOENT") return void 0;
    throw unreadableFile(file, err);
  }
  try {
    let st2;
    let text2;
    try {
      st2 = (0, import_node_fs2.fstatSync)(fd);
      text2 = st2.isFile() ? (0, import_node_fs2.readFileSync)(fd, "utf8") : "";
    } catch (err) {
      throw unreadableFile(file, err);
    }
    if (!st2.isFile()) throw quarantine(file, { text: "", dev: st2.dev, ino: st2.ino }, "not a regular file");
    return { text: text2, dev: st2.dev, ino: st2.ino };
  } finally {
    (0, import_node_fs2.closeSync)(fd);
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

// lib/util/read-regular-file.ts
var import_node_fs3 = require("node:fs");
var OPEN_FLAGS = import_node_fs3.constants.O_RDONLY | (import_node_fs3.constants.O_NONBLOCK ?? 0) | (import_node_fs3.constants.O_NOCTTY ?? 0);

// lib/store/read-async.ts
var ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;

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
function valueProblem(field, value) {
  if (field === "url") {
    const urls = value.split(",").map((u) => u.trim());
    const bad = urls.find((u) => !/^(nats|tls):\/\/[^\s/?#@]+(:\d{1,5})?\/?$/.test(u));
    if (bad !== void 0)
      return `federation.url "${bad}" is not a nats:// or tls:// server address (no user or token in it)`;
  }
  if (field === "host" && !HOST_NAME_PATTERN.test(value))
    return `federation.host "${value}" is not a host name: letters, digits, - and _ only, up to 63`;
  if (field === "jsDomain" && !HOST_NAME_PATTERN.test(value))
    return `federation.jsDomain "${value}" is not a JetStream domain: letters, digits, - and _ only, up to 63`;
  if (field === "user" && !/^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/.test(value))
    return `federation.user "${value}" is not a user name: letters, digits, ., - and _ only`;
  return void 0;
}
function isSecretFile(field) {
  return field === "tokenFile" || field === "credsFile" || field === "tlsKey";
}
function fileProblem(field, file, facts) {
  if (!facts.exists) return `federation.${field} ${file} does not exist`;
  if (!facts.isFile) return `federation.${field} ${file} is not a file`;
  if (isSecretFile(field) && (facts.mode & 63) !== 0)
    return `federation.${field} ${file} is readable by others (mode ${(facts.mode & 511).toString(8)}): it must be 0600`;
  return void 0;
}
function settingsOf(values) {
  if (!values.url) return void 0;
  const urls = values.url.split(",").map((u) => u.trim());
  const tls = values.tlsCa || values.tlsCert || values.tlsKey ? {
    ...values.tlsCa ? { ca: values.tlsCa } : {},
    ...values.tlsCert ? { cert: values.tlsCert } : {},
    ...values.tlsKey ? { key: values.tlsKey } : {}
  } : void 0;
  return {
    urls,
    host: values.host,
    ...values.user ? { user: values.user } : {},
    ...values.tokenFile ? { tokenFile: values.tokenFile } : {},
    ...values.credsFile ? { credsFile: values.credsFile } : {},
    ...tls ? { tls } : {},
    ...values.jsDomain ? { jsDomain: values.jsDomain } : {}
  };
}
function settingsProblems(values, facts) {
  if (!values.url) return [];
  const out = [];
  for (const field of ["url", "host", "user", "jsDomain"]) {
    const p = values[field] ? valueProblem(field, values[field]) : void 0;
    if (p) out.push(p);
  }
  if (!values.tokenFile && !values.credsFile)
    out.push(
      "federation has no credentials: set federation.tokenFile or federation.credsFile (connections are authenticated)"
    );
  if (values.tokenFile && values.credsFile)
    out.push("federation.tokenFile and federation.credsFile are both set: keep one");
  if (values.user && !values.tokenFile) out.push("federation.user needs federation.tokenFile (its password)");
  if (values.tlsCert === "" !== (values.tlsKey === ""))
    out.push("federation.tlsCert and federation.tlsKey go together");
  for (const field of ["tokenFile", "credsFile", "tlsCa", "tlsCert", "tlsKey"]) {
    const file = values[field];
    const p = file ? fileProblem(field, file, facts(file)) : void 0;
    if (p) out.push(p);
  }
  return out;
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
function resolveConfig(home, env, cwd = process.cwd()) {
  return resolveConfigFrom(readDocument(configKind, home.config, { onCorrupt: "fresh" }), home, env, cwd);
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

// lib/config/federation-settings.ts
var FIELDS = [
  "url",
  "host",
  "user",
  "tokenFile",
  "credsFile",
  "tlsCa",
  "tlsCert",
  "tlsKey",
  "jsDomain"
];
function fileFacts(file) {
  const st2 = (0, import_node_fs4.statSync)(file, { throwIfNoEntry: false });
  return { exists: !!st2, isFile: !!st2?.isFile(), mode: st2 ? st2.mode & 511 : 0 };
}
function federationConfig(home, env, cwd = process.cwd()) {
  const resolved = resolveConfig(home, env, cwd);
  const values = Object.fromEntries(FIELDS.map((f) => [f, resolved[`federation.${f}`].value]));
  const settings = settingsOf(values);
  if (!settings) return { state: "off" };
  const problems = settingsProblems(values, fileFacts);
  return problems.length ? { state: "invalid", problems } : { state: "on", settings };
}

// lib/daemon/client.ts
var import_node_fs5 = require("node:fs");

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
  const at2 = text2.indexOf("@");
  if (at2 < 0) throw new SeatRefError(text2, "expected name@rig, a node id (n-\u2026) or a pane id (%N)");
  const seat = text2.slice(0, at2);
  const rig = text2.slice(at2 + 1);
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
function sessionNameFor(seat, rig) {
  return formatSeatRef(seat, rig);
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
function daemonRequest(socket, method, path2, body, opts = {}) {
  return new Promise((resolve4, reject) => {
    if (!(0, import_node_fs5.existsSync)(socket)) {
      reject(new DaemonUnavailableError(socket, "ENOENT"));
      return;
    }
    const headers = { accept: "application/json" };
    if (body !== void 0) headers["content-type"] = "application/json";
    if (opts.session) headers["x-openrig-session"] = opts.session;
    const wire = encodeRequest({
      method,
      path: path2,
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
    let settled = false;
    const conn = net().createConnection(socket);
    const settle = (err, res) => {
      if (settled) return;
      settled = true;
      conn.destroy();
      if (err) reject(err);
      else resolve4(res);
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
      const text2 = p.body.toString("utf8");
      let parsed = text2;
      try {
        parsed = text2 ? JSON.parse(text2) : void 0;
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
function homeRequest(home, method, path2, body, opts = {}) {
  return daemonRequest(home.daemonSocket, method, path2, body, opts);
}

// lib/daemon/federation-client.ts
async function remoteSeats(home, env, timeoutMs = 5e3) {
  const conf = federationConfig(home, env);
  if (conf.state !== "on") return conf;
  try {
    const r = await homeRequest(home, "GET", "/api/federation/seats", void 0, { timeoutMs });
    if (r.status !== 200) return { state: "unavailable", why: `the daemon answered ${r.status}` };
    if (r.body.state === "off") return { state: "unavailable", why: "the daemon was started without federation" };
    return r.body;
  } catch (err) {
    if (err instanceof DaemonUnavailableError) return { state: "unavailable", why: "the daemon is not running" };
    return { state: "unavailable", why: err.message };
  }
}

// lib/federation/remote-status.ts
function matchRemoteSeat(rows, ref) {
  const found = rows.filter((r) => r.seat === ref || r.nodeId === ref);
  if (found.length === 0) return { kind: "none" };
  if (found.length === 1) return { kind: "one", row: found[0] };
  return { kind: "many", hosts: found.map((r) => r.host) };
}
var secs = (ms) => ms === null ? "unknown" : `${Math.round(ms / 1e3)}s`;
function remoteStatusLines(r) {
  const head = `${r.seat}  (${r.nodeId}, ${r.runtime}, on host ${r.host})`;
  if (r.hostState !== "live")
    return [
      head,
      r.hostAgeMs === null ? `Stale: no heartbeat from host ${r.host} has been seen; its seats' state is not known` : `Stale: host ${r.host} has been silent for ${secs(r.hostAgeMs)}; its seats' state is not known`
    ];
  const lines = [
    head,
    `Typing guard: ${r.guard.mode}${r.guard.pending ? " (activation pending)" : ""}; ${r.held} held`,
    `Activity: ${r.activity.state} (${r.activity.reason}; ${r.activity.source}${r.activity.ageMs === null ? "" : `, ${secs(r.activity.ageMs)} ago`})`,
    `Pane: ${r.pane}; record ${r.status}`
  ];
  if (r.context)
    lines.push(
      `Context: ${r.context.usedPercent === null ? r.context.state : `${r.context.usedPercent}%`}${r.context.ageMs === null ? "" : ` (${secs(r.context.ageMs)} ago)`}`
    );
  if (r.permissionStop)
    lines.push(
      `Permission stop: ${r.permissionStop.tool} (${r.permissionStop.pending}, ${r.permissionStop.actor}, ${secs(r.permissionStop.ageMs)} ago)`
    );
  lines.push(`Heard from host ${r.host} ${secs(r.hostAgeMs)} ago`);
  return lines;
}

// lib/seat/quarantined.ts
var import_node_fs6 = require("node:fs");
var import_node_path4 = require("node:path");
function quarantinedSeats(home, filter = {}) {
  let rigs;
  try {
    rigs = (0, import_node_fs6.readdirSync)(home.seats).filter((r) => NAME_PATTERN.test(r));
  } catch {
    return [];
  }
  const out = [];
  for (const rig of rigs.sort()) {
    if (filter.rig !== void 0 && rig !== filter.rig) continue;
    for (const q2 of quarantinedIn((0, import_node_path4.join)(home.seats, rig))) {
      const base = q2.original.slice(q2.original.lastIndexOf("/") + 1);
      if (!base.endsWith(".json")) continue;
      const seat = base.slice(0, -".json".length);
      if (!NAME_PATTERN.test(seat) || filter.seat !== void 0 && seat !== filter.seat) continue;
      out.push({ ...q2, rig, seat, recorded: (0, import_node_fs6.existsSync)(q2.original) });
    }
  }
  const order = (q2) => `${q2.rig}\0${q2.seat}\0${q2.stamp}`;
  return out.sort((a, b2) => compareText(order(a), order(b2)));
}
function quarantinedSeatAdvice(q2) {
  if (q2.recorded)
    return {
      what: `an earlier record of this seat could not be trusted and was moved to ${q2.path}`,
      todo: `the current record is in use; look at the moved file, then delete it (rm ${shellQuote(q2.path)})`
    };
  return {
    what: `its seat record could not be trusted and was moved to ${q2.path}; until a record is back, rig ps lists its tmux session as unrecorded and rig down cannot stop it`,
    todo: `repair the file and move it back (mv ${shellQuote(q2.path)} ${shellQuote(q2.original)}), or end the session (tmux kill-session -t ${shellQuote(`=${sessionNameFor(q2.seat, q2.rig)}`)}) and start the seat again with rig up`
  };
}

// lib/seat/registry.ts
var import_node_fs7 = require("node:fs");
var import_node_path5 = require("node:path");

// lib/store/validators/seat.v1.generated.js
var compiled2;
function validate_seat_v1(data, options) {
  compiled2 ??= build2();
  const ok = compiled2(data, options);
  validate_seat_v1.errors = compiled2.errors;
  return ok;
}
function build2() {
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
function unreadableSeat(err, rig, seat) {
  if (!isStoreError(err)) return void 0;
  const todo = err.todo ?? "check the file, or move it aside and retry";
  return { file: err.file, rig, ...seat !== void 0 ? { seat } : {}, what: err.message, todo };
}
function scanSeats(home, rig, read2 = readSeat) {
  const out = { records: [], unreadable: [] };
  let rigs;
  try {
    rigs = (0, import_node_fs7.readdirSync)(home.seats).filter((r) => NAME_PATTERN.test(r));
  } catch {
    return out;
  }
  for (const r of rigs.sort()) {
    if (rig !== void 0 && r !== rig) continue;
    let files;
    const dir = (0, import_node_path5.join)(home.seats, r);
    try {
      files = (0, import_node_fs7.readdirSync)(dir).filter((f) => f.endsWith(".json"));
    } catch (err) {
      if (err.code !== "ENOENT" && err.code !== "ENOTDIR")
        out.unreadable.push(unreadableSeat(unreadableFile(dir, err), r));
      continue;
    }
    for (const f of files.sort()) {
      const name = f.slice(0, -".json".length);
      if (!NAME_PATTERN.test(name)) continue;
      try {
        const rec = read2(home, r, name);
        if (rec) out.records.push(rec);
      } catch (err) {
        const u = unreadableSeat(err, r, name);
        if (!u) throw err;
        out.unreadable.push(u);
      }
    }
  }
  return out;
}
function listSeats(home, rig, read2 = readSeat, report = (u) => defaultReport(`${u.what} \u2014 ${u.todo}`)) {
  const scan = scanSeats(home, rig, read2);
  for (const u of scan.unreadable) report(u);
  return scan.records;
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
function resolveSeat(home, refText, readOpts = {}) {
  const ref = typeof refText === "string" ? parseSeatRef(refText) : refText;
  if (ref.kind === "name") {
    const rec = readSeat(home, ref.rig, ref.seat, readOpts);
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
        running.map((s) => seatRefOf(s))
      );
  }
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) throw new SeatNotFoundError(ref.text);
  throw new AmbiguousSeatError(
    ref.text,
    matches.map((s) => seatRefOf(s))
  );
}

// lib/cli/seat-resolve.ts
var SEAT_REF_ARG = { name: "REF", what: "a seat ref", completes: "seat" };
function seatCliError(err) {
  if (err instanceof SeatRefError) return usageError(err.message, "use name@rig, a node id (n-\u2026) or a pane id (%N)");
  if (err instanceof AmbiguousSeatError) return usageError(err.message, "use the name@rig form");
  if (err instanceof SeatNotFoundError) return refused(err.message, "run rig seat list to see known seats");
  return void 0;
}
function quarantinedRefusal(home, err) {
  let ref;
  try {
    ref = parseSeatRef(err.ref);
  } catch {
    return void 0;
  }
  if (ref.kind !== "name") return void 0;
  const lost = quarantinedSeats(home, { rig: ref.rig, seat: ref.seat }).filter((q2) => !q2.recorded);
  const newest = lost.at(-1);
  if (!newest) return void 0;
  for (const q2 of lost) if (!q2.advised) markAdvised(q2);
  const { what, todo } = quarantinedSeatAdvice(newest);
  return refused(`no seat ${ref.text} is recorded: ${what}`, todo);
}
function resolveSeatForCli(home, ref, what = "a seat ref") {
  if (ref === void 0) throw usageError(`${what} is required`, "give name@rig, a node id or a pane id");
  try {
    return resolveSeat(home, ref, { report: () => void 0 });
  } catch (err) {
    throw (err instanceof SeatNotFoundError ? quarantinedRefusal(home, err) : void 0) ?? seatCliError(err) ?? err;
  }
}

// lib/util/age-text.ts
function ageText(ms) {
  const s = Math.max(0, Math.floor(ms / 1e3));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h`;
  return `${Math.floor(h / 24)} d`;
}

// lib/activity/permission/format.ts
var PERMISSION_SECTION_TITLE = "Latest permission observation";
function formatActor(actor) {
  return actor.category === "main" ? "main" : `subagent or teammate ${escapeRecordedText(actor.id)}`;
}
function formatRule(rule) {
  return rule.ruleContent === void 0 ? escapeRecordedText(rule.toolName) : `${escapeRecordedText(rule.toolName)}(${escapeRecordedText(rule.ruleContent)})`;
}
function entryLines(entry, index) {
  const head = `    ${index + 1}. ${escapeRecordedText(entry.type)}, behavior ${escapeRecordedText(entry.behavior)}, destination ${escapeRecordedText(entry.destination)}`;
  if (entry.rules.length === 0) return [`${head}: no rules`];
  return [`${head}:`, ...entry.rules.map((rule) => `       ${formatRule(rule)}`)];
}
function suggestedLines(rules) {
  if (rules.state === "unavailable") {
    return [`  suggested rules: unavailable (${escapeRecordedText(rules.reason)}) \u2014 not proof that the runtime suggested none`];
  }
  if (rules.native === "missing")
    return ["  suggested rules: none sent (the request carried no permission_suggestions field)"];
  const lines = [];
  if (rules.entries.length === 0) {
    lines.push(
      rules.unsupported || rules.size_cut ? "  suggested rules: none shown" : "  suggested rules: none (the request sent an empty permission_suggestions list)"
    );
  } else {
    lines.push(
      "  suggested rules (read-only evidence: not applied or approved, not the exact command or every option):"
    );
    for (const [i, entry] of rules.entries.entries()) lines.push(...entryLines(entry, i));
  }
  if (rules.unsupported)
    lines.push("    [unsupported] some suggestions withheld: mode or directory updates, or malformed entries");
  if (rules.size_cut)
    lines.push("    [size_cut] some suggestions dropped whole by a size bound: the list is incomplete");
  return lines;
}
function formatPermissionStop(status) {
  if (status.state !== "observed") return [];
  const pending = status.pending === "completed" ? "completed \u2014 that actor's later tool batch ran; other actors' state unknown" : "request observed \u2014 this actor's pending state is unknown; other actors' state unknown";
  return [
    PERMISSION_SECTION_TITLE,
    `  tool: ${escapeRecordedText(status.tool.name)}`,
    `  actor: ${formatActor(status.actor)}`,
    `  observed: ${escapeRecordedText(status.observed_at)} (${ageText(status.age_ms)} ago)`,
    `  pending: ${pending}`,
    "  note: one latest observation across actors; it proves neither a permission stop nor its absence",
    ...suggestedLines(status.suggested_rules)
  ];
}

// lib/compaction/status-section.ts
function compactionLines(s) {
  if (!s) return [];
  const lines = [`Compaction: ${s.stage}${s.since ? ` since ${s.since}` : ""} \u2014 ${s.waitingFor}`];
  if (s.lastOutcome) lines.push(`  last run: ${s.lastOutcome.result} at ${s.lastOutcome.at}: ${s.lastOutcome.reason}`);
  return lines;
}

// lib/activity/text.ts
var FIELD_MAX = 128;
function fieldText(value) {
  const one = escapeRecordedText(value.replace(/\r/g, "\\r").replace(/\n/g, "\\n").replace(/\t/g, "\\t"));
  return one.length > FIELD_MAX ? `${one.slice(0, FIELD_MAX)}\u2026` : one;
}
function activityLine(a) {
  if (a.source === "hook") {
    const what = a.event ? `hook ${fieldText(a.event)}` : "hook";
    return `${a.state} (${what}${a.ageMs !== void 0 ? `, ${ageText(a.ageMs)} ago` : ""})`;
  }
  if (a.source === "hook+pane") {
    const said = a.hook && a.hook.ageMs !== null ? `; the hook said ${a.hook.state} ${ageText(a.hook.ageMs)} ago` : "";
    return `${a.state} (screen: ${fieldText(a.reason)}${said})`;
  }
  return `${a.state} (screen: ${fieldText(a.reason)})`;
}
function hooksLine(h) {
  if (!h.seen || h.lastEvent === null) return "no hook seen since launch";
  return `seen ${fieldText(h.lastEvent)}${h.ageMs !== null ? ` ${ageText(h.ageMs)} ago` : ""}`;
}

// lib/intervention/presets.ts
var ACTORS = ["peer", "self", "openrig"];
var ACTIONS = ["compaction", "model", "answer"];

// lib/intervention/status-lines.ts
function terminalPolicyLines(s) {
  const lines = [];
  const beside = `native permissions ${s.nativePermissions ?? "runtime default"}; interruption level ${s.interruptionLevel}`;
  if (!s.account) {
    lines.push(`Terminal interaction: no choice recorded (today's behaviour) \u2014 ${beside}`);
  } else {
    const by = s.origin === "rig-default" ? "copied from the rig default" : `set by ${s.actorLabel}`;
    lines.push(`Terminal interaction: ${s.account} \u2014 ${beside}`);
    lines.push(`  ${by} at ${s.changedAt}`);
    const rows = s.rows;
    lines.push(
      `  ${ACTORS.map((a) => `${a}: ${ACTIONS.map((x) => `${x} ${rows[a][x] === "helpers" ? "named helpers only" : rows[a][x]}`).join(", ")}`).join(" \xB7 ")}`
    );
    lines.push(`  helpers: ${s.helpers.length ? s.helpers.join(", ") : "none named"}`);
    lines.push(`  instruction (shown, not interpreted): ${escapeRecordedText(s.instruction ?? "")}`);
  }
  if (s.savedModel) {
    const m = s.savedModel;
    lines.push(
      `Saved model: ${escapeRecordedText(m.model)}${m.effort ? ` (effort ${m.effort})` : ""} \u2014 ${m.appliedToCurrent ? "the current occupant runs with it" : "applies at the next relaunch, restore or handover"}`
    );
  }
  return lines;
}

// lib/seat/defaults.ts
function selectsCorePlugin(plugins) {
  return plugins.some((p) => p === CORE_PLUGIN_NAME || p.endsWith(`:${CORE_PLUGIN_NAME}`));
}

// lib/codex/codex-home.ts
var import_node_path6 = require("node:path");

// lib/codex/facts.ts
var CODEX_PLUGIN_NAME = CORE_PLUGIN_NAME;
var CODEX_MARKETPLACE_NAME = "openrig";
var CODEX_PLUGIN_ID = `${CODEX_PLUGIN_NAME}@${CODEX_MARKETPLACE_NAME}`;
var CODEX_HOOKS_FILE = "hooks/codex.json";
var TRUST_RECORD_FILE = `.${CODEX_PLUGIN_NAME}-hook-trust.json`;
var DEFAULT_HOOK_TIMEOUT_SEC = 600;
var MIN_HOOK_TIMEOUT_SEC = 1;
var MAX_HOOK_TIMEOUT_SEC = { session_end: 3, interrupt: 3 };
var PLUGIN_CACHE_PARTS = ["plugins", "cache"];

// lib/codex/codex-home.ts
function seatVar(name, specEnv, launching) {
  const v2 = Object.hasOwn(specEnv, name) ? specEnv[name] : launching[name];
  return v2 === void 0 || v2.trim() === "" ? void 0 : v2;
}
function seatCodexHome(specEnv, launching) {
  const set = seatVar("CODEX_HOME", specEnv, launching);
  if (set?.startsWith("/")) return { dir: set, explicit: true };
  const home = seatVar("HOME", specEnv, launching);
  if (!home?.startsWith("/")) return void 0;
  return { dir: (0, import_node_path6.join)(home, ".codex"), explicit: false };
}
function codexPluginPaths(codexHome) {
  return {
    config: (0, import_node_path6.join)(codexHome, "config.toml"),
    record: (0, import_node_path6.join)(codexHome, TRUST_RECORD_FILE),
    pluginCache: (0, import_node_path6.join)(codexHome, ...PLUGIN_CACHE_PARTS, CODEX_MARKETPLACE_NAME, CODEX_PLUGIN_NAME)
  };
}

// lib/codex/marketplace.ts
var import_node_path8 = require("node:path");

// lib/util/package-root.ts
var import_node_fs8 = require("node:fs");
var import_node_path7 = require("node:path");
var cached;
function manifestAt(dir) {
  try {
    return JSON.parse((0, import_node_fs8.readFileSync)((0, import_node_path7.join)(dir, "package.json"), "utf8"));
  } catch {
    return void 0;
  }
}
var isOurs = (dir) => manifestAt(dir)?.name === "openrig";
function packageRoot() {
  if (cached) return cached;
  const starts = [
    process.env.OPENRIG_PACKAGE_ROOT,
    // The module's own folder first: a global install runs rig through a link in another folder
    // (process.argv[1] is $prefix/bin/rig), while __dirname is the bundle's real folder.
    typeof __dirname === "string" ? __dirname : void 0,
    process.argv[1] ? (0, import_node_path7.dirname)((0, import_node_path7.resolve)(process.argv[1])) : void 0,
    process.cwd()
  ].filter((s) => Boolean(s));
  for (const start of starts) {
    let dir = (0, import_node_path7.resolve)(start);
    for (; ; ) {
      if ((0, import_node_fs8.existsSync)((0, import_node_path7.join)(dir, "package.json")) && isOurs(dir)) return cached = dir;
      const up = (0, import_node_path7.dirname)(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  throw new Error("cannot find the openrig package folder (set OPENRIG_PACKAGE_ROOT)");
}

// lib/codex/marketplace.ts
function shippedCodexPlugin(env) {
  const override = env.OPENRIG_SHIPPED_CODEX_PLUGIN;
  return override?.startsWith("/") ? override : (0, import_node_path8.join)(packageRoot(), SHIPPED_PLUGIN_DIRS.codex);
}

// lib/codex/read-state.ts
var import_node_fs11 = require("node:fs");
var import_node_path10 = require("node:path");

// node_modules/@decimalturn/toml-patch/dist/toml-patch.js
var _;
var v;
function y(e3) {
  if (_ === e3 && v !== void 0) return v;
  let t = w(e3);
  return _ = e3, v = t, t;
}
function b() {
  _ = void 0, v = void 0;
}
function S(e3, t) {
  let n = Array.isArray(e3) ? e3 : w(e3);
  if (n.length === 0) return { line: 1, column: t };
  let r = 0, i = n.length - 1;
  for (; r < i; ) {
    let e4 = r + i >>> 1;
    n[e4] < t ? r = e4 + 1 : i = e4;
  }
  n[r] < t && r++;
  let a = r + 1;
  return { line: a, column: t - (n[a - 2] + 1 || 0) };
}
function C(e3, t) {
  let n = y(e3), r = n[t.line - 2] === void 0 ? 0 : n[t.line - 2] + 1, i = n[t.line - 1] || e3.length;
  return e3.substring(r, i);
}
function w(e3) {
  let t = [];
  for (let n = 0; n < e3.length; n++) {
    let r = e3.charCodeAt(n);
    r === 10 ? t.push(n) : r === 13 && (e3.charCodeAt(n + 1) === 10 ? (t.push(n + 1), n++) : t.push(n));
  }
  return t.push(e3.length), t;
}
function T(e3) {
  return { line: e3.line, column: e3.column };
}
function E(e3) {
  return { start: T(e3.start), end: T(e3.end) };
}
var O = class extends Error {
  line;
  column;
  constructor(e3, t, n) {
    let r = `Error parsing TOML (${t.line}, ${t.column + 1}):
`;
    if (e3) {
      let n2 = C(e3, t), i = `${k(t.column)}^`;
      n2 && (r += `${n2}
${i}
`);
    }
    r += n, super(r), this.line = t.line, this.column = t.column;
  }
};
function k(e3, t = ` `) {
  return t.repeat(e3);
}
var j = /[\w,\d,",',+,\-,_]/;
function ee() {
  return { reference: null, mixed: false };
}
function* te(e3, t) {
  let n = e3.length, r = 0, i = t ?? ee(), a = [], o = (e4, t2) => ({ start: S(a, e4), end: S(a, t2) });
  for (; r < n; ) {
    let t2 = e3.charCodeAt(r);
    if ((t2 <= 31 || t2 === 127) && t2 !== 9 && t2 !== 13 && t2 !== 10) throw new O(e3, S(a, r), `Control char 0x${t2.toString(16).toUpperCase().padStart(2, `0`)} not allowed`);
    if (t2 === 13 && (r + 1 >= n || e3.charCodeAt(r + 1) !== 10)) throw new O(e3, S(a, r), `Standalone CR; must be CRLF or LF`);
    if (t2 !== 32 && t2 !== 9 && t2 !== 13) {
      if (t2 === 10) s(r);
      else if (t2 === 91 || t2 === 93) yield { type: `Bracket`, raw: e3[r], loc: o(r, r + 1) };
      else if (t2 === 123 || t2 === 125) yield { type: `Curly`, raw: e3[r], loc: o(r, r + 1) };
      else if (t2 === 61) yield { type: `Equal`, raw: `=`, loc: o(r, r + 1) };
      else if (t2 === 44) yield { type: `Comma`, raw: `,`, loc: o(r, r + 1) };
      else if (t2 === 46) yield { type: `Dot`, raw: `.`, loc: o(r, r + 1) };
      else if (t2 === 35) yield c();
      else {
        let t3 = ne(e3, r, `'`) || ne(e3, r, `"`);
        t3 ? yield l(t3) : yield u();
      }
    }
    r++;
  }
  function s(t2) {
    a.push(t2);
    let n2 = t2 > 0 && e3.charCodeAt(t2 - 1) === 13 ? `\r
` : `
`;
    i.reference === null ? i.reference = n2 : i.reference !== n2 && (i.mixed = true);
  }
  function c() {
    let t2 = r;
    for (; r + 1 < n; ) {
      let t3 = e3.charCodeAt(r + 1);
      if (t3 === 10 || t3 === 13) break;
      r++;
      let n2 = e3.charCodeAt(r);
      if ((n2 <= 31 || n2 === 127) && n2 !== 9) throw new O(e3, S(a, r), `Control char 0x${n2.toString(16).toUpperCase().padStart(2, `0`)} not allowed`);
    }
    return { type: `Comment`, raw: e3.slice(t2, r + 1), loc: o(t2, r + 1) };
  }
  function l(t2) {
    let i2 = r, c2 = t2 + t2 + t2;
    for (r += 3; r < n; ) {
      if (ne(e3, r, t2)) {
        let n2 = 3;
        for (; e3[r + n2] === t2; ) n2++;
        if (n2 >= 6) throw new O(e3, S(a, r), `Invalid multiline string: ${n2} consecutive ${t2} characters`);
        if (n2 === 3) {
          r += 2;
          break;
        }
        r += n2 - 3, r += 2;
        break;
      }
      let i3 = e3.charCodeAt(r);
      if (i3 === 13 && (r + 1 >= n || e3.charCodeAt(r + 1) !== 10)) throw new O(e3, S(a, r), `Standalone CR in multiline string; must be CRLF or LF`);
      if ((i3 <= 31 || i3 === 127) && i3 !== 9 && i3 !== 10 && i3 !== 13) {
        let n2 = t2 === `"` ? `multiline basic strings` : `multiline literal strings`, o2 = `0x${i3.toString(16).toUpperCase().padStart(2, `0`)}`, s2 = ``;
        i3 === 0 ? s2 = `Null` : i3 === 127 && (s2 = `DEL`);
        let c3 = s2 ? `${s2} (${o2}) not allowed in ${n2}` : `Control char ${o2} not allowed in ${n2}`;
        throw new O(e3, S(a, r), c3);
      }
      i3 === 10 && s(r), r++;
    }
    if (r >= n) {
      if (t2 === `"`) {
        let t3 = 0, i3 = n - 1;
        for (; i3 >= 0 && e3[i3] === `\\`; ) t3++, i3--;
        if (t3 > 0 && t3 % 2 != 0) throw new O(e3, S(a, r), `Unterminated multiline ${c2} (possible escape issue)`);
      }
      throw new O(e3, S(a, r), `Unterminated multiline ${c2}`);
    }
    return { type: `Literal`, raw: e3.slice(i2, r + 1), loc: o(i2, r + 1) };
  }
  function u() {
    let t2 = e3[r];
    if (!j.test(t2)) throw new O(e3, S(a, r), `Unexpected char "${t2}"`);
    let i2 = r, s2 = t2 === `"`, c2 = t2 === `'`;
    for (; r < n && !(r + 1 >= n); ) {
      let t3 = e3.charCodeAt(r + 1);
      if (!(s2 || c2) && (t3 === 32 || t3 === 9 || t3 === 10 || t3 === 13 || t3 === 44 || t3 === 46 || t3 === 93 || t3 === 125 || t3 === 61 || t3 === 35)) break;
      if (r++, !(s2 || c2)) {
        let t4 = e3.charCodeAt(r);
        if (t4 <= 31 || t4 === 127) throw new O(e3, S(a, r), `Control char 0x${t4.toString(16).toUpperCase().padStart(2, `0`)} not allowed in unquoted value`);
      }
      if (s2 || c2) {
        let t4 = e3.charCodeAt(r);
        if ((t4 <= 31 || t4 === 127) && t4 !== 9) {
          let n2 = s2 ? `basic strings` : `literal strings`, i4 = `0x${t4.toString(16).toUpperCase().padStart(2, `0`)}`, o2 = ``;
          t4 === 10 ? o2 = `Newline` : t4 === 13 ? o2 = `Carriage return` : t4 === 0 ? o2 = `Null` : t4 === 127 && (o2 = `DEL`);
          let c3 = o2 ? `${o2} (${i4}) not allowed in ${n2}` : `Control char ${i4} not allowed in ${n2}`;
          throw new O(e3, S(a, r), c3);
        }
      }
      let i3 = e3[r];
      if (i3 === `"` && !c2 && (s2 = !s2), i3 === `'` && !s2 && (c2 = !c2), r + 1 >= n) break;
      if (s2 && i3 === `\\`) {
        let t4 = e3[r + 1];
        (t4 === `"` || t4 === `\\`) && r++;
      }
    }
    if (s2 || c2) throw new O(e3, S(a, i2), `Expected close of string with ${s2 ? `"` : `'`}`);
    return { type: `Literal`, raw: e3.slice(i2, r + 1), loc: o(i2, r + 1) };
  }
}
function ne(e3, t, n) {
  if (!n || e3[t] !== n || e3[t + 1] !== n || e3[t + 2] !== n) return false;
  if (n === `'`) return n;
  let r = 0, i = t - 1;
  for (; i >= 0 && e3[i] === `\\`; ) r++, i--;
  return (r === 0 || r % 2 == 0) && n;
}
var M = new Int8Array(128);
M.fill(-1);
for (let e3 = 0; e3 < 10; e3++) M[48 + e3] = e3;
for (let e3 = 0; e3 < 6; e3++) M[65 + e3] = 10 + e3, M[97 + e3] = 10 + e3;
function re(e3) {
  let t = e3.charCodeAt(0);
  return t < 128 && M[t] !== -1;
}
function ie(e3, t) {
  return M[e3.charCodeAt(t)] << 12 | M[e3.charCodeAt(t + 1)] << 8 | M[e3.charCodeAt(t + 2)] << 4 | M[e3.charCodeAt(t + 3)];
}
function ae(e3) {
  return e3.startsWith(`'''`) ? se(e3.slice(3, e3.length - 3)) : e3.startsWith(`'`) ? e3.slice(1, e3.length - 1) : e3.startsWith(`"""`) ? oe(se(e3.slice(3, e3.length - 3)), true) : e3.startsWith(`"`) ? oe(e3.slice(1, e3.length - 1), false) : e3;
}
function oe(e3, t) {
  let n = e3.length;
  if (!t && e3.indexOf(`\\`) === -1) return e3;
  let r = [], i = 0;
  for (let a = 0; a < n; a++) {
    if (e3[a] !== `\\`) continue;
    if (a > i && r.push(e3.slice(i, a)), a++, a >= n) throw Error(`Trailing backslash`);
    let o = e3[a];
    switch (o) {
      case `b`:
        r.push(`\b`);
        break;
      case `t`:
        r.push(`	`);
        break;
      case `n`:
        r.push(`
`);
        break;
      case `f`:
        r.push(`\f`);
        break;
      case `r`:
        r.push(`\r`);
        break;
      case `"`:
        r.push(`"`);
        break;
      case `\\`:
        r.push(`\\`);
        break;
      case `e`:
        r.push(`\x1B`);
        break;
      case `u`: {
        if (a + 4 > n || !re(e3[a + 1]) || !re(e3[a + 2]) || !re(e3[a + 3]) || !re(e3[a + 4])) throw Error(`Invalid Unicode escape: \\u${e3.slice(a + 1, a + 5)}`);
        let t2 = ie(e3, a + 1);
        if (t2 >= 55296 && t2 <= 57343) throw Error(`Invalid \\u${e3.slice(a + 1, a + 5)}: surrogates not allowed`);
        r.push(String.fromCharCode(t2)), a += 4;
        break;
      }
      case `U`: {
        if (a + 8 > n) throw Error(`Invalid Unicode escape: \\U${e3.slice(a + 1, a + 9)}`);
        for (let t3 = 1; t3 <= 8; t3++) if (!re(e3[a + t3])) throw Error(`Invalid Unicode escape: \\U${e3.slice(a + 1, a + 9)}`);
        let t2 = parseInt(e3.slice(a + 1, a + 9), 16);
        if (t2 >= 55296 && t2 <= 57343) throw Error(`Invalid \\U${e3.slice(a + 1, a + 9)}: surrogates not allowed`);
        r.push(String.fromCodePoint(t2)), a += 8;
        break;
      }
      case `x`: {
        if (a + 2 > n || !re(e3[a + 1]) || !re(e3[a + 2])) throw Error(`Invalid hex escape: \\x${e3.slice(a + 1, a + 3)}`);
        let t2 = M[e3.charCodeAt(a + 1)] << 4 | M[e3.charCodeAt(a + 2)];
        r.push(String.fromCharCode(t2)), a += 2;
        break;
      }
      default:
        if (t && (o === `
` || o === `\r` || o === ` ` || o === `	`)) {
          let t2 = o === `
` || o === `\r`, r2 = a;
          for (; r2 < n && (e3[r2] === ` ` || e3[r2] === `	` || e3[r2] === `
` || e3[r2] === `\r`); ) (e3[r2] === `
` || e3[r2] === `\r`) && (t2 = true), r2++;
          if (!t2) throw Error(`Invalid escape sequence: \\${o}`);
          a = r2 - 1;
          break;
        }
        throw Error(`Invalid escape sequence: \\${o}`);
    }
    i = a + 1;
  }
  return i === 0 ? e3 : (i < n && r.push(e3.slice(i)), r.join(``));
}
function se(e3) {
  return e3.charCodeAt(0) === 10 ? e3.slice(1) : e3.charCodeAt(0) === 13 && e3.charCodeAt(1) === 10 ? e3.slice(2) : e3;
}
var ce = class {
  iterator;
  index;
  value;
  done;
  peeked;
  constructor(e3) {
    this.iterator = e3, this.index = -1, this.value = void 0, this.done = false, this.peeked = null;
  }
  next() {
    if (this.done) return ue();
    let e3 = this.peeked || this.iterator.next();
    return this.index += 1, this.value = e3.value, this.done = e3.done ?? false, this.peeked = null, e3;
  }
  peek() {
    return this.done ? ue() : (this.peeked ||= this.iterator.next(), this.peeked);
  }
  [Symbol.iterator]() {
    return this;
  }
};
var le = Object.freeze({ value: void 0, done: true });
function ue() {
  return le;
}
var de = /* @__PURE__ */ new WeakMap();
function fe(e3, t) {
  de.set(e3, t);
}
function me(e3) {
  return { year: String(e3.getUTCFullYear()).padStart(4, `0`), month: String(e3.getUTCMonth() + 1).padStart(2, `0`), day: String(e3.getUTCDate()).padStart(2, `0`), hours: String(e3.getUTCHours()).padStart(2, `0`), minutes: String(e3.getUTCMinutes()).padStart(2, `0`), seconds: String(e3.getUTCSeconds()).padStart(2, `0`), ms: e3.getUTCMilliseconds() };
}
function he(e3) {
  return e3 === 0 ? `` : String(e3).padStart(3, `0`).replace(/0+$/, ``);
}
var ge = /\.(\d+)\s*$/;
var _e = /\.(\d+)(?:[Zz]|[+-]\d{2}:\d{2})\s*$/;
function ve(e3, t) {
  var n;
  return ((n = e3.match(t)) == null ? void 0 : n[1]) ?? ``;
}
function ye(e3, t, n) {
  let r = ve(t, n), i = r.length > r.replace(/0+$/, ``).length ? Math.max(r.length, e3.length) : e3.length;
  return i === 0 ? `` : `.` + e3.padEnd(i, `0`);
}
function be(e3) {
  let t = e3.toISOString().match(/\.(\d+)/);
  return t ? t[1] : ``;
}
function xe(e3, t, n, r = ge) {
  let i = be(e3).replace(/0+$/, ``);
  return i.length > he(t).length ? ye(i, n, r) : Se(t, n, r);
}
function Se(e3, t, n = ge) {
  let r = he(e3);
  if (t && t.includes(`.`)) {
    let i = t.match(n);
    return i && i[1].startsWith(String(e3).padStart(3, `0`)) ? `.` + i[1] : ye(r, t, n);
  }
  return r ? `.` + r : ``;
}
function Ce(e3) {
  if (e3 === `Z`) return 0;
  let t = e3[0] === `+` ? 1 : -1, [n, r] = e3.slice(1).split(`:`);
  return t * (parseInt(n) * 60 + parseInt(r));
}
var Te = class e {
  static IS_DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
  static IS_TIME_ONLY = /^\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?$/;
  static IS_LOCAL_DATETIME_T = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?$/;
  static IS_LOCAL_DATETIME_SPACE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?::\d{2})?(?:\.\d+)?$/;
  static IS_OFFSET_DATETIME_T = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
  static IS_OFFSET_DATETIME_SPACE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
  static IS_FULL_DATE = /(\d{4})-(\d+)-(\d+)/;
  static IS_FULL_TIME = /(\d+):(\d+)(?::(\d+))?/;
  static createDateWithOriginalFormat(t, n) {
    if (e.IS_DATE_ONLY.test(n)) {
      if (t.getUTCHours() !== 0 || t.getUTCMinutes() !== 0 || t.getUTCSeconds() !== 0 || t.getUTCMilliseconds() !== 0) {
        if (t instanceof ke) return t;
        let e4 = t.toISOString().replace(`Z`, ``);
        return e4 = e4.replace(/\.000$/, ``), new Oe(e4, false);
      }
      let e3 = t.toISOString().split(`T`)[0];
      return new Ee(e3);
    }
    if (e.IS_TIME_ONLY.test(n)) {
      let e3 = me(t), r = xe(t, e3.ms, n);
      return new De(`${e3.hours}:${e3.minutes}:${e3.seconds}${r}`);
    }
    if (e.IS_LOCAL_DATETIME_T.test(n)) {
      let e3 = me(t), r = xe(t, e3.ms, n), i = `${e3.year}-${e3.month}-${e3.day}T${e3.hours}:${e3.minutes}:${e3.seconds}${r}`;
      return new Oe(i, false, i);
    }
    if (e.IS_LOCAL_DATETIME_SPACE.test(n)) {
      let e3 = me(t), r = xe(t, e3.ms, n), i = `${e3.year}-${e3.month}-${e3.day} ${e3.hours}:${e3.minutes}:${e3.seconds}${r}`;
      return new Oe(i, true, i);
    }
    if (e.IS_OFFSET_DATETIME_T.test(n) || e.IS_OFFSET_DATETIME_SPACE.test(n)) {
      let r = n.match(/([+-]\d{2}:\d{2}|[Zz])$/), i = r ? r[1] === `z` ? `Z` : r[1] : `Z`, a = e.IS_OFFSET_DATETIME_SPACE.test(n), o = me(new Date(t.getTime() + Ce(i) * 6e4)), s = a ? ` ` : `T`, c = xe(t, o.ms, n, _e);
      return new ke(`${o.year}-${o.month}-${o.day}${s}${o.hours}:${o.minutes}:${o.seconds}${c}${i}`, a);
    }
    return t;
  }
};
var Ee = class extends Date {
  constructor(e3) {
    super(e3);
  }
  toISOString() {
    let e3 = me(this);
    return `${e3.year}-${e3.month}-${e3.day}`;
  }
};
var De = class extends Date {
  originalFormat;
  constructor(e3, t = e3) {
    let n = e3;
    /:\d{2}:\d{2}/.test(e3) || (n = e3 + `:00`), super(`0000-01-01T${n}Z`), this.originalFormat = t;
  }
  toISOString() {
    let e3 = me(this);
    return `${e3.hours}:${e3.minutes}:${e3.seconds}${Se(e3.ms, this.originalFormat)}`;
  }
};
var Oe = class extends Date {
  useSpaceSeparator = false;
  originalFormat;
  constructor(e3, t = false, n) {
    let r = e3;
    /\d{2}:\d{2}:\d{2}/.test(e3) || (r = e3.replace(/(\d{2}:\d{2})([\s\-+TZ]|$)/, `$1:00$2`)), super(r.replace(` `, `T`) + `Z`), this.useSpaceSeparator = t, this.originalFormat = n || e3;
  }
  toISOString() {
    let e3 = me(this), t = this.useSpaceSeparator ? ` ` : `T`;
    return `${e3.year}-${e3.month}-${e3.day}${t}${e3.hours}:${e3.minutes}:${e3.seconds}${Se(e3.ms, this.originalFormat)}`;
  }
};
var ke = class extends Date {
  useSpaceSeparator = false;
  originalOffset;
  originalFormat;
  constructor(e3, t = false) {
    let n = e3;
    /\d{2}:\d{2}:\d{2}/.test(e3) || (n = e3.replace(/(\d{2}:\d{2})([\s\-+TZ]|$)/, `$1:00$2`)), super(n.replace(` `, `T`)), this.useSpaceSeparator = t, this.originalFormat = e3;
    let r = e3.match(/([+-]\d{2}:\d{2}|[Zz])$/);
    r && (this.originalOffset = r[1] === `z` ? `Z` : r[1]);
  }
  toISOString() {
    if (this.originalOffset) {
      let e4 = me(new Date(this.getTime() + Ce(this.originalOffset) * 6e4)), t = this.useSpaceSeparator ? ` ` : `T`, n = Se(e4.ms, this.originalFormat, _e);
      return `${e4.year}-${e4.month}-${e4.day}${t}${e4.hours}:${e4.minutes}:${e4.seconds}${n}${this.originalOffset}`;
    }
    let e3 = super.toISOString();
    return this.useSpaceSeparator ? e3.replace(`T`, ` `) : e3;
  }
};
var Ae = Te;
var je = `true`;
var Me = /e/i;
var Ne = /_/g;
var Pe = /^[+-]?inf$/;
var Fe = /^[+-]?nan$/;
var Ie = /^[+-]?0x/i;
function Le(e3) {
  return e3 >= 65 && e3 <= 90 || e3 >= 97 && e3 <= 122 || e3 >= 48 && e3 <= 57 || e3 === 95 || e3 === 45;
}
var Re = /^[+-]?0o/i;
var ze = /^[+-]?0b/i;
function Be(e3, t, n) {
  for (let r = 0; r < e3.length; r++) if (!Le(e3.charCodeAt(r))) throw new O(t, { line: n.line, column: n.column + r }, `Invalid bare key char '${e3[r]}'`);
}
function Ve(e3, t, n) {
  if (e3.startsWith(`"""`) || e3.startsWith(`'''`)) throw new O(t, n, `Multiline strings cannot be keys`);
}
function He(e3, t, n) {
  try {
    return ae(e3);
  } catch (e4) {
    throw new O(t, n, e4.message);
  }
}
function Ue(e3, t, n, r = true) {
  if (e3.endsWith(`_`) || (r ? /^[+-]?_/.test(e3) : e3.startsWith(`_`))) throw new O(t, n, `Underscore must be between digits`);
  if (/__/.test(e3)) throw new O(t, n, `Consecutive underscores not allowed`);
}
function We(e3, t, n, r) {
  let i = e3.replace(Ne, ``);
  if (/^[+-]?0\d/.test(i) && !Ie.test(e3) && !Re.test(e3) && !ze.test(e3)) throw new O(t, n, `Leading zeros are not allowed in ${r}`);
}
function Ge(e3, t, n, r) {
  if (/_[eE]/.test(e3)) throw new O(n, r, `Underscore before exponent is not allowed`);
  if (/[eE][+-]?_/.test(e3)) throw new O(n, r, `Underscore at start of exponent is not allowed`);
  if (/[eE][+-]?$/.test(e3)) throw new O(n, r, `Invalid float "${t}": incomplete exponent`);
  if (/[eE][+-]?.*\./.test(e3)) throw new O(n, r, `Invalid float "${t}": decimal point not allowed in exponent`);
}
function Ke(e3, t, n, r, i, a) {
  if (e3.length !== 2) throw new O(i, a, `"${r}": hour must be 2 digits`);
  if (t.length !== 2) throw new O(i, a, `"${r}": minute must be 2 digits`);
  if (n && n.length !== 2) throw new O(i, a, `"${r}": second must be 2 digits`);
}
function qe(e3, t, n, r, i, a) {
  if (e3 !== void 0) {
    let t2 = parseInt(e3, 10);
    if (t2 < 0 || t2 > 23) throw new O(i, a, `"${r}": hour must be 00-23`);
  }
  if (t !== void 0) {
    let e4 = parseInt(t, 10);
    if (e4 < 0 || e4 > 59) throw new O(i, a, `"${r}": minute must be 00-59`);
  }
  if (n !== void 0) {
    let e4 = parseInt(n, 10);
    if (e4 < 0 || e4 > 60) throw new O(i, a, `"${r}": second must be 00-60`);
  }
}
function Je(e3, t, n) {
  if (Ie.test(e3) || Re.test(e3) || ze.test(e3)) return;
  let r = e3.replace(/^[+-]/, ``).replace(/_/g, ``);
  if (!/^[0-9]+$/.test(r)) throw new O(t, n, `Invalid integer "${e3}"`);
}
function Ye(e3, t, n, r, i, a, o) {
  let s = r[0] + r[1].toUpperCase();
  if (RegExp(`^[+\\-]?` + s.replace(/([[\]])/g, `\\$1`)).test(e3)) throw new O(t, n, `${a} prefix must be lowercase "${r}"`);
  if (RegExp(`^[+\\-]?` + r + `_`, `i`).test(e3)) throw new O(t, n, `Underscore must be between digits`);
  let c = RegExp(`^[+\\-]?` + r, `i`), l = e3.replace(c, ``);
  if (!l || l === `_` || l.startsWith(`_`)) throw new O(t, n, `Incomplete ${a.toLowerCase()} number`);
  let u = l.replace(/_/g, ``);
  if (!i.test(u)) throw new O(t, n, o ?? `Invalid ${a.toLowerCase()} digits`);
  if (/^[+-]/.test(e3)) throw new O(t, n, `${a} numbers cannot have a sign prefix`);
}
function* Xe(e3, t) {
  let n = new ce(te(e3, t));
  try {
    for (; !n.next().done; ) {
      let t2 = lt(n, e3);
      for (let e4 of t2) yield e4;
    }
  } finally {
    b();
  }
}
function et(e3) {
  return { type: `Comment`, loc: e3.value.loc, raw: e3.value.raw };
}
function tt(e3, t) {
  let n = !e3.peek().done && e3.peek().value.type === `Bracket` ? `TableArray` : `Table`, r = n === `Table`;
  if (r && e3.value.raw !== `[`) throw new O(t, e3.value.loc.start, `Expected table opening "[", found ${e3.value.raw}`);
  if (!r) {
    let n2 = e3.peek();
    if (n2.done) throw new O(t, e3.value.loc.start, `Expected "[[" for Array of Tables, found end of input`);
    if (e3.value.raw !== `[` || n2.value.raw !== `[`) throw new O(t, e3.value.loc.start, `Expected "[[", found ${e3.value.raw + n2.value.raw}`);
    let r2 = e3.value, i2 = n2.value;
    if (r2.loc.end.line !== i2.loc.start.line || r2.loc.end.column !== i2.loc.start.column) throw new O(t, r2.loc.start, `"[[" brackets must be adjacent (no whitespace)`);
  }
  let i = r ? { type: `TableKey`, loc: e3.value.loc } : { type: `TableArrayKey`, loc: e3.value.loc };
  if (e3.next(), n === `TableArray` && e3.next(), e3.done) throw new O(t, i.loc.start, `Expected table key, reached end of file`);
  if (e3.value.type === `Bracket` && e3.value.raw === `]`) throw new O(t, e3.value.loc.start, n === `TableArray` ? `Array of Tables header [[]] requires a table name` : `Table header [] requires a table name`);
  let a = e3.value.raw;
  Ve(a, t, e3.value.loc.start), a.startsWith(`"`) || a.startsWith(`'`) || Be(a, t, e3.value.loc.start);
  let o;
  for (o = [He(e3.value.raw, t, e3.value.loc.start)], i.item = { type: `Key`, loc: e3.value.loc, raw: e3.value.raw, value: o }; !e3.peek().done && e3.peek().value.type === `Dot`; ) {
    e3.next();
    let n2 = e3.value;
    e3.next();
    let r2 = e3.value.raw;
    r2.startsWith(`"`) || r2.startsWith(`'`) || Be(r2, t, e3.value.loc.start);
    let a2 = ` `.repeat(n2.loc.start.column - i.item.loc.end.column), o2 = ` `.repeat(e3.value.loc.start.column - n2.loc.end.column);
    i.item.loc.end = e3.value.loc.end, i.item.raw += `${a2}.${o2}${e3.value.raw}`;
    try {
      i.item.value.push(ae(e3.value.raw));
    } catch (n3) {
      let r3 = n3;
      throw new O(t, e3.value.loc.start, r3.message);
    }
  }
  if (e3.next(), !e3.done) {
    let n2 = i.loc.start.line;
    if (e3.value.loc.start.line !== n2) throw new O(t, e3.value.loc.start, r ? `Table header must be single-line` : `Array of Tables header must be single-line`);
  }
  if (r && (e3.done || e3.value.raw !== `]`)) throw new O(t, e3.done ? i.item.loc.end : e3.value.loc.start, `Expected table closing "]", found ${e3.done ? `end of file` : e3.value.raw}`);
  if (!r && (e3.done || e3.peek().done || e3.value.raw !== `]` || e3.peek().value.raw !== `]`)) throw new O(t, e3.done || e3.peek().done ? i.item.loc.end : e3.value.loc.start, `Expected "]]" closing, found ${e3.done || e3.peek().done ? `end of file` : e3.value.raw + e3.peek().value.raw}`);
  if (!r) {
    let n2 = e3.value, r2 = e3.peek().value;
    if (n2.loc.end.line !== r2.loc.start.line || n2.loc.end.column !== r2.loc.start.column) throw new O(t, n2.loc.start, `"]]" brackets must be adjacent (no whitespace)`);
  }
  if (r || e3.next(), i.loc.end = e3.value.loc.end, !e3.peek().done) {
    let n2 = e3.peek().value;
    if (n2.loc.start.line === i.loc.end.line && n2.type !== `Comment`) throw new O(t, n2.loc.start, `Extra content after ${r ? `table` : `Array of Tables`} header`);
  }
  let s = [];
  for (; !e3.peek().done && e3.peek().value.type !== `Bracket`; ) {
    e3.next();
    let n2 = lt(e3, t);
    for (let e4 = 0; e4 < n2.length; e4++) s.push(n2[e4]);
  }
  return { type: r ? `Table` : `TableArray`, loc: { start: T(i.loc.start), end: s.length ? T(s[s.length - 1].loc.end) : T(i.loc.end) }, key: i, items: s };
}
function nt(e3, t) {
  let n = He(e3.value.raw, t, e3.value.loc.start);
  return { type: `String`, loc: e3.value.loc, raw: e3.value.raw, value: n };
}
function rt(e3) {
  return { type: `Boolean`, loc: e3.value.loc, value: e3.value.raw === je };
}
function it(e3, t) {
  let n = e3.value.loc, r = e3.value.raw, i;
  if (!e3.peek().done && e3.peek().value.type === `Literal` && Ae.IS_FULL_DATE.test(r) && /^\d/.test(e3.peek().value.raw) && Ae.IS_FULL_TIME.test(e3.peek().value.raw)) {
    let t2 = n.start;
    e3.next(), n = { start: t2, end: e3.value.loc.end }, r += ` ${e3.value.raw}`;
  }
  if (!e3.peek().done && e3.peek().value.type === `Dot`) {
    let i2 = n.start;
    if (e3.next(), e3.peek().done || e3.peek().value.type !== `Literal`) throw new O(t, e3.value.loc.end, `Expected fractional value for DateTime`);
    e3.next(), n = { start: i2, end: e3.value.loc.end }, r += `.${e3.value.raw}`;
  }
  if (ot(r, t, n.start), Ae.IS_FULL_DATE.test(r)) i = Ae.IS_DATE_ONLY.test(r) ? new Ee(r) : Ae.IS_LOCAL_DATETIME_T.test(r) ? new Oe(r, false) : Ae.IS_LOCAL_DATETIME_SPACE.test(r) ? new Oe(r, true) : Ae.IS_OFFSET_DATETIME_T.test(r) ? new ke(r, false) : Ae.IS_OFFSET_DATETIME_SPACE.test(r) ? new ke(r, true) : new Date(r.replace(` `, `T`));
  else if (Ae.IS_TIME_ONLY.test(r)) i = new De(r, r);
  else {
    let [e4] = (/* @__PURE__ */ new Date()).toISOString().split(`T`);
    i = /* @__PURE__ */ new Date(`${e4}T${r}`);
  }
  return { type: `DateTime`, loc: n, raw: r, value: i };
}
function at(e3, t) {
  return t === 2 ? e3 % 4 == 0 && e3 % 100 != 0 || e3 % 400 == 0 ? 29 : 28 : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][t - 1];
}
function ot(e3, t, n) {
  if (/\.([Zz]|[+-])/.test(e3)) throw new O(t, n, `"${e3}": fractional seconds needs digit after dot`);
  if (/[+-]$/.test(e3)) throw new O(t, n, `"${e3}": offset needs HH:MM`);
  let r = /\d{2}:\d{2}/.test(e3) ? e3.match(/([+-])(\d+)(:?)(\d*)$/) : null;
  if (r) {
    let e4 = r[0], i2 = r[2], a2 = r[3], o2 = r[4];
    if (a2 !== `:`) throw new O(t, n, `Offset "${e4}": missing colon separator`);
    if (i2.length !== 2) throw new O(t, n, `Offset "${e4}": hour must be 2 digits`);
    if (!o2 || o2.length === 0) throw new O(t, n, `Offset "${e4}": minute required`);
    if (o2.length !== 2) throw new O(t, n, `Offset "${e4}": minute must be 2 digits`);
    let s2 = parseInt(i2, 10);
    if (s2 < 0 || s2 > 23) throw new O(t, n, `Offset "${e4}": hour must be 00-23`);
    let c2 = parseInt(o2, 10);
    if (c2 < 0 || c2 > 59) throw new O(t, n, `Offset "${e4}": minute must be 00-59`);
  }
  if (!/^\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})?)?$/.test(e3) && !/^\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?$/.test(e3)) throw /^\d{4}-\d{2}-\d{2}T$/.test(e3) ? new O(t, n, `"${e3}": 'T' requires time component`) : /^\d{4}-\d{2}-\d{2}[a-su-zA-SU-Z]/.test(e3) ? new O(t, n, `Invalid date "${e3}": unexpected character after date`) : /^\d{4}-\d{2}-\d{2}\d{2}:\d{2}/.test(e3) ? new O(t, n, `"${e3}": missing 'T' or space separator`) : new O(t, n, `Invalid datetime "${e3}"`);
  let i = e3.match(/^(\d+)-/);
  if (i && i[1].length !== 4) throw new O(t, n, `"${e3}": year must be 4 digits`);
  let a = e3.match(/^(\d+)-(\d+)-(\d+)/);
  if (a) {
    let [, , r2, i2] = a;
    if (r2.length !== 2) throw new O(t, n, `"${e3}": month must be 2 digits`);
    if (i2.length !== 2) throw new O(t, n, `"${e3}": day must be 2 digits`);
  }
  let o = e3.match(/[T ](\d+):(\d+)(?::(\d+))?/);
  if (o) {
    let [, r2, i2, a2] = o;
    Ke(r2, i2, a2, e3, t, n);
  }
  let s = e3.match(/^(\d+):(\d+)(?::(\d+))?/);
  if (s && !a) {
    let [, r2, i2, a2] = s;
    Ke(r2, i2, a2, e3, t, n);
  }
  let c = e3.match(/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/), l = e3.match(/^(\d{2}):(\d{2})(?::(\d{2}))?/);
  if (c) {
    let [, r2, i2, a2, o2, s2, l2] = c, u = parseInt(i2, 10);
    if (u < 1 || u > 12) throw new O(t, n, `"${e3}": month must be 01-12`);
    let d = parseInt(a2, 10);
    if (d < 1 || d > 31) throw new O(t, n, `"${e3}": day must be 01-31`);
    if (d > at(parseInt(r2, 10), u)) throw new O(t, n, `"${e3}": day ${a2} invalid for ${r2}-${i2}`);
    qe(o2, s2, l2, e3, t, n);
  } else if (l) {
    let [, r2, i2, a2] = l;
    qe(r2, i2, a2, e3, t, n);
  }
}
function st(e3, t) {
  let n = e3.value.loc, r = e3.value.raw, i;
  if (Pe.test(r)) i = r.startsWith(`-`) ? -1 / 0 : 1 / 0;
  else if (Fe.test(r)) {
    let e4 = new Float64Array(1), t2 = new DataView(e4.buffer);
    r.startsWith(`-`) ? (t2.setUint32(0, 0, true), t2.setUint32(4, 4294443008, true)) : (t2.setUint32(0, 0, true), t2.setUint32(4, 2146959360, true)), i = e4[0];
    let a = r.startsWith(`+`) ? `+` : r.startsWith(`-`) ? `-` : void 0;
    return { type: `Float`, loc: n, raw: r, value: i, nanSign: a };
  } else if (!e3.peek().done && e3.peek().value.type === `Dot`) {
    let a = n.start;
    {
      if (Me.test(r) && !Ie.test(r)) throw new O(t, n.start, `Float "${r}": dot after exponent`);
      let e4 = r;
      We(e4, t, n.start, `the integer part of a float`);
      let i2 = e4.replace(/^[+-]/, ``);
      if (i2 === `` || i2 === `_`) throw new O(t, n.start, `Float: digit required before dot`);
      Ue(e4, t, n.start);
    }
    if (e3.next(), e3.peek().done || e3.peek().value.type !== `Literal`) throw new O(t, e3.value.loc.end, `Expected fraction value for Float`);
    e3.next(), r += `.${e3.value.raw}`, n = { start: a, end: e3.value.loc.end };
    {
      let n2 = e3.value.raw;
      if (!/^\d/.test(n2)) throw new O(t, e3.value.loc.start, `Float: fraction must start with digit, found "${n2}"`);
      Ue(n2, t, e3.value.loc.start, false), Ge(n2, r, t, e3.value.loc.start);
    }
    i = Number(r.replace(Ne, ``));
  } else {
    if (Ue(r, t, n.start), Ge(r, r, t, n.start), !e3.peek().done && e3.peek().value.type === `Dot`) throw new O(t, e3.peek().value.loc.start, `Float "${r}.": dot after exponent`);
    We(r, t, n.start, `the integer part of a float`), i = Number(r.replace(Ne, ``));
  }
  if (Number.isNaN(i) && !Fe.test(r)) throw new O(t, n.start, `Invalid float "${r}"`);
  return { type: `Float`, loc: n, raw: r, value: i };
}
function ct(e3, t) {
  let n = e3.value.raw, r = e3.value.loc;
  if (/^\d{1,}-\d{1,}/.test(n) || /^\d{1,}:\d{1,}/.test(n) || /^\d{6}-\d{2}$/.test(n)) throw new O(t, r.start, `Invalid integer "${n}"`);
  if (n === `-0` || n === `+0`) return { type: `Integer`, loc: r, raw: n, value: 0 };
  if (/^[+-]{2,}/.test(n)) throw new O(t, r.start, `Double sign is not allowed in integers`);
  We(n, t, r.start, `decimal integers`), Ue(n, t, r.start), Je(n, t, r.start);
  let i = 10;
  Ie.test(n) ? (i = 16, Ye(n, t, r.start, `0x`, /^[0-9a-fA-F]+$/, `Hexadecimal`)) : Re.test(n) ? (i = 8, Ye(n, t, r.start, `0o`, /^[0-7]+$/, `Octal`, `Invalid octal digits (must be 0-7)`)) : ze.test(n) && (i = 2, Ye(n, t, r.start, `0b`, /^[01]+$/, `Binary`, `Invalid binary digits (must be 0 or 1)`));
  let a = parseInt(n.replace(Ne, ``).replace(Re, ``).replace(ze, ``), i);
  if (Number.isNaN(a)) throw new O(t, r.start, `Invalid integer "${n}"`);
  return { type: `Integer`, loc: r, raw: n, value: a };
}
function lt(e3, t) {
  if (e3.value.type === `Comment`) return [et(e3)];
  if (e3.value.type === `Bracket`) return [tt(e3, t)];
  if (e3.value.type === `Literal`) return ut(e3, t);
  throw e3.value.type === `Equal` ? new O(t, e3.value.loc.start, `Missing key before '='`) : new O(t, e3.value.loc.start, `Unexpected token "${e3.value.type}"`);
}
function ut(e3, t) {
  let n = e3.value.raw;
  if (n.endsWith(`:`)) throw new O(t, { line: e3.value.loc.start.line, column: e3.value.loc.start.column + [...n].length - 1 }, `Use '=' to separate keys and values, not ':'`);
  Ve(n, t, e3.value.loc.start), n.startsWith(`"`) || n.startsWith(`'`) || Be(n, t, e3.value.loc.start);
  let r;
  r = [He(e3.value.raw, t, e3.value.loc.start)];
  let i = { type: `Key`, loc: e3.value.loc, raw: e3.value.raw, value: r };
  for (; !e3.peek().done && e3.peek().value.type === `Dot`; ) {
    e3.next();
    let n2 = e3.value;
    e3.next();
    let r2 = e3.value.raw;
    Ve(r2, t, e3.value.loc.start), r2.startsWith(`"`) || r2.startsWith(`'`) || Be(r2, t, e3.value.loc.start);
    let a2 = C(t, i.loc.end), o2 = C(t, n2.loc.end), s2 = a2.slice(i.loc.end.column, n2.loc.start.column), c2 = o2.slice(n2.loc.end.column, e3.value.loc.start.column);
    i.loc.end = e3.value.loc.end, i.raw += `${s2}.${c2}${e3.value.raw}`, i.value.push(He(e3.value.raw, t, e3.value.loc.start));
  }
  if (e3.next(), !e3.done && e3.value.loc.start.line !== i.loc.end.line) throw new O(t, e3.value.loc.start, `"=" must be on same line as key`);
  if (e3.done || e3.value.type !== `Equal`) throw !e3.done && e3.value.raw === `:` ? new O(t, e3.value.loc.start, `Use '=' to separate keys and values, not ':'`) : new O(t, e3.done ? i.loc.end : e3.value.loc.start, `Expected "=" for key-value`);
  let a = e3.value.loc.start.column, o = e3.value.loc.start.line;
  if (e3.next(), e3.done) throw new O(t, i.loc.start, `Expected value, reached EOF`);
  if (e3.value.loc.start.line !== o) throw new O(t, e3.value.loc.start, `Value must be on same line as '='`);
  if (e3.done) throw new O(t, i.loc.start, `Expected value for key-value`);
  let s = dt(e3, t), c = s[0];
  if (!e3.peek().done) {
    let n2 = e3.peek().value;
    if (n2.type === `Dot` && n2.loc.start.line === c.loc.end.line && (c.type === `Float` || c.type === `Integer`)) throw new O(t, n2.loc.start, `Invalid number: multiple decimal points not allowed`);
    if ((n2.type === `Literal` || n2.type === `Bracket`) && n2.loc.start.line === c.loc.end.line) throw new O(t, n2.loc.start, `Key/value pairs must be separated by a newline`);
  }
  return s[0] = { type: `KeyValue`, key: i, value: c, loc: { start: T(i.loc.start), end: T(c.loc.end) }, equals: a }, s;
}
function dt(e3, t) {
  if (e3.value.type === `Literal`) {
    let n = e3.value.raw;
    return n[0] === `"` || n[0] === `'` ? [nt(e3, t)] : n === je || n === `false` ? [rt(e3)] : /^\d/.test(n) && (/^\d{1,}-\d{1,}/.test(n) || /^\d{1,}:\d{1,}/.test(n)) ? [it(e3, t)] : !e3.peek().done && e3.peek().value.type === `Dot` || Pe.test(n) || Fe.test(n) || Me.test(n) && !Ie.test(n) ? [st(e3, t)] : [ct(e3, t)];
  }
  if (e3.value.type === `Curly`) {
    let [n, r] = pt(e3, t);
    return [n, ...r];
  }
  if (e3.value.type === `Bracket`) {
    let [n, r] = mt(e3, t);
    return [n, ...r];
  }
  throw e3.value.type === `Dot` ? new O(t, e3.value.loc.start, `Number cannot start with a dot`) : new O(t, e3.value.loc.start, `Unrecognized token type`);
}
function ft(e3) {
  for (let t = 1; t < e3.length; t++) {
    let n = e3[t - 1], r = e3[t];
    if (n.loc.end.line === r.loc.start.line) {
      let e4 = r.loc.start.column - n.loc.end.column;
      if (e4 >= 1) return e4;
    }
  }
}
function pt(e3, t) {
  if (e3.value.raw !== `{`) throw new O(t, e3.value.loc.start, `Expected "{" for inline table`);
  let n = { type: `InlineTable`, loc: e3.value.loc, items: [] }, r = [];
  for (e3.next(); !e3.done && (e3.value.type !== `Curly` || e3.value.raw !== `}`); ) {
    if (e3.value.type === `Comment`) {
      r.push(et(e3)), e3.next();
      continue;
    }
    if (e3.value.type === `Comma`) {
      let r2 = n.items[n.items.length - 1];
      if (!r2) throw new O(t, e3.value.loc.start, `Leading comma in inline table`);
      if (r2.comma) throw new O(t, e3.value.loc.start, `Consecutive commas in inline table`);
      r2.comma = true, r2.loc.end = e3.value.loc.start, e3.next();
      continue;
    }
    let i = n.items[n.items.length - 1];
    if (i && !i.comma) throw new O(t, e3.value.loc.start, `Missing comma between inline table items`);
    let a = lt(e3, t), o = a[0];
    if (o.type === `KeyValue`) {
      n.items.push({ type: `InlineItem`, loc: E(o.loc), item: o, comma: false });
      for (let e4 = 1; e4 < a.length; e4++) r.push(a[e4]);
    }
    e3.next();
  }
  if (e3.done || e3.value.type !== `Curly` || e3.value.raw !== `}`) throw new O(t, e3.done ? n.loc.start : e3.value.loc.start, `Expected "}"`);
  n.loc.end = e3.value.loc.end;
  {
    let e4 = ft(n.items);
    e4 !== void 0 && fe(n, e4);
  }
  return [n, r];
}
function mt(e3, t) {
  if (e3.value.raw !== `[`) throw new O(t, e3.value.loc.start, `Expected "[" for inline array`);
  let n = { type: `InlineArray`, loc: e3.value.loc, items: [] }, r = [];
  for (e3.next(); !e3.done && (e3.value.type !== `Bracket` || e3.value.raw !== `]`); ) {
    if (e3.value.type === `Comma`) {
      let r2 = n.items[n.items.length - 1];
      if (!r2) throw new O(t, e3.value.loc.start, `Leading comma in array`);
      if (r2.comma) throw new O(t, e3.value.loc.start, `Consecutive commas in array`);
      r2.comma = true, r2.loc.end = e3.value.loc.start;
    } else if (e3.value.type === `Comment`) r.push(et(e3));
    else {
      let i = n.items[n.items.length - 1];
      if (i && !i.comma) throw new O(t, e3.value.loc.start, `Missing comma between array elements`);
      let a = dt(e3, t), o = a[0];
      n.items.push({ type: `InlineItem`, loc: E(o.loc), item: o, comma: false });
      for (let e4 = 1; e4 < a.length; e4++) r.push(a[e4]);
    }
    e3.next();
  }
  if (e3.done || e3.value.type !== `Bracket` || e3.value.raw !== `]`) throw new O(t, e3.done ? n.loc.start : e3.value.loc.start, `Expected "]"`);
  n.loc.end = e3.value.loc.end;
  {
    let e4 = ft(n.items);
    e4 !== void 0 && fe(n, e4);
  }
  return [n, r];
}
function N(e3) {
  return e3[e3.length - 1];
}
function ht() {
  return /* @__PURE__ */ Object.create(null);
}
var _t = new DataView(new ArrayBuffer(8));
function wt(e3) {
  return Object.prototype.toString.call(e3) === `[object Date]`;
}
function Pt(e3, t) {
  return t in e3;
}
var Ht = typeof String.prototype.isWellFormed == `function` ? String.prototype.isWellFormed : void 0;
function Kt(e3) {
  return new TextDecoder(`utf-8`, { fatal: true, ignoreBOM: true }).decode(e3);
}
function qt(e3) {
  return e3.charCodeAt(0) === 65279;
}
function Jt(e3) {
  return qt(e3) ? e3.slice(1) : e3;
}
var Yt = `auto`;
var Xt = `auto`;
function Zt(e3) {
  for (let t of e3) {
    let e4 = tn(t);
    if (e4 !== null) return e4;
  }
  return false;
}
function Qt(e3, t) {
  for (let n of t) {
    let t2 = $t(n, e3);
    if (t2 !== null) return t2;
  }
  return true;
}
function $t(e3, t) {
  if (!e3 || typeof e3 != `object`) return null;
  if ((e3.type === `InlineArray` || e3.type === `InlineTable`) && e3.loc) {
    let n = en(e3.loc, t);
    if (n !== null) return n;
  }
  if (e3.items && Array.isArray(e3.items)) for (let n of e3.items) {
    let e4 = $t(n, t);
    if (e4 !== null) return e4;
    if (n.item) {
      let e5 = $t(n.item, t);
      if (e5 !== null) return e5;
    }
  }
  for (let n of [`value`, `key`, `item`]) if (e3[n]) {
    let r = $t(e3[n], t);
    if (r !== null) return r;
  }
  return null;
}
function en(e3, t) {
  if (!e3 || !e3.start || !e3.end) return null;
  let n = t.split(/\r?\n/), r = e3.start.line - 1, i = e3.end.line - 1, a = e3.start.column, o = e3.end.column, s = ``;
  if (r === i) {
    var c;
    s = ((c = n[r]) == null ? void 0 : c.substring(a, o + 1)) || ``;
  } else {
    n[r] && (s += n[r].substring(a));
    for (let e4 = r + 1; e4 < i; e4++) s += `
` + (n[e4] || ``);
    n[i] && (s += `
` + n[i].substring(0, o + 1));
  }
  let l = s.match(/^\[(\s*)/), u = s.match(/^\{(\s*)/);
  return l ? l[1].length > 0 : u ? u[1].length > 0 : null;
}
function tn(e3) {
  if (!e3 || typeof e3 != `object`) return null;
  if (e3.type === `InlineArray` && e3.items && Array.isArray(e3.items) || e3.type === `InlineTable` && e3.items && Array.isArray(e3.items)) return nn(e3.items);
  if (e3.type === `KeyValue` && e3.value) return tn(e3.value);
  if (e3.items && Array.isArray(e3.items)) for (let t of e3.items) {
    let e4 = tn(t);
    if (e4 !== null) return e4;
  }
  return null;
}
function nn(e3) {
  if (e3.length === 0) return null;
  let t = e3[e3.length - 1];
  return t && typeof t == `object` && `comma` in t ? t.comma === true : false;
}
function rn(e3) {
  let t = e3.indexOf(`
`);
  return t > 0 && e3[t - 1] === `\r` ? `\r
` : `
`;
}
function an(e3) {
  let t = 0, n = e3.length;
  for (; n > 0 && e3[n - 1] === `
`; ) t++, n--, n > 0 && e3[n - 1] === `\r` && n--;
  return t;
}
function on(e3) {
  for (let t = 0; t < e3.length; t++) {
    if (e3[t] !== `\\`) continue;
    let n = e3[t + 1];
    if (!n) return null;
    if (n === `\\`) {
      t++;
      continue;
    }
    if (n === `x` && /^[0-9A-Fa-f]{2}$/.test(e3.slice(t + 2, t + 4))) return /[A-F]/.test(e3.slice(t + 2, t + 4));
    if (n === `u` && /^[0-9A-Fa-f]{4}$/.test(e3.slice(t + 2, t + 6))) return /[A-F]/.test(e3.slice(t + 2, t + 6));
    if (n === `U` && /^[0-9A-Fa-f]{8}$/.test(e3.slice(t + 2, t + 10))) return /[A-F]/.test(e3.slice(t + 2, t + 10));
  }
  return null;
}
function sn(e3) {
  if (!e3 || typeof e3 != `object`) return null;
  if (e3.type === `String` && typeof e3.raw == `string`) {
    let t = on(e3.raw);
    if (t !== null) return t;
  }
  for (let t of [`key`, `item`, `value`]) if (e3[t] && typeof e3[t] == `object`) {
    let n = sn(e3[t]);
    if (n !== null) return n;
  }
  if (Array.isArray(e3.items)) for (let t of e3.items) {
    let e4 = sn(t);
    if (e4 !== null) return e4;
  }
  return null;
}
function cn(e3) {
  for (let t of e3) {
    let e4 = sn(t);
    if (e4 !== null) return e4;
  }
  return true;
}
function ln(e3) {
  let t = e3.split(/\r?\n/), n = 0, r = 0;
  for (let e4 of t) if (e4.length !== 0 && (e4[0] === `	` ? n++ : e4[0] === ` ` && r++, n + r >= 5)) break;
  return n > 0 && n >= r;
}
function un(e3) {
  let t = 0;
  for (; t < e3.length && e3[t] === ` `; ) t++;
  return t;
}
function dn(e3, t) {
  let n = e3.split(/\r?\n/), r = [], i = /* @__PURE__ */ new Set([`Table`, `TableArray`, `InlineTable`, `InlineArray`]), a = /* @__PURE__ */ new Set([`Table`, `TableArray`, `InlineTable`, `InlineArray`, `KeyValue`, `InlineItem`, `Comment`]), o = (e4, t2) => {
    var s2, c2, l;
    if (!e4 || typeof e4 != `object`) return;
    if (t2 !== void 0 && a.has(e4.type) && ((s2 = e4.loc) == null || (s2 = s2.start) == null ? void 0 : s2.line) > t2) {
      let t3 = un(n[e4.loc.start.line - 1] ?? ``);
      t3 > 0 && r.push(t3);
    }
    let u = i.has(e4.type) && ((c2 = e4.loc) == null || (c2 = c2.end) == null ? void 0 : c2.line) > ((l = e4.loc) == null || (l = l.start) == null ? void 0 : l.line) ? e4.loc.start.line : t2;
    if (Array.isArray(e4.items)) for (let t3 of e4.items) o(t3, u);
    e4.item && o(e4.item, u), e4.value && o(e4.value, u);
  }, s = Array.isArray(t) ? t : Array.from(t ?? []);
  for (let e4 of s) o(e4);
  if (r.length > 0) return Math.min(...r);
  let c = n.filter((e4) => e4.trim().length > 0 && !e4.trimStart().startsWith(`#`)).map(un).filter((e4) => e4 > 0);
  return c.length > 0 ? Math.min(...c) : 2;
}
var fn = /* @__PURE__ */ new Map([[`
`, `
`], [`\r
`, `\r
`], [`\\n`, `
`], [`\\r\\n`, `\r
`], [`LF`, `
`], [`CRLF`, `\r
`], [`UNIX`, `
`], [`DOS`, `\r
`]]);
function pn(e3) {
  let t = fn.get(e3) ?? fn.get(e3.toUpperCase());
  if (t === void 0) throw TypeError(`Invalid newLine value: expected LF or CRLF`);
  return t;
}
var L = class e2 {
  newLine;
  trailingNewline;
  trailingComma;
  bracketSpacing;
  leadingBom;
  inlineTableStart;
  truncateZeroTimeInDates;
  useTabsForIndentation;
  indentWidth;
  minimumDecimals;
  minimumTimeDecimals;
  updateOrder;
  multilineTable;
  multilineArray;
  escapeSequenceUpperCase;
  constructor(e3, t, n, r, i, a, o, s, c, l, u, d, f, p, m) {
    this.newLine = e3 == null ? `
` : pn(e3), this.trailingNewline = t ?? 1, this.trailingComma = n ?? false, this.bracketSpacing = r ?? true, this.inlineTableStart = i ?? 1, this.truncateZeroTimeInDates = a ?? false, this.useTabsForIndentation = o ?? false, this.indentWidth = this.useTabsForIndentation ? 1 : u ?? 2, this.minimumDecimals = s ?? 0, this.minimumTimeDecimals = m ?? 0, this.leadingBom = c ?? false, this.updateOrder = l ?? false, this.multilineTable = d ?? `auto`, this.multilineArray = f ?? `auto`, this.escapeSequenceUpperCase = p ?? true;
  }
  static default() {
    return new e2(`
`, 1, false, true, 1, false, false, 0, false, false, 2, Yt, Xt, true, 0);
  }
  static autoDetectFormat(t) {
    return e2.autoDetectFormatWithCst(t);
  }
  static autoDetectFormatWithCst(t, n) {
    let r = e2.default();
    r.leadingBom = qt(t);
    let i = Jt(t), a = [];
    r.newLine = rn(i), r.trailingNewline = an(i);
    try {
      a = Array.isArray(n) ? n : Array.from(n ?? Xe(i)), r.trailingComma = Zt(a), r.bracketSpacing = Qt(i, a);
    } catch {
      r.trailingComma = false, r.bracketSpacing = true;
    }
    return r.useTabsForIndentation = ln(i), r.indentWidth = r.useTabsForIndentation ? 1 : dn(i, a), r.inlineTableStart = 1, r.truncateZeroTimeInDates = false, r.minimumDecimals = 0, r.minimumTimeDecimals = 0, r.updateOrder = false, r.multilineTable = Yt, r.multilineArray = Xt, r.escapeSequenceUpperCase = cn(a), r;
  }
  static autoDetectFormatWithAst(t, n) {
    return e2.autoDetectFormatWithCst(t, n);
  }
};
function zi(e3, t = `asNeeded`) {
  let n = e3.replace(/_/g, ``), r = n;
  if (/^[+-]?0x/i.test(n) || /^[+-]?0o/i.test(n) || /^[+-]?0b/i.test(n)) {
    let e4 = n[0] === `+` || n[0] === `-` ? n[0] : ``;
    r = e4 + n.slice(+!!e4).toLowerCase();
  }
  let i;
  try {
    i = BigInt(r);
  } catch {
    return Number(n);
  }
  return t === true ? i : t === false || i >= BigInt(-(2 ** 53 - 1)) && i <= BigInt(2 ** 53 - 1) ? Number(i) : i;
}
function Bi(e3, t, n) {
  for (let r of e3.items) {
    let e4 = r.item;
    if (e4.value.type === `InlineTable`) {
      let r2 = t.concat(e4.key.value);
      n.add(Yi(r2)), Bi(e4.value, r2, n);
    }
  }
}
function Vi(e3) {
  var t, n, r, i, a, o;
  if ((t = e3.constructor) != null && (t = t.name) != null && (n = t.startsWith) != null && n.call(t, `Temporal.`) || ((r = e3.constructor) == null ? void 0 : r.name) === `PlainDate` || ((i = e3.constructor) == null ? void 0 : i.name) === `PlainTime` || ((a = e3.constructor) == null ? void 0 : a.name) === `PlainDateTime` || ((o = e3.constructor) == null ? void 0 : o.name) === `ZonedDateTime`) return e3;
  let s = globalThis.Temporal;
  if (e3 instanceof Ee) return s.PlainDate.from(e3.toISOString());
  if (e3 instanceof De) return s.PlainTime.from(e3.toISOString());
  if (e3 instanceof Oe) return s.PlainDateTime.from(e3.toISOString().replace(` `, `T`));
  if (e3 instanceof ke) {
    let t2 = e3.toISOString().replace(` `, `T`), n2 = t2.match(/([+-]\d{2}:\d{2}|Z)$/), r2 = n2 ? n2[1] : `Z`, i2 = t2.replace(/([+-]\d{2}:\d{2}|Z)$/, ``), a2 = r2 === `Z` ? `+00:00` : r2;
    return s.ZonedDateTime.from(`${i2}${r2}[${a2}]`);
  }
  return s.PlainDateTime.from(e3.toISOString().replace(`Z`, ``));
}
function q(e3, t = ``, n = {}) {
  let { integersAsBigInt: r = `asNeeded`, temporal: i = false } = n, a = ht(), o = /* @__PURE__ */ new Set(), s = /* @__PURE__ */ new Set(), c = /* @__PURE__ */ new Set(), l = /* @__PURE__ */ new Set(), u = /* @__PURE__ */ new Set(), d = a, f = [], p = { tables: o, table_arrays: s, defined: c, implicit_tables: l, inline_tables: u };
  for (let t2 of e3) switch (t2.type) {
    case `Table`:
      m(t2);
      for (let e4 of t2.items) e4.type === `KeyValue` && g(e4);
      break;
    case `TableArray`:
      h(t2);
      for (let e4 of t2.items) e4.type === `KeyValue` && g(e4);
      break;
    case `KeyValue`:
      g(t2);
  }
  return a;
  function m(e4) {
    let n2 = e4.key.item.value;
    try {
      Ui(a, [], n2, e4.type, p);
    } catch (n3) {
      let r3 = n3;
      throw new O(t, e4.key.loc.start, r3.message);
    }
    let r2 = Yi(n2);
    o.add(r2), c.add(r2), d = Wi(a, n2), f = n2;
  }
  function h(e4) {
    let n2 = e4.key.item.value;
    try {
      Ui(a, [], n2, e4.type, p);
    } catch (n3) {
      let r3 = n3;
      throw new O(t, e4.key.loc.start, r3.message);
    }
    let r2 = Yi(n2);
    s.add(r2), c.add(r2), d = Gi(a, n2), f = n2;
  }
  function g(e4) {
    let n2 = e4.key.value;
    try {
      Ui(d, f, n2, e4.type, p);
    } catch (n3) {
      let r2 = n3;
      throw new O(t, e4.key.loc.start, r2.message);
    }
    if (n2.length > 1) for (let e5 = 1; e5 < n2.length; e5++) {
      let t2 = Yi(f.concat(n2.slice(0, e5)));
      l.add(t2), c.add(t2);
    }
    let a2;
    try {
      a2 = Hi(e4.value, { integersAsBigInt: r, temporal: i });
    } catch (n3) {
      let r2 = n3;
      throw new O(t, e4.value.loc.start, r2.message);
    }
    if (e4.value.type === `InlineTable`) {
      let t2 = f.concat(n2);
      u.add(Yi(t2)), Bi(e4.value, t2, u);
    }
    let o2 = n2.length > 1 ? Wi(d, n2.slice(0, -1)) : d;
    o2[N(n2)] = a2, c.add(Yi(f.concat(n2)));
  }
}
function Hi(e3, t = {}) {
  let { integersAsBigInt: n = `asNeeded`, temporal: r = false } = t;
  switch (e3.type) {
    case `InlineTable`:
      let t2 = ht(), i = /* @__PURE__ */ new Set(), a = /* @__PURE__ */ new Map();
      return e3.items.forEach(({ item: e4 }) => {
        let o = e4.key.value, s = Hi(e4.value, { integersAsBigInt: n, temporal: r }), c = Ji(o), l = Yi(o);
        if (i.has(l)) throw Error(`Duplicate key "${c}" in inline table`);
        for (let e5 = 1; e5 < o.length; e5++) {
          let t3 = Ji(o.slice(0, e5));
          if (i.has(Yi(o.slice(0, e5)))) throw Error(`Key "${c}" conflicts with key: "${t3}"`);
        }
        if (a.has(l)) {
          let e5 = a.get(l);
          throw Error(`Key "${c}" conflicts with key: "${e5}"`);
        }
        i.add(l);
        for (let e5 = 1; e5 < o.length; e5++) {
          let t3 = Yi(o.slice(0, e5));
          a.has(t3) || a.set(t3, c);
        }
        let u = o.length > 1 ? Wi(t2, o.slice(0, -1)) : t2;
        u[N(o)] = s;
      }), t2;
    case `InlineArray`:
      return e3.items.map((e4) => Hi(e4.item, { integersAsBigInt: n, temporal: r }));
    case `DateTime`:
      if (r) {
        if (globalThis.Temporal === void 0) throw Error(`Temporal API is not available in this runtime. Set temporal: false or use a runtime with Temporal support.`);
        return Vi(e3.value);
      }
      return e3.value;
    case `String`:
      return e3.value;
    case `Integer`:
      return zi(e3.raw, n);
    case `Float`:
    case `Boolean`:
      return e3.value;
    default:
      throw Error(`Unrecognized value type "${e3.type}"`);
  }
}
function Ui(e3, t, n, r, i) {
  let a = t.length > 0 ? [...t] : [], o = Array(n.length), s = Array(n.length);
  for (let e4 = 0; e4 < n.length; e4++) a.push(n[e4]), o[e4] = Ji(a), s[e4] = Yi(a);
  let c = o[n.length - 1], l = s[n.length - 1];
  if (r === `KeyValue` && n.length > 1) for (let e4 = 1; e4 < n.length; e4++) {
    let t2 = o[e4 - 1];
    if (i.inline_tables.has(s[e4 - 1])) throw Error(`Cannot extend inline table at ${t2}`);
  }
  if ((r === `Table` || r === `TableArray`) && i.inline_tables.has(l)) throw Error(`Cannot extend inline table at ${c}`);
  if (r === `Table` || r === `TableArray`) for (let e4 = 1; e4 < n.length; e4++) {
    let t2 = o[e4 - 1];
    if (i.inline_tables.has(s[e4 - 1])) throw Error(`Cannot extend inline table at ${t2}`);
  }
  if (r === `KeyValue` && n.length > 1) for (let e4 = 1; e4 < n.length; e4++) {
    let t2 = o[e4 - 1];
    if (i.table_arrays.has(s[e4 - 1])) throw Error(`Cannot traverse Array of Tables at ${t2}`);
  }
  if ((r === `Table` || r === `TableArray`) && i.implicit_tables.has(l)) throw Error(`Implicit table already defined: ${c}`);
  if (r === `KeyValue` && i.implicit_tables.has(l)) throw Error(`Table already defined: ${c}`);
  if (r === `KeyValue` && n.length > 1) for (let e4 = 1; e4 <= n.length; e4++) {
    let t2 = o[e4 - 1];
    if (i.tables.has(s[e4 - 1])) throw Error(`Cannot extend explicit table ${t2} with dotted keys`);
  }
  let u = 0;
  for (let t2 of n) {
    if (!Pt(e3, t2)) return;
    if (qi(e3[t2])) throw Error(`Value already defined for ${o[u]}`);
    let r2 = o[u];
    if (Array.isArray(e3[t2]) && !i.table_arrays.has(s[u])) throw Error(`Cannot add to static array at ${r2}`);
    let a2 = u++ < n.length - 1;
    e3 = Array.isArray(e3[t2]) && a2 ? N(e3[t2]) : e3[t2];
  }
  let d = c;
  if (e3 && r === `Table` && i.defined.has(l) || e3 && r === `KeyValue` && n.length === 1 && i.defined.has(l) && !qi(e3)) throw Error(`Table already defined: ${d}`);
  if (e3 && r === `TableArray` && !i.table_arrays.has(l)) throw Error(`Cannot add Array of Tables to table at ${d}`);
}
function Wi(e3, t) {
  let n = Ki(e3, t.slice(0, -1)), r = N(t);
  return n[r] || (n[r] = ht()), n[r];
}
function Gi(e3, t) {
  let n = Ki(e3, t.slice(0, -1)), r = N(t);
  n[r] || (n[r] = []);
  let i = ht();
  return n[N(t)].push(i), i;
}
function Ki(e3, t) {
  return t.reduce((e4, t2) => (e4[t2] || (e4[t2] = ht()), Array.isArray(e4[t2]) ? N(e4[t2]) : e4[t2]), e3);
}
function qi(e3) {
  return typeof e3 != `object` && !wt(e3);
}
function Ji(e3) {
  return e3.join(`.`);
}
function Yi(e3) {
  return JSON.stringify(e3);
}
var sa = String.raw`(?:[\w-]+|"[^"]*"|'[^']*')`;
var ca = new RegExp(String.raw`^#\s*${sa}(?:\s*\.\s*${sa})*\s*=`);
var la = String.raw`(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|"""[\s\S]*?"""|'''[\s\S]*?'''|[^\s#]+)`;
var ua = new RegExp(String.raw`^#\s*${sa}(?:\s*\.\s*${sa})*\s*=\s*${la}\s*$`);
var da = new RegExp(String.raw`^#\s*\[\[?\s*${sa}(?:\s*\.\s*${sa})*\s*\]\]?\s*$`);
var Wo = Object.freeze(L.default());
function Ko(e3, t) {
  let n = Jt(typeof e3 == `string` ? e3 : Kt(e3));
  return q(Xe(n), n, { integersAsBigInt: (t == null ? void 0 : t.integersAsBigInt) ?? `asNeeded`, temporal: (t == null ? void 0 : t.temporal) ?? false });
}

// lib/codex/config-file.ts
var import_node_fs9 = require("node:fs");
var CodexConfigError = class extends Error {
};
function parseConfig(text2) {
  try {
    return text2.trim() === "" ? {} : Ko(text2);
  } catch (err) {
    throw new CodexConfigError(`config.toml is not valid TOML: ${err.message.split("\n")[0]}`);
  }
}
function readConfig(file) {
  let text2;
  try {
    text2 = (0, import_node_fs9.readFileSync)(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return { text: "", exists: false, value: {} };
    throw err;
  }
  return { text: text2, exists: true, value: parseConfig(text2) };
}

// lib/codex/bundle.ts
var import_node_crypto = require("node:crypto");
var import_node_fs10 = require("node:fs");
var import_node_path9 = require("node:path");
function readBundle(root) {
  const files = [];
  const odd = [];
  const walk = (dir, rel) => {
    for (const name of (0, import_node_fs10.readdirSync)(dir).sort()) {
      const full = (0, import_node_path9.join)(dir, name);
      const path2 = rel ? `${rel}/${name}` : name;
      const st2 = (0, import_node_fs10.lstatSync)(full);
      if (st2.isDirectory()) walk(full, path2);
      else if (st2.isFile()) files.push({ path: path2, bytes: (0, import_node_fs10.readFileSync)(full) });
      else odd.push(path2);
    }
  };
  walk(root, "");
  return { files, odd };
}
function bundleDigest(files) {
  const hash = (0, import_node_crypto.createHash)("sha256");
  hash.update("openrig-codex-bundle-v1\0");
  for (const f of files) {
    hash.update(`${f.path}\0${f.bytes.length}\0`);
    hash.update(f.bytes);
  }
  return `sha256:${hash.digest("hex")}`;
}
function folderDigest(root) {
  try {
    const { files, odd } = readBundle(root);
    return odd.length ? `odd:${odd.join(",")}` : bundleDigest(files);
  } catch {
    return void 0;
  }
}

// lib/codex/hook-identity.ts
var import_node_crypto2 = require("node:crypto");
function eventSnake(event) {
  return event.replace(/[A-Z]/g, (c, i) => (i ? "_" : "") + c.toLowerCase());
}
function normalizedTimeout(event, timeout) {
  const given = typeof timeout === "number" && Number.isFinite(timeout) ? Math.floor(timeout) : DEFAULT_HOOK_TIMEOUT_SEC;
  const floor = Math.max(given, MIN_HOOK_TIMEOUT_SEC);
  const cap = MAX_HOOK_TIMEOUT_SEC[event];
  return cap === void 0 ? floor : Math.min(floor, cap);
}
function sortedJson(v2) {
  if (Array.isArray(v2)) return `[${v2.map(sortedJson).join(",")}]`;
  if (v2 && typeof v2 === "object") {
    const o = v2;
    return `{${Object.keys(o).sort().filter((k2) => o[k2] !== void 0 && o[k2] !== null).map((k2) => `${JSON.stringify(k2)}:${sortedJson(o[k2])}`).join(",")}}`;
  }
  return JSON.stringify(v2);
}
function identityHash(event, group, handler) {
  const normalized = {
    type: handler.type ?? "command",
    command: handler.command,
    timeout: normalizedTimeout(event, handler.timeout),
    async: handler.async === true,
    statusMessage: typeof handler.statusMessage === "string" ? handler.statusMessage : void 0
  };
  const identity = {
    event_name: event,
    matcher: typeof group.matcher === "string" ? group.matcher : void 0,
    hooks: [normalized]
  };
  return `sha256:${(0, import_node_crypto2.createHash)("sha256").update(sortedJson(identity)).digest("hex")}`;
}
function hookKey(pluginId, hooksFile, event, group, handler) {
  return `${pluginId}:${hooksFile}:${event}:${group}:${handler}`;
}
function hookIdentities(pluginId, hooksFile, hooksJson) {
  const out = [];
  const events = hooksJson?.hooks;
  if (!events || typeof events !== "object") return out;
  for (const [name, groups] of Object.entries(events)) {
    if (!Array.isArray(groups)) continue;
    const event = eventSnake(name);
    groups.forEach((group, g) => {
      (group?.hooks ?? []).forEach((handler, h) => {
        out.push({
          key: hookKey(pluginId, hooksFile, event, g, h),
          event,
          group: g,
          handler: h,
          hash: identityHash(event, group, handler)
        });
      });
    });
  }
  return out;
}

// lib/codex/hook-state.ts
function table(v2) {
  return v2 && typeof v2 === "object" && !Array.isArray(v2) ? v2 : void 0;
}
function hookStates(config, keys) {
  const state = table(table(config.hooks)?.state) ?? {};
  const out = {};
  for (const key of keys) {
    const e3 = table(state[key]);
    if (!e3) continue;
    out[key] = {
      ...typeof e3.trusted_hash === "string" ? { trusted_hash: e3.trusted_hash } : {},
      ...typeof e3.trusted_content_hash === "string" ? { trusted_content_hash: e3.trusted_content_hash } : {},
      ...typeof e3.enabled === "boolean" ? { enabled: e3.enabled } : {}
    };
  }
  return out;
}
function pluginEnabled(config, pluginId) {
  const e3 = table(table(config.plugins)?.[pluginId])?.enabled;
  return typeof e3 === "boolean" ? e3 : void 0;
}

// lib/store/validators/codex-hook-trust.v1.generated.js
var compiled3;
function validate_codex_hook_trust_v1(data, options) {
  compiled3 ??= build3();
  const ok = compiled3(data, options);
  validate_codex_hook_trust_v1.errors = compiled3.errors;
  return ok;
}
function build3() {
  const schema11 = { "$id": "openrig/codex-hook-trust@1", "title": "What OpenRig approved of its Codex plugin in one CODEX_HOME (CODEX_HOME/.openrig-core-hook-trust.json)", "type": "object", "required": ["schema", "version", "pluginId", "pluginVersion", "bundleDigest", "contentHash", "hooks", "approvedAt"], "additionalProperties": false, "properties": { "schema": { "const": "codex-hook-trust" }, "version": { "const": 1 }, "pluginId": { "type": "string", "pattern": "^[^@\\s]+@[^@\\s]+$" }, "pluginVersion": { "type": "string", "pattern": "\\S" }, "bundleDigest": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" }, "contentHash": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" }, "hooks": { "type": "object", "additionalProperties": { "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" } }, "approvedAt": { "type": "string", "pattern": "\\S" }, "codexVersion": { "type": "string" } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern0 = new RegExp("^[^@\\s]+@[^@\\s]+$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern2 = new RegExp("^sha256:[0-9a-f]{64}$", "u");
  function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.pluginId === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pluginId" }, message: "must have required property 'pluginId'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.pluginVersion === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pluginVersion" }, message: "must have required property 'pluginVersion'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.bundleDigest === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "bundleDigest" }, message: "must have required property 'bundleDigest'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.contentHash === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "contentHash" }, message: "must have required property 'contentHash'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.hooks === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "hooks" }, message: "must have required property 'hooks'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.approvedAt === void 0) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "approvedAt" }, message: "must have required property 'approvedAt'" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema11.properties, key0)) {
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
        if ("codex-hook-trust" !== data.schema) {
          const err9 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "codex-hook-trust" }, message: "must be equal to constant" };
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
      if (data.pluginId !== void 0) {
        let data2 = data.pluginId;
        if (typeof data2 === "string") {
          if (!pattern0.test(data2)) {
            const err11 = { instancePath: instancePath + "/pluginId", schemaPath: "#/properties/pluginId/pattern", keyword: "pattern", params: { pattern: "^[^@\\s]+@[^@\\s]+$" }, message: 'must match pattern "^[^@\\s]+@[^@\\s]+$"' };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        } else {
          const err12 = { instancePath: instancePath + "/pluginId", schemaPath: "#/properties/pluginId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.pluginVersion !== void 0) {
        let data3 = data.pluginVersion;
        if (typeof data3 === "string") {
          if (!pattern1.test(data3)) {
            const err13 = { instancePath: instancePath + "/pluginVersion", schemaPath: "#/properties/pluginVersion/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        } else {
          const err14 = { instancePath: instancePath + "/pluginVersion", schemaPath: "#/properties/pluginVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
      if (data.bundleDigest !== void 0) {
        let data4 = data.bundleDigest;
        if (typeof data4 === "string") {
          if (!pattern2.test(data4)) {
            const err15 = { instancePath: instancePath + "/bundleDigest", schemaPath: "#/properties/bundleDigest/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: 'must match pattern "^sha256:[0-9a-f]{64}$"' };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        } else {
          const err16 = { instancePath: instancePath + "/bundleDigest", schemaPath: "#/properties/bundleDigest/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.contentHash !== void 0) {
        let data5 = data.contentHash;
        if (typeof data5 === "string") {
          if (!pattern2.test(data5)) {
            const err17 = { instancePath: instancePath + "/contentHash", schemaPath: "#/properties/contentHash/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: 'must match pattern "^sha256:[0-9a-f]{64}$"' };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        } else {
          const err18 = { instancePath: instancePath + "/contentHash", schemaPath: "#/properties/contentHash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
      if (data.hooks !== void 0) {
        let data6 = data.hooks;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
          for (const key1 in data6) {
            let data7 = data6[key1];
            if (typeof data7 === "string") {
              if (!pattern2.test(data7)) {
                const err19 = { instancePath: instancePath + "/hooks/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/hooks/additionalProperties/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: 'must match pattern "^sha256:[0-9a-f]{64}$"' };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            } else {
              const err20 = { instancePath: instancePath + "/hooks/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/hooks/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          }
        } else {
          const err21 = { instancePath: instancePath + "/hooks", schemaPath: "#/properties/hooks/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
      if (data.approvedAt !== void 0) {
        let data8 = data.approvedAt;
        if (typeof data8 === "string") {
          if (!pattern1.test(data8)) {
            const err22 = { instancePath: instancePath + "/approvedAt", schemaPath: "#/properties/approvedAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        } else {
          const err23 = { instancePath: instancePath + "/approvedAt", schemaPath: "#/properties/approvedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
      if (data.codexVersion !== void 0) {
        if (typeof data.codexVersion !== "string") {
          const err24 = { instancePath: instancePath + "/codexVersion", schemaPath: "#/properties/codexVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      }
    } else {
      const err25 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    validate10.errors = vErrors;
    return errors === 0;
  }
  return validate10;
}

// lib/codex/trust-record.ts
var trustRecordKind = defineKind({
  schema: "codex-hook-trust",
  version: 1,
  validate: validate_codex_hook_trust_v1
});
function readTrustRecord(file) {
  try {
    return readDocument(trustRecordKind, file);
  } catch {
    return void 0;
  }
}

// lib/codex/status.ts
function classifyCodexPlugin(s) {
  const version = s.installedVersion;
  if (version === void 0 || s.installedDigest === void 0)
    return { state: "not-installed", detail: `${CODEX_PLUGIN_NAME} is not installed in this CODEX_HOME` };
  const base = { version };
  if (s.pluginEnabled === false) return { ...base, state: "disabled", detail: `the plugin is disabled in Codex` };
  const off = s.identities.filter((i) => s.states[i.key]?.enabled === false);
  if (off.length) return { ...base, state: "disabled", detail: `${off.length} of its hooks are disabled in Codex` };
  const r = s.record;
  if (r && s.installedDigest !== r.bundleDigest && s.installedDigest !== s.shippedDigest)
    return { ...base, state: "modified", detail: "the installed plugin was changed after OpenRig approved it" };
  if (!s.identities.length)
    return { ...base, state: "needs-review", detail: "the installed plugin has no readable hooks" };
  const trustedAll = s.identities.every((i) => {
    const e3 = s.states[i.key];
    return e3?.trusted_hash === i.hash && e3.trusted_content_hash !== void 0;
  });
  if (trustedAll && !s.clientUntrusted) {
    const byOpenrig = r !== void 0 && s.installedDigest === r.bundleDigest && s.identities.every((i) => s.states[i.key]?.trusted_content_hash === r.contentHash);
    if (byOpenrig)
      return { ...base, state: "trusted", detail: "hooks trusted (approved by OpenRig)", approvedBy: "openrig" };
    if (!r)
      return {
        ...base,
        state: "trusted",
        detail: "hooks trusted (approved in Codex; OpenRig has no record of the bundle it approved)",
        approvedBy: "codex"
      };
  }
  const pending = s.identities.filter((i) => s.states[i.key]?.trusted_hash !== i.hash).length;
  return {
    ...base,
    state: "needs-review",
    detail: pending ? `${pending} of ${s.identities.length} hooks await review in Codex` : "the bundle awaits review in Codex"
  };
}
function codexPluginAdvice(state) {
  switch (state) {
    case "trusted":
      return "nothing to do";
    case "not-installed":
      return `rig up a Codex seat that selects ${CODEX_PLUGIN_NAME}: OpenRig installs the plugin into its CODEX_HOME (which must exist)`;
    case "disabled":
      return `you disabled it; OpenRig leaves that alone. To use OpenRig's hooks, enable it in Codex (/plugins, /hooks) or set [plugins."${CODEX_PLUGIN_ID}"] enabled = true`;
    case "modified":
      return `Codex will ask to review the changed hooks at the next start. Approve them in Codex (/hooks) if you made the change, or restore the shipped copy: codex plugin add ${CODEX_PLUGIN_ID}, then approve in /hooks`;
    case "needs-review":
      return "open the seat's Codex and approve OpenRig's hooks (the startup review, or /hooks \u2192 t); until then they do not run";
  }
}

// lib/codex/read-state.ts
function identitiesIn(pluginDir) {
  if (!pluginDir) return [];
  try {
    return hookIdentities(
      CODEX_PLUGIN_ID,
      CODEX_HOOKS_FILE,
      JSON.parse((0, import_node_fs11.readFileSync)((0, import_node_path10.join)(pluginDir, CODEX_HOOKS_FILE), "utf8"))
    );
  } catch {
    return [];
  }
}
function installedVersionDir(cache, prefer) {
  if (prefer && (0, import_node_fs11.existsSync)((0, import_node_path10.join)(cache, prefer))) return prefer;
  let names;
  try {
    names = (0, import_node_fs11.readdirSync)(cache).filter((n) => !n.startsWith("."));
  } catch {
    return void 0;
  }
  return names.sort().pop();
}
function readCodexHomeState(codexHome, shippedDir, shippedVersion) {
  const paths = codexPluginPaths(codexHome);
  const config = readConfig(paths.config);
  const installedVersion = installedVersionDir(paths.pluginCache, shippedVersion);
  const installedDir = installedVersion ? (0, import_node_path10.join)(paths.pluginCache, installedVersion) : void 0;
  const identities = identitiesIn(installedDir);
  return {
    paths,
    config,
    installedVersion,
    installedDir,
    input: {
      installedVersion,
      installedDigest: installedDir ? folderDigest(installedDir) : void 0,
      shippedDigest: shippedDir ? folderDigest(shippedDir) : void 0,
      pluginEnabled: pluginEnabled(config.value, CODEX_PLUGIN_ID),
      identities,
      states: hookStates(
        config.value,
        identities.map((i) => i.key)
      ),
      record: readTrustRecord(paths.record)
    }
  };
}
function codexPluginStatus(codexHome, shippedDir) {
  return classifyCodexPlugin(readCodexHomeState(codexHome, shippedDir).input);
}

// lib/codex/seat-section.ts
function codexPluginSection(seat, env) {
  if (seat.runtime !== "codex" || !selectsCorePlugin(seat.plugins)) return void 0;
  const codexHome = seat.codexHome ?? seatCodexHome({}, env)?.dir;
  if (!codexHome) return void 0;
  let status;
  try {
    status = codexPluginStatus(codexHome, shippedCodexPlugin(env));
  } catch (err) {
    status = { state: "needs-review", detail: `cannot read the plugin's state: ${err.message}` };
  }
  return { ...status, codexHome, todo: codexPluginAdvice(status.state) };
}
function codexPluginLine(s) {
  const head = `Codex plugin: ${CODEX_PLUGIN_NAME}${s.version ? ` ${s.version}` : ""} ${s.state} \u2014 ${s.detail}`;
  return escapeForTerminal(s.state === "trusted" ? head : `${head}; ${s.todo}`);
}

// lib/cli/seat-status.ts
async function remoteStatus(ref, json, ctx) {
  const remote = await remoteSeats(ctx.home, ctx.env);
  if (remote.state !== "on") return false;
  const m = matchRemoteSeat(remote.seats, ref);
  if (m.kind === "none") return false;
  if (m.kind === "many")
    throw usageError(`${ref} is a seat on hosts ${m.hosts.join(", ")}`, "name it by its node id (rig ps --all --json)");
  if (json) printJson(ctx, { ...m.row, remote: true, connection: remote.connection });
  else for (const line of remoteStatusLines(m.row)) say(ctx, line);
  return true;
}
var seatStatusVerb = defineVerb({
  args: { boolean: ["json"], positionals: [SEAT_REF_ARG] },
  options: (p) => ({ ref: arg(p, "REF"), json: bool(p, "json") }),
  async run({ ref, json }, ctx) {
    let seat;
    try {
      seat = resolveSeatForCli(ctx.home, ref);
    } catch (err) {
      if (await remoteStatus(ref, json, ctx)) return;
      throw err;
    }
    let status;
    let viaDaemon = true;
    try {
      const r = await homeRequest(
        ctx.home,
        "GET",
        `/api/seat/status/node/${seat.nodeId}`,
        void 0,
        { timeoutMs: 1e4 }
      );
      if (r.status !== 200) throw new Error(`the daemon answered ${r.status}`);
      status = r.body;
    } catch (err) {
      if (!(err instanceof DaemonUnavailableError)) throw err;
      viaDaemon = false;
      const { seatStatus } = await Promise.resolve().then(() => __toESM(require_views_seat_status_chunk(), 1));
      status = await seatStatus(ctx.home, seat);
    }
    const codexPlugin = codexPluginSection(seat, ctx.env);
    if (json) {
      printJson(ctx, {
        ...status,
        daemon: viaDaemon ? "running" : "not running",
        ...codexPlugin ? { codex_plugin: codexPlugin } : {}
      });
      return;
    }
    const g = status.typingGuard;
    say(ctx, `${status.seat}  (${status.nodeId}, ${status.runtime}, ${status.status})`);
    say(ctx, g.label);
    say(
      ctx,
      `  desired ${g.desiredMode}, effective ${g.effectiveMode}${g.pending ? ", activation pending" : ""}${g.changedAt ? `; set by ${g.actorLabel} at ${g.changedAt}` : "; default for this seat"}`
    );
    if (g.reason) say(ctx, `  reason: ${g.reason}`);
    say(
      ctx,
      `Held messages: ${g.heldCount} retained (${g.heldBytes} bytes)${g.heldCount ? ` \u2014 rig seat held-messages ${status.seat}` : ""}`
    );
    const pane = status.pane;
    say(
      ctx,
      `Pane: ${pane.paneId ?? "-"} ${pane.state}${pane.currentCommand ? ` (${pane.currentCommand})` : ""}${pane.detail ? ` \u2014 ${pane.detail}` : ""}`
    );
    say(ctx, `Activity: ${activityLine(status.activity)}`);
    if (status.hooks && status.runtime !== "terminal") say(ctx, `Hooks: ${hooksLine(status.hooks)}`);
    if (codexPlugin) say(ctx, codexPluginLine(codexPlugin));
    if (status.context) say(ctx, `Context: ${escapeForTerminal(status.context.text)}`);
    if (status.permission_stop && status.permission_stop.state !== "unavailable")
      for (const line of formatPermissionStop(status.permission_stop)) say(ctx, line);
    if (status.terminalPolicy) for (const line of terminalPolicyLines(status.terminalPolicy)) say(ctx, line);
    for (const line of compactionLines(status.compaction)) say(ctx, line);
    if (status.operation.inFlight === null) say(ctx, "Operation in flight: unknown (daemon not running)");
    else say(ctx, `Operation in flight: ${status.operation.inFlight ? status.operation.name ?? "yes" : "none"}`);
  }
});
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  seatStatusVerb
});
}))
