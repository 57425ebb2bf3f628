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

// lib/util/code-cache.ts
var code_cache_exports = {};
__export(code_cache_exports, {
  cacheFileName: () => cacheFileName,
  cachePrefix: () => cachePrefix,
  codeCacheLoads: () => codeCacheLoads,
  loadChunk: () => loadChunk,
  markFullRun: () => markFullRun,
  saveDecision: () => saveDecision,
  staleCaches: () => staleCaches,
  useCodeCache: () => useCodeCache
});
function useCodeCache(dir) {
  cacheDir = dir;
}
function markFullRun() {
  fullRun = true;
}
function loadChunk(dir, name, plain) {
  let run;
  try {
    if (cacheDir !== void 0) run = compile(dir, name, cacheDir);
  } catch {
  }
  if (run) return run();
  codeCacheLoads.plain++;
  return plain();
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
function readCache(dir, id) {
  for (const tier of ["full", "partial"]) {
    try {
      return { tier, data: (0, import_node_fs.readFileSync)((0, import_node_path.join)(dir, cacheFileName(id, tier))) };
    } catch {
    }
  }
  return void 0;
}
function compile(chunkDir, name, dir) {
  const file = (0, import_node_path.join)(chunkDir, name);
  const st = (0, import_node_fs.statSync)(file);
  const id = { name, dir: chunkDir, size: st.size, mtimeMs: st.mtimeMs };
  const cached = readCache(dir, id);
  const vm = process.getBuiltinModule("node:vm");
  const source = (0, import_node_fs.readFileSync)(file, "utf8");
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}
})`, {
    filename: file,
    ...cached ? { cachedData: cached.data } : {}
  });
  const accepted = cached !== void 0 && !script.cachedDataRejected;
  if (accepted) codeCacheLoads.fromCache++;
  else codeCacheLoads.compiled++;
  if (cached?.tier !== "full" || !accepted) {
    process.once("exit", () => {
      const tier = saveDecision(cached?.tier, accepted, fullRun);
      if (tier) save(script, dir, (0, import_node_path.join)(dir, cacheFileName(id, tier)), cachePrefix(id));
    });
  }
  const wrapper = script.runInThisContext();
  return () => {
    const module2 = { exports: {} };
    const require2 = process.getBuiltinModule("node:module").createRequire(file);
    wrapper.call(module2.exports, module2.exports, require2, module2, file, chunkDir);
    return module2.exports;
  };
}
function save(script, dir, cacheFile, prefix) {
  try {
    const data = script.createCachedData();
    (0, import_node_fs.mkdirSync)(dir, { recursive: true, mode: 448 });
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    const fd = (0, import_node_fs.openSync)(tmp, "wx", 384);
    try {
      (0, import_node_fs.writeSync)(fd, data);
    } finally {
      (0, import_node_fs.closeSync)(fd);
    }
    (0, import_node_fs.renameSync)(tmp, cacheFile);
    for (const f of staleCaches((0, import_node_fs.readdirSync)(dir), prefix, cacheFile.slice(dir.length + 1))) (0, import_node_fs.rmSync)((0, import_node_path.join)(dir, f), { force: true });
  } catch {
  }
}
var import_node_fs, import_node_path, cacheDir, fullRun, codeCacheLoads;
var init_code_cache = __esm({
  "lib/util/code-cache.ts"() {
    "use strict";
    import_node_fs = require("node:fs");
    import_node_path = require("node:path");
    init_fnv1a();
    fullRun = false;
    codeCacheLoads = { fromCache: 0, compiled: 0, plain: 0 };
  }
});

// openrig-chunk:cli-seat-list.chunk.cjs
var require_cli_seat_list_chunk = __commonJS({
  "openrig-chunk:cli-seat-list.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-seat-list.chunk.cjs", () => require("./cli-seat-list.chunk.cjs"));
  }
});

// openrig-chunk:cli-seat-show.chunk.cjs
var require_cli_seat_show_chunk = __commonJS({
  "openrig-chunk:cli-seat-show.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-seat-show.chunk.cjs", () => require("./cli-seat-show.chunk.cjs"));
  }
});

// openrig-chunk:cli-seat-status.chunk.cjs
var require_cli_seat_status_chunk = __commonJS({
  "openrig-chunk:cli-seat-status.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-seat-status.chunk.cjs", () => require("./cli-seat-status.chunk.cjs"));
  }
});

// openrig-chunk:cli-seat-set-typing-guard.chunk.cjs
var require_cli_seat_set_typing_guard_chunk = __commonJS({
  "openrig-chunk:cli-seat-set-typing-guard.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-seat-set-typing-guard.chunk.cjs", () => require("./cli-seat-set-typing-guard.chunk.cjs"));
  }
});

// openrig-chunk:cli-seat-held-messages.chunk.cjs
var require_cli_seat_held_messages_chunk = __commonJS({
  "openrig-chunk:cli-seat-held-messages.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-seat-held-messages.chunk.cjs", () => require("./cli-seat-held-messages.chunk.cjs"));
  }
});

// openrig-chunk:cli-seat-retire-held-message.chunk.cjs
var require_cli_seat_retire_held_message_chunk = __commonJS({
  "openrig-chunk:cli-seat-retire-held-message.chunk.cjs"(exports2, module2) {
    var { loadChunk: loadChunk2 } = (init_code_cache(), __toCommonJS(code_cache_exports));
    module2.exports = loadChunk2(__dirname, "cli-seat-retire-held-message.chunk.cjs", () => require("./cli-seat-retire-held-message.chunk.cjs"));
  }
});

// lib/cli/seat.ts
var seat_exports = {};
__export(seat_exports, {
  seatCommand: () => seatCommand
});
module.exports = __toCommonJS(seat_exports);

// lib/cli/errors.ts
var EXIT_USAGE = 2;
var CLI_ERROR = /* @__PURE__ */ Symbol.for("openrig.cli-error");
var CliError = class extends Error {
  constructor(exitCode, what, todo) {
    super(`${what} \u2014 ${todo}`);
    this.exitCode = exitCode;
    this.what = what;
    this.todo = todo;
    this.name = "CliError";
  }
  exitCode;
  what;
  todo;
  [CLI_ERROR] = true;
};
var usageError = (what, todo) => new CliError(EXIT_USAGE, what, todo);

// lib/delivery/guard-policy.ts
var GUARD_MODES = ["off", "draft-aware", "openrig-urgent", "urgent-only", "sends-only", "hold"];

// lib/cli/seat.ts
var VERBS = [
  { name: "list", usage: ["rig seat list [--rig RIG] [--json]"], load: async () => (await Promise.resolve().then(() => __toESM(require_cli_seat_list_chunk(), 1))).seatListVerb },
  { name: "show", usage: ["rig seat show REF [--json]     (REF: name@rig, a node id n-\u2026, or a pane id %N)"], load: async () => (await Promise.resolve().then(() => __toESM(require_cli_seat_show_chunk(), 1))).seatShowVerb },
  { name: "status", usage: ["rig seat status REF [--json]     (typing guard, held messages, pane and activity)"], load: async () => (await Promise.resolve().then(() => __toESM(require_cli_seat_status_chunk(), 1))).seatStatusVerb },
  { name: "set-typing-guard", usage: [`rig seat set-typing-guard REF (--mode ${GUARD_MODES.join("|")} | --enabled true|false) --reason R [--json]`], load: async () => (await Promise.resolve().then(() => __toESM(require_cli_seat_set_typing_guard_chunk(), 1))).seatSetTypingGuardVerb },
  { name: "held-messages", usage: ["rig seat held-messages REF [--id OUTBOX_ID] [--json]"], load: async () => (await Promise.resolve().then(() => __toESM(require_cli_seat_held_messages_chunk(), 1))).seatHeldMessagesVerb },
  { name: "retire-held-message", usage: ["rig seat retire-held-message REF OUTBOX_ID --reason R [--json]"], load: async () => (await Promise.resolve().then(() => __toESM(require_cli_seat_retire_held_message_chunk(), 1))).seatRetireHeldMessageVerb }
];
var seatCommand = {
  name: "seat",
  usage: VERBS.flatMap((v) => v.usage),
  async run(argv, ctx) {
    const [verb, ...rest] = argv;
    const found = VERBS.find((v) => v.name === verb);
    if (!found) {
      throw usageError(verb ? `unknown seat verb "${verb}"` : "a seat verb is required", `one of: ${VERBS.map((v) => v.name).join(", ")}`);
    }
    await (await found.load()).run(rest, ctx);
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  seatCommand
});
