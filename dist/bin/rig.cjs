#!/usr/bin/env node
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

// lib/util/fnv1a.ts
function fnv1a32(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
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
      written += (0, import_node_fs.writeSync)(fd, buf, written, buf.length - written);
    } catch (err) {
      return { written, total: buf.length, error: err };
    }
  }
  return { written, total: buf.length };
}
function fdWriter(fd, stream, onGone) {
  let gone = false;
  let viaStream;
  return (data) => {
    if (gone) return;
    if (viaStream) {
      viaStream.write(data);
      return;
    }
    const r = writeAllSync(fd, data);
    if (!r.error) return;
    if (r.error.code === "EPIPE") {
      gone = true;
      onGone?.();
      return;
    }
    if (r.error.code !== "EAGAIN") throw r.error;
    viaStream = stream();
    viaStream.on("error", (err) => {
      gone = true;
      onGone?.();
      if (err.code !== "EPIPE") throw err;
    });
    const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    viaStream.write(buf.subarray(r.written));
  };
}
var import_node_fs;
var init_fd_write = __esm({
  "lib/util/fd-write.ts"() {
    "use strict";
    import_node_fs = require("node:fs");
  }
});

// lib/util/replace-file.ts
function replaceFileSync(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(tmp, "wx", 384);
  } catch (e) {
    if (e.code !== "EEXIST") throw e;
    (0, import_node_fs2.rmSync)(tmp, { force: true });
    fd = (0, import_node_fs2.openSync)(tmp, "wx", 384);
  }
  try {
    const r = writeAllSync(fd, data);
    if (r.error) throw r.error;
  } catch (e) {
    (0, import_node_fs2.closeSync)(fd);
    (0, import_node_fs2.rmSync)(tmp, { force: true });
    throw e;
  }
  (0, import_node_fs2.closeSync)(fd);
  (0, import_node_fs2.renameSync)(tmp, file);
}
var import_node_fs2;
var init_replace_file = __esm({
  "lib/util/replace-file.ts"() {
    "use strict";
    import_node_fs2 = require("node:fs");
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
  const file = (0, import_node_path3.join)(dir, name);
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
    const n = (0, import_node_fs3.readSync)(fd, buf, got, length - got, got);
    if (n === 0) throw new Error("file shrank while it was read");
    got += n;
  }
}
function openCache(dir, id) {
  for (const tier of ["full", "partial"]) {
    let fd;
    try {
      const file = (0, import_node_path3.join)(dir, cacheFileName(id, tier));
      if ((0, import_node_fs3.statSync)(file, { throwIfNoEntry: false }) === void 0) continue;
      fd = (0, import_node_fs3.openSync)(file, "r");
      const st = (0, import_node_fs3.fstatSync)(fd);
      if (st.isFile()) return { tier, fd, size: st.size };
    } catch {
    }
    if (fd !== void 0) (0, import_node_fs3.closeSync)(fd);
  }
  return void 0;
}
function compileChunk(chunkDir, name, file) {
  const vm = process.getBuiltinModule("node:vm");
  const dir = shared.cacheDir;
  const fd = (0, import_node_fs3.openSync)(file, "r");
  let source;
  let id;
  let cached2;
  try {
    const st = (0, import_node_fs3.fstatSync)(fd);
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
      if (cache) (0, import_node_fs3.closeSync)(cache.fd);
    }
  } finally {
    (0, import_node_fs3.closeSync)(fd);
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
      if (tier) save(script, dir, (0, import_node_path3.join)(dir, cacheFileName(id, tier)), cachePrefix(id));
    });
  }
  return script.runInThisContext();
}
function save(script, dir, cacheFile, prefix) {
  try {
    const data = script.createCachedData();
    (0, import_node_fs3.mkdirSync)(dir, { recursive: true, mode: 448 });
    replaceFileSync(cacheFile, data);
    for (const f of staleCaches((0, import_node_fs3.readdirSync)(dir), prefix, cacheFile.slice(dir.length + 1)))
      (0, import_node_fs3.rmSync)((0, import_node_path3.join)(dir, f), { force: true });
  } catch {
  }
}
var import_node_fs3, import_node_path3, CHUNK_WRAPPER_OPEN, CHUNK_WRAPPER_CLOSE, SHARED, shared, codeCacheLoads;
var init_code_cache = __esm({
  "lib/util/code-cache.ts"() {
    "use strict";
    import_node_fs3 = require("node:fs");
    import_node_path3 = require("node:path");
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

// openrig-chunk:cli-init.chunk.cjs
var require_cli_init_chunk = __commonJS({
  "openrig-chunk:cli-init.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-init.chunk.cjs");
  }
});

// openrig-chunk:cli-config.chunk.cjs
var require_cli_config_chunk = __commonJS({
  "openrig-chunk:cli-config.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-config.chunk.cjs");
  }
});

