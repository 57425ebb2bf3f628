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

// lib/cli/notify-list.ts
var notify_list_exports = {};
__export(notify_list_exports, {
  notifyListVerb: () => notifyListVerb
});
module.exports = __toCommonJS(notify_list_exports);

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
function escapeForTerminal(text) {
  return text.replace(UNSAFE, hex);
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
    const value = flags[name];
    if (typeof value !== "string" || !/\S/.test(value)) throw usageError(`--${name} is required`, todo);
  }
  return { positionals, args, flags };
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

// lib/home/plugin-facts.ts
var CORE_PLUGIN_NAME = "openrig-core";
var SHIPPED_PLUGIN_DIRS = {
  claude: `plugins/${CORE_PLUGIN_NAME}`,
  codex: "plugins/codex"
};

// lib/cli/cli-context.ts
function say(ctx, line = "") {
  ctx.io.out(escapeForTerminal(line) + "\n");
}
function printJson(ctx, value) {
  ctx.io.out(jsonForTerminal(value) + "\n");
}

// lib/notify/channel.ts
var MAX_CHANNELS = 20;
function redactUrl(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return "(not a URL)";
  }
  const hidden = url.pathname !== "/" || url.search !== "" || url.hash !== "" || url.username !== "";
  return `${url.protocol}//${url.host}/${hidden ? "\u2026" : ""}`;
}
function channelTarget(c) {
  if (c.kind === "webhook" || c.kind === "ntfy") return redactUrl(c.target);
  if (c.kind === "desktop") return "notify-send";
  return c.target;
}

// lib/cli/notify-view.ts
function channelJson(c) {
  return { id: c.id, kind: c.kind, target: channelTarget(c), timeoutMs: c.timeoutMs, createdAt: c.createdAt };
}
function channelLine(c) {
  return `${c.id}  ${c.kind}  ${channelTarget(c)}  (deadline ${c.timeoutMs / 1e3} s)`;
}

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

// lib/util/oldest-first.ts
function oldestFirst(a, b) {
  return compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id);
}

// lib/store/keyed-collection.ts
function listItems(c, file) {
  const doc = readDocument(c.kind, file);
  return doc ? Object.values(c.items(doc)).sort(oldestFirst) : [];
}

// lib/util/read-regular-file.ts
var import_node_fs3 = require("node:fs");
var OPEN_FLAGS = import_node_fs3.constants.O_RDONLY | (import_node_fs3.constants.O_NONBLOCK ?? 0) | (import_node_fs3.constants.O_NOCTTY ?? 0);

// lib/store/read-async.ts
var ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;

