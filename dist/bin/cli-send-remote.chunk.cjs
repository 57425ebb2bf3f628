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

// lib/cli/send-remote.ts
var send_remote_exports = {};
__export(send_remote_exports, {
  askRemoteSend: () => askRemoteSend,
  mayBeRemote: () => mayBeRemote
});
module.exports = __toCommonJS(send_remote_exports);

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

// lib/config/federation-settings.ts
var import_node_fs4 = require("node:fs");

// lib/config/config.ts
var import_node_path = require("node:path");

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

// lib/util/lazy-builtins.ts
var net = () => process.getBuiltinModule("node:net");
var os = () => process.getBuiltinModule("node:os");

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
      out[key] = { key, value: info.kind === "path" ? (0, import_node_path.resolve)(cwd, fromEnv) : fromEnv, source: "env", env: info.env };
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
  const st = (0, import_node_fs4.statSync)(file, { throwIfNoEntry: false });
  return { exists: !!st, isFile: !!st?.isFile(), mode: st ? st.mode & 511 : 0 };
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

// lib/home/plugin-facts.ts
var CORE_PLUGIN_NAME = "openrig-core";
var SHIPPED_PLUGIN_DIRS = {
  claude: `plugins/${CORE_PLUGIN_NAME}`,
  codex: "plugins/codex"
};

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
  return new Promise((resolve2, reject) => {
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

// lib/cli/send-remote.ts
function mayBeRemote(ctx) {
  return federationConfig(ctx.home, ctx.env).state === "on";
}
var ASK_TIMEOUT_MS = 9e4;
async function askRemoteSend(ctx, a) {
  if (a.unsupported.length)
    throw usageError(
      `${a.unsupported.join(", ")} ${a.unsupported.length > 1 ? "are" : "is"} not carried to a seat on another host`,
      "send without it, or run rig send on the host that owns the seat"
    );
  const r = await homeRequest(
    ctx.home,
    "POST",
    "/api/federation/send",
    { seat: a.ref, message: a.message, raw: a.raw || void 0, urgent: a.urgent || void 0 },
    { session: a.session, timeoutMs: ASK_TIMEOUT_MS }
  );
  const isResult = typeof r.body?.outcome === "string";
  if (!isResult && (r.status === 404 || r.status === 409)) {
    const what = r.body?.error ?? `no seat ${a.ref}`;
    throw refused(what, "run rig ps --all to see the seats of every host");
  }
  return r;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  askRemoteSend,
  mayBeRemote
});
}))
