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

// lib/cli/watchdog-show.ts
var watchdog_show_exports = {};
__export(watchdog_show_exports, {
  watchdogShowVerb: () => watchdogShowVerb
});
module.exports = __toCommonJS(watchdog_show_exports);

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

// lib/seat/ref.ts
var UNATTRIBUTED = "unattributed";
var UNATTRIBUTED_LABEL = `${UNATTRIBUTED} (no seat identity)`;

// lib/watchdog/constants.ts
var MAX_INTERVAL_SECONDS = 7 * 24 * 3600;
var MAX_JOBS = 200;
var SUPERVISOR_GRACE_MS = 5 * 6e4;
var SUPERVISOR_RETRY_MS = 5 * 6e4;

// lib/watchdog/job.ts
var JOB_ID_PATTERN = /^wd-[0-9a-f]{8}$/;
var WatchdogInputError = class extends Error {
  constructor(field, reason) {
    super(`${field}: ${reason}`);
    this.field = field;
    this.reason = reason;
    this.name = "WatchdogInputError";
  }
  field;
  reason;
};
function isJobId(id) {
  return typeof id === "string" && JOB_ID_PATTERN.test(id);
}
function checkJobId(id) {
  if (!isJobId(id))
    throw new WatchdogInputError(
      "id",
      `${JSON.stringify(String(id).slice(0, 40))} is not a watchdog job id (wd-<8 hex>)`
    );
  return id;
}
function formatInterval(seconds) {
  if (!Number.isFinite(seconds) || seconds <= 0) return `${seconds}s`;
  let left = Math.round(seconds);
  let out = "";
  for (const [unit, size] of [
    ["d", 86400],
    ["h", 3600],
    ["m", 60],
    ["s", 1]
  ]) {
    const n = Math.floor(left / size);
    if (n) out += `${n}${unit}`;
    left -= n * size;
  }
  return out;
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

// lib/store/keyed-collection.ts
function findItem(c, file, id) {
  const doc = readDocument(c.kind, file);
  return doc ? c.items(doc)[id] : void 0;
}

// lib/util/read-regular-file.ts
var import_node_fs3 = require("node:fs");
var OPEN_FLAGS = import_node_fs3.constants.O_RDONLY | (import_node_fs3.constants.O_NONBLOCK ?? 0) | (import_node_fs3.constants.O_NOCTTY ?? 0);

// lib/store/read-async.ts
var ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;

// lib/store/validators/watchdog-jobs.v1.generated.js
var compiled;
function validate_watchdog_jobs_v1(data, options) {
  compiled ??= build();
  const ok = compiled(data, options);
  validate_watchdog_jobs_v1.errors = compiled.errors;
  return ok;
}
function build() {
  const schema65 = { "$id": "openrig/watchdog-jobs@1", "title": "Watchdog reminder jobs ($OPENRIG_HOME/watchdog/jobs.json): what each job reminds which seat of and how often, with its schedule state (the daemon runs them; rig watchdog edits them directly)", "type": "object", "required": ["schema", "version", "jobs"], "additionalProperties": false, "definitions": { "iso": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "attempt": { "type": "object", "required": ["at", "occurrence", "outcome", "sent", "reason", "state", "outboxIds"], "additionalProperties": false, "properties": { "at": { "$ref": "#/definitions/iso" }, "occurrence": { "type": "string", "pattern": "^wo-[0-9]{14}-[0-9a-f]{8}$" }, "outcome": { "enum": ["delivered", "retained", "indeterminate", "failed", "refused", "error"] }, "sent": { "type": "boolean" }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "state": { "enum": ["sending", "held", "complete", "indeterminate", "failed", null] }, "outboxIds": { "type": "array", "maxItems": 8, "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" } } } } }, "properties": { "schema": { "const": "watchdog-jobs" }, "version": { "const": 1 }, "jobs": { "type": "object", "maxProperties": 200, "propertyNames": { "pattern": "^wd-[0-9a-f]{8}$" }, "additionalProperties": { "type": "object", "required": ["id", "policy", "seat", "message", "intervalSeconds", "createdAt", "createdBy", "lastDueAt", "lastAttempt", "attempts"], "additionalProperties": false, "properties": { "id": { "type": "string", "pattern": "^wd-[0-9a-f]{8}$" }, "policy": { "enum": ["periodic", "idle-gate"] }, "seat": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, "message": { "type": "string", "pattern": "^(?=[\\s\\S]*\\S)[\\s\\S]{1,2000}$" }, "intervalSeconds": { "type": "integer", "minimum": 60, "maximum": 604800 }, "createdAt": { "$ref": "#/definitions/iso" }, "createdBy": { "type": "string", "pattern": "^[\\s\\S]{1,200}$" }, "lastDueAt": { "anyOf": [{ "$ref": "#/definitions/iso" }, { "type": "null" }] }, "lastAttempt": { "anyOf": [{ "$ref": "#/definitions/attempt" }, { "type": "null" }] }, "attempts": { "type": "integer", "minimum": 0 } } } } } };
  const schema66 = { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" };
  const pattern174 = new RegExp("^wd-[0-9a-f]{8}$", "u");
  const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
  const pattern184 = new RegExp("^(?=[\\s\\S]*\\S)[\\s\\S]{1,2000}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern186 = new RegExp("^[\\s\\S]{1,200}$", "u");
  const func2 = Object.prototype.hasOwnProperty;
  const schema68 = { "type": "object", "required": ["at", "occurrence", "outcome", "sent", "reason", "state", "outboxIds"], "additionalProperties": false, "properties": { "at": { "$ref": "#/definitions/iso" }, "occurrence": { "type": "string", "pattern": "^wo-[0-9]{14}-[0-9a-f]{8}$" }, "outcome": { "enum": ["delivered", "retained", "indeterminate", "failed", "refused", "error"] }, "sent": { "type": "boolean" }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "state": { "enum": ["sending", "held", "complete", "indeterminate", "failed", null] }, "outboxIds": { "type": "array", "maxItems": 8, "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" } } } };
  const pattern177 = new RegExp("^wo-[0-9]{14}-[0-9a-f]{8}$", "u");
  const pattern121 = new RegExp("^[a-z][a-z0-9_]{0,63}$", "u");
  const pattern14 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$", "u");
  function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.at === void 0) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if (data.occurrence === void 0) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "occurrence" }, message: "must have required property 'occurrence'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (data.outcome === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property 'outcome'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.sent === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sent" }, message: "must have required property 'sent'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.reason === void 0) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.state === void 0) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.outboxIds === void 0) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "outboxIds" }, message: "must have required property 'outboxIds'" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "at" || key0 === "occurrence" || key0 === "outcome" || key0 === "sent" || key0 === "reason" || key0 === "state" || key0 === "outboxIds")) {
          const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.at !== void 0) {
        let data0 = data.at;
        if (typeof data0 === "string") {
          if (!pattern9.test(data0)) {
            const err8 = { instancePath: instancePath + "/at", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        } else {
          const err9 = { instancePath: instancePath + "/at", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.occurrence !== void 0) {
        let data1 = data.occurrence;
        if (typeof data1 === "string") {
          if (!pattern177.test(data1)) {
            const err10 = { instancePath: instancePath + "/occurrence", schemaPath: "#/properties/occurrence/pattern", keyword: "pattern", params: { pattern: "^wo-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^wo-[0-9]{14}-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        } else {
          const err11 = { instancePath: instancePath + "/occurrence", schemaPath: "#/properties/occurrence/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
      if (data.outcome !== void 0) {
        let data2 = data.outcome;
        if (!(data2 === "delivered" || data2 === "retained" || data2 === "indeterminate" || data2 === "failed" || data2 === "refused" || data2 === "error")) {
          const err12 = { instancePath: instancePath + "/outcome", schemaPath: "#/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema68.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      if (data.sent !== void 0) {
        if (typeof data.sent !== "boolean") {
          const err13 = { instancePath: instancePath + "/sent", schemaPath: "#/properties/sent/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
      if (data.reason !== void 0) {
        let data4 = data.reason;
        if (typeof data4 === "string") {
          if (!pattern121.test(data4)) {
            const err14 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9_]{0,63}$" }, message: 'must match pattern "^[a-z][a-z0-9_]{0,63}$"' };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        } else {
          const err15 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
      if (data.state !== void 0) {
        let data5 = data.state;
        if (!(data5 === "sending" || data5 === "held" || data5 === "complete" || data5 === "indeterminate" || data5 === "failed" || data5 === null)) {
          const err16 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema68.properties.state.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
      if (data.outboxIds !== void 0) {
        let data6 = data.outboxIds;
        if (Array.isArray(data6)) {
          if (data6.length > 8) {
            const err17 = { instancePath: instancePath + "/outboxIds", schemaPath: "#/properties/outboxIds/maxItems", keyword: "maxItems", params: { limit: 8 }, message: "must NOT have more than 8 items" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          const len0 = data6.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data7 = data6[i0];
            if (typeof data7 === "string") {
              if (!pattern14.test(data7)) {
                const err18 = { instancePath: instancePath + "/outboxIds/" + i0, schemaPath: "#/properties/outboxIds/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$"' };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            } else {
              const err19 = { instancePath: instancePath + "/outboxIds/" + i0, schemaPath: "#/properties/outboxIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
        } else {
          const err20 = { instancePath: instancePath + "/outboxIds", schemaPath: "#/properties/outboxIds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    } else {
      const err21 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err21];
      } else {
        vErrors.push(err21);
      }
      errors++;
    }
    validate41.errors = vErrors;
    return errors === 0;
  }
  function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.jobs === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "jobs" }, message: "must have required property 'jobs'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "jobs")) {
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
        if ("watchdog-jobs" !== data.schema) {
          const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "watchdog-jobs" }, message: "must be equal to constant" };
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
      if (data.jobs !== void 0) {
        let data2 = data.jobs;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          if (Object.keys(data2).length > 200) {
            const err6 = { instancePath: instancePath + "/jobs", schemaPath: "#/properties/jobs/maxProperties", keyword: "maxProperties", params: { limit: 200 }, message: "must NOT have more than 200 properties" };
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
              if (!pattern174.test(key1)) {
                const err7 = { instancePath: instancePath + "/jobs", schemaPath: "#/properties/jobs/propertyNames/pattern", keyword: "pattern", params: { pattern: "^wd-[0-9a-f]{8}$" }, message: 'must match pattern "^wd-[0-9a-f]{8}$"', propertyName: key1 };
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
              const err8 = { instancePath: instancePath + "/jobs", schemaPath: "#/properties/jobs/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
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
                const err9 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (data3.policy === void 0) {
                const err10 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "policy" }, message: "must have required property 'policy'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data3.seat === void 0) {
                const err11 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "seat" }, message: "must have required property 'seat'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.message === void 0) {
                const err12 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.intervalSeconds === void 0) {
                const err13 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "intervalSeconds" }, message: "must have required property 'intervalSeconds'" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if (data3.createdAt === void 0) {
                const err14 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "createdAt" }, message: "must have required property 'createdAt'" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              if (data3.createdBy === void 0) {
                const err15 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "createdBy" }, message: "must have required property 'createdBy'" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              if (data3.lastDueAt === void 0) {
                const err16 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "lastDueAt" }, message: "must have required property 'lastDueAt'" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
              if (data3.lastAttempt === void 0) {
                const err17 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "lastAttempt" }, message: "must have required property 'lastAttempt'" };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
              if (data3.attempts === void 0) {
                const err18 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/required", keyword: "required", params: { missingProperty: "attempts" }, message: "must have required property 'attempts'" };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
              for (const key3 in data3) {
                if (!func2.call(schema65.properties.jobs.additionalProperties.properties, key3)) {
                  const err19 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              }
              if (data3.id !== void 0) {
                let data4 = data3.id;
                if (typeof data4 === "string") {
                  if (!pattern174.test(data4)) {
                    const err20 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/id", schemaPath: "#/properties/jobs/additionalProperties/properties/id/pattern", keyword: "pattern", params: { pattern: "^wd-[0-9a-f]{8}$" }, message: 'must match pattern "^wd-[0-9a-f]{8}$"' };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                } else {
                  const err21 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/id", schemaPath: "#/properties/jobs/additionalProperties/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              }
              if (data3.policy !== void 0) {
                let data5 = data3.policy;
                if (!(data5 === "periodic" || data5 === "idle-gate")) {
                  const err22 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/policy", schemaPath: "#/properties/jobs/additionalProperties/properties/policy/enum", keyword: "enum", params: { allowedValues: schema65.properties.jobs.additionalProperties.properties.policy.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data3.seat !== void 0) {
                let data6 = data3.seat;
                if (typeof data6 === "string") {
                  if (!pattern20.test(data6)) {
                    const err23 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/seat", schemaPath: "#/properties/jobs/additionalProperties/properties/seat/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}@[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"' };
                    if (vErrors === null) {
                      vErrors = [err23];
                    } else {
                      vErrors.push(err23);
                    }
                    errors++;
                  }
                } else {
                  const err24 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/seat", schemaPath: "#/properties/jobs/additionalProperties/properties/seat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              }
              if (data3.message !== void 0) {
                let data7 = data3.message;
                if (typeof data7 === "string") {
                  if (!pattern184.test(data7)) {
                    const err25 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/message", schemaPath: "#/properties/jobs/additionalProperties/properties/message/pattern", keyword: "pattern", params: { pattern: "^(?=[\\s\\S]*\\S)[\\s\\S]{1,2000}$" }, message: 'must match pattern "^(?=[\\s\\S]*\\S)[\\s\\S]{1,2000}$"' };
                    if (vErrors === null) {
                      vErrors = [err25];
                    } else {
                      vErrors.push(err25);
                    }
                    errors++;
                  }
                } else {
                  const err26 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/message", schemaPath: "#/properties/jobs/additionalProperties/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              }
              if (data3.intervalSeconds !== void 0) {
                let data8 = data3.intervalSeconds;
                if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
                  const err27 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/intervalSeconds", schemaPath: "#/properties/jobs/additionalProperties/properties/intervalSeconds/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
                if (typeof data8 == "number" && isFinite(data8)) {
                  if (data8 > 604800 || isNaN(data8)) {
                    const err28 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/intervalSeconds", schemaPath: "#/properties/jobs/additionalProperties/properties/intervalSeconds/maximum", keyword: "maximum", params: { comparison: "<=", limit: 604800 }, message: "must be <= 604800" };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                  if (data8 < 60 || isNaN(data8)) {
                    const err29 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/intervalSeconds", schemaPath: "#/properties/jobs/additionalProperties/properties/intervalSeconds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 60 }, message: "must be >= 60" };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  }
                }
              }
              if (data3.createdAt !== void 0) {
                let data9 = data3.createdAt;
                if (typeof data9 === "string") {
                  if (!pattern9.test(data9)) {
                    const err30 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err30];
                    } else {
                      vErrors.push(err30);
                    }
                    errors++;
                  }
                } else {
                  const err31 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdAt", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
              if (data3.createdBy !== void 0) {
                let data10 = data3.createdBy;
                if (typeof data10 === "string") {
                  if (!pattern186.test(data10)) {
                    const err32 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdBy", schemaPath: "#/properties/jobs/additionalProperties/properties/createdBy/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{1,200}$" }, message: 'must match pattern "^[\\s\\S]{1,200}$"' };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                } else {
                  const err33 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/createdBy", schemaPath: "#/properties/jobs/additionalProperties/properties/createdBy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
              if (data3.lastDueAt !== void 0) {
                let data11 = data3.lastDueAt;
                const _errs26 = errors;
                let valid5 = false;
                const _errs27 = errors;
                if (typeof data11 === "string") {
                  if (!pattern9.test(data11)) {
                    const err34 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastDueAt", schemaPath: "#/definitions/iso/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err34];
                    } else {
                      vErrors.push(err34);
                    }
                    errors++;
                  }
                } else {
                  const err35 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastDueAt", schemaPath: "#/definitions/iso/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
                var _valid0 = _errs27 === errors;
                valid5 = valid5 || _valid0;
                if (!valid5) {
                  const _errs30 = errors;
                  if (data11 !== null) {
                    const err36 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastDueAt", schemaPath: "#/properties/jobs/additionalProperties/properties/lastDueAt/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                    if (vErrors === null) {
                      vErrors = [err36];
                    } else {
                      vErrors.push(err36);
                    }
                    errors++;
                  }
                  var _valid0 = _errs30 === errors;
                  valid5 = valid5 || _valid0;
                }
                if (!valid5) {
                  const err37 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastDueAt", schemaPath: "#/properties/jobs/additionalProperties/properties/lastDueAt/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                } else {
                  errors = _errs26;
                  if (vErrors !== null) {
                    if (_errs26) {
                      vErrors.length = _errs26;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
              if (data3.lastAttempt !== void 0) {
                let data12 = data3.lastAttempt;
                const _errs33 = errors;
                let valid7 = false;
                const _errs34 = errors;
                if (!validate41(data12, { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", parentData: data3, parentDataProperty: "lastAttempt", rootData })) {
                  vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
                  errors = vErrors.length;
                }
                var _valid1 = _errs34 === errors;
                valid7 = valid7 || _valid1;
                if (!valid7) {
                  const _errs35 = errors;
                  if (data12 !== null) {
                    const err38 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/jobs/additionalProperties/properties/lastAttempt/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                    if (vErrors === null) {
                      vErrors = [err38];
                    } else {
                      vErrors.push(err38);
                    }
                    errors++;
                  }
                  var _valid1 = _errs35 === errors;
                  valid7 = valid7 || _valid1;
                }
                if (!valid7) {
                  const err39 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/lastAttempt", schemaPath: "#/properties/jobs/additionalProperties/properties/lastAttempt/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                } else {
                  errors = _errs33;
                  if (vErrors !== null) {
                    if (_errs33) {
                      vErrors.length = _errs33;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
              if (data3.attempts !== void 0) {
                let data13 = data3.attempts;
                if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
                  const err40 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/attempts", schemaPath: "#/properties/jobs/additionalProperties/properties/attempts/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
                if (typeof data13 == "number" && isFinite(data13)) {
                  if (data13 < 0 || isNaN(data13)) {
                    const err41 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/attempts", schemaPath: "#/properties/jobs/additionalProperties/properties/attempts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                    if (vErrors === null) {
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err42 = { instancePath: instancePath + "/jobs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/jobs/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
        } else {
          const err43 = { instancePath: instancePath + "/jobs", schemaPath: "#/properties/jobs/type", keyword: "type", params: { type: "object" }, message: "must be object" };
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
    validate40.errors = vErrors;
    return errors === 0;
  }
  return validate40;
}

// lib/store/validators/watchdog-history.v1.generated.js
var compiled2;
function validate_watchdog_history_v1(data, options) {
  compiled2 ??= build2();
  const ok = compiled2(data, options);
  validate_watchdog_history_v1.errors = compiled2.errors;
  return ok;
}
function build2() {
  const schema64 = { "$id": "openrig/watchdog-history@1", "title": "One watchdog job's history ($OPENRIG_HOME/watchdog/history/<jobId>.json): each attempt with its current transport result, and the skips worth telling (not the quiet ones), newest last, bounded; kept after the job is removed", "type": "object", "required": ["schema", "version", "jobId", "entries"], "additionalProperties": false, "properties": { "schema": { "const": "watchdog-history" }, "version": { "const": 1 }, "jobId": { "type": "string", "pattern": "^wd-[0-9a-f]{8}$" }, "entries": { "type": "array", "maxItems": 200, "items": { "type": "object", "required": ["at", "event", "reason"], "additionalProperties": false, "properties": { "at": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T" }, "event": { "enum": ["attempt", "skip", "added", "removed"] }, "reason": { "type": "string", "pattern": "^[a-z][a-z0-9_]{0,63}$" }, "occurrence": { "type": "string", "pattern": "^wo-[0-9]{14}-[0-9a-f]{8}$" }, "outcome": { "enum": ["delivered", "retained", "indeterminate", "failed", "refused", "error"] }, "sent": { "type": "boolean" }, "state": { "enum": ["sending", "held", "complete", "indeterminate", "failed", null] }, "outboxIds": { "type": "array", "maxItems": 8, "items": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" } }, "digestOf": { "type": "array", "maxItems": 200, "items": { "type": "string", "pattern": "^wd-[0-9a-f]{8}$" } }, "note": { "type": "string", "pattern": "^[\\s\\S]{0,500}$" } } } } } };
  const pattern174 = new RegExp("^wd-[0-9a-f]{8}$", "u");
  const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T", "u");
  const pattern121 = new RegExp("^[a-z][a-z0-9_]{0,63}$", "u");
  const pattern177 = new RegExp("^wo-[0-9]{14}-[0-9a-f]{8}$", "u");
  const pattern14 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$", "u");
  const pattern42 = new RegExp("^[\\s\\S]{0,500}$", "u");
  const func2 = Object.prototype.hasOwnProperty;
  function validate39(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (data.jobId === void 0) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "jobId" }, message: "must have required property 'jobId'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.entries === void 0) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entries" }, message: "must have required property 'entries'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "schema" || key0 === "version" || key0 === "jobId" || key0 === "entries")) {
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
        if ("watchdog-history" !== data.schema) {
          const err5 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "watchdog-history" }, message: "must be equal to constant" };
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
      if (data.jobId !== void 0) {
        let data2 = data.jobId;
        if (typeof data2 === "string") {
          if (!pattern174.test(data2)) {
            const err7 = { instancePath: instancePath + "/jobId", schemaPath: "#/properties/jobId/pattern", keyword: "pattern", params: { pattern: "^wd-[0-9a-f]{8}$" }, message: 'must match pattern "^wd-[0-9a-f]{8}$"' };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        } else {
          const err8 = { instancePath: instancePath + "/jobId", schemaPath: "#/properties/jobId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.entries !== void 0) {
        let data3 = data.entries;
        if (Array.isArray(data3)) {
          if (data3.length > 200) {
            const err9 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/maxItems", keyword: "maxItems", params: { limit: 200 }, message: "must NOT have more than 200 items" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          const len0 = data3.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data4 = data3[i0];
            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
              if (data4.at === void 0) {
                const err10 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (data4.event === void 0) {
                const err11 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data4.reason === void 0) {
                const err12 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              for (const key1 in data4) {
                if (!func2.call(schema64.properties.entries.items.properties, key1)) {
                  const err13 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
              }
              if (data4.at !== void 0) {
                let data5 = data4.at;
                if (typeof data5 === "string") {
                  if (!pattern9.test(data5)) {
                    const err14 = { instancePath: instancePath + "/entries/" + i0 + "/at", schemaPath: "#/properties/entries/items/properties/at/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T"' };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                } else {
                  const err15 = { instancePath: instancePath + "/entries/" + i0 + "/at", schemaPath: "#/properties/entries/items/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              }
              if (data4.event !== void 0) {
                let data6 = data4.event;
                if (!(data6 === "attempt" || data6 === "skip" || data6 === "added" || data6 === "removed")) {
                  const err16 = { instancePath: instancePath + "/entries/" + i0 + "/event", schemaPath: "#/properties/entries/items/properties/event/enum", keyword: "enum", params: { allowedValues: schema64.properties.entries.items.properties.event.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
              if (data4.reason !== void 0) {
                let data7 = data4.reason;
                if (typeof data7 === "string") {
                  if (!pattern121.test(data7)) {
                    const err17 = { instancePath: instancePath + "/entries/" + i0 + "/reason", schemaPath: "#/properties/entries/items/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9_]{0,63}$" }, message: 'must match pattern "^[a-z][a-z0-9_]{0,63}$"' };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                } else {
                  const err18 = { instancePath: instancePath + "/entries/" + i0 + "/reason", schemaPath: "#/properties/entries/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
              if (data4.occurrence !== void 0) {
                let data8 = data4.occurrence;
                if (typeof data8 === "string") {
                  if (!pattern177.test(data8)) {
                    const err19 = { instancePath: instancePath + "/entries/" + i0 + "/occurrence", schemaPath: "#/properties/entries/items/properties/occurrence/pattern", keyword: "pattern", params: { pattern: "^wo-[0-9]{14}-[0-9a-f]{8}$" }, message: 'must match pattern "^wo-[0-9]{14}-[0-9a-f]{8}$"' };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                } else {
                  const err20 = { instancePath: instancePath + "/entries/" + i0 + "/occurrence", schemaPath: "#/properties/entries/items/properties/occurrence/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              }
              if (data4.outcome !== void 0) {
                let data9 = data4.outcome;
                if (!(data9 === "delivered" || data9 === "retained" || data9 === "indeterminate" || data9 === "failed" || data9 === "refused" || data9 === "error")) {
                  const err21 = { instancePath: instancePath + "/entries/" + i0 + "/outcome", schemaPath: "#/properties/entries/items/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema64.properties.entries.items.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              }
              if (data4.sent !== void 0) {
                if (typeof data4.sent !== "boolean") {
                  const err22 = { instancePath: instancePath + "/entries/" + i0 + "/sent", schemaPath: "#/properties/entries/items/properties/sent/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
              if (data4.state !== void 0) {
                let data11 = data4.state;
                if (!(data11 === "sending" || data11 === "held" || data11 === "complete" || data11 === "indeterminate" || data11 === "failed" || data11 === null)) {
                  const err23 = { instancePath: instancePath + "/entries/" + i0 + "/state", schemaPath: "#/properties/entries/items/properties/state/enum", keyword: "enum", params: { allowedValues: schema64.properties.entries.items.properties.state.enum }, message: "must be equal to one of the allowed values" };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              }
              if (data4.outboxIds !== void 0) {
                let data12 = data4.outboxIds;
                if (Array.isArray(data12)) {
                  if (data12.length > 8) {
                    const err24 = { instancePath: instancePath + "/entries/" + i0 + "/outboxIds", schemaPath: "#/properties/entries/items/properties/outboxIds/maxItems", keyword: "maxItems", params: { limit: 8 }, message: "must NOT have more than 8 items" };
                    if (vErrors === null) {
                      vErrors = [err24];
                    } else {
                      vErrors.push(err24);
                    }
                    errors++;
                  }
                  const len1 = data12.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    let data13 = data12[i1];
                    if (typeof data13 === "string") {
                      if (!pattern14.test(data13)) {
                        const err25 = { instancePath: instancePath + "/entries/" + i0 + "/outboxIds/" + i1, schemaPath: "#/properties/entries/items/properties/outboxIds/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$"' };
                        if (vErrors === null) {
                          vErrors = [err25];
                        } else {
                          vErrors.push(err25);
                        }
                        errors++;
                      }
                    } else {
                      const err26 = { instancePath: instancePath + "/entries/" + i0 + "/outboxIds/" + i1, schemaPath: "#/properties/entries/items/properties/outboxIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err26];
                      } else {
                        vErrors.push(err26);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err27 = { instancePath: instancePath + "/entries/" + i0 + "/outboxIds", schemaPath: "#/properties/entries/items/properties/outboxIds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
              if (data4.digestOf !== void 0) {
                let data14 = data4.digestOf;
                if (Array.isArray(data14)) {
                  if (data14.length > 200) {
                    const err28 = { instancePath: instancePath + "/entries/" + i0 + "/digestOf", schemaPath: "#/properties/entries/items/properties/digestOf/maxItems", keyword: "maxItems", params: { limit: 200 }, message: "must NOT have more than 200 items" };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                  const len2 = data14.length;
                  for (let i2 = 0; i2 < len2; i2++) {
                    let data15 = data14[i2];
                    if (typeof data15 === "string") {
                      if (!pattern174.test(data15)) {
                        const err29 = { instancePath: instancePath + "/entries/" + i0 + "/digestOf/" + i2, schemaPath: "#/properties/entries/items/properties/digestOf/items/pattern", keyword: "pattern", params: { pattern: "^wd-[0-9a-f]{8}$" }, message: 'must match pattern "^wd-[0-9a-f]{8}$"' };
                        if (vErrors === null) {
                          vErrors = [err29];
                        } else {
                          vErrors.push(err29);
                        }
                        errors++;
                      }
                    } else {
                      const err30 = { instancePath: instancePath + "/entries/" + i0 + "/digestOf/" + i2, schemaPath: "#/properties/entries/items/properties/digestOf/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err31 = { instancePath: instancePath + "/entries/" + i0 + "/digestOf", schemaPath: "#/properties/entries/items/properties/digestOf/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
              if (data4.note !== void 0) {
                let data16 = data4.note;
                if (typeof data16 === "string") {
                  if (!pattern42.test(data16)) {
                    const err32 = { instancePath: instancePath + "/entries/" + i0 + "/note", schemaPath: "#/properties/entries/items/properties/note/pattern", keyword: "pattern", params: { pattern: "^[\\s\\S]{0,500}$" }, message: 'must match pattern "^[\\s\\S]{0,500}$"' };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                } else {
                  const err33 = { instancePath: instancePath + "/entries/" + i0 + "/note", schemaPath: "#/properties/entries/items/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
            } else {
              const err34 = { instancePath: instancePath + "/entries/" + i0, schemaPath: "#/properties/entries/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
          }
        } else {
          const err35 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
    } else {
      const err36 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err36];
      } else {
        vErrors.push(err36);
      }
      errors++;
    }
    validate39.errors = vErrors;
    return errors === 0;
  }
  return validate39;
}

// lib/watchdog/store.ts
var watchdogJobsKind = defineKind({
  schema: "watchdog-jobs",
  version: 1,
  validate: validate_watchdog_jobs_v1
});
var watchdogHistoryKind = defineKind({
  schema: "watchdog-history",
  version: 1,
  validate: validate_watchdog_history_v1
});
var WatchdogFullError = class extends Error {
  constructor() {
    super(`there are already ${MAX_JOBS} watchdog jobs`);
    this.name = "WatchdogFullError";
  }
};
var WatchdogJobNotFoundError = class extends Error {
  constructor(id) {
    super(`no watchdog job ${id}`);
    this.id = id;
    this.name = "WatchdogJobNotFoundError";
  }
  id;
};
var jobsCollection = {
  kind: watchdogJobsKind,
  items: (doc) => doc.jobs,
  withItems: (doc, jobs) => ({ ...doc, jobs }),
  empty: () => ({ schema: "watchdog-jobs", version: 1, jobs: {} }),
  max: MAX_JOBS,
  full: () => new WatchdogFullError(),
  notFound: (id) => new WatchdogJobNotFoundError(id)
};
function readJob(home, id) {
  checkJobId(id);
  return findItem(jobsCollection, home.watchdogJobs, id);
}

// lib/cli/watchdog-errors.ts
function watchdogCliError(err) {
  if (err instanceof WatchdogInputError)
    throw usageError(`invalid ${err.field}: ${err.reason}`, "see rig watchdog --help");
  if (err instanceof WatchdogJobNotFoundError) throw refused(err.message, "run rig watchdog list to see jobs");
  if (err instanceof WatchdogFullError) throw refused(err.message, "remove one with rig watchdog remove ID");
  throw err;
}
function watchdogChecked(fn) {
  try {
    return fn();
  } catch (err) {
    watchdogCliError(err);
  }
}

// lib/watchdog/schedule.ts
function nextDueAt(job) {
  return Date.parse(job.lastDueAt ?? job.createdAt) + job.intervalSeconds * 1e3;
}

// lib/watchdog/attempt.ts
function attemptWord(a) {
  if (a.outcome === "delivered") return "complete";
  if (a.outcome === "retained") return "held";
  if (a.outcome === "indeterminate") return "unknown (may have arrived)";
  if (a.outcome === "error") return "error (unknown)";
  return a.outcome;
}

// lib/cli/watchdog-view.ts
function jobJson(job) {
  return { ...job, every: formatInterval(job.intervalSeconds), nextDueAt: new Date(nextDueAt(job)).toISOString() };
}
function jobLines(job) {
  return [
    `${job.id}  ${job.policy}  every ${formatInterval(job.intervalSeconds)}  to ${job.seat}`,
    `Added: ${job.createdAt} by ${job.createdBy}`,
    `Next due: ${new Date(nextDueAt(job)).toISOString()}${job.policy === "idle-gate" ? " (then when the seat has open rows and is idle)" : ""}`,
    job.lastAttempt ? `Last attempt: ${job.lastAttempt.at} ${attemptWord(job.lastAttempt)} (${job.lastAttempt.reason})${job.lastAttempt.outboxIds.length ? ` outbox ${job.lastAttempt.outboxIds.join(", ")}` : ""}` : "Last attempt: none",
    `Attempts: ${job.attempts}`,
    "---",
    job.message
  ];
}

// lib/cli/watchdog-show.ts
var watchdogShowVerb = defineVerb({
  args: { boolean: ["json"], positionals: [{ name: "ID", what: "a watchdog job id" }] },
  options: (p) => ({ id: watchdogChecked(() => checkJobId(arg(p, "ID"))), json: bool(p, "json") }),
  async run({ id, json }, ctx) {
    const job = readJob(ctx.home, id);
    if (!job)
      throw refused(
        `no watchdog job ${id}`,
        `run rig watchdog list; a removed job's history: rig watchdog history ${id}`
      );
    if (json) {
      printJson(ctx, { job: jobJson(job) });
      return;
    }
    for (const line of jobLines(job)) say(ctx, line);
  }
});
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  watchdogShowVerb
});
}))
