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
      written += (0, import_node_fs9.writeSync)(fd, buf, written, buf.length - written);
    } catch (err) {
      return { written, total: buf.length, error: err };
    }
  }
  return { written, total: buf.length };
}
var import_node_fs9;
var init_fd_write = __esm({
  "lib/util/fd-write.ts"() {
    "use strict";
    import_node_fs9 = require("node:fs");
  }
});

// lib/util/replace-file.ts
function replaceFileSync(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  let fd;
  try {
    fd = (0, import_node_fs10.openSync)(tmp, "wx", 384);
  } catch (e) {
    if (e.code !== "EEXIST") throw e;
    (0, import_node_fs10.rmSync)(tmp, { force: true });
    fd = (0, import_node_fs10.openSync)(tmp, "wx", 384);
  }
  try {
    const r = writeAllSync(fd, data);
    if (r.error) throw r.error;
  } catch (e) {
    (0, import_node_fs10.closeSync)(fd);
    (0, import_node_fs10.rmSync)(tmp, { force: true });
    throw e;
  }
  (0, import_node_fs10.closeSync)(fd);
  (0, import_node_fs10.renameSync)(tmp, file);
}
var import_node_fs10;
var init_replace_file = __esm({
  "lib/util/replace-file.ts"() {
    "use strict";
    import_node_fs10 = require("node:fs");
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
  const file = (0, import_node_path9.join)(dir, name);
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
    const n = (0, import_node_fs11.readSync)(fd, buf, got, length - got, got);
    if (n === 0) throw new Error("file shrank while it was read");
    got += n;
  }
}
function openCache(dir, id) {
  for (const tier of ["full", "partial"]) {
    let fd;
    try {
      const file = (0, import_node_path9.join)(dir, cacheFileName(id, tier));
      if ((0, import_node_fs11.statSync)(file, { throwIfNoEntry: false }) === void 0) continue;
      fd = (0, import_node_fs11.openSync)(file, "r");
      const st = (0, import_node_fs11.fstatSync)(fd);
      if (st.isFile()) return { tier, fd, size: st.size };
    } catch {
    }
    if (fd !== void 0) (0, import_node_fs11.closeSync)(fd);
  }
  return void 0;
}
function compileChunk(chunkDir, name, file) {
  const vm = process.getBuiltinModule("node:vm");
  const dir = shared.cacheDir;
  const fd = (0, import_node_fs11.openSync)(file, "r");
  let source;
  let id;
  let cached2;
  try {
    const st = (0, import_node_fs11.fstatSync)(fd);
    id = { name, dir: chunkDir, size: st.size, mtimeMs: st.mtimeMs };
    const cache = dir === void 0 ? void 0 : openCache(dir, id);
    const buf = Buffer.allocUnsafeSlow(Math.max(st.size, cache?.size ?? 0));
    try {
      readInto(fd, buf, st.size);
      source = buf.toString("utf8", 0, st.size);
      if (cache) {
        try {
          readInto(cache.fd, buf, cache.size);
          cached2 = { tier: cache.tier, data: buf.subarray(0, cache.size) };
        } catch {
        }
      }
    } finally {
      if (cache) (0, import_node_fs11.closeSync)(cache.fd);
    }
  } finally {
    (0, import_node_fs11.closeSync)(fd);
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
      if (tier) save(script, dir, (0, import_node_path9.join)(dir, cacheFileName(id, tier)), cachePrefix(id));
    });
  }
  return script.runInThisContext();
}
function save(script, dir, cacheFile, prefix) {
  try {
    const data = script.createCachedData();
    (0, import_node_fs11.mkdirSync)(dir, { recursive: true, mode: 448 });
    replaceFileSync(cacheFile, data);
    for (const f of staleCaches((0, import_node_fs11.readdirSync)(dir), prefix, cacheFile.slice(dir.length + 1)))
      (0, import_node_fs11.rmSync)((0, import_node_path9.join)(dir, f), { force: true });
  } catch {
  }
}
var import_node_fs11, import_node_path9, CHUNK_WRAPPER_OPEN, CHUNK_WRAPPER_CLOSE, SHARED, shared, codeCacheLoads;
var init_code_cache = __esm({
  "lib/util/code-cache.ts"() {
    "use strict";
    import_node_fs11 = require("node:fs");
    import_node_path9 = require("node:path");
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

// openrig-chunk:refocus-live-lookups.chunk.cjs
var require_refocus_live_lookups_chunk = __commonJS({
  "openrig-chunk:refocus-live-lookups.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "refocus-live-lookups.chunk.cjs");
  }
});

// lib/cli/refocus.ts
var refocus_exports = {};
__export(refocus_exports, {
  refocusCommand: () => refocusCommand
});
module.exports = __toCommonJS(refocus_exports);

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
    const value2 = flags[name];
    if (typeof value2 !== "string" || !/\S/.test(value2)) throw usageError(`--${name} is required`, todo);
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
function defineCommand(head, spec) {
  const verb = defineVerb(spec);
  return {
    ...head,
    verb,
    run: (argv, ctx) => verb.run(argv, ctx, { helpFor: head.name, usage: usageLine(head.usage[0]) })
  };
}
function usageLine(usage) {
  return usage?.replace(/\s{2,}\(.*\)$/, "");
}

// lib/home/paths.ts
var import_node_path = require("node:path");

// lib/util/lazy-builtins.ts
var crypto = () => process.getBuiltinModule("node:crypto");

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
function printJson(ctx, value2) {
  ctx.io.out(jsonForTerminal(value2) + "\n");
}
function advise(ctx, line) {
  ctx.io.err(escapeForTerminal(line) + "\n");
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
function sessionNameFor(seat, rig) {
  return formatSeatRef(seat, rig);
}

// lib/seat/quarantined.ts
var import_node_fs5 = require("node:fs");
var import_node_path3 = require("node:path");

// lib/store/document.ts
var import_node_fs2 = require("node:fs");

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
  for (let n = 1; (0, import_node_fs.existsSync)(target); n++) target = `${file}${INFIX}${stamp}-${n}`;
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
    names = (0, import_node_fs.readdirSync)(dir);
  } catch {
    return [];
  }
  const present = new Set(names);
  const out = [];
  for (const name of names) {
    const q = parseQuarantineName(name);
    if (!q) continue;
    out.push({
      path: (0, import_node_path2.join)(dir, name),
      original: (0, import_node_path2.join)(dir, q.original),
      stamp: q.stamp,
      advised: present.has(name + ADVISED)
    });
  }
  return out.sort((a, b) => compareText(a.stamp, b.stamp));
}
function markAdvised(q) {
  try {
    (0, import_node_fs.closeSync)((0, import_node_fs.openSync)(q.path + ADVISED, import_node_fs.constants.O_WRONLY | import_node_fs.constants.O_CREAT | import_node_fs.constants.O_EXCL, FILE_MODE));
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
    let st;
    let text2;
    try {
      st = (0, import_node_fs2.fstatSync)(fd);
      text2 = st.isFile() ? (0, import_node_fs2.readFileSync)(fd, "utf8") : "";
    } catch (err) {
      throw unreadableFile(file, err);
    }
    if (!st.isFile()) throw quarantine(file, { text: "", dev: st.dev, ino: st.ino }, "not a regular file");
    return { text: text2, dev: st.dev, ino: st.ino };
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

// lib/util/fs-async.ts
var import_node_fs3 = require("node:fs");
function promised(call) {
  return new Promise((resolve3, reject) => call((err, value2) => err ? reject(err) : resolve3(value2)));
}
var stat = (path) => promised((cb) => (0, import_node_fs3.stat)(path, cb));
var open = (path, flags, mode) => promised((cb) => (0, import_node_fs3.open)(path, flags, mode, cb));
var fstat = (fd) => promised((cb) => (0, import_node_fs3.fstat)(fd, cb));
var read = (fd, buf, offset, length, position) => promised((cb) => (0, import_node_fs3.read)(fd, buf, offset, length, position, cb));
var closeQuietly = (fd) => (0, import_node_fs3.close)(fd, () => void 0);

// lib/util/read-regular-file.ts
var import_node_fs4 = require("node:fs");

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
  return new Promise((resolve3, reject) => {
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
          resolve3(v);
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
var OPEN_FLAGS = import_node_fs4.constants.O_RDONLY | (import_node_fs4.constants.O_NONBLOCK ?? 0) | (import_node_fs4.constants.O_NOCTTY ?? 0);
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
var oneLine = (text2) => text2.replace(/\s+/g, " ").trim();
var errText = (err) => errnoOf(err) ?? (oneLine(err instanceof Error ? err.message : String(err)) || "unknown error");
function abortReason(signal) {
  const r = signal?.reason;
  const text2 = r instanceof Error ? r.message : r !== void 0 ? String(r) : "";
  return text2 ? `aborted: ${oneLine(text2)}` : "aborted";
}
async function readRegularFile(path, opts) {
  const { signal, maxBytes } = opts;
  const stopped = () => new ReadRegularFileError(path, "aborted", abortReason(signal));
  if (signal?.aborted) throw stopped();
  let fd;
  try {
    fd = await untilAborted(open(path, OPEN_FLAGS), signal, stopped, closeQuietly);
  } catch (err) {
    if (err instanceof ReadRegularFileError) throw err;
    const errno = errnoOf(err);
    if (errno === "ENOENT" || errno === "ENOTDIR") throw new ReadRegularFileError(path, "missing", errno, { errno });
    if (errno === "ENXIO")
      throw new ReadRegularFileError(path, "not-regular", TYPE_PHRASE.socket, { fileType: "socket", errno });
    throw new ReadRegularFileError(path, "unreadable", errText(err), { errno });
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
      throw new ReadRegularFileError(path, "not-regular", TYPE_PHRASE[fileType], { fileType });
    }
    const overLimit = st.size > maxBytes;
    if (overLimit && opts.overLimit !== "cut") {
      throw new ReadRegularFileError(path, "too-large", `${st.size} bytes; the limit is ${maxBytes}`, {
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
    throw new ReadRegularFileError(path, "unreadable", errText(err), { errno: errnoOf(err) });
  } finally {
    const close2 = () => closeQuietly(fd);
    if (inFlight) inFlight.then(close2, close2);
    else close2();
  }
}

// lib/store/read-async.ts
var ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;

// lib/seat/quarantined.ts
function quarantinedSeats(home, filter = {}) {
  let rigs;
  try {
    rigs = (0, import_node_fs5.readdirSync)(home.seats).filter((r) => NAME_PATTERN.test(r));
  } catch {
    return [];
  }
  const out = [];
  for (const rig of rigs.sort()) {
    if (filter.rig !== void 0 && rig !== filter.rig) continue;
    for (const q of quarantinedIn((0, import_node_path3.join)(home.seats, rig))) {
      const base = q.original.slice(q.original.lastIndexOf("/") + 1);
      if (!base.endsWith(".json")) continue;
      const seat = base.slice(0, -".json".length);
      if (!NAME_PATTERN.test(seat) || filter.seat !== void 0 && seat !== filter.seat) continue;
      out.push({ ...q, rig, seat, recorded: (0, import_node_fs5.existsSync)(q.original) });
    }
  }
  const order = (q) => `${q.rig}\0${q.seat}\0${q.stamp}`;
  return out.sort((a, b) => compareText(order(a), order(b)));
}
function quarantinedSeatAdvice(q) {
  if (q.recorded)
    return {
      what: `an earlier record of this seat could not be trusted and was moved to ${q.path}`,
      todo: `the current record is in use; look at the moved file, then delete it (rm ${shellQuote(q.path)})`
    };
  return {
    what: `its seat record could not be trusted and was moved to ${q.path}; until a record is back, rig ps lists its tmux session as unrecorded and rig down cannot stop it`,
    todo: `repair the file and move it back (mv ${shellQuote(q.path)} ${shellQuote(q.original)}), or end the session (tmux kill-session -t ${shellQuote(`=${sessionNameFor(q.seat, q.rig)}`)}) and start the seat again with rig up`
  };
}

// lib/seat/registry.ts
var import_node_fs6 = require("node:fs");
var import_node_path4 = require("node:path");

// lib/store/validators/seat.v1.generated.js
var compiled;
function validate_seat_v1(data, options) {
  compiled ??= build();
  const ok = compiled(data, options);
  validate_seat_v1.errors = compiled.errors;
  return ok;
}
function build() {
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
    rigs = (0, import_node_fs6.readdirSync)(home.seats).filter((r) => NAME_PATTERN.test(r));
  } catch {
    return out;
  }
  for (const r of rigs.sort()) {
    if (rig !== void 0 && r !== rig) continue;
    let files;
    const dir = (0, import_node_path4.join)(home.seats, r);
    try {
      files = (0, import_node_fs6.readdirSync)(dir).filter((f) => f.endsWith(".json"));
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
  const lost = quarantinedSeats(home, { rig: ref.rig, seat: ref.seat }).filter((q) => !q.recorded);
  const newest = lost.at(-1);
  if (!newest) return void 0;
  for (const q of lost) if (!q.advised) markAdvised(q);
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

// lib/refocus/preview.ts
var import_node_fs12 = require("node:fs");

// lib/refocus/health-names.ts
var import_node_path6 = require("node:path");

// lib/store/validators/refocus-health.v1.generated.js
var compiled2;
function validate_refocus_health_v1(data, options) {
  compiled2 ??= build2();
  const ok = compiled2(data, options);
  validate_refocus_health_v1.errors = compiled2.errors;
  return ok;
}
function build2() {
  const schema29 = { "$id": "openrig/refocus-health@1", "title": "Refocus failure episode of one seat occupant ($OPENRIG_HOME/refocus/<seat>__<occupant>#health.json)", "type": "object", "required": ["schema", "version", "seat", "occupant", "failures"], "additionalProperties": false, "properties": { "schema": { "const": "refocus-health" }, "version": { "const": 1 }, "seat": { "type": "string", "pattern": "\\S" }, "occupant": { "type": "string", "pattern": "\\S" }, "failures": { "type": "integer", "minimum": 0 }, "issueId": { "type": "string", "pattern": "^refocus-[0-9a-f-]+$" }, "episodeStartedAt": { "type": "string", "pattern": "\\S" }, "lastFailedAt": { "type": "string", "pattern": "\\S" }, "lastReason": { "type": "string" }, "reportedAt": { "type": "string", "pattern": "\\S" } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern1 = new RegExp("\\S", "u");
  const pattern93 = new RegExp("^refocus-[0-9a-f-]+$", "u");
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
      if (data.seat === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
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
      if (data.failures === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "failures" }, message: "must have required property 'failures'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema29.properties, key0)) {
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
        if ("refocus-health" !== data.schema) {
          const err6 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "refocus-health" }, message: "must be equal to constant" };
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
      if (data.seat !== void 0) {
        let data2 = data.seat;
        if (typeof data2 === "string") {
          if (!pattern1.test(data2)) {
            const err8 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        } else {
          const err9 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.occupant !== void 0) {
        let data3 = data.occupant;
        if (typeof data3 === "string") {
          if (!pattern1.test(data3)) {
            const err10 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        } else {
          const err11 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
      if (data.failures !== void 0) {
        let data4 = data.failures;
        if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
          const err12 = { instancePath: instancePath + "/failures", schemaPath: "#/properties/failures/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (typeof data4 == "number" && isFinite(data4)) {
          if (data4 < 0 || isNaN(data4)) {
            const err13 = { instancePath: instancePath + "/failures", schemaPath: "#/properties/failures/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      }
      if (data.issueId !== void 0) {
        let data5 = data.issueId;
        if (typeof data5 === "string") {
          if (!pattern93.test(data5)) {
            const err14 = { instancePath: instancePath + "/issueId", schemaPath: "#/properties/issueId/pattern", keyword: "pattern", params: { pattern: "^refocus-[0-9a-f-]+$" }, message: 'must match pattern "^refocus-[0-9a-f-]+$"' };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        } else {
          const err15 = { instancePath: instancePath + "/issueId", schemaPath: "#/properties/issueId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
      if (data.episodeStartedAt !== void 0) {
        let data6 = data.episodeStartedAt;
        if (typeof data6 === "string") {
          if (!pattern1.test(data6)) {
            const err16 = { instancePath: instancePath + "/episodeStartedAt", schemaPath: "#/properties/episodeStartedAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        } else {
          const err17 = { instancePath: instancePath + "/episodeStartedAt", schemaPath: "#/properties/episodeStartedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.lastFailedAt !== void 0) {
        let data7 = data.lastFailedAt;
        if (typeof data7 === "string") {
          if (!pattern1.test(data7)) {
            const err18 = { instancePath: instancePath + "/lastFailedAt", schemaPath: "#/properties/lastFailedAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        } else {
          const err19 = { instancePath: instancePath + "/lastFailedAt", schemaPath: "#/properties/lastFailedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      if (data.lastReason !== void 0) {
        if (typeof data.lastReason !== "string") {
          const err20 = { instancePath: instancePath + "/lastReason", schemaPath: "#/properties/lastReason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
      if (data.reportedAt !== void 0) {
        let data9 = data.reportedAt;
        if (typeof data9 === "string") {
          if (!pattern1.test(data9)) {
            const err21 = { instancePath: instancePath + "/reportedAt", schemaPath: "#/properties/reportedAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        } else {
          const err22 = { instancePath: instancePath + "/reportedAt", schemaPath: "#/properties/reportedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
    validate28.errors = vErrors;
    return errors === 0;
  }
  return validate28;
}

// lib/store/validators/refocus-sentinel.v1.generated.js
var compiled3;
function validate_refocus_sentinel_v1(data, options) {
  compiled3 ??= build3();
  const ok = compiled3(data, options);
  validate_refocus_sentinel_v1.errors = compiled3.errors;
  return ok;
}
function build3() {
  const schema30 = { "$id": "openrig/refocus-sentinel@1", "title": "No-identity episode marker of one seat ($OPENRIG_HOME/refocus/<seat>#no-identity-sentinel.json)", "type": "object", "required": ["schema", "version", "seat", "activeEpisode"], "additionalProperties": false, "properties": { "schema": { "const": "refocus-sentinel" }, "version": { "const": 1 }, "seat": { "type": "string", "pattern": "\\S" }, "activeEpisode": { "type": "boolean" }, "recordedAt": { "type": "string", "pattern": "\\S" }, "clearedAt": { "type": "string", "pattern": "\\S" } } };
  const pattern1 = new RegExp("\\S", "u");
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
      if (data.seat === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.activeEpisode === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "activeEpisode" }, message: "must have required property 'activeEpisode'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "seat" || key0 === "activeEpisode" || key0 === "recordedAt" || key0 === "clearedAt")) {
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
        if ("refocus-sentinel" !== data.schema) {
          const err5 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "refocus-sentinel" }, message: "must be equal to constant" };
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
      if (data.seat !== void 0) {
        let data2 = data.seat;
        if (typeof data2 === "string") {
          if (!pattern1.test(data2)) {
            const err7 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        } else {
          const err8 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.activeEpisode !== void 0) {
        if (typeof data.activeEpisode !== "boolean") {
          const err9 = { instancePath: instancePath + "/activeEpisode", schemaPath: "#/properties/activeEpisode/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.recordedAt !== void 0) {
        let data4 = data.recordedAt;
        if (typeof data4 === "string") {
          if (!pattern1.test(data4)) {
            const err10 = { instancePath: instancePath + "/recordedAt", schemaPath: "#/properties/recordedAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        } else {
          const err11 = { instancePath: instancePath + "/recordedAt", schemaPath: "#/properties/recordedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
      if (data.clearedAt !== void 0) {
        let data5 = data.clearedAt;
        if (typeof data5 === "string") {
          if (!pattern1.test(data5)) {
            const err12 = { instancePath: instancePath + "/clearedAt", schemaPath: "#/properties/clearedAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        } else {
          const err13 = { instancePath: instancePath + "/clearedAt", schemaPath: "#/properties/clearedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
    validate29.errors = vErrors;
    return errors === 0;
  }
  return validate29;
}

// lib/store/validators/refocus-state.v1.generated.js
var compiled4;
function validate_refocus_state_v1(data, options) {
  compiled4 ??= build4();
  const ok = compiled4(data, options);
  validate_refocus_state_v1.errors = compiled4.errors;
  return ok;
}
function build4() {
  const schema31 = { "$id": "openrig/refocus-state@1", "title": "Refocus due state of one seat occupant ($OPENRIG_HOME/refocus/<seat>__<occupant>.json)", "type": "object", "required": ["schema", "version", "seat", "occupant", "lastBytes", "baselineAt"], "additionalProperties": false, "properties": { "schema": { "const": "refocus-state" }, "version": { "const": 1 }, "seat": { "type": "string", "pattern": "\\S" }, "occupant": { "type": "string", "pattern": "\\S" }, "lastBytes": { "type": "integer", "minimum": 0 }, "baselineAt": { "type": "string", "pattern": "\\S" }, "pendingOn": { "enum": ["Stop", "PostCompact", "UserPromptSubmit"] }, "pendingAt": { "type": "string", "pattern": "\\S" }, "firedAt": { "type": "string", "pattern": "\\S" }, "firedOn": { "const": "UserPromptSubmit" }, "lastReset": { "type": "object", "required": ["at", "fromBytes", "toBytes"], "additionalProperties": false, "properties": { "at": { "type": "string", "pattern": "\\S" }, "fromBytes": { "type": "integer", "minimum": 0 }, "toBytes": { "type": "integer", "minimum": 0 } } }, "managedRestorePending": { "type": "boolean" }, "managedRestorePendingAt": { "type": "string", "pattern": "\\S" } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern1 = new RegExp("\\S", "u");
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
      if (data.seat === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
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
      if (data.lastBytes === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastBytes" }, message: "must have required property 'lastBytes'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.baselineAt === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "baselineAt" }, message: "must have required property 'baselineAt'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!func2.call(schema31.properties, key0)) {
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
        if ("refocus-state" !== data.schema) {
          const err7 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "refocus-state" }, message: "must be equal to constant" };
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
      if (data.seat !== void 0) {
        let data2 = data.seat;
        if (typeof data2 === "string") {
          if (!pattern1.test(data2)) {
            const err9 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        } else {
          const err10 = { instancePath: instancePath + "/seat", schemaPath: "#/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
          if (!pattern1.test(data3)) {
            const err11 = { instancePath: instancePath + "/occupant", schemaPath: "#/properties/occupant/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
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
      if (data.lastBytes !== void 0) {
        let data4 = data.lastBytes;
        if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
          const err13 = { instancePath: instancePath + "/lastBytes", schemaPath: "#/properties/lastBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (typeof data4 == "number" && isFinite(data4)) {
          if (data4 < 0 || isNaN(data4)) {
            const err14 = { instancePath: instancePath + "/lastBytes", schemaPath: "#/properties/lastBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      }
      if (data.baselineAt !== void 0) {
        let data5 = data.baselineAt;
        if (typeof data5 === "string") {
          if (!pattern1.test(data5)) {
            const err15 = { instancePath: instancePath + "/baselineAt", schemaPath: "#/properties/baselineAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        } else {
          const err16 = { instancePath: instancePath + "/baselineAt", schemaPath: "#/properties/baselineAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.pendingOn !== void 0) {
        let data6 = data.pendingOn;
        if (!(data6 === "Stop" || data6 === "PostCompact" || data6 === "UserPromptSubmit")) {
          const err17 = { instancePath: instancePath + "/pendingOn", schemaPath: "#/properties/pendingOn/enum", keyword: "enum", params: { allowedValues: schema31.properties.pendingOn.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
      if (data.pendingAt !== void 0) {
        let data7 = data.pendingAt;
        if (typeof data7 === "string") {
          if (!pattern1.test(data7)) {
            const err18 = { instancePath: instancePath + "/pendingAt", schemaPath: "#/properties/pendingAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        } else {
          const err19 = { instancePath: instancePath + "/pendingAt", schemaPath: "#/properties/pendingAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      if (data.firedAt !== void 0) {
        let data8 = data.firedAt;
        if (typeof data8 === "string") {
          if (!pattern1.test(data8)) {
            const err20 = { instancePath: instancePath + "/firedAt", schemaPath: "#/properties/firedAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        } else {
          const err21 = { instancePath: instancePath + "/firedAt", schemaPath: "#/properties/firedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
      if (data.firedOn !== void 0) {
        if ("UserPromptSubmit" !== data.firedOn) {
          const err22 = { instancePath: instancePath + "/firedOn", schemaPath: "#/properties/firedOn/const", keyword: "const", params: { allowedValue: "UserPromptSubmit" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
      if (data.lastReset !== void 0) {
        let data10 = data.lastReset;
        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
          if (data10.at === void 0) {
            const err23 = { instancePath: instancePath + "/lastReset", schemaPath: "#/properties/lastReset/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (data10.fromBytes === void 0) {
            const err24 = { instancePath: instancePath + "/lastReset", schemaPath: "#/properties/lastReset/required", keyword: "required", params: { missingProperty: "fromBytes" }, message: "must have required property 'fromBytes'" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if (data10.toBytes === void 0) {
            const err25 = { instancePath: instancePath + "/lastReset", schemaPath: "#/properties/lastReset/required", keyword: "required", params: { missingProperty: "toBytes" }, message: "must have required property 'toBytes'" };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          for (const key1 in data10) {
            if (!(key1 === "at" || key1 === "fromBytes" || key1 === "toBytes")) {
              const err26 = { instancePath: instancePath + "/lastReset", schemaPath: "#/properties/lastReset/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          }
          if (data10.at !== void 0) {
            let data11 = data10.at;
            if (typeof data11 === "string") {
              if (!pattern1.test(data11)) {
                const err27 = { instancePath: instancePath + "/lastReset/at", schemaPath: "#/properties/lastReset/properties/at/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            } else {
              const err28 = { instancePath: instancePath + "/lastReset/at", schemaPath: "#/properties/lastReset/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
          if (data10.fromBytes !== void 0) {
            let data12 = data10.fromBytes;
            if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
              const err29 = { instancePath: instancePath + "/lastReset/fromBytes", schemaPath: "#/properties/lastReset/properties/fromBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            if (typeof data12 == "number" && isFinite(data12)) {
              if (data12 < 0 || isNaN(data12)) {
                const err30 = { instancePath: instancePath + "/lastReset/fromBytes", schemaPath: "#/properties/lastReset/properties/fromBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
          }
          if (data10.toBytes !== void 0) {
            let data13 = data10.toBytes;
            if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
              const err31 = { instancePath: instancePath + "/lastReset/toBytes", schemaPath: "#/properties/lastReset/properties/toBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
            if (typeof data13 == "number" && isFinite(data13)) {
              if (data13 < 0 || isNaN(data13)) {
                const err32 = { instancePath: instancePath + "/lastReset/toBytes", schemaPath: "#/properties/lastReset/properties/toBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            }
          }
        } else {
          const err33 = { instancePath: instancePath + "/lastReset", schemaPath: "#/properties/lastReset/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      }
      if (data.managedRestorePending !== void 0) {
        if (typeof data.managedRestorePending !== "boolean") {
          const err34 = { instancePath: instancePath + "/managedRestorePending", schemaPath: "#/properties/managedRestorePending/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      }
      if (data.managedRestorePendingAt !== void 0) {
        let data15 = data.managedRestorePendingAt;
        if (typeof data15 === "string") {
          if (!pattern1.test(data15)) {
            const err35 = { instancePath: instancePath + "/managedRestorePendingAt", schemaPath: "#/properties/managedRestorePendingAt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        } else {
          const err36 = { instancePath: instancePath + "/managedRestorePendingAt", schemaPath: "#/properties/managedRestorePendingAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
    validate30.errors = vErrors;
    return errors === 0;
  }
  return validate30;
}

// lib/refocus/kinds.ts
var refocusStateKind = /* @__PURE__ */ defineKind({
  schema: "refocus-state",
  version: 1,
  validate: validate_refocus_state_v1
});
var refocusHealthKind = /* @__PURE__ */ defineKind({
  schema: "refocus-health",
  version: 1,
  validate: validate_refocus_health_v1
});
var refocusSentinelKind = /* @__PURE__ */ defineKind({
  schema: "refocus-sentinel",
  version: 1,
  validate: validate_refocus_sentinel_v1
});

// lib/refocus/keys.ts
var import_node_path5 = require("node:path");
var KEY_MAX = 64;
function sanitize(raw) {
  return String(raw).replace(/[^A-Za-z0-9@._-]/g, "_");
}
var sha256 = (text2) => crypto().createHash("sha256").update(text2).digest("hex");
function keyFor(raw) {
  const base = sanitize(raw).slice(0, KEY_MAX);
  if (base === raw && base !== "." && base !== "..") return base;
  return `${base}__${sha256(raw).slice(0, 8)}`;
}
function seatKey(seat) {
  return keyFor(seat);
}
function refocusFiles(refocusDir, seat, occupant) {
  const sk = seatKey(seat);
  const state = (0, import_node_path5.join)(refocusDir, `${sk}__${keyFor(occupant)}.json`);
  return {
    state,
    runLock: `${state}.run`,
    stateLock: `${state}.due`,
    // "#" never occurs in a key, so no occupant's state file can take this name.
    health: `${state.slice(0, -".json".length)}#health.json`,
    sentinel: sentinelFile(refocusDir, seat)
  };
}
function sentinelFile(refocusDir, seat) {
  return (0, import_node_path5.join)(refocusDir, `${seatKey(seat)}#no-identity-sentinel.json`);
}
function isStateFileOf(name, seat) {
  const prefix = `${seatKey(seat)}__`;
  return name.startsWith(prefix) && name.endsWith(".json") && !name.includes("#");
}

// lib/refocus/health-names.ts
function legacyHealthFile(refocusDir, seat, occupant) {
  return (0, import_node_path6.join)(
    refocusDir,
    `${crypto().createHash("sha256").update(JSON.stringify([seat, occupant])).digest("hex")}.health.json`
  );
}

// lib/refocus/preview.ts
var import_node_path10 = require("node:path");

// lib/util/lookup-signal.ts
var CutSignal = class {
  listeners = /* @__PURE__ */ new Set();
  cutReason;
  cut = false;
  get aborted() {
    return this.cut;
  }
  get reason() {
    return this.cutReason;
  }
  throwIfAborted() {
    if (this.cut) throw this.cutReason;
  }
  // Listeners run once either way: an abort happens at most once.
  addEventListener(_type, listener) {
    if (!this.cut) this.listeners.add(listener);
  }
  removeEventListener(_type, listener) {
    this.listeners.delete(listener);
  }
  /** Cuts once: sets the reason and calls each listener (in the order added) one time. */
  abort(reason) {
    if (this.cut) return;
    this.cut = true;
    this.cutReason = reason;
    const listeners = [...this.listeners];
    this.listeners.clear();
    for (const l of listeners) l();
  }
};

// lib/refocus/budget.ts
var DEFAULT_BUDGET_MS = 4500;
var MIN_BUDGET_MS = 4500;
var MAX_BUDGET_MS = 52e3;
var BASE_LOOKUP_CAP_MS = 2e3;
var TRACE_GRACE_MS = 150;
var MIN_LOOKUP_MS = 50;
var NO_BUDGET = "no budget left";
function parseBudget(raw) {
  if (raw === void 0 || raw.trim() === "") return { budgetMs: DEFAULT_BUDGET_MS };
  const n = Number(raw.trim());
  if (!Number.isFinite(n)) {
    return {
      budgetMs: DEFAULT_BUDGET_MS,
      advisory: `refocus: OPENRIG_REFOCUS_BUDGET_MS=${JSON.stringify(raw)} is not a number \u2014 using ${DEFAULT_BUDGET_MS}`
    };
  }
  if (n < MIN_BUDGET_MS) {
    return {
      budgetMs: MIN_BUDGET_MS,
      advisory: `refocus: OPENRIG_REFOCUS_BUDGET_MS=${JSON.stringify(raw)} is below ${MIN_BUDGET_MS} \u2014 using ${MIN_BUDGET_MS}`
    };
  }
  if (n > MAX_BUDGET_MS) {
    return {
      budgetMs: MAX_BUDGET_MS,
      advisory: `refocus: OPENRIG_REFOCUS_BUDGET_MS=${JSON.stringify(raw)} is above ${MAX_BUDGET_MS} \u2014 using ${MAX_BUDGET_MS}`
    };
  }
  return { budgetMs: Math.floor(n) };
}
function lookupCap(budgetMs) {
  return Math.floor(BASE_LOOKUP_CAP_MS * budgetMs / DEFAULT_BUDGET_MS);
}
var Deadline = class {
  constructor(startedAt, budgetMs, clock = Date.now) {
    this.startedAt = startedAt;
    this.budgetMs = budgetMs;
    this.clock = clock;
    this.endsAt = startedAt + budgetMs;
  }
  startedAt;
  budgetMs;
  clock;
  endsAt;
  remaining() {
    return Math.max(0, this.endsAt - this.clock());
  }
  /** What one lookup may take now: its proportional cap, cut to what is left of B. */
  lookupMs() {
    return Math.min(lookupCap(this.budgetMs), this.remaining());
  }
};
async function bounded(limitMs, work, describe, graceMs = 0) {
  const started = Date.now();
  if (limitMs < MIN_LOOKUP_MS) return { ok: false, cut: true, ms: 0, reason: NO_BUDGET };
  const ctl = new CutSignal();
  let timer;
  const reason = `cut at its ${limitMs} ms deadline`;
  let grace;
  const cut = new Promise((resolve3) => {
    timer = setTimeout(() => {
      ctl.abort(new Error(reason));
      grace = setTimeout(() => resolve3({ ok: false, cut: true, ms: Date.now() - started, reason }), graceMs);
    }, limitMs);
  });
  const run = (async () => {
    try {
      const value2 = await work(ctl);
      return ctl.aborted ? { ok: true, value: value2, ms: Date.now() - started, cut: true } : { ok: true, value: value2, ms: Date.now() - started };
    } catch (error) {
      if (ctl.aborted) return { ok: false, cut: true, ms: Date.now() - started, reason };
      return { ok: false, cut: false, ms: Date.now() - started, reason: describe(error), error };
    }
  })();
  try {
    return await Promise.race([run, cut]);
  } finally {
    clearTimeout(timer);
    clearTimeout(grace);
  }
}
function oneLine2(text2) {
  return text2.replace(/\s+/g, " ").trim();
}

// lib/refocus/content.ts
var import_node_fs8 = require("node:fs");
var import_node_path8 = require("node:path");

// lib/refocus/payload.ts
var BUILTIN_QUESTIONS = [
  "1. What is the person actually trying to get? Not your current task \u2014 the outcome.",
  "2. Does what you are doing RIGHT NOW move that? If you cannot say how, stop and re-read the goal.",
  "3. What have you concluded without opening the file or running the thing?"
].join("\n");
var FAILURE_FALLBACK_QUESTIONS = [
  "1. What is the person actually trying to get?",
  "2. Does the current action move that outcome?",
  "3. What claim has not been checked at source?"
].join("\n");
function buildPayload(why, traceText, roleText, content) {
  const traceBlock = roleText ? `${traceText}

${roleText}` : traceText;
  if (content.kind === "ref-failed") {
    return [
      `REFOCUS CONTENT REF FAILED: ${content.ref} \u2014 ${content.reason}`,
      "",
      "The configured source failed; use the shipped default below for this turn.",
      "",
      content.shipped,
      "",
      traceBlock
    ].join("\n");
  }
  const lines = [`REFOCUS (${why}). Answer briefly, out loud, before your next move:`, "", traceBlock, ""];
  if (content.kind === "ref") lines.push(`REFOCUS CONTENT SOURCE: OPENRIG_REFOCUS_CONTENT_REF=${content.ref}`, "");
  lines.push(content.text);
  return lines.join("\n");
}

// lib/util/package-root.ts
var import_node_fs7 = require("node:fs");
var import_node_path7 = require("node:path");
var cached;
function manifestAt(dir) {
  try {
    return JSON.parse((0, import_node_fs7.readFileSync)((0, import_node_path7.join)(dir, "package.json"), "utf8"));
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
      if ((0, import_node_fs7.existsSync)((0, import_node_path7.join)(dir, "package.json")) && isOurs(dir)) return cached = dir;
      const up = (0, import_node_path7.dirname)(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  throw new Error("cannot find the openrig package folder (set OPENRIG_PACKAGE_ROOT)");
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
function pathExists(path, signal) {
  return orElse(
    stat(path).then(() => true),
    false,
    signal
  );
}

// lib/refocus/content.ts
var SHIPPED_CONTENT_RELATIVE = (0, import_node_path8.join)("skills", "refocusing", "references", "refocus.md");
function contextReason(err) {
  if (err && typeof err === "object" && typeof err.reason === "string")
    return oneLine2(err.reason);
  if (err instanceof Error) return oneLine2(err.message) || err.name;
  return oneLine2(String(err));
}
function shippedContentPath(pluginRoot) {
  const candidates = [];
  if (pluginRoot) candidates.push((0, import_node_path8.join)(pluginRoot, SHIPPED_CONTENT_RELATIVE));
  if (typeof __dirname === "string") candidates.push((0, import_node_path8.join)((0, import_node_path8.dirname)((0, import_node_path8.dirname)(__dirname)), SHIPPED_CONTENT_RELATIVE));
  try {
    candidates.push((0, import_node_path8.join)(packageRoot(), SHIPPED_PLUGIN_DIRS.claude, SHIPPED_CONTENT_RELATIVE));
  } catch {
  }
  return candidates.find((p) => (0, import_node_fs8.existsSync)(p));
}
var CONTENT_FILE_MAX_BYTES = 1024 * 1024;
async function readContentFile(path, signal) {
  try {
    return (await readRegularFile(path, { maxBytes: CONTENT_FILE_MAX_BYTES, signal })).bytes.toString("utf8").trim() || void 0;
  } catch (err) {
    if (signal?.aborted) throw err;
    return void 0;
  }
}
async function shippedText(pluginRoot) {
  const path = shippedContentPath(pluginRoot);
  const text2 = path ? await readContentFile(path) : void 0;
  return text2 ? { text: text2, source: path } : { text: BUILTIN_QUESTIONS, source: "built-in questions" };
}
async function resolveContent(input) {
  if (input.ref !== void 0) {
    const ref = input.ref;
    const getEntry = input.getEntry;
    const r = getEntry ? await bounded(input.limitMs, (signal) => getEntry(ref, signal), contextReason) : { ok: false, cut: false, ms: 0, reason: "context library unavailable", error: void 0 };
    if (r.ok) {
      const text2 = r.value.toString("utf8");
      if (text2.trim() !== "") return { content: { kind: "ref", ref, text: text2 }, failed: false, cut: false };
    }
    const reason = r.ok ? "the context entry is empty" : r.reason;
    const shipped = shippedContentPath(input.pluginRoot);
    const body = shipped && await readContentFile(shipped) || FAILURE_FALLBACK_QUESTIONS;
    return { content: { kind: "ref-failed", ref, reason, shipped: body }, failed: true, cut: !r.ok && r.cut };
  }
  const chosen = await bounded(
    input.limitMs,
    async (signal) => {
      for (const [kind, path] of [
        ["file", input.file],
        ["instance", input.instancePath]
      ]) {
        if (!path || !await pathExists(path, signal)) continue;
        const text2 = await readContentFile(path, signal);
        return text2 ? { kind, source: path, text: text2 } : void 0;
      }
      return void 0;
    },
    contextReason
  );
  if (chosen.ok && chosen.value) return { content: chosen.value, failed: false, cut: false };
  const cut = !chosen.ok && chosen.cut;
  const s = await shippedText(input.pluginRoot);
  return {
    content: { kind: s.source === "built-in questions" ? "builtin" : "shipped", source: s.source, text: s.text },
    failed: cut,
    cut
  };
}

// lib/refocus/role.ts
var isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
function renderRole(outcome) {
  if (!outcome.ok) return `Role file: unknown (${outcome.reason})`;
  const answer = outcome.answer;
  const role = isObject(answer) ? answer.role : void 0;
  if (!isObject(role) || !Array.isArray(role.files)) return "Role file: unknown (queue whoami has no role information)";
  const state = role.state;
  if (state === "unknown") {
    const reason = typeof role.reason === "string" && role.reason.trim() ? role.reason : "role observation unavailable";
    return `Role file: unknown (${reason})`;
  }
  if (state === "no-record" || state === "not-declared") return `Role file: ${state}`;
  const files = role.files;
  const wellFormed = (state === "present" || state === "missing") && files.length > 0 && files.every(
    (f) => isObject(f) && typeof f.resolvedPath === "string" && (f.state === "present" || f.state === "missing")
  );
  if (!wellFormed) return "Role file: unknown (malformed role information)";
  const lines = files.map(
    (f) => f.state === "present" ? `Your seat's role file: ${JSON.stringify(f.resolvedPath)}. Re-read it if your role is unclear.` : `Role file: missing (${JSON.stringify(f.resolvedPath)})`
  );
  const recordedAt = typeof role.recordedAt === "string" && role.recordedAt ? role.recordedAt : "unknown";
  const note = typeof role.note === "string" && role.note ? role.note : "Current bytes and successful startup are not verified.";
  lines.push(`Binding recorded at: ${recordedAt}. ${note}`);
  return lines.join("\n");
}

// lib/refocus/work.ts
var isObject2 = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var text = (v) => typeof v === "string" && v.trim() !== "" ? v : void 0;
function deriveWorkArgs(opts) {
  const answer = opts.whoami?.ok ? opts.whoami.answer : void 0;
  const candidates = opts.packet && isObject2(answer) && isObject2(answer.workCandidates) ? answer.workCandidates : void 0;
  if (opts.explicitNode) {
    return candidates ? { workStart: opts.explicitNode, workCandidates: candidates } : { workStart: opts.explicitNode };
  }
  if (candidates) return { workCandidates: candidates };
  const w = opts.whoami;
  if (!w) return { workUnknown: "queue whoami was not consulted" };
  if (!w.ok) return { workUnknown: `queue whoami failed: ${w.reason}` };
  if (!isObject2(w.answer)) return { workUnknown: "queue whoami answer was malformed" };
  const current = w.answer.currentWork;
  const node = isObject2(current) ? text(current.workNodePath) : void 0;
  if (node) return { workStart: node };
  const basis = text(w.answer.currentWorkBasis);
  if (basis) return { workBasis: basis };
  return { workUnknown: "queue whoami named no current work and no basis" };
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

// lib/refocus/compose.ts
var errText2 = (e) => oneLine2(e instanceof Error ? e.message || e.name : String(e));
function cutReason(what, cut, ledger) {
  return cut.ms === 0 && cut.reason === NO_BUDGET ? `${what} not started: ${NO_BUDGET} (spent: ${ledger.join(", ")})` : `${what} ${cut.reason}`;
}
async function composeRefocus(input) {
  const { settings: s, home, env, cwd, deadline, lookups } = input;
  const reasons = [];
  let cut = false;
  const note = (what, r) => {
    if (!r.ok) {
      if (r.cut) cut = true;
      reasons.push(r.cut ? `${r.reason}` : `${what}: ${r.reason}`);
    }
  };
  const ledger = [`start-up, input and lock ${Math.max(0, deadline.budgetMs - deadline.remaining())} ms`];
  const spent = (what, r) => ledger.push(`${what} ${r.ms} ms`);
  const lookup = async (what, work, graceMs = 0) => {
    const r = await bounded(deadline.lookupMs(), work, errText2, graceMs);
    const named = r.ok || !r.cut ? r : { ...r, reason: cutReason(what, r, ledger) };
    spent(what, r);
    return named;
  };
  const needTopology = s.trees !== "work";
  const needWork = s.trees !== "topology";
  let roots = {};
  const rootsRead = await lookup("config", (signal) => lookups.config(home, env, cwd, signal));
  if (rootsRead.ok) roots = rootsRead.value;
  else note("config", rootsRead);
  const config = rootsRead.ok ? { ok: true, roots } : { ok: false, reason: rootsRead.cut ? rootsRead.reason : `config: ${rootsRead.reason}` };
  const contentP = async () => {
    const contextRoot = roots.contextRoot;
    return resolveContent({
      ref: s.contentRef,
      file: s.contentFile,
      instancePath: home.refocusContent,
      pluginRoot: input.pluginRoot,
      getEntry: contextRoot ? (ref, signal) => lookups.contextEntry(contextRoot, ref, signal) : void 0,
      limitMs: deadline.lookupMs()
    });
  };
  const traceChain = async () => {
    const whoamiNeeded = needTopology || needWork && (!s.workNode || s.packet);
    let whoami;
    if (whoamiNeeded) {
      const r = await lookup(
        "queue whoami",
        (signal) => lookups.whoami(home, env, { sessionName: s.seat, workCandidates: s.packet, signal, cwd, config })
      );
      whoami = r.ok ? { ok: true, answer: r.value } : { ok: false, reason: r.reason };
      note("queue whoami", r);
    }
    const work = needWork ? deriveWorkArgs({ explicitNode: s.workNode, packet: s.packet, whoami }) : {};
    const tr = await lookup(
      "trace",
      (signal) => lookups.trace({
        trees: s.trees,
        depth: s.depth,
        topologyStart: s.topologyNode,
        ...work,
        packet: s.packet,
        topologyRoot: needTopology ? roots.topologyRoot : void 0,
        workspaceRoot: needWork ? roots.workspaceRoot : void 0,
        configUnavailable: config.ok ? void 0 : config.reason,
        sessionName: s.seat,
        nodeId: paneIdentity(env).nodeId,
        home,
        env,
        cwd,
        notesMaxAgeDays: s.notesMaxAgeDays,
        signal
      }),
      TRACE_GRACE_MS
    );
    let trace2;
    if (tr.ok) {
      trace2 = tr.value;
      if (tr.cut) {
        cut = true;
        reasons.push("trace: cut at its deadline");
      }
    } else {
      trace2 = {
        text: `TRACE GAP \u2014 ${tr.cut ? tr.reason : `trace failed: ${tr.reason}`}`,
        failed: true,
        failures: [tr.reason]
      };
      note("trace", tr);
    }
    if (tr.ok && trace2.failed) reasons.push(`trace: ${trace2.failures.join("; ") || "failed"}`);
    const role2 = needTopology && whoami ? renderRole(whoami) : void 0;
    return { trace: trace2, role: role2 };
  };
  const [{ trace, role }, contentR] = await Promise.all([traceChain(), contentP()]);
  if (contentR.cut) cut = true;
  if (contentR.content.kind === "ref-failed") reasons.push(`content REF: ${contentR.content.reason}`);
  else if (contentR.cut) reasons.push("content file cut at its deadline (the shipped default was delivered)");
  const failed = trace.failed || contentR.failed || cut;
  const payload = buildPayload(input.why, trace.text.trim(), role, contentR.content);
  return { payload, failed, cut, reasons, content: contentR.content, trace, role };
}

// lib/util/env-flag.ts
var FALSE_WORDS = /* @__PURE__ */ new Set(["0", "false", "off", "no"]);
function flag(value2, fallback) {
  if (value2 === void 0 || value2.trim() === "") return fallback;
  return !FALSE_WORDS.has(value2.trim().toLowerCase());
}

// lib/refocus/settings.ts
var DEFAULT_REFOCUS_BYTES = 26e5;
var DEFAULT_SEAT = "unknown-seat";
var WORK_PACKET_DEFAULT = { claude: false, codex: false };
var nonEmpty = (v) => v !== void 0 && v.trim() !== "" ? v.trim() : void 0;
function readSettings(env, runtime) {
  const advisories = [];
  let thresholdBytes = DEFAULT_REFOCUS_BYTES;
  const rawBytes = nonEmpty(env.OPENRIG_REFOCUS_BYTES);
  if (rawBytes !== void 0) {
    const n = Number(rawBytes);
    if (Number.isFinite(n) && n > 0) thresholdBytes = Math.floor(n);
    else
      advisories.push(
        `refocus: OPENRIG_REFOCUS_BYTES=${JSON.stringify(rawBytes)} is not a positive number \u2014 using ${DEFAULT_REFOCUS_BYTES}`
      );
  }
  const budget = parseBudget(env.OPENRIG_REFOCUS_BUDGET_MS);
  if (budget.advisory) advisories.push(budget.advisory);
  let trees = "both";
  const rawTrees = nonEmpty(env.OPENRIG_REFOCUS_TREES);
  if (rawTrees !== void 0) {
    if (rawTrees === "topology" || rawTrees === "work" || rawTrees === "both") trees = rawTrees;
    else
      advisories.push(
        `refocus: OPENRIG_REFOCUS_TREES=${JSON.stringify(rawTrees)} is not topology, work or both \u2014 using both`
      );
  }
  let depth = "light";
  const rawDepth = nonEmpty(env.OPENRIG_REFOCUS_DEPTH);
  if (rawDepth !== void 0) {
    if (rawDepth === "light" || rawDepth === "full") depth = rawDepth;
    else
      advisories.push(`refocus: OPENRIG_REFOCUS_DEPTH=${JSON.stringify(rawDepth)} is not light or full \u2014 using light`);
  }
  let notesMaxAgeDays;
  const rawAge = nonEmpty(env.OPENRIG_REFOCUS_NOTES_MAX_AGE_DAYS);
  if (rawAge !== void 0) {
    const n = Number(rawAge);
    if (Number.isFinite(n) && n > 0) notesMaxAgeDays = n;
  }
  const settings = {
    runtime,
    enabled: flag(env.OPENRIG_REFOCUS_ENABLED, true),
    onDemand: flag(env.OPENRIG_REFOCUS_NOW, false),
    codeCache: flag(env.OPENRIG_CODE_CACHE, true),
    thresholdBytes,
    budgetMs: budget.budgetMs,
    trees,
    depth,
    topologyNode: nonEmpty(env.OPENRIG_REFOCUS_TOPOLOGY_NODE),
    workNode: nonEmpty(env.OPENRIG_REFOCUS_WORK_NODE),
    packet: flag(env.OPENRIG_REFOCUS_WORK_PACKET, WORK_PACKET_DEFAULT[runtime]),
    // REF is kept as typed (a ref is a name, not text to tidy); only blank means unset.
    contentRef: env.OPENRIG_REFOCUS_CONTENT_REF?.trim() ? env.OPENRIG_REFOCUS_CONTENT_REF : void 0,
    contentFile: nonEmpty(env.OPENRIG_REFOCUS_CONTENT_FILE),
    seat: paneIdentity(env).session ?? DEFAULT_SEAT,
    notesMaxAgeDays
  };
  return { settings, advisories };
}

// lib/refocus/preview.ts
async function previewRefocus(home, opts) {
  const env = {
    ...opts.env,
    [PANE_VARS.session]: opts.seat,
    ...opts.nodeId ? { [PANE_VARS.nodeId]: opts.nodeId } : {}
  };
  const { settings, advisories } = readSettings(env, opts.runtime ?? "claude");
  const now = opts.now ?? Date.now;
  const lookups = opts.lookups ?? (await Promise.resolve().then(() => __toESM(require_refocus_live_lookups_chunk(), 1))).liveLookups;
  const composed = await composeRefocus({
    settings,
    home,
    env,
    cwd: opts.cwd,
    why: opts.why ?? "on demand",
    deadline: new Deadline(now(), settings.budgetMs, now),
    lookups,
    pluginRoot: opts.pluginRoot
  });
  return { ...composed, seat: opts.seat, advisories };
}
function refocusStatus(home, seat) {
  let names = [];
  try {
    names = (0, import_node_fs12.readdirSync)(home.refocus).filter((n) => isStateFileOf(n, seat)).sort();
  } catch {
  }
  const occupants = [];
  for (const name of names) {
    const file = (0, import_node_path10.join)(home.refocus, name);
    const state = readDocument(refocusStateKind, file, { onCorrupt: "fresh", report: () => void 0 });
    if (!state || state.seat !== seat) continue;
    const readHealth = (f) => readDocument(refocusHealthKind, f, { onCorrupt: "fresh", report: () => void 0 });
    const health = readHealth(refocusFiles(home.refocus, seat, state.occupant).health) ?? readHealth(legacyHealthFile(home.refocus, seat, state.occupant));
    occupants.push({ occupant: state.occupant, file, due: state.pendingOn !== void 0, state, health });
  }
  const last = (o) => Math.max(
    Date.parse(o.state.firedAt ?? "") || 0,
    Date.parse(o.state.pendingAt ?? "") || 0,
    Date.parse(o.state.baselineAt) || 0
  );
  occupants.sort((a, b) => last(b) - last(a));
  const sentinel = readDocument(refocusSentinelKind, sentinelFile(home.refocus, seat), {
    onCorrupt: "fresh",
    report: () => void 0
  });
  return { seat, occupants, noIdentityEpisode: sentinel?.activeEpisode === true };
}

// lib/seat/runtime.ts
function clientOf(runtime) {
  return runtime === "codex" ? "codex" : "claude";
}

// lib/cli/refocus.ts
var refocusCommand = defineCommand(
  {
    name: "refocus",
    usage: ["rig refocus --seat REF [--json]", "rig refocus --seat REF --status [--json]"],
    details: [
      "Builds the payload the seat's refocus hook would deliver now: the same trace, role lines and",
      "content ladder (OPENRIG_REFOCUS_* from this environment, the seat's session name, node id and",
      "working folder). Nothing is consumed: the seat's due state is left as it is.",
      "",
      "--status shows each occupant's due state (pendingOn), baseline (lastBytes), last delivery and",
      "failure episode, and whether a no-identity episode is open."
    ].join("\n")
  },
  {
    args: {
      string: ["seat"],
      completes: { seat: "seat" },
      boolean: ["json", "status"],
      usage: "rig refocus --seat REF [--status] [--json]",
      required: { seat: "give name@rig, a node id or a pane id" }
    },
    options(p) {
      return { ref: str(p, "seat"), status: bool(p, "status"), json: bool(p, "json") };
    },
    async run({ ref, status: wantStatus, json }, ctx) {
      const rec = resolveSeatForCli(ctx.home, ref, "--seat");
      const seat = seatRefOf(rec);
      if (wantStatus) {
        const status = refocusStatus(ctx.home, seat);
        if (json) {
          printJson(ctx, status);
          return;
        }
        say(
          ctx,
          `seat ${seat}: ${status.occupants.length} occupant(s) observed${status.noIdentityEpisode ? "; no-identity episode open" : ""}`
        );
        for (const o of status.occupants) {
          const s = o.state;
          say(ctx, `occupant ${o.occupant}`);
          say(ctx, `  due: ${s.pendingOn ? `yes (${s.pendingOn} since ${s.pendingAt ?? "unknown"})` : "no"}`);
          say(
            ctx,
            `  baseline: ${s.lastBytes} bytes (since ${s.baselineAt})${s.lastReset ? `; last reset ${s.lastReset.at} from ${s.lastReset.fromBytes}` : ""}`
          );
          say(ctx, `  last delivery: ${s.firedAt ?? "none"}`);
          if (s.managedRestorePending)
            say(ctx, `  managed compaction hold since ${s.managedRestorePendingAt ?? "unknown"}`);
          const h = o.health;
          say(
            ctx,
            `  failure episode: ${h && h.failures > 0 ? `${h.failures} consecutive failure(s), issue ${h.issueId ?? "none"}${h.reportedAt ? ` reported ${h.reportedAt}` : " not reported"}${h.lastReason ? `; last: ${h.lastReason}` : ""}` : "none"}`
          );
        }
        return;
      }
      const runtime = clientOf(rec.runtime);
      const preview = await previewRefocus(ctx.home, { seat, env: ctx.env, cwd: rec.cwd, runtime, nodeId: rec.nodeId });
      for (const a of preview.advisories) advise(ctx, a);
      if (json) {
        printJson(ctx, {
          seat,
          payload: preview.payload,
          failed: preview.failed,
          reasons: preview.reasons,
          content: preview.content.kind
        });
        return;
      }
      ctx.io.out(preview.payload.endsWith("\n") ? preview.payload : `${preview.payload}
`);
      if (preview.failed)
        advise(
          ctx,
          `rig refocus: this attempt would count as failed: ${preview.reasons.join("; ") || "see the payload"}`
        );
    }
  }
);
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  refocusCommand
});
}))
