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
      written += (0, import_node_fs7.writeSync)(fd, buf, written, buf.length - written);
    } catch (err) {
      return { written, total: buf.length, error: err };
    }
  }
  return { written, total: buf.length };
}
var import_node_fs7;
var init_fd_write = __esm({
  "lib/util/fd-write.ts"() {
    "use strict";
    import_node_fs7 = require("node:fs");
  }
});

// lib/util/replace-file.ts
function replaceFileSync(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  let fd;
  try {
    fd = (0, import_node_fs8.openSync)(tmp, "wx", 384);
  } catch (e) {
    if (e.code !== "EEXIST") throw e;
    (0, import_node_fs8.rmSync)(tmp, { force: true });
    fd = (0, import_node_fs8.openSync)(tmp, "wx", 384);
  }
  try {
    const r = writeAllSync(fd, data);
    if (r.error) throw r.error;
  } catch (e) {
    (0, import_node_fs8.closeSync)(fd);
    (0, import_node_fs8.rmSync)(tmp, { force: true });
    throw e;
  }
  (0, import_node_fs8.closeSync)(fd);
  (0, import_node_fs8.renameSync)(tmp, file);
}
var import_node_fs8;
var init_replace_file = __esm({
  "lib/util/replace-file.ts"() {
    "use strict";
    import_node_fs8 = require("node:fs");
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
  const file = (0, import_node_path5.join)(dir, name);
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
    const n = (0, import_node_fs9.readSync)(fd, buf, got, length - got, got);
    if (n === 0) throw new Error("file shrank while it was read");
    got += n;
  }
}
function openCache(dir, id) {
  for (const tier of ["full", "partial"]) {
    let fd;
    try {
      const file = (0, import_node_path5.join)(dir, cacheFileName(id, tier));
      if ((0, import_node_fs9.statSync)(file, { throwIfNoEntry: false }) === void 0) continue;
      fd = (0, import_node_fs9.openSync)(file, "r");
      const st = (0, import_node_fs9.fstatSync)(fd);
      if (st.isFile()) return { tier, fd, size: st.size };
    } catch {
    }
    if (fd !== void 0) (0, import_node_fs9.closeSync)(fd);
  }
  return void 0;
}
function compileChunk(chunkDir, name, file) {
  const vm = process.getBuiltinModule("node:vm");
  const dir = shared.cacheDir;
  const fd = (0, import_node_fs9.openSync)(file, "r");
  let source;
  let id;
  let cached2;
  try {
    const st = (0, import_node_fs9.fstatSync)(fd);
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
      if (cache) (0, import_node_fs9.closeSync)(cache.fd);
    }
  } finally {
    (0, import_node_fs9.closeSync)(fd);
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
      if (tier) save(script, dir, (0, import_node_path5.join)(dir, cacheFileName(id, tier)), cachePrefix(id));
    });
  }
  return script.runInThisContext();
}
function save(script, dir, cacheFile, prefix) {
  try {
    const data = script.createCachedData();
    (0, import_node_fs9.mkdirSync)(dir, { recursive: true, mode: 448 });
    replaceFileSync(cacheFile, data);
    for (const f of staleCaches((0, import_node_fs9.readdirSync)(dir), prefix, cacheFile.slice(dir.length + 1)))
      (0, import_node_fs9.rmSync)((0, import_node_path5.join)(dir, f), { force: true });
  } catch {
  }
}
var import_node_fs9, import_node_path5, CHUNK_WRAPPER_OPEN, CHUNK_WRAPPER_CLOSE, SHARED, shared, codeCacheLoads;
var init_code_cache = __esm({
  "lib/util/code-cache.ts"() {
    "use strict";
    import_node_fs9 = require("node:fs");
    import_node_path5 = require("node:path");
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

// lib/refocus/preview.ts
var preview_exports = {};
__export(preview_exports, {
  previewRefocus: () => previewRefocus,
  refocusStatus: () => refocusStatus
});
module.exports = __toCommonJS(preview_exports);
var import_node_fs10 = require("node:fs");

// lib/refocus/health-names.ts
var import_node_path2 = require("node:path");

// lib/util/lazy-builtins.ts
var crypto = () => process.getBuiltinModule("node:crypto");

// lib/store/document-kind.ts
function defineKind(kind) {
  return kind;
}
function schemaProblems(validate) {
  return (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "(document)"} ${e.message ?? e.keyword}`);
}

// lib/store/validators/refocus-health.v1.generated.js
var compiled;
function validate_refocus_health_v1(data, options) {
  compiled ??= build();
  const ok = compiled(data, options);
  validate_refocus_health_v1.errors = compiled.errors;
  return ok;
}
function build() {
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
var compiled2;
function validate_refocus_sentinel_v1(data, options) {
  compiled2 ??= build2();
  const ok = compiled2(data, options);
  validate_refocus_sentinel_v1.errors = compiled2.errors;
  return ok;
}
function build2() {
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
var compiled3;
function validate_refocus_state_v1(data, options) {
  compiled3 ??= build3();
  const ok = compiled3(data, options);
  validate_refocus_state_v1.errors = compiled3.errors;
  return ok;
}
function build3() {
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
var import_node_path = require("node:path");
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
  const state = (0, import_node_path.join)(refocusDir, `${sk}__${keyFor(occupant)}.json`);
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
  return (0, import_node_path.join)(refocusDir, `${seatKey(seat)}#no-identity-sentinel.json`);
}
function isStateFileOf(name, seat) {
  const prefix = `${seatKey(seat)}__`;
  return name.startsWith(prefix) && name.endsWith(".json") && !name.includes("#");
}

// lib/refocus/health-names.ts
function legacyHealthFile(refocusDir, seat, occupant) {
  return (0, import_node_path2.join)(
    refocusDir,
    `${crypto().createHash("sha256").update(JSON.stringify([seat, occupant])).digest("hex")}.health.json`
  );
}

// lib/refocus/preview.ts
var import_node_path6 = require("node:path");

// lib/store/document.ts
var import_node_fs2 = require("node:fs");

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

// lib/store/default-report.ts
var defaultReport = (message) => {
  process.stderr.write(`openrig: ${message}
`);
};

// lib/store/quarantine.ts
var import_node_fs = require("node:fs");
var INFIX = ".corrupt-";
function quarantineTarget(file, now = /* @__PURE__ */ new Date()) {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let target = `${file}${INFIX}${stamp}`;
  for (let n = 1; (0, import_node_fs.existsSync)(target); n++) target = `${file}${INFIX}${stamp}-${n}`;
  return target;
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
  return new Promise((resolve2, reject) => call((err, value2) => err ? reject(err) : resolve2(value2)));
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
  return new Promise((resolve2, reject) => {
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
          resolve2(v);
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
  const cut = new Promise((resolve2) => {
    timer = setTimeout(() => {
      ctl.abort(new Error(reason));
      grace = setTimeout(() => resolve2({ ok: false, cut: true, ms: Date.now() - started, reason }), graceMs);
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
var import_node_fs6 = require("node:fs");
var import_node_path4 = require("node:path");

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
var import_node_fs5 = require("node:fs");
var import_node_path3 = require("node:path");
var cached;
function manifestAt(dir) {
  try {
    return JSON.parse((0, import_node_fs5.readFileSync)((0, import_node_path3.join)(dir, "package.json"), "utf8"));
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
    process.argv[1] ? (0, import_node_path3.dirname)((0, import_node_path3.resolve)(process.argv[1])) : void 0,
    process.cwd()
  ].filter((s) => Boolean(s));
  for (const start of starts) {
    let dir = (0, import_node_path3.resolve)(start);
    for (; ; ) {
      if ((0, import_node_fs5.existsSync)((0, import_node_path3.join)(dir, "package.json")) && isOurs(dir)) return cached = dir;
      const up = (0, import_node_path3.dirname)(dir);
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

// lib/home/plugin-facts.ts
var CORE_PLUGIN_NAME = "openrig-core";
var SHIPPED_PLUGIN_DIRS = {
  claude: `plugins/${CORE_PLUGIN_NAME}`,
  codex: "plugins/codex"
};

// lib/refocus/content.ts
var SHIPPED_CONTENT_RELATIVE = (0, import_node_path4.join)("skills", "refocusing", "references", "refocus.md");
function contextReason(err) {
  if (err && typeof err === "object" && typeof err.reason === "string")
    return oneLine2(err.reason);
  if (err instanceof Error) return oneLine2(err.message) || err.name;
  return oneLine2(String(err));
}
function shippedContentPath(pluginRoot) {
  const candidates = [];
  if (pluginRoot) candidates.push((0, import_node_path4.join)(pluginRoot, SHIPPED_CONTENT_RELATIVE));
  if (typeof __dirname === "string") candidates.push((0, import_node_path4.join)((0, import_node_path4.dirname)((0, import_node_path4.dirname)(__dirname)), SHIPPED_CONTENT_RELATIVE));
  try {
    candidates.push((0, import_node_path4.join)(packageRoot(), SHIPPED_PLUGIN_DIRS.claude, SHIPPED_CONTENT_RELATIVE));
  } catch {
  }
  return candidates.find((p) => (0, import_node_fs6.existsSync)(p));
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

// lib/home/paths.ts
var HOME_VAR = "OPENRIG_HOME";

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

// lib/seat/ref.ts
var UNATTRIBUTED = "unattributed";
var UNATTRIBUTED_LABEL = `${UNATTRIBUTED} (no seat identity)`;
var NODE_ID_PATTERN = /^n-[0-9a-f]{16}$/;

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
    names = (0, import_node_fs10.readdirSync)(home.refocus).filter((n) => isStateFileOf(n, seat)).sort();
  } catch {
  }
  const occupants = [];
  for (const name of names) {
    const file = (0, import_node_path6.join)(home.refocus, name);
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  previewRefocus,
  refocusStatus
});
}))