// openrig-chunk:cli-up.chunk.cjs
var require_cli_up_chunk = __commonJS({
  "openrig-chunk:cli-up.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-up.chunk.cjs");
  }
});

// openrig-chunk:cli-down.chunk.cjs
var require_cli_down_chunk = __commonJS({
  "openrig-chunk:cli-down.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-down.chunk.cjs");
  }
});

// openrig-chunk:cli-ps.chunk.cjs
var require_cli_ps_chunk = __commonJS({
  "openrig-chunk:cli-ps.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-ps.chunk.cjs");
  }
});

// openrig-chunk:cli-watch.chunk.cjs
var require_cli_watch_chunk = __commonJS({
  "openrig-chunk:cli-watch.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-watch.chunk.cjs");
  }
});

// openrig-chunk:cli-seat.chunk.cjs
var require_cli_seat_chunk = __commonJS({
  "openrig-chunk:cli-seat.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-seat.chunk.cjs");
  }
});

// openrig-chunk:cli-send.chunk.cjs
var require_cli_send_chunk = __commonJS({
  "openrig-chunk:cli-send.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-send.chunk.cjs");
  }
});

// openrig-chunk:cli-daemon.chunk.cjs
var require_cli_daemon_chunk = __commonJS({
  "openrig-chunk:cli-daemon.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-daemon.chunk.cjs");
  }
});

// openrig-chunk:cli-demo.chunk.cjs
var require_cli_demo_chunk = __commonJS({
  "openrig-chunk:cli-demo.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-demo.chunk.cjs");
  }
});

// openrig-chunk:cli-trace.chunk.cjs
var require_cli_trace_chunk = __commonJS({
  "openrig-chunk:cli-trace.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-trace.chunk.cjs");
  }
});

// openrig-chunk:cli-scope.chunk.cjs
var require_cli_scope_chunk = __commonJS({
  "openrig-chunk:cli-scope.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-scope.chunk.cjs");
  }
});

// openrig-chunk:cli-queue.chunk.cjs
var require_cli_queue_chunk = __commonJS({
  "openrig-chunk:cli-queue.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-queue.chunk.cjs");
  }
});

// openrig-chunk:cli-stream.chunk.cjs
var require_cli_stream_chunk = __commonJS({
  "openrig-chunk:cli-stream.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-stream.chunk.cjs");
  }
});

// openrig-chunk:cli-context-library.chunk.cjs
var require_cli_context_library_chunk = __commonJS({
  "openrig-chunk:cli-context-library.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-context-library.chunk.cjs");
  }
});

// openrig-chunk:cli-refocus.chunk.cjs
var require_cli_refocus_chunk = __commonJS({
  "openrig-chunk:cli-refocus.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-refocus.chunk.cjs");
  }
});

// openrig-chunk:cli-composer.chunk.cjs
var require_cli_composer_chunk = __commonJS({
  "openrig-chunk:cli-composer.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-composer.chunk.cjs");
  }
});

// openrig-chunk:cli-watchdog.chunk.cjs
var require_cli_watchdog_chunk = __commonJS({
  "openrig-chunk:cli-watchdog.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-watchdog.chunk.cjs");
  }
});

// openrig-chunk:cli-notify.chunk.cjs
var require_cli_notify_chunk = __commonJS({
  "openrig-chunk:cli-notify.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-notify.chunk.cjs");
  }
});

// openrig-chunk:cli-doctor.chunk.cjs
var require_cli_doctor_chunk = __commonJS({
  "openrig-chunk:cli-doctor.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-doctor.chunk.cjs");
  }
});

// openrig-chunk:cli-version.chunk.cjs
var require_cli_version_chunk = __commonJS({
  "openrig-chunk:cli-version.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-version.chunk.cjs");
  }
});