// lib/store/validators/notify-channels.v1.generated.js
var compiled;
function validate_notify_channels_v1(data, options) {
  compiled ??= build();
  const ok = compiled(data, options);
  validate_notify_channels_v1.errors = compiled.errors;
  return ok;
}
function build() {
  const schema17 = { "$id": "openrig/notify-channels@1", "title": "Notification channels ($OPENRIG_HOME/notify/channels.json, 0600: a webhook URL or ntfy topic may carry a token): each with its kind, target and per-attempt deadline", "type": "object", "required": ["schema", "version", "channels"], "additionalProperties": false, "properties": { "schema": { "const": "notify-channels" }, "version": { "const": 1 }, "channels": { "type": "object", "propertyNames": { "pattern": "^nc-[0-9a-f]{8}$" }, "maxProperties": 20, "additionalProperties": { "type": "object", "required": ["id", "kind", "target", "timeoutMs", "createdAt"], "additionalProperties": false, "properties": { "id": { "type": "string", "pattern": "^nc-[0-9a-f]{8}$" }, "kind": { "enum": ["command", "webhook", "ntfy", "desktop"] }, "target": { "type": "string", "pattern": "^[^\\u0000]{0,4000}$" }, "timeoutMs": { "type": "integer", "minimum": 1e3, "maximum": 3e4 }, "createdAt": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" } } } } } };
  const pattern34 = new RegExp("^nc-[0-9a-f]{8}$", "u");
  const pattern36 = new RegExp("^[^\\u0000]{0,4000}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.channels === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "channels" }, message: "must have required property 'channels'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "channels")) {
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
        if ("notify-channels" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "notify-channels" }, message: "must be equal to constant" };
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
      if (data.channels !== void 0) {
        let data2 = data.channels;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          if (Object.keys(data2).length > 20) {
            const err6 = { instancePath: instancePath + "/channels", schemaPath: "#/properties/channels/maxProperties", keyword: "maxProperties", params: { limit: 20 }, message: "must NOT have more than 20 properties" };
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
              if (!pattern34.test(key1)) {
                const err7 = { instancePath: instancePath + "/channels", schemaPath: "#/properties/channels/propertyNames/pattern", keyword: "pattern", params: { pattern: "^nc-[0-9a-f]{8}$" }, message: 'must match pattern "^nc-[0-9a-f]{8}$"', propertyName: key1 };
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
              const err8 = { instancePath: instancePath + "/channels", schemaPath: "#/properties/channels/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
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
                const err9 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (data3.kind === void 0) {
                const err10 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data3.target === void 0) {
                const err11 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/required", keyword: "required", params: { missingProperty: "target" }, message: "must have required property 'target'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.timeoutMs === void 0) {
                const err12 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/required", keyword: "required", params: { missingProperty: "timeoutMs" }, message: "must have required property 'timeoutMs'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.createdAt === void 0) {
                const err13 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              for (const key3 in data3) {
                if (!(key3 === "id" || key3 === "kind" || key3 === "target" || key3 === "timeoutMs" || key3 === "createdAt")) {
                  const err14 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
              }
              if (data3.id !== void 0) {
                let data4 = data3.id;
                if (typeof data4 === "string") {
                  if (!pattern34.test(data4)) {
                    const err15 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/id", schemaPath: "#/properties/channels/additionalProperties/properties/id/pattern", keyword: "pattern", params: { pattern: "^nc-[0-9a-f]{8}$" }, message: 'must match pattern "^nc-[0-9a-f]{8}$"' };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                } else {
                  const err16 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/id", schemaPath: "#/properties/channels/additionalProperties/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
              if (data3.kind !== void 0) {
                let data5 = data3.kind;
                if (!(data5 === "command" || data5 === "webhook" || data5 === "ntfy" || data5 === "desktop")) {
                  const err17 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/kind", schemaPath: "#/properties/channels/additionalProperties/properties/kind/enum", keyword: "enum", params: { allowedValues: schema17.properties.channels.additionalProperties.properties.kind.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
              }
              if (data3.target !== void 0) {
                let data6 = data3.target;
                if (typeof data6 === "string") {
                  if (!pattern36.test(data6)) {
                    const err18 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/target", schemaPath: "#/properties/channels/additionalProperties/properties/target/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000]{0,4000}$" }, message: 'must match pattern "^[^\\u0000]{0,4000}$"' };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                } else {
                  const err19 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/target", schemaPath: "#/properties/channels/additionalProperties/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              }
              if (data3.timeoutMs !== void 0) {
                let data7 = data3.timeoutMs;
                if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
                  const err20 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeoutMs", schemaPath: "#/properties/channels/additionalProperties/properties/timeoutMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
                if (typeof data7 == "number" && isFinite(data7)) {
                  if (data7 > 3e4 || isNaN(data7)) {
                    const err21 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeoutMs", schemaPath: "#/properties/channels/additionalProperties/properties/timeoutMs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 3e4 }, message: "must be <= 30000" };
                    if (vErrors === null) {
                      vErrors = [err21];
                    } else {
                      vErrors.push(err21);
                    }
                    errors++;
                  }
                  if (data7 < 1e3 || isNaN(data7)) {
                    const err22 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeoutMs", schemaPath: "#/properties/channels/additionalProperties/properties/timeoutMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1e3 }, message: "must be >= 1000" };
                    if (vErrors === null) {
                      vErrors = [err22];
                    } else {
                      vErrors.push(err22);
                    }
                    errors++;
                  }
                }
              }
              if (data3.createdAt !== void 0) {
                let data8 = data3.createdAt;
                if (typeof data8 === "string") {
                  if (!pattern9.test(data8)) {
                    const err23 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/properties/channels/additionalProperties/properties/createdAt/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err23];
                    } else {
                      vErrors.push(err23);
                    }
                    errors++;
                  }
                } else {
                  const err24 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/properties/channels/additionalProperties/properties/createdAt/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              }
            } else {
              const err25 = { instancePath: instancePath + "/channels/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        } else {
          const err26 = { instancePath: instancePath + "/channels", schemaPath: "#/properties/channels/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      }
    } else {
      const err27 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err27];
      } else {
        vErrors.push(err27);
      }
      errors++;
    }
    validate16.errors = vErrors;
    return errors === 0;
  }
  return validate16;
}

// lib/store/validators/notify-state.v1.generated.js
var compiled2;
function validate_notify_state_v1(data, options) {
  compiled2 ??= build2();
  const ok = compiled2(data, options);
  validate_notify_state_v1.errors = compiled2.errors;
  return ok;
}
function build2() {
  const schema19 = { "$id": "openrig/notify-state@1", "title": "The notifier's memory ($OPENRIG_HOME/notify/state.json): open episodes by need key (which channels were told) and, per seat and channel, when the last notification went (the hold-down)", "type": "object", "required": ["schema", "version", "episodes", "lastSent"], "additionalProperties": false, "properties": { "schema": { "const": "notify-state" }, "version": { "const": 1 }, "episodes": { "type": "object", "propertyNames": { "pattern": "^[\\s\\S]{1,300}$" }, "maxProperties": 2e3, "additionalProperties": { "type": "object", "required": ["seat", "kind", "what", "since", "openedAt", "notified"], "additionalProperties": false, "properties": { "seat": { "type": "string", "pattern": "^[\\s\\S]{1,130}$" }, "kind": { "enum": ["permission", "needs_input", "held", "indeterminate", "idle_with_rows", "compaction_failed"] }, "what": { "type": "string", "pattern": "^[\\s\\S]{0,500}$" }, "since": { "type": "number" }, "openedAt": { "type": "number" }, "notified": { "type": "array", "maxItems": 20, "items": { "type": "string", "pattern": "^nc-[0-9a-f]{8}$" } } } } }, "lastSent": { "type": "object", "propertyNames": { "pattern": "^[\\s\\S]{1,150}\\|nc-[0-9a-f]{8}$" }, "additionalProperties": { "type": "number" } } } };
  const pattern44 = new RegExp("^[\\s\\S]{1,300}$", "u");
  const pattern41 = new RegExp("^[\\s\\S]{1,130}$", "u");
  const pattern42 = new RegExp("^[\\s\\S]{0,500}$", "u");
  const pattern34 = new RegExp("^nc-[0-9a-f]{8}$", "u");
  const pattern48 = new RegExp("^[\\s\\S]{1,150}\\|nc-[0-9a-f]{8}$", "u");
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
      if (data.episodes === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "episodes" }, message: "must have required property 'episodes'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.lastSent === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastSent" }, message: "must have required property 'lastSent'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "episodes" || key0 === "lastSent")) {
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
        if ("notify-state" !== data.schema) {
          const err5 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "notify-state" }, message: "must be equal to constant" };
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
      if (data.episodes !== void 0) {
        let data2 = data.episodes;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          if (Object.keys(data2).length > 2e3) {
            const err7 = { instancePath: instancePath + "/episodes", schemaPath: "#/properties/episodes/maxProperties", keyword: "maxProperties", params: { limit: 2e3 }, message: "must NOT have more than 2000 properties" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          for (const key1 in data2) {
            const _errs6 = errors;
            if (typeof key1 === "string") {
              if (!pattern44.test(key1)) {
                const err8 = { instancePath: instancePath + "/episodes", schemaPath: "#/properties/episodes/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{1,300}$" }, message: 'must match pattern "^[\\s\\S]{1,300}$"', propertyName: key1 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            var valid1 = _errs6 === errors;
            if (!valid1) {
              const err9 = { instancePath: instancePath + "/episodes", schemaPath: "#/properties/episodes/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          }
          for (const key2 in data2) {
            let data3 = data2[key2];
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.seat === void 0) {
                const err10 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data3.kind === void 0) {
                const err11 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.what === void 0) {
                const err12 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/required", keyword: "required", params: { missingProperty: "what" }, message: "must have required property 'what'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.since === void 0) {
                const err13 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/required", keyword: "required", params: { missingProperty: "since" }, message: "must have required property 'since'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if (data3.openedAt === void 0) {
                const err14 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/required", keyword: "required", params: { missingProperty: "openedAt" }, message: "must have required property 'openedAt'" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              if (data3.notified === void 0) {
                const err15 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/required", keyword: "required", params: { missingProperty: "notified" }, message: "must have required property 'notified'" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              for (const key3 in data3) {
                if (!(key3 === "seat" || key3 === "kind" || key3 === "what" || key3 === "since" || key3 === "openedAt" || key3 === "notified")) {
                  const err16 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
              if (data3.seat !== void 0) {
                let data4 = data3.seat;
                if (typeof data4 === "string") {
                  if (!pattern41.test(data4)) {
                    const err17 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/seat", schemaPath: "#/properties/episodes/additionalProperties/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{1,130}$" }, message: 'must match pattern "^[\\s\\S]{1,130}$"' };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                } else {
                  const err18 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/seat", schemaPath: "#/properties/episodes/additionalProperties/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
              if (data3.kind !== void 0) {
                let data5 = data3.kind;
                if (!(data5 === "permission" || data5 === "needs_input" || data5 === "held" || data5 === "indeterminate" || data5 === "idle_with_rows" || data5 === "compaction_failed")) {
                  const err19 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/kind", schemaPath: "#/properties/episodes/additionalProperties/properties/kind/enum", keyword: "enum", params: { allowedValues: schema19.properties.episodes.additionalProperties.properties.kind.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              }
              if (data3.what !== void 0) {
                let data6 = data3.what;
                if (typeof data6 === "string") {
                  if (!pattern42.test(data6)) {
                    const err20 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/what", schemaPath: "#/properties/episodes/additionalProperties/properties/what/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{0,500}$" }, message: 'must match pattern "^[\\s\\S]{0,500}$"' };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                } else {
                  const err21 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/what", schemaPath: "#/properties/episodes/additionalProperties/properties/what/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              }
              if (data3.since !== void 0) {
                let data7 = data3.since;
                if (!(typeof data7 == "number" && isFinite(data7))) {
                  const err22 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/since", schemaPath: "#/properties/episodes/additionalProperties/properties/since/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data3.openedAt !== void 0) {
                let data8 = data3.openedAt;
                if (!(typeof data8 == "number" && isFinite(data8))) {
                  const err23 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/openedAt", schemaPath: "#/properties/episodes/additionalProperties/properties/openedAt/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              }
              if (data3.notified !== void 0) {
                let data9 = data3.notified;
                if (Array.isArray(data9)) {
                  if (data9.length > 20) {
                    const err24 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/notified", schemaPath: "#/properties/episodes/additionalProperties/properties/notified/maxItems", keyword: "maxItems", params: { limit: 20 }, message: "must NOT have more than 20 items" };
                    if (vErrors === null) {
                      vErrors = [err24];
                    } else {
                      vErrors.push(err24);
                    }
                    errors++;
                  }
                  const len0 = data9.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data10 = data9[i0];
                    if (typeof data10 === "string") {
                      if (!pattern34.test(data10)) {
                        const err25 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/notified/" + i0, schemaPath: "#/properties/episodes/additionalProperties/properties/notified/items/pattern", keyword: "pattern", params: { pattern: "^nc-[0-9a-f]{8}$" }, message: 'must match pattern "^nc-[0-9a-f]{8}$"' };
                        if (vErrors === null) {
                          vErrors = [err25];
                        } else {
                          vErrors.push(err25);
                        }
                        errors++;
                      }
                    } else {
                      const err26 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/notified/" + i0, schemaPath: "#/properties/episodes/additionalProperties/properties/notified/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err26];
                      } else {
                        vErrors.push(err26);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err27 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/notified", schemaPath: "#/properties/episodes/additionalProperties/properties/notified/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
            } else {
              const err28 = { instancePath: instancePath + "/episodes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/episodes/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
        } else {
          const err29 = { instancePath: instancePath + "/episodes", schemaPath: "#/properties/episodes/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
      if (data.lastSent !== void 0) {
        let data11 = data.lastSent;
        if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
          for (const key4 in data11) {
            const _errs26 = errors;
            if (typeof key4 === "string") {
              if (!pattern48.test(key4)) {
                const err30 = { instancePath: instancePath + "/lastSent", schemaPath: "#/properties/lastSent/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{1,150}\\|nc-[0-9a-f]{8}$" }, message: 'must match pattern "^[\\s\\S]{1,150}\\|nc-[0-9a-f]{8}$"', propertyName: key4 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
            var valid6 = _errs26 === errors;
            if (!valid6) {
              const err31 = { instancePath: instancePath + "/lastSent", schemaPath: "#/properties/lastSent/propertyNames", keyword: "propertyNames", params: { propertyName: key4 }, message: "property name must be valid" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
          for (const key5 in data11) {
            let data12 = data11[key5];
            if (!(typeof data12 == "number" && isFinite(data12))) {
              const err32 = { instancePath: instancePath + "/lastSent/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/lastSent/additionalProperties/type", keyword: "type", params: { type: "number" }, message: "must be number" };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          }
        } else {
          const err33 = { instancePath: instancePath + "/lastSent", schemaPath: "#/properties/lastSent/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      }
    } else {
      const err34 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err34];
      } else {
        vErrors.push(err34);
      }
      errors++;
    }
    validate18.errors = vErrors;
    return errors === 0;
  }
  return validate18;
}

// lib/store/validators/notify-history.v1.generated.js
var compiled3;
function validate_notify_history_v1(data, options) {
  compiled3 ??= build3();
  const ok = compiled3(data, options);
  validate_notify_history_v1.errors = compiled3.errors;
  return ok;
}
function build3() {
  const schema18 = { "$id": "openrig/notify-history@1", "title": "Each notification attempt with its outcome ($OPENRIG_HOME/notify/history.json), newest last, bounded; a channel's URL appears only redacted (scheme and host)", "type": "object", "required": ["schema", "version", "entries"], "additionalProperties": false, "properties": { "schema": { "const": "notify-history" }, "version": { "const": 1 }, "entries": { "type": "array", "maxItems": 500, "items": { "type": "object", "required": ["at", "channel", "channelKind", "target", "seat", "kind", "what", "outcome", "ms", "test"], "additionalProperties": false, "properties": { "at": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "channel": { "type": "string", "pattern": "^nc-[0-9a-f]{8}$" }, "channelKind": { "enum": ["command", "webhook", "ntfy", "desktop"] }, "target": { "type": "string", "pattern": "^[\\s\\S]{0,4000}$" }, "seat": { "type": "string", "pattern": "^[\\s\\S]{1,130}$" }, "kind": { "enum": ["permission", "needs_input", "held", "indeterminate", "idle_with_rows", "compaction_failed"] }, "what": { "type": "string", "pattern": "^[\\s\\S]{0,500}$" }, "since": { "type": ["string", "null"] }, "outcome": { "enum": ["delivered", "failed", "timeout", "skipped"] }, "detail": { "type": "string", "pattern": "^[\\s\\S]{0,500}$" }, "ms": { "type": "integer", "minimum": 0 }, "test": { "type": "boolean" } } } } } };
  const func2 = Object.prototype.hasOwnProperty;
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern34 = new RegExp("^nc-[0-9a-f]{8}$", "u");
  const pattern40 = new RegExp("^[\\s\\S]{0,4000}$", "u");
  const pattern41 = new RegExp("^[\\s\\S]{1,130}$", "u");
  const pattern42 = new RegExp("^[\\s\\S]{0,500}$", "u");
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
      if (data.entries === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entries" }, message: "must have required property 'entries'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "entries")) {
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
        if ("notify-history" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "notify-history" }, message: "must be equal to constant" };
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
      if (data.entries !== void 0) {
        let data2 = data.entries;
        if (Array.isArray(data2)) {
          if (data2.length > 500) {
            const err6 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/maxItems", keyword: "maxItems", params: { limit: 500 }, message: "must NOT have more than 500 items" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          const len0 = data2.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data3 = data2[i0];
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.at === void 0) {
                const err7 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
              if (data3.channel === void 0) {
                const err8 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "channel" }, message: "must have required property 'channel'" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
              if (data3.channelKind === void 0) {
                const err9 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "channelKind" }, message: "must have required property 'channelKind'" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (data3.target === void 0) {
                const err10 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "target" }, message: "must have required property 'target'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data3.seat === void 0) {
                const err11 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.kind === void 0) {
                const err12 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.what === void 0) {
                const err13 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "what" }, message: "must have required property 'what'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if (data3.outcome === void 0) {
                const err14 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              if (data3.ms === void 0) {
                const err15 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "ms" }, message: "must have required property 'ms'" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              if (data3.test === void 0) {
                const err16 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "test" }, message: "must have required property 'test'" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
              for (const key1 in data3) {
                if (!func2.call(schema18.properties.entries.items.properties, key1)) {
                  const err17 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
              }
              if (data3.at !== void 0) {
                let data4 = data3.at;
                if (typeof data4 === "string") {
                  if (!pattern9.test(data4)) {
                    const err18 = { instancePath: instancePath + "/entries/" + i0 + "/at", schemaPath: "#/properties/entries/items/properties/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                } else {
                  const err19 = { instancePath: instancePath + "/entries/" + i0 + "/at", schemaPath: "#/properties/entries/items/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              }
              if (data3.channel !== void 0) {
                let data5 = data3.channel;
                if (typeof data5 === "string") {
                  if (!pattern34.test(data5)) {
                    const err20 = { instancePath: instancePath + "/entries/" + i0 + "/channel", schemaPath: "#/properties/entries/items/properties/channel/pattern", keyword: "pattern", params: { pattern: "^nc-[0-9a-f]{8}$" }, message: 'must match pattern "^nc-[0-9a-f]{8}$"' };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                } else {
                  const err21 = { instancePath: instancePath + "/entries/" + i0 + "/channel", schemaPath: "#/properties/entries/items/properties/channel/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              }
              if (data3.channelKind !== void 0) {
                let data6 = data3.channelKind;
                if (!(data6 === "command" || data6 === "webhook" || data6 === "ntfy" || data6 === "desktop")) {
                  const err22 = { instancePath: instancePath + "/entries/" + i0 + "/channelKind", schemaPath: "#/properties/entries/items/properties/channelKind/enum", keyword: "enum", params: { allowedValues: schema18.properties.entries.items.properties.channelKind.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data3.target !== void 0) {
                let data7 = data3.target;
                if (typeof data7 === "string") {
                  if (!pattern40.test(data7)) {
                    const err23 = { instancePath: instancePath + "/entries/" + i0 + "/target", schemaPath: "#/properties/entries/items/properties/target/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{0,4000}$" }, message: 'must match pattern "^[\\s\\S]{0,4000}$"' };
                    if (vErrors === null) {
                      vErrors = [err23];
                    } else {
                      vErrors.push(err23);
                    }
                    errors++;
                  }
                } else {
                  const err24 = { instancePath: instancePath + "/entries/" + i0 + "/target", schemaPath: "#/properties/entries/items/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              }
              if (data3.seat !== void 0) {
                let data8 = data3.seat;
                if (typeof data8 === "string") {
                  if (!pattern41.test(data8)) {
                    const err25 = { instancePath: instancePath + "/entries/" + i0 + "/seat", schemaPath: "#/properties/entries/items/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{1,130}$" }, message: 'must match pattern "^[\\s\\S]{1,130}$"' };
                    if (vErrors === null) {
                      vErrors = [err25];
                    } else {
                      vErrors.push(err25);
                    }
                    errors++;
                  }
                } else {
                  const err26 = { instancePath: instancePath + "/entries/" + i0 + "/seat", schemaPath: "#/properties/entries/items/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              }
              if (data3.kind !== void 0) {
                let data9 = data3.kind;
                if (!(data9 === "permission" || data9 === "needs_input" || data9 === "held" || data9 === "indeterminate" || data9 === "idle_with_rows" || data9 === "compaction_failed")) {
                  const err27 = { instancePath: instancePath + "/entries/" + i0 + "/kind", schemaPath: "#/properties/entries/items/properties/kind/enum", keyword: "enum", params: { allowedValues: schema18.properties.entries.items.properties.kind.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
              if (data3.what !== void 0) {
                let data10 = data3.what;
                if (typeof data10 === "string") {
                  if (!pattern42.test(data10)) {
                    const err28 = { instancePath: instancePath + "/entries/" + i0 + "/what", schemaPath: "#/properties/entries/items/properties/what/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{0,500}$" }, message: 'must match pattern "^[\\s\\S]{0,500}$"' };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                } else {
                  const err29 = { instancePath: instancePath + "/entries/" + i0 + "/what", schemaPath: "#/properties/entries/items/properties/what/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              }
              if (data3.since !== void 0) {
                let data11 = data3.since;
                if (typeof data11 !== "string" && data11 !== null) {
                  const err30 = { instancePath: instancePath + "/entries/" + i0 + "/since", schemaPath: "#/properties/entries/items/properties/since/type", keyword: "type", params: { type: schema18.properties.entries.items.properties.since.type }, message: "must be string,null" };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              }
              if (data3.outcome !== void 0) {
                let data12 = data3.outcome;
                if (!(data12 === "delivered" || data12 === "failed" || data12 === "timeout" || data12 === "skipped")) {
                  const err31 = { instancePath: instancePath + "/entries/" + i0 + "/outcome", schemaPath: "#/properties/entries/items/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema18.properties.entries.items.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
              if (data3.detail !== void 0) {
                let data13 = data3.detail;
                if (typeof data13 === "string") {
                  if (!pattern42.test(data13)) {
                    const err32 = { instancePath: instancePath + "/entries/" + i0 + "/detail", schemaPath: "#/properties/entries/items/properties/detail/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{0,500}$" }, message: 'must match pattern "^[\\s\\S]{0,500}$"' };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                } else {
                  const err33 = { instancePath: instancePath + "/entries/" + i0 + "/detail", schemaPath: "#/properties/entries/items/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
              if (data3.ms !== void 0) {
                let data14 = data3.ms;
                if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
                  const err34 = { instancePath: instancePath + "/entries/" + i0 + "/ms", schemaPath: "#/properties/entries/items/properties/ms/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
                if (typeof data14 == "number" && isFinite(data14)) {
                  if (data14 < 0 || isNaN(data14)) {
                    const err35 = { instancePath: instancePath + "/entries/" + i0 + "/ms", schemaPath: "#/properties/entries/items/properties/ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                      vErrors = [err35];
                    } else {
                      vErrors.push(err35);
                    }
                    errors++;
                  }
                }
              }
              if (data3.test !== void 0) {
                if (typeof data3.test !== "boolean") {
                  const err36 = { instancePath: instancePath + "/entries/" + i0 + "/test", schemaPath: "#/properties/entries/items/properties/test/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
              }
            } else {
              const err37 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          }
        } else {
          const err38 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      }
    } else {
      const err39 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err39];
      } else {
        vErrors.push(err39);
      }
      errors++;
    }
    validate17.errors = vErrors;
    return errors === 0;
  }
  return validate17;
}

// lib/notify/store.ts
var notifyChannelsKind = defineKind({
  schema: "notify-channels",
  version: 1,
  validate: validate_notify_channels_v1
});
var notifyStateKind = defineKind({
  schema: "notify-state",
  version: 1,
  validate: validate_notify_state_v1
});
var notifyHistoryKind = defineKind({
  schema: "notify-history",
  version: 1,
  validate: validate_notify_history_v1
});
var NotifyFullError = class extends Error {
  constructor() {
    super(`there are already ${MAX_CHANNELS} notification channels`);
    this.name = "NotifyFullError";
  }
};
var ChannelNotFoundError = class extends Error {
  constructor(id) {
    super(`no notification channel ${id}`);
    this.id = id;
    this.name = "ChannelNotFoundError";
  }
  id;
};
var channelsCollection = {
  kind: notifyChannelsKind,
  items: (doc) => doc.channels,
  withItems: (doc, channels) => ({ ...doc, channels }),
  empty: () => ({ schema: "notify-channels", version: 1, channels: {} }),
  max: MAX_CHANNELS,
  full: () => new NotifyFullError(),
  notFound: (id) => new ChannelNotFoundError(id)
};
function readChannels(home) {
  return listItems(channelsCollection, home.notifyChannels);
}

// lib/cli/notify-list.ts
var notifyListVerb = defineVerb({
  args: { boolean: ["json"], positionals: [] },
  options: (p) => ({ json: bool(p, "json") }),
  async run({ json }, ctx) {
    const channels = readChannels(ctx.home);
    if (json) {
      printJson(ctx, { channels: channels.map(channelJson), total: channels.length });
      return;
    }
    if (!channels.length) {
      say(ctx, "no notification channels (add one with rig notify add)");
      return;
    }
    for (const c of channels) say(ctx, channelLine(c));
  }
});
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  notifyListVerb
});
}))
