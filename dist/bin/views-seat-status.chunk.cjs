((chunk) => (typeof arguments === 'object' ? chunk.apply(this, arguments) : chunk))((function (exports, require, module, __filename, __dirname) {
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// lib/views/seat-status.ts
var seat_status_exports = {};
__export(seat_status_exports, {
  guardLabel: () => guardLabel,
  hooksSummary: () => hooksSummary,
  seatStatus: () => seatStatus
});
module.exports = __toCommonJS(seat_status_exports);

// lib/util/lazy-builtins.ts
var crypto = () => process.getBuiltinModule("node:crypto");
var childProcess = () => process.getBuiltinModule("node:child_process");

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

// lib/util/compare-text.ts
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// lib/store/quarantine.ts
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
    let text;
    try {
      st = (0, import_node_fs2.fstatSync)(fd);
      text = st.isFile() ? (0, import_node_fs2.readFileSync)(fd, "utf8") : "";
    } catch (err) {
      throw unreadableFile(file, err);
    }
    if (!st.isFile()) throw quarantine(file, { text: "", dev: st.dev, ino: st.ino }, "not a regular file");
    return { text, dev: st.dev, ino: st.ino };
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
var UNCHANGED = /* @__PURE__ */ Symbol("unchanged");

// lib/util/oldest-first.ts
function oldestFirst(a, b) {
  return compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id);
}

// lib/store/jsonl-log.ts
var import_node_fs3 = require("node:fs");
var HASH_CHARS = 16;
function checksum(json) {
  return crypto().createHash("sha256").update(json).digest("hex").slice(0, HASH_CHARS);
}
function decodeLines(text) {
  const records = [];
  let dropped = 0;
  const lines = text.split("\n");
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
function readLog(file) {
  let text;
  try {
    text = (0, import_node_fs3.readFileSync)(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return { records: [], dropped: 0 };
    throw unreadableFile(file, err);
  }
  return decodeLines(text);
}

// lib/store/ttl-record.ts
var import_node_fs4 = require("node:fs");
function readTtlRecord(file, now = Date.now()) {
  let envelope;
  try {
    envelope = JSON.parse((0, import_node_fs4.readFileSync)(file, "utf8"));
  } catch (err) {
    if (err.code !== "ENOENT") (0, import_node_fs4.rmSync)(file, { force: true });
    return void 0;
  }
  if (envelope?.schema !== "ttl-record" || typeof envelope.expiresAt !== "number" || envelope.expiresAt <= now) {
    (0, import_node_fs4.rmSync)(file, { force: true });
    return void 0;
  }
  return envelope.value;
}

// lib/util/read-regular-file.ts
var import_node_fs5 = require("node:fs");
var OPEN_FLAGS = import_node_fs5.constants.O_RDONLY | (import_node_fs5.constants.O_NONBLOCK ?? 0) | (import_node_fs5.constants.O_NOCTTY ?? 0);

// lib/store/read-async.ts
var ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;

// lib/store/validators/guard.v1.generated.js
var compiled;
function validate_guard_v1(data, options) {
  compiled ??= build();
  const ok2 = compiled(data, options);
  validate_guard_v1.errors = compiled.errors;
  return ok2;
}
function build() {
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

// lib/home/paths.ts
var import_node_path = require("node:path");

// lib/home/plugin-facts.ts
var CORE_PLUGIN_NAME = "openrig-core";
var SHIPPED_PLUGIN_DIRS = {
  claude: `plugins/${CORE_PLUGIN_NAME}`,
  codex: "plugins/codex"
};

// lib/home/paths.ts
var HOME_VAR = "OPENRIG_HOME";
function outboxDir(p, nodeId) {
  return (0, import_node_path.join)(p.outbox, nodeId);
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
function compactionStatePath(p, nodeId) {
  return (0, import_node_path.join)(p.compaction, "state", `${nodeId}.json`);
}
function contextSamplePath(p, nodeId) {
  return (0, import_node_path.join)(sensorDir(p, nodeId), "sample.json");
}
function sensorDir(p, nodeId) {
  return (0, import_node_path.join)(p.contextUsage, nodeId);
}

// lib/seat/ref.ts
var UNATTRIBUTED = "unattributed";
var UNATTRIBUTED_LABEL = `${UNATTRIBUTED} (no seat identity)`;
var NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
var NODE_ID_PATTERN = /^n-[0-9a-f]{16}$/;
var OCCUPANT_PATTERN = /^o-[0-9a-f]{16}$/;
function nameProblem(name) {
  if (name === "") return "empty name";
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return "control characters are not allowed";
  if (name.includes("..")) return '".." is not allowed';
  if (name.includes("/") || name.includes("\\")) return "path separators are not allowed";
  if (!NAME_PATTERN.test(name))
    return 'use letters, digits, ".", "_" and "-" (starting with a letter or digit, at most 64)';
  return void 0;
}
function formatSeatRef(seat, rig) {
  return `${seat}@${rig}`;
}
function seatRefOf(seat) {
  return formatSeatRef(seat.name, seat.rig);
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
function isGuardMode(value) {
  return typeof value === "string" && GUARD_MODES.includes(value);
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

// lib/delivery/guard/preference.ts
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
function resolvePreference(nodeId, doc, audit, fallbackMode) {
  const newest = newestSettingChange(audit);
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

// lib/delivery/guard/store.ts
var guardKind = defineKind({ schema: "guard", version: 1, validate: validate_guard_v1 });
var GuardInputError = class extends Error {
  code = "invalid_typing_guard_request";
  constructor(message) {
    super(message);
    this.name = "GuardInputError";
  }
};
var actorLabel = (actor) => actor ?? UNATTRIBUTED_LABEL;
function checkNodeId(nodeId) {
  if (typeof nodeId !== "string" || !NODE_ID_PATTERN.test(nodeId))
    throw new GuardInputError(`invalid node id ${JSON.stringify(nodeId)}`);
}
function readGuardAudit(home, nodeId) {
  const { records } = readLog(home.guardAudit);
  return records.filter((r) => r && typeof r === "object" && (nodeId === void 0 || r.nodeId === nodeId));
}
function readDoc(home, nodeId) {
  return readDocument(guardKind, guardPath(home, nodeId), { onCorrupt: "fresh" });
}
function readGuard(home, nodeId, fallbackMode) {
  checkNodeId(nodeId);
  if (!isGuardMode(fallbackMode)) throw new GuardInputError(`invalid fallback mode ${JSON.stringify(fallbackMode)}`);
  return resolvePreference(nodeId, readDoc(home, nodeId), readGuardAudit(home, nodeId), fallbackMode);
}

// lib/delivery/guard/seat-guard.ts
function seatGuard(home, seat) {
  return readGuard(home, seat.nodeId, fallbackModeOf(seat));
}
function pendingText(effective, pending, desired) {
  return pending && desired !== effective ? ` (activation pending; requested ${desired})` : "";
}

// lib/delivery/outbox/outbox.ts
var import_node_fs6 = require("node:fs");
var import_node_path2 = require("node:path");

// lib/store/validators/outbox-record.v1.generated.js
var compiled2;
function validate_outbox_record_v1(data, options) {
  compiled2 ??= build2();
  const ok2 = compiled2(data, options);
  validate_outbox_record_v1.errors = compiled2.errors;
  return ok2;
}
function build2() {
  const schema20 = { "$id": "openrig/outbox-record@1", "title": "One delivery attempt or held message ($OPENRIG_HOME/outbox/<nodeId>/<id>.json)", "description": "The body is kept only while the message is held (and after its retirement, as evidence); every other state keeps the receipt only. Drafts, composer contents and executable options are never stored.", "type": "object", "required": ["schema", "version", "id", "nodeId", "destination", "sender", "kind", "state", "reason", "createdAt", "updatedAt", "receipt", "warnings"], "additionalProperties": false, "properties": { "schema": { "const": "outbox-record" }, "version": { "const": 1 }, "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "destination": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "sender": { "type": "string", "pattern": "\\S" }, "kind": { "enum": ["send", "notice", "urgent"] }, "state": { "enum": ["sending", "held", "retired", "complete", "indeterminate", "failed"] }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]*$" }, "createdAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "updatedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "receipt": { "type": "object", "required": ["textSha256", "bytes", "ids"], "additionalProperties": false, "properties": { "textSha256": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "bytes": { "type": "integer", "minimum": 0 }, "ids": { "type": "array", "minItems": 1, "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" } } } }, "binding": { "type": "object", "additionalProperties": false, "properties": { "session": { "type": "string", "pattern": "\\S" }, "occupant": { "type": "string", "pattern": "\\S" }, "paneId": { "type": "string", "pattern": "^%[0-9]+$" } } }, "pointer": { "type": "string", "pattern": "\\S" }, "body": { "type": "string" }, "bodyPruned": { "const": true }, "retiredAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "retiredBy": { "type": "string", "pattern": "\\S" }, "retirementReason": { "type": "string", "pattern": "\\S" }, "warnings": { "type": "array", "items": { "type": "string" } }, "consumed": { "type": "boolean", "description": "After Enter on an agent seat: the runtime's UserPromptSubmit record carried this text's prompt hash (true) or none was seen within the submit-confirmation window (false). Absent for terminal seats and attempts that never sent Enter." } }, "allOf": [{ "if": { "properties": { "state": { "enum": ["sending", "complete", "indeterminate", "failed"] } } }, "then": { "properties": { "body": false, "bodyPruned": false, "retiredAt": false, "retiredBy": false, "retirementReason": false } } }, { "if": { "properties": { "state": { "const": "held" } } }, "then": { "required": ["body"], "properties": { "body": { "type": "string" }, "bodyPruned": false, "retiredAt": false, "retiredBy": false, "retirementReason": false, "consumed": false } } }, { "if": { "properties": { "state": { "const": "retired" } } }, "then": { "required": ["retiredAt", "retiredBy", "retirementReason"], "properties": { "retiredAt": { "type": "string" }, "retiredBy": { "type": "string" }, "retirementReason": { "type": "string" }, "consumed": false } } }, { "if": { "properties": { "state": { "enum": ["sending", "failed"] } } }, "then": { "properties": { "consumed": false } } }] };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern14 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$", "u");
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern53 = new RegExp("^[a-z][a-z0-9_]*$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern56 = new RegExp("^[0-9a-f]{64}$", "u");
  const pattern60 = new RegExp("^%[0-9]+$", "u");
  function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
        if (!func2.call(schema20.properties, key0)) {
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
          const err52 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema20.properties.kind.enum }, message: "must be equal to one of the allowed values" };
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
          const err53 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema20.properties.state.enum }, message: "must be equal to one of the allowed values" };
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
          if (!pattern53.test(data28)) {
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
              if (!pattern56.test(data32)) {
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
              if (!pattern60.test(data39)) {
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
    validate19.errors = vErrors;
    return errors === 0;
  }
  return validate19;
}

// lib/delivery/outbox/retention.ts
var HELD_BYTES_LIMIT = 8 * 1024 * 1024;
var MESSAGE_BYTES_LIMIT = 1024 * 1024;
var RETIRED_BODY_BYTES_KEEP = 8 * 1024 * 1024;
var MESSAGE_TOO_LARGE_MESSAGE = `The message is larger than ${MESSAGE_BYTES_LIMIT} bytes (1 MiB), the most a held message may be; no input was written.`;

// lib/delivery/outbox/outbox.ts
var outboxRecordKind = defineKind({
  schema: "outbox-record",
  version: 1,
  validate: validate_outbox_record_v1
});
var OUTBOX_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$/;
var DESTINATION_PATTERN = new RegExp(`^${NAME_PATTERN.source.slice(1, -1)}@${NAME_PATTERN.source.slice(1, -1)}$`);
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
function isOutboxId(id) {
  return typeof id === "string" && OUTBOX_ID_PATTERN.test(id) && !id.includes("..");
}
function checkNode(nodeId) {
  if (typeof nodeId !== "string" || !NODE_ID_PATTERN.test(nodeId))
    throw new OutboxInputError(`invalid node id ${JSON.stringify(nodeId)}`);
}
var recordFile = (home, nodeId, id) => (0, import_node_path2.join)(outboxDir(home, nodeId), `${id}.json`);
function readRecord(home, nodeId, id) {
  return readDocument(outboxRecordKind, recordFile(home, nodeId, id), { onCorrupt: "fresh" });
}
function recordIds(home, nodeId) {
  let names;
  try {
    names = (0, import_node_fs6.readdirSync)(outboxDir(home, nodeId));
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
  return out.sort(oldestFirst);
}
function listHeld(home, nodeId) {
  return listRecords(home, nodeId).filter((r) => r.state === "held");
}

// lib/tmux/client.ts
var TMUX_SOCKET_VAR = "OPENRIG_TMUX_SOCKET";
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
var DEFAULT_TIMEOUT_MS = 1e4;
function tmux(server, args, opts = {}) {
  const routed = opts.input === void 0 ? router?.(server, args, opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, opts.write === true) : void 0;
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
          const failure = err.killed ? "unanswered" : classifyTmuxError(stderr);
          reject(new TmuxError(failure, args, stderr || err.message, code));
          return;
        }
        resolve2({ stdout, stderr });
      }
    );
    if (opts.input !== void 0) child.stdin?.end(opts.input);
  });
}

// lib/delivery/pane/tmux-adapter.ts
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
async function capturePlain(target, paneId, historyLines = 0) {
  const args = ["capture-pane", "-p", "-t", paneId];
  if (historyLines > 0) args.push("-S", String(-historyLines));
  return (await tmux(target.server, args, { timeoutMs: 5e3 })).stdout;
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
  const indent = indentOf(text);
  const body = text.slice(indent).trimEnd();
  if (/^[─━═]{6,}$/.test(body) || /^[─━═]{3,} \S(?:.*\S)? [─━═]{2,}$/.test(body)) return indent;
  return null;
}
function ruleLabel(text) {
  return text.replace(/[─━═]/g, " ").trim();
}
function isClaudePromptLine(text, indent) {
  if (indentOf(text) !== indent || text[indent] !== CLAUDE_GLYPH) return false;
  return text.length === indent + 1 || isSpace(text[indent + 1]);
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
  const indent = claudeRuleIndent(rows[closeRow]);
  const contIndent = " ".repeat(indent + 2);
  for (let r = closeRow - 1; r >= 0; r--) {
    const t = rows[r];
    if (isClaudePromptLine(t, indent)) {
      const above = r > 0 ? rows[r - 1] : void 0;
      if (above === void 0 || claudeRuleIndent(above) !== indent) return fail("unsupported_layout");
      return {
        ok: true,
        at: {
          runtime: "claude",
          glyph: CLAUDE_GLYPH,
          promptRow: r,
          endRow: closeRow - 1,
          indent,
          prefix: indent + 2,
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

// lib/util/clock-clamp.ts
var FUTURE_SKEW_MS = 3e4;
function isFutureStamp(stampMs, nowMs) {
  return stampMs - nowMs > FUTURE_SKEW_MS;
}
function stampAgeMs(stampMs, nowMs) {
  if (isFutureStamp(stampMs, nowMs)) return null;
  return Math.max(0, Math.round(nowMs - stampMs));
}

// lib/activity/freshness.ts
var HOOK_STALE_MS = 5 * 6e4;
var HOOK_DECIDES_MS = 15e3;
function hookActivityAt(doc, nowMs) {
  if (!doc) return { state: "unknown", reason: "no_hook_record", ageMs: null, stale: false, source: "hook" };
  const a = doc.activity;
  const ageMs = stampAgeMs(a.seq / 1e3, nowMs);
  if (ageMs === null)
    return { state: "unknown", reason: "future_hook_stamp", ageMs, stale: true, source: "hook", event: a.event };
  if (ageMs > HOOK_STALE_MS)
    return {
      state: "unknown",
      reason: "stale_runtime_hook",
      ageMs,
      stale: true,
      source: "hook",
      event: a.event,
      recorded: a.state
    };
  return { state: a.state, reason: a.reason, ageMs, stale: false, source: "hook", event: a.event, recorded: a.state };
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
var import_node_fs8 = require("node:fs");

// lib/util/read-if-present.ts
var import_node_fs7 = require("node:fs");
function readIfPresent(file) {
  try {
    if ((0, import_node_fs7.statSync)(file, { throwIfNoEntry: false }) === void 0) return void 0;
  } catch (e) {
    if (e.code === "ENOTDIR") return void 0;
    throw e;
  }
  return (0, import_node_fs7.readFileSync)(file, "utf8");
}

// lib/store/peek.ts
function peekDocument(kind, file) {
  let raw;
  try {
    raw = readIfPresent(file);
    if (raw === void 0) return { found: false };
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

// lib/activity/permission/permission.ts
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
  const ms = Date.parse(at);
  if (!Number.isFinite(ms) || new Date(ms).toISOString() !== at) return "observedAt is not a real time";
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

// lib/activity/prompt-hash.ts
var PROMPT_HASH_PATTERN = /^fnv1a64:[0-9a-f]{16}$/;

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
var CLAUDE_NOTIFICATIONS = /* @__PURE__ */ new Map([
  // A dialog, menu or notice waits for a person.
  ["permission_prompt", "needs_input"],
  ["agent_needs_input", "needs_input"],
  ["elicitation_dialog", "needs_input"],
  ["elicitation_url_dialog", "needs_input"],
  ["worker_permission_prompt", "needs_input"],
  // The composer waits and no turn runs: the idle nudge; a usage-limit stop that will not resume on its own.
  ["idle_prompt", "idle"],
  ["quota_auto_resume_stale", "idle"],
  ["quota_auto_resume_disabled", "idle"],
  // A turn goes on: the automatic continue after a usage limit; an MCP question answered.
  ["quota_auto_resume_fired", "running"],
  ["elicitation_response", "running"],
  // News.
  ["auth_success", "keep"],
  ["auth_storage_failure", "keep"],
  ["agent_completed", "keep"],
  ["push_notification", "keep"],
  ["plugin_notification", "keep"],
  ["computer_use_enter", "keep"],
  ["computer_use_exit", "keep"],
  ["model_refusal_fallback", "keep"],
  ["elicitation_complete", "keep"]
]);
var CLAUDE_NOTIFICATION_TYPES = new Set(CLAUDE_NOTIFICATIONS.keys());
function notification(subtype) {
  const word = subtype === void 0 ? void 0 : CLAUDE_NOTIFICATIONS.get(subtype);
  if (word === void 0) return { state: "unknown", reason: "unmapped_notification", keep: true };
  if (word === "keep") return { state: "unknown", reason: subtype, keep: true };
  return { state: word, reason: subtype };
}
var PERMISSION_REQUEST_REASON = "permission_request";
function mapActivity(event, subtype) {
  switch (event) {
    case "UserPromptSubmit":
      return { state: "running", reason: "prompt_submitted" };
    case "PreToolUse":
      return { state: "running", reason: "tool_started" };
    case "PostToolUse":
      return { state: "running", reason: "tool_finished" };
    case "PermissionRequest":
      return { state: "needs_input", reason: PERMISSION_REQUEST_REASON };
    case "Notification":
      return notification(subtype);
    case "Stop":
      return { state: "idle", reason: "turn_stopped" };
    case "StopFailure":
      return subtype !== void 0 ? { state: "idle", reason: "stop_failure", errorKind: subtype } : { state: "idle", reason: "stop_failure" };
    case "SessionEnd":
      return { state: "idle", reason: "session_ended" };
    case "SessionStart":
      return { state: "unknown", reason: "session_start_observed" };
    default:
      return { state: "unknown", reason: "unmapped_runtime_hook", keep: true };
  }
}

// lib/activity/merge.ts
var PROMPTS_KEPT = 8;
var UNKNOWN_PLUGIN = "unknown";
function activityOf(obs, m = mapActivity(obs.event, obs.subtype)) {
  const a = { state: m.state, reason: m.reason, event: obs.event, seq: obs.seq, at: obs.observedAt };
  if (obs.subtype !== void 0) a.subtype = obs.subtype;
  if (m.errorKind !== void 0) a.errorKind = m.errorKind;
  return a;
}
function replacesActivity(stored, run, nowMs) {
  const storedKept = mapActivity(stored.event, stored.subtype).keep === true;
  const runKept = run.keep === true;
  if (storedKept !== runKept) return storedKept;
  return compareSeq(run.seq, stored.seq, nowMs) > 0;
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
function compareSeq(a, b, nowMs) {
  const fa = isFutureStamp(a / 1e3, nowMs);
  const fb = isFutureStamp(b / 1e3, nowMs);
  if (fa !== fb) return fa ? -1 : 1;
  return a - b;
}
function mergeObservation(doc, obs, nowMs) {
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
      activity: activityOf(obs)
    };
    const session2 = sessionOf(obs);
    if (session2) fresh.session = session2;
    if (obs.promptHash !== void 0) fresh.prompts = [{ hash: obs.promptHash, seq: obs.seq, at: obs.observedAt }];
    return fresh;
  }
  let changed = false;
  const next = { ...doc };
  if (compareSeq(obs.seq, doc.lastHook.seq, nowMs) > 0) {
    next.lastHook = lastHookOf(obs);
    changed = true;
  }
  const mapped = mapActivity(obs.event, obs.subtype);
  if (replacesActivity(doc.activity, { keep: mapped.keep, seq: obs.seq }, nowMs)) {
    next.activity = activityOf(obs, mapped);
    changed = true;
  }
  const session = sessionOf(obs);
  if (session && (doc.session === void 0 || obs.event === "SessionStart" && compareSeq(obs.seq, doc.session.seq, nowMs) > 0)) {
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
  if (isFutureStamp(Date.parse(o.observedAt), now)) return fail2("observedAt is in the future");
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
var FOLD_EVERY_BYTES = 8 * 1024;

// lib/activity/journal.ts
var RETIRE_AT_BYTES = 1024 * 1024;
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
function foldEntries(doc, entries, nowMs) {
  let out = doc;
  for (const obs of [...entries].sort((a, b) => compareSeq(a.seq, b.seq, nowMs))) {
    const next = mergeObservation(out, obs, nowMs);
    if (next !== UNCHANGED) out = next;
    if (out && obs.plugin && out.firstLaunch.bundleHash === UNKNOWN_PLUGIN && out.firstLaunch.pluginVersion === UNKNOWN_PLUGIN)
      out = {
        ...out,
        firstLaunch: { ...out.firstLaunch, pluginVersion: obs.plugin.version, bundleHash: obs.plugin.bundleHash }
      };
  }
  return out;
}

// lib/store/validators/seat-hooks.v1.generated.js
var compiled3;
function validate_seat_hooks_v1(data, options) {
  compiled3 ??= build3();
  const ok2 = compiled3(data, options);
  validate_seat_hooks_v1.errors = compiled3.errors;
  return ok2;
}
function build3() {
  const schema33 = { "$id": "openrig/seat-hooks@1", "title": "What one seat occupant's runtime hooks reported, folded from its journal ($OPENRIG_HOME/activity/<nodeId>/<occupant>.json)", "type": "object", "required": ["schema", "version", "nodeId", "occupant", "seat", "runtime", "firstLaunch", "lastHook", "activity"], "additionalProperties": false, "definitions": { "seq": { "type": "integer", "minimum": 1 }, "at": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, "event": { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]{0,63}$" }, "word": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" } }, "properties": { "schema": { "const": "seat-hooks" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "occupant": { "type": "string", "pattern": "^o-[0-9a-f]{16}$" }, "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "runtime": { "enum": ["claude", "codex"] }, "firstLaunch": { "type": "object", "required": ["at", "seq", "event", "pluginVersion", "bundleHash"], "additionalProperties": false, "properties": { "at": { "$ref": "#/definitions/at" }, "seq": { "$ref": "#/definitions/seq" }, "event": { "$ref": "#/definitions/event" }, "pluginVersion": { "type": "string", "pattern": "^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$" }, "bundleHash": { "type": "string", "pattern": "^([0-9a-f]{16}|unknown)$" } } }, "lastHook": { "type": "object", "required": ["event", "seq", "at"], "additionalProperties": false, "properties": { "event": { "$ref": "#/definitions/event" }, "subtype": { "$ref": "#/definitions/word" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } }, "activity": { "type": "object", "required": ["state", "reason", "event", "seq", "at"], "additionalProperties": false, "properties": { "state": { "enum": ["running", "needs_input", "idle", "unknown"] }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "event": { "$ref": "#/definitions/event" }, "subtype": { "$ref": "#/definitions/word" }, "errorKind": { "$ref": "#/definitions/word" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } }, "session": { "type": "object", "required": ["id", "seq", "at"], "additionalProperties": false, "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }, "source": { "$ref": "#/definitions/word" }, "transcriptPath": { "type": "string", "pattern": "^/[^\\u0000-\\u001f\\u007f]{0,4089}\\.jsonl$" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } }, "prompts": { "type": "array", "maxItems": 8, "items": { "type": "object", "required": ["hash", "seq", "at"], "additionalProperties": false, "properties": { "hash": { "type": "string", "pattern": "^fnv1a64:[0-9a-f]{16}$" }, "seq": { "$ref": "#/definitions/seq" }, "at": { "$ref": "#/definitions/at" } } } }, "journal": { "description": "Bytes of the occupant's journal (<occupant>.jsonl) and of the retired one (<occupant>.retired.jsonl) folded into this document", "type": "object", "required": ["folded"], "additionalProperties": false, "properties": { "folded": { "type": "integer", "minimum": 0 }, "retiredFolded": { "type": "integer", "minimum": 0 } } } } };
  const schema34 = { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" };
  const schema35 = { "type": "integer", "minimum": 1 };
  const schema36 = { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]{0,63}$" };
  const schema38 = { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$" };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern19 = new RegExp("^o-[0-9a-f]{16}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern22 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$", "u");
  const pattern115 = new RegExp("^[A-Za-z][A-Za-z0-9_]{0,63}$", "u");
  const pattern116 = new RegExp("^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$", "u");
  const pattern117 = new RegExp("^([0-9a-f]{16}|unknown)$", "u");
  const pattern119 = new RegExp("^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$", "u");
  const pattern121 = new RegExp("^[a-z][a-z0-9_]{0,63}$", "u");
  const pattern23 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$", "u");
  const pattern128 = new RegExp("^/[^\\u0000-\\u001f\\u007f]{0,4089}\\.jsonl$", "u");
  const pattern130 = new RegExp("^fnv1a64:[0-9a-f]{16}$", "u");
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
        if (!func2.call(schema33.properties, key0)) {
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
          const err18 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/enum", keyword: "enum", params: { allowedValues: schema33.properties.runtime.enum }, message: "must be equal to one of the allowed values" };
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
              if (!pattern115.test(data9)) {
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
              if (!pattern116.test(data10)) {
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
              if (!pattern117.test(data11)) {
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
              if (!pattern115.test(data13)) {
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
              if (!pattern119.test(data14)) {
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
              const err55 = { instancePath: instancePath + "/activity/state", schemaPath: "#/properties/activity/properties/state/enum", keyword: "enum", params: { allowedValues: schema33.properties.activity.properties.state.enum }, message: "must be equal to one of the allowed values" };
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
              if (!pattern121.test(data19)) {
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
              if (!pattern115.test(data20)) {
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
              if (!pattern119.test(data21)) {
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
              if (!pattern119.test(data22)) {
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
              if (!pattern119.test(data27)) {
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
              if (!pattern128.test(data28)) {
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
                  if (!pattern130.test(data33)) {
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
    validate32.errors = vErrors;
    return errors === 0;
  }
  return validate32;
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
    fd = (0, import_node_fs8.openSync)(file, "r");
    const buf = Buffer.allocUnsafe(Math.max(0, Math.min(max, (0, import_node_fs8.fstatSync)(fd).size - from)));
    let n = 0;
    while (n < buf.length) {
      const r = (0, import_node_fs8.readSync)(fd, buf, n, buf.length - n, from + n);
      if (r === 0) break;
      n += r;
    }
    return buf.subarray(0, n);
  } catch {
    return Buffer.alloc(0);
  } finally {
    if (fd !== void 0) (0, import_node_fs8.closeSync)(fd);
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
function foldedView(home, nodeId, occupant, doc, nowMs) {
  const retiredFrom = doc?.journal?.retiredFolded;
  const retired = retiredFrom === void 0 ? void 0 : journalLines(seatHooksJournalPath(home, nodeId, occupant, true), retiredFrom, nodeId, occupant);
  const current = journalLines(
    seatHooksJournalPath(home, nodeId, occupant),
    doc?.journal?.folded ?? 0,
    nodeId,
    occupant
  );
  const view = foldEntries(doc, [...retired?.entries ?? [], ...current.entries], nowMs);
  return { view, currentEnd: current.end, retiredEnd: retired?.end };
}
function readSeatHooks(home, nodeId, occupant, nowMs = Date.now()) {
  if (!NODE_ID_PATTERN.test(nodeId) || !OCCUPANT_PATTERN.test(occupant)) return void 0;
  const peek = peekDocument(seatHooksKind, seatHooksPath(home, nodeId, occupant));
  if (peek.found && !peek.doc) return void 0;
  const doc = peek.found ? peek.doc : void 0;
  if (doc && (doc.nodeId !== nodeId || doc.occupant !== occupant)) return void 0;
  const view = foldedView(home, nodeId, occupant, doc, nowMs).view;
  if (!view?.journal) return view;
  const { journal: _offsets, ...reported } = view;
  return reported;
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

// lib/activity/permission/store.ts
var PERMISSION_EVIDENCE_TTL_MS = 5 * 6e4;
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

// lib/delivery/send/send.ts
function targetOf(seat) {
  return { server: { socket: seat.tmux.socket }, session: seat.tmux.session, paneId: seat.tmux.paneId };
}

// lib/store/validators/compaction-state.v1.generated.js
var compiled4;
function validate_compaction_state_v1(data, options) {
  compiled4 ??= build4();
  const ok2 = compiled4(data, options);
  validate_compaction_state_v1.errors = compiled4.errors;
  return ok2;
}
function build4() {
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
  const v = compactionView(seatRefOf(seat), rec, recordOwesTurn(rec), seat.runtime === "claude-code");
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
var ACTIONS = ["compaction", "model", "answer"];
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
function accountRows(choice) {
  const cell = (actor, action) => {
    const exception = choice.exceptions[actor]?.[action];
    if (exception) return exception;
    if (actor !== "peer") return STANDING_AUTHORITY[actor] ? "allow" : "deny";
    const row = PRESET_PEER_ROW[choice.preset];
    return row === "all" ? "allow" : row === "none" ? "deny" : "helpers";
  };
  return {
    peer: { compaction: cell("peer", "compaction"), model: cell("peer", "model"), answer: cell("peer", "answer") },
    self: { compaction: cell("self", "compaction"), model: cell("self", "model"), answer: cell("self", "answer") },
    openrig: {
      compaction: cell("openrig", "compaction"),
      model: cell("openrig", "model"),
      answer: cell("openrig", "answer")
    }
  };
}

// lib/store/validators/terminal-policy.v1.generated.js
var compiled5;
function validate_terminal_policy_v1(data, options) {
  compiled5 ??= build5();
  const ok2 = compiled5(data, options);
  validate_terminal_policy_v1.errors = compiled5.errors;
  return ok2;
}
function build5() {
  const schema63 = { "$id": "openrig/terminal-policy@1", "title": "A seat's terminal interaction choice ($OPENRIG_HOME/terminal-policy/seats/<nodeId>.json)", "description": "Written whole by rig seat set-terminal-policy (or copied from the rig default when the seat was added). No document: today's behaviour.", "type": "object", "required": ["schema", "version", "nodeId", "choice", "changedAt", "actor", "origin"], "additionalProperties": false, "properties": { "schema": { "const": "terminal-policy" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "choice": { "type": "object", "required": ["preset", "helpers", "exceptions", "instruction"], "additionalProperties": false, "properties": { "preset": { "enum": ["no-peer-interventions", "help-within-instructions", "full-control"] }, "helpers": { "type": "array", "maxItems": 32, "items": { "type": "object", "required": ["seat", "nodeId"], "additionalProperties": false, "properties": { "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" } } } }, "exceptions": { "type": "object", "additionalProperties": false, "properties": { "peer": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] }, "answer": { "enum": ["allow", "deny"] } } }, "self": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] }, "answer": { "enum": ["allow", "deny"] } } }, "openrig": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] }, "answer": { "enum": ["allow", "deny"] } } } } }, "instruction": { "type": "string", "pattern": "\\S" } } }, "changedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "actor": { "type": "object", "required": ["seat", "nodeId", "operator"], "additionalProperties": false, "properties": { "seat": { "type": ["string", "null"] }, "nodeId": { "type": ["string", "null"] }, "operator": { "type": ["string", "null"] } } }, "origin": { "enum": ["set", "rig-default"] } } };
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  function validate38(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
              const err17 = { instancePath: instancePath + "/choice/preset", schemaPath: "#/properties/choice/properties/preset/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.preset.enum }, message: "must be equal to one of the allowed values" };
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
                    if (!(key4 === "compaction" || key4 === "model" || key4 === "answer")) {
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
                      const err30 = { instancePath: instancePath + "/choice/exceptions/peer/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.peer.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
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
                      const err31 = { instancePath: instancePath + "/choice/exceptions/peer/model", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/model/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.peer.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err31];
                      } else {
                        vErrors.push(err31);
                      }
                      errors++;
                    }
                  }
                  if (data10.answer !== void 0) {
                    let data13 = data10.answer;
                    if (!(data13 === "allow" || data13 === "deny")) {
                      const err32 = { instancePath: instancePath + "/choice/exceptions/peer/answer", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/answer/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.peer.properties.answer.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err32];
                      } else {
                        vErrors.push(err32);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err33 = { instancePath: instancePath + "/choice/exceptions/peer", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
              if (data9.self !== void 0) {
                let data14 = data9.self;
                if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                  for (const key5 in data14) {
                    if (!(key5 === "compaction" || key5 === "model" || key5 === "answer")) {
                      const err34 = { instancePath: instancePath + "/choice/exceptions/self", schemaPath: "#/properties/choice/properties/exceptions/properties/self/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err34];
                      } else {
                        vErrors.push(err34);
                      }
                      errors++;
                    }
                  }
                  if (data14.compaction !== void 0) {
                    let data15 = data14.compaction;
                    if (!(data15 === "allow" || data15 === "deny")) {
                      const err35 = { instancePath: instancePath + "/choice/exceptions/self/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.self.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err35];
                      } else {
                        vErrors.push(err35);
                      }
                      errors++;
                    }
                  }
                  if (data14.model !== void 0) {
                    let data16 = data14.model;
                    if (!(data16 === "allow" || data16 === "deny")) {
                      const err36 = { instancePath: instancePath + "/choice/exceptions/self/model", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/model/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.self.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                  }
                  if (data14.answer !== void 0) {
                    let data17 = data14.answer;
                    if (!(data17 === "allow" || data17 === "deny")) {
                      const err37 = { instancePath: instancePath + "/choice/exceptions/self/answer", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/answer/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.self.properties.answer.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err37];
                      } else {
                        vErrors.push(err37);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err38 = { instancePath: instancePath + "/choice/exceptions/self", schemaPath: "#/properties/choice/properties/exceptions/properties/self/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
              }
              if (data9.openrig !== void 0) {
                let data18 = data9.openrig;
                if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                  for (const key6 in data18) {
                    if (!(key6 === "compaction" || key6 === "model" || key6 === "answer")) {
                      const err39 = { instancePath: instancePath + "/choice/exceptions/openrig", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err39];
                      } else {
                        vErrors.push(err39);
                      }
                      errors++;
                    }
                  }
                  if (data18.compaction !== void 0) {
                    let data19 = data18.compaction;
                    if (!(data19 === "allow" || data19 === "deny")) {
                      const err40 = { instancePath: instancePath + "/choice/exceptions/openrig/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.openrig.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err40];
                      } else {
                        vErrors.push(err40);
                      }
                      errors++;
                    }
                  }
                  if (data18.model !== void 0) {
                    let data20 = data18.model;
                    if (!(data20 === "allow" || data20 === "deny")) {
                      const err41 = { instancePath: instancePath + "/choice/exceptions/openrig/model", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/model/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.openrig.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err41];
                      } else {
                        vErrors.push(err41);
                      }
                      errors++;
                    }
                  }
                  if (data18.answer !== void 0) {
                    let data21 = data18.answer;
                    if (!(data21 === "allow" || data21 === "deny")) {
                      const err42 = { instancePath: instancePath + "/choice/exceptions/openrig/answer", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/answer/enum", keyword: "enum", params: { allowedValues: schema63.properties.choice.properties.exceptions.properties.openrig.properties.answer.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err42];
                      } else {
                        vErrors.push(err42);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err43 = { instancePath: instancePath + "/choice/exceptions/openrig", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
              }
            } else {
              const err44 = { instancePath: instancePath + "/choice/exceptions", schemaPath: "#/properties/choice/properties/exceptions/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
          if (data3.instruction !== void 0) {
            let data22 = data3.instruction;
            if (typeof data22 === "string") {
              if (!pattern1.test(data22)) {
                const err45 = { instancePath: instancePath + "/choice/instruction", schemaPath: "#/properties/choice/properties/instruction/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            } else {
              const err46 = { instancePath: instancePath + "/choice/instruction", schemaPath: "#/properties/choice/properties/instruction/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          }
        } else {
          const err47 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      }
      if (data.changedAt !== void 0) {
        let data23 = data.changedAt;
        if (typeof data23 === "string") {
          if (!pattern9.test(data23)) {
            const err48 = { instancePath: instancePath + "/changedAt", schemaPath: "#/properties/changedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        } else {
          const err49 = { instancePath: instancePath + "/changedAt", schemaPath: "#/properties/changedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
      }
      if (data.actor !== void 0) {
        let data24 = data.actor;
        if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
          if (data24.seat === void 0) {
            const err50 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
          if (data24.nodeId === void 0) {
            const err51 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
          if (data24.operator === void 0) {
            const err52 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "operator" }, message: "must have required property 'operator'" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
          for (const key7 in data24) {
            if (!(key7 === "seat" || key7 === "nodeId" || key7 === "operator")) {
              const err53 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
          }
          if (data24.seat !== void 0) {
            let data25 = data24.seat;
            if (typeof data25 !== "string" && data25 !== null) {
              const err54 = { instancePath: instancePath + "/actor/seat", schemaPath: "#/properties/actor/properties/seat/type", keyword: "type", params: { type: schema63.properties.actor.properties.seat.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          }
          if (data24.nodeId !== void 0) {
            let data26 = data24.nodeId;
            if (typeof data26 !== "string" && data26 !== null) {
              const err55 = { instancePath: instancePath + "/actor/nodeId", schemaPath: "#/properties/actor/properties/nodeId/type", keyword: "type", params: { type: schema63.properties.actor.properties.nodeId.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
          }
          if (data24.operator !== void 0) {
            let data27 = data24.operator;
            if (typeof data27 !== "string" && data27 !== null) {
              const err56 = { instancePath: instancePath + "/actor/operator", schemaPath: "#/properties/actor/properties/operator/type", keyword: "type", params: { type: schema63.properties.actor.properties.operator.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
          }
        } else {
          const err57 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
      }
      if (data.origin !== void 0) {
        let data28 = data.origin;
        if (!(data28 === "set" || data28 === "rig-default")) {
          const err58 = { instancePath: instancePath + "/origin", schemaPath: "#/properties/origin/enum", keyword: "enum", params: { allowedValues: schema63.properties.origin.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
      }
    } else {
      const err59 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err59];
      } else {
        vErrors.push(err59);
      }
      errors++;
    }
    validate38.errors = vErrors;
    return errors === 0;
  }
  return validate38;
}

// lib/store/validators/terminal-policy-default.v1.generated.js
var compiled6;
function validate_terminal_policy_default_v1(data, options) {
  compiled6 ??= build6();
  const ok2 = compiled6(data, options);
  validate_terminal_policy_default_v1.errors = compiled6.errors;
  return ok2;
}
function build6() {
  const schema62 = { "$id": "openrig/terminal-policy-default@1", "title": "A rig's terminal interaction choice for newly added seats ($OPENRIG_HOME/terminal-policy/rigs/<rig>.json)", "type": "object", "required": ["schema", "version", "rig", "choice", "changedAt", "actor"], "additionalProperties": false, "properties": { "schema": { "const": "terminal-policy-default" }, "version": { "const": 1 }, "rig": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "choice": { "type": "object", "required": ["preset", "helpers", "exceptions", "instruction"], "additionalProperties": false, "properties": { "preset": { "enum": ["no-peer-interventions", "help-within-instructions", "full-control"] }, "helpers": { "type": "array", "maxItems": 32, "items": { "type": "object", "required": ["seat", "nodeId"], "additionalProperties": false, "properties": { "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" } } } }, "exceptions": { "type": "object", "additionalProperties": false, "properties": { "peer": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] }, "answer": { "enum": ["allow", "deny"] } } }, "self": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] }, "answer": { "enum": ["allow", "deny"] } } }, "openrig": { "type": "object", "additionalProperties": false, "properties": { "compaction": { "enum": ["allow", "deny"] }, "model": { "enum": ["allow", "deny"] }, "answer": { "enum": ["allow", "deny"] } } } } }, "instruction": { "type": "string", "pattern": "\\S" } } }, "changedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "actor": { "type": "object", "required": ["seat", "nodeId", "operator"], "additionalProperties": false, "properties": { "seat": { "type": ["string", "null"] }, "nodeId": { "type": ["string", "null"] }, "operator": { "type": ["string", "null"] } } } } };
  const pattern136 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern1 = new RegExp("\\S", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
          if (!pattern136.test(data2)) {
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
              const err16 = { instancePath: instancePath + "/choice/preset", schemaPath: "#/properties/choice/properties/preset/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.preset.enum }, message: "must be equal to one of the allowed values" };
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
                    if (!(key4 === "compaction" || key4 === "model" || key4 === "answer")) {
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
                      const err29 = { instancePath: instancePath + "/choice/exceptions/peer/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.peer.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
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
                      const err30 = { instancePath: instancePath + "/choice/exceptions/peer/model", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/model/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.peer.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                  }
                  if (data10.answer !== void 0) {
                    let data13 = data10.answer;
                    if (!(data13 === "allow" || data13 === "deny")) {
                      const err31 = { instancePath: instancePath + "/choice/exceptions/peer/answer", schemaPath: "#/properties/choice/properties/exceptions/properties/peer/properties/answer/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.peer.properties.answer.enum }, message: "must be equal to one of the allowed values" };
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
                let data14 = data9.self;
                if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                  for (const key5 in data14) {
                    if (!(key5 === "compaction" || key5 === "model" || key5 === "answer")) {
                      const err33 = { instancePath: instancePath + "/choice/exceptions/self", schemaPath: "#/properties/choice/properties/exceptions/properties/self/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err33];
                      } else {
                        vErrors.push(err33);
                      }
                      errors++;
                    }
                  }
                  if (data14.compaction !== void 0) {
                    let data15 = data14.compaction;
                    if (!(data15 === "allow" || data15 === "deny")) {
                      const err34 = { instancePath: instancePath + "/choice/exceptions/self/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.self.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err34];
                      } else {
                        vErrors.push(err34);
                      }
                      errors++;
                    }
                  }
                  if (data14.model !== void 0) {
                    let data16 = data14.model;
                    if (!(data16 === "allow" || data16 === "deny")) {
                      const err35 = { instancePath: instancePath + "/choice/exceptions/self/model", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/model/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.self.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err35];
                      } else {
                        vErrors.push(err35);
                      }
                      errors++;
                    }
                  }
                  if (data14.answer !== void 0) {
                    let data17 = data14.answer;
                    if (!(data17 === "allow" || data17 === "deny")) {
                      const err36 = { instancePath: instancePath + "/choice/exceptions/self/answer", schemaPath: "#/properties/choice/properties/exceptions/properties/self/properties/answer/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.self.properties.answer.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err37 = { instancePath: instancePath + "/choice/exceptions/self", schemaPath: "#/properties/choice/properties/exceptions/properties/self/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
              }
              if (data9.openrig !== void 0) {
                let data18 = data9.openrig;
                if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                  for (const key6 in data18) {
                    if (!(key6 === "compaction" || key6 === "model" || key6 === "answer")) {
                      const err38 = { instancePath: instancePath + "/choice/exceptions/openrig", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err38];
                      } else {
                        vErrors.push(err38);
                      }
                      errors++;
                    }
                  }
                  if (data18.compaction !== void 0) {
                    let data19 = data18.compaction;
                    if (!(data19 === "allow" || data19 === "deny")) {
                      const err39 = { instancePath: instancePath + "/choice/exceptions/openrig/compaction", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/compaction/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.openrig.properties.compaction.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err39];
                      } else {
                        vErrors.push(err39);
                      }
                      errors++;
                    }
                  }
                  if (data18.model !== void 0) {
                    let data20 = data18.model;
                    if (!(data20 === "allow" || data20 === "deny")) {
                      const err40 = { instancePath: instancePath + "/choice/exceptions/openrig/model", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/model/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.openrig.properties.model.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err40];
                      } else {
                        vErrors.push(err40);
                      }
                      errors++;
                    }
                  }
                  if (data18.answer !== void 0) {
                    let data21 = data18.answer;
                    if (!(data21 === "allow" || data21 === "deny")) {
                      const err41 = { instancePath: instancePath + "/choice/exceptions/openrig/answer", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/properties/answer/enum", keyword: "enum", params: { allowedValues: schema62.properties.choice.properties.exceptions.properties.openrig.properties.answer.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err41];
                      } else {
                        vErrors.push(err41);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err42 = { instancePath: instancePath + "/choice/exceptions/openrig", schemaPath: "#/properties/choice/properties/exceptions/properties/openrig/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
              }
            } else {
              const err43 = { instancePath: instancePath + "/choice/exceptions", schemaPath: "#/properties/choice/properties/exceptions/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
          if (data3.instruction !== void 0) {
            let data22 = data3.instruction;
            if (typeof data22 === "string") {
              if (!pattern1.test(data22)) {
                const err44 = { instancePath: instancePath + "/choice/instruction", schemaPath: "#/properties/choice/properties/instruction/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"' };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            } else {
              const err45 = { instancePath: instancePath + "/choice/instruction", schemaPath: "#/properties/choice/properties/instruction/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
        } else {
          const err46 = { instancePath: instancePath + "/choice", schemaPath: "#/properties/choice/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
      }
      if (data.changedAt !== void 0) {
        let data23 = data.changedAt;
        if (typeof data23 === "string") {
          if (!pattern9.test(data23)) {
            const err47 = { instancePath: instancePath + "/changedAt", schemaPath: "#/properties/changedAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        } else {
          const err48 = { instancePath: instancePath + "/changedAt", schemaPath: "#/properties/changedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
      }
      if (data.actor !== void 0) {
        let data24 = data.actor;
        if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
          if (data24.seat === void 0) {
            const err49 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
          if (data24.nodeId === void 0) {
            const err50 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "nodeId" }, message: "must have required property 'nodeId'" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
          if (data24.operator === void 0) {
            const err51 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/required", keyword: "required", params: { missingProperty: "operator" }, message: "must have required property 'operator'" };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
          for (const key7 in data24) {
            if (!(key7 === "seat" || key7 === "nodeId" || key7 === "operator")) {
              const err52 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          }
          if (data24.seat !== void 0) {
            let data25 = data24.seat;
            if (typeof data25 !== "string" && data25 !== null) {
              const err53 = { instancePath: instancePath + "/actor/seat", schemaPath: "#/properties/actor/properties/seat/type", keyword: "type", params: { type: schema62.properties.actor.properties.seat.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
          }
          if (data24.nodeId !== void 0) {
            let data26 = data24.nodeId;
            if (typeof data26 !== "string" && data26 !== null) {
              const err54 = { instancePath: instancePath + "/actor/nodeId", schemaPath: "#/properties/actor/properties/nodeId/type", keyword: "type", params: { type: schema62.properties.actor.properties.nodeId.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          }
          if (data24.operator !== void 0) {
            let data27 = data24.operator;
            if (typeof data27 !== "string" && data27 !== null) {
              const err55 = { instancePath: instancePath + "/actor/operator", schemaPath: "#/properties/actor/properties/operator/type", keyword: "type", params: { type: schema62.properties.actor.properties.operator.type }, message: "must be string,null" };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
          }
        } else {
          const err56 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
      }
    } else {
      const err57 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err57];
      } else {
        vErrors.push(err57);
      }
      errors++;
    }
    validate37.errors = vErrors;
    return errors === 0;
  }
  return validate37;
}

// lib/intervention/store.ts
var seatKind = defineKind({
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
  const doc = readDocument(seatKind, terminalPolicySeatPath(home, nodeId), { onCorrupt: "fresh" });
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

// lib/store/validators/seat.v1.generated.js
var compiled7;
function validate_seat_v1(data, options) {
  compiled7 ??= build7();
  const ok2 = compiled7(data, options);
  validate_seat_v1.errors = compiled7.errors;
  return ok2;
}
function build7() {
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
var seatKind2 = defineKind({ schema: "seat", version: 1, validate: validate_seat_v1 });

// lib/intervention/attribution.ts
function attributionLabel(a) {
  if (a.seat) return a.nodeId ? `seat ${a.seat}` : `seat ${a.seat} (not a recorded seat)`;
  if (a.operator) return `operator ${a.operator} (as given; not authenticated)`;
  return UNATTRIBUTED_LABEL;
}

// lib/store/validators/seat-model.v1.generated.js
var compiled8;
function validate_seat_model_v1(data, options) {
  compiled8 ??= build8();
  const ok2 = compiled8(data, options);
  validate_seat_model_v1.errors = compiled8.errors;
  return ok2;
}
function build8() {
  const schema51 = { "$id": "openrig/seat-model@1", "title": "A seat's saved model and effort ($OPENRIG_HOME/seat-model/<nodeId>.json)", "description": "Saved by rig seat set-model; applied at the next managed continuation (relaunch, restore, handover), never to the running process.", "type": "object", "required": ["schema", "version", "nodeId", "model", "effort", "savedAt", "actor", "caller"], "additionalProperties": false, "properties": { "schema": { "const": "seat-model" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "model": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/\\[\\]-]{0,127}$" }, "effort": { "type": ["string", "null"], "pattern": "^[a-z]{1,16}$" }, "savedAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "actor": { "enum": ["peer", "self"] }, "caller": { "type": ["string", "null"] }, "callerSeat": { "type": ["string", "null"] } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern6 = new RegExp("^n-[0-9a-f]{16}$", "u");
  const pattern133 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:/\\[\\]-]{0,127}$", "u");
  const pattern134 = new RegExp("^[a-z]{1,16}$", "u");
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
        if (!func2.call(schema51.properties, key0)) {
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
          if (!pattern133.test(data3)) {
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
          const err15 = { instancePath: instancePath + "/effort", schemaPath: "#/properties/effort/type", keyword: "type", params: { type: schema51.properties.effort.type }, message: "must be string,null" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (typeof data4 === "string") {
          if (!pattern134.test(data4)) {
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
          const err19 = { instancePath: instancePath + "/actor", schemaPath: "#/properties/actor/enum", keyword: "enum", params: { allowedValues: schema51.properties.actor.enum }, message: "must be equal to one of the allowed values" };
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
          const err20 = { instancePath: instancePath + "/caller", schemaPath: "#/properties/caller/type", keyword: "type", params: { type: schema51.properties.caller.type }, message: "must be string,null" };
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
          const err21 = { instancePath: instancePath + "/callerSeat", schemaPath: "#/properties/callerSeat/type", keyword: "type", params: { type: schema51.properties.callerSeat.type }, message: "must be string,null" };
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
    validate33.errors = vErrors;
    return errors === 0;
  }
  return validate33;
}

// lib/seat/model-store.ts
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
var import_node_path3 = require("node:path");
var import_node_fs9 = require("node:fs");
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
  const total = info?.total_token_usage?.total_tokens;
  const spent = typeof total === "number" && Number.isInteger(total) && total >= 0 ? { sessionTokens: total } : {};
  return { tokens, window, at: o.timestamp, ...spent };
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
    tokens: tc.tokens,
    ...tc.sessionTokens !== void 0 ? { sessionTokens: tc.sessionTokens } : {}
  };
}
function isRolloutPath(path) {
  return path.startsWith("/") && path.endsWith(".jsonl") && (0, import_node_path3.basename)(path).startsWith("rollout-") && !path.includes("\0");
}
function readRolloutUsage(path, sessionId, maxBytes = ROLLOUT_MAX_BYTES) {
  if (!isRolloutPath(path)) return { ok: false, reason: "no rollout file recorded" };
  let fd;
  try {
    fd = (0, import_node_fs9.openSync)(path, "r");
  } catch {
    return { ok: false, reason: "rollout file not readable" };
  }
  try {
    const size = (0, import_node_fs9.fstatSync)(fd).size;
    let end = size;
    let tail = Buffer.alloc(0);
    while (end > 0 && size - end < maxBytes) {
      const start = Math.max(0, end - ROLLOUT_STEP_BYTES, size - maxBytes);
      const chunk = Buffer.alloc(end - start);
      const n = (0, import_node_fs9.readSync)(fd, chunk, 0, chunk.length, start);
      tail = Buffer.concat([chunk.subarray(0, n), tail]);
      end = start;
      const tc = newestTokenCount(tail.toString("utf8"), start === 0);
      if (tc) return { ok: true, sample: rolloutSample(tc, sessionId) };
    }
    return { ok: false, reason: size === 0 ? "rollout is empty" : "no token count in the rollout yet" };
  } catch {
    return { ok: false, reason: "rollout file not readable" };
  } finally {
    (0, import_node_fs9.closeSync)(fd);
  }
}

// lib/store/validators/context-usage.v1.generated.js
var compiled9;
function validate_context_usage_v1(data, options) {
  compiled9 ??= build9();
  const ok2 = compiled9(data, options);
  validate_context_usage_v1.errors = compiled9.errors;
  return ok2;
}
function build9() {
  const schema14 = { "$id": "openrig/context-usage@1", "title": "A seat's newest context-usage sample from its status-line sensor ($OPENRIG_HOME/context-usage/<nodeId>/sample.json)", "type": "object", "required": ["schema", "version", "nodeId", "occupant", "seat", "sample"], "additionalProperties": false, "properties": { "schema": { "const": "context-usage" }, "version": { "const": 1 }, "nodeId": { "type": "string", "pattern": "^n-[0-9a-f]{16}$" }, "occupant": { "type": "string", "pattern": "^o-[0-9a-f]{16}$" }, "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "model": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:\\[\\]/-]{0,127}$" }, "sample": { "type": "object", "required": ["usedPercent", "sampledAt", "source", "sessionId"], "additionalProperties": false, "properties": { "usedPercent": { "type": "number", "minimum": 0, "maximum": 100 }, "sampledAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$" }, "source": { "enum": ["statusline", "rollout"] }, "sessionId": { "anyOf": [{ "type": "null" }, { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }] }, "windowSize": { "type": "integer", "minimum": 1 }, "tokens": { "type": "integer", "minimum": 0 }, "costUsd": { "type": "number", "minimum": 0 }, "sessionTokens": { "type": "integer", "minimum": 0 } } } } };
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
            if (!(key1 === "usedPercent" || key1 === "sampledAt" || key1 === "source" || key1 === "sessionId" || key1 === "windowSize" || key1 === "tokens" || key1 === "costUsd" || key1 === "sessionTokens")) {
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
          if (data6.costUsd !== void 0) {
            let data13 = data6.costUsd;
            if (typeof data13 == "number" && isFinite(data13)) {
              if (data13 < 0 || isNaN(data13)) {
                const err36 = { instancePath: instancePath + "/sample/costUsd", schemaPath: "#/properties/sample/properties/costUsd/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            } else {
              const err37 = { instancePath: instancePath + "/sample/costUsd", schemaPath: "#/properties/sample/properties/costUsd/type", keyword: "type", params: { type: "number" }, message: "must be number" };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          }
          if (data6.sessionTokens !== void 0) {
            let data14 = data6.sessionTokens;
            if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
              const err38 = { instancePath: instancePath + "/sample/sessionTokens", schemaPath: "#/properties/sample/properties/sessionTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            if (typeof data14 == "number" && isFinite(data14)) {
              if (data14 < 0 || isNaN(data14)) {
                const err39 = { instancePath: instancePath + "/sample/sessionTokens", schemaPath: "#/properties/sample/properties/sessionTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
          }
        } else {
          const err40 = { instancePath: instancePath + "/sample", schemaPath: "#/properties/sample/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
      }
    } else {
      const err41 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err41];
      } else {
        vErrors.push(err41);
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
function ageText(ms) {
  const s = Math.max(0, Math.floor(ms / 1e3));
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
    ...s.tokens !== void 0 ? { tokens: s.tokens } : {},
    ...s.costUsd !== void 0 ? { costUsd: s.costUsd } : {},
    ...s.sessionTokens !== void 0 ? { sessionTokens: s.sessionTokens } : {}
  };
}
function seatContext(home, seat, hooks, now) {
  const r = seatContextReading(home, seat, hooks, now);
  return r ? contextView(r) : null;
}

// lib/views/seat-status.ts
function hooksSummary(doc, nowMs) {
  if (!doc) return { seen: false, lastEvent: null, ageMs: null, firstLaunch: null };
  return {
    seen: true,
    lastEvent: doc.lastHook.event,
    // A stamp from the future has no age to show (lib/util/clock-clamp.ts).
    ageMs: stampAgeMs(doc.lastHook.seq / 1e3, nowMs),
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
  return `${mode === "hold" ? "Typing guard: on (hold)" : `Typing guard: ${mode}`}${pendingText(mode, pending, desired)}`;
}
async function seatStatus(home, seat, opts = {}) {
  const target = targetOf(seat);
  const bound = seat.tmux.paneId;
  const paneRead = opts.filesOnly ? void 0 : bound ? probeWithScreens(target, bound) : probePane(target).then((probe2) => ({ probe: probe2, screens: void 0 }));
  const lookup = seatHooksLookup(home, seat);
  const hooksDoc = lookup?.();
  const now = Date.now();
  const hook = lookup ? hookActivityAt(hooksDoc, now) : void 0;
  const pref = seatGuard(home, seat);
  const held = listHeld(home, seat.nodeId);
  const heldBytes = held.reduce((n, r) => n + r.receipt.bytes, 0);
  const out = {
    seat: seatRefOf(seat),
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  guardLabel,
  hooksSummary,
  seatStatus
});
}))