// openrig-chunk:cli-completion.chunk.cjs
var require_cli_completion_chunk = __commonJS({
  "openrig-chunk:cli-completion.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-completion.chunk.cjs");
  }
});

// lib/cli/errors.ts
var import_node_path = require("node:path");

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

// lib/util/terminal-text.ts
var UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
var nonprinting;
function hex(ch) {
  const code = ch.codePointAt(0) ?? 0;
  return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}
function visible(ch) {
  const code = ch.codePointAt(0) ?? 0;
  return code > 65535 ? `\\u{${code.toString(16)}}` : hex(ch);
}
function escapeForTerminal(text) {
  return text.replace(UNSAFE, hex);
}
function escapeRecordedText(text) {
  return text.replace(nonprinting ??= /(?! )[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\p{Cs}]/gu, visible);
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
function isCliError(err) {
  return typeof err === "object" && err !== null && err[CLI_ERROR] === true;
}
function failureReport(err) {
  if (isCliError(err))
    return { line: `rig: ${escapeForTerminal(err.what)} \u2014 ${escapeForTerminal(err.todo)}
`, exitCode: err.exitCode };
  if (isStoreError(err))
    return {
      // One line whatever the message quotes (a parser's message carries the bad text, newlines too).
      line: `rig: ${escapeRecordedText(err.message)} \u2014 ${escapeRecordedText(err.todo ?? "check the file, or move it aside and retry")}
`,
      exitCode: EXIT_CODES.refused
    };
  if (isDiskFull(err)) {
    const e = err;
    const file = e.path ?? "a file";
    const line = noSpaceLine(e.code, file, e.path ? (0, import_node_path.dirname)(e.path) : "the disk OpenRig writes to");
    return {
      line: `rig: ${escapeForTerminal(line.what)} \u2014 ${escapeForTerminal(line.todo)}
`,
      exitCode: EXIT_CODES.refused
    };
  }
  const message = err instanceof Error ? err.stack ?? err.message : String(err);
  return {
    line: `rig: internal error: ${escapeForTerminal(message)} \u2014 please report this with the command you ran
`,
    exitCode: EXIT_CODES.internal
  };
}

// lib/home/paths.ts
var import_node_path2 = require("node:path");

// lib/util/lazy-builtins.ts
var os = () => process.getBuiltinModule("node:os");
var tty = () => process.getBuiltinModule("node:tty");

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
  if (fromEnv) return (0, import_node_path2.resolve)(fromEnv);
  return (0, import_node_path2.join)(env.HOME?.trim() || os().homedir(), ".openrig");
}
function childPaths(root) {
  const base = (0, import_node_path2.normalize)(root);
  if (!(0, import_node_path2.isAbsolute)(base)) return (...parts) => (0, import_node_path2.join)(root, ...parts);
  const prefix = base.endsWith(import_node_path2.sep) ? base : `${base}${import_node_path2.sep}`;
  return (...parts) => `${prefix}${parts.join(import_node_path2.sep)}`;
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

// lib/cli/cli-context.ts
function createContext(io2, env, cwd, selfPath) {
  return { io: io2, env, cwd, home: homePaths(resolveHome(env)), selfPath };
}

// lib/cli/command.ts
function helpText(cmd) {
  const lines = ["Usage:", ...cmd.usage.map((u) => `  ${u}`)];
  if (cmd.details) lines.push("", cmd.details.trimEnd());
  return lines.join("\n") + "\n";
}
function wantsHelp(argv) {
  for (const a of argv) {
    if (a === "--") return false;
    if (a === "--help" || a === "-h") return true;
  }
  return false;
}

// lib/cli/commands.ts
var COMMAND_ENTRIES = [
  {
    name: "init",
    summary: "create the $OPENRIG_HOME layout (additive; never overwrites)",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_init_chunk(), 1))).initCommand
  },
  {
    name: "config",
    summary: "show or set configuration (topology.root, workspace.root, context.root)",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_config_chunk(), 1))).configCommand
  },
  {
    name: "up",
    summary: "launch a rig from its spec: one tmux session per seat (idempotent)",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_up_chunk(), 1))).upCommand
  },
  {
    name: "down",
    summary: "stop a rig's seats (records are kept, marked stopped)",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_down_chunk(), 1))).downCommand
  },
  {
    name: "ps",
    summary: "show running seats, the live state of their panes (alive, dead, missing) and their activity from hooks",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_ps_chunk(), 1))).psCommand
  },
  {
    name: "watch",
    summary: "a live full-screen view of every seat: who needs a person, busy, idle; keys to jump, send, answer",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_watch_chunk(), 1))).watchCommand
  },
  {
    name: "seat",
    summary: "inspect seats and their delivery settings",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_seat_chunk(), 1))).seatCommand
  },
  {
    name: "send",
    summary: "type a message into a seat's terminal (through the daemon)",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_send_chunk(), 1))).sendCommand
  },
  {
    name: "daemon",
    summary: "start, stop or inspect the delivery daemon",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_daemon_chunk(), 1))).daemonCommand
  },
  {
    name: "demo",
    summary: "try OpenRig: a demo rig (two terminals, one scripted agent) in a throwaway home on a private tmux server",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_demo_chunk(), 1))).demoCommand
  },
  {
    name: "trace",
    summary: "path-only trace of the topology and work trees (same as trace-to-root)",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_trace_chunk(), 1))).traceCommand
  },
  {
    name: "scope",
    summary: "resolve what belongs to a work node (its notes file)",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_scope_chunk(), 1))).scopeCommand
  },
  {
    name: "queue",
    summary: "work rows for seats: create, list, show, start/block/done/cancel, handoff, whoami",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_queue_chunk(), 1))).queueCommand
  },
  {
    name: "stream",
    summary: "issue stream: emit an item (idempotent by id) or list items",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_stream_chunk(), 1))).streamCommand
  },
  {
    name: "context",
    summary: "context library: add, get (exact bytes) and list named texts (REF like team/refocus)",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_context_library_chunk(), 1))).contextLibraryCommand
  },
  {
    name: "refocus",
    summary: "preview a seat's refocus payload, or show its refocus due state",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_refocus_chunk(), 1))).refocusCommand
  },
  {
    name: "composer",
    summary: "read a seat's input composer: empty, draft or unknown",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_composer_chunk(), 1))).composerCommand
  },
  {
    name: "watchdog",
    summary: "reminders the daemon types into a seat: add, list, show, remove, history",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_watchdog_chunk(), 1))).watchdogCommand
  },
  {
    name: "notify",
    summary: "notifications when a seat needs a person: add, list, remove, test, history of channels",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_notify_chunk(), 1))).notifyCommand
  },
  {
    name: "doctor",
    summary: "check what OpenRig depends on (the Codex plugin and its hook trust) and say what to do",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_doctor_chunk(), 1))).doctorCommand
  },
  {
    name: "version",
    summary: "show OpenRig's version, and Node's, tmux's and the agent clients' found on PATH (tested or not)",
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_version_chunk(), 1))).versionCommand
  },
  {
    name: "completion",
    summary: "shell completion for bash, zsh and fish: commands, verbs, flags and seat refs",
    // The table is handed in: a command the table lists cannot import it.
    load: async () => (await Promise.resolve().then(() => __toESM(require_cli_completion_chunk(), 1))).completionCommand(COMMAND_ENTRIES)
  }
];
async function loadCommand(name) {
  const entry = COMMAND_ENTRIES.find((e) => e.name === name);
  return entry ? entry.load() : void 0;
}

// lib/util/package-root.ts
var import_node_fs4 = require("node:fs");
var import_node_path4 = require("node:path");
var cached;
function manifestAt(dir) {
  try {
    return JSON.parse((0, import_node_fs4.readFileSync)((0, import_node_path4.join)(dir, "package.json"), "utf8"));
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
    process.argv[1] ? (0, import_node_path4.dirname)((0, import_node_path4.resolve)(process.argv[1])) : void 0,
    process.cwd()
  ].filter((s) => Boolean(s));
  for (const start of starts) {
    let dir = (0, import_node_path4.resolve)(start);
    for (; ; ) {
      if ((0, import_node_fs4.existsSync)((0, import_node_path4.join)(dir, "package.json")) && isOurs(dir)) return cached = dir;
      const up = (0, import_node_path4.dirname)(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  throw new Error("cannot find the openrig package folder (set OPENRIG_PACKAGE_ROOT)");
}
function packageVersion() {
  try {
    const version = manifestAt(packageRoot())?.version;
    return typeof version === "string" ? version : void 0;
  } catch {
    return void 0;
  }
}

// lib/cli/version-report.ts
function versionLine(openrig) {
  return `openrig ${openrig ?? "unknown (package.json not found)"}`;
}

// lib/util/is-dir.ts
var import_node_fs5 = require("node:fs");
function isDir(path) {
  try {
    return (0, import_node_fs5.statSync)(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

// lib/util/env-flag.ts
var FALSE_WORDS = /* @__PURE__ */ new Set(["0", "false", "off", "no"]);
function flag(value, fallback) {
  if (value === void 0 || value.trim() === "") return fallback;
  return !FALSE_WORDS.has(value.trim().toLowerCase());
}

// lib/cli/code-cache-use.ts
init_code_cache();
var CACHED_COMMANDS = /* @__PURE__ */ new Set(["send"]);
function cliUsesCodeCache(command, setting) {
  return CACHED_COMMANDS.has(command) && flag(setting, true);
}
function codeCacheForCommand(command, env) {
  if (!cliUsesCodeCache(command, env.OPENRIG_CODE_CACHE)) return;
  const root = resolveHome(env);
  if (isDir(root)) useCodeCache(homePaths(root).codeCache);
}

// lib/cli/main.ts
function topLevelHelp() {
  const width = Math.max(...COMMAND_ENTRIES.map((c) => c.name.length));
  const lines = [
    "rig \u2014 keeps a rig of coding agents in tmux oriented and reachable",
    "",
    "Usage: rig <command> [options]     (rig <command> --help for its options)",
    "       rig --version                (rig version: also Node, tmux and the agent clients found)",
    "",
    "Commands:",
    ...COMMAND_ENTRIES.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "Environment: OPENRIG_HOME (default ~/.openrig), OPENRIG_TMUX_SOCKET (tmux server socket path)."
  ];
  return lines.join("\n") + "\n";
}
async function runCli(argv, io2, env, cwd, selfPath) {
  const [name, ...rest] = argv;
  if (name === void 0 || name === "help" || name === "--help" || name === "-h") {
    const target = name === "help" && rest[0] ? await loadCommand(rest[0]) : void 0;
    io2.out(target ? helpText(target) : topLevelHelp());
    if (name === "help" && rest[0] && !target) {
      io2.err(`rig: unknown command "${escapeForTerminal(rest[0])}" \u2014 run rig help for the list
`);
      return EXIT_CODES.usage;
    }
    return 0;
  }
  if (name === "--version") {
    io2.out(versionLine(packageVersion()) + "\n");
    return 0;
  }
  let command;
  try {
    codeCacheForCommand(name, env);
    command = await loadCommand(name);
  } catch (err) {
    io2.err(
      `rig: could not load the ${escapeForTerminal(name)} command: ${escapeForTerminal(err?.message?.split("\n")[0] ?? String(err))} \u2014 reinstall openrig
`
    );
    return EXIT_CODES.internal;
  }
  if (!command) {
    io2.err(`rig: unknown command "${escapeForTerminal(name)}" \u2014 run rig help for the list
`);
    return EXIT_CODES.usage;
  }
  if (wantsHelp(rest)) {
    io2.out(helpText(command));
    return 0;
  }
  try {
    await command.run(rest, createContext(io2, env, cwd, selfPath));
    return 0;
  } catch (err) {
    const { line, exitCode: exitCode2 } = failureReport(err);
    io2.err(line);
    return exitCode2;
  }
}

// bin/rig.ts
init_fd_write();
async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}
var outGone = false;
var stdout = fdWriter(
  1,
  () => process.stdout,
  () => {
    outGone = true;
  }
);
var stderr = fdWriter(2, () => process.stderr);
var io = {
  out: (text) => stdout(text),
  outBytes: (data) => stdout(data),
  err: (text) => stderr(text),
  readStdin,
  // Asked only by a command that shows progress: node:tty and the stream cost milliseconds.
  errTerminal: () => tty().isatty(2) ? { columns: process.stderr.columns || 80 } : void 0,
  interactive: () => tty().isatty(0) && tty().isatty(1),
  outClosed: () => outGone
};
runCli(process.argv.slice(2), io, process.env, process.cwd(), process.argv[1]).then((code) => {
  process.exitCode = code;
});
